// The customer's cancel form on a pending shipment's page, shared by the page and shipments.cancel.
import { optionalText, recordId } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

export const cancelShipmentSchema = z.object({
  shipmentId: recordId,
  reason: optionalText({ tooLong: 'portal.error.tooLong' }, 500, { multiline: true }),
});

export type CancelShipmentInput = z.output<typeof cancelShipmentSchema>;
