// Live updates: a customer's open pages follow changes without a reload (Server-Sent Events per
// signed-in user, regions re-read from the server), within 2 s; nobody else's page hears of them;
// a stream that could not connect catches up on what it missed; staff changes reach the customer's
// dashboard and shipment page, and the email arrives.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { freshIp, linkInMail, logIn, open, verifiedCustomer } from './support/accounts';
import { createShipment, postShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const LIVE = { timeout: 2_000 };
const region = (page: Page, name: string) => page.locator(`[data-live-region="${name}"]`);
const bell = (page: Page) => region(page, 'unread-count');

/** Opens `path` and waits until its live stream is connected (the response's headers came). */
async function openLive(page: Page, path: string) {
  const stream = page.waitForResponse((r) => r.url().includes('/api/live') && r.status() === 200);
  await open(page, path);
  await stream;
  // Marks this document: still there afterwards means no reload happened.
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
}

const notReloaded = (page: Page) => expect(page.locator('html[data-not-reloaded]')).toHaveCount(1);

/** Counts the page's re-reads of itself (what a live event causes). */
function countRefreshes(page: Page) {
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && !r.url().includes('/api/live')) refreshes.push(r.url());
  });
  return refreshes;
}

test('another page of the same customer updates its cards and counter without a reload; another customer’s hears nothing', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  await verifiedCustomer(page, '', 'live');
  await openLive(page, '/dashboard');
  await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida');

  const stranger: BrowserContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const strangerPage = await stranger.newPage();
  await verifiedCustomer(strangerPage, '', 'live-stranger');
  await openLive(strangerPage, '/dashboard');
  const strangerRefreshes = countRefreshes(strangerPage);

  // Another tab of the same customer creates a shipment: a notification, a row, the stats.
  const actor = await context.newPage();
  const { tracking } = await createShipment(actor, 'Recife/PE');
  await expect(region(page, 'notifications')).toContainText(`Envio ${tracking} criado`, LIVE);
  await expect(bell(page)).toHaveAccessibleName('1 notificação não lida', LIVE);
  await expect(region(page, 'recent-shipments').locator(`tr[data-shipment="${tracking}"]`)).toContainText(
    'Recife/PE',
    LIVE,
  );
  await expect(page.locator('[data-stat="total"] p').nth(1)).toHaveText('1', LIVE);
  await expect(page.locator('[data-live-announcer]')).toHaveText(`Nova notificação: Envio ${tracking} criado`, LIVE);
  await notReloaded(page);

  // Marked read elsewhere: the counter here follows.
  await open(actor, '/dashboard/notifications');
  await actor.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(actor.getByTestId('unread-summary')).toHaveText('Nenhuma não lida.');
  await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida', LIVE);
  await notReloaded(page);

  // The other customer's open page was never told: no re-read, nothing announced, nothing shown.
  await strangerPage.waitForTimeout(500);
  expect(strangerRefreshes).toEqual([]);
  await expect(strangerPage.locator('[data-live-announcer]')).toHaveText('');
  await expect(strangerPage.getByText(tracking)).toHaveCount(0);
  await stranger.close();
});

test('the notifications page itself refreshes its list live', async ({ page, context }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '/en', 'live-list');
  await openLive(page, '/en/dashboard/notifications');
  await expect(page.getByTestId('unread-summary')).toHaveText('None unread.');
  const actor = await context.newPage();
  await actor.goto('/en/dashboard');
  await postShipment(actor, 'Mossoró/RN');
  await expect(page.getByTestId('unread-summary')).toHaveText('1 unread', LIVE);
  await expect(page.locator('li[data-notification][data-unread]')).toContainText('Mossoró/RN', LIVE);
  await expect(bell(page)).toHaveAccessibleName('1 unread notification', LIVE);
  await notReloaded(page);

  // A region holding the keyboard focus is left as it is (the rest of the page follows)…
  await page.getByRole('button', { name: 'Mark all as read' }).focus();
  await postShipment(actor, 'Açu/RN');
  await expect(bell(page)).toHaveAccessibleName('2 unread notifications', LIVE);
  await expect(page.getByTestId('unread-summary')).toHaveText('1 unread');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeFocused();
  // …until the next change once the focus has left it.
  await page.getByRole('heading', { level: 1 }).click();
  await postShipment(actor, 'Apodi/RN');
  await expect(page.getByTestId('unread-summary')).toHaveText('3 unread', LIVE);
  await notReloaded(page);
});

