// Brazil's national holidays and Parnamirim's local ones (Rio Grande do Norte's state holiday and the
// town's own, parnamirim-holidays.ts) as closed days, filled once per year: at start-up for the
// current and the next year (src/server/boot.ts). A year is filled once only, recorded in
// `scheduled_runs` (name 'holidays', day the year's 1 January) in the fill's transaction, so a
// holiday the staff deleted never comes back and a day they named stays as they named it (a day
// already closed is left alone). National: the library's BR public holidays; municipal: those of
// BR-RN the country lacks, and the town's.
import type Holidays from 'date-holidays';
import type { ClosedDayKind } from '@/lib/statuses/visit';
import type { Database } from '@/server/db/client';
import { closedDays } from '@/server/db/schema';
import { claimDailyRun } from '@/server/jobs';
import { PARNAMIRIM_HOLIDAYS } from './parnamirim-holidays';
import type { ClosedDay } from './visit-settings.server';

export const HOLIDAYS_RUN = 'holidays';

// The library writes some local names in Portuguese only.
const ENGLISH_NAMES: Record<string, string> = {
  'Mártires de Cunhaú e Uruaçu': 'Martyrs of Cunhaú and Uruaçu',
};

function publicHolidays(holidays: Holidays, year: number) {
  const en = new Map(holidays.getHolidays(year, 'en').map((h) => [h.date.slice(0, 10), h.name]));
  return holidays
    .getHolidays(year, 'pt')
    .filter((h) => h.type === 'public')
    .map((h) => {
      const day = h.date.slice(0, 10);
      const nameEn = ENGLISH_NAMES[h.name] ?? en.get(day) ?? h.name;
      return { day, namePt: h.name, nameEn };
    });
}

/**
 * The holidays of `year` at Parnamirim, by day (one per day, national first). The library (its
 * calendars of every country, about 8 MB of heap) is loaded only for a year not filled yet.
 */
export async function holidaysOf(year: number): Promise<ClosedDay[]> {
  const { default: Holidays } = await import('date-holidays');
  const national = publicHolidays(new Holidays('BR'), year);
  const nationalDays = new Set(national.map((h) => h.day));
  const state = publicHolidays(new Holidays('BR', 'RN'), year).filter((h) => !nationalDays.has(h.day));
  const town = PARNAMIRIM_HOLIDAYS.map((h) => ({
    day: `${year}-${String(h.month).padStart(2, '0')}-${String(h.day).padStart(2, '0')}`,
    namePt: h.namePt,
    nameEn: h.nameEn,
  }));
  const byDay = new Map<string, ClosedDay>();
  const add = (kind: ClosedDayKind) => (h: Omit<ClosedDay, 'kind'>) => {
    if (!byDay.has(h.day)) byDay.set(h.day, { ...h, kind });
  };
  national.forEach(add('national'));
  [...state, ...town].forEach(add('municipal'));
  return [...byDay.values()].sort((a, b) => a.day.localeCompare(b.day));
}

/**
 * Fills the holidays of each year in `years` never filled before; returns the years filled now.
 * Two processes starting at once fill a year once (the run's primary key).
 */
export async function fillHolidays(database: Database, years: readonly number[]): Promise<number[]> {
  const filled: number[] = [];
  for (const year of years) {
    const done = await database.transaction(async (tx) => {
      if (!(await claimDailyRun(tx, HOLIDAYS_RUN, `${year}-01-01`))) return false;
      await tx
        .insert(closedDays)
        .values(await holidaysOf(year))
        .onConflictDoNothing({ target: closedDays.day });
      return true;
    });
    if (done) filled.push(year);
  }
  return filled;
}
