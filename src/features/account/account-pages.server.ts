// What the account pages need from the server: their titles, the translated strings for the
// island and the links and targets, all in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import { localeOfPath, localizePath } from '@/lib/paths';
import { afterSignInPath, REDIRECT_PARAM } from '@/server/route-guard';
import { ACCOUNT_KEYS, type AccountLinks } from './account-strings';

export type AccountPageName = 'login' | 'signup' | 'forgot' | 'reset';

export function accountPage(url: URL, name: AccountPageName) {
  const locale = localeOfPath(url.pathname);
  const key = (suffix: string) => `account.${name}.${suffix}` as MessageKey;
  const links: AccountLinks = {
    login: localizePath(locale, '/login'),
    signup: localizePath(locale, '/signup'),
    forgot: localizePath(locale, '/forgot-password'),
  };
  return {
    locale,
    title: translate(locale, key('title')),
    subtitle: translate(locale, key('subtitle')),
    meta: { title: translate(locale, key('metaTitle')), noindex: name === 'reset' },
    noScript: translate(locale, 'account.noScript'),
    t: pick(locale, ACCOUNT_KEYS),
    links,
    /** Login: where to go after signing in (validated ?redirect=). */
    target: afterSignInPath(locale, url.searchParams.get(REDIRECT_PARAM)),
    dashboard: localizePath(locale, '/dashboard'),
    resetPage: localizePath(locale, '/reset-password'),
    /** Reset: the token of a valid emailed link. */
    token: url.searchParams.get('error') ? undefined : (url.searchParams.get('token') ?? undefined),
  };
}
