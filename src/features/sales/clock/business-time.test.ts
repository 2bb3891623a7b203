import { describe, expect, it } from 'vitest';
import { addDays, siteDay } from '@/lib/site-time';
import { addBusinessMinutes, isBusinessDay, siteMinute } from './business-time';

// Fortaleza is UTC-3: 10:00 there is 13:00Z. 2026-11-26 is a Thursday.
const at = (local: string) => new Date(`${local}:00-03:00`);
const HOURS = { opensMinute: 8 * 60, closesMinute: 18 * 60 };
const open = () => false;
const due = (local: string, minutes: number, closed: string[] = []) =>
  addBusinessMinutes(at(local), minutes, HOURS, (day) => closed.includes(day)).toISOString();

describe('addBusinessMinutes', () => {
  it('adds minutes within the same business day', () => {
    expect(due('2026-11-26T10:00', 60)).toBe(at('2026-11-26T11:00').toISOString());
    expect(due('2026-11-26T10:07', 1)).toBe(at('2026-11-26T10:08').toISOString());
  });

  it('ends exactly at closing time when the time runs out there', () => {
    expect(due('2026-11-26T17:00', 60)).toBe(at('2026-11-26T18:00').toISOString());
  });

  it('starts counting at opening time for a lead that arrives before it', () => {
    expect(due('2026-11-26T06:00', 60)).toBe(at('2026-11-26T09:00').toISOString());
  });

  it('moves a lead that arrives after hours (or at closing) to the next business morning', () => {
    expect(due('2026-11-26T18:00', 60)).toBe(at('2026-11-27T09:00').toISOString());
    expect(due('2026-11-26T20:00', 60)).toBe(at('2026-11-27T09:00').toISOString());
    // 22:30 in Fortaleza is already Friday in UTC: still Thursday evening on the site.
    expect(due('2026-11-26T22:30', 60)).toBe(at('2026-11-27T09:00').toISOString());
  });

  it('carries what is left of the day across the evening and the weekend', () => {
    expect(due('2026-11-27T17:30', 60)).toBe(at('2026-11-30T08:30').toISOString());
    expect(due('2026-11-28T11:00', 60)).toBe(at('2026-11-30T09:00').toISOString());
    expect(due('2026-11-29T23:59', 1)).toBe(at('2026-11-30T08:01').toISOString());
  });

  it('skips closed days', () => {
    expect(due('2026-11-27T17:30', 60, ['2026-11-30'])).toBe(at('2026-12-01T08:30').toISOString());
    expect(due('2026-11-26T12:00', 60, ['2026-11-26'])).toBe(at('2026-11-27T09:00').toISOString());
  });

  it('spans several days', () => {
    // Wednesday 10:00–18:00 is 480 minutes; 420 more end Thursday at 15:00.
    expect(due('2026-11-25T10:00', 900)).toBe(at('2026-11-26T15:00').toISOString());
    // A whole business week (5 × 600 minutes) from Monday 08:00 ends Friday at 18:00.
    expect(due('2026-11-23T08:00', 3000)).toBe(at('2026-11-27T18:00').toISOString());
    expect(due('2026-11-23T08:00', 3001)).toBe(at('2026-11-30T08:01').toISOString());
  });

  it('honours other business hours', () => {
    const hours = { opensMinute: 9 * 60 + 30, closesMinute: 12 * 60 };
    expect(addBusinessMinutes(at('2026-11-26T11:45'), 30, hours, open).toISOString()).toBe(
      at('2026-11-27T09:45').toISOString(),
    );
  });
});

describe('site days', () => {
  it('reads days and minutes in Fortaleza time', () => {
    expect(siteDay(new Date('2026-11-27T01:30:00Z'))).toBe('2026-11-26');
    expect(siteMinute(new Date('2026-11-27T01:30:00Z'))).toBe(22 * 60 + 30);
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
    expect(isBusinessDay('2026-11-28', open)).toBe(false);
    expect(isBusinessDay('2026-11-27', open)).toBe(true);
    expect(isBusinessDay('2026-11-27', (d) => d === '2026-11-27')).toBe(false);
  });
});
