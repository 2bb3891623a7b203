// Per-account limits on the auth endpoints, on top of Better Auth's per-IP limiter: someone who
// spreads guesses or emails over many addresses still meets them. The key is a hash of the
// normalised email, counted whether or not an account has it, so a 429 reveals nothing.
// Sign-in counts only failures (a customer who signs in often is never locked out);
// sign-up and reset requests count every request (each one sends an email to that address).
// Per client IP, sign-in counts only failures too, with a ceiling an office typing its passwords
// never reaches: staff sharing one address all sign in at nine in the morning.
import { createHash } from 'node:crypto';
import { APIError } from 'better-auth/api';
import type { Database } from './db/client';
import { countHit, hitsUsed } from './rate-limit';

interface Rule {
  windowSeconds: number;
  max: number;
  counts: 'failures' | 'requests';
}

export const ACCOUNT_RATE_LIMITS: Record<string, Rule> = {
  '/sign-in/email': { windowSeconds: 15 * 60, max: 10, counts: 'failures' },
  '/sign-up/email': { windowSeconds: 60 * 60, max: 5, counts: 'requests' },
  '/request-password-reset': { windowSeconds: 60 * 60, max: 5, counts: 'requests' },
};

/** Wrong sign-ins from one client IP, whatever the accounts. */
export const SIGN_IN_IP_LIMIT = { windowSeconds: 15 * 60, max: 30 } as const;
const SIGN_IN = '/sign-in/email';

// Wrong passwords, and right ones for an unconfirmed address (each of those sends a new link).
const COUNTED_FAILURES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'EMAIL_NOT_VERIFIED']);

export const tooManyRequests = () =>
  new APIError('TOO_MANY_REQUESTS', {
    message: 'Too many requests. Please try again later.',
    code: 'TOO_MANY_REQUESTS',
  });

const keyOf = (path: string, email: string) =>
  `${path}:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
const ipKeyOf = (ip: string) => `${SIGN_IN}:ip:${ip}`;

function emailOf(body: unknown): string | undefined {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : undefined;
}

/** Before an auth request: refuses it with 429 when its account, or its IP's wrong sign-ins, have used up their window. */
export async function limitAccountBefore(database: Database, path: string, body: unknown, ip: string | undefined) {
  const now = new Date();
  if (
    path === SIGN_IN &&
    ip &&
    (await hitsUsed(database, ipKeyOf(ip), SIGN_IN_IP_LIMIT.windowSeconds, now)) >= SIGN_IN_IP_LIMIT.max
  ) {
    throw tooManyRequests();
  }
  const rule = ACCOUNT_RATE_LIMITS[path];
  const email = emailOf(body);
  if (!rule || !email) return;
  const key = keyOf(path, email);
  const attempts =
    rule.counts === 'requests'
      ? await countHit(database, key, rule.windowSeconds, now)
      : (await hitsUsed(database, key, rule.windowSeconds, now)) + 1;
  if (attempts > rule.max) throw tooManyRequests();
}

/** After an auth request: a failed sign-in counts against the account and against its IP. */
export async function limitAccountAfter(
  database: Database,
  path: string,
  body: unknown,
  returned: unknown,
  ip: string | undefined,
) {
  const rule = ACCOUNT_RATE_LIMITS[path];
  const email = emailOf(body);
  if (!rule || rule.counts !== 'failures' || !email) return;
  if (
    returned instanceof APIError &&
    COUNTED_FAILURES.has((returned.body as { code?: string } | undefined)?.code ?? '')
  ) {
    await countHit(database, keyOf(path, email), rule.windowSeconds);
    if (ip) await countHit(database, ipKeyOf(ip), SIGN_IN_IP_LIMIT.windowSeconds);
  }
}
