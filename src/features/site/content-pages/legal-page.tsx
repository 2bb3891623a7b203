import type { LegalDocument } from './content/types';
import { PageHero } from '@/components/page-hero';
import { RichTextView, type RichTextContext } from './rich-text-view';

export interface LegalPageProps {
  eyebrow: string;
  document: LegalDocument;
  /** 'Last updated: November 22, 2026'. */
  updated: string;
  tocLabel: string;
  context: RichTextContext;
}

/** The privacy policy and the terms of service: a table of contents beside numbered sections. */
export function LegalPage({ eyebrow, document, updated, tocLabel, context }: LegalPageProps) {
  return (
    <>
      <PageHero eyebrow={eyebrow} title={document.title}>
        <p className="mt-5 text-brand-foreground/85" data-testid="legal-updated">
          {updated}
        </p>
      </PageHero>
      <div className="mx-auto grid max-w-7xl grid-cols-[minmax(0,1fr)] gap-12 px-4 py-16 sm:px-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:px-8 lg:py-20">
        <nav aria-label={tocLabel} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold tracking-wider text-muted-foreground uppercase">{tocLabel}</p>
          <ol className="mt-3 space-y-2 border-l border-border text-sm">
            {document.sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-4 text-muted-foreground hover:border-accent hover:text-foreground"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <article className="max-w-3xl leading-relaxed wrap-break-word text-foreground/90">
          <p className="text-lg">
            <RichTextView text={document.intro} context={context} />
          </p>
          {document.sections.map((section) => (
            <section key={section.id} aria-labelledby={section.id} className="mt-10">
              <h2 id={section.id} className="scroll-mt-28 text-2xl font-bold text-foreground">
                {section.heading}
              </h2>
              {section.blocks.map((block, i) =>
                typeof block === 'string' ? (
                  <p key={i} className="mt-4">
                    <RichTextView text={block} context={context} />
                  </p>
                ) : (
                  <ul key={i} className="mt-4 list-disc space-y-2 pl-6 marker:text-accent-strong">
                    {block.list.map((item) => (
                      <li key={item}>
                        <RichTextView text={item} context={context} />
                      </li>
                    ))}
                  </ul>
                ),
              )}
            </section>
          ))}
        </article>
      </div>
    </>
  );
}
