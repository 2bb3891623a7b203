// A CHECK constraint that keeps a text column inside its enum, so the database itself refuses a
// value the TypeScript type would (rows written by SQL, scripts or an older app version included).
import { sql } from 'drizzle-orm';
import { check, type AnyPgColumn } from 'drizzle-orm/pg-core';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;

export function enumCheck(name: string, column: AnyPgColumn, values: readonly string[]) {
  // Inlined rather than bound: drizzle-kit writes the expression into the migration as SQL text.
  return check(name, sql`${column} IN (${sql.raw(values.map(literal).join(', '))})`);
}
