// The customer's dashboard (server-rendered): sidebar and the Overview. Only controls that work:
// Overview, Support (the contact page), Sign Out and Create New Shipment.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import type { DashboardLabels } from './dashboard.server';
import { StatusBadge } from './status-badge';

export interface DashboardShipment {
  id: string;
  trackingNumber: string;
  origin: string;
  destination: string;
  status: string;
  statusLabel: string;
  date: string;
}

export interface DashboardProps {
  labels: DashboardLabels;
  fullName: string;
  customerId: string;
  links: { overview: string; support: string; createShipment: string; home: string; signOut: string };
  stats: { total: number; active: number; pending: number };
  shipments: DashboardShipment[];
  notifications: { id: string; title: string; when: string; iso: string }[];
  /** The success notice after a shipment was created (an island), if any. */
  children?: ReactNode;
}

const card = 'rounded-lg border bg-background p-5 shadow-xs';

export function DashboardPage({ labels: l, fullName, customerId, links, stats, shipments, notifications, children }: DashboardProps) {
  const statCards = [
    { key: 'total', label: l['portal.stats.total'], value: stats.total },
    { key: 'active', label: l['portal.stats.active'], value: stats.active },
    { key: 'pending', label: l['portal.stats.pending'], value: stats.pending },
  ];
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 pb-20 pt-32 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
      <aside className={`${card} h-fit`}>
        <p className="text-lg font-bold text-brand" data-testid="customer-name">{fullName}</p>
        <p className="mt-1 text-sm text-muted-foreground">
          {l['portal.sidebar.customerId']}: <span data-testid="customer-id" className="font-mono">{customerId}</span>
        </p>
        <nav aria-label={l['portal.sidebar.label']} className="mt-6 grid gap-1">
          <a href={links.overview} aria-current="page" className={`${buttonVariants({ variant: 'ghost' })} justify-start bg-foreground/5`}>
            {l['portal.sidebar.overview']}
          </a>
          <a href={links.support} className={`${buttonVariants({ variant: 'ghost' })} justify-start`}>
            {l['portal.sidebar.support']}
          </a>
        </nav>
        <form method="post" action={links.signOut} className="mt-6">
          <input type="hidden" name="next" value={links.home} />
          <button type="submit" className={`${buttonVariants({ variant: 'outline' })} w-full`}>{l['portal.sidebar.signOut']}</button>
        </form>
      </aside>

      <div className="grid content-start gap-8">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <h1 className="text-3xl font-bold text-brand">{l['portal.overview.title']}</h1>
          <a href={links.createShipment} className={buttonVariants({ variant: 'accent' })}>{l['portal.actions.createShipment']}</a>
        </div>
        {children}
        <ul className="grid gap-4 sm:grid-cols-3">
          {statCards.map((s) => (
            <li key={s.key} className={card} data-stat={s.key}>
              <p className="text-sm text-muted-foreground">{s.label}</p>
              <p className="mt-2 text-3xl font-bold tabular-nums">{s.value}</p>
            </li>
          ))}
        </ul>

        <section aria-labelledby="recent-heading" className={card}>
          <h2 id="recent-heading" className="text-xl font-semibold">{l['portal.recent.title']}</h2>
          {shipments.length === 0 ? (
            <p className="mt-4 text-muted-foreground">{l['portal.recent.empty']}</p>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead className="text-xs uppercase tracking-wide text-muted-foreground">
                  <tr>
                    {[l['portal.recent.tracking'], l['portal.recent.origin'], l['portal.recent.destination'], l['portal.recent.status'], l['portal.recent.date']].map((h) => (
                      <th key={h} scope="col" className="px-3 py-2 font-semibold">{h}</th>
                    ))}
                  </tr>
                </thead>
                <tbody className="divide-y divide-border">
                  {shipments.map((s) => (
                    <tr key={s.id} data-shipment={s.trackingNumber}>
                      <th scope="row" className="px-3 py-3 font-mono font-semibold">{s.trackingNumber}</th>
                      <td className="px-3 py-3">{s.origin}</td>
                      <td className="px-3 py-3">{s.destination}</td>
                      <td className="px-3 py-3"><StatusBadge status={s.status} label={s.statusLabel} /></td>
                      <td className="whitespace-nowrap px-3 py-3 tabular-nums">{s.date}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>

        <section aria-labelledby="notifications-heading" className={card}>
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
      </div>
    </div>
  );
}
