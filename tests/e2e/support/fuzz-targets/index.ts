// Everything the fuzz test (tests/e2e/fuzz.spec.ts) attacks, gathered by area: every form action
// with its schema, the page it posts from, a valid sample and the rows it stores (public.ts,
// portal.ts, staff.ts, admin.ts, site-texts.ts); the auth endpoints under /api/auth; the pages and
// odd paths. A new form joins the fuzz test with one entry in its area's list
// (fuzz-coverage.spec.ts fails until it has one).
import { ADMIN_TARGETS } from './admin';
import { PORTAL_TARGETS } from './portal';
import { PUBLIC_TARGETS } from './public';
import { SITE_TEXT_TARGETS } from './site-texts';
import { STAFF_TARGETS } from './staff';
import type { FormTarget } from './types';
import { ADMIN_VISIT_TARGETS } from './admin-visits';
import { BOOKING_TARGETS } from './visit-booking';
import { MAINTENANCE_TARGETS } from './maintenance';
import { ROOMS_NOTICES_TARGETS } from './rooms-notices';
import { TENANCY_TARGETS } from './tenancy';

export { AUTH_ENDPOINTS, type AuthEndpoint } from './auth-endpoints';
export { ODD_PATHS, PAGES, QUERY_PARAMS, ROUTE_PATHS, SIGNED_IN_PATHS } from './paths';
export * from './types';

export const FORM_TARGETS: readonly FormTarget[] = [
  ...PUBLIC_TARGETS,
  ...PORTAL_TARGETS,
  ...STAFF_TARGETS,
  ...ADMIN_TARGETS,
  ...SITE_TEXT_TARGETS,
  ...BOOKING_TARGETS,
  ...ADMIN_VISIT_TARGETS,
  ...MAINTENANCE_TARGETS,
  ...ROOMS_NOTICES_TARGETS,
  ...TENANCY_TARGETS,
];

/** Actions with no form target, and why (the coverage check accepts only these). */
export const UNFUZZED_ACTIONS: Readonly<Record<string, string>> = {
  // Its input is an empty object: no field to fuzz. /api/auth/revoke-other-sessions, which it
  // calls, is fuzzed with the auth endpoints.
  'security.revokeOtherSessions': 'takes no input',
  // The signed-in staff member's own calendar feed, made or revoked: no field to fuzz.
  'adminVisits.createFeed': 'takes no input',
  'adminVisits.revokeFeed': 'takes no input',
};
