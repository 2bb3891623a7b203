// The PDF report, drawn with pdfkit row by row as the source yields them. Without bufferPages each
// page is written out when the next one starts, and rows wait while the reader is behind, so memory
// stays flat at any row count. The total page count is only known at the end: footers say 'Page N'.
import { PassThrough, type Readable } from 'node:stream';
import { loadPdfKit } from '@/server/pdf/pdfkit';
import { PDF_COLOR, PDF_FONT as FONT, winAnsi } from '@/server/pdf/pdfkit-style';
import { displayCell } from './report-cells';
import type { Locale } from '@/lib/i18n-types';
import type { Cell, ColumnKind } from './report-sources.server';
import type { ReportDocument } from './report-document';

const MARGIN = 32;
/** The bottom margin: the page number sits in it. */
const FOOTER = 40;
const CELL = { fontSize: 8, padX: 4, padY: 3, maxLines: 3 };

interface Column {
  x: number;
  width: number;
  align: 'left' | 'right';
}

// The widest day and time (every digit is as wide as another in Helvetica).
const WIDEST_DAY = '2026-12-28';
const WIDEST_INSTANT = new Date('2026-12-28T23:58:00Z');

/** What a column is sized to hold on one line: its widest value; a date, a time; nothing for free text. */
function widestText(kind: ColumnKind, widest: Cell | undefined, locale: Locale): string {
  if (widest !== undefined && widest !== null) return displayCell(widest, kind, locale);
  if (kind === 'day') return displayCell(WIDEST_DAY, kind, locale);
  if (kind === 'instant') return displayCell(WIDEST_INSTANT, kind, locale);
  return '';
}

/**
 * Columns across the page: a column of figures, dates or amounts as wide as its widest value and
 * its header's longest word (so neither ever breaks), free text sharing what is left; numbers and
 * amounts right-aligned.
 */
function columnsFor(pdf: PDFKit.PDFDocument, doc: ReportDocument, headers: string[]): Column[] {
  const kinds = headers.map((_, i) => doc.kinds[i] ?? 'text');
  const needs = kinds.map((kind, i) => {
    pdf.font(FONT.bold).fontSize(CELL.fontSize);
    const word = Math.max(0, ...headers[i]!.split(/\s+/).map((w) => pdf.widthOfString(w)));
    pdf.font(FONT.regular);
    const value = pdf.widthOfString(winAnsi(widestText(kind, doc.widest[i], doc.locale)));
    return Math.max(word, value) + 2 * CELL.padX + 1;
  });
  const texts = kinds.filter((kind) => kind === 'text').length;
  const fixed = needs.reduce((sum, need, i) => (kinds[i] === 'text' ? sum : sum + need), 0);
  const share = texts > 0 ? (pdf.page.width - 2 * MARGIN - fixed) / texts : 0;
  let x = MARGIN;
  return kinds.map((kind, i) => {
    const width = kind === 'text' ? Math.max(needs[i]!, share) : needs[i]!;
    x += width;
    return { x: x - width, width, align: kind === 'number' || kind === 'money' ? 'right' : 'left' };
  });
}

/** Lines `text` takes in `width`, at most CELL.maxLines (longer text ends in '…'). */
function linesOf(pdf: PDFKit.PDFDocument, text: string, width: number): number {
  if (!text.includes('\n') && pdf.widthOfString(text) <= width) return 1;
  return Math.min(CELL.maxLines, Math.round(pdf.heightOfString(text, { width }) / pdf.currentLineHeight(true)));
}

function rowHeight(pdf: PDFKit.PDFDocument, columns: Column[], cells: string[]): number {
  const lines = Math.max(1, ...cells.map((text, i) => linesOf(pdf, text, columns[i]!.width - 2 * CELL.padX)));
  return lines * pdf.currentLineHeight(true) + 2 * CELL.padY;
}

function drawRow(pdf: PDFKit.PDFDocument, columns: Column[], cells: string[], y: number, height: number) {
  cells.forEach((text, i) => {
    const { x, width, align } = columns[i]!;
    // The height (plus a hair, against rounding) caps the lines; pdfkit ends cut text with '…'.
    pdf.text(text, x + CELL.padX, y + CELL.padY, {
      width: width - 2 * CELL.padX,
      height: height - 2 * CELL.padY + 0.5,
      ellipsis: true,
      align,
    });
  });
}

