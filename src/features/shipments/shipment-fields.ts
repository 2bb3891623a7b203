// The create-shipment form's field names, message keys and error mapping. No zod here: the island
// imports this eagerly and loads the schema only when the customer starts using the form.
import type { portal } from '@/i18n/pt-BR/portal';

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

/** The first message of each field, from zod issues (browser) or an action's `fields`. */
export function shipmentFieldErrors(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const errors: ShipmentFieldErrors = {};
  for (const issue of issues) {
    const field = SHIPMENT_FIELDS.find((f) => f === issue.path[0]);
    if (field && !errors[field] && isPortalMessageKey(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** Field messages from an action's input error (`error.fields`). */
export function errorsFromActionFields(fields: Record<string, string[] | undefined>) {
  return shipmentFieldErrors(Object.entries(fields).map(([f, m]) => ({ path: [f], message: m?.[0] ?? '' })));
}
