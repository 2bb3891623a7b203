// The profile form's field names, message keys and error mapping. No zod here: the island imports
// this eagerly and loads the schema only when the customer starts using the form.
import type { settings } from '@/i18n/pt-BR/settings';
import { fieldErrorMapper } from '@/lib/field-errors';

export type SettingsMessageKey = keyof typeof settings;

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'locale'] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldErrors = Partial<Record<ProfileField, SettingsMessageKey>>;

export function isSettingsMessageKey(value: unknown): value is SettingsMessageKey {
  return typeof value === 'string' && value.startsWith('settings.');
}

/** The first message of each field, from zod issues or an action's `fields`. */
export const { fromIssues: profileFieldErrors, fromActionFields: errorsFromActionFields } = fieldErrorMapper(PROFILE_FIELDS, isSettingsMessageKey);
