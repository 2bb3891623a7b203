import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { auditEntries, onlyAuditEntry } from '@/features/operations/audit/audit-log.test-support';
import { condominiumFacts } from '@/features/site/landing/landing.server';
import { areaTable, listModules } from '@/features/site/modules/modules.server';
import { moduleViews } from '@/features/site/modules';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { currentContentVersion } from '@/server/content-version';
import type { DatabaseHandle } from '@/server/db/client';
import { modules } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { moduleContentSchema } from './module-content.schema';
import { saveModuleContent } from '@/features/site/modules/module-writes.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'modules', 'user']);
beforeEach(async () => {
  await seedDatabase(handle.db);
  await addUser(handle, 'staff', { role: 'admin', name: 'Ana staff' });
});

const staff = { id: 'staff', name: 'Ana staff', email: 'staff@example.com' };
// Module 12 as shipped (spec values), as the editor's form shows it.
const VALID: Record<string, string> = {
  module: '12',
  version: '0',
  descriptionPt: 'Mezanino: 180m² - Térreo: 1640m² - Total: 1820m²',
  descriptionEn: 'Mezzanine: 180\u00a0m² - Ground floor: 1640\u00a0m² - Total: 1820\u00a0m²',
  storageArea: '1490,62',
  mezzanineArea: '0',
  canopyArea: '136',
  gatehouseArea: '71,9778',
  utilitiesArea: '6,6278',
  docks: '4',
  ramps: '1',
  rentCents: '',
  condoFeeCents: '',
  iptuCents: '',
};
const form = (input: Record<string, string> = {}) => z.parse(moduleContentSchema, { ...VALID, ...input });
const save = (input: Record<string, string> = {}) => saveModuleContent(staff, form(input));
const entries = () => auditEntries(handle);
const row = async (n = 12) => (await handle.db.select().from(modules).where(eq(modules.number, n)))[0]!;
const messages = (input: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...VALID, ...input })) data.set(k, v);
  return validateForm(moduleContentSchema, data);
};

describe('the module content form', () => {
  it('reads areas with a comma or a dot, money the Brazilian way, and blank prices as none', () => {
    expect(
      form({ storageArea: '1490.5', rentCents: '45.000,00', condoFeeCents: '0', iptuCents: '1200,5' }),
    ).toMatchObject({ storageArea: '1490.5', rentCents: 4_500_000, condoFeeCents: 0, iptuCents: 120_050, docks: 4 });
    expect(form()).toMatchObject({ rentCents: null, condoFeeCents: null, iptuCents: null, gatehouseArea: '71.9778' });
  });

  it('refuses what breaks its rules, each with its own message', () => {
    expect(messages({ storageArea: '1490,62345', canopyArea: '-1', mezzanineArea: '1.490,62' })).toEqual({
      storageArea: 'adminSiteModules.error.area',
      canopyArea: 'adminSiteModules.error.area',
      mezzanineArea: 'adminSiteModules.error.area',
    });
    expect(messages({ utilitiesArea: '100000,0001', docks: '4.5', ramps: '51' })).toEqual({
      utilitiesArea: 'adminSiteModules.error.area',
      docks: 'adminSiteModules.error.count',
      ramps: 'adminSiteModules.error.count',
    });
    expect(messages({ rentCents: '45.000,00' })).toEqual({ rentCents: 'adminSiteModules.error.priceParts' });
    expect(messages({ rentCents: 'muito', condoFeeCents: '1', iptuCents: '1' })).toEqual({
      rentCents: 'adminSiteModules.error.money',
    });
    expect(messages({ descriptionEn: ' ', descriptionPt: 'x'.repeat(2001) })).toEqual({
      descriptionEn: 'adminSiteModules.error.description',
      descriptionPt: 'adminSiteModules.error.tooLong',
    });
    expect(messages({ module: '19' })).toEqual({ module: 'adminModules.error.module' });
  });
});

