// The gate benchmark (not a test: skipped unless BENCH_GATE_OUT names where to write the figures;
// `npm run bench -- gate` runs it through scripts/bench-gate.mjs). 10,000 passes in a PGlite
// database in this process, then the gatehouse's lookup by plate, timed 1,000 times: p50, p99.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { searchPasses } from '@/features/tenancy/gatehouse/gatehouse.server';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import { gatePasses, leases, tenantMembers, tenants } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { useTestDatabase } from '@/server/db/test-database';

const out = process.env.BENCH_GATE_OUT;
const PASSES = 10_000;
const LOOKUPS = 1_000;
const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
const plate = (i: number) =>
  `${letters[i % 23]}${letters[Math.floor(i / 23) % 23]}${letters[Math.floor(i / 529) % 23]}${i % 10}${letters[i % 19]}${String(i % 100).padStart(2, '0')}`;

describe.runIf(out)('gate benchmark', () => {
  it(`looks up a plate among ${PASSES} passes`, async () => {
    const handle = await useTestDatabase();
    await seedDatabase(handle.db);
    await addUser(handle, 'bench');
    const [tenant] = await handle.db.insert(tenants).values({ name: 'Bench Logística' }).returning();
    await handle.db.insert(tenantMembers).values({ userId: 'bench', tenantId: tenant!.id, role: 'main' });
    await handle.db.insert(leases).values({ tenantId: tenant!.id, moduleNumber: 7, startsOn: '2020-01-01' });
    const start = Date.UTC(2026, 0, 1);
    for (let batch = 0; batch < PASSES; batch += 1000) {
      await handle.db.insert(gatePasses).values(
        Array.from({ length: 1000 }, (_, j) => {
          const i = batch + j;
          return {
            tenantId: tenant!.id,
            moduleNumber: 7,
            kind: 'truck' as const,
            code: `B${String(i).padStart(7, '0')}`,
            personName: `Motorista ${i}`,
            company: `Transportadora ${i % 50}`,
            plate: plate(i),
            operation: 'unload' as const,
            windowStart: new Date(start + i * 3_600_000),
            windowEnd: new Date(start + i * 3_600_000 + 4 * 3_600_000),
          };
        }),
      );
    }
    await handle.db.execute(sql`ANALYZE gate_passes`);
    const times: number[] = [];
    for (let n = 0; n < LOOKUPS; n++) {
      const i = (n * 7919) % PASSES;
      const typed = plate(i).toLowerCase();
      const began = performance.now();
      const found = await searchPasses(typed);
      times.push(performance.now() - began);
      expect(found.rows.length).toBeGreaterThan(0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
    const results = { passes: PASSES, lookups: LOOKUPS, p50Ms: at(0.5), p99Ms: at(0.99), targetMet: at(0.99) < 100 };
    fs.writeFileSync(out!, JSON.stringify(results, null, 2));
  }, 300_000);
});
