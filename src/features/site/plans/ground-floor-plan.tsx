// Drawing 4, 'Planta do térreo': how a module's ground floor is used, to scale (server only).
import { translate, type MessageKey } from '@/i18n/translate';
import type { Locale } from '@/lib/i18n-types';
import { HatchPattern, idsFor, Label, LINE, type TitleBlockText } from './drawing-kit';
import { SUPPORT_ROOM_DEPTH, SUPPORT_ROOMS, type ModuleShape, type SupportRoom } from './module-geometry';
import { ModuleSheet, SHEET, UtilitiesRoomOutline, WALL } from './module-outline';

interface GroundFloorPlanProps {
  locale: Locale;
  shape: ModuleShape;
  titleBlock: TitleBlockText;
  idPrefix: string;
}

const { front: FRONT, top: TOP, text: TEXT } = SHEET;
const WALKWAY = 1.5;
const CORRIDOR = 1.5;
const STAGING = 14;
const RACK_BAY = 2.7;
/** Pallet-rack rows across the module (from the left-hand wall): a single row on the far wall. */
const RACK_ROWS = [
  { from: 4.6, to: 7.0 },
  { from: 10.2, to: 12.6 },
  { from: 15.8, to: 18.2 },
  { from: 21.15, to: 22.25 },
];

/** Centre lines of the forklift aisles between the rack rows. */
const AISLES = [3.2, 14.2, 19.7];

const ROOM_LABEL: Record<SupportRoom, MessageKey> = {
  stairs: 'plans.label.stairs',
  wcMen: 'plans.label.wcMen',
  wcWomen: 'plans.label.wcWomen',
  pantry: 'plans.label.pantry',
  janitor: 'plans.label.janitor',
};

