// What other features change on visits (this folder owns visits and visit_slots): a visit's
// outcome, marked by the staff, and the visits of a lead merged into another.
import { eq } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { visits } from '@/server/db/schema';

export { visitById } from './visit-mail.server';

/** In `tx`: marks visit `id` done or no-show, by staff account `by`. */
export async function setVisitOutcome(tx: Database, id: string, outcome: 'done' | 'no-show', by: string, now: Date) {
  await tx.update(visits).set({ status: outcome, outcomeBy: by, updatedAt: now }).where(eq(visits.id, id));
}

/** In `tx`: gives every visit of lead `fromId` to lead `toId` (a merge); returns how many moved. */
export async function moveVisitsToLead(tx: Database, fromId: string, toId: string): Promise<number> {
  const moved = await tx
    .update(visits)
    .set({ leadId: toId })
    .where(eq(visits.leadId, fromId))
    .returning({ id: visits.id });
  return moved.length;
}
