// What an erasure on request (LGPD) writes in place of a person's data, and the SQL that takes
// their names and addresses out of free text: shared by the owners of the records an erasure keeps
// without the person (shipments, charges, support) and the privacy feature that runs it.
import { or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** Written where a person's name or text was. */
export const ERASED_TEXT = '[removido]';
/** Written where a person's address was (the .invalid domain never receives mail). */
export const ERASED_EMAIL = 'removido@anonimizado.invalid';

/** `column` with every match of `pattern` (a PostgreSQL regular expression) replaced by ERASED_TEXT. */
export const scrubbed = (column: PgColumn, pattern: string): SQL =>
  sql`regexp_replace(${column}, ${pattern}, ${ERASED_TEXT}, 'gi')`;

/** `column` holds a match of `pattern`, case-insensitively. */
export const mentions = (column: PgColumn, pattern: string): SQL => sql`${column} ~* ${pattern}`;

/** Sets the columns to `scrubbed` where any of them mentions `pattern`: an update's set and where. */
export function scrubSet<K extends string>(columns: Record<K, PgColumn>, pattern: string) {
  const entries = Object.entries(columns) as [K, PgColumn][];
  return {
    set: Object.fromEntries(entries.map(([key, column]) => [key, scrubbed(column, pattern)])) as Record<K, SQL>,
    where: or(...entries.map(([, column]) => mentions(column, pattern))),
  };
}
