// A visit the staff schedule from a lead's page, in the lead's transaction (its row locked, its
// timeline, its audit entry and its email). Callers have checked the role (requireAdmin).
import { randomUUID } from 'node:crypto';
import type { VisitInput } from '@/features/sales/leads';
import { addLeadEvent } from '@/features/sales/leads/lead-events.server';
import { onLockedLead } from '@/features/sales/leads/lead-pipeline.server';
import { moveLeadStage } from '@/features/sales/leads/lead-stage.server';
import { defaultLocale, isLocale } from '@/lib/i18n-types';
import { siteInstant } from '@/lib/site-time';
import { recordAudit, type AuditActor } from '@/server/audit';
import { visitUid } from '@/server/calendar/ics';
import { visits } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { visitConfirmationEmail } from './visit-confirmation.email';

/**
 * Schedules a visit at `day` `time` (Fortaleza time, which must be in the future): the lead moves to
 * 'visit-scheduled' (from 'new' or 'contacted') and is emailed the confirmation with an .ics
 * invite. The visit is a row of `visits` (source 'staff'), so the week view and the staff's
 * calendar feed show it; it takes no slot place. Returns the mail's id.
 */
export async function scheduleVisit(
  actor: AuditActor,
  input: VisitInput,
  now = new Date(),
): Promise<{ mailId: string; uid: string }> {
  const start = siteInstant(input.day, input.time);
  const end = new Date(start.getTime() + input.minutes * 60_000);
  if (start.getTime() <= now.getTime()) refuse('BAD_REQUEST', 'adminLeads.error.past');
  return onLockedLead(input.leadId, async (tx, lead) => {
    const visitId = randomUUID();
    const uid = visitUid(visitId);
    const recipient = {
      name: lead.fullName,
      email: lead.email,
      locale: isLocale(lead.locale) ? lead.locale : defaultLocale,
    };
    await tx.insert(visits).values({
      id: visitId,
      leadId: lead.id,
      startsAt: start,
      endsAt: end,
      source: 'staff',
      moduleNumber: lead.moduleNumber,
      locale: recipient.locale,
    });
    const mail = visitConfirmationEmail({ uid, start, end, message: input.message, now, staff: actor }, recipient);
    const mailId = await enqueueMail(tx, mail, { cause: { kind: 'lead', id: lead.id } });
    const moved = await moveLeadStage(tx, lead, 'visit-booked', actor, now);
    const visit = { startsAt: start.toISOString(), endsAt: end.toISOString(), uid, mailId };
    await addLeadEvent(tx, lead, actor, { kind: 'visit', body: input.message, data: { ...visit, visitId } }, now);
    await recordAudit(tx, {
      actor,
      action: 'lead.visit',
      subject: { kind: 'lead', id: lead.id },
      before: { status: lead.status },
      after: { status: moved?.status ?? lead.status, ...visit },
    });
    return { mailId, uid };
  });
}
