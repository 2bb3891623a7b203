// The staff's lead pipeline: the filtered list and its CSV, the board moved with the keyboard
// only, and a lead's page (reply by email, visit with an .ics invite), in Portuguese with
// JavaScript and in English without it.
import { expect, test, type Browser, type Page } from '@playwright/test';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { freshIp, logIn, open } from './support/accounts';
import { calendarPart } from '../support/read-ics';
import { addDays, siteDay } from '@/lib/site-time';

const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';
const ADMIN = { email: 'admin@example.com', password: 'Admin12345' };

const letters = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
/** A day in Fortaleza `days` from now, 'yyyy-MM-dd'. */
const dayFromNow = (days: number) => addDays(siteDay(new Date()), days);

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** Sends the public contact form (it works with and without JavaScript) as a new lead. */
async function submitLead(browser: Browser, prefix: '' | '/en', lead: { name: string; email: string; module: number }) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  await page.goto(`${prefix}/?modulo=${lead.module}#contact-form-section`);
  const en = prefix === '/en';
  const field = (name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
  await field(en ? 'Full name' : 'Nome completo').fill(lead.name);
  await field('Email').fill(lead.email);
  await field(en ? 'Mobile phone' : 'Celular').fill('(84) 98888-7777');
  await field(en ? 'Message' : 'Mensagem').fill('We need two modules from January.');
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST'),
    page.getByRole('button', { name: en ? 'Send message' : 'Enviar mensagem' }).click(),
  ]);
  expect(response.status()).toBeLessThan(400);
  await context.close();
}

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
        found = all.filter((m) => m.envelopeTo.includes(email) && subject.test(m.subject)).at(-1);
        return Boolean(found);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

async function expectFlash(page: Page, text: string) {
  await expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
}

/** Moves the card to the next stage with the keyboard only: Tab to its select, arrow down, Enter on Move. */
async function moveWithKeyboard(page: Page, name: string) {
  const card = page.locator('[data-card]', { hasText: name });
  await card.getByRole('link', { name }).focus();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('combobox')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await expect(card.getByRole('button')).toBeFocused();
  await page.keyboard.press('Enter');
}

test.describe('in Portuguese, with JavaScript', () => {
  test('filters the list, moves a card by keyboard, replies, schedules a visit and exports CSV', async ({
    page,
    browser,
  }) => {
    test.slow();
    const name = `Joana Funil ${letters()}`;
    const email = `joana-${letters()}@logistica.example`;
    await submitLead(browser, '', { name, email, module: 11 });

    await open(page, '/login?redirect=/admin/leads');
    await logIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL('/admin/leads');
    await page.getByLabel('Busca').fill(name);
    await page.getByLabel('Etapa').selectOption('new');
    await page.getByLabel('Módulo').selectOption('11');
    await page.getByRole('button', { name: 'Filtrar' }).click();
    await expect(page).toHaveURL(/etapa=new/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.locator('tbody tr')).toContainText('Novo');
    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')) as string,
    );
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`,${name},${email},`);

    await page.goto('/admin/leads/board');
    await expect(page.locator('[data-column="new"] [data-card]', { hasText: name })).toBeVisible();
    await moveWithKeyboard(page, name);
    await expectFlash(page, 'Etapa alterada');
    await expect(page.locator('[data-column="contacted"] [data-card]', { hasText: name })).toBeVisible();

    await page.locator('[data-card]', { hasText: name }).getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await page.locator('#reply-subject').fill('Módulo 11 disponível');
    await page.locator('#reply-message').fill('Olá! O módulo 11 está disponível.');
    await page.getByRole('button', { name: 'Enviar email' }).click();
    await expectFlash(page, 'Email na fila de envio');
    const reply = await mailTo(email, /Módulo 11 disponível/);
    expect(reply.text).toContain('O módulo 11 está disponível.');
    await expect(page.locator('[data-event="email"]').first()).toContainText('Módulo 11 disponível');

    await page.locator('#visit-day').fill(dayFromNow(3));
    await page.locator('#visit-time').fill('14:30');
    // The visit takes its slot's one place, which another spec's visitor may hold already.
    await page.getByLabel('Agendar mesmo com o horário lotado').check();
    await page.getByRole('button', { name: 'Agendar e enviar convite' }).click();
    await expectFlash(page, 'Visita agendada e convite na fila de envio');
    await expect(page.locator('dl [data-stage]')).toHaveText('Visita agendada');
    // The same invitation as a visitor's booking: Fortaleza time, with the link to reschedule or cancel.
    const invite = await mailTo(email, /Visita agendada/);
    const ics = calendarPart(invite.raw);
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toMatch(/DTSTART;TZID=America\/Fortaleza:\d{8}T143000/);
    expect(invite.text).toMatch(/Para remarcar ou cancelar: \S+\/visita\//);
    await expect(page.locator('[data-event="visit"]')).toHaveCount(1);

    // Erased on request (LGPD): from the lead's page to the privacy page with its address; afterwards
    // the lead is gone and the audit log keeps only the fact.
    const leadUrl = page.url();
    const leadId = new URL(leadUrl).pathname.split('/').at(-1)!;
    await page.locator('[data-lead-erase]').click();
    await expect(page).toHaveURL(`/admin/privacy?email=${encodeURIComponent(email)}`);
    const erase = page.getByTestId('erase-lead');
    await erase.getByLabel('Como foi o pedido').fill('Pedido por telefone, atendido no teste');
    await erase.getByRole('button', { name: 'Apagar contatos' }).click();
    await expect(page.getByText('Contatos apagados')).toBeVisible();
    expect((await page.goto(leadUrl))?.status()).toBe(404);
    await page.goto(`/admin/audit?registro=${leadId}`);
    const entries = page.locator('[data-audit]');
    await expect(entries.filter({ hasText: 'lead.erase' })).toHaveCount(1);
    expect(await page.locator('main').textContent()).not.toContain(email);
  });
});

