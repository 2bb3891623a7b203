import { successFlash, type Flash } from '@/lib/flash';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { carrierSchema, moveShipmentSchema } from './shipment-operations.schema';
import { moveShipment, setCarrier } from './shipment-operations.server';
import { staffFormAction } from '@/server/forms/form-action';

const MOVED: Flash = successFlash('shipmentOps.moved.title', 'shipmentOps.moved.text');
const CARRIER_SAVED: Flash = successFlash('shipmentOps.carrierSaved.title');
const CARRIER_CLEARED: Flash = successFlash('shipmentOps.carrierCleared.title');

/** Back to the shipment's page in the staff's language. */
const detailPath = (locale: Locale, shipmentId: string) => localizePath(locale, `/admin/shipments/${shipmentId}`);

export const shipmentOps = {
  move: staffFormAction(moveShipmentSchema, async (staff, input, context) => {
    await moveShipment(staff, input);
    return { next: detailPath(context.locals.locale, input.shipmentId), flash: MOVED };
  }),
  setCarrier: staffFormAction(carrierSchema, async (staff, input, context) => {
    const { hasCarrier } = await setCarrier(staff, input);
    return {
      next: detailPath(context.locals.locale, input.shipmentId),
      flash: hasCarrier ? CARRIER_SAVED : CARRIER_CLEARED,
    };
  }),
};
