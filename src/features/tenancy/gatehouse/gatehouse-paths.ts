import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

/** The gatehouse screen in `locale`, showing the pass with `code` when given. */
export const gatehousePath = (locale: Locale, code?: string) =>
  `${localizePath(locale, '/portaria')}${code ? `?codigo=${encodeURIComponent(code)}` : ''}`;
