// One row as an INSERT … SELECT, so it can be written only when a condition holds, inside a larger
// statement (src/server/forms/submissions.ts insertOnce). Each value is sent as a parameter encoded
// by its column, exactly as Drizzle's insert would, and cast to the column's type. Columns left out
// take the database's defaults (Drizzle's $defaultFn are not run: give those values).
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

export interface TableRow {
  table: PgTable;
  row: Record<string, unknown>;
}

/** A row for `table`, checked against its insert type. */
export const tableRow = <T extends PgTable>(table: T, row: T['$inferInsert']): TableRow => ({ table, row });

/** `insert into table (the row's columns) select its values [where when]`. */
export function insertRow({ table, row }: TableRow, when?: SQL): SQL {
  const columns = getTableColumns(table);
  const given = Object.entries(row).flatMap(([key, value]) => {
    const column = columns[key];
    if (!column) throw new Error(`insertRow: ${key} is not a column of this table`);
    return value === undefined ? [] : [{ column, value }];
  });
  const names = given.map(({ column }) => sql.identifier(column.name));
  const values = given.map(({ column, value }) => sql`${sql.param(value, column)}::${sql.raw(column.getSQLType())}`);
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(values, sql`, `)}${when ? sql` where ${when}` : sql``}`;
}
