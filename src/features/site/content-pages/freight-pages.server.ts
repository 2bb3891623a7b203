// Builds each freight page's plain props and meta from the catalogues, so the .astro routes stay thin.
import { useTranslations, type MessageKey } from '@/i18n/translate';
import { formatPhone } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { localizePath } from '@/lib/paths';
import { publicFaq } from '@/features/site/site-texts/public-faq.server';
import { config } from '@/server/config';
import { altText, type ResponsiveImage } from '@/lib/responsive-image';
import { responsiveImage } from '@/server/images';
import { siteConfig } from '@/server/site-config';
import type { CaseStudyPageProps } from './case-study-page';
import {
  findProject,
  projectCatalogue,
  reasonIds,
  serviceCatalogue,
  type ProjectCategory,
  type ProjectEntry,
} from './catalogue';
import type { ContactCtaProps } from './contact-cta';
import type { ContactPageProps } from './contact-page';
import { freightContent } from './content';
import type { FaqPageProps } from './faq-page';
import { formatLegalDate } from './legal-date';
import type { LegalPageProps } from './legal-page';
import { HEADQUARTERS, offices } from './offices';
import type { ProjectCardData } from './project-card';
import type { ProjectsPageProps } from './projects-page';
import type { RichTextContext } from './rich-text-view';
import type { ServicesPageProps } from './services-page';

export interface PageMeta {
  title: string;
  description: string;
  jsonLd?: object[];
}

export interface FreightPage<Props> {
  meta: PageMeta;
  props: Props;
}

const categoryKey = (category: ProjectCategory) => `freight.category.${category}` as MessageKey;

function contactCta(locale: Locale): ContactCtaProps {
  const t = useTranslations(locale);
  return {
    title: t('freight.cta.title'),
    text: t('freight.cta.text'),
    button: t('freight.cta.button'),
    href: localizePath(locale, '/contact'),
  };
}

function richTextContext(locale: Locale): RichTextContext {
  const { name, email, address: a } = siteConfig();
  const postal = locale === 'pt-BR' ? `CEP ${a.postalCode}` : a.postalCode;
  return { locale, name, email, address: `${a.street}, ${a.district}, ${a.city}/${a.state}, ${postal}` };
}

/** A slot's image with its alt text: the staff's for their photo, the content's for the drawing. */
function withAlt(image: ResponsiveImage, locale: Locale, shipped: string) {
  return { image, imageAlt: altText(image, locale, shipped) };
}

function projectHref(locale: Locale, project: ProjectEntry) {
  return localizePath(locale, `/projects/${project.slug}`);
}

export function servicesPage(locale: Locale): FreightPage<ServicesPageProps> {
  const t = useTranslations(locale);
  const { services, reasons } = freightContent(locale);
  return {
    meta: { title: t('freight.services.metaTitle'), description: t('freight.services.metaDescription') },
    props: {
      hero: {
        eyebrow: t('freight.services.eyebrow'),
        title: t('freight.services.title'),
        lead: t('freight.services.lead'),
      },
      listTitle: t('freight.services.listTitle'),
      services: serviceCatalogue.map(({ id, image }) => ({
        id,
        ...services[id],
        ...withAlt(responsiveImage(image), locale, services[id].imageAlt),
      })),
      reasonsEyebrow: t('freight.services.reasonsEyebrow'),
      reasonsTitle: t('freight.services.reasonsTitle'),
      reasons: reasonIds.map((id) => ({ id, ...reasons[id] })),
      cta: contactCta(locale),
    },
  };
}

export function projectsPage(locale: Locale): FreightPage<ProjectsPageProps> {
  const t = useTranslations(locale);
  const { projects } = freightContent(locale);
  const cards: ProjectCardData[] = projectCatalogue.map((entry) => {
    const copy = projects[entry.id];
    return {
      id: entry.id,
      idLabel: t('freight.projects.id', { id: entry.id }),
      title: copy.title,
      category: t(categoryKey(entry.category)),
      description: copy.description,
      href: projectHref(locale, entry),
      ...withAlt(responsiveImage(entry.image), locale, copy.imageAlt),
    };
  });
  return {
    meta: { title: t('freight.projects.metaTitle'), description: t('freight.projects.metaDescription') },
    props: {
      hero: {
        eyebrow: t('freight.projects.eyebrow'),
        title: t('freight.projects.title'),
        lead: t('freight.projects.lead'),
      },
      listTitle: t('freight.projects.listTitle'),
      readLabel: t('freight.projects.readCaseStudy'),
      projects: cards,
      cta: contactCta(locale),
    },
  };
}

