// Fixed-window counters in the database (table account_rate_limit), so every app process on the
// same PostgreSQL shares them: the auth endpoints' per-account limits and the public tracking
// lookup's per-address limit and the contact form count here. The keys hold client addresses, so
// counters long past their window are deleted as hits come in (about one hit in a hundred sweeps).
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { accountRateLimit } from './db/schema';

/** Longer than any limit's window: a counter this old counts for nothing. */
export const FORGET_AFTER_SECONDS = 24 * 60 * 60;
const SWEEP_SHARE = 0.01;

/** Deletes the counters whose window started over FORGET_AFTER_SECONDS before `now`. */
export async function forgetOldHits(database: Database, now = new Date()): Promise<void> {
  await database.delete(accountRateLimit).where(lt(accountRateLimit.windowStart, new Date(now.getTime() - FORGET_AFTER_SECONDS * 1000)));
}

/** Counts one hit for `key` in its current window of `windowSeconds`; returns the count so far. */
export async function countHit(database: Database, key: string, windowSeconds: number, now = new Date()): Promise<number> {
  if (Math.random() < SWEEP_SHARE) await forgetOldHits(database, now);
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const expired = sql`${accountRateLimit.windowStart} <= ${windowStart.toISOString()}::timestamptz`;
  const [row] = await database
    .insert(accountRateLimit)
    .values({ key, count: 1, windowStart: now })
    .onConflictDoUpdate({
      target: accountRateLimit.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${accountRateLimit.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now.toISOString()}::timestamptz ELSE ${accountRateLimit.windowStart} END`,
      },
    })
    .returning({ count: accountRateLimit.count });
  return row?.count ?? 1;
}

/** The hits `key` has used in its current window, without counting one. */
export async function hitsUsed(database: Database, key: string, windowSeconds: number, now = new Date()): Promise<number> {
  const windowStart = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await database
    .select({ count: accountRateLimit.count })
    .from(accountRateLimit)
    .where(and(eq(accountRateLimit.key, key), gt(accountRateLimit.windowStart, windowStart)));
  return row?.count ?? 0;
}
