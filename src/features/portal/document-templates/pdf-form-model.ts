// How a fillable PDF template is described: blocks that pdf-form.server.ts lays out top to bottom,
// and short builders the form definitions use. Field names are stable and language-neutral.
import type { MessageKey } from '@/i18n/translate';

interface InputBase {
  /** The AcroForm field's name. */
  name: string;
  label: MessageKey;
  /** Share of the row's width (default 1). */
  span?: number;
}

/** A text box; `lines` > 1 makes it multi-line. */
export interface TextInput extends InputBase {
  kind: 'text';
  lines?: number;
}

/** Mutually exclusive options: a radio group whose values are the options' `value`s. */
export interface ChoiceInput extends InputBase {
  kind: 'choice';
  options: readonly { value: string; label: MessageKey }[];
}

/** One yes/no box. */
export interface CheckInput extends InputBase {
  kind: 'check';
}

/** A drop-down list; `editable` lets the user type a value that is not in it. */
export interface ListInput extends InputBase {
  kind: 'list';
  options: readonly string[];
  editable?: boolean;
}

export type FormInput = TextInput | ChoiceInput | CheckInput | ListInput;

export interface TableColumn {
  name: string;
  label: MessageKey;
  span: number;
}

export type FormBlock =
  | { kind: 'section'; title: MessageKey }
  | { kind: 'row'; inputs: readonly FormInput[] }
  /** A grid of text boxes named `<column>_<row>` (rows from 1). */
  | { kind: 'table'; rows: number; columns: readonly TableColumn[] }
  | { kind: 'note'; text: MessageKey };

export interface PdfFormDefinition {
  title: MessageKey;
  /** One line under the title; the generic fill-in hint when absent. */
  hint?: MessageKey;
  blocks: readonly FormBlock[];
}

export const INCOTERMS = ['EXW', 'FCA', 'FAS', 'FOB', 'CFR', 'CIF', 'CPT', 'CIP', 'DAP', 'DPU', 'DDP'] as const;
export const CURRENCIES = ['USD', 'EUR', 'BRL', 'GBP', 'CNY', 'JPY'] as const;

export const section = (title: MessageKey): FormBlock => ({ kind: 'section', title });
export const row = (...inputs: FormInput[]): FormBlock => ({ kind: 'row', inputs });
export const text = (name: string, label: MessageKey, span = 1, lines = 1): TextInput => ({
  kind: 'text',
  name,
  label,
  span,
  lines,
});
export const check = (name: string, label: MessageKey, span = 1): CheckInput => ({ kind: 'check', name, label, span });
export const column = (name: string, label: MessageKey, span = 1): TableColumn => ({ name, label, span });

/** Options as `[value, label]` pairs. */
export const choice = (name: string, label: MessageKey, options: [string, MessageKey][], span = 1): ChoiceInput => ({
  kind: 'choice',
  name,
  label,
  span,
  options: options.map(([value, optionLabel]) => ({ value, label: optionLabel })),
});
