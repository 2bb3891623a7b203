// A customer's support request: open until the staff answer it (answered), and closed when done.
// A new message from the customer opens an answered request again.

export const SUPPORT_STATUSES = ['open', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What the request is about (the categories). */
export const SUPPORT_CATEGORIES = ['shipment', 'documents', 'billing', 'access', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
