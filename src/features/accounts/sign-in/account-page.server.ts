// What an account page (login, sign-up, forgotten and new password) gives its layout and its form
// island: the page's texts (`account.<page>.metaTitle`, `.title`, `.subtitle`), the form's strings,
// links and state, and whether a send without JavaScript just succeeded (its flash, taken).
import type { AstroGlobal } from 'astro';
import { formState } from '@/server/forms/failed-post';
import { takeFlash } from '@/server/flash';
import { ACCOUNT_KEYS } from './account-form-parts';
import { ACCOUNT_DONE } from './account.actions';
import { accountLinks } from './account-links';

type AccountPage = 'login' | keyof typeof ACCOUNT_DONE;

export function accountPage(astro: AstroGlobal, page: AccountPage, action: Parameters<typeof formState>[1]) {
  const { locale, t } = astro.locals;
  return {
    layout: {
      title: t(`account.${page}.metaTitle`),
      heading: t(`account.${page}.title`),
      subtitle: t(`account.${page}.subtitle`),
    },
    form: {
      t: t.pick(ACCOUNT_KEYS),
      links: accountLinks(locale),
      state: formState(astro, action),
      done: page !== 'login' && takeFlash(astro.locals, ACCOUNT_DONE[page].title),
    },
  };
}
