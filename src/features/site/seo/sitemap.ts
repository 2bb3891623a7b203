// sitemap.xml with both languages of every public page, linked as hreflang alternates.
import { localizePath } from '@/lib/paths';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.flatMap((path) => {
    const pt = `${siteUrl}${localizePath('pt-BR', path)}`;
    const en = `${siteUrl}${localizePath('en', path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="pt-BR" href="${escapeXml(pt)}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${escapeXml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(pt)}"/>`,
    ].join('');
    return [pt, en].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${alternates}</url>`);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
