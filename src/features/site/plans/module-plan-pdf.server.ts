// One module's floor plan drawn into a PDF page (the modules' spec sheets) from the geometry the
// web's floor plan uses (module-geometry.ts): front with the ramp and docks on the left, the
// mezzanine over the support rooms at the back, the clear span and the depth dimensioned.
import { translate, type MessageKey } from '@/i18n/translate';
import { formatArea } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { PDF_COLOR, PDF_FONT, winAnsi } from '@/server/pdf/pdfkit-style';
import {
  facadeOpenings,
  LEVELLER,
  RAMP_LENGTH,
  RAMP_WIDTH,
  SUPPORT_ROOM_DEPTH,
  SUPPORT_ROOMS,
  UTILITIES_ROOM,
  type ModuleShape,
} from './module-geometry';
import { centredText, fitFrame, type Box, type Frame } from './pdf-frame';

export interface ModulePlanPdfInput {
  locale: Locale;
  shape: ModuleShape;
  /** The module's areas as its area table shows them ('1.490,62'). */
  storageArea: string;
  mezzanineArea: string;
  box: Box;
}

/** The drawing's words, those of the web's floor plan. */
function words(locale: Locale) {
  const t = (key: MessageKey) => translate(locale, key);
  return {
    canopy: t('plans.label.canopy'),
    ramp: t('plans.label.ramp'),
    docks: t('plans.label.docks'),
    storage: t('plans.label.storage'),
    mezzanine: t('plans.label.mezzanine'),
    support: t('plans.label.support'),
    utilities: t('plans.label.utilities'),
    span: t('plans.label.span'),
  };
}

/** A dimension between two points (metres) with its label beside the line. */
function dimension(
  pdf: PDFKit.PDFDocument,
  frame: Frame,
  from: [number, number],
  to: [number, number],
  label: string,
  side: 'above' | 'right',
) {
  const [x1, y1, x2, y2] = [frame.x(from[0]), frame.y(from[1]), frame.x(to[0]), frame.y(to[1])];
  pdf.lineWidth(0.5).strokeColor(PDF_COLOR.ink);
  pdf.moveTo(x1, y1).lineTo(x2, y2).stroke();
  const tick = 3;
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ] as const)
    pdf
      .moveTo(x - tick, y + tick)
      .lineTo(x + tick, y - tick)
      .stroke();
  pdf.font(PDF_FONT.regular).fontSize(7).fillColor(PDF_COLOR.ink);
  if (side === 'above') centredText(pdf, winAnsi(label), (x1 + x2) / 2, y1 - 6);
  else pdf.text(winAnsi(label), x1 + 4, (y1 + y2) / 2 - 3.5, { lineBreak: false });
}

