// For this feature's integration tests: the shipment fixtures, and shipments made the customer's way.
import { createShipment } from '@/features/shipments/shipments.server';
import { shipmentInput, type TestUser } from '@/features/shipments/test-fixtures';

export { addUser, queuedMail, type TestUser } from '@/features/shipments/test-fixtures';

export function newShipment(owner: TestUser, overrides: Record<string, unknown> = {}) {
  return createShipment(owner, shipmentInput(overrides));
}
