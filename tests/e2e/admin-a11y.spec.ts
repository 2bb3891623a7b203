// Every admin page, at 1366 px, has no axe violation at all and no sideways scrolling of the page
// itself (at 390 px phone-routes.spec.ts holds them to the same, with the phone's own checks). The pages come from src/pages/admin (a new one joins by existing); a page of
// one record is reached by following the first link to such a page from its list.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, logIn, open } from './support/accounts';
import { adminRoutes } from './support/admin-surface';
import { axeViolations } from './support/axe';
import { concrete } from './support/signed-in-pages';

const WIDTHS = [{ name: 'desktop', viewport: { width: 1366, height: 900 } }];

/** Records for the pages of one record: a lead, a shipment, a support request (and their emails). */
async function seed(page: Page) {
  const origin = new URL(page.url()).origin;
  const post = async (path: string, form: Record<string, string>) => {
    const response = await page.request.post(path, { headers: { origin }, form, maxRedirects: 0 });
    expect(response.status(), path).toBe(303);
  };
  await post('/?_action=leads.submit', {
    nome_completo: 'Lia Acessível',
    email: 'lia@logistica.example',
    celular: '(84) 98888-0000',
    mensagem: 'Visita ao módulo 4.',
    modulo: '4',
  });
  await post('/create-shipment?_action=shipments.create', {
    origin: 'Natal/RN',
    destination: 'Recife/PE',
    weight: '5',
    senderName: 'Ana',
    senderEmail: 'a@example.com',
    receiverName: 'Rui',
    receiverEmail: 'r@example.com',
  });
  await post('/support?_action=support.create', {
    submission: crypto.randomUUID(),
    subject: 'Dúvida de acesso',
    category: 'other',
    message: 'Como chego ao módulo 4?',
  });
}

// Each width's walk in two halves, each its own test: side by side on the workers, each within its time.
const PARTS = 2;

for (const { name, viewport } of WIDTHS) {
  for (let part = 0; part < PARTS; part++) {
    test.describe(`admin pages at ${viewport.width} px`, () => {
      test.use({ viewport });
      test(`every admin page is axe-clean and fits (${name}, part ${part + 1} of ${PARTS})`, async ({
        page,
        context,
      }) => {
        test.setTimeout(240_000);
        await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
        await open(page, '/login?redirect=/admin');
        await logIn(page, 'admin@example.com', 'Admin12345');
        await expect(page).toHaveURL('/admin');
        await seed(page);
        const routes = adminRoutes();
        expect(routes.length).toBeGreaterThan(10);
        const size = Math.ceil(routes.length / PARTS);
        for (const route of routes.slice(part * size, (part + 1) * size)) {
          // The lead seeded here: another spec may erase the newest lead of its own meanwhile.
          const path = await concrete(page, route, routes, { '/admin/leads': 'q=Lia+Acess%C3%ADvel' });
          for (const url of [path, `/en${path}`]) {
            // Exports (CSV, …) are downloads, not pages.
            const head = await page.request.get(url);
            if (!head.headers()['content-type']?.includes('text/html')) continue;
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
