// How visits are offered, as the staff set them (/admin/visits/settings): slot length, places per
// slot, how far ahead and how soon, the weekly hours, and the closed days. Until the first save
// the defaults below apply. The sales clock reads the closed days too.
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { db, type Database } from '@/server/db/client';
import { closedDays, visitHours, visitSettings } from '@/server/db/schema';
import type { ClosedDayKind } from '@/lib/statuses/visit';

export interface VisitHoursRange {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  /** Minutes after midnight, America/Fortaleza. */
  startsMinute: number;
  endsMinute: number;
}

export interface VisitRules {
  slotMinutes: number;
  placesPerSlot: number;
  daysAhead: number;
  minNoticeMinutes: number;
  hours: VisitHoursRange[];
  /** The settings row's version; 0 before the first save. */
  version: number;
}

/** Monday to Friday, 9:00–12:00 and 14:00–17:00, one-hour visits, one at a time, 30 days ahead, 24 h notice. */
export const DEFAULT_VISIT_RULES: VisitRules = {
  slotMinutes: 60,
  placesPerSlot: 1,
  daysAhead: 30,
  minNoticeMinutes: 24 * 60,
  hours: [1, 2, 3, 4, 5].flatMap((weekday) => [
    { weekday, startsMinute: 9 * 60, endsMinute: 12 * 60 },
    { weekday, startsMinute: 14 * 60, endsMinute: 17 * 60 },
  ]),
  version: 0,
};

/** The rules in force: the saved ones, or the defaults before the first save. */
export async function readVisitRules(tx: Database = db()): Promise<VisitRules> {
  const [[row], hours] = await Promise.all([
    tx.select().from(visitSettings).where(eq(visitSettings.id, 1)),
    tx.select().from(visitHours).orderBy(asc(visitHours.weekday), asc(visitHours.startsMinute)),
  ]);
  if (!row) return DEFAULT_VISIT_RULES;
  return {
    slotMinutes: row.slotMinutes,
    placesPerSlot: row.placesPerSlot,
    daysAhead: row.daysAhead,
    minNoticeMinutes: row.minNoticeMinutes,
    hours: hours.map((h) => ({ weekday: h.weekday, startsMinute: h.startsMinute, endsMinute: h.endsMinute })),
    version: row.version,
  };
}

export interface ClosedDay {
  /** 'yyyy-MM-dd' */
  day: string;
  kind: ClosedDayKind;
  namePt: string;
  nameEn: string;
}

/** The closed days from `from` to `to` ('yyyy-MM-dd', both included), in order. */
export async function closedDaysBetween(from: string, to: string, tx: Database = db()): Promise<ClosedDay[]> {
  return tx
    .select()
    .from(closedDays)
    .where(and(gte(closedDays.day, from), lte(closedDays.day, to)))
    .orderBy(asc(closedDays.day));
}
