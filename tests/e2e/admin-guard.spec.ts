// The admin area's guard, from one list: every page and endpoint under src/pages/admin (read from
// the file system, so a new one is covered at once), in both languages, and every staff action
// (every action not named open to visitors or customers in support/admin-surface.ts). A visitor
// is sent to log in; a signed-in customer gets 403 everywhere, and nothing changes.
import { expect, test } from '@playwright/test';
import { REPORT_CHOICES } from '@/features/portal/reports/report-request.schema';
import { freshIp, signedIn, verifiedCustomer } from './support/accounts';
import { adminRoutes, staffActionNames, staffForm } from './support/admin-surface';

const ROUTES = adminRoutes().flatMap((path) => [path, `/en${path}`]);
const STAFF_ACTIONS = staffActionNames();
// Staff-only downloads outside /admin: every customer's rows.
const EXPORTS = REPORT_CHOICES.format.map(
  (format) => `/api/reports?type=shipments&range=this_year&format=${format}&customer=all`,
);

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

test('the lists are read from the source', () => {
  expect(ROUTES).toEqual(expect.arrayContaining(['/admin', '/en/admin', '/admin/leads.csv', '/en/admin/modules']));
  expect(STAFF_ACTIONS).toEqual(
    expect.arrayContaining(['adminModules.update', 'charges.create', 'privacy.staffErase', 'support.reply']),
  );
});

test('a visitor is sent to log in from every admin page and endpoint, and refused every staff action', async ({
  request,
  baseURL,
}) => {
  for (const path of ROUTES) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location, path).toBe(`${path.startsWith('/en') ? '/en' : ''}/login?redirect=${path}`);
  }
  for (const path of EXPORTS) expect((await request.get(path)).status(), path).toBe(401);
  const origin = new URL(baseURL ?? '').origin;
  for (const action of STAFF_ACTIONS) {
    const response = await request.post(`/_actions/${action}`, { headers: { origin }, form: staffForm(action) });
    expect(response.status(), action).toBe(401);
  }
});

test('a signed-in customer gets 403 from every admin page, export and staff action, and nothing changes', async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow();
  // Every staff change writes an audit entry naming who made it: none may name the customer. (The
  // whole log's count would move with the other specs' staff changes on this shared server.)
  const admin = await signedIn(browser, '', 'admin@example.com', 'Admin12345', '/admin/audit');
  const entriesBy = async (email: string) => {
    await admin.goto(`/admin/audit?ator=${encodeURIComponent(email)}`);
    return admin.locator('[data-audit]').count();
  };

  const customer = await verifiedCustomer(page, '', 'admin-guard');
  for (const path of [...ROUTES, ...EXPORTS]) {
    expect((await page.request.get(path, { maxRedirects: 0 })).status(), path).toBe(403);
  }
  const origin = new URL(baseURL ?? '').origin;
  for (const action of STAFF_ACTIONS) {
    const form = staffForm(action);
    expect(
      (await page.request.post(`/_actions/${action}`, { headers: { origin }, form })).status(),
      `RPC ${action}`,
    ).toBe(403);
    // A form post from a page outside /admin: the action's own guard answers, not the area's.
    const fromPage = await page.request.post(`/dashboard?_action=${action}`, {
      headers: { origin },
      form,
      maxRedirects: 0,
    });
    expect(fromPage.status(), `form ${action}`).toBe(403);
  }
  expect(await entriesBy(customer.email)).toBe(0);
  // The staff form names module 7 with a 'Guard test' note: had a post got through, it would show.
  await admin.goto('/admin/modules');
  await expect(admin.locator('[data-admin-module="7"]')).not.toContainText('Guard test');
  await expect(admin.locator('[data-admin-module="7"] textarea')).not.toHaveValue('Guard test');
  // The site's identity form names the site 'Guard test': had a post got through, it would be so.
  await admin.goto('/admin/site');
  await expect(admin.locator('[data-site-identity-form] input[name="name"]')).not.toHaveValue('Guard test');
});
