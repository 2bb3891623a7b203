// The parts of the Visits section (/admin/visits): each its own page, linked from every one of them.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

const VISITS_PARTS = [
  { key: 'week', path: '/admin/visits', label: 'adminVisits.tab.week' },
  { key: 'settings', path: '/admin/visits/settings', label: 'adminVisits.tab.settings' },
  { key: 'calendar', path: '/admin/visits/calendar', label: 'adminVisits.tab.calendar' },
] as const satisfies readonly { key: string; path: string; label: MessageKey }[];

export type VisitsPart = (typeof VISITS_PARTS)[number]['key'];

/** The Visits section's tabs (LinkTabs, with their label), `current` marked. */
export function visitsTabs(locale: Locale, current: VisitsPart) {
  return {
    label: translate(locale, 'adminVisits.tabs'),
    tabs: VISITS_PARTS.map((part) => ({
      key: part.key,
      href: localizePath(locale, part.path),
      label: translate(locale, part.label),
      current: part.key === current,
    })),
  };
}
