// Lays a module's spec sheet out on one A4 page with pdfkit: the letterhead, its areas and
// technical features beside the site plan with the module picked out, its floor plan across the
// page, and the business's address and contact at the foot. Drawings are vectors from the plans'
// geometry (src/features/site/plans/*-pdf.server.ts), text in the reports' fonts (pdfkit-style.ts).
import { loadPdfKit } from '@/server/pdf/pdfkit';
import { PDF_COLOR, PDF_FONT, winAnsi } from '@/server/pdf/pdfkit-style';
import { drawModulePlanPdf } from '@/features/site/plans/module-plan-pdf.server';
import {
  drawSitePlanPdf,
  type SitePlanModuleInput,
  type SitePlanPdfInput,
  type SitePlanStrings,
} from '@/features/site/plans/site-plan-pdf.server';
import type { Line, SpecSheetContent } from './spec-sheet-content';

export interface SpecSheetDrawings {
  number: number;
  /** Every module, for the site plan. */
  modules: readonly SitePlanModuleInput[];
  sitePlan: SitePlanStrings;
  legend: SitePlanPdfInput['legend'];
  /** When its data last changed: the file's date, so the same data always gives the same bytes. */
  asOf: Date;
}

const M = 40;
const PAGE = { width: 595.28, height: 841.89 };
const WIDTH = PAGE.width - 2 * M;
const COLUMN = 245;
const RIGHT = M + COLUMN + 25;

function heading(pdf: PDFKit.PDFDocument, text: string, x: number, y: number) {
  pdf.font(PDF_FONT.bold).fontSize(11).fillColor(PDF_COLOR.brand).text(winAnsi(text), x, y, { lineBreak: false });
  return y + 18;
}

function rule(pdf: PDFKit.PDFDocument, x: number, y: number, width: number, color: string = PDF_COLOR.border) {
  pdf
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();
}

/** Label and value on one line each, the value right-aligned. */
function figures(pdf: PDFKit.PDFDocument, lines: readonly Line[], y: number) {
  for (const { label, value, strong: bold } of lines) {
    pdf.font(bold ? PDF_FONT.bold : PDF_FONT.regular).fontSize(9);
    pdf.fillColor(bold ? PDF_COLOR.ink : PDF_COLOR.muted).text(winAnsi(label), M, y + 4, { lineBreak: false });
    pdf.fillColor(PDF_COLOR.ink).text(winAnsi(value), M, y + 4, { width: COLUMN, align: 'right', lineBreak: false });
    y += 17;
    rule(pdf, M, y, COLUMN);
  }
  return y;
}

/** Label above, value below wrapping in the column. */
function features(pdf: PDFKit.PDFDocument, lines: readonly Line[], y: number) {
  for (const { label, value } of lines) {
    pdf
      .font(PDF_FONT.bold)
      .fontSize(8.5)
      .fillColor(PDF_COLOR.muted)
      .text(winAnsi(label), M, y + 4, { width: COLUMN });
    pdf
      .font(PDF_FONT.regular)
      .fontSize(9.5)
      .fillColor(PDF_COLOR.ink)
      .text(winAnsi(value), M, pdf.y + 1, {
        width: COLUMN,
      });
    y = pdf.y + 5;
    rule(pdf, M, y, COLUMN);
  }
  return y;
}

/** `text` in at most `lines` lines of the current font across the page; longer ends in '…'. */
function capped(pdf: PDFKit.PDFDocument, text: string, y: number, lines: number) {
  // The height (plus a hair, against rounding) caps the lines; pdfkit ends cut text with '…'.
  const height = lines * pdf.currentLineHeight(true) + 0.5;
  pdf.text(winAnsi(text), M, y, { width: WIDTH, height, ellipsis: true });
}

/** Brand, title, status and description atop the page; returns where the columns start. The
 *  texts the staff write are capped, so the drawings below always keep their room. */
