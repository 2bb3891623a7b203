import { ActionError, defineAction } from 'astro:actions';
import type { MessageKey } from '@/i18n/translate';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from './charges.schema';
import { cancelCharge, createCharge, isChargeError, payCharge, type ChargeRefusalCode } from './charges.server';

// Each refusal as the staff read it and as HTTP says it.
const REFUSALS: Record<ChargeRefusalCode, { code: ActionError['code']; message: MessageKey }> = {
  customer: { code: 'BAD_REQUEST', message: 'charges.error.customer' },
  shipment: { code: 'BAD_REQUEST', message: 'charges.error.shipment' },
  module: { code: 'BAD_REQUEST', message: 'charges.error.module' },
  'not-found': { code: 'NOT_FOUND', message: 'charges.error.notFound' },
  'not-open': { code: 'CONFLICT', message: 'charges.error.notOpen' },
};

async function refusingClearly<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    if (isChargeError(error)) throw new ActionError(REFUSALS[error.code]);
    throw error;
  }
}

const flash = (title: MessageKey): Flash => ({ title, variant: 'success' });

export const charges = {
  create: defineAction({
    accept: 'form',
    input: createChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await refusingClearly(() => createCharge(staff, input));
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: flash('charges.created') };
    },
  }),
  pay: defineAction({
    accept: 'form',
    input: payChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await refusingClearly(() => payCharge(staff, input));
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: flash('charges.paid') };
    },
  }),
  cancel: defineAction({
    accept: 'form',
    input: cancelChargeSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await refusingClearly(() => cancelCharge(staff, input));
      return { next: localizePath(context.locals.locale, '/admin/charges'), flash: flash('charges.cancelled') };
    },
  }),
};
