import { describe, expect, it } from 'vitest';
import { SEED_TOTALS_PT } from './area-totals.test-support';
import { buildAreaTable, formatAreaCells, toSquareMetres, toTenThousandths } from './area-table';
import { moduleSeed } from '@/server/db/seed';

const table = buildAreaTable(moduleSeed);

/** Module totals as the owner's table gives them (spec §3). */
function expectedTotal(module: number): number {
  if (module === 1 || module === 9) return 1903.8;
  if (module <= 8) return 1885.23;
  if (module === 10 || module === 18) return 1721.8;
  return 1705.23;
}

describe('area table', () => {
  it('parses numeric strings into integer ten-thousandths', () => {
    expect(toTenThousandths('71.9778')).toBe(719_778);
    expect(toTenThousandths('136')).toBe(1_360_000);
    expect(toTenThousandths('1507.19')).toBe(15_071_900);
    expect(toTenThousandths('0.0001')).toBe(1);
    expect(() => toTenThousandths('1.23456')).toThrow();
    expect(() => toTenThousandths('-1')).toThrow();
  });

  it('rounds half up on integers', () => {
    expect(toSquareMetres(19_037_950)).toBe(1903.8);
    expect(toSquareMetres(12_956_004)).toBe(1295.6);
    expect(toSquareMetres(50)).toBe(0.01);
    expect(toSquareMetres(49)).toBe(0);
  });

  it('gives every module the total of the owner’s table', () => {
    expect(table.rows.map((r) => r.module)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    for (const row of table.rows) expect(row.total, `module ${row.module}`).toBe(expectedTotal(row.module));
  });

  it('shows the per-module figures with two decimals', () => {
    const [first] = table.rows;
    expect(first).toMatchObject({ storage: 1507.19, mezzanine: 182, canopy: 136, gatehouse: 71.98, utilities: 6.63 });
    expect(table.rows[6]).toMatchObject({ module: 7, storage: 1490.62, mezzanine: 180, total: 1885.23 });
    expect(table.rows[16]).toMatchObject({ module: 17, mezzanine: 0, total: 1705.23 });
  });

  it('adds up the columns exactly', () => {
    expect(table.totals).toEqual({
      storage: 26897.44,
      mezzanine: 1624,
      canopy: 2448,
      gatehouse: 1295.6,
      utilities: 119.3,
      total: 32384.34,
      docks: 72,
      ramps: 18,
    });
  });

  it('sorts rows by module number whatever the input order', () => {
    const reversed = buildAreaTable([...moduleSeed].reverse());
    expect(reversed).toEqual(table);
  });

  it('formats totals in the page’s locale', () => {
    expect(formatAreaCells(table.totals, 'pt-BR')).toEqual(SEED_TOTALS_PT);
    const en = formatAreaCells(table.totals, 'en');
    expect(en.total).toBe('32,384.34');
    expect(en.storage).toBe('26,897.44');
    expect(en.utilities).toBe('119.30');
  });
});
