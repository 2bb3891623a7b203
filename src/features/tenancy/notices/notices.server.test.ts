import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import {
  jobs,
  leases,
  noticeReads,
  noticeRecipients,
  notices,
  notifications,
  tenantMembers,
  tenants,
} from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import type { MailMessage } from '@/server/mail';
import { createStorage, type Storage } from '@/server/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publishNoticeSchema } from './notices.schema';
import { openNotice, publishNotice, READERS_PAGE_SIZE, readableAttachment } from './notices.server';
import { staffNoticeProps, staffNoticesProps } from './notices-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  [
    'notice_reads',
    'notice_recipients',
    'notices',
    'notifications',
    'leases',
    'tenant_members',
    'tenants',
    'user',
    'background_jobs',
    'audit_log',
    'form_submissions',
    'modules',
  ],
);

let dir: string;
let files: Storage;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'notices-'));
  files = createStorage({ driver: 'disk', directory: dir });
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const NOW = new Date('2026-12-01T12:00:00Z');
const staff = { id: 'staff', name: 'Staff', email: 'staff@example.com' };

/** A tenant leasing `modules` today, with its people (the first the main account). */
async function tenant(name: string, modules: number[], people: { id: string; locale?: 'pt-BR' | 'en' }[]) {
  const [row] = await handle.db.insert(tenants).values({ name }).returning();
  for (const [i, p] of people.entries()) {
    await addUser(handle, p.id, { locale: p.locale ?? 'pt-BR', name: `Pessoa ${p.id}` });
    await handle.db
      .insert(tenantMembers)
      .values({ userId: p.id, tenantId: row!.id, role: i === 0 ? 'main' : 'member' });
  }
  for (const moduleNumber of modules)
    await handle.db.insert(leases).values({ tenantId: row!.id, moduleNumber, startsOn: '2026-01-01' });
  return row!.id;
}

beforeEach(async () => {
  await seedDatabase(handle.db);
  await addUser(handle, 'staff', { role: 'admin' });
  await tenant('Acme', [3], [{ id: 'ana' }, { id: 'alice', locale: 'en' }]);
  await tenant('Beta', [7, 8], [{ id: 'bia' }]);
  // A former tenant (its lease ended) and an account of no tenant hear nothing.
  const former = await tenant('Antiga', [], [{ id: 'ciro' }]);
  await handle.db
    .insert(leases)
    .values({ tenantId: former, moduleNumber: 9, startsOn: '2025-01-01', endsOn: '2025-12-31' });
  await addUser(handle, 'dora');
});

const form = (fields: Record<string, unknown> = {}) =>
  z.parse(publishNoticeSchema, {
    title: 'Falta de água',
    body: 'Amanhã, **das 8h às 12h**.',
    urgency: 'urgent',
    audience: 'all',
    ...fields,
  });

const recipientsOf = async (id: string) =>
  (await handle.db.select().from(noticeRecipients).where(eq(noticeRecipients.noticeId, id)))
    .map((r) => r.userId)
    .sort();

