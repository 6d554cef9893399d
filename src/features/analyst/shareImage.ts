/**
 * The analysis as one shareable picture (1080 × 1560, light, whatever the app's theme): the
 * design, the headline figures, the three tips and the aging strip, with the note that these are
 * estimates. Drawn on a canvas on the device.
 */
import { skinTone } from '@/engine/analysis/inputs';
import type { SavedAnalysis } from '@/engine/contracts/analysis';
import type { AgedFrame } from '@/shared/analysis/analysisProtocol';
import { ESTIMATE_NOTE, STATUS_LABEL } from './analystCopy';

const WIDTH = 1080;
const HEIGHT = 1560;
const MARGIN = 60;
const INK = '#1a1614';
const MUTED = '#5c5550';
const ACCENT = '#b91c1c';
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** Draws `text` wrapped to `width`; returns the y under it. */
function wrap(ctx: Ctx, text: string, x: number, y: number, width: number, lineHeight: number, maxLines = 4): number {
  const words = text.split(/\s+/);
  let line = '';
  let lines = 0;
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width > width && line) {
      ctx.fillText(lines === maxLines - 1 ? `${line}…` : line, x, y);
      y += lineHeight;
      lines += 1;
      if (lines === maxLines) return y;
      line = word;
    } else {
      line = next;
    }
  }
  if (line) {
    ctx.fillText(line, x, y);
    y += lineHeight;
  }
  return y;
}

function fit(width: number, height: number, box: number): { w: number; h: number } {
  const scale = Math.min(box / width, box / height);
  return { w: width * scale, h: height * scale };
}

function figures(analysis: SavedAnalysis): [string, string][] {
  const { readability: r, longevity: l, effort: e, style, inputs } = analysis;
  return [
    ['Readability', `${STATUS_LABEL[r.status]}${r.finestGapMm !== null ? ` · finest gap ${r.finestGapMm} mm` : ''}`],
    ['Readable from', r.minReadableCm !== null ? `${r.minReadableCm} cm (chosen: ${inputs.sizeCm} cm)` : `${inputs.sizeCm} cm`],
    ['Longevity', `${l.score}/100 on ${skinTone(l.skinTone).label.toLowerCase()} skin`],
    ['Pain', `${e.painRange[0]}–${e.painRange[1]}/10 · ${e.zoneLabel}`],
    ['Time', `${e.hoursRange[0]}–${e.hoursRange[1]} h in ${e.sittings} sitting${e.sittings === 1 ? '' : 's'}`],
    ['Style', `reads as ${style.guess}`],
  ];
}

export async function drawShareImage(analysis: SavedAnalysis, design: Blob, title: string, frames: AgedFrame[]): Promise<Blob> {
  const canvas = new OffscreenCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available in this browser');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, WIDTH, HEIGHT);
  ctx.textBaseline = 'top';
  ctx.fillStyle = ACCENT;
  ctx.font = `700 28px ${FONT}`;
  ctx.fillText('InkClarity · Analyst', MARGIN, MARGIN);
  ctx.fillStyle = INK;
  ctx.font = `800 44px ${FONT}`;
  wrap(ctx, title, MARGIN, MARGIN + 44, WIDTH - 2 * MARGIN, 52, 1);

  const bitmap = await createImageBitmap(design);
  const box = 400;
  const { w, h } = fit(bitmap.width, bitmap.height, box);
  const top = MARGIN + 110;
  ctx.strokeStyle = '#e5e0da';
  ctx.lineWidth = 2;
  ctx.strokeRect(MARGIN, top, box, box);
  ctx.drawImage(bitmap, MARGIN + (box - w) / 2, top + (box - h) / 2, w, h);
  bitmap.close();

  let y = top;
  const column = MARGIN + box + 40;
  for (const [label, value] of figures(analysis)) {
    ctx.fillStyle = MUTED;
    ctx.font = `600 22px ${FONT}`;
    ctx.fillText(label.toUpperCase(), column, y);
    ctx.fillStyle = INK;
    ctx.font = `600 28px ${FONT}`;
    y = wrap(ctx, value, column, y + 28, WIDTH - column - MARGIN, 34, 2) + 12;
  }

  y = top + box + 40;
  ctx.fillStyle = INK;
  ctx.font = `800 32px ${FONT}`;
  ctx.fillText('Three changes to make', MARGIN, y);
  y += 48;
  analysis.tips.forEach((tip, index) => {
    ctx.fillStyle = ACCENT;
    ctx.font = `800 28px ${FONT}`;
    ctx.fillText(`${index + 1}`, MARGIN, y);
    ctx.fillStyle = INK;
    ctx.font = `600 26px ${FONT}`;
    y = wrap(ctx, tip.text, MARGIN + 40, y, WIDTH - 2 * MARGIN - 40, 32, 2);
    ctx.fillStyle = MUTED;
    ctx.font = `400 22px ${FONT}`;
    y = wrap(ctx, tip.reason, MARGIN + 40, y + 2, WIDTH - 2 * MARGIN - 40, 28, 2) + 14;
  });

  if (frames.length > 0) {
    const size = (WIDTH - 2 * MARGIN - 2 * 24) / 3;
    const stripTop = HEIGHT - MARGIN - 60 - size;
    frames.slice(0, 3).forEach((frame, index) => {
      const x = MARGIN + index * (size + 24);
      if (frame.bitmap) {
        const f = fit(frame.width, frame.height, size);
        ctx.drawImage(frame.bitmap, x + (size - f.w) / 2, stripTop + (size - f.h) / 2, f.w, f.h);
      }
      ctx.fillStyle = INK;
      ctx.font = `700 24px ${FONT}`;
      ctx.fillText(frame.years === 0 ? 'Fresh' : `${frame.years} years`, x, stripTop + size + 8);
    });
  }
  ctx.fillStyle = MUTED;
  ctx.font = `400 20px ${FONT}`;
  wrap(ctx, ESTIMATE_NOTE, MARGIN, HEIGHT - MARGIN - 20, WIDTH - 2 * MARGIN, 24, 1);
  return canvas.convertToBlob({ type: 'image/png' });
}
