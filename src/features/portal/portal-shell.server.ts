// What the portal's frame needs on every tab: the sidebar's labels, the customer's name and ID,
// and the links, all in the page's language.
import { pick, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { signOutFormAction } from '@/features/account/sign-out-form';

const SHELL_KEYS = [
  'portal.sidebar.label', 'portal.sidebar.customerId', 'portal.sidebar.overview', 'portal.sidebar.shipments',
  'portal.sidebar.settings', 'portal.sidebar.support', 'portal.sidebar.signOut',
] as const satisfies readonly MessageKey[];

export type PortalTab = 'overview' | 'shipments' | 'settings';

export interface PortalUser {
  id: string;
  firstName: string;
  lastName: string;
}

/** Spec §2: 'C-' and the first 5 characters of the profile id. */
export function customerId(userId: string) {
  return `C-${userId.slice(0, 5)}`;
}

export function portalShellProps(user: PortalUser, locale: Locale, active: PortalTab) {
  const home = localizePath(locale, '/');
  return {
    labels: pick(locale, SHELL_KEYS),
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    customerId: customerId(user.id),
    active,
    links: {
      overview: localizePath(locale, '/dashboard'),
      shipments: localizePath(locale, '/dashboard/shipments'),
      settings: localizePath(locale, '/dashboard/settings'),
      support: localizePath(locale, '/contact'),
      home,
      signOut: signOutFormAction(home),
    },
  };
}

export type PortalShellProps = ReturnType<typeof portalShellProps>;
