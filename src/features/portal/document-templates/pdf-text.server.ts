// Text on the fillable PDFs: the standard Helvetica faces (WinAnsi covers Portuguese: á ã ç é ê ó õ ú)
// and the measuring the layout needs (wrap, shrink to fit).
import { StandardFonts, type PDFDocument, type PDFFont } from '@cantoo/pdf-lib';

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

const encodable = new WeakMap<PDFFont, Set<number>>();

/**
 * `text` as the font can draw it: a character outside WinAnsi (only possible in a configured brand
 * name or contact) loses its accent, or becomes '?', instead of failing the whole file.
 */
export function drawable(font: PDFFont, text: string): string {
  let set = encodable.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    encodable.set(font, set);
  }
  const known = set;
  const fits = (s: string) => [...s].every((c) => known.has(c.codePointAt(0) ?? 0));
  return [...text]
    .map((c) => {
      if (fits(c)) return c;
      const base = c.normalize('NFD').replace(/\p{M}/gu, '');
      return base && fits(base) ? base : '?';
    })
    .join('');
}

/** Words into lines no wider than `width` at `size`. */
export function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * The largest size from `size` down to 5 pt at which `text` fits `width` in at most `maxLines`.
 * A label that cannot fit is a mistake in the catalogue: the tests build every template in both
 * languages, so it fails there rather than printing over its neighbour.
 */
export function fit(font: PDFFont, text: string, width: number, size: number, maxLines = 1): FittedText {
  for (let s = size; s >= 5; s -= 0.5) {
    const lines = wrap(font, text, s, width);
    if (lines.length <= maxLines && lines.every((l) => font.widthOfTextAtSize(l, s) <= width))
      return { lines, size: s };
  }
  throw new Error(`"${text}" does not fit in ${Math.round(width)} pt`);
}
