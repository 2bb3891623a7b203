// The top of a portal or staff page without tabs: its heading and, under it, what the page is for.
import { cn } from '@/lib/cn';

export function PageHeading({
  title,
  intro,
  introClassName,
}: {
  title: string;
  intro?: string;
  /** The introduction's measure ("max-w-3xl"). */
  introClassName?: string;
}) {
  return (
    <div>
      <h1 className="text-3xl font-bold text-brand">{title}</h1>
      {intro && <p className={cn('mt-2 text-muted-foreground', introClassName)}>{intro}</p>}
    </div>
  );
}