export function GroundFloorPlan({ locale, shape, titleBlock, idPrefix }: GroundFloorPlanProps) {
  const t = (key: MessageKey) => translate(locale, key);
  const id = idsFor(idPrefix);
  const { width, depth } = shape;
  const back = FRONT + depth;
  const bottom = TOP + width;
  const rooms = back - SUPPORT_ROOM_DEPTH;
  const corridor = rooms - CORRIDOR;
  const racksFrom = FRONT + STAGING;
  const racksTo = corridor - 2;
  const bays = Math.floor((racksTo - racksFrom) / RACK_BAY);
  const walkwayFill = `url(#${id('walkway')})`;
  const legend = [
    {
      key: 'plans.label.walkway',
      swatch: <rect width={3} height={2} fill={walkwayFill} className="stroke-foreground" strokeWidth={1} {...LINE} />,
    },
    {
      key: 'plans.label.racks',
      swatch: <rect width={3} height={2} className="fill-brand/15 stroke-brand" strokeWidth={1} {...LINE} />,
    },
    {
      key: 'plans.label.forkliftAisle',
      swatch: (
        <path d="M0 1h3m-1-0.8l1 0.8l-1 0.8" className="fill-none stroke-foreground" strokeWidth={1.5} {...LINE} />
      ),
    },
    {
      key: 'plans.label.support',
      swatch: <rect width={3} height={2} className="fill-muted stroke-foreground" strokeWidth={1} {...LINE} />,
    },
    {
      key: 'plans.label.utilities',
      swatch: <rect width={3} height={2} className="fill-accent/30 stroke-foreground" strokeWidth={1} {...LINE} />,
    },
  ] satisfies { key: MessageKey; swatch: unknown }[];

  return (
    <ModuleSheet
      shape={shape}
      idPrefix={idPrefix}
      title={t('plans.groundFloor.caption')}
      description={t('plans.groundFloor.description')}
      labels={{ canopy: t('plans.label.canopy'), ramp: t('plans.label.ramp') }}
      titleBlock={titleBlock}
    >
      <defs>
        <HatchPattern id={id('walkway')} spacing={0.8} className="stroke-accent-strong" />
      </defs>
      <rect x={FRONT + WALL} y={TOP + WALL} width={corridor - FRONT - WALL} height={WALKWAY} fill={walkwayFill} />
      <rect x={corridor} y={TOP + WALL} width={CORRIDOR} height={width - 2 * WALL} fill={walkwayFill} />
      <path
        d={`M${FRONT + WALL} ${TOP + WALL + WALKWAY}H${corridor}V${bottom - WALL}`}
        className="fill-none stroke-accent-strong"
        strokeWidth={1}
        {...LINE}
      />
      {/* Pedestrian door in the corner of the front wall, with its swing. */}
      <rect x={FRONT - 0.05} y={TOP + WALL} width={WALL + 0.1} height={1.1} className="fill-white" />
      <path
        d={`M${FRONT + WALL} ${TOP + WALL}h1.1M${FRONT + WALL + 1.1} ${TOP + WALL}A1.1 1.1 0 0 1 ${FRONT + WALL} ${TOP + WALL + 1.1}`}
        className="fill-none stroke-foreground"
        strokeWidth={1}
        {...LINE}
      />

      {RACK_ROWS.map((row, r) => (
        <g key={r}>
          <rect
            x={racksFrom}
            y={TOP + row.from}
            width={bays * RACK_BAY}
            height={row.to - row.from}
            className="fill-brand/15 stroke-brand"
            strokeWidth={1}
            {...LINE}
          />
          <path
            d={Array.from(
              { length: bays - 1 },
              (_, b) => `M${racksFrom + (b + 1) * RACK_BAY} ${TOP + row.from}V${TOP + row.to}`,
            ).join('')}
            className="stroke-brand/50"
            strokeWidth={0.75}
            {...LINE}
          />
        </g>
      ))}
      <Label x={(racksFrom + racksTo) / 2} y={TOP + 8.6} size={TEXT} weight="bold" halo>
        {t('plans.label.racks')}
      </Label>

      <path
        d={`M${FRONT + STAGING / 2 + 2} ${TOP + 4}V${bottom - 2}m-0.8 -1.2l0.8 1.2l0.8 -1.2M${FRONT + STAGING / 2 + 2} ${TOP + 4}m-0.8 1.2l0.8 -1.2l0.8 1.2`}
        className="fill-none stroke-foreground"
        strokeWidth={1.5}
        {...LINE}
      />
      <path
        d={AISLES.map(
          (aisle) => `M${racksFrom - 1} ${TOP + aisle}H${racksTo}M${racksTo - 1} ${TOP + aisle - 0.8}l1 0.8l-1 0.8`,
        ).join('')}
        className="fill-none stroke-foreground/60"
        strokeWidth={1}
        strokeDasharray="4 3"
        {...LINE}
      />
      <Label
        x={FRONT + STAGING / 2}
        y={TOP + width / 2 + 1}
        size={TEXT * 0.9}
        transform={`rotate(-90 ${FRONT + STAGING / 2} ${TOP + width / 2 + 1})`}
      >
        {t('plans.label.forkliftAisle')}
      </Label>

      {SUPPORT_ROOMS.map((room) => {
        const y = TOP + WALL + room.from;
        const h = room.to - room.from;
        return (
          <g key={room.room}>
            <rect
              x={rooms}
              y={y}
              width={SUPPORT_ROOM_DEPTH - WALL}
              height={h}
              className="fill-muted stroke-foreground"
              strokeWidth={1.25}
              {...LINE}
            />
            {room.room === 'stairs' && (
              <path
                d={Array.from({ length: 16 }, (_, i) => `M${rooms + 0.8 + i * 0.3} ${y + 0.3}v${h - 0.6}`).join('')}
                className="stroke-foreground/50"
                strokeWidth={0.75}
                {...LINE}
              />
            )}
            {(room.room === 'wcMen' || room.room === 'wcWomen') &&
              [1.3, 3.7].map((dy) => (
                <ellipse
                  key={dy}
                  cx={back - WALL - 0.6}
                  cy={y + dy}
                  rx={0.45}
                  ry={0.35}
                  className="fill-white stroke-foreground"
                  strokeWidth={1}
                  {...LINE}
                />
              ))}
            <Label
              x={rooms + (SUPPORT_ROOM_DEPTH - WALL) / 2 - (room.room === 'stairs' ? 0 : 0.4)}
              y={y + h / 2}
              size={TEXT * (h < 3 ? 0.7 : 0.75)}
              halo
              weight="bold"
            >
              {t(ROOM_LABEL[room.room])}
            </Label>
          </g>
        );
      })}
      <UtilitiesRoomOutline back={back} bottom={bottom} />

      <g>
        <rect x={99} y={TOP - 4} width={27} height={8} className="fill-brand" />
        <Label x={112.5} y={TOP} size={TEXT * 1.2} weight="bold" className="fill-white">
          {t('plans.label.groundArea')}
        </Label>
        {legend.map((item, i) => (
          <g key={item.key} transform={`translate(100 ${TOP + 8 + i * 4})`}>
            {item.swatch}
            <Label x={4} y={1} size={TEXT * 0.85} textAnchor="start">
              {t(item.key)}
            </Label>
          </g>
        ))}
      </g>
    </ModuleSheet>
  );
}
