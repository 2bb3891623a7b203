// The area table as HTML, rendered on the server: the 'Quadro de Áreas' page and the fragments the
// home page's dialog loads (fragment-dialog.astro).
import type { AreaCells } from './area-table';

export const AREA_CELL_ORDER = [
  'storage',
  'mezzanine',
  'canopy',
  'gatehouse',
  'utilities',
  'total',
  'docks',
  'ramps',
] as const;
export type AreaHeadings = Record<(typeof AREA_CELL_ORDER)[number] | 'module', string>;

export interface LabelledCells {
  label: string;
  cells: AreaCells;
}

interface AreaTableViewProps {
  caption: string;
  headings: AreaHeadings;
  /** A row with an id is a link target (/quadro-de-areas#modulo-7), highlighted when targeted. */
  rows: readonly (LabelledCells & { id?: string })[];
  totals: LabelledCells;
}

const stickyCell = 'sticky left-0 z-10 whitespace-nowrap px-3 py-2 text-left';
const numberCell = 'whitespace-nowrap px-3 py-2 text-right';
const headCell = 'px-3 py-3 text-right align-bottom font-semibold leading-tight';

/** All modules with the column totals; scrolls sideways on narrow screens, first column pinned. */
export function AreaTableView({ caption, headings, rows, totals }: AreaTableViewProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-lg border border-border"
      data-area-table
    >
      <table className="w-full min-w-[48rem] border-collapse text-sm tabular-nums">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="bg-brand text-brand-foreground">
            <th scope="col" className={`${stickyCell} bg-brand align-bottom font-semibold`}>
              {headings.module}
            </th>
            {AREA_CELL_ORDER.map((key) => (
              <th key={key} scope="col" className={headCell}>
                {headings[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.label}
              id={row.id}
              className="scroll-mt-28 border-t border-border bg-background even:bg-muted target:bg-[oklch(0.9_0.07_65)]"
            >
              <th scope="row" className={`${stickyCell} bg-inherit font-semibold`}>
                {row.label}
              </th>
              {AREA_CELL_ORDER.map((key) => (
                <td key={key} className={`${numberCell} ${key === 'total' ? 'font-semibold' : ''}`}>
                  {row.cells[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="border-t-2 border-brand bg-[oklch(0.95_0.04_65)] font-bold" data-totals>
            <th scope="row" className={`${stickyCell} bg-inherit`}>
              {totals.label}
            </th>
            {AREA_CELL_ORDER.map((key) => (
              <td key={key} className={numberCell}>
                {totals.cells[key]}
              </td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** One module's figures, transposed (figure per row) so it reads on a phone without scrolling. */
export function ModuleAreaTable({ headings, row }: { headings: AreaHeadings; row: LabelledCells }) {
  return (
    <table className="w-full border-collapse text-sm tabular-nums" data-module-area-table>
      <caption className="pb-3 text-left text-base font-semibold">{row.label}</caption>
      <tbody>
        {AREA_CELL_ORDER.map((key) => (
          <tr key={key} className={`border-t border-border ${key === 'total' ? 'font-bold' : ''}`}>
            <th scope="row" className="py-2.5 pr-4 text-left font-medium text-muted-foreground">
              {headings[key]}
            </th>
            <td className="py-2.5 text-right">{row.cells[key]}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
