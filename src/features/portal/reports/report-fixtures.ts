// Rows for the report tests and the benchmark, written straight to the database: each shipment
// with its first event in the same transaction (the trigger in drizzle/0006 insists on one).
import type { Database } from '@/server/db/client';
import { shipmentEvents, shipments } from '@/server/db/schema';

export type ShipmentSeed = typeof shipments.$inferInsert;

export function shipmentSeed(
  userId: string,
  n: number,
  createdAt: string,
  extra: Partial<ShipmentSeed> = {},
): ShipmentSeed {
  return {
    userId,
    trackingNumber: `PLP${userId}${n}`,
    origin: 'Parnamirim/RN',
    destination: 'Recife/PE',
    weightKg: '12.500',
    senderName: 'Ana',
    senderEmail: 'a@example.com',
    receiverName: 'João Conceição',
    receiverEmail: 'j@example.com',
    createdAt: new Date(createdAt),
    updatedAt: new Date(createdAt),
    ...extra,
  };
}

/** Inserts `rows` (in batches, so a statement stays under PostgreSQL's parameter limit). */
export async function seedShipments(database: Database, rows: ShipmentSeed[]) {
  for (let i = 0; i < rows.length; i += 1000) {
    await database.transaction(async (tx) => {
      const ids = await tx
        .insert(shipments)
        .values(rows.slice(i, i + 1000))
        .returning({ id: shipments.id, createdAt: shipments.createdAt });
      await tx
        .insert(shipmentEvents)
        .values(ids.map(({ id, createdAt }) => ({ shipmentId: id, status: 'pending' as const, createdAt })));
    });
  }
}
