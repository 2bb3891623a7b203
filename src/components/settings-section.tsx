// A card of a Settings page: its title, which names the section, and what it is for.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function SettingsSection({
  id,
  title,
  intro,
  className,
  titleClassName,
  children,
}: {
  /** The title's id is `${id}-title`. */
  id: string;
  title: string;
  /** A muted line under the title. */
  intro?: string;
  className?: string;
  titleClassName?: string;
  children: ReactNode;
}) {
  return (
    <section className={cn('portal-card', className)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={cn('text-xl font-semibold', titleClassName)}>
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-muted-foreground">{intro}</p>}
      {children}
    </section>
  );
}
