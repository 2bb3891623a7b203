// Booking a visit from the free slots end to end: with and without JavaScript, in both languages,
// the confirmation email with its calendar invitation (read with ical.js), two visitors racing
// for the same slot, moving and cancelling through the email's link, and a broken link.
// The day-before reminder is tested with the job runner and a moved clock in
// src/features/sales/visits/visits.server.test.ts.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { calendarPart, readIcs } from '../support/read-ics';

const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';
// A visit's calendar UID ends with the public site's host name (no port: src/server/calendar/ics.ts).
const host = () => new URL(process.env.E2E_BASE_URL ?? 'http://localhost:4329').hostname;

const unique = () => Math.random().toString(36).slice(2, 10);

async function mailsTo(email: string): Promise<ReceivedMail[]> {
  const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
  return all.filter((m) => m.envelopeTo.includes(email));
}

/**
 * Waits for the one email to `email` whose subject starts as `subject` says and returns it (a new
 * lead also gets the instant answer, in whatever order the two arrive).
 */
async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  const matching = async () => (await mailsTo(email)).filter((m) => subject.test(m.subject));
  await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(1);
  return (await matching())[0]!;
}

const PT = { name: 'Nome completo', company: 'Empresa', email: 'Email', phone: 'Celular', submit: 'Agendar visita' };
const EN = { name: 'Full name', company: 'Company', email: 'Email', phone: 'Mobile phone', submit: 'Book visit' };

/**
 * Fills the booking form and picks the `slot`-th free slot (each test its own, spaced so that
 * the places other tests take never bring two onto the same one), or the slot of that value.
 * Returns the slot's value.
 */
async function fillBooking(page: Page, who: { name: string; email: string }, slot: number | string, l = PT) {
  const slots = page.locator('input[name="horario"]');
  const radio = typeof slot === 'number' ? slots.nth(slot) : slots.and(page.locator(`[value="${slot}"]`));
  await radio.check();
  await page.getByLabel(new RegExp(`^${l.name}`)).fill(who.name);
  await page.getByLabel(new RegExp(`^${l.company}`)).fill('Transportes Potiguar');
  await page.getByLabel(new RegExp(`^${l.email}`)).fill(who.email);
  // A phone of their own: a booking with a known phone joins that visitor's lead.
  await page
    .getByLabel(new RegExp(`^${l.phone}`))
    .fill(`(84) 9${String(Math.random()).slice(2, 6)}-${String(Math.random()).slice(2, 6)}`);
  return (await radio.getAttribute('value'))!;
}

async function expectInvitation(mail: ReceivedMail, expected: { method: string; sequence: number; start?: string }) {
  const ics = readIcs(calendarPart(mail.raw));
  expect(ics).toMatchObject({ method: expected.method, sequence: expected.sequence, tzid: 'America/Fortaleza' });
  expect(ics.timezones).toEqual(['America/Fortaleza']);
  expect(ics.uid).toMatch(new RegExp(`^[0-9a-f-]{36}@${host().replace('.', '\\.')}$`));
  if (expected.start) expect(ics.start.toISOString()).toBe(expected.start);
  return ics;
}

test('without JavaScript: the module kept, the slot booked, the email with its invitation', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/agendar-visita?modulo=7');
  await expect(page.getByLabel('Módulo de interesse')).toHaveValue('7');
  const who = { name: 'Maria da Silva', email: `maria-${unique()}@example.com` };
  // A field left wrong comes back with its message and the values kept.
  const slot = await fillBooking(page, { ...who, email: 'not-an-email' }, 0);
  await page.getByLabel(/^Email/).evaluate((input: HTMLInputElement) => (input.type = 'text'));
  await page.getByRole('button', { name: PT.submit }).click();
  await expect(page.getByText('Email inválido')).toBeVisible();
  await expect(page.locator(`input[name="horario"][value="${slot}"]`)).toBeChecked();
  await page.getByLabel(/^Email/).fill(who.email);
  await page.getByRole('button', { name: PT.submit }).click();
  await expect(page).toHaveURL(/\/visita\/[^/]+$/);
  await expect(page.getByText('Visita agendada! Enviamos a confirmação para o seu email.')).toBeVisible();
  await expect(page.getByTestId('visit-status')).toHaveText('Visita agendada');
  await expect(page.getByTestId('visit-when')).toContainText('Módulo 7');

  const mail = await mailTo(who.email, /^Visita agendada: /);
  expect(mail.text).toContain(page.url().replace(/^https?:\/\/[^/]+/, ''));
  expect(mail.text).toContain('Rodovia BR-101');
  await expectInvitation(mail, { method: 'REQUEST', sequence: 0, start: slot });
  // A new lead: the instant answer too, with module 7's spec sheet.
  const answer = await mailTo(who.email, /^Recebemos seu contato/);
  expect(answer.raw).toContain('application/pdf');
  await context.close();
});

