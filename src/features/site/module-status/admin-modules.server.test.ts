import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { condominiumFacts, planGalleryHtml } from '@/features/site/landing/landing.server';
import { moduleViews } from '@/features/site/modules/module-views';
import { byStatus, listModules } from '@/features/site/modules/modules.server';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { auditLog, modules } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { staffModulesProps } from './admin-modules-view.server';
import { updateModuleSchema } from './admin-modules.schema';
import { updateModule } from './admin-modules.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'modules', 'user']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
const form = (input: Record<string, string>) =>
  z.parse(updateModuleSchema, { module: '7', status: 'available', ...input });
const update = (input: Record<string, string>, actor = staff) => updateModule(actor, form(input));
const moduleRow = async (n: number) => (await handle.db.select().from(modules).where(eq(modules.number, n)))[0]!;
const entries = () => handle.db.select().from(auditLog).orderBy(auditLog.id);

describe(`staff edits of modules on ${testEngine}`, () => {
  it('writes the module and its audit entry, with only the changed fields before and after', async () => {
    await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
    const { updatedAt } = await moduleRow(7);
    const saved = await update({
      status: 'reserved',
      tenantName: ' Acme Logística ',
      contractEnd: '2027-06-30',
      privateNote: 'Proposta enviada',
    });
    expect(saved).toEqual({ changed: true });
    const row = await moduleRow(7);
    expect(row).toMatchObject({
      status: 'reserved',
      tenantName: 'Acme Logística',
      contractEnd: '2027-06-30',
      privateNote: 'Proposta enviada',
    });
    expect(row.updatedAt.getTime()).toBeGreaterThan(updatedAt.getTime());
    const [entry, ...others] = await entries();
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: 'staff',
      actorLabel: 'Ana staff <staff@example.com>',
      action: 'module.update',
      subjectKind: 'module',
      subjectId: '7',
      before: { status: 'available', tenantName: null, contractEnd: null, privateNote: null },
      after: {
        status: 'reserved',
        tenantName: 'Acme Logística',
        contractEnd: '2027-06-30',
        privateNote: 'Proposta enviada',
      },
    });

    // Clearing the note only: the entry names that field alone.
    await update({ status: 'reserved', tenantName: 'Acme Logística', contractEnd: '2027-06-30', privateNote: '' });
    expect((await entries())[1]).toMatchObject({
      before: { privateNote: 'Proposta enviada' },
      after: { privateNote: null },
    });
    expect((await moduleRow(7)).privateNote).toBeNull();
  });

  it('changes nothing when the audit entry cannot be written', async () => {
    // No such account: the entry's foreign key fails, and the module's change goes with it.
    await expect(update({ status: 'leased' }, { ...staff, id: 'ghost' })).rejects.toThrow();
    expect((await moduleRow(7)).status).toBe('available');
    expect(await entries()).toHaveLength(0);
  });

  it('writes nothing when nothing changed', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    const { updatedAt } = await moduleRow(7);
    expect(await update({ tenantName: '', contractEnd: '', privateNote: '  ' })).toEqual({ changed: false });
    expect((await moduleRow(7)).updatedAt).toEqual(updatedAt);
    expect(await entries()).toHaveLength(0);
  });

  it('refuses a module the table does not hold', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    await handle.db.delete(modules).where(eq(modules.number, 18));
    await expect(update({ module: '18', status: 'leased' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'adminModules.error.module',
    });
    expect(await entries()).toHaveLength(0);
  });

  it.each([
    ['an unknown status', { status: 'sold' }, 'status', 'adminModules.error.status'],
    ['module 19', { module: '19' }, 'module', 'adminModules.error.module'],
    ['a day that does not exist', { contractEnd: '2027-02-30' }, 'contractEnd', 'adminModules.error.contractEnd'],
    ['a tenant name too long', { tenantName: 'x'.repeat(121) }, 'tenantName', 'adminModules.error.tooLong'],
  ])('refuses %s in the form', (_, input, path, message) => {
    const result = z.safeParse(updateModuleSchema, { module: '7', status: 'available', ...input });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [path], message });
  });

  it('has the database refuse an unknown status too', async () => {
    await expect(handle.db.execute(sql`UPDATE modules SET status = 'sold' WHERE number = 7`)).rejects.toThrow();
    await handle.db.execute(sql`UPDATE modules SET status = 'reserved' WHERE number = 7`);
    expect((await moduleRow(7)).status).toBe('reserved');
  });

  it('shows the change on the landing page’s next reading, and never the private notes', async () => {
    await addUser(handle, 'staff', { role: 'admin' });
    const galleryBefore = planGalleryHtml('pt-BR', await listModules());
    await update({ module: '4', status: 'reserved', tenantName: 'Segredo Ltda', privateNote: 'nota interna' });

    const list = await listModules();
    expect(list.find((m) => m.number === 4)).not.toHaveProperty('tenantName');
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

  it('gives the staff page each module’s notes and last change', async () => {
    await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
    await update({ status: 'leased', tenantName: 'Acme', contractEnd: '2027-06-30' });
    const props = await staffModulesProps('pt-BR');
    expect(props.modules).toHaveLength(18);
    expect(props.statusOptions.map((o) => o.label)).toEqual(['Disponível', 'Reservado', 'Alugado']);
    const seven = props.modules.find((m) => m.number === 7);
    expect(seven).toMatchObject({
      label: 'Módulo 7',
      status: 'leased',
      tenantName: 'Acme',
      contractEnd: '2027-06-30',
      privateNote: '',
    });
    expect(seven?.lastChange).toMatch(/^Última alteração por Ana staff <staff@example\.com> em \d{2}\/\d{2}\/\d{4}/);
    expect(props.modules.find((m) => m.number === 8)?.lastChange).toBe('Nenhuma alteração registrada.');
    expect(props.filter).toBeUndefined();

    const leased = await staffModulesProps('pt-BR', new URL('http://x/admin/modules?status=leased'));
    expect(leased.modules.map((m) => m.number)).toEqual([1, 2, 3, 7, 16, 17, 18]);
    expect(leased.filter).toMatchObject({
      text: 'Mostrando só os módulos com status “Alugado”.',
      clearHref: '/admin/modules',
    });
    expect((await staffModulesProps('en', new URL('http://x/admin/modules?status=sold'))).modules).toHaveLength(18);
  });
});
