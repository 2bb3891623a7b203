// The contact form's field names, message keys and error mapping. No zod here: the island imports
// this eagerly, and loads the schema only when the visitor starts using the form (lead-client.ts).
import type { leads as leadMessages } from '@/i18n/pt-BR/leads';
import { fieldErrorMapper } from '@/lib/field-errors';

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

/** The first message of each visible field, from zod issues or an action's `fields`. */
export const { fromIssues: fieldErrors, fromActionFields: errorsFromFields } = fieldErrorMapper(LEAD_FIELDS, isMessageKey);
