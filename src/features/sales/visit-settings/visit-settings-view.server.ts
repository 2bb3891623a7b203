// Props for the staff's visit settings page: the rules in force (or the defaults before the first
// save) as the form's fields, and the closed days from today to the end of next year.
import { translate, type MessageKey } from '@/i18n/translate';
import { formatDay, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { closedDaysBetween, readVisitRules } from './visit-settings.server';
import { formatRanges, WEEKDAYS } from './visit-settings.schema';

const WEEKDAY_KEYS: Record<number, MessageKey> = {
  0: 'visitSettings.weekday.0',
  1: 'visitSettings.weekday.1',
  2: 'visitSettings.weekday.2',
  3: 'visitSettings.weekday.3',
  4: 'visitSettings.weekday.4',
  5: 'visitSettings.weekday.5',
  6: 'visitSettings.weekday.6',
};

export async function visitSettingsProps(locale: Locale, now = new Date()) {
  const today = siteToday(now);
  const lastDay = `${Number(today.slice(0, 4)) + 1}-12-31`;
  const [rules, days] = await Promise.all([readVisitRules(), closedDaysBetween(today, lastDay)]);
  return {
    values: {
      version: String(rules.version),
      slotMinutes: String(rules.slotMinutes),
      placesPerSlot: String(rules.placesPerSlot),
      daysAhead: String(rules.daysAhead),
      minNoticeHours: String(Math.round(rules.minNoticeMinutes / 60)),
      ...Object.fromEntries(WEEKDAYS.map((d) => [`hours${d}`, formatRanges(rules.hours, d)])),
    } as Record<string, string>,
    weekdays: WEEKDAYS.map((d) => ({ field: `hours${d}`, label: translate(locale, WEEKDAY_KEYS[d]!) })),
    closedDays: days.map((d) => ({
      day: d.day,
      date: formatDay(d.day, locale),
      name: locale === 'en' ? d.nameEn : d.namePt,
      kind: translate(locale, `visitSettings.kind.${d.kind}`),
    })),
  };
}

export type VisitSettingsProps = Awaited<ReturnType<typeof visitSettingsProps>>;
