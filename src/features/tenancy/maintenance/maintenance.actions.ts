import { doneAt } from '@/lib/forms/form-state';
import { staffFormAction, tenantFormAction } from '@/server/forms/form-action';
import { assignSchema, moveSchema, newRequestSchema, noteSchema, rateSchema } from './maintenance.schema';
import {
  addNote,
  assignRequest,
  createRequest,
  moveRequest,
  rateRequest,
  staffRequestPath,
  tenantRequestPath,
} from './maintenance.server';

export const maintenance = {
  create: tenantFormAction(newRequestSchema, async ({ user, tenancy }, input, context) => {
    const { id } = await createRequest(user, tenancy, input);
    return doneAt(tenantRequestPath(context.locals.locale, id), 'maintenance.created');
  }),
  rate: tenantFormAction(rateSchema, async ({ user, tenancy }, input, context) => {
    const { id } = await rateRequest(user, tenancy, input);
    return doneAt(tenantRequestPath(context.locals.locale, id), 'maintenance.rated');
  }),
  assign: staffFormAction(assignSchema, async (staff, input, context) => {
    const { id } = await assignRequest(staff, input);
    return doneAt(staffRequestPath(context.locals.locale, id), 'maintenance.assigned');
  }),
  move: staffFormAction(moveSchema, async (staff, input, context) => {
    const { id } = await moveRequest(staff, input);
    return doneAt(staffRequestPath(context.locals.locale, id), 'maintenance.moved');
  }),
  note: staffFormAction(noteSchema, async (staff, input, context) => {
    const { id } = await addNote(staff, input);
    return doneAt(staffRequestPath(context.locals.locale, id), 'maintenance.noted');
  }),
};
