// The title row of a card or a record's page: its heading (a link to the record when `href` is
// given) and, beside it or wrapping under it on a phone, its status pills.
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function CardHeading({
  as: Heading = 'h3',
  title,
  href,
  titleClassName = 'font-semibold',
  className,
  children,
}: {
  as?: 'h1' | 'h2' | 'h3';
  title: ReactNode;
  href?: string;
  /** The heading's size and weight ("text-lg font-semibold"). */
  titleClassName?: string;
  className?: string;
  /** The pills beside the heading. */
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex flex-wrap items-start justify-between gap-3', className)}>
      <Heading className={cn('min-w-0 break-words', titleClassName)}>
        {href ? (
          <a href={href} className="text-brand underline-offset-4 hover:underline">
            {title}
          </a>
        ) : (
          title
        )}
      </Heading>
      {children}
    </div>
  );
}
