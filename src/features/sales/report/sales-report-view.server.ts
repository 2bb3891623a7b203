// Props for the sales report page: the period from the query (whole months, the last 12 by
// default), the figures in the page's language, and the month options of the period form.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatCount, formatDuration, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { listParams, matching } from '@/server/lists';
import {
  addMonths,
  LEAD_SOURCES,
  salesReport,
  TOP_REASONS,
  type LeadFigures,
  type ReportPeriod,
  type VisitFigures,
} from './sales-report.server';

export const REPORT_KEYS = [
  'salesReport.title',
  'salesReport.intro',
  'salesReport.period.from',
  'salesReport.period.to',
  'salesReport.period.default',
  'salesReport.period.defaultTo',
  'salesReport.leads.title',
  'salesReport.visits.title',
  'salesReport.funnel.title',
  'salesReport.reasons.title',
  'salesReport.reasons.empty',
  'salesReport.col.month',
  'salesReport.col.leads',
  'salesReport.col.answered',
  'salesReport.col.median',
  'salesReport.col.p90',
  'salesReport.col.booked',
  'salesReport.col.done',
  'salesReport.col.noShow',
  'salesReport.col.cancelled',
  'salesReport.col.reason',
  'salesReport.total',
  'salesReport.empty',
  'salesReport.help.title',
  'salesReport.help.sources',
  'salesReport.help.sourcesTerm',
  'salesReport.help.response',
  'salesReport.help.responseTerm',
  'salesReport.help.visits',
  'salesReport.help.visitsTerm',
  'salesReport.help.funnel',
  'salesReport.help.funnelTerm',
  'salesReport.help.reasons',
  'salesReport.help.reasonsTerm',
  'salesReport.source.booking',
  'salesReport.source.module',
  'salesReport.source.contact',
] as const satisfies readonly MessageKey[];

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** How far back the period form offers months. */
const MONTHS_OFFERED = 60;

export const reportParams = listParams('/admin/leads/report', { de: matching(MONTH), ate: matching(MONTH) });

/** The period asked for: the last 12 months (this one included) unless said; reversed ends swapped. */
export function reportPeriod(search: URLSearchParams, now = new Date()): ReportPeriod {
  const { de, ate } = reportParams.read(search);
  const to = ate ?? (de && de > siteToday(now).slice(0, 7) ? de : siteToday(now).slice(0, 7));
  const from = de ?? addMonths(to, -11);
  return from <= to ? { from, to } : { from: to, to: from };
}

const monthLabel = (month: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T12:00:00Z`),
  );

const share = (part: number, whole: number, locale: Locale) =>
  whole === 0
    ? '—'
    : new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole);

function leadRow(row: LeadFigures, locale: Locale) {
  const n = (v: number) => formatCount(v, locale);
  return {
    key: row.month ?? 'total',
    month: row.month ? monthLabel(row.month, locale) : translate(locale, 'salesReport.total'),
    leads: n(row.leads),
    sources: LEAD_SOURCES.map((s) => n(row[s])),
    answered: n(row.answered),
    median: formatDuration(row.median),
    p90: formatDuration(row.p90),
  };
}

function visitRow(row: VisitFigures, locale: Locale) {
  const n = (v: number) => formatCount(v, locale);
  return {
    key: row.month ?? 'total',
    month: row.month ? monthLabel(row.month, locale) : translate(locale, 'salesReport.total'),
    cells: [n(row.booked), n(row.done), n(row.noShow), n(row.cancelled)],
  };
}

export async function salesReportProps(url: URL, locale: Locale, now = new Date()) {
  const period = reportPeriod(url.searchParams, now);
  const report = await salesReport(period);
  const total = report.leads.at(-1);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const count = (v: number) => formatCount(v, locale);
  const leadsTotal = total?.leads ?? 0;
  const step = (key: MessageKey, value: number) => ({
    label: t(key),
    value: count(value),
    share: share(value, leadsTotal, locale),
  });
  const thisMonth = siteToday(now).slice(0, 7);
  const offered = Array.from({ length: MONTHS_OFFERED }, (_, i) => addMonths(thisMonth, -i));
  // A period typed into the address further back (or ahead) stays choosable.
  const months = [...new Set([...offered, period.from, period.to])].sort().reverse();
  const option = (m: string) => ({ value: m, label: monthLabel(m, locale) });
  return {
    labels: pick(locale, REPORT_KEYS),
    action: reportParams.href(locale),
    clearHref: reportParams.filtered(reportParams.read(url.searchParams)) ? reportParams.href(locale) : undefined,
    filterName: t('salesReport.period.label'),
    filterLabel: t('salesReport.period.submit'),
    clearLabel: t('salesReport.period.clear'),
    period: { from: period.from, to: period.to, options: months.map(option) },
    periodText: t('salesReport.period.shown', {
      from: monthLabel(period.from, locale),
      to: monthLabel(period.to, locale),
    }),
    sourceLabels: LEAD_SOURCES.map((s) => t(`salesReport.source.${s}`)),
    leadRows: leadsTotal === 0 ? [] : report.leads.map((row) => leadRow(row, locale)),
    visitRows:
      report.visits.at(-1) && report.visits.length > 1 ? report.visits.map((row) => visitRow(row, locale)) : [],
    funnel: [
      step('salesReport.funnel.leads', leadsTotal),
      step('salesReport.funnel.withVisit', total?.withVisit ?? 0),
      step('salesReport.funnel.visited', total?.visited ?? 0),
      step('salesReport.funnel.won', total?.won ?? 0),
      step('salesReport.funnel.lost', total?.lost ?? 0),
    ],
    reasons: report.reasons.top.map((r) => ({ label: r.label, leads: count(r.leads) })),
    others:
      report.reasons.others.groups > 0
        ? t('salesReport.reasons.others', {
            leads: count(report.reasons.others.leads),
            groups: count(report.reasons.others.groups),
            top: TOP_REASONS,
          })
        : null,
  };
}

export type SalesReportProps = Awaited<ReturnType<typeof salesReportProps>>;
