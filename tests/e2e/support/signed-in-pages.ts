// The pages a signed-in person opens, read from src/pages at test time so that a new one is covered
// the moment it exists: the customer portal's (under /dashboard, or drawn in the portal layout) and
// the admin area's. pt-BR paths; the English twins are the same under /en.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DUMMY_SEGMENT, routeOf } from './admin-surface';
import { files } from './page-routes';

const PAGES = path.resolve(import.meta.dirname, '../../../src/pages');

/** Every page (an .astro file: endpoints such as exports are not pages) outside /en, with its route. */
function pages(): { file: string; route: string }[] {
  return files(PAGES)
    .filter((file) => file.endsWith('.astro') && !path.relative(PAGES, file).startsWith(`en${path.sep}`))
    .map((file) => ({ file, route: routeOf(file) }));
}

const under = (route: string, area: string) => route === area || route.startsWith(`${area}/`);

/** The customer portal's pages: '/dashboard', '/dashboard/shipments/x', '/support', … */
export function portalPages(): string[] {
  return pages()
    .filter(({ file, route }) => under(route, '/dashboard') || readFileSync(file, 'utf8').includes('portal-layout'))
    .map(({ route }) => route)
    .sort();
}

/** The admin area's pages: '/admin', '/admin/leads/x', … */
export function adminPages(): string[] {
  return pages()
    .filter(({ route }) => under(route, '/admin'))
    .map(({ route }) => route)
    .sort();
}

/**
 * The route itself, or for '/area/list/x' the first link from its list to a record's page (the
 * list opened with `searches[list]` as its query when given, to find a record seeded for the test).
 */
export async function concrete(
  page: Page,
  route: string,
  known: readonly string[],
  searches: Readonly<Record<string, string>> = {},
): Promise<string> {
  if (!route.includes(`/${DUMMY_SEGMENT}`)) return route;
  const list = route.slice(0, route.indexOf(`/${DUMMY_SEGMENT}`));
  await page.goto(searches[list] ? `${list}?${searches[list]}` : list);
  const pattern = new RegExp(`^${list.replaceAll('/', '\\/')}\\/[\\w-]+$`);
  const hrefs = await page
    .locator(`main a[href^="${list}/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => pattern.test(h) && !known.includes(h));
  expect(href, `no link from ${list} to a page of one record`).toBeTruthy();
  return href!;
}
