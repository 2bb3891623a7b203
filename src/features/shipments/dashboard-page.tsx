// The portal's Overview tab (server-rendered, inside the portal layout): stats, recent shipments,
// notifications, and the way to create a shipment.
import { buttonVariants } from '@/components/ui/button';
import { portalCard } from '@/features/portal/portal';
import type { DashboardProps } from './dashboard.server';
import { ShipmentsTable } from './shipments-table';

export function DashboardPage({ labels: l, createShipment, stats, shipments, notifications }: DashboardProps) {
  const statCards = [
    { key: 'total', label: l['portal.stats.total'], value: stats.total },
    { key: 'active', label: l['portal.stats.active'], value: stats.active },
    { key: 'pending', label: l['portal.stats.pending'], value: stats.pending },
  ];
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-brand">{l['portal.overview.title']}</h1>
        <a href={createShipment} className={buttonVariants({ variant: 'accent' })}>{l['portal.actions.createShipment']}</a>
      </div>
      <ul className="grid gap-4 sm:grid-cols-3">
        {statCards.map((s) => (
          <li key={s.key} className={portalCard} data-stat={s.key}>
            <p className="text-sm text-muted-foreground">{s.label}</p>
            <p className="mt-2 text-3xl font-bold tabular-nums">{s.value}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="recent-heading" className={portalCard}>
        <h2 id="recent-heading" className="text-xl font-semibold">{l['portal.recent.title']}</h2>
        <ShipmentsTable labels={l} shipments={shipments} />
      </section>

      <section aria-labelledby="notifications-heading" className={portalCard}>
        <h2 id="notifications-heading" className="text-xl font-semibold">{l['portal.notifications.title']}</h2>
        {notifications.length === 0 ? (
          <p className="mt-4 text-muted-foreground">{l['portal.notifications.empty']}</p>
        ) : (
          <ul className="mt-4 divide-y divide-border">
            {notifications.map((n) => (
              <li key={n.id} className="flex flex-wrap justify-between gap-2 py-3">
                <span className="font-medium">{n.title}</span>
                <time dateTime={n.iso} className="text-sm text-muted-foreground">{n.when}</time>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
