import { defineAction } from 'astro:actions';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { successFlash } from '@/lib/flash';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from './charges.schema';
import { cancelCharge, createCharge, payCharge } from './charges.server';

export const charges = {
  create: defineAction({
    accept: 'form',
    input: createChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await createCharge(staff, input);
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: successFlash('charges.created') };
    },
  }),
  pay: defineAction({
    accept: 'form',
    input: payChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await payCharge(staff, input);
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: successFlash('charges.paid') };
    },
  }),
  cancel: defineAction({
    accept: 'form',
    input: cancelChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await cancelCharge(staff, input);
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: successFlash('charges.cancelled') };
    },
  }),
};
