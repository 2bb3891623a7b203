// A visit the staff schedule from a lead's page books like a visitor's, on a server of its own
// (one place per slot, the defaults): at 10:00 it takes that slot's place, so the public booking
// page stops offering 10:00, and its invitation carries the link to reschedule or cancel. A second
// lead on the same full slot is refused with the form's message, without JavaScript, until the
// staff tick "book even though the slot is full".
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { calendarPart, readIcs } from '../support/read-ics';
import { freshIp, logIn } from './support/accounts';
import { STAFF_ADMIN, startAppServer, type AppServer } from './support/own-server';
import { siteDay } from '@/lib/site-time';

test.describe.configure({ mode: 'serial' });

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
const SETTINGS = {
  ADMIN_EMAIL: STAFF_ADMIN.email,
  ADMIN_PASSWORD: STAFF_ADMIN.password,
  ADMIN_TWO_FACTOR: 'optional',
  // The run's mail sink, which the test reads the invitation from.
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2525}`,
};
const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';
const unique = () => Math.random().toString(36).slice(2, 10);
const HOUR = 3_600_000;
/** The site's calendar day (UTC-3) of an instant. */

let server: AppServer;
const people = [
  { name: 'Rita Agenda', email: `rita-${unique()}@example.com` },
  { name: 'Otto Lotado', email: `otto-${unique()}@example.com` },
];
const leadIds: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAppServer(outDir, SETTINGS);
  await server.stop();
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    for (const [i, who] of people.entries()) {
      const [lead] = await handle.db
        .insert(leads)
        .values({ fullName: who.name, email: who.email, phone: `+55849888800${i}0`, locale: 'pt-BR', page: '/' })
        .returning();
      leadIds.push(lead!.id);
    }
  } finally {
    await handle.close();
  }
  server = await startAppServer(outDir, SETTINGS, server.dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  server?.remove();
});

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

/** The public booking page's free slots (their instants, ISO), read as an anonymous visitor. */
async function freeSlots(page: Page): Promise<string[]> {
  await page.goto(`${server.origin}/agendar-visita`);
  return page
    .locator('input[name="horario"]')
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
}

async function mailTo(email: string, subject: RegExp): Promise<ReceivedMail> {
  const matching = async () =>
    ((await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[]).filter(
      (m) => m.envelopeTo.includes(email) && subject.test(m.subject),
    );
  await expect.poll(async () => (await matching()).length, { timeout: 15_000 }).toBe(1);
  return (await matching())[0]!;
}

async function scheduleAt(page: Page, leadId: string, slot: string, overbook = false) {
  await page.goto(`${server.origin}/admin/leads/${leadId}`);
  await page.locator('#visit-day').fill(siteDay(new Date(slot)));
  await page.locator('#visit-time').fill('10:00');
  if (overbook) await page.getByLabel('Agendar mesmo com o horário lotado').check();
  await page.getByRole('button', { name: 'Agendar e enviar convite' }).click();
}

const flash = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

test('a staff visit at 10:00 takes the slot from the booking page; its invitation can reschedule it', async ({
  browser,
}) => {
  test.slow();
  const visitor = await browser.newPage();
  // A 10:00 slot (13:00 UTC) the booking page offers, two days on or later.
  const ten = (await freeSlots(visitor)).find(
    (s) => s.endsWith('T13:00:00.000Z') && Date.parse(s) > Date.now() + 48 * HOUR,
  );
  expect(ten).toBeDefined();

  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
  const staff = await context.newPage();
  // Without JavaScript: nothing to hydrate, so the plain page load.
  await staff.goto(`${server.origin}/login?redirect=${encodeURIComponent(`/admin/leads/${leadIds[0]}`)}`);
  await logIn(staff, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await scheduleAt(staff, leadIds[0]!, ten!);
  await flash(staff, 'Visita agendada e convite na fila de envio');
  await expect(staff.locator('[data-event="visit"]')).toHaveCount(1);

  // One place per slot: the public page no longer offers 10:00 that day.
  expect(await freeSlots(visitor)).not.toContain(ten);

  const invite = await mailTo(people[0]!.email, /^Visita agendada: /);
  const ics = readIcs(calendarPart(invite.raw));
  expect(ics).toMatchObject({ method: 'REQUEST', sequence: 0, tzid: 'America/Fortaleza' });
  expect(ics.start.toISOString()).toBe(ten);
  const link = /Para remarcar ou cancelar: (\S+\/visita\/\S+)/.exec(invite.text)?.[1];
  expect(link).toBeDefined();
  await visitor.goto(`${server.origin}${new URL(link!).pathname}`);
  await expect(visitor.getByTestId('visit-status')).toHaveText('Visita agendada');
  await expect(visitor.locator('input[name="horario"]').first()).toBeVisible();

  // The slot is full: a second lead is refused there, with the form's message, until the staff
  // say to book it anyway.
  await scheduleAt(staff, leadIds[1]!, ten!);
  await expect(staff.getByText('Este horário já está lotado.', { exact: false })).toBeVisible();
  await expect(staff.locator('[data-event="visit"]')).toHaveCount(0);
  await scheduleAt(staff, leadIds[1]!, ten!, true);
  await flash(staff, 'Visita agendada e convite na fila de envio');
  await expect(staff.locator('[data-event="visit"]')).toHaveCount(1);
  await mailTo(people[1]!.email, /^Visita agendada: /);
  await context.close();
});
