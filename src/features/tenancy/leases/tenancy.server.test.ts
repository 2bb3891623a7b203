import { beforeEach, describe, expect, it, vi } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { EXCLUSION_VIOLATION, isPgError } from '@/server/db/errors';
import { leases, tenantMembers, tenants } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { tenancyOf, tenancyReader } from './tenancy.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leases', 'tenant_members', 'tenants', 'user', 'modules']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

async function tenantWith(userId: string, name: string) {
  const [tenant] = await handle.db.insert(tenants).values({ name }).returning();
  await handle.db.insert(tenantMembers).values({ userId, tenantId: tenant!.id, role: 'main' });
  return tenant!.id;
}

describe(`tenancy on ${testEngine}`, () => {
  it('gives an account its tenant, role and the modules leased on the day asked', async () => {
    await addUser(handle, 'ana');
    await addUser(handle, 'bia');
    const tenantId = await tenantWith('ana', 'Acme Logística');
    await handle.db.insert(leases).values([
      { tenantId, moduleNumber: 7, startsOn: '2026-01-01', endsOn: '2026-12-31' },
      { tenantId, moduleNumber: 5, startsOn: '2026-06-01' },
    ]);
    expect(await tenancyOf('ana', '2026-03-01', handle.db)).toEqual({
      tenantId,
      tenantName: 'Acme Logística',
      role: 'main',
      modules: [7],
    });
    expect((await tenancyOf('ana', '2026-12-31', handle.db))?.modules).toEqual([5, 7]);
    expect((await tenancyOf('ana', '2027-01-01', handle.db))?.modules).toEqual([5]);
    expect(await tenancyOf('bia', '2026-03-01', handle.db)).toBeNull();
  });

  it('refuses a lease of a module that overlaps another by a single day, and allows the next day', async () => {
    await addUser(handle, 'ana');
    await addUser(handle, 'bia');
    const acme = await tenantWith('ana', 'Acme');
    const other = await tenantWith('bia', 'Outra');
    await handle.db
      .insert(leases)
      .values({ tenantId: acme, moduleNumber: 5, startsOn: '2026-01-01', endsOn: '2026-06-30' });
    const overlapping = handle.db
      .insert(leases)
      .values({ tenantId: other, moduleNumber: 5, startsOn: '2026-06-30', endsOn: '2026-12-31' });
    const error = await overlapping.then(
      () => null,
      (e: unknown) => e,
    );
    expect(isPgError(error, EXCLUSION_VIOLATION)).toBe(true);
    await handle.db.insert(leases).values({ tenantId: other, moduleNumber: 5, startsOn: '2026-07-01' });
    // An open-ended lease takes every later day.
    const later = await handle.db
      .insert(leases)
      .values({ tenantId: acme, moduleNumber: 5, startsOn: '2030-01-01', endsOn: '2030-01-02' })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(isPgError(later, EXCLUSION_VIOLATION)).toBe(true);
  });
});

describe('the tenancy on locals', () => {
  it('is read on the first ask only, however many guards and layouts ask in the request', async () => {
    const tenancy = { tenantId: 't', tenantName: 'Acme', role: 'member' as const, modules: [7] };
    const read = vi.fn(async () => tenancy);
    const ask = tenancyReader({ id: 'ana' }, read);
    expect(read).not.toHaveBeenCalled();
    expect(await Promise.all([ask(), ask()])).toEqual([tenancy, tenancy]);
    expect(await ask()).toBe(tenancy);
    expect(read).toHaveBeenCalledTimes(1);
    expect(read).toHaveBeenCalledWith('ana');
  });

  it('is null without anyone signed in, and nothing is read', async () => {
    const read = vi.fn(async () => null);
    expect(await tenancyReader(null, read)()).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });
});
