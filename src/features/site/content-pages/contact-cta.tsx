import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';

export interface ContactCtaProps {
  title: string;
  text: string;
  button: string;
  href: string;
}

/** The closing call to action of the services, projects and case-study pages. */
export function ContactCta({ title, text, button, href }: ContactCtaProps) {
  return (
    <section aria-labelledby="contact-cta-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-20">
      <div className="relative isolate overflow-hidden rounded-card bg-brand px-6 py-12 text-brand-foreground sm:px-12 lg:flex lg:items-center lg:justify-between lg:gap-12">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_bottom_left,color-mix(in_oklch,var(--color-accent)_30%,transparent),transparent_50%)]"
        />
        <div className="max-w-2xl">
          <h2 id="contact-cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {title}
          </h2>
          <p className="mt-3 text-lg text-brand-foreground/85">{text}</p>
        </div>
        <a
          href={href}
          className={buttonVariants({ variant: 'accent', size: 'lg', className: 'mt-8 shrink-0 lg:mt-0' })}
        >
          {button}
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </section>
  );
}
