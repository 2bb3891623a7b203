import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead?: string;
  /** Shown above the eyebrow, e.g. a back link. */
  before?: ReactNode;
  /** Shown under the lead, e.g. the legal pages' date. */
  children?: ReactNode;
}

/** The dark band that opens every freight page, below the fixed site header. */
export function PageHero({ eyebrow, title, lead, before, children }: PageHeroProps) {
  return (
    <section className="relative isolate overflow-hidden bg-brand text-brand-foreground">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,color-mix(in_oklch,var(--color-accent)_28%,transparent),transparent_55%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 [background-image:linear-gradient(to_right,currentColor_1px,transparent_1px),linear-gradient(to_bottom,currentColor_1px,transparent_1px)] [background-size:48px_48px] opacity-[0.07]"
      />
      <div className="mx-auto max-w-7xl px-4 pt-32 pb-16 sm:px-6 lg:px-8 lg:pt-40 lg:pb-20">
        {before}
        <p className="text-sm font-semibold tracking-[0.2em] text-accent uppercase">{eyebrow}</p>
        <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-balance sm:text-4xl lg:text-5xl">
          {title}
        </h1>
        {lead && <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-foreground/85">{lead}</p>}
        {children}
      </div>
    </section>
  );
}
