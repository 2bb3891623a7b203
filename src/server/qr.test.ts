import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { qrPng, qrSvg } from './qr';

const TOTP =
  'otpauth://totp/Parque%20Log%C3%ADstico:ana%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Parque&digits=6&period=30';

/** What a scanner reads from an image (PNG or SVG), rasterised at `density`. */
async function scan(image: Buffer, density?: number) {
  const { data, info } = await sharp(image, density ? { density } : {})
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

describe('QR codes', () => {
  it('draws an SVG that a scanner reads back, for a pass code and for a two-factor URI', async () => {
    for (const text of ['K7M2QX', TOTP]) {
      const svg = qrSvg(text);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
      expect(svg.endsWith('</svg>')).toBe(true);
      expect(await scan(Buffer.from(svg), 72 * 8)).toBe(text);
    }
  });

  it('keeps a white quiet zone of two modules by default, and the size asked for', () => {
    const size = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    // Version 1 is 21 modules across.
    expect(size(qrSvg('K7M2QX'))).toBe(25);
    expect(size(qrSvg('K7M2QX', { border: 4 }))).toBe(29);
    expect(qrSvg('K7M2QX')).not.toMatch(/M[01] |M\d+ [01]h/);
  });

  it('makes a PNG of the same code, in whole pixels per module', async () => {
    const png = await qrPng('K7M2QX', 320);
    const meta = await sharp(png).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(25 * 13);
    expect(await scan(png)).toBe('K7M2QX');
  });
});
