// Who may open which page: the pure decision behind the session middleware (session.middleware.ts).
import { defaultLocale, type Locale } from '../lib/i18n-types';
import { localeOfPath, localizePath, stripLocale } from '../lib/paths';

export type GuardUser = { role?: string | null } | null | undefined;
export type GuardDecision = { action: 'next' } | { action: 'redirect'; location: string } | { action: 'forbidden' };

const SIGNED_IN_AREAS = ['/dashboard', '/create-shipment'];
const ADMIN_AREA = '/admin';
const SIGNED_OUT_PAGES = ['/login', '/signup', '/forgot-password'];
export const REDIRECT_PARAM = 'redirect';

const isUnder = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * A same-site path to go back to after signing in, or undefined: only '/…' paths of this site
 * (no '//host', no backslashes or control characters, no scheme), so it can never leave the site.
 */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/') || value.startsWith('//')) return undefined;
  // eslint-disable-next-line no-control-regex
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Back to a sign-in page would loop.
  return SIGNED_OUT_PAGES.some((p) => isUnder(stripLocale(url.pathname), p)) ? undefined : target;
}

/** '/en/login?redirect=/en/dashboard': the login page of the path's language, remembering it. */
export function loginRedirect(locale: Locale, original: string): string {
  const value = encodeURIComponent(original).replace(/%2F/g, '/');
  return `${localizePath(locale, '/login')}?${REDIRECT_PARAM}=${value}`;
}

/** Where a signed-in visitor lands: the remembered safe target, else the dashboard in their language. */
export function afterSignInPath(locale: Locale, redirect: string | null | undefined): string {
  return safeRedirectTarget(redirect) ?? localizePath(locale, '/dashboard');
}

export function decideAccess(url: { pathname: string; search?: string }, user: GuardUser): GuardDecision {
  const locale = localeOfPath(url.pathname) ?? defaultLocale;
  const path = stripLocale(url.pathname);
  const original = `${url.pathname}${url.search ?? ''}`;
  if (isUnder(path, ADMIN_AREA)) {
    if (!user) return { action: 'redirect', location: loginRedirect(locale, original) };
    return user.role === 'admin' ? { action: 'next' } : { action: 'forbidden' };
  }
  if (SIGNED_IN_AREAS.some((area) => isUnder(path, area))) {
    return user ? { action: 'next' } : { action: 'redirect', location: loginRedirect(locale, original) };
  }
  if (user && SIGNED_OUT_PAGES.includes(path)) {
    const redirect = new URLSearchParams(url.search ?? '').get(REDIRECT_PARAM);
    return { action: 'redirect', location: afterSignInPath(locale, redirect) };
  }
  return { action: 'next' };
}
