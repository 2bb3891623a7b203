// The form's inputs on the page: each one's height for the layout, then its label (printed text) and
// its AcroForm field (text box, radio group, check box or drop-down), with the label as the field's
// tooltip so screen readers and form-filling tools name it.
import { PDFHexString, PDFName, rgb, type PDFField, type PDFForm, type PDFPage } from '@cantoo/pdf-lib';
import type { MessageKey } from '@/i18n/translate';
import type { ChoiceInput, FormBlock, FormInput } from './pdf-form-model';
import { drawable, fit, type Fonts } from './pdf-text.server';

export interface Sheet {
  form: PDFForm;
  page: PDFPage;
  fonts: Fonts;
  t: (key: MessageKey) => string;
}

export type Table = Extract<FormBlock, { kind: 'table' }>;

export const GAP = 6;
const LABEL_SIZE = 7;
const LABEL_HEIGHT = 10;
const LINE = 12;
const MARK = 9;
const OPTION_GAP = 10;
const TEXT = rgb(0.2, 0.2, 0.2);
const BOX = { borderColor: rgb(0.55, 0.6, 0.7), borderWidth: 0.6, backgroundColor: rgb(0.94, 0.96, 1) };
const HEADER_FILL = rgb(0.88, 0.91, 0.96);

const boxHeight = (lines = 1) => lines * LINE + 4;

function describe(field: PDFField, label: string) {
  field.acroField.dict.set(PDFName.of('TU'), PDFHexString.fromText(label));
}

/** An input's label fits one line (LABEL_HEIGHT); a table header may take two. */
function drawLabel(sheet: Sheet, text: string, x: number, top: number, width: number, header = false) {
  const font = header ? sheet.fonts.bold : sheet.fonts.regular;
  const { lines, size } = fit(font, drawable(font, text), width, LABEL_SIZE, header ? 2 : 1);
  lines.forEach((line, i) =>
    sheet.page.drawText(line, { x, y: top - size - i * (size + 1.5), size, font, color: TEXT }),
  );
}

/** Options side by side when they fit the width, else one under another. */
function optionsInline(sheet: Sheet, input: ChoiceInput, width: number) {
  const font = sheet.fonts.regular;
  const total = input.options.reduce(
    (sum, o) => sum + MARK + 3 + font.widthOfTextAtSize(drawable(font, sheet.t(o.label)), LABEL_SIZE) + OPTION_GAP,
    0,
  );
  return total <= width;
}

export function inputHeight(sheet: Sheet, input: FormInput, width: number): number {
  if (input.kind === 'text') return LABEL_HEIGHT + boxHeight(input.lines);
  if (input.kind === 'choice' && !optionsInline(sheet, input, width))
    return LABEL_HEIGHT + input.options.length * LINE + 2;
  return LABEL_HEIGHT + boxHeight();
}

export function drawInput(sheet: Sheet, input: FormInput, x: number, top: number, width: number) {
  const label = sheet.t(input.label);
  const boxTop = top - LABEL_HEIGHT;
  const { form, page, fonts } = sheet;
  if (input.kind === 'check') {
    const box = form.createCheckBox(input.name);
    box.addToPage(page, { x, y: boxTop - boxHeight() / 2 - MARK / 2, width: MARK, height: MARK, ...BOX });
    describe(box, label);
    drawLabel(sheet, label, x + MARK + 4, boxTop - boxHeight() / 2 + LABEL_SIZE / 2 + 0.5, width - MARK - 4);
    return;
  }
  drawLabel(sheet, label, x, top, width);
  if (input.kind === 'choice') {
    const group = form.createRadioGroup(input.name);
    const inline = optionsInline(sheet, input, width);
    let cx = x;
    input.options.forEach((option, i) => {
      const text = drawable(fonts.regular, sheet.t(option.label));
      const lineTop = inline ? boxTop : boxTop - i * LINE;
      const y = lineTop - (inline ? boxHeight() : LINE) / 2 - MARK / 2;
      group.addOptionToPage(option.value, page, { x: cx, y, width: MARK, height: MARK, ...BOX });
      const { lines, size } = fit(fonts.regular, text, width - MARK - 3, LABEL_SIZE);
      page.drawText(lines.join(' '), { x: cx + MARK + 3, y: y + 1.5, size, font: fonts.regular, color: TEXT });
      if (inline) cx += MARK + 3 + fonts.regular.widthOfTextAtSize(text, LABEL_SIZE) + OPTION_GAP;
    });
    describe(group, label);
    return;
  }
  const height = boxHeight(input.kind === 'text' ? input.lines : 1);
  const place = { x, y: boxTop - height, width, height, ...BOX, font: fonts.regular };
  if (input.kind === 'list') {
    const list = form.createDropdown(input.name);
    list.addOptions([...input.options]);
    if (input.editable) list.enableEditing();
    list.addToPage(page, place);
    list.setFontSize(9);
    describe(list, label);
    return;
  }
  const field = form.createTextField(input.name);
  if ((input.lines ?? 1) > 1) field.enableMultiline();
  field.addToPage(page, place);
  // After addToPage: the size goes into the appearance string the widget creates.
  field.setFontSize((input.lines ?? 1) > 1 ? 8 : 9);
  describe(field, label);
}

const HEADER_HEIGHT = 20;
const CELL_HEIGHT = boxHeight();

export const tableHeight = (table: Table) => HEADER_HEIGHT + table.rows * CELL_HEIGHT;

/** A header of column labels over a grid of text boxes named `<column>_<row>`. */
export function drawTable(sheet: Sheet, table: Table, x: number, top: number, width: number) {
  const span = table.columns.reduce((sum, c) => sum + c.span, 0);
  let cx = x;
  for (const column of table.columns) {
    const w = (width * column.span) / span;
    const label = sheet.t(column.label);
    sheet.page.drawRectangle({
      x: cx,
      y: top - HEADER_HEIGHT,
      width: w,
      height: HEADER_HEIGHT,
      color: HEADER_FILL,
      borderColor: BOX.borderColor,
      borderWidth: BOX.borderWidth,
    });
    drawLabel(sheet, label, cx + 2, top - 2, w - 4, true);
    for (let r = 1; r <= table.rows; r++) {
      const field = sheet.form.createTextField(`${column.name}_${r}`);
      field.addToPage(sheet.page, {
        x: cx,
        y: top - HEADER_HEIGHT - r * CELL_HEIGHT,
        width: w,
        height: CELL_HEIGHT,
        ...BOX,
        font: sheet.fonts.regular,
      });
      field.setFontSize(8);
      describe(field, `${label} (${r})`);
    }
    cx += w;
  }
}
