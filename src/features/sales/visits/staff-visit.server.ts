// A visit the staff schedule from a lead's page, booked in the lead's transaction (its row locked)
// through the same function as a visitor's booking (visit-booking.server.ts): it takes the place
// of the slot its start falls in, so the booking page stops offering a full slot, and the lead gets
// the same invitation with its reschedule/cancel link, and the same reminders. A full slot is
// refused unless the staff say to book it anyway; a time outside the visiting hours (the staff may
// set one) takes no place. Callers have checked the role (requireAdmin).
import type { VisitInput } from '@/features/sales/leads';
import { addLeadEvent } from '@/features/sales/leads/lead-events.server';
import { onLockedLead } from '@/features/sales/leads/lead-pipeline.server';
import { readVisitRules } from '@/features/sales/visit-settings/visit-settings.server';
import { defaultLocale, isLocale } from '@/lib/i18n-types';
import { siteInstant } from '@/lib/site-time';
import { recordAudit, type AuditActor } from '@/server/audit';
import { visitUid } from '@/server/calendar/ics';
import { wakeMailRunner } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { slotContaining } from './slots';
import { bookVisitIn } from './visit-booking.server';

/**
 * Schedules a visit at `day` `time` (Fortaleza time, which must be in the future) for `minutes`:
 * a row of `visits` (source 'staff': the week view and the staff's calendar feeds show it), the
 * lead moved forward to 'visit-scheduled', the invitation (with the staff's message; replies go to
 * them) and the reminders. Returns the invitation's mail id and the visit's calendar UID.
 */
export async function scheduleVisit(
  actor: AuditActor,
  input: VisitInput,
  now = new Date(),
): Promise<{ mailId: string; uid: string }> {
  const startsAt = siteInstant(input.day, input.time);
  const endsAt = new Date(startsAt.getTime() + input.minutes * 60_000);
  if (startsAt.getTime() <= now.getTime()) refuse('BAD_REQUEST', 'adminLeads.error.past');
  const booked = await onLockedLead(input.leadId, async (tx, lead) => {
    const rules = await readVisitRules(tx);
    const slot = slotContaining(rules, startsAt);
    const { visit, mailId, stage } = await bookVisitIn(
      tx,
      {
        lead,
        startsAt,
        endsAt,
        source: 'staff',
        moduleNumber: lead.moduleNumber,
        locale: isLocale(lead.locale) ? lead.locale : defaultLocale,
        who: { leadId: lead.id, name: lead.fullName, email: lead.email, phone: lead.phone, company: '' },
        by: actor,
        place: slot && {
          at: slot,
          capacity: rules.placesPerSlot,
          overbook: input.overbook,
          full: 'adminLeads.error.slotFull',
        },
        staff: { name: actor.name, email: actor.email, message: input.message },
      },
      now,
    );
    const uid = visitUid(visit.id);
    const data = { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString(), uid, mailId, visitId: visit.id };
    await addLeadEvent(tx, lead, actor, { kind: 'visit', body: input.message, data }, now);
    await recordAudit(tx, {
      actor,
      action: 'lead.visit',
      subject: { kind: 'lead', id: lead.id },
      before: { status: lead.status },
      after: { status: stage?.status ?? lead.status, ...data, slotAt: slot?.toISOString() ?? null },
    });
    return { mailId, uid };
  });
  wakeMailRunner();
  return booked;
}
