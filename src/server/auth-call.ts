// The account actions reach Better Auth through its own HTTP handler, as a browser would, so its
// per-IP rate limiter, origin check and hooks all apply; the cookies it sets (the session) go back
// to the browser through the action's response. The answer's body comes back too, for flows with
// a second step (two-factor sign-in answers `{ twoFactorRedirect: true }` and no session).
import type { ActionAPIContext } from 'astro:actions';
import { parseSetCookieHeader, toCookieOptions } from 'better-auth/cookies';
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, getAuth } from '@/server/auth';
import { clientIp } from '@/server/client-ip';
import type { MessageKey } from '@/i18n/translate';
import { config } from '@/server/config';
import { refuse, type RefusalCode } from '@/server/refusal';
import { failureMessage } from './auth-messages';

/** The Better Auth endpoints the account forms use. */
export const AUTH_PATHS = {
  signIn: '/sign-in/email',
  signUp: '/sign-up/email',
  requestReset: '/request-password-reset',
  reset: '/reset-password',
} as const;

export type AuthOutcome =
  | { ok: true; status: number; body: Record<string, unknown> }
  | { ok: false; status: number; code?: string; body: Record<string, unknown> };

const FORWARDED_HEADERS = ['cookie', 'user-agent', 'accept-language'];

/** A Better Auth endpoint under /api/auth: AUTH_PATHS, or a feature's own ('/change-password'). */
export type AuthPath = `/${string}`;

export async function callAuth(context: ActionAPIContext, path: AuthPath, payload: object): Promise<AuthOutcome> {
  const site = config().publicSiteUrl;
  // Astro's origin check has already accepted this request; Better Auth checks it against its own
  // base URL, so the call says it comes from the site.
  const headers = new Headers({
    'content-type': 'application/json',
    origin: new URL(site).origin,
    [CLIENT_IP_HEADER]: clientIp(context),
  });
  for (const name of FORWARDED_HEADERS) {
    const value = context.request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const response = await getAuth().handler(
    new Request(new URL(`${AUTH_BASE_PATH}${path}`, site), { method: 'POST', headers, body: JSON.stringify(payload) }),
  );
  for (const setCookie of response.headers.getSetCookie()) {
    for (const [name, attributes] of parseSetCookieHeader(setCookie)) {
      context.cookies.set(name, attributes.value, toCookieOptions(attributes));
    }
  }
  const parsed: unknown = await response.json().catch(() => ({}));
  const body = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  if (response.ok) return { ok: true, status: response.status, body };
  return { ok: false, status: response.status, code: typeof body.code === 'string' ? body.code : undefined, body };
}

const STATUS_CODES: Record<number, RefusalCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * Calls Better Auth and returns its answer's body; when Better Auth refuses, so does this, with the
 * message the person should read (`messages` for codes this form words its own way).
 */
export async function authOrFail(
  context: ActionAPIContext,
  path: AuthPath,
  body: object,
  fallback: MessageKey,
  messages: Partial<Record<string, MessageKey>> = {},
) {
  const outcome = await callAuth(context, path, body);
  if (outcome.ok) return outcome.body;
  const message = (outcome.code && messages[outcome.code]) || failureMessage(outcome, fallback);
  refuse(STATUS_CODES[outcome.status] ?? 'BAD_REQUEST', message);
}
