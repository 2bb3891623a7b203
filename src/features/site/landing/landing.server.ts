// What the public pages read from the database: the condominium's headline figures, and the plans
// of /plantas and of its fragment (the home page's 'Plantas do Condomínio' dialog).
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { areaTable, type ModuleRow } from '@/features/site/modules/modules.server';
import { PlanGallery } from '@/features/site/plans';
import type { CondominiumFacts } from '@/features/site/seo';
import type { Locale } from '@/lib/i18n-types';

/** Module count, how many are available, the smallest module's total area and the overall area,
 *  from the given modules (when the page has them already) or the database. */
export async function condominiumFacts(list?: readonly ModuleRow[]): Promise<CondominiumFacts | null> {
  const { rows, totals } = await areaTable(list);
  if (rows.length === 0) return null;
  return {
    modules: rows.length,
    availableModules: rows.filter((row) => row.status === 'available').length,
    smallestModuleArea: Math.min(...rows.map((row) => row.total)),
    totalArea: totals.total,
  };
}

// The four drawings are expensive to render (about 100 ms) and change only with the modules, so
// each locale keeps its last rendering until the data changes.
const plansCache = new Map<Locale, { key: string; html: string }>();

/** The plan gallery as static HTML, for the plans page and its fragment. */
export function planGalleryHtml(locale: Locale, modules: readonly ModuleRow[]): string {
  const key = JSON.stringify(modules);
  const cached = plansCache.get(locale);
  if (cached?.key === key) return cached.html;
  const html = renderToStaticMarkup(createElement(PlanGallery, { locale, modules }));
  plansCache.set(locale, { key, html });
  return html;
}
