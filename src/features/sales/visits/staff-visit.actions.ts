// The lead page's "schedule a visit" form (plain POST without JavaScript), gathered with the other
// lead forms as adminLeads.visit: checks the role, books the visit, goes back to the lead's page.
import { defineAction } from 'astro:actions';
import { visitSchema } from '@/features/sales/leads';
import { successFlash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { scheduleVisit } from './staff-visit.server';

export const leadVisitActions = {
  visit: defineAction({
    accept: 'form',
    input: visitSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await scheduleVisit(staff, input);
      return {
        next: localizePath(context.locals.locale, `/admin/leads/${input.leadId}`),
        flash: successFlash('adminLeads.saved.visit'),
      };
    },
  }),
};
