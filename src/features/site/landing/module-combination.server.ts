// The modules-together form of the availability section, on the server: which modules the query
// ticked (?modulos=5&modulos=6, what the form sends without JavaScript) and what the page says of
// them, and each module's place on the site plan for the rule and the browser's live sum.
import type { ModuleView } from '@/features/site/modules';
import { siteRows } from '@/features/site/plans';
import { pick } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { queryTexts } from '@/server/lists';
import {
  COMBINATION_KEYS,
  MAX_COMBINED,
  combineModules,
  describeCombination,
  type CombinableModule,
} from './module-combination';

export const COMBINE_PARAM = 'modulos';

export function combinableModules(views: readonly ModuleView[]): CombinableModule[] {
  return siteRows(views).flatMap((row, r) =>
    row.map((m, position) => ({
      number: m.number,
      available: m.status === 'available',
      row: r,
      position,
      exactTotal: m.exactTotal,
      monthlyCents: m.monthlyCents,
    })),
  );
}

/** The form's state for `url`: the modules ticked, and the sum or the refusal when any were. */
export function combinationState(url: URL, views: readonly ModuleView[], locale: Locale) {
  const selected = queryTexts(url.searchParams, COMBINE_PARAM, MAX_COMBINED)
    .filter((v) => /^\d{1,2}$/.test(v))
    .map(Number);
  const modules = combinableModules(views);
  const texts = pick(locale, COMBINATION_KEYS);
  const result = selected.length > 0 ? combineModules(selected, modules) : null;
  return {
    modules,
    selected,
    texts,
    result: result && { ok: result.ok, text: describeCombination(result, texts, locale) },
  };
}
