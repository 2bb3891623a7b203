// What a lead's timeline records: the staff's notes, stage, owner and follow-up changes, the
// emails and visit invitations sent to the lead from the admin area, the visits the visitor books,
// moves or cancels from the site, a visit's outcome, the automatic first answer, and a merge of a
// duplicate lead into this one.

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
