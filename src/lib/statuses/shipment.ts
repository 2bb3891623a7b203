// A shipment's statuses and the moves between them: the one definition used by the database
// schema (CHECK constraint), the queries, the badge, the labels and the staff operations.

export const SHIPMENT_STATUSES = [
  'pending',
  'approved',
  'collected',
  'in-transit',
  'out-for-delivery',
  'delivered',
  'exception',
  'cancelled',
] as const;

export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

/** Every shipment starts here (the customer created it and it awaits approval). */
export const INITIAL_SHIPMENT_STATUS = 'pending' satisfies ShipmentStatus;

/**
 * Where a shipment may go from each status. Any open shipment may hit an exception or be
 * cancelled; an exception resumes where the goods are, or ends in cancellation.
 */
export const SHIPMENT_TRANSITIONS: Readonly<Record<ShipmentStatus, readonly ShipmentStatus[]>> = {
  pending: ['approved', 'collected', 'exception', 'cancelled'],
  approved: ['collected', 'in-transit', 'exception', 'cancelled'],
  collected: ['in-transit', 'exception', 'cancelled'],
  'in-transit': ['out-for-delivery', 'exception', 'cancelled'],
  'out-for-delivery': ['delivered', 'exception', 'cancelled'],
  exception: ['collected', 'in-transit', 'out-for-delivery', 'cancelled'],
  delivered: [],
  cancelled: [],
};

/** Statuses that must say why (the event's note). */
export const SHIPMENT_STATUSES_NEEDING_REASON: readonly ShipmentStatus[] = ['exception', 'cancelled'];

export function isShipmentStatus(value: unknown): value is ShipmentStatus {
  return typeof value === 'string' && (SHIPMENT_STATUSES as readonly string[]).includes(value);
}

export function canMoveShipment(from: ShipmentStatus, to: ShipmentStatus): boolean {
  return SHIPMENT_TRANSITIONS[from].includes(to);
}

export const isFinalShipmentStatus = (status: ShipmentStatus) => SHIPMENT_TRANSITIONS[status].length === 0;
