// Building blocks of the technical drawings: drawing units are metres, lines keep a constant
// on-screen width (non-scaling strokes) so that a drawing stays crisp at any size.
import type { ReactNode, SVGProps } from 'react';
import { cm } from './units';

export const LINE = { vectorEffect: 'non-scaling-stroke' } as const;

/** Ids inside one inline SVG must not collide with another drawing's on the same page. */
export type IdFor = (name: string) => string;
export const idsFor =
  (prefix: string): IdFor =>
  (name) =>
    `${prefix}-${name}`;

interface HatchProps {
  id: string;
  spacing: number;
  className?: string;
  /** Class of a fill under the lines, so that one `fill="url(#id)"` paints both. */
  background?: string;
}

export function HatchPattern({ id, spacing, className, background }: HatchProps) {
  return (
    <pattern id={id} patternUnits="userSpaceOnUse" width={spacing} height={spacing} patternTransform="rotate(45)">
      {background && <rect width={spacing} height={spacing} className={background} />}
      <line
        x1={0}
        y1={0}
        x2={0}
        y2={spacing}
        className={className ?? 'stroke-muted-foreground/60'}
        {...LINE}
        strokeWidth={1}
      />
    </pattern>
  );
}

interface TextProps extends Omit<SVGProps<SVGTextElement>, 'fontSize'> {
  x: number;
  y: number;
  size: number;
  children: ReactNode;
  weight?: 'normal' | 'bold';
  /** Draws a paper-coloured halo so the text stays readable over lines. */
  halo?: boolean;
}

export function Label({ size, weight = 'normal', halo = false, className, children, ...rest }: TextProps) {
  return (
    <text
      fontSize={size}
      fontWeight={weight === 'bold' ? 700 : 400}
      dominantBaseline="middle"
      textAnchor="middle"
      className={className ?? 'fill-foreground'}
      {...(halo
        ? { stroke: 'white', strokeWidth: size / 4, paintOrder: 'stroke', strokeLinejoin: 'round' as const }
        : {})}
      {...rest}
    >
      {children}
    </text>
  );
}

interface DimensionProps {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  label: string;
  /** Distance of the dimension line from the measured points, on the left of p1 -> p2. */
  offset: number;
  size: number;
  /** Short dimensions read better with the value level, beside the line, than along it. */
  levelText?: boolean;
}

/** Architectural dimension line: extension lines, 45° ticks and the value above the line. */
export function Dimension({ x1, y1, x2, y2, label, offset, size, levelText = false }: DimensionProps) {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const ux = (x2 - x1) / length;
  const uy = (y2 - y1) / length;
  const nx = uy;
  const ny = -ux;
  const ax = x1 + nx * offset;
  const ay = y1 + ny * offset;
  const bx = x2 + nx * offset;
  const by = y2 + ny * offset;
  const sign = Math.sign(offset) || 1;
  const overshoot = size * 0.5 * sign;
  const gap = size * 0.3 * sign;
  const tick = size * 0.45;
  let angle = (Math.atan2(uy, ux) * 180) / Math.PI;
  if (angle > 90 || angle <= -90) angle += 180;
  const tx = (ax + bx) / 2 + nx * size * 0.75 * sign;
  const ty = (ay + by) / 2 + ny * size * 0.75 * sign;
  const tickPath = (px: number, py: number) =>
    `M${px - (ux + nx) * tick} ${py - (uy + ny) * tick}L${px + (ux + nx) * tick} ${py + (uy + ny) * tick}`;
  return (
    <g className="stroke-foreground/70">
      <path
        d={`M${x1 + nx * gap} ${y1 + ny * gap}L${ax + nx * overshoot} ${ay + ny * overshoot}M${x2 + nx * gap} ${y2 + ny * gap}L${bx + nx * overshoot} ${by + ny * overshoot}`}
        strokeWidth={0.75}
        {...LINE}
      />
      <path d={`M${ax} ${ay}L${bx} ${by}`} strokeWidth={1} {...LINE} />
      <path d={tickPath(ax, ay) + tickPath(bx, by)} strokeWidth={1.5} {...LINE} />
      {levelText ? (
        <Label x={tx + nx * size * 0.3 * sign} y={ty} size={size} textAnchor={nx * sign < 0 ? 'end' : 'start'} halo>
          {label}
        </Label>
      ) : (
        <Label x={tx} y={ty} size={size} transform={`rotate(${angle} ${tx} ${ty})`} halo>
          {label}
        </Label>
      )}
    </g>
  );
}

