import { Check, Cpu, Globe, SlidersHorizontal, Users } from 'lucide-react';
import type { ResponsiveImage } from '@/lib/responsive-image';
import type { ReasonId, ServiceId } from './content/types';
import { ContactCta, type ContactCtaProps } from './contact-cta';
import { PageHero } from '@/components/page-hero';
import { ImageCard } from './project-card';
import { SectionHeading } from './section-heading';

export interface ServiceCardData {
  id: ServiceId;
  title: string;
  description: string;
  points: readonly string[];
  image: ResponsiveImage;
  imageAlt: string;
}

export interface ServicesPageProps {
  hero: { eyebrow: string; title: string; lead: string };
  listTitle: string;
  services: readonly ServiceCardData[];
  reasonsEyebrow: string;
  reasonsTitle: string;
  reasons: readonly { id: ReasonId; title: string; description: string }[];
  cta: ContactCtaProps;
}

const reasonIcons = { network: Globe, technology: Cpu, team: Users, custom: SlidersHorizontal } as const;

export function ServicesPage({
  hero,
  listTitle,
  services,
  reasonsEyebrow,
  reasonsTitle,
  reasons,
  cta,
}: ServicesPageProps) {
  return (
    <>
      <PageHero {...hero} />
      <section aria-labelledby="services-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading id="services-title" title={listTitle} />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {services.map((service) => (
            <li key={service.id} data-testid="service-card">
              <ImageCard image={service.image} imageAlt={service.imageAlt}>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold">{service.title}</h3>
                  <p className="mt-2 text-muted-foreground">{service.description}</p>
                  <ul className="mt-5 space-y-2 border-t border-border pt-5 text-sm">
                    {service.points.map((point) => (
                      <li key={point} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-strong" />
                        <span>{point}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              </ImageCard>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="reasons-title" className="bg-muted">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
          <SectionHeading id="reasons-title" eyebrow={reasonsEyebrow} title={reasonsTitle} />
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {reasons.map((reason) => {
              const Icon = reasonIcons[reason.id];
              return (
                <li
                  key={reason.id}
                  data-testid="reason"
                  className="rounded-card border border-border bg-background p-6"
                >
                  <span className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-brand-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold">{reason.title}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{reason.description}</p>
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <ContactCta {...cta} />
    </>
  );
}
