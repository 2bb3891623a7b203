// The create-shipment form's schema, shared by the island's checks and the shipments.create action.
import { emailField, personName, positiveNumber, requiredText, submissionKey } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { MAX_WEIGHT_KG } from '@/lib/value-limits';

const place = (required: 'portal.error.originRequired' | 'portal.error.destinationRequired') =>
  requiredText({ required, tooLong: 'portal.error.tooLong' }, 200);
const name = () => personName({ required: 'portal.error.nameRequired', tooLong: 'portal.error.tooLong' });
const email = () => emailField({ invalid: 'portal.error.emailInvalid' });

export const createShipmentSchema = z.object({
  origin: place('portal.error.originRequired'),
  destination: place('portal.error.destinationRequired'),
  // Kilograms with grams at most: the column keeps three decimals.
  weight: positiveNumber(
    { invalid: 'portal.error.weight', precision: 'portal.error.weightPrecision' },
    MAX_WEIGHT_KG,
    3,
  ),
  senderName: name(),
  senderEmail: email(),
  receiverName: name(),
  receiverEmail: email(),
  submission: submissionKey,
});

export type CreateShipmentInput = z.output<typeof createShipmentSchema>;
