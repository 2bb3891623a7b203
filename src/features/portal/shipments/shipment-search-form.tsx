// The shipments search box (Overview and Shipments tab): a plain GET form to the Shipments tab, so
// it works the same with and without JavaScript.
import { buttonVariants } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { SearchLabels } from './dashboard.server';

interface SearchFormProps {
  labels: SearchLabels;
  search: { action: string; param: string; query: string };
  id: string;
}

export function ShipmentSearchForm({ labels: l, search, id }: SearchFormProps) {
  return (
    <form method="get" action={search.action} role="search" className="flex flex-wrap items-end gap-2">
      <div className="grid min-w-0 flex-1 basis-64 gap-1.5">
        <label htmlFor={id} className="text-sm font-medium">
          {l['portal.search.label']}
        </label>
        <Input
          id={id}
          type="search"
          name={search.param}
          defaultValue={search.query}
          maxLength={100}
          aria-describedby={`${id}-hint`}
        />
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {l['portal.search.hint']}
        </p>
      </div>
      <button type="submit" className={`${buttonVariants({ variant: 'default' })} mb-5`}>
        {l['portal.search.submit']}
      </button>
    </form>
  );
}
