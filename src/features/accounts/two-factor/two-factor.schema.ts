// The two-factor forms: turning it on (password, then a code from the app), new backup codes,
// turning it off (password), and the sign-in's second step (a code or a backup code).
import { normaliseBackupCode } from '@/lib/backup-codes';
import { hiddenText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

const password = z
  .string({ error: 'twoFactor.error.passwordRequired' })
  .check(z.minLength(1, 'twoFactor.error.passwordRequired'), z.maxLength(128, 'twoFactor.error.password'));

/** Six digits from the authenticator app (spaces allowed, as apps show "123 456"). */
const totpCode = z.pipe(
  z
    .string({ error: 'twoFactor.error.codeFormat' })
    .check(z.refine((v) => /^\s*\d{3}\s?\d{3}\s*$/.test(v), 'twoFactor.error.codeFormat')),
  z.transform((v: string) => v.replace(/\s/g, '')),
);

/** A backup code as shown ('7KQ2-M9XD-4HRT', or an older 'aB3dE-12x45'): src/lib/backup-codes.ts. */
const backupCode = z.pipe(
  z
    .string({ error: 'twoFactor.error.codeFormat' })
    .check(z.refine((v) => normaliseBackupCode(v) !== undefined, 'twoFactor.error.codeFormat')),
  z.transform((v: string) => normaliseBackupCode(v) ?? v),
);

export const passwordSchema = z.object({ password });
export const confirmSchema = z.object({ code: totpCode });

export const secondStepSchema = z.object({
  method: z.enum(['totp', 'backup'], 'twoFactor.error.codeFormat'),
  code: z
    .string({ error: 'twoFactor.error.codeFormat' })
    .check(z.regex(/^[A-Za-z0-9 -]{6,24}$/, 'twoFactor.error.codeFormat')),
  redirect: hiddenText(2000),
});

/** The code in its stored form for its method, or undefined when it cannot be one. */
export function normaliseCode(method: 'totp' | 'backup', code: string): string | undefined {
  const parsed = z.safeParse(method === 'totp' ? totpCode : backupCode, code);
  return parsed.success ? parsed.data : undefined;
}
