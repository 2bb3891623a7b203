import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireUser } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { closeRequestSchema, newRequestSchema, requestMessageSchema } from './support.schema';
import {
  addCustomerMessage,
  closeRequest,
  createRequest,
  customerRequestPath,
  replyToRequest,
  staffRequestPath,
} from './support.server';
import { staffFormAction } from '@/server/forms/staff-action';

export const support = {
  create: defineAction({
    accept: 'form',
    input: newRequestSchema,
    handler: async (input, context): Promise<FormResult> => {
      const customer = requireUser(context);
      await createRequest(customer, input);
      return { next: localizePath(context.locals.locale, '/support'), flash: successFlash('support.created') };
    },
  }),
  message: defineAction({
    accept: 'form',
    input: requestMessageSchema,
    handler: async (input, context): Promise<FormResult> => {
      const customer = requireUser(context);
      const { id } = await addCustomerMessage(customer, input);
      return { next: customerRequestPath(context.locals.locale, id), flash: successFlash('support.messageSent') };
    },
  }),
  reply: staffFormAction(requestMessageSchema, async (staff, input, context) => {
    const { id } = await replyToRequest(staff, input);
    return { next: staffRequestPath(context.locals.locale, id), flash: successFlash('support.replied') };
  }),
  close: staffFormAction(closeRequestSchema, async (staff, input, context) => {
    await closeRequest(staff, input);
    return { next: staffRequestPath(context.locals.locale, input.requestId), flash: successFlash('support.closed') };
  }),
};
