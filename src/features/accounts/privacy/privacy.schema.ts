// The privacy forms' schemas, shared by the actions and the tests: the customer erasing their own
// account (password, the second factor's code when it is on, and an explicit confirmation), and
// the staff erasing a customer or a lead on their request (with how they asked).
import { emailField, optionalText, requiredText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { PASSWORD_MAX_LENGTH } from '@/lib/password-rule';
import { PRIVACY_SUBJECTS } from '@/server/db/schema/privacy';

export const NOTE_MAX_LENGTH = 500;
/** The confirmation checkbox's value. */
export const CONFIRM_VALUE = 'yes';

export const eraseAccountSchema = z.object({
  password: z
    .string({ error: 'privacy.erase.error.password' })
    .check(
      z.minLength(1, 'privacy.erase.error.password'),
      z.maxLength(PASSWORD_MAX_LENGTH, 'privacy.erase.error.wrongPassword'),
    ),
  code: optionalText({ tooLong: 'privacy.erase.error.wrongCode' }, 32),
  confirm: z
    .string({ error: 'privacy.erase.error.confirm' })
    .check(z.refine((v) => v === CONFIRM_VALUE, 'privacy.erase.error.confirm')),
});

export type EraseAccountInput = z.output<typeof eraseAccountSchema>;

export const staffEraseSchema = z.object({
  email: emailField({ invalid: 'privacy.staff.error.email' }),
  subject: z.enum(PRIVACY_SUBJECTS, { error: 'privacy.staff.error.subject' }),
  note: requiredText(
    { required: 'privacy.staff.error.note', tooLong: 'privacy.staff.error.noteTooLong' },
    NOTE_MAX_LENGTH,
  ),
});

export type StaffEraseInput = z.output<typeof staffEraseSchema>;
