// The week view's days: weeks run Monday to Sunday, days are the site's calendar days.
import { addDays } from '@/lib/site-time';

/** The Monday of the week `day` is in. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The seven days of the week starting `monday`. */
export const weekDays = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));
