// The account forms' schemas (spec §5 messages as i18n keys), shared by the islands' checks and
// the account actions. Each form shows one message at a time: the first one found.
import { emailField, hiddenText, newPassword, personName, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { PASSWORD_MAX_LENGTH } from '@/lib/password-rule';

// The page's language (account emails are written in it) and, on login and sign-up, the page to go
// back to.
const locale = hiddenText(8);
const redirect = hiddenText(2000);
const password = (required: 'account.login.required' | 'account.reset.required') =>
  z.string({ error: required }).check(z.minLength(1, required), z.maxLength(PASSWORD_MAX_LENGTH, required));

export const signInSchema = z.object({
  // Only required here: a wrong address gets the same answer as a wrong password.
  email: requiredText({ required: 'account.login.required', tooLong: 'account.login.required' }, 254),
  password: password('account.login.required'),
  redirect,
  locale,
});

const signupRequired = { required: 'account.signup.required', tooLong: 'account.signup.required' } as const;
export const signUpSchema = z.object({
  firstName: personName(signupRequired),
  lastName: personName(signupRequired),
  email: emailField({ required: 'account.signup.required', invalid: 'account.emailInvalid' }),
  password: newPassword({ required: 'account.signup.required', rule: 'account.passwordRule' }),
  // The page the confirmation link opens once the address is confirmed (an invitation's, say).
  redirect,
  locale,
});

export const requestResetSchema = z.object({
  email: emailField({ required: 'account.forgot.required', invalid: 'account.emailInvalid' }),
  locale,
});

export const resetPasswordSchema = z
  .object({
    token: requiredText({ required: 'account.reset.invalid', tooLong: 'account.reset.invalid' }, 500),
    newPassword: newPassword({ required: 'account.reset.required', rule: 'account.passwordRule' }),
    confirmPassword: password('account.reset.required'),
    locale,
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: 'account.reset.mismatch',
      path: ['confirmPassword'],
    }),
  );
