// What stops a lead's first-response clock: the first staff action that reaches the lead (a note,
// a reply, a stage change, a visit booked, moved, cancelled or its outcome). Giving the lead an
// owner or a follow-up day is the team's bookkeeping, not an answer: the clock keeps running.
import { and, eq, isNull } from 'drizzle-orm';
import type { LeadEventKind } from '@/lib/statuses/lead-event';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';

const NOT_AN_ANSWER: readonly LeadEventKind[] = ['owner', 'follow-up', 'auto-reply', 'merge'];

/** In the caller's transaction: a staff event of `kind` on the lead stops its clock, once. */
export async function stopSalesClock(tx: Database, leadId: string, kind: LeadEventKind, now = new Date()) {
  if (NOT_AN_ANSWER.includes(kind)) return;
  await tx
    .update(leads)
    .set({ firstResponseAt: now })
    .where(and(eq(leads.id, leadId), isNull(leads.firstResponseAt)));
}
