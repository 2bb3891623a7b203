// The account pages' links, in the page's language.
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import type { AccountLinks } from './account-form-parts';

export function accountLinks(locale: Locale): AccountLinks {
  return {
    login: localizePath(locale, '/login'),
    signup: localizePath(locale, '/signup'),
    forgot: localizePath(locale, '/forgot-password'),
  };
}
