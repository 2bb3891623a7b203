import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, onlyAuditEntry } from '@/features/operations/audit/audit-log.test-support';
import * as z from 'zod/mini';
import { condominiumFacts, planGalleryHtml } from '@/features/site/landing/landing.server';
import { moduleViews } from '@/features/site/modules/module-views';
import { settleModulesForDay, settleModuleStatuses, updateModule } from '@/features/site/modules/module-writes.server';
import { byStatus, listModules } from '@/features/site/modules/modules.server';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { endLease, linkAccountToModule, removeLease } from '@/features/tenancy/leases/leases.server';
import { endLeaseSchema, linkLeaseSchema } from '@/features/tenancy/leases/tenancy.schema';
import type { DatabaseHandle } from '@/server/db/client';
import { modules } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { staffModulesProps } from './admin-modules-view.server';
import { updateModuleSchema } from './admin-modules.schema';

let handle: DatabaseHandle;
useTestDatabaseForFile(
  (h) => (handle = h),
  ['audit_log', 'modules', 'user', 'tenants', 'leases', 'tenant_members', 'scheduled_runs'],
);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
const form = (input: Record<string, string>) =>
  z.parse(updateModuleSchema, { module: '7', status: 'available', ...input });
const update = (input: Record<string, string>, actor = staff, now?: Date) => updateModule(actor, form(input), now);
const moduleRow = async (n: number) => (await handle.db.select().from(modules).where(eq(modules.number, n)))[0]!;
const statusOf = async (n: number) => (await moduleRow(n)).status;
const entries = () => auditEntries(handle);

// Noon in Fortaleza on 2026-12-03.
const NOW = new Date('2026-12-03T15:00:00Z');
const link = async (module: number, startsOn: string, endsOn = '') => {
  await addUser(handle, `t${module}`);
  const input = z.parse(linkLeaseSchema, {
    email: `t${module}@example.com`,
    module: String(module),
    startsOn,
    endsOn,
    companyName: `Empresa ${module}`,
  });
  return linkAccountToModule(staff, input, handle.db, NOW);
};

