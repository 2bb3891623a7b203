// The report form's side of a request, shared by the server and the dialog island, so it holds no
// server code and no schema: where the form sends it, what it starts on, and the file's name. What
// may be asked is report-request.schema.ts (the form gets its choices as props).
import type { ReportFormat, ReportRange, ReportType } from './report-request.schema';

export const REPORT_DEFAULTS: { type: ReportType; range: ReportRange; format: ReportFormat } = {
  type: 'shipments',
  range: 'last_30_days',
  format: 'csv',
};

/** Where the dialog's form sends its request (GET, so a plain form downloads without JavaScript). */
export const REPORT_ENDPOINT = '/api/reports';

/** '{type}_report_{yyyy-MM-dd}.{format}' (spec §4), `day` being today in the site's time zone. */
export function reportFileName(type: string, format: ReportFormat, day: string): string {
  return `${type}_report_${day}.${format}`;
}
