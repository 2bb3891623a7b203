// Props for the staff's gate page: the day and the period from the query (today, and the 30 days
// up to it, by default; a day that is not one is ignored), the figures in the page's language.
import { displayPlate } from '@/features/tenancy/gate-passes';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { formatCount, formatDay, formatDuration, siteDateFormatter, siteToday } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { addDays, siteDay } from '@/lib/site-time';
import { calendarDay, listParams } from '@/server/lists';
import { dayByModule, dayMovements, waitingTimes, type GatePeriod } from './gate-report.server';

export const GATE_REPORT_KEYS = [
  'gateReport.title',
  'gateReport.intro',
  'gateReport.form.day',
  'gateReport.form.from',
  'gateReport.form.to',
  'gateReport.day.title',
  'gateReport.day.empty',
  'gateReport.movements.title',
  'gateReport.waiting.title',
  'gateReport.waiting.byModule',
  'gateReport.waiting.byCarrier',
  'gateReport.waiting.empty',
  'gateReport.waiting.noTrucks',
  'gateReport.waiting.help',
  'gateReport.col.module',
  'gateReport.col.expected',
  'gateReport.col.arrived',
  'gateReport.col.left',
  'gateReport.col.inside',
  'gateReport.col.in',
  'gateReport.col.out',
  'gateReport.col.who',
  'gateReport.col.tenant',
  'gateReport.col.stay',
  'gateReport.col.carrier',
  'gateReport.col.stays',
  'gateReport.col.median',
  'gateReport.col.p90',
  'gateReport.total',
] as const satisfies readonly MessageKey[];

/** The longest waiting period shown at once. */
export const LONGEST_PERIOD_DAYS = 366;
const DEFAULT_PERIOD_DAYS = 30;

export const gateReportParams = listParams('/admin/tenants/gate', {
  dia: calendarDay(),
  de: calendarDay(),
  ate: calendarDay(),
});

/** The day and the period asked for; reversed ends swapped, a period longer than a year cut to its last year. */
export function gateReportDays(search: URLSearchParams, now = new Date()): { day: string; period: GatePeriod } {
  const { dia, de, ate } = gateReportParams.read(search);
  const today = siteToday(now);
  const day = dia ?? today;
  let [from, to] = [de ?? addDays(ate ?? day, 1 - DEFAULT_PERIOD_DAYS), ate ?? (de && de > day ? de : day)];
  if (from > to) [from, to] = [to, from];
  if (from < addDays(to, 1 - LONGEST_PERIOD_DAYS)) from = addDays(to, 1 - LONGEST_PERIOD_DAYS);
  return { day, period: { from, to } };
}

const clock = siteDateFormatter({ hour: '2-digit', minute: '2-digit' });
const dayAndClock = siteDateFormatter({ day: '2-digit', month: '2-digit', hour: '2-digit', minute: '2-digit' });

type Figures = { stays: number; median: number | null; p90: number | null };
const stayCells = (row: Figures, locale: Locale) => [
  formatCount(row.stays, locale),
  formatDuration(row.median),
  formatDuration(row.p90),
];

export async function gateReportProps(url: URL, locale: Locale, now = new Date()) {
  const { day, period } = gateReportDays(url.searchParams, now);
  const [modules, movements, waiting] = await Promise.all([dayByModule(day), dayMovements(day), waitingTimes(period)]);
  const t = (key: MessageKey, params?: Record<string, string | number>) => translate(locale, key, params);
  const n = (v: number) => formatCount(v, locale);
  const total = t('gateReport.total');
  const values = gateReportParams.read(url.searchParams);
  return {
    labels: pick(locale, GATE_REPORT_KEYS),
    action: gateReportParams.href(locale),
    clearHref: gateReportParams.filtered(values) ? gateReportParams.href(locale) : undefined,
    filterName: t('gateReport.form.label'),
    filterLabel: t('gateReport.form.submit'),
    clearLabel: t('gateReport.form.clear'),
    form: { day, from: period.from, to: period.to },
    dayText: t('gateReport.day.shown', { day: formatDay(day, locale) }),
    periodText: t('gateReport.period.shown', {
      from: formatDay(period.from, locale),
      to: formatDay(period.to, locale),
    }),
    modules: modules.map((m) => ({
      key: String(m.moduleNumber),
      module: t('gateReport.module', { n: m.moduleNumber }),
      cells: [n(m.expected), n(m.arrived), n(m.left), n(m.inside)],
    })),
    movements: movements.map((m) => ({
      id: m.id,
      in: clock(m.checkedInAt!, locale),
      // A departure on a later day says which.
      out: m.checkedOutAt
        ? (siteDay(m.checkedOutAt) === day ? clock : dayAndClock)(m.checkedOutAt, locale)
        : t('gateReport.stillInside'),
      module: n(m.moduleNumber),
      who: [
        t(`gatePasses.kind.${m.kind}`),
        m.personName,
        m.plate ? displayPlate(m.plate) : null,
        m.company,
        m.walkIn ? t('gateReport.walkIn') : null,
      ]
        .filter(Boolean)
        .join(' · '),
      tenant: m.tenantName,
      stay: m.checkedOutAt ? formatDuration((m.checkedOutAt.getTime() - m.checkedInAt!.getTime()) / 1000) : '—',
    })),
    waitingByModule:
      (waiting.byModule.at(-1)?.stays ?? 0) === 0
        ? []
        : waiting.byModule.map((row) => ({
            key: row.moduleNumber === null ? 'total' : String(row.moduleNumber),
            label: row.moduleNumber === null ? total : t('gateReport.module', { n: row.moduleNumber }),
            cells: stayCells(row, locale),
          })),
    waitingByCarrier:
      (waiting.byCarrier.at(-1)?.stays ?? 0) === 0
        ? []
        : waiting.byCarrier.map((row, i) => ({
            key: row.carrier === null ? 'total' : String(i),
            label: row.carrier ?? total,
            cells: stayCells(row, locale),
          })),
  };
}

export type GateReportProps = Awaited<ReturnType<typeof gateReportProps>>;
