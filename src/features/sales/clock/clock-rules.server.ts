// The sales clock's rules as the staff set them (/admin/leads/clock): business hours, the business
// minutes a new lead may wait for the first staff action, and the days a lead may stay in each open
// stage. Until the first save the defaults below apply. Saving is audited and refused when another
// save came first (the version check).
import { and, eq } from 'drizzle-orm';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { salesClockSettings } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { closedDaysBetween } from '@/features/sales/visit-settings/visit-settings.server';
import { addDays, siteDay } from '@/lib/site-time';
import { addBusinessMinutes, BUSINESS_SEARCH_DAYS } from './business-time';
import { OPEN_STAGES, STAGE_FIELDS, type ClockInput, type OpenStage } from './clock-rules.schema';

export type StageDays = Record<OpenStage, number>;

export interface ClockRules {
  firstResponseMinutes: number;
  opensMinute: number;
  closesMinute: number;
  stageDays: StageDays;
  /** The settings row's version; 0 before the first save. */
  version: number;
}

/** One business hour to answer, 08:00–18:00 (the site's support hours), and a few days per stage. */
export const DEFAULT_CLOCK_RULES: ClockRules = {
  firstResponseMinutes: 60,
  opensMinute: 8 * 60,
  closesMinute: 18 * 60,
  stageDays: { new: 2, contacted: 7, 'visit-scheduled': 14, 'proposal-sent': 15 },
  version: 0,
};

/** Each open stage's days from the stored map, the default for any it lacks. */
function stageDaysOf(stored: Record<string, number>): StageDays {
  return Object.fromEntries(
    OPEN_STAGES.map((stage) => [stage, Number(stored[stage] ?? DEFAULT_CLOCK_RULES.stageDays[stage])]),
  ) as StageDays;
}

/** The rules in force: the saved ones, or the defaults before the first save. */
export async function readClockRules(tx: Database = db()): Promise<ClockRules> {
  const [row] = await tx.select().from(salesClockSettings).where(eq(salesClockSettings.id, 1));
  if (!row) return DEFAULT_CLOCK_RULES;
  return {
    firstResponseMinutes: row.firstResponseMinutes,
    opensMinute: row.businessOpensMinute,
    closesMinute: row.businessClosesMinute,
    stageDays: stageDaysOf(row.stageDays),
    version: row.version,
  };
}

/** The closed days from `day` on, as far as a deadline is looked for. */
async function closedFrom(day: string, tx: Database = db()): Promise<Set<string>> {
  const rows = await closedDaysBetween(day, addDays(day, BUSINESS_SEARCH_DAYS), tx);
  return new Set(rows.map((r) => r.day));
}

/** When a lead created at `createdAt` must have had its first staff action, by `rules`. */
export function deadlineFrom(createdAt: Date, rules: ClockRules, closed: ReadonlySet<string>): Date {
  return addBusinessMinutes(
    createdAt,
    rules.firstResponseMinutes,
    { opensMinute: rules.opensMinute, closesMinute: rules.closesMinute },
    (day) => closed.has(day),
  );
}

// The contact form asks for a deadline on every post: the rules and closed days are kept here for
// a minute (a save in this process forgets them at once; a closed day added elsewhere counts
// within the minute), so a lead costs no extra round trip to the database.
const CACHE_MS = 60_000;
let cached: { day: string; until: number; rules: ClockRules; closed: Set<string> } | undefined;

export function forgetClockRules() {
  cached = undefined;
}

/**
 * The first-response deadline of a lead created at `createdAt` (the rules of the last minute),
 * read through `tx` when they must be (inside a transaction: PGlite has one connection).
 */
export async function firstResponseDue(createdAt: Date, tx: Database = db()): Promise<Date> {
  const day = siteDay(createdAt);
  const now = Date.now();
  if (!cached || cached.day !== day || cached.until < now) {
    const [rules, closed] = await Promise.all([readClockRules(tx), closedFrom(day, tx)]);
    cached = { day, until: now + CACHE_MS, rules, closed };
  }
  return deadlineFrom(createdAt, cached.rules, cached.closed);
}

/** Whether `day` ('yyyy-MM-dd') is one of the closed days. */
export async function isClosedDay(day: string, tx: Database = db()): Promise<boolean> {
  return (await closedDaysBetween(day, day, tx)).length > 0;
}

const CHANGED_MEANWHILE = 'salesClock.error.changedMeanwhile';

type RuleFields = Omit<ClockRules, 'version'>;

const sameRules = (a: RuleFields, b: RuleFields) =>
  a.firstResponseMinutes === b.firstResponseMinutes &&
  a.opensMinute === b.opensMinute &&
  a.closesMinute === b.closesMinute &&
  OPEN_STAGES.every((stage) => a.stageDays[stage] === b.stageDays[stage]);

/** Writes the form over the rules read at `input.version`; the fields that differ are audited. */
export async function saveClockRules(actor: AuditActor, input: ClockInput): Promise<{ changed: boolean }> {
  const { version } = input;
  const next: RuleFields = {
    firstResponseMinutes: input.firstResponseMinutes,
    opensMinute: input.opens,
    closesMinute: input.closes,
    stageDays: Object.fromEntries(OPEN_STAGES.map((stage) => [stage, input[STAGE_FIELDS[stage]]])) as StageDays,
  };
  const result = await db().transaction(async (tx) => {
    const current = await readClockRules(tx);
    if (current.version !== version) refuse('CONFLICT', CHANGED_MEANWHILE);
    if (sameRules(current, next)) return { changed: false };
    const values = {
      firstResponseMinutes: next.firstResponseMinutes,
      businessOpensMinute: next.opensMinute,
      businessClosesMinute: next.closesMinute,
      stageDays: next.stageDays,
      version: version + 1,
      updatedAt: new Date(),
    };
    const written =
      version > 0
        ? await tx
            .update(salesClockSettings)
            .set(values)
            .where(and(eq(salesClockSettings.id, 1), eq(salesClockSettings.version, version)))
            .returning({ id: salesClockSettings.id })
        : await tx
            .insert(salesClockSettings)
            .values({ id: 1, ...values })
            .onConflictDoNothing()
            .returning({ id: salesClockSettings.id });
    if (written.length === 0) refuse('CONFLICT', CHANGED_MEANWHILE);
    await recordAudit(tx, {
      actor,
      action: 'salesClock.update',
      subject: { kind: 'site', id: 'sales-clock' },
      before: { ...current, version: undefined },
      after: { ...next },
    });
    return { changed: true };
  });
  forgetClockRules();
  return result;
}
