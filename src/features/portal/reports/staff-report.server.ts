// What the admin overview hands the staff's report form: its strings, the choices a request may
// make, and whose rows it may ask for: every customer, or one customer found by the search box
// above it (the overview's `cliente` parameter). Only the accounts the search finds are listed
// (staff accounts never are), however many customers there are.
import { and, asc, isNull, ne, or } from 'drizzle-orm';
import { pick, translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { user } from '@/server/db/schema';
import { matchesText } from '@/server/db/search';
import { listParams, searchText } from '@/server/lists';
import type { ReportFormOption } from './report-form';
import { STAFF_REPORT_KEYS } from './report-labels';
import { ALL_CUSTOMERS, REPORT_CHOICES } from './report-request.schema';

/** Customers listed for one search: more than this and the form says so and asks for a finer one. */
export const CUSTOMER_MATCHES = 20;

/** The overview's report parameters: the customer search. */
export const staffReportParams = listParams('/admin', { cliente: searchText() });

/** The customer accounts whose name or email holds `query`, by name: at most `limit`, and whether there are more. */
export async function findCustomers(query: string, limit = CUSTOMER_MATCHES) {
  const found = await db()
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(and(or(isNull(user.role), ne(user.role, 'admin')), matchesText([user.name, user.email], query)))
    .orderBy(asc(user.name), asc(user.email), asc(user.id))
    .limit(limit + 1);
  return { accounts: found.slice(0, limit), more: found.length > limit };
}

type FoundCustomers = Awaited<ReturnType<typeof findCustomers>>;

/** How an account reads in the form: 'Ana Souza (ana@example.com)'. */
export const customerLabel = (account: { name: string; email: string }) => `${account.name} (${account.email})`;

/** What a search found, in a sentence: how many, and whether there are more than listed. */
export function customerMatchesText(locale: Locale, query: string, found: FoundCustomers): string {
  const count = found.accounts.length;
  const key = found.more
    ? 'reports.customer.foundMore'
    : count === 0
      ? 'reports.customer.foundNone'
      : count === 1
        ? 'reports.customer.foundOne'
        : 'reports.customer.foundOther';
  return translate(locale, key, { count, query });
}

export async function staffReportProps(locale: Locale, url: URL) {
  const labels = pick(locale, STAFF_REPORT_KEYS);
  const query = staffReportParams.read(url.searchParams).cliente;
  const found = query ? await findCustomers(query) : undefined;
  const customers: ReportFormOption[] = [
    [ALL_CUSTOMERS, labels['reports.customer.all']],
    ...(found?.accounts ?? []).map((a) => [a.id, customerLabel(a)] as const),
  ];
  const foundText = found && query ? customerMatchesText(locale, query, found) : undefined;
  return {
    labels,
    choices: REPORT_CHOICES,
    lang: locale,
    customers,
    // A search picks its first match; without one, the report is everyone's.
    customer: found?.accounts[0]?.id ?? ALL_CUSTOMERS,
    search: { action: staffReportParams.href(locale), query: query ?? '', foundText, endpoint: '/api/customers' },
  };
}

export type StaffReportProps = Awaited<ReturnType<typeof staffReportProps>>;
