import { ArrowRight, ChevronDown } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import type { FaqEntry } from './content/types';
import { PageHero } from '@/components/page-hero';
import { RichTextView, type RichTextContext } from './rich-text-view';

export interface FaqPageProps {
  hero: { eyebrow: string; title: string; lead: string };
  listTitle: string;
  items: readonly FaqEntry[];
  context: RichTextContext;
  more: { title: string; text: string; button: string; href: string };
}

// Native <details> sharing one `name`: the browser keeps one answer open at a time, handles Enter and
// Space on each question and exposes the expanded state, with no JavaScript; answers stay reachable
// (and findable with Ctrl+F) everywhere.
export function FaqPage({ hero, listTitle, items, context, more }: FaqPageProps) {
  return (
    <>
      <PageHero {...hero} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
        <section aria-labelledby="faq-list-title">
          <h2 id="faq-list-title" className="sr-only">
            {listTitle}
          </h2>
          <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-background shadow-sm">
            {items.map((item, index) => (
              <details key={item.question} name="faq" id={`faq-${index + 1}`} className="group" data-testid="faq-item">
                <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold outline-offset-[-2px] transition-colors hover:bg-muted sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
                  <span>{item.question}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-open:rotate-180"
                  />
                </summary>
                <div className="space-y-3 px-5 pb-6 leading-relaxed text-foreground/85 sm:px-6">
                  {item.answer.map((paragraph) => (
                    <p key={paragraph}>
                      <RichTextView text={paragraph} context={context} />
                    </p>
                  ))}
                </div>
              </details>
            ))}
          </div>
        </section>
        <section
          aria-labelledby="faq-more-title"
          className="mt-12 flex flex-col items-start gap-6 rounded-card bg-muted p-8 sm:flex-row sm:items-center sm:justify-between"
        >
          <div>
            <h2 id="faq-more-title" className="text-2xl font-bold">
              {more.title}
            </h2>
            <p className="mt-2 text-muted-foreground">{more.text}</p>
          </div>
          <a href={more.href} className={buttonVariants({ className: 'shrink-0' })}>
            {more.button}
            <ArrowRight aria-hidden="true" />
          </a>
        </section>
      </div>
    </>
  );
}
