// Every route the site answers GET on, read from src/pages: a page (.astro) or an endpoint that
// exports GET. A test walks them all, so a new page is covered without being listed anywhere.
import fs from 'node:fs';
import path from 'node:path';
import { reportRequestSchema } from '@/features/portal/reports/report-request.schema';
import { CURSOR_PARAMS, PAGE_PARAM } from '@/server/lists/list-params';

export interface PageRoute {
  /** The file under src/pages ('admin/leads/[id].astro'). */
  file: string;
  /** Its address with its parameters as written in the file's name ('/en/admin/leads/[id]'). */
  pattern: string;
  /** The parameters in the pattern ('id', '...all'). */
  params: string[];
  /** Whether it is an endpoint (a .ts file) rather than a page. */
  endpoint: boolean;
}

const PAGES_DIR = path.resolve(import.meta.dirname, '../../../src/pages');
const EXPORTS_GET = /export\s+(const|async\s+function|function)\s+(GET|ALL)\b/;

/** Every file under `dir`, at any depth. */
export function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? files(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
}

/** A page's address with its parameters as its file names them: 'admin/leads/[id].astro' → '/admin/leads/[id]'. */
export function routePattern(file: string): string {
  const relative = path.relative(PAGES_DIR, file).split(path.sep).join('/');
  return `/${relative.replace(/\.(astro|ts|js|md|mdx)$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
}

/** Every GET route, the pt-BR ones first, then the English ones (under /en). */
export function pageRoutes(): PageRoute[] {
  return files(PAGES_DIR)
    .filter((file) => /\.(astro|ts)$/.test(file) && !/\.test\.ts$/.test(file))
    .filter((file) => file.endsWith('.astro') || EXPORTS_GET.test(fs.readFileSync(file, 'utf8')))
    .sort()
    .map((file) => {
      const pattern = routePattern(file);
      return {
        file: path.relative(PAGES_DIR, file),
        pattern,
        params: [...pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => m[1]!),
        endpoint: file.endsWith('.ts'),
      };
    })
    .sort((a, b) => Number(a.pattern.startsWith('/en')) - Number(b.pattern.startsWith('/en')));
}

/** The pattern without its language prefix ('/admin/leads/[id]'), the same for both languages. */
export const unprefixed = (pattern: string) => pattern.replace(/^\/en(?=\/|$)/, '') || '/';

/**
 * The route's address with `values` for its parameters (by the unprefixed pattern, then by the
 * parameter's name); undefined when one has no value.
 */
export function routePath(route: PageRoute, values: Record<string, string>): string | undefined {
  let missing = false;
  const filled = route.pattern.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = values[unprefixed(route.pattern)] ?? values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : filled;
}

const SOURCE_DIR = path.resolve('src');
// A list's fields (src/server/lists: `busca: searchText()`), queryText's names ('lang' or a
// constant), and the constants they name (`export const TRACKING_PARAM = 'codigo'`).
const LIST_FIELD = /\b([A-Za-z_]\w*): (?:searchText|oneOf|calendarDay|matching|otherPage)\(/g;
const QUERY_TEXT = /query(?:Text|Value)\(\s*[\w.]+,\s*(?:'([^']+)'|([A-Z_][A-Z0-9_]*))/g;
const CONSTANT = /export const ([A-Z_][A-Z0-9_]*) = '([^']+)'/g;

/**
 * Every query parameter the site reads, found in its source (a list's schema or queryText), with
 * the page and cursor parameters every list has and the report request's (one schema).
 */
export function queryParamNames(): string[] {
  const sources = fs
    .readdirSync(SOURCE_DIR, { recursive: true })
    .map(String)
    .filter((file) => /\.(ts|tsx|astro)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => fs.readFileSync(path.join(SOURCE_DIR, file), 'utf8'));
  const constants = new Map(
    sources.flatMap((text) => [...text.matchAll(CONSTANT)].map((m) => [m[1]!, m[2]!] as const)),
  );
  const names = new Set<string>([
    PAGE_PARAM,
    ...Object.values(CURSOR_PARAMS),
    ...Object.keys(reportRequestSchema.shape),
  ]);
  for (const text of sources) {
    for (const m of text.matchAll(LIST_FIELD)) names.add(m[1]!);
    for (const m of text.matchAll(QUERY_TEXT)) {
      const name = m[1] ?? constants.get(m[2]!);
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}
