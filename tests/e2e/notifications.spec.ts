// The notifications page: every notification, unread ones marked in words, mark one or all read
// (with and without JavaScript, in both languages), each in the page's language whatever the
// account's, the header's unread counter and the Overview's "see all" link; nobody marks another
// customer's notifications.
import { expect, test, type Page } from '@playwright/test';
import { freshIp, verifiedCustomer } from './support/accounts';
import { postShipment } from './support/shipments';

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const items = (page: Page) => page.locator('li[data-notification]');
const unreadItems = (page: Page) => page.locator('li[data-notification][data-unread]');
const bell = (page: Page) => page.locator('[data-live-region="unread-count"]');

/** A customer signed in with `n` notifications (one per shipment created). */
async function customerWith(page: Page, prefix: '' | '/en', tag: string, n: number) {
  await verifiedCustomer(page, prefix, tag);
  for (let i = 1; i <= n; i++) await postShipment(page, `Cidade ${i}`);
}

test('the page lists them newest first; mark one, then all, read; the header counts the unread', async ({ page }) => {
  test.setTimeout(60_000);
  await customerWith(page, '', 'notif', 3);
  await page.goto('/dashboard');
  await expect(bell(page)).toHaveAccessibleName('3 notificações não lidas');
  await expect(bell(page)).toHaveText('3');
  await page.getByRole('link', { name: 'Ver todas as notificações' }).click();
  await expect(page).toHaveURL('/dashboard/notifications');
  await expect(
    page.getByRole('navigation', { name: 'Menu do portal' }).getByRole('link', { name: 'Notificações' }),
  ).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notificações');
  await expect(page.getByTestId('unread-summary')).toHaveText('3 não lidas');
  await expect(items(page)).toHaveCount(3);
  await expect(items(page).first()).toContainText('Parnamirim/RN → Cidade 3');
  // Unread is said in words, not only shown by colour.
  await expect(unreadItems(page).first().getByText('Não lida', { exact: true })).toBeVisible();
  await expect(items(page).first().getByRole('link')).toHaveAttribute('href', '/dashboard/shipments');
  await expect(items(page).first().locator('time')).toHaveText(/segundo|minuto|agora/);

  const newest = items(page).first();
  const title = (await newest.getByRole('link').textContent()) ?? '';
  await newest.getByRole('button', { name: `Marcar como lida: ${title}` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Notificação marcada como lida.' })).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('2 não lidas');
  await expect(items(page).first()).not.toHaveAttribute('data-unread');
  await expect(items(page).first().getByText('Não lida')).toHaveCount(0);
  await expect(items(page).first().getByRole('button')).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('2 notificações não lidas');

  await page.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Todas as notificações foram marcadas como lidas.' }),
  ).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('Nenhuma não lida.');
  await expect(unreadItems(page)).toHaveCount(0);
  await expect(items(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Marcar todas como lidas' })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notificações, nenhuma não lida');
  await expect(bell(page)).toHaveText('');
});

test('in English, 20 a page, with an empty state', async ({ page }) => {
  test.setTimeout(90_000);
  await verifiedCustomer(page, '/en', 'notif-en');
  await page.goto('/en/dashboard/notifications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Notifications');
  await expect(page.getByText('No notifications at this time.')).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('None unread.');
  for (let i = 1; i <= 21; i++) await postShipment(page, `City ${i}`);
  await page.reload();
  await expect(page.getByTestId('unread-summary')).toHaveText('21 unread');
  await expect(bell(page)).toHaveAccessibleName('21 unread notifications');
  await expect(items(page)).toHaveCount(20);
  await expect(unreadItems(page).first().getByText('Unread', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Mark as read: / })).toHaveCount(20);
  // Written for an English account, read in the page's language: Portuguese on the Portuguese pages.
  const newest = items(page).first().getByRole('link');
  await expect(newest).toHaveText(/^Shipment PLP-\S+ created$/);
  const tracking = /PLP-\S+/.exec((await newest.textContent()) ?? '')?.[0];
  await page.goto('/dashboard/notifications');
  await expect(newest).toHaveText(`Envio ${tracking} criado`);
  await expect(newest).toHaveAttribute('href', '/dashboard/shipments');
  await page.goto('/en/dashboard/notifications');
  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL('/en/dashboard/notifications?pagina=2');
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText('City 1');
  // Marking from page 2 comes back to page 2.
  await page.getByRole('button', { name: /^Mark as read: / }).click();
  await expect(page).toHaveURL('/en/dashboard/notifications?pagina=2');
  await expect(page.getByRole('status').filter({ hasText: 'Notification marked as read.' })).toBeVisible();
  await expect(page.getByTestId('unread-summary')).toHaveText('20 unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByTestId('unread-summary')).toHaveText('None unread.');
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const prefix of ['', '/en'] as const) {
    test(`mark one and all read with plain forms (${prefix || 'pt-BR'})`, async ({ page, context, browser }) => {
      test.setTimeout(60_000);
      const en = prefix === '/en';
      const js = await browser.newContext({
        javaScriptEnabled: true,
        extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
      });
      await customerWith(await js.newPage(), prefix, 'notif-nojs', 2);
      await context.addCookies(await js.cookies());
      await js.close();

      await page.goto(`${prefix}/dashboard/notifications`);
      await expect(page.getByTestId('unread-summary')).toHaveText(en ? '2 unread' : '2 não lidas');
      await page
        .getByRole('button', { name: en ? /^Mark as read: / : /^Marcar como lida: / })
        .first()
        .click();
      await expect(page).toHaveURL(`${prefix}/dashboard/notifications`);
      await expect(
        page.getByText(en ? 'Notification marked as read.' : 'Notificação marcada como lida.'),
      ).toBeVisible();
      await expect(page.getByTestId('unread-summary')).toHaveText(en ? '1 unread' : '1 não lida');
      await expect(bell(page)).toHaveAccessibleName(en ? '1 unread notification' : '1 notificação não lida');
      await page.getByRole('button', { name: en ? 'Mark all as read' : 'Marcar todas como lidas' }).click();
      await expect(page.getByTestId('unread-summary')).toHaveText(en ? 'None unread.' : 'Nenhuma não lida.');
      await expect(unreadItems(page)).toHaveCount(0);
      // Post/Redirect/Get: a reload repeats nothing and shows no message again.
      await page.reload();
      await expect(
        page.getByText(
          en ? 'All notifications were marked as read.' : 'Todas as notificações foram marcadas como lidas.',
        ),
      ).toHaveCount(0);
    });
  }
});

test('a customer cannot mark another customer’s notification, by id or by tampering', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await customerWith(page, '', 'notif-owner', 1);
  await page.goto('/dashboard/notifications');
  const theirs = (await items(page).first().getAttribute('data-notification')) ?? '';
  expect(theirs).toMatch(/^[0-9a-f-]{36}$/);

  const other = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const otherPage = await other.newPage();
  await verifiedCustomer(otherPage, '', 'notif-intruder');
  await otherPage.goto('/dashboard/notifications');
  await expect(items(otherPage)).toHaveCount(0);
  const origin = new URL(baseURL ?? '').origin;
  for (const id of [theirs, 'not-a-uuid', '00000000-0000-4000-8000-000000000000', `${theirs}' OR '1'='1`]) {
    const response = await otherPage.request.post('/dashboard/notifications?_action=notifications.markRead', {
      headers: { origin },
      form: { id, page: '1' },
      maxRedirects: 0,
    });
    // The same answer whatever the id: back to the page, no message, nothing changed.
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/dashboard/notifications');
    expect(response.headers()['set-cookie'] ?? '').not.toContain('flash=');
  }
  const all = await otherPage.request.post('/_actions/notifications.markAllRead', {
    headers: { origin },
    form: { page: '1' },
  });
  expect(all.ok()).toBe(true);
  await other.close();

  await page.reload();
  await expect(page.getByTestId('unread-summary')).toHaveText('1 não lida');
  await expect(unreadItems(page)).toHaveCount(1);
});

test('the actions refuse a visitor without a session', async ({ request, baseURL }) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const action of ['notifications.markRead', 'notifications.markAllRead']) {
    const response = await request.post(`/_actions/${action}`, {
      headers: { origin },
      form: { id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(response.status()).toBe(401);
  }
});
