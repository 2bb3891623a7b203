// The documents' forms: the customer's upload and delete, the staff's review. Shared by the
// actions and the upload island (which checks type and size before sending 20 MB for nothing).
// What only the server can know (the content's real type, the shipment's owner) it checks again.
import { recordId, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { DOCUMENT_TYPES } from '@/lib/statuses/document';
import { MAX_DOCUMENT_BYTES } from '@/lib/upload-limits';

export const REJECT_REASON_MAX_LENGTH = 500;

export const uploadDocumentSchema = z.object({
  submission: submissionKey,
  file: z
    .file({ error: 'documents.error.fileRequired' })
    .check(z.minSize(1, 'documents.error.fileRequired'), z.maxSize(MAX_DOCUMENT_BYTES, 'documents.error.tooLarge')),
  documentType: z.enum(DOCUMENT_TYPES, 'documents.error.type'),
  /** One of the customer's shipments, or none. */
  shipmentId: z.optional(recordId),
});

export type UploadDocumentInput = z.output<typeof uploadDocumentSchema>;

export const deleteDocumentSchema = z.object({ documentId: recordId });

export const reviewDocumentSchema = z
  .object({
    documentId: recordId,
    decision: z.enum(['verified', 'rejected'], 'documents.error.decision'),
    reason: z.optional(
      requiredText(
        { required: 'documents.error.reason', tooLong: 'documents.error.reasonTooLong' },
        REJECT_REASON_MAX_LENGTH,
      ),
    ),
  })
  .check(
    z.refine((v: { decision: string; reason?: string }) => v.decision !== 'rejected' || Boolean(v.reason), {
      message: 'documents.error.reason',
      path: ['reason'],
    }),
  );

export type ReviewDocumentInput = z.output<typeof reviewDocumentSchema>;
