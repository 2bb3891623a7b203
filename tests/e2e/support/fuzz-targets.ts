// Everything the fuzz test (tests/e2e/fuzz.spec.ts) attacks, in one place: every form action with
// its schema, the page it posts from, a valid sample and the rows it stores; the auth endpoints
// under /api/auth; the pages and odd paths. A new form joins the fuzz test with one entry in
// FORM_TARGETS.
import type { PgTable } from 'drizzle-orm/pg-core';
import { requestResetSchema, resetPasswordSchema, signInSchema, signUpSchema } from '@/features/account/account.schema';
import { leadSchema } from '@/features/leads/lead.schema';
import { markAllReadSchema, markReadSchema } from '@/features/notifications/notifications.schema';
import { eraseAccountSchema, staffEraseSchema } from '@/features/privacy/privacy.schema';
import { profileSchema } from '@/features/settings/profile.schema';
import { changeEmailSchema, changePasswordSchema, revokeSessionSchema } from '@/features/security/security.schema';
import { cancelChargeSchema, createChargeSchema, payChargeSchema } from '@/features/charges/charges.schema';
import { deleteDocumentSchema, reviewDocumentSchema, uploadDocumentSchema } from '@/features/documents/document.schema';
import { cancelShipmentSchema } from '@/features/shipments/cancel-shipment.schema';
import { closeRequestSchema, newRequestSchema, requestMessageSchema } from '@/features/support/support.schema';
import { createShipmentSchema } from '@/features/shipments/shipment.schema';
import { carrierSchema, moveShipmentSchema } from '@/features/shipment-operations/shipment-operations.schema';
import { staticPublicPaths } from '@/features/seo/public-pages';
import { confirmSchema, passwordSchema, secondStepSchema } from '@/features/two-factor/two-factor.schema';
import { z } from '@/lib/forms/zod';
import { leads, shipmentEvents, shipments, supportMessages, supportRequests, user } from '@/server/db/schema';

/** The verified account the fuzz server creates at start-up (ADMIN_EMAIL/ADMIN_PASSWORD). */
export const FUZZ_ACCOUNT = { email: 'admin@example.com', password: 'Admin12345' } as const;

/** Values that make each sample unique (fresh addresses, submission keys), drawn by fast-check. */
export interface Uniq {
  id: string;
  uuid: string;
}

/** What a request needs: nobody, the test's signed-in session, or a session of its own (for what
 * ends or revokes sessions, so the test's own session survives). */
export type SessionUse = 'none' | 'user' | 'own';

interface ObjectSchema {
  shape: Record<string, unknown>;
  safeParse(value: unknown): { success: true; data: unknown } | { success: false; error: { issues: ReadonlyArray<{ path: PropertyKey[]; message: string }> } };
}

type Row = Record<string, unknown>;

/** The rows a form stores, checked after the run against its schema (fuzz-stored-rows.ts). */
export interface StoredRows {
  table: PgTable;
  /** Which row, in the report. */
  label: (row: Row) => string;
  /** A stored row as the form's fields: what the form would have sent to store it. */
  toForm: (row: Row) => Row;
  /** Fields that may keep line breaks and tabs (a message). */
  multiline?: readonly string[];
  /** Other name columns (not form fields) and their most characters. */
  names?: Readonly<Record<string, number>>;
}

function stored<T extends PgTable>(
  table: T,
  label: (row: T['$inferSelect']) => string,
  toForm: (row: T['$inferSelect']) => Row,
  more: Pick<StoredRows, 'multiline' | 'names'> = {},
): StoredRows {
  return { table, label: label as (row: Row) => string, toForm: toForm as (row: Row) => Row, ...more };
}

export interface FormTarget {
  /** The action's name as Astro knows it (src/actions/index.ts): `?_action=` and `/_actions/`. */
  action: string;
  /** Pages whose form posts to it without JavaScript (the English twins are tried too). */
  pages: readonly string[];
  session: SessionUse;
  /** Its input schema: the fields come from its shape. */
  schema: ObjectSchema;
  /** A valid submission. */
  sample: (uniq: Uniq) => Record<string, string>;
  /** What it stores, if anything (every row of that table is checked, whoever wrote it). */
  stored?: StoredRows;
  /** It changes the signed-in account's own row, which later requests overwrite: the test reads
   * the account back after each success, so an invalid state in between is seen too. */
  changesAccount?: boolean;
}

