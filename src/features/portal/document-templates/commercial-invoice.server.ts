// TPL-001, the commercial invoice, as an editable spreadsheet: header, exporter and importer blocks,
// shipment details, an item table whose amounts and totals are formulas, and an A4 print setup.
// Amounts show the chosen currency's symbol (a conditional number format per currency).
import ExcelJS from 'exceljs';
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { CURRENCIES, INCOTERMS } from './pdf-form-model';
import { TEMPLATES_REVISED, type TemplateBrand } from './template-brand.server';

const COLUMNS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
const WIDTHS = [6, 34, 14, 14, 11, 9, 14, 16];
const BRAND = 'FF0B3D91';
const INPUT: Partial<ExcelJS.Style> = {
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF0F4FA' } },
  border: Object.fromEntries(
    ['top', 'left', 'bottom', 'right'].map((side) => [side, { style: 'thin', color: { argb: 'FF8C99B3' } }]),
  ),
  alignment: { vertical: 'middle' },
};
const LABEL_FONT: Partial<ExcelJS.Font> = { size: 8, color: { argb: 'FF555555' } };

export const DATE_FORMATS: Record<Locale, string> = { 'pt-BR': 'dd/mm/yyyy', en: 'yyyy-mm-dd' };
/** Two decimals, zero left blank (the empty item rows). */
export const moneyFormat = (symbol = '') => {
  const prefix = symbol ? `"${symbol}" ` : '';
  return `${prefix}#,##0.00;-${prefix}#,##0.00;""`;
};
const SYMBOLS: Record<(typeof CURRENCIES)[number], string> = {
  USD: 'US$',
  EUR: '€',
  BRL: 'R$',
  GBP: '£',
  CNY: 'CN¥',
  JPY: 'JP¥',
};
const WEIGHT = '#,##0.000';
const COUNT = '#,##0';
const QUANTITY = '#,##0.00';

export const ITEM_ROWS = { first: 33, last: 44 } as const;
const list = (values: readonly string[]): ExcelJS.DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [`"${values.join(',')}"`],
});
const positive: ExcelJS.DataValidation = {
  type: 'decimal',
  operator: 'greaterThanOrEqual',
  allowBlank: true,
  formulae: [0],
};

interface Field {
  label: MessageKey;
  numFmt?: string;
  validation?: ExcelJS.DataValidation;
  value?: string;
}

