// The parts of the staff's Tenants section (/admin/tenants): each its own page, linked from every
// one of them.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

const TENANTS_PARTS = [
  { key: 'tenants', path: '/admin/tenants', label: 'tenancy.admin.tab.tenants' },
  { key: 'maintenance', path: '/admin/tenants/maintenance', label: 'tenancy.admin.tab.maintenance' },
  { key: 'rooms', path: '/admin/tenants/rooms', label: 'tenancy.admin.tab.rooms' },
  { key: 'notices', path: '/admin/tenants/notices', label: 'tenancy.admin.tab.notices' },
  { key: 'gate', path: '/admin/tenants/gate', label: 'tenancy.admin.tab.gate' },
] as const satisfies readonly { key: string; path: string; label: MessageKey }[];

export type TenantsPart = (typeof TENANTS_PARTS)[number]['key'];

/** The Tenants section's tabs (LinkTabs), `current` marked. */
export function tenantsTabs(locale: Locale, current: TenantsPart) {
  return TENANTS_PARTS.map((part) => ({
    key: part.key,
    href: localizePath(locale, part.path),
    label: translate(locale, part.label),
    current: part.key === current,
  }));
}
