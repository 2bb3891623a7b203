import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMAGE_NAMES, responsiveImage } from './images';

const manifestUrl = new URL('../assets/images.generated.json', import.meta.url);

describe('image sources', () => {
  it('has exactly one named source per image the site uses', () => {
    const dir = new URL('../assets/images/', import.meta.url);
    const names = new Set(fs.readdirSync(dir).map((file) => file.replace(/\.[a-z]+$/i, '')));
    expect([...names].sort()).toEqual([...IMAGE_NAMES].sort());
  });
});

describe('responsiveImage', () => {
  it.runIf(fs.existsSync(manifestUrl))('describes every image with AVIF and WebP srcsets', () => {
    for (const name of IMAGE_NAMES) {
      const image = responsiveImage(name);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
      expect(image.avif).toMatch(new RegExp(`^/img/${name}-480-[0-9a-f]{8}\\.avif 480w, `));
      expect(image.webp).toContain(`/img/${name}-1920-`);
      expect(image.src).toMatch(/\.webp$/);
    }
  });

  it.runIf(!fs.existsSync(manifestUrl))('says to run the build when the manifest is missing', () => {
    expect(() => responsiveImage('hero-complex')).toThrow(/npm run build/);
  });
});
