// The staff's forms for how visits are offered (/admin/visits/settings), shared by the actions and
// the tests: the rules with the weekly hours (one text field per weekday, '09:00-12:00, 14:00-17:00',
// blank for no visits), and a closed day added or removed.
import { isCalendarDay } from '@/lib/calendar-day';
import { recordVersion, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import type { MessageKey } from '@/i18n/translate';
import type { VisitHoursRange } from './visit-settings.server';

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;
export const MAX_RANGES_PER_DAY = 6;
export const HOURS_MAX_LENGTH = 200;
export const CLOSED_DAY_NAME_MAX_LENGTH = 100;

/** The limits of each rule, as the table's CHECK keeps them. */
export const RULE_LIMITS = {
  slotMinutes: { min: 15, max: 480 },
  placesPerSlot: { min: 1, max: 50 },
  daysAhead: { min: 1, max: 365 },
  minNoticeHours: { min: 0, max: 336 },
} as const;

const RANGE = /^([01]\d|2[0-3]):([0-5]\d)\s*[-–]\s*(([01]\d|2[0-3]):([0-5]\d)|24:00)$/;
const minuteOf = (hh: string, mm: string) => Number(hh) * 60 + Number(mm);

/**
 * One weekday's ranges as typed, in minutes after midnight and in order; null when a range is not
 * 'HH:mm-HH:mm', ends before it starts or overlaps another, or there are too many. Blank: none.
 */
export function parseRanges(text: string): { startsMinute: number; endsMinute: number }[] | null {
  const parts = text
    .split(/[,;\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length > MAX_RANGES_PER_DAY) return null;
  const ranges: { startsMinute: number; endsMinute: number }[] = [];
  for (const part of parts) {
    const m = RANGE.exec(part);
    if (!m) return null;
    const startsMinute = minuteOf(m[1]!, m[2]!);
    const endsMinute = m[3] === '24:00' ? 1440 : minuteOf(m[4]!, m[5]!);
    if (startsMinute >= endsMinute) return null;
    ranges.push({ startsMinute, endsMinute });
  }
  ranges.sort((a, b) => a.startsMinute - b.startsMinute);
  return ranges.every((r, i) => i === 0 || ranges[i - 1]!.endsMinute <= r.startsMinute) ? ranges : null;
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** A weekday's ranges as the field shows them: '09:00-12:00, 14:00-17:00'. */
export function formatRanges(hours: readonly VisitHoursRange[], weekday: number): string {
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => `${hhmm(h.startsMinute)}-${hhmm(h.endsMinute)}`)
    .join(', ');
}

const wholeNumber = ({ min, max }: { min: number; max: number }, message: MessageKey) =>
  z.pipe(
    z.string({ error: message }).check(
      z.trim(),
      z.regex(/^\d{1,4}$/, message),
      z.refine((v) => Number(v) >= min && Number(v) <= max, message),
    ),
    z.transform(Number),
  );

const dayHours = z.pipe(
  z.nullish(
    z.string().check(
      z.maxLength(HOURS_MAX_LENGTH, 'visitSettings.error.hours'),
      z.refine((v) => parseRanges(v) !== null, 'visitSettings.error.hours'),
    ),
  ),
  z.transform((v) => parseRanges(v ?? '') ?? []),
);

export const visitRulesSchema = z.object({
  version: recordVersion('visitSettings.error.changedMeanwhile'),
  slotMinutes: wholeNumber(RULE_LIMITS.slotMinutes, 'visitSettings.error.slotMinutes'),
  placesPerSlot: wholeNumber(RULE_LIMITS.placesPerSlot, 'visitSettings.error.placesPerSlot'),
  daysAhead: wholeNumber(RULE_LIMITS.daysAhead, 'visitSettings.error.daysAhead'),
  minNoticeHours: wholeNumber(RULE_LIMITS.minNoticeHours, 'visitSettings.error.minNoticeHours'),
  hours0: dayHours,
  hours1: dayHours,
  hours2: dayHours,
  hours3: dayHours,
  hours4: dayHours,
  hours5: dayHours,
  hours6: dayHours,
});

export type VisitRulesInput = z.output<typeof visitRulesSchema>;

/** The weekly hours of a valid form, by weekday then start. */
export function hoursOf(input: VisitRulesInput): VisitHoursRange[] {
  return [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
    input[`hours${weekday}` as `hours${0 | 1 | 2 | 3 | 4 | 5 | 6}`].map((r) => ({ weekday, ...r })),
  );
}

const calendarDay = z
  .string({ error: 'visitSettings.error.day' })
  .check(z.trim(), z.refine(isCalendarDay, 'visitSettings.error.day'));

const dayName = requiredText(
  { required: 'visitSettings.error.name', tooLong: 'visitSettings.error.name' },
  CLOSED_DAY_NAME_MAX_LENGTH,
);

export const addClosedDaySchema = z.object({ day: calendarDay, namePt: dayName, nameEn: dayName });
export const removeClosedDaySchema = z.object({ day: calendarDay });

export type AddClosedDayInput = z.output<typeof addClosedDaySchema>;
export type RemoveClosedDayInput = z.output<typeof removeClosedDaySchema>;
