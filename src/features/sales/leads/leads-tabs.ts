// The parts of the Leads section (/admin/leads): each its own page, linked from every one of them.
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';

const LEADS_PARTS = [
  { key: 'list', path: '/admin/leads', label: 'adminLeads.tab.list' },
  { key: 'board', path: '/admin/leads/board', label: 'adminLeads.tab.board' },
  { key: 'duplicates', path: '/admin/leads/duplicates', label: 'adminLeads.tab.duplicates' },
  { key: 'report', path: '/admin/leads/report', label: 'adminLeads.tab.report' },
  { key: 'clock', path: '/admin/leads/clock', label: 'adminLeads.tab.clock' },
] as const satisfies readonly { key: string; path: string; label: MessageKey }[];

export type LeadsPart = (typeof LEADS_PARTS)[number]['key'];

/** The Leads section's tabs (LinkTabs), `current` marked. */
export function leadsTabs(locale: Locale, current: LeadsPart) {
  return LEADS_PARTS.map((part) => ({
    key: part.key,
    href: localizePath(locale, part.path),
    label: translate(locale, part.label),
    current: part.key === current,
  }));
}
