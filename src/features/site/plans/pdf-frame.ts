// A drawing in metres placed in a box of a PDF page (points): one scale for both axes, centred,
// so the PDF drawings keep the real proportions of the geometry the web drawings use.
import type { Rect } from './site-plan-layout';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Frame {
  /** Points per metre. */
  scale: number;
  x(metres: number): number;
  y(metres: number): number;
  /** A rectangle in metres as a rectangle in points. */
  box(r: Rect): Box;
}

/** The frame that fits `extent` (metres) in `into` (points), centred or at its top. */
export function fitFrame(extent: Rect, into: Box, vertical: 'centre' | 'top' = 'centre'): Frame {
  const scale = Math.min(into.w / extent.w, into.h / extent.h);
  const left = into.x + (into.w - extent.w * scale) / 2 - extent.x * scale;
  const spare = vertical === 'top' ? 0 : (into.h - extent.h * scale) / 2;
  const top = into.y + spare - extent.y * scale;
  const x = (m: number) => left + m * scale;
  const y = (m: number) => top + m * scale;
  return { scale, x, y, box: (r) => ({ x: x(r.x), y: y(r.y), w: r.w * scale, h: r.h * scale }) };
}

/** Text centred on a point (pdfkit places text by its top-left corner). */
export function centredText(pdf: PDFKit.PDFDocument, text: string, cx: number, cy: number, width = 200) {
  pdf.text(text, cx - width / 2, cy - pdf.currentLineHeight() / 2, { width, align: 'center', lineBreak: false });
}
