// What Better Auth's answers mean for the person at an account form, as message keys (the page
// translates them). Used by auth-call.ts, for every action that calls Better Auth.
import type { MessageKey } from '@/i18n/translate';

const codeMessages: Record<string, MessageKey> = {
  INVALID_EMAIL_OR_PASSWORD: 'account.login.invalid',
  EMAIL_NOT_VERIFIED: 'account.login.unverified',
  BANNED_USER: 'account.login.suspended',
  PASSWORD_TOO_WEAK: 'account.passwordRule',
  PASSWORD_TOO_SHORT: 'account.passwordRule',
  PASSWORD_TOO_LONG: 'account.passwordRule',
  INVALID_TOKEN: 'account.reset.invalid',
  INVALID_EMAIL: 'account.emailInvalid',
  INVALID_PASSWORD: 'twoFactor.error.password',
  INVALID_CODE: 'twoFactor.error.code',
  INVALID_BACKUP_CODE: 'twoFactor.error.code',
  INVALID_TWO_FACTOR_COOKIE: 'twoFactor.error.expired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'twoFactor.error.expired',
  ACCOUNT_TEMPORARILY_LOCKED: 'twoFactor.error.locked',
  TOTP_ALREADY_ENABLED: 'twoFactor.error.alreadyOn',
  TOTP_NOT_ENABLED: 'twoFactor.error.notOn',
};

/** The message for a failed call: rate limits and known codes by name, anything else `fallback`. */
export function failureMessage(outcome: { status: number; code?: string }, fallback: MessageKey): MessageKey {
  if (outcome.status === 429) return 'account.rateLimited';
  return (outcome.code && codeMessages[outcome.code]) || fallback;
}
