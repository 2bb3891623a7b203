import { beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { gatePasses, tenants } from '@/server/db/schema';
import { seedDatabase } from '@/server/db/seed';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { gateReportDays, gateReportProps } from './gate-report-view.server';
import { dayByModule, dayMovements, waitingTimes } from './gate-report.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['gate_passes', 'tenants', 'modules']);
beforeEach(async () => {
  await seedDatabase(handle.db);
});

const MINUTE = 60_000;
/** 'HH:mm' on a day in Parnamirim (UTC-3). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00-03:00`);
let codes = 0;

async function pass(
  tenantId: string,
  moduleNumber: number,
  {
    day = '2026-11-27',
    kind = 'truck' as 'truck' | 'visitor',
    company = 'Rápido Nordeste' as string | null,
    inAt = null as Date | null,
    stayMinutes = null as number | null,
    revoked = false,
    walkIn = false,
  } = {},
) {
  const [row] = await handle.db
    .insert(gatePasses)
    .values({
      tenantId,
      moduleNumber,
      kind,
      code: `C${String(++codes).padStart(7, '0')}`,
      personName: 'José Lima',
      company,
      plate: kind === 'truck' ? 'ABC1D23' : null,
      windowStart: at(day, '08:00'),
      windowEnd: at(day, '18:00'),
      walkIn,
      revokedAt: revoked ? at(day, '07:00') : null,
      checkedInAt: inAt,
      checkedOutAt: inAt && stayMinutes !== null ? new Date(inAt.getTime() + stayMinutes * MINUTE) : null,
    })
    .returning();
  return row!;
}

describe(`the staff's gate report on ${testEngine}`, () => {
  it("counts a day's arrivals per module: expected, in, out and still inside; lists them in the order they came", async () => {
    const [acme] = await handle.db.insert(tenants).values({ name: 'Acme' }).returning();
    const [beta] = await handle.db.insert(tenants).values({ name: 'Beta' }).returning();
    const day = '2026-11-27';
    const second = await pass(acme!.id, 4, { inAt: at(day, '10:00'), stayMinutes: 30 });
    const first = await pass(acme!.id, 4, { inAt: at(day, '09:00') });
    await pass(acme!.id, 4); // expected, not come
    await pass(acme!.id, 4, { revoked: true }); // revoked: not expected
    await pass(beta!.id, 9, { walkIn: true, kind: 'visitor', company: null, inAt: at(day, '11:00'), stayMinutes: 45 });
    await pass(beta!.id, 9, { day: '2026-11-28', inAt: at('2026-11-28', '09:00'), stayMinutes: 10 }); // another day
    expect(await dayByModule(day)).toEqual([
      { moduleNumber: 4, expected: 3, arrived: 2, left: 1, inside: 1 },
      { moduleNumber: 9, expected: 1, arrived: 1, left: 1, inside: 0 },
    ]);
    const movements = await dayMovements(day);
    expect(movements.map((m) => m.id)).toEqual([first.id, second.id, movements[2]!.id]);
    expect(movements.map((m) => m.tenantName)).toEqual(['Acme', 'Acme', 'Beta']);
    expect(await dayByModule('2026-11-26')).toEqual([]);
  });

  it('gives the median and 90th percentile of the stays by module and by carrier, those still inside left out', async () => {
    const [acme] = await handle.db.insert(tenants).values({ name: 'Acme' }).returning();
    const day = '2026-11-20';
    // Module 4: ten trucks of one carrier (as typed two ways) staying 10, 20, … 100 minutes.
    for (let i = 1; i <= 10; i++)
      await pass(acme!.id, 4, {
        day,
        company: i % 2 ? 'Rápido Nordeste' : ' rápido nordeste ',
        inAt: at(day, '08:00'),
        stayMinutes: i * 10,
      });
    await pass(acme!.id, 7, { day, company: 'Translog', inAt: at(day, '09:00'), stayMinutes: 60 });
    await pass(acme!.id, 7, { day, kind: 'visitor', company: 'Visita SA', inAt: at(day, '09:00'), stayMinutes: 240 });
    await pass(acme!.id, 7, { day, inAt: at(day, '09:00') }); // still inside
    await pass(acme!.id, 7, { day: '2026-10-01', inAt: at('2026-10-01', '09:00'), stayMinutes: 999 }); // before
    const { byModule, byCarrier } = await waitingTimes({ from: '2026-11-01', to: '2026-11-30' });
    expect(byModule).toEqual([
      { moduleNumber: 4, stays: 10, median: 55 * 60, p90: 91 * 60 },
      { moduleNumber: 7, stays: 2, median: 150 * 60, p90: 222 * 60 },
      { moduleNumber: null, stays: 12, median: 60 * 60, p90: 99 * 60 },
    ]);
    expect(byCarrier).toEqual([
      { carrier: 'Rápido Nordeste', stays: 10, median: 55 * 60, p90: 91 * 60 },
      { carrier: 'Translog', stays: 1, median: 60 * 60, p90: 60 * 60 },
      { carrier: null, stays: 11, median: 60 * 60, p90: 90 * 60 },
    ]);
    const none = await waitingTimes({ from: '2026-12-01', to: '2026-12-31' });
    expect(none.byModule).toEqual([{ moduleNumber: null, stays: 0, median: null, p90: null }]);
  });

  it('reads the day and period from the query: today and the 30 days to it by default, nonsense ignored', async () => {
    const now = new Date('2026-11-27T13:00:00Z');
    const read = (query: string) => gateReportDays(new URLSearchParams(query), now);
    expect(read('')).toEqual({ day: '2026-11-27', period: { from: '2026-10-29', to: '2026-11-27' } });
    expect(read('dia=2026-02-31&de=x&ate=2026-13-01')).toEqual(read(''));
    expect(read('dia=2026-11-03')).toEqual({ day: '2026-11-03', period: { from: '2026-10-05', to: '2026-11-03' } });
    expect(read('de=2026-11-10&ate=2026-11-01').period).toEqual({ from: '2026-11-01', to: '2026-11-10' });
    expect(read('de=2020-01-01&ate=2026-11-27').period).toEqual({ from: '2025-11-27', to: '2026-11-27' });
    const props = await gateReportProps(new URL('http://x/admin/tenants/gate?dia=2026-11-27'), 'en', now);
    expect(props.modules).toEqual([]);
    expect(props.waitingByModule).toEqual([]);
    expect(props.clearHref).toBe('/en/admin/tenants/gate');
  });
});
