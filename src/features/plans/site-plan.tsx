// The condominium site plan drawn from the module data. The same component is the static drawing
// (the plans gallery) and, given moduleHref, the landing page's plan in which every module is a
// link (to its entry in the lists beside it), which site-plan-dialogs.ts turns into a button that
// opens the module's figures.
import { HatchPattern, idsFor, Label, LINE, NorthArrow, ScaleBar, TitleBlock, type TitleBlockText } from './drawing-kit';
import type { ModuleStatus } from '@/lib/statuses/module';
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

// A module's fill and status word: green when available, amber when reserved, hatched grey when leased.
const LOOK: Record<ModuleStatus, { fill: string; label: string }> = {
  available: { fill: 'fill-[oklch(0.9_0.07_150)]', label: 'fill-[oklch(0.38_0.11_150)]' },
  reserved: { fill: 'fill-[oklch(0.93_0.06_80)]', label: 'fill-[oklch(0.4_0.09_65)]' },
  leased: { fill: 'fill-muted', label: 'fill-foreground/75' },
};

function box(r: Rect) {
  return { x: r.x, y: r.y, width: r.w, height: r.h };
}

export function SitePlan({ modules, strings, idPrefix, titleBlock, moduleHref }: SitePlanProps) {
  const id = idsFor(idPrefix);
  const layout = layoutSite(modules);
  const byNumber = new Map(modules.map((m) => [m.number, m]));
  const height = layout.height + (titleBlock ? TITLE_BLOCK_HEIGHT + 4 : 0);
  const interactive = Boolean(moduleHref);
  const { yard, highway, entranceRoad, gatehouse } = layout;
  const roadCentre = entranceRoad.x + entranceRoad.w / 2;

  return (
    <svg
      viewBox={`0 0 ${layout.width.toFixed(2)} ${height.toFixed(2)}`}
      role={interactive ? 'group' : 'img'}
      aria-labelledby={`${id('title')} ${id('desc')}`}
      className="block h-auto w-full select-none bg-white font-sans"
    >
      <title id={id('title')}>{strings.title}</title>
      <desc id={id('desc')}>{strings.description}</desc>
      <defs>
        <HatchPattern id={id('hatch')} spacing={3} className="stroke-foreground/45" />
      </defs>

      <rect {...box(layout.boundary)} className="fill-[oklch(0.97_0.02_140)] stroke-foreground/50" strokeWidth={1} strokeDasharray="6 3" {...LINE} />
      <rect {...box(yard)} className="fill-muted" />
      <rect {...box(entranceRoad)} className="fill-muted" />
      <path
        d={`M${yard.x + yard.w / 2} ${yard.y + 4}V${highway.y}`}
        className="stroke-foreground/40"
        strokeWidth={1}
        strokeDasharray="8 6"
        {...LINE}
      />
      <Label
        x={yard.x + yard.w / 2}
        y={yard.y + yard.h / 2 + 10}
        size={5.6}
        halo
        className="fill-muted-foreground"
        transform={`rotate(-90 ${yard.x + yard.w / 2} ${yard.y + yard.h / 2 + 10})`}
      >
        {strings.yard}
      </Label>
      <NorthArrow x={yard.x + yard.w / 2} y={yard.y + 16} size={13} label={strings.north} />

      {layout.parking.map((p, i) => (
        <Parking key={i} rect={p} label={strings.parking} />
      ))}
      <rect {...box(gatehouse)} className="fill-brand" />
      <Label x={gatehouse.x + gatehouse.w / 2} y={gatehouse.y + gatehouse.h + 4.5} size={5} weight="bold" halo>
        {strings.gatehouse}
      </Label>

      <rect {...box(highway)} className="fill-foreground/85" />
      <path
        d={`M0 ${highway.y + highway.h / 2}H${highway.w}`}
        className="stroke-white"
        strokeWidth={1.5}
        strokeDasharray="10 8"
        {...LINE}
      />
      <Label x={highway.w * 0.25} y={highway.y + highway.h * 0.28} size={5.2} weight="bold" className="fill-white">
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
        return data ? <ModuleShape key={placed.number} placed={placed} data={data} hatchId={id('hatch')} href={moduleHref?.(placed.number)} /> : null;
      })}

      <ScaleBar x={8} y={layout.footerY} step={25} count={2} size={5.2} />
      {titleBlock && (
        <TitleBlock x={3} y={layout.height + 2} width={layout.width - 6} height={TITLE_BLOCK_HEIGHT} text={titleBlock} />
      )}
    </svg>
  );
}

function Parking({ rect, label }: { rect: Rect; label: string }) {
  const stalls = Math.floor(rect.w / 2.5);
  const lines = Array.from({ length: stalls + 1 }, (_, i) => `M${rect.x + i * 2.5} ${rect.y}v${rect.h * 0.38}M${rect.x + i * 2.5} ${rect.y + rect.h}v${-rect.h * 0.38}`);
  return (
    <g>
      <rect {...box(rect)} className="fill-muted stroke-foreground/40" strokeWidth={1} {...LINE} />
      <path d={lines.join('')} className="stroke-foreground/40" strokeWidth={1} {...LINE} />
      <Label x={rect.x + rect.w / 2} y={rect.y + rect.h / 2} size={4.8} halo className="fill-muted-foreground">
        {label}
      </Label>
    </g>
  );
}

interface ModuleShapeProps {
  placed: PlacedModule;
  data: SitePlanModule;
  hatchId: string;
  href?: string | undefined;
}

function ModuleShape({ placed, data, hatchId, href }: ModuleShapeProps) {
  const { building, canopy, centre } = placed;
  const { status } = placed;
  const ring = {
    x: Math.min(building.x, canopy.x) + 0.8,
    y: building.y + 0.8,
    width: building.w + canopy.w - 1.6,
    height: building.h - 1.6,
  };
  const shape = (
    <>
      <rect {...box(canopy)} className="fill-border stroke-foreground/50" strokeWidth={1} strokeDasharray="3 2" {...LINE} />
      <rect {...box(building)} className={LOOK[status].fill} />
      {status === 'leased' && <rect {...box(building)} fill={`url(#${hatchId})`} />}
      <rect {...box(building)} className="fill-none stroke-foreground" strokeWidth={1.25} {...LINE} />
      {placed.doors.map((door, i) => (
        <rect key={i} {...box(door)} className="fill-foreground" />
      ))}
      {href && (
        <rect
          {...ring}
          rx={1.5}
          className="fill-transparent stroke-transparent group-hover:fill-brand/10 group-hover:stroke-brand group-focus-visible:stroke-accent-strong"
          strokeWidth={3}
          {...LINE}
        />
      )}
      <Label x={centre.x} y={centre.y - 3.2} size={9} weight="bold" halo>
        {placed.number}
      </Label>
      {/* Keeps '7' and 'Disponível' two words for the accessible-name check (label in name). */}
      {' '}
      <Label
        x={centre.x}
        y={centre.y + 5.6}
        size={5}
        weight="bold"
        halo
        className={LOOK[status].label}
      >
        {data.statusLabel}
      </Label>
    </>
  );
  return href ? (
    <a href={href} aria-label={data.ariaLabel} data-module={placed.number} data-status={status} data-plan-module className="group cursor-pointer outline-none">
      {shape}
    </a>
  ) : (
    <g data-module={placed.number} data-status={status}>
      {shape}
    </g>
  );
}