function letterhead(pdf: PDFKit.PDFDocument, content: SpecSheetContent): number {
  pdf.font(PDF_FONT.bold).fontSize(10).fillColor(PDF_COLOR.brand);
  capped(pdf, content.brand, M, 1);
  pdf
    .fontSize(20)
    .fillColor(PDF_COLOR.ink)
    .text(winAnsi(content.title), M, pdf.y + 4, { width: WIDTH });
  pdf
    .font(PDF_FONT.regular)
    .fontSize(11)
    .fillColor(PDF_COLOR.muted)
    .text(winAnsi(content.subtitle), M, pdf.y + 2);
  pdf.fontSize(9.5);
  capped(pdf, content.description, pdf.y + 2, 3);
  const y = pdf.y + 8;
  rule(pdf, M, y, WIDTH, PDF_COLOR.brand);
  return y + 12;
}

function contactBlock(pdf: PDFKit.PDFDocument, content: SpecSheetContent) {
  const top = PAGE.height - M - 78;
  rule(pdf, M, top, WIDTH, PDF_COLOR.brand);
  let y = heading(pdf, content.contactTitle, M, top + 10);
  for (const { label, value } of content.contact) {
    pdf.font(PDF_FONT.bold).fontSize(9).fillColor(PDF_COLOR.muted).text(winAnsi(label), M, y, { lineBreak: false });
    pdf.font(PDF_FONT.regular).fillColor(PDF_COLOR.ink);
    pdf.text(winAnsi(value), M + 80, y, { width: WIDTH - 80, height: 11, ellipsis: true });
    y += 12;
  }
}

function caption(pdf: PDFKit.PDFDocument, text: string, x: number, y: number, width: number) {
  pdf.font(PDF_FONT.bold).fontSize(9).fillColor(PDF_COLOR.ink).text(winAnsi(text), x, y, { width });
}

function draw(pdf: PDFKit.PDFDocument, content: SpecSheetContent, drawings: SpecSheetDrawings) {
  const top = letterhead(pdf, content);
  let y = heading(pdf, content.areasTitle, M, top);
  y = figures(pdf, content.areas, y);
  y = heading(pdf, content.featuresTitle, M, y + 14);
  const leftBottom = features(pdf, content.features, y);

  caption(pdf, content.sitePlanCaption, RIGHT, top, PAGE.width - M - RIGHT);
  const planTop = pdf.y + 4;
  const planBottom = Math.max(leftBottom, top + 300);
  drawSitePlanPdf(pdf, {
    modules: drawings.modules,
    highlight: drawings.number,
    strings: drawings.sitePlan,
    legend: drawings.legend,
    box: { x: RIGHT, y: planTop, w: PAGE.width - M - RIGHT, h: planBottom - planTop },
  });

  caption(pdf, content.floorPlanCaption, M, planBottom + 20, WIDTH);
  const floorTop = pdf.y + 4;
  const floorBottom = PAGE.height - M - 100;
  const drawn = drawModulePlanPdf(pdf, {
    locale: content.locale,
    shape: content.shape,
    storageArea: content.storageArea,
    mezzanineArea: content.mezzanineArea,
    box: { x: M, y: floorTop, w: WIDTH, h: floorBottom - floorTop },
  });
  pdf.font(PDF_FONT.italic).fontSize(7.5).fillColor(PDF_COLOR.muted);
  pdf.text(winAnsi(content.drawingNote), M, drawn + 4, { width: WIDTH, align: 'right' });
  contactBlock(pdf, content);
}

/** The spec sheet as PDF bytes. */
export async function specSheetPdf(content: SpecSheetContent, drawings: SpecSheetDrawings): Promise<Buffer> {
  const PDFDocument = await loadPdfKit();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: M, left: M, right: M, bottom: 0 },
    lang: content.locale,
    info: {
      Title: winAnsi(`${content.title} - ${content.brand}`),
      Author: winAnsi(content.brand),
      Creator: winAnsi(content.brand),
      CreationDate: drawings.asOf,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf, content, drawings);
  pdf.end();
  return done;
}
