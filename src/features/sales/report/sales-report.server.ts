// The sales report's figures (/admin/leads/report), each one SQL aggregate over one index range:
// the leads created in the period (leads_created_at_idx; the lost ones by leads_status_idx) and
// the visits starting in it (visits_starts_at_idx). Nothing is counted in JavaScript. Months are
// calendar months in the site's time zone (America/Fortaleza). Callers have checked the role.
import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { SITE_TIME_ZONE } from '@/lib/format';
import { siteInstant } from '@/lib/site-time';
import { db } from '@/server/db/client';
import { leads, visits } from '@/server/db/schema';

/** Where a lead came from, derived from what the contact form and the booking page store. */
export const LEAD_SOURCES = ['booking', 'module', 'contact'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How many loss reasons the report names; the rest are summed as "others", with how many. */
export const TOP_REASONS = 10;

/** A period of whole months, 'yyyy-MM', both included. */
export interface ReportPeriod {
  from: string;
  to: string;
}

const monthStart = (month: string) => siteInstant(`${month}-01`);
/** The month `n` months after `month` ('yyyy-MM'; n may be negative). */
export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

const inPeriod = (column: typeof leads.createdAt | typeof visits.startsAt, period: ReportPeriod) =>
  and(gte(column, monthStart(period.from)), lt(column, monthStart(addMonths(period.to, 1))));

const monthOf = (column: typeof leads.createdAt | typeof visits.startsAt) =>
  // The zone written into the text, not a parameter: GROUP BY matches the selected expression.
  sql<string>`to_char(${column} AT TIME ZONE ${sql.raw(`'${SITE_TIME_ZONE}'`)}, 'YYYY-MM')`;

/**
 * A lead's source: 'booking' when it came from the visit booking page (/agendar-visita, either
 * language); 'module' when the contact form named a module (a module's card fills it in);
 * 'contact' for the contact form without one.
 */
export const leadSource = sql<LeadSource>`CASE
  WHEN ${leads.page} ~ '^(/en)?/agendar-visita([/?#]|$)' THEN 'booking'
  WHEN ${leads.moduleNumber} IS NOT NULL THEN 'module'
  ELSE 'contact' END`;

const int = (expression: SQL) => sql<number>`(${expression})::int`;
const responseSeconds = sql`extract(epoch FROM ${leads.firstResponseAt} - ${leads.createdAt})`;
const percentile = (fraction: number) =>
  sql<
    number | null
  >`percentile_cont(${sql.raw(String(fraction))}) WITHIN GROUP (ORDER BY ${responseSeconds}) FILTER (WHERE ${leads.firstResponseAt} IS NOT NULL)`;

// Per lead: whether it has a visit that was not cancelled, and whether one was done.
const leadVisits = () =>
  db()
    .select({
      leadId: visits.leadId,
      done: sql<boolean>`bool_or(${visits.status} = 'done')`.as('done'),
    })
    .from(visits)
    .where(sql`${visits.status} <> 'cancelled'`)
    .groupBy(visits.leadId)
    .as('lead_visits');

/**
 * The leads of the period by month (and a total row, `month` null): by source, answered and the
 * median and 90th percentile of the time to the first answer (seconds; null when none was
 * answered), and the funnel: with a visit, visited, won, lost.
 */
async function leadFigures(period: ReportPeriod) {
  const lv = leadVisits();
  const month = monthOf(leads.createdAt);
  const bySource = (source: LeadSource) => int(sql`count(*) FILTER (WHERE ${leadSource} = ${source})`);
  return db()
    .select({
      month: sql<string | null>`${month}`,
      leads: int(sql`count(*)`),
      booking: bySource('booking'),
      module: bySource('module'),
      contact: bySource('contact'),
      answered: int(sql`count(${leads.firstResponseAt})`),
      median: percentile(0.5),
      p90: percentile(0.9),
      withVisit: int(sql`count(${lv.leadId})`),
      visited: int(sql`count(*) FILTER (WHERE ${lv.done})`),
      won: int(sql`count(*) FILTER (WHERE ${leads.status} = 'won')`),
      lost: int(sql`count(*) FILTER (WHERE ${leads.status} = 'lost')`),
    })
    .from(leads)
    .leftJoin(lv, eq(lv.leadId, leads.id))
    .where(inPeriod(leads.createdAt, period))
    .groupBy(sql`GROUPING SETS ((${month}), ())`)
    .orderBy(sql`1 NULLS LAST`);
}

export type LeadFigures = Awaited<ReturnType<typeof leadFigures>>[number];

/** The visits starting in the period, by month and by status (with a total row, `month` null). */
function visitFigures(period: ReportPeriod) {
  const month = monthOf(visits.startsAt);
  const byStatus = (status: string) => int(sql`count(*) FILTER (WHERE ${visits.status} = ${status})`);
  return db()
    .select({
      month: sql<string | null>`${month}`,
      booked: byStatus('booked'),
      done: byStatus('done'),
      noShow: byStatus('no-show'),
      cancelled: byStatus('cancelled'),
    })
    .from(visits)
    .where(inPeriod(visits.startsAt, period))
    .groupBy(sql`GROUPING SETS ((${month}), ())`)
    .orderBy(sql`1 NULLS LAST`);
}

export type VisitFigures = Awaited<ReturnType<typeof visitFigures>>[number];

/**
 * Why the period's lost leads were lost: the reasons as typed, grouped by their trimmed lower-case
 * text, most frequent first; the first TOP_REASONS named, the rest summed in `others`.
 */
async function lossReasons(period: ReportPeriod) {
  const reason = sql<string>`lower(btrim(${leads.lostReason}))`;
  const rows = await db()
    .select({
      // How the staff wrote it (one spelling of the group, the same every time).
      label: sql<string>`min(btrim(${leads.lostReason}) COLLATE "C")`,
      leads: count(),
      groups: int(sql`count(*) OVER ()`),
      total: int(sql`sum(count(*)) OVER ()`),
    })
    .from(leads)
    .where(and(eq(leads.status, 'lost'), inPeriod(leads.createdAt, period), sql`${leads.lostReason} IS NOT NULL`))
    .groupBy(reason)
    .orderBy(desc(count()), reason)
    .limit(TOP_REASONS);
  const shown = rows.reduce((sum, row) => sum + row.leads, 0);
  const first = rows[0];
  return {
    top: rows.map(({ label, leads: n }) => ({ label, leads: n })),
    others: first ? { groups: first.groups - rows.length, leads: first.total - shown } : { groups: 0, leads: 0 },
  };
}

/** Every figure of the report for `period`. */
export async function salesReport(period: ReportPeriod) {
  const [leadRows, visitRows, reasons] = await Promise.all([
    leadFigures(period),
    visitFigures(period),
    lossReasons(period),
  ]);
  return { leads: leadRows, visits: visitRows, reasons };
}