/** The module's plan fitted into the top of `input.box`; returns where the drawing ends. */
export function drawModulePlanPdf(pdf: PDFKit.PDFDocument, input: ModulePlanPdfInput): number {
  const { width, depth, canopyDepth, mezzanineDepth } = input.shape;
  const text = words(input.locale);
  const metres = (value: number) => formatArea(value, input.locale);
  const left = Math.max(RAMP_LENGTH, canopyDepth) + 1;
  const frame = fitFrame({ x: -left, y: -6, w: left + depth + 16, h: width + 8 }, input.box, 'top');
  const rect = (x: number, y: number, w: number, h: number) =>
    pdf.rect(frame.x(x), frame.y(y), w * frame.scale, h * frame.scale);
  const openings = facadeOpenings(width);
  pdf.save();

  rect(-canopyDepth, 0, canopyDepth, width).lineWidth(0.5).dash(3, { space: 2 });
  pdf.fillAndStroke(PDF_COLOR.surface, PDF_COLOR.rule).undash();
  const ramp = openings.find((o) => o.kind === 'ramp');
  if (ramp) {
    rect(-RAMP_LENGTH, ramp.centre - RAMP_WIDTH / 2, RAMP_LENGTH, RAMP_WIDTH)
      .lineWidth(0.8)
      .fillAndStroke('white', PDF_COLOR.ink);
    pdf.font(PDF_FONT.bold).fontSize(7).fillColor(PDF_COLOR.ink);
    centredText(pdf, winAnsi(text.ramp), frame.x(-RAMP_LENGTH / 2), frame.y(ramp.centre));
  }
  pdf.font(PDF_FONT.regular).fontSize(7).fillColor(PDF_COLOR.muted);
  centredText(pdf, winAnsi(text.canopy), frame.x(-canopyDepth / 2), frame.y(width) - 8, 80);

  rect(0, 0, depth, width).fill('white');
  if (mezzanineDepth > 0) {
    rect(depth - mezzanineDepth, 0.6, mezzanineDepth - 0.6, width - 1.2)
      .lineWidth(1)
      .dash(4, { space: 2 });
    pdf.fillOpacity(0.15).fillAndStroke(PDF_COLOR.accent, PDF_COLOR.accentStrong).fillOpacity(1).undash();
  }
  const supportEnd = Math.max(...SUPPORT_ROOMS.map((r) => r.to));
  rect(depth - SUPPORT_ROOM_DEPTH, 0, SUPPORT_ROOM_DEPTH, supportEnd)
    .lineWidth(0.8)
    .fillAndStroke(PDF_COLOR.border, PDF_COLOR.ink);
  rect(depth - UTILITIES_ROOM.depth, width - UTILITIES_ROOM.width, UTILITIES_ROOM.depth, UTILITIES_ROOM.width)
    .lineWidth(0.8)
    .fillAndStroke('#f8d9bb', PDF_COLOR.ink);
  for (const dock of openings.filter((o) => o.kind === 'dock'))
    rect(0.25, dock.centre - LEVELLER.width / 2, LEVELLER.depth, LEVELLER.width)
      .lineWidth(0.5)
      .fillAndStroke(PDF_COLOR.surface, PDF_COLOR.ink);

  // The walls: back and party walls whole, the front broken by the door openings.
  pdf.lineWidth(2).strokeColor(PDF_COLOR.ink);
  pdf.moveTo(frame.x(0), frame.y(0)).lineTo(frame.x(depth), frame.y(0)).lineTo(frame.x(depth), frame.y(width));
  pdf.lineTo(frame.x(0), frame.y(width)).stroke();
  const edges = [0, ...openings.flatMap((o) => [o.centre - o.width / 2, o.centre + o.width / 2]), width];
  for (let i = 0; i + 1 < edges.length; i += 2)
    pdf
      .moveTo(frame.x(0), frame.y(edges[i]!))
      .lineTo(frame.x(0), frame.y(edges[i + 1]!))
      .stroke();

  const storageCentre = (depth - Math.max(mezzanineDepth, SUPPORT_ROOM_DEPTH)) / 2;
  pdf.font(PDF_FONT.bold).fontSize(10).fillColor(PDF_COLOR.ink);
  centredText(pdf, winAnsi(text.storage), frame.x(storageCentre), frame.y(width / 2) - 6);
  pdf.font(PDF_FONT.regular).fontSize(9);
  centredText(pdf, winAnsi(`${input.storageArea} m²`), frame.x(storageCentre), frame.y(width / 2) + 6);
  pdf.fontSize(7);
  centredText(pdf, winAnsi(text.docks), frame.x(LEVELLER.depth + 9), frame.y(width) - 8, 120);
  pdf.font(PDF_FONT.bold);
  centredText(pdf, winAnsi(text.support), frame.x(depth - SUPPORT_ROOM_DEPTH / 2), frame.y(supportEnd / 2), 60);
  pdf.font(PDF_FONT.regular).fontSize(6);
  pdf.text(
    winAnsi(text.utilities),
    frame.x(depth - UTILITIES_ROOM.depth) - 62,
    frame.y(width - UTILITIES_ROOM.width / 2) - 3,
    {
      width: 60,
      align: 'right',
      lineBreak: false,
    },
  );
  if (mezzanineDepth > 0) {
    pdf.font(PDF_FONT.bold).fontSize(7).fillColor(PDF_COLOR.accentStrong);
    centredText(
      pdf,
      winAnsi(`${text.mezzanine} · ${input.mezzanineArea} m²`),
      frame.x(depth - mezzanineDepth - 12),
      frame.y(width * 0.75),
      140,
    );
  }

  dimension(pdf, frame, [0, -3], [depth, -3], `${metres(depth)} m`, 'above');
  dimension(pdf, frame, [depth + 2.5, 0], [depth + 2.5, width], `${text.span} ${metres(width)} m`, 'right');
  pdf.restore();
  return frame.y(width + 2);
}
