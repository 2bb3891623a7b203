// The staff's visits, on a server of its own (its database is given a visit that has started before
// the tests): the rules and hours saved, the pre-filled holidays, a closed day added and removed; the
// week view with a visit marked no-show (the lead back to 'contacted', the outcome on its
// timeline) and a visit set from the lead's form; the private calendar feed read as iCalendar, then
// revoked.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { openDatabase } from '@/server/db/client';
import { leadEvents, leads, visits } from '@/server/db/schema';
import { freshIp, logIn, open } from './support/accounts';
import { STAFF_ADMIN, startAppServer, type AppServer } from './support/own-server';
import { siteDay } from '@/lib/site-time';

test.describe.configure({ mode: 'serial' });

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
const SETTINGS = { ADMIN_EMAIL: STAFF_ADMIN.email, ADMIN_PASSWORD: STAFF_ADMIN.password, ADMIN_TWO_FACTOR: 'optional' };
const HOUR = 3_600_000;
/** The site's calendar day (UTC-3) of an instant. */
const nextYear = Number(siteDay(new Date()).slice(0, 4)) + 1;

let server: AppServer;
let leadId: string;
let pastVisitId: string;

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAppServer(outDir, SETTINGS);
  await server.stop();
  // A visitor's lead with a visit booked from the site that started two hours ago.
  await withDatabase(async (db) => {
    const [lead] = await db
      .insert(leads)
      .values({
        fullName: 'Lia Visitante',
        email: 'lia@example.com',
        phone: '+5584988887777',
        locale: 'pt-BR',
        page: '/',
        moduleNumber: 7,
        status: 'visit-scheduled',
      })
      .returning();
    leadId = lead!.id;
    const [visit] = await db
      .insert(visits)
      .values({
        leadId,
        startsAt: new Date(Date.now() - 2 * HOUR),
        endsAt: new Date(Date.now() - HOUR),
        source: 'site',
        moduleNumber: 7,
        locale: 'pt-BR',
      })
      .returning();
    pastVisitId = visit!.id;
  });
  server = await startAppServer(outDir, SETTINGS, server.dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  server?.remove();
});

test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

