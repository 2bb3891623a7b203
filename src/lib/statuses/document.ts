// A customer's document: uploaded, it waits for the staff's review ('pending', shown as
// 'Em análise'), who mark it verified or rejected (with a reason the customer reads).

export const DOCUMENT_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** What the customer says the file is (spec §2: invoice, bill of lading, air waybill, customs, …). */
export const DOCUMENT_TYPES = ['invoice', 'bl', 'awb', 'customs', 'contract', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Spec §9: a document is shown by the first 8 characters of its id. */
export const documentShortId = (id: string) => id.slice(0, 8);
