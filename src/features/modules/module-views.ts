// What the page shows about each module, in the page's language: plain serialisable values that
// server components and islands take as props (islands never load the catalogues themselves).
import { translate } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { moduleStatusKey } from '@/lib/statuses/labels';
import { buildAreaTable, formatAreaCells, type AreaCells, type ModuleStatus } from './area-table';
import type { AreaHeadings, LabelledCells } from './area-table-view';
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
  description: string;
  cells: AreaCells;
  /** Areas in m² for the drawings (geometry, not accounting). */
  storageArea: number;
  mezzanineArea: number;
  canopyArea: number;
}

export interface ModulesView {
  modules: ModuleView[];
  totals: LabelledCells;
}

/** The standard description is translated; a description an admin wrote is shown as written. */
function describe(description: string, locale: Locale) {
  return description === translate('pt-BR', 'modules.standardDescription')
    ? translate(locale, 'modules.standardDescription')
    : description;
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
        description: describe(m.description, locale),
        cells,
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
