// Slots for heavy work per key (a report, a data export per account), shared by every app process
// on the database: at most `max` run at once for a key, whichever process serves them. A slot is
// leased: if its process stops mid-work, the slot is free again once the lease ends.
import { and, eq, gte, like, lt } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Database } from './db/client';
import { workSlots } from './db/schema';
import { moduleLogger } from './observability';

const log = moduleLogger('work');

/** Frees the slot (once; a slot whose lease ended and was taken by another holder stays theirs). */
export type ReleaseSlot = () => Promise<void>;

/** Takes a free slot of the `max` for `key` for at most `leaseMs`: its release, or undefined when all are taken. */
export async function takeSlot(
  database: Database,
  key: string,
  max: number,
  leaseMs: number,
  now = new Date(),
): Promise<ReleaseSlot | undefined> {
  const holder = randomUUID();
  const expiresAt = new Date(now.getTime() + leaseMs);
  for (let slot = 0; slot < max; slot++) {
    const [taken] = await database
      .insert(workSlots)
      .values({ key, slot, holder, expiresAt })
      .onConflictDoUpdate({
        target: [workSlots.key, workSlots.slot],
        set: { holder, expiresAt },
        setWhere: lt(workSlots.expiresAt, now),
      })
      .returning({ slot: workSlots.slot });
    if (taken) {
      let released = false;
      return async () => {
        if (released) return;
        released = true;
        await database
          .delete(workSlots)
          .where(and(eq(workSlots.key, key), eq(workSlots.slot, slot), eq(workSlots.holder, holder)));
      };
    }
  }
  return undefined;
}

/** Whether every one of the `max` slots for `key` is held now (what takeSlot would find), taking none. */
export async function slotsFull(database: Database, key: string, max: number, now = new Date()): Promise<boolean> {
  const held = await database.$count(workSlots, and(eq(workSlots.key, key), gte(workSlots.expiresAt, now)));
  return held >= max;
}

/** Frees every slot whose key ends with `suffix` (an erased account's: `…:<user id>`), held or not. */
export async function freeSlotsEndingWith(database: Database, suffix: string): Promise<void> {
  await database.delete(workSlots).where(like(workSlots.key, `%${suffix}`));
}

/** For a stream's end: releases the slot, logging (never throwing) if the database refuses. */
export function releaseWhenDone(release: ReleaseSlot, what: string) {
  return () => {
    release().catch((error: unknown) =>
      log.error({ err: error }, `could not free the slot of ${what}; it frees itself when its lease ends`),
    );
  };
}
