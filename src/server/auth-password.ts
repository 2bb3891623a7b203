// The password rule, enforced on the server for every endpoint that sets a password (the pages
// show the same message as a hint).
import { APIError } from 'better-auth/api';
import { isStrongPassword } from '../lib/password-rule';

export const PASSWORD_RULE_MESSAGE = 'Password must be at least 8 characters with uppercase, lowercase, and number';
export const PASSWORD_RULE_CODE = 'PASSWORD_TOO_WEAK';

export { isStrongPassword };

// Endpoint path -> the body field that carries the new password.
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
  '/set-password': 'newPassword',
  '/admin/create-user': 'password',
  '/admin/set-user-password': 'newPassword',
};

/** Before an auth request: refuses a new password that breaks the rule. */
export function enforcePasswordRule(path: string, body: unknown) {
  const field = passwordFields[path];
  if (!field) return;
  const value: unknown = (body as Record<string, unknown> | undefined)?.[field];
  if (typeof value === 'string' && !isStrongPassword(value)) {
    throw new APIError('BAD_REQUEST', { message: PASSWORD_RULE_MESSAGE, code: PASSWORD_RULE_CODE });
  }
}
