// The customer's shipments as a table (Overview's Recent Shipments and the Shipments tab; a card per
// shipment on a phone), or the spec's empty text.
import { TableFrame } from '@/components/list-parts';
import { ShipmentBadge } from '@/components/status-badges';
import { buttonVariants } from '@/components/ui/button';
import type { TableLabels, TableShipment } from './dashboard.server';

interface ShipmentsTableProps {
  labels: TableLabels;
  shipments: TableShipment[];
  /** Shown instead of the spec's empty text, e.g. when a search matched nothing. */
  emptyText?: string;
}

export function ShipmentsTable({ labels: l, shipments, emptyText }: ShipmentsTableProps) {
  if (shipments.length === 0)
    return <p className="mt-4 text-muted-foreground">{emptyText ?? l['portal.recent.empty']}</p>;
  return (
    <TableFrame
      framed={false}
      minWidth="md:min-w-[42rem]"
      headings={[
        l['portal.recent.tracking'],
        l['portal.recent.origin'],
        l['portal.recent.destination'],
        l['portal.recent.status'],
        l['portal.recent.date'],
        { label: l['portal.recent.details'], hidden: true },
      ]}
    >
      {shipments.map((s) => (
        <tr key={s.id} data-shipment={s.trackingNumber}>
          <th scope="row" className="font-mono font-semibold whitespace-nowrap">
            {s.trackingNumber}
          </th>
          <td data-label={l['portal.recent.origin']}>{s.origin}</td>
          <td data-label={l['portal.recent.destination']}>{s.destination}</td>
          <td data-label={l['portal.recent.status']}>
            <ShipmentBadge status={s.status} label={s.statusLabel} />
          </td>
          <td data-label={l['portal.recent.date']} className="whitespace-nowrap tabular-nums">
            {s.date}
          </td>
          <td data-actions className="md:text-right">
            <a href={s.href} aria-label={s.detailsLabel} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {l['portal.recent.details']}
            </a>
          </td>
        </tr>
      ))}
    </TableFrame>
  );
}
