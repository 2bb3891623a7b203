import { describe, expect, it } from 'vitest';
import { moduleViews } from '@/features/site/modules';
import type { ModuleRow } from '@/features/site/modules/modules.server';
import { moduleSeed } from '@/server/db/seed';
import {
  combineModules,
  decodeModules,
  describeCombination,
  encodeModules,
  packTexts,
  unpackTexts,
} from './module-combination';
import { combinableModules, combinationState } from './module-combination.server';

const rows = moduleSeed.map((m) => ({
  ...m,
  status: m.status ?? 'available',
  rentCents: m.number === 5 || m.number === 6 ? 4_500_000 : null,
  condoFeeCents: m.number === 5 || m.number === 6 ? 350_000 : null,
  iptuCents: m.number === 5 ? 120_000 : m.number === 6 ? 120_050 : null,
  version: 0,
})) as ModuleRow[];
const modules = combinableModules(moduleViews(rows, 'pt-BR').modules);
const state = (query: string, locale: 'pt-BR' | 'en' = 'pt-BR') =>
  combinationState(new URL(`http://x/${query}`), moduleViews(rows, locale).modules, locale).result;

describe('modules leased together', () => {
  it('adds up neighbours in one row of the site plan: exact area, all-in monthly figure', () => {
    expect(combineModules([6, 5], modules)).toEqual({
      ok: true,
      first: 5,
      last: 6,
      count: 2,
      exactTotal: 2 * 18_852_256,
      monthlyCents: 2 * 4_970_000 + 50,
    });
    expect(state('?modulos=5&modulos=6')).toEqual({
      ok: true,
      text: 'Módulos 5 e 6: 3.770,45\u00a0m² no total · R$ 99.400,50/mês',
    });
    expect(state('?modulos=5&modulos=6', 'en')?.text).toBe(
      'Modules 5 and 6: 3,770.45\u00a0m² in total · R$99,400.50/month',
    );
    // A run of three, one without a price: the area adds up, the price is on request.
    expect(state('?modulos=4&modulos=5&modulos=6')?.text).toBe(
      'Módulos 4 a 6: 5.655,68\u00a0m² no total · Sob consulta',
    );
    // Across the yard's end: 9 (west row) and 10 (east row) are not neighbours; the same in the east row works.
    expect(combineModules([9, 10], modules)).toEqual({ ok: false, reason: 'notAdjacent' });
    expect(combineModules([10, 11], modules)).toMatchObject({ ok: true, exactTotal: 17_217_956 + 17_052_256 });
  });

  it('refuses gaps, taken or unknown modules and a single module, each with its message', () => {
    expect(combineModules([5, 7], modules)).toEqual({ ok: false, reason: 'notAdjacent' });
    expect(combineModules([3, 4], modules)).toEqual({ ok: false, reason: 'unavailable' });
    expect(combineModules([15, 99], modules)).toEqual({ ok: false, reason: 'unavailable' });
    expect(combineModules([5, 5], modules)).toEqual({ ok: false, reason: 'tooFew' });
    expect(state('?modulos=5&modulos=7')).toEqual({
      ok: false,
      text: 'Esses módulos não ficam lado a lado. Marque módulos vizinhos na mesma fileira, com números seguidos.',
    });
    expect(state('?modulos=16&modulos=17', 'en')?.text).toBe('Only available modules can be added together.');
    expect(state('?modulos=5')?.text).toBe('Marque pelo menos dois módulos vizinhos.');
    // Nothing asked, or nothing readable: no answer at all.
    expect(state('')).toBeNull();
    expect(state('?modulos=%00abc&modulos=-1')).toBeNull();
  });

  it('hands the browser the available modules in a short text it reads back as they were', () => {
    const text = encodeModules(modules);
    expect(text).toMatch(/^4 0 3 18852256 -,5 0 4 18852256 4970000,/);
    expect(decodeModules(text)).toEqual(modules.filter((m) => m.available));
  });

  it('words a refusal the same way in the browser', () => {
    const texts = combinationState(new URL('http://x/'), moduleViews(rows, 'en').modules, 'en').texts;
    expect(unpackTexts(packTexts(texts))).toEqual(texts);
    expect(describeCombination({ ok: false, reason: 'tooFew' }, unpackTexts(packTexts(texts)), 'en')).toBe(
      'Tick at least two neighbouring modules.',
    );
  });
});
