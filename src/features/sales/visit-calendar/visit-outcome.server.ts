// A visit's outcome, marked by the staff after its start: done or no-show. In the lead's
// transaction (admin-leads' pipeline: lead locked, timeline event, audit): a visit done leaves the
// lead where it is (in 'visit-scheduled' it waits for the proposal); a no-show takes a lead in
// 'visit-scheduled' back to 'contacted', with its stage event. Callers have checked the role.
import { eq } from 'drizzle-orm';
import { addEvent, onLockedLead } from '@/features/sales/leads/lead-pipeline.server';
import { siteToday } from '@/lib/format';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db } from '@/server/db/client';
import { leads, visits } from '@/server/db/schema';
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
    const [visit] = await tx.select().from(visits).where(eq(visits.id, input.visitId)).for('update');
    if (!visit || visit.leadId !== lead.id) refuse('NOT_FOUND', 'adminVisits.error.visit');
    if (visit.status !== 'booked') refuse('CONFLICT', 'adminVisits.error.notBooked');
    if (visit.startsAt.getTime() > now.getTime()) refuse('CONFLICT', 'adminVisits.error.notYet');
    await tx
      .update(visits)
      .set({ status: input.outcome, outcomeBy: actor.id, updatedAt: now })
      .where(eq(visits.id, visit.id));
    const leadStatus = input.outcome === 'no-show' && lead.status === 'visit-scheduled' ? 'contacted' : lead.status;
    if (leadStatus !== lead.status) {
      await tx.update(leads).set({ status: leadStatus, stageChangedAt: now }).where(eq(leads.id, lead.id));
      await addEvent(tx, lead, actor, { kind: 'stage', data: { from: lead.status, to: leadStatus, reason: null } });
    }
    const startsAt = visit.startsAt.toISOString();
    await addEvent(tx, lead, actor, {
      kind: 'visit-outcome',
      data: { startsAt, outcome: input.outcome, visitId: visit.id },
    });
    await recordAudit(tx, {
      actor,
      action: 'lead.visitOutcome',
      subject: { kind: 'lead', id: lead.id },
      before: { visitId: visit.id, visitStatus: visit.status, status: lead.status },
      after: { visitId: visit.id, visitStatus: input.outcome, status: leadStatus },
    });
    return { day: siteToday(visit.startsAt) };
  });
}
