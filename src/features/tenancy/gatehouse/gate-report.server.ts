// The staff's view of the gate (/admin/tenants/gate): one day's movements, per module and one by
// one, and how long arrivals stay, from check-in at the gate to check-out (median and 90th
// percentile, by module and by carrier), over a period of days. Each figure is one SQL query over
// one index range: check-ins by gate_passes_checked_in_idx, the day's expected arrivals by
// gate_passes_window_idx. Days are the site's (America/Fortaleza). Callers have checked the role.
import { and, asc, eq, gt, gte, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { addDays, siteInstant } from '@/lib/site-time';
import { db } from '@/server/db/client';
import { gatePasses, tenants } from '@/server/db/schema';

/** The longest window a pass may have (gate-passes.server.ts refuses longer): bounds the day's query. */
const LONGEST_WINDOW_DAYS = 7;

/** A period of days 'yyyy-MM-dd', both included. */
export interface GatePeriod {
  from: string;
  to: string;
}

const int = (expression: SQL) => sql<number>`(${expression})::int`;
const checkedInWithin = (from: string, to: string) =>
  and(gte(gatePasses.checkedInAt, siteInstant(from)), lt(gatePasses.checkedInAt, siteInstant(addDays(to, 1))));

/**
 * Per module, on `day`: the arrivals expected (approved passes whose window meets the day, not
 * revoked), those that came in (checked in that day, walk-ins included), went out, and are still in.
 */
export async function dayByModule(day: string) {
  const start = siteInstant(day);
  const end = siteInstant(addDays(day, 1));
  const earliest = siteInstant(addDays(day, -LONGEST_WINDOW_DAYS));
  const [expected, moved] = await Promise.all([
    db()
      .select({ moduleNumber: gatePasses.moduleNumber, n: int(sql`count(*)`) })
      .from(gatePasses)
      .where(
        and(
          gte(gatePasses.windowStart, earliest),
          lt(gatePasses.windowStart, end),
          gt(gatePasses.windowEnd, start),
          eq(gatePasses.approval, 'approved'),
          sql`${gatePasses.revokedAt} IS NULL`,
        ),
      )
      .groupBy(gatePasses.moduleNumber),
    db()
      .select({
        moduleNumber: gatePasses.moduleNumber,
        arrived: int(sql`count(*)`),
        left: int(sql`count(${gatePasses.checkedOutAt})`),
      })
      .from(gatePasses)
      .where(checkedInWithin(day, day))
      .groupBy(gatePasses.moduleNumber),
  ]);
  const modules = [...new Set([...expected, ...moved].map((row) => row.moduleNumber))].sort((a, b) => a - b);
  return modules.map((moduleNumber) => {
    const m = moved.find((row) => row.moduleNumber === moduleNumber);
    return {
      moduleNumber,
      expected: expected.find((row) => row.moduleNumber === moduleNumber)?.n ?? 0,
      arrived: m?.arrived ?? 0,
      left: m?.left ?? 0,
      inside: (m?.arrived ?? 0) - (m?.left ?? 0),
    };
  });
}

/** The arrivals checked in on `day`, in the order they came, with their tenant. */
export function dayMovements(day: string) {
  return db()
    .select({
      id: gatePasses.id,
      moduleNumber: gatePasses.moduleNumber,
      kind: gatePasses.kind,
      personName: gatePasses.personName,
      company: gatePasses.company,
      plate: gatePasses.plate,
      walkIn: gatePasses.walkIn,
      checkedInAt: gatePasses.checkedInAt,
      checkedOutAt: gatePasses.checkedOutAt,
      tenantName: tenants.name,
    })
    .from(gatePasses)
    .innerJoin(tenants, eq(tenants.id, gatePasses.tenantId))
    .where(checkedInWithin(day, day))
    .orderBy(asc(gatePasses.checkedInAt), asc(gatePasses.id));
}

const staySeconds = sql`extract(epoch FROM ${gatePasses.checkedOutAt} - ${gatePasses.checkedInAt})`;
const stayFigures = {
  stays: int(sql`count(*)`),
  median: sql<number | null>`percentile_cont(0.5) WITHIN GROUP (ORDER BY ${staySeconds})`,
  p90: sql<number | null>`percentile_cont(0.9) WITHIN GROUP (ORDER BY ${staySeconds})`,
};

/**
 * How long arrivals checked in during `period` stayed (seconds, from check-in to check-out; those
 * still in are not counted): by module, and for trucks by carrier (as typed, grouped by its trimmed
 * lower-case text), each with a total row (`moduleNumber` / `carrier` null).
 */
export async function waitingTimes(period: GatePeriod) {
  const done = and(checkedInWithin(period.from, period.to), isNotNull(gatePasses.checkedOutAt));
  const carrierKey = sql`lower(btrim(${gatePasses.company}))`;
  const [byModule, byCarrier] = await Promise.all([
    db()
      .select({ moduleNumber: sql<number | null>`${gatePasses.moduleNumber}`, ...stayFigures })
      .from(gatePasses)
      .where(done)
      .groupBy(sql`GROUPING SETS ((${gatePasses.moduleNumber}), ())`)
      .orderBy(sql`1 NULLS LAST`),
    db()
      .select({
        // How the staff typed it (one spelling of the group); none on the total row.
        carrier: sql<
          string | null
        >`CASE WHEN GROUPING(${carrierKey}) = 0 THEN min(btrim(${gatePasses.company}) COLLATE "C") END`,
        ...stayFigures,
      })
      .from(gatePasses)
      .where(and(done, eq(gatePasses.kind, 'truck'), isNotNull(gatePasses.company)))
      .groupBy(sql`GROUPING SETS ((${carrierKey}), ())`)
      .orderBy(sql`GROUPING(${carrierKey})`, sql`2 DESC`, sql`1`),
  ]);
  return { byModule, byCarrier };
}
