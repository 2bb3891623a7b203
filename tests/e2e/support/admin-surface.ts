// What the staff alone may reach, read from the source at test time so that a new admin page or
// action is covered the moment it exists: the pages and endpoints under src/pages/admin, and the
// actions gathered in src/actions/index.ts (each feature's `<name>: defineAction(` entries).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ADMIN_PAGES = path.join(ROOT, 'src/pages/admin');

/** A value for a dynamic segment: no record has it, yet a customer must get 403, never 404. */
export const DUMMY_SEGMENT = 'x';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );
}

/** '/admin/leads/[id].astro' → '/admin/leads/x'; 'index.astro' → its folder; 'leads.csv.ts' → '/admin/leads.csv'. */
export function routeOf(file: string): string {
  const relative = path.relative(path.join(ROOT, 'src/pages'), file).split(path.sep).join('/');
  const route = relative
    .replace(/\.(astro|ts|js|md|mdx)$/, '')
    .replace(/(^|\/)index$/, '')
    .replace(/\[\.\.\.[^\]]+\]/g, DUMMY_SEGMENT)
    .replace(/\[[^\]]+\]/g, DUMMY_SEGMENT);
  return `/${route}`;
}

/** Every page and endpoint under /admin (pt-BR paths; the English twins live under /en). */
export function adminRoutes(): string[] {
  return [
    ...new Set(
      files(ADMIN_PAGES)
        .filter((f) => /\.(astro|ts|js|md|mdx)$/.test(f) && !/\.(test|spec)\.ts$/.test(f))
        .map(routeOf),
    ),
  ].sort();
}

/** Every action's name ('adminModules.update'), from src/actions/index.ts and the files it imports. */
export function actionNames(): string[] {
  const index = readFileSync(path.join(ROOT, 'src/actions/index.ts'), 'utf8');
  const imports = new Map([...index.matchAll(/import \{ (\w+) \} from '@\/([^']+)';/g)].map((m) => [m[1]!, m[2]!]));
  const gathered =
    /export const server = \{([^}]*)\}/
      .exec(index)?.[1]
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean) ?? [];
  return gathered.flatMap((namespace) => {
    const source = imports.get(namespace);
    if (!source) throw new Error(`src/actions/index.ts: no import for ${namespace}`);
    const text = readFileSync(path.join(ROOT, 'src', `${source}.ts`), 'utf8');
    const body = text.slice(text.indexOf(`export const ${namespace} = {`));
    return [...body.matchAll(/^ {2}(\w+): defineAction\(/gm)].map((m) => `${namespace}.${m[1]}`);
  });
}