/** The case study at /projects/<slug>, or undefined when no project has that slug. */
export function caseStudyPage(locale: Locale, slug: string | undefined): FreightPage<CaseStudyPageProps> | undefined {
  const entry = findProject(slug);
  if (!entry) return undefined;
  const t = useTranslations(locale);
  const copy = freightContent(locale).projects[entry.id];
  const category = t(categoryKey(entry.category));
  const siteUrl = config().publicSiteUrl;
  const crumbs = [
    [t('freight.caseStudy.breadcrumbHome'), localizePath(locale, '/')],
    [t('freight.projects.metaTitle'), localizePath(locale, '/projects')],
    [copy.title, projectHref(locale, entry)],
  ] as const;
  const breadcrumb = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: `${siteUrl}${path}`,
    })),
  };
  return {
    meta: {
      title: copy.title,
      description: t('freight.caseStudy.metaDescription', { category, description: copy.description }),
      jsonLd: [breadcrumb],
    },
    props: {
      eyebrow: `${t('freight.caseStudy.eyebrow')} · ${category}`,
      title: copy.title,
      description: copy.description,
      back: { label: t('freight.caseStudy.back'), href: localizePath(locale, '/projects') },
      ...withAlt(responsiveImage(entry.image), locale, copy.imageAlt),
      challenge: { title: t('freight.caseStudy.challenge'), paragraphs: copy.challenge },
      solution: { title: t('freight.caseStudy.solution'), paragraphs: copy.solution },
      results: { title: t('freight.caseStudy.results'), figures: copy.results, outcome: copy.outcome },
      summary: {
        title: t('freight.caseStudy.summary'),
        facts: [
          { label: t('freight.caseStudy.project'), value: entry.id },
          { label: t('freight.caseStudy.category'), value: category },
          { label: t('freight.caseStudy.client'), value: copy.client },
          { label: t('freight.caseStudy.location'), value: copy.location },
        ],
      },
      cta: contactCta(locale),
    },
  };
}

export function contactPage(locale: Locale): FreightPage<ContactPageProps> {
  const t = useTranslations(locale);
  const site = siteConfig();
  const domain = site.email.slice(site.email.indexOf('@') + 1);
  const regions = new Intl.DisplayNames(locale, { type: 'region' });
  return {
    meta: { title: t('freight.contact.metaTitle'), description: t('freight.contact.metaDescription') },
    props: {
      hero: {
        eyebrow: t('freight.contact.eyebrow'),
        title: t('freight.contact.title'),
        lead: t('freight.contact.lead'),
      },
      officesTitle: t('freight.contact.officesTitle'),
      labels: {
        address: t('freight.contact.address'),
        phone: t('freight.contact.phone'),
        email: t('freight.contact.email'),
      },
      offices: offices.map((office) => ({
        id: office.id,
        name: t(`freight.office.${office.id}`),
        badge: office.id === HEADQUARTERS ? t('freight.contact.headquarters') : undefined,
        addressLines: [...office.addressLines, regions.of(office.country) ?? office.country],
        phone: { href: `tel:${office.phone.e164}`, display: office.phone.display },
        email: `${office.id.toLowerCase()}@${domain}`,
      })),
      hours: t('freight.contact.hours'),
      condo: {
        title: t('freight.contact.condoTitle'),
        text: t('freight.contact.condoText'),
        button: t('freight.contact.condoButton'),
        formHref: localizePath(locale, '/#contact-form-section'),
        address: richTextContext(locale).address,
        phone: { href: `tel:${site.phone}`, display: formatPhone(site.phone) },
        email: site.email,
      },
    },
  };
}

/** The FAQ page: the freight questions, then the condominium's own (both from the staff's FAQ). */
export async function faqPage(locale: Locale): Promise<FreightPage<FaqPageProps>> {
  const t = useTranslations(locale);
  const faq = await publicFaq(locale);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: locale,
    mainEntity: [...faq.freight, ...faq.condominium].map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answerText },
    })),
  };
  return {
    meta: { title: t('freight.faq.metaTitle'), description: t('freight.faq.metaDescription'), jsonLd: [jsonLd] },
    props: {
      hero: { eyebrow: t('freight.faq.eyebrow'), title: t('freight.faq.title'), lead: t('freight.faq.lead') },
      listTitle: t('freight.faq.listTitle'),
      items: faq.freight,
      condominium: { title: t('freight.faq.condoTitle'), items: faq.condominium },
      more: {
        title: t('freight.faq.moreTitle'),
        text: t('freight.faq.moreText'),
        button: t('freight.faq.moreButton'),
        href: localizePath(locale, '/contact'),
      },
    },
  };
}

export function legalPage(locale: Locale, kind: 'privacy' | 'terms'): FreightPage<LegalPageProps> {
  const t = useTranslations(locale);
  const document = freightContent(locale)[kind];
  return {
    meta: { title: document.title, description: t(`freight.${kind}.metaDescription`) },
    props: {
      eyebrow: t('freight.legal.eyebrow'),
      document,
      updated: t('freight.legal.updated', { date: formatLegalDate(locale) }),
      tocLabel: t('freight.legal.toc'),
      context: richTextContext(locale),
    },
  };
}
