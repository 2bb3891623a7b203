// Browser calls to the auth handler (src/pages/api/auth/[...all].ts), and what its answers mean
// for the person at the form, as message keys the page translated for the island.
import type { AUTH_PATHS, AccountMessageKey } from './account-strings';

export type AuthOutcome = { ok: true } | { ok: false; status: number; code?: string };

export async function postAuth(path: (typeof AUTH_PATHS)[keyof typeof AUTH_PATHS], body: object, signal?: AbortSignal): Promise<AuthOutcome> {
  const response = await fetch(`/api/auth${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal,
  });
  if (response.ok) return { ok: true };
  const data = (await response.json().catch(() => ({}))) as { code?: unknown };
  return { ok: false, status: response.status, code: typeof data.code === 'string' ? data.code : undefined };
}

const codeMessages: Record<string, AccountMessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'account.login.invalid',
  EMAIL_NOT_VERIFIED: 'account.login.unverified',
  PASSWORD_TOO_WEAK: 'account.passwordRule',
  PASSWORD_TOO_SHORT: 'account.passwordRule',
  PASSWORD_TOO_LONG: 'account.passwordRule',
  INVALID_TOKEN: 'account.reset.invalid',
  USER_ALREADY_EXISTS: 'account.signup.exists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'account.signup.exists',
};

/** The message for a failed call: rate limits and known codes by name, anything else `fallback`. */
export function failureMessage(outcome: { status: number; code?: string }, fallback: AccountMessageKey): AccountMessageKey {
  if (outcome.status === 429) return 'account.rateLimited';
  return (outcome.code && codeMessages[outcome.code]) || fallback;
}