async function signIn(page: Page, path: string) {
  await open(page, `${server.origin}/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(page).toHaveURL(`${server.origin}${path}`);
}

const flash = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();
const closedDay = (page: Page, day: string) => page.locator(`[data-closed-day="${day}"]`);

test('the staff set the hours and slot length, and close and open days among the holidays', async ({ page }) => {
  await signIn(page, '/admin/visits/settings');
  await expect(
    page.getByRole('navigation', { name: 'Seções do painel administrativo' }).getByRole('link', { name: 'Visitas' }),
  ).toHaveAttribute('aria-current', 'page');
  // Holidays filled at start-up: national, and Parnamirim's own.
  await expect(closedDay(page, `${nextYear}-12-25`)).toContainText('Natal');
  await expect(closedDay(page, `${nextYear}-12-25`)).toContainText('Feriado nacional');
  await expect(closedDay(page, `${nextYear}-12-17`)).toContainText('Emancipação política de Parnamirim');
  // The defaults until the first save.
  await expect(page.getByLabel('Duração de cada visita (minutos)')).toHaveValue('60');
  await expect(page.getByLabel('Segunda-feira')).toHaveValue('09:00-12:00, 14:00-17:00');

  await page.getByLabel('Sábado').fill('9h-12h');
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await expect(page.locator('#visit-hours6-error')).toContainText('Use intervalos como 09:00-12:00');
  await page.getByLabel('Duração de cada visita (minutos)').fill('45');
  await page.getByLabel('Segunda-feira').fill('08:00-12:00');
  await page.getByLabel('Sábado').fill('09:00-11:00');
  await page.getByRole('button', { name: 'Salvar regras' }).click();
  await flash(page, 'Regras de visita salvas');
  await expect(page.getByLabel('Duração de cada visita (minutos)')).toHaveValue('45');
  await expect(page.getByLabel('Segunda-feira')).toHaveValue('08:00-12:00');
  await expect(page.getByLabel('Sábado')).toHaveValue('09:00-11:00');

  // A day of their own, then removed; a holiday removed stays removed.
  const day = `${nextYear}-03-10`;
  await page.locator('#closed-day').fill(day);
  await page.getByLabel('Nome em português').fill('Recesso da equipe');
  await page.getByLabel('Nome em inglês').fill('Staff break');
  await page.getByRole('button', { name: 'Fechar o dia' }).click();
  await flash(page, 'Dia fechado para visitas');
  await expect(closedDay(page, day)).toContainText('Recesso da equipe');
  await expect(closedDay(page, day)).toContainText('Fechado pela equipe');
  await closedDay(page, day).getByRole('button', { name: 'Remover' }).click();
  await flash(page, 'Dia aberto para visitas novamente');
  await expect(closedDay(page, day)).toHaveCount(0);
  await closedDay(page, `${nextYear}-11-20`).getByRole('button', { name: 'Remover' }).click();
  await expect(closedDay(page, `${nextYear}-11-20`)).toHaveCount(0);

  // In English, the names the staff gave in English.
  await page.goto(`${server.origin}/en/admin/visits/settings`);
  await expect(closedDay(page, `${nextYear}-12-25`)).toContainText('Christmas Day');
  await expect(page.getByLabel('Length of a visit (minutes)')).toHaveValue('45');
});

test('a visit shows in its week; marked no-show, its lead goes back to contacted', async ({ page }) => {
  const week = siteDay(new Date(Date.now() - 2 * HOUR));
  await signIn(page, `/admin/visits?semana=${week}`);
  const visit = page.locator(`[data-visit="${pastVisitId}"]`);
  await expect(visit.getByRole('link', { name: 'Lia Visitante' })).toHaveAttribute('href', `/admin/leads/${leadId}`);
  await expect(visit).toContainText('Módulo 7');
  await expect(visit.locator('[data-visit-status]')).toHaveText('Agendada');
  await visit.getByRole('button', { name: /^Não compareceu/ }).click();
  await flash(page, 'Resultado da visita registrado');
  await expect(visit.locator('[data-visit-status]')).toHaveText('Não compareceu');
  await expect(visit.getByRole('button')).toHaveCount(0);
  // The weeks around it.
  await page.getByRole('link', { name: 'Próxima semana' }).click();
  await expect(page.locator(`[data-visit="${pastVisitId}"]`)).toHaveCount(0);
  await page.getByRole('link', { name: 'Semana anterior' }).click();
  await expect(page.locator(`[data-visit="${pastVisitId}"]`)).toBeVisible();
  await page.goto(`${server.origin}/en/admin/visits?semana=${week}`);
  await expect(page.locator(`[data-visit="${pastVisitId}"] [data-visit-status]`)).toHaveText('No-show');

  await page.goto(`${server.origin}/admin/leads/${leadId}`);
  await expect(page.getByText('Contatado').first()).toBeVisible();
  await expect(page.locator('[data-event="visit-outcome"]')).toContainText('não compareceu');
});

test("a visit set from the lead's form shows in the week and in the staff's calendar feed, until revoked", async ({
  page,
  request,
}) => {
  const day = siteDay(new Date(Date.now() + 3 * 24 * HOUR));
  await signIn(page, `/admin/leads/${leadId}`);
  await page.locator('#visit-day').fill(day);
  await page.locator('#visit-time').fill('10:00');
  await page.getByRole('button', { name: 'Agendar e enviar convite' }).click();
  await flash(page, 'Visita agendada');
  await page.goto(`${server.origin}/admin/visits?semana=${day}`);
  const staffVisit = page.locator(`[data-day="${day}"] [data-visit]`);
  await expect(staffVisit).toHaveCount(1);
  await expect(staffVisit).toContainText('pela equipe');
  await expect(staffVisit).toContainText('10:00');
  const staffVisitId = await staffVisit.getAttribute('data-visit');

  await page.goto(`${server.origin}/admin/visits/calendar`);
  await page.getByRole('button', { name: 'Criar endereço do calendário' }).click();
  await flash(page, 'Endereço do calendário criado');
  const url = await page.locator('[data-feed-url]').inputValue();
  expect(url).toMatch(new RegExp(`^${server.origin}/calendario/[A-Za-z0-9_-]{43}\\.ics$`));

  const feed = await request.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  expect(feed.headers()['content-disposition']).toMatch(/^inline; filename="visitas.ics"; /);
  expect(feed.headers()['referrer-policy']).toBe('no-referrer');
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((e) => new ICAL.Event(e));
  // The booked visit; the no-show is not on the calendar.
  expect(events).toHaveLength(1);
  expect(events[0]!.uid).toMatch(new RegExp(`^${staffVisitId}@[\\w.-]+$`));
  expect(events[0]!.summary).toBe('Visita: Lia Visitante');
  expect(events[0]!.sequence).toBe(0);
  expect(events[0]!.startDate.toJSDate().toISOString()).toBe(new Date(`${day}T13:00:00Z`).toISOString());
  const head = await request.head(url);
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);

  await page.getByRole('button', { name: 'Revogar endereço' }).click();
  await flash(page, 'Endereço do calendário revogado');
  await expect(page.locator('[data-feed-url]')).toHaveCount(0);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.head(url)).status()).toBe(404);
});

test("the outcome is on the lead's timeline, in the database", async () => {
  await server.stop();
  const events = await withDatabase((db) =>
    db
      .select()
      .from(leadEvents)
      .where(and(eq(leadEvents.leadId, leadId), eq(leadEvents.kind, 'visit-outcome'))),
  );
  expect(events.map((e) => e.data)).toEqual([
    { startsAt: expect.any(String), outcome: 'no-show', visitId: pastVisitId },
  ]);
  const [lead] = await withDatabase((db) => db.select().from(leads).where(eq(leads.id, leadId)));
  // No-show took it back to 'contacted'; the visit set afterwards moved it to 'visit-scheduled' again.
  expect(lead!.status).toBe('visit-scheduled');
});