export function NorthArrow({ x, y, size, label }: { x: number; y: number; size: number; label: string }) {
  const r = size / 2;
  const [top, bottom, notch] = [cm(y - r * 0.85), cm(y + r * 0.55), cm(y + r * 0.25)];
  return (
    <g aria-hidden="true">
      <circle cx={x} cy={y} r={r} className="fill-white stroke-foreground" strokeWidth={1} {...LINE} />
      <path d={`M${x} ${top}L${cm(x + r * 0.38)} ${bottom}L${x} ${notch}Z`} className="fill-foreground" />
      <path
        d={`M${x} ${top}L${cm(x - r * 0.38)} ${bottom}L${x} ${notch}Z`}
        className="fill-white stroke-foreground"
        strokeWidth={1}
        {...LINE}
      />
      <Label x={x} y={cm(y - r - size * 0.28)} size={cm(size * 0.42)} weight="bold">
        {label}
      </Label>
    </g>
  );
}

/** Graphic scale: alternating blocks of `step` metres with their values. */
export function ScaleBar({
  x,
  y,
  step,
  count,
  size,
}: {
  x: number;
  y: number;
  step: number;
  count: number;
  size: number;
}) {
  const h = cm(size * 0.45);
  return (
    <g aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <rect
          key={i}
          x={x + i * step}
          y={y}
          width={step}
          height={h}
          className={i % 2 === 0 ? 'fill-foreground stroke-foreground' : 'fill-white stroke-foreground'}
          strokeWidth={1}
          {...LINE}
        />
      ))}
      {Array.from({ length: count + 1 }, (_, i) => (
        <Label key={i} x={x + i * step} y={cm(y + h + size * 0.7)} size={cm(size * 0.8)}>
          {i === count ? `${i * step} m` : i * step}
        </Label>
      ))}
    </g>
  );
}

export interface TitleBlockText {
  brand: string;
  title: string;
  scaleLabel: string;
  scale: string;
  sheetLabel: string;
  sheet: string;
  note?: string;
}

/** The drawing's identity strip: project, drawing name, scale and sheet. */
export function TitleBlock({
  x,
  y,
  width,
  height,
  text,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  text: TitleBlockText;
}) {
  const size = height * 0.26;
  const small = height * 0.2;
  const scaleX = x + width * 0.62;
  const sheetX = x + width * 0.84;
  const cell = (cx: number, caption: string, value: string) => (
    <>
      <Label
        x={cx + small * 0.6}
        y={y + height * 0.3}
        size={small}
        textAnchor="start"
        className="fill-muted-foreground"
      >
        {caption}
      </Label>
      <Label x={cx + small * 0.6} y={y + height * 0.68} size={size} textAnchor="start" weight="bold">
        {value}
      </Label>
    </>
  );
  return (
    <g>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        className="fill-white stroke-foreground"
        strokeWidth={1.5}
        {...LINE}
      />
      <path
        d={`M${scaleX} ${y}V${y + height}M${sheetX} ${y}V${y + height}`}
        className="stroke-foreground"
        strokeWidth={1}
        {...LINE}
      />
      <Label x={x + small * 0.6} y={y + height * 0.3} size={small} textAnchor="start" className="fill-muted-foreground">
        {text.note ? `${text.brand} · ${text.note}` : text.brand}
      </Label>
      <Label x={x + small * 0.6} y={y + height * 0.68} size={size} textAnchor="start" weight="bold">
        {text.title}
      </Label>
      {cell(scaleX, text.scaleLabel, text.scale)}
      {cell(sheetX, text.sheetLabel, text.sheet)}
    </g>
  );
}

interface DrawingProps {
  viewBox: [number, number];
  titleId: string;
  descId: string;
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}

/** A static drawing: one image for assistive technology, named by its title and description. */
export function Drawing({ viewBox, titleId, descId, title, description, children, className }: DrawingProps) {
  return (
    <svg
      viewBox={`0 0 ${viewBox[0]} ${viewBox[1]}`}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className={className ?? 'block h-auto w-full bg-white font-sans'}
    >
      <title id={titleId}>{title}</title>
      <desc id={descId}>{description}</desc>
      {children}
    </svg>
  );
}
