// A fillable PDF template from its definition: A4 pages with the brand and template id on top, the
// blocks laid out top to bottom (a block that does not fit starts a new page), page numbers below.
import { PDFDocument, rgb, type PDFPage } from '@cantoo/pdf-lib';
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import type { FormBlock, PdfFormDefinition } from './pdf-form-model';
import { drawInput, drawTable, GAP, inputHeight, tableHeight, type Sheet } from './pdf-form-widgets.server';
import { drawable, embedFonts, fit, wrap, type Fonts } from './pdf-text.server';
import { TEMPLATES_REVISED, type TemplateBrand } from './template-brand.server';
import type { TemplateId } from './templates';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 36;
const BOTTOM = MARGIN + 18;
const WIDTH = A4[0] - 2 * MARGIN;
const BRAND = rgb(0.043, 0.239, 0.569);
const MUTED = rgb(0.35, 0.35, 0.35);
const SECTION_HEIGHT = 15;
const NOTE_SIZE = 8;

export interface PdfFormOptions {
  id: TemplateId;
  locale: Locale;
  brand: TemplateBrand;
}

class FormWriter {
  private sheet!: Sheet;
  private top = 0;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: Fonts,
    private readonly options: PdfFormOptions,
    private readonly title: string,
  ) {}

  private t = (key: MessageKey) => translate(this.options.locale, key);

  private text(page: PDFPage, text: string, x: number, y: number, size: number, bold = false, color = MUTED) {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    page.drawText(drawable(font, text), { x, y, size, font, color });
  }

  /** A new page: the full heading on the first, brand, title and id on the others. */
  private newPage(hint?: MessageKey) {
    const page = this.doc.addPage(A4);
    this.sheet = { form: this.doc.getForm(), page, fonts: this.fonts, t: this.t };
    const { brand, id } = this.options;
    const first = this.doc.getPageCount() === 1;
    let y = A4[1] - MARGIN;
    const idSize = first ? 12 : 9;
    this.text(page, brand.name, MARGIN, y - idSize, idSize, true, BRAND);
    this.text(
      page,
      id,
      MARGIN + WIDTH - this.fonts.bold.widthOfTextAtSize(id, idSize),
      y - idSize,
      idSize,
      true,
      BRAND,
    );
    y -= idSize + 4;
    if (first) {
      const contact = fit(this.fonts.regular, drawable(this.fonts.regular, brand.contact), WIDTH, 7);
      this.text(page, contact.lines[0] ?? '', MARGIN, y - contact.size, contact.size);
      y -= contact.size + 5;
    } else {
      this.text(page, this.title, MARGIN, y - 9, 9);
      y -= 13;
    }
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + WIDTH, y }, thickness: 0.8, color: BRAND });
    y -= 6;
    if (first) {
      const title = fit(this.fonts.bold, drawable(this.fonts.bold, this.title), WIDTH, 15);
      this.text(page, title.lines[0] ?? '', MARGIN, y - title.size, title.size, true, rgb(0, 0, 0));
      y -= title.size + 4;
      const line = fit(
        this.fonts.regular,
        drawable(this.fonts.regular, this.t(hint ?? 'templates.fillHint')),
        WIDTH,
        8,
      );
      this.text(page, line.lines[0] ?? '', MARGIN, y - line.size, line.size);
      y -= 16;
    }
    this.top = y;
  }

  private ensure(height: number) {
    if (this.top - height < BOTTOM) this.newPage();
  }

  private block(block: FormBlock) {
    if (block.kind === 'section') {
      // A heading never ends a page: it moves with (at least) its first row.
      this.ensure(SECTION_HEIGHT + 30);
      this.sheet.page.drawRectangle({
        x: MARGIN,
        y: this.top - SECTION_HEIGHT + 3,
        width: WIDTH,
        height: SECTION_HEIGHT - 3,
        color: BRAND,
      });
      this.text(
        this.sheet.page,
        this.t(block.title),
        MARGIN + 4,
        this.top - SECTION_HEIGHT + 6.5,
        8.5,
        true,
        rgb(1, 1, 1),
      );
      this.top -= SECTION_HEIGHT + 2;
    } else if (block.kind === 'note') {
      const lines = wrap(this.fonts.regular, drawable(this.fonts.regular, this.t(block.text)), NOTE_SIZE, WIDTH);
      this.ensure(lines.length * (NOTE_SIZE + 3) + GAP);
      lines.forEach((line, i) =>
        this.text(
          this.sheet.page,
          line,
          MARGIN,
          this.top - NOTE_SIZE - i * (NOTE_SIZE + 3),
          NOTE_SIZE,
          false,
          rgb(0, 0, 0),
        ),
      );
      this.top -= lines.length * (NOTE_SIZE + 3) + GAP;
    } else if (block.kind === 'table') {
      this.ensure(tableHeight(block) + GAP);
      drawTable(this.sheet, block, MARGIN, this.top, WIDTH);
      this.top -= tableHeight(block) + GAP;
    } else {
      const spans = block.inputs.map((i) => i.span ?? 1);
      const unit = (WIDTH - GAP * (spans.length - 1)) / spans.reduce((a, b) => a + b, 0);
      const height = Math.max(
        ...block.inputs.map((input, i) => inputHeight(this.sheet, input, unit * (spans[i] ?? 1))),
      );
      this.ensure(height + GAP);
      let x = MARGIN;
      block.inputs.forEach((input, i) => {
        const width = unit * (spans[i] ?? 1);
        drawInput(this.sheet, input, x, this.top, width);
        x += width + GAP;
      });
      this.top -= height + GAP;
    }
  }

  write(definition: PdfFormDefinition) {
    this.newPage(definition.hint);
    for (const block of definition.blocks) this.block(block);
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const number = translate(this.options.locale, 'templates.page', { page: i + 1, pages: pages.length });
      this.text(page, `${this.options.id} · ${this.title}`, MARGIN, MARGIN - 4, 7);
      this.text(
        page,
        number,
        MARGIN + WIDTH - this.fonts.regular.widthOfTextAtSize(drawable(this.fonts.regular, number), 7),
        MARGIN - 4,
        7,
      );
    });
  }
}

/** The definition as a fillable PDF in `locale`, byte for byte the same on every call. */
export async function renderPdfForm(definition: PdfFormDefinition, options: PdfFormOptions): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const title = translate(options.locale, definition.title);
  doc.setTitle(`${options.id} - ${title}`, { showInWindowTitleBar: true });
  doc.setAuthor(options.brand.name);
  doc.setCreator(options.brand.name);
  doc.setProducer('pdf-lib');
  doc.setLanguage(options.locale);
  doc.setCreationDate(TEMPLATES_REVISED);
  doc.setModificationDate(TEMPLATES_REVISED);
  new FormWriter(doc, await embedFonts(doc), options, title).write(definition);
  return doc.save();
}
