// The gatehouse: what the guard sees (today's expected arrivals, a search by plate or name, a pass
// by its code) and does (check in, check out, register a walk-in). Check-in and check-out are each
// one conditional UPDATE, so a pass goes in once and out once whatever the races; a refusal says
// plainly why (already in, outside its window, another day, revoked, not approved). The tenant's
// people are told in the same transaction (a notification each, which also refreshes their open
// gate page). Callers have checked the role (requireGuard).
import { and, asc, desc, eq, gt, gte, lt, type SQL } from 'drizzle-orm';
import {
  arrivalColumns,
  insertPass,
  passColumns,
  recordEntry,
  recordExit,
  tenantPassesPath,
  tenantPeople,
  type PassRow,
} from '@/features/tenancy/gate-passes/gate-passes.server';
import { normaliseCode, normalisePlate, type WalkInInput } from '@/features/tenancy/gate-passes';
import { leaseCovers } from '@/features/tenancy/leases/tenancy.server';
import { notify } from '@/features/portal/notifications/notifications.server';
import type { MessageKey } from '@/i18n/translate';
import { addDays, siteDay, siteInstant } from '@/lib/site-time';
import { db, type Database } from '@/server/db/client';
import { gatePasses, leases, tenantMembers, tenants, user } from '@/server/db/schema';
import { matchesText } from '@/server/db/search';
import { readPage, type Page } from '@/server/lists';
import { submitOnce } from '@/server/forms/submissions';
import { refuse } from '@/server/refusal';

/** The longest window a pass may have (gate-passes.server.ts refuses longer): bounds today's query. */
const LONGEST_WINDOW_DAYS = 7;
/** Rows on a page of each of the screen's lists (today's arrivals, a search's results, the walk-ins). */
export const GATE_PAGE_SIZES = { today: 30, search: 20, walkIns: 10 } as const;

const gateColumns = {
  ...passColumns,
  tenantId: gatePasses.tenantId,
  tenantName: tenants.name,
  tenantPhone: user.phone,
};

export type GateRow = PassRow & { tenantId: string; tenantName: string; tenantPhone: string | null };

/** Passes with their tenant's name and the phone of its main account: who the guard can call. */
function selectGate(database: Database = db()) {
  return database
    .select(gateColumns)
    .from(gatePasses)
    .innerJoin(tenants, eq(tenants.id, gatePasses.tenantId))
    .leftJoin(tenantMembers, and(eq(tenantMembers.tenantId, gatePasses.tenantId), eq(tenantMembers.role, 'main')))
    .leftJoin(user, eq(user.id, tenantMembers.userId))
    .$dynamic();
}

/** Where the site's day of `now` starts and ends. */
function dayBounds(now: Date) {
  const today = siteDay(now);
  return { today, start: siteInstant(today), end: siteInstant(addDays(today, 1)) };
}

/**
 * Page `page` of the passes whose window meets the site's day of `now`, earliest first (revoked
 * and refused ones too: the guard sees why). The windows' length bounds the range the window
 * index reads.
 */
export function todaysArrivals(page: number, now = new Date()): Promise<Page<GateRow>> {
  const { start, end } = dayBounds(now);
  const earliest = new Date(start.getTime() - LONGEST_WINDOW_DAYS * 24 * 3600 * 1000);
  return readPage({
    rows: selectGate(),
    where: and(gte(gatePasses.windowStart, earliest), lt(gatePasses.windowStart, end), gt(gatePasses.windowEnd, start)),
    orderBy: [asc(gatePasses.windowStart), asc(gatePasses.id)],
    page,
    pageSize: GATE_PAGE_SIZES.today,
  });
}

/**
 * Page `page` of the passes matching what the guard typed: a plate in either format (its
 * normalised btree index), else the person's name or the company (the trigram index); the latest
 * window first.
 */
export function searchPasses(query: string, page = 1): Promise<Page<GateRow>> {
  const plate = normalisePlate(query);
  const where: SQL = plate
    ? eq(gatePasses.plate, plate)
    : matchesText([gatePasses.personName, gatePasses.company], query);
  return readPage({
    rows: selectGate(),
    where,
    orderBy: [desc(gatePasses.windowStart), desc(gatePasses.id)],
    page,
    pageSize: GATE_PAGE_SIZES.search,
  });
}

/** The pass with `typed` code (as typed or scanned), or undefined. */
export async function passByCode(typed: string): Promise<GateRow | undefined> {
  const code = normaliseCode(typed);
  if (!code) return undefined;
  const [row] = await selectGate().where(eq(gatePasses.code, code));
  return row;
}

export async function passById(passId: string, database: Database = db()): Promise<GateRow | undefined> {
  const [row] = await selectGate(database).where(eq(gatePasses.id, passId));
  return row;
}

