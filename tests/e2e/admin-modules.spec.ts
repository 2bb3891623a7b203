// The staff's modules, outbox and audit log, on a server of their own (a module's status shows on
// the landing page the shared server's other specs count). pt-BR with JavaScript, English without.
import { expect, test, type Page } from '@playwright/test';
import { logIn, open } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });
const staffServer = useStaffServer({ LEADS_NOTIFY_TO: 'vendas@example.com' });

const card = (page: Page, n: number) => page.locator(`[data-admin-module="${n}"]`);

async function signIn(page: Page, base: string, lang: '' | '/en', { script = true } = {}) {
  const login = `${base}${lang}/login?redirect=${lang}/admin/modules`;
  await (script ? open(page, login) : page.goto(login));
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password, lang === '/en');
  await expect(page).toHaveURL(`${base}${lang}/admin/modules`);
}

test.describe('with JavaScript, in Portuguese', () => {
  test('reserving a module shows at once on the landing page, its plan and dialog, and in the audit log', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const base = staffServer().origin;
    // A visitor without cookies gets the landing page from the page cache: the second visit is a hit.
    const visitor = await browser.newContext();
    const anonymous = await visitor.newPage();
    await anonymous.goto(`${base}/`);
    expect((await anonymous.goto(`${base}/`))?.headers()['x-page-cache']).toBe('hit');
    await expect(anonymous.getByRole('list', { name: 'Unidades Disponíveis' }).getByRole('listitem')).toHaveCount(12);

    await signIn(page, base, '');
    await expect(page.getByRole('heading', { level: 1, name: 'Módulos' })).toBeVisible();
    await expect(page.locator('[data-admin-module]')).toHaveCount(18);

    const seven = card(page, 7);
    await seven.getByLabel('Situação').selectOption({ label: 'Reservado' });
    await seven.getByLabel('Anotação interna').fill('Reserva até a assinatura.');
    await seven.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Módulo salvo' })).toBeVisible();
    await expect(card(page, 7).locator('[data-status-tag]')).toHaveText('Reservado');
    await expect(card(page, 7).locator('[data-last-change]')).toContainText(`Última alteração por Gerencia Example`);
    await expect(card(page, 7).getByLabel('Situação')).toHaveValue('reserved');

    // Saving the same values again changes nothing and says so.
    await card(page, 7).getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Nada mudou' })).toBeVisible();

    // The cached page is not served again: the visitor's next request already shows module 7 taken.
    await anonymous.goto(`${base}/`);
    await expect(anonymous.getByRole('list', { name: 'Unidades Disponíveis' }).getByRole('listitem')).toHaveCount(11);
    await expect(anonymous.locator('[data-leased-units] [data-module-card="7"]')).toContainText('Reservado');
    await visitor.close();

    // The landing page on the next request: 11 available, module 7 reserved on the plan and in its dialog.
    await page.goto(`${base}/`);
    const plan = page.locator('[data-site-plan]');
    await expect(plan.locator('[data-module="7"]')).toHaveAttribute('data-status', 'reserved');
    await expect(page.getByRole('list', { name: 'Unidades Disponíveis' }).getByRole('listitem')).toHaveCount(11);
    // The plan's script makes each module a button that opens its figures.
    await expect(plan.locator('[data-module="7"]')).toHaveAttribute('role', 'button');
    await plan.locator('[data-module="7"]').click();
    const dialog = page.getByRole('dialog', { name: 'Módulo 7' });
    await expect(dialog).toContainText('Reservado');
    await expect(dialog).toContainText('Este módulo está reservado.');
    await expect(dialog.getByRole('link', { name: 'Tenho interesse' })).toHaveCount(0);
    expect(await page.content()).not.toContain('Reserva até a assinatura');

    // The audit log holds one entry for the change (the unchanged save wrote none), with before and after.
    await page.goto(`${base}/admin/audit?acao=module`);
    const rows = page.locator('[data-audit]');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('module.update');
    await expect(rows.first()).toContainText('gerencia@example.com');
    await expect(rows.first().locator('del').first()).toHaveText('available');
    await expect(rows.first().locator('ins').first()).toHaveText('reserved');
    await rows
      .first()
      .getByRole('link', { name: /module · 7/ })
      .click();
    await expect(page).toHaveURL(`${base}/admin/modules#modulo-7`);
  });

  test('the outbox lists the sales team’s email for a lead and shows the text that was sent', async ({ page }) => {
    test.setTimeout(90_000);
    const base = staffServer().origin;
    await page.goto(`${base}/?modulo=9#contact-form-section`);
    await expect(page.locator('astro-island:has(#lead-name)')).not.toHaveAttribute('ssr', { timeout: 15_000 });
    await page.getByLabel('Nome completo').fill('Rita Outbox');
    await page.getByLabel('Email').fill('rita@logistica.example');
    await page.getByLabel('Celular').fill('(84) 98888-1234');
    await page.getByLabel('Mensagem').fill('Quero visitar o módulo 9.');
    await page.getByRole('button', { name: 'Enviar mensagem' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Sucesso!' })).toBeVisible();

    await signIn(page, base, '');
    await page.goto(`${base}/admin/mail?q=rita`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-mails' })).toBeVisible();
    const row = page.locator('[data-mail]').filter({ hasText: 'vendas@example.com' });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Contato do site');
    await row.getByRole('link').filter({ hasText: 'Rita Outbox' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Rita Outbox');
    await expect(page.locator('main')).toContainText('Quero visitar o módulo 9.');
    // Without SMTP the message goes to the server's log, and it is marked sent: no retry on it.
    await expect(page.getByRole('button', { name: 'Enviar de novo' })).toHaveCount(0);
  });
});

test.describe('without JavaScript, in English', () => {
  test.use({ javaScriptEnabled: false });

  test('a module goes back to available and the English landing page says so; bad input changes nothing', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const base = staffServer().origin;
    await signIn(page, base, '/en', { script: false });
    await expect(page.getByRole('heading', { level: 1, name: 'Modules' })).toBeVisible();
    const seven = card(page, 7);
    await seven.getByLabel('Status').selectOption({ label: 'Available' });
    await seven.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(`${base}/en/admin/modules#modulo-7`);
    await expect(page.getByRole('status').filter({ hasText: 'Module saved' })).toBeVisible();
    await expect(card(page, 7).locator('[data-status-tag]')).toHaveText('Available');

    await page.goto(`${base}/en`);
    await expect(page.locator('[data-site-plan] [data-module="7"]')).toHaveAttribute('data-status', 'available');
    await expect(page.getByRole('list', { name: 'Available units' }).getByRole('listitem')).toHaveCount(12);

    // A note over the limit, posted as a browser without the maxlength check would: refused in English.
    await page.goto(`${base}/en/admin/modules`);
    await card(page, 8)
      .getByLabel('Internal note')
      .evaluate((el) => el.removeAttribute('maxlength'));
    await card(page, 8).getByLabel('Internal note').fill('x'.repeat(5000));
    await card(page, 8).getByRole('button', { name: 'Save' }).click();
    await expect(card(page, 8)).toContainText('Text too long.');
    await page.goto(`${base}/en/admin/audit?acao=module`);
    await expect(page.locator('[data-audit]')).toHaveCount(2);
    await expect(page.getByTestId('audit-count')).toHaveText('2 actions');

    // The outbox in English: the emails of the lead sent earlier, found by its sender's name: the
    // sales team's and the visitor's instant answer.
    await page.goto(`${base}/en/admin/mail?q=Rita`);
    await expect(page.getByRole('heading', { level: 1, name: 'Email' })).toBeVisible();
    await expect(page.locator('[data-mail]')).toHaveCount(2);
    await expect(page.locator('[data-mail]').filter({ hasText: 'vendas@example.com' })).toContainText('Site contact');
    await expect(page.getByTestId('mail-count')).toHaveText('2 emails');
  });
});
