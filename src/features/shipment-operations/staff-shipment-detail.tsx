// One shipment as the staff see it (server-rendered): everything about it, and its timeline,
// newest first. What customers typed is rendered as text.
import type { ReactNode } from 'react';
import { StatusBadge } from '@/features/shipments/status-badge';
import type { StaffDetailProps } from './staff-shipments-view.server';

const card = 'rounded-lg border bg-background p-5';

function Person({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="block">{name}</span>
      <a href={`mailto:${email}`} className="break-all text-sm text-brand underline-offset-4 hover:underline">{email}</a>
    </>
  );
}

export function ShipmentSummary(p: StaffDetailProps) {
  const l = p.labels;
  const carrier: ReactNode = p.carrier ? (
    <>
      <span className="block">{p.carrier.label} — <span className="font-mono" data-testid="carrier-code">{p.carrier.code}</span></span>
      {p.carrier.url && <a href={p.carrier.url} rel="noopener noreferrer" target="_blank" className="text-sm text-brand underline">{l['shipmentOps.detail.carrierLink']}</a>}
    </>
  ) : (
    <span className="text-muted-foreground">{l['shipmentOps.detail.noCarrier']}</span>
  );
  const rows: [string, ReactNode][] = [
    [l['shipmentOps.detail.status'], <StatusBadge key="s" status={p.status} label={p.statusLabel} />],
    [
      l['shipmentOps.detail.customer'],
      <>
        <Person name={p.customer.name} email={p.customer.email} />
        <a href={p.customer.shipmentsHref} className="mt-1 block text-sm text-brand underline-offset-4 hover:underline">{l['shipmentOps.detail.customerShipments']}</a>
      </>,
    ],
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
      <h2 id="shipment-data" className="text-lg font-semibold">{l['shipmentOps.detail.data']}</h2>
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

export function ShipmentTimeline({ labels: l, events }: Pick<StaffDetailProps, 'labels' | 'events'>) {
  return (
    <section aria-labelledby="shipment-timeline" className={card}>
      <h2 id="shipment-timeline" className="text-lg font-semibold">{l['shipmentOps.timeline.title']}</h2>
      <ol className="mt-4 grid gap-4 border-l-2 border-border pl-5" data-testid="timeline">
        {events.map((e) => (
          <li key={e.id} data-event={e.status} className="relative">
            <span aria-hidden="true" className="absolute -left-[1.6rem] top-1.5 size-3 rounded-full border-2 border-background bg-brand" />
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <StatusBadge status={e.status} label={e.statusLabel} />
              <time dateTime={e.iso} className="text-sm tabular-nums text-muted-foreground">{e.when}</time>
            </div>
            <dl className="mt-1 grid gap-0.5 text-sm">
              {e.place && <div><dt className="inline font-semibold">{l['shipmentOps.timeline.place']}: </dt><dd className="inline break-words">{e.place}</dd></div>}
              {e.note && <div><dt className="inline font-semibold">{l['shipmentOps.timeline.note']}: </dt><dd className="inline whitespace-pre-wrap break-words">{e.note}</dd></div>}
              <div className="text-muted-foreground">
                <dt className="inline">{l['shipmentOps.timeline.by']}: </dt>
                <dd className="inline">{e.actor ?? l['shipmentOps.timeline.unknownActor']}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ol>
    </section>
  );
}
