/**
 * The hand-off pack as a one-page A4 PDF, written on the device with jsPDF (no network, no fonts to
 * fetch: the PDF's built-in Helvetica). What it says and the stencil's printed size come from
 * src/engine/booking/handoffPack.ts; this file only places them on the page.
 *
 * Page (millimetres): header across the top; the design and the placement photo on the left; the
 * stencil at true size (or a stated round reduction) with its scale bar on the right; the brief,
 * lettering, references, analysis, budget and notes below, cut with a note if they overrun the page.
 */
import { jsPDF } from 'jspdf';
import { drawableText, packSections, SECTION_MAX_LINES, stencilLayout, STENCIL_BOX_MM, type HandoffPackInput } from '@/engine/booking/handoffPack';

export interface PackImage {
  /** PNG or JPEG bytes. */
  bytes: Uint8Array;
  format: 'PNG' | 'JPEG';
  width: number;
  height: number;
}

export interface HandoffPdfInput extends HandoffPackInput {
  design: PackImage | null;
  stencil: PackImage | null;
  placementPhoto: PackImage | null;
}

const PAGE = { width: 210, height: 297, margin: 12 } as const;
const LEFT_COLUMN = { x: PAGE.margin, width: 84 } as const;
const RIGHT_COLUMN = { x: 108, width: STENCIL_BOX_MM.width } as const;
/** Body text size (pt) and its line height (mm): small enough for a full brief, large enough to read at arm's length. */
const BODY_PT = 9;
const LINE_MM = 4.2;
const CUT_NOTE = '(cut: the full text is in the request on InkClarity)';
const INK = { text: [20, 20, 24], muted: [90, 90, 100], rule: [180, 180, 190] } as const;

function fitImage(image: PackImage, boxWidth: number, boxHeight: number): { width: number; height: number } {
  const scale = Math.min(boxWidth / image.width, boxHeight / image.height);
  return { width: image.width * scale, height: image.height * scale };
}

function drawHeader(doc: jsPDF, input: HandoffPdfInput): number {
  doc.setTextColor(...INK.text);
  doc.setFont('helvetica', 'bold').setFontSize(16);
  doc.text(drawableText(input.title), PAGE.margin, PAGE.margin + 5);
  doc.setFont('helvetica', 'normal').setFontSize(BODY_PT);
  const lines = doc.splitTextToSize(drawableText(`${input.subtitle}\nClient: ${input.client}`), PAGE.width - 2 * PAGE.margin) as string[];
  doc.text(lines, PAGE.margin, PAGE.margin + 11);
  const bottom = PAGE.margin + 11 + lines.length * LINE_MM;
  doc.setDrawColor(...INK.rule).setLineWidth(0.3).line(PAGE.margin, bottom, PAGE.width - PAGE.margin, bottom);
  return bottom + 4;
}

function caption(doc: jsPDF, text: string, x: number, y: number, width: number): number {
  doc.setFont('helvetica', 'bold').setFontSize(BODY_PT).setTextColor(...INK.text);
  doc.text(drawableText(text), x, y, { maxWidth: width });
  return y + 2;
}

/** The design and the placement photo, left column; returns where the column ends. */
function drawLeftColumn(doc: jsPDF, input: HandoffPdfInput, top: number): number {
  let y = caption(doc, 'Design', LEFT_COLUMN.x, top, LEFT_COLUMN.width);
  if (input.design) {
    const size = fitImage(input.design, LEFT_COLUMN.width, 70);
    doc.addImage(input.design.bytes, input.design.format, LEFT_COLUMN.x, y, size.width, size.height);
    y += size.height + 6;
  } else {
    doc.setFont('helvetica', 'normal').setTextColor(...INK.muted).text('No design attached', LEFT_COLUMN.x, y + 4);
    y += 10;
  }
  if (input.placementPhoto) {
    y = caption(doc, 'Placement photo', LEFT_COLUMN.x, y, LEFT_COLUMN.width);
    const size = fitImage(input.placementPhoto, LEFT_COLUMN.width, 52);
    doc.addImage(input.placementPhoto.bytes, input.placementPhoto.format, LEFT_COLUMN.x, y, size.width, size.height);
    y += size.height + 4;
  }
  return y;
}

