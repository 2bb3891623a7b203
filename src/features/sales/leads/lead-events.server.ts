// A lead's timeline: the one writer of lead_events (every feature adds an event through
// addLeadEvent or, in a single statement, leadEventRow) and its reading, newest first, each email
// event with its delivery state. The first event by the staff that answers the lead stops its sales
// clock (first_response_at); giving it an owner or a follow-up day is the team's bookkeeping, not an
// answer, and the visitor's own bookings or the automatic answer are not the staff's.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { mailState, type MailState } from '@/lib/statuses/job';
import { asLeadEvent, type LeadEvent, type LeadEventKind } from '@/lib/statuses/lead-event';
import { db, type Database } from '@/server/db/client';
import { tableRow, type TableRow } from '@/server/db/insert-row';
import { jobs, leadEvents, leads } from '@/server/db/schema';

/** Who an event is by: a staff account (its id), or the visitor or the site (id null, a name only). */
export interface EventAuthor {
  id: string | null;
  name: string;
}

/** An event to write: its kind and data, and a note's text or an email's message. */
export type NewLeadEvent = LeadEvent & { body?: string | null };

const NOT_AN_ANSWER: readonly LeadEventKind[] = ['owner', 'follow-up', 'auto-reply', 'merge'];

const values = (leadId: string, by: EventAuthor, event: NewLeadEvent) => ({
  leadId,
  kind: event.kind,
  actorId: by.id,
  actorLabel: by.name,
  body: event.body ?? null,
  data: event.data,
});

/** The row of an event, for a statement that writes the lead and its first events together. */
export const leadEventRow = (leadId: string, by: EventAuthor, event: NewLeadEvent): TableRow =>
  tableRow(leadEvents, values(leadId, by, event));

/**
 * In `tx`: writes one event of the lead; one by the staff that answers it stops its sales clock
 * (once: a lead already answered keeps its first time). Returns the event's id.
 */
export async function addLeadEvent(
  tx: Database,
  lead: { id: string; firstResponseAt?: Date | null },
  by: EventAuthor,
  event: NewLeadEvent,
  now = new Date(),
): Promise<number> {
  if (by.id !== null && !NOT_AN_ANSWER.includes(event.kind) && !lead.firstResponseAt)
    await tx
      .update(leads)
      .set({ firstResponseAt: now })
      .where(and(eq(leads.id, lead.id), isNull(leads.firstResponseAt)));
  const [row] = await tx
    .insert(leadEvents)
    .values(values(lead.id, by, event))
    .returning({ id: leadEvents.id });
  if (!row) throw new Error('addLeadEvent: the insert returned no row');
  return row.id;
}

/** Gives every event of lead `fromId` to lead `toId` (a merge); returns how many moved. */
export async function moveLeadEvents(tx: Database, fromId: string, toId: string): Promise<number> {
  const moved = await tx
    .update(leadEvents)
    .set({ leadId: toId })
    .where(eq(leadEvents.leadId, fromId))
    .returning({ id: leadEvents.id });
  return moved.length;
}

export async function leadTimeline(leadId: string) {
  const rows = await db()
    .select({
      id: leadEvents.id,
      kind: leadEvents.kind,
      actorLabel: leadEvents.actorLabel,
      body: leadEvents.body,
      data: leadEvents.data,
      createdAt: leadEvents.createdAt,
      mailState: jobs.state,
      mailAttempts: jobs.attempts,
    })
    .from(leadEvents)
    .leftJoin(jobs, sql`${jobs.id} = (${leadEvents.data}->>'mailId')::uuid`)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(desc(leadEvents.createdAt), desc(leadEvents.id));
  return rows.map(({ mailState: state, mailAttempts, id, actorLabel, body, createdAt, ...event }) => ({
    id,
    actorLabel,
    body,
    createdAt,
    event: asLeadEvent(event),
    delivery: state ? (mailState({ state, attempts: mailAttempts ?? 0 }) as MailState) : null,
  }));
}

export type TimelineRow = Awaited<ReturnType<typeof leadTimeline>>[number];
