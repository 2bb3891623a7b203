// Every admin page, at 1366 px, has no axe violation at all and no sideways scrolling of the page
// itself (at 390 px phone-routes.spec.ts holds them to the same, with the phone's own checks). The
// pages come from src/pages/admin (a new one joins by existing); a page of one record is reached by
// following the first link to such a page from its list, filled by seed-records.ts.
import { expect, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { seedRecords } from './support/seed-records';
import { adminPages, concrete } from './support/signed-in-pages';

const WIDTHS = [{ name: 'desktop', viewport: { width: 1366, height: 900 } }];

// Each width's walk in two halves, each its own test: side by side on the workers, each within its time.
const PARTS = 2;

for (const { name, viewport } of WIDTHS) {
  for (let part = 0; part < PARTS; part++) {
    test.describe(`admin pages at ${viewport.width} px`, () => {
      test.use({ viewport });
      test(`every admin page is axe-clean and fits (${name}, part ${part + 1} of ${PARTS})`, async ({ browser }) => {
        test.setTimeout(240_000);
        // The lead seeded here: another spec may erase the newest lead of its own meanwhile.
        const lead = `Lia Acessível ${Math.random().toString(36).slice(2).replace(/\d/g, '')}`;
        const seeded = await seedRecords(browser, { prefix: '', lead, module: 11 + part, viewport });
        await seeded.customer.context().close();
        const page = seeded.admin;
        // The pages (an export such as leads.csv is a download, not a page).
        const routes = adminPages();
        expect(routes.length).toBeGreaterThan(10);
        const size = Math.ceil(routes.length / PARTS);
        for (const route of routes.slice(part * size, (part + 1) * size)) {
          const path = await concrete(page, route, routes, { '/admin/leads': `q=${encodeURIComponent(lead)}` });
          for (const url of [path, `/en${path}`]) {
            const response = await page.goto(url);
            expect(response?.status(), url).toBe(200);
            const found = await axeViolations(page);
            expect(found, `${url}\n${found.join('\n')}`).toEqual([]);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow, `${url} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
          }
        }
      });
    });
  }
}
