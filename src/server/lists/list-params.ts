// The fields a list's query parameters are built from (defineList puts them in one zod schema with
// the page). Anyone can type a list's address, and emails and bookmarks keep old ones, so every
// value is read leniently: text is cleaned here and only here (NFC, control characters removed —
// PostgreSQL refuses a NUL —, trimmed, capped), and an unknown choice, a bad day or a bad page is
// ignored, never an error page. A sort is a `oneOf` with a fallback.
import { isCalendarDay } from '@/lib/calendar-day';
import { UUID_PATTERN } from '@/lib/ids';
import { withoutControlCharacters } from '@/lib/forms/fields';
import { z } from '@/lib/forms/zod';

/** The page parameter of every list. */
export const PAGE_PARAM = 'pagina';
/** A keyset page's parameters (read-page.ts): the rows older than the row named, or newer. */
export const CURSOR_PARAMS = { older: 'antes', newer: 'depois' } as const;

const TEXT_MAX_LENGTH = 100;
// Pages are counted from 1, so a million pages is far past any list's end (where it is clamped).
const PAGE_PATTERN = /^\d{1,6}$/;

/** A field of a list's schema: what the query string holds under its name (undefined when absent). */
export type ParamField = z.ZodMiniType<unknown, string | undefined>;

/** A parameter's text as a query may use it: NFC, without control characters, trimmed, at most `max` long. */
export function cleanParam(value: string, max = TEXT_MAX_LENGTH): string {
  return withoutControlCharacters(value.normalize('NFC')).trim().slice(0, max);
}

/**
 * One query parameter outside a list's schema (a language, a lookup, a link's token), cleaned as
 * a list's are: undefined when absent. Every query parameter the site reads goes through here or
 * a list's schema (the lint forbids reading `searchParams` elsewhere).
 */
export function queryText(search: URLSearchParams, name: string, max = TEXT_MAX_LENGTH): string | undefined {
  const value = search.get(name);
  return value === null ? undefined : cleanParam(value, max);
}

/** Every value of a repeated query parameter (a form's checkboxes), cleaned, the first `count` only. */
export function queryTexts(search: URLSearchParams, name: string, count: number, max = TEXT_MAX_LENGTH): string[] {
  return search
    .getAll(name)
    .slice(0, count)
    .map((value) => cleanParam(value, max));
}

/**
 * One query parameter as sent (NFC), for a schema that refuses what the forms refuse (the report
 * request answers a control character with a 400 naming what it accepts); undefined when absent.
 */
export function queryValue(search: URLSearchParams, name: string): string | undefined {
  return search.get(name)?.normalize('NFC') ?? undefined;
}

// Where every field starts: an absent parameter stays undefined, a present one is cleaned.
const cleaned = (max?: number) =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => (value === undefined ? undefined : cleanParam(value, max))),
  );

/** Free text (a search box): undefined when blank. */
export const searchText = (max = TEXT_MAX_LENGTH) =>
  z.pipe(
    cleaned(max),
    z.transform((value) => value || undefined),
  );

/**
 * One of `values`. Anything else is ignored: undefined; or, with a fallback (a list that filters
 * by default, or a sort), `absent` when the parameter is missing and `invalid` when it is not one of them.
 */
export function oneOf<const V extends string>(values: readonly V[]): z.ZodMiniType<V | undefined, string | undefined>;
export function oneOf<const V extends string>(
  values: readonly V[],
  fallback: { absent: V; invalid: V },
): z.ZodMiniType<V, string | undefined>;
export function oneOf<const V extends string>(values: readonly V[], fallback?: { absent: V; invalid: V }) {
  const choice = z.pipe(cleaned(), z.enum(values as readonly V[] & [V, ...V[]]));
  return fallback
    ? z.catch(z._default(choice, fallback.absent), fallback.invalid)
    : z.catch(z.optional(choice), undefined);
}

/** A calendar day 'yyyy-MM-dd' (calendar-day.ts); anything else is ignored. */
export const calendarDay = () =>
  z.catch(z.optional(z.pipe(cleaned(), z.string().check(z.refine(isCalendarDay)))), undefined);

/** A text matching `pattern` (after cleaning); anything else is ignored. */
export const matching = (pattern: RegExp) =>
  z.catch(z.optional(z.pipe(cleaned(), z.string().check(z.regex(pattern)))), undefined);

/** The page asked for, from 1: a whole number written in digits; anything else is the first. */
export function pageNumber(value: string | number | null | undefined): number {
  const text = typeof value === 'number' ? String(value) : cleanParam(value ?? '');
  return PAGE_PATTERN.test(text) ? Math.max(1, Number(text)) : 1;
}

/**
 * Another list's page on a screen that shows several (each names its page parameter, defineList's
 * `pageParam`): kept in this list's links, undefined on the first page so links stay short.
 */
export const otherPage = () =>
  z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => {
      const page = pageNumber(value);
      return page > 1 ? page : undefined;
    }),
  );

export const pageField = z.pipe(
  z.optional(z.string()),
  z.transform((value: string | undefined) => pageNumber(value)),
);

/** A keyset page's cursor: a row's id; anything else is ignored (the newest rows). */
export const cursorField = z.catch(z.optional(z.pipe(cleaned(), z.string().check(z.regex(UUID_PATTERN)))), undefined);
