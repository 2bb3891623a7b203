// The Security section's forms (change password, change email, end sessions), shared by the
// actions and the tests. The current password is checked by Better Auth, not here.
import { emailField, newPassword } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { PASSWORD_MAX_LENGTH } from '@/lib/password-rule';

const currentPassword = z
  .string({ error: 'security.password.error.current' })
  .check(
    z.minLength(1, 'security.password.error.current'),
    z.maxLength(PASSWORD_MAX_LENGTH, 'security.password.error.wrong'),
  );

export const changePasswordSchema = z
  .object({
    currentPassword,
    newPassword: newPassword({ required: 'security.password.error.new', rule: 'account.passwordRule' }),
    confirmPassword: z.string({ error: 'security.password.error.mismatch' }),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: 'security.password.error.mismatch',
      path: ['confirmPassword'],
    }),
    z.refine((v) => v.newPassword !== v.currentPassword, {
      error: 'security.password.error.same',
      path: ['newPassword'],
    }),
  );

export const changeEmailSchema = z.object({
  newEmail: emailField({ required: 'security.email.error.required', invalid: 'account.emailInvalid' }),
});

// Better Auth's ids: letters and digits (32 of them today).
const SESSION_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const revokeSessionSchema = z.object({
  sessionId: z
    .string({ error: 'security.sessions.error.notFound' })
    .check(z.regex(SESSION_ID, 'security.sessions.error.notFound')),
});

export const revokeOtherSessionsSchema = z.object({});
