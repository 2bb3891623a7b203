// One page of a list: its count, its rows (a list of cards, or a table that is a card per row on a
// phone) or what it says when there are none, then the pager under them.
import type { ReactNode } from 'react';
import { EmptyList, TableFrame, type Heading } from '@/components/list-parts';
import { Pager, type PageLinks } from '@/components/pager';

interface PagedListProps<Row> {
  /** The list view (src/server/lists): its links, its pager's words and its count. */
  list: PageLinks & { countText?: string };
  rows: readonly Row[];
  /** Shown in place of the rows when there are none (a text: in the dashed empty-list box). */
  empty: ReactNode;
  /** Shows the list's count over the rows, announced as it changes, with this test id. */
  count?: string;
  /** Rows as a table with these column headings (each row a `<tr>`); otherwise a `<ul>` of `<li>`s. */
  headings?: readonly Heading[];
  /** The table's least width from the md breakpoint up. */
  minWidth?: string;
  /** The list's (or the table frame's) classes: a list of cards by default. */
  className?: string;
  testId?: string;
  pagerClassName?: string;
  /** A row's `<li>` (or `<tr>`), with its key. */
  children: (row: Row) => ReactNode;
}

export function PagedList<Row>({
  list,
  rows,
  empty,
  count,
  headings,
  minWidth,
  className,
  testId,
  pagerClassName,
  children,
}: PagedListProps<Row>) {
  return (
    <>
      {count && (
        <p className="mt-4 text-sm text-muted-foreground" aria-live="polite" data-testid={count}>
          {list.countText}
        </p>
      )}
      {rows.length === 0 ? (
        typeof empty === 'string' ? (
          <EmptyList>{empty}</EmptyList>
        ) : (
          empty
        )
      ) : headings ? (
        <TableFrame headings={headings} minWidth={minWidth} className={className}>
          {rows.map((row) => children(row))}
        </TableFrame>
      ) : (
        <ul className={className ?? 'mt-4 grid gap-4'} data-testid={testId}>
          {rows.map((row) => children(row))}
        </ul>
      )}
      <Pager list={list} className={pagerClassName} />
    </>
  );
}
