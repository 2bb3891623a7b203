// The profile form's field names, message keys and error mapping. No zod here: the island imports
// this eagerly and loads the schema only when the customer starts using the form.
import type { settings } from '@/i18n/pt-BR/settings';

export type SettingsMessageKey = keyof typeof settings;

export const PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'locale'] as const;

export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldErrors = Partial<Record<ProfileField, SettingsMessageKey>>;

export function isSettingsMessageKey(value: unknown): value is SettingsMessageKey {
  return typeof value === 'string' && value.startsWith('settings.');
}

/** The first message of each field, from zod issues (browser) or an action's `fields`. */
export function profileFieldErrors(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const errors: ProfileFieldErrors = {};
  for (const issue of issues) {
    const field = PROFILE_FIELDS.find((f) => f === issue.path[0]);
    if (field && !errors[field] && isSettingsMessageKey(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** Field messages from an action's input error (`error.fields`). */
export function errorsFromActionFields(fields: Record<string, string[] | undefined>) {
  return profileFieldErrors(Object.entries(fields).map(([f, m]) => ({ path: [f], message: m?.[0] ?? '' })));
}
