// insertOnce: the rows, the submission key and a rate limit's hit written by one statement,
// compiled once per shape of rows, on the engine under test.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { FOREIGN_KEY_VIOLATION, isPgError } from '@/server/db/errors';
import { tableRow } from '@/server/db/insert-row';
import { accountRateLimit, formSubmissions, jobs, leads } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { hitTemplate, hitValues } from '@/server/rate-limit';
import { insertOnce } from './submissions';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h), ['leads', 'background_jobs', 'form_submissions', 'account_rate_limit']);

function leadRow(overrides: Partial<typeof leads.$inferInsert> = {}) {
  return tableRow(leads, {
    id: randomUUID(),
    fullName: 'Maria da Silva',
    email: 'maria@example.com',
    phone: '84 99999-0000',
    locale: 'pt-BR',
    page: '/',
    ...overrides,
  });
}

function jobFor(leadId: string, runAt = new Date('2026-11-23T12:00:00.123Z')) {
  return tableRow(jobs, {
    id: randomUUID(),
    kind: 'mail',
    payload: { to: 'vendas@example.com', subject: 'Olá "você"', lines: [1, 2] },
    maxAttempts: 3,
    causeKind: 'lead',
    causeId: leadId,
    runAt,
  });
}

const count = async (table: typeof leads | typeof jobs | typeof formSubmissions) =>
  (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe(`insertOnce on ${testEngine}`, () => {
  it('writes every row and the key; values keep their types (jsonb, timestamps, nulls)', async () => {
    const lead = leadRow({ message: null, moduleNumber: 4 });
    const leadId = String(lead.row.id);
    const job = jobFor(leadId);
    expect(await insertOnce('test.create', 'key-1', { leadId }, [lead, job])).toEqual({
      status: 'written',
      result: { leadId },
    });
    const [stored] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(stored).toMatchObject({ fullName: 'Maria da Silva', message: null, moduleNumber: 4, status: 'new' });
    const [queued] = await handle.db.select().from(jobs).where(eq(jobs.causeId, leadId));
    expect(queued?.payload).toEqual({ to: 'vendas@example.com', subject: 'Olá "você"', lines: [1, 2] });
    expect(queued?.runAt.toISOString()).toBe('2026-11-23T12:00:00.123Z');
    expect(queued?.state).toBe('queued');
    const [submission] = await handle.db.select().from(formSubmissions);
    expect(submission).toMatchObject({ action: 'test.create', key: 'key-1', result: { leadId } });
  });

  it('a retry with the same key writes nothing and gets the first result', async () => {
    const first = leadRow();
    await insertOnce('test.create', 'key-2', { leadId: first.row.id }, [first, jobFor(String(first.row.id))]);
    const retry = leadRow({ fullName: 'Outra Pessoa' });
    const outcome = await insertOnce('test.create', 'key-2', { leadId: retry.row.id }, [
      retry,
      jobFor(String(retry.row.id)),
    ]);
    expect(outcome).toEqual({ status: 'written', result: { leadId: first.row.id } });
    expect([await count(leads), await count(jobs), await count(formSubmissions)]).toEqual([1, 1, 1]);
    // The same key under another action is another submission.
    const other = leadRow();
    expect(await insertOnce('test.other', 'key-2', { leadId: other.row.id }, [other])).toMatchObject({
      result: { leadId: other.row.id },
    });
  });

  it('writes nothing at all when one row fails', async () => {
    const lead = leadRow({ moduleNumber: 999 });
    const failure = await insertOnce('test.create', 'key-3', { leadId: lead.row.id }, [
      lead,
      jobFor(String(lead.row.id)),
    ]).catch((e: unknown) => e);
    expect(isPgError(failure, FOREIGN_KEY_VIOLATION)).toBe(true);
    expect([await count(leads), await count(jobs), await count(formSubmissions)]).toEqual([0, 0, 0]);
  });

  it('rows with other columns, and no key, get statements of their own', async () => {
    const withModule = leadRow({ moduleNumber: 2, message: 'Olá' });
    const bare = leadRow({ email: 'joao@example.com' });
    await insertOnce('test.create', undefined, { leadId: withModule.row.id }, [withModule]);
    await insertOnce('test.create', undefined, { leadId: bare.row.id }, [bare]);
    await insertOnce('test.create', 'key-4', { leadId: 'x' }, [leadRow({ moduleNumber: 3 })]);
    const rows = await handle.db
      .select({ email: leads.email, moduleNumber: leads.moduleNumber, message: leads.message })
      .from(leads)
      .orderBy(leads.createdAt);
    expect(rows).toEqual([
      { email: 'maria@example.com', moduleNumber: 2, message: 'Olá' },
      { email: 'joao@example.com', moduleNumber: null, message: null },
      { email: 'maria@example.com', moduleNumber: 3, message: null },
    ]);
    expect(await count(formSubmissions)).toBe(1);
  });

  it('with a limit, counts the hit in the same statement and writes only within it', async () => {
    const now = new Date();
    const limit = (ip: string, at = now) => ({
      hit: hitTemplate(handle.db),
      values: hitValues(`test:${ip}`, 60, at),
      max: 2,
    });
    const outcomes = [];
    for (let i = 0; i < 3; i++) {
      const lead = leadRow();
      outcomes.push(
        (await insertOnce('test.create', `limited-${i}`, { leadId: lead.row.id }, [lead], limit('192.0.2.1'))).status,
      );
    }
    expect(outcomes).toEqual(['written', 'written', 'limited']);
    expect([await count(leads), await count(formSubmissions)]).toEqual([2, 2]);
    const [counter] = await handle.db.select().from(accountRateLimit).where(eq(accountRateLimit.key, 'test:192.0.2.1'));
    expect(counter?.count).toBe(3);
    // Another address has its own count; the first one's window ends after 60 s.
    expect(
      (await insertOnce('test.create', 'limited-other', { leadId: 'y' }, [leadRow()], limit('192.0.2.2'))).status,
    ).toBe('written');
    const nextWindow = new Date(now.getTime() + 61_000);
    expect(
      (await insertOnce('test.create', 'limited-later', { leadId: 'z' }, [leadRow()], limit('192.0.2.1', nextWindow)))
        .status,
    ).toBe('written');
    expect(
      (await handle.db.select().from(accountRateLimit).where(eq(accountRateLimit.key, 'test:192.0.2.1')))[0]?.count,
    ).toBe(1);
  });
});
