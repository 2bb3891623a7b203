// The condominium site plan drawn from the module data. The same component is the static drawing
// (the plans gallery) and, given moduleHref, the landing page's plan in which every module is a
// link (to its entry in the lists beside it), which site-plan-dialogs.ts turns into a button that
// opens the module's figures. The landing page carries it inline, so the 18 modules are drawn with
// a few short classes of the drawing's own <style> (SITE_PLAN_CSS) rather than attributes and
// utility chains repeated on every shape, and with coordinates rounded to centimetres.
import {
  HatchPattern,
  idsFor,
  Label,
  LINE,
  NorthArrow,
  ScaleBar,
  TitleBlock,
  type TitleBlockText,
} from './drawing-kit';
import { cm } from './units';
import { layoutSite, type PlacedModule, type Rect, type SitePlanModuleInput } from './site-plan-layout';

export interface SitePlanModule extends SitePlanModuleInput {
  statusLabel: string;
  /** 'Módulo 7 — disponível, 1.885,23 m²' */
  ariaLabel: string;
}

export interface SitePlanStrings {
  title: string;
  description: string;
  highway: string;
  gatehouse: string;
  parking: string;
  yard: string;
  entrance: string;
  north: string;
}

interface SitePlanProps {
  modules: readonly SitePlanModule[];
  strings: SitePlanStrings;
  /** Keeps pattern and title ids unique when several drawings share a page. */
  idPrefix: string;
  /** The gallery's sheet carries a title block; the section's plan does not need one. */
  titleBlock?: TitleBlockText;
  /** Makes each module a link to this address (its entry on the page: '#modulo-7'). */
  moduleHref?: (module: number) => string;
}

const TITLE_BLOCK_HEIGHT = 20;

// The modules' look: canopy (sp-c), building (sp-b, green when available, amber when reserved,
// hatched grey when leased), doors (sp-d), the ring shown on hover and focus (sp-r) and the number
// (sp-n) and status word (sp-s) on a white halo. No '>' or quotes: React escapes <style> text.
const FG = 'var(--color-foreground)';
const mix = (colour: string, percent: number) => `color-mix(in oklab,${colour} ${percent}%,transparent)`;
const SITE_PLAN_CSS = [
  '.sp a{cursor:pointer;outline:none}',
  `.sp-c{fill:var(--color-border);stroke:${mix(FG, 50)};stroke-width:1px;stroke-dasharray:3 2}`,
  `.sp-b{stroke:${FG};stroke-width:1.25px}`,
  '.sp-c,.sp-b,.sp-r{vector-effect:non-scaling-stroke}',
  '.sp [data-status=available] .sp-b{fill:oklch(0.9 0.07 150)}',
  '.sp [data-status=reserved] .sp-b{fill:oklch(0.93 0.06 80)}',
  `.sp-d{fill:${FG}}`,
  '.sp-r{fill:transparent;stroke:transparent;stroke-width:3px}',
  `@media (hover:hover){.sp a:hover .sp-r{fill:${mix('var(--color-brand)', 10)};stroke:var(--color-brand)}}`,
  '.sp a:focus-visible .sp-r{stroke:var(--color-accent-strong)}',
  '.sp-n,.sp-s{text-anchor:middle;dominant-baseline:middle;font-weight:700;stroke:white;paint-order:stroke;stroke-linejoin:round}',
  `.sp-n{font-size:9px;stroke-width:2.25px;fill:${FG}}`,
  '.sp-s{font-size:5px;stroke-width:1.25px}',
  '.sp [data-status=available] .sp-s{fill:oklch(0.38 0.11 150)}',
  '.sp [data-status=reserved] .sp-s{fill:oklch(0.4 0.09 65)}',
  `.sp [data-status=leased] .sp-s{fill:${mix(FG, 75)}}`,
].join('');

function box(r: Rect) {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}

