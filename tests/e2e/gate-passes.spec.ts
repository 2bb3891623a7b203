// The gate, end to end: a tenant registers a truck pass; the guard, on a 768 px touch tablet, finds
// it by typed code and by a QR image fed to the page's decoder and checks it in; the tenant's open
// page shows the arrival live; a second check-in of the same pass is refused, saying why; checked out,
// the staff's gate page counts it for its module and its carrier.
import path from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { account, gatePasses, leases, tenantMembers, tenants, user } from '@/server/db/schema';
import { siteDay, siteInstant } from '@/lib/site-time';
import { qrPng } from '@/server/qr';
import { freshIp, logIn, open } from './support/accounts';
import { STAFF_ADMIN, startAppServer, type AppServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
const SETTINGS = { ADMIN_EMAIL: STAFF_ADMIN.email, ADMIN_PASSWORD: STAFF_ADMIN.password, ADMIN_TWO_FACTOR: 'optional' };
const TENANT = 'tenant-gate@example.com';
const GUARD = 'porteiro@example.com';

let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAppServer(outDir, SETTINGS);
  await server.stop();
  // A tenant leasing module 7 and a guard, both with the staff admin's password (its stored hash).
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    const db = handle.db;
    const [admin] = await db
      .select({ password: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(eq(user.email, STAFF_ADMIN.email));
    for (const [id, email, role, first] of [
      ['gate-tenant', TENANT, 'user', 'Tania'],
      ['gate-guard', GUARD, 'guard', 'Paulo'],
    ] as const) {
      await db.insert(user).values({
        id,
        email,
        name: `${first} Teste`,
        firstName: first,
        lastName: 'Teste',
        emailVerified: true,
        role,
        phone: '+5584999990000',
      });
      await db
        .insert(account)
        .values({ id: `${id}-pw`, userId: id, accountId: id, providerId: 'credential', password: admin!.password });
    }
    const [tenant] = await db.insert(tenants).values({ name: 'Acme Logística' }).returning();
    await db.insert(tenantMembers).values({ userId: 'gate-tenant', tenantId: tenant!.id, role: 'main' });
    await db.insert(leases).values({ tenantId: tenant!.id, moduleNumber: 7, startsOn: '2020-01-01' });
  } finally {
    await handle.close();
  }
  server = await startAppServer(outDir, SETTINGS, server.dataDir);
});

test.afterAll(async () => {
  await server?.stop();
  server?.remove();
});

