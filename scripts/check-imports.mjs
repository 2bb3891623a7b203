// `npm run lint` part: the import graph has no knots (.dependency-cruiser.cjs says which), checked
// by dependency-cruiser. It cannot read .astro files, so it reads a copy of src/ in which each
// `x.astro` is `x.astro.ts` holding its frontmatter and its scripts (the only places with imports).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cruise } from 'dependency-cruiser';

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;
const SCRIPT = /<script\b[^>]*>([\s\S]*?)<\/script>/g;

/** A copy of `root`/src in `copy`/src that dependency-cruiser can read. */
function copySources(root, copy) {
  for (const file of fs.readdirSync(path.join(root, 'src'), { recursive: true }).map(String)) {
    const from = path.join(root, 'src', file);
    const to = path.join(copy, 'src', file);
    if (!fs.statSync(from).isFile()) continue;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    if (file.endsWith('.astro')) {
      const source = fs.readFileSync(from, 'utf8');
      const scripts = [...source.matchAll(SCRIPT)].map((m) => m[1]);
      fs.writeFileSync(`${to}.ts`, [source.match(FRONTMATTER)?.[1] ?? '', ...scripts].join('\n'));
    } else if (/\.(ts|tsx|mts|js|mjs)$/.test(file)) {
      fs.copyFileSync(from, to);
    }
  }
}

/** Checks `root`/src against the rules of `ruleFile`: `{ exitCode, output }` (the violations, as text). */
export async function checkImports(root, ruleFile = path.join(import.meta.dirname, '..', '.dependency-cruiser.cjs')) {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'imports-'));
  const cwd = process.cwd();
  try {
    copySources(root, copy);
    const ruleSet = createRequire(import.meta.url)(ruleFile);
    process.chdir(copy);
    const options = { ...ruleSet.options, ruleSet, validate: true, outputType: 'err' };
    // tsconfig.json's one path alias.
    const result = await cruise(['src'], options, { alias: { '@': path.join(copy, 'src') } });
    return { exitCode: result.exitCode, output: String(result.output).replaceAll('.astro.ts', '.astro') };
  } finally {
    process.chdir(cwd);
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { exitCode, output } = await checkImports(path.join(import.meta.dirname, '..'));
  process.stdout.write(output);
  process.exitCode = exitCode;
}
