import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules, siteContentVersion } from './schema';
import { seedDatabase } from './seed';
import { createTestDatabase, testEngine } from './test-database';
import type { DatabaseHandle } from './client';
import { eq } from 'drizzle-orm';

describe(`database seed (${testEngine})`, () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it('creates the 18 modules with 4 to 15 available', async () => {
    const rows = await handle.db.select().from(modules).orderBy(modules.number);
    expect(rows).toHaveLength(18);
    expect(rows.filter((r) => r.status === 'available').map((r) => r.number)).toEqual([
      4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
    ]);
  });

  it('is idempotent and keeps changes made later', async () => {
    await handle.db.update(modules).set({ status: 'leased' }).where(eq(modules.number, 4));
    await seedDatabase(handle.db);
    const rows = await handle.db.select().from(modules);
    expect(rows).toHaveLength(18);
    expect(rows.find((r) => r.number === 4)?.status).toBe('leased');
  });

  it('leaves the site content version alone when every module is there (a restart empties no cache)', async () => {
    const version = () => handle.db.select().from(siteContentVersion);
    const before = await version();
    await seedDatabase(handle.db);
    expect(await version()).toEqual(before);
    await handle.db.delete(modules).where(eq(modules.number, 18));
    await seedDatabase(handle.db);
    expect(await handle.db.$count(modules)).toBe(18);
    expect(await version()).not.toEqual(before);
  });
});
