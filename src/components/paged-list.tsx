// One page of a list: its rows (or what it says when there are none), then the pager under them.
import type { ReactNode } from 'react';
import { Pager } from '@/components/pager';

/** Where a paged list stands, as every list view gives it. */
export interface PageLinks {
  /** 'Página 2 de 5'; undefined on a list of one page. */
  pagesText: string | undefined;
  previous: string | undefined;
  next: string | undefined;
}

export function PagedList<Row>({
  rows,
  empty,
  className,
  testId,
  page,
  previousLabel,
  nextLabel,
  pagerClassName,
  children,
}: {
  rows: readonly Row[];
  /** Shown in place of the list when it has no rows. */
  empty: ReactNode;
  /** The list's classes. */
  className?: string;
  testId?: string;
  page: PageLinks;
  previousLabel: string;
  nextLabel: string;
  pagerClassName?: string;
  /** A row's `<li>`, with its key. */
  children: (row: Row) => ReactNode;
}) {
  return (
    <>
      {rows.length === 0 ? (
        empty
      ) : (
        <ul className={className} data-testid={testId}>
          {rows.map((row) => children(row))}
        </ul>
      )}
      <Pager {...page} previousLabel={previousLabel} nextLabel={nextLabel} className={pagerClassName} />
    </>
  );
}
