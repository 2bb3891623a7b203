// A module's spec sheet (ficha técnica) as a PDF, made from the live data on every call: the
// modules as the public pages read them and the identity the staff edit. The route answers with it
// (spec-sheet-response.server.ts); a mail job may attach it (moduleSpecSheetPdf), outside a request.
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { moduleStatusKey } from '@/lib/statuses/labels';
import { markdownPlainText } from '@/server/safe-markdown';
import { refreshSiteConfig } from '@/server/site-config';
import { moduleViews } from '@/features/site/modules';
import { listModules } from '@/features/site/modules/modules.server';
import { sitePlanStrings } from '@/features/site/plans/plans.server';
import { specSheetContent } from './spec-sheet-content';
import { specSheetPdf } from './spec-sheet-pdf.server';

export interface SpecSheetFile {
  bytes: Buffer;
  /** 'ficha-tecnica-modulo-7.pdf' (pt-BR) or 'spec-sheet-module-7.pdf' (en). */
  fileName: string;
}

/** Whether module `number` exists (and so has a sheet), without making it. */
export async function hasSpecSheet(number: number): Promise<boolean> {
  return (await listModules()).some((m) => m.number === number);
}

/** Module `moduleNumber`'s spec sheet in `locale`, or null when there is no such module. */
export async function moduleSpecSheetPdf(moduleNumber: number, locale: Locale): Promise<SpecSheetFile | null> {
  // A mail job runs outside a request, where nothing has refreshed the identity yet.
  const site = await refreshSiteConfig();
  const rows = await listModules();
  const views = moduleViews(rows, locale).modules;
  const module = views.find((m) => m.number === moduleNumber);
  if (!module) return null;
  // The PDF draws text: a description written in Markdown keeps its words, not its marks.
  const content = specSheetContent({ ...module, description: markdownPlainText(module.description) }, site, locale);
  const asOf = new Date(Math.max(...rows.map((m) => m.updatedAt.getTime())));
  const bytes = await specSheetPdf(content, {
    number: moduleNumber,
    modules: views,
    sitePlan: sitePlanStrings(locale),
    legend: {
      picked: module.label,
      available: translate(locale, moduleStatusKey('available')),
      reserved: translate(locale, moduleStatusKey('reserved')),
      leased: translate(locale, moduleStatusKey('leased')),
    },
    asOf,
  });
  return { bytes, fileName: content.fileName };
}
