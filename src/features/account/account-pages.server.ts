// What the account pages need from the server: their titles, the translated strings for the
// island, the links, and the form's state: where it posts, its hidden fields, and after a post
// without JavaScript the message and values to show again, or its confirmation.
import { actions } from 'astro:actions';
import type { AstroGlobal } from 'astro';
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { localeOfPath, localizePath } from '@/lib/paths';
import { REDIRECT_PARAM } from '@/server/route-guard';
import { PASSWORD_CHANGED_PARAM, RESET_SENT_PARAM, SIGNUP_DONE_PARAM } from './account.actions';
import { ACCOUNT_KEYS, isAccountMessageKey, type AccountFormState, type AccountLinks } from './account-strings';

export type AccountPageName = 'login' | 'signup' | 'forgot' | 'reset';

const FORMS = {
  login: { action: actions.account.signIn, kept: ['email'], doneParam: undefined },
  signup: { action: actions.account.signUp, kept: ['firstName', 'lastName', 'email'], doneParam: SIGNUP_DONE_PARAM },
  forgot: { action: actions.account.requestReset, kept: ['email'], doneParam: RESET_SENT_PARAM },
  reset: { action: actions.account.resetPassword, kept: [], doneParam: PASSWORD_CHANGED_PARAM },
} as const;

type PageContext = Pick<AstroGlobal, 'url' | 'request' | 'getActionResult'>;

async function formState(astro: PageContext, name: AccountPageName, locale: string): Promise<AccountFormState> {
  const { url } = astro;
  const spec = FORMS[name];
  const target = new URL(url);
  if (spec.doneParam) target.searchParams.delete(spec.doneParam);
  target.searchParams.set('_action', String(spec.action).replace(/^\?_action=/, ''));
  const hidden: Record<string, string> = { locale };
  const state: AccountFormState = { action: `${target.pathname}${target.search}`, hidden };
  const redirect = url.searchParams.get(REDIRECT_PARAM);
  if (name === 'login' && redirect) {
    // A confirmation link that failed lands on its target with ?error= (Better Auth), and the guard
    // sends it here: say so, and go to the target itself after signing in.
    const remembered = new URL(redirect, url);
    if (remembered.searchParams.has('error')) {
      state.error = 'account.login.linkExpired';
      remembered.searchParams.delete('error');
    }
    hidden.redirect = `${remembered.pathname}${remembered.search}`;
  }
  const token = url.searchParams.get('token');
  if (name === 'reset' && token && !url.searchParams.get('error')) hidden.token = token;

  if (spec.doneParam && url.searchParams.get(spec.doneParam) === '1') state.done = true;
  const result = astro.getActionResult(spec.action);
  if (result?.error) {
    state.error = isAccountMessageKey(result.error.message) ? result.error.message : 'account.error';
    // Read a clone: the body must stay unread for the renderer (see contact-section.astro).
    const form = await astro.request.clone().formData().catch(() => new FormData());
    state.values = Object.fromEntries(spec.kept.map((field) => [field, String(form.get(field) ?? '')]));
  }
  return state;
}

export async function accountPage(astro: PageContext, name: AccountPageName) {
  const locale = localeOfPath(astro.url.pathname);
  const key = (suffix: string) => `account.${name}.${suffix}` as MessageKey;
  const links: AccountLinks = {
    login: localizePath(locale, '/login'),
    signup: localizePath(locale, '/signup'),
    forgot: localizePath(locale, '/forgot-password'),
  };
  return {
    title: translate(locale, key('title')),
    subtitle: translate(locale, key('subtitle')),
    meta: { title: translate(locale, key('metaTitle')), noindex: name === 'reset' },
    t: pick(locale, ACCOUNT_KEYS),
    links,
    form: await formState(astro, name, locale),
  };
}
