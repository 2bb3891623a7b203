import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { db } from '@/server/db/client';
import { auditLog, user } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { readPage } from './read-page';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log']);

async function addEntries(n: number) {
  await handle.db.insert(auditLog).values(
    Array.from({ length: n }, (_, i) => ({
      actorLabel: `Staff ${i}`,
      action: i % 3 === 0 ? 'module.update' : 'mail.retry',
      subjectKind: 'module' as const,
      subjectId: String(i),
    })),
  );
}

// Columns of the same name from two tables and an unnamed expression, as the lists select them.
const rowsWhere = (action?: string) =>
  db()
    .select({
      id: auditLog.id,
      subject: auditLog.subjectId,
      actor: user.id,
      shout: sql<string>`upper(${auditLog.action})`,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .where(action ? eq(auditLog.action, action) : undefined)
    .$dynamic();

describe(`reading a page of a list on ${testEngine}`, () => {
  it('reads only the rows of the page asked for, with the total and the pages', async () => {
    await addEntries(45);
    const rows = rowsWhere();
    const second = await readPage({ rows, orderBy: [desc(auditLog.id)], page: 2, pageSize: 20 });
    expect(second).toMatchObject({ total: 45, page: 2, pages: 3 });
    expect(second.rows.map((r) => r.subject)).toEqual(Array.from({ length: 20 }, (_, i) => String(24 - i)));
    expect(second.rows[0]).toMatchObject({ actor: null, shout: 'MODULE.UPDATE' });
    // The rows came from one LIMIT/OFFSET query, not from reading the list and slicing it.
    const query = rows.toSQL();
    expect(query.sql).toMatch(/ limit \$\d+ offset \$\d+$/);
    expect(query.params.slice(-2)).toEqual([20, 20]);
  });

  it('clamps a page past the end to the last one, and counts with the filters', async () => {
    await addEntries(45);
    const last = await readPage({ rows: rowsWhere(), orderBy: [desc(auditLog.id)], page: 99, pageSize: 20 });
    expect(last).toMatchObject({ total: 45, page: 3, pages: 3 });
    expect(last.rows).toHaveLength(5);
    const filtered = await readPage({
      rows: rowsWhere('module.update'),
      orderBy: [desc(auditLog.id)],
      page: 1,
      pageSize: 10,
    });
    expect(filtered).toMatchObject({ total: 15, page: 1, pages: 2 });
    expect(filtered.rows).toHaveLength(10);
  });

  it('gives one empty page when nothing matches', async () => {
    expect(await readPage({ rows: rowsWhere(), orderBy: [desc(auditLog.id)], page: 3, pageSize: 20 })).toEqual({
      total: 0,
      page: 1,
      pages: 1,
      rows: [],
    });
  });
});
