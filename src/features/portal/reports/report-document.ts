// A report as its writers take it (report-writers.server.ts, report-pdf.server.ts): the columns,
// the rows as they are read, and the PDF's texts in the report's language.
import type { Locale } from '@/lib/i18n-types';
import type { Cell, ColumnKind } from './report-sources.server';

export interface ReportDocument {
  locale: Locale;
  kinds: ColumnKind[];
  /** Each column's widest value (ReportColumn.widest), undefined for free text: the PDF sizes columns to them. */
  widest: (Cell | undefined)[];
  headers: string[];
  rows: AsyncIterable<Cell[]>;
  /** For the PDF: brand, title, period, 'generated at', page label ({page}), empty text. */
  text: { brand: string; title: string; period: string; generatedAt: string; page: string; empty: string };
}
