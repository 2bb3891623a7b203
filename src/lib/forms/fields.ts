// The field rules every form shares, defined once: emails, Brazilian phones, names, texts, hidden
// fields and the account password. Each form passes the message keys its page translates.
// Every text is normalised to NFC first (so a length counts characters as people see them, and
// 'José' typed with a combining accent is stored like any other), then trimmed, and refused if it
// holds control characters: PostgreSQL cannot store a NUL, and the others hide or reorder text.
import type { MessageKey } from '@/i18n/translate';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '../password-rule';
import { z } from './zod';
import { UUID_PATTERN } from '@/lib/ids';

// zod's own "practical" email pattern, copied: z.regexes would ship every pattern to the browser.
const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// Digits, spaces, parentheses, hyphen and plus (spec §5): a plain space, not any white space.
const PHONE_PATTERN = /^[\d ()+-]*$/;
// Area code and number: a Brazilian phone has at least ten digits.
const PHONE_MIN_DIGITS = 10;
// Letters of any alphabet (with accents, precomposed or combining) and spaces.
const LETTERS_PATTERN = /^[\p{L}\p{M} ]*$/u;
// C0 and C1 controls, DEL, the line and paragraph separators, and the bidirectional overrides and
// isolates (they can make a name read differently from what is stored).
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
// The same, but a message keeps its line breaks and tabs.
const CONTROL_IN_MESSAGE =
  // eslint-disable-next-line no-control-regex -- finding them is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const EMAIL_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;

const INVALID: MessageKey = 'common.error.invalidCharacters';

export function hasControlCharacters(value: string, { multiline = false } = {}): boolean {
  return (multiline ? CONTROL_IN_MESSAGE : CONTROL).test(value);
}

const EVERY_CONTROL = new RegExp(CONTROL.source, 'g');

/** `value` without the characters a form refuses: for what is read leniently (a list's search). */
export function withoutControlCharacters(value: string): string {
  return value.replace(EVERY_CONTROL, '');
}

/** The checks every text starts with: NFC, trimmed, no control characters. */
function clean(invalid: MessageKey = INVALID, multiline = false) {
  return [
    z.normalize('NFC'),
    z.trim(),
    z.refine<string>((v) => !hasControlCharacters(v, { multiline }), invalid),
  ] as const;
}

/** A required text: `required` when missing or blank, `tooLong` past `max`; `multiline` keeps line breaks. */
export function requiredText(
  messages: { required: MessageKey; tooLong: MessageKey },
  max: number,
  { multiline = false } = {},
) {
  return z
    .string({ error: messages.required })
    .check(...clean(INVALID, multiline), z.minLength(1, messages.required), z.maxLength(max, messages.tooLong));
}

/** An optional text (empty is absent); `multiline` keeps line breaks (a message). */
export function optionalText(messages: { tooLong: MessageKey }, max: number, { multiline = false } = {}) {
  return z.optional(z.string().check(...clean(INVALID, multiline), z.maxLength(max, messages.tooLong)));
}

/** A field the page fills in (its language, a path, a token): short, and no control characters. */
export function hiddenText(max: number) {
  return z.optional(z.string().check(...clean(), z.maxLength(max, INVALID)));
}

/** An email address, checked: `required` when blank (by default the same as `invalid`). */
export function emailField(messages: { invalid: MessageKey; required?: MessageKey; tooLong?: MessageKey }) {
  const required = messages.required ?? messages.invalid;
  return z
    .string({ error: required })
    .check(
      ...clean(messages.invalid),
      z.minLength(1, required),
      z.maxLength(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid),
      z.regex(EMAIL_PATTERN, messages.invalid),
    );
}

const digits = (value: string) => value.replace(/\D/g, '').length;

/** A Brazilian phone as people type it: 10 to 20 of digits, spaces, ( ) - and +, with ten digits at least. */
export function phoneField(messages: { required: MessageKey; tooLong: MessageKey; format: MessageKey }) {
  return z.string({ error: messages.required }).check(
    ...clean(messages.format),
    z.minLength(PHONE_MIN_LENGTH, messages.required),
    z.maxLength(PHONE_MAX_LENGTH, messages.tooLong),
    z.regex(PHONE_PATTERN, messages.format),
    z.refine((v) => digits(v) >= PHONE_MIN_DIGITS, messages.format),
  );
}

