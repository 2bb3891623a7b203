import { describe, expect, it } from 'vitest';
import { moduleSeed } from '@/server/db/seed';
import { facadeOpenings, moduleShape, typicalModule } from './module-geometry';
import { layoutSite, siteRows, type Rect } from './site-plan-layout';

const inputs = moduleSeed.map((m) => ({
  number: m.number,
  status: m.status,
  storageArea: Number(m.storageArea),
  mezzanineArea: Number(m.mezzanineArea),
  canopyArea: Number(m.canopyArea),
}));
const layout = layoutSite(inputs);
const placed = (n: number) => {
  const module = layout.modules.find((m) => m.number === n);
  if (!module) throw new Error(`module ${n} not placed`);
  return module;
};
const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x &&
  inner.y >= outer.y &&
  inner.x + inner.w <= outer.x + outer.w &&
  inner.y + inner.h <= outer.y + outer.h;

describe('module geometry', () => {
  it('derives the real dimensions from the areas', () => {
    const typical = moduleShape({ storageArea: 1490.62, mezzanineArea: 180, canopyArea: 136 });
    expect(typical.width).toBeCloseTo(22.5, 2);
    expect(typical.mezzanineDepth).toBeCloseTo(8, 2);
    expect(typical.canopyDepth).toBeCloseTo(6.04, 2);
    expect(moduleShape({ storageArea: 1507.19, mezzanineArea: 182, canopyArea: 136 }).width).toBeCloseTo(22.75, 2);
  });

  it('fits one ramp and four dock doors, apart, on a module front', () => {
    const openings = facadeOpenings(22.5);
    expect(openings.map((o) => o.kind)).toEqual(['ramp', 'dock', 'dock', 'dock', 'dock']);
    openings.forEach((o, i) => {
      expect(o.centre - o.width / 2).toBeGreaterThan(0);
      expect(o.centre + o.width / 2).toBeLessThan(22.5);
      const next = openings[i + 1];
      if (next) expect(o.centre + o.width / 2).toBeLessThan(next.centre - next.width / 2);
    });
  });

  it('draws the module most modules are (2 to 8)', () => {
    expect(typicalModule(inputs)).toMatchObject({ number: 2, storageArea: 1490.62, mezzanineArea: 180 });
  });
});

describe('site layout', () => {
  it('places the 18 modules in two rows of 9 facing each other across the yard', () => {
    expect(layout.modules.map((m) => m.number)).toEqual(Array.from({ length: 18 }, (_, i) => i + 1));
    const west = layout.modules.filter((m) => m.number <= 9);
    const east = layout.modules.filter((m) => m.number >= 10);
    expect(new Set(west.map((m) => m.building.x)).size).toBe(1);
    expect(new Set(east.map((m) => m.building.x)).size).toBe(1);
    for (const m of west) expect(m.canopy.x + m.canopy.w).toBeLessThanOrEqual(layout.yard.x + 0.01);
    for (const m of east) expect(m.canopy.x).toBeGreaterThanOrEqual(layout.yard.x + layout.yard.w - 0.01);
  });

  it('numbers the rows from the entrance inwards and back out', () => {
    const ys = (numbers: number[]) => numbers.map((n) => placed(n).building.y);
    const west = ys([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const east = ys([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(west).toEqual([...west].sort((a, b) => b - a));
    expect(east).toEqual([...east].sort((a, b) => a - b));
    expect(placed(1).building.y).toBeGreaterThan(placed(9).building.y);
  });

  it('puts the modules next to each other in a row wall to wall, and the two rows across the yard', () => {
    const [west, east] = siteRows(inputs).map((row) => row.map((m) => m.number));
    expect(west).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(east).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
    for (const row of [west!, east!])
      row.slice(1).forEach((n, i) => {
        const [a, b] = [placed(row[i]!).building, placed(n).building];
        expect(a.x).toBe(b.x);
        expect(Math.min(Math.abs(a.y + a.h - b.y), Math.abs(b.y + b.h - a.y))).toBeLessThan(0.01);
      });
    // 9 and 10 face each other across the yard: not neighbours.
    expect(placed(10).building.x - (placed(9).building.x + placed(9).building.w)).toBeGreaterThan(30);
  });

  it('keeps modules apart, inside the site, and the highway outside it', () => {
    for (const row of [layout.modules.slice(0, 9), layout.modules.slice(9)]) {
      const sorted = [...row].sort((a, b) => a.building.y - b.building.y);
      sorted
        .slice(1)
        .forEach((m, i) =>
          expect(m.building.y).toBeGreaterThanOrEqual(sorted[i]!.building.y + sorted[i]!.building.h - 0.01),
        );
    }
    for (const m of layout.modules) expect(inside(m.building, layout.boundary)).toBe(true);
    expect(inside(layout.gatehouse, layout.boundary)).toBe(true);
    expect(layout.highway.y).toBeGreaterThan(layout.boundary.y + layout.boundary.h);
    expect(layout.height).toBeGreaterThan(layout.highway.y + layout.highway.h);
  });

  it('draws each module as wide as its area says', () => {
    expect(placed(1).building.h).toBeCloseTo(22.75, 1);
    expect(placed(7).building.h).toBeCloseTo(22.5, 1);
    expect(placed(7).building.w).toBeCloseTo(66.25, 2);
    expect(placed(7).doors).toHaveLength(5);
  });
});
