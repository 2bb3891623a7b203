// The merge of two duplicate leads (plain POST without JavaScript): checks the role, merges through
// lead-merge.server.ts and goes to the kept lead's page, whose timeline now holds both.
import { localizePath } from '@/lib/paths';
import { successFlash } from '@/lib/flash';
import { mergeSchema } from './lead-merge.schema';
import { mergeLeads } from './lead-merge.server';
import { staffFormAction } from '@/server/forms/form-action';

export const leadDuplicates = {
  merge: staffFormAction(mergeSchema, async (staff, input, context) => {
    await mergeLeads(staff, input);
    return {
      next: localizePath(context.locals.locale, `/admin/leads/${input.keepId}`),
      flash: successFlash('leadDuplicates.saved'),
    };
  }),
};
