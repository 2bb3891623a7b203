import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Picture } from '@/components/picture';
import type { ResponsiveImage } from '@/lib/responsive-image';
import type { ProjectFigure } from './content/types';
import { ContactCta, type ContactCtaProps } from './contact-cta';
import { PageHero } from '@/components/page-hero';

export interface CaseStudyPageProps {
  eyebrow: string;
  title: string;
  description: string;
  back: { label: string; href: string };
  image: ResponsiveImage;
  imageAlt: string;
  challenge: { title: string; paragraphs: readonly string[] };
  solution: { title: string; paragraphs: readonly string[] };
  results: { title: string; figures: readonly ProjectFigure[]; outcome: string };
  summary: { title: string; facts: readonly { label: string; value: string }[] };
  cta: ContactCtaProps;
}

/** One part of the story (the challenge, the solution, the results), titled. */
function StoryPart({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return paragraphs.map((p) => (
    <p key={p} className="mt-4 leading-relaxed text-foreground/90">
      {p}
    </p>
  ));
}

export function CaseStudyPage(props: CaseStudyPageProps) {
  const { back, challenge, solution, results, summary } = props;
  const backLink = (
    <a
      href={back.href}
      className="mb-6 inline-flex items-center gap-2 text-sm font-semibold text-brand-foreground/85 underline-offset-4 hover:text-brand-foreground hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {back.label}
    </a>
  );
  return (
    <>
      <PageHero eyebrow={props.eyebrow} title={props.title} lead={props.description} before={backLink} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 pt-12 sm:px-6 lg:grid-cols-3 lg:px-8 lg:pt-16">
        <article className="lg:col-span-2">
          <Picture
            image={props.image}
            alt={props.imageAlt}
            sizes="(min-width: 1280px) 820px, (min-width: 1024px) 64vw, 100vw"
            loading="eager"
            fetchPriority="high"
            className="block overflow-hidden rounded-card border border-border"
            imgClassName="aspect-[16/9] w-full object-cover"
          />
          <StoryPart id="challenge" title={challenge.title}>
            <Paragraphs paragraphs={challenge.paragraphs} />
          </StoryPart>
          <StoryPart id="solution" title={solution.title}>
            <Paragraphs paragraphs={solution.paragraphs} />
          </StoryPart>
          <StoryPart id="results" title={results.title}>
            <dl className="mt-6 grid gap-4 sm:grid-cols-3">
              {results.figures.map((figure) => (
                <div
                  key={figure.label}
                  data-testid="result-figure"
                  className="flex flex-col gap-1 rounded-card border-t-4 border-accent bg-muted p-5"
                >
                  <dt className="text-sm text-muted-foreground">{figure.label}</dt>
                  <dd className="order-first text-3xl font-black tracking-tight text-brand">{figure.value}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-6 leading-relaxed text-foreground/90">{results.outcome}</p>
          </StoryPart>
        </article>
        <aside aria-labelledby="summary" className="lg:pt-0">
          <div className="rounded-card border border-border bg-background p-6 shadow-sm lg:sticky lg:top-28">
            <h2 id="summary" className="text-lg font-bold">
              {summary.title}
            </h2>
            <dl className="mt-4 divide-y divide-border text-sm">
              {summary.facts.map((fact) => (
                <div key={fact.label} className="py-3">
                  <dt className="text-muted-foreground">{fact.label}</dt>
                  <dd className="mt-1 font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </aside>
      </div>
      <ContactCta {...props.cta} />
    </>
  );
}
