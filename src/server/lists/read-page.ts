// One page of a list: how many rows match (the page asked for is clamped to the last one), then
// only the rows that page shows (LIMIT/OFFSET). The counting is countRows' alone, so making it
// cheaper on a large table changes every list at once.
import { count, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { db } from '@/server/db/client';

export interface PageInfo {
  /** Rows matching, on every page. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  /** At least 1, an empty list being one empty page. */
  pages: number;
}

export interface Page<Row> extends PageInfo {
  rows: Row[];
}

export interface PageQuery<Q extends PgSelect> {
  /**
   * The list's rows, filtered but neither ordered nor limited:
   * `db().select(columns).from(table).leftJoin(…).where(filters).$dynamic()`. It is used once.
   */
  rows: Q;
  /** Ends with a unique column, so that pages never share or skip a row. */
  orderBy: (PgColumn | SQL)[];
  /** The page asked for (list-params' pageNumber). */
  page: number;
  pageSize: number;
}

/** How many rows `rows` yields. */
async function countRows(rows: PgSelect): Promise<number> {
  const [row] = await db().select({ n: count() }).from(rows.as('list_rows'));
  return row?.n ?? 0;
}

/** Where page `asked` of `total` rows is: clamped to the pages there are, and the rows before it. */
export function pageOf(asked: number, total: number, pageSize: number): PageInfo & { offset: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages);
  return { total, page, pages, offset: (page - 1) * pageSize };
}

export async function readPage<Q extends PgSelect>({
  rows,
  orderBy,
  page,
  pageSize,
}: PageQuery<Q>): Promise<Page<Awaited<Q>[number]>> {
  const { offset, ...info } = pageOf(page, await countRows(rows), pageSize);
  const shown: Awaited<Q> =
    info.total === 0
      ? ([] as unknown as Awaited<Q>)
      : await rows
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset(offset);
  return { ...info, rows: shown };
}
