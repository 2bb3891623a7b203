// The account forms' actions: sign in, sign up, ask for a reset link, set a new password, sign out.
// Each returns where the browser goes next (and the message shown there); errors carry a message
// key the page translates. Every answer is the same whether or not an account has the address.
import { defineAction, type ActionAPIContext } from 'astro:actions';
import { successFlash, type Flash } from '@/lib/flash';
import type { FormResult } from '@/lib/forms/form-state';
import { hiddenText } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';
import { isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { getAuth } from '@/server/auth';
import { moduleLogger } from '@/server/observability';
import { secondStepPath } from '@/features/accounts/two-factor/two-factor-paths.server';
import { afterSignInPath, safeRedirectTarget } from '@/server/guards';
import { requestResetSchema, resetPasswordSchema, signInSchema, signUpSchema } from './account.schema';
import { AUTH_PATHS, authOrFail } from '@/server/auth-call';
import { clearSessionCookies } from './session-cookies.server';

/** The confirmations the sign-up, forgot and reset pages show after a post without JavaScript. */
export const ACCOUNT_DONE = {
  signup: { title: 'account.signup.confirmTitle', text: 'account.signup.confirmText', variant: 'info' },
  forgot: successFlash('account.forgot.sent'),
  reset: successFlash('account.reset.done'),
} as const satisfies Record<string, Flash>;

/** The form's language (its emails are written in it), else the page's. */
const formLocale = (input: { locale?: string }, context: ActionAPIContext): Locale =>
  isLocale(input.locale) ? input.locale : context.locals.locale;

export const account = {
  signIn: defineAction({
    accept: 'form',
    input: signInSchema,
    handler: async (input, context): Promise<FormResult> => {
      const answer = await authOrFail(
        context,
        AUTH_PATHS.signIn,
        { email: input.email, password: input.password },
        'account.error',
      );
      const locale = formLocale(input, context);
      // Two-factor accounts: no session yet, a code next (the step's cookie is set).
      if (answer.twoFactorRedirect === true) return { next: secondStepPath(locale, input.redirect) };
      return { next: afterSignInPath(locale, input.redirect) };
    },
  }),

  signUp: defineAction({
    accept: 'form',
    input: signUpSchema,
    handler: async ({ firstName, lastName, email, password, ...input }, context): Promise<FormResult> => {
      const locale = formLocale(input, context);
      const callbackURL = afterSignInPath(locale, input.redirect);
      const body = { firstName, lastName, name: `${firstName} ${lastName}`, email, password, locale, callbackURL };
      await authOrFail(context, AUTH_PATHS.signUp, body, 'account.signup.failed');
      return { next: localizePath(locale, '/signup'), flash: ACCOUNT_DONE.signup };
    },
  }),

  requestReset: defineAction({
    accept: 'form',
    input: requestResetSchema,
    handler: async (input, context): Promise<FormResult> => {
      const locale = formLocale(input, context);
      const redirectTo = localizePath(locale, '/reset-password');
      await authOrFail(context, AUTH_PATHS.requestReset, { email: input.email, redirectTo }, 'account.forgot.failed');
      return { next: localizePath(locale, '/forgot-password'), flash: ACCOUNT_DONE.forgot };
    },
  }),

  resetPassword: defineAction({
    accept: 'form',
    input: resetPasswordSchema,
    handler: async (input, context): Promise<FormResult> => {
      await authOrFail(
        context,
        AUTH_PATHS.reset,
        { token: input.token, newPassword: input.newPassword },
        'account.reset.failed',
      );
      return { next: localizePath(formLocale(input, context), '/reset-password'), flash: ACCOUNT_DONE.reset };
    },
  }),

  /** SAIR: ends the session on the server when it can; the browser's cookies are cleared either way
   * (spec §7: a failed sign-out still clears the local session). */
  signOut: defineAction({
    accept: 'form',
    input: z.object({ next: hiddenText(2000) }),
    handler: async ({ next }, context): Promise<FormResult> => {
      try {
        await getAuth().api.signOut({ headers: context.request.headers });
      } catch (error) {
        moduleLogger('account').warn({ err: error }, 'sign-out: the server session could not be ended');
      }
      clearSessionCookies(context.cookies);
      return { next: safeRedirectTarget(next) ?? localizePath(context.locals.locale, '/') };
    },
  }),
};
