// The leads' rows as other features create and merge them (this folder owns leads and lead_events):
// a new lead from the contact form (one statement: newLeadRows) or from a booking (in its
// transaction: insertLead), each with its instant answer and first-response deadline (the sales
// clock), and the merge of a duplicate into the lead the staff keep.
import { eq, sql } from 'drizzle-orm';
import { firstResponseDue, instantAnswer, type NewLead } from '@/features/sales/clock';
import type { AuditActor } from '@/server/audit';
import type { Database } from '@/server/db/client';
import { insertRow, tableRow, type TableRow } from '@/server/db/insert-row';
import { leads, type LeadRow } from '@/server/db/schema';
import { addLeadEvent, leadEventRow, moveLeadEvents } from './lead-events.server';

export type NewLeadValues = NewLead & Omit<typeof leads.$inferInsert, keyof NewLead | 'firstResponseDueAt'>;

/** The answer's jobs and its 'auto-reply' event. */
function answerRows(lead: NewLead, due: Date | null, createdAt: Date): TableRow[] {
  const { id, fullName, email, locale, moduleNumber } = lead;
  const { jobRows, answer, by } = instantAnswer({ id, fullName, email, locale, moduleNumber }, due, createdAt);
  return [...jobRows, leadEventRow(lead.id, { id: null, name: by }, { kind: 'auto-reply', data: answer })];
}

/** The rows of a new lead with deadline `due`, its instant answer and its alert, for one statement. */
export function newLeadRows(lead: NewLeadValues, due: Date | null, createdAt = new Date()): TableRow[] {
  return [tableRow(leads, { ...lead, firstResponseDueAt: due }), ...answerRows(lead, due, createdAt)];
}

/**
 * In `tx`: writes a new lead, its first-response deadline, its instant answer and alert. After
 * commit, wakeMailRunner() sends the answer. Returns the deadline.
 */
export async function insertLead(tx: Database, lead: NewLeadValues, createdAt = new Date()): Promise<Date> {
  await tx.insert(leads).values({ ...lead, createdAt });
  return startLeadClock(tx, lead, createdAt);
}

/** In `tx`: the deadline and the instant answer of lead `lead`, already written. */
export async function startLeadClock(tx: Database, lead: NewLead, createdAt = new Date()): Promise<Date> {
  const due = await firstResponseDue(createdAt, tx);
  await tx.update(leads).set({ firstResponseDueAt: due }).where(eq(leads.id, lead.id));
  for (const row of answerRows(lead, due, createdAt)) await tx.execute(insertRow(row));
  return due;
}

/**
 * In `tx`: deletes every lead sent with `email` (in any letter case), their timelines with them;
 * returns what each held, for the erasure's redaction and its confirmation.
 */
export function deleteLeadsSentBy(tx: Database, email: string) {
  return tx
    .delete(leads)
    .where(sql`lower(${leads.email}) = ${email.trim().toLowerCase()}`)
    .returning({
      id: leads.id,
      email: leads.email,
      fullName: leads.fullName,
      phone: leads.phone,
      locale: leads.locale,
    });
}

/** The fields a merge may change on the kept lead. */
export type MergedFields = Pick<LeadRow, 'message' | 'moduleNumber' | 'ownerId' | 'followUpOn' | 'firstResponseAt'>;

/**
 * In `tx`, both leads locked: `merged`'s timeline moves to `kept`, which takes `fields` (when
 * `changed`) and a 'merge' event naming the merged lead (its message as the body); `merged` is
 * deleted. Returns how many events moved.
 */
export async function mergeLeadInto(
  tx: Database,
  kept: LeadRow,
  merged: LeadRow,
  fields: MergedFields | null,
  actor: AuditActor,
): Promise<number> {
  const events = await moveLeadEvents(tx, merged.id, kept.id);
  if (fields) await tx.update(leads).set(fields).where(eq(leads.id, kept.id));
  await addLeadEvent(tx, kept, actor, {
    kind: 'merge',
    body: merged.message,
    data: {
      name: merged.fullName,
      email: merged.email,
      phone: merged.phone,
      mergedId: merged.id,
      createdAt: merged.createdAt.toISOString(),
      status: merged.status,
    },
  });
  await tx.delete(leads).where(eq(leads.id, merged.id));
  return events;
}
