import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';

/**
 * A counter of what anonymous public pages show: a trigger on the tables those pages read
 * (modules) adds one in the transaction that changes them (migration 0019). The page cache
 * (src/server/http/page-cache.ts) keys every stored page by it, so a change shows on the next
 * request, in every process. Empty until the first change: the version is then 0.
 */
export const siteContentVersion = pgTable('site_content_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});