describe(`staff edits of modules on ${testEngine}`, () => {
  it('writes the hold and the note with one audit entry, with only the changed fields before and after', async () => {
    await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
    const { updatedAt } = await moduleRow(7);
    expect(await update({ status: 'reserved', privateNote: 'Proposta enviada' })).toEqual({ changed: true });
    const row = await moduleRow(7);
    expect(row).toMatchObject({ status: 'reserved', reserved: true, privateNote: 'Proposta enviada' });
    expect(row.updatedAt.getTime()).toBeGreaterThan(updatedAt.getTime());
    expect(await onlyAuditEntry(handle)).toMatchObject({
      actorId: 'staff',
      actorLabel: 'Ana staff <staff@example.com>',
      action: 'module.update',
      subjectKind: 'module',
      subjectId: '7',
      before: { status: 'available', reserved: false, privateNote: null },
      after: { status: 'reserved', reserved: true, privateNote: 'Proposta enviada' },
    });

    // Clearing the note only: the entry names that field alone.
    await update({ status: 'reserved', privateNote: '' });
    expect((await entries())[1]).toMatchObject({
      before: { privateNote: 'Proposta enviada' },
      after: { privateNote: null },
    });
    expect((await moduleRow(7)).privateNote).toBeNull();
  });

  it('changes nothing when the audit entry cannot be written', async () => {
    // No such account: the entry's foreign key fails, and the module's change goes with it.
    await expect(update({ status: 'reserved' }, { ...staff, id: 'ghost' })).rejects.toThrow();
    expect(await moduleRow(7)).toMatchObject({ status: 'available', reserved: false });
    expect(await entries()).toHaveLength(0);
  });

  it('writes nothing when nothing changed', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    const { updatedAt } = await moduleRow(7);
    expect(await update({ privateNote: '  ' })).toEqual({ changed: false });
    expect((await moduleRow(7)).updatedAt).toEqual(updatedAt);
    expect(await entries()).toHaveLength(0);
  });

  it('refuses a module the table does not hold', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    await handle.db.delete(modules).where(eq(modules.number, 18));
    await expect(update({ module: '18', status: 'reserved' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'adminModules.error.module',
    });
    expect(await entries()).toHaveLength(0);
  });

  it.each([
    ['an unknown status', { status: 'sold' }, 'status', 'adminModules.error.status'],
    ['module 19', { module: '19' }, 'module', 'adminModules.error.module'],
    ['a note too long', { privateNote: 'x'.repeat(1001) }, 'privateNote', 'adminModules.error.tooLong'],
  ])('refuses %s in the form', (_, input, path, message) => {
    const result = z.safeParse(updateModuleSchema, { module: '7', status: 'available', ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });

  it('has the database refuse an unknown status too', async () => {
    await expect(handle.db.execute(sql`UPDATE modules SET status = 'sold' WHERE number = 7`)).rejects.toThrow();
    await handle.db.execute(sql`UPDATE modules SET status = 'reserved' WHERE number = 7`);
    expect(await statusOf(7)).toBe('reserved');
  });

  it('shows the change on the landing page’s next reading, and never the private notes', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    const galleryBefore = planGalleryHtml('pt-BR', await listModules());
    await update({ module: '4', status: 'reserved', privateNote: 'nota interna Segredo' });

    const list = await listModules();
    expect(list.find((m) => m.number === 4)).not.toHaveProperty('privateNote');
    expect(list.find((m) => m.number === 4)).not.toHaveProperty('reserved');
    const { modules: views } = moduleViews(list, 'pt-BR');
    expect(views.find((m) => m.number === 4)).toMatchObject({ status: 'reserved', statusLabel: 'Reservado' });
    expect(views.find((m) => m.number === 4)?.ariaLabel).toMatch(/^Módulo 4 — reservado, /);
    expect(moduleViews(list, 'en').modules.find((m) => m.number === 4)?.statusLabel).toBe('Reserved');
    expect(byStatus(views).available.map((m) => m.number)).not.toContain(4);
    expect((await condominiumFacts())?.availableModules).toBe(11);

    const galleryAfter = planGalleryHtml('pt-BR', list);
    expect(galleryAfter).not.toBe(galleryBefore);
    expect(galleryAfter).not.toContain('Segredo');
  });
});

