// What the freight section shows, independent of language: the services, reasons and case studies,
// their order, images and case-study slugs.
import { projects as englishProjects } from './content/projects.en';
import type { ProjectId, ReasonId, ServiceId } from './content/types';
import type { ImageName } from '@/server/images';
import type { Locale } from '@/lib/i18n-types';
import { freightContent } from './content';
import { slugify } from './slug';

export type ProjectCategory = 'supplyChain' | 'healthcare' | 'manufacturing' | 'agriculture' | 'retail' | 'nonProfit';

export const serviceCatalogue = [
  { id: 'road', image: 'service-road-freight' },
  { id: 'air', image: 'service-air-freight' },
  { id: 'ocean', image: 'service-ocean-freight' },
  { id: 'warehousing', image: 'service-warehousing' },
  { id: 'insurance', image: 'service-cargo-insurance' },
  { id: 'supplyChain', image: 'service-supply-chain' },
] as const satisfies readonly { id: ServiceId; image: ImageName }[];

export const reasonIds = ['network', 'technology', 'team', 'custom'] as const satisfies readonly ReasonId[];

export interface ProjectEntry {
  id: ProjectId;
  /** The URL segment under /projects, from the English title so both languages share it. */
  slug: string;
  category: ProjectCategory;
  image: ImageName;
}

const projectBase = [
  { id: '01', category: 'supplyChain', image: 'project-supply-chain' },
  { id: '02', category: 'healthcare', image: 'project-healthcare' },
  { id: '03', category: 'manufacturing', image: 'project-manufacturing' },
  { id: '04', category: 'agriculture', image: 'project-agriculture' },
  { id: '05', category: 'retail', image: 'project-retail' },
  { id: '06', category: 'nonProfit', image: 'project-non-profit' },
] as const satisfies readonly Omit<ProjectEntry, 'slug'>[];

export const projectCatalogue: readonly ProjectEntry[] = projectBase.map((p) => ({
  ...p,
  slug: slugify(englishProjects[p.id].title),
}));

export function findProject(slug: string | undefined): ProjectEntry | undefined {
  return projectCatalogue.find((p) => p.slug === slug);
}

/** '/projects/<slug>' for every case study (unprefixed; English lives under /en), e.g. for the sitemap. */
export function caseStudyPaths(): string[] {
  return projectCatalogue.map((p) => `/projects/${p.slug}`);
}

/** Each freight image's alt text in `locale`, for the staff's form that may replace the image. */
export function freightImageAlts(locale: Locale): Partial<Record<ImageName, string>> {
  const { services, projects } = freightContent(locale);
  return Object.fromEntries([
    ...serviceCatalogue.map(({ id, image }) => [image, services[id].imageAlt]),
    ...projectBase.map(({ id, image }) => [image, projects[id].imageAlt]),
  ]);
}
