// The report files, each written as a stream the endpoint hands to the response, taking the rows
// as the source reads them (flat memory in every format; the PDF is in report-pdf.server.ts).
import { PassThrough, pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { Locale } from '@/lib/i18n-types';
import { csvCell } from './report-cells';
import { reportPdf } from './report-pdf.server';
import type { ReportFormat } from './report-request.schema';
import { toSiteWallClock } from './report-range';
import type { ReportDocument } from './report-document';
import type { Cell, ColumnKind } from './report-sources.server';

/** pt-BR Excel splits on ';' (',' is its decimal mark); English spreadsheets expect ','. */
export const csvDelimiter = (locale: Locale) => (locale === 'pt-BR' ? ';' : ',');

function csv(doc: ReportDocument): Readable {
  const out = stringify({
    delimiter: csvDelimiter(doc.locale),
    bom: true,
    escape_formulas: true,
    header: true,
    columns: doc.headers,
    record_delimiter: 'windows',
  });
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
    for await (const row of doc.rows)
      sheet.addRow(row.map((cell, i) => xlsxCell(cell, doc.kinds[i] ?? 'text'))).commit();
    sheet.commit();
    await book.commit();
  })().catch((error: unknown) => out.destroy(error as Error));
  return out;
}

export async function writeReport(format: ReportFormat, doc: ReportDocument): Promise<Readable> {
  if (format === 'csv') return csv(doc);
  if (format === 'xlsx') return xlsx(doc);
  return reportPdf(doc);
}
