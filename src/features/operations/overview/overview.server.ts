// The numbers on the admin overview: leads this week and last (weeks Monday to Sunday in the
// site's time zone), the leads late by the sales clock, leads by stage and by module of interest, modules, accounts, shipments by
// status and failed mail. The counts by stage, module, status and role come from the tallies the
// database keeps (src/server/tallies.ts), the weeks from the leads' time index: a view reads a
// handful of rows however large the tables grow. `now` is passed in so the weeks never depend on
// the clock. Callers have checked the admin role.
import { and, count, gte, lt } from 'drizzle-orm';
import { countOutbox } from '@/features/operations/mail/mail-outbox.server';
import { parseDay, startOfDay } from '@/lib/calendar-day';
import { siteToday } from '@/lib/format';
import { LEAD_STATUSES, type LeadStatus } from '@/lib/statuses/lead';
import { MODULE_STATUSES, type ModuleStatus } from '@/lib/statuses/module';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@/lib/statuses/shipment';
import { db } from '@/server/db/client';
import { leads, modules } from '@/server/db/schema';
import { readTally, type TallySubject } from '@/server/tallies';
import { countLateLeads } from '@/features/sales/clock/lateness.server';

const DAY_MS = 86_400_000;

/** A week of days 'yyyy-MM-dd', Monday to Sunday. */
export interface Week {
  from: string;
  to: string;
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The week (Monday–Sunday, in the site's time zone) that holds `now`, and the one before. */
export function overviewWeeks(now: Date): { thisWeek: Week; lastWeek: Week } {
  const today = siteToday(now);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(today, -((weekday + 6) % 7));
  const lastMonday = addDays(monday, -7);
  return {
    thisWeek: { from: monday, to: addDays(monday, 6) },
    lastWeek: { from: lastMonday, to: addDays(lastMonday, 6) },
  };
}

const dayStart = (day: string) => startOfDay(parseDay(day)!);

async function leadsCreatedIn(week: Week): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(leads)
    .where(and(gte(leads.createdAt, dayStart(week.from)), lt(leads.createdAt, dayStart(addDays(week.to, 1)))));
  return row?.n ?? 0;
}

/** Every value of `values` with its count (0 when no row has it), in `values`' order. */
function countsOf<V extends string>(values: readonly V[], rows: { key: V; n: number }[]) {
  const found = new Map(rows.map((row) => [row.key, row.n]));
  return values.map((value) => ({ value, count: found.get(value) ?? 0 }));
}

/** Every value of `values` with its tally (0 when no row has it), in `values`' order. */
async function tallied<V extends string>(subject: TallySubject, values: readonly V[]) {
  const found = await readTally(subject);
  return values.map((value) => ({ value, count: found.get(value) ?? 0 }));
}

async function leadsByModule() {
  const found = await readTally('lead.module');
  const modules = [...found]
    .filter(([key, n]) => key !== 'none' && n > 0)
    .map(([key, n]) => ({ module: Number(key), count: n }))
    .sort((a, b) => a.module - b.module);
  return { modules, none: found.get('none') ?? 0 };
}

async function accountsByRole() {
  const found = await readTally('user.role');
  return { customers: found.get('user') ?? 0, staff: found.get('admin') ?? 0 };
}

/** Every number of the overview at `now`. */
export async function overviewCounts(now: Date) {
  const weeks = overviewWeeks(now);
  const lateLeads = countLateLeads(now);
  const [thisWeek, lastWeek, byStage, byModule, moduleRows, accounts, shipmentRows, failedMail] = await Promise.all([
    leadsCreatedIn(weeks.thisWeek),
    leadsCreatedIn(weeks.lastWeek),
    tallied<LeadStatus>('lead.status', LEAD_STATUSES),
    leadsByModule(),
    db().select({ key: modules.status, n: count() }).from(modules).groupBy(modules.status),
    accountsByRole(),
    tallied<ShipmentStatus>('shipment.status', SHIPMENT_STATUSES),
    countOutbox({ state: 'failed' }),
  ]);
  return {
    newLeads: { thisWeek: { ...weeks.thisWeek, count: thisWeek }, lastWeek: { ...weeks.lastWeek, count: lastWeek } },
    leadsByStage: byStage,
    leadsByModule: byModule,
    modules: countsOf<ModuleStatus>(MODULE_STATUSES, moduleRows),
    accounts,
    shipments: shipmentRows,
    failedMail,
    lateLeads: await lateLeads,
  };
}

export type OverviewCounts = Awaited<ReturnType<typeof overviewCounts>>;
