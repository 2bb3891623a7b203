// For tests: a copy of drizzle/ as an older release had it (`upTo` its last migration) or as a
// later one may (`extra` migrations after ours), in a temp folder to pass to migrate().
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}

/** Migrations up to `upTo` (default: all of drizzle/), then `extra` ({ tag: SQL }) in order. */
export function migrationsFolder({ upTo, extra = {} }: { upTo?: string; extra?: Record<string, string> } = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(fs.readFileSync('drizzle/meta/_journal.json', 'utf8')) as { entries: JournalEntry[] };
  if (upTo !== undefined) {
    const last = journal.entries.findIndex((e) => e.tag === upTo);
    if (last < 0) throw new Error(`migrationsFolder: no migration ${upTo} in drizzle/`);
    journal.entries = journal.entries.slice(0, last + 1);
  }
  for (const { tag } of journal.entries) fs.copyFileSync(`drizzle/${tag}.sql`, path.join(dir, `${tag}.sql`));
  const last = journal.entries.at(-1)!;
  Object.entries(extra).forEach(([tag, text], i) => {
    journal.entries.push({ ...last, idx: last.idx + 1 + i, when: last.when + 1000 * (i + 1), tag });
    fs.writeFileSync(path.join(dir, `${tag}.sql`), text);
  });
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}
