import type { ActionAPIContext } from 'astro:actions';
import { successFlash } from '@/lib/flash';
import { doneAt } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { deleteDocumentSchema, reviewDocumentSchema, uploadDocumentSchema } from './document.schema';
import { reviewDocument } from './document-review.server';
import { deleteDocument, uploadDocument } from './documents.server';
import { staffFormAction, userFormAction } from '@/server/forms/form-action';

/** Back to the staff's list as it was filtered (the form posts to the page with its query). */
function staffListPath(context: ActionAPIContext) {
  const page = new URL(context.url);
  page.searchParams.delete('_action');
  const list = localizePath(context.locals.locale, '/admin/documents');
  return page.pathname === list ? `${page.pathname}${page.search}` : list;
}

const ownList = (context: ActionAPIContext) => localizePath(context.locals.locale, '/dashboard/documents');

export const documents = {
  upload: userFormAction(uploadDocumentSchema, async (owner, input, context) => {
    await uploadDocument(owner, input);
    return doneAt(ownList(context), 'documents.uploaded');
  }),
  delete: userFormAction(deleteDocumentSchema, async (owner, input, context) => {
    await deleteDocument(owner, input.documentId);
    return doneAt(ownList(context), 'documents.deleted');
  }),
  review: staffFormAction(reviewDocumentSchema, async (staff, input, context) => {
    await reviewDocument(staff, input);
    return {
      next: staffListPath(context),
      flash: successFlash(input.decision === 'verified' ? 'documents.review.verified' : 'documents.review.rejected'),
    };
  }),
};
