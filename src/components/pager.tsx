// Previous / "page N of M" / next under a paged list: plain links, so it works without JavaScript.
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** Where a paged list stands and its pager's words, as every list view gives them (src/server/lists). */
export interface PageLinks {
  /** 'Página 2 de 5'; nothing is shown when undefined (one page). */
  pagesText: string | undefined;
  previous: string | undefined;
  next: string | undefined;
  previousLabel: string;
  nextLabel: string;
}

export function Pager({ list, className = 'mt-6' }: { list: PageLinks; className?: string }) {
  const { pagesText, previous, next, previousLabel, nextLabel } = list;
  if (!pagesText) return null;
  const link = buttonVariants({ variant: 'outline', size: 'sm' });
  return (
    <nav aria-label={pagesText} className={cn('flex items-center justify-between gap-4 text-sm', className)}>
      {previous ? (
        <a href={previous} rel="prev" className={link}>
          {previousLabel}
        </a>
      ) : (
        <span />
      )}
      <span aria-hidden="true" className="text-muted-foreground">
        {pagesText}
      </span>
      {next ? (
        <a href={next} rel="next" className={link}>
          {nextLabel}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
