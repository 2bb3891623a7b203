import { doneAt } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { closeRequestSchema, newRequestSchema, requestMessageSchema } from './support.schema';
import {
  addCustomerMessage,
  closeRequest,
  createRequest,
  customerRequestPath,
  replyToRequest,
  staffRequestPath,
} from './support.server';
import { staffFormAction, userFormAction } from '@/server/forms/form-action';

export const support = {
  create: userFormAction(newRequestSchema, async (customer, input, context) => {
    await createRequest(customer, input);
    return doneAt(localizePath(context.locals.locale, '/support'), 'support.created');
  }),
  message: userFormAction(requestMessageSchema, async (customer, input, context) => {
    const { id } = await addCustomerMessage(customer, input);
    return doneAt(customerRequestPath(context.locals.locale, id), 'support.messageSent');
  }),
  reply: staffFormAction(requestMessageSchema, async (staff, input, context) => {
    const { id } = await replyToRequest(staff, input);
    return doneAt(staffRequestPath(context.locals.locale, id), 'support.replied');
  }),
  close: staffFormAction(closeRequestSchema, async (staff, input, context) => {
    await closeRequest(staff, input);
    return doneAt(staffRequestPath(context.locals.locale, input.requestId), 'support.closed');
  }),
};
