// The staff's two shipment forms (move along, carrier), shared by the islands' checks and the
// shipmentOps actions. The server checks again what only it can know (the shipment's current status).
import { optionalText, recordId } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { SHIPMENT_STATUSES, SHIPMENT_STATUSES_NEEDING_REASON, type ShipmentStatus } from '@/lib/statuses/shipment';
import { CARRIERS, parseS10 } from '@/lib/tracking/carrier-code';

/** Every form names its shipment; a malformed id never reaches a query (PostgreSQL throws on one). */
const shipmentId = recordId;

export const PLACE_MAX_LENGTH = 200;
export const NOTE_MAX_LENGTH = 1000;
export const CARRIER_NAME_MAX_LENGTH = 100;
export const CARRIER_CODE_MAX_LENGTH = 40;

const TOO_LONG = { tooLong: 'shipmentOps.error.tooLong' } as const;

export const needsReason = (status: ShipmentStatus | undefined) =>
  status !== undefined && SHIPMENT_STATUSES_NEEDING_REASON.includes(status);

export const moveShipmentSchema = z
  .object({
    shipmentId,
    /** The status the staff saw when they chose: a move made from a stale page is refused. */
    fromStatus: z.optional(z.enum(SHIPMENT_STATUSES, 'shipmentOps.error.invalid')),
    status: z.enum(SHIPMENT_STATUSES, 'shipmentOps.error.statusRequired'),
    place: optionalText(TOO_LONG, PLACE_MAX_LENGTH),
    note: optionalText(TOO_LONG, NOTE_MAX_LENGTH, { multiline: true }),
  })
  .check(
    z.refine((v: { status: ShipmentStatus; note?: string }) => !needsReason(v.status) || Boolean(v.note), {
      message: 'shipmentOps.error.reasonRequired',
      path: ['note'],
    }),
  );

export type MoveShipmentInput = z.output<typeof moveShipmentSchema>;

type CarrierFields = { carrier?: (typeof CARRIERS)[number]; carrierName?: string; carrierTracking?: string };

export const carrierSchema = z
  .object({
    shipmentId,
    /** Absent ('None') with no code: the shipment has no carrier (clears it). */
    carrier: z.optional(z.enum(CARRIERS, 'shipmentOps.error.carrierRequired')),
    carrierName: optionalText(TOO_LONG, CARRIER_NAME_MAX_LENGTH),
    // Not 'carrierCode': a field named like a code is never sent back after a failed post (failed-post.ts).
    carrierTracking: optionalText(TOO_LONG, CARRIER_CODE_MAX_LENGTH),
  })
  .check(
    z.refine((v: CarrierFields) => Boolean(v.carrier) || !v.carrierTracking, {
      message: 'shipmentOps.error.carrierRequired',
      path: ['carrier'],
    }),
    z.refine((v: CarrierFields) => !v.carrier || Boolean(v.carrierTracking), {
      message: 'shipmentOps.error.codeRequired',
      path: ['carrierTracking'],
    }),
    z.refine(
      (v: CarrierFields) => v.carrier !== 'correios' || !v.carrierTracking || parseS10(v.carrierTracking) !== undefined,
      {
        message: 'shipmentOps.error.s10',
        path: ['carrierTracking'],
      },
    ),
    z.refine((v: CarrierFields) => v.carrier !== 'other' || Boolean(v.carrierName), {
      message: 'shipmentOps.error.nameRequired',
      path: ['carrierName'],
    }),
  );

export type CarrierInput = z.output<typeof carrierSchema>;
