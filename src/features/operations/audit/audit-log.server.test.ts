import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { RECORD_KINDS, type RecordRef } from '@/lib/record-kinds';
import { recordAudit } from '@/server/audit';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { auditActionLabel, auditListProps, changedFields } from './audit-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'user']);

const MAIL_ID = '11111111-2222-4333-8444-555555555555';

async function entry(
  actor: { id: string; name: string; email: string },
  action: `${string}.${string}`,
  subject: RecordRef,
  at: string,
  before?: Record<string, unknown>,
  after?: Record<string, unknown>,
) {
  const id = await recordAudit(handle.db, { actor, action, subject, before, after });
  await handle.db
    .update(auditLog)
    .set({ createdAt: new Date(at) })
    .where(eq(auditLog.id, id));
}

async function setup() {
  const ana = await addUser(handle, 'ana', { role: 'admin', name: 'Ana Staff' });
  const bia = await addUser(handle, 'bia', { role: 'admin', name: 'Bia Ops' });
  await entry(
    ana,
    'mail.retry',
    { kind: 'mail', id: MAIL_ID },
    '2026-11-20T15:00:00Z',
    { state: 'failed', attempts: 15 },
    { state: 'queued', attempts: 0 },
  );
  // 23:30 on the 22nd in Fortaleza (UTC−3), though already the 23rd in UTC.
  await entry(
    bia,
    'module.update',
    { kind: 'module', id: '7' },
    '2026-11-23T02:30:00Z',
    { status: 'available', area: 100 },
    { status: 'sold', area: 100 },
  );
  await entry(
    ana,
    'module.update',
    { kind: 'module', id: '8' },
    '2026-11-23T12:00:00Z',
    { status: 'available' },
    { status: 'reserved' },
  );
}

const list = async (query: string, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  auditListProps(new URL(`http://site.test/admin/audit${query}`), locale);
const shown = async (query: string) => (await list(query)).rows.map((r) => `${r.action} ${r.subject.id}`);

describe(`the audit log on ${testEngine}`, () => {
  it('lists every entry newest first, in the site time, with who, the subject and what changed', async () => {
    await setup();
    const props = await list('');
    expect(props.countText).toBe('3 ações');
    expect(props.clearHref).toBeUndefined();
    expect(props.rows.map((r) => r.subject.id)).toEqual(['8', '7', MAIL_ID]);
    expect(props.rows[1]).toMatchObject({
      when: '22/11/2026, 23:30',
      who: 'Bia Ops <bia@example.com>',
      action: 'module.update',
      subject: { kind: 'module', id: '7', href: '/admin/modules#modulo-7' },
      changes: [{ field: 'status', before: 'available', after: 'sold' }],
    });
    expect(props.rows[2]!.subject.href).toBe(`/admin/mail/${MAIL_ID}`);
    expect(props.rows[1]?.actionLabel).toBe('Módulo alterado');
    expect(auditActionLabel('charge.pay', 'en')).toBe('Charge marked paid');
    expect(auditActionLabel('unknown.thing', 'en')).toBe('unknown.thing');
    expect((await list('', 'en')).rows[2]!.subject.href).toBe(`/en/admin/mail/${MAIL_ID}`);
  });

  it('filters by action prefix, actor, subject kind and id, and by days in the site time', async () => {
    await setup();
    expect(await shown('?acao=module')).toEqual(['module.update 8', 'module.update 7']);
    expect(await shown('?acao=mail.retry')).toEqual([`mail.retry ${MAIL_ID}`]);
    expect(await shown('?acao=retry')).toEqual([]);
    expect(await shown('?ator=BIA@')).toEqual(['module.update 7']);
    expect(await shown('?ator=ana&tipo=module')).toEqual(['module.update 8']);
    expect(await shown('?tipo=module&registro=7')).toEqual(['module.update 7']);
    // Only the registry's kinds filter: an unknown one is ignored, like any unknown value.
    expect(await shown('?tipo=modulo')).toHaveLength(3);
    expect((await list('?tipo=modulo')).filters.subjectKind).toBe('');
    expect(await shown('?de=2026-11-23')).toEqual(['module.update 8']);
    expect(await shown('?ate=2026-11-22')).toEqual(['module.update 7', `mail.retry ${MAIL_ID}`]);
    expect(await shown('?de=2026-11-21&ate=2026-11-22')).toEqual(['module.update 7']);
    // A day that does not exist is no filter, rather than a database error.
    expect(await shown('?de=2026-02-30')).toHaveLength(3);
    const props = await list('?acao=module&ate=2026-11-22&pagina=1');
    expect(props.filters).toMatchObject({ action: 'module', to: '2026-11-22', actor: '' });
    expect(props.clearHref).toBe('/admin/audit');
  });

  it("offers the registry's kinds to filter by, named in the page's language", async () => {
    const pt = await list('?tipo=user');
    expect(pt.filters.subjectKind).toBe('user');
    expect(pt.kindOptions).toHaveLength(RECORD_KINDS.length);
    expect(pt.kindOptions).toContainEqual({ value: 'site', label: 'Site' });
    expect(pt.kindOptions).toContainEqual({ value: 'user', label: 'Conta' });
    expect((await list('', 'en')).kindOptions).toContainEqual({ value: 'lead', label: 'Site contact' });
  });

  it('pages by fifty, keeping the filters in the links', async () => {
    const ana = await addUser(handle, 'ana', { role: 'admin' });
    for (let i = 0; i < 51; i += 1)
      await recordAudit(handle.db, { actor: ana, action: 'mail.retry', subject: { kind: 'mail', id: String(i) } });
    const first = await list('?acao=mail');
    expect(first.rows).toHaveLength(50);
    expect(first.next).toBe('/admin/audit?acao=mail&pagina=2');
    expect((await list('?acao=mail&pagina=2')).rows).toHaveLength(1);
  });

  it('shows only the fields that changed, a missing side as a dash', () => {
    expect(changedFields({ a: 1, b: 'x', c: [1] }, { a: 1, b: 'y', c: [1, 2], d: null })).toEqual([
      { field: 'b', before: 'x', after: 'y' },
      { field: 'c', before: '[1]', after: '[1,2]' },
    ]);
    expect(changedFields(null, { name: 'Módulo 7' })).toEqual([{ field: 'name', before: '—', after: 'Módulo 7' }]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});
