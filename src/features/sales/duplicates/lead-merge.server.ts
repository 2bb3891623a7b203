// Merging a duplicate lead into the one the staff keep, in one transaction with both rows locked
// (in id order, so two opposite merges cannot deadlock):
// - what the merged lead had moves to the kept one: its timeline (lead_events), its visits and
//   the jobs it caused (background_jobs with cause 'lead', e.g. its notification email, so the
//   kept lead shows every email sent to that person). The audit log is history and stays as it
//   was: its entries name the merged id, which the merge's own entry records;
// - the kept lead keeps every field it has and fills the empty ones from the merged lead: the
//   message, the module, the owner, the first answer (counted from the kept lead's creation at
//   the earliest); the follow-up day becomes the earlier of the two;
// - a 'merge' event on the kept lead names the merged one and holds its message as the body;
// - the merged lead is deleted (the tallies follow by trigger).
// Refused, with nothing changed: a lead into itself, a lead already gone, two leads that share
// neither address nor phone. Callers have checked the role.
import { eq, inArray, sql } from 'drizzle-orm';
import type { MessageKey } from '@/i18n/translate';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { leadEvents, leads, visits, type LeadRow } from '@/server/db/schema';
import { moveJobCause } from '@/server/jobs';
import { mergeLeadInto, type MergedFields } from '@/features/sales/leads/lead-records.server';
import { moveVisitsToLead } from '@/features/sales/visits/visit-records.server';
import { refuse } from '@/server/refusal';
import { areDuplicates } from './lead-duplicates.server';

export interface MergeInput {
  keepId: string;
  mergeId: string;
}

const GONE: MessageKey = 'leadDuplicates.error.gone';

async function lockBoth(tx: Database, input: MergeInput) {
  const locked = new Map<string, LeadRow>();
  for (const id of [input.keepId, input.mergeId].sort()) {
    const [row] = await tx.select().from(leads).where(eq(leads.id, id)).for('update');
    if (!row) refuse('NOT_FOUND', GONE);
    locked.set(id, row);
  }
  return { kept: locked.get(input.keepId)!, merged: locked.get(input.mergeId)! };
}

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null || a <= b ? a : b);

/** The kept lead's fields after the merge: its own, the empty ones filled from `merged`. */
export function mergedFields(kept: LeadRow, merged: LeadRow): MergedFields {
  const answered =
    merged.firstResponseAt && new Date(Math.max(merged.firstResponseAt.getTime(), kept.createdAt.getTime()));
  return {
    message: kept.message ?? merged.message,
    moduleNumber: kept.moduleNumber ?? merged.moduleNumber,
    ownerId: kept.ownerId ?? merged.ownerId,
    followUpOn: earlier(kept.followUpOn, merged.followUpOn),
    firstResponseAt: kept.firstResponseAt ?? answered ?? null,
  };
}

type Fields = MergedFields;

// The audit's before/after: the fields the merge changed, the message by its length only (its
// text, which may name people, stays with the lead).
function changedFields(kept: LeadRow, next: Fields) {
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof Fields)[]) {
    if (String(kept[key]) === String(next[key])) continue;
    before[key] = key === 'message' ? null : kept[key];
    after[key] = key === 'message' ? { length: next.message?.length ?? 0 } : next[key];
  }
  return { before, after };
}

/** Merges lead `mergeId` into lead `keepId`; returns how many rows moved. */
export async function mergeLeads(actor: AuditActor, input: MergeInput) {
  if (input.keepId === input.mergeId) refuse('BAD_REQUEST', 'leadDuplicates.error.self');
  return db().transaction(async (tx) => {
    const { kept, merged } = await lockBoth(tx, input);
    if (!areDuplicates(kept, merged)) refuse('CONFLICT', 'leadDuplicates.error.notDuplicates');
    const movedVisits = await moveVisitsToLead(tx, merged.id, kept.id);
    const movedJobs = await moveJobCause(tx, 'lead', merged.id, kept.id);
    const next = mergedFields(kept, merged);
    const changed = changedFields(kept, next);
    const events = await mergeLeadInto(tx, kept, merged, Object.keys(changed.after).length > 0 ? next : null, actor);
    const moved = { events, visits: movedVisits, jobs: movedJobs };
    await recordAudit(tx, {
      actor,
      action: 'lead.merge',
      subject: { kind: 'lead', id: kept.id },
      before: { ...changed.before, mergedId: merged.id, mergedStatus: merged.status },
      after: { ...changed.after, moved },
    });
    return moved;
  });
}

/** Both leads of a merge the staff are about to confirm, with what would move; null if either is gone. */
export async function mergePreview(input: MergeInput) {
  const rows = await db()
    .select()
    .from(leads)
    .where(inArray(leads.id, [input.keepId, input.mergeId]));
  const kept = rows.find((r) => r.id === input.keepId);
  const merged = rows.find((r) => r.id === input.mergeId);
  if (!kept || !merged || kept.id === merged.id) return null;
  const [counts] = await db()
    .select({
      events: sql<number>`(SELECT count(*)::int FROM ${leadEvents} WHERE ${leadEvents.leadId} = ${merged.id})`,
      visits: sql<number>`(SELECT count(*)::int FROM ${visits} WHERE ${visits.leadId} = ${merged.id})`,
    })
    .from(sql`(SELECT 1) AS one`);
  return { kept, merged, duplicates: areDuplicates(kept, merged), moves: counts!, fields: mergedFields(kept, merged) };
}
