import { describe, expect, it } from 'vitest';
import { siteToday } from '@/lib/format';
import { resolveRange } from './report-range';

const at = (iso: string) => new Date(iso);

describe('report date ranges in America/Fortaleza', () => {
  it('takes "today" from Fortaleza, not UTC: 01:30 UTC on 1 Dec is still 30 Nov there', () => {
    const now = at('2026-12-01T01:30:00Z');
    expect(siteToday(now)).toBe('2026-11-30');
    const month = resolveRange('this_month', now);
    expect(month.start.toISOString()).toBe('2026-11-01T03:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect([month.firstDay, month.lastDay]).toEqual(['2026-11-01', '2026-11-30']);
  });

  it('last month crosses the year boundary in January', () => {
    const r = resolveRange('last_month', at('2027-01-01T03:00:00Z'));
    expect(r.start.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(r.end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect([r.firstDay, r.lastDay]).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('one second before local midnight on 31 Dec still counts as this year', () => {
    const r = resolveRange('this_year', at('2027-01-01T02:59:59Z'));
    expect([r.firstDay, r.lastDay]).toEqual(['2026-01-01', '2026-12-31']);
    expect(r.end.toISOString()).toBe('2027-01-01T03:00:00.000Z');
  });

  it('last 7 and 30 days end with today included and span that many local days', () => {
    const now = at('2026-03-02T12:00:00Z');
    const week = resolveRange('last_7_days', now);
    expect([week.firstDay, week.lastDay]).toEqual(['2026-02-24', '2026-03-02']);
    expect(week.end.getTime() - week.start.getTime()).toBe(7 * 86_400_000);
    const month = resolveRange('last_30_days', now);
    expect([month.firstDay, month.lastDay]).toEqual(['2026-02-01', '2026-03-02']);
    expect(month.start.toISOString()).toBe('2026-02-01T03:00:00.000Z');
  });

  it('last month of March in a leap year is the whole of February', () => {
    const r = resolveRange('last_month', at('2028-03-15T12:00:00Z'));
    expect([r.firstDay, r.lastDay]).toEqual(['2028-02-01', '2028-02-29']);
  });
});
