// Who may open or do what, in one place: pages, endpoints and actions call requireUser,
// requireAdmin, requireGuard or requireTenant; the guard middleware applies the same guards to whole areas and turns a refusal
// into the right answer (login with the remembered page, or the 403 page).
import { isActionError } from 'astro:actions';
import { defineMiddleware } from 'astro:middleware';
import type { Locale } from '@/lib/i18n-types';
import type { Tenancy } from '@/lib/statuses/tenancy';
import { localeOfPath, localizePath, stripLocale } from '@/lib/paths';
import { config } from './config';
import { isRefusal, refuse } from './refusal';

type GuardUser = { role?: string | null; twoFactorEnabled?: boolean | null };
type GuardContext<U extends GuardUser> = { locals: { user: U | null } };
export type SignedInUser = NonNullable<App.Locals['user']>;
export type GuardDecision = { action: 'next' } | { action: 'redirect'; location: string } | { action: 'forbidden' };

export const REDIRECT_PARAM = 'redirect';
const MAX_TARGET_LENGTH = 2000;

export function isAdmin(user: { role?: string | null } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** The signed-in user; otherwise an UNAUTHORIZED refusal (a page sends the visitor to login). */
export function requireUser<U extends GuardUser = SignedInUser>(context: GuardContext<U>): U {
  const { user } = context.locals;
  return user ?? refuse('UNAUTHORIZED', 'common.error.signInRequired');
}

/** A signed-in admin; otherwise UNAUTHORIZED (anonymous) or FORBIDDEN (a page shows 403). */
export function requireAdmin<U extends GuardUser = SignedInUser>(context: GuardContext<U>): U {
  const user = requireUser(context);
  if (!isAdmin(user)) refuse('FORBIDDEN', 'common.error.forbidden');
  return user;
}

/** A gatehouse guard (porteiro): an account the staff create that opens only the gatehouse screen. */
export function isGuard(user: { role?: string | null } | null | undefined): boolean {
  return user?.role === 'guard';
}

/** A signed-in guard or admin (the gatehouse screen and its actions); otherwise UNAUTHORIZED or FORBIDDEN. */
export function requireGuard<U extends GuardUser = SignedInUser>(context: GuardContext<U>): U {
  const user = requireUser(context);
  if (!isGuard(user) && !isAdmin(user)) refuse('FORBIDDEN', 'common.error.forbidden');
  return user;
}

type TenantContext<U extends GuardUser> = {
  locals: { user: U | null; tenancy: () => Promise<Tenancy | null> };
};

/**
 * The signed-in person and the tenant they act for (with their role in it: main, manager or
 * member); otherwise UNAUTHORIZED (anonymous) or FORBIDDEN with the one message of an account of no
 * tenant (a page shows it on the 403 page, a form beside its fields). The tenancy is the one the
 * middleware put on locals: read once per request, however many guards and layouts ask.
 */
export async function requireTenant<U extends GuardUser = SignedInUser>(
  context: TenantContext<U>,
): Promise<{ user: U; tenancy: Tenancy }> {
  const user = requireUser(context);
  const tenancy = await context.locals.tenancy();
  return { user, tenancy: tenancy ?? refuse('FORBIDDEN', 'tenancy.error.notTenant') };
}

/** A signed-in account of the portal: anyone but a guard, whose account opens only the gatehouse. */
function requirePortalUser<U extends GuardUser = SignedInUser>(context: GuardContext<U>): U {
  const user = requireUser(context);
  if (isGuard(user)) refuse('FORBIDDEN', 'common.error.forbidden');
  return user;
}

/** The gatehouse screen's path (the guard's home). */
export const GATEHOUSE_PATH = '/portaria';

// Whole areas, guarded before their pages run (each page calls its guard too).
const AREAS: [prefix: string, guard: (context: GuardContext<GuardUser>) => unknown][] = [
  ['/admin', requireAdmin],
  ['/dashboard', requirePortalUser],
  ['/create-shipment', requirePortalUser],
  [GATEHOUSE_PATH, requireGuard],
];
const SIGNED_OUT_PAGES = ['/login', '/login/two-factor', '/signup', '/forgot-password'];

const isUnder = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * `value` when it is a path of this site ('/…', no '//host', no backslashes or control characters,
 * no scheme), so a redirect to it can never leave the site; else undefined.
 */
export function sameSitePath(value: string | null | undefined): string | undefined {
  if (!value || value.length > MAX_TARGET_LENGTH || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/** A same-site path to go back to after signing in; never a sign-in page (it would loop). */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  const target = sameSitePath(value);
  if (!target) return undefined;
  const { pathname } = new URL(target, 'http://site.invalid');
  return SIGNED_OUT_PAGES.some((p) => isUnder(stripLocale(pathname), p)) ? undefined : target;
}

/**
 * `page` remembering `original` in its redirect parameter ('/en/login?redirect=/en/dashboard').
 * A page is remembered only within what a redirect target may be (safeRedirectTarget): past that,
 * without its query, or not at all, so the answer never outgrows what a client accepts.
 */
function remembering(page: string, original: string): string {
  const remembered = [original, original.split('?')[0] ?? ''].find((target) => target.length <= MAX_TARGET_LENGTH);
  if (!remembered) return page;
  const param = `${REDIRECT_PARAM}=${encodeURIComponent(remembered).replace(/%2F/g, '/')}`;
  return `${page}${page.includes('?') ? '&' : '?'}${param}`;
}

/** '/en/login?redirect=/en/dashboard': the login page of the path's language, remembering it. */
export function loginRedirect(locale: Locale, original: string): string {
  return remembering(localizePath(locale, '/login'), original);
}

/** Where a signed-in visitor lands: the remembered safe target, else the dashboard in their language. */
export function afterSignInPath(locale: Locale, redirect: string | null | undefined): string {
  return safeRedirectTarget(redirect) ?? localizePath(locale, '/dashboard');
}

type Where = { pathname: string; search?: string };

/** What a guard's refusal means for a page request at `url`; undefined for any other error. */
export function refusalDecision(error: unknown, url: Where): GuardDecision | undefined {
  if (!isActionError(error)) return undefined;
  if (error.code === 'FORBIDDEN') return { action: 'forbidden' };
  if (error.code !== 'UNAUTHORIZED') return undefined;
  const locale = localeOfPath(url.pathname);
  return { action: 'redirect', location: loginRedirect(locale, `${url.pathname}${url.search ?? ''}`) };
}

/** The query flag of an enrolment the admin area required. */
export const REQUIRED_PARAM = 'obrigatorio';

/**
 * Where an admin without two-factor sign-in is sent before any admin page opens, remembering that
 * page (`original`) to go back to once enrolled.
 */
export const enrolPath = (locale: Locale, original?: string) => {
  const page = `${localizePath(locale, '/dashboard/settings/two-factor')}?${REQUIRED_PARAM}=1`;
  return original ? remembering(page, original) : page;
};

/**
 * The area policy for a page request: its area's guard (admins without two-factor sent to enrol,
 * when the site requires it), and signed-in visitors kept off sign-in pages.
 */
export function decideAccess(
  url: Where,
  user: GuardUser | null,
  { adminTwoFactorRequired = false } = {},
): GuardDecision {
  const path = stripLocale(url.pathname);
  // A guard signing in lands on the dashboard's address: their home is the gatehouse.
  if (isGuard(user) && path === '/dashboard') {
    return { action: 'redirect', location: localizePath(localeOfPath(url.pathname), GATEHOUSE_PATH) };
  }
  const guard = AREAS.find(([area]) => isUnder(path, area))?.[1];
  try {
    guard?.({ locals: { user } });
  } catch (error) {
    const refusal = refusalDecision(error, url);
    if (refusal) return refusal;
    throw error;
  }
  if (adminTwoFactorRequired && isUnder(path, '/admin') && !user?.twoFactorEnabled) {
    return {
      action: 'redirect',
      location: enrolPath(localeOfPath(url.pathname), `${url.pathname}${url.search ?? ''}`),
    };
  }
  if (user && SIGNED_OUT_PAGES.includes(path)) {
    const redirect = new URLSearchParams(url.search ?? '').get(REDIRECT_PARAM);
    return { action: 'redirect', location: afterSignInPath(localeOfPath(url.pathname), redirect) };
  }
  return { action: 'next' };
}

/**
 * Applies the area policy, and answers a guard that refused while a page or endpoint ran (a
 * FORBIDDEN refusal that says why leaves its message for the 403 page).
 */
export const guardMiddleware = defineMiddleware(async (context, next) => {
  const answer = (decision: GuardDecision) =>
    decision.action === 'redirect' ? context.redirect(decision.location, 302) : context.rewrite('/403');
  const decision = decideAccess(context.url, context.locals.user, {
    adminTwoFactorRequired: config().adminTwoFactorRequired,
  });
  if (decision.action !== 'next') return answer(decision);
  try {
    return await next();
  } catch (error) {
    const refusal = refusalDecision(error, context.url);
    if (!refusal) throw error;
    if (refusal.action === 'forbidden' && isRefusal(error)) context.locals.forbiddenBecause = error.messageKey;
    return answer(refusal);
  }
});
