// Drawing 2, 'Planta baixa do galpão': a typical module to scale with its areas (server only).
import { translate, type MessageKey } from '@/i18n/translate';
import { formatArea } from '@/lib/format';
import type { Locale } from '@/lib/i18n-types';
import { AREA_CELL_ORDER, type AreaHeadings, type LabelledCells } from '@/features/site/modules';
import { Dimension, Label, LINE, type TitleBlockText } from './drawing-kit';
import { RAMP_LENGTH, SUPPORT_ROOM_DEPTH, SUPPORT_ROOMS, facadeOpenings, type ModuleShape } from './module-geometry';
import { ModuleSheet, SHEET, UtilitiesRoomOutline, WALL } from './module-outline';

interface ModuleFloorPlanProps {
  locale: Locale;
  shape: ModuleShape;
  /** The typical module's row of the area table, for the sheet's area schedule. */
  row: LabelledCells;
  headings: AreaHeadings;
  scheduleTitle: string;
  titleBlock: TitleBlockText;
  idPrefix: string;
}

const { front: FRONT, top: TOP, text: TEXT } = SHEET;

export function ModuleFloorPlan({
  locale,
  shape,
  row,
  headings,
  scheduleTitle,
  titleBlock,
  idPrefix,
}: ModuleFloorPlanProps) {
  const t = (key: MessageKey) => translate(locale, key);
  const m = (value: number) => formatArea(value, locale);
  const { width, depth, canopyDepth, mezzanineDepth } = shape;
  const back = FRONT + depth;
  const bottom = TOP + width;
  const mezzanineX = back - mezzanineDepth;
  const lowestDock = facadeOpenings(width).at(-1);
  const supportEnd = Math.max(...SUPPORT_ROOMS.map((r) => r.to));

  return (
    <ModuleSheet
      shape={shape}
      idPrefix={idPrefix}
      title={t('plans.floorPlan.caption')}
      description={t('plans.floorPlan.description')}
      labels={{ canopy: t('plans.label.canopy'), ramp: t('plans.label.ramp') }}
      titleBlock={titleBlock}
    >
      <rect
        x={back - SUPPORT_ROOM_DEPTH}
        y={TOP + WALL}
        width={SUPPORT_ROOM_DEPTH - WALL}
        height={supportEnd}
        className="fill-muted stroke-foreground"
        strokeWidth={1.25}
        {...LINE}
      />
      <Label x={back - SUPPORT_ROOM_DEPTH / 2} y={TOP + supportEnd / 2} size={TEXT} weight="bold">
        {t('plans.label.support')}
      </Label>
      <UtilitiesRoomOutline back={back} bottom={bottom} />
      <path
        d={`M${back - 1.4} ${bottom - 1.5}L${back - 1.4} ${bottom + 8.6}H${back - 3}`}
        className="fill-none stroke-foreground"
        strokeWidth={1}
        {...LINE}
      />
      <Label x={back - 3.4} y={bottom + 8.6} size={TEXT} textAnchor="end">
        {`${t('plans.label.utilities')} ${row.cells.utilities} m²`}
      </Label>

      {mezzanineDepth > 0 && (
        <g>
          <rect
            x={mezzanineX}
            y={TOP + 0.6}
            width={mezzanineDepth - 0.6}
            height={width - 1.2}
            className="fill-accent/10 stroke-accent-strong"
            strokeWidth={2}
            strokeDasharray="8 4"
            {...LINE}
          />
          <path
            d={`M${mezzanineX + 0.6} ${bottom - 3}L${mezzanineX - 4} ${bottom + 5}`}
            className="stroke-accent-strong"
            strokeWidth={1}
            {...LINE}
          />
          <Label
            x={mezzanineX - 4.4}
            y={bottom + 5.6}
            size={TEXT}
            weight="bold"
            textAnchor="end"
            className="fill-accent-strong"
          >
            {`${t('plans.label.mezzanine')} · ${row.cells.mezzanine} m²`}
          </Label>
        </g>
      )}

      <Label x={(FRONT + mezzanineX) / 2} y={TOP + width / 2 - 1.4} size={TEXT * 1.5} weight="bold">
        {t('plans.label.storage')}
      </Label>
      <Label x={(FRONT + mezzanineX) / 2} y={TOP + width / 2 + 1.6} size={TEXT * 1.2}>
        {`${row.cells.storage} m²`}
      </Label>

      {lowestDock && (
        <g>
          <path
            d={`M${FRONT + 1.3} ${TOP + lowestDock.centre + 0.8}L${FRONT + 5} ${bottom + 8}`}
            className="stroke-foreground"
            strokeWidth={1}
            {...LINE}
          />
          <Label x={FRONT + 5.4} y={bottom + 8.6} size={TEXT} textAnchor="start">
            {t('plans.label.docks')}
          </Label>
        </g>
      )}

      <Dimension
        x1={FRONT - canopyDepth}
        y1={TOP}
        x2={FRONT}
        y2={TOP}
        offset={3.5}
        size={TEXT}
        label={m(canopyDepth)}
      />
      <Dimension x1={FRONT} y1={TOP} x2={back} y2={TOP} offset={3.5} size={TEXT} label={m(depth)} />
      <Dimension x1={FRONT - RAMP_LENGTH} y1={TOP} x2={FRONT} y2={TOP} offset={8} size={TEXT} label={m(RAMP_LENGTH)} />
      {mezzanineDepth > 0 && (
        <Dimension x1={mezzanineX} y1={TOP} x2={back} y2={TOP} offset={8} size={TEXT} label={m(mezzanineDepth)} />
      )}
      <Dimension
        x1={back}
        y1={TOP}
        x2={back}
        y2={bottom}
        offset={4}
        size={TEXT}
        label={`${t('plans.label.span')} ${m(width)}`}
      />

      <g>
        <rect
          x={98}
          y={TOP - 4}
          width={28}
          height={37}
          className="fill-white stroke-foreground"
          strokeWidth={1.25}
          {...LINE}
        />
        <Label x={99} y={TOP - 1.6} size={TEXT * 0.85} weight="bold" textAnchor="start">
          {scheduleTitle}
        </Label>
        {AREA_CELL_ORDER.map((key, i) => {
          const y = TOP + 2.5 + i * 4;
          return (
            <g key={key}>
              <path d={`M98 ${y - 1.9}h28`} className="stroke-border" strokeWidth={1} {...LINE} />
              <Label x={99} y={y + 0.3} size={TEXT * 0.8} textAnchor="start" className="fill-muted-foreground">
                {headings[key]}
              </Label>
              <Label
                x={125}
                y={y + 0.3}
                size={TEXT * 0.9}
                textAnchor="end"
                weight={key === 'total' ? 'bold' : 'normal'}
              >
                {row.cells[key]}
              </Label>
            </g>
          );
        })}
      </g>
    </ModuleSheet>
  );
}
