// What the staff do to a lead: move it through the stages, give it an owner and a follow-up day,
// write notes, reply by email and schedule a visit. Each change is one transaction holding the
// lead's row (locked), its timeline event, its audit entry and any email. Callers have checked
// the role (requireAdmin).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale } from '@/lib/i18n-types';
import type { LeadEventKind } from '@/lib/statuses/lead-event';
import { recordAudit, type AuditActor } from '@/server/audit';
import { visitUid } from '@/server/calendar/ics';
import { db, type Database } from '@/server/db/client';
import { leadEvents, leads, visits, type LeadRow } from '@/server/db/schema';
import { enqueueMail, type MailMessage } from '@/server/mail';
import { refuse } from '@/server/refusal';
import type { FollowUpInput, NoteInput, OwnerInput, ReplyInput, StageInput, VisitInput } from './admin-leads.schema';
import { leadReplyEmail } from './lead-reply.email';
import { siteInstant } from '@/lib/site-time';
import { findStaff } from '@/server/staff';
import { stopSalesClock } from '@/features/sales/clock/clock-stop.server';
import { visitConfirmationEmail } from './visit-confirmation.email';

export interface Changed {
  changed: boolean;
}

async function lockLead(tx: Database, leadId: string): Promise<LeadRow> {
  const [lead] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
  if (!lead) refuse('NOT_FOUND', 'adminLeads.error.lead');
  return lead;
}

export function onLockedLead<T>(leadId: string, work: (tx: Database, lead: LeadRow) => Promise<T>): Promise<T> {
  return db().transaction(async (tx) => work(tx, await lockLead(tx, leadId)));
}

interface EventInput {
  kind: LeadEventKind;
  body?: string | null;
  data?: Record<string, unknown>;
}

/** Writes one timeline event (the first one that reaches the lead stops its sales clock); returns its id. */
export async function addEvent(tx: Database, lead: LeadRow, actor: AuditActor, event: EventInput): Promise<number> {
  if (lead.firstResponseAt === null) await stopSalesClock(tx, lead.id, event.kind);
  const [row] = await tx
    .insert(leadEvents)
    .values({
      leadId: lead.id,
      kind: event.kind,
      actorId: actor.id,
      actorLabel: actor.name,
      body: event.body ?? null,
      data: event.data ?? {},
    })
    .returning({ id: leadEvents.id });
  if (!row) throw new Error('addEvent: the insert returned no row');
  return row.id;
}

const audit = (
  tx: Database,
  actor: AuditActor,
  lead: LeadRow,
  verb: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) => recordAudit(tx, { actor, action: `lead.${verb}`, subject: { kind: 'lead', id: lead.id }, before, after });

/** Moves the lead to `stage`; 'lost' keeps the reason, any other stage clears it. */
export function changeStage(actor: AuditActor, input: StageInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    const next = { status: input.stage, lostReason: input.stage === 'lost' ? input.reason : null };
    if (lead.status === next.status && lead.lostReason === next.lostReason) return { changed: false };
    const stageChangedAt = lead.status === next.status ? lead.stageChangedAt : new Date();
    await tx
      .update(leads)
      .set({ ...next, stageChangedAt })
      .where(eq(leads.id, lead.id));
    await addEvent(tx, lead, actor, {
      kind: 'stage',
      data: { from: lead.status, to: next.status, reason: next.lostReason },
    });
    await audit(tx, actor, lead, 'stage', { status: lead.status, lostReason: lead.lostReason }, next);
    return { changed: true };
  });
}

