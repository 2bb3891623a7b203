// The staff's writes of a slot's row (src/features/site/site-settings: a saved photo, alt texts,
// focal point, the shipped drawing put back), versioned so that a save made over a newer one fails.
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { siteImages, type SiteImageRow } from '../db/schema';

/** The slot's row, or undefined while it shows the shipped drawing untouched. */
export const slotRow = async (tx: Database, slot: string): Promise<SiteImageRow | undefined> =>
  (await tx.select().from(siteImages).where(eq(siteImages.slot, slot)))[0];

/**
 * Writes `values` over the slot's row as read at `version` (0: none yet), moving it to the next
 * version; false when another save came first.
 */
export async function writeSlotOver(
  tx: Database,
  slot: string,
  version: number,
  values: Partial<typeof siteImages.$inferInsert>,
): Promise<boolean> {
  const next = { ...values, version: version + 1, updatedAt: new Date() };
  const written =
    version === 0
      ? await tx
          .insert(siteImages)
          .values({ slot, ...next })
          .onConflictDoNothing()
          .returning({ slot: siteImages.slot })
      : await tx
          .update(siteImages)
          .set(next)
          .where(and(eq(siteImages.slot, slot), eq(siteImages.version, version)))
          .returning({ slot: siteImages.slot });
  return written.length > 0;
}
