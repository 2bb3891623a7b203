// The strings the report dialog needs, picked on the server so the island gets only these.
import type { MessageKey } from '@/i18n/translate';

export const REPORT_DIALOG_KEYS = [
  'reports.open',
  'reports.title',
  'reports.intro',
  'reports.field.type',
  'reports.field.range',
  'reports.field.format',
  'reports.type.shipments',
  'reports.type.payments',
  'reports.type.documents',
  'reports.noun.shipments',
  'reports.noun.payments',
  'reports.noun.documents',
  'reports.range.last_7_days',
  'reports.range.last_30_days',
  'reports.range.this_month',
  'reports.range.last_month',
  'reports.range.this_year',
  'reports.format.csv',
  'reports.format.pdf',
  'reports.format.xlsx',
  'reports.cancel',
  'reports.close',
  'reports.generate',
  'reports.generating',
  'reports.success.title',
  'reports.success.body',
  'reports.error.title',
  'reports.error.body',
] as const satisfies readonly MessageKey[];

export type ReportDialogLabels = Record<(typeof REPORT_DIALOG_KEYS)[number], string>;

/** The staff's report form (admin overview): the dialog's strings and its own. */
export const STAFF_REPORT_KEYS = [
  ...REPORT_DIALOG_KEYS,
  'reports.staff.title',
  'reports.staff.intro',
  'reports.field.customer',
  'reports.customer.all',
  'reports.customer.search',
  'reports.customer.searchHint',
  'reports.customer.searchSubmit',
  'reports.customer.searchFailed',
] as const satisfies readonly MessageKey[];

export type StaffReportLabels = Record<(typeof STAFF_REPORT_KEYS)[number], string>;