/** Gives the lead to a staff account, or to nobody (null). */
export function assignOwner(actor: AuditActor, input: OwnerInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    const owner = input.ownerId === null ? null : await findStaff(tx, input.ownerId);
    if (input.ownerId !== null && !owner) refuse('BAD_REQUEST', 'adminLeads.error.owner');
    if (lead.ownerId === (owner?.id ?? null)) return { changed: false };
    const previous = lead.ownerId ? await findStaff(tx, lead.ownerId) : null;
    await tx
      .update(leads)
      .set({ ownerId: owner?.id ?? null })
      .where(eq(leads.id, lead.id));
    const label = (s: { id: string; name: string } | null) => (s ? { id: s.id, name: s.name } : null);
    await addEvent(tx, lead, actor, { kind: 'owner', data: { from: label(previous), to: label(owner) } });
    await audit(tx, actor, lead, 'owner', { ownerId: lead.ownerId }, { ownerId: owner?.id ?? null });
    return { changed: true };
  });
}

/** Sets (or, with null, clears) the day the lead should next be contacted. */
export function setFollowUp(actor: AuditActor, input: FollowUpInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    if (lead.followUpOn === input.followUpOn) return { changed: false };
    await tx.update(leads).set({ followUpOn: input.followUpOn }).where(eq(leads.id, lead.id));
    await addEvent(tx, lead, actor, { kind: 'follow-up', data: { from: lead.followUpOn, to: input.followUpOn } });
    await audit(tx, actor, lead, 'followUp', { followUpOn: lead.followUpOn }, { followUpOn: input.followUpOn });
    return { changed: true };
  });
}

export function addNote(actor: AuditActor, input: NoteInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    // The audit entry points at the note: its text, which may name people, stays with the lead.
    const eventId = await addEvent(tx, lead, actor, { kind: 'note', body: input.note });
    await audit(tx, actor, lead, 'note', null, { eventId, length: input.note.length });
    return { changed: true };
  });
}

const mailLead = (lead: LeadRow) => ({
  name: lead.fullName,
  email: lead.email,
  locale: isLocale(lead.locale) ? lead.locale : defaultLocale,
});

const queue = (tx: Database, lead: LeadRow, mail: MailMessage) =>
  enqueueMail(tx, mail, { cause: { kind: 'lead', id: lead.id } });

/** Emails the lead in its language; replies go to the staff member. Returns the mail's id. */
export function replyToLead(actor: AuditActor, input: ReplyInput): Promise<{ mailId: string }> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    const mail = leadReplyEmail({ subject: input.subject, message: input.message, staff: actor }, mailLead(lead));
    const mailId = await queue(tx, lead, mail);
    await addEvent(tx, lead, actor, {
      kind: 'email',
      body: input.message,
      data: { subject: input.subject, mailId, to: lead.email },
    });
    await audit(tx, actor, lead, 'reply', null, { subject: input.subject, mailId });
    return { mailId };
  });
}

/**
 * Schedules a visit at `day` `time` (Fortaleza time, which must be in the future): the lead moves to
 * 'visit-scheduled' and is emailed the confirmation with an .ics invite. The visit is also a row of
 * `visits` (source 'staff'), so the week view and the staff's calendar feed show it; it takes no
 * slot place (the staff may set a visit outside the visiting hours). Returns the mail's id.
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
    await tx.insert(visits).values({
      id: visitId,
      leadId: lead.id,
      startsAt: start,
      endsAt: end,
      source: 'staff',
      moduleNumber: lead.moduleNumber,
      locale: mailLead(lead).locale,
    });
    const mailId = await queue(
      tx,
      lead,
      visitConfirmationEmail({ uid, start, end, message: input.message, now, staff: actor }, mailLead(lead)),
    );
    if (lead.status !== 'visit-scheduled') {
      await tx
        .update(leads)
        .set({ status: 'visit-scheduled', lostReason: null, stageChangedAt: new Date() })
        .where(eq(leads.id, lead.id));
      await addEvent(tx, lead, actor, {
        kind: 'stage',
        data: { from: lead.status, to: 'visit-scheduled', reason: null },
      });
    }
    const visit = { startsAt: start.toISOString(), endsAt: end.toISOString(), uid, mailId };
    await addEvent(tx, lead, actor, { kind: 'visit', body: input.message, data: visit });
    await audit(tx, actor, lead, 'visit', { status: lead.status }, { status: 'visit-scheduled', ...visit });
    return { mailId, uid };
  });
}
