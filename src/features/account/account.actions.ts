// The account forms' actions: sign in, sign up, ask for a reset link, set a new password, sign out.
// The islands call them; without JavaScript the forms post to them (account.middleware.ts). Errors
// carry a message key the page translates; every answer is the same whether or not an account has
// the address.
import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import * as z from 'zod/mini';
import { isLocale, type Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { isStrongPassword } from '@/lib/password-rule';
import { getAuth } from '@/server/auth';
import { afterSignInPath, safeRedirectTarget } from '@/server/route-guard';
import { failureMessage } from './account-messages';
import type { AccountMessageKey } from './account-strings';
import { AUTH_PATHS, callAuth } from './auth-call.server';
import { clearSessionCookies } from './session-cookies.server';

export const SIGNUP_DONE_PARAM = 'confirmar';
export const RESET_SENT_PARAM = 'enviado';
export const PASSWORD_CHANGED_PARAM = 'redefinida';

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));
const localeOf = (value: string | undefined): Locale => (isLocale(value) ? value : 'pt-BR');
const fail = (message: AccountMessageKey, code: ActionError['code'] = 'BAD_REQUEST') => new ActionError({ code, message });

const STATUS_CODES: Record<number, ActionError['code']> = { 401: 'UNAUTHORIZED', 403: 'FORBIDDEN', 429: 'TOO_MANY_REQUESTS' };

async function authOrFail(context: ActionAPIContext, path: Parameters<typeof callAuth>[1], body: object, fallback: AccountMessageKey) {
  const outcome = await callAuth(context, path, body);
  if (!outcome.ok) throw fail(failureMessage(outcome, fallback), STATUS_CODES[outcome.status] ?? 'BAD_REQUEST');
}

export const account = {
  signIn: defineAction({
    accept: 'form',
    input: z.object({ email: text(254), password: text(128), redirect: text(2000), locale: text(8) }),
    handler: async ({ email = '', password = '', redirect, locale }, context) => {
      if (!email.trim() || !password) throw fail('account.login.required');
      await authOrFail(context, AUTH_PATHS.signIn, { email: email.trim(), password }, 'account.error');
      return { next: afterSignInPath(localeOf(locale), redirect) };
    },
  }),

  signUp: defineAction({
    accept: 'form',
    input: z.object({ firstName: text(100), lastName: text(100), email: text(254), password: text(128), locale: text(8) }),
    handler: async (input, context) => {
      const [firstName, lastName, email] = [input.firstName, input.lastName, input.email].map((v) => v?.trim() ?? '');
      const password = input.password ?? '';
      if (!firstName || !lastName || !email || !password) throw fail('account.signup.required');
      if (!isStrongPassword(password)) throw fail('account.passwordRule');
      const locale = localeOf(input.locale);
      const callbackURL = localizePath(locale, '/dashboard');
      const body = { firstName, lastName, name: `${firstName} ${lastName}`, email, password, locale, callbackURL };
      await authOrFail(context, AUTH_PATHS.signUp, body, 'account.signup.failed');
      return { next: `${localizePath(locale, '/signup')}?${SIGNUP_DONE_PARAM}=1` };
    },
  }),

  requestReset: defineAction({
    accept: 'form',
    input: z.object({ email: text(254), locale: text(8) }),
    handler: async ({ email = '', locale }, context) => {
      if (!email.trim()) throw fail('account.forgot.required');
      const pageLocale = localeOf(locale);
      const redirectTo = localizePath(pageLocale, '/reset-password');
      await authOrFail(context, AUTH_PATHS.requestReset, { email: email.trim(), redirectTo }, 'account.forgot.failed');
      return { next: `${localizePath(pageLocale, '/forgot-password')}?${RESET_SENT_PARAM}=1` };
    },
  }),

  resetPassword: defineAction({
    accept: 'form',
    input: z.object({ token: text(500), newPassword: text(128), confirmPassword: text(128), locale: text(8) }),
    handler: async ({ token = '', newPassword = '', confirmPassword = '', locale }, context) => {
      if (!token) throw fail('account.reset.invalid');
      if (!newPassword || !confirmPassword) throw fail('account.reset.required');
      if (!isStrongPassword(newPassword)) throw fail('account.passwordRule');
      if (newPassword !== confirmPassword) throw fail('account.reset.mismatch');
      await authOrFail(context, AUTH_PATHS.reset, { token, newPassword }, 'account.reset.failed');
      return { next: `${localizePath(localeOf(locale), '/reset-password')}?${PASSWORD_CHANGED_PARAM}=1` };
    },
  }),

  /** SAIR: ends the session on the server when it can; the browser's cookies are cleared either way
   * (spec §7: a failed sign-out still clears the local session). */
  signOut: defineAction({
    accept: 'form',
    input: z.object({ next: text(2000) }),
    handler: async ({ next }, context) => {
      try {
        await getAuth().api.signOut({ headers: context.request.headers });
      } catch (error) {
        console.warn('sign-out: the server session could not be ended', error);
      }
      clearSessionCookies(context.cookies);
      return { next: safeRedirectTarget(next) ?? '/' };
    },
  }),
};
