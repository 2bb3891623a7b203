import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The counters of every rate limit, written by src/server/rate-limit.ts: the auth endpoints' per
 * account (src/server/account-rate-limit.ts: one row per endpoint and hashed email address, whether
 * or not an account has that address) and per IP, the tracking lookup's and the contact form's.
 */
export const accountRateLimit = pgTable('account_rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