/** The dock marks of a module, drawn relative to its first door: modules alike share one <path>
 *  in <defs>, which each draws with a <use> at its first door. */
function dockMarks(modules: readonly PlacedModule[]) {
  const shapes: string[] = [];
  const of = new Map<number, { shape: number; x: number; y: number }>();
  for (const { number, doors } of modules) {
    const [first] = doors;
    if (!first) continue;
    const d = doors
      .map((door) => `M${cm(door.x - first.x)} ${cm(door.y - first.y)}h${door.w}v${door.h}h-${door.w}z`)
      .join('');
    if (!shapes.includes(d)) shapes.push(d);
    of.set(number, { shape: shapes.indexOf(d), x: first.x, y: first.y });
  }
  return { shapes, of };
}

export function SitePlan({ modules, strings, idPrefix, titleBlock, moduleHref }: SitePlanProps) {
  const id = idsFor(idPrefix);
  const layout = layoutSite(modules);
  const byNumber = new Map(modules.map((m) => [m.number, m]));
  const height = layout.height + (titleBlock ? TITLE_BLOCK_HEIGHT + 4 : 0);
  const interactive = Boolean(moduleHref);
  const { yard, highway, entranceRoad, gatehouse } = layout;
  const roadCentre = cm(entranceRoad.x + entranceRoad.w / 2);
  const yardCentre = { x: cm(yard.x + yard.w / 2), y: cm(yard.y + yard.h / 2 + 10) };
  const docks = dockMarks(layout.modules);

  return (
    <svg
      viewBox={`0 0 ${layout.width} ${height}`}
      role={interactive ? 'group' : 'img'}
      aria-labelledby={`${id('title')} ${id('desc')}`}
      className="sp block h-auto w-full bg-white font-sans select-none"
    >
      <title id={id('title')}>{strings.title}</title>
      <desc id={id('desc')}>{strings.description}</desc>
      <style>{SITE_PLAN_CSS}</style>
      <defs>
        <HatchPattern id={id('hatch')} spacing={3} className="stroke-foreground/45" background="fill-muted" />
        {docks.shapes.map((d, i) => (
          <path key={d} id={id(`docks-${i}`)} d={d} />
        ))}
      </defs>

      <rect
        {...box(layout.boundary)}
        className="fill-[oklch(0.97_0.02_140)] stroke-foreground/50"
        strokeWidth={1}
        strokeDasharray="6 3"
        {...LINE}
      />
      <rect {...box(yard)} className="fill-muted" />
      <rect {...box(entranceRoad)} className="fill-muted" />
      <path
        d={`M${yardCentre.x} ${yard.y + 4}V${highway.y}`}
        className="stroke-foreground/40"
        strokeWidth={1}
        strokeDasharray="8 6"
        {...LINE}
      />
      <Label
        x={yardCentre.x}
        y={yardCentre.y}
        size={5.6}
        halo
        className="fill-muted-foreground"
        transform={`rotate(-90 ${yardCentre.x} ${yardCentre.y})`}
      >
        {strings.yard}
      </Label>
      <NorthArrow x={yardCentre.x} y={yard.y + 16} size={13} label={strings.north} />

      {layout.parking.map((p, i) => (
        <Parking key={i} rect={p} label={strings.parking} />
      ))}
      <rect {...box(gatehouse)} className="fill-brand" />
      <Label x={cm(gatehouse.x + gatehouse.w / 2)} y={cm(gatehouse.y + gatehouse.h + 4.5)} size={5} weight="bold" halo>
        {strings.gatehouse}
      </Label>

      <rect {...box(highway)} className="fill-foreground/85" />
      <path
        d={`M0 ${cm(highway.y + highway.h / 2)}H${highway.w}`}
        className="stroke-white"
        strokeWidth={1.5}
        strokeDasharray="10 8"
        {...LINE}
      />
      <Label
        x={cm(highway.w * 0.25)}
        y={cm(highway.y + highway.h * 0.28)}
        size={5.2}
        weight="bold"
        className="fill-white"
      >
        {strings.highway}
      </Label>
      <path
        d={`M${roadCentre} ${highway.y - 1}v-12m-3 4l3-4l3 4`}
        className="fill-none stroke-foreground"
        strokeWidth={1.5}
        {...LINE}
      />
      <Label x={roadCentre + 3} y={highway.y - 7} size={5} halo textAnchor="start">
        {strings.entrance}
      </Label>

      {layout.modules.map((placed) => {
        const data = byNumber.get(placed.number);
        const marks = docks.of.get(placed.number);
        const dock = marks && { href: `#${id(`docks-${marks.shape}`)}`, x: marks.x, y: marks.y };
        return data ? (
          <ModuleShape
            key={placed.number}
            placed={placed}
            data={data}
            hatchId={id('hatch')}
            dock={dock}
            href={moduleHref?.(placed.number)}
          />
        ) : null;
      })}

      <ScaleBar x={8} y={layout.footerY} step={25} count={2} size={5.2} />
      {titleBlock && (
        <TitleBlock
          x={3}
          y={layout.height + 2}
          width={layout.width - 6}
          height={TITLE_BLOCK_HEIGHT}
          text={titleBlock}
        />
      )}
    </svg>
  );
}

