// The database counters every limiter uses (contact form, tracking, auth): they count per key and
// window, and — the reason they live in the database — two app processes on one PostgreSQL share
// them, also when both count at the same moment.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { accountRateLimit } from './db/schema';
import { createTestDatabase, testEngine } from './db/test-database';
import { like } from 'drizzle-orm';
import { countHit, FORGET_AFTER_SECONDS, forgetOldHits, hitsUsed } from './rate-limit';
import { openOtherProcess } from './rate-limit.test-support';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase({ seed: false });
});
afterAll(async () => {
  await handle.close();
});

describe('countHit and hitsUsed', () => {
  it('count per key within a window and start again once it has passed', async () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const later = (seconds: number) => new Date(now.getTime() + seconds * 1000);
    expect(await countHit(handle.db, 'test:a', 60, now)).toBe(1);
    expect(await countHit(handle.db, 'test:a', 60, later(10))).toBe(2);
    expect(await countHit(handle.db, 'test:b', 60, later(10))).toBe(1);
    expect(await hitsUsed(handle.db, 'test:a', 60, later(20))).toBe(2);
    // The window runs from the first hit: 60 s later it is a new one.
    expect(await hitsUsed(handle.db, 'test:a', 60, later(60))).toBe(0);
    expect(await countHit(handle.db, 'test:a', 60, later(60))).toBe(1);
    expect(await hitsUsed(handle.db, 'test:never', 60, now)).toBe(0);
  });

  it('forgets counters (and the client addresses in their keys) a day after their window began', async () => {
    const start = new Date('2026-06-01T12:00:00Z');
    await countHit(handle.db, 'leads:203.0.113.9', 60, start);
    await countHit(handle.db, 'leads:198.51.100.7', 60, new Date(start.getTime() + 3600_000));
    await forgetOldHits(handle.db, new Date(start.getTime() + FORGET_AFTER_SECONDS * 1000 + 1000));
    const rows = await handle.db
      .select({ key: accountRateLimit.key })
      .from(accountRateLimit)
      .where(like(accountRateLimit.key, 'leads:%'));
    expect(rows.map((r) => r.key)).toEqual(['leads:198.51.100.7']);
  });
});

// Two connection pools to one database are what two processes are to PostgreSQL.
describe.skipIf(testEngine !== 'postgres')('two processes on one PostgreSQL', () => {
  let other: DatabaseHandle;
  beforeAll(async () => {
    other = await openOtherProcess(handle);
  });
  afterAll(async () => {
    await other.close();
  });

  it('share one count: hits alternating between them add up', async () => {
    const now = new Date();
    const counts = [];
    for (let i = 0; i < 6; i++) counts.push(await countHit((i % 2 ? other : handle).db, 'shared:alternating', 60, now));
    expect(counts).toEqual([1, 2, 3, 4, 5, 6]);
    expect(await hitsUsed(other.db, 'shared:alternating', 60, now)).toBe(6);
  });

  it('hand out each count once when both count at the same moment', async () => {
    const now = new Date();
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, i) => countHit((i % 2 ? other : handle).db, 'shared:racing', 60, now)),
    );
    expect(hits.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
