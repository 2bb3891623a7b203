// The contact form's per-address limit is counted in the database: two app processes on one
// PostgreSQL (here two connection pools, each installed in turn as "the" database) refuse the post
// after LEADS_PER_MINUTE counted across both, also when the posts race.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { config } from '@/server/config';
import { setDatabase, type DatabaseHandle } from '@/server/db/client';
import { accountRateLimit, leads } from '@/server/db/schema';
import { createTestDatabase, testEngine } from '@/server/db/test-database';
import { isRefusal } from '@/server/refusal';
import { openOtherProcess } from '@/server/rate-limit.test-support';
import { leadSchema } from './lead.schema';
import { submitLead } from './leads.server';

const lead = () =>
  z.parse(leadSchema, {
    nome_completo: 'Maria da Silva',
    email: 'maria@example.com',
    celular: '(84) 99999-0000',
    locale: 'pt-BR',
    pagina: '/',
  });

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  first = await createTestDatabase();
  second = testEngine === 'postgres' ? await openOtherProcess(first) : first;
});
afterAll(async () => {
  setDatabase(undefined);
  if (second !== first) await second.close();
  await first.close();
});
beforeEach(async () => {
  await first.db.execute(sql`TRUNCATE leads, background_jobs, account_rate_limit CASCADE`);
});

/** What a post (`submitLead`'s promise) came to: 'stored', or the refusal's message. */
const outcome = (post: Promise<{ status: string }>) =>
  post.then(
    (result) => result.status,
    (error: unknown) => (isRefusal(error) ? error.messageKey : Promise.reject(error)),
  );

/** Submits as the process whose database is `handle`. */
function submitVia(handle: DatabaseHandle, ip: string, now?: number) {
  setDatabase(handle);
  return outcome(submitLead(lead(), { ip, now }));
}

const RATE_LIMITED = 'leads.error.rateLimited';

const leadCount = async () => (await first.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0]?.n;

describe('the contact form limit', () => {
  it('is counted in the database, per client address', async () => {
    const limit = config().leadsPerMinute;
    const now = Date.now();
    for (let i = 0; i < limit; i++) expect(await submitVia(first, '192.0.2.10', now)).toBe('stored');
    const [row] = await first.db.select().from(accountRateLimit).where(eq(accountRateLimit.key, 'leads:192.0.2.10'));
    expect(row?.count).toBe(limit);
    expect(await submitVia(first, '192.0.2.10', now + 1000)).toBe(RATE_LIMITED);
  });

  it.skipIf(testEngine !== 'postgres')('counts posts alternating between two processes together', async () => {
    const limit = config().leadsPerMinute;
    const now = Date.now();
    const statuses = [];
    for (let i = 0; i <= limit; i++) statuses.push(await submitVia(i % 2 ? second : first, '192.0.2.20', now));
    expect(statuses).toEqual([...Array<string>(limit).fill('stored'), RATE_LIMITED]);
    expect(await leadCount()).toBe(limit);
    // Another address is not affected, on either process.
    expect(await submitVia(second, '192.0.2.21', now)).toBe('stored');
  });

  it.skipIf(testEngine !== 'postgres')('lets exactly LEADS_PER_MINUTE through when two processes race', async () => {
    const limit = config().leadsPerMinute;
    const now = Date.now();
    setDatabase(first);
    const fromFirst = Array.from({ length: limit + 3 }, () => outcome(submitLead(lead(), { ip: '192.0.2.30', now })));
    setDatabase(second);
    const fromSecond = Array.from({ length: limit + 3 }, () => outcome(submitLead(lead(), { ip: '192.0.2.30', now })));
    const results = await Promise.all([...fromFirst, ...fromSecond]);
    expect(results.filter((r) => r === 'stored')).toHaveLength(limit);
    expect(results.filter((r) => r === RATE_LIMITED)).toHaveLength(results.length - limit);
    expect(await leadCount()).toBe(limit);
  });
});
