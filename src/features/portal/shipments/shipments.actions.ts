import { defineAction } from 'astro:actions';
import { successFlash, type Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { localizePath } from '@/lib/paths';
import { requireUser } from '@/server/guards';
import { cancelShipmentSchema } from './cancel-shipment.schema';
import { cancelShipment, shipmentPath } from './customer-shipments.server';
import { createShipmentSchema } from './shipment.schema';
import { createShipment } from './shipments.server';

const CREATED: Flash = successFlash('portal.toast.successTitle', 'portal.toast.successText');
const CANCELLED: Flash = successFlash('portal.cancel.doneTitle', 'portal.cancel.doneText');

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
  /** The customer cancels their own shipment while it is pending; nothing else of it is theirs to change. */
  cancel: defineAction({
    accept: 'form',
    input: cancelShipmentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const user = requireUser(context);
      const { locale } = context.locals;
      await cancelShipment(user, locale, input.shipmentId, input.reason);
      return { next: shipmentPath(locale, input.shipmentId), flash: CANCELLED };
    },
  }),
};
