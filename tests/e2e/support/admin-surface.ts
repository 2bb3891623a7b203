// What the staff alone may reach, read from the source at test time so that a new admin page or
// action is covered the moment it exists: the pages and endpoints under src/pages/admin, and the
// actions gathered in src/actions/index.ts (each feature's `<name>: defineAction(` entries). Every
// action is staff-only unless OPEN_ACTIONS names it, so a new action without a guard fails
// src/actions/action-guards.test.ts and tests/e2e/admin-guard.spec.ts until it gets one, or is
// listed here as open to visitors or customers.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { files, routePattern } from './page-routes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const ADMIN_PAGES = path.join(ROOT, 'src/pages/admin');

/** A value for a dynamic segment: no record has it, yet a customer must get 403, never 404. */
export const DUMMY_SEGMENT = 'x';

/** '/admin/leads/[id].astro' → '/admin/leads/x'; 'index.astro' → its folder; 'leads.csv.ts' → '/admin/leads.csv'. */
export const routeOf = (file: string): string => routePattern(file).replace(/\[[^\]]+\]/g, DUMMY_SEGMENT);

/** Every page and endpoint under /admin (pt-BR paths; the English twins live under /en). */
export function adminRoutes(): string[] {
  return [
    ...new Set(
      files(ADMIN_PAGES)
        .filter((f) => /\.(astro|ts|js|md|mdx)$/.test(f) && !/\.(test|spec)\.ts$/.test(f))
        .map(routeOf),
    ),
  ].sort();
}

