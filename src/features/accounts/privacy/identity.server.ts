// Erasing an account asks for proof again, whoever holds the session: the account's password and,
// when two-factor sign-in is on, a code from the authenticator app or a backup code. Better Auth
// checks both against the request's own session; failures count per account, so a borrowed
// session cannot be used to guess the password here.
import { APIError } from 'better-auth/api';
import type { MessageKey } from '@/i18n/translate';
import { getAuth } from '@/server/auth';
import { db } from '@/server/db/client';
import { isAdmin } from '@/server/guards';
import { countHit, hitsUsed } from '@/server/rate-limit';
import { refuse } from '@/server/refusal';
import { eraseCustomer } from './erasure.server';
import { PRIVACY_LIMIT_PREFIX } from './redaction.server';

interface Person {
  id: string;
  role?: string | null;
  twoFactorEnabled?: boolean | null;
}

interface Proof {
  password: string;
  code?: string;
}

export const IDENTITY_LIMIT = { windowSeconds: 15 * 60, max: 5 };

/** Runs a Better Auth check: false when it refuses (APIError), any other failure is thrown. */
async function passes(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await check();
    return true;
  } catch (error) {
    if (error instanceof APIError) return false;
    throw error;
  }
}

/** The session's account password is `password`. */
export function verifyAccountPassword(headers: Headers, password: string): Promise<boolean> {
  return passes(() => getAuth().api.verifyPassword({ body: { password }, headers }));
}

/** `code` is the authenticator app's current code (six digits) or an unused backup code (then used up). */
export function verifySecondFactor(headers: Headers, code: string): Promise<boolean> {
  const typed = code.replace(/\s+/g, '');
  const api = getAuth().api;
  return passes(() =>
    /^\d{6}$/.test(typed)
      ? api.verifyTOTP({ body: { code: typed }, headers })
      : api.verifyBackupCode({ body: { code: typed, disableSession: true }, headers }),
  );
}

/** Resolves when the proof holds; refuses a wrong password or code, and every try past the limit. */
export async function confirmIdentity(headers: Headers, person: Person, proof: Proof): Promise<void> {
  const key = `${PRIVACY_LIMIT_PREFIX}erase:${person.id}`;
  if ((await hitsUsed(db(), key, IDENTITY_LIMIT.windowSeconds)) >= IDENTITY_LIMIT.max) {
    refuse('TOO_MANY_REQUESTS', 'privacy.erase.error.tooMany');
  }
  let wrong: MessageKey | undefined;
  if (!(await verifyAccountPassword(headers, proof.password))) wrong = 'privacy.erase.error.wrongPassword';
  else if (person.twoFactorEnabled && !(proof.code && (await verifySecondFactor(headers, proof.code))))
    wrong = 'privacy.erase.error.wrongCode';
  if (!wrong) return;
  await countHit(db(), key, IDENTITY_LIMIT.windowSeconds);
  refuse('BAD_REQUEST', wrong);
}

/**
 * The customer erases their own account (Settings → Privacy), once the proof holds. Staff accounts
 * are closed by the administrators, never from the portal: refused before any proof is counted.
 */
export async function eraseOwnAccount(headers: Headers, person: Person, proof: Proof): Promise<void> {
  if (isAdmin(person)) refuse('FORBIDDEN', 'privacy.error.staff');
  await confirmIdentity(headers, person, proof);
  await eraseCustomer(person.id, { actor: null });
}
