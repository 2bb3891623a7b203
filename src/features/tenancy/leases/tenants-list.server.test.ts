import { beforeEach, describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { leases, tenantMembers, tenants } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { TENANTS_PAGE_SIZE } from './leases.server';
import { tenantsListProps } from './tenancy-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leases', 'tenant_members', 'tenants', 'user', 'modules']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const list = (query: string) => tenantsListProps(new URL(`http://x/admin/tenants${query}`), 'pt-BR');

describe(`the staff's tenants list on ${testEngine}`, () => {
  it('pages the tenants by name past the first page, counting them all, with their modules and people', async () => {
    const count = TENANTS_PAGE_SIZE + 3;
    const name = (i: number) => `Empresa ${String(i).padStart(3, '0')}`;
    const rows = await handle.db
      .insert(tenants)
      .values(Array.from({ length: count }, (_, i) => ({ name: name(i) })))
      .returning();
    const last = rows.find((row) => row.name === name(count - 1))!;
    await addUser(handle, 'ana');
    await handle.db.insert(tenantMembers).values({ userId: 'ana', tenantId: last.id, role: 'main' });
    await handle.db.insert(leases).values({ tenantId: last.id, moduleNumber: 4, startsOn: '2020-01-01' });

    const first = await list('');
    expect(first.tenants).toHaveLength(TENANTS_PAGE_SIZE);
    expect(first.countText).toBe(`${count} inquilinos`);
    expect(first.pagesText).toBe('Página 1 de 2');
    expect(first.next).toBe('/admin/tenants?pagina=2');
    const second = await list('?pagina=2');
    expect(second.tenants.map((t) => t.name)).toEqual([name(count - 3), name(count - 2), name(count - 1)]);
    expect(second.tenants[2]).toMatchObject({ modules: 'Módulo 4', people: 1 });
    expect(second.previous).toBe('/admin/tenants');
    // A page past the end is the last one; nonsense is the first.
    expect((await list('?pagina=9')).tenants).toHaveLength(3);
    expect((await list('?pagina=abc')).tenants).toHaveLength(TENANTS_PAGE_SIZE);
  });
});
