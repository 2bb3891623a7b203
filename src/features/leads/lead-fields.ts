// The contact form's field names, message keys and error mapping. No zod here: the island imports
// this eagerly, and loads the schema only when the visitor starts using the form (lead-client.ts).
import type { leads as leadMessages } from '@/i18n/pt-BR/leads';

export type LeadMessageKey = keyof typeof leadMessages;
export type LeadMessages = Record<LeadMessageKey, string>;

/** The visually hidden field that only bots fill in. */
export const HONEYPOT_FIELD = 'empresa_site';

export type LeadField = 'nome_completo' | 'email' | 'celular' | 'mensagem' | 'modulo';
export type LeadFieldErrors = Partial<Record<LeadField, LeadMessageKey>>;

/** The visible fields, in the order the form shows them. */
export const LEAD_FIELDS: readonly LeadField[] = ['nome_completo', 'email', 'celular', 'modulo', 'mensagem'];

export function isMessageKey(value: unknown): value is LeadMessageKey {
  return typeof value === 'string' && value.startsWith('leads.');
}

/** The first message of each visible field, from zod issues (browser) or an action's `fields`. */
export function fieldErrors(issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }>) {
  const errors: LeadFieldErrors = {};
  for (const issue of issues) {
    const field = LEAD_FIELDS.find((f) => f === issue.path[0]);
    if (field && !errors[field] && isMessageKey(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** Field messages from an action's input error (`error.fields`). */
export function errorsFromFields(fields: Record<string, string[] | undefined>) {
  return fieldErrors(Object.entries(fields).map(([f, m]) => ({ path: [f], message: m?.[0] ?? '' })));
}
