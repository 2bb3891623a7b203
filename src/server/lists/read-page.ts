// One page of a list, costing what it shows. Rows are counted up to COUNT_LIMIT (past it the count
// is "more than", labelled as such: counting on would read every matching row), then only the rows
// the page shows are read: by page number (LIMIT/OFFSET, within the counted rows), or, for a list
// that holds more than it can count, by keyset (the rows older or newer than a row the link names),
// which the list's time index serves at any depth.
import { and, asc, count, desc, gt, gte, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import { isUuid } from '@/lib/ids';
import { db } from '@/server/db/client';

/**
 * Rows counted exactly; a list with more says "more than" this many. Counting a search's matches
 * visits a heap page per match (at 1M leads, 10,000 matches took 130 ms to count, decision 024).
 */
export const COUNT_LIMIT = 5_000;

export interface PageInfo {
  /** Rows matching, on every page: exact, or COUNT_LIMIT when `exact` is false. */
  total: number;
  /** False when more than `total` rows match. */
  exact: boolean;
  /** The page shown, from 1 (1 on a keyset page). */
  page: number;
  /** At least 1, an empty list being one empty page (1 on a keyset page). */
  pages: number;
  /** On a keyset page: the cursors of the pages of newer and of older rows, when there are such rows. */
  keyset?: { newer?: string; older?: string };
}

export interface Page<Row> extends PageInfo {
  rows: Row[];
}

/** Where a keyset page starts: after the row with this id (older rows), or before it (newer ones). */
export interface Cursor {
  older?: string;
  newer?: string;
}

export interface PageQuery<Q extends PgSelect> {
  /**
   * The list's rows, neither filtered nor ordered nor limited:
   * `db().select(columns).from(table).leftJoin(…).$dynamic()`. It is used once.
   */
  rows: Q;
  /** The list's filters. */
  where?: SQL;
  /** Ends with a unique column, so that pages never share or skip a row. */
  orderBy: (PgColumn | SQL)[];
  /** The page asked for (list-params' pageNumber). */
  page: number;
  pageSize: number;
  /**
   * For a list that can outgrow COUNT_LIMIT, ordered newest first by `time` then `id` (the
   * `orderBy`): past the limit, or when a link names a cursor, pages go by keyset.
   */
  keyset?: {
    table: PgTable;
    time: PgColumn;
    id: PgColumn;
    cursor: Cursor;
    /** A row's id (the cursor of the page next to it). */
    idOf: (row: Awaited<Q>[number]) => string;
  };
}

/** How many rows match, counting no further than `limit` + 1. */
async function countRows(rows: PgSelect, where: SQL | undefined, limit: number): Promise<number> {
  const capped = rows.where(where).limit(limit + 1);
  const [row] = await db().select({ n: count() }).from(capped.as('list_rows'));
  return row?.n ?? 0;
}

/** Where page `asked` of `total` rows is: clamped to the pages there are, and the rows before it. */
export function pageOf(
  asked: number,
  total: number,
  pageSize: number,
): Omit<PageInfo, 'exact' | 'keyset'> & { offset: number } {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const page = Math.min(Math.max(1, Math.floor(asked) || 1), pages);
  return { total, page, pages, offset: (page - 1) * pageSize };
}

export async function readPage<Q extends PgSelect>(query: PageQuery<Q>): Promise<Page<Awaited<Q>[number]>> {
  const { rows, where, orderBy, page, pageSize, keyset } = query;
  const counted = await countRows(rows, where, COUNT_LIMIT);
  const exact = counted <= COUNT_LIMIT;
  const total = Math.min(counted, COUNT_LIMIT);
  const cursor = keyset?.cursor.older ?? keyset?.cursor.newer;
  if (keyset && (!exact || cursor)) return { total, exact, ...(await readKeyset(query, keyset)) };
  const { offset, ...info } = pageOf(page, total, pageSize);
  const shown: Awaited<Q> =
    total === 0
      ? ([] as unknown as Awaited<Q>)
      : await rows
          .where(where)
          .orderBy(...orderBy)
          .limit(pageSize)
          .offset(offset);
  return { ...info, exact, rows: shown };
}

/** A list's keyset order: newest first by `time`, then by the unique `id` (a uuid). */
export interface KeysetOrder {
  table: PgTable;
  time: PgColumn;
  id: PgColumn;
}

/**
 * The rows after the row with id `at` in the order (older), or before it (`newer`). The row's own
 * time is read in SQL, so PostgreSQL's microseconds never pass through a JavaScript date.
 */
export function beyondRow({ table, time, id }: KeysetOrder, at: string, newer = false): SQL | undefined {
  const markTime = sql`(SELECT ${time} FROM ${table} WHERE ${id} = ${at})`;
  return newer
    ? and(gte(time, markTime), or(gt(time, markTime), gt(id, at)))
    : and(lte(time, markTime), or(lt(time, markTime), lt(id, at)));
}

/** The keyset page `query` asks for: the rows just older (or newer) than its cursor's, newest first. */
async function readKeyset<Q extends PgSelect>(
  { rows, where, pageSize }: PageQuery<Q>,
  { table, time, id, cursor, idOf }: NonNullable<PageQuery<Q>['keyset']>,
) {
  const newer = cursor.older ? undefined : cursor.newer;
  const from = cursor.older ?? newer;
  // A cursor that is not a row's id (typed, or its row gone) starts from the newest rows.
  const at = from && isUuid(from) ? from : undefined;
  const side = at ? beyondRow({ table, time, id }, at, Boolean(newer)) : undefined;
  const fetched = await rows
    .where(and(where, side))
    .orderBy(...(newer ? [asc(time), asc(id)] : [desc(time), desc(id)]))
    .limit(pageSize + 1);
  const more = fetched.length > pageSize;
  const kept = fetched.slice(0, pageSize) as Awaited<Q>;
  if (newer) kept.reverse();
  if (at && kept.length === 0)
    return readKeyset({ rows, where, pageSize } as PageQuery<Q>, { table, time, id, cursor: {}, idOf });
  const first = kept[0];
  const last = kept[kept.length - 1];
  const older = (newer ? at !== undefined : more) && last ? idOf(last) : undefined;
  const newerCursor = (newer ? more : at !== undefined) && first ? idOf(first) : undefined;
  return { page: 1, pages: 1, keyset: { newer: newerCursor, older }, rows: kept };
}
