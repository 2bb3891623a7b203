// Maintenance, end to end on a server of its own (a tenant is seeded in its database: an account,
// its tenant and a lease of module 7): the tenant opens a request with a photo from their phone,
// the staff see it, move it to done with a note to the tenant, and the tenant reads the note and
// rates the service, once.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { hashPassword } from 'better-auth/crypto';
import sharp from 'sharp';
import { openDatabase } from '@/server/db/client';
import { account, leases, tenantMembers, tenants, user } from '@/server/db/schema';
import { freshIp, logIn, open, STRONG_PASSWORD } from './support/accounts';
import { STAFF_ADMIN, startAppServer, type AppServer } from './support/own-server';

test.describe.configure({ mode: 'serial' });

const outDir = process.env.ASTRO_OUT_DIR ?? 'dist-e2e';
const SETTINGS = { ADMIN_EMAIL: STAFF_ADMIN.email, ADMIN_PASSWORD: STAFF_ADMIN.password, ADMIN_TWO_FACTOR: 'optional' };
const TENANT = { email: 'tina@example.com', password: STRONG_PASSWORD };

let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startAppServer(outDir, SETTINGS);
  await server.stop();
  const handle = await openDatabase({ dataDir: path.join(server.dataDir, 'pglite') });
  try {
    await handle.db.insert(user).values({
      id: 'tina',
      name: 'Tina Souza',
      email: TENANT.email,
      emailVerified: true,
      firstName: 'Tina',
      lastName: 'Souza',
      locale: 'pt-BR',
      role: 'user',
    });
    await handle.db.insert(account).values({
      id: 'tina-credential',
      accountId: 'tina',
      providerId: 'credential',
      userId: 'tina',
      password: await hashPassword(TENANT.password),
      updatedAt: new Date(),
    });
    const [tenant] = await handle.db.insert(tenants).values({ name: 'Acme Logística' }).returning();
    await handle.db.insert(tenantMembers).values({ userId: 'tina', tenantId: tenant!.id, role: 'main' });
    await handle.db.insert(leases).values({ tenantId: tenant!.id, moduleNumber: 7, startsOn: '2020-01-01' });
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

async function signIn(page: Page, email: string, password: string, target: string) {
  await open(page, `${server.origin}/login?redirect=${encodeURIComponent(target)}`);
  await logIn(page, email, password);
  await expect(page).toHaveURL(`${server.origin}${target}`);
}

const flash = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text }).first()).toBeVisible();

test('a request with a photo goes to done and the tenant rates it', async ({ browser }) => {
  test.setTimeout(90_000);
  // A phone's photo: EXIF with the camera and a GPS position.
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a5a2b' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Phone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '5/1 52/1 56/1' } })
    .toBuffer();

  const tenantContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const tenantPage = await tenantContext.newPage();
  await signIn(tenantPage, TENANT.email, TENANT.password, '/dashboard/maintenance');
  const form = tenantPage.getByTestId('new-request');
  await form.getByLabel('Categoria').selectOption({ label: 'Porta da doca' });
  await form.getByLabel('Urgência').selectOption('high');
  await form.getByLabel('Descrição').fill('A porta da doca 2 não fecha.');
  await form.getByLabel('Fotos').setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: 'Abrir chamado' }).click();
  await flash(tenantPage, 'Chamado aberto.');
  await expect(tenantPage).toHaveURL(/\/dashboard\/maintenance\/[0-9a-f-]{36}$/);
  const requestPath = new URL(tenantPage.url()).pathname;
  const id = requestPath.split('/').pop()!;
  await expect(tenantPage.locator('[data-status="open"]')).toHaveText('Aberto');
  const img = tenantPage.locator('img[data-photo]');
  await expect(img).toHaveCount(1);
  // The photo is served cleaned: a JPEG without EXIF.
  const served = await tenantPage.request.get(`${server.origin}${await img.getAttribute('src')}`);
  expect(served.status()).toBe(200);
  expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();

  // The staff move it along to done, with a note to the tenant on the way (plain form posts).
  const staffContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshIp() } });
  const staff = await staffContext.newPage();
  await signIn(staff, STAFF_ADMIN.email, STAFF_ADMIN.password, '/admin/tenants/maintenance');
  await staff.locator(`li[data-request="${id}"]`).getByRole('link').click();
  await expect(staff.locator('img[data-photo]')).toHaveCount(1);
  const moveTo = async (label: string, note?: string) => {
    await staff.getByLabel('Nova situação').selectOption({ label });
    if (note) await staff.getByLabel('Nota ao inquilino').fill(note);
    await staff.getByRole('button', { name: 'Mudar situação' }).click();
    await flash(staff, 'Situação alterada.');
  };
  await moveTo('Em andamento');
  // The tenant's open page follows without a reload.
  await expect(tenantPage.locator('[data-live-region="maintenance-status"]')).toContainText('Em andamento');
  await moveTo('Concluído', 'Trocamos a mola da porta.');
  await expect(staff.locator('[data-status="done"]')).toHaveText('Concluído');
  await expect(staff.getByTestId('request-final')).toBeVisible();

  // The tenant reads the note, still without a reload, and rates once.
  await expect(tenantPage.locator('[data-status="done"]')).toHaveText('Concluído');
  await expect(tenantPage.locator('[data-event="public"]').last()).toContainText('Trocamos a mola da porta.');
  const rate = tenantPage.getByTestId('rate-form');
  await rate.getByLabel('5 de 5').check();
  await rate.getByLabel('Comentário').fill('Rápido e limpo.');
  await rate.getByRole('button', { name: 'Enviar avaliação' }).click();
  await flash(tenantPage, 'Obrigado pela avaliação.');
  await expect(tenantPage.getByTestId('rating')).toContainText('Nota 5 de 5');
  await expect(tenantPage.getByTestId('rate-form')).toHaveCount(0);
  await tenantContext.close();
  await staffContext.close();
});
