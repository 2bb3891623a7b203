// The message keys the account islands use; pages translate them on the server and pass the
// strings as props (islands never load the catalogues).
import type { MessageKey } from '@/i18n/translate';

/** Spec §9: the login gives up waiting after 10 s. */
export const LOGIN_TIMEOUT_MS = 10_000;

export const ACCOUNT_KEYS = [
  'account.email',
  'account.password',
  'account.firstName',
  'account.lastName',
  'account.newPassword',
  'account.confirmPassword',
  'account.passwordRule',
  'account.rateLimited',
  'account.networkError',
  'account.error',
  'account.login.forgot',
  'account.login.submit',
  'account.login.busy',
  'account.login.required',
  'account.login.timeout',
  'account.login.invalid',
  'account.login.unverified',
  'account.login.linkExpired',
  'account.login.noAccount',
  'account.login.signupLink',
  'account.signup.submit',
  'account.signup.busy',
  'account.signup.required',
  'account.signup.failed',
  'account.signup.confirmTitle',
  'account.signup.confirmText',
  'account.signup.hasAccount',
  'account.signup.loginLink',
  'account.forgot.submit',
  'account.forgot.busy',
  'account.forgot.required',
  'account.forgot.sent',
  'account.forgot.failed',
  'account.forgot.backToLogin',
  'account.reset.submit',
  'account.reset.busy',
  'account.reset.required',
  'account.reset.mismatch',
  'account.reset.done',
  'account.reset.invalid',
  'account.reset.askAgain',
  'account.reset.failed',
  'common.close',
] as const satisfies readonly MessageKey[];

export type AccountMessageKey = (typeof ACCOUNT_KEYS)[number];
export type AccountStrings = Record<AccountMessageKey, string>;

export const isAccountMessageKey = (value: unknown): value is AccountMessageKey =>
  typeof value === 'string' && (ACCOUNT_KEYS as readonly string[]).includes(value);

/** Links every account form may show, already in the page's language. */
export interface AccountLinks {
  login: string;
  signup: string;
  forgot: string;
}

/** What the server gives each account form beyond its strings. */
export interface AccountFormState {
  /** Where the form posts without JavaScript: this page with its action (?_action=account.x). */
  action: string;
  /** Hidden fields the action needs: the page's locale, the remembered target, the reset token. */
  hidden: Record<string, string>;
  /** After a post without JavaScript that failed: the message, and the values to show again. */
  error?: AccountMessageKey;
  values?: Record<string, string>;
  /** The form's confirmation is shown instead (?confirmar=1 and the like, after a post). */
  done?: boolean;
}
