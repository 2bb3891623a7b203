// The public pages, for the sitemap and the browser sweeps: every path exists in pt-BR
// (unprefixed) and in English under /en.
import { caseStudyPaths } from '@/features/site/content-pages';

export const staticPublicPaths = [
  '/',
  '/plantas',
  '/quadro-de-areas',
  '/services',
  '/projects',
  '/contact',
  '/faq',
  '/privacy',
  '/terms',
  '/rastreamento',
  '/agendar-visita',
] as const;

export function publicPaths(): string[] {
  return [...staticPublicPaths, ...caseStudyPaths()];
}
