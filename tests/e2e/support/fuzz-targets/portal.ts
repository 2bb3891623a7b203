// The signed-in customer's forms (the fuzz account is the first admin, which the portal serves
// too): profile, security, shipments, notifications, documents, privacy, support, two-factor.
import { markAllReadSchema, markReadSchema } from '@/features/portal/notifications/notifications.schema';
import { eraseAccountSchema } from '@/features/accounts/privacy/privacy.schema';
import { profileSchema } from '@/features/accounts/profile/profile.schema';
import {
  changeEmailSchema,
  changePasswordSchema,
  revokeSessionSchema,
} from '@/features/accounts/security/security.schema';
import { deleteDocumentSchema, uploadDocumentSchema } from '@/features/portal/documents/document.schema';
import { cancelShipmentSchema } from '@/features/portal/shipments/cancel-shipment.schema';
import { newRequestSchema, requestMessageSchema } from '@/features/portal/support/support.schema';
import { createShipmentSchema } from '@/features/portal/shipments/shipment.schema';
import { confirmSchema, passwordSchema, secondStepSchema } from '@/features/accounts/two-factor/two-factor.schema';
import {
  createPassSchema,
  decideWalkInSchema,
  revokePassSchema,
} from '@/features/tenancy/gate-passes/gate-pass.schema';
import { gatePasses, shipments, supportMessages, supportRequests, user } from '@/server/db/schema';
import { NO_RECORD, STRONG_PASSWORD, stored, type FormTarget } from './types';

