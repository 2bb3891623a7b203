import { ArrowRight, Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { PageHero } from '@/components/page-hero';
import { SectionHeading } from './section-heading';

export interface OfficeCardData {
  id: string;
  name: string;
  /** 'HQ' on the headquarters, absent elsewhere. */
  badge?: string;
  addressLines: readonly string[];
  phone: { href: string; display: string };
  email: string;
}

export interface ContactPageProps {
  hero: { eyebrow: string; title: string; lead: string };
  officesTitle: string;
  labels: { address: string; phone: string; email: string };
  offices: readonly OfficeCardData[];
  hours: string;
  condo: {
    title: string;
    text: string;
    button: string;
    formHref: string;
    address: string;
    phone: { href: string; display: string };
    email: string;
  };
}

const linkClass = 'font-medium text-brand underline-offset-4 hover:underline';

function Line({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <dt className="mt-0.5 shrink-0 text-accent-strong">
        {icon}
        <span className="sr-only">{label}</span>
      </dt>
      <dd className="min-w-0 wrap-anywhere">{children}</dd>
    </div>
  );
}

export function ContactPage({ hero, officesTitle, labels, offices, hours, condo }: ContactPageProps) {
  const icon = 'size-5';
  return (
    <>
      <PageHero {...hero} />
      <section aria-labelledby="offices-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8 lg:py-24">
        <SectionHeading id="offices-title" title={officesTitle} />
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {offices.map((office) => (
            <li
              key={office.id}
              data-testid="office"
              className="rounded-card border border-border bg-background p-6 shadow-sm"
            >
              <h3 className="flex items-center gap-3 text-xl font-bold">
                {office.name}
                {office.badge && (
                  <span className="rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold tracking-wide text-accent-foreground uppercase">
                    {office.badge}
                  </span>
                )}
              </h3>
              <dl className="mt-5 space-y-4 text-sm">
                <Line icon={<MapPin aria-hidden="true" className={icon} />} label={labels.address}>
                  <address className="not-italic">
                    {office.addressLines.map((line) => (
                      <span key={line} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </Line>
                <Line icon={<Phone aria-hidden="true" className={icon} />} label={labels.phone}>
                  <a className={linkClass} href={office.phone.href}>
                    {office.phone.display}
                  </a>
                </Line>
                <Line icon={<Mail aria-hidden="true" className={icon} />} label={labels.email}>
                  <a className={linkClass} href={`mailto:${office.email}`}>
                    {office.email}
                  </a>
                </Line>
              </dl>
            </li>
          ))}
        </ul>
        <p className="mt-8 flex items-center gap-2 text-muted-foreground">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-accent-strong" />
          {hours}
        </p>
      </section>
      <section aria-labelledby="condo-title" className="bg-muted">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 lg:grid-cols-5 lg:px-8 lg:py-20">
          <div className="lg:col-span-3">
            <SectionHeading id="condo-title" title={condo.title} lead={condo.text} />
            <a href={condo.formHref} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
              {condo.button}
              <ArrowRight aria-hidden="true" />
            </a>
          </div>
          <dl className="space-y-4 self-center rounded-card border border-border bg-background p-6 text-sm lg:col-span-2">
            <Line icon={<MapPin aria-hidden="true" className={icon} />} label={labels.address}>
              <address className="not-italic">{condo.address}</address>
            </Line>
            <Line icon={<Phone aria-hidden="true" className={icon} />} label={labels.phone}>
              <a className={linkClass} href={condo.phone.href}>
                {condo.phone.display}
              </a>
            </Line>
            <Line icon={<Mail aria-hidden="true" className={icon} />} label={labels.email}>
              <a className={linkClass} href={`mailto:${condo.email}`}>
                {condo.email}
              </a>
            </Line>
          </dl>
        </div>
      </section>
    </>
  );
}
