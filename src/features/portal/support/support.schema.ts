// The support forms: the customer's new request and later messages, the staff's reply and close.
// Shared by the actions and the tests; the server checks again what only it knows (the request's
// owner, the shipment's, the request's status).
import { recordId, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { UUID_PATTERN } from '@/lib/ids';
import { SUPPORT_CATEGORIES } from '@/lib/statuses/support';

export const SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 4000;

/** A message: required, up to 4,000 characters, its line breaks and tabs kept. */
const message = requiredText(
  { required: 'support.error.message', tooLong: 'support.error.messageTooLong' },
  MESSAGE_MAX_LENGTH,
  { multiline: true },
);

export const newRequestSchema = z.object({
  submission: submissionKey,
  subject: requiredText(
    { required: 'support.error.subject', tooLong: 'support.error.subjectTooLong' },
    SUBJECT_MAX_LENGTH,
  ),
  category: z.enum(SUPPORT_CATEGORIES, 'support.error.category'),
  message,
  /** One of the customer's shipments, or none. */
  shipmentId: z.optional(
    z.string({ error: 'support.error.shipment' }).check(z.regex(UUID_PATTERN, 'support.error.shipment')),
  ),
});

export type NewRequestInput = z.output<typeof newRequestSchema>;

/** A message on a request: the customer's (support.message) or the staff's reply (support.reply). */
export const requestMessageSchema = z.object({
  submission: submissionKey,
  requestId: recordId,
  message,
});

export type RequestMessageInput = z.output<typeof requestMessageSchema>;

export const closeRequestSchema = z.object({ requestId: recordId });

export type CloseRequestInput = z.output<typeof closeRequestSchema>;
