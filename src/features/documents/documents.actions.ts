import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin, requireUser } from '@/server/guards';
import { deleteDocumentSchema, reviewDocumentSchema, uploadDocumentSchema } from './document.schema';
import { reviewDocument } from './document-review.server';
import { deleteDocument, isDocumentError, uploadDocument, type DocumentRefusalCode } from './documents.server';

// Each refusal as the user reads it and as HTTP says it.
const REFUSALS: Record<DocumentRefusalCode, { code: ActionError['code']; message: MessageKey }> = {
  kind: { code: 'BAD_REQUEST', message: 'documents.error.kind' },
  shipment: { code: 'BAD_REQUEST', message: 'documents.error.shipment' },
  'not-found': { code: 'NOT_FOUND', message: 'documents.error.notFound' },
  'not-pending': { code: 'CONFLICT', message: 'documents.error.notPending' },
};

async function refusingClearly<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (isDocumentError(error)) throw new ActionError(REFUSALS[error.code]);
    throw error;
  }
}

const flash = (title: MessageKey): Flash => ({ title, variant: 'success' });

/** Back to the staff's list as it was filtered (the form posts to the page with its query). */
function staffListPath(context: ActionAPIContext) {
  const page = new URL(context.url);
  page.searchParams.delete('_action');
  const list = localizePath(context.locals.locale, '/admin/documents');
  return page.pathname === list ? `${page.pathname}${page.search}` : list;
}

export const documents = {
  upload: defineAction({
    accept: 'form',
    input: uploadDocumentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const owner = requireUser(context);
      await refusingClearly(() => uploadDocument(owner, input));
      return { next: localizePath(context.locals.locale, '/dashboard/documents'), flash: flash('documents.uploaded') };
    },
  }),
  delete: defineAction({
    accept: 'form',
    input: deleteDocumentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const owner = requireUser(context);
      await refusingClearly(() => deleteDocument(owner, input.documentId));
      return { next: localizePath(context.locals.locale, '/dashboard/documents'), flash: flash('documents.deleted') };
    },
  }),
  review: defineAction({
    accept: 'form',
    input: reviewDocumentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await refusingClearly(() => reviewDocument(staff, input));
      return {
        next: staffListPath(context),
        flash: flash(input.decision === 'verified' ? 'documents.review.verified' : 'documents.review.rejected'),
      };
    },
  }),
};
