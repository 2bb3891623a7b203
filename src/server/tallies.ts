// How many rows have each value of a counted column, read from the tallies the database keeps
// (src/server/db/schema/tallies.ts): a handful of rows, whatever the size of the tables counted.
import { eq, sql, sum } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';
import { tallies, tallyChanges } from '@/server/db/schema';

/** What is tallied: leads by stage and by module ('none' for none), shipments by status, accounts by role. */
export type TallySubject = 'lead.status' | 'lead.module' | 'shipment.status' | 'user.role';

/** Each value of `subject` with its count (values no row has may be missing, or 0). */
export async function readTally(subject: TallySubject): Promise<Map<string, number>> {
  const parts = unionAll(
    db()
      .select({ key: tallies.key, n: sql<number>`${tallies.n}`.as('n') })
      .from(tallies)
      .where(eq(tallies.subject, subject)),
    db()
      .select({ key: tallyChanges.key, n: sql<number>`${tallyChanges.n}::bigint`.as('n') })
      .from(tallyChanges)
      .where(eq(tallyChanges.subject, subject)),
  ).as('parts');
  const rows = await db()
    .select({ key: parts.key, n: sum(parts.n).mapWith(Number) })
    .from(parts)
    .groupBy(parts.key);
  return new Map(rows.map((row) => [row.key, row.n]));
}
