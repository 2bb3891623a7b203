// The staff's list of every customer's shipments (server-rendered, no script): a GET form of
// filters, a page of results and links to the other pages that keep the filters.
import { PagedList } from '@/components/paged-list';
import { PageHeading } from '@/components/page-heading';
import { ShipmentBadge } from '@/components/status-badges';
import { FilterForm } from '@/components/list-parts';
import type { StaffListProps } from './staff-shipments-view.server';

function Filters(props: StaffListProps) {
  const { labels: l, filters, statusOptions } = props;
  return (
    <FilterForm
      view={props}
      columns={6}
      controls={[
        {
          type: 'search',
          id: 'ops-q',
          name: 'q',
          label: l['shipmentOps.filter.q'],
          value: filters.query,
          placeholder: l['shipmentOps.filter.qPlaceholder'],
          wide: true,
        },
        {
          type: 'search',
          id: 'ops-customer',
          name: 'cliente',
          label: l['shipmentOps.filter.customer'],
          value: filters.customer,
          placeholder: l['shipmentOps.filter.customerPlaceholder'],
        },
        {
          type: 'select',
          id: 'ops-status',
          name: 'status',
          label: l['shipmentOps.filter.status'],
          value: filters.status ?? '',
          any: { label: l['shipmentOps.filter.anyStatus'] },
          options: statusOptions,
        },
        { type: 'date', id: 'ops-from', name: 'de', label: l['shipmentOps.filter.from'], value: filters.from },
        { type: 'date', id: 'ops-to', name: 'ate', label: l['shipmentOps.filter.to'], value: filters.to },
      ]}
    />
  );
}

function Results(props: StaffListProps) {
  const l = props.labels;
  return (
    <PagedList
      list={props}
      rows={props.rows}
      count="shipment-count"
      empty={l['shipmentOps.list.empty']}
      minWidth="md:min-w-[60rem]"
      headings={[
        l['shipmentOps.col.tracking'],
        l['shipmentOps.col.customer'],
        l['shipmentOps.col.route'],
        l['shipmentOps.col.status'],
        l['shipmentOps.col.created'],
        l['shipmentOps.col.updated'],
        l['shipmentOps.col.details'],
      ]}
    >
      {(r) => (
        <tr key={r.id} data-shipment={r.trackingNumber}>
          <th scope="row" className="font-mono font-semibold whitespace-nowrap">
            {r.trackingNumber}
          </th>
          <td data-label={l['shipmentOps.col.customer']} data-wide>
            <span className="block break-words">{r.customerName}</span>
            <span className="block text-xs break-all text-muted-foreground">{r.customerEmail}</span>
          </td>
          <td data-label={l['shipmentOps.col.route']} data-wide className="break-words md:max-w-xs">
            {r.route}
          </td>
          <td data-label={l['shipmentOps.col.status']}>
            <ShipmentBadge status={r.status} label={r.statusLabel} />
          </td>
          <td data-label={l['shipmentOps.col.created']} className="whitespace-nowrap tabular-nums">
            {r.created}
          </td>
          <td data-label={l['shipmentOps.col.updated']} className="whitespace-nowrap tabular-nums">
            {r.updated}
          </td>
          <td data-actions>
            <a
              href={r.href}
              aria-label={r.openLabel}
              className="font-semibold text-brand underline-offset-4 hover:underline"
            >
              {l['shipmentOps.list.open']}
            </a>
          </td>
        </tr>
      )}
    </PagedList>
  );
}

export function StaffShipmentListPage(props: StaffListProps) {
  const { labels: l, problems } = props;
  return (
    <section>
      <PageHeading title={l['shipmentOps.list.title']} intro={l['shipmentOps.list.intro']} />
      <Filters {...props} />
      {problems.length > 0 && (
        <div
          role="status"
          className="mt-4 rounded-md border border-warning/40 bg-warning/10 p-3 text-sm"
          data-testid="filter-problems"
        >
          <ul className="grid gap-1">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <Results {...props} />
    </section>
  );
}
