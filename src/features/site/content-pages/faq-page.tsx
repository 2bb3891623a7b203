import { ArrowRight, ChevronDown } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { PageHero } from '@/components/page-hero';
import type { PublicFaqEntry } from '@/features/site/site-texts';

export interface FaqPageProps {
  hero: { eyebrow: string; title: string; lead: string };
  listTitle: string;
  items: readonly PublicFaqEntry[];
  /** The condominium's own questions, under their heading (none: the section is left out). */
  condominium: { title: string; items: readonly PublicFaqEntry[] };
  more: { title: string; text: string; button: string; href: string };
}

// The answers' HTML comes from the server's safe Markdown (no tags typed by the staff survive);
// its paragraphs, lists and links are styled from here.
const answerClass =
  'space-y-3 px-5 pb-6 leading-relaxed text-foreground/85 sm:px-6 [&_a]:font-medium [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 hover:[&_a]:text-accent-strong [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5';

// Native <details> sharing one `name`: the browser keeps one answer open at a time, handles Enter and
// Space on each question and exposes the expanded state, with no JavaScript; answers stay reachable
// (and findable with Ctrl+F) everywhere.
function FaqList({ items, name, testId }: { items: readonly PublicFaqEntry[]; name: string; testId: string }) {
  return (
    <div className="divide-y divide-border overflow-hidden rounded-card border border-border bg-background shadow-sm">
      {items.map((item, index) => (
        <details key={item.id} name={name} id={`${name}-${index + 1}`} className="group" data-testid={testId}>
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold outline-offset-[-2px] transition-colors hover:bg-muted sm:px-6 sm:text-lg [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-accent-strong transition-transform duration-200 group-open:rotate-180"
            />
          </summary>
          <div className={answerClass} dangerouslySetInnerHTML={{ __html: item.answerHtml }} />
        </details>
      ))}
    </div>
  );
}

export function FaqPage({ hero, listTitle, items, condominium, more }: FaqPageProps) {
  return (
    <>
      <PageHero {...hero} />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-20">
        <section aria-labelledby="faq-list-title">
          <h2 id="faq-list-title" className="sr-only">
            {listTitle}
          </h2>
          <FaqList items={items} name="faq" testId="faq-item" />
        </section>
        {condominium.items.length > 0 && (
          <section aria-labelledby="condominio" className="mt-12">
            <h2 id="condominio" className="mb-6 text-2xl font-bold">
              {condominium.title}
            </h2>
            <FaqList items={condominium.items} name="faq-condominio" testId="condominium-faq-item" />
          </section>
        )}
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
