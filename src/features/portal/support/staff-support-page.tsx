// The staff's support list (server-rendered, no script): a GET form of filters (the open requests
// by default), then one page of requests as cards linking to each conversation.
import { PageHeading } from '@/components/page-heading';
import { EmptyList, FilterForm } from '@/components/list-parts';
import { Pager } from '@/components/pager';
import type { StaffSupportProps } from './staff-support-view.server';
import { RequestCard } from './support-thread';

function Filters({ labels: l, action, filters, statusOptions, clearHref }: StaffSupportProps) {
  return (
    <FilterForm
      action={action}
      label={l['support.filter.label']}
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
      submitLabel={l['support.filter.submit']}
      clearLabel={l['support.filter.clear']}
      clearHref={clearHref}
    />
  );
}

export function StaffSupportPage(props: StaffSupportProps) {
  const { labels: l, countText, pagesText, previous, next, rows } = props;
  return (
    <section>
      <PageHeading title={l['support.admin.title']} intro={l['support.admin.intro']} />
      <Filters {...props} />
      <p className="mt-6 text-sm text-muted-foreground" aria-live="polite" data-testid="request-count">
        {countText}
      </p>
      {rows.length === 0 ? (
        <EmptyList>{l['support.admin.empty']}</EmptyList>
      ) : (
        <ul className="mt-4 grid gap-4">
          {rows.map((r) => (
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
          ))}
        </ul>
      )}
      <Pager
        pagesText={pagesText}
        previous={previous}
        next={next}
        previousLabel={l['support.list.previous']}
        nextLabel={l['support.list.next']}
      />
    </section>
  );
}
