import { defineAction } from 'astro:actions';
import { successFlash, type Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { requireAdmin } from '@/server/guards';
import { carrierSchema, moveShipmentSchema } from './shipment-operations.schema';
import { moveShipment, setCarrier } from './shipment-operations.server';

const MOVED: Flash = successFlash('shipmentOps.moved.title', 'shipmentOps.moved.text');
const CARRIER_SAVED: Flash = successFlash('shipmentOps.carrierSaved.title');
const CARRIER_CLEARED: Flash = successFlash('shipmentOps.carrierCleared.title');

/** Back to the shipment's page in the staff's language. */
const detailPath = (locale: Locale, shipmentId: string) => localizePath(locale, `/admin/shipments/${shipmentId}`);

export const shipmentOps = {
  move: defineAction({
    accept: 'form',
    input: moveShipmentSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      await moveShipment(staff, input);
      return { next: detailPath(context.locals.locale, input.shipmentId), flash: MOVED };
    },
  }),
  setCarrier: defineAction({
    accept: 'form',
    input: carrierSchema,
    handler: async (input, context): Promise<FormResult> => {
      const staff = requireAdmin(context);
      const { hasCarrier } = await setCarrier(staff, input);
      return {
        next: detailPath(context.locals.locale, input.shipmentId),
        flash: hasCarrier ? CARRIER_SAVED : CARRIER_CLEARED,
      };
    },
  }),
};