/** Parking: a row of stalls marked at both ends, drawn as one relative path. */
function Parking({ rect, label }: { rect: Rect; label: string }) {
  const stalls = Math.floor(rect.w / 2.5);
  const tick = cm(rect.h * 0.38);
  const down = `v${tick}m2.5-${tick}`.repeat(stalls + 1);
  const up = `v-${tick}m2.5 ${tick}`.repeat(stalls + 1);
  return (
    <g>
      <rect {...box(rect)} className="fill-muted stroke-foreground/40" strokeWidth={1} {...LINE} />
      <path
        d={`M${rect.x} ${rect.y}${down}M${rect.x} ${cm(rect.y + rect.h)}${up}`}
        className="stroke-foreground/40"
        strokeWidth={1}
        {...LINE}
      />
      <Label x={cm(rect.x + rect.w / 2)} y={cm(rect.y + rect.h / 2)} size={4.8} halo className="fill-muted-foreground">
        {label}
      </Label>
    </g>
  );
}

interface ModuleShapeProps {
  placed: PlacedModule;
  data: SitePlanModule;
  hatchId: string;
  /** Where its dock marks' <use> points and sits. */
  dock: { href: string; x: number; y: number } | undefined;
  href?: string | undefined;
}

function ModuleShape({ placed, data, hatchId, dock, href }: ModuleShapeProps) {
  const { building, canopy, centre, status } = placed;
  const shape = (
    <>
      <rect {...box(canopy)} className="sp-c" />
      <rect {...box(building)} className="sp-b" {...(status === 'leased' ? { fill: `url(#${hatchId})` } : {})} />
      {dock && <use {...dock} className="sp-d" />}
      {href && (
        <rect
          x={cm(Math.min(building.x, canopy.x) + 0.8)}
          y={cm(building.y + 0.8)}
          width={cm(building.w + canopy.w - 1.6)}
          height={cm(building.h - 1.6)}
          rx={1.5}
          className="sp-r"
        />
      )}
      <text x={centre.x} y={cm(centre.y - 3.2)} className="sp-n">
        {placed.number}
      </text>
      {/* Keeps '7' and 'Disponível' two words for the accessible-name check (label in name). */}{' '}
      <text x={centre.x} y={cm(centre.y + 5.6)} className="sp-s">
        {data.statusLabel}
      </text>
    </>
  );
  return href ? (
    <a href={href} aria-label={data.ariaLabel} data-module={placed.number} data-status={status} data-plan-module="">
      {shape}
    </a>
  ) : (
    <g data-module={placed.number} data-status={status}>
      {shape}
    </g>
  );
}
