// GET /api/reports: checks who asks and what for, then streams the file. Everyone gets their own
// rows (the Overview's dialog, staff included); staff (isAdmin) may name a customer with
// `customer=<id>`, or ask for everyone's with `customer=all`.
// Bad parameters are a 400 with a message in the request's language, never a 500.
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { translate, type MessageKey } from '@/i18n/translate';
import { siteToday } from '@/lib/format';
import { defaultLocale, type Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { user as users } from '@/server/db/schema';
import { fileResponse } from '@/server/http/file-response';
import { wantsHeadersOnly, type MaybeHead } from '@/server/http/head-request';
import { queryText, queryValue } from '@/server/lists';
import { answerRefusals, refuse } from '@/server/refusal';
import { isAdmin, requireUser } from '@/server/guards';
import { releaseWhenDone, slotsFull, takeSlot } from '@/server/work-slots';
import { generatedAt } from './report-cells';
import { reportFileName } from './report-options';
import { resolveRange } from './report-range';
import {
  ALL_CUSTOMERS,
  reportRequestSchema,
  type ReportFormat,
  type ReportRange,
  type ReportType,
} from './report-request.schema';
import { REPORT_SOURCES } from './report-sources.server';
import { writeReport } from './report-writers.server';

const CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

// Reports are the heaviest requests the site serves: a few at a time per account is plenty, counted
// across every app process (src/server/work-slots.ts). A report still streaming after the lease no
// longer holds its slot.
export const MAX_REPORTS_PER_USER = 2;
const REPORT_LEASE_MS = 10 * 60_000;
export const reportSlotKey = (userId: string) => `report:${userId}`;

export interface ReportRequest {
  type: ReportType;
  range: ReportRange;
  format: ReportFormat;
  locale: Locale;
  /** The customer whose rows are read; undefined: every customer (staff only). */
  userId: string | undefined;
}

/** What `params` ask for, or a refusal naming the values allowed; `staff` may name any customer. */
function readParams(params: URLSearchParams, staff: boolean) {
  const raw = Object.fromEntries(
    Object.keys(reportRequestSchema.shape).map((name) => [name, queryValue(params, name)]),
  );
  const parsed = reportRequestSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const [issue] = parsed.error.issues;
  const allowed = issue && 'values' in issue ? issue.values.join(', ') : '';
  // A customer that cannot be an account's is unknown: nobody's to a customer (404), a mistake to staff.
  const status = issue?.path[0] === 'customer' && !staff ? 'NOT_FOUND' : 'BAD_REQUEST';
  return refuse(status, (issue?.message ?? 'reports.error.badType') as MessageKey, { allowed });
}

/** The request, or a refusal (thrown) in `locale`'s words. */
async function parseRequest(context: Pick<APIContext, 'url' | 'locals'>, locale: Locale): Promise<ReportRequest> {
  let user;
  try {
    user = requireUser(context);
  } catch {
    refuse('UNAUTHORIZED', 'reports.error.signIn');
  }
  const { type, range, format, customer } = readParams(context.url.searchParams, isAdmin(user));
  const request = { type, range, format, locale };
  if (!customer || customer === user.id) return { ...request, userId: user.id };
  if (!isAdmin(user)) {
    // Everyone's rows are staff-only; another customer's id is, to a customer, nobody's (404).
    if (customer === ALL_CUSTOMERS) refuse('FORBIDDEN', 'reports.error.forbidden');
    refuse('NOT_FOUND', 'reports.error.badCustomer');
  }
  if (customer === ALL_CUSTOMERS) return { ...request, userId: undefined };
  const [found] = await db().select({ id: users.id }).from(users).where(eq(users.id, customer)).limit(1);
  if (!found) refuse('BAD_REQUEST', 'reports.error.badCustomer');
  return { ...request, userId: found.id };
}

/** The report `request` asks for, as of `now`: the file's name and its bytes as a stream. */
export async function buildReport(request: ReportRequest, now = new Date()) {
  const { type, range, format, locale, userId } = request;
  const source = REPORT_SOURCES[type];
  const period = resolveRange(range, now);
  const day = (iso: string) => (locale === 'pt-BR' ? iso.split('-').reverse().join('/') : iso);
  const stream = await writeReport(format, {
    locale,
    kinds: source.columns.map((c) => c.kind),
    widest: source.columns.map((c) => c.widest),
    headers: source.columns.map((c) => translate(locale, c.label)),
    rows: source.rows({ userId, range: period, locale, now }),
    text: {
      brand: translate(locale, 'reports.pdf.brand'),
      title: translate(locale, source.title),
      period: translate(locale, 'reports.pdf.period', { from: day(period.firstDay), to: day(period.lastDay) }),
      generatedAt: translate(locale, 'reports.pdf.generatedAt', { when: generatedAt(now, locale) }),
      // Filled in per page by the PDF writer.
      page: translate(locale, 'reports.pdf.page', { page: '{page}' }),
      empty: translate(locale, 'reports.pdf.empty'),
    },
  });
  return { fileName: reportFileName(type, format, siteToday(now)), stream };
}

/** The endpoint's answer; `now` is when the report's range and file name are computed. */
export function reportResponse(
  context: Pick<APIContext, 'url' | 'locals'> & MaybeHead,
  now = new Date(),
): Promise<Response> {
  // The request's language (`lang`, else the page's) answers even a request it refuses.
  const lang = reportRequestSchema.shape.lang.parse(queryText(context.url.searchParams, 'lang'));
  const locale = lang ?? context.locals.locale ?? defaultLocale;
  return answerRefusals(locale, async () => {
    const request = await parseRequest(context, locale);
    const userId = context.locals.user?.id ?? '';
    const slot = reportSlotKey(userId);
    if (wantsHeadersOnly(context.request)) {
      if (await slotsFull(db(), slot, MAX_REPORTS_PER_USER, now)) refuse('TOO_MANY_REQUESTS', 'reports.error.busy');
      const fileName = reportFileName(request.type, request.format, siteToday(now));
      return fileResponse(null, { fileName, contentType: CONTENT_TYPES[request.format] });
    }
    const release = await takeSlot(db(), slot, MAX_REPORTS_PER_USER, REPORT_LEASE_MS);
    if (!release) refuse('TOO_MANY_REQUESTS', 'reports.error.busy');
    const done = releaseWhenDone(release, `a report of ${userId}`);
    try {
      const { fileName, stream } = await buildReport(request, now);
      stream.once('close', done);
      return fileResponse(stream, { fileName, contentType: CONTENT_TYPES[request.format] });
    } catch (error) {
      done();
      throw error;
    }
  });
}
