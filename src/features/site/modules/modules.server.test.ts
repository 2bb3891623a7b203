import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SEED_TOTALS_PT } from './area-totals.test-support';
import type { DatabaseHandle } from '@/server/db/client';
import { modules } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { formatAreaCells } from './area-table';
import { areaTable, byStatus, listModules } from './modules.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h));

describe(`modules on the real database (${testEngine})`, () => {
  it('lists the 18 seeded modules in order', async () => {
    const list = await listModules();
    expect(list.map((m) => m.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
  });

  it('produces the owner’s totals from the stored numeric values', async () => {
    const { rows, totals } = await areaTable();
    expect(rows).toHaveLength(18);
    expect(formatAreaCells(totals, 'pt-BR')).toEqual(SEED_TOTALS_PT);
    expect(formatAreaCells(totals, 'en').total).toBe('32,384.34');
  });

  it('moves a module between the lists when its status changes', async () => {
    const before = byStatus(await listModules());
    expect(before.available.map((m) => m.number)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(before.leased.map((m) => m.number)).toEqual([1, 2, 3, 16, 17, 18]);

    await handle.db.update(modules).set({ status: 'leased' }).where(eq(modules.number, 7));
    await handle.db.update(modules).set({ status: 'available' }).where(eq(modules.number, 16));
    const after = byStatus(await listModules());
    expect(after.available.map((m) => m.number)).toEqual([4, 5, 6, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(after.leased.map((m) => m.number)).toEqual([1, 2, 3, 7, 17, 18]);
    const { rows } = await areaTable();
    expect(rows.find((r) => r.module === 7)?.status).toBe('leased');
  });
});
