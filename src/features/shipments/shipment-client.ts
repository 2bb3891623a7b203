// What the create-shipment form needs once the customer starts using it: the schema and the action
// client, loaded lazily by the island.
import { actions } from 'astro:actions';
import { actionFailure } from '@/lib/action-failure';
import { errorsFromActionFields, isPortalMessageKey, type PortalMessageKey, type ShipmentFieldErrors } from './shipment-fields';

export { validateShipmentForm } from './shipment.schema';

export type CreateResult =
  | { ok: true }
  | { ok: false; errors: ShipmentFieldErrors; message?: PortalMessageKey };

/** Sends the form to the `shipments.create` action. */
export async function sendShipment(data: FormData): Promise<CreateResult> {
  const { error } = await actions.shipments.create(data);
  if (!error) return { ok: true };
  return actionFailure(error, errorsFromActionFields, isPortalMessageKey);
}
