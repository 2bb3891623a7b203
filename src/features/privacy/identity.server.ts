// Erasing an account asks for proof again, whoever holds the session: the account's password and,
// when two-factor sign-in is on, a code from the authenticator app or a backup code. Better Auth
// checks both against the request's own session; failures count per account, so a borrowed
// session cannot be used to guess the password here.
import { APIError } from 'better-auth/api';
import { getAuth } from '@/server/auth';
import { db } from '@/server/db/client';
import { countHit, hitsUsed } from '@/server/rate-limit';
import { PRIVACY_LIMIT_PREFIX } from './redaction.server';

export type IdentityRefusal = 'password' | 'code' | 'too-many';

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

/** Why the proof is refused, or undefined when it holds. */
export async function confirmIdentity(
  headers: Headers,
  person: { id: string; twoFactorEnabled?: boolean | null },
  proof: { password: string; code?: string },
): Promise<IdentityRefusal | undefined> {
  const key = `${PRIVACY_LIMIT_PREFIX}erase:${person.id}`;
  if ((await hitsUsed(db(), key, IDENTITY_LIMIT.windowSeconds)) >= IDENTITY_LIMIT.max) return 'too-many';
  let refusal: IdentityRefusal | undefined;
  if (!(await verifyAccountPassword(headers, proof.password))) refusal = 'password';
  else if (person.twoFactorEnabled && !(proof.code && (await verifySecondFactor(headers, proof.code))))
    refusal = 'code';
  if (refusal) await countHit(db(), key, IDENTITY_LIMIT.windowSeconds);
  return refusal;
}