test('with JavaScript, in English: booked, and the page passes axe', async ({ page }) => {
  await page.goto('/en/agendar-visita');
  const found = await axeViolations(page);
  expect(found, found.join('\n')).toEqual([]);
  const who = { name: 'John Smith', email: `john-${unique()}@example.com` };
  const slot = await fillBooking(page, who, 8, EN);
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page).toHaveURL(/\/en\/visita\/[^/]+$/);
  await expect(page.getByText('Visit booked! We sent the confirmation to your email.')).toBeVisible();
  const mail = await mailTo(who.email, /^Visit booked: /);
  await expectInvitation(mail, { method: 'REQUEST', sequence: 0, start: slot });
});

async function openBooking(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/agendar-visita');
  return { context, page };
}

test('two visitors racing for the last place of a slot: exactly one gets it', async ({ browser }) => {
  const [a, b] = await Promise.all([openBooking(browser), openBooking(browser)]);
  const emails = [`a-${unique()}@example.com`, `b-${unique()}@example.com`];
  const slotA = await fillBooking(a.page, { name: 'Ana Lima', email: emails[0]! }, 16);
  // The same slot by its value: between the two page loads another test may have taken or freed
  // a slot before it, which moves the 16th.
  const slotB = await fillBooking(b.page, { name: 'Bruno Reis', email: emails[1]! }, slotA);
  expect(slotB).toBe(slotA);
  await Promise.all([
    a.page.getByRole('button', { name: PT.submit }).click(),
    b.page.getByRole('button', { name: PT.submit }).click(),
  ]);
  const taken = 'Este horário acabou de ser reservado por outra pessoa. Escolha outro horário livre.';
  const outcomes = await Promise.all(
    [a.page, b.page].map(async (page) => {
      await expect(page.getByTestId('visit-status').or(page.getByText(taken))).toBeVisible({ timeout: 15_000 });
      return /\/visita\//.test(page.url()) ? 'booked' : 'refused';
    }),
  );
  expect(outcomes.sort()).toEqual(['booked', 'refused']);
  // The loser sees the free slots again, without the one just taken.
  const loser = outcomes[0] === 'booked' ? b.page : a.page;
  await expect(loser.locator(`input[name="horario"][value="${slotA}"]`)).toHaveCount(0);
  await Promise.all([a.context.close(), b.context.close()]);
});

test('moved and cancelled through the email link: the same UID, a higher SEQUENCE, then CANCEL', async ({ page }) => {
  await page.goto('/agendar-visita');
  const who = { name: 'Carla Souza', email: `carla-${unique()}@example.com` };
  await fillBooking(page, who, 24);
  await page.getByRole('button', { name: PT.submit }).click();
  const booked = await mailTo(who.email, /^Visita agendada: /);
  const first = readIcs(calendarPart(booked.raw));
  const link = /https?:\/\/\S+\/visita\/\S+/.exec(booked.text)![0];

  await page.goto(link);
  const form = page.getByTestId('reschedule-form');
  const radio = form.locator('input[name="horario"]').nth(30);
  const next = (await radio.getAttribute('value'))!;
  await radio.check();
  await form.getByRole('button', { name: 'Remarcar visita' }).click();
  await expect(page.getByText('Visita remarcada. Enviamos o convite atualizado para o seu email.')).toBeVisible();
  const moved = await mailTo(who.email, /^Visita remarcada: /);
  const update = await expectInvitation(moved, { method: 'REQUEST', sequence: 1, start: next });
  expect(update.uid).toBe(first.uid);

  await page.getByTestId('cancel-visit').getByText('Cancelar a visita').click();
  await page.getByRole('button', { name: 'Confirmar o cancelamento' }).click();
  await expect(page.getByTestId('visit-status')).toHaveText('Visita cancelada');
  const cancelled = await mailTo(who.email, /^Visita cancelada: /);
  const cancel = readIcs(calendarPart(cancelled.raw));
  expect(cancel).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', sequence: 2, uid: first.uid });
});

test('a tampered or made-up link: a page that says so, nothing else', async ({ page, request }) => {
  for (const path of ['/visita/nada', '/en/visita/00000000-0000-4000-8000-000000000000.9999999999.AAAA']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('invalid-link')).toBeVisible();
  }
  const head = await request.head('/visita/nada');
  expect(head.status()).toBe(404);
});
