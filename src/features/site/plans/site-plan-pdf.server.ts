// The site plan drawn into a PDF page (the modules' spec sheets) from the same layout as the web's
// site plan (site-plan-layout.ts), with one module picked out in the accent colour.
import type { ModuleStatus } from '@/lib/statuses/module';
import { PDF_COLOR, PDF_FONT, winAnsi } from '@/server/pdf/pdfkit-style';
import { centredText, fitFrame, type Box, type Frame } from './pdf-frame';
import { layoutSite, type PlacedModule, type SitePlanModuleInput } from './site-plan-layout';
import type { SitePlanStrings } from './site-plan';

export type { SitePlanModuleInput, SitePlanStrings };

/** The status fills of the web's plan (available green, reserved amber, leased grey). */
const STATUS_FILL = { available: '#cfeed6', reserved: '#f7e6c4', leased: '#e2e4ea' } as const;

export interface SitePlanPdfInput {
  modules: readonly SitePlanModuleInput[];
  /** The module picked out. */
  highlight: number;
  strings: Pick<SitePlanStrings, 'highway' | 'gatehouse' | 'parking' | 'north'>;
  /** The legend's words: the picked module ('Módulo 7') and each status. */
  legend: { picked: string } & Record<ModuleStatus, string>;
  box: Box;
}

const LEGEND_HEIGHT = 18;

function drawModule(pdf: PDFKit.PDFDocument, frame: Frame, placed: PlacedModule, picked: boolean) {
  const canopy = frame.box(placed.canopy);
  pdf.rect(canopy.x, canopy.y, canopy.w, canopy.h).lineWidth(0.4).dash(1.5, { space: 1 });
  pdf.fillAndStroke(PDF_COLOR.surface, PDF_COLOR.rule).undash();
  const building = frame.box(placed.building);
  pdf
    .rect(building.x, building.y, building.w, building.h)
    .lineWidth(picked ? 1.6 : 0.6)
    .fillAndStroke(
      picked ? PDF_COLOR.accent : STATUS_FILL[placed.status],
      picked ? PDF_COLOR.accentStrong : PDF_COLOR.ink,
    );
  for (const door of placed.doors) {
    const d = frame.box(door);
    pdf.rect(d.x, d.y, d.w, d.h).fill(PDF_COLOR.ink);
  }
  const size = Math.max(5, Math.min(9, building.h * 0.4));
  pdf
    .font(picked ? PDF_FONT.bold : PDF_FONT.regular)
    .fontSize(picked ? size * 1.2 : size)
    .fillColor(picked ? 'white' : PDF_COLOR.ink);
  centredText(pdf, String(placed.number), frame.x(placed.centre.x), frame.y(placed.centre.y), building.w);
}

/** A north arrow at (x, y), `size` points tall. */
function northArrow(pdf: PDFKit.PDFDocument, x: number, y: number, size: number, label: string) {
  pdf.polygon([x, y], [x + size * 0.3, y + size], [x, y + size * 0.75], [x - size * 0.3, y + size]).fill(PDF_COLOR.ink);
  pdf.font(PDF_FONT.bold).fontSize(size * 0.6);
  centredText(pdf, winAnsi(label), x, y - size * 0.45, 40);
}

/** A swatch per colour on the plan, in one row from `x` at `y`: the picked module, then the statuses shown. */
function legend(pdf: PDFKit.PDFDocument, input: SitePlanPdfInput, x: number, y: number) {
  const shown = new Set(input.modules.filter((m) => m.number !== input.highlight).map((m) => m.status));
  const keys: { fill: string; label: string }[] = [
    { fill: PDF_COLOR.accent, label: input.legend.picked },
    ...(['available', 'reserved', 'leased'] as const)
      .filter((status) => shown.has(status))
      .map((status) => ({ fill: STATUS_FILL[status], label: input.legend[status] })),
  ];
  pdf.font(PDF_FONT.regular).fontSize(7.5);
  for (const key of keys) {
    pdf.rect(x, y, 9, 9).lineWidth(0.5).fillAndStroke(key.fill, PDF_COLOR.ink);
    const label = winAnsi(key.label);
    pdf.fillColor(PDF_COLOR.ink).text(label, x + 12, y + 1.5, { lineBreak: false });
    x += 12 + pdf.widthOfString(label) + 12;
  }
}

/** The whole site plan fitted into `box` above its legend; returns the frame it used. */
export function drawSitePlanPdf(pdf: PDFKit.PDFDocument, input: SitePlanPdfInput): Frame {
  const layout = layoutSite(input.modules);
  const { highway, boundary, yard, entranceRoad, gatehouse } = layout;
  const { box } = input;
  const plan = { ...box, h: box.h - LEGEND_HEIGHT };
  const frame = fitFrame({ x: 0, y: 0, w: layout.width, h: highway.y + highway.h }, plan);
  pdf.save();
  const area = frame.box(boundary);
  pdf.rect(area.x, area.y, area.w, area.h).lineWidth(0.5).dash(3, { space: 2 });
  pdf.fillAndStroke('#f1f7ee', PDF_COLOR.rule).undash();
  for (const r of [yard, entranceRoad]) {
    const b = frame.box(r);
    pdf.rect(b.x, b.y, b.w, b.h).fill(PDF_COLOR.border);
  }
  pdf.fontSize(5).font(PDF_FONT.regular);
  for (const p of layout.parking) {
    const b = frame.box(p);
    pdf.rect(b.x, b.y, b.w, b.h).lineWidth(0.4).fillAndStroke(PDF_COLOR.surface, PDF_COLOR.rule);
    pdf.fillColor(PDF_COLOR.muted);
    centredText(pdf, winAnsi(input.strings.parking), b.x + b.w / 2, b.y + b.h / 2, b.w);
  }
  const gate = frame.box(gatehouse);
  pdf.rect(gate.x, gate.y, gate.w, gate.h).fill(PDF_COLOR.brand);
  pdf.font(PDF_FONT.bold).fontSize(5).fillColor(PDF_COLOR.ink);
  centredText(pdf, winAnsi(input.strings.gatehouse), gate.x + gate.w / 2, gate.y + gate.h + 5, 80);
  const road = frame.box(highway);
  pdf.rect(road.x, road.y, road.w, road.h).fill(PDF_COLOR.ink);
  pdf.font(PDF_FONT.bold).fontSize(6).fillColor('white');
  centredText(pdf, winAnsi(input.strings.highway), road.x + road.w / 2, road.y + road.h / 2, road.w);

  for (const placed of layout.modules) drawModule(pdf, frame, placed, placed.number === input.highlight);
  const centre = frame.x(yard.x + yard.w / 2);
  northArrow(pdf, centre, frame.y(yard.y) + 12, 10, input.strings.north);
  legend(pdf, input, frame.x(0), box.y + box.h - LEGEND_HEIGHT + 6);
  pdf.restore();
  return frame;
}
