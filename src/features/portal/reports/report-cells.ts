// How a report cell reads as text, for the CSV and the PDF (the XLSX keeps typed cells). CSV text is
// what a spreadsheet in the file's language parses back as a number or date: decimal comma and
// dd/MM/yyyy in pt-BR, decimal point and ISO dates in English, no thousands separators. The PDF
// is for people: grouped amounts with the currency symbol.
import type { Locale } from '@/lib/i18n-types';
import { formatDateTime, SITE_TIME_ZONE } from '@/lib/format';
import type { Cell, ColumnKind } from './report-sources.server';
import { toSiteWallClock } from './report-range';

const two = (n: number) => String(n).padStart(2, '0');

/** 'yyyy-MM-dd' as '23/11/2026' (pt-BR) or as given (en). */
function day(iso: string, locale: Locale): string {
  if (locale !== 'pt-BR') return iso;
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

/** An instant as the site's wall-clock time: '23/11/2026 14:05' or '2026-11-23 14:05'. */
function instant(date: Date, locale: Locale): string {
  const local = toSiteWallClock(date);
  const iso = local.toISOString();
  return `${day(iso.slice(0, 10), locale)} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
}

const decimal = (value: string, locale: Locale) => (locale === 'pt-BR' ? value.replace('.', ',') : value);

/** The plain text a CSV cell holds. */
export function csvCell(value: Cell, kind: ColumnKind, locale: Locale): string {
  if (value === null) return '';
  if (value instanceof Date) return instant(value, locale);
  if (kind === 'day') return day(String(value), locale);
  if (kind === 'money') return decimal((Number(value) / 100).toFixed(2), locale);
  if (kind === 'number') return decimal(String(value), locale);
  return String(value);
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function cached(map: Map<Locale, Intl.NumberFormat>, locale: Locale, options: Intl.NumberFormatOptions) {
  let format = map.get(locale);
  if (!format) map.set(locale, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** The text a PDF table cell shows. */
export function displayCell(value: Cell, kind: ColumnKind, locale: Locale): string {
  if (value === null) return '';
  if (kind === 'money')
    return cached(moneyFormats, locale, { style: 'currency', currency: 'BRL' }).format(Number(value) / 100);
  if (kind === 'number') return cached(numberFormats, locale, { maximumFractionDigits: 3 }).format(Number(value));
  return csvCell(value, kind, locale);
}

/** 'Generated at' time for titles, with the zone's name so nobody reads it as their own. */
export function generatedAt(now: Date, locale: Locale): string {
  return `${formatDateTime(now, locale)} (${SITE_TIME_ZONE}, UTC-3)`;
}
