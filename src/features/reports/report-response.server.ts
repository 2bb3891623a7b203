// GET /api/reports: checks who asks and what for, then streams the file. Everyone gets their own
// rows (the Overview's dialog, staff included); staff (isAdmin) may name a customer with
// `customer=<id>`, or ask for everyone's with `customer=all`.
// Bad parameters are a 400 with a message in the request's language, never a 500.
import { Readable } from 'node:stream';
import type { APIContext } from 'astro';
import { eq } from 'drizzle-orm';
import { translate, type MessageKey } from '@/i18n/translate';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n-types';
import { db } from '@/server/db/client';
import { user as users } from '@/server/db/schema';
import { isAdmin, requireUser } from '@/server/guards';
import { releaseWhenDone, takeSlot } from '@/server/work-slots';
import { generatedAt } from './report-cells';
import {
  REPORT_FORMATS,
  REPORT_RANGES,
  reportFileName,
  type ReportFormat,
  type ReportRange,
  type ReportType,
} from './report-options';
import { resolveRange, siteToday } from './report-range';
import { availableReportTypes, REPORT_SOURCES } from './report-sources.server';
import { writeReport } from './report-writers.server';

/** `customer=all`: every customer's rows (staff only). */
export const ALL_CUSTOMERS = 'all';

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

const plain = (status: number, message: string) =>
  new Response(message, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((a) => a === value);
}

export interface ReportRequest {
  type: ReportType;
  range: ReportRange;
  format: ReportFormat;
  locale: Locale;
  /** The customer whose rows are read; undefined: every customer (staff only). */
  userId: string | undefined;
}

/** The request, or the response refusing it. */
async function parseRequest(context: Pick<APIContext, 'url' | 'locals'>): Promise<ReportRequest | Response> {
  const params = context.url.searchParams;
  const lang = params.get('lang');
  const locale: Locale = isLocale(lang) ? lang : (context.locals.locale ?? defaultLocale);
  const t = (key: MessageKey, allowed?: readonly string[]) =>
    translate(locale, key, { allowed: allowed?.join(', ') ?? '' });
  let user;
  try {
    user = requireUser(context);
  } catch {
    return plain(401, t('reports.error.signIn'));
  }
  const types = availableReportTypes();
  const type = oneOf(params.get('type'), types);
  if (!type) return plain(400, t('reports.error.badType', types));
  const range = oneOf(params.get('range'), REPORT_RANGES);
  if (!range) return plain(400, t('reports.error.badRange', REPORT_RANGES));
  const format = oneOf(params.get('format'), REPORT_FORMATS);
  if (!format) return plain(400, t('reports.error.badFormat', REPORT_FORMATS));
  const customer = params.get('customer');
  if (!customer || customer === user.id) return { type, range, format, locale, userId: user.id };
  if (!isAdmin(user)) {
    // Everyone's rows are staff-only; another customer's id is, to a customer, nobody's (404).
    return customer === ALL_CUSTOMERS
      ? plain(403, t('reports.error.forbidden'))
      : plain(404, t('reports.error.badCustomer'));
  }
  if (customer === ALL_CUSTOMERS) return { type, range, format, locale, userId: undefined };
  const [found] = await db().select({ id: users.id }).from(users).where(eq(users.id, customer)).limit(1);
  return found ? { type, range, format, locale, userId: found.id } : plain(400, t('reports.error.badCustomer'));
}

/** The report `request` asks for, as of `now`: the file's name and its bytes as a stream. */
export async function buildReport(request: ReportRequest, now = new Date()) {
  const { type, range, format, locale, userId } = request;
  const source = REPORT_SOURCES[type];
  if (!source) throw new Error(`no source for ${type}`);
  const period = resolveRange(range, now);
  const day = (iso: string) => (locale === 'pt-BR' ? iso.split('-').reverse().join('/') : iso);
  const stream = await writeReport(format, {
    locale,
    kinds: source.columns.map((c) => c.kind),
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
export async function reportResponse(context: Pick<APIContext, 'url' | 'locals'>, now = new Date()): Promise<Response> {
  const request = await parseRequest(context);
  if (request instanceof Response) return request;
  const userId = context.locals.user?.id ?? '';
  const release = await takeSlot(db(), reportSlotKey(userId), MAX_REPORTS_PER_USER, REPORT_LEASE_MS);
  if (!release) return plain(429, translate(request.locale, 'reports.error.busy'));
  const done = releaseWhenDone(release, `a report of ${userId}`);
  try {
    const { fileName, stream } = await buildReport(request, now);
    stream.once('close', done);
    return new Response(Readable.toWeb(stream) as ReadableStream<Uint8Array>, {
      headers: {
        'Content-Type': CONTENT_TYPES[request.format],
        'Content-Disposition': `attachment; filename="${fileName}"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    done();
    throw error;
  }
}
