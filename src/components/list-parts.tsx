// The parts every staff list shares (server-rendered, no script): the GET form of filters, the
// empty state, and the table every list shows (a card per row on a phone).
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { fieldClass } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { cn } from '@/lib/cn';

interface Option {
  value: string;
  label: string;
}

interface ControlBase {
  id: string;
  /** The query-string name the list reads. */
  name: string;
  label: string;
  value?: string;
  /** Takes two columns from the small breakpoint up (a free-text search). */
  wide?: boolean;
}

export type FilterControl =
  | (ControlBase & { type: 'search' | 'date'; placeholder?: string })
  | (ControlBase & { type: 'select'; options: readonly Option[]; any: { label: string; value?: string } });

const COLUMNS = {
  2: { grid: 'sm:grid-cols-2', row: 'sm:col-span-2' },
  3: { grid: 'sm:grid-cols-3', row: 'sm:col-span-3' },
  4: { grid: 'sm:grid-cols-2 lg:grid-cols-4', row: 'sm:col-span-2 lg:col-span-4' },
  6: { grid: 'sm:grid-cols-2 lg:grid-cols-6', row: 'sm:col-span-2 lg:col-span-6' },
} as const;

interface FilterFormProps {
  /** Where it sends, its buttons' words and the page without filters (FilterView, src/server/lists). */
  view: { filterName: string | undefined; action: string; clearHref?: string; filterLabel: string; clearLabel: string };
  controls: readonly FilterControl[];
  columns?: keyof typeof COLUMNS;
  className?: string;
}

function Control(control: FilterControl) {
  const { id, name, label, value, wide } = control;
  return (
    <div className={cn('grid min-w-0 gap-1.5', wide && 'sm:col-span-2')}>
      <Label htmlFor={id}>{label}</Label>
      {control.type === 'select' ? (
        <Select
          id={id}
          name={name}
          defaultValue={value ?? control.any.value ?? ''}
          options={[{ value: control.any.value ?? '', label: control.any.label }, ...control.options]}
        />
      ) : (
        <input
          id={id}
          name={name}
          type={control.type}
          defaultValue={value}
          placeholder={control.type === 'search' ? control.placeholder : undefined}
          className={fieldClass}
        />
      )}
    </div>
  );
}

/** A list's filters as a plain GET form: each control, then Filter and (when filtered) Clear. */
export function FilterForm({ view, controls, columns = 3, className = 'mt-8' }: FilterFormProps) {
  const { filterName, action, clearHref, filterLabel, clearLabel } = view;
  const layout = COLUMNS[columns];
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-label={filterName}
      className={cn('grid gap-4 rounded-lg border bg-background p-4', layout.grid, className)}
    >
      {controls.map((control) => (
        <Control key={control.id} {...control} />
      ))}
      <div className={cn('flex flex-wrap items-center gap-3', layout.row)}>
        <button type="submit" className={buttonVariants()}>
          {filterLabel}
        </button>
        {clearHref && (
          <a href={clearHref} className={buttonVariants({ variant: 'link' })}>
            {clearLabel}
          </a>
        )}
      </div>
    </form>
  );
}

/** What a list says when nothing matches. */
export function EmptyList({
  children,
  className = 'mt-4',
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <p
      className={cn('rounded-lg border border-dashed p-8 text-center text-muted-foreground', className)}
      data-testid={testId}
    >
      {children}
    </p>
  );
}

/**
 * A column heading: its text, optionally its alignment ('text-right' for numbers), and `hidden` for
 * a column whose cells say what they are (a row's actions): then only assistive technology reads it.
 */
export type Heading = string | { label: string; className?: string; hidden?: boolean };

/**
 * Every list's table (the `.table-cards` rules in src/styles/components.css): a table from the md
 * breakpoint up, scrolling sideways inside its frame when wider than the screen; below it, a card
 * per row that fits a phone. Each row gives its header cell `<th scope="row">` (the card's title),
 * each other cell `data-label` (its column's name on the card), its actions cell `data-actions`
 * (beside the title) and a long cell `data-wide` (across the card).
 */
export function TableFrame({
  headings,
  minWidth = 'md:min-w-[56rem]',
  className = 'mt-4',
  framed = true,
  children,
}: {
  headings: readonly Heading[];
  /** The table's least width from the md breakpoint up ('md:min-w-[40rem]'). */
  minWidth?: string;
  className?: string;
  /** A bordered frame of its own (false inside a card). */
  framed?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={cn('md:overflow-x-auto', framed && 'rounded-lg border bg-background', className)}
      // Focusable, so keyboard users can scroll it sideways where it does.
      tabIndex={0}
    >
      <table className={cn('table-cards', !framed && 'table-cards-flush', minWidth)}>
        <thead className="bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            {headings.map((h) => {
              const { label, className: align, hidden } = typeof h === 'string' ? { label: h } : h;
              return (
                <th key={label} scope="col" className={align}>
                  {hidden ? <span className="sr-only">{label}</span> : label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">{children}</tbody>
      </table>
    </div>
  );
}