/** The gatehouse's tablet: a 768 px touch screen, from an address of its own. */
const tabletContext = (browser: Browser) =>
  browser.newContext({
    viewport: { width: 768, height: 1024 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });

test('a truck pass is checked in once at the gatehouse and the tenant sees it live', async ({ browser }) => {
  test.setTimeout(90_000);
  const tenantPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })).newPage();
  await open(tenantPage, `${server.origin}/login?redirect=/dashboard/gate-passes`);
  await logIn(tenantPage, TENANT, STAFF_ADMIN.password);
  await expect(tenantPage).toHaveURL(`${server.origin}/dashboard/gate-passes`);
  const form = tenantPage.getByTestId('new-pass');
  await form.getByRole('radio', { name: 'Caminhão' }).check();
  await form.getByLabel('Nome do visitante ou do motorista').fill('José Lima');
  await form.getByLabel('Empresa do visitante ou transportadora').fill('Rápido Nordeste');
  await form.getByLabel('Placa do caminhão').fill('abc-1d23');
  await form.getByLabel('Operação').selectOption('unload');
  // The default window starts at the next full hour: start it now, so the pass is valid.
  const start = new Date(Date.now() - 3 * 3_600_000 - 60_000).toISOString().slice(0, 16);
  await form.getByLabel('Chegada a partir de').fill(start);
  await form.getByRole('button', { name: 'Gerar passe' }).click();
  const card = tenantPage.getByTestId('passes').locator('li').first();
  await expect(card.getByTestId('pass-status')).toHaveText('Esperado');
  const code = ((await card.getByTestId('pass-code').textContent()) ?? '').replace('-', '');
  expect(code).toMatch(/^[0-9A-Z]{8}$/);

  const tablet = await tabletContext(browser);
  const typed = await tablet.newPage();
  await open(typed, `${server.origin}/login`);
  await logIn(typed, GUARD, STAFF_ADMIN.password);
  await expect(typed).toHaveURL(`${server.origin}/portaria`);
  // A guard opens nothing else.
  expect((await typed.request.get(`${server.origin}/dashboard/shipments`)).status()).toBe(403);
  await typed.getByLabel('Código do passe').fill(code.toLowerCase());
  await typed.getByRole('button', { name: 'Conferir' }).click();
  await expect(typed.getByTestId('gate-pass-state')).toHaveText('Esperado');

  // The same pass from a QR image, read by the page's decoder (jsQR here: no BarcodeDetector).
  const scanned = await tablet.newPage();
  await scanned.goto(`${server.origin}/portaria`);
  const png = await qrPng(code, 320);
  await scanned.locator('[data-scan-photo]').setInputFiles({ name: 'pass.png', mimeType: 'image/png', buffer: png });
  await expect(scanned).toHaveURL(new RegExp(`codigo=${code}`));
  await expect(scanned.getByTestId('check-in')).toBeVisible();

  await typed.getByTestId('check-in').click();
  await expect(typed.getByTestId('gate-pass-state')).toHaveText(/^Entrou às \d{2}:\d{2}$/);
  const checkedInAt = Date.now();
  // The tenant's open page shows the arrival without a reload.
  await expect(card.getByTestId('pass-status')).toHaveText(/^Entrou às/, { timeout: 2_000 });
  expect(Date.now() - checkedInAt).toBeLessThan(2_500);

  // The second tablet tab still shows the button: its check-in is refused, saying why.
  await scanned.getByTestId('check-in').click();
  await expect(
    scanned.getByRole('alert').filter({ hasText: /Este passe já entrou hoje às \d{2}:\d{2}\./ }),
  ).toBeVisible();
  await expect(scanned.getByTestId('check-in')).toHaveCount(0);
  await expect(scanned.getByRole('link', { name: /Ligar para Acme Logística/ })).toBeVisible();

  // The guard checks it out; the staff see the day's movement per module and the stay by carrier.
  await typed.getByTestId('check-out').click();
  await expect(typed.getByTestId('gate-pass-state')).toHaveText(/^Saiu às \d{2}:\d{2}$/);
  const staff = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })).newPage();
  await open(staff, `${server.origin}/login?redirect=/en/admin/tenants/gate`);
  await logIn(staff, STAFF_ADMIN.email, STAFF_ADMIN.password);
  await expect(staff).toHaveURL(`${server.origin}/en/admin/tenants/gate`);
  await expect(staff.locator('[data-row="day-7"] td')).toHaveText(['1', '1', '1', '0']);
  await expect(staff.locator('[data-movement]')).toHaveCount(1);
  await expect(staff.locator('[data-movement]')).toContainText('Truck · José Lima · ABC1D23 · Rápido Nordeste');
  await expect(staff.locator('[data-movement]')).toContainText('Acme Logística');
  await expect(staff.locator('[data-row="module-7"] td').first()).toHaveText('1');
  await expect(staff.locator('[data-row="carrier-0"] th')).toHaveText('Rápido Nordeste');
  // Another day: nothing moved then.
  await staff.getByLabel('Day of movements').fill('2020-01-02');
  await staff.getByRole('button', { name: 'Show' }).click();
  await expect(staff).toHaveURL(/dia=2020-01-02/);
  await expect(staff.getByText('No arrival expected or recorded on this day.')).toBeVisible();
});

