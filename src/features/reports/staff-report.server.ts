// What the admin overview hands the staff's report form: its strings, the choices a request may make, and
// whose rows it may ask for (every customer, or one customer account; staff accounts are not listed).
import { asc, isNull, ne, or } from 'drizzle-orm';
import { pick } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { user } from '@/server/db/schema';
import type { ReportFormOption } from './report-form';
import { STAFF_REPORT_KEYS } from './report-labels';
import { ALL_CUSTOMERS, REPORT_CHOICES } from './report-request.schema';

export async function staffReportProps(locale: Locale) {
  const labels = pick(locale, STAFF_REPORT_KEYS);
  const accounts = await db()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(or(isNull(user.role), ne(user.role, 'admin')))
    .orderBy(asc(user.name), asc(user.email));
  const customers: ReportFormOption[] = [
    [ALL_CUSTOMERS, labels['reports.customer.all']],
    ...accounts.map((a) => [a.id, `${a.name} (${a.email})`] as const),
  ];
  return { labels, choices: REPORT_CHOICES, lang: locale, customers };
}

export type StaffReportProps = Awaited<ReturnType<typeof staffReportProps>>;
