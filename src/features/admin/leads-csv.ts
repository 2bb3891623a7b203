// The leads inbox as CSV for spreadsheets: RFC 4180 quoting, a UTF-8 BOM so Excel reads accents,
// and cells that would start a formula (= + - @) neutralised, since visitors type these texts.
import type { InboxLead } from './leads-inbox.server';

export type CsvLead = Pick<InboxLead, 'createdAt' | 'fullName' | 'email' | 'phone' | 'message' | 'moduleNumber' | 'locale' | 'page' | 'delivery'>;

export const CSV_COLUMNS = ['received_at', 'name', 'email', 'phone', 'module', 'message', 'locale', 'page', 'email_delivery'] as const;

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function leadsCsv(leads: readonly CsvLead[]): string {
  const rows = leads.map((lead) =>
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
    ].map(csvCell).join(','),
  );
  return `\uFEFF${[CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
}
