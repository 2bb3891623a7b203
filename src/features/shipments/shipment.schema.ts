// The create-shipment form's schema, shared by the island's checks and the shipments.create action.
import { emailField, personName, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

export const MAX_WEIGHT_KG = 1_000_000;

const place = (required: 'portal.error.originRequired' | 'portal.error.destinationRequired') =>
  requiredText({ required, tooLong: 'portal.error.tooLong' }, 200);
const name = () => personName({ required: 'portal.error.nameRequired', tooLong: 'portal.error.tooLong' });
const email = () => emailField({ invalid: 'portal.error.emailInvalid' });

export const createShipmentSchema = z.object({
  origin: place('portal.error.originRequired'),
  destination: place('portal.error.destinationRequired'),
  weight: z.number({ error: 'portal.error.weight' }).check(z.positive('portal.error.weight'), z.lte(MAX_WEIGHT_KG, 'portal.error.weight')),
  senderName: name(),
  senderEmail: email(),
  receiverName: name(),
  receiverEmail: email(),
});

export type CreateShipmentInput = z.output<typeof createShipmentSchema>;
