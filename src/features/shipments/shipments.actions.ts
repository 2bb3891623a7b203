import { defineAction } from 'astro:actions';
import type { Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireUser } from '@/server/guards';
import { createShipmentSchema } from './shipment.schema';
import { createShipment } from './shipments.server';

const CREATED: Flash = { title: 'portal.toast.successTitle', text: 'portal.toast.successText', variant: 'success' };

export const shipments = {
  create: defineAction({
    accept: 'form',
    input: createShipmentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const user = requireUser(context);
      await createShipment(user, input);
      return { next: localizePath(context.locals.locale, '/dashboard'), flash: CREATED };
    },
  }),
};
