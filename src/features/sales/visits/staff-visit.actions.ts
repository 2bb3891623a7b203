// The lead page's "schedule a visit" form (plain POST without JavaScript), gathered with the other
// lead forms as adminLeads.visit: checks the role, books the visit, goes back to the lead's page.
import { visitSchema } from '@/features/sales/leads';
import { successFlash } from '@/lib/flash';
import { localizePath } from '@/lib/paths';
import { scheduleVisit } from './staff-visit.server';
import { staffFormAction } from '@/server/forms/form-action';

export const leadVisitActions = {
  visit: staffFormAction(visitSchema, async (staff, input, context) => {
    await scheduleVisit(staff, input);
    return {
      next: localizePath(context.locals.locale, `/admin/leads/${input.leadId}`),
      flash: successFlash('adminLeads.saved.visit'),
    };
  }),
};
