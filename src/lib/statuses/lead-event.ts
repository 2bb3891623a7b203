// What a lead's timeline records: the staff's notes, stage, owner and follow-up changes, and the
// emails and visit invitations sent to the lead from the admin area.

export const LEAD_EVENT_KINDS = ['note', 'stage', 'owner', 'follow-up', 'email', 'visit'] as const;

export type LeadEventKind = (typeof LEAD_EVENT_KINDS)[number];
