// Number and text formatting shared by server and browser.
import { siteDay } from './site-time';
import type { Locale } from './i18n-types';

// Building an Intl.NumberFormat is costly; pages format hundreds of numbers.
const areaFormats = new Map<Locale, Intl.NumberFormat>();

/** Two-decimal area in the locale's format: 32.384,34 (pt-BR) or 32,384.34 (en). */
export function formatArea(value: number, locale: Locale): string {
  let format = areaFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    areaFormats.set(locale, format);
  }
  return format.format(value);
}

/** '+558432720000' -> '(84) 3272-0000'; other countries are returned as given. */
export function formatPhone(e164: string): string {
  const m = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

const countFormats = new Map<Locale, Intl.NumberFormat>();

/** A whole number in the locale's format: 1.820 (pt-BR) or 1,820 (en). */
export function formatCount(value: number, locale: Locale): string {
  let format = countFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    countFormats.set(locale, format);
  }
  return format.format(value);
}

/** Where the condominium is: every date and time the site shows is local time there. */
export const SITE_TIME_ZONE = 'America/Fortaleza';

const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** '23/11/2026, 14:05' (pt-BR) or '11/23/26, 2:05 PM' (en), in the site's time zone. */
export function formatDateTime(date: Date, locale: Locale): string {
  let format = dateTimeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: SITE_TIME_ZONE });
    dateTimeFormats.set(locale, format);
  }
  return format.format(date);
}

const weightFormats = new Map<Locale, Intl.NumberFormat>();

/** '1.234,5 kg' (pt-BR) or '1,234.5 kg' (en): grams at most, as stored. */
export function formatWeight(kg: string | number, locale: Locale): string {
  let format = weightFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
    weightFormats.set(locale, format);
  }
  return `${format.format(Number(kg))} kg`;
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** Centavos as 'R$ 1.234,56' (pt-BR) or 'R$1,234.56' (en). */
export function formatMoney(cents: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
    moneyFormats.set(locale, format);
  }
  // Intl puts a no-break space after 'R$' in pt-BR: a plain one reads and searches the same.
  return format.format(cents / 100).replace(/\u00a0/g, ' ');
}

const dayFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A calendar day 'yyyy-MM-dd' as '05/12/2026' (pt-BR) or '12/5/2026' (en), whatever the zone. */
export function formatDay(day: string, locale: Locale): string {
  let format = dayFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'UTC' });
    dayFormats.set(locale, format);
  }
  return format.format(new Date(`${day}T00:00:00Z`));
}

/** Today's date 'yyyy-MM-dd' in the site's time zone (at `now`). */
export function siteToday(now: Date = new Date()): string {
  return siteDay(now);
}

/** A formatter in the site's time zone, made once per language (lists format many dates). */
export function siteDateFormatter(options: Intl.DateTimeFormatOptions) {
  const made = new Map<Locale, Intl.DateTimeFormat>();
  return (date: Date, locale: Locale) => {
    let format = made.get(locale);
    if (!format) made.set(locale, (format = new Intl.DateTimeFormat(locale, { ...options, timeZone: SITE_TIME_ZONE })));
    return format.format(date);
  };
}

/** A visit's start for people: 'quarta-feira, 25 de novembro de 2026 às 14:30', 'Wednesday, November 25, 2026 at 2:30 PM'. */
export const visitWhen = siteDateFormatter({ dateStyle: 'full', timeStyle: 'short' });

/** A duration as the staff read it: '45 min', '3 h 20 min', '2 d 4 h' (to the nearest minute); '—' when there is none. */
export function formatDuration(seconds: number | null): string {
  if (seconds === null) return '—';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${hours} h ${minutes % 60} min` : `${hours} h`;
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${days} d ${hours % 24} h` : `${days} d`;
}
