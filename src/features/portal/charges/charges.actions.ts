import { defineAction } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from './charges.schema';
import { cancelCharge, createCharge, payCharge } from './charges.server';

const flash = (title: MessageKey): Flash => ({ title, variant: 'success' });

export const charges = {
  create: defineAction({
    accept: 'form',
    input: createChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await createCharge(staff, input);
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: flash('charges.created') };
    },
  }),
  pay: defineAction({
    accept: 'form',
    input: payChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await payCharge(staff, input);
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: flash('charges.paid') };
    },
  }),
  cancel: defineAction({
    accept: 'form',
    input: cancelChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await cancelCharge(staff, input);
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: flash('charges.cancelled') };
    },
  }),
};