describe(`a module's status follows its leases on ${testEngine}`, () => {
  beforeEach(async () => {
    await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
  });

  it('is leased from the moment a current lease is linked, and available once it ends or is removed', async () => {
    const { leaseId } = await link(5, '2026-11-01');
    expect(await statusOf(5)).toBe('leased');
    expect((await condominiumFacts())?.availableModules).toBe(11);

    await endLease(staff, z.parse(endLeaseSchema, { leaseId, endsOn: '2026-12-02' }), handle.db, NOW);
    expect(await statusOf(5)).toBe('available');

    const again = await link(6, '2026-12-01', '2026-12-31');
    expect(await statusOf(6)).toBe('leased');
    await removeLease(staff, again.leaseId, handle.db, NOW);
    expect(await statusOf(6)).toBe('available');
  });

  it('goes back to reserved, not available, when the staff hold it', async () => {
    const { leaseId } = await link(5, '2026-11-01');
    await update({ module: '5', status: 'reserved' }, staff, NOW);
    // A lease covers the day: still leased, the hold waits for its end.
    expect(await moduleRow(5)).toMatchObject({ status: 'leased', reserved: true });
    await endLease(staff, z.parse(endLeaseSchema, { leaseId, endsOn: '2026-12-02' }), handle.db, NOW);
    expect(await statusOf(5)).toBe('reserved');
  });

  it('follows the day: a lease that starts or ends later changes the status on that day', async () => {
    await link(8, '2026-12-10', '2026-12-20');
    expect(await statusOf(8)).toBe('available');
    const settleOn = (day: string) => handle.db.transaction((tx) => settleModuleStatuses(tx, day, [8]));
    expect(await settleOn('2026-12-10')).toEqual([{ number: 8, from: 'available', to: 'leased' }]);
    expect(await settleOn('2026-12-20')).toEqual([]);
    expect(await settleOn('2026-12-21')).toEqual([{ number: 8, from: 'leased', to: 'available' }]);
  });

  it('settles every module once a day, whichever process asks first', async () => {
    await link(9, '2026-12-10');
    const tenth = new Date('2026-12-10T12:00:00Z');
    expect(await settleModulesForDay(tenth)).toEqual([{ number: 9, from: 'available', to: 'leased' }]);
    expect(await settleModulesForDay(tenth)).toBeNull();
    expect(await statusOf(9)).toBe('leased');
  });

  it('keeps a module recorded as leased before leases were, until the staff free it or record its lease', async () => {
    // Module 1 is leased in the seed, with no lease recorded.
    expect(await handle.db.transaction((tx) => settleModuleStatuses(tx, '2026-12-03'))).toEqual([]);
    expect(await statusOf(1)).toBe('leased');
    await update({ module: '1', status: 'leased', privateNote: 'Contrato em papel' }, staff, NOW);
    expect(await statusOf(1)).toBe('leased');
    await update({ module: '1', status: 'available' }, staff, NOW);
    expect(await statusOf(1)).toBe('available');
    // Marking a module leased takes a lease.
    await expect(update({ module: '1', status: 'leased' }, staff, NOW)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'adminModules.error.leaseFirst',
    });
    await link(1, '2026-12-01');
    expect(await statusOf(1)).toBe('leased');
  });

  it('gives the staff page each module’s choices, its lease, its earlier record and last change', async () => {
    await link(7, '2026-11-01', '2027-06-30');
    await handle.db
      .update(modules)
      .set({ tenantName: 'Transportes Sol', contractEnd: '2026-01-31' })
      .where(eq(modules.number, 4));
    await update({ module: '8', status: 'reserved' }, staff, NOW);
    const props = await staffModulesProps('pt-BR', undefined, NOW);
    expect(props.modules).toHaveLength(18);
    expect(props.statusOptions.map((o) => o.label)).toEqual(['Disponível', 'Reservado', 'Alugado']);
    expect(props.modules.find((m) => m.number === 7)).toMatchObject({
      status: 'leased',
      choice: 'leased',
      choices: ['available', 'reserved', 'leased'],
      lease: 'current',
    });
    expect(props.modules.find((m) => m.number === 1)).toMatchObject({ lease: 'untracked' });
    expect(props.modules.find((m) => m.number === 8)).toMatchObject({
      status: 'reserved',
      choice: 'reserved',
      choices: ['available', 'reserved'],
      lease: undefined,
    });
    expect(props.modules.find((m) => m.number === 4)?.earlierRecord).toBe(
      'Registro anterior: Transportes Sol, contrato até 31/01/2026',
    );
    expect(props.modules.find((m) => m.number === 8)?.lastChange).toMatch(
      /^Última alteração por Ana staff <staff@example\.com> em \d{2}\/\d{2}\/\d{4}/,
    );
    expect(props.modules.find((m) => m.number === 9)?.lastChange).toBe('Nenhuma alteração registrada.');
    expect(props.filter).toBeUndefined();

    const leased = await staffModulesProps('pt-BR', new URL('http://x/admin/modules?status=leased'), NOW);
    expect(leased.modules.map((m) => m.number)).toEqual([1, 2, 3, 7, 16, 17, 18]);
    expect(leased.filter).toMatchObject({
      text: 'Mostrando só os módulos com status “Alugado”.',
      clearHref: '/admin/modules',
    });
    expect((await staffModulesProps('en', new URL('http://x/admin/modules?status=sold'), NOW)).modules).toHaveLength(
      18,
    );
  });
});
