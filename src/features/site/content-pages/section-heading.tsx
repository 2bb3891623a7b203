import { cn } from '@/lib/cn';

interface SectionHeadingProps {
  id: string;
  title: string;
  eyebrow?: string;
  lead?: string;
  className?: string;
}

/** An h2 with optional eyebrow and lead; `id` lets the section point at it with aria-labelledby. */
export function SectionHeading({ id, title, eyebrow, lead, className }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-[0.2em] text-accent-strong uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-muted-foreground">{lead}</p>}
    </div>
  );
}
