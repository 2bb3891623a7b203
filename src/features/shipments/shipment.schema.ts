// The create-shipment form's one schema, shared by the browser (shipment-client.ts) and the action.
// Messages are i18n keys; each side resolves them in the customer's language.
import * as z from 'zod/mini';
import { shipmentFieldErrors, type PortalMessageKey } from './shipment-fields';

// The page's Content-Security-Policy forbids eval (see lead.schema.ts).
if (typeof window !== 'undefined') z.config({ jitless: true });

const key = (k: PortalMessageKey) => k;
// zod's "practical" email pattern, as in lead.schema.ts.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
export const MAX_WEIGHT_KG = 1_000_000;

const text = (required: PortalMessageKey, max = 200) =>
  z.string({ error: key(required) }).check(
    z.trim(),
    z.minLength(1, key(required)),
    z.maxLength(max, key('portal.error.tooLong')),
  );

const email = () =>
  z.string({ error: key('portal.error.emailInvalid') }).check(
    z.trim(),
    z.maxLength(255, key('portal.error.emailInvalid')),
    z.regex(EMAIL_PATTERN, key('portal.error.emailInvalid')),
  );

export const createShipmentSchema = z.object({
  origin: text('portal.error.originRequired'),
  destination: text('portal.error.destinationRequired'),
  weight: z.number({ error: key('portal.error.weight') }).check(
    z.positive(key('portal.error.weight')),
    z.lte(MAX_WEIGHT_KG, key('portal.error.weight')),
  ),
  senderName: text('portal.error.nameRequired', 100),
  senderEmail: email(),
  receiverName: text('portal.error.nameRequired', 100),
  receiverEmail: email(),
});

export type CreateShipmentInput = z.output<typeof createShipmentSchema>;

/** Validates what the form holds, with the same empty-field semantics as Astro's form parsing. */
export function validateShipmentForm(form: FormData) {
  const value = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' && v.trim() !== '' ? v : null;
  };
  const weight = value('weight');
  const result = z.safeParse(createShipmentSchema, {
    origin: value('origin'),
    destination: value('destination'),
    weight: weight === null ? null : Number(weight),
    senderName: value('senderName'),
    senderEmail: value('senderEmail'),
    receiverName: value('receiverName'),
    receiverEmail: value('receiverEmail'),
  });
  return result.success ? {} : shipmentFieldErrors(result.error.issues);
}
