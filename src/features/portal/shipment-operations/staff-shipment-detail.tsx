// One shipment as the staff see it (server-rendered): everything about it, and its timeline,
// newest first. What customers typed is rendered as text.
import { ShipmentBadge } from '@/components/status-badges';
import type { ReactNode } from 'react';
import { ShipmentTimeline } from '@/features/portal/shipments';
import type { StaffDetailProps } from './staff-shipments-view.server';

const card = 'rounded-lg border bg-background p-5';

function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="block">{name}</span>
      <a href={`mailto:${email}`} className="text-sm break-all text-brand underline-offset-4 hover:underline">
        {email}
      </a>
    </>
  );
}

/** The customer and a link to their shipments, or that their account was erased. */
function Customer({ customer, labels: l }: Pick<StaffDetailProps, 'customer' | 'labels'>) {
  if (!customer)
    return (
      <span className="text-muted-foreground" data-testid="customer-erased">
        {l['common.erasedAccount']}
      </span>
    );
  return (
    <>
      <Person name={customer.name} email={customer.email} />
      <a href={customer.shipmentsHref} className="mt-1 block text-sm text-brand underline-offset-4 hover:underline">
        {l['shipmentOps.detail.customerShipments']}
      </a>
    </>
  );
}

export function ShipmentSummary(p: StaffDetailProps) {
  const l = p.labels;
  const carrier: ReactNode = p.carrier ? (
    <>
      <span className="block">
        {p.carrier.label} —{' '}
        <span className="font-mono" data-testid="carrier-code">
          {p.carrier.code}
        </span>
      </span>
      {p.carrier.url && (
        <a href={p.carrier.url} rel="noopener noreferrer" target="_blank" className="text-sm text-brand underline">
          {l['shipmentOps.detail.carrierLink']}
        </a>
      )}
    </>
  ) : (
    <span className="text-muted-foreground">{l['shipmentOps.detail.noCarrier']}</span>
  );
  const rows: [string, ReactNode][] = [
    [l['shipmentOps.detail.status'], <ShipmentBadge key="s" status={p.status} label={p.statusLabel} />],
    [l['shipmentOps.detail.customer'], <Customer key="c" customer={p.customer} labels={l} />],
    [l['shipmentOps.detail.origin'], p.origin],
    [l['shipmentOps.detail.destination'], p.destination],
    [l['shipmentOps.detail.weight'], p.weight],
    [l['shipmentOps.detail.sender'], <Person key="se" {...p.sender} />],
    [l['shipmentOps.detail.receiver'], <Person key="re" {...p.receiver} />],
    [l['shipmentOps.detail.carrier'], carrier],
    [l['shipmentOps.detail.created'], p.created],
    [l['shipmentOps.detail.updated'], p.updated],
  ];
  return (
    <section aria-labelledby="shipment-data" className={card}>
      <h2 id="shipment-data" className="text-lg font-semibold">
        {l['shipmentOps.detail.data']}
      </h2>
      <dl className="mt-3 divide-y divide-border">
        {rows.map(([term, value]) => (
          <div key={term} className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr]">
            <dt className="text-sm font-semibold text-muted-foreground">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function StaffShipmentTimeline({ labels: l, events }: Pick<StaffDetailProps, 'labels' | 'events'>) {
  const labels = {
    place: l['shipmentOps.timeline.place'],
    note: l['shipmentOps.timeline.note'],
    empty: '',
    by: { label: l['shipmentOps.timeline.by'], unknown: l['shipmentOps.timeline.unknownActor'] },
  };
  return (
    <section aria-labelledby="shipment-timeline" className={card}>
      <h2 id="shipment-timeline" className="text-lg font-semibold">
        {l['shipmentOps.timeline.title']}
      </h2>
      <ShipmentTimeline entries={events} labels={labels} />
    </section>
  );
}
