// The sales clock, on a server of its own (its rules apply site-wide): the staff set a one-minute
// first response in round-the-clock business hours; a new lead gets the instant answer with its
// module's spec sheet, turns red on the list, the board and the overview once its minute has
// passed, its owner gets one alert, and a note stops the clock. The morning digest and the
// business-time arithmetic are tested in Vitest (src/features/sales/clock).
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { freshIp, logIn, open } from './support/accounts';
import { STAFF_ADMIN, useStaffServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });
const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';
const server = useStaffServer({
  LEADS_NOTIFY_TO: 'vendas@example.com',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2525}`,
  LEADS_PER_MINUTE: '1000',
});

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

async function mails(filter: (m: ReceivedMail) => boolean) {
  const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
  return all.filter(filter);
}

async function signIn(page: Page, path: string) {
  const base = server().origin;
  await open(page, `${base}/login?redirect=${path}`);
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(page).toHaveURL(`${base}${path}`);
}

/** The attachments of a raw message: their content type and decoded bytes. */
function attachments(raw: string) {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  if (!boundary) return [];
  return raw
    .split(`--${boundary}`)
    .filter((part) => /content-disposition:\s*attachment/i.test(part))
    .map((part) => {
      const [head = '', ...body] = part.split(/\r?\n\r?\n/);
      return {
        contentType: /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim(),
        bytes: Buffer.from(body.join('').replace(/\s+/g, ''), 'base64'),
      };
    });
}

async function submitLead(browser: Browser, lead: { name: string; email: string; module: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  await page.goto(`${server().origin}/?modulo=${lead.module}#contact-form-section`);
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field('Nome completo').fill(lead.name);
  await field('Email').fill(lead.email);
  await field('Celular').fill('(84) 98888-7777');
  await page.getByRole('button', { name: 'Enviar mensagem' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /recebid|enviad/i })
      .first(),
  ).toBeVisible();
  await context.close();
}

/** Monday to Friday in Fortaleza: the clock counts business days only. */
const isWeekdayInFortaleza = () => {
  const day = new Date(Date.now() - 3 * 3_600_000).getUTCDay();
  return day >= 1 && day <= 5;
};

test('the staff set the clock’s rules; a stale form is refused as changed meanwhile', async ({ page, browser }) => {
  await signIn(page, '/admin/leads/clock');
  await expect(page.getByRole('heading', { level: 1, name: 'Relógio de vendas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prazos' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-clock-defaults]')).toBeVisible();
  await expect(page.getByLabel('Prazo da primeira resposta (minutos úteis)')).toHaveValue('60');

  // A second tab reads the same version before the first one saves.
  const other = await browser.newContext({ storageState: await page.context().storageState() });
  const stale = await other.newPage();
  await stale.goto(`${server().origin}/admin/leads/clock`);

  await page.getByLabel('Prazo da primeira resposta (minutos úteis)').fill('1');
  await page.getByLabel('Abertura').fill('00:00');
  await page.getByLabel('Fechamento').fill('23:59');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Regras do relógio salvas.' })).toBeVisible();
  await expect(page.getByLabel('Prazo da primeira resposta (minutos úteis)')).toHaveValue('1');
  await expect(page.locator('[data-clock-defaults]')).toHaveCount(0);

  await stale.getByLabel('Dias em Novo').fill('5');
  await stale.getByRole('button', { name: 'Salvar' }).click();
  await expect(stale.getByRole('alert').filter({ hasText: 'alteradas por outra pessoa' })).toBeVisible();
  await other.close();

  await page.goto(`${server().origin}/admin/audit`);
  await expect(page.locator('[data-audit]').filter({ hasText: 'salesClock.update' })).toHaveCount(1);
});

test('an untouched lead turns red, its owner is alerted once, and a note stops the clock', async ({
  page,
  browser,
}) => {
  test.skip(!isWeekdayInFortaleza(), 'business minutes run Monday to Friday only');
  test.setTimeout(180_000);
  const base = server().origin;
  const name = `Rita Prazo ${letters()}`;
  const email = `rita-${letters()}@logistica.example`;
  await submitLead(browser, { name, email, module: 7 });

  // The instant answer: in the visitor's language, with the module's spec sheet attached.
  await expect.poll(async () => (await mails((m) => m.envelopeTo.includes(email))).length, { timeout: 30_000 }).toBe(1);
  const [answer] = await mails((m) => m.envelopeTo.includes(email));
  expect(answer!.subject).toMatch(/^Recebemos seu contato/);
  expect(answer!.text).toContain('https://wa.me/');
  const [pdf, ...more] = attachments(answer!.raw);
  expect(more).toEqual([]);
  expect(pdf?.contentType).toBe('application/pdf');
  expect(pdf!.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  // The admin takes the lead (an owner is no answer: the clock keeps running).
  await signIn(page, '/admin/leads');
  await page.getByLabel('Busca').fill(name);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await page.getByRole('link', { name }).click();
  const leadUrl = page.url();
  await page.getByLabel('Conta da equipe').selectOption({ label: `Gerencia Example (${STAFF_ADMIN.email})` });
  await page.getByRole('button', { name: 'Salvar responsável' }).click();
  await expect(page.locator('[data-event="auto-reply"]')).toContainText('Resposta automática enviada');

  // Past its minute it shows late on the list (the overdue filter finds it), the board and the overview.
  const row = page.locator('tbody tr', { hasText: name });
  await expect
    .poll(
      async () => {
        await page.goto(`${base}/admin/leads?atrasados=sim&q=${encodeURIComponent(name)}`);
        return row.count();
      },
      { timeout: 100_000, intervals: [5_000] },
    )
    .toBe(1);
  await expect(row).toHaveAttribute('data-late', '');
  await expect(row.locator('[data-late-mark]')).toContainText(/^há \d+ min de atraso$/);
  await page.goto(`${base}/admin/leads/board`);
  await expect(page.locator('[data-card][data-late]', { hasText: name }).locator('[data-late-mark]')).toContainText(
    'de atraso',
  );
  await page.goto(`${base}/admin`);
  const overdue = page.locator('[data-overview-group="atrasados"] a');
  await expect(overdue).toHaveAttribute('href', '/admin/leads?atrasados=sim');
  await expect(overdue).toHaveAttribute('data-overview-alert', '');

  // Its owner's alert, once.
  const alertFor = (m: ReceivedMail) => m.envelopeTo.includes(STAFF_ADMIN.email) && m.subject.includes(name);
  await expect.poll(async () => (await mails(alertFor)).length, { timeout: 30_000 }).toBe(1);
  const [alert] = await mails(alertFor);
  expect(alert!.subject).toBe(`Lead sem resposta: ${name}`);
  expect(alert!.text).toContain(leadUrl);

  // A note stops the clock: the lead is no longer late.
  await page.goto(leadUrl);
  await page.getByLabel('Anotação interna').fill('Liguei: retorna amanhã.');
  await page.getByRole('button', { name: 'Adicionar anotação' }).click();
  await expect(page.locator('[data-event="note"]')).toHaveCount(1);
  await page.goto(`${base}/admin/leads?q=${encodeURIComponent(name)}`);
  await expect(row).toHaveCount(1);
  await expect(row).not.toHaveAttribute('data-late', '');
  await page.goto(`${base}/admin/leads?atrasados=sim&q=${encodeURIComponent(name)}`);
  await expect(row).toHaveCount(0);
  expect(await mails(alertFor)).toHaveLength(1);
});
