// The customer's shipments as a table (Overview's Recent Shipments and the Shipments tab), or the
// spec's empty text.
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
  const headings = [
    l['portal.recent.tracking'],
    l['portal.recent.origin'],
    l['portal.recent.destination'],
    l['portal.recent.status'],
    l['portal.recent.date'],
  ];
  return (
    // Focusable, so keyboard users can scroll it sideways on narrow screens.
    <div className="relative mt-4 overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[42rem] text-left text-sm">
        <thead className="text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{l['portal.recent.details']}</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {shipments.map((s) => (
            <tr key={s.id} data-shipment={s.trackingNumber}>
              <th scope="row" className="px-3 py-3 font-mono font-semibold">
                {s.trackingNumber}
              </th>
              <td className="px-3 py-3">{s.origin}</td>
              <td className="px-3 py-3">{s.destination}</td>
              <td className="px-3 py-3">
                <ShipmentBadge status={s.status} label={s.statusLabel} />
              </td>
              <td className="px-3 py-3 whitespace-nowrap tabular-nums">{s.date}</td>
              <td className="px-3 py-2 text-right">
                <a
                  href={s.href}
                  aria-label={s.detailsLabel}
                  className={buttonVariants({ variant: 'outline', size: 'sm' })}
                >
                  {l['portal.recent.details']}
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