export const PORTAL_TARGETS: readonly FormTarget[] = [
  {
    action: 'settings.saveProfile',
    pages: ['/dashboard/settings'],
    session: 'user',
    schema: profileSchema,
    sample: () => ({ firstName: 'Ana', lastName: 'Souza', phone: '(84) 99999-9999', locale: 'pt-BR' }),
    changesAccount: true,
    // Every account, however it was created or changed (sign-up, the auth endpoints, the staff's
    // invitations), must be one this form accepts; `name` is what the portal shows: first and last name.
    stored: stored(
      user,
      (r) => r.email,
      (r) => ({ firstName: r.firstName, lastName: r.lastName, phone: r.phone ?? '', locale: r.locale ?? undefined }),
      { names: { name: 201 } },
    ),
  },
  // Security: a wrong current password (the fuzz account's must not change); ending a session from
  // a session of its own. 'Sign out the others' takes no field to fuzz (/revoke-other-sessions is
  // fuzzed with the auth endpoints).
  {
    action: 'security.changePassword',
    pages: ['/dashboard/settings/security'],
    session: 'user',
    schema: changePasswordSchema,
    sample: () => ({ currentPassword: 'Errada123', newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD }),
  },
  {
    action: 'security.changeEmail',
    pages: ['/dashboard/settings/security'],
    session: 'user',
    schema: changeEmailSchema,
    sample: (u) => ({ newEmail: `novo.${u.id}@example.com` }),
  },
  {
    action: 'security.revokeSession',
    pages: ['/dashboard/settings/security'],
    session: 'own',
    schema: revokeSessionSchema,
    sample: (u) => ({ sessionId: `fuzz${u.id}` }),
  },
  {
    action: 'shipments.create',
    pages: ['/create-shipment'],
    session: 'user',
    schema: createShipmentSchema,
    sample: (u) => ({
      origin: 'Parnamirim/RN',
      destination: 'Recife/PE',
      weight: '12.5',
      senderName: 'Ana Souza',
      senderEmail: 'ana@example.com',
      receiverName: 'Bruno Lima',
      receiverEmail: 'bruno@example.com',
      submission: u.uuid,
    }),
    stored: stored(
      shipments,
      (r) => r.trackingNumber,
      (r) => ({
        origin: r.origin,
        destination: r.destination,
        weight: Number(r.weightKg),
        senderName: r.senderName,
        senderEmail: r.senderEmail,
        receiverName: r.receiverName,
        receiverEmail: r.receiverEmail,
      }),
    ),
  },
  {
    action: 'shipments.cancel',
    // Any shipment's page: an unknown id answers like another customer's shipment (not found).
    pages: ['/dashboard/shipments', `/dashboard/shipments/${NO_RECORD}`],
    session: 'user',
    schema: cancelShipmentSchema,
    sample: (u) => ({ shipmentId: u.uuid, reason: 'Mudança de planos.' }),
  },
  // Marking read stores nothing new: a foreign or malformed id changes nothing and is no error.
  {
    action: 'notifications.markRead',
    pages: ['/dashboard/notifications', '/dashboard/notifications?pagina=2'],
    session: 'user',
    schema: markReadSchema,
    sample: (u) => ({ id: u.uuid, page: '1' }),
  },
  {
    action: 'notifications.markAllRead',
    pages: ['/dashboard/notifications'],
    session: 'user',
    schema: markAllReadSchema,
    sample: () => ({ page: '2' }),
  },
  // Documents: `file` comes first, so the 'file' encoding sends it as an uploaded file (a PDF by
  // its first bytes); in the other encodings it is a text, which the schema refuses.
  {
    action: 'documents.upload',
    pages: ['/dashboard/documents'],
    session: 'user',
    schema: uploadDocumentSchema,
    sample: (u) => ({ file: '%PDF-1.7\n%%EOF\n', documentType: 'invoice', shipmentId: '', submission: u.uuid }),
  },
  {
    action: 'documents.delete',
    pages: ['/dashboard/documents'],
    session: 'user',
    schema: deleteDocumentSchema,
    sample: (u) => ({ documentId: u.uuid }),
  },
  // Privacy: the fuzz account is staff, which erases no account from the portal (refused before its
  // password is checked).
  {
    action: 'privacy.eraseAccount',
    pages: ['/dashboard/settings/privacy'],
    session: 'user',
    schema: eraseAccountSchema,
    sample: () => ({ password: 'Errada123', code: '123456', confirm: 'yes' }),
  },
  // Support: the fuzz account opens requests of its own; a message's id names no request, so it
  // reaches the checks and the not-found answer.
  {
    action: 'support.create',
    pages: ['/support'],
    session: 'user',
    schema: newRequestSchema,
    sample: (u) => ({
      subject: 'Carga atrasada',
      category: 'shipment',
      message: 'Onde está a carga?\nJá passou do prazo.',
      shipmentId: '',
      submission: u.uuid,
    }),
    // The first message is a support_messages row, checked with the others (support.message).
    stored: stored(
      supportRequests,
      (r) => r.id,
      (r) => ({ subject: r.subject, category: r.category, shipmentId: r.shipmentId ?? undefined, message: '-' }),
    ),
  },
  // Gate passes: the fuzz account is no tenant's, so each is refused before it writes; a pass row
  // written by any other way is still checked against the form.
  {
    action: 'gatePasses.create',
    pages: ['/dashboard/gate-passes'],
    session: 'user',
    schema: createPassSchema,
    sample: (u) => ({
      kind: 'truck',
      module: '7',
      name: 'José Lima',
      document: '',
      company: 'Rápido Nordeste',
      plate: 'ABC-1234',
      operation: 'unload',
      start: '2030-01-02T08:00',
      end: '2030-01-02T12:00',
      submission: u.uuid,
    }),
    stored: stored(
      gatePasses,
      (r) => r.id,
      (r) => ({ name: r.personName, company: r.company ?? undefined }),
    ),
  },
  {
    action: 'gatePasses.revoke',
    pages: ['/dashboard/gate-passes'],
    session: 'user',
    schema: revokePassSchema,
    sample: (u) => ({ passId: u.uuid }),
  },
  {
    action: 'gatePasses.decide',
    pages: ['/dashboard/gate-passes'],
    session: 'user',
    schema: decideWalkInSchema,
    sample: (u) => ({ passId: u.uuid, decision: 'approve' }),
  },
  {
    action: 'support.message',
    pages: [`/support/${NO_RECORD}`],
    session: 'user',
    schema: requestMessageSchema,
    sample: (u) => ({ requestId: u.uuid, message: 'Alguma novidade?', submission: u.uuid }),
    // Every message, the customers' and the staff's, as this form would send it.
    stored: stored(
      supportMessages,
      (r) => r.id,
      (r) => ({ requestId: r.requestId, message: r.body }),
      { multiline: ['message'] },
    ),
  },
  // Two-factor: a wrong password, so a fuzzed success never turns it on or off for the account the
  // other requests sign in with; the second step is tried without the step's cookie.
  ...(['twoFactor.start', 'twoFactor.newCodes', 'twoFactor.disable'] as const).map((action) => ({
    action,
    pages: ['/dashboard/settings/two-factor'],
    session: 'user' as const,
    schema: passwordSchema,
    sample: () => ({ password: 'Errada123' }),
  })),
  {
    action: 'twoFactor.confirm',
    pages: ['/dashboard/settings/two-factor'],
    session: 'user',
    schema: confirmSchema,
    sample: () => ({ code: '123456' }),
  },
  {
    action: 'twoFactor.verify',
    pages: ['/login/two-factor'],
    session: 'none',
    schema: secondStepSchema,
    sample: () => ({ method: 'totp', code: '123456', redirect: '/dashboard' }),
  },
];
