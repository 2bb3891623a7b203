// The staff's sales report on a server of its own, whose database is given leads, first answers,
// visits and loss reasons at known times before it starts: the page shows exactly those figures,
// in Portuguese with JavaScript and in English without it, and is the staff's alone.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { openDatabase } from '@/server/db/client';
import { leads, visits } from '@/server/db/schema';
import { freshIp, logIn, open } from './support/accounts';
import { STAFF_ADMIN, startAppServer, type AppServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });

let server: AppServer;
const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
const settings = {
  ADMIN_EMAIL: STAFF_ADMIN.email,
  ADMIN_PASSWORD: STAFF_ADMIN.password,
  ADMIN_TWO_FACTOR: 'optional',
  TRUST_PROXY: 'true',
};
const at = (iso: string) => new Date(iso);
const after = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);

/** March and April 2025 (Fortaleza time): six leads, five visits, two lost with one reason. */
async function seed(dataDir: string) {
  const handle = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const march = at('2025-03-10T12:00:00Z');
    const base = { fullName: 'Relatório', email: 'relatorio@example.com', phone: '84999990000', locale: 'pt-BR' };
    const rows = await handle.db
      .insert(leads)
      .values([
        { ...base, page: '/agendar-visita', createdAt: march, firstResponseAt: after(march, 10), status: 'won' },
        { ...base, page: '/', moduleNumber: 3, createdAt: march, firstResponseAt: after(march, 20) },
        { ...base, page: '/', createdAt: march, firstResponseAt: after(march, 30) },
        {
          ...base,
          page: '/en',
          createdAt: march,
          firstResponseAt: after(march, 40),
          status: 'lost',
          lostReason: 'Preço alto',
        },
        {
          ...base,
          page: '/',
          createdAt: march,
          firstResponseAt: after(march, 100),
          status: 'lost',
          lostReason: ' preço ALTO',
        },
        {
          ...base,
          page: '/en/agendar-visita',
          createdAt: at('2025-04-05T12:00:00Z'),
          firstResponseAt: at('2025-04-05T14:00:00Z'),
        },
      ])
      .returning({ id: leads.id });
    const visit = (lead: number, startsAt: string, status: 'booked' | 'done' | 'no-show' | 'cancelled') => ({
      leadId: rows[lead]!.id,
      startsAt: at(startsAt),
      endsAt: after(at(startsAt), 60),
      status,
      source: 'site' as const,
      locale: 'pt-BR',
    });
    await handle.db
      .insert(visits)
      .values([
        visit(0, '2025-03-12T13:00:00Z', 'done'),
        visit(0, '2025-03-20T13:00:00Z', 'cancelled'),
        visit(1, '2025-03-13T13:00:00Z', 'no-show'),
        visit(5, '2025-04-10T13:00:00Z', 'booked'),
        visit(5, '2025-04-11T13:00:00Z', 'cancelled'),
      ]);
  } finally {
    await handle.close();
  }
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Started once so the migrations run, stopped to seed its database, started again on it.
  const first = await startAppServer(outDir, settings);
  await first.stop();
  await seed(first.dataDir);
  server = await startAppServer(outDir, settings, first.dataDir);
});
test.afterAll(async () => {
  await server?.stop();
  server?.remove();
});
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': freshIp() });
});

const cells = (page: Page, month: string, scope: string) =>
  page.locator(`[data-report="${scope}"] tr[data-month="${month}"] > *`);

async function signIn(page: Page, lang: '' | '/en', target: string, script = true) {
  const login = `${server.origin}${lang}/login?redirect=${encodeURIComponent(target)}`;
  await (script ? open(page, login) : page.goto(login));
  await logIn(page, STAFF_ADMIN.email, STAFF_ADMIN.password, lang === '/en');
  await expect(page).toHaveURL(`${server.origin}${target}`);
}

test('the report shows the seeded figures, in Portuguese', async ({ page }) => {
  await signIn(page, '', '/admin/leads/report?de=2025-03&ate=2025-04');
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório de vendas' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Relatório' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('[data-report-period]')).toHaveText('De mar. de 2025 a abr. de 2025');
  // Month, leads, booking, module, contact form, answered, median, p90.
  await expect(cells(page, '2025-03', 'report-leads')).toHaveText([
    'mar. de 2025',
    '5',
    '1',
    '1',
    '3',
    '5',
    '30 min',
    '1 h 16 min',
  ]);
  await expect(cells(page, 'total', 'report-leads')).toHaveText([
    'Total',
    '6',
    '2',
    '1',
    '3',
    '6',
    '35 min',
    '1 h 50 min',
  ]);
  // Booked, done, no-show, cancelled.
  await expect(cells(page, '2025-03', 'report-visits')).toHaveText(['mar. de 2025', '0', '1', '1', '1']);
  await expect(cells(page, '2025-04', 'report-visits')).toHaveText(['abr. de 2025', '1', '0', '0', '1']);
  const funnel = page.locator('[data-report="report-funnel"] li');
  await expect(funnel).toHaveText([
    /Contatos\s*6\s*100%/,
    /Com visita marcada\s*3\s*50%/,
    /Visitaram\s*1\s*16,7%/,
    /Alugaram\s*1\s*16,7%/,
    /Perdidos\s*2\s*33,3%/,
  ]);
  await expect(page.locator('[data-reason]')).toHaveText([/Preço alto\s*2/]);
  await expect(page.locator('[data-reasons-others]')).toHaveCount(0);

  // The period form: April alone.
  await page.getByLabel('De', { exact: true }).selectOption('2025-04');
  await page.getByRole('button', { name: 'Mostrar' }).click();
  await expect(page).toHaveURL(/de=2025-04&ate=2025-04/);
  await expect(cells(page, 'total', 'report-leads')).toHaveText(['Total', '1', '1', '0', '0', '1', '2 h', '2 h']);
  await expect(page.locator('[data-report="report-reasons"]')).toContainText('Nenhum contato do período foi perdido');
});

test('in English without JavaScript, and the staff’s alone', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const page = await context.newPage();
  const anonymous = await page.goto(`${server.origin}/en/admin/leads/report`);
  await expect(page).toHaveURL(/\/en\/login/);
  expect(anonymous?.status()).toBeLessThan(400);
  await signIn(page, '/en', '/en/admin/leads/report?de=2025-04&ate=2025-03', false);
  // Reversed ends are swapped.
  await expect(page.locator('[data-report-period]')).toHaveText('From Mar 2025 to Apr 2025');
  await expect(cells(page, 'total', 'report-leads')).toHaveText([
    'Total',
    '6',
    '2',
    '1',
    '3',
    '6',
    '35 min',
    '1 h 50 min',
  ]);
  await expect(page.getByRole('columnheader', { name: 'Median first answer' })).toBeVisible();
  await expect(page.getByText('Visit booking: the lead came from the book-a-visit page')).toBeVisible();
  await context.close();
});
