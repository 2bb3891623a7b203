// Dimensions of a module, shared by every drawing so that they agree with each other and with the
// area table: 1490.62 m² of storage is 22.5 m (the clear span) by 66.25 m; the end modules'
// 1507.19 m² is the same depth with a 22.75 m front. Heights are indicative (the drawings say so).
export const MODULE_DEPTH = 66.25;

export const LEVELS = {
  yard: 0,
  floor: 1.2,
  mezzanine: 4.5,
  canopy: 6.2,
  eave: 11.2,
} as const;

/** Roof pitch, as a fraction (10%), from the eaves on the party walls to a ridge at mid-span. */
export const ROOF_PITCH = 0.1;

export interface ModuleAreasM2 {
  storageArea: number;
  mezzanineArea: number;
  canopyArea: number;
}

export interface ModuleShape {
  /** Front, along the yard (m). */
  width: number;
  depth: number;
  /** Depth of the canopy in front of the docks (m). */
  canopyDepth: number;
  /** Depth of the rear strip that carries the mezzanine over the support rooms (0 when none). */
  mezzanineDepth: number;
}

export function moduleShape(areas: ModuleAreasM2): ModuleShape {
  const width = areas.storageArea / MODULE_DEPTH;
  return {
    width,
    depth: MODULE_DEPTH,
    canopyDepth: areas.canopyArea / width,
    mezzanineDepth: areas.mezzanineArea / width,
  };
}

export interface FacadeOpening {
  kind: 'dock' | 'ramp';
  /** Centre, measured along the front from the module's left edge (m). */
  centre: number;
  width: number;
  height: number;
}

export const DOCK_DOOR = { width: 2.8, height: 3.0 } as const;
export const RAMP_DOOR = { width: 3.6, height: 4.0 } as const;
/** A ramp climbs from the yard to the floor level at 10%. */
export const RAMP_LENGTH = LEVELS.floor / 0.1;
export const RAMP_WIDTH = 4.2;
/** The dock leveller inside each dock door (m). */
export const LEVELLER = { depth: 2.5, width: 2.0 } as const;

/** The ramp door near one side and four dock doors at 4 m centres near the other. */
export function facadeOpenings(width: number): FacadeOpening[] {
  const docks = [0, 1, 2, 3].map((i): FacadeOpening => ({ kind: 'dock', centre: width - 2.1 - 4 * i, ...DOCK_DOOR }));
  return [{ kind: 'ramp', centre: 3.3, ...RAMP_DOOR }, ...docks.reverse()];
}

/** The module most modules look like (the typical module the drawings show). */
export function typicalModule<T extends ModuleAreasM2>(modules: readonly T[]): T {
  const withMezzanine = modules.filter((m) => m.mezzanineArea > 0);
  const pool = withMezzanine.length > 0 ? withMezzanine : modules;
  const key = (m: T) => `${m.storageArea}/${m.mezzanineArea}/${m.canopyArea}`;
  const counts = new Map<string, number>();
  for (const m of pool) counts.set(key(m), (counts.get(key(m)) ?? 0) + 1);
  const best = [...pool].sort((a, b) => (counts.get(key(b)) ?? 0) - (counts.get(key(a)) ?? 0))[0];
  if (!best) throw new Error('No modules to draw.');
  return best;
}

/** Depth, from the back wall, of the support rooms under the mezzanine (the rest is a corridor). */
export const SUPPORT_ROOM_DEPTH = 6.5;
/** The utilities room: 2.25 m by 2.95 m (6.63 m²), in the back corner. */
export const UTILITIES_ROOM = { depth: 2.25, width: 2.95 } as const;

export type SupportRoom = 'stairs' | 'wcMen' | 'wcWomen' | 'pantry' | 'janitor';

/** Support rooms along the back wall, measured across the module from its left-hand wall. */
export const SUPPORT_ROOMS: readonly { room: SupportRoom; from: number; to: number }[] = [
  { room: 'stairs', from: 0, to: 3 },
  { room: 'wcMen', from: 3, to: 8 },
  { room: 'wcWomen', from: 8, to: 13 },
  { room: 'pantry', from: 13, to: 17 },
  { room: 'janitor', from: 17, to: 19.2 },
];
