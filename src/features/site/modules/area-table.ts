// The owner's area table, computed exactly: the database keeps areas as numeric strings with up to
// four decimals; they are summed as integer ten-thousandths of a m² and rounded once, at the end,
// to the two decimals the table shows. Summing floats would drift (and the totals must match).
import { toSquareMetres } from '@/lib/exact-area';
import { formatArea, formatCount } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import type { ModuleStatus } from '@/lib/statuses/module';

export const AREA_COLUMNS = ['storage', 'mezzanine', 'canopy', 'gatehouse', 'utilities', 'total'] as const;
export type AreaColumn = (typeof AREA_COLUMNS)[number];

export type { ModuleStatus };
export { toSquareMetres };

/** A module's figures as the `modules` table keeps them: areas in m² as decimal text ('1490.62'). */
export interface ModuleFigures {
  storageArea: string;
  mezzanineArea: string;
  canopyArea: string;
  gatehouseArea: string;
  utilitiesArea: string;
  docks: number;
  ramps: number;
}

/** What the table needs from a module row (the `modules` table's columns). */
export interface ModuleAreasInput extends ModuleFigures {
  number: number;
  status: ModuleStatus;
}

/** Areas in m², already rounded to two decimals. */
export type Areas = Record<AreaColumn, number>;

export interface AreaRow extends Areas {
  module: number;
  /** The total in integer ten-thousandths of a m², for sums that round once (modules leased together). */
  exactTotal: number;
  status: ModuleStatus;
  docks: number;
  ramps: number;
}

export interface AreaTotals extends Areas {
  docks: number;
  ramps: number;
}

export interface AreaTable {
  rows: AreaRow[];
  totals: AreaTotals;
}

const SCALE = 10_000;
const DECIMAL = /^(\d+)(?:\.(\d{1,4}))?$/;

/** '71.9778' -> 719778: a non-negative numeric(12,4) string as integer ten-thousandths. */
export function toTenThousandths(value: string): number {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`Not an area with at most four decimals: "${value}"`);
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * SCALE + Number(fraction.padEnd(4, '0'));
}

/** 719778 -> '71.9778', 14906200 -> '1490.62': the shortest decimal string, as a form shows it. */
export function fromTenThousandths(value: number): string {
  const whole = Math.floor(value / SCALE);
  const fraction = String(value % SCALE)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

type ExactAreas = Record<AreaColumn, number>;

function exactAreas(module: ModuleAreasInput): ExactAreas {
  const storage = toTenThousandths(module.storageArea);
  const mezzanine = toTenThousandths(module.mezzanineArea);
  const canopy = toTenThousandths(module.canopyArea);
  const gatehouse = toTenThousandths(module.gatehouseArea);
  const utilities = toTenThousandths(module.utilitiesArea);
  return {
    storage,
    mezzanine,
    canopy,
    gatehouse,
    utilities,
    total: storage + mezzanine + canopy + gatehouse + utilities,
  };
}

function rounded(exact: ExactAreas): Areas {
  return Object.fromEntries(AREA_COLUMNS.map((c) => [c, toSquareMetres(exact[c])])) as Areas;
}

/** One row per module (in module order) and the column totals. */
export function buildAreaTable(modules: readonly ModuleAreasInput[]): AreaTable {
  const sorted = [...modules].sort((a, b) => a.number - b.number);
  const sums: ExactAreas = { storage: 0, mezzanine: 0, canopy: 0, gatehouse: 0, utilities: 0, total: 0 };
  let docks = 0;
  let ramps = 0;
  const rows = sorted.map((module): AreaRow => {
    const exact = exactAreas(module);
    for (const column of AREA_COLUMNS) sums[column] += exact[column];
    docks += module.docks;
    ramps += module.ramps;
    return {
      module: module.number,
      status: module.status,
      docks: module.docks,
      ramps: module.ramps,
      exactTotal: exact.total,
      ...rounded(exact),
    };
  });
  return { rows, totals: { ...rounded(sums), docks, ramps } };
}

/** A row's cells as the page shows them: areas with two decimals in the locale's format. */
export type AreaCells = Record<AreaColumn, string> & { docks: string; ramps: string };

export function formatAreaCells(areas: Areas & { docks: number; ramps: number }, locale: Locale): AreaCells {
  const cells = Object.fromEntries(AREA_COLUMNS.map((c) => [c, formatArea(areas[c], locale)]));
  return {
    ...(cells as Record<AreaColumn, string>),
    docks: formatCount(areas.docks, locale),
    ramps: formatCount(areas.ramps, locale),
  };
}
