// Migration 0040: a module's status follows its leases. A database as the release before it left
// it (modules marked by hand, some with the tenant's name and contract end typed in) keeps every
// module's history: a leased module with a name and no lease gets a lease record without an
// account, "reserved" becomes the staff's hold, and the typed columns stay as they were.
import fs from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client';
import { leases, modules, tenantMembers, tenants } from './schema';
import { createTestDatabase, testEngine } from './test-database';
import { migrationsFolder } from './test-migrations';

let handle: DatabaseHandle;
let folder: string;
const TENANT = '77777777-7777-4777-8777-777777777777';

beforeAll(async () => {
  folder = migrationsFolder({ upTo: '0039_gate_passes_search' });
  handle = await createTestDatabase({ migrationsFolder: folder, seed: false });
  for (const n of [1, 2, 3, 4, 5]) {
    await handle.db.execute(
      sql.raw(`INSERT INTO modules (number, status, storage_area, mezzanine_area, canopy_area, gatehouse_area,
        utilities_area, docks, ramps, description, description_en) VALUES
        (${n}, '${n <= 3 ? 'leased' : 'available'}', 1490.62, 180, 136, 71.9778, 6.6278, 4, 1, 'Módulo', 'Module')`),
    );
  }
  const set = (n: number, values: string) =>
    handle.db.execute(sql.raw(`UPDATE modules SET ${values} WHERE number = ${n}`));
  // 1: leased, named, open-ended; 2: leased, named, contract to 2027-06-30; 3: leased, no name
  // (stays as it was); 4: reserved with a name; 5: leased, named, but a lease already covers it.
  await set(1, `tenant_name = ' Transportes Sol ', updated_at = '2026-03-10T12:00:00Z'`);
  await set(2, `tenant_name = 'Frios do Norte', contract_end = '2027-06-30', updated_at = '2026-05-02T12:00:00Z'`);
  await set(4, `status = 'reserved', tenant_name = 'Souza Comércio', contract_end = '2027-12-31'`);
  await set(5, `status = 'leased', tenant_name = 'Nome digitado', updated_at = '2026-01-05T12:00:00Z'`);
  await handle.db.execute(sql.raw(`INSERT INTO tenants (id, name) VALUES ('${TENANT}', 'Acme')`));
  await handle.db.execute(
    sql.raw(`INSERT INTO leases (tenant_id, module_number, starts_on) VALUES ('${TENANT}', 5, '2025-01-01')`),
  );
  await handle.migrate();
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

describe(`migration 0040 on ${testEngine}`, () => {
  it('gives each leased module with a typed tenant and no lease a lease record without an account', async () => {
    const rows = await handle.db
      .select({ module: leases.moduleNumber, tenant: tenants.name, startsOn: leases.startsOn, endsOn: leases.endsOn })
      .from(leases)
      .innerJoin(tenants, eq(tenants.id, leases.tenantId))
      .orderBy(asc(leases.moduleNumber));
    expect(rows).toEqual([
      { module: 1, tenant: 'Transportes Sol', startsOn: '2026-03-10', endsOn: null },
      { module: 2, tenant: 'Frios do Norte', startsOn: '2026-05-02', endsOn: '2027-06-30' },
      { module: 5, tenant: 'Acme', startsOn: '2025-01-01', endsOn: null },
    ]);
    // Tenants without accounts: no one signs in as them.
    expect(await handle.db.select().from(tenantMembers)).toEqual([]);
  });

  it('keeps every status, makes "reserved" the staff hold and leaves the typed columns as they were', async () => {
    const rows = await handle.db
      .select({
        number: modules.number,
        status: modules.status,
        reserved: modules.reserved,
        tenantName: modules.tenantName,
        contractEnd: modules.contractEnd,
      })
      .from(modules)
      .orderBy(asc(modules.number));
    expect(rows).toEqual([
      { number: 1, status: 'leased', reserved: false, tenantName: ' Transportes Sol ', contractEnd: null },
      { number: 2, status: 'leased', reserved: false, tenantName: 'Frios do Norte', contractEnd: '2027-06-30' },
      { number: 3, status: 'leased', reserved: false, tenantName: null, contractEnd: null },
      { number: 4, status: 'reserved', reserved: true, tenantName: 'Souza Comércio', contractEnd: '2027-12-31' },
      { number: 5, status: 'leased', reserved: false, tenantName: 'Nome digitado', contractEnd: null },
    ]);
  });
});
