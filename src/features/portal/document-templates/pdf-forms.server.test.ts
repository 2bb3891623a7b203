// TPL-002 … TPL-005 read back in both languages: the AcroForm fields (names, kinds, options, tooltips)
// with pdf-lib, a field filled and saved again, and the printed text extracted with pdfjs: every label
// in that language with its accents, none of the other language's.
import {
  PDFCheckBox,
  PDFDocument,
  PDFDropdown,
  PDFHexString,
  PDFName,
  PDFRadioGroup,
  PDFTextField,
  type PDFField,
} from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { translate, type MessageKey } from '@/i18n/translate';
import { locales, type Locale } from '@/lib/i18n-types';
import { PDF_FORMS } from './pdf-form-definitions';
import type { PdfFormDefinition } from './pdf-form-model';
import { renderPdfForm } from './pdf-form.server';
import { templateBrand } from './template-brand.server';
import { templateFile } from './template-file.server';
import { findTemplate, type TemplateId } from './templates';

/** What each form must hold: its field count, and fields the real form has, by kind. */
const EXPECTED: Record<
  Exclude<TemplateId, 'TPL-001'>,
  { count: number; text: string[]; radio?: Record<string, string[]>; check?: string[]; list?: Record<string, string> }
> = {
  'TPL-002': {
    count: 57,
    text: [
      'bl_number',
      'shipper',
      'consignee',
      'notify_party',
      'vessel_voyage',
      'port_of_loading',
      'port_of_discharge',
      'container_1',
      'container_6',
      'marks_1',
      'packages_1',
      'gross_weight_6',
      'measurement_1',
    ],
    radio: { freight_terms: ['prepaid', 'collect'] },
    check: ['shipped_on_board'],
  },
  'TPL-003': {
    count: 59,
    text: [
      'awb_number',
      'shipper',
      'consignee',
      'airport_of_departure',
      'airport_of_destination',
      'flight_date',
      'pieces_1',
      'gross_weight_5',
      'chargeable_weight_1',
      'nature_of_goods_5',
    ],
    radio: { weight_charge: ['prepaid', 'collect'] },
    check: ['dangerous_goods'],
    list: { currency: 'USD' },
  },
  'TPL-004': {
    count: 73,
    text: [
      'declaration_number',
      'importer_name',
      'importer_cnpj',
      'customs_broker',
      'transport_document',
      'ncm_1',
      'ncm_6',
      'value_1',
      'customs_value',
      'tax_ii',
      'tax_icms',
    ],
    radio: { declaration_type: ['di', 'duimp'], transport_mode: ['sea', 'air', 'road'] },
    check: ['license_required', 'drawback'],
    list: { incoterm: 'FOB', currency: 'BRL' },
  },
  'TPL-005': {
    count: 56,
    text: [
      'shipper',
      'consignee',
      'transport_document',
      'un_number_1',
      'proper_shipping_name_1',
      'class_1',
      'packing_group_6',
      'emergency_contact',
      'emergency_phone',
    ],
    radio: {
      transport_mode: ['sea', 'air', 'road'],
      aircraft_limitation: ['passenger_and_cargo', 'cargo_only'],
      shipment_type: ['non_radioactive', 'radioactive'],
    },
  },
};

/** Every message the definition prints. */
function printedKeys(definition: PdfFormDefinition): MessageKey[] {
  const keys: MessageKey[] = [definition.title, definition.hint ?? 'templates.fillHint', 'templates.page'];
  for (const block of definition.blocks) {
    if (block.kind === 'section') keys.push(block.title);
    else if (block.kind === 'note') keys.push(block.text);
    else if (block.kind === 'table') keys.push(...block.columns.map((c) => c.label));
    else
      for (const input of block.inputs)
        keys.push(input.label, ...(input.kind === 'choice' ? input.options.map((o) => o.label) : []));
  }
  return keys;
}

async function pdfText(bytes: Uint8Array) {
  // pdfjs takes the buffer over: give it a copy, the cached file stays whole.
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    text += (await (await pdf.getPage(n)).getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ') + ' ';
  }
  return { pages: pdf.numPages, text: text.replace(/\s+/g, ' ') };
}

const tooltip = (field: PDFField) => field.acroField.dict.lookupMaybe(PDFName.of('TU'), PDFHexString)?.decodeText();
const other = (locale: Locale): Locale => (locale === 'en' ? 'pt-BR' : 'en');
const IDS = Object.keys(EXPECTED) as (keyof typeof EXPECTED)[];

