// How a person is named in the privacy log and matched in free text, and what an erasure leaves in
// place of their data (src/server/db/redact.ts). Shared by the erasure, the export's README and the tests.
import { createHash } from 'node:crypto';
import { ERASED_TEXT } from '@/server/db/redact';

export { ERASED_EMAIL, ERASED_TEXT } from '@/server/db/redact';

/**
 * SHA-256 of the trimmed, lower-cased address: the privacy log's subject, so a later request by
 * the same address can be matched without keeping it. The per-account rate limits hash the same way.
 */
export function emailFingerprint(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
}

// Shorter values (a first name alone, "Ana") would match inside unrelated words.
const MIN_TERM_LENGTH = 5;

/** The distinct values (names, addresses, phones) to look for in free text, case-insensitively. */
export function searchTerms(values: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const term = value?.trim();
    if (term && term.length >= MIN_TERM_LENGTH) seen.set(term.toLowerCase(), term);
  }
  return [...seen.values()];
}

/** A PostgreSQL regular expression (ARE) matching any of `terms` literally; undefined for none. */
export function termsPattern(terms: readonly string[]): string | undefined {
  if (terms.length === 0) return undefined;
  return terms.map((t) => t.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&')).join('|');
}

/** `text` with every term replaced by ERASED_TEXT (what the database does, for a text in hand). */
export function redactText(text: string, terms: readonly string[]): string {
  const pattern = termsPattern(terms);
  return pattern ? text.replace(new RegExp(pattern, 'gi'), ERASED_TEXT) : text;
}
