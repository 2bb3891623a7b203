// The scrape-time query of the jobs waiting stays cheap as finished jobs pile up: it reads the
// queued rows through the (state, run_at) index, never the whole table.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '@/server/db/client';
import { createTestDatabase, testEngine } from '@/server/db/test-database';
import { WAITING_JOBS } from './collectors';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterAll(() => handle.close());

it(`reads the waiting jobs through background_jobs_due_idx on ${testEngine}`, async () => {
  await handle.db.execute(sql`
    INSERT INTO background_jobs (kind, payload, state, max_attempts, run_at, finished_at)
    SELECT 'mail', '{}'::jsonb, 'succeeded', 15, now() - g * interval '1 minute', now()
    FROM generate_series(1, 20000) g`);
  await handle.db.execute(sql`
    INSERT INTO background_jobs (kind, payload, max_attempts, run_at)
    SELECT 'mail', '{}'::jsonb, 15, now() - g * interval '1 second' FROM generate_series(1, 20) g`);
  await handle.db.execute(sql`ANALYZE background_jobs`);
  const { rows } = (await handle.db.execute(sql`EXPLAIN ${WAITING_JOBS}`)) as unknown as {
    rows: Array<{ 'QUERY PLAN': string }>;
  };
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  expect(plan).toContain('background_jobs_due_idx');
  expect(plan).not.toMatch(/Seq Scan/);
});