/** Every action's name ('adminModules.update'), from src/actions/index.ts and the files it imports. */
export function actionNames(): string[] {
  const index = readFileSync(path.join(ROOT, 'src/actions/index.ts'), 'utf8');
  const imports = new Map([...index.matchAll(/import \{ (\w+) \} from '@\/([^']+)';/g)].map((m) => [m[1]!, m[2]!]));
  const start = index.indexOf('export const server = {');
  const block = index.slice(start + 'export const server = {'.length, index.indexOf('\n};', start));
  // Each entry is `name,` or `name: { ...one, ...other },` (a namespace gathered from several files).
  const entries = block
    .split('\n')
    .map((line) => line.trim().replace(/,$/, ''))
    .filter((line) => line && !line.startsWith('//'))
    .map((line) => {
      const entry = /^(\w+)(?::\s*\{(.*)\})?$/.exec(line);
      if (!entry) throw new Error(`src/actions/index.ts: cannot read ${line}`);
      const sources = entry[2]?.split(',').map((s) => s.trim().replace(/^\.\.\./, '')) ?? [entry[1]!];
      return { namespace: entry[1]!, sources };
    });
  return entries.flatMap(({ namespace, sources }) =>
    sources.flatMap((name) => {
      const source = imports.get(name);
      if (!source) throw new Error(`src/actions/index.ts: no import for ${name}`);
      const text = readFileSync(path.join(ROOT, 'src', `${source}.ts`), 'utf8');
      const start = text.indexOf(`export const ${name} = {`);
      const body = text.slice(start, text.indexOf('\n};', start));
      // Each action is `name: defineAction(`, or a call of a helper that defines one (staffFormAction).
      return [...body.matchAll(/^ {2}(\w+): \w+\(/gm)].map((m) => `${namespace}.${m[1]}`);
    }),
  );
}

/** The actions a visitor or a customer may call (each guards itself as it must); every other is the staff's. */
export const OPEN_ACTIONS: ReadonlySet<string> = new Set([
  // Anyone: signing in and up, the contact form, and the second step of signing in (the session
  // is not complete yet).
  'account.signIn',
  'account.signUp',
  'account.requestReset',
  'account.resetPassword',
  'account.signOut',
  'leads.submit',
  'twoFactor.verify',
  // Anyone: booking a visit, and moving or cancelling it with the signed link its email gives.
  'visits.book',
  'visits.reschedule',
  'visits.cancel',
  // Anyone: closing the site's notice banner (a cookie of their own).
  'siteTexts.dismissBanner',
  // A signed-in customer, on their own account and records.
  'twoFactor.start',
  'twoFactor.confirm',
  'twoFactor.newCodes',
  'twoFactor.disable',
  'documents.upload',
  'documents.delete',
  'notifications.markRead',
  'notifications.markAllRead',
  'privacy.eraseAccount',
  'security.changePassword',
  'security.changeEmail',
  'security.revokeSession',
  'security.revokeOtherSessions',
  'settings.saveProfile',
  'shipments.create',
  'shipments.cancel',
  'support.create',
  'support.message',
  // A tenant's person, on their tenant's maintenance requests (tenancyOf).
  'maintenance.create',
  'maintenance.rate',
  // A tenant's people, on their own tenant's bookings.
  'rooms.book',
  'rooms.cancel',
  // A tenant's main account or manager, on their own tenant's people (each checks the role in the
  // tenant); anyone signed in, on an invitation's link.
  'tenancy.invite',
  'tenancy.withdrawInvite',
  'tenancy.removeMember',
  'tenancy.acceptInvite',
  // A tenant's people, on their own tenant's gate passes (an account of no tenant is refused).
  'gatePasses.create',
  'gatePasses.revoke',
  'gatePasses.decide',
]);

/** Every staff action's name: all the others. */
export const staffActionNames = () => actionNames().filter((name) => !OPEN_ACTIONS.has(name));

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
  leaseId: NO_SUCH_ID,
  startsOn: '2030-01-02',
  endsOn: '2030-01-03',
};

const GUARD_FAQ = {
  questionPt: 'Guard test?',
  answerPt: 'Guard test',
  questionEn: 'Guard test?',
  answerEn: 'Guard test',
};

const STAFF_FORM_OVERRIDES: Readonly<Record<string, Record<string, string>>> = {
  // The gatehouse's actions (guards and staff): a pass no row has, a walk-in for a leased module.
  'gatehouse.checkIn': { passId: NO_SUCH_ID },
  'gatehouse.checkOut': { passId: NO_SUCH_ID },
  'gatehouse.walkIn': { kind: 'visitor', name: 'Guard Test', document: '12345678' },
  'shipmentOps.move': { status: 'approved' },
  'privacy.staffErase': { subject: 'lead' },
  'leadDuplicates.merge': { keepId: NO_SUCH_ID, mergeId: NO_SUCH_ID },
  // A whole valid identity: had the role check failed, the site would be named 'Guard test'.
  'adminSite.saveIdentity': {
    version: '0',
    name: 'Guard test',
    street: 'Rua Guard test, 1',
    district: 'Centro',
    city: 'Natal',
    state: 'RN',
    postalCode: '59000-000',
    phone: '(84) 3200-0000',
    whatsapp: '(84) 99000-0000',
    opens: '08:00',
    closes: '18:00',
    mapLat: '-5.8',
    mapLng: '-35.2',
  },
  // A slot's texts: had the role check failed, the gatehouse's alt text would read 'Guard test'.
  'adminSite.savePhoto': {
    slot: 'facility-gatehouse',
    version: '0',
    altPt: 'Guard test',
    altEn: 'Guard test',
    focalX: '10',
    focalY: '10',
  },
  'adminSite.resetPhoto': { slot: 'facility-gatehouse', version: '0' },
  // A whole valid module content: had the role check failed, module 7 would read 'Guard test'.
  'adminSiteModules.save': {
    version: '0',
    descriptionPt: 'Guard test',
    descriptionEn: 'Guard test',
    storageArea: '1',
    mezzanineArea: '1',
    canopyArea: '1',
    gatehouseArea: '1',
    utilitiesArea: '1',
    docks: '1',
    ramps: '1',
  },
  // Valid texts: had the role check failed, a question or a banner named 'Guard test' would show.
  'siteTexts.createFaq': { group: 'condominium', ...GUARD_FAQ },
  'siteTexts.updateFaq': { id: NO_SUCH_ID, version: '1', ...GUARD_FAQ },
  'siteTexts.moveFaq': { id: NO_SUCH_ID, version: '1', direction: 'up' },
  'siteTexts.setFaqVisibility': { id: NO_SUCH_ID, version: '1', hidden: 'true' },
  // Valid rules: had the role check failed, the first response would take 77 minutes.
  'salesClock.save': {
    version: '0',
    firstResponseMinutes: '77',
    opens: '08:00',
    closes: '18:00',
    daysNew: '2',
    daysContacted: '7',
    daysVisitScheduled: '14',
    daysProposalSent: '15',
  },
  'siteTexts.saveBanner': {
    version: '0',
    textPt: 'Guard test',
    textEn: 'Guard test',
    startsAt: '2026-01-01T08:00',
    endsAt: '2030-01-01T08:00',
  },
  // Valid forms: had the role check failed, the visit rules or a closed day named 'Guard test' would change.
  'adminVisits.outcome': { visitId: NO_SUCH_ID, outcome: 'done' },
  'visitSettings.saveRules': {
    version: '0',
    slotMinutes: '45',
    placesPerSlot: '3',
    daysAhead: '20',
    minNoticeHours: '2',
  },
  'visitSettings.addClosedDay': { namePt: 'Guard test', nameEn: 'Guard test' },
  // Valid forms on no request: had the role check failed, they would answer not found.
  'maintenance.assign': { version: '0', assigneeId: '' },
  'maintenance.move': { version: '0', status: 'scheduled' },
  'maintenance.note': { visibility: 'staff' },
  // Valid forms: had the role check failed, a room or a notice named 'Guard test' would show.
  'adminRooms.save': {
    namePt: 'Guard test',
    nameEn: 'Guard test',
    capacity: '10',
    opens: '08:00',
    closes: '18:00',
    minMinutes: '30',
    maxMinutes: '120',
    cancelNoticeHours: '2',
  },
  'adminRooms.cancel': { bookingId: NO_SUCH_ID },
  'adminNotices.publish': { title: 'Guard test', body: 'Guard test', urgency: 'normal', audience: 'all' },
};

/** The form posted to the staff action `name`. */
export const staffForm = (name: string): Record<string, string> => ({ ...STAFF_FORM, ...STAFF_FORM_OVERRIDES[name] });
