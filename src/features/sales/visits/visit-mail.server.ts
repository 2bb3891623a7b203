// What a booked visit sends, queued in the transaction that changes it: the visitor's email (with
// its calendar file), the sales team's notice, and the two reminders (the day before at 9:00
// Fortaleza time, and two hours before) as jobs due then (src/server/visit-reminders.ts). A
// reminder carries the visit's sequence: it goes out only if the visit is still booked at that
// sequence (a move queues new ones, a cancel leaves the old ones nothing to do).
import { and, eq, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { siteInstant } from '@/lib/site-time';
import { visitUid } from '@/server/calendar/ics';
import { config } from '@/server/config';
import type { Database } from '@/server/db/client';
import { asLeadEvent } from '@/lib/statuses/lead-event';
import { leadEvents, leads, visits, type VisitRow } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs';
import { enqueueMail } from '@/server/mail';
import { sign } from '@/server/signed-links';
import { visitReminderJob } from '@/server/visit-reminders';
import { addDays, siteDay } from '@/lib/site-time';
import { visitInvitationEmail, type VisitMail, type VisitMailKind } from './visit-invitation.email';
import { visitNotificationEmail, type VisitNotice } from './visit-notification.email';

/** The visitor as the emails address them: from the visit's lead. */
export interface Visitor {
  leadId: string;
  name: string;
  email: string;
  phone: string;
  company: string;
}

/** The manage page of a visit, in its language, with a token good until the visit ends. */
export const managePath = (visit: Pick<VisitRow, 'id' | 'endsAt' | 'locale'>) =>
  localizePath(visit.locale as Locale, `/visita/${sign('visit-manage', visit.id, visit.endsAt)}`);

/** The visitor's email of `kind` about `visit` (as it is now). */
const visitorMessage = (kind: VisitMailKind, visit: VisitRow, who: Visitor, now: Date, staff?: VisitMail['staff']) =>
  visitInvitationEmail(
    kind,
    {
      uid: visitUid(visit.id),
      start: visit.startsAt,
      end: visit.endsAt,
      sequence: visit.sequence,
      company: who.company,
      moduleNumber: visit.moduleNumber,
      managePath: managePath(visit),
      now,
      staff,
    },
    { email: who.email, name: who.name, locale: visit.locale },
  );

/** Queues the visitor's email of `kind` about `visit` (with the staff's message when they booked it); returns its id. */
export function queueVisitorMail(
  tx: Database,
  kind: VisitMailKind,
  visit: VisitRow,
  who: Visitor,
  now: Date,
  staff?: VisitMail['staff'],
) {
  return enqueueMail(tx, visitorMessage(kind, visit, who, now, staff), { cause: { kind: 'lead', id: who.leadId } });
}

/** Queues the sales team's notice of a change. */
export function queueStaffNotice(
  tx: Database,
  notice: Pick<VisitNotice, 'change' | 'from' | 'existingLead'>,
  visit: VisitRow,
  who: Visitor,
) {
  const message = visitNotificationEmail(
    {
      ...notice,
      name: who.name,
      company: who.company,
      email: who.email,
      phone: who.phone,
      moduleNumber: visit.moduleNumber,
      start: visit.startsAt,
      leadPath: `/admin/leads/${who.leadId}`,
    },
    config().leadsNotifyTo,
  );
  return enqueueMail(tx, message, { cause: { kind: 'lead', id: who.leadId } });
}

/** When the reminders of a visit starting at `start` go out: those still ahead of `now`. */
export function reminderTimes(start: Date, now: Date): Date[] {
  const dayBefore = siteInstant(addDays(siteDay(start), -1), '09:00');
  const twoHoursBefore = new Date(start.getTime() - 2 * 60 * 60_000);
  return [dayBefore, twoHoursBefore].filter((at) => at > now);
}

/** Queues the reminders of `visit` at its current sequence. */
export async function queueReminders(tx: Database, visit: VisitRow, who: Visitor, now: Date) {
  for (const runAt of reminderTimes(visit.startsAt, now))
    await enqueueJob(
      tx,
      visitReminderJob,
      { visitId: visit.id, sequence: visit.sequence, message: visitorMessage('reminder', visit, who, runAt) },
      { runAt, cause: { kind: 'lead', id: who.leadId } },
    );
}

/** The visit `id`, locked for a change when `lock` is set. */
export async function visitById(tx: Database, id: string, lock = false) {
  const query = tx.select().from(visits).where(eq(visits.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/**
 * Who booked `visit`, as they wrote it in the booking form (kept on its 'visit-booked' event): the
 * visit may have joined a lead found by the same phone, whose name and email are someone else's.
 */
export async function visitorOf(tx: Database, visit: VisitRow): Promise<Visitor> {
  const [row] = await tx
    .select({ kind: leadEvents.kind, data: leadEvents.data })
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, visit.leadId),
        eq(leadEvents.kind, 'visit-booked'),
        sql`${leadEvents.data}->>'visitId' = ${visit.id}`,
      ),
    )
    .limit(1);
  const booked = row && asLeadEvent(row);
  if (booked?.kind === 'visit-booked') {
    const { name, email, phone, company } = booked.data;
    return { leadId: visit.leadId, name, email, phone, company };
  }
  const [lead] = await tx.select().from(leads).where(eq(leads.id, visit.leadId));
  return {
    leadId: visit.leadId,
    name: lead?.fullName ?? '',
    email: lead?.email ?? '',
    phone: lead?.phone ?? '',
    company: '',
  };
}
