// Where everything sits on the site plan, computed from the modules (metres, y pointing south):
// two rows facing each other across the manoeuvre yard, the first half of the modules on the
// west row numbered from the entrance inwards, the second half on the east row numbered back out,
// so that 1 and the last module flank the gatehouse by the BR-101.
import { facadeOpenings, moduleShape, type ModuleAreasM2 } from './module-geometry';
import type { ModuleStatus } from '@/lib/statuses/module';
import { cm } from './units';

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface SitePlanModuleInput extends ModuleAreasM2 {
  number: number;
  status: ModuleStatus;
}

export interface PlacedModule {
  number: number;
  status: ModuleStatus;
  building: Rect;
  canopy: Rect;
  /** Door openings drawn on the facade line. */
  doors: Rect[];
  centre: { x: number; y: number };
}

export interface SiteLayout {
  width: number;
  height: number;
  modules: PlacedModule[];
  boundary: Rect;
  yard: Rect;
  entranceRoad: Rect;
  gatehouse: Rect;
  parking: Rect[];
  highway: Rect;
  /** Top of the strip under the highway that holds the scale bar. */
  footerY: number;
}

const SIDE_MARGIN = 8;
const TOP = 10;
const YARD_WIDTH = 36;
const ENTRANCE_ZONE = 40;
const HIGHWAY_WIDTH = 16;
const DOOR_MARK = 1.2;

const rect = (x: number, y: number, w: number, h: number): Rect => ({ x: cm(x), y: cm(y), w: cm(w), h: cm(h) });

/**
 * The two rows of modules as the plan places them, each in number order: the first half on the west
 * row, the rest on the east. Two modules are neighbours (wall to wall) when they are next to each
 * other in one row; the rows face each other across the yard, so 9 and 10 (or 1 and 18) are not.
 */
export function siteRows<T extends { number: number }>(modules: readonly T[]): [T[], T[]] {
  const sorted = [...modules].sort((a, b) => a.number - b.number);
  const half = Math.ceil(sorted.length / 2);
  return [sorted.slice(0, half), sorted.slice(half)];
}

export function layoutSite(modules: readonly SitePlanModuleInput[]): SiteLayout {
  const [westRow, east] = siteRows(modules);
  const sorted = [...westRow, ...east];
  // The west row is numbered from the entrance inwards: drawn from the far end, its last first.
  const west = [...westRow].reverse();
  const shapes = new Map(sorted.map((m) => [m.number, moduleShape(m)]));
  const shapeOf = (m: SitePlanModuleInput) => shapes.get(m.number) ?? moduleShape(m);
  const depth = Math.max(...sorted.map((m) => shapeOf(m).depth));
  const canopy = Math.max(...sorted.map((m) => shapeOf(m).canopyDepth));
  const rowLength = (row: SitePlanModuleInput[]) => row.reduce((sum, m) => sum + shapeOf(m).width, 0);
  const rowsBottom = TOP + Math.max(rowLength(west), rowLength(east));

  const westFacade = SIDE_MARGIN + depth;
  const yardX = westFacade + canopy;
  const eastFacade = yardX + YARD_WIDTH + canopy;
  const width = eastFacade + depth + SIDE_MARGIN;

  const place = (row: SitePlanModuleInput[], facadeX: number, facing: 1 | -1): PlacedModule[] => {
    let y = TOP;
    return row.map((m) => {
      const shape = shapeOf(m);
      const buildingX = facing === 1 ? facadeX - shape.depth : facadeX;
      const building = rect(buildingX, y, shape.depth, shape.width);
      const canopyRect = rect(facing === 1 ? facadeX : facadeX - shape.canopyDepth, y, shape.canopyDepth, shape.width);
      // Door positions run along the front as seen from the yard, so the east row is mirrored.
      const doors = facadeOpenings(shape.width).map((door) =>
        rect(
          facadeX - DOOR_MARK / 2,
          facing === 1 ? y + shape.width - door.centre - door.width / 2 : y + door.centre - door.width / 2,
          DOOR_MARK,
          door.width,
        ),
      );
      const centre = { x: cm(building.x + building.w / 2), y: cm(y + shape.width / 2) };
      const placed = { number: m.number, status: m.status, building, canopy: canopyRect, doors, centre };
      y += shape.width;
      return placed;
    });
  };

  const boundaryBottom = rowsBottom + ENTRANCE_ZONE;
  const roadX = yardX + YARD_WIDTH / 2;
  const highway = rect(0, boundaryBottom + 5, width, HIGHWAY_WIDTH);
  const parkingDepth = depth * 0.7;
  return {
    width: cm(width),
    height: cm(highway.y + highway.h + 16),
    modules: [...place(west, westFacade, 1), ...place(east, eastFacade, -1)].sort((a, b) => a.number - b.number),
    boundary: rect(3, 3, width - 6, boundaryBottom - 3),
    yard: rect(yardX, TOP, YARD_WIDTH, rowsBottom - TOP + 8),
    entranceRoad: rect(roadX - 7, rowsBottom + 8, 14, highway.y - rowsBottom - 8),
    gatehouse: rect(roadX - 7 - 15, rowsBottom + 17, 13, 9),
    parking: [
      rect(SIDE_MARGIN, rowsBottom + 10, parkingDepth, 20),
      rect(width - SIDE_MARGIN - parkingDepth, rowsBottom + 10, parkingDepth, 20),
    ],
    highway,
    footerY: cm(highway.y + highway.h + 4),
  };
}
