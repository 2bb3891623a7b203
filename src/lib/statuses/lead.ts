// The sales pipeline a lead moves through, from the contact form to won or lost.

export const LEAD_STATUSES = ['new', 'contacted', 'visit-scheduled', 'proposal-sent', 'won', 'lost'] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** A lead as the contact form stores it. */
export const INITIAL_LEAD_STATUS = 'new' satisfies LeadStatus;

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === 'string' && (LEAD_STATUSES as readonly string[]).includes(value);
}
