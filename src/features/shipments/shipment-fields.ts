// The create-shipment form's field names, message keys and error mapping. No zod here: the island
// imports this eagerly and loads the schema only when the customer starts using the form.
import type { portal } from '@/i18n/pt-BR/portal';
import { fieldErrorMapper } from '@/lib/field-errors';

export type PortalMessageKey = keyof typeof portal;

export const SHIPMENT_FIELDS = [
  'origin',
  'destination',
  'weight',
  'senderName',
  'senderEmail',
  'receiverName',
  'receiverEmail',
] as const;

export type ShipmentField = (typeof SHIPMENT_FIELDS)[number];
export type ShipmentFieldErrors = Partial<Record<ShipmentField, PortalMessageKey>>;

export function isPortalMessageKey(value: unknown): value is PortalMessageKey {
  return typeof value === 'string' && value.startsWith('portal.');
}

/** The first message of each field, from zod issues or an action's `fields`. */
export const { fromIssues: shipmentFieldErrors, fromActionFields: errorsFromActionFields } = fieldErrorMapper(SHIPMENT_FIELDS, isPortalMessageKey);
