// The staff's documents page (server-rendered, no script): filters (what awaits review by
// default), one page of documents as cards with view and download, and on each one still under
// review the verify and reject forms.
import { PagedList } from '@/components/paged-list';
import { PageHeading } from '@/components/page-heading';
import { DocumentBadge } from '@/components/status-badges';
import { FilterForm } from '@/components/list-parts';
import { buttonVariants } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { fieldClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { FormState } from '@/lib/forms/form-state';
import { Facts } from '@/components/facts';
import { DocumentLinks } from './document-links';
import type { DocumentRowView, StaffDocumentsProps } from './documents-view.server';

function Filters(props: StaffDocumentsProps) {
  const { labels: l, filters, statusOptions } = props;
  return (
    <FilterForm
      view={props}
      controls={[
        {
          type: 'select',
          id: 'documents-status',
          name: 'status',
          label: l['documents.filter.status'],
          value: filters.status,
          any: { value: 'all', label: l['documents.filter.anyStatus'] },
          options: statusOptions,
        },
        {
          type: 'search',
          id: 'documents-customer',
          name: 'cliente',
          label: l['documents.filter.customer'],
          value: filters.customer,
        },
        { type: 'search', id: 'documents-q', name: 'q', label: l['documents.filter.q'], value: filters.query },
      ]}
    />
  );
}

function ReviewForms({
  row,
  labels: l,
  review,
}: {
  row: DocumentRowView;
  labels: StaffDocumentsProps['labels'];
  review: FormState;
}) {
  const reasonId = `reason-${row.id}`;
  return (
    <div className="mt-4 grid gap-4 border-t pt-4 md:grid-cols-2">
      <form method="post" action={review.action} className="grid content-end">
        <input type="hidden" name="documentId" value={row.id} />
        <input type="hidden" name="decision" value="verified" />
        <button type="submit" className={buttonVariants()}>
          {l['documents.review.verify']}
        </button>
      </form>
      <form method="post" action={review.action} className="grid gap-3">
        <input type="hidden" name="documentId" value={row.id} />
        <input type="hidden" name="decision" value="rejected" />
        <div className="grid gap-1.5">
          <Label htmlFor={reasonId}>{l['documents.review.reason']}</Label>
          <input id={reasonId} name="reason" required maxLength={500} className={fieldClass} />
        </div>
        <button type="submit" className={buttonVariants({ variant: 'outline' })}>
          {l['documents.review.reject']}
        </button>
      </form>
    </div>
  );
}

function DocumentCard({
  row,
  labels: l,
  review,
}: {
  row: DocumentRowView;
  labels: StaffDocumentsProps['labels'];
  review: FormState;
}) {
  return (
    <li className="rounded-lg border bg-background p-4" data-document={row.shortId}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold break-words">{row.name}</h2>
        <DocumentBadge status={row.status} label={row.statusLabel} />
      </div>
      <Facts
        className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-5"
        facts={[
          { label: l['documents.col.id'], value: row.shortId, className: 'font-mono' },
          { label: l['documents.col.customer'], value: row.customer, className: 'break-all' },
          { label: l['documents.col.type'], value: row.typeLabel },
          { label: l['documents.col.date'], value: row.date, className: 'tabular-nums' },
          {
            label: l['documents.col.size'],
            value: (
              <>
                {row.size}
                {row.trackingNumber && ` · ${row.trackingNumber}`}
              </>
            ),
            className: 'tabular-nums',
          },
        ]}
      />
      {row.rejectReason && <p className="mt-2 text-sm break-words text-destructive">{row.rejectReason}</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <DocumentLinks
          row={row}
          viewLabel={l['documents.action.view']}
          downloadLabel={l['documents.action.download']}
        />
      </div>
      {row.status === 'pending' && <ReviewForms row={row} labels={l} review={review} />}
    </li>
  );
}

export function StaffDocumentsPage({ props, review }: { props: StaffDocumentsProps; review: FormState }) {
  const l = props.labels;
  return (
    <section>
      <PageHeading title={l['documents.admin.title']} intro={l['documents.admin.intro']} />
      <Filters {...props} />
      <div className="mt-4">
        <FormAlert message={review.formError ?? Object.values(review.errors ?? {})[0]} />
      </div>
      <PagedList list={props} rows={props.rows} count="document-count" empty={l['documents.list.empty']}>
        {(row) => <DocumentCard key={row.id} row={row} labels={l} review={review} />}
      </PagedList>
    </section>
  );
}
