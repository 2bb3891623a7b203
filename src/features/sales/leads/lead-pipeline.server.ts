// What the staff do to a lead: move it through the stages, give it an owner and a follow-up day,
// write notes and reply by email (a visit is booked by src/features/sales/visits). Each change is one transaction holding the
// lead's row (locked), its timeline event, its audit entry and any email. Callers have checked
// the role (requireAdmin).
import { eq } from 'drizzle-orm';
import { defaultLocale, isLocale } from '@/lib/i18n-types';
import { recordAudit, type AuditActor } from '@/server/audit';
import { db, type Database } from '@/server/db/client';
import { leads, type LeadRow } from '@/server/db/schema';
import { enqueueMail, type MailMessage } from '@/server/mail';
import { refuse } from '@/server/refusal';
import { findStaff } from '@/server/staff';
import type { FollowUpInput, NoteInput, OwnerInput, ReplyInput, StageInput } from './admin-leads.schema';
import { addLeadEvent } from './lead-events.server';
import { leadReplyEmail } from './lead-reply.email';
import { moveLeadStage } from './lead-stage.server';

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

const audit = (
  tx: Database,
  actor: AuditActor,
  lead: LeadRow,
  verb: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
) => recordAudit(tx, { actor, action: `lead.${verb}`, subject: { kind: 'lead', id: lead.id }, before, after });

/** Moves the lead to `stage` by hand (the rules: lead-stage.server.ts); 'lost' keeps the reason. */
export function changeStage(actor: AuditActor, input: StageInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    const next = await moveLeadStage(tx, lead, { to: input.stage, reason: input.reason }, actor);
    if (!next) return { changed: false };
    await audit(tx, actor, lead, 'stage', { status: lead.status, lostReason: lead.lostReason }, { ...next });
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
    await addLeadEvent(tx, lead, actor, { kind: 'owner', data: { from: label(previous), to: label(owner) } });
    await audit(tx, actor, lead, 'owner', { ownerId: lead.ownerId }, { ownerId: owner?.id ?? null });
    return { changed: true };
  });
}

/** Sets (or, with null, clears) the day the lead should next be contacted. */
export function setFollowUp(actor: AuditActor, input: FollowUpInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    if (lead.followUpOn === input.followUpOn) return { changed: false };
    await tx.update(leads).set({ followUpOn: input.followUpOn }).where(eq(leads.id, lead.id));
    await addLeadEvent(tx, lead, actor, { kind: 'follow-up', data: { from: lead.followUpOn, to: input.followUpOn } });
    await audit(tx, actor, lead, 'followUp', { followUpOn: lead.followUpOn }, { followUpOn: input.followUpOn });
    return { changed: true };
  });
}

export function addNote(actor: AuditActor, input: NoteInput): Promise<Changed> {
  return onLockedLead(input.leadId, async (tx, lead) => {
    // The audit entry points at the note: its text, which may name people, stays with the lead.
    const eventId = await addLeadEvent(tx, lead, actor, { kind: 'note', body: input.note, data: {} });
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
    await addLeadEvent(tx, lead, actor, {
      kind: 'email',
      body: input.message,
      data: { subject: input.subject, mailId, to: lead.email },
    });
    await audit(tx, actor, lead, 'reply', null, { subject: input.subject, mailId });
    return { mailId };
  });
}
