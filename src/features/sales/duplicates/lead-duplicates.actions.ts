// The merge of two duplicate leads (plain POST without JavaScript): checks the role, merges through
// lead-merge.server.ts and goes to the kept lead's page, whose timeline now holds both.
import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { mergeSchema } from './lead-merge.schema';
import { mergeLeads } from './lead-merge.server';

export const leadDuplicates = {
  merge: defineAction({
    accept: 'form',
    input: mergeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await mergeLeads(staff, input);
      return {
        next: localizePath(context.locals.locale, `/admin/leads/${input.keepId}`),
        flash: successFlash('leadDuplicates.saved'),
      };
    },
  }),
};
