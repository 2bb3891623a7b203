// What a report request may ask for (spec §9), shared by the server and the dialog island, so it
// holds no server code. Which types exist is decided by the server's sources
// (report-sources.server.ts): the dialog offers only those, in this order.
export const ALL_REPORT_TYPES = ['shipments', 'payments', 'documents'] as const;
export type ReportType = (typeof ALL_REPORT_TYPES)[number];

export const REPORT_RANGES = ['last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

export const REPORT_FORMATS = ['csv', 'pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_DEFAULTS = { type: 'shipments', range: 'last_30_days', format: 'csv' } as const;

/** Where the dialog's form sends its request (GET, so a plain form downloads without JavaScript). */
export const REPORT_ENDPOINT = '/api/reports';

/** '{type}_report_{yyyy-MM-dd}.{format}' (spec §4), `day` being today in the site's time zone. */
export function reportFileName(type: string, format: ReportFormat, day: string): string {
  return `${type}_report_${day}.${format}`;
}
