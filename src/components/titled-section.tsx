// A part of a page named by its own heading: the section is labelled by its h2 (`${id}-title`).
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  liveRegion,
  children,
}: {
  /** The heading's id is `${id}-title`. */
  id: string;
  title: string;
  className?: string;
  titleClassName?: string;
  /** Names the section for the live updates that refresh it (src/features/portal/live). */
  liveRegion?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className={className} data-live-region={liveRegion}>
      <h2 id={`${id}-title`} className={cn('text-xl font-semibold', titleClassName)}>
        {title}
      </h2>
      {children}
    </section>
  );
}
