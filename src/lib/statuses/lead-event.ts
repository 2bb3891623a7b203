// What a lead's timeline records: the staff's notes, stage, owner and follow-up changes, the
// emails and visit invitations sent to the lead from the admin area, the visits the visitor books,
// moves or cancels from the site, a visit's outcome, the automatic first answer, and a merge of a
// duplicate lead into this one.

import type { LeadStatus } from './lead';

export const LEAD_EVENT_KINDS = [
  'note',
  'stage',
  'owner',
  'follow-up',
  'email',
  'visit',
  'visit-booked',
  'visit-changed',
  'visit-cancelled',
  'visit-outcome',
  'auto-reply',
  'merge',
] as const;

export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];

/** A staff account as an event names it (it may be gone later: the name stays). */
export interface StaffRef {
  id: string;
  name: string;
}

/**
 * What each kind of event holds in `data` (lead_events.data, jsonb). Fields marked optional are
 * missing from events written before they were added.
 */
export interface LeadEventData {
  note: Record<string, never>;
  stage: { from: LeadStatus; to: LeadStatus; reason: string | null };
  owner: { from: StaffRef | null; to: StaffRef | null };
  /** Calendar days 'yyyy-MM-dd', or null for none. */
  'follow-up': { from: string | null; to: string | null };
  email: { subject: string; mailId: string; to: string };
  /** A visit the staff scheduled from the lead's page. */
  visit: { startsAt: string; endsAt: string; uid: string; mailId: string; visitId?: string };
  /** A visit the visitor booked on the site: who booked, as written in the form. */
  'visit-booked': { startsAt: string; visitId: string; name: string; email: string; phone: string; company: string };
  'visit-changed': { visitId: string; from: string; to: string };
  'visit-cancelled': { visitId: string; startsAt: string };
  'visit-outcome': { visitId: string; startsAt: string; outcome: 'done' | 'no-show' };
  'auto-reply': { subject: string; mailId: string };
  /** The duplicate merged into this lead, as it was. */
  merge: { mergedId: string; name: string; email: string; phone: string; createdAt: string; status: LeadStatus };
}

/** One event's kind with its data: what is written and what is read back. */
export type LeadEvent = { [K in LeadEventKind]: { kind: K; data: LeadEventData[K] } }[LeadEventKind];

/** A stored row read as its kind's event (the column holds what the kind's writer wrote). */
export const asLeadEvent = (row: { kind: LeadEventKind; data: unknown }): LeadEvent =>
  ({ kind: row.kind, data: row.data }) as LeadEvent;
