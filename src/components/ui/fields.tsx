// A labelled control in one element (Epic Stack's Field, TextareaField): the label, the control
// wired to its hint and message, and `required` said once for both the asterisk and the browser.
import type { ComponentProps } from 'react';
import { FormField, type FormFieldProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, type SelectProps } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';

interface FieldBase extends Omit<FormFieldProps, 'children'> {
  /** Classes added to the control itself. */
  controlClassName?: string;
}

type FieldProps<P> = FieldBase & Omit<P, keyof FieldBase>;

/** The label's part and the control's part of a field's props. */
function split<P extends FieldBase>(props: P) {
  const { id, label, required, optionalLabel, error, hint, className, controlClassName, ...control } = props;
  return [
    { id, label, required, optionalLabel, error, hint, className },
    { ...control, required, className: controlClassName },
  ] as const;
}

export function InputField(props: FieldProps<ComponentProps<'input'>>) {
  const [field, input] = split(props);
  return <FormField {...field}>{(p) => <Input {...p} {...input} />}</FormField>;
}

export function TextareaField(props: FieldProps<ComponentProps<'textarea'>>) {
  const [field, textarea] = split(props);
  return <FormField {...field}>{(p) => <Textarea {...p} {...textarea} />}</FormField>;
}

export function SelectField(props: FieldProps<SelectProps>) {
  const [field, select] = split(props);
  return <FormField {...field}>{(p) => <Select {...p} {...select} />}</FormField>;
}