type VerdictRow = Pick<
  GateRow,
  'revokedAt' | 'approval' | 'checkedInAt' | 'checkedOutAt' | 'windowStart' | 'windowEnd'
>;

/** Why a pass may not come in at `now`, as a message key; undefined when it may. */
export function entryRefusal(pass: VerdictRow, now: Date): MessageKey | undefined {
  if (pass.revokedAt) return 'gatehouse.error.revoked';
  if (pass.checkedInAt) return 'gatehouse.error.alreadyIn';
  if (pass.approval === 'pending') return 'gatehouse.error.pending';
  if (pass.approval === 'refused') return 'gatehouse.error.refused';
  const today = siteDay(now);
  if (siteDay(pass.windowStart) > today || siteDay(new Date(pass.windowEnd.getTime() - 1)) < today)
    return 'gatehouse.error.anotherDay';
  if (pass.windowStart.getTime() > now.getTime() || pass.windowEnd.getTime() <= now.getTime())
    return 'gatehouse.error.outsideWindow';
  return undefined;
}

/** Why a pass may not go out, as a message key; undefined when it may. */
export function exitRefusal(pass: VerdictRow): MessageKey | undefined {
  if (!pass.checkedInAt) return 'gatehouse.error.notIn';
  if (pass.checkedOutAt) return 'gatehouse.error.alreadyOut';
  return undefined;
}

/** Tells the tenant's people that `name` came in or left. */
async function tellTenant(tx: Database, tenantId: string, title: MessageKey, name: string) {
  for (const person of await tenantPeople(tx, tenantId)) {
    await notify(tx, person.id, person.locale, { title, params: { name }, link: tenantPassesPath(person.locale) });
  }
}

/**
 * Lets pass `passId` in at `now`, recorded with the guard: one UPDATE that holds only for a pass
 * not yet in, not revoked, approved, and within its window; otherwise a CONFLICT refusal saying why.
 */
export async function checkIn(guardId: string, passId: string, now = new Date()) {
  return db().transaction(async (tx) => {
    const row = await recordEntry(tx, passId, guardId, now);
    if (!row) {
      const pass = await passById(passId, tx);
      if (!pass) refuse('NOT_FOUND', 'gatehouse.error.notFound');
      refuse('CONFLICT', entryRefusal(pass, now) ?? 'gatehouse.error.outsideWindow');
    }
    await tellTenant(tx, row.tenantId, 'gatePasses.notify.in', row.personName);
    return { code: row.code };
  });
}

/** Records that pass `passId` left at `now`: once, and only after it came in. */
export async function checkOut(guardId: string, passId: string, now = new Date()) {
  return db().transaction(async (tx) => {
    const row = await recordExit(tx, passId, guardId, now);
    if (!row) {
      const pass = await passById(passId, tx);
      if (!pass) refuse('NOT_FOUND', 'gatehouse.error.notFound');
      refuse('CONFLICT', exitRefusal(pass) ?? 'gatehouse.error.alreadyOut');
    }
    await tellTenant(tx, row.tenantId, 'gatePasses.notify.out', row.personName);
    return { code: row.code };
  });
}

/**
 * Registers someone at the gate without a pass, for the tenant that leases `module` today: a
 * pass for the rest of the day waiting for the tenant's approval; its people are told.
 */
export async function registerWalkIn(guardId: string, input: WalkInInput, now = new Date()) {
  const { today, end } = dayBounds(now);
  return submitOnce('gatehouse.walkIn', input.submission, async (tx) => {
    const [lease] = await tx
      .select({ tenantId: leases.tenantId })
      .from(leases)
      .where(and(eq(leases.moduleNumber, input.module), leaseCovers(today)));
    if (!lease) refuse('BAD_REQUEST', 'gatehouse.error.module');
    const pass = await insertPass(tx, {
      ...arrivalColumns(input),
      tenantId: lease.tenantId,
      windowStart: now,
      windowEnd: end,
      walkIn: true,
      approval: 'pending',
      createdBy: guardId,
    });
    for (const person of await tenantPeople(tx, lease.tenantId)) {
      await notify(tx, person.id, person.locale, {
        title: 'gatePasses.notify.walkIn',
        body: 'gatePasses.notify.walkInBody',
        params: { name: input.name },
        link: tenantPassesPath(person.locale),
      });
    }
    return pass;
  });
}

/** Page `page` of today's walk-ins, newest first: the guard follows the tenants' answers. */
export function todaysWalkIns(page: number, now = new Date()): Promise<Page<GateRow>> {
  const { start, end } = dayBounds(now);
  return readPage({
    rows: selectGate(),
    where: and(eq(gatePasses.walkIn, true), gte(gatePasses.windowStart, start), lt(gatePasses.windowStart, end)),
    orderBy: [desc(gatePasses.windowStart), desc(gatePasses.id)],
    page,
    pageSize: GATE_PAGE_SIZES.walkIns,
  });
}
