// A visit's outcome, marked by the staff after its start: done or no-show. In the lead's
// transaction (admin-leads' pipeline: lead locked, timeline event, audit): a visit done leaves the
// lead where it is (in 'visit-scheduled' it waits for the proposal); a no-show takes a lead in
// 'visit-scheduled' back to 'contacted' (the stage's rules: leads/lead-stage.server.ts). Callers
// have checked the role.
import { eq } from 'drizzle-orm';
import { addLeadEvent } from '@/features/sales/leads/lead-events.server';
import { onLockedLead } from '@/features/sales/leads/lead-pipeline.server';
import { moveLeadStage } from '@/features/sales/leads/lead-stage.server';
import { setVisitOutcome, visitById } from '@/features/sales/visits/visit-records.server';
import { siteToday } from '@/lib/format';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { visits } from '@/server/db/schema';
import { refuse } from '@/server/refusal';
import type { OutcomeInput } from './admin-visits.schema';

/** Marks the visit; returns its day (the week view to go back to). */
export async function markVisitOutcome(
  actor: AuditActor,
  input: OutcomeInput,
  now = new Date(),
): Promise<{ day: string }> {
  const [found] = await db().select({ leadId: visits.leadId }).from(visits).where(eq(visits.id, input.visitId));
  if (!found) refuse('NOT_FOUND', 'adminVisits.error.visit');
  return onLockedLead(found.leadId, async (tx, lead) => {
    const visit = await visitById(tx, input.visitId, true);
    if (!visit || visit.leadId !== lead.id) refuse('NOT_FOUND', 'adminVisits.error.visit');
    if (visit.status !== 'booked') refuse('CONFLICT', 'adminVisits.error.notBooked');
    if (visit.startsAt.getTime() > now.getTime()) refuse('CONFLICT', 'adminVisits.error.notYet');
    await setVisitOutcome(tx, visit.id, input.outcome, actor.id, now);
    const moved = input.outcome === 'no-show' ? await moveLeadStage(tx, lead, 'visit-no-show', actor, now) : null;
    const startsAt = visit.startsAt.toISOString();
    await addLeadEvent(
      tx,
      lead,
      actor,
      { kind: 'visit-outcome', data: { startsAt, outcome: input.outcome, visitId: visit.id } },
      now,
    );
    await recordAudit(tx, {
      actor,
      action: 'lead.visitOutcome',
      subject: { kind: 'lead', id: lead.id },
      before: { visitId: visit.id, visitStatus: visit.status, status: lead.status },
      after: { visitId: visit.id, visitStatus: input.outcome, status: moved?.status ?? lead.status },
    });
    return { day: siteToday(visit.startsAt) };
  });
}