describe(`staff edits of a module's public content on ${testEngine}`, () => {
  it('writes the change with its audit entry, moves the content version, and the public pages follow', async () => {
    const before = await currentContentVersion();
    expect(
      await save({
        descriptionPt: 'Galpão com **escritório**\n<script>alert(1)</script>',
        descriptionEn: 'Warehouse with an **office**',
        storageArea: '1400',
        rentCents: '45.000,00',
        condoFeeCents: '3.500,00',
        iptuCents: '1.200,00',
      }),
    ).toEqual({ changed: true });
    expect(BigInt(await currentContentVersion())).toBeGreaterThan(BigInt(before));
    expect(await row()).toMatchObject({
      version: 1,
      storageArea: '1400.0000',
      rentCents: 4_500_000,
      iptuCents: 120_000,
    });

    const entry = await onlyAuditEntry(handle);
    expect(entry).toMatchObject({
      actorLabel: 'Ana staff <staff@example.com>',
      action: 'module.content',
      subjectKind: 'module',
      subjectId: '12',
      before: {
        descriptionPt: VALID.descriptionPt,
        descriptionEn: VALID.descriptionEn,
        storageArea: '1490.62',
        rentCents: null,
        condoFeeCents: null,
        iptuCents: null,
      },
      after: { storageArea: '1400', rentCents: 4_500_000, condoFeeCents: 350_000, iptuCents: 120_000 },
    });
    // Only what changed is in the entry: the other areas were typed as they were.
    expect(Object.keys(entry.after as object).sort()).toEqual(
      ['condoFeeCents', 'descriptionEn', 'descriptionPt', 'iptuCents', 'rentCents', 'storageArea'].sort(),
    );

    const list = await listModules();
    const twelve = (locale: 'pt-BR' | 'en') => moduleViews(list, locale).modules.find((m) => m.number === 12)!;
    expect(twelve('pt-BR')).toMatchObject({ monthly: 'R$ 49.700,00/mês', cells: { total: '1.614,61' } });
    expect(twelve('pt-BR').descriptionHtml).toBe(
      '<p>Galpão com <strong>escritório</strong><br>\n&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(twelve('en').description).toBe('Warehouse with an **office**');
    // The table's totals and the hero's "from N m²" follow the new smallest total.
    expect((await areaTable()).totals.storage).toBeCloseTo(26_897.44 - 90.62, 2);
    expect((await condominiumFacts())?.smallestModuleArea).toBe(1614.61);
  });

  it('refuses a save over a newer one (the version check), writing nothing', async () => {
    await save({ docks: '5' });
    // A second editor opened the form at version 0 and saves after the first editor.
    await expect(save({ ramps: '2' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'adminSiteModules.error.changedMeanwhile',
    });
    expect(await row()).toMatchObject({ version: 1, docks: 5, ramps: 1 });
    // Two saves from the same read at once: one is written, the other refused.
    const both = await Promise.allSettled([
      save({ version: '1', docks: '5', descriptionPt: 'Primeiro' }),
      save({ version: '1', docks: '5', descriptionPt: 'Segundo' }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(['Primeiro', 'Segundo']).toContain((await row()).descriptionPt);
    expect((await row()).version).toBe(2);
    expect((await entries()).map((e) => e.action)).toEqual(['module.content', 'module.content']);
  });

  it('writes nothing when nothing differs, areas typed another way included', async () => {
    const version = await currentContentVersion();
    expect(await save({ storageArea: '1490.6200', canopyArea: '136,0' })).toEqual({ changed: false });
    expect(await entries()).toHaveLength(0);
    expect(await currentContentVersion()).toBe(version);
    expect((await row()).version).toBe(0);
  });

  it('refuses a module the table does not hold', async () => {
    await handle.db.delete(modules).where(eq(modules.number, 12));
    await expect(save()).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await entries()).toHaveLength(0);
  });

  it('has the database refuse a partial price', async () => {
    await expect(handle.db.update(modules).set({ rentCents: 100 }).where(eq(modules.number, 12))).rejects.toThrow();
  });
});
