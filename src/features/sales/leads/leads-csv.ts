// The leads list as CSV for spreadsheets: RFC 4180 quoting, a UTF-8 BOM so Excel reads accents,
// and cells that would start a formula (= + - @, also full-width or after spaces) neutralised,
// since visitors type these texts.
import type { StaffLead } from './leads-query.server';

export type CsvLead = Pick<
  StaffLead,
  | 'createdAt'
  | 'fullName'
  | 'email'
  | 'phone'
  | 'message'
  | 'moduleNumber'
  | 'locale'
  | 'page'
  | 'delivery'
  | 'status'
  | 'ownerName'
  | 'followUpOn'
  | 'lostReason'
>;

export const CSV_COLUMNS = [
  'received_at',
  'name',
  'email',
  'phone',
  'module',
  'message',
  'locale',
  'page',
  'email_delivery',
  'stage',
  'owner',
  'follow_up',
  'lost_reason',
] as const;

const FORMULA_START = /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;

export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The file's start: a BOM (so Excel reads accents) and the header line. */
export const CSV_HEAD = `\uFEFF${CSV_COLUMNS.join(',')}\r\n`;

/** One CRLF-ended line per lead. */
export function csvLines(leads: readonly CsvLead[]): string {
  return leads
    .map(
      (lead) =>
        [
          lead.createdAt.toISOString(),
          lead.fullName,
          lead.email,
          lead.phone,
          lead.moduleNumber === null ? '' : String(lead.moduleNumber),
          lead.message ?? '',
          lead.locale,
          lead.page,
          lead.delivery,
          lead.status,
          lead.ownerName ?? '',
          lead.followUpOn ?? '',
          lead.lostReason ?? '',
        ]
          .map(csvCell)
          .join(',') + '\r\n',
    )
    .join('');
}

export const leadsCsv = (leads: readonly CsvLead[]): string => CSV_HEAD + csvLines(leads);
