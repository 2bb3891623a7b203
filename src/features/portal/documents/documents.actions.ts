import { defineAction, type ActionAPIContext } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireUser } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { deleteDocumentSchema, reviewDocumentSchema, uploadDocumentSchema } from './document.schema';
import { reviewDocument } from './document-review.server';
import { deleteDocument, uploadDocument } from './documents.server';
import { staffFormAction } from '@/server/forms/staff-action';

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
      await uploadDocument(owner, input);
      return {
        next: localizePath(context.locals.locale, '/dashboard/documents'),
        flash: successFlash('documents.uploaded'),
      };
    },
  }),
  delete: defineAction({
    accept: 'form',
    input: deleteDocumentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const owner = requireUser(context);
      await deleteDocument(owner, input.documentId);
      return {
        next: localizePath(context.locals.locale, '/dashboard/documents'),
        flash: successFlash('documents.deleted'),
      };
    },
  }),
  review: staffFormAction(reviewDocumentSchema, async (staff, input, context) => {
    await reviewDocument(staff, input);
    return {
      next: staffListPath(context),
      flash: successFlash(input.decision === 'verified' ? 'documents.review.verified' : 'documents.review.rejected'),
    };
  }),
};
