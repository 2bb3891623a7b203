// Drawing 3, 'Cortes e fachadas': cross-section AA through the mezzanine and the front elevation,
// side by side at the same scale (server only). y grows downwards; level h sits at GROUND - h.
import { translate, type MessageKey } from '@/i18n/translate';
import { formatArea } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import {
  Dimension,
  Drawing,
  HatchPattern,
  idsFor,
  Label,
  LINE,
  ScaleBar,
  TitleBlock,
  type TitleBlockText,
} from './drawing-kit';
import { facadeOpenings, LEVELS, ROOF_PITCH, SUPPORT_ROOMS, type ModuleShape } from './module-geometry';

interface SectionsElevationsProps {
  locale: Locale;
  shape: ModuleShape;
  titleBlock: TitleBlockText;
  idPrefix: string;
}

const SHEET: [number, number] = [94, 37];
const GROUND = 19;
const SECTION_X = 21;
const ELEVATION_X = 56;
const TEXT = 1.25;
const WALL = 0.25;
const y = (level: number) => GROUND - level;

export function SectionsElevations({ locale, shape, titleBlock, idPrefix }: SectionsElevationsProps) {
  const t = (key: MessageKey) => translate(locale, key);
  const m = (value: number) => formatArea(value, locale);
  const id = idsFor(idPrefix);
  const w = shape.width;
  const ridge = LEVELS.eave + ROOF_PITCH * (w / 2);
  const gable = (x: number) => `${x} ${y(LEVELS.eave)} ${x + w / 2} ${y(ridge)} ${x + w} ${y(LEVELS.eave)}`;
  const levels: [number, MessageKey][] = [
    [LEVELS.yard, 'plans.label.yardLevel'],
    [LEVELS.floor, 'plans.label.floorLevel'],
    [LEVELS.mezzanine, 'plans.label.mezzanineLevel'],
    [LEVELS.eave, 'plans.label.eaveLevel'],
  ];
  const openings = facadeOpenings(w);
  const ramp = openings.find((o) => o.kind === 'ramp');
  const secondDock = openings.filter((o) => o.kind === 'dock')[1];
  const slopeAngle = (-Math.atan(ROOF_PITCH) * 180) / Math.PI;
  const slopeX = SECTION_X + w / 4;
  const slopeY = y(LEVELS.eave + (ROOF_PITCH * w) / 4) - 1.4;
  // A simple symmetric truss under the roof: bottom chord, verticals and diagonals.
  const roofY = (x: number) => y(LEVELS.eave + ROOF_PITCH * Math.min(x - SECTION_X, SECTION_X + w - x));
  const chordY = y(LEVELS.eave) + 0.6;
  const nodes = Array.from({ length: 9 }, (_, i) => SECTION_X + (w * i) / 8);
  const trussPath = [
    `M${SECTION_X} ${chordY}H${SECTION_X + w}`,
    ...nodes.map((x) => `M${x} ${chordY}V${roofY(x)}`),
    ...nodes.slice(0, -1).map((x, i) => {
      const next = nodes[i + 1] ?? x;
      return i < 4 ? `M${x} ${chordY}L${next} ${roofY(next)}` : `M${x} ${roofY(x)}L${next} ${chordY}`;
    }),
  ].join('');
  const leader = (x1: number, y1: number, x2: number, label: string, y2 = y1) => (
    <g>
      <path d={`M${x1} ${y1}L${x2} ${y2}`} className="stroke-foreground" strokeWidth={1} {...LINE} />
      <circle cx={x1} cy={y1} r={0.18} className="fill-foreground" />
      <Label x={x2 + 0.5} y={y2} size={TEXT} textAnchor="start">
        {label}
      </Label>
    </g>
  );

  return (
    <Drawing
      viewBox={SHEET}
      titleId={id('title')}
      descId={id('desc')}
      title={t('plans.sections.caption')}
      description={t('plans.sections.description')}
    >
      <defs>
        <HatchPattern id={id('earth')} spacing={0.6} className="stroke-foreground/40" />
      </defs>

      {/* Section AA: cut across the module through the mezzanine, looking to the back wall. */}
      <rect x={SECTION_X - 3} y={GROUND} width={w + 6} height={1.4} fill={`url(#${id('earth')})`} />
      <rect
        x={SECTION_X}
        y={y(LEVELS.floor)}
        width={w}
        height={LEVELS.floor}
        fill={`url(#${id('earth')})`}
        className="stroke-foreground"
        strokeWidth={1}
        {...LINE}
      />
      <path
        d={`M${SECTION_X - 3} ${GROUND}H${SECTION_X + w + 3}`}
        className="stroke-foreground"
        strokeWidth={2}
        {...LINE}
      />
      <rect x={SECTION_X} y={y(LEVELS.floor)} width={w} height={0.25} className="fill-foreground" />
      <rect x={SECTION_X} y={y(LEVELS.eave)} width={WALL} height={LEVELS.eave} className="fill-foreground" />
      <rect x={SECTION_X + w - WALL} y={y(LEVELS.eave)} width={WALL} height={LEVELS.eave} className="fill-foreground" />
      <polyline points={gable(SECTION_X)} className="fill-none stroke-foreground" strokeWidth={3} {...LINE} />
      <path d={trussPath} className="fill-none stroke-foreground/50" strokeWidth={1} {...LINE} />
      <rect
        x={SECTION_X + WALL}
        y={y(LEVELS.mezzanine)}
        width={w - 2 * WALL}
        height={0.3}
        className="fill-foreground"
      />
      {SUPPORT_ROOMS.map((room) => (
        <rect
          key={room.room}
          x={SECTION_X + WALL + room.to}
          y={y(LEVELS.mezzanine)}
          width={0.12}
          height={LEVELS.mezzanine - LEVELS.floor}
          className="fill-foreground/70"
        />
      ))}
      <Label x={SECTION_X + w / 2} y={y((LEVELS.floor + LEVELS.mezzanine) / 2)} size={TEXT * 0.9} halo>
        {t('plans.label.support')}
      </Label>
      <Label x={slopeX} y={slopeY} size={TEXT} transform={`rotate(${slopeAngle} ${slopeX} ${slopeY})`}>
        {t('plans.label.roofSlope')}
      </Label>
      {levels.map(([level, key]) => (
        <g key={key}>
          <path
            d={`M${SECTION_X - 1.8} ${y(level)}H${SECTION_X}`}
            className="stroke-foreground/60"
            strokeWidth={1}
            strokeDasharray="2 2"
            {...LINE}
          />
          <path d={`M${SECTION_X - 2.6} ${y(level) - 0.7}h1.2l-0.6 0.7z`} className="fill-foreground" />
          <Label x={SECTION_X - 3} y={y(level) + (level === LEVELS.yard ? 0.9 : -0.55)} size={TEXT} textAnchor="end">
            {t(key)}
          </Label>
        </g>
      ))}
      <Dimension
        x1={SECTION_X}
        y1={GROUND + 1.4}
        x2={SECTION_X + w}
        y2={GROUND + 1.4}
        offset={-2.2}
        size={TEXT}
        label={`${t('plans.label.span')} ${m(w)}`}
      />
      <Label x={SECTION_X + w / 2} y={GROUND + 7} size={TEXT * 1.3} weight="bold">
        {t('plans.label.sectionAA')}
      </Label>

      {/* Front elevation: the dock face on its platform, canopy, doors and the ramp. */}
      <path
        d={`M${ELEVATION_X - 4} ${GROUND}H${ELEVATION_X + w + 4}`}
        className="stroke-foreground"
        strokeWidth={2}
        {...LINE}
      />
      <rect
        x={ELEVATION_X}
        y={y(LEVELS.floor)}
        width={w}
        height={LEVELS.floor}
        className="fill-muted stroke-foreground"
        strokeWidth={1}
        {...LINE}
      />
      <rect
        x={ELEVATION_X}
        y={y(LEVELS.eave)}
        width={w}
        height={LEVELS.eave - LEVELS.floor}
        className="fill-white stroke-foreground"
        strokeWidth={1.25}
        {...LINE}
      />
      <polygon points={gable(ELEVATION_X)} className="fill-white stroke-foreground" strokeWidth={2} {...LINE} />
      <path
        d={Array.from(
          { length: Math.floor(w) - 1 },
          (_, i) => `M${ELEVATION_X + i + 1} ${y(LEVELS.eave) + 0.1}V${y(LEVELS.canopy)}`,
        ).join('')}
        className="stroke-foreground/15"
        strokeWidth={1}
        {...LINE}
      />
      <rect
        x={ELEVATION_X + 1}
        y={y(9.9)}
        width={w - 2}
        height={0.7}
        className="fill-foreground/20 stroke-foreground/60"
        strokeWidth={1}
        {...LINE}
      />
      <rect x={ELEVATION_X - 0.3} y={y(LEVELS.canopy)} width={w + 0.6} height={0.45} className="fill-foreground/80" />
      {openings.map((o) => {
        const left = ELEVATION_X + o.centre - o.width / 2;
        return (
          <g key={o.centre}>
            <rect
              x={left}
              y={y(LEVELS.floor + o.height)}
              width={o.width}
              height={o.height}
              className="fill-muted stroke-foreground"
              strokeWidth={1.25}
              {...LINE}
            />
            <path
              d={Array.from(
                { length: 5 },
                (_, i) => `M${left} ${y(LEVELS.floor + (o.height * (i + 1)) / 6)}h${o.width}`,
              ).join('')}
              className="stroke-foreground/40"
              strokeWidth={1}
              {...LINE}
            />
            {o.kind === 'dock' && (
              <>
                <rect
                  x={left + 0.4}
                  y={y(LEVELS.floor) - 0.05}
                  width={o.width - 0.8}
                  height={0.15}
                  className="fill-accent-strong"
                />
                <rect x={left - 0.4} y={y(LEVELS.floor) + 0.1} width={0.3} height={0.5} className="fill-foreground" />
                <rect
                  x={left + o.width + 0.1}
                  y={y(LEVELS.floor) + 0.1}
                  width={0.3}
                  height={0.5}
                  className="fill-foreground"
                />
              </>
            )}
          </g>
        );
      })}
      {ramp && (
        <g>
          <polygon
            points={`${ELEVATION_X + ramp.centre - 2.1} ${GROUND} ${ELEVATION_X + ramp.centre - 1.8} ${y(LEVELS.floor)} ${ELEVATION_X + ramp.centre + 1.8} ${y(LEVELS.floor)} ${ELEVATION_X + ramp.centre + 2.1} ${GROUND}`}
            className="fill-white stroke-foreground"
            strokeWidth={1.25}
            {...LINE}
          />
          <path
            d={`M${ELEVATION_X + ramp.centre - 2.1} ${GROUND}L${ELEVATION_X - 3} ${GROUND + 2.2}`}
            className="stroke-foreground"
            strokeWidth={1}
            {...LINE}
          />
          <Label x={ELEVATION_X - 3.3} y={GROUND + 2.4} size={TEXT} textAnchor="end">
            {t('plans.label.ramp')}
          </Label>
        </g>
      )}
      {leader(ELEVATION_X + w - 1, y(LEVELS.canopy) + 0.2, ELEVATION_X + w + 2.5, t('plans.label.canopy'))}
      {secondDock &&
        leader(ELEVATION_X + w - 2.1, y(LEVELS.floor + 2.2), ELEVATION_X + w + 2.5, t('plans.label.sectionalDoor'))}
      {leader(
        ELEVATION_X + w - 3,
        y(LEVELS.floor) + 0.02,
        ELEVATION_X + w + 4,
        t('plans.label.leveller'),
        GROUND + 1.8,
      )}
      <Dimension
        x1={ELEVATION_X}
        y1={GROUND}
        x2={ELEVATION_X}
        y2={y(LEVELS.floor)}
        offset={1.2}
        size={TEXT * 0.9}
        label={m(LEVELS.floor)}
        levelText
      />
      <Dimension x1={ELEVATION_X} y1={GROUND} x2={ELEVATION_X + w} y2={GROUND} offset={-2.2} size={TEXT} label={m(w)} />
      <Label x={ELEVATION_X + w / 2} y={GROUND + 7} size={TEXT * 1.3} weight="bold">
        {t('plans.label.frontElevation')}
      </Label>

      <ScaleBar x={2} y={GROUND + 6} step={2.5} count={2} size={TEXT} />
      <TitleBlock x={2} y={SHEET[1] - 8} width={SHEET[0] - 4} height={6} text={titleBlock} />
    </Drawing>
  );
}
