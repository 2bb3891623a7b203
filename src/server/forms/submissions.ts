// Once-only submissions (src/lib/forms/submission.ts): what a form creates and its submission row
// are written in one transaction (submitOnce), or one statement (insertOnce, for the contact form's
// hot path), so a retry with the same key finds the first answer and creates nothing. Two copies
// racing each other: the second's row collides on the key and it is rolled back.
import { and, eq, getTableName, sql, type SQLWrapper } from 'drizzle-orm';
import { compileStatement, db, runCompiled, type CompiledStatement, type Database } from '@/server/db/client';
import { isPgError, UNIQUE_VIOLATION } from '@/server/db/errors';
import { insertRow, type TableRow } from '@/server/db/insert-row';
import { formSubmissions } from '@/server/db/schema';

async function previous<T>(action: string, key: string): Promise<T | undefined> {
  const [row] = await db()
    .select({ result: formSubmissions.result })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.action, action), eq(formSubmissions.key, key)));
  return row?.result as T | undefined;
}

/** After a write that collided on `key`: the first call's result (any other error is thrown again). */
async function firstResult<T>(action: string, key: string | undefined, error: unknown): Promise<T> {
  const earlier = key && isPgError(error, UNIQUE_VIOLATION) ? await previous<T>(action, key) : undefined;
  if (earlier) return earlier;
  throw error;
}

/**
 * Runs `create` in a transaction once per (`action`, `key`): the first time its result (plain JSON)
 * is stored with what it wrote; any later call with the same key returns that result. Without a
 * key it simply runs.
 */
export async function submitOnce<T extends Record<string, unknown>>(
  action: string,
  key: string | undefined,
  create: (tx: Database) => Promise<T>,
): Promise<T> {
  if (key) {
    const earlier = await previous<T>(action, key);
    if (earlier) return earlier;
  }
  try {
    return await db().transaction(async (tx) => {
      const result = await create(tx);
      if (key) await tx.insert(formSubmissions).values({ action, key, result });
      return result;
    });
  } catch (error) {
    return firstResult<T>(action, key, error);
  }
}

/**
 * A rate limit counted by the same statement: `hit` counts one and returns `count` (a statement
 * with placeholders, the same object on every call: rate-limit.ts hitTemplate), `values` fill
 * them, and at most `max` hits write.
 */
export interface StatementLimit {
  hit: SQLWrapper;
  values: Record<string, unknown>;
  max: number;
}

export type InsertOnceOutcome<T> = { status: 'written'; result: T } | { status: 'limited' };

const placeholder = (row: number, column: string) => `row${row}_${column}`;
const given = (row: Record<string, unknown>) => Object.keys(row).filter((column) => row[column] !== undefined);

/** The statements for rows of given tables and columns, with or without a key, by limit: each built once. */
const NO_LIMIT = {};
const compiled = new WeakMap<SQLWrapper | typeof NO_LIMIT, Map<string, CompiledStatement>>();

function statementFor(
  rows: readonly TableRow[],
  withKey: boolean,
  limit: StatementLimit | undefined,
): CompiledStatement {
  const shape = `${withKey}|${rows.map(({ table, row }) => `${getTableName(table)}(${given(row)})`).join('|')}`;
  const byShape = compiled.get(limit?.hit ?? NO_LIMIT) ?? new Map<string, CompiledStatement>();
  compiled.set(limit?.hit ?? NO_LIMIT, byShape);
  const known = byShape.get(shape);
  if (known) return known;
  const templates = rows.map(({ table, row }, i) => ({
    table,
    row: Object.fromEntries(given(row).map((column) => [column, sql.placeholder(placeholder(i, column))])),
  }));
  if (withKey)
    templates.push({
      table: formSubmissions,
      row: {
        action: sql.placeholder('once_action'),
        key: sql.placeholder('once_key'),
        result: sql.placeholder('once_result'),
      },
    });
  const within = limit ? sql`(select "count" from "hit") <= ${sql.placeholder('limit_max')}::integer` : undefined;
  const writes = sql.join(
    templates.map((row, i) => sql`${sql.identifier(`write_${i}`)} as (${insertRow(row, within)})`),
    sql`, `,
  );
  const statement = compileStatement(
    limit
      ? sql`with "hit" as (${limit.hit.getSQL()}), ${writes} select "count" from "hit"`
      : sql`with ${writes} select null::integer as "count"`,
  );
  byShape.set(shape, statement);
  return statement;
}

/**
 * submitOnce for a creation whose rows are all known before it runs (ids chosen by the caller):
 * the rows and the submission row go to the database as one statement, each a WITH query, so they
 * are written together or not at all without a transaction, in a single round trip. A retry with
 * the same key collides on it, writes nothing, and gets the first call's result. With a `limit`,
 * the same statement first counts the hit, and writes the rows only while the count is within it
 * (a post that writes nothing because it fails, such as a retry, is not counted). The statement is
 * compiled once per shape of rows (a form on a hot path: the contact form).
 */
export async function insertOnce<T extends Record<string, unknown>>(
  action: string,
  key: string | undefined,
  result: T,
  rows: readonly TableRow[],
  limit?: StatementLimit,
): Promise<InsertOnceOutcome<T>> {
  const values: Record<string, unknown> = {
    ...limit?.values,
    limit_max: limit?.max,
    once_action: action,
    once_key: key,
    once_result: result,
  };
  rows.forEach(({ row }, i) => {
    for (const column of given(row)) values[placeholder(i, column)] = row[column];
  });
  try {
    const [counted] = await runCompiled<{ count: number | null }>(
      db(),
      statementFor(rows, key !== undefined, limit),
      values,
    );
    return limit && (counted?.count ?? 0) > limit.max ? { status: 'limited' } : { status: 'written', result };
  } catch (error) {
    return { status: 'written', result: await firstResult<T>(action, key, error) };
  }
}
