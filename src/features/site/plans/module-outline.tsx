// A module in plan with its front (docks) facing left: walls, columns on the party walls, canopy,
// the four dock doors with levellers and bumpers, and the ramp climbing from the yard.
import type { ReactNode } from 'react';
import { Drawing, idsFor, Label, LINE, ScaleBar, TitleBlock, type TitleBlockText } from './drawing-kit';
import { facadeOpenings, LEVELLER, RAMP_LENGTH, RAMP_WIDTH, UTILITIES_ROOM, type ModuleShape } from './module-geometry';

export const WALL = 0.25;
/** Sheet layout shared by the module drawings (metres). */
export const SHEET = { width: 128, height: 58, front: 22, top: 13, text: 1.7 } as const;
const COLUMN = 0.6;
const COLUMN_BAYS = 6;

interface ModuleOutlineProps {
  shape: ModuleShape;
  /** Front face of the building. */
  x: number;
  /** Top (left-hand party wall, seen from the yard). */
  y: number;
  labels: { canopy: string; ramp: string };
  text: number;
}

export function ModuleOutline({ shape, x, y, labels, text }: ModuleOutlineProps) {
  const { width, depth, canopyDepth } = shape;
  const openings = facadeOpenings(width).map((o) => ({
    ...o,
    from: y + o.centre - o.width / 2,
    to: y + o.centre + o.width / 2,
  }));
  const ramp = openings.find((o) => o.kind === 'ramp');
  const docks = openings.filter((o) => o.kind === 'dock');

  // Front wall pieces between the openings.
  const edges = [y, ...openings.flatMap((o) => [o.from, o.to]), y + width];
  const frontWall = edges
    .filter((_, i) => i % 2 === 0)
    .map((from, i) => ({ from, to: edges[i * 2 + 1] ?? from }))
    .filter((piece) => piece.to - piece.from > 0);

  const columns = Array.from({ length: COLUMN_BAYS + 1 }, (_, i) => x + (depth * i) / COLUMN_BAYS).flatMap((cx) => [
    { cx, cy: y },
    { cx, cy: y + width },
  ]);

  return (
    <g>
      <rect
        x={x - canopyDepth}
        y={y}
        width={canopyDepth}
        height={width}
        className="fill-muted/60 stroke-foreground/60"
        strokeWidth={1}
        strokeDasharray="6 3"
        {...LINE}
      />
      <Label
        x={x - canopyDepth / 2}
        y={y + width * 0.62}
        size={text}
        className="fill-muted-foreground"
        transform={`rotate(-90 ${x - canopyDepth / 2} ${y + width * 0.62})`}
      >
        {labels.canopy}
      </Label>

      {ramp && (
        <g>
          <rect
            x={x - RAMP_LENGTH}
            y={ramp.centre + y - RAMP_WIDTH / 2}
            width={RAMP_LENGTH}
            height={RAMP_WIDTH}
            className="fill-white stroke-foreground"
            strokeWidth={1.25}
            {...LINE}
          />
          <path
            d={Array.from({ length: 5 }, (_, i) => {
              const cx = x - RAMP_LENGTH + 2 + i * 2;
              const cy = ramp.centre + y;
              return `M${cx} ${cy - 1.3}L${cx + 0.9} ${cy}L${cx} ${cy + 1.3}`;
            }).join('')}
            className="fill-none stroke-foreground/50"
            strokeWidth={1}
            {...LINE}
          />
          <Label x={x - RAMP_LENGTH - 0.6} y={ramp.centre + y} size={text} textAnchor="end" weight="bold">
            {labels.ramp}
          </Label>
        </g>
      )}

      <rect x={x} y={y} width={depth} height={width} className="fill-white" />
      <path
        d={`M${x} ${y}H${x + depth}V${y + width}H${x}`}
        className="fill-none stroke-foreground"
        strokeWidth={3}
        {...LINE}
      />
      {frontWall.map((piece, i) => (
        <rect key={i} x={x} y={piece.from} width={WALL} height={piece.to - piece.from} className="fill-foreground" />
      ))}
      {openings.map((o, i) => (
        <path
          key={i}
          d={`M${x + WALL / 2} ${o.from}V${o.to}`}
          className="stroke-foreground/60"
          strokeWidth={1}
          strokeDasharray="3 2"
          {...LINE}
        />
      ))}
      {docks.map((d, i) => {
        const cy = y + d.centre;
        return (
          <g key={i}>
            <rect
              x={x + WALL}
              y={cy - LEVELLER.width / 2}
              width={LEVELLER.depth}
              height={LEVELLER.width}
              className="fill-muted stroke-foreground"
              strokeWidth={1}
              {...LINE}
            />
            <path
              d={`M${x + WALL} ${cy - LEVELLER.width / 2}L${x + WALL + LEVELLER.depth} ${cy + LEVELLER.width / 2}`}
              className="stroke-foreground/60"
              strokeWidth={1}
              {...LINE}
            />
            <rect x={x - 0.35} y={cy - d.width / 2 - 0.45} width={0.35} height={0.4} className="fill-foreground" />
            <rect x={x - 0.35} y={cy + d.width / 2 + 0.05} width={0.35} height={0.4} className="fill-foreground" />
          </g>
        );
      })}
      {columns.map((c, i) => (
        <rect
          key={i}
          x={c.cx - COLUMN / 2}
          y={c.cy - COLUMN / 2}
          width={COLUMN}
          height={COLUMN}
          className="fill-foreground"
        />
      ))}
    </g>
  );
}

interface ModuleSheetProps {
  shape: ModuleShape;
  idPrefix: string;
  title: string;
  description: string;
  labels: { canopy: string; ramp: string };
  titleBlock: TitleBlockText;
  children: ReactNode;
}

/** A sheet with the module outline, a graphic scale and the title block; the drawing adds the rest. */
export function ModuleSheet({ shape, idPrefix, title, description, labels, titleBlock, children }: ModuleSheetProps) {
  const id = idsFor(idPrefix);
  return (
    <Drawing
      viewBox={[SHEET.width, SHEET.height]}
      titleId={id('title')}
      descId={id('desc')}
      title={title}
      description={description}
    >
      <ModuleOutline shape={shape} x={SHEET.front} y={SHEET.top} labels={labels} text={SHEET.text} />
      {children}
      <ScaleBar x={SHEET.front - RAMP_LENGTH} y={SHEET.top + shape.width + 8.5} step={5} count={2} size={SHEET.text} />
      <TitleBlock x={2} y={SHEET.height - 9} width={SHEET.width - 4} height={7} text={titleBlock} />
    </Drawing>
  );
}

/** The utilities room in the back corner of a module, as both module drawings show it. */
export function UtilitiesRoomOutline({ back, bottom }: { back: number; bottom: number }) {
  return (
    <rect
      x={back - UTILITIES_ROOM.depth - WALL}
      y={bottom - UTILITIES_ROOM.width - WALL}
      width={UTILITIES_ROOM.depth}
      height={UTILITIES_ROOM.width}
      className="fill-accent/30 stroke-foreground"
      strokeWidth={1.25}
      {...LINE}
    />
  );
}
