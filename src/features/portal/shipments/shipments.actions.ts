import { successFlash, type Flash } from '@/lib/flash';
import { localizePath } from '@/lib/paths';
import { userFormAction } from '@/server/forms/form-action';
import { cancelShipmentSchema } from './cancel-shipment.schema';
import { cancelShipment, shipmentPath } from './customer-shipments.server';
import { createShipmentSchema } from './shipment.schema';
import { createShipment } from './shipments.server';

const CREATED: Flash = successFlash('portal.toast.successTitle', 'portal.toast.successText');
const CANCELLED: Flash = successFlash('portal.cancel.doneTitle', 'portal.cancel.doneText');

export const shipments = {
  create: userFormAction(createShipmentSchema, async (user, input, context) => {
    await createShipment(user, input);
    return { next: localizePath(context.locals.locale, '/dashboard'), flash: CREATED };
  }),
  /** The customer cancels their own shipment while it is pending; nothing else of it is theirs to change. */
  cancel: userFormAction(cancelShipmentSchema, async (user, input, context) => {
    const { locale } = context.locals;
    await cancelShipment(user, locale, input.shipmentId, input.reason);
    return { next: shipmentPath(locale, input.shipmentId), flash: CANCELLED };
  }),
};
