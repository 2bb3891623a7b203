// What the booking page and the visitor's manage page show: the free slots grouped by day (site
// time), the visit a link names, and the site's address and map link.
import type { Locale } from '@/lib/i18n-types';
import { queryText } from '@/server/lists';
import { siteAddress, siteConfig } from '@/server/site-config';
import { mapUrl } from './visit-invitation.email';
import { managedVisit, openSlots } from './visits.server';
import { visitWhen } from '@/lib/format';
import { siteDay } from '@/lib/site-time';
import { slotDay, slotTime } from './visit-time';
import type { SlotDay } from './slot-picker';

/** The free slots from `now`, by day, labelled in `locale`. */
export async function freeSlotDays(locale: Locale, now = new Date()): Promise<SlotDay[]> {
  const { free } = await openSlots(now);
  const days = new Map<string, SlotDay>();
  for (const slot of free) {
    const key = siteDay(slot);
    const day = days.get(key) ?? { day: key, label: slotDay(slot, locale), slots: [] };
    day.slots.push({ value: slot.toISOString(), label: slotTime(slot, locale) });
    days.set(key, day);
  }
  return [...days.values()];
}

export interface ManagedVisitView {
  status: 'booked' | 'cancelled' | 'over';
  when: string;
  moduleNumber: number | null;
  address: string;
  mapUrl: string;
  /** The visit's start as the slot list writes it, to leave it out of the choices. */
  current: string;
}

/** The visit a manage link names, for its page; undefined for a link that is tampered or expired. */
export async function managedVisitView(token: string, now = new Date()): Promise<ManagedVisitView | undefined> {
  const visit = await managedVisit(token, now);
  if (!visit) return undefined;
  const site = siteConfig();
  const status =
    visit.status === 'cancelled' ? 'cancelled' : visit.status === 'booked' && visit.startsAt > now ? 'booked' : 'over';
  return {
    status,
    when: visitWhen(visit.startsAt, visit.locale === 'en' ? 'en' : 'pt-BR'),
    moduleNumber: visit.moduleNumber,
    address: siteAddress(site),
    mapUrl: mapUrl(site),
    current: visit.startsAt.toISOString(),
  };
}

/** The module of interest a link brings (?modulo=N), if it is a module's number. */
export function moduleFromQuery(search: URLSearchParams, modules: readonly number[]): number | undefined {
  const n = Number(queryText(search, 'modulo', 3));
  return modules.includes(n) ? n : undefined;
}
