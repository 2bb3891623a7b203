// The parts of the Site section (/admin/site): each its own page, linked from every one of them.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

const SITE_PARTS = [
  { key: 'identity', path: '/admin/site', label: 'adminSite.tab.identity' },
  { key: 'modules', path: '/admin/site/modules', label: 'adminSite.tab.modules' },
  { key: 'photos', path: '/admin/site/photos', label: 'adminSite.tab.photos' },
  { key: 'faq', path: '/admin/site/faq', label: 'adminSite.tab.faq' },
  { key: 'banner', path: '/admin/site/banner', label: 'adminSite.tab.banner' },
] as const satisfies readonly { key: string; path: string; label: MessageKey }[];

export type SitePart = (typeof SITE_PARTS)[number]['key'];

/** The Site section's tabs (LinkTabs), `current` marked. */
export function siteTabs(locale: Locale, current: SitePart) {
  return SITE_PARTS.map((part) => ({
    key: part.key,
    href: localizePath(locale, part.path),
    label: translate(locale, part.label),
    current: part.key === current,
  }));
}
