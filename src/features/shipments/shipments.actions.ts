import { ActionError, defineAction } from 'astro:actions';
import type { PortalMessageKey } from './shipment-fields';
import { createShipmentSchema } from './shipment.schema';
import { createShipment } from './shipments.server';

const unauthorized: PortalMessageKey = 'portal.error.unauthorized';

export const shipments = {
  create: defineAction({
    accept: 'form',
    input: createShipmentSchema,
    handler: async (input, context) => {
      const user = context.locals.user;
      if (!user) throw new ActionError({ code: 'UNAUTHORIZED', message: unauthorized });
      const shipment = await createShipment(user, input);
      return { trackingNumber: shipment.trackingNumber };
    },
  }),
};