function rule(pdf: PDFKit.PDFDocument, y: number, width: number, color: string) {
  pdf
    .moveTo(MARGIN, y)
    .lineTo(pdf.page.width - MARGIN, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke();
}

/** Brand, title, period and 'generated at' atop the first page; returns where the table starts. */
function drawHeading(pdf: PDFKit.PDFDocument, text: ReportDocument['text']): number {
  pdf.font(FONT.bold).fontSize(16).fillColor(PDF_COLOR.brand).text(text.brand, MARGIN, MARGIN);
  pdf
    .fontSize(13)
    .fillColor('black')
    .text(text.title, MARGIN, pdf.y + 4);
  pdf
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(PDF_COLOR.muted)
    .text(`${text.period}\n${text.generatedAt}`, MARGIN, pdf.y + 2);
  pdf.fillColor('black');
  return pdf.y + 10;
}

/** The page number, right-aligned in the bottom margin (no width: pdfkit would add a page there). */
function drawFooter(pdf: PDFKit.PDFDocument, label: string) {
  pdf.font(FONT.regular).fontSize(8);
  const x = pdf.page.width - MARGIN - pdf.widthOfString(label);
  pdf.text(label, x, pdf.page.height - FOOTER + 12, { lineBreak: false });
}

/** The table's header row at `y`, ruled below; returns where the first body row goes. */
function drawHeader(pdf: PDFKit.PDFDocument, columns: Column[], headers: string[], y: number): number {
  pdf.font(FONT.bold).fontSize(CELL.fontSize);
  const height = rowHeight(pdf, columns, headers);
  drawRow(pdf, columns, headers, y, height);
  rule(pdf, y + height, 1.5, 'black');
  pdf.font(FONT.regular);
  return y + height;
}

/** Draws the report into a fresh PDFDocument, passing it on to `out` and waiting whenever the reader is behind. */
async function draw(pdf: PDFKit.PDFDocument, out: PassThrough, doc: ReportDocument) {
  const text = Object.fromEntries(
    Object.entries(doc.text).map(([key, value]) => [key, winAnsi(value)]),
  ) as ReportDocument['text'];
  const headers = doc.headers.map(winAnsi);
  let page = 0;
  const newPage = () => {
    pdf.addPage();
    drawFooter(pdf, text.page.replace('{page}', String(++page)));
  };
  newPage();
  const columns = columnsFor(pdf, doc, headers);
  const bottom = pdf.page.height - FOOTER;
  let y = drawHeading(pdf, text);
  let rows = 0;
  let firstOnPage = true;
  for await (const row of doc.rows) {
    const cells = row.map((cell, i) => winAnsi(displayCell(cell, doc.kinds[i] ?? 'text', doc.locale)));
    pdf.font(FONT.regular).fontSize(CELL.fontSize);
    const height = rowHeight(pdf, columns, cells);
    if (rows === 0 || y + height > bottom) {
      if (rows > 0) newPage();
      y = drawHeader(pdf, columns, headers, rows === 0 ? y : MARGIN);
      firstOnPage = true;
    }
    if (!firstOnPage) rule(pdf, y, 0.5, PDF_COLOR.rule);
    drawRow(pdf, columns, cells, y, height);
    y += height;
    rows += 1;
    firstOnPage = false;
    if (!flush(pdf, out)) await drained(out);
    // The reader went away: stop reading rows (leaving the loop closes the source's cursor).
    if (out.destroyed) return;
  }
  if (rows === 0) pdf.font(FONT.italic).fontSize(10).text(text.empty, MARGIN, y);
  // pdfkit writes the last page and the file's trailer only on end().
  pdf.end();
  flush(pdf, out);
  out.end();
}

/**
 * Moves what pdfkit has written (whole pages, as each one ends) into `out`; false when `out` is
 * full. Pulled by hand rather than piped, so the backlog is known at once, not on a later tick.
 */
function flush(pdf: PDFKit.PDFDocument, out: PassThrough): boolean {
  for (let chunk: unknown; (chunk = pdf.read()) !== null;) out.write(chunk);
  return !out.writableNeedDrain;
}

/** Resolves when `out` has room again, or is gone. */
const drained = (out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      out.off('drain', done).off('close', done);
      resolve();
    };
    out.on('drain', done).on('close', done);
  });

/** The report as a PDF stream; an error reading the rows destroys it (a broken download, not a hang). */
export function reportPdf(doc: ReportDocument): Readable {
  const out = new PassThrough();
  loadPdfKit()
    .then((PDFDocument) => {
      const pdf = new PDFDocument({
        size: 'A4',
        layout: doc.headers.length > 6 ? 'landscape' : 'portrait',
        margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER },
        autoFirstPage: false,
        lang: doc.locale,
        info: { Title: `${doc.text.brand} - ${doc.text.title}`, Creator: doc.text.brand },
      });
      return draw(pdf, out, doc);
    })
    .catch((error: unknown) => out.destroy(error as Error));
  return out;
}
