// The shapes a form island and its server share: what a page gives the island, and what every
// form action returns.
import type { MessageKey } from '@/i18n/translate';
import { successFlash, type Flash } from '@/lib/flash';

/** What every form's strings include: the messages any field or guard may give. */
export const FORM_COMMON_KEYS = [
  'common.close',
  'common.error.signInRequired',
  'common.error.invalidCharacters',
  'common.error.unreadableForm',
] as const satisfies readonly MessageKey[];
export type FormCommonKey = (typeof FORM_COMMON_KEYS)[number];

/** What the page gives a form island (src/server/forms/failed-post.ts builds it). */
export interface FormState {
  /** Where the form posts without JavaScript: the page with `?_action=<name>`. */
  action: string;
  /** After a failed post without JavaScript: the values sent (secrets never come back). */
  values?: Record<string, string>;
  /** Message keys per field, from the schema's rules. */
  errors?: Record<string, string>;
  /** The form's message key, when the failure was not a field's. */
  formError?: string;
  /** The submission key of a form that creates something (src/lib/forms/submission.ts). */
  submission: string;
}

/** What a form action returns on success: where to go next and the message to show there. */
export interface FormResult {
  next: string;
  flash?: Flash;
  /**
   * Without JavaScript, render the page with this result instead of redirecting: for what is shown
   * once and must not sit in a cookie or a URL (a new two-factor key, backup codes).
   */
  stay?: boolean;
}

/** Success: go to `next` and say so there (a success flash). */
export function doneAt(next: string, title: MessageKey, text?: MessageKey): FormResult {
  return { next, flash: successFlash(title, text) };
}

/** 'newPassword' → 'new-password'. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/**
 * The form's state bound by field name: `{...field('newEmail')}` gives the control its id
 * (`${idPrefix}-new-email`), its name, the value sent back after a failed post (or `fallback`) and
 * the field its message; `values` and `errors` are the same state for the controls `field` does not
 * fit (radios, checkboxes).
 */
export function bindFields(state: Pick<FormState, 'values' | 'errors'>, idPrefix: string) {
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  const field = (name: string, fallback?: string) => ({
    id: `${idPrefix}-${kebab(name)}`,
    name,
    defaultValue: values[name] ?? fallback,
    error: errors[name],
  });
  return { field, values, errors };
}
