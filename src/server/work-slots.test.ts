// Slots for heavy work are shared through the database: every app process (here a second
// connection pool when the engine is PostgreSQL) sees the same ones; a lease that ended frees one.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/client';
import { workSlots } from './db/schema';
import { createTestDatabase, testEngine } from './db/test-database';
import { openOtherProcess } from './rate-limit.test-support';
import { takeSlot } from './work-slots';

let first: DatabaseHandle;
let second: DatabaseHandle;
beforeAll(async () => {
  first = await createTestDatabase({ seed: false });
  second = testEngine === 'postgres' ? await openOtherProcess(first) : first;
});
afterAll(async () => {
  if (second !== first) await second.close();
  await first.close();
});
beforeEach(async () => {
  await first.db.execute(sql`TRUNCATE work_slots`);
});

const MINUTE = 60_000;

describe(`work slots on ${testEngine}`, () => {
  it('gives at most `max` slots per key, across processes, and a released one again', async () => {
    const a = await takeSlot(first.db, 'report:ana', 2, MINUTE);
    const b = await takeSlot(second.db, 'report:ana', 2, MINUTE);
    expect(a).toBeTypeOf('function');
    expect(b).toBeTypeOf('function');
    expect(await takeSlot(first.db, 'report:ana', 2, MINUTE)).toBeUndefined();
    expect(await takeSlot(second.db, 'report:ana', 2, MINUTE)).toBeUndefined();
    // Another key has slots of its own.
    expect(await takeSlot(second.db, 'report:bruno', 2, MINUTE)).toBeTypeOf('function');
    await b?.();
    await b?.();
    expect(await takeSlot(first.db, 'report:ana', 2, MINUTE)).toBeTypeOf('function');
    expect(await takeSlot(first.db, 'report:ana', 2, MINUTE)).toBeUndefined();
  });

  it('lets exactly `max` through when many ask at once from two processes', async () => {
    const asks = Array.from({ length: 10 }, (_, i) =>
      takeSlot(i % 2 ? second.db : first.db, 'export:carla', 1, MINUTE),
    );
    const taken = (await Promise.all(asks)).filter(Boolean);
    expect(taken).toHaveLength(1);
    expect((await first.db.select().from(workSlots)).length).toBe(1);
  });

  it('frees a slot whose lease ended (its process stopped), and the old holder cannot free the new one', async () => {
    const start = new Date();
    const stale = await takeSlot(first.db, 'export:davi', 1, MINUTE, start);
    expect(await takeSlot(second.db, 'export:davi', 1, MINUTE, new Date(start.getTime() + MINUTE - 1))).toBeUndefined();
    const fresh = await takeSlot(second.db, 'export:davi', 1, MINUTE, new Date(start.getTime() + MINUTE + 1));
    expect(fresh).toBeTypeOf('function');
    await stale?.();
    expect(await takeSlot(first.db, 'export:davi', 1, MINUTE, new Date(start.getTime() + MINUTE + 2))).toBeUndefined();
    await fresh?.();
    expect(await takeSlot(first.db, 'export:davi', 1, MINUTE, new Date(start.getTime() + MINUTE + 3))).toBeTypeOf(
      'function',
    );
  });
});
