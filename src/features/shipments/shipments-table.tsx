// The customer's shipments as a table (Overview's Recent Shipments and the Shipments tab), or the
// spec's empty text.
import type { TableLabels, TableShipment } from './dashboard.server';
import { StatusBadge } from './status-badge';

export function ShipmentsTable({ labels: l, shipments }: { labels: TableLabels; shipments: TableShipment[] }) {
  if (shipments.length === 0) return <p className="mt-4 text-muted-foreground">{l['portal.recent.empty']}</p>;
  const headings = [l['portal.recent.tracking'], l['portal.recent.origin'], l['portal.recent.destination'], l['portal.recent.status'], l['portal.recent.date']];
  return (
    // Focusable, so keyboard users can scroll it sideways on narrow screens.
    <div className="mt-4 overflow-x-auto" tabIndex={0}>
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            {headings.map((h) => (
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
  );
}