describe.each(IDS.flatMap((id) => locales.map((locale) => [id, locale] as const)))('%s (%s)', (id, locale) => {
  const definition = PDF_FORMS[findTemplate(id).type as keyof typeof PDF_FORMS];

  it('is a PDF named in its language whose fields are the form’s, typed, with tooltips in that language', async () => {
    const file = await templateFile(id, locale);
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe(`${id}-${translate(locale, `templates.file.${findTemplate(id).type}`)}.pdf`);
    const doc = await PDFDocument.load(file.bytes.slice());
    expect(doc.getTitle()).toBe(`${id} - ${translate(locale, definition.title)}`);
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-09-01T12:00:00.000Z');
    const form = doc.getForm();
    const expected = EXPECTED[id];
    expect(form.getFields()).toHaveLength(expected.count);
    for (const name of expected.text) expect(form.getField(name)).toBeInstanceOf(PDFTextField);
    for (const [name, options] of Object.entries(expected.radio ?? {}))
      expect(form.getRadioGroup(name).getOptions()).toEqual(options);
    for (const name of expected.check ?? []) expect(form.getField(name)).toBeInstanceOf(PDFCheckBox);
    for (const [name, option] of Object.entries(expected.list ?? {})) {
      expect(form.getField(name)).toBeInstanceOf(PDFDropdown);
      expect(form.getDropdown(name).getOptions()).toContain(option);
    }
    expect(form.getFields().filter((f) => f instanceof PDFRadioGroup)).toHaveLength(
      Object.keys(expected.radio ?? {}).length,
    );
    for (const block of definition.blocks) {
      if (block.kind === 'row')
        for (const input of block.inputs)
          expect(tooltip(form.getField(input.name))).toBe(translate(locale, input.label));
      if (block.kind === 'table')
        for (const c of block.columns)
          expect(tooltip(form.getField(`${c.name}_1`))).toBe(`${translate(locale, c.label)} (1)`);
    }
    const untitled = form.getFields().filter((f) => !tooltip(f));
    expect(untitled.map((f) => f.getName())).toEqual([]);
  });

  it('can be filled in and saved with accented text', async () => {
    const doc = await PDFDocument.load((await templateFile(id, locale)).bytes.slice());
    const name = EXPECTED[id].text[1] ?? '';
    doc.getForm().getTextField(name).setText('Indústria São João Ltda., Av. Açaí 1º');
    const again = await PDFDocument.load(await doc.save());
    expect(again.getForm().getTextField(name).getText()).toBe('Indústria São João Ltda., Av. Açaí 1º');
  });

  it('prints the brand, the id, page numbers and every label in its language, accents intact, none in the other', async () => {
    const { pages, text } = await pdfText((await templateFile(id, locale)).bytes);
    expect(text).toContain('Parque Logístico Parnamirim');
    expect(text).toContain(id);
    expect(text).toContain(translate(locale, 'templates.page', { page: 1, pages }));
    const keys = printedKeys(definition).filter((k) => k !== 'templates.page');
    const own = keys.map((k) => translate(locale, k));
    expect(own.filter((label) => !text.includes(label))).toEqual([]);
    // The other language's labels, leaving out any that also reads inside one of this language's.
    const foreign = keys.map((k) => translate(other(locale), k)).filter((label) => !own.some((o) => o.includes(label)));
    expect(foreign.filter((label) => text.includes(label))).toEqual([]);
    if (locale === 'pt-BR') expect(text).toMatch(/[áâãçéêíóõú]/);
  });
});

describe('the fillable PDFs', () => {
  it('come out byte for byte the same on every build', async () => {
    const brand = templateBrand();
    const build = () => renderPdfForm(PDF_FORMS.dangerous, { id: 'TPL-005', locale: 'pt-BR', brand });
    expect(Buffer.from(await build()).equals(Buffer.from(await build()))).toBe(true);
  });

  it('keep Portuguese accents exactly as the catalogue writes them', async () => {
    const { text } = await pdfText((await templateFile('TPL-004', 'pt-BR')).bytes);
    for (const word of [
      'Declaração Aduaneira de Importação',
      'CNPJ do importador',
      'Código NCM',
      'Portal Único Siscomex',
      'Rodoviário',
      'País de aquisição',
    ]) {
      expect(text).toContain(word);
    }
  });
});
