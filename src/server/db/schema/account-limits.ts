import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Per-account counters for the auth endpoints (src/server/account-rate-limit.ts): one row per
 * endpoint and hashed email address, whether or not an account has that address.
 */
export const accountRateLimit = pgTable('account_rate_limit', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});
