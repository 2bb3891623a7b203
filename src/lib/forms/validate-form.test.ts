import { describe, expect, it } from 'vitest';
import { emailField, optionalPhone, personName } from './fields';
import { formValues, validateForm } from './validate-form';
import { z } from './zod';

const schema = z.object({
  name: personName({ required: 'settings.error.firstName', tooLong: 'settings.error.tooLong' }),
  email: emailField({ invalid: 'leads.error.emailInvalid' }),
  phone: optionalPhone('settings.error.phone'),
  weight: z.number({ error: 'portal.error.weight' }).check(z.positive('portal.error.weight')),
  module: z.optional(z.int({ error: 'leads.error.module' })),
  consent: z.boolean(),
});

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.set(k, v);
  return data;
};

describe('reading a form the way Astro form actions do', () => {
  it('empty fields are missing (null when required, absent when optional); numbers become numbers', () => {
    expect(formValues(schema, form({ name: '', email: 'a@b.co', phone: '', weight: '2.5', module: '' }))).toEqual({
      name: null,
      email: 'a@b.co',
      phone: undefined,
      weight: 2.5,
      module: undefined,
      consent: false,
    });
    expect(formValues(schema, form({ module: '7', consent: 'on' }))).toMatchObject({ module: 7, consent: true });
  });

  it('gives the first message key of each invalid field, in the order of the schema', () => {
    expect(validateForm(schema, form({ name: ' ', email: 'x', phone: '12', weight: '0' }))).toEqual({
      name: 'settings.error.firstName',
      email: 'leads.error.emailInvalid',
      phone: 'settings.error.phone',
      weight: 'portal.error.weight',
    });
    expect(
      validateForm(schema, form({ name: 'Ana', email: 'ana@example.com', phone: '  ', weight: '1', consent: 'on' })),
    ).toEqual({});
  });
});
