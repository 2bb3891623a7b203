// The field rules every form shares, defined once: emails, Brazilian phones, names, required
// texts and the account password. Each form passes the message keys its page translates.
import type { MessageKey } from '@/i18n/translate';
import { isStrongPassword, PASSWORD_MAX_LENGTH } from '@/lib/password-rule';
import { z } from './zod';

// zod's own "practical" email pattern, copied: z.regexes would ship every pattern to the browser.
const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
// Digits, spaces, parentheses, hyphen and plus (spec §5).
const PHONE_PATTERN = /^[\d\s()+-]*$/;
// Letters of any alphabet (with accents, precomposed or combining) and spaces.
const LETTERS_PATTERN = /^[\p{L}\p{M} ]*$/u;

export const EMAIL_MAX_LENGTH = 255;
export const NAME_MAX_LENGTH = 100;
export const PHONE_MIN_LENGTH = 10;
export const PHONE_MAX_LENGTH = 20;

/** A required text, trimmed: `required` when missing or blank, `tooLong` past `max`. */
export function requiredText(messages: { required: MessageKey; tooLong: MessageKey }, max: number) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, messages.required),
    z.maxLength(max, messages.tooLong),
  );
}

/** An email address, trimmed and checked: `required` when blank (by default the same as `invalid`). */
export function emailField(messages: { invalid: MessageKey; required?: MessageKey; tooLong?: MessageKey }) {
  const required = messages.required ?? messages.invalid;
  return z.string({ error: required }).check(
    z.trim(),
    z.minLength(1, required),
    z.maxLength(EMAIL_MAX_LENGTH, messages.tooLong ?? messages.invalid),
    z.regex(EMAIL_PATTERN, messages.invalid),
  );
}

/** A Brazilian phone as people type it: 10 to 20 of digits, spaces, ( ) - and +. */
export function phoneField(messages: { required: MessageKey; tooLong: MessageKey; format: MessageKey }) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(PHONE_MIN_LENGTH, messages.required),
    z.maxLength(PHONE_MAX_LENGTH, messages.tooLong),
    z.regex(PHONE_PATTERN, messages.format),
  );
}

/** A person's name: `min` to 100 characters; with `format`, letters and spaces only. */
export function personName(messages: { required: MessageKey; tooLong: MessageKey; format?: MessageKey }, min = 1) {
  const name = z.string({ error: messages.required });
  const checks = [z.trim(), z.minLength(min, messages.required), z.maxLength(NAME_MAX_LENGTH, messages.tooLong)];
  return messages.format ? name.check(...checks, z.regex(LETTERS_PATTERN, messages.format)) : name.check(...checks);
}

/** A new account password: 8+ characters with upper- and lowercase letters and a digit. */
export function newPassword(messages: { required: MessageKey; rule: MessageKey }) {
  return z.string({ error: messages.required }).check(
    z.minLength(1, messages.required),
    z.maxLength(PASSWORD_MAX_LENGTH, messages.rule),
    z.refine(isStrongPassword, messages.rule),
  );
}

/** An optional text: empty is absent. */
export function optionalText(messages: { tooLong: MessageKey }, max: number) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, messages.tooLong)));
}

/** An optional phone (blank clears it), by the same rule as phoneField, with one message. */
export function optionalPhone(message: MessageKey) {
  const isPhone = (v: string) => v.length >= PHONE_MIN_LENGTH && v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v);
  return z.optional(z.string().check(z.trim(), z.refine((v) => v === '' || isPhone(v), message)));
}
