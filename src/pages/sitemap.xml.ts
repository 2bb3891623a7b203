import type { APIRoute } from 'astro';
import { config } from '@/server/config';
import { sitemapXml } from '@/features/site/seo/sitemap';
import { publicPaths } from '@/features/site/seo/public-pages';

export const GET: APIRoute = () =>
  new Response(sitemapXml(config().publicSiteUrl, publicPaths()), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
