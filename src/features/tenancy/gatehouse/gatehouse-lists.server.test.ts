import { beforeEach, describe, expect, it } from 'vitest';
import { addUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { gatePasses, leases, tenantMembers, tenants } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { GATE_PAGE_SIZES } from './gatehouse.server';
import { gatehouseProps } from './gatehouse-view.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['gate_passes', 'leases', 'tenant_members', 'tenants', 'user', 'modules']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const MINUTE = 60_000;
// 10:00 in Parnamirim (UTC-3); the site's day started at 03:00 UTC.
const NOW = new Date('2026-11-27T13:00:00Z');
const DAY_START = new Date('2026-11-27T03:00:00Z');

/** `count` passes for Acme today, a minute apart from 03:00, named 'Name 001'…; walk-ins when asked. */
async function passes(count: number, { walkIn = false, name = 'Visita' } = {}) {
  const [tenant] = await handle.db.insert(tenants).values({ name: 'Acme' }).returning();
  await addUser(handle, `main-${name}`);
  await handle.db.insert(tenantMembers).values({ userId: `main-${name}`, tenantId: tenant!.id, role: 'main' });
  await handle.db.insert(leases).values({ tenantId: tenant!.id, moduleNumber: 4, startsOn: '2026-01-01' });
  await handle.db.insert(gatePasses).values(
    Array.from({ length: count }, (_, i) => ({
      tenantId: tenant!.id,
      moduleNumber: 4,
      kind: 'visitor' as const,
      code: `${walkIn ? 'AV' : 'VS'}${String(i).padStart(6, '0')}`,
      personName: `${name} ${String(i + 1).padStart(3, '0')}`,
      windowStart: new Date(DAY_START.getTime() + i * MINUTE),
      windowEnd: new Date(DAY_START.getTime() + i * MINUTE + 20 * 3_600_000),
      walkIn,
      approval: walkIn ? ('pending' as const) : ('approved' as const),
    })),
  );
}

const screen = (query: string) => gatehouseProps(new URL(`http://site/portaria${query}`), 'pt-BR', undefined, NOW);
const names = (rows: { personName: string }[]) => rows.map((row) => row.personName);

describe(`the gatehouse's lists on ${testEngine}`, () => {
  it('pages today’s arrivals past the first page, counting them all, and keeps the other lists’ pages', async () => {
    const total = GATE_PAGE_SIZES.today + 5;
    await passes(total);
    const first = await screen('');
    expect(first.today.rows).toHaveLength(GATE_PAGE_SIZES.today);
    expect(first.today.countText).toBe(`${total} passes para hoje`);
    expect(first.today.pagesText).toBe('Esperados hoje, página 1 de 2');
    expect(first.today.next).toBe('/portaria?pagina=2');
    const second = await screen('?q=visita&pagina_busca=2&pagina=2');
    expect(names(second.today.rows)).toEqual(
      Array.from({ length: 5 }, (_, i) => `Visita ${String(GATE_PAGE_SIZES.today + i + 1).padStart(3, '0')}`),
    );
    expect(second.today.previous).toBe('/portaria?q=visita&pagina_busca=2');
    // A pass opens where the guard is: the same search and pages.
    expect(second.today.rows[0]!.href).toMatch(/^\/portaria\?codigo=VS00-\d{4}&q=visita&pagina_busca=2&pagina=2$/);
  });

  it('pages a search’s results, the latest first, with their count in the title', async () => {
    const total = GATE_PAGE_SIZES.search * 2 + 1;
    await passes(total);
    const first = await screen('?q=visita');
    expect(first.results?.title).toBe(`${total} resultados para “visita”`);
    expect(first.results?.rows[0]?.personName).toBe(`Visita ${String(total).padStart(3, '0')}`);
    expect(first.results?.next).toBe('/portaria?q=visita&pagina_busca=2');
    const last = await screen('?q=visita&pagina_busca=3');
    expect(names(last.results?.rows ?? [])).toEqual(['Visita 001']);
    expect(last.results?.pagesText).toBe('Resultados, página 3 de 3');
    expect(last.results?.previous).toBe('/portaria?q=visita&pagina_busca=2');
    expect((await screen('?q=ninguem')).results?.title).toBe('Nada encontrado para “ninguem”.');
  });

  it('pages today’s walk-ins, the newest first, and keeps the code looked at', async () => {
    const total = GATE_PAGE_SIZES.walkIns + 2;
    await passes(total, { walkIn: true, name: 'Avulso' });
    const first = await screen('?codigo=AV000000');
    expect(first.shown?.personName).toBe('Avulso 001');
    expect(first.walkIns.countText).toBe(`${total} chegadas sem passe hoje`);
    expect(first.walkIns.next).toBe('/portaria?codigo=AV000000&pagina_avulsos=2');
    const second = await screen('?codigo=AV000000&pagina_avulsos=2');
    expect(names(second.walkIns.rows)).toEqual(['Avulso 002', 'Avulso 001']);
    expect(second.walkIns.rows[0]?.decision).toBe('Aguardando o condômino');
  });
});
