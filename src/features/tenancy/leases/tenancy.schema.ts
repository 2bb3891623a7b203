// The tenancy forms, shared by the actions and the tests: the staff link an account to a module
// (a lease) and end or remove one; a tenant's main account and managers invite colleagues, withdraw
// an invitation and remove a person; the invited person accepts.
import { isCalendarDay } from '@/lib/calendar-day';
import { emailField, optionalText, recordId } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { locales } from '@/lib/i18n-types';
import { INVITE_ROLES } from '@/lib/statuses/tenancy';

export const MODULE_COUNT = 18;
export const COMPANY_MAX_LENGTH = 120;
/** An invitation link's token: 32 random bytes, base64url. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const moduleNumber = z.pipe(
  z.string({ error: 'tenancy.error.module' }).check(
    z.trim(),
    z.refine((v) => /^\d{1,2}$/.test(v) && Number(v) >= 1 && Number(v) <= MODULE_COUNT, 'tenancy.error.module'),
  ),
  z.transform(Number),
);

const day = (message: 'tenancy.error.startsOn' | 'tenancy.error.endsOn') =>
  z.string({ error: message }).check(
    z.trim(),
    z.refine((v) => isCalendarDay(v), message),
  );

/** Blank is absent (Astro's form parsing sends a blank field inside a pipe as null). */
const optionalDay = z.pipe(
  z.nullish(
    z.string().check(
      z.trim(),
      z.refine((v) => v === '' || isCalendarDay(v), 'tenancy.error.endsOn'),
    ),
  ),
  z.transform((v) => v || null),
);

export const linkLeaseSchema = z
  .object({
    email: emailField({ invalid: 'tenancy.error.email' }),
    module: moduleNumber,
    startsOn: day('tenancy.error.startsOn'),
    endsOn: optionalDay,
    companyName: z.pipe(
      z.nullable(optionalText({ tooLong: 'tenancy.error.tooLong' }, COMPANY_MAX_LENGTH)),
      z.transform((v) => v || null),
    ),
  })
  .check(
    z.refine((v) => !v.endsOn || v.endsOn >= v.startsOn, {
      message: 'tenancy.error.dayOrder',
      path: ['endsOn'],
    }),
  );

export const endLeaseSchema = z.object({ leaseId: recordId, endsOn: day('tenancy.error.endsOn') });

export const removeLeaseSchema = z.object({ leaseId: recordId });

export const inviteSchema = z.object({
  email: emailField({ invalid: 'tenancy.error.email' }),
  role: z.enum(INVITE_ROLES, 'tenancy.error.role'),
  locale: z.enum(locales, { error: 'tenancy.error.locale' }),
});

export const withdrawInviteSchema = z.object({ inviteId: recordId });

export const removeMemberSchema = z.object({
  userId: z
    .string({ error: 'tenancy.error.notFound' })
    .check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'tenancy.error.notFound')),
});

export const acceptInviteSchema = z.object({
  token: z.string({ error: 'tenancy.invite.gone' }).check(z.regex(TOKEN_PATTERN, 'tenancy.invite.gone')),
});

export type LinkLeaseInput = z.output<typeof linkLeaseSchema>;
export type EndLeaseInput = z.output<typeof endLeaseSchema>;
export type InviteInput = z.output<typeof inviteSchema>;
