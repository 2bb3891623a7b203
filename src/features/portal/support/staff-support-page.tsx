// The staff's support list (server-rendered, no script): a GET form of filters (the open requests
// by default), then one page of requests as cards linking to each conversation.
import { PagedList } from '@/components/paged-list';
import { PageHeading } from '@/components/page-heading';
import { FilterForm } from '@/components/list-parts';
import type { StaffSupportProps } from './staff-support-view.server';
import { RequestCard } from './support-thread';

function Filters(props: StaffSupportProps) {
  const { labels: l, filters, statusOptions } = props;
  return (
    <FilterForm
      view={props}
      columns={2}
      controls={[
        {
          type: 'select',
          id: 'support-status',
          name: 'status',
          label: l['support.filter.status'],
          value: filters.status,
          any: { value: 'all', label: l['support.filter.anyStatus'] },
          options: statusOptions,
        },
        { type: 'search', id: 'support-q', name: 'q', label: l['support.filter.q'], value: filters.query },
      ]}
    />
  );
}

export function StaffSupportPage(props: StaffSupportProps) {
  const l = props.labels;
  return (
    <section>
      <PageHeading title={l['support.admin.title']} intro={l['support.admin.intro']} />
      <Filters {...props} />
      <PagedList list={props} rows={props.rows} count="request-count" empty={l['support.admin.empty']}>
        {(r) => (
          <RequestCard
            key={r.id}
            request={r}
            heading="h2"
            className="rounded-lg border bg-background p-4"
            factsClassName="sm:grid-cols-2 lg:grid-cols-4"
            facts={[
              { label: l['support.col.customer'], value: r.customer, className: 'break-all' },
              { label: l['support.col.category'], value: r.categoryLabel },
              { label: l['support.col.updated'], value: r.updated, className: 'tabular-nums' },
              { label: l['support.col.shipment'], value: r.trackingNumber ?? '—', className: 'font-mono' },
            ]}
          />
        )}
      </PagedList>
    </section>
  );
}
