import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentContentVersion, startContentVersion, type ContentVersion } from './content-version';
import { runInRequestContext } from './observability/request-context';
import { setDatabase, type DatabaseHandle } from './db/client';
import { modules } from './db/schema';
import { createTestDatabase, testEngine } from './db/test-database';

let handle: DatabaseHandle;
let version: ContentVersion;

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabase(handle);
  version = await startContentVersion(handle.driver);
});
afterAll(async () => {
  await version.stop();
  setDatabase(undefined);
  await handle.close();
});

describe(`content version (${testEngine})`, () => {
  it('is read once per request: a request renders from one version, the next one sees a change', async () => {
    const bump = () =>
      handle.db
        .update(modules)
        .set({ privateNote: String(Math.random()) })
        .where(eq(modules.number, 9));
    const [first, again] = await runInRequestContext({ id: 'one' }, async () => {
      const seen = await currentContentVersion();
      await bump();
      return [seen, await currentContentVersion()];
    });
    expect(again).toBe(first);
    const next = await runInRequestContext({ id: 'two' }, () => currentContentVersion());
    expect(BigInt(next)).toBeGreaterThan(BigInt(first!));
  });

  it('moves with every committed change to the modules, as soon as the change has returned', async () => {
    const before = BigInt(await version.current());
    await handle.db.update(modules).set({ status: 'reserved' }).where(eq(modules.number, 7));
    const afterOne = BigInt(await version.current());
    expect(afterOne).toBeGreaterThan(before);
    await handle.db.transaction(async (tx) => {
      await tx.update(modules).set({ status: 'leased' }).where(eq(modules.number, 7));
      await tx.update(modules).set({ privateNote: 'visita' }).where(eq(modules.number, 8));
    });
    expect(BigInt(await version.current())).toBeGreaterThan(afterOne);
  });

  it('stays where it was when the change is rolled back', async () => {
    const before = await version.current();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.update(modules).set({ status: 'available' }).where(eq(modules.number, 7));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await version.current()).toBe(before);
    const [row] = await handle.db.select({ status: modules.status }).from(modules).where(eq(modules.number, 7));
    expect(row?.status).toBe('leased');
  });

  it('does not move for tables public pages do not read', async () => {
    const before = await version.current();
    await handle.db.execute(`SELECT 1`);
    expect(await version.current()).toBe(before);
  });
});
