// The portal's Shipments tab (server-rendered): every shipment of the customer, newest first, a
// page at a time.
import { Pager } from '@/components/pager';
import { buttonVariants } from '@/components/ui/button';
import type { ShipmentListProps } from './dashboard.server';
import { ShipmentSearchForm } from './shipment-search-form';
import { ShipmentsTable } from './shipments-table';

export function ShipmentListPage(props: ShipmentListProps) {
  const { labels: l, createShipment, search, countText, shipments } = props;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-brand">{l['portal.shipments.title']}</h1>
          <p className="mt-1 text-sm text-muted-foreground" data-testid="shipment-count">
            {countText}
          </p>
        </div>
        <a href={createShipment} className={buttonVariants({ variant: 'accent' })}>
          {l['portal.actions.createShipment']}
        </a>
      </div>
      <section className="portal-card" aria-labelledby="shipments-heading">
        <h2 id="shipments-heading" className="sr-only">
          {l['portal.shipments.title']}
        </h2>
        <ShipmentSearchForm labels={l} search={search} id="shipments-search" />
        {search.query && (
          <a href={search.action} className="text-sm font-semibold text-brand underline underline-offset-4">
            {l['portal.search.clear']}
          </a>
        )}
        <ShipmentsTable
          labels={l}
          shipments={shipments}
          emptyText={search.query ? l['portal.search.empty'] : undefined}
        />
        <Pager list={props} className="mt-4" />
      </section>
    </>
  );
}
