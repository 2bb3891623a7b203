import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser, queuedMail } from '@/features/portal/shipments/test-fixtures';
import { tenancyReader, type Tenancy } from '@/features/tenancy/leases/tenancy.server';
import type { DatabaseHandle } from '@/server/db/client';
import {
  auditLog,
  leases,
  maintenanceEvents,
  maintenancePhotos,
  maintenanceRequests,
  notifications,
  tenantMembers,
  tenants,
} from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { hasGps, phoneJpeg, PDF_BYTES } from '@/server/site-images/photos.test-support';
import { createStorage, type Storage } from '@/server/storage';
import { photoResponse } from './photo-file.server';
import { assignSchema, moveSchema, newRequestSchema, noteSchema, rateSchema } from './maintenance.schema';
import { addNote, assignRequest, createRequest, moveRequest, rateRequest } from './maintenance.server';
import { staffRequestProps, tenantRequestProps } from './maintenance-request-view.server';
import { staffMaintenanceProps, tenantMaintenanceProps } from './maintenance-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'background_jobs', 'maintenance_requests', 'tenants', 'notifications', 'form_submissions', 'user'],
);

let folder: string;
let files: Storage;
beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'maintenance-test-'));
  files = createStorage({ driver: 'disk', directory: folder });
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
const CHANGED = { code: 'CONFLICT', message: 'maintenance.error.changedMeanwhile' };
const NOT_FOUND = { code: 'NOT_FOUND', message: 'maintenance.error.notFound' };

/** A tenant leasing `modules` today, with `people` as its members (the first the main account). */
async function tenantOf(name: string, modules: number[], people: { id: string }[]): Promise<Tenancy> {
  const [tenant] = await handle.db.insert(tenants).values({ name }).returning();
  await handle.db.insert(tenantMembers).values(
    people.map((p, i) => ({
      userId: p.id,
      tenantId: tenant!.id,
      role: i === 0 ? ('main' as const) : ('member' as const),
    })),
  );
  if (modules.length > 0)
    await handle.db
      .insert(leases)
      .values(modules.map((m) => ({ tenantId: tenant!.id, moduleNumber: m, startsOn: '2020-01-01' })));
  return { tenantId: tenant!.id, tenantName: name, role: 'main', modules };
}

async function setup() {
  await addUser(handle, 'staff', { role: 'admin' });
  const ana = await addUser(handle, 'ana', { locale: 'en' });
  const bia = await addUser(handle, 'bia');
  const caio = await addUser(handle, 'caio');
  const acme = await tenantOf('Acme Logística', [7], [ana, bia]);
  const other = await tenantOf('Outra', [3], [caio]);
  return { ana, bia, caio, acme, other };
}

const open = (person: { id: string }, tenancy: Tenancy, input: Record<string, unknown> = {}, now?: Date) =>
  createRequest(
    person,
    tenancy,
    z.parse(newRequestSchema, {
      moduleNumber: 7,
      category: 'dock_door',
      urgency: 'high',
      description: 'A porta da doca 2 não fecha.',
      ...input,
    }),
    files,
    now,
  );

const current = async (id: string) =>
  (await handle.db.select().from(maintenanceRequests).where(eq(maintenanceRequests.id, id)))[0]!;
const move = async (id: string, status: string, extra: Record<string, unknown> = {}) =>
  moveRequest(
    staff,
    z.parse(moveSchema, { requestId: id, version: String((await current(id)).version), status, ...extra }),
  );

