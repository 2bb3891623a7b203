import type { APIRoute } from 'astro';
import { config } from '@/server/config';

export const GET: APIRoute = () => {
  const { publicSiteUrl } = config();
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /_actions',
    '',
    `Sitemap: ${publicSiteUrl}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
};
