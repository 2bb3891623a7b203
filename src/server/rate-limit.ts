// Fixed-window counters in the database (table account_rate_limit), so every app process on the
// same PostgreSQL shares them: the auth endpoints' per-account limits and the public tracking
// lookup's per-address limit count here.
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from './db/client';
import { accountRateLimit } from './db/schema';

/** Counts one hit for `key` in its current window of `windowSeconds`; returns the count so far. */
export async function countHit(database: Database, key: string, windowSeconds: number, now = new Date()): Promise<number> {
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
