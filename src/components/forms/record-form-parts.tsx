// The parts of a staff form that edits one record (a module, the site's identity): its fields in
// titled groups, and under them who changed it last with the save button.
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

const GROUP_COLUMNS = {
  3: { grid: 'sm:grid-cols-2 lg:grid-cols-3', row: 'sm:col-span-2 lg:col-span-3' },
  4: { grid: 'sm:grid-cols-2 lg:grid-cols-4', row: 'sm:col-span-2 lg:col-span-4' },
} as const;

/** A titled group of fields, with a line on what they are for. */
export function FieldGroup({
  title,
  hint,
  columns = 4,
  children,
}: {
  title: string;
  hint?: string;
  columns?: keyof typeof GROUP_COLUMNS;
  children: ReactNode;
}) {
  const layout = GROUP_COLUMNS[columns];
  return (
    <fieldset className={cn('grid gap-4 rounded-lg border bg-background p-4', layout.grid)}>
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      {hint && <p className={cn('text-sm text-muted-foreground', layout.row)}>{hint}</p>}
      {children}
    </fieldset>
  );
}

/** Who changed the record last and when, beside the form's save button. */
export function SaveBar({
  lastChange,
  label,
  describedBy,
  className,
}: {
  lastChange: string;
  label: string;
  /** The id of what the button saves, when the page has several such forms. */
  describedBy?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <p className="text-sm text-muted-foreground" data-last-change>
        {lastChange}
      </p>
      <button type="submit" className={buttonVariants()} aria-describedby={describedBy}>
        {label}
      </button>
    </div>
  );
}