test("a walk-in registered at the gatehouse is approved by the tenant from the portal; the guard's screen follows", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const tablet = await tabletContext(browser);
  const guard = await tablet.newPage();
  await open(guard, `${server.origin}/login`);
  await logIn(guard, GUARD, STAFF_ADMIN.password);
  await expect(guard).toHaveURL(`${server.origin}/portaria`);
  await guard.locator('summary', { hasText: 'Chegada sem passe' }).tap();
  await guard.getByLabel('Módulo de destino').fill('7');
  await guard.getByLabel('Nome do visitante ou do motorista').fill('Carla Dias');
  await guard.getByLabel('Documento do visitante (CPF ou RG)').fill('529.982.247-25');
  await guard.getByRole('button', { name: 'Registrar e pedir aprovação' }).tap();
  const walkIn = guard.getByTestId('walk-ins').locator('li').filter({ hasText: 'Carla Dias' });
  await expect(walkIn).toContainText('Aguardando o condômino');

  const tenantPage = await (await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } })).newPage();
  await open(tenantPage, `${server.origin}/login?redirect=/dashboard/gate-passes`);
  await logIn(tenantPage, TENANT, STAFF_ADMIN.password);
  const card = tenantPage.getByTestId('passes').locator('li').filter({ hasText: 'Carla Dias' });
  await expect(card.getByTestId('pass-status')).toHaveText('Aguarda sua aprovação');
  await card.getByRole('button', { name: 'Aprovar entrada' }).click();
  await expect(tenantPage.getByText('Entrada aprovada')).toBeVisible();
  // The guard's open screen shows the answer without a reload.
  await expect(walkIn).toContainText('Aprovado pelo condômino');
});

test('without JavaScript, the guard pages today’s arrivals and a search’s results, each link keeping the others', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // More of today's passes than a page holds, written while the server is stopped.
  await server.stop();
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    const [tenant] = await handle.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Acme Logística'));
    const dayStart = siteInstant(siteDay(new Date()));
    await handle.db.insert(gatePasses).values(
      Array.from({ length: 35 }, (_, i) => ({
        tenantId: tenant!.id,
        moduleNumber: 7,
        kind: 'visitor' as const,
        code: `VS${String(i).padStart(6, '0')}`,
        personName: `Visita ${String(i + 1).padStart(2, '0')}`,
        windowStart: new Date(dayStart.getTime() + i * 60_000),
        windowEnd: new Date(dayStart.getTime() + 23 * 3_600_000),
      })),
    );
  } finally {
    await handle.close();
  }
  server = await startAppServer(outDir, SETTINGS, server.dataDir);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 768, height: 1024 },
    extraHTTPHeaders: { 'x-forwarded-for': freshIp() },
  });
  const guard = await context.newPage();
  await guard.goto(`${server.origin}/login`);
  await logIn(guard, GUARD, STAFF_ADMIN.password);
  await expect(guard).toHaveURL(`${server.origin}/portaria`);
  await expect(guard.getByTestId('today-count')).toHaveText(/^3\d passes para hoje$/);
  const today = guard.getByRole('navigation', { name: /^Esperados hoje, página 1 de 2$/ });
  await today.getByRole('link', { name: 'Próxima' }).click();
  await expect(guard).toHaveURL(/\/portaria\?pagina=2$/);
  await expect(guard.getByRole('link', { name: /Visita 35/ })).toBeVisible();

  await guard.getByLabel('Buscar por placa ou nome').fill('visita');
  await guard.getByRole('button', { name: 'Buscar' }).click();
  const results = guard.getByTestId('gate-results');
  await expect(results.getByRole('heading')).toHaveText('35 resultados para “visita”');
  await expect(results.getByRole('link', { name: /Visita 35/ })).toBeVisible();
  await results.getByRole('link', { name: 'Próxima' }).click();
  await expect(guard).toHaveURL(/\?q=visita&pagina_busca=2$/);
  // A pass opened from the results keeps the search and its page.
  await results.getByRole('link', { name: /Visita 01 ·/ }).click();
  await expect(guard).toHaveURL(/\?codigo=VS00-0000&q=visita&pagina_busca=2$/);
  await expect(guard.getByTestId('gate-pass-state')).toBeVisible();
  await expect(guard.getByTestId('gate-results').getByRole('link', { name: /Visita 01 ·/ })).toBeVisible();
  await context.close();
});