/** The stencil at true size (or a round reduction) with a scale bar, right column. */
function drawStencil(doc: jsPDF, input: HandoffPdfInput, top: number): number {
  let y = caption(doc, 'Stencil', RIGHT_COLUMN.x, top, RIGHT_COLUMN.width);
  if (!input.stencil) {
    doc.setFont('helvetica', 'normal').setTextColor(...INK.muted).text('No stencil: the design was saved without its drawing settings.', RIGHT_COLUMN.x, y + 4, { maxWidth: RIGHT_COLUMN.width });
    return y + 12;
  }
  const requested = input.sizeCm ?? { width: 10, height: 10 };
  const layout = stencilLayout(requested, input.stencil.width / input.stencil.height);
  doc.addImage(input.stencil.bytes, input.stencil.format, RIGHT_COLUMN.x, y, layout.widthMm, layout.heightMm);
  y += layout.heightMm + 4;
  // The scale bar: whole centimetres with a tick each, drawn at the stencil's scale.
  doc.setDrawColor(...INK.text).setLineWidth(0.4).line(RIGHT_COLUMN.x, y, RIGHT_COLUMN.x + layout.barMm, y);
  for (let cm = 0; cm <= layout.barCm; cm += 1) {
    const x = RIGHT_COLUMN.x + (cm * layout.barMm) / layout.barCm;
    doc.line(x, y - (cm === 0 || cm === layout.barCm ? 2 : 1), x, y);
  }
  doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(...INK.text);
  doc.text(`${layout.barCm} cm`, RIGHT_COLUMN.x + layout.barMm + 2, y + 1);
  const scaleNote = layout.reduction === 1
    ? (input.sizeCm ? `True size: ${requested.width} × ${requested.height} cm. Print at 100% (actual size).` : 'Drawn at 10 cm (no size was given). Print at 100%.')
    : `Printed at 1:${layout.reduction} — the real size is ${requested.width} × ${requested.height} cm; measure with the scale bar.`;
  doc.text(doc.splitTextToSize(drawableText(scaleNote), RIGHT_COLUMN.width) as string[], RIGHT_COLUMN.x, y + 6);
  return y + 14;
}

/** The text sections across the page; what overruns the page is cut with a note, never drawn off it. */
function drawSections(doc: jsPDF, input: HandoffPdfInput, top: number): void {
  const width = PAGE.width - 2 * PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - LINE_MM;
  let y = top;
  for (const section of packSections(input)) {
    const wrapped = section.lines.flatMap((line) => doc.splitTextToSize(drawableText(line), width) as string[]);
    const lines = wrapped.length > SECTION_MAX_LINES ? [...wrapped.slice(0, SECTION_MAX_LINES - 1), CUT_NOTE] : wrapped;
    if (y + LINE_MM * 2 > bottom) break;
    doc.setFont('helvetica', 'bold').setFontSize(BODY_PT + 1).setTextColor(...INK.text).text(drawableText(section.heading), PAGE.margin, y);
    y += LINE_MM + 0.6;
    doc.setFont('helvetica', 'normal').setFontSize(BODY_PT);
    for (const line of lines) {
      if (y > bottom) {
        doc.setTextColor(...INK.muted).text(CUT_NOTE, PAGE.margin, y);
        return;
      }
      doc.text(line, PAGE.margin, y);
      y += LINE_MM;
    }
    y += 2;
  }
}

/** Writes the one-page pack; resolves with the PDF. */
export function writeHandoffPdf(input: HandoffPdfInput): Blob {
  const doc = new jsPDF({ unit: 'mm', format: 'a4', orientation: 'portrait', compress: true });
  doc.setProperties({ title: drawableText(`${input.title} — ${input.subtitle}`), subject: 'Tattoo hand-off pack', creator: 'InkClarity' });
  const top = drawHeader(doc, input);
  const columnsEnd = Math.max(drawLeftColumn(doc, input, top), drawStencil(doc, input, top));
  drawSections(doc, input, columnsEnd + 2);
  return doc.output('blob');
}
