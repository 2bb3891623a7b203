// The admin's Site section, one page per part of the site: its identity, its photos (each further
// part adds one entry here).
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

export const SITE_SECTIONS = [
  { key: 'identity', path: '/admin/site', label: 'sitePhotos.nav.identity' },
  { key: 'photos', path: '/admin/site/photos', label: 'sitePhotos.nav.photos' },
] as const;

export type SiteSection = (typeof SITE_SECTIONS)[number]['key'];

/** For <LinkTabs>: the Site section's pages as links in `locale`, `current` marked. */
export function siteTabs(locale: Locale, current: SiteSection) {
  return SITE_SECTIONS.map((s) => ({
    key: s.key,
    href: localizePath(locale, s.path),
    label: translate(locale, s.label),
    current: s.key === current,
  }));
}
