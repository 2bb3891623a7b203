// The Settings tab's sections, each its own page: profile, security (password, email, sessions),
// two-factor sign-in and privacy (the LGPD rights).
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

export const SETTINGS_SECTIONS = [
  { key: 'profile', path: '/dashboard/settings', label: 'settings.section.profile' },
  { key: 'security', path: '/dashboard/settings/security', label: 'settings.section.security' },
  { key: 'two-factor', path: '/dashboard/settings/two-factor', label: 'settings.section.twoFactor' },
  { key: 'privacy', path: '/dashboard/settings/privacy', label: 'settings.section.privacy' },
] as const;

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number]['key'];

/** For <LinkTabs>: the sections as links in `locale`, `current` marked. */
export function settingsTabs(locale: Locale, current: SettingsSection) {
  return SETTINGS_SECTIONS.map((s) => ({
    key: s.key,
    href: localizePath(locale, s.path),
    label: translate(locale, s.label),
    current: s.key === current,
  }));
}
