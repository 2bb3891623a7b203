// Server-side translation. Islands never import this (it would ship both catalogues): pages pass
// the few strings an island needs as props.
import type { Locale } from '@/lib/i18n-types';
import { en } from './en';
import { ptBR } from './pt-BR';

export type MessageKey = keyof typeof ptBR;
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

const catalogues: Record<Locale, Record<MessageKey, string>> = { 'pt-BR': ptBR, en };

export function translate(locale: Locale, key: MessageKey, params?: Record<string, string | number>) {
  const message = catalogues[locale][key];
  if (!params) return message;
  return message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function useTranslations(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}

/** Picks several keys at once, for an island's props. */
export function pick<K extends MessageKey>(locale: Locale, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, translate(locale, k)])) as Record<K, string>;
}
