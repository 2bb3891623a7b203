// What a report request may ask for (spec §9): GET /api/reports?type=&range=&format=&lang=&customer=
// as one schema. The endpoint parses every request with it (a bad value is a 400 naming the values
// allowed, in the request's language) and the report form offers exactly its values, in this order.
// Adding a report type is adding it here and its source (report-sources.server.ts).
import { hasControlCharacters } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { locales } from '@/lib/i18n-types';
import type { MessageKey } from '@/i18n/translate';

const REPORT_TYPES = ['shipments', 'payments', 'documents'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const REPORT_RANGES = ['last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'] as const;
export type ReportRange = (typeof REPORT_RANGES)[number];

const REPORT_FORMATS = ['csv', 'pdf', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** `customer=all`: every customer's rows (staff only). */
export const ALL_CUSTOMERS = 'all';

const BAD_CUSTOMER: MessageKey = 'reports.error.badCustomer';

export const reportRequestSchema = z.object({
  type: z.enum(REPORT_TYPES, 'reports.error.badType' satisfies MessageKey),
  range: z.enum(REPORT_RANGES, 'reports.error.badRange' satisfies MessageKey),
  format: z.enum(REPORT_FORMATS, 'reports.error.badFormat' satisfies MessageKey),
  /** The language of the file and of the answers; any other value leaves the page's. */
  lang: z.catch(z.optional(z.enum(locales)), undefined),
  /** A customer's user id or ALL_CUSTOMERS (staff); blank or absent: the reader's own rows. */
  customer: z.optional(
    z.string().check(
      z.maxLength(200, BAD_CUSTOMER),
      z.refine((value) => !hasControlCharacters(value), BAD_CUSTOMER),
    ),
  ),
});

export type ReportRequestParams = z.output<typeof reportRequestSchema>;

const { type, range, format } = reportRequestSchema.shape;

/** The options of the report form's selects: the schema's values, in its order. */
export const REPORT_CHOICES = { type: type.options, range: range.options, format: format.options };
export type ReportChoices = typeof REPORT_CHOICES;
