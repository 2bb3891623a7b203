// What the dashboard page renders: the customer's name and ID, stats, recent shipments and
// notifications, with every label and date already in the page's language.
import { pick, translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { listNotifications, listShipments, shipmentStats } from './shipments.server';
import type { DashboardProps } from './dashboard-page';
import { signOutFormAction } from '@/features/account/sign-out-form';

const LABEL_KEYS = [
  'portal.sidebar.label', 'portal.sidebar.customerId', 'portal.sidebar.overview', 'portal.sidebar.support',
  'portal.sidebar.signOut', 'portal.overview.title', 'portal.stats.total', 'portal.stats.active',
  'portal.stats.pending', 'portal.recent.title', 'portal.recent.tracking', 'portal.recent.origin',
  'portal.recent.destination', 'portal.recent.status', 'portal.recent.date', 'portal.recent.empty',
  'portal.actions.createShipment', 'portal.notifications.title', 'portal.notifications.empty',
  'portal.toast.successTitle', 'portal.toast.successText',
] as const satisfies readonly MessageKey[];

export type DashboardLabels = Record<(typeof LABEL_KEYS)[number], string>;

const KNOWN_STATUSES = new Set(['pending', 'in-transit', 'delivered']);

export function customerId(userId: string) {
  return `C-${userId.slice(0, 5)}`;
}

/** '3 minutes ago' / 'há 3 minutos', in the largest unit that fits. */
export function relativeTime(date: Date, locale: Locale, now = Date.now()) {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const seconds = Math.round((date.getTime() - now) / 1000);
  const units: [Intl.RelativeTimeFormatUnit, number][] = [['day', 86_400], ['hour', 3_600], ['minute', 60]];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

interface DashboardUser {
  id: string;
  firstName: string;
  lastName: string;
}

export async function dashboardProps(user: DashboardUser, locale: Locale): Promise<DashboardProps> {
  const [recent, stats, notes] = await Promise.all([listShipments(user.id), shipmentStats(user.id), listNotifications(user.id)]);
  const dateFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeZone: 'America/Fortaleza' });
  return {
    labels: pick(locale, LABEL_KEYS),
    fullName: `${user.firstName} ${user.lastName}`.trim(),
    customerId: customerId(user.id),
    links: {
      overview: localizePath(locale, '/dashboard'),
      support: localizePath(locale, '/contact'),
      createShipment: localizePath(locale, '/create-shipment'),
      home: localizePath(locale, '/'),
      signOut: signOutFormAction(localizePath(locale, '/')),
    },
    stats,
    shipments: recent.map((s) => ({
      id: s.id,
      trackingNumber: s.trackingNumber,
      origin: s.origin,
      destination: s.destination,
      status: s.status,
      statusLabel: KNOWN_STATUSES.has(s.status) ? translate(locale, `portal.status.${s.status}` as MessageKey) : s.status,
      date: dateFormat.format(s.createdAt),
    })),
    notifications: notes.map((n) => ({ id: n.id, title: n.title, when: relativeTime(n.createdAt, locale), iso: n.createdAt.toISOString() })),
  };
}
