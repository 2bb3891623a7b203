// The staff's older forms (the fuzz account is the first admin): shipment operations, charges,
// document review, support replies, erasure on request. The fuzz cannot know a real shipment's,
// charge's, document's or request's id, so these reach the checks and the not-found answer.
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from '@/features/portal/charges/charges.schema';
import { reviewDocumentSchema } from '@/features/portal/documents/document.schema';
import { staffEraseSchema } from '@/features/accounts/privacy/privacy.schema';
import { carrierSchema, moveShipmentSchema } from '@/features/portal/shipment-operations/shipment-operations.schema';
import { closeRequestSchema, requestMessageSchema } from '@/features/portal/support/support.schema';
import { gateMoveSchema, walkInSchema } from '@/features/tenancy/gate-passes/gate-pass.schema';
import { shipmentEvents, shipments } from '@/server/db/schema';
import { FUZZ_ACCOUNT, NO_RECORD, stored, type FormTarget } from './types';

export const STAFF_TARGETS: readonly FormTarget[] = [
  // The gatehouse (guards and staff): a pass no row has, a walk-in for a module.
  ...(['gatehouse.checkIn', 'gatehouse.checkOut'] as const).map((action) => ({
    action,
    pages: ['/portaria'],
    session: 'user' as const,
    schema: gateMoveSchema,
    sample: (u: { uuid: string }) => ({ passId: u.uuid }),
  })),
  {
    action: 'gatehouse.walkIn',
    pages: ['/portaria'],
    session: 'user',
    schema: walkInSchema,
    sample: (u) => ({ kind: 'visitor', module: '7', name: 'Rita Alves', document: '12345678', submission: u.uuid }),
  },
  {
    action: 'shipmentOps.move',
    pages: ['/admin/shipments', `/admin/shipments/${NO_RECORD}`],
    session: 'user',
    schema: moveShipmentSchema,
    sample: (u) => ({
      shipmentId: u.uuid,
      fromStatus: 'pending',
      status: 'approved',
      place: 'Parnamirim/RN',
      note: 'Coleta no galpão 3.',
    }),
    // Every event, whoever wrote it (creation, the customer's cancel, the staff), as this form would send it.
    stored: stored(
      shipmentEvents,
      (r) => `${r.shipmentId} #${r.id}`,
      (r) => ({ shipmentId: r.shipmentId, status: r.status, place: r.place ?? undefined, note: r.note ?? undefined }),
      { multiline: ['note'] },
    ),
  },
  {
    action: 'shipmentOps.setCarrier',
    pages: [`/admin/shipments/${NO_RECORD}`],
    session: 'user',
    schema: carrierSchema,
    sample: (u) => ({ shipmentId: u.uuid, carrier: 'correios', carrierName: '', carrierTracking: 'RA473124829BR' }),
    stored: stored(
      shipments,
      (r) => r.trackingNumber,
      (r) => ({
        shipmentId: r.id,
        carrier: r.carrier ?? undefined,
        carrierName: r.carrierName ?? undefined,
        carrierTracking: r.carrierCode ?? undefined,
      }),
    ),
  },
  // Charges: the sample names the fuzz account itself (staff, not a customer), so these reach the
  // checks and the refusal; the charge ids name no charge.
  {
    action: 'charges.create',
    pages: ['/admin/charges'],
    session: 'user',
    schema: createChargeSchema,
    sample: (u) => ({
      customerEmail: FUZZ_ACCOUNT.email,
      description: 'Armazenagem de novembro',
      amount: '1.234,56',
      dueDate: '2026-12-05',
      shipment: '',
      module: '5',
      submission: u.uuid,
    }),
  },
  {
    action: 'charges.pay',
    pages: ['/admin/charges'],
    session: 'user',
    schema: payChargeSchema,
    sample: (u) => ({ chargeId: u.uuid, paidOn: '2026-12-01', method: 'pix' }),
  },
  {
    action: 'charges.cancel',
    pages: ['/admin/charges'],
    session: 'user',
    schema: cancelChargeSchema,
    sample: (u) => ({ chargeId: u.uuid, reason: 'Lançada em dobro' }),
  },
  {
    action: 'documents.review',
    pages: ['/admin/documents'],
    session: 'user',
    schema: reviewDocumentSchema,
    sample: (u) => ({ documentId: u.uuid, decision: 'rejected', reason: 'Ilegível' }),
  },
  // Erasure on request names addresses nobody has, or a staff account (refused).
  {
    action: 'privacy.staffErase',
    pages: ['/admin/privacy', '/admin/privacy?email=admin@example.com'],
    session: 'user',
    schema: staffEraseSchema,
    sample: (u) => ({
      email: `ninguem.${u.id}@example.com`,
      subject: 'lead',
      note: 'Pedido por telefone em 20/11/2026',
    }),
  },
  {
    action: 'support.reply',
    pages: [`/admin/support/${NO_RECORD}`],
    session: 'user',
    schema: requestMessageSchema,
    sample: (u) => ({ requestId: u.uuid, message: 'Sua carga sai amanhã.', submission: u.uuid }),
  },
  {
    action: 'support.close',
    pages: [`/admin/support/${NO_RECORD}`],
    session: 'user',
    schema: closeRequestSchema,
    sample: (u) => ({ requestId: u.uuid }),
  },
];
