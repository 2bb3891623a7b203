// The report request form: three selects (four for staff: whose rows) and a submit. Without
// JavaScript it is a plain GET form whose answer is a download (Content-Disposition: attachment),
// so the page stays put.
import { useId } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { ReportDialogLabels } from './report-labels';
import { REPORT_DEFAULTS, REPORT_ENDPOINT } from './report-options';
import type { ReportChoices } from './report-request.schema';

/** A select's option: [value, text]. */
export type ReportFormOption = readonly [value: string, text: string];

export interface ReportFormProps {
  labels: ReportDialogLabels;
  /** What each select offers: the request schema's values (report-request.schema.ts). */
  choices: ReportChoices;
  lang: string;
  disabled?: boolean;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  formId: string;
  /** Staff only: the `customer` select and the option it starts on (the first one by default). */
  customers?: { label: string; options: ReportFormOption[]; value?: string };
  /** A field of its own before the selects (the staff's customer combobox). */
  before?: React.ReactNode;
  /** The buttons: the plain form has only a submit; the dialog puts Cancel and Generate in its footer. */
  children?: React.ReactNode;
}

export function ReportForm({
  labels: l,
  choices,
  lang,
  disabled,
  onSubmit,
  formId,
  customers,
  before,
  children,
}: ReportFormProps) {
  const id = useId();
  const fields = [
    ...(customers
      ? [
          {
            name: 'customer',
            label: customers.label,
            options: customers.options,
            value: customers.value ?? customers.options[0]?.[0],
          },
        ]
      : []),
    {
      name: 'type',
      label: l['reports.field.type'],
      options: choices.type.map((v) => [v, l[`reports.type.${v}`]] as const),
      value: REPORT_DEFAULTS.type,
    },
    {
      name: 'range',
      label: l['reports.field.range'],
      options: choices.range.map((v) => [v, l[`reports.range.${v}`]] as const),
      value: REPORT_DEFAULTS.range,
    },
    {
      name: 'format',
      label: l['reports.field.format'],
      options: choices.format.map((v) => [v, l[`reports.format.${v}`]] as const),
      value: REPORT_DEFAULTS.format,
    },
  ];
  return (
    <form id={formId} method="get" action={REPORT_ENDPOINT} onSubmit={onSubmit} className="grid gap-4" data-report-form>
      <input type="hidden" name="lang" value={lang} />
      {before}
      {fields.map((f) => (
        <div key={f.name} className="grid gap-1.5">
          <Label htmlFor={`${id}-${f.name}`}>{f.label}</Label>
          <Select
            id={`${id}-${f.name}`}
            name={f.name}
            defaultValue={f.value}
            disabled={disabled}
            options={f.options.map(([value, label]) => ({ value, label }))}
          />
        </div>
      ))}
      {children}
    </form>
  );
}
