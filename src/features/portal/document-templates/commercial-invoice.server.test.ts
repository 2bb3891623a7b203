// TPL-001 read back with exceljs in both languages: the labels in that language (and none of the
// other's), the amount and total formulas, typed formats, lists, currency formats and print setup.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@/i18n/translate';
import { locales, type Locale } from '@/lib/i18n-types';
import { DATE_FORMATS, ITEM_ROWS, moneyFormat } from './commercial-invoice.server';
import { TEMPLATES_REVISED } from './template-brand.server';
import { templateFile } from './template-file.server';

/** Every text the invoice prints: what a customer reads on it. */
const LABELS: MessageKey[] = [
  'templates.invoice.title',
  'templates.invoice.hint',
  'templates.invoice.declaration',
  'templates.section.exporter',
  'templates.section.importer',
  'templates.section.shipment',
  'templates.section.items',
  'templates.field.invoiceNumber',
  'templates.field.invoiceDate',
  'templates.field.currency',
  'templates.field.incoterm',
  'templates.field.paymentTerms',
  'templates.field.orderReference',
  'templates.field.countryOfOrigin',
  'templates.field.countryOfDestination',
  'templates.field.companyName',
  'templates.field.address',
  'templates.field.cityStatePostal',
  'templates.field.country',
  'templates.field.taxId',
  'templates.field.contact',
  'templates.field.transportMode',
  'templates.field.portOfLoadingAny',
  'templates.field.portOfDischargeAny',
  'templates.field.vesselOrFlight',
  'templates.field.totalPackages',
  'templates.field.totalNetWeight',
  'templates.field.totalGrossWeight',
  'templates.field.volume',
  'templates.field.itemNumber',
  'templates.field.description',
  'templates.field.ncm',
  'templates.field.quantity',
  'templates.field.unit',
  'templates.field.unitPrice',
  'templates.field.amount',
  'templates.field.subtotal',
  'templates.field.freight',
  'templates.field.insurance',
  'templates.field.invoiceTotal',
  'templates.field.signatoryName',
  'templates.field.placeAndDate',
  'templates.field.signature',
];

async function open(locale: Locale) {
  const file = await templateFile('TPL-001', locale);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.bytes.slice().buffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('no worksheet');
  const texts = new Set<string>();
  sheet.eachRow((row) =>
    row.eachCell((cell) => {
      if (typeof cell.value === 'string') texts.add(cell.value);
    }),
  );
  return { file, book, sheet, texts };
}

const other = (locale: Locale): Locale => (locale === 'en' ? 'pt-BR' : 'en');

describe.each(locales)('TPL-001 commercial invoice (%s)', (locale) => {
  it('is an XLSX named in its language, with the brand, the id and every label in that language only', async () => {
    const { file, book, sheet, texts } = await open(locale);
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.filename).toBe(locale === 'en' ? 'TPL-001-commercial-invoice.xlsx' : 'TPL-001-fatura-comercial.xlsx');
    expect(sheet.name).toBe(translate(locale, 'templates.invoice.sheet'));
    expect(sheet.getCell('A1').value).toBe('Parque Logístico Parnamirim');
    expect(sheet.getCell('G1').value).toBe('TPL-001');
    expect(String(sheet.getCell('A2').value)).toContain('Parnamirim/RN');
    expect(book.creator).toBe('Parque Logístico Parnamirim');
    expect(book.created).toEqual(TEMPLATES_REVISED);
    expect(book.modified).toEqual(TEMPLATES_REVISED);
    const missing = LABELS.map((k) => translate(locale, k)).filter((text) => !texts.has(text));
    expect(missing).toEqual([]);
    const foreign = LABELS.filter((k) => translate(other(locale), k) !== translate(locale, k))
      .map((k) => translate(other(locale), k))
      .filter((text) => texts.has(text));
    expect(foreign).toEqual([]);
  });

  it('works out each amount as quantity × unit price, and the totals, with formulas', async () => {
    const { sheet } = await open(locale);
    for (let r = ITEM_ROWS.first; r <= ITEM_ROWS.last; r++) {
      expect(sheet.getCell(`A${r}`).value).toBe(r - ITEM_ROWS.first + 1);
      expect(sheet.getCell(`H${r}`).formula).toBe(`E${r}*G${r}`);
    }
    expect(ITEM_ROWS.last - ITEM_ROWS.first + 1).toBeGreaterThanOrEqual(10);
    expect(sheet.getCell('H45').formula).toBe(`SUM(H${ITEM_ROWS.first}:H${ITEM_ROWS.last})`);
    expect(sheet.getCell('H48').formula).toBe('SUM(H45:H47)');
    expect(sheet.getCell('E48').value).toBe(translate(locale, 'templates.field.invoiceTotal'));
  });

  it('types its cells: dates, amounts in the chosen currency, quantities, weights; lists for currency and Incoterm', async () => {
    const { sheet } = await open(locale);
    expect(sheet.getCell('C7').numFmt).toBe(DATE_FORMATS[locale]);
    expect(sheet.getCell('C7').dataValidation).toMatchObject({ type: 'date' });
    expect(sheet.getCell('E7').value).toBe('USD');
    expect(sheet.getCell('E7').dataValidation.formulae).toEqual(['"USD,EUR,BRL,GBP,CNY,JPY"']);
    expect(sheet.getCell('G7').dataValidation.formulae?.[0]).toContain('FOB');
    expect(sheet.getCell('G33').numFmt).toBe(moneyFormat());
    expect(sheet.getCell('H33').numFmt).toBe(moneyFormat());
    expect(sheet.getCell('H48').numFmt).toBe(moneyFormat());
    expect(sheet.getCell('E33').numFmt).toBe('#,##0.00');
    expect(sheet.getCell('E33').dataValidation).toMatchObject({ type: 'decimal', operator: 'greaterThanOrEqual' });
    expect(sheet.getCell('C29').numFmt).toBe('#,##0.000');
    expect(sheet.getCell('B33').numFmt).toBe('@');
    const [currencyFormats] = (
      sheet as unknown as {
        conditionalFormattings: {
          ref: string;
          rules: { formulae: string[]; style: { numFmt: { formatCode: string } } }[];
        }[];
      }
    ).conditionalFormattings;
    expect(currencyFormats?.ref).toBe('G33:H48');
    const usd = currencyFormats?.rules.find((r) => r.formulae[0] === '$E$7="USD"');
    expect(usd?.style.numFmt.formatCode).toBe(moneyFormat('US$'));
    expect(currencyFormats?.rules.find((r) => r.formulae[0] === '$E$7="BRL"')?.style.numFmt.formatCode).toBe(
      moneyFormat('R$'),
    );
  });

  it('prints on A4, one page wide, with the id and page numbers in the footer', async () => {
    const { sheet } = await open(locale);
    expect(sheet.pageSetup).toMatchObject({
      paperSize: 9,
      orientation: 'portrait',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printArea: 'A1:H53',
    });
    expect(sheet.headerFooter.oddFooter).toContain('TPL-001');
    expect(sheet.headerFooter.oddFooter).toContain(locale === 'en' ? 'Page &P of &N' : 'Página &P de &N');
    expect(sheet.getColumn('B').width).toBe(34);
    expect(sheet.getColumn('H').width).toBe(16);
  });
});
