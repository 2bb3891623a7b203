// Days and times as the staff type them, in the site's time zone: America/Fortaleza is UTC-3 all
// year (no daylight saving time since 2019), so a fixed offset converts them exactly.

const SITE_OFFSET_HOURS = -3;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The site's calendar day ('yyyy-MM-dd') of `instant`. */
export function siteDay(instant: Date): string {
  return new Date(instant.getTime() + SITE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 10);
}

/** `day` ('yyyy-MM-dd') moved by `n` days. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** The instant of `day` ('yyyy-MM-dd') at `time` ('HH:mm', default midnight) in the site's time zone. */
export function siteInstant(day: string, time = '00:00'): Date {
  return new Date(Date.parse(`${day}T${time}:00Z`) - SITE_OFFSET_HOURS * HOUR_MS);
}

/** `date` as a datetime-local field shows it in the site's time zone: 'yyyy-MM-ddTHH:mm'. */
export function siteLocalInput(date: Date): string {
  return new Date(date.getTime() + SITE_OFFSET_HOURS * HOUR_MS).toISOString().slice(0, 16);
}
