// The PDF's columns hold the widest value each may take (the forms' limits) on one line, in both
// languages: a figure or an amount split over two lines reads as two wrong numbers.
import type { Readable } from 'node:stream';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { translate } from '@/i18n/translate';
import { locales } from '@/lib/i18n-types';
import { displayCell } from './report-cells';
import { reportPdf } from './report-pdf.server';
import { REPORT_SOURCES, type Cell, type ReportColumn } from './report-sources.server';

const bytes = async (stream: Readable) => {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
};

/** Each text item pdfjs reads from the PDF's pages, with the PDF writer's plain spaces. */
async function textItems(pdfBytes: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(pdfBytes) }).promise;
  const items: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++)
    for (const item of (await (await pdf.getPage(n)).getTextContent()).items) if ('str' in item) items.push(item.str);
  return items;
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** Rows of widest values: each column's limit (an amount also just under it), a long day and time; text short. */
function widestRows(columns: ReportColumn[]): Cell[][] {
  const value = (column: ReportColumn, under: boolean): Cell => {
    if (column.kind === 'day') return '2026-12-28';
    if (column.kind === 'instant') return new Date('2026-12-28T23:58:00Z');
    if (column.widest === undefined) return 'x';
    // R$ 9.876.543,21: the amount the payments PDF once broke before its last digit.
    return under && column.kind === 'money' ? 987_654_321 : column.widest;
  };
  return [columns.map((c) => value(c, false)), columns.map((c) => value(c, true))];
}

describe('report PDF columns', () => {
  it('every figure and amount column names its widest value', () => {
    const figures = Object.values(REPORT_SOURCES).flatMap((s) =>
      s.columns.filter((c) => c.kind === 'number' || c.kind === 'money'),
    );
    expect(figures.length).toBeGreaterThan(2);
    for (const column of figures) expect(column.widest, column.label).toEqual(expect.any(Number));
  });

  for (const [type, source] of Object.entries(REPORT_SOURCES))
    for (const locale of locales)
      it(`${type} (${locale}): every figure, amount and date at its limit stays on one line`, async () => {
        const rows = widestRows(source.columns);
        const pdf = reportPdf({
          locale,
          kinds: source.columns.map((c) => c.kind),
          widest: source.columns.map((c) => c.widest),
          headers: source.columns.map((c) => translate(locale, c.label)),
          rows: (async function* () {
            yield* rows;
          })(),
          text: { brand: 'B', title: 'T', period: 'P', generatedAt: 'G', page: '{page}', empty: 'E' },
        });
        const items = (await textItems(await bytes(pdf))).map(plain);
        const expected = rows.flatMap((row) =>
          row.flatMap((cell, i) => {
            const column = source.columns[i]!;
            return column.kind === 'text' ? [] : [plain(displayCell(cell, column.kind, locale))];
          }),
        );
        expect(expected.length).toBeGreaterThan(1);
        for (const text of expected) expect(items, `${text} on one line`).toContain(text);
        // Each header word whole, too.
        for (const column of source.columns)
          for (const word of translate(locale, column.label).split(/\s+/)) expect(items.join(' ')).toContain(word);
      });
});