const STRONG_PASSWORD = 'Senha1234';

export const FORM_TARGETS: readonly FormTarget[] = [
  {
    action: 'leads.submit',
    pages: ['/'],
    session: 'none',
    schema: leadSchema,
    sample: (u) => ({
      nome_completo: 'Ana Souza',
      email: `ana.${u.id}@example.com`,
      celular: '(84) 99999-9999',
      mensagem: 'Quero visitar o módulo 5.',
      modulo: '5',
      locale: 'pt-BR',
      pagina: '/',
      submission: u.uuid,
    }),
    stored: stored(
      leads,
      (r) => r.id,
      (r) => ({
        nome_completo: r.fullName,
        email: r.email,
        celular: r.phone,
        mensagem: r.message ?? undefined,
        modulo: r.moduleNumber ?? undefined,
        locale: r.locale,
        pagina: r.page,
      }),
      { multiline: ['mensagem'] },
    ),
  },
  {
    action: 'account.signIn',
    pages: ['/login'],
    session: 'none',
    schema: signInSchema,
    // Never the fuzz account: failed sign-ins would lock it (10 per 15 minutes).
    sample: (u) => ({ email: `ninguem.${u.id}@example.com`, password: STRONG_PASSWORD, redirect: '/dashboard', locale: 'pt-BR' }),
  },
  {
    action: 'account.signUp',
    pages: ['/signup'],
    session: 'none',
    schema: signUpSchema,
    sample: (u) => ({ firstName: 'Ana', lastName: 'Souza', email: `cliente.${u.id}@example.com`, password: STRONG_PASSWORD, locale: 'pt-BR' }),
  },
  {
    action: 'account.requestReset',
    pages: ['/forgot-password'],
    session: 'none',
    schema: requestResetSchema,
    sample: (u) => ({ email: `cliente.${u.id}@example.com`, locale: 'pt-BR' }),
  },
  {
    action: 'account.resetPassword',
    pages: ['/reset-password'],
    session: 'none',
    schema: resetPasswordSchema,
    sample: (u) => ({ token: u.id, newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD, locale: 'pt-BR' }),
  },
  {
    action: 'account.signOut',
    pages: ['/', '/dashboard'],
    session: 'own',
    // Its input is declared in account.actions.ts, which only Astro can load: the same shape.
    schema: z.object({ next: z.optional(z.string()) }),
    sample: () => ({ next: '/' }),
  },
  {
    action: 'settings.saveProfile',
    pages: ['/dashboard/settings'],
    session: 'user',
    schema: profileSchema,
    sample: () => ({ firstName: 'Ana', lastName: 'Souza', phone: '(84) 99999-9999', locale: 'pt-BR' }),
    changesAccount: true,
    // Every account, however it was created or changed (sign-up, the auth endpoints), must be one
    // this form accepts; `name` is what the portal shows: first and last name.
    stored: stored(
      user,
      (r) => r.email,
      (r) => ({ firstName: r.firstName, lastName: r.lastName, phone: r.phone ?? '', locale: r.locale ?? undefined }),
      { names: { name: 201 } },
    ),
  },
  // Security: a wrong current password (the fuzz account's must not change); ending a session from
  // a session of its own. 'Sign out the others' takes no field to fuzz (/revoke-other-sessions is
  // fuzzed below).
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
    pages: ['/dashboard/shipments', '/dashboard/shipments/00000000-0000-4000-8000-000000000000'],
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
  // The staff's forms (the fuzz account is the first admin). The fuzz cannot know a real
  // shipment's id, so these reach the checks and the not-found answer, never a change.
  {
    action: 'shipmentOps.move',
    pages: ['/admin/shipments', '/admin/shipments/00000000-0000-4000-8000-000000000000'],
    session: 'user',
    schema: moveShipmentSchema,
    sample: (u) => ({ shipmentId: u.uuid, fromStatus: 'pending', status: 'approved', place: 'Parnamirim/RN', note: 'Coleta no galpão 3.' }),
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
    pages: ['/admin/shipments/00000000-0000-4000-8000-000000000000'],
    session: 'user',
    schema: carrierSchema,
    sample: (u) => ({ shipmentId: u.uuid, carrier: 'correios', carrierName: '', carrierTracking: 'RA473124829BR' }),
    stored: stored(
      shipments,
      (r) => r.trackingNumber,
      (r) => ({ shipmentId: r.id, carrier: r.carrier ?? undefined, carrierName: r.carrierName ?? undefined, carrierTracking: r.carrierCode ?? undefined }),
    ),
  },  // Charges: the fuzz account is staff and the sample names that same account (not a customer),
  // so these reach the checks and the refusal; the charge ids name no charge.
  {
    action: 'charges.create',
    pages: ['/admin/charges'],
    session: 'user',
    schema: createChargeSchema,
    sample: (u) => ({ customerEmail: FUZZ_ACCOUNT.email, description: 'Armazenagem de novembro', amount: '1.234,56', dueDate: '2026-12-05', shipment: '', module: '5', submission: u.uuid }),
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
  {
    action: 'documents.review',
    pages: ['/admin/documents'],
    session: 'user',
    schema: reviewDocumentSchema,
    sample: (u) => ({ documentId: u.uuid, decision: 'rejected', reason: 'Ilegível' }),
  },
  // Privacy: the fuzz account is staff, which erases no account from the portal (refused before its
  // password is checked); the staff form names addresses nobody has, or a staff account (refused).
  {
    action: 'privacy.eraseAccount',
    pages: ['/dashboard/settings/privacy'],
    session: 'user',
    schema: eraseAccountSchema,
    sample: () => ({ password: 'Errada123', code: '123456', confirm: 'yes' }),
  },
  {
    action: 'privacy.staffErase',
    pages: ['/admin/privacy', '/admin/privacy?email=admin@example.com'],
    session: 'user',
    schema: staffEraseSchema,
    sample: (u) => ({ email: `ninguem.${u.id}@example.com`, subject: 'lead', note: 'Pedido por telefone em 20/11/2026' }),
  },
  // Support: the fuzz account opens requests of its own; the other forms' ids name no request, so
  // they reach the checks and the not-found answer.
  {
    action: 'support.create',
    pages: ['/support'],
    session: 'user',
    schema: newRequestSchema,
    sample: (u) => ({ subject: 'Carga atrasada', category: 'shipment', message: 'Onde está a carga?\nJá passou do prazo.', shipmentId: '', submission: u.uuid }),
    // The first message is a support_messages row, checked with the others (support.message).
    stored: stored(supportRequests, (r) => r.id, (r) => ({ subject: r.subject, category: r.category, shipmentId: r.shipmentId ?? undefined, message: '-' })),
  },
  {
    action: 'support.message',
    pages: ['/support/00000000-0000-4000-8000-000000000000'],
    session: 'user',
    schema: requestMessageSchema,
    sample: (u) => ({ requestId: u.uuid, message: 'Alguma novidade?', submission: u.uuid }),
    // Every message, the customers' and the staff's, as this form would send it.
    stored: stored(supportMessages, (r) => r.id, (r) => ({ requestId: r.requestId, message: r.body }), { multiline: ['message'] }),
  },
  {
    action: 'support.reply',
    pages: ['/admin/support/00000000-0000-4000-8000-000000000000'],
    session: 'user',
    schema: requestMessageSchema,
    sample: (u) => ({ requestId: u.uuid, message: 'Sua carga sai amanhã.', submission: u.uuid }),
  },
  {
    action: 'support.close',
    pages: ['/admin/support/00000000-0000-4000-8000-000000000000'],
    session: 'user',
    schema: closeRequestSchema,
    sample: (u) => ({ requestId: u.uuid }),
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

/** A form's field names, from its schema. */
export const fieldsOf = (target: FormTarget) => Object.keys(target.schema.shape);

export interface AuthEndpoint {
  /** Under /api/auth; `:token`-style segments are filled with a random value. */
  path: string;
  method: 'GET' | 'POST';
  session: SessionUse;
  /** A valid body (POST) or query (GET); nested objects are fuzzed a level deep. */
  sample?: (uniq: Uniq, userId: string) => Record<string, unknown>;
  /** How often it is picked against the others (1 unless said): more for those that store input. */
  weight?: number;
  /** As FormTarget.changesAccount. */
  changesAccount?: boolean;
}

const profile = { firstName: 'Ana', lastName: 'Souza' };

/** The Better Auth endpoints the app serves (email and password, sessions, the admin plugin). */
export const AUTH_ENDPOINTS: readonly AuthEndpoint[] = [
  { path: '/sign-in/email', method: 'POST', session: 'none', sample: (u) => ({ email: `ninguem.${u.id}@example.com`, password: STRONG_PASSWORD, rememberMe: true, callbackURL: '/dashboard' }), weight: 2 },
  { path: '/sign-up/email', method: 'POST', session: 'none', sample: (u) => ({ email: `api.${u.id}@example.com`, password: STRONG_PASSWORD, name: 'Ana Souza', ...profile, locale: 'pt-BR', callbackURL: '/dashboard' }), weight: 5 },
  { path: '/request-password-reset', method: 'POST', session: 'none', sample: (u) => ({ email: `api.${u.id}@example.com`, redirectTo: '/reset-password' }), weight: 2 },
  { path: '/reset-password', method: 'POST', session: 'none', sample: (u) => ({ token: u.id, newPassword: STRONG_PASSWORD }), weight: 3 },
  { path: '/reset-password/:token', method: 'GET', session: 'none', sample: () => ({ callbackURL: '/reset-password' }) },
  { path: '/send-verification-email', method: 'POST', session: 'none', sample: (u) => ({ email: `api.${u.id}@example.com`, callbackURL: '/dashboard' }) },
  { path: '/verify-email', method: 'GET', session: 'none', sample: (u) => ({ token: u.id, callbackURL: '/dashboard' }) },
  { path: '/sign-in/social', method: 'POST', session: 'none', sample: () => ({ provider: 'google', callbackURL: '/dashboard' }) },
  { path: '/callback/:id', method: 'GET', session: 'none', sample: (u) => ({ code: u.id, state: u.id }) },
  { path: '/get-session', method: 'GET', session: 'user' },
  { path: '/update-user', method: 'POST', session: 'user', sample: () => ({ name: 'Ana Souza', ...profile, locale: 'pt-BR' }), weight: 5, changesAccount: true },
  { path: '/update-session', method: 'POST', session: 'user', sample: () => ({}) },
  { path: '/verify-password', method: 'POST', session: 'user', sample: () => ({ password: 'Errada123' }) },
  // The same password again: a fuzzed success changes nothing the test depends on.
  { path: '/change-password', method: 'POST', session: 'own', sample: () => ({ currentPassword: FUZZ_ACCOUNT.password, newPassword: FUZZ_ACCOUNT.password, revokeOtherSessions: false }), weight: 2 },
  { path: '/change-email', method: 'POST', session: 'user', sample: (u) => ({ newEmail: `novo.${u.id}@example.com`, callbackURL: '/dashboard' }) },
  { path: '/delete-user', method: 'POST', session: 'own', sample: () => ({ password: 'Errada123', callbackURL: '/' }) },
  { path: '/delete-user/callback', method: 'GET', session: 'user', sample: (u) => ({ token: u.id, callbackURL: '/' }) },
  { path: '/sign-out', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/list-sessions', method: 'GET', session: 'user' },
  { path: '/revoke-session', method: 'POST', session: 'own', sample: (u) => ({ token: u.id }) },
  { path: '/revoke-sessions', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/revoke-other-sessions', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/list-accounts', method: 'GET', session: 'user' },
  { path: '/account-info', method: 'GET', session: 'user', sample: (u) => ({ accountId: u.id }) },
  { path: '/link-social', method: 'POST', session: 'user', sample: () => ({ provider: 'google', callbackURL: '/dashboard' }) },
  { path: '/unlink-account', method: 'POST', session: 'user', sample: (u) => ({ providerId: 'google', accountId: u.id }) },
  { path: '/refresh-token', method: 'POST', session: 'user', sample: () => ({ providerId: 'google' }) },
  { path: '/get-access-token', method: 'POST', session: 'user', sample: () => ({ providerId: 'google' }) },
  // The fuzz account is an admin: its own row is the one these may change.
  { path: '/admin/create-user', method: 'POST', session: 'user', sample: (u) => ({ email: `criado.${u.id}@example.com`, password: STRONG_PASSWORD, name: 'Ana Souza', role: 'user', data: { ...profile } }), weight: 3 },
  { path: '/admin/update-user', method: 'POST', session: 'user', sample: (_u, userId) => ({ userId, data: { ...profile, name: 'Ana Souza' } }), weight: 3, changesAccount: true },
  { path: '/admin/list-users', method: 'GET', session: 'user', sample: () => ({ limit: '10', searchValue: 'Ana', searchField: 'name' }) },
  { path: '/admin/get-user', method: 'GET', session: 'user', sample: (_u, userId) => ({ id: userId }) },
  { path: '/admin/list-user-sessions', method: 'POST', session: 'user', sample: (_u, userId) => ({ userId }) },
  { path: '/admin/has-permission', method: 'POST', session: 'user', sample: () => ({ permissions: { user: ['list'] } }) },
  // Never with the fuzz account's id: banning, removing or demoting it would end the run's session.
  { path: '/admin/set-role', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id, role: 'user' }) },
  { path: '/admin/ban-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id, banReason: 'x', banExpiresIn: 60 }) },
  { path: '/admin/unban-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/impersonate-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/stop-impersonating', method: 'POST', session: 'own', sample: () => ({}) },
  { path: '/admin/revoke-user-session', method: 'POST', session: 'user', sample: (u) => ({ sessionToken: u.id }) },
  { path: '/admin/revoke-user-sessions', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/remove-user', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id }) },
  { path: '/admin/set-user-password', method: 'POST', session: 'user', sample: (u) => ({ userId: u.id, newPassword: STRONG_PASSWORD }) },
  { path: '/ok', method: 'GET', session: 'none' },
  { path: '/error', method: 'GET', session: 'none', sample: () => ({ error: 'x' }) },
];

/** Pages and endpoints for odd methods, odd headers and huge query strings. */
export const PAGES: readonly string[] = [
  ...staticPublicPaths,
  ...staticPublicPaths.map((p) => (p === '/' ? '/en' : `/en${p}`)),
  '/projects/x', '/login', '/login/two-factor', '/signup', '/forgot-password', '/reset-password', '/en/login', '/dashboard',
  '/dashboard/settings', '/dashboard/shipments', '/create-shipment', '/en/create-shipment', '/admin', '/admin/leads',
  '/admin/leads.csv', '/admin/leads/00000000-0000-0000-0000-000000000000', '/admin/leads/x', '/robots.txt',
  '/admin/shipments', '/en/admin/shipments?status=zzz&de=2026-99-99&ate=x&pagina=-1', '/admin/shipments?q=%00%25&cliente=_',
  '/admin/shipments/00000000-0000-4000-8000-000000000000', '/admin/shipments/x', "/en/admin/shipments/1'%20OR%201=1",
  '/dashboard/shipments/00000000-0000-4000-8000-000000000000', '/dashboard/shipments/x', '/rastreamento?codigo=PLP-00000-00000',
  '/rastreamento?codigo=%00', '/en/tracking?codigo=x', '/dashboard/shipments?busca=%25_%5C',
  '/dashboard/notifications', '/en/dashboard/notifications?pagina=99999999999999999999', '/dashboard/notifications?pagina=-1',
  '/sitemap.xml', '/api/auth/ok', '/api/auth/get-session', '/_actions/leads.submit', '/_image?href=/x.png&w=10',
  '/api/reports?type=shipments&range=last_30_days&format=csv', '/api/reports?type=%00&range=__proto__&format=pdf&customer=%25&lang=xx',
  '/api/reports?type=payments&range=this_year&format=xlsx&type=documents',
  '/dashboard/settings/privacy', '/en/admin/privacy?email=%00%25', '/admin/privacy?email=admin@example.com', '/api/privacy/export',
];

/** Paths that are wrong in themselves. */
export const ODD_PATHS: readonly string[] = [
  '/500', '/403', '/404', '/en/500', '/%00', '/%00/x', '/x%00', '/%2e%2e/%2e%2e/etc/passwd', '//x', '///', '//evil.example/',
  '/en/../admin', '/./dashboard', '/en/./', '/%C0%AE%C0%AE/', '/%FF', '/%E2%80%AE', '/%', '/%zz', '/api/auth/%00',
  '/api/auth/', '/api/auth/nope', '/api/auth/sign-in/email/extra', '/_actions/', '/_actions/nope', '/_actions/leads.submit/x',
  '/_actions/__proto__', '/_actions/leads.constructor', '/_astro/', '/_astro/%00.js', '/_image', '/_image?href=%00',
  '/_image?href=http://169.254.169.254/&w=1', '/?_action=', '/?_action=nope', '/?_action=%00', '/?_action=__proto__',
  '/?_action=leads.submit&_action=account.signOut', '/admin/leads/%00', '/projects/%00', '/projects/..%2f..%2fx',
  `/${'a'.repeat(2000)}`, '/%F0%9F%98%80', '/dashboard?next=//evil.example', '/login?redirect=//evil.example',
];
