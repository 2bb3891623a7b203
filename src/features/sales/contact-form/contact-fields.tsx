// What the contact form and the visit booking share: the person's fields (name, email, mobile),
// named as both schemas name them, with ids `<prefix>-name`, `-email` and `-phone`; and the line
// under them that links to the privacy policy.
import { InputField } from '@/components/ui/fields';

const FIELDS = {
  name: { name: 'nome_completo', autoComplete: 'name' },
  email: { name: 'email', type: 'email', autoComplete: 'email' },
  phone: { name: 'celular', type: 'tel', autoComplete: 'tel' },
} as const;

export type PersonFieldKey =
  'leads.form.name' | 'leads.form.email' | 'leads.form.phone' | 'leads.form.phonePlaceholder';

interface PersonFieldProps {
  field: keyof typeof FIELDS;
  prefix: string;
  t: Record<PersonFieldKey, string>;
  values: Partial<Record<string, string>>;
  errors: Partial<Record<string, string>>;
  /** The keyboard a phone asks for (the contact form's). */
  inputMode?: 'tel';
}

export function PersonField({ field, prefix, t, values, errors, inputMode }: PersonFieldProps) {
  const { name, ...attributes } = FIELDS[field];
  return (
    <InputField
      id={`${prefix}-${field}`}
      label={t[`leads.form.${field}`]}
      required
      error={errors[name]}
      name={name}
      {...attributes}
      inputMode={inputMode}
      placeholder={field === 'phone' ? t['leads.form.phonePlaceholder'] : undefined}
      defaultValue={values[name]}
    />
  );
}

interface PrivacyNoteProps {
  t: Record<'leads.form.privacy' | 'leads.form.privacyLink', string>;
  href: string;
  className: string;
  linkClassName: string;
}

export function PrivacyNote({ t, href, className, linkClassName }: PrivacyNoteProps) {
  return (
    <p className={className}>
      {t['leads.form.privacy']}{' '}
      <a href={href} className={linkClassName}>
        {t['leads.form.privacyLink']}
      </a>
      .
    </p>
  );
}