test.describe('in English, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the same pipeline works with plain form posts', async ({ page, browser }) => {
    test.slow();
    const name = `John Pipeline ${letters()}`;
    const email = `john-${letters()}@logistics.example`;
    await submitLead(browser, '/en', { name, email, module: 12 });
    await page.goto('/en/login?redirect=/en/admin/leads');
    await logIn(page, ADMIN.email, ADMIN.password, true);
    await expect(page).toHaveURL('/en/admin/leads');
    await expect(page.getByRole('heading', { level: 1, name: 'Leads' })).toBeVisible();
    await page.getByLabel('Search').fill(name);
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel('Owner').selectOption({ label: 'No owner' });
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(page).toHaveURL(/responsavel=nenhum/);
    await expect(page.locator('tbody tr')).toHaveCount(1);
    const csv = await page.request.get(
      (await page.getByRole('link', { name: 'Export CSV' }).getAttribute('href')) as string,
    );
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(2);

    await page.goto('/en/admin/leads/board');
    await moveWithKeyboard(page, name);
    await expectFlash(page, 'Stage changed');
    await expect(page.locator('[data-column="contacted"] [data-card]', { hasText: name })).toBeVisible();

    // Lost needs a reason: the card asks for it, then moves.
    const card = page.locator('[data-card]', { hasText: name });
    await card.getByRole('combobox').selectOption('lost');
    await card.getByRole('button', { name: /Move/ }).click();
    await expect(card.getByRole('alert')).toHaveText('Give the reason the lead was lost.');
    await card.getByLabel(`Why ${name} was lost`).fill('No budget this year');
    await card.getByRole('button', { name: /Move/ }).click();
    await expect(page.locator('[data-column="lost"] [data-card]', { hasText: name })).toBeVisible();

    await page.locator('[data-card]', { hasText: name }).getByRole('link', { name }).click();
    await expect(page.getByText('No budget this year').first()).toBeVisible();
    await page.locator('#reply-subject').fill('Your visit');
    await page.locator('#reply-message').fill('Thanks for writing.');
    await page.getByRole('button', { name: 'Send email' }).click();
    await expectFlash(page, 'Email queued for sending');
    const reply = await mailTo(email, /Your visit/);
    expect(reply.text).toMatch(/^Hello John Pipeline/);

    await page.locator('#visit-day').fill(dayFromNow(2));
    await page.locator('#visit-time').fill('09:00');
    await page.getByLabel('Book even though the slot is full').check();
    await page.getByRole('button', { name: 'Schedule and send invite' }).click();
    await expectFlash(page, 'Visit scheduled and invite queued for sending');
    const invite = await mailTo(email, /Visit booked/);
    expect(invite.text).toContain('Fortaleza time');
    expect(invite.text).toMatch(/To reschedule or cancel: \S+\/en\/visita\//);
    expect(calendarPart(invite.raw)).toMatch(/DTSTART;TZID=America\/Fortaleza:\d{8}T090000/);
    await expect(page.locator('[data-event]').first()).toContainText('Visit scheduled for');
  });
});
