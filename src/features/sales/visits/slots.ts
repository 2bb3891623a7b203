// The grid of visit slots the rules make (src/features/sales/visit-settings): each weekday's hour ranges
// cut into slotMinutes slots, from now + the least notice to the last day of the booking window,
// without the closed days. America/Fortaleza is UTC-3 all year (src/lib/site-time.ts).
import { addDays, siteDay, siteInstant } from '@/lib/site-time';

const MINUTE_MS = 60_000;

export interface SlotRules {
  slotMinutes: number;
  daysAhead: number;
  minNoticeMinutes: number;
  hours: { weekday: number; startsMinute: number; endsMinute: number }[];
}

const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The days a visitor can book from `now`: today (site time) and the daysAhead - 1 after it. */
export function bookingWindow(rules: SlotRules, now: Date): { first: string; last: string } {
  const first = siteDay(now);
  return { first, last: addDays(first, rules.daysAhead - 1) };
}

/** Every slot start the rules offer from `now`, in order, skipping the `closed` days. */
export function slotGrid(rules: SlotRules, closed: ReadonlySet<string>, now: Date): Date[] {
  const { first } = bookingWindow(rules, now);
  const earliest = now.getTime() + rules.minNoticeMinutes * MINUTE_MS;
  const slots: Date[] = [];
  for (let i = 0; i < rules.daysAhead; i += 1) {
    const day = addDays(first, i);
    if (closed.has(day)) continue;
    const midnight = siteInstant(day).getTime();
    const ranges = rules.hours.filter((h) => h.weekday === weekdayOf(day));
    for (const range of ranges.sort((a, b) => a.startsMinute - b.startsMinute)) {
      for (let m = range.startsMinute; m + rules.slotMinutes <= range.endsMinute; m += rules.slotMinutes) {
        const start = midnight + m * MINUTE_MS;
        if (start >= earliest) slots.push(new Date(start));
      }
    }
  }
  return slots;
}

/** The end of the slot starting at `start`. */
export const slotEnd = (start: Date, rules: Pick<SlotRules, 'slotMinutes'>) =>
  new Date(start.getTime() + rules.slotMinutes * MINUTE_MS);

/**
 * The slot of the weekly hours that `at` falls in (whatever the booking window, the least notice
 * or the closed days), or null outside the visiting hours.
 */
export function slotContaining(rules: Pick<SlotRules, 'slotMinutes' | 'hours'>, at: Date): Date | null {
  const day = siteDay(at);
  const midnight = siteInstant(day).getTime();
  const minute = (at.getTime() - midnight) / MINUTE_MS;
  for (const range of rules.hours.filter((h) => h.weekday === weekdayOf(day))) {
    const offset = minute - range.startsMinute;
    const m = range.startsMinute + Math.floor(offset / rules.slotMinutes) * rules.slotMinutes;
    if (offset >= 0 && m + rules.slotMinutes <= range.endsMinute) return new Date(midnight + m * MINUTE_MS);
  }
  return null;
}