function invoiceSheet(book: ExcelJS.Workbook, locale: Locale, brand: TemplateBrand) {
  const t = (key: MessageKey) => translate(locale, key);
  const sheet = book.addWorksheet(t('templates.invoice.sheet'), { views: [{ showGridLines: false }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const put = (range: string, value: ExcelJS.CellValue, style: Partial<ExcelJS.Style> = {}) => {
    if (range.includes(':')) sheet.mergeCells(range);
    const cell = sheet.getCell(range.split(':')[0] ?? range);
    cell.value = value;
    Object.assign(cell, style);
    return cell;
  };
  const section = (range: string, key: MessageKey) =>
    put(range, t(key), {
      font: { bold: true, color: { argb: 'FFFFFFFF' } },
      fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: BRAND } },
    });
  /** Labels on `row`, inputs under them; each field spans the columns from..to. */
  const fields = (row: number, spans: [string, string, Field][]) => {
    for (const [from, to, field] of spans) {
      put(`${from}${row}:${to}${row}`, t(field.label), { font: LABEL_FONT });
      const input = put(`${from}${row + 1}:${to}${row + 1}`, field.value ?? null, {
        ...INPUT,
        numFmt: field.numFmt ?? '@',
      });
      if (field.validation) input.dataValidation = field.validation;
    }
    sheet.getRow(row + 1).height = 18;
  };

  put('A1:F1', brand.name, { font: { bold: true, size: 14, color: { argb: BRAND } } });
  put('G1:H1', 'TPL-001', {
    font: { bold: true, size: 14, color: { argb: BRAND } },
    alignment: { horizontal: 'right' },
  });
  put('A2:H2', brand.contact, { font: { size: 8, color: { argb: 'FF555555' } } });
  put('A3:H3', t('templates.invoice.title'), { font: { bold: true, size: 16 }, alignment: { vertical: 'middle' } });
  sheet.getRow(3).height = 26;
  put('A4:H4', t('templates.invoice.hint'), { font: { italic: true, size: 8, color: { argb: 'FF555555' } } });

  const dateValidation: ExcelJS.DataValidation = {
    type: 'date',
    operator: 'greaterThan',
    allowBlank: true,
    formulae: [new Date(Date.UTC(2000, 0, 1))],
  };
  fields(6, [
    ['A', 'B', { label: 'templates.field.invoiceNumber' }],
    ['C', 'D', { label: 'templates.field.invoiceDate', numFmt: DATE_FORMATS[locale], validation: dateValidation }],
    ['E', 'F', { label: 'templates.field.currency', validation: list(CURRENCIES), value: 'USD' }],
    ['G', 'H', { label: 'templates.field.incoterm', validation: list(INCOTERMS) }],
  ]);
  fields(8, [
    ['A', 'B', { label: 'templates.field.paymentTerms' }],
    ['C', 'D', { label: 'templates.field.orderReference' }],
    ['E', 'F', { label: 'templates.field.countryOfOrigin' }],
    ['G', 'H', { label: 'templates.field.countryOfDestination' }],
  ]);

  section('A11:D11', 'templates.section.exporter');
  section('E11:H11', 'templates.section.importer');
  const party: MessageKey[] = [
    'templates.field.companyName',
    'templates.field.address',
    'templates.field.cityStatePostal',
    'templates.field.country',
    'templates.field.taxId',
    'templates.field.contact',
  ];
  party.forEach((label, i) =>
    fields(12 + 2 * i, [
      ['A', 'D', { label }],
      ['E', 'H', { label }],
    ]),
  );

  section('A25:H25', 'templates.section.shipment');
  fields(26, [
    ['A', 'B', { label: 'templates.field.transportMode' }],
    ['C', 'D', { label: 'templates.field.portOfLoadingAny' }],
    ['E', 'F', { label: 'templates.field.portOfDischargeAny' }],
    ['G', 'H', { label: 'templates.field.vesselOrFlight' }],
  ]);
  fields(28, [
    ['A', 'B', { label: 'templates.field.totalPackages', numFmt: COUNT, validation: positive }],
    ['C', 'D', { label: 'templates.field.totalNetWeight', numFmt: WEIGHT, validation: positive }],
    ['E', 'F', { label: 'templates.field.totalGrossWeight', numFmt: WEIGHT, validation: positive }],
    ['G', 'H', { label: 'templates.field.volume', numFmt: WEIGHT, validation: positive }],
  ]);

  section('A31:H31', 'templates.section.items');
  const headers: MessageKey[] = [
    'templates.field.itemNumber',
    'templates.field.description',
    'templates.field.ncm',
    'templates.field.countryOfOrigin',
    'templates.field.quantity',
    'templates.field.unit',
    'templates.field.unitPrice',
    'templates.field.amount',
  ];
  headers.forEach((key, i) =>
    put(`${COLUMNS[i]}32`, t(key), {
      font: { bold: true, size: 9 },
      alignment: { wrapText: true, vertical: 'middle', horizontal: i >= 4 ? 'right' : 'left' },
    }),
  );
  sheet.getRow(32).height = 24;
  const { first, last } = ITEM_ROWS;
  for (let r = first; r <= last; r++) {
    put(`A${r}`, r - first + 1, { alignment: { horizontal: 'center' } });
    for (const c of ['B', 'C', 'D', 'F']) put(`${c}${r}`, null, { ...INPUT, numFmt: '@' });
    put(`E${r}`, null, { ...INPUT, numFmt: QUANTITY }).dataValidation = positive;
    put(`G${r}`, null, { ...INPUT, numFmt: moneyFormat() }).dataValidation = positive;
    put(`H${r}`, { formula: `E${r}*G${r}` }, { numFmt: moneyFormat() });
  }
  /** A label over E:G and, in H, a formula or (no formula) an amount to fill in. */
  const total = (row: number, label: MessageKey, formula?: string) => {
    put(`E${row}:G${row}`, t(label), { font: { bold: row === 48 }, alignment: { horizontal: 'right' } });
    if (formula) put(`H${row}`, { formula }, { numFmt: moneyFormat(), font: { bold: row === 48 } });
    else put(`H${row}`, null, { ...INPUT, numFmt: moneyFormat() }).dataValidation = positive;
  };
  total(45, 'templates.field.subtotal', `SUM(H${first}:H${last})`);
  total(46, 'templates.field.freight');
  total(47, 'templates.field.insurance');
  total(48, 'templates.field.invoiceTotal', 'SUM(H45:H47)');
  sheet.getCell('H48').border = { top: { style: 'medium' } };
  sheet.addConditionalFormatting({
    ref: `G${first}:H48`,
    rules: CURRENCIES.map((code, i) => ({
      type: 'expression',
      priority: i + 1,
      formulae: [`$E$7="${code}"`],
      style: { numFmt: moneyFormat(SYMBOLS[code]) },
    })),
  });

  put('A50:H50', t('templates.invoice.declaration'), {
    alignment: { wrapText: true, vertical: 'top' },
    font: { size: 9 },
  });
  sheet.getRow(50).height = 30;
  fields(52, [
    ['A', 'C', { label: 'templates.field.signatoryName' }],
    ['D', 'E', { label: 'templates.field.placeAndDate' }],
    ['F', 'H', { label: 'templates.field.signature' }],
  ]);
  sheet.getRow(53).height = 32;

  const escape = (s: string) => s.replace(/&/g, '&&');
  sheet.headerFooter = {
    oddFooter: `&L${escape(`TPL-001 · ${brand.name}`)}&R${translate(locale, 'templates.page', { page: '&P', pages: '&N' })}`,
  };
  sheet.pageSetup = {
    paperSize: 9, // A4
    orientation: 'portrait',
    fitToPage: true,
    fitToWidth: 1,
    fitToHeight: 0,
    horizontalCentered: true,
    printArea: 'A1:H53',
    margins: { left: 0.5, right: 0.5, top: 0.6, bottom: 0.7, header: 0.3, footer: 0.3 },
  };
}

/** TPL-001 in `locale` as XLSX bytes. */
export async function commercialInvoiceXlsx(locale: Locale, brand: TemplateBrand): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  book.creator = brand.name;
  book.lastModifiedBy = brand.name;
  book.created = TEMPLATES_REVISED;
  book.modified = TEMPLATES_REVISED;
  book.title = `TPL-001 - ${translate(locale, 'templates.invoice.title')}`;
  book.company = brand.name;
  book.calcProperties.fullCalcOnLoad = true;
  invoiceSheet(book, locale, brand);
  return new Uint8Array(await book.xlsx.writeBuffer());
}
