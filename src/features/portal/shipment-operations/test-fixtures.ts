// For this feature's integration tests: the shipment fixtures, and shipments made the customer's way.
import { eq } from 'drizzle-orm';
import { createShipment } from '@/features/portal/shipments/shipments.server';
import { addUser, shipmentInput, type TestUser } from '@/features/portal/shipments/test-fixtures';
import type { DatabaseHandle } from '@/server/db/client';
import { user } from '@/server/db/schema';

export { addUser, queuedMail, type TestUser } from '@/features/portal/shipments/test-fixtures';

export function newShipment(owner: TestUser, overrides: Record<string, unknown> = {}) {
  return createShipment(owner, shipmentInput(overrides));
}

/**
 * A shipment whose customer (`id`) then erased their account: the account row goes and the
 * shipment stays with user_id NULL (ON DELETE SET NULL, as the privacy erasure leaves it).
 */
export async function erasedCustomerShipment(handle: DatabaseHandle, id: string) {
  const shipment = await newShipment(await addUser(handle, id));
  await handle.db.delete(user).where(eq(user.id, id));
  return shipment;
}
