// The one way a lead's stage moves, with one set of rules:
// - the staff move it to any stage by hand (the lead's page, the board); 'lost' needs a reason,
//   which any other stage clears; a move to where it already is changes nothing;
// - a booked visit (by the visitor on the site or by the staff from the lead's page) moves it
//   forward to 'visit-scheduled' only from 'new' or 'contacted': it never takes a lead back from a
//   proposal, nor reopens one won or lost (the staff do that by hand);
// - a no-show takes a lead waiting in 'visit-scheduled' back to 'contacted'.
// Each move writes the lead's row (its stage-changed time only when the stage changes) and its
// 'stage' event in the caller's transaction.
import { eq } from 'drizzle-orm';
import type { LeadStatus } from '@/lib/statuses/lead';
import type { Database } from '@/server/db/client';
import { leads } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import { addLeadEvent, type EventAuthor } from './lead-events.server';

/** A move the staff chose, or one that follows from a visit. */
export type StageMove = { to: LeadStatus; reason?: string | null } | keyof typeof FOLLOWS;

const FOLLOWS = {
  'visit-booked': { from: ['new', 'contacted'], to: 'visit-scheduled' },
  'visit-no-show': { from: ['visit-scheduled'], to: 'contacted' },
} as const satisfies Record<string, { from: readonly LeadStatus[]; to: LeadStatus }>;

export interface StagedLead {
  id: string;
  status: LeadStatus;
  lostReason: string | null;
  firstResponseAt?: Date | null;
}

export interface Stage {
  status: LeadStatus;
  lostReason: string | null;
}

/** Where `move` takes `lead`, or null when it stays where it is. */
export function stageAfter(lead: Stage, move: StageMove): Stage | null {
  if (typeof move === 'string') {
    const rule = FOLLOWS[move];
    return (rule.from as readonly LeadStatus[]).includes(lead.status) ? { status: rule.to, lostReason: null } : null;
  }
  const lostReason = move.to === 'lost' ? (move.reason ?? null) : null;
  if (move.to === 'lost' && !lostReason) refuse('BAD_REQUEST', 'adminLeads.error.reasonRequired');
  if (lead.status === move.to && lead.lostReason === lostReason) return null;
  return { status: move.to, lostReason };
}

/** In `tx` (the lead locked by the caller): moves the lead; returns its new stage, or null if it stayed. */
export async function moveLeadStage(
  tx: Database,
  lead: StagedLead,
  move: StageMove,
  by: EventAuthor,
  now = new Date(),
): Promise<Stage | null> {
  const next = stageAfter(lead, move);
  if (!next) return null;
  const moved = next.status !== lead.status;
  await tx
    .update(leads)
    .set({ ...next, ...(moved ? { stageChangedAt: now } : {}) })
    .where(eq(leads.id, lead.id));
  await addLeadEvent(
    tx,
    lead,
    by,
    { kind: 'stage', data: { from: lead.status, to: next.status, reason: next.lostReason } },
    now,
  );
  return next;
}