test('a stream that could not connect reconnects by itself and catches up on what it missed', async ({ page }) => {
  test.setTimeout(60_000);
  await verifiedCustomer(page, '', 'live-catchup');
  const attempts: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/live')) attempts.push(r.url());
  });
  // The stream is cut off: every attempt fails until it is let through again.
  await page.route('**/api/live**', (route) => route.abort('connectionreset'));
  await open(page, '/dashboard');
  await expect.poll(() => attempts.length).toBeGreaterThanOrEqual(1);
  await page.evaluate(() => document.documentElement.setAttribute('data-not-reloaded', ''));
  const seqOnPage = Number(await page.locator('[data-live-stream]').getAttribute('data-live-seq'));

  // Written while the page could not hear (from the same session, outside the page).
  await postShipment(page, 'Caicó/RN');
  await page.unroute('**/api/live**');
  // The next attempt (1 s, 2 s, 5 s, then every 10 s) resumes after what the page showed.
  await expect(region(page, 'recent-shipments')).toContainText('Caicó/RN', { timeout: 15_000 });
  await expect(region(page, 'notifications').locator('li')).toHaveCount(1);
  await expect(bell(page)).toHaveAccessibleName('1 notificação não lida');
  await notReloaded(page);
  expect(attempts.length).toBeGreaterThanOrEqual(2);
  expect(attempts.at(-1)).toContain(`lastEventId=${seqOnPage}`);
});

test('the stream is only for a signed-in user', async ({ request }) => {
  const response = await request.get('/api/live');
  expect(response.status()).toBe(401);
});

test('staff move a shipment along: the customer’s open dashboard and shipment page show it within 2 s; the email arrives', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(90_000);
  const customer = await verifiedCustomer(page, '', 'live-staff');
  const shipment = await createShipment(page, 'Fortaleza/CE');
  await openLive(page, '/dashboard');
  const detail = await context.newPage();
  await openLive(detail, shipment.path);
  await expect(region(detail, 'shipment-status').locator('[data-status]')).toHaveAttribute('data-status', 'pending');

  const staffContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const staff = await staffContext.newPage();
  await open(staff, `/login?redirect=/admin/shipments/${shipment.id}`);
  await logIn(staff, 'admin@example.com', 'Admin12345');
  await expect(staff).toHaveURL(`/admin/shipments/${shipment.id}`);
  await open(staff, staff.url());
  await staff.getByLabel('Novo status').selectOption({ label: 'Aprovado' });
  await staff.getByLabel(/^Local/).fill('Parnamirim/RN');
  await staff.getByLabel(/^Observação/).fill('Coleta agendada para amanhã');
  await staff.getByRole('button', { name: 'Registrar' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Status registrado' })).toBeVisible();

  // The customer's open pages, without a reload.
  await expect(region(detail, 'shipment-status').locator('[data-status]')).toHaveAttribute(
    'data-status',
    'approved',
    LIVE,
  );
  await expect(region(detail, 'shipment-timeline').locator('li').first()).toContainText(
    'Coleta agendada para amanhã',
    LIVE,
  );
  await expect(region(detail, 'shipment-timeline').locator('li').first()).toContainText('Parnamirim/RN');
  await expect(
    region(page, 'recent-shipments').locator(`tr[data-shipment="${shipment.tracking}"] [data-status]`),
  ).toHaveAttribute('data-status', 'approved', LIVE);
  await expect(region(page, 'notifications')).toContainText(`Envio ${shipment.tracking} aprovado`, LIVE);
  await notReloaded(page);
  await notReloaded(detail);

  // And the email, at the mail sink (real SMTP on loopback).
  expect(await linkInMail(customer.email, new RegExp(`${shipment.tracking}: Aprovado`))).toContain(
    `/dashboard/shipments/${shipment.id}`,
  );
  await staffContext.close();
});
