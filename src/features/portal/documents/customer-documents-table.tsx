// The customer's documents (server-rendered, no script): the search box (name or type) and the
// table the spec gives: Document ID (8 characters), Name, Type, Date, Status, Actions. Delete
// asks to be confirmed in a disclosure, so it works, and is safe, without JavaScript.
import { TableFrame } from '@/components/list-parts';
import { DocumentBadge } from '@/components/status-badges';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FormState } from '@/lib/forms/form-state';
import { DocumentLinks } from './document-links';
import type { CustomerDocumentsProps, DocumentRowView } from './documents-view.server';

type Labels = CustomerDocumentsProps['labels'];

function SearchForm({ labels: l, search }: Pick<CustomerDocumentsProps, 'labels' | 'search'>) {
  return (
    <form method="get" action={search.action} role="search" className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
        <label htmlFor="documents-search" className="text-sm font-medium">
          {l['documents.search.label']}
        </label>
        <Input
          id="documents-search"
          type="search"
          name={search.param}
          defaultValue={search.query}
          maxLength={100}
          placeholder={l['documents.search.placeholder']}
        />
      </div>
      <button type="submit" className={buttonVariants()}>
        {l['documents.search.submit']}
      </button>
      {search.clearHref && (
        <a href={search.clearHref} className={buttonVariants({ variant: 'link' })}>
          {l['documents.search.clear']}
        </a>
      )}
    </form>
  );
}

function RowActions({ row, labels: l, deleteAction }: { row: DocumentRowView; labels: Labels; deleteAction: string }) {
  const small = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <div className="flex flex-wrap items-start gap-2 md:flex-nowrap md:justify-end">
      <DocumentLinks row={row} viewLabel={l['documents.action.view']} downloadLabel={l['documents.action.download']} />
      <details className="group">
        <summary
          aria-label={row.deleteLabel}
          className={`${small} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
        >
          {l['documents.action.delete']}
        </summary>
        <form method="post" action={deleteAction} className="mt-2">
          <input type="hidden" name="documentId" value={row.id} />
          <button type="submit" className={buttonVariants({ variant: 'destructive', size: 'sm' })}>
            {row.deleteLabel}
          </button>
        </form>
      </details>
    </div>
  );
}

export function CustomerDocumentsTable({
  props,
  deleteForm,
}: {
  props: CustomerDocumentsProps;
  deleteForm: FormState;
}) {
  const { labels: l, rows } = props;
  const headings = [
    l['documents.col.id'],
    l['documents.col.name'],
    l['documents.col.type'],
    l['documents.col.date'],
    l['documents.col.status'],
  ];
  return (
    <div className="grid gap-4">
      <SearchForm labels={l} search={props.search} />
      {rows.length === 0 ? (
        <p
          className="rounded-lg border border-dashed p-8 text-center text-muted-foreground"
          data-testid="documents-empty"
        >
          {props.emptyText}
        </p>
      ) : (
        <TableFrame
          framed={false}
          className=""
          minWidth="md:min-w-[46rem]"
          headings={[...headings, { label: l['documents.col.actions'], className: 'text-right' }]}
        >
          {rows.map((row) => (
            <tr key={row.id} data-document={row.shortId}>
              <td data-label={l['documents.col.id']} className="font-mono">
                {row.shortId}
              </td>
              <th scope="row" className="font-semibold break-words md:max-w-64">
                {row.name}
                {row.trackingNumber && (
                  <span className="block font-mono text-xs font-normal whitespace-nowrap text-muted-foreground">
                    {row.trackingNumber}
                  </span>
                )}
              </th>
              <td data-label={l['documents.col.type']}>{row.typeLabel}</td>
              <td data-label={l['documents.col.date']} className="whitespace-nowrap tabular-nums">
                {row.date}
              </td>
              <td data-label={l['documents.col.status']}>
                <DocumentBadge status={row.status} label={row.statusLabel} />
                {row.rejectReason && (
                  <span className="mt-1 block max-w-56 text-xs break-words text-destructive">{row.rejectReason}</span>
                )}
              </td>
              <td data-wide className="md:w-px md:whitespace-nowrap">
                <RowActions row={row} labels={l} deleteAction={deleteForm.action} />
              </td>
            </tr>
          ))}
        </TableFrame>
      )}
    </div>
  );
}
