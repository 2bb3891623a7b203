// The customer's documents (server-rendered, no script): the search box (name or type) and the
// table the spec gives: Document ID (8 characters), Name, Type, Date, Status, Actions. Delete
// asks to be confirmed in a disclosure, so it works, and is safe, without JavaScript.
import { DocumentBadge } from '@/components/status-badges';
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { FormState } from '@/lib/forms/form-state';
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
    <div className="flex items-start justify-end gap-2">
      {row.viewHref && (
        <a href={row.viewHref} target="_blank" rel="noopener" aria-label={row.viewLabel} className={small}>
          {l['documents.action.view']}
        </a>
      )}
      <a href={row.downloadHref} download={row.name} aria-label={row.downloadLabel} className={small}>
        {l['documents.action.download']}
      </a>
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
        // Focusable, so keyboard users can scroll it sideways on narrow screens.
        <div className="relative overflow-x-auto" tabIndex={0}>
          <table className="w-full min-w-[46rem] text-left text-sm">
            <thead className="text-xs tracking-wide text-muted-foreground uppercase">
              <tr>
                {headings.map((h) => (
                  <th key={h} scope="col" className="px-3 py-2 font-semibold">
                    {h}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {l['documents.col.actions']}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {rows.map((row) => (
                <tr key={row.id} data-document={row.shortId}>
                  <td className="px-3 py-3 font-mono">{row.shortId}</td>
                  <th scope="row" className="max-w-64 px-3 py-3 font-semibold break-words">
                    {row.name}
                    {row.trackingNumber && (
                      <span className="block font-mono text-xs font-normal text-muted-foreground">
                        {row.trackingNumber}
                      </span>
                    )}
                  </th>
                  <td className="px-3 py-3">{row.typeLabel}</td>
                  <td className="px-3 py-3 whitespace-nowrap tabular-nums">{row.date}</td>
                  <td className="px-3 py-3">
                    <DocumentBadge status={row.status} label={row.statusLabel} />
                    {row.rejectReason && (
                      <span className="mt-1 block max-w-56 text-xs break-words text-destructive">
                        {row.rejectReason}
                      </span>
                    )}
                  </td>
                  <td className="w-px px-3 py-2 whitespace-nowrap">
                    <RowActions row={row} labels={l} deleteAction={deleteForm.action} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