/** An optional phone (blank clears it), by the same rule as phoneField, with one message. */
export function optionalPhone(message: MessageKey) {
  const isPhone = (v: string) =>
    v.length >= PHONE_MIN_LENGTH &&
    v.length <= PHONE_MAX_LENGTH &&
    PHONE_PATTERN.test(v) &&
    digits(v) >= PHONE_MIN_DIGITS;
  return z.optional(
    z.string().check(
      ...clean(message),
      z.refine((v) => v === '' || isPhone(v), message),
    ),
  );
}

/** A Brazilian number after the country code: area code (11-99), then a mobile's 9 and 8 digits or
 * a landline's 8 digits starting 2 to 5. */
const BRAZILIAN_NATIONAL = /^[1-9][1-9](9\d{8}|[2-5]\d{7})$/;

/**
 * A Brazilian phone as people type it ('(84) 99999-0000', '+55 84 3272-0000'), kept in E.164
 * ('+5584999990000'): the phoneField rule, then an area code and 8 or 9 digits, with or without +55.
 */
export function brazilianPhone(messages: { required: MessageKey; tooLong: MessageKey; format: MessageKey }) {
  const national = (v: string) => {
    const d = v.replace(/\D/g, '');
    if (d.length > 11 && d.startsWith('55')) return d.slice(2);
    // Another country's code ('+1 202…') is not a Brazilian number.
    return v.startsWith('+') ? '' : d;
  };
  return z.pipe(
    phoneField(messages).check(z.refine((v) => BRAZILIAN_NATIONAL.test(national(v)), messages.format)),
    z.transform((v) => `+55${national(v)}`),
  );
}

export const LINK_MAX_LENGTH = 300;

/** An optional https:// address (blank gives null): a link the site shows to everyone. */
export function optionalHttpsLink(message: MessageKey) {
  const isHttps = (v: string) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password;
    } catch {
      return false;
    }
  };
  return z.pipe(
    z.nullish(
      z.string().check(
        ...clean(message),
        z.maxLength(LINK_MAX_LENGTH, message),
        z.refine((v) => v === '' || isHttps(v), message),
      ),
    ),
    z.transform((v) => v || null),
  );
}

/** A person's name: `min` to 100 characters; with `format`, letters and spaces only. */
export function personName(messages: { required: MessageKey; tooLong: MessageKey; format?: MessageKey }, min = 1) {
  const name = z.string({ error: messages.required });
  const checks = [
    ...clean(messages.format),
    z.minLength(min, messages.required),
    z.maxLength(NAME_MAX_LENGTH, messages.tooLong),
  ];
  return messages.format ? name.check(...checks, z.regex(LETTERS_PATTERN, messages.format)) : name.check(...checks);
}

/** A new account password: 8+ characters with upper- and lowercase letters and a digit. */
export function newPassword(messages: { required: MessageKey; rule: MessageKey }) {
  return z
    .string({ error: messages.required })
    .check(
      z.minLength(1, messages.required),
      z.maxLength(PASSWORD_MAX_LENGTH, messages.rule),
      z.refine(isStrongPassword, messages.rule),
    );
}

/** The submission key of a form that creates something (submission.ts): a UUID, when sent. */
export const submissionKey = z.optional(z.string().check(z.regex(UUID_PATTERN, INVALID)));

/**
 * The version of a record when its form was read (a hidden field): a save over a newer one is
 * refused with `changedMeanwhile`, as is a field that is missing or tampered with.
 */
export function recordVersion(changedMeanwhile: MessageKey) {
  return z.pipe(
    z.string({ error: changedMeanwhile }).check(z.regex(/^\d{1,9}$/, changedMeanwhile)),
    z.transform(Number),
  );
}

/** The id of the record a form acts on (a hidden field): a UUID. */
export const recordId = z.string({ error: INVALID }).check(z.regex(UUID_PATTERN, INVALID));

/** A positive number with at most `decimals` places (what its column keeps), up to `max`. */
export function positiveNumber(
  messages: { invalid: MessageKey; precision: MessageKey },
  max: number,
  decimals: number,
) {
  const scale = 10 ** decimals;
  return z.number({ error: messages.invalid }).check(
    z.positive(messages.invalid),
    z.lte(max, messages.invalid),
    z.refine((v) => Math.abs(v * scale - Math.round(v * scale)) < 1e-6, messages.precision),
  );
}
