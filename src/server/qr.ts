// The one way to draw a QR code (the pass page's code, the two-factor key): uqr encodes the text,
// and this draws its modules as an SVG document, black on white with a quiet zone of `border`
// modules, one path of horizontal runs that scales to any width without seams. A PNG of the same
// drawing is there for whoever needs an image file.
import { encode } from 'uqr';

export interface QrOptions {
  /** Error correction: M (the default) recovers 15% of the code, enough for a screen or a print. */
  ecc?: 'L' | 'M' | 'Q' | 'H';
  /** The quiet zone, in modules (2 by default). */
  border?: number;
}

function drawing(text: string, { ecc = 'M', border = 2 }: QrOptions) {
  const { size, data } = encode(text, { ecc, border });
  const runs: string[] = [];
  data.forEach((row, y) => {
    for (let x = 0; x < size; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      runs.push(`M${start} ${y}h${x + 1 - start}v1H${start}z`);
    }
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path fill="#000" d="${runs.join('')}"/></svg>`;
  return { svg, size };
}

/** The QR code of `text` as an SVG document whose viewBox is its size in modules. */
export const qrSvg = (text: string, options: QrOptions = {}): string => drawing(text, options).svg;

/** The same drawing as a PNG about `width` pixels wide (whole pixels per module). */
export async function qrPng(text: string, width: number, options: QrOptions = {}): Promise<Buffer> {
  const { svg, size } = drawing(text, options);
  const scale = Math.max(1, Math.round(width / size));
  // sharp (libvips) is loaded by the first PNG, not at start-up (decision 027).
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .png()
    .toBuffer();
}
