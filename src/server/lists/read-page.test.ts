import { desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { db } from '@/server/db/client';
import { auditLog, leads, user } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { COUNT_LIMIT, readPage, type Cursor } from './read-page';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['audit_log', 'leads']);

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
const rowsOf = () =>
  db()
    .select({
      id: auditLog.id,
      subject: auditLog.subjectId,
      actor: user.id,
      shout: sql<string>`upper(${auditLog.action})`,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .$dynamic();

describe(`reading a page of a list on ${testEngine}`, () => {
  it('reads only the rows of the page asked for, with the total and the pages', async () => {
    await addEntries(45);
    const rows = rowsOf();
    const second = await readPage({ rows, orderBy: [desc(auditLog.id)], page: 2, pageSize: 20 });
    expect(second).toMatchObject({ total: 45, exact: true, page: 2, pages: 3 });
    expect(second.rows.map((r) => r.subject)).toEqual(Array.from({ length: 20 }, (_, i) => String(24 - i)));
    expect(second.rows[0]).toMatchObject({ actor: null, shout: 'MODULE.UPDATE' });
    // The rows came from one LIMIT/OFFSET query, not from reading the list and slicing it.
    const query = rows.toSQL();
    expect(query.sql).toMatch(/ limit \$\d+ offset \$\d+$/);
    expect(query.params.slice(-2)).toEqual([20, 20]);
  });

  it('clamps a page past the end to the last one, and counts with the filters', async () => {
    await addEntries(45);
    const last = await readPage({ rows: rowsOf(), orderBy: [desc(auditLog.id)], page: 99, pageSize: 20 });
    expect(last).toMatchObject({ total: 45, page: 3, pages: 3 });
    expect(last.rows).toHaveLength(5);
    const filtered = await readPage({
      rows: rowsOf(),
      where: eq(auditLog.action, 'module.update'),
      orderBy: [desc(auditLog.id)],
      page: 1,
      pageSize: 10,
    });
    expect(filtered).toMatchObject({ total: 15, page: 1, pages: 2 });
    expect(filtered.rows).toHaveLength(10);
  });

  it('gives one empty page when nothing matches', async () => {
    expect(await readPage({ rows: rowsOf(), orderBy: [desc(auditLog.id)], page: 3, pageSize: 20 })).toEqual({
      total: 0,
      exact: true,
      page: 1,
      pages: 1,
      rows: [],
    });
  });
});

// Leads two by two in the same instant, so the order's tie-break (the id) is walked too.
async function addLeads(n: number) {
  await handle.db.execute(sql`
    INSERT INTO leads (full_name, email, phone, locale, page, created_at)
    SELECT 'Lead ' || i, 'lead' || i || '@example.com', '84 9999-0000', 'pt-BR', '/',
           now() - (i / 2) * interval '1 second'
    FROM generate_series(1, ${n}) AS i`);
}

const leadPage = (cursor: Cursor, pageSize = 1000, where?: ReturnType<typeof eq>) =>
  readPage({
    rows: db().select({ id: leads.id, name: leads.fullName }).from(leads).$dynamic(),
    where,
    orderBy: [desc(leads.createdAt), desc(leads.id)],
    page: 1,
    pageSize,
    keyset: { table: leads, time: leads.createdAt, id: leads.id, cursor, idOf: (row) => row.id },
  });

describe(`a list that holds more than it counts, on ${testEngine}`, () => {
  it('says "more than" the limit and pages by keyset, older then newer, each row once', async () => {
    await addLeads(COUNT_LIMIT + 500);
    const everyId = (
      await handle.db.select({ id: leads.id }).from(leads).orderBy(desc(leads.createdAt), desc(leads.id))
    ).map((r) => r.id);

    const first = await leadPage({});
    expect(first).toMatchObject({ total: COUNT_LIMIT, exact: false, page: 1, pages: 1 });
    expect(first.keyset?.newer).toBeUndefined();
    const seen = [...first.rows.map((r) => r.id)];
    const pages = [first];
    let page = first;
    while (page.keyset?.older) {
      page = await leadPage({ older: page.keyset.older });
      pages.push(page);
      seen.push(...page.rows.map((r) => r.id));
    }
    expect(seen).toEqual(everyId);
    expect(pages.at(-1)?.rows.length).toBe((COUNT_LIMIT + 500) % 1000 || 1000);

    // Back one page from the third: the second again, newest first.
    const back = await leadPage({ newer: pages[2]!.keyset!.newer });
    expect(back.rows.map((r) => r.id)).toEqual(pages[1]!.rows.map((r) => r.id));
    const toFirst = await leadPage({ newer: pages[1]!.keyset!.newer });
    expect(toFirst.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
    expect(toFirst.keyset?.newer).toBeUndefined();
  }, 120_000);

  it('pages by number while the rows can be counted, and a cursor that names no row starts over', async () => {
    await addLeads(30);
    const counted = await leadPage({}, 20);
    expect(counted).toMatchObject({ total: 30, exact: true, pages: 2 });
    expect(counted.keyset).toBeUndefined();
    const typed = await leadPage({ older: 'not-an-id' }, 20);
    expect(typed.rows.map((r) => r.id)).toEqual(counted.rows.map((r) => r.id));
    const gone = await leadPage({ older: '00000000-0000-4000-8000-000000000000' }, 20);
    expect(gone.rows.map((r) => r.id)).toEqual(counted.rows.map((r) => r.id));
    // Filters hold on keyset pages too.
    const one = await leadPage({ older: counted.rows[0]!.id }, 20, eq(leads.fullName, 'Lead 7'));
    expect(one.rows.map((r) => r.name)).toEqual(['Lead 7']);
  });
});
