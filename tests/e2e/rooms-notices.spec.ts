// Shared rooms and notices, on a server of its own (its database is given two tenants, each with a
// person who signs in, before it starts): the staff create the auditorium, two tenants post the same
// slot at the same moment without JavaScript and exactly one gets it; a notice reaches both
// tenants' inboxes and, once one of them has opened it, the admin sees one read.
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { hashPassword } from 'better-auth/crypto';
import { openDatabase } from '@/server/db/client';
import { account, leases, tenantMembers, tenants, user } from '@/server/db/schema';
import type { ReceivedMail } from '../support/mail-sink.d.mts';
import { freshIp, logIn, open, STRONG_PASSWORD, uniqueEmail } from './support/accounts';
import { STAFF_ADMIN, startAppServer, type AppServer } from './support/own-server';
import { addDays, siteDay } from '@/lib/site-time';

test.describe.configure({ mode: 'serial' });

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
const SETTINGS = {
  ADMIN_EMAIL: STAFF_ADMIN.email,
  ADMIN_PASSWORD: STAFF_ADMIN.password,
  ADMIN_TWO_FACTOR: 'optional',
  TRUST_PROXY: 'true',
  SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? 2525}`,
  MAIL_FROM: 'Site <site@example.com>',
};
const mailApi = () => process.env.E2E_MAIL_API ?? 'http://127.0.0.1:2580';
/** Tomorrow in the site's time zone (UTC-3). */
const tomorrow = addDays(siteDay(new Date()), 1);

const people = [
  { id: `rooms-a-${Date.now()}`, name: 'Ana Acme', email: uniqueEmail('rooms-a'), tenant: 'Acme Logística', module: 3 },
  {
    id: `rooms-b-${Date.now()}`,
    name: 'Bia Beta',
    email: uniqueEmail('rooms-b'),
    tenant: 'Beta Transportes',
    module: 8,
  },
];

let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAppServer(outDir, SETTINGS);
  await server.stop();
  // Two tenants leasing a module each, with one person each (the staff's tenancy pages link them).
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    const password = await hashPassword(STRONG_PASSWORD);
    for (const p of people) {
      const [first, last] = p.name.split(' ');
      await handle.db.insert(user).values({
        id: p.id,
        name: p.name,
        email: p.email,
        emailVerified: true,
        firstName: first!,
        lastName: last!,
        locale: 'pt-BR',
        role: 'user',
      });
      await handle.db
        .insert(account)
        .values({ id: `${p.id}-pw`, accountId: p.id, providerId: 'credential', userId: p.id, password });
      const [t] = await handle.db.insert(tenants).values({ name: p.tenant }).returning();
      await handle.db.insert(tenantMembers).values({ userId: p.id, tenantId: t!.id, role: 'main' });
      await handle.db.insert(leases).values({ tenantId: t!.id, moduleNumber: p.module, startsOn: '2026-01-01' });
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

/** A page signed in as `email`, at `target`, in a context of its own (without JavaScript unless asked). */
async function signedIn(browser: Browser, email: string, password: string, target: string, javaScript = false) {
  const context = await browser.newContext({
    baseURL: server.origin,
    javaScriptEnabled: javaScript,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  if (javaScript) await open(page, `/login?redirect=${target}`);
  else await page.goto(`/login?redirect=${target}`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(`${server.origin}${target}`);
  return page;
}

test('two tenants post the same auditorium slot at once: exactly one gets it', async ({ browser }) => {
  test.setTimeout(90_000);
  const staff = await signedIn(browser, STAFF_ADMIN.email, STAFF_ADMIN.password, '/admin/tenants/rooms');
  const form = staff.getByTestId('room-form');
  await form.getByLabel('Nome (português)').fill('Auditório');
  await form.getByLabel('Nome (inglês)').fill('Auditorium');
  await form.getByLabel('Capacidade (pessoas)').fill('80');
  await form.getByLabel('Cancelamento até (horas antes)').fill('24');
  await form.getByLabel('Abre às').fill('08:00');
  await form.getByLabel('Fecha às').fill('22:00');
  await form.getByLabel('Reserva mínima (minutos)').fill('30');
  await form.getByLabel('Reserva máxima (minutos)').fill('240');
  await form.getByLabel('Regras (português)').fill('- Deixe a sala limpa');
  await form.getByRole('button', { name: 'Salvar sala' }).click();
  await expect(staff.getByText('Sala salva.')).toBeVisible();
  await expect(staff.getByTestId('staff-rooms')).toContainText('Auditório');

  const tenantPages = await Promise.all(
    people.map((p) => signedIn(browser, p.email, STRONG_PASSWORD, '/dashboard/rooms')),
  );
  for (const page of tenantPages) {
    const booking = page.getByTestId('book-room');
    await booking.getByLabel('Sala').selectOption({ label: 'Auditório' });
    await booking.getByLabel('Dia').fill(tomorrow);
    await booking.getByLabel('Início').fill('10:00');
    await booking.getByLabel('Fim').fill('11:30');
  }
  await Promise.all(
    tenantPages.map((page) => page.getByTestId('book-room').getByRole('button', { name: 'Reservar' }).click()),
  );
  const outcomes = await Promise.all(
    tenantPages.map(async (page) => {
      const won = page.getByText('Sala reservada.');
      const lost = page.getByText('Esse horário acabou de ser reservado. Escolha outro.');
      await expect(won.or(lost)).toBeVisible();
      return (await won.isVisible()) ? 'won' : 'lost';
    }),
  );
  expect([...outcomes].sort()).toEqual(['lost', 'won']);
  const winner = outcomes.indexOf('won');
  await expect(tenantPages[winner]!.getByTestId('own-bookings')).toContainText('Auditório');
  await expect(tenantPages[1 - winner]!.getByTestId('own-bookings-empty')).toBeVisible();
  // The other tenant sees the time as just "booked"; the staff see who holds it.
  await tenantPages[1 - winner]!.goto('/dashboard/rooms');
  await expect(tenantPages[1 - winner]!.getByTestId('room-coming')).toContainText('Reservado');
  await staff.goto('/admin/tenants/rooms');
  await expect(staff.locator('[data-booking]')).toHaveCount(1);
  await expect(staff.getByTestId('staff-bookings')).toContainText(people[winner]!.tenant);
});

test('a notice reaches both tenants’ inboxes, and the admin sees the one who read it', async ({ browser }) => {
  test.setTimeout(90_000);
  const title = `Falta de água ${Math.random().toString(36).slice(2, 8)}`;
  const staff = await signedIn(browser, STAFF_ADMIN.email, STAFF_ADMIN.password, '/admin/tenants/notices');
  const form = staff.getByTestId('publish-notice');
  await form.getByLabel('Título').fill(title);
  await form.getByLabel(/^Texto/).fill('Amanhã, **das 8h às 12h**, sem água nos módulos.');
  await form.getByLabel('Urgente').check();
  await form.getByLabel('Os inquilinos dos módulos escolhidos').check();
  await form.getByLabel('Módulo 3', { exact: true }).check();
  await form.getByLabel('Módulo 8', { exact: true }).check();
  await form.getByRole('button', { name: 'Publicar' }).click();
  await expect(staff.getByText('Aviso publicado.')).toBeVisible();
  await expect(staff.getByTestId('notice-reads')).toHaveText('Lido por 0 de 2');

  for (const p of people)
    await expect
      .poll(
        async () => {
          const all = (await (await fetch(`${mailApi()}/messages`)).json()) as ReceivedMail[];
          return all.some((m) => m.envelopeTo.includes(p.email) && m.subject.includes(title));
        },
        { timeout: 20_000 },
      )
      .toBe(true);

  const reader = await signedIn(browser, people[0]!.email, STRONG_PASSWORD, '/dashboard/notices');
  const listed = reader.locator('[data-notice]').filter({ hasText: title });
  await expect(listed).toHaveAttribute('data-read', 'no');
  await listed.getByRole('link', { name: title }).click();
  await expect(reader.getByTestId('notice')).toContainText('das 8h às 12h');
  await reader.goto('/dashboard/notices');
  await expect(reader.locator('[data-notice]').filter({ hasText: title })).toHaveAttribute('data-read', 'yes');

  await staff.reload();
  await expect(staff.getByTestId('notice-reads')).toHaveText('Lido por 1 de 2');
  await expect(staff.getByTestId('notice-readers')).toContainText(people[0]!.name);
  await expect(staff.getByTestId('notice-readers')).toContainText(people[0]!.tenant);
  await expect(staff.getByTestId('notice-readers')).not.toContainText(people[1]!.name);
});
