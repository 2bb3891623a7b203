// Modules leased together: a visitor ticks neighbouring available modules (next to each other in
// one row of the site plan) and sees their combined area and monthly figure. The same rule runs on
// the server (the section's GET form, without JavaScript) and in the browser (the live sum), so
// this module imports nothing but the formatting it needs.
import { toSquareMetres } from '@/lib/exact-area';
import { formatArea, formatMoney } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';

/** What the rule needs from each module (the page writes it on each module's checkbox). */
export interface CombinableModule {
  number: number;
  available: boolean;
  /** Which row of the site plan, and the place in it (siteRows in the plans). */
  row: number;
  position: number;
  /** Total area in integer ten-thousandths of a m², so the sum rounds once. */
  exactTotal: number;
  /** All-in monthly figure in centavos, or null (on request). */
  monthlyCents: number | null;
}

export type CombinationRefusal = 'tooFew' | 'unavailable' | 'notAdjacent';

export type Combination =
  | { ok: true; first: number; last: number; count: number; exactTotal: number; monthlyCents: number | null }
  | { ok: false; reason: CombinationRefusal };

/**
 * The available modules as one short text for the page ('5 0 4 18852256 4970000,6 0 5 …', '-' for
 * no price): the browser's live sum reads it back with decodeModules. Short, since the home page's
 * HTML has a budget.
 */
export function encodeModules(modules: readonly CombinableModule[]): string {
  return modules
    .filter((m) => m.available)
    .map((m) => [m.number, m.row, m.position, m.exactTotal, m.monthlyCents ?? '-'].join(' '))
    .join(',');
}

export function decodeModules(text: string): CombinableModule[] {
  return text
    .split(',')
    .map((entry) => entry.split(' '))
    .filter((parts) => parts.length === 5)
    .map(([number, row, position, exactTotal, monthly]) => ({
      number: Number(number),
      available: true,
      row: Number(row),
      position: Number(position),
      exactTotal: Number(exactTotal),
      monthlyCents: monthly === '-' ? null : Number(monthly),
    }));
}

/** The most modules a query may name: more than the condominium has is not a question. */
export const MAX_COMBINED = 18;

/**
 * The combination of the modules numbered `selected`: refused when fewer than two, when one is not
 * available (or unknown), or when they are not one unbroken run of one row. The monthly figure is
 * null as soon as one of them has no price.
 */
export function combineModules(selected: readonly number[], modules: readonly CombinableModule[]): Combination {
  const numbers = [...new Set(selected)];
  if (numbers.length < 2) return { ok: false, reason: 'tooFew' };
  const picked = numbers.map((n) => modules.find((m) => m.number === n));
  if (picked.some((m) => !m?.available)) return { ok: false, reason: 'unavailable' };
  const run = (picked as CombinableModule[]).sort((a, b) => a.position - b.position);
  const unbroken = run.every((m, i) => m.row === run[0]!.row && m.position === run[0]!.position + i);
  if (!unbroken) return { ok: false, reason: 'notAdjacent' };
  const byNumber = run.map((m) => m.number).sort((a, b) => a - b);
  const prices = run.map((m) => m.monthlyCents);
  return {
    ok: true,
    first: byNumber[0]!,
    last: byNumber[byNumber.length - 1]!,
    count: run.length,
    exactTotal: run.reduce((sum, m) => sum + m.exactTotal, 0),
    monthlyCents: prices.some((p) => p === null) ? null : prices.reduce<number>((sum, p) => sum + (p ?? 0), 0),
  };
}

/** The combination's words, translated on the server and handed to the browser as they are. */
export const COMBINATION_KEYS = [
  'modules.combine.pair',
  'modules.combine.run',
  'modules.combine.sum',
  'modules.combine.tooFew',
  'modules.combine.unavailable',
  'modules.combine.notAdjacent',
  'modules.price.perMonth',
  'modules.price.onRequest',
] as const;
export type CombinationTexts = Record<(typeof COMBINATION_KEYS)[number], string>;

/** The words as the page carries them: in COMBINATION_KEYS order, '|' between, no keys (a shorter page). */
export const packTexts = (texts: CombinationTexts) =>
  COMBINATION_KEYS.map((key) => texts[key].replace(/\|/g, '/')).join('|');

export function unpackTexts(packed: string): CombinationTexts {
  const values = packed.split('|');
  return Object.fromEntries(COMBINATION_KEYS.map((key, i) => [key, values[i] ?? ''])) as CombinationTexts;
}

const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** What the page says of a combination: 'Módulos 5 e 6: 3.770,46 m² no total · R$ 99.401,00/mês'. */
export function describeCombination(result: Combination, texts: CombinationTexts, locale: Locale): string {
  if (!result.ok) return texts[`modules.combine.${result.reason}`];
  const modules = fill(texts[result.count === 2 ? 'modules.combine.pair' : 'modules.combine.run'], {
    first: result.first,
    last: result.last,
  });
  const monthly =
    result.monthlyCents === null
      ? texts['modules.price.onRequest']
      : fill(texts['modules.price.perMonth'], { amount: formatMoney(result.monthlyCents, locale) });
  return fill(texts['modules.combine.sum'], {
    modules,
    area: formatArea(toSquareMetres(result.exactTotal), locale),
    monthly,
  });
}
