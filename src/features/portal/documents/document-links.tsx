// A document's View (in a new tab, for the kinds a browser shows) and Download links, as the
// customer's table and the staff's review cards both give them.
import { buttonVariants } from '@/components/ui/button';
import type { DocumentRowView } from './documents-view.server';

export function DocumentLinks({
  row,
  viewLabel,
  downloadLabel,
}: {
  row: Pick<DocumentRowView, 'name' | 'viewHref' | 'viewLabel' | 'downloadHref' | 'downloadLabel'>;
  viewLabel: string;
  downloadLabel: string;
}) {
  const small = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <>
      {row.viewHref && (
        <a href={row.viewHref} target="_blank" rel="noopener" aria-label={row.viewLabel} className={small}>
          {viewLabel}
        </a>
      )}
      <a href={row.downloadHref} download={row.name} aria-label={row.downloadLabel} className={small}>
        {downloadLabel}
      </a>
    </>
  );
}
