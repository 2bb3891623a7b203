// The staff's account forms, shared by the actions and the tests: inviting a staff member, changing
// a role, suspending and restoring an account, turning off its two-factor sign-in. The destructive
// ones carry a required "I confirm" checkbox, so they need two deliberate steps without script too.
import { emailField, optionalText, personName } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { locales } from '@/lib/i18n-types';

/** The confirmation checkbox's value. */
export const CONFIRM_VALUE = 'yes';

/** The roles the staff invite someone to: staff, or a gatehouse guard (porteiro). */
export const STAFF_ROLES = ['admin', 'guard'] as const;
export const REASON_MAX_LENGTH = 200;

const INVALID_ACCOUNT = 'adminAccounts.error.notFound';

/** An account id as Better Auth makes them (letters, digits, - and _), in a hidden field. */
export const accountId = z.string({ error: INVALID_ACCOUNT }).check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, INVALID_ACCOUNT));

const confirm = z
  .string({ error: 'adminAccounts.error.confirm' })
  .check(z.refine((v) => v === CONFIRM_VALUE, 'adminAccounts.error.confirm'));

export const inviteSchema = z.object({
  firstName: personName({ required: 'adminAccounts.error.firstName', tooLong: 'adminAccounts.error.tooLong' }),
  lastName: personName({ required: 'adminAccounts.error.lastName', tooLong: 'adminAccounts.error.tooLong' }),
  email: emailField({ invalid: 'adminAccounts.error.email' }),
  locale: z.enum(locales, { error: 'adminAccounts.error.locale' }),
  /** Staff ('admin'), or a gatehouse guard who opens only the gatehouse screen. */
  role: z.optional(z.enum(STAFF_ROLES, { error: 'gatehouse.invite.roleInvalid' })),
});

export const promoteSchema = z.object({ userId: accountId });
export const demoteSchema = z.object({ userId: accountId, confirm });
export const suspendSchema = z.object({
  userId: accountId,
  reason: optionalText({ tooLong: 'adminAccounts.error.tooLong' }, REASON_MAX_LENGTH),
  confirm,
});
export const restoreSchema = z.object({ userId: accountId });
export const twoFactorOffSchema = z.object({ userId: accountId, confirm });

export type InviteInput = z.output<typeof inviteSchema>;
export type SuspendInput = z.output<typeof suspendSchema>;
