import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@/server/db/client';
import { modules } from '@/server/db/schema';
import { testEngine, useTestDatabaseForFile } from '@/server/db/test-database';
import { listModules } from '@/features/site/modules/modules.server';
import { condominiumFacts, planGalleryHtml } from './landing.server';

let handle: DatabaseHandle;
useTestDatabaseForFile((h) => (handle = h));

describe(`condominium facts (${testEngine})`, () => {
  it('gives the figures of the seeded condominium: smallest module 1,705.23 m²', async () => {
    expect(await condominiumFacts()).toEqual({
      modules: 18,
      availableModules: 12,
      smallestModuleArea: 1705.23,
      totalArea: 32384.34,
    });
  });

  it('renders the four plans once per locale and again when the modules change', async () => {
    const before = await listModules();
    const html = planGalleryHtml('pt-BR', before);
    expect(html.match(/<figure/g)).toHaveLength(4);
    expect(html.match(/<figcaption/g)).toHaveLength(4);
    expect(planGalleryHtml('pt-BR', await listModules())).toBe(html);
    expect(planGalleryHtml('en', before)).not.toBe(html);

    await handle.db.update(modules).set({ status: 'available' }).where(eq(modules.number, 1));
    const after = planGalleryHtml('pt-BR', await listModules());
    expect(after).not.toBe(html);
    expect(after.match(/<figure/g)).toHaveLength(4);
    await handle.db.update(modules).set({ status: 'leased' }).where(eq(modules.number, 1));
  });

  it('follows the database when a module changes', async () => {
    await handle.db.update(modules).set({ status: 'leased' }).where(eq(modules.number, 4));
    await handle.db.update(modules).set({ storageArea: '1400' }).where(eq(modules.number, 12));
    const facts = await condominiumFacts();
    expect(facts?.availableModules).toBe(11);
    expect(facts?.smallestModuleArea).toBe(1614.61);
  });

  it('has no figures without modules', async () => {
    await handle.db.delete(modules);
    expect(await condominiumFacts()).toBeNull();
  });
});
