import { describe, expect, it } from 'vitest';
import { moduleSeed } from '@/server/db/seed';
import { moduleViews } from './module-views';
import type { ModuleRow } from './modules.server';

const seeded = moduleSeed.map((m) => ({
  ...m,
  status: m.status ?? 'available',
  rentCents: null,
  condoFeeCents: null,
  iptuCents: null,
  version: 0,
})) as ModuleRow[];
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

  it('shows a description an admin wrote as written, in the page’s language, as safe HTML', () => {
    const edited = seeded.map((m) =>
      m.number === 12
        ? {
            ...m,
            descriptionPt: 'Módulo com **escritório**\n<script>x()</script>',
            descriptionEn: 'Module with an office',
          }
        : m,
    );
    const view = (locale: 'pt-BR' | 'en') => moduleViews(edited, locale).modules.find((m) => m.number === 12);
    expect(view('en')?.description).toBe('Module with an office');
    expect(view('pt-BR')?.descriptionHtml).toBe(
      '<p>Módulo com <strong>escritório</strong><br>\n&lt;script&gt;x()&lt;/script&gt;</p>',
    );
  });

  it('shows the all-in monthly price, or “sob consulta” without one', () => {
    const priced = seeded.map((m) =>
      m.number === 5 ? { ...m, rentCents: 4_500_000, condoFeeCents: 350_000, iptuCents: 120_050 } : m,
    );
    const five = (locale: 'pt-BR' | 'en') => moduleViews(priced, locale).modules.find((m) => m.number === 5);
    expect(five('pt-BR')).toMatchObject({
      monthlyCents: 4_970_050,
      monthly: 'R$ 49.700,50/mês',
      price: { rent: 'R$ 45.000,00', condoFee: 'R$ 3.500,00', iptu: 'R$ 1.200,50' },
    });
    expect(five('en')?.monthly).toBe('R$49,700.50/month');
    const six = moduleViews(priced, 'pt-BR').modules.find((m) => m.number === 6);
    expect(six).toMatchObject({ monthlyCents: null, monthly: 'Sob consulta', price: null });
    expect(moduleViews(priced, 'en').modules.find((m) => m.number === 6)?.monthly).toBe('On request');
  });
});
