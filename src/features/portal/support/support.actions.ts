import { defineAction } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin, requireUser } from '@/server/guards';
import { closeRequestSchema, newRequestSchema, requestMessageSchema } from './support.schema';
import {
  addCustomerMessage,
  closeRequest,
  createRequest,
  customerRequestPath,
  replyToRequest,
  staffRequestPath,
} from './support.server';

const flash = (title: MessageKey): Flash => ({ title, variant: 'success' });

export const support = {
  create: defineAction({
    accept: 'form',
    input: newRequestSchema,
    handler: async (input, context): Promise<FormResult> => {
      const customer = requireUser(context);
      await createRequest(customer, input);
      return { next: localizePath(context.locals.locale, '/support'), flash: flash('support.created') };
    },
  }),
  message: defineAction({
    accept: 'form',
    input: requestMessageSchema,
    handler: async (input, context): Promise<FormResult> => {
      const customer = requireUser(context);
      const { id } = await addCustomerMessage(customer, input);
      return { next: customerRequestPath(context.locals.locale, id), flash: flash('support.messageSent') };
    },
  }),
  reply: defineAction({
    accept: 'form',
    input: requestMessageSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { id } = await replyToRequest(staff, input);
      return { next: staffRequestPath(context.locals.locale, id), flash: flash('support.replied') };
    },
  }),
  close: defineAction({
    accept: 'form',
    input: closeRequestSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await closeRequest(staff, input);
      return { next: staffRequestPath(context.locals.locale, input.requestId), flash: flash('support.closed') };
    },
  }),
};
