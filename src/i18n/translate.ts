// Server-side translation. Islands never import this (it would ship both catalogues): pages pass
// the few strings an island needs as props (`t.pick`). The request's translator is on
// `Astro.locals.t` (src/server/middleware/locale.ts).
import type { Locale } from '@/lib/i18n-types';
import { en } from './en';
import { ptBR } from './pt-BR';

export type MessageKey = keyof typeof ptBR;
export type MessageParams = Record<string, string | number>;

export interface Translate {
  (key: MessageKey, params?: MessageParams): string;
  /** Several keys at once, for an island's props. */
  pick<K extends MessageKey>(keys: readonly K[]): Record<K, string>;
}

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'pt-BR': ptBR, en };

export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(ptBR, value);
}

export function translate(locale: Locale, key: MessageKey, params?: MessageParams) {
  const message = catalogues[locale][key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function useTranslations(locale: Locale): Translate {
  const t = (key: MessageKey, params?: MessageParams) => translate(locale, key, params);
  t.pick = <K extends MessageKey>(keys: readonly K[]) => pick(locale, keys);
  return t;
}

/** Picks several keys at once, for an island's props. */
export function pick<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, translate(locale, k)])) as Record<K, string>;
}