describe(`maintenance requests on ${testEngine}`, () => {
  it('stores the photos re-encoded without EXIF or GPS, upright, and serves them to the tenant and staff only', async () => {
    const { ana, caio, acme } = await setup();
    const jpeg = await phoneJpeg(800, 600);
    const before = await sharp(jpeg).metadata();
    expect(hasGps(before.exif)).toBe(true);

    const { id } = await open(ana, acme, { photos: [new File([new Uint8Array(jpeg)], 'IMG_0001.jpg')] });
    const [photo] = await handle.db.select().from(maintenancePhotos).where(eq(maintenancePhotos.requestId, id));
    expect(photo).toMatchObject({ contentType: 'image/jpeg', width: 600, height: 800, position: 0 });
    const stored = await files.getBytes(photo!.storageKey);
    const after = await sharp(stored).metadata();
    expect(after.exif).toBeUndefined();
    expect(after.orientation ?? 1).toBe(1);
    expect([after.width, after.height]).toEqual([600, 800]);
    expect(Buffer.from(stored).includes(Buffer.from('Phone'))).toBe(false);

    const request = (user: { id: string; role?: string }) =>
      photoResponse(
        {
          params: { id: photo!.id },
          locals: { user, tenancy: tenancyReader(user) } as never,
          request: new Request('http://x/'),
        },
        files,
      );
    expect((await request(ana)).status).toBe(200);
    expect((await request({ id: 'staff', role: 'admin' })).status).toBe(200);
    expect((await request(caio)).status).toBe(404);
  });

  it('refuses what is not an image, and a module the tenant does not lease, writing nothing', async () => {
    const { ana, acme } = await setup();
    await expect(open(ana, acme, { photos: [new File([PDF_BYTES], 'photo.jpg')] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'maintenance.error.notImage',
    });
    await expect(open(ana, acme, { moduleNumber: 3 })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'maintenance.error.module',
    });
    expect(await handle.db.select().from(maintenanceRequests)).toEqual([]);
  });

  it('moves along the allowed transitions only, and a refusal needs a reason the tenant reads', async () => {
    const { ana, acme } = await setup();
    const { id } = await open(ana, acme);
    await expect(move(id, 'done')).rejects.toMatchObject({ code: 'CONFLICT', message: 'maintenance.error.transition' });
    expect(z.safeParse(moveSchema, { requestId: id, version: '0', status: 'refused' }).error?.issues[0]).toMatchObject({
      path: ['reason'],
      message: 'maintenance.error.reason',
    });
    await move(id, 'scheduled');
    await move(id, 'refused', { reason: 'Fora do escopo do condomínio.' });
    expect(await current(id)).toMatchObject({
      status: 'refused',
      refusalReason: 'Fora do escopo do condomínio.',
      version: 2,
    });
    await expect(move(id, 'in_progress')).rejects.toMatchObject({ message: 'maintenance.error.transition' });
    const page = await tenantRequestProps(acme, id, 'pt-BR');
    expect(page?.request.refusalReason).toBe('Fora do escopo do condomínio.');
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, 'maintenance.move'))).toHaveLength(2);
  });

  it('refuses a change made on an older page (two staff at once)', async () => {
    const { ana, acme } = await setup();
    const { id } = await open(ana, acme);
    const first = z.parse(moveSchema, { requestId: id, version: '0', status: 'scheduled' });
    const second = z.parse(moveSchema, { requestId: id, version: '0', status: 'refused', reason: 'Não' });
    const results = await Promise.allSettled([moveRequest(staff, first), moveRequest(staff, second)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((r) => r.status === 'rejected')).toMatchObject({ reason: CHANGED });
    await expect(
      assignRequest(staff, z.parse(assignSchema, { requestId: id, version: '0', assigneeId: 'staff' })),
    ).rejects.toMatchObject(CHANGED);
    await assignRequest(staff, z.parse(assignSchema, { requestId: id, version: '1', assigneeId: 'staff' }));
    expect(await current(id)).toMatchObject({ assigneeId: 'staff', version: 2 });
  });

  it('tells every person of the tenant of a move and a public note, in their language; never of a staff-only note', async () => {
    const { ana, acme } = await setup();
    const { id } = await open(ana, acme);
    await move(id, 'scheduled', { note: 'Técnico vai na quinta.' });
    await addNote(staff, z.parse(noteSchema, { requestId: id, note: 'Cliente difícil.', visibility: 'staff' }));
    await addNote(staff, z.parse(noteSchema, { requestId: id, note: 'Peça encomendada.', visibility: 'public' }));

    const mail = (await queuedMail(handle)).filter((m) => m.causeKind === 'maintenance');
    expect(mail.map((m) => [m.to, m.subject])).toEqual([
      ['ana@example.com', 'Your maintenance request (Dock door, module 7): Scheduled'],
      ['bia@example.com', 'Seu chamado de manutenção (Porta da doca, módulo 7): Agendado'],
      ['ana@example.com', 'New note on your maintenance request (Dock door, module 7)'],
      ['bia@example.com', 'Nova nota no seu chamado de manutenção (Porta da doca, módulo 7)'],
    ]);
    expect(mail[0]?.text).toContain('Técnico vai na quinta.');
    expect(mail.some((m) => m.text.includes('Cliente difícil.'))).toBe(false);
    const told = await handle.db.select().from(notifications).orderBy(notifications.seq);
    expect(told.map((n) => [n.userId, n.title])).toEqual([
      ['ana', 'Maintenance (Dock door, module 7): Scheduled'],
      ['bia', 'Manutenção (Porta da doca, módulo 7): Agendado'],
      ['ana', 'New note on the maintenance request (Dock door, module 7)'],
      ['bia', 'Nova nota no chamado de manutenção (Porta da doca, módulo 7)'],
    ]);
    expect(told.some((n) => n.body?.includes('Cliente difícil.'))).toBe(false);

    // The tenant's page shows the public history only; the staff's page shows all of it.
    const tenantPage = await tenantRequestProps(acme, id, 'pt-BR');
    expect(tenantPage?.history.map((e) => e.note)).toEqual([null, 'Técnico vai na quinta.', 'Peça encomendada.']);
    expect(JSON.stringify(tenantPage)).not.toContain('Cliente difícil.');
    const staffPage = await staffRequestProps(id, 'pt-BR');
    expect(staffPage?.history.map((e) => e.note)).toContain('Cliente difícil.');
    expect(await handle.db.select().from(maintenanceEvents)).toHaveLength(4);
  });

  it('shows another tenant nothing: the page, the list, the rating and the photo answer not found', async () => {
    const { ana, caio, acme, other } = await setup();
    const { id } = await open(ana, acme);
    expect(await tenantRequestProps(other, id, 'pt-BR')).toBeUndefined();
    expect((await tenantMaintenanceProps(other, new URL('http://x/dashboard/maintenance'), 'pt-BR')).rows).toEqual([]);
    await move(id, 'in_progress');
    await move(id, 'done');
    await expect(rateRequest(caio, other, z.parse(rateSchema, { requestId: id, rating: 1 }))).rejects.toMatchObject(
      NOT_FOUND,
    );
  });

  it('takes one rating, only once the request is done', async () => {
    const { ana, bia, acme } = await setup();
    const { id } = await open(ana, acme);
    const rate = (person: { id: string }, rating: number) =>
      rateRequest(person, acme, z.parse(rateSchema, { requestId: id, rating, comment: 'Rápido.' }));
    await expect(rate(ana, 5)).rejects.toMatchObject({ code: 'CONFLICT', message: 'maintenance.error.notDone' });
    await move(id, 'in_progress');
    await move(id, 'done');
    await rate(ana, 4);
    await expect(rate(bia, 1)).rejects.toMatchObject({ code: 'CONFLICT', message: 'maintenance.error.alreadyRated' });
    expect(await current(id)).toMatchObject({ rating: 4, ratingComment: 'Rápido.', ratedBy: 'ana' });
    expect(z.safeParse(rateSchema, { requestId: id, rating: 6 }).success).toBe(false);
    expect((await tenantRequestProps(acme, id, 'pt-BR'))?.canRate).toBe(false);
  });

  it('marks a request overdue while it is open past its deadline, and lists those for the staff', async () => {
    const { ana, acme } = await setup();
    const longAgo = new Date(Date.now() - 5 * 3_600_000);
    const late = await open(ana, acme, { urgency: 'emergency' }, longAgo);
    const inTime = await open(ana, acme, { urgency: 'high' }, longAgo);
    const answered = await open(ana, acme, { urgency: 'emergency' }, longAgo);
    await move(answered.id, 'scheduled');
    expect((await current(late.id)).dueAt.getTime()).toBe(longAgo.getTime() + 4 * 3_600_000);

    const list = await staffMaintenanceProps(new URL('http://x/admin/tenants/maintenance?overdue=1'), 'pt-BR');
    expect(list.rows.map((r) => r.id)).toEqual([late.id]);
    const all = await staffMaintenanceProps(new URL('http://x/admin/tenants/maintenance'), 'pt-BR');
    expect(Object.fromEntries(all.rows.map((r) => [r.id, r.overdue]))).toEqual({
      [late.id]: true,
      [inTime.id]: false,
      [answered.id]: false,
    });
    const mine = await tenantMaintenanceProps(acme, new URL('http://x/dashboard/maintenance'), 'pt-BR');
    expect(mine.rows.find((r) => r.id === late.id)?.overdue).toBe(true);
  });
});
