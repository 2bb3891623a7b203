import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/forms/validate-form';
import { z } from '@/lib/forms/zod';
import { formatRanges, hoursOf, parseRanges, visitRulesSchema } from './visit-settings.schema';

const VALID = {
  version: '0',
  slotMinutes: '60',
  placesPerSlot: '2',
  daysAhead: '30',
  minNoticeHours: '24',
  hours1: '09:00-12:00, 14:00-17:00',
  hours3: '08:30–11:45',
};

const messages = (input: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ ...VALID, ...input })) data.set(k, v);
  return validateForm(visitRulesSchema, data);
};

describe('the weekly hours as typed', () => {
  it('reads ranges in minutes, in order, a blank as none', () => {
    expect(parseRanges('14:00-17:00, 09:00-12:00')).toEqual([
      { startsMinute: 540, endsMinute: 720 },
      { startsMinute: 840, endsMinute: 1020 },
    ]);
    expect(parseRanges('  ')).toEqual([]);
    expect(parseRanges('20:00-24:00')).toEqual([{ startsMinute: 1200, endsMinute: 1440 }]);
  });

  it('refuses a bad time, a range ending first, overlaps and too many ranges', () => {
    for (const bad of ['9-12', '09:00', '12:00-09:00', '09:00-09:00', '25:00-26:00', '09:00-12:00, 11:00-13:00'])
      expect(parseRanges(bad), bad).toBeNull();
    expect(parseRanges(Array.from({ length: 7 }, (_, i) => `0${i}:00-0${i}:30`).join(','))).toBeNull();
  });

  it('writes them back as the field shows them', () => {
    const hours = [
      { weekday: 1, startsMinute: 540, endsMinute: 720 },
      { weekday: 1, startsMinute: 840, endsMinute: 1440 },
      { weekday: 2, startsMinute: 600, endsMinute: 660 },
    ];
    expect(formatRanges(hours, 1)).toBe('09:00-12:00, 14:00-24:00');
    expect(formatRanges(hours, 0)).toBe('');
  });
});

describe('the rules form', () => {
  it('takes numbers and hours, notice in hours', () => {
    const input = z.parse(visitRulesSchema, VALID);
    expect(input).toMatchObject({ version: 0, slotMinutes: 60, placesPerSlot: 2, daysAhead: 30, minNoticeHours: 24 });
    expect(hoursOf(input)).toEqual([
      { weekday: 1, startsMinute: 540, endsMinute: 720 },
      { weekday: 1, startsMinute: 840, endsMinute: 1020 },
      { weekday: 3, startsMinute: 510, endsMinute: 705 },
    ]);
  });

  it('refuses each rule out of its range with its own message', () => {
    expect(messages({ slotMinutes: '10', placesPerSlot: '0', daysAhead: '400', minNoticeHours: '-1' })).toEqual({
      slotMinutes: 'visitSettings.error.slotMinutes',
      placesPerSlot: 'visitSettings.error.placesPerSlot',
      daysAhead: 'visitSettings.error.daysAhead',
      minNoticeHours: 'visitSettings.error.minNoticeHours',
    });
    expect(messages({ slotMinutes: '1.5', hours2: '9h às 12h' })).toEqual({
      slotMinutes: 'visitSettings.error.slotMinutes',
      hours2: 'visitSettings.error.hours',
    });
    expect(messages({})).toEqual({});
  });
});
