// Who may call each Astro Action: anyone ('public'), a signed-in user ('customer'), or only the
// staff ('staff'). Every action in src/actions/index.ts must be classified here (a unit test fails
// otherwise), and every staff action is posted by a customer in tests/e2e/admin-guard.spec.ts,
// which expects 403 and no change. Any action under a namespace starting with `admin` is staff.

export type ActionAccess = 'public' | 'customer' | 'staff';

/** The actions outside the admin* namespaces. */
export const ACTION_ACCESS: Readonly<Record<string, ActionAccess>> = {
  'account.signIn': 'public',
  'account.signUp': 'public',
  'account.requestReset': 'public',
  'account.resetPassword': 'public',
  'account.signOut': 'public',
  'leads.submit': 'public',
  // The second step of signing in: the session is not complete yet.
  'twoFactor.verify': 'public',
  'twoFactor.start': 'customer',
  'twoFactor.confirm': 'customer',
  'twoFactor.newCodes': 'customer',
  'twoFactor.disable': 'customer',
  'documents.upload': 'customer',
  'documents.delete': 'customer',
  'notifications.markRead': 'customer',
  'notifications.markAllRead': 'customer',
  'privacy.eraseAccount': 'customer',
  'security.changePassword': 'customer',
  'security.changeEmail': 'customer',
  'security.revokeSession': 'customer',
  'security.revokeOtherSessions': 'customer',
  'settings.saveProfile': 'customer',
  'shipments.create': 'customer',
  'shipments.cancel': 'customer',
  'support.create': 'customer',
  'support.message': 'customer',
  'charges.create': 'staff',
  'charges.pay': 'staff',
  'charges.cancel': 'staff',
  'documents.review': 'staff',
  'privacy.staffErase': 'staff',
  'shipmentOps.move': 'staff',
  'shipmentOps.setCarrier': 'staff',
  'support.reply': 'staff',
  'support.close': 'staff',
};

/** How `name` ('adminModules.update') is reached; undefined: nobody has classified it yet. */
export function actionAccess(name: string): ActionAccess | undefined {
  return name.startsWith('admin') ? 'staff' : ACTION_ACCESS[name];
}

/** A record id no row has: a refused post could not have changed a thing even if it ran. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/**
 * A form every staff action accepts (it takes the fields it knows and ignores the rest), so that a
 * post reaches the action's role check instead of stopping at its input: the customer must be
 * refused with 403, not 400. An action whose fields clash with these gets its own below.
 */
const STAFF_FORM: Readonly<Record<string, string>> = {
  leadId: NO_SUCH_ID,
  shipmentId: NO_SUCH_ID,
  chargeId: NO_SUCH_ID,
  documentId: NO_SUCH_ID,
  requestId: NO_SUCH_ID,
  mailId: NO_SUCH_ID,
  userId: 'no-such-account',
  submission: NO_SUCH_ID,
  // A real module: if the role check ever failed, the change would show in the audit log.
  module: '7',
  status: 'leased',
  tenantName: 'Guard test',
  contractEnd: '2030-01-02',
  privateNote: 'Guard test',
  stage: 'contacted',
  reason: 'Guard test',
  ownerId: 'no-such-account',
  followUpOn: '2030-01-02',
  note: 'Guard test',
  subject: 'Guard test',
  message: 'Guard test',
  day: '2030-01-02',
  time: '10:00',
  minutes: '60',
  decision: 'verified',
  paidOn: '2026-12-01',
  method: 'pix',
  customerEmail: 'nobody@example.com',
  description: 'Guard test',
  amount: '10,00',
  dueDate: '2030-01-02',
  email: 'nobody@example.com',
  firstName: 'Guard',
  lastName: 'Test',
  locale: 'pt-BR',
  confirm: 'yes',
};

const STAFF_FORM_OVERRIDES: Readonly<Record<string, Record<string, string>>> = {
  'shipmentOps.move': { status: 'approved' },
  'privacy.staffErase': { subject: 'lead' },
};

/** The form posted to the staff action `name`. */
export const staffForm = (name: string): Record<string, string> => ({ ...STAFF_FORM, ...STAFF_FORM_OVERRIDES[name] });
