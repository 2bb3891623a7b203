// The anonymous page cache on the built server: visitors without cookies share the public pages,
// a signed-in visitor always gets their own, and two visitors who got the same cached contact
// form both have their leads kept. (A module's change showing on the next anonymous request is
// in admin-modules.spec.ts, on a server of its own.)
import { expect, test, type Browser } from '@playwright/test';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { freshIp, verifiedCustomer } from './support/accounts';

const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';

async function mailsAbout(text: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
  return all.filter((m) => m.subject.includes(text));
}

async function anonymousPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  return context.newPage();
}

test('anonymous visitors share the public pages; a signed-in visitor gets their own header, never stored for others', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000);
  const visitor = await anonymousPage(browser);
  for (const path of ['/', '/en', '/services', '/en/privacy']) {
    await visitor.goto(path);
    expect((await visitor.goto(path))?.headers()['x-page-cache'], path).toBe('hit');
  }
  await visitor.goto('/');
  await expect(visitor.getByRole('banner').getByText('FALE CONOSCO').first()).toBeVisible();

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  const customer = await verifiedCustomer(page, '', 'page-cache');
  const own = await page.goto('/');
  expect(own?.headers()['x-page-cache']).toBeUndefined();
  const banner = page.getByRole('banner');
  await expect(
    banner
      .getByRole('button', { name: 'SAIR' })
      .or(banner.getByRole('link', { name: 'SAIR' }))
      .first(),
  ).toBeVisible();

  // The anonymous page served after the customer's visit is still the shared one, without them.
  const after = await visitor.goto('/');
  expect(after?.headers()['x-page-cache']).toBe('hit');
  const html = await visitor.content();
  expect(html).not.toContain(customer.email);
  await expect(visitor.getByRole('banner').getByText('SAIR')).toHaveCount(0);
  await expect(visitor.getByRole('banner').getByText('FALE CONOSCO').first()).toBeVisible();
});

test('two visitors served the same cached contact form both have their leads kept', async ({ browser }) => {
  const first = await anonymousPage(browser, false);
  const second = await anonymousPage(browser, false);
  await first.goto('/');
  await second.goto('/');
  const key = (p: typeof first) => p.locator('#contact-form-section input[name="submission"]').getAttribute('value');
  // The same page, to the byte: both forms carry the same submission key.
  expect(await key(first)).toBe(await key(second));

  // Names take letters only: a tag of random letters finds this test's emails among all.
  const tag = `Cache${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  for (const [p, name] of [
    [first, `Ana ${tag}`],
    [second, `Bruno ${tag}`],
  ] as const) {
    await p.getByRole('textbox', { name: /^Nome completo/ }).fill(name);
    await p.getByRole('textbox', { name: /^Email/ }).fill(`${name.split(' ')[0]?.toLowerCase()}@example.com`);
    await p.getByRole('textbox', { name: /^Celular/ }).fill('+55 84 99999-0000');
    const [sent] = await Promise.all([
      p.waitForResponse((r) => r.request().method() === 'POST'),
      p.getByRole('button', { name: 'Enviar mensagem' }).click(),
    ]);
    expect(sent.status()).toBe(303);
    await expect(p.getByRole('status').filter({ hasText: 'Mensagem enviada!' })).toBeVisible();
  }
  await expect.poll(async () => (await mailsAbout(tag)).length, { timeout: 10_000 }).toBe(2);
  const subjects = (await mailsAbout(tag)).map((m) => m.subject).join('\n');
  expect(subjects).toContain(`Ana ${tag}`);
  expect(subjects).toContain(`Bruno ${tag}`);
});
