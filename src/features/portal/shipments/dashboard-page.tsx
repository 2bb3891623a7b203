// The portal's Overview tab (server-rendered, inside the portal layout): stats, recent shipments,
// notifications, and the way to create a shipment.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { DashboardProps } from './dashboard.server';
import { ShipmentSearchForm } from './shipment-search-form';
import { ShipmentsTable } from './shipments-table';
import { TrackingText } from '@/components/tracking-text';

/** `reportButton`: the Generate Report island, given by the page as a slot (an island cannot live inside this server component). */
export function DashboardPage({
  labels: l,
  createShipment,
  track,
  search,
  stats,
  shipments,
  notifications,
  allNotifications,
  reportButton,
}: DashboardProps & { reportButton?: ReactNode }) {
  const statCards = [
    { key: 'total', label: l['portal.stats.total'], value: stats.total },
    { key: 'active', label: l['portal.stats.active'], value: stats.active },
    { key: 'pending', label: l['portal.stats.pending'], value: stats.pending },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold text-brand">{l['portal.overview.title']}</h1>
      <ShipmentSearchForm labels={l} search={search} id="overview-search" />
      <ul className="grid gap-4 sm:grid-cols-3" data-live-region="stats">
        {statCards.map((s) => (
          <li key={s.key} className="portal-card" data-stat={s.key}>
            <p className="text-sm text-muted-foreground">{s.label}</p>
            <p className="mt-2 text-3xl font-bold tabular-nums">{s.value}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="recent-heading" className="portal-card" data-live-region="recent-shipments">
        <h2 id="recent-heading" className="text-xl font-semibold">
          {l['portal.recent.title']}
        </h2>
        <ShipmentsTable labels={l} shipments={shipments} />
      </section>

      <section aria-labelledby="quick-heading" className="portal-card">
        <h2 id="quick-heading" className="text-xl font-semibold">
          {l['portal.quick.title']}
        </h2>
        <ul className="mt-4 flex flex-wrap gap-3">
          <li>
            <a href={createShipment} className={buttonVariants({ variant: 'accent' })}>
              {l['portal.actions.createShipment']}
            </a>
          </li>
          <li>
            <a href={track} className={buttonVariants({ variant: 'outline' })}>
              {l['portal.quick.track']}
            </a>
          </li>
          {reportButton && <li>{reportButton}</li>}
        </ul>
      </section>

      <section aria-labelledby="notifications-heading" className="portal-card" data-live-region="notifications">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="notifications-heading" className="text-xl font-semibold">
            {l['portal.notifications.title']}
          </h2>
          <a
            href={allNotifications}
            aria-label={l['notifications.seeAllLabel']}
            className="text-sm font-semibold text-brand underline underline-offset-4"
          >
            {l['notifications.seeAll']}
          </a>
        </div>
        {notifications.length === 0 ? (
          <p className="mt-4 text-muted-foreground">{l['portal.notifications.empty']}</p>
        ) : (
          <ul className="mt-4 divide-y divide-border">
            {notifications.map((n) => (
              <li key={n.id} className="flex flex-wrap justify-between gap-2 py-3">
                <span className="font-medium">
                  <TrackingText text={n.title} />
                </span>
                <time dateTime={n.iso} className="text-sm text-muted-foreground">
                  {n.when}
                </time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
