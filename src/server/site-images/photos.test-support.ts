// Photos for the site-image tests, made with sharp: a phone's JPEG (EXIF orientation and GPS), and
// bytes that are not one.
import sharp from 'sharp';

/** A JPEG as a phone saves it: stored `width` × `height`, EXIF orientation 6 (shown turned a quarter), GPS. */
export function phoneJpeg(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d5c' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '5/1 52/1 56/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '35/1 12/1 38/1',
      },
    })
    .toBuffer();
}

/** A plain picture of `width` × `height` in `format`, no metadata. */
export function plainImage(width: number, height: number, format: 'png' | 'webp' | 'jpeg' = 'png'): Promise<Buffer> {
  const blank = sharp({ create: { width, height, channels: 3, background: '#204060' } });
  return blank.toFormat(format).toBuffer();
}

/** A small PDF: what a renamed `.jpg` may really be. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

/** Whether EXIF bytes hold a GPS section (the GPS IFD pointer tag, 0x8825, either byte order). */
export const hasGps = (exif: Buffer | undefined) =>
  Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
