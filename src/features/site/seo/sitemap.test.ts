import { describe, expect, it } from 'vitest';
import { sitemapXml } from './sitemap';

describe('sitemap', () => {
  it('lists each page in both languages with hreflang alternates', () => {
    const xml = sitemapXml('https://example.com', ['/', '/faq']);
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/en</loc>');
    expect(xml).toContain('<loc>https://example.com/faq</loc>');
    expect(xml).toContain('<loc>https://example.com/en/faq</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('hreflang="en" href="https://example.com/en/faq"');
  });
});
