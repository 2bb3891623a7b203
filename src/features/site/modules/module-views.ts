// What the page shows about each module, in the page's language: plain serialisable values that
// server components and islands take as props (islands never load the catalogues themselves).
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { moduleStatusKey } from '@/lib/statuses/labels';
import { formatArea } from '@/lib/format';
import { renderSafeMarkdown } from '@/server/safe-markdown';
import { buildAreaTable, formatAreaCells, type AreaCells, type AreaRow, type ModuleStatus } from './area-table';
import type { AreaHeadings, LabelledCells } from './area-table-view';
import { allInMonthlyCents, monthlyLabel, priceParts, type PriceParts } from './module-price';
import type { ModuleRow } from './modules.server';

export interface ModuleView {
  number: number;
  status: ModuleStatus;
  /** 'Módulo 7' */
  label: string;
  /** 'Disponível' | 'Reservado' | 'Alugado' */
  statusLabel: string;
  /** 'Módulo 7 — disponível, 1.885,23 m²' */
  ariaLabel: string;
  /** The description as text (the staff's, or the module's figures line)… */
  description: string;
  /** …and as the HTML the page shows (safe-markdown.ts: nothing in it can run). */
  descriptionHtml: string;
  cells: AreaCells;
  /** The total in integer ten-thousandths of a m², for exact sums of modules leased together. */
  exactTotal: number;
  /** Rent + condomínio + IPTU in centavos, or null (no price: "sob consulta"). */
  monthlyCents: number | null;
  /** 'R$ 52.500,00/mês' or 'Sob consulta'. */
  monthly: string;
  /** The three parts of the price, formatted, when there is one. */
  price: PriceParts | null;
  /** Areas in m² for the drawings (geometry, not accounting). */
  storageArea: number;
  mezzanineArea: number;
  canopyArea: number;
}

export interface ModulesView {
  modules: ModuleView[];
  totals: LabelledCells;
}

/** The mezzanine of the shed the spec's standard description is about (modules 2-8). */
const STANDARD_MEZZANINE = 180;

/**
 * A description an admin wrote is shown as written, in the page's language. The standard one (the
 * spec's "Mezanino: 180m² - Térreo: 1640m² - Total: 1820m²", or its translation) is shown where it
 * is true, on a module with the standard mezzanine; any other module gets its line from its own row
 * of the area table instead, so a card never contradicts its own figures.
 */
export function describeModule(description: string, row: AreaRow, locale: Locale) {
  if (description !== translate(locale, 'modules.standardDescription')) return description;
  if (row.mezzanine === STANDARD_MEZZANINE) return translate(locale, 'modules.standardDescription');
  const ground = formatArea(row.total - row.mezzanine, locale);
  return row.mezzanine > 0
    ? translate(locale, 'modules.figuresLine', {
        mezzanine: formatArea(row.mezzanine, locale),
        ground,
        total: formatArea(row.total, locale),
      })
    : translate(locale, 'modules.figuresLine.noMezzanine', { ground });
}

export function moduleViews(list: readonly ModuleRow[], locale: Locale): ModulesView {
  const table = buildAreaTable(list);
  const rows = new Map(table.rows.map((row) => [row.module, row]));
  const modules = [...list]
    .sort((a, b) => a.number - b.number)
    .map((m): ModuleView => {
      const row = rows.get(m.number);
      if (!row) throw new Error(`Module ${m.number} is missing from its own area table.`);
      const cells = formatAreaCells(row, locale);
      const statusLabel = translate(locale, moduleStatusKey(m.status));
      const description = describeModule(locale === 'en' ? m.descriptionEn : m.descriptionPt, row, locale);
      const monthlyCents = allInMonthlyCents(m);
      return {
        number: m.number,
        status: m.status,
        label: translate(locale, 'modules.moduleLabel', { n: m.number }),
        statusLabel,
        // 'Módulo 7 — disponível, …': the status label in lower case (same words as the tag).
        ariaLabel: translate(locale, 'modules.moduleAria', {
          n: m.number,
          status: statusLabel.toLocaleLowerCase(locale),
          area: cells.total,
        }),
        description,
        descriptionHtml: renderSafeMarkdown(description),
        cells,
        exactTotal: row.exactTotal,
        monthlyCents,
        monthly: monthlyLabel(monthlyCents, locale),
        price: priceParts(m, locale),
        storageArea: Number(m.storageArea),
        mezzanineArea: Number(m.mezzanineArea),
        canopyArea: Number(m.canopyArea),
      };
    });
  return {
    modules,
    totals: { label: translate(locale, 'modules.totalRow'), cells: formatAreaCells(table.totals, locale) },
  };
}

export function areaHeadings(locale: Locale): AreaHeadings {
  const t = (key: Parameters<typeof translate>[1]) => translate(locale, key);
  return {
    module: t('modules.col.module'),
    storage: t('modules.col.storage'),
    mezzanine: t('modules.col.mezzanine'),
    canopy: t('modules.col.canopy'),
    gatehouse: t('modules.col.gatehouse'),
    utilities: t('modules.col.utilities'),
    total: t('modules.col.total'),
    docks: t('modules.col.docks'),
    ramps: t('modules.col.ramps'),
  };
}
