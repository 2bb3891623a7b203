import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ResponsiveImage } from '@/lib/responsive-image';
import { Picture } from './picture';

const image: ResponsiveImage = {
  width: 1920,
  height: 1080,
  avif: '/img/a-480-0000aaaa.avif 480w, /img/a-1920-0000aaaa.avif 1920w',
  webp: '/img/a-480-0000aaaa.webp 480w, /img/a-1920-0000aaaa.webp 1920w',
  src: '/img/a-800-0000aaaa.webp',
};

describe('Picture', () => {
  it('offers AVIF before WebP and lazy-loads by default', () => {
    const html = renderToStaticMarkup(<Picture image={image} alt="Galpões" sizes="100vw" />);
    expect(html.indexOf('image/avif')).toBeLessThan(html.indexOf('image/webp'));
    expect(html).toContain(`srcSet="${image.avif}"`);
    expect(html).toContain('sizes="100vw"');
    expect(html).toMatch(/<img[^>]*src="\/img\/a-800-0000aaaa.webp"[^>]*width="1920"[^>]*height="1080"/);
    expect(html).toContain('loading="lazy"');
    expect(html).not.toContain('fetchPriority');
    expect(html).not.toContain('fetchpriority');
  });

  it('loads the priority (LCP) image eagerly with high fetch priority', () => {
    const html = renderToStaticMarkup(
      <Picture image={image} alt="" sizes="100vw" loading="eager" fetchPriority="high" />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="high"/i);
  });

  it('loads a backdrop of the first screen eagerly with low fetch priority', () => {
    const html = renderToStaticMarkup(
      <Picture image={image} alt="" sizes="100vw" loading="eager" fetchPriority="low" />,
    );
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/fetchpriority="low"/i);
  });
});