describe(`notices on ${testEngine}`, () => {
  it('reaches every person of every current tenant, each notified and emailed in their language, in one go', async () => {
    const { id, recipients } = await publishNotice(staff, form(), { files, now: NOW });
    expect(recipients).toBe(3);
    expect(await recipientsOf(id)).toEqual(['alice', 'ana', 'bia']);
    const told = await handle.db.select().from(notifications).orderBy(notifications.userId);
    expect(told.map((n) => [n.userId, n.title, n.link])).toEqual([
      ['alice', 'Urgent notice: Falta de água', `/en/dashboard/notices/${id}`],
      ['ana', 'Aviso urgente: Falta de água', `/dashboard/notices/${id}`],
      ['bia', 'Aviso urgente: Falta de água', `/dashboard/notices/${id}`],
    ]);
    const mails = (await handle.db.select().from(jobs).where(eq(jobs.kind, 'mail'))).map(
      (j) => j.payload as MailMessage,
    );
    expect(mails.map((m) => [m.to, m.subject]).sort()).toEqual([
      ['alice@example.com', 'URGENT – condominium notice: Falta de água'],
      ['ana@example.com', 'URGENTE – aviso do condomínio: Falta de água'],
      ['bia@example.com', 'URGENTE – aviso do condomínio: Falta de água'],
    ]);
    expect(mails[0]!.text).toContain('das 8h às 12h');
  });

  it('reaches only the tenants of the chosen modules, and refuses an audience of nobody, writing nothing', async () => {
    const { id } = await publishNotice(staff, form({ audience: 'modules', modules: ['8', '12'] }), { files, now: NOW });
    expect(await recipientsOf(id)).toEqual(['bia']);
    expect(() => form({ audience: 'modules' })).toThrow();
    expect(() => form({ audience: 'modules', modules: ['19'] })).toThrow();
    await expect(
      publishNotice(staff, form({ audience: 'modules', modules: ['9'] }), { files, now: NOW }),
    ).rejects.toMatchObject({ message: 'notices.error.noRecipients' });
    expect((await handle.db.select({ n: sql<number>`count(*)::int` }).from(notices))[0]!.n).toBe(1);
  });

  it('keeps a read receipt once per person; only recipients open it; the admin sees who read it', async () => {
    const { id } = await publishNotice(staff, form(), { files, now: NOW });
    expect(await openNotice('dora', id, { markRead: true })).toBeUndefined();
    expect(await openNotice('ciro', id, { markRead: true })).toBeUndefined();
    expect(await openNotice('ana', id, { markRead: false })).toMatchObject({ title: 'Falta de água' });
    expect(await handle.db.select().from(noticeReads)).toEqual([]);
    await openNotice('ana', id, { markRead: true });
    await openNotice('ana', id, { markRead: true });
    const reads = await handle.db.select().from(noticeReads);
    expect(reads.map((r) => r.userId)).toEqual(['ana']);
    const page = await staffNoticeProps(id, new URL(`http://x/admin/tenants/notices/${id}`), 'pt-BR');
    expect(page?.reads).toBe('Lido por 1 de 3');
    expect(page?.readers.map((r) => [r.name, r.company])).toEqual([['Pessoa ana', 'Acme']]);
    const list = await staffNoticesProps(new URL('http://x/admin/tenants/notices'), 'en');
    expect(list.rows[0]?.reads).toBe('Read by 1 of 3');
  });

  it('pages the readers of a notice past the first page, counting them all', async () => {
    const { id } = await publishNotice(staff, form(), { files, now: NOW });
    const count = READERS_PAGE_SIZE + 2;
    const reader = (i: number) => `reader-${String(i).padStart(3, '0')}`;
    for (let i = 0; i < count; i++) await addUser(handle, reader(i));
    await handle.db.insert(noticeReads).values(
      Array.from({ length: count }, (_, i) => ({
        noticeId: id,
        userId: reader(i),
        readAt: new Date(NOW.getTime() + i * 60_000),
      })),
    );
    const url = (query: string) => new URL(`http://x/admin/tenants/notices/${id}${query}`);
    const first = await staffNoticeProps(id, url(''), 'en');
    expect(first?.readers).toHaveLength(READERS_PAGE_SIZE);
    expect(first?.reads).toBe(`Read by ${count} of 3`);
    expect(first?.next).toBe(`/en/admin/tenants/notices/${id}?pagina=2`);
    const second = await staffNoticeProps(id, url('?pagina=2'), 'en');
    expect(second?.readers.map((r) => r.id)).toEqual([reader(READERS_PAGE_SIZE), reader(READERS_PAGE_SIZE + 1)]);
    expect(second?.pagesText).toBe('Who has read it, page 2 of 2');
    expect(second?.previous).toBe(`/en/admin/tenants/notices/${id}`);
  });

  it('keeps an attachment readable by its recipients and the staff only; refuses what is not a PDF or image', async () => {
    const pdf = new File([Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n')], 'Aviso água.pdf');
    const { id } = await publishNotice(staff, form({ file: pdf }), { files, now: NOW });
    const [row] = await handle.db.select().from(notices).where(eq(notices.id, id));
    expect(row).toMatchObject({ attachmentType: 'application/pdf', attachmentName: 'Aviso água.pdf' });
    expect(await readableAttachment({ id: 'ana', staff: false }, id)).toMatchObject({ name: 'Aviso água.pdf' });
    expect(await readableAttachment({ id: 'staff', staff: true }, id)).toBeDefined();
    expect(await readableAttachment({ id: 'dora', staff: false }, id)).toBeUndefined();
    expect(await files.exists(row!.attachmentKey!)).toBe(true);
    const exe = new File([Buffer.from('MZ\x90\x00 not a pdf')], 'x.pdf');
    await expect(publishNotice(staff, form({ file: exe }), { files, now: NOW })).rejects.toMatchObject({
      message: 'notices.error.file',
    });
  });
});
