// Fixed-window counters in the database (table account_rate_limit), so every app process on the
// same PostgreSQL shares them: the auth endpoints' per-account limits and the public tracking
// lookup's per-address limit and the contact form count here. The keys hold client addresses, so
// counters long past their window are deleted as hits come in (about one hit in a hundred sweeps).
import { and, eq, gt, like, lt, or, sql, type Placeholder, type SQLWrapper } from 'drizzle-orm';
import type { Database } from './db/client';
import { accountRateLimit } from './db/schema';

/** Longer than any limit's window: a counter this old counts for nothing. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;
const SWEEP_SHARE = 0.01;

/** Deletes the counters whose window started over FORGET_AFTER_SECONDS before `now`. */
export async function forgetOldHits(database: Database, now = new Date()): Promise<void> {
  await database
    .delete(accountRateLimit)
    .where(lt(accountRateLimit.windowStart, new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000)));
}

/** Deletes the counters whose key matches one of the LIKE `patterns` (an erased person's). */
export async function forgetHitsLike(database: Database, patterns: readonly string[]): Promise<void> {
  if (patterns.length === 0) return;
  await database.delete(accountRateLimit).where(or(...patterns.map((p) => like(accountRateLimit.key, p))));
}

/** Now and then (one call in a hundred) deletes the counters long past their window. */
export async function sweepOldHits(database: Database, now = new Date()): Promise<void> {
  if (Math.random() < SWEEP_SHARE) await forgetOldHits(database, now);
}

/**
 * The statement that counts one hit for `key` in its current window of `windowSeconds`, returning
 * the count so far as `count`: run by countHit, or, with sql.placeholder values, compiled once into
 * a larger statement (insertOnce's limit, with hitValues).
 */
function hitQuery(
  database: Database,
  key: string | Placeholder,
  windowSeconds: number | Placeholder,
  now: Date | Placeholder,
) {
  const at = sql`${now instanceof Date ? now.toISOString() : now}::timestamptz`;
  const expired = sql`${accountRateLimit.windowStart} <= ${at} - make_interval(secs => ${windowSeconds}::double precision)`;
  return database
    .insert(accountRateLimit)
    .values({ key, count: 1, windowStart: at })
    .onConflictDoUpdate({
      target: accountRateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${accountRateLimit.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${at} ELSE ${accountRateLimit.windowStart} END`,
      },
    })
    .returning({ count: accountRateLimit.count });
}

let template: SQLWrapper | undefined;

/** hitQuery with placeholders, built once (its SQL is the same whichever database built it): hitValues fills them. */
export function hitTemplate(database: Database): SQLWrapper {
  return (template ??= hitQuery(
    database,
    sql.placeholder('hit_key'),
    sql.placeholder('hit_window_seconds'),
    sql.placeholder('hit_now'),
  ));
}

/** The values of hitTemplate's placeholders for one hit. */
export function hitValues(key: string, windowSeconds: number, now: Date) {
  return { hit_key: key, hit_window_seconds: windowSeconds, hit_now: now.toISOString() };
}

/** Counts one hit for `key` in its current window of `windowSeconds`; returns the count so far. */
export async function countHit(
  database: Database,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  await sweepOldHits(database, now);
  const [row] = await hitQuery(database, key, windowSeconds, now);
  return row?.count ?? 1;
}

/** The hits `key` has used in its current window, without counting one. */
export async function hitsUsed(
  database: Database,
  key: string,
  windowSeconds: number,
  now = new Date(),
): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await database
    .select({ count: accountRateLimit.count })
    .from(accountRateLimit)
    .where(and(eq(accountRateLimit.key, key), gt(accountRateLimit.windowStart, windowStart)));
  return row?.count ?? 0;
}
