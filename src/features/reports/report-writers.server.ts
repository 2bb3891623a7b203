// The report files, each written as a stream the endpoint hands to the response: CSV and XLSX
// take the rows as the source reads them (flat memory); the PDF lays the whole table out first
// (pdfmake needs it to paginate) and then streams the bytes.
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import pdfmake from 'pdfmake';
import type { Locale } from '@/lib/i18n-types';
import { csvCell, displayCell } from './report-cells';
import type { ReportFormat } from './report-options';
import { toSiteWallClock } from './report-range';
import type { Cell, ColumnKind } from './report-sources.server';

export interface ReportDocument {
  locale: Locale;
  kinds: ColumnKind[];
  headers: string[];
  rows: AsyncIterable<Cell[]>;
  /** For the PDF: brand, title, period, 'generated at', page label ({page}, {pages}), empty text. */
  text: { brand: string; title: string; period: string; generatedAt: string; page: string; empty: string };
}

/** pt-BR Excel splits on ';' (',' is its decimal mark); English spreadsheets expect ','. */
export const csvDelimiter = (locale: Locale) => (locale === 'pt-BR' ? ';' : ',');

function csv(doc: ReportDocument): Readable {
  const out = stringify({ delimiter: csvDelimiter(doc.locale), bom: true, escape_formulas: true, header: true, columns: doc.headers, record_delimiter: 'windows' });
  async function* lines() {
    for await (const row of doc.rows) yield row.map((cell, i) => csvCell(cell, doc.kinds[i] ?? 'text', doc.locale));
  }
  // An error while reading rows destroys `out`, so the response ends broken instead of hanging.
  pipeline(Readable.from(lines()), out, () => {});
  return out;
}

const XLSX_FORMATS: Record<Locale, Partial<Record<ColumnKind, string>>> = {
  'pt-BR': { day: 'dd/mm/yyyy', instant: 'dd/mm/yyyy hh:mm', number: '#,##0.###', money: '"R$" #,##0.00' },
  en: { day: 'yyyy-mm-dd', instant: 'yyyy-mm-dd hh:mm', number: '#,##0.###', money: '"R$" #,##0.00' },
};

/** A typed spreadsheet cell: days and instants as dates (wall-clock time in Fortaleza), amounts in reais. */
function xlsxCell(value: Cell, kind: ColumnKind): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'day') return new Date(`${String(value)}T00:00:00Z`);
  if (value instanceof Date) return toSiteWallClock(value);
  if (kind === 'money') return Number(value) / 100;
  return value;
}

function xlsx(doc: ReportDocument): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(doc.text.title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = doc.headers.map((header, i) => {
    const kind = doc.kinds[i] ?? 'text';
    return { header, width: kind === 'text' ? 24 : 16, style: { numFmt: XLSX_FORMATS[doc.locale][kind] } };
  });
  sheet.getRow(1).font = { bold: true };
  (async () => {
    for await (const row of doc.rows) sheet.addRow(row.map((cell, i) => xlsxCell(cell, doc.kinds[i] ?? 'text'))).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

// pdfmake reads only its own Roboto files (by path: the fast way) and never fetches a URL.
const fontDir = path.dirname(createRequire(import.meta.url).resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontDir, 'Roboto-MediumItalic.ttf'),
  },
});
pdfmake.setUrlAccessPolicy(() => false);
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontDir + path.sep));

async function pdf(doc: ReportDocument): Promise<Readable> {
  const { text } = doc;
  const body: string[][] = [];
  for await (const row of doc.rows) body.push(row.map((cell, i) => displayCell(cell, doc.kinds[i] ?? 'text', doc.locale)));
  const table = body.length
    ? { table: { headerRows: 1, widths: doc.headers.map(() => '*'), body: [doc.headers.map((h) => ({ text: h, bold: true })), ...body] }, layout: 'lightHorizontalLines', fontSize: 8 }
    : { text: text.empty, italics: true };
  const definition = {
    pageSize: 'A4',
    pageOrientation: doc.headers.length > 6 ? 'landscape' : 'portrait',
    pageMargins: [32, 32, 32, 40],
    info: { title: `${text.brand} - ${text.title}`, creator: text.brand },
    content: [
      { text: text.brand, fontSize: 16, bold: true, color: '#0b3d91' },
      { text: text.title, fontSize: 13, bold: true, margin: [0, 4, 0, 0] },
      { text: `${text.period}\n${text.generatedAt}`, fontSize: 9, color: '#555555', margin: [0, 2, 0, 10] },
      table,
    ],
    footer: (page: number, pages: number) => ({
      text: text.page.replace('{page}', String(page)).replace('{pages}', String(pages)),
      alignment: 'right', fontSize: 8, margin: [32, 12],
    }),
    defaultStyle: { font: 'Roboto' },
  };
  const stream = await pdfmake.createPdf(definition).getStream();
  // pdfkit only finishes the file on end(); without it the response never completes.
  stream.end();
  return stream;
}

export async function writeReport(format: ReportFormat, doc: ReportDocument): Promise<Readable> {
  if (format === 'csv') return csv(doc);
  if (format === 'xlsx') return xlsx(doc);
  return pdf(doc);
}
