// Two-factor sign-in: turn it on (password, then the first code from the app), make new backup
// codes, turn it off (password), and the sign-in's second step. Each goes through Better Auth's
// own endpoints (callAuth), so its password checks, attempt limits and cookies apply.
import { defineAction, type ActionAPIContext } from 'astro:actions';
import { authOrFail } from '@/server/auth-call';
import type { FormResult } from '@/lib/forms/form-state';
import { afterSignInPath } from '@/server/guards';
import { userFormAction } from '@/server/forms/form-action';
import { refuse } from '@/server/refusal';
import { successFlash } from '@/lib/flash';
import { confirmSchema, normaliseCode, passwordSchema, secondStepSchema } from './two-factor.schema';
import { twoFactorSettingsPath } from './two-factor-paths.server';

// The section again, keeping the page an enrolment the admin area required goes back to.
const settings = (context: ActionAPIContext) => twoFactorSettingsPath(context.locals.locale, context.url.searchParams);

export const twoFactor = {
  /** Creates the key (not active until confirmed): the page then shows it as a QR code and text. */
  start: userFormAction(passwordSchema, async (_user, { password }, context) => {
    await authOrFail(context, '/two-factor/enable', { password }, 'twoFactor.error.failed');
    return { next: settings(context) };
  }),
  /** The first code from the app turns it on; the page shows the backup codes once (stay). */
  confirm: userFormAction(confirmSchema, async (_user, { code }, context) => {
    await authOrFail(context, '/two-factor/verify-totp', { code }, 'twoFactor.error.code');
    return { next: settings(context), stay: true };
  }),
  /** Ten new backup codes (the old ones stop working), shown once. */
  newCodes: userFormAction(passwordSchema, async (_user, { password }, context) => {
    await authOrFail(context, '/two-factor/generate-backup-codes', { password }, 'twoFactor.error.failed');
    return { next: settings(context), stay: true };
  }),
  disable: userFormAction(passwordSchema, async (_user, { password }, context) => {
    await authOrFail(context, '/two-factor/disable', { password }, 'twoFactor.error.failed');
    return { next: settings(context), flash: successFlash('twoFactor.disabled') };
  }),
  /** The sign-in's second step: a code from the app, or one of the backup codes. */
  verify: defineAction({
    accept: 'form',
    input: secondStepSchema,
    handler: async ({ method, code, redirect }, context): Promise<FormResult> => {
      const normalised = normaliseCode(method, code);
      if (!normalised) refuse('BAD_REQUEST', 'twoFactor.error.codeFormat');
      const path = method === 'totp' ? '/two-factor/verify-totp' : '/two-factor/verify-backup-code';
      await authOrFail(context, path, { code: normalised }, 'twoFactor.error.code');
      return { next: afterSignInPath(context.locals.locale, redirect) };
    },
  }),
};
