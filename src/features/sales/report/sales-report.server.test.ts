import { describe, expect, it } from 'vitest';
import { addLead } from '@/features/sales/leads/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { visits } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { reportPeriod } from './sales-report-view.server';
import { addMonths, salesReport, TOP_REASONS } from './sales-report.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'visits']);

const at = (iso: string) => new Date(iso);
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

async function visit(leadId: string, startsAt: string, status: 'booked' | 'done' | 'no-show' | 'cancelled') {
  const start = at(startsAt);
  await handle.db
    .insert(visits)
    .values({ leadId, startsAt: start, endsAt: minutes(start, 60), status, source: 'site', locale: 'pt-BR' });
}

describe(`the sales report on ${testEngine}`, () => {
  it('counts leads by month and source, the first answer’s median and p90, visits and the funnel', async () => {
    // March 2026 (Fortaleza time): five leads answered after 10, 20, 30, 40 and 100 minutes.
    const march = at('2026-03-10T12:00:00Z');
    const answered = [10, 20, 30, 40, 100];
    const ids: string[] = [];
    for (const [i, m] of answered.entries()) {
      const lead = await addLead(handle, {
        createdAt: march,
        firstResponseAt: minutes(march, m),
        page: i === 0 ? '/agendar-visita' : i === 1 ? '/en/agendar-visita' : '/',
        moduleNumber: null,
        status: i === 0 ? 'won' : 'new',
      });
      ids.push(lead.id);
    }
    // Not answered: counts as a lead, not in the percentiles. Created 23:30 on 31 March in
    // Fortaleza (April in UTC): March.
    await addLead(handle, { createdAt: at('2026-04-01T02:30:00Z'), page: '/en' });
    // April: one lead, answered after 2 hours.
    const april = await addLead(handle, {
      createdAt: at('2026-04-05T12:00:00Z'),
      firstResponseAt: at('2026-04-05T14:00:00Z'),
      page: '/agendar-visita?modulo=3',
    });
    // Outside the period (February and May, Fortaleza time).
    await addLead(handle, { createdAt: at('2026-03-01T02:59:00Z') });
    await addLead(handle, { createdAt: at('2026-05-01T03:00:00Z') });

    await visit(ids[0]!, '2026-03-12T13:00:00Z', 'done');
    await visit(ids[0]!, '2026-03-20T13:00:00Z', 'cancelled');
    await visit(ids[1]!, '2026-03-13T13:00:00Z', 'no-show');
    await visit(ids[2]!, '2026-04-02T13:00:00Z', 'cancelled');
    await visit(april.id, '2026-04-10T13:00:00Z', 'booked');
    await visit(april.id, '2026-06-10T13:00:00Z', 'booked');

    const report = await salesReport({ from: '2026-03', to: '2026-04' });
    const [m3, m4, total] = report.leads;
    expect(report.leads).toHaveLength(3);
    expect(m3).toMatchObject({ month: '2026-03', leads: 6, booking: 2, module: 0, contact: 4, answered: 5 });
    // Seconds: the median of 10…100 minutes is 30; p90 interpolates 40 + 0.6 × 60 = 76 minutes.
    expect(m3!.median).toBe(30 * 60);
    expect(m3!.p90).toBe(76 * 60);
    expect(m3).toMatchObject({ withVisit: 2, visited: 1, won: 1, lost: 0 });
    expect(m4).toMatchObject({ month: '2026-04', leads: 1, booking: 1, answered: 1, median: 7200, p90: 7200 });
    expect(m4).toMatchObject({ withVisit: 1, visited: 0, won: 0 });
    expect(total).toMatchObject({ month: null, leads: 7, booking: 3, contact: 4, answered: 6, withVisit: 3 });
    // Six answers: 10, 20, 30, 40, 100, 120 minutes: median 35, p90 100 + 0.5 × 20 = 110.
    expect(total!.median).toBe(35 * 60);
    expect(total!.p90).toBe(110 * 60);

    expect(report.visits).toEqual([
      { month: '2026-03', booked: 0, done: 1, noShow: 1, cancelled: 1 },
      { month: '2026-04', booked: 1, done: 0, noShow: 0, cancelled: 1 },
      { month: null, booked: 1, done: 1, noShow: 1, cancelled: 2 },
    ]);
  });

  it('leaves the percentiles empty when no lead was answered', async () => {
    await addLead(handle, { createdAt: at('2026-03-10T12:00:00Z') });
    const report = await salesReport({ from: '2026-03', to: '2026-03' });
    expect(report.leads[0]).toMatchObject({ month: '2026-03', leads: 1, answered: 0, median: null, p90: null });
    expect(report.visits).toEqual([{ month: null, booked: 0, done: 0, noShow: 0, cancelled: 0 }]);
    expect(report.reasons).toEqual({ top: [], others: { groups: 0, leads: 0 } });
  });

  it('groups loss reasons by their trimmed lower-case text and says what "others" holds', async () => {
    const createdAt = at('2026-03-10T12:00:00Z');
    const lost = (lostReason: string, n = 1) =>
      Promise.all(Array.from({ length: n }, () => addLead(handle, { createdAt, status: 'lost', lostReason })));
    await lost('Preço alto', 2);
    await lost('  preço ALTO ');
    await lost('Sem área disponível', 2);
    for (let i = 0; i < TOP_REASONS; i++) await lost(`Motivo ${String(i).padStart(2, '0')}`);
    // Lost before the period: not counted.
    await addLead(handle, { createdAt: at('2026-01-10T12:00:00Z'), status: 'lost', lostReason: 'Preço alto' });

    const { reasons } = await salesReport({ from: '2026-03', to: '2026-03' });
    expect(reasons.top.slice(0, 3)).toEqual([
      { label: 'Preço alto', leads: 3 },
      { label: 'Sem área disponível', leads: 2 },
      { label: 'Motivo 00', leads: 1 },
    ]);
    expect(reasons.top).toHaveLength(TOP_REASONS);
    // 12 groups: 10 shown, the last two ("Motivo 08", "Motivo 09") are the others.
    expect(reasons.others).toEqual({ groups: 2, leads: 2 });
  });

  it('reads the period: the last 12 months by default, reversed ends swapped, bad months ignored', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    const period = (query: string) => reportPeriod(new URLSearchParams(query), now);
    expect(addMonths('2025-11', 2)).toBe('2026-01');
    expect(period('')).toEqual({ from: '2025-02', to: '2026-01' });
    expect(period('de=2025-06')).toEqual({ from: '2025-06', to: '2026-01' });
    expect(period('ate=2025-06')).toEqual({ from: '2024-07', to: '2025-06' });
    expect(period('de=2025-09&ate=2025-03')).toEqual({ from: '2025-03', to: '2025-09' });
    expect(period('de=2025-13&ate=%00')).toEqual({ from: '2025-02', to: '2026-01' });
    // 23:00 on 31 January in Fortaleza: still January.
    expect(reportPeriod(new URLSearchParams(), new Date('2026-02-01T02:00:00Z'))).toEqual({
      from: '2025-02',
      to: '2026-01',
    });
  });
});
