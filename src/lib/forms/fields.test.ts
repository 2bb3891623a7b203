import { describe, expect, it } from 'vitest';
import { emailField, hiddenText, optionalPhone, optionalText, personName, phoneField, positiveNumber } from './fields';
import { z } from './zod';

const parse = (schema: z.ZodMiniType, value: unknown) => z.safeParse(schema, value);
const message = (schema: z.ZodMiniType, value: unknown) => parse(schema, value).error?.issues[0]?.message;

const name = personName({ required: 'settings.error.firstName', tooLong: 'settings.error.tooLong' });
const lettersOnly = personName(
  { required: 'leads.error.nameRequired', tooLong: 'leads.error.nameTooLong', format: 'leads.error.nameFormat' },
  2,
);
const phone = phoneField({
  required: 'leads.error.phoneRequired',
  tooLong: 'leads.error.phoneTooLong',
  format: 'leads.error.phoneFormat',
});

describe('shared field rules', () => {
  it('refuse control characters in every text (NUL, TAB, DEL, C1, line separators, bidi overrides)', () => {
    for (const bad of [
      'Ma\u0000ria',
      'Ma\tria',
      'Ma\u007fria',
      'Ma\u0085ria',
      'Ma\u2028ria',
      'Maria\u202e',
      'Ma\u2066ria',
    ]) {
      expect(message(name, bad), JSON.stringify(bad)).toBe('common.error.invalidCharacters');
      expect(parse(hiddenText(50), bad).success).toBe(false);
      expect(parse(emailField({ invalid: 'leads.error.emailInvalid' }), `a${bad}@example.com`).success).toBe(false);
    }
    // The letters-only name says so in its own words.
    expect(message(lettersOnly, 'Ana\u0000Lima')).toBe('leads.error.nameFormat');
  });

  it('keep line breaks and tabs in a message, but nothing else invisible', () => {
    const text = optionalText({ tooLong: 'leads.error.messageTooLong' }, 1000, { multiline: true });
    expect(parse(text, 'Linha 1\nLinha 2\r\n\tfim').data).toBe('Linha 1\nLinha 2\r\n\tfim');
    expect(message(text, 'a\u0000b')).toBe('common.error.invalidCharacters');
    expect(message(text, 'a\u0007b')).toBe('common.error.invalidCharacters');
  });

  it('normalise to NFC before counting, so a combining accent counts once and is stored composed', () => {
    const decomposed = `Jose\u0301 ${'a'.repeat(95)}`; // 100 characters seen, 101 code units
    expect(decomposed.length).toBe(101);
    const result = parse(name, decomposed);
    expect(result.success).toBe(true);
    expect(result.data).toBe(decomposed.normalize('NFC'));
    expect(message(name, 'a'.repeat(101))).toBe('settings.error.tooLong');
  });

  it('take a phone of digits, plain spaces, ( ) - and + with ten digits at least', () => {
    expect(parse(phone, '(84) 99999-0000').success).toBe(true);
    expect(parse(phone, '+55 84 3272-0000').success).toBe(true);
    for (const bad of ['84\t99999-0000', '84\u00a099999-0000', '84\u202899999-0000'])
      expect(parse(phone, bad).success, JSON.stringify(bad)).toBe(false);
    expect(message(phone, '----------')).toBe('leads.error.phoneFormat');
    expect(message(phone, '(84) 9999-99')).toBe('leads.error.phoneFormat');
    const optional = optionalPhone('settings.error.phone');
    expect(parse(optional, '').success).toBe(true);
    expect(message(optional, '((((((((((')).toBe('settings.error.phone');
  });

  it('keep a number to the places its column stores', () => {
    const weight = positiveNumber(
      { invalid: 'portal.error.weight', precision: 'portal.error.weightPrecision' },
      1_000_000,
      3,
    );
    expect(message(weight, 0.0001)).toBe('portal.error.weightPrecision');
    expect(message(weight, 0)).toBe('portal.error.weight');
    expect(message(weight, Number.POSITIVE_INFINITY)).toBe('portal.error.weight');
    for (const good of [0.001, 12.5, 1_000_000, 0.1 + 0.2])
      expect(parse(weight, good).success, String(good)).toBe(true);
  });
});
