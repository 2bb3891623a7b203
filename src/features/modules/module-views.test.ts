import { describe, expect, it } from 'vitest';
import { moduleSeed } from '@/server/db/seed';
import { moduleViews } from './module-views';
import type { ModuleRow } from './modules.server';

const seeded = moduleSeed.map((m) => ({ ...m, status: m.status ?? 'available' })) as ModuleRow[];
const line = (n: number, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  moduleViews(seeded, locale)
    .modules.find((m) => m.number === n)
    ?.description.replace(/\u00a0/g, ' ');

describe("a module's line of figures", () => {
  it("keeps the spec's standard line on the modules it describes (2-8: 180 m² of mezzanine)", () => {
    for (let n = 2; n <= 8; n++)
      expect(line(n), `module ${n}`).toBe('Mezanino: 180m² - Térreo: 1640m² - Total: 1820m²');
    expect(line(5, 'en')).toBe('Mezzanine: 180 m² - Ground floor: 1640 m² - Total: 1820 m²');
  });

  it('gives every other module the figures of its own row of the area table', () => {
    for (let n = 11; n <= 17; n++) expect(line(n), `module ${n}`).toBe('Térreo: 1.705,23 m² - Sem mezanino');
    expect(line(10)).toBe('Térreo: 1.721,80 m² - Sem mezanino');
    expect(line(18, 'en')).toBe('Ground floor: 1,721.80 m² - No mezzanine');
    expect(line(1)).toBe('Mezanino: 182,00 m² - Térreo: 1.721,80 m² - Total: 1.903,80 m²');
    expect(line(9, 'en')).toBe('Mezzanine: 182.00 m² - Ground floor: 1,721.80 m² - Total: 1,903.80 m²');
  });

  it("never contradicts the card's own total: a derived line's figures add up to it", () => {
    for (const view of moduleViews(seeded, 'pt-BR').modules) {
      const { mezzanine, total } = view.cells;
      const line = view.description.replace(/\u00a0/g, ' ');
      if (view.number >= 2 && view.number <= 8) continue;
      const ground = /Térreo: ([\d.,]+) m²/.exec(line)?.[1];
      const toNumber = (s: string) => Number(s.replace(/\./g, '').replace(',', '.'));
      expect(toNumber(ground ?? 'NaN') + toNumber(mezzanine), `module ${view.number}`).toBeCloseTo(toNumber(total), 2);
    }
  });

  it('shows a description an admin wrote as written', () => {
    const edited = seeded.map((m) => (m.number === 12 ? { ...m, description: 'Módulo com escritório' } : m));
    expect(moduleViews(edited, 'en').modules.find((m) => m.number === 12)?.description).toBe('Módulo com escritório');
  });
});
