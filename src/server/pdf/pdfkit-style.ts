// The look of the PDFs drawn with pdfkit (the reports, the modules' spec sheets): the standard
// Helvetica faces, built in (no font files to read or embed), the text they can print, the colours.

export const PDF_FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique' } as const;

/** The site's palette (src/styles/global.css) in the sRGB a PDF takes. */
export const PDF_COLOR = {
  brand: '#0b3d91',
  muted: '#555555',
  rule: '#aaaaaa',
  ink: '#1c2433',
  surface: '#f3f4f7',
  border: '#dcdfe6',
  accent: '#ee8a2b',
  accentStrong: '#b4531b',
} as const;

// The built-in fonts speak WinAnsi: Latin-1, which covers Portuguese, plus a few typographic
// signs. Anything else would garble the rest of its line, so it becomes '?'; the odd Unicode
// spaces Intl puts in dates and amounts become plain ones.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const UNICODE_SPACES = /[\t\u2000-\u200a\u202f\u205f]/g;
const OUTSIDE_WIN_ANSI = new RegExp(`[^\\n\\x20-\\x7e\\xa0-\\xff${WIN_ANSI_EXTRA}]`, 'gu');

/** `text` as the built-in fonts can print it. */
export const winAnsi = (text: string) =>
  text.normalize('NFC').replace(UNICODE_SPACES, ' ').replace(OUTSIDE_WIN_ANSI, '?');
