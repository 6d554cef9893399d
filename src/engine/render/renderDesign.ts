/**
 * The offline tattoo renderer: design brief + seed → a drawing → SVG. Deterministic for a brief
 * and seed (seeded PRNG, no clock, no system fonts), so the same request gives the same bytes.
 *
 * @example
 *   const { svg } = renderDesignSvg(slots, { seed: 7, size: '1024x1792', quality: 'standard' });
 */
import { SIZE_OPTIONS, STYLE_OPTIONS, type DesignSlots, type TattooSize, type TattooStyle } from '../designBrief.ts';
import { IMAGE_SIZES, type ImageQuality, type ImageSize } from '../imageOptions.ts';
import { standsBehind } from './arrange.ts';
import { type ComposeInput, ZONE_ASPECT, composeDesign, ensureVisible, zoneShape } from './compose.ts';
import { type DrawItem, type Drawing, itemsBounds, mapItem } from './drawing.ts';
import { type PaletteId, paletteFor, resolveColourOption } from './palettes.ts';
import { compose, scale, translate } from './path.ts';
import { createRng, hashString } from './prng.ts';
import type { Scene } from './scene.ts';
import { type Backdrop, type Subject, findSubjects, normaliseText, subjectById } from './subjects.ts';
import motifs from './data/styleMotifs.json';
import { drawingToSvg } from './svg.ts';
import { variationFor } from './variation.ts';

export type RenderSize = ImageSize;
export type RenderQuality = ImageQuality;

export interface RenderOptions {
  seed: number;
  size: RenderSize;
  quality: RenderQuality;
  /** Clean black outlines on white for the artist's thermal printer. */
  stencil?: boolean;
}

export interface RenderedDesign {
  svg: string;
  width: number;
  height: number;
  /** Subject ids drawn, centrepiece first ("ornament" when none was recognised). */
  subjects: string[];
  /** Words lettered into the design. */
  lettering: string[];
  style: TattooStyle;
  palette: PaletteId;
  drawing: Drawing;
}

/** The motifs a style draws when the brief names nothing it knows (data/styleMotifs.json). */
const STYLE_MOTIFS: Readonly<Record<TattooStyle, readonly string[]>> = motifs;

export const RENDER_SIZES: readonly RenderSize[] = IMAGE_SIZES;

/** HD doubles both sides (four times the pixels) and adds detail. */
export const HD_SCALE = 2;

/** Stencils print at 300 DPI, the resolution thermal stencil printers expect. */
export const STENCIL_DPI = 300;
const CM_PER_INCH = 2.54;

/** Longest side of the printed stencil per tattoo size, in centimetres. */
export const STENCIL_LONG_SIDE_CM: Readonly<Record<TattooSize, number>> = {
  small: 6,
  medium: 12,
  large: 20,
  'extra-large': 30,
};

/** Detail density per tattoo size: a palm-sized piece cannot hold what a back piece can. */
const SIZE_DENSITY: Readonly<Record<TattooSize, number>> = { small: 0.6, medium: 1, large: 1.4, 'extra-large': 1.8 };
const HD_DENSITY = 1.5;

/** Companions a size can carry beside the centrepiece. */
const SIZE_COMPANIONS: Readonly<Record<TattooSize, number>> = { small: 1, medium: 2, large: 3, 'extra-large': 4 };

/** Blank skin kept around the design, as a share of the short side. */
const FRAME_MARGIN = 0.06;
/** Nothing may be painted closer than this to the canvas edge (share of the short side). */
const EDGE_MARGIN = 0.015;

export function resolveStyle(raw: string): TattooStyle {
  const t = normaliseText(raw).replace(/-/g, ' ');
  if (/neo\s?trad/.test(t)) return 'neo-traditional';
  const direct = STYLE_OPTIONS.find((o) => t.includes(o.replace('-', ' ')));
  if (direct) return direct;
  if (/old school|american|sailor jerry|flash/.test(t)) return 'traditional';
  if (/fine line|fineline|simple|minimal|single line|line art/.test(t)) return 'minimalist';
  if (/realism|portrait|photo|black ?work|dotwork|stipple/.test(t)) return 'realistic';
  if (/water ?colou?r|painterly/.test(t)) return 'watercolor';
  if (/sacred|mandala|geometr/.test(t)) return 'geometric';
  if (/irezumi|japan|oriental/.test(t)) return 'japanese';
  if (/maori|polynesian|tribal/.test(t)) return 'tribal';
  return 'neo-traditional';
}

export function resolveSize(raw: string): TattooSize {
  const t = normaliseText(raw);
  if (/extra|xl|huge|full/.test(t)) return 'extra-large';
  return SIZE_OPTIONS.find((o) => t.includes(o)) ?? (/tiny|little/.test(t) ? 'small' : /big/.test(t) ? 'large' : 'medium');
}

/** The canvas that suits a body zone when the user has not chosen one in Advanced Options. */
export function suggestedRenderSize(bodyZone: string): RenderSize {
  const aspect = ZONE_ASPECT[normaliseText(bodyZone)] ?? 1;
  return aspect < 0.8 ? '1024x1792' : aspect > 1.3 ? '1792x1024' : '1024x1024';
}

function parseSize(size: RenderSize): [number, number] {
  const [w, h] = size.split('x').map(Number);
  return [w, h];
}

/** Pixel and physical size of a stencil for the brief's tattoo size and the chosen aspect. */
export function stencilSize(brief: DesignSlots, size: RenderSize): { widthPx: number; heightPx: number; widthCm: number; heightCm: number; dpi: number } {
  const [w, h] = parseSize(size);
  const longCm = STENCIL_LONG_SIDE_CM[resolveSize(brief.size)];
  const k = longCm / Math.max(w, h);
  const widthCm = Math.round(w * k * 10) / 10;
  const heightCm = Math.round(h * k * 10) / 10;
  return {
    widthPx: Math.round((widthCm / CM_PER_INCH) * STENCIL_DPI),
    heightPx: Math.round((heightCm / CM_PER_INCH) * STENCIL_DPI),
    widthCm,
    heightCm,
    dpi: STENCIL_DPI,
  };
}

/** Words in quotes ("…", “…”, '…') become lettering. */
export function quotedWords(text: string): string[] {
  const out: string[] = [];
  const re = /["“”„«»]([^"“”„«»]{1,60})["“”„«»]|(?:^|\s)'([^']{1,60})'(?=$|[\s.,!?;:])/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const t = (m[1] ?? m[2] ?? '').trim();
    if (t) out.push(t);
  }
  return out;
}

/** Artwork that already shows some scenery (a whale's tail rising from the sea). */
const ART_INCLUDES: Readonly<Record<string, readonly Backdrop[]>> = {
  'whale-tail': ['waves'],
  'shark-fin': ['waves'],
};

function pickArt(subject: Subject, seed: number): string {
  const rng = createRng(hashString(subject.id, seed));
  return rng.pick(subject.art);
}

interface Plan {
  input: ComposeInput;
  subjects: string[];
}

function plan(brief: DesignSlots, style: TattooStyle, size: TattooSize, seed: number): Plan {
  const quotes = quotedWords(brief.description);
  const keywordText = brief.keywords.replace(/["“”][^"“”]*["“”]/g, ' ');
  let found = findSubjects(keywordText);
  if (!found.subjects.length) {
    const desc = brief.description.replace(/["“”„«»][^"“”„«»]*["“”„«»]/g, ' ');
    const fromDesc = findSubjects(desc);
    found = { subjects: fromDesc.subjects, unknown: found.unknown };
  }
  const lettering = [...quotes, ...quotedWords(brief.keywords)];
  // Nothing recognised: the style's own motifs, with the brief's words lettered beside them —
  // a composition of elements the renderer has, never letters alone.
  const recognised = found.subjects.length > 0;
  const subjects = recognised ? found.subjects : STYLE_MOTIFS[style].map(subjectById);
  if (!recognised && !lettering.length) {
    const words = found.unknown.slice(0, 3).join(' ');
    if (words) lettering.push(words);
  }
  const hero = subjects.find((s) => !s.backdrop && !s.supporting) ?? subjects.find((s) => !s.backdrop) ?? subjects[0];
  const companions: { subject: Subject; art: string }[] = [];
  const backdrops: Backdrop[] = [];
  for (const s of subjects) {
    if (s === hero) continue;
    if (s.backdrop && !standsBehind(s, hero)) {
      if (!backdrops.includes(s.backdrop)) backdrops.push(s.backdrop);
    } else if (companions.length < SIZE_COMPANIONS[size]) companions.push({ subject: s, art: pickArt(s, seed) });
  }
  if (hero.withBackdrop && !backdrops.includes(hero.withBackdrop)) backdrops.unshift(hero.withBackdrop);
  const heroArt = pickArt(hero, seed);
  const drawn = ART_INCLUDES[heroArt] ?? [];
  return {
    input: { hero: { subject: hero, art: heroArt }, companions, backdrops: backdrops.filter((b) => !drawn.includes(b)), lettering },
    subjects: [hero.id, ...companions.map((c) => c.subject.id), ...subjects.filter((s) => s !== hero && s.backdrop && !standsBehind(s, hero)).map((s) => s.id)],
  };
}

/**
 * A composition is grown (never shrunk) up to this much so it fills its frame: settings, scenery
 * and tilts leave each design a different size, and a piece that comes out small would float in
 * the middle of its canvas like a badge. Capped so line weights stay the style's.
 */
const MAX_GROW = 1.3;
/** Minimalist pieces keep their open skin: they grow less. */
const MINIMAL_GROW = 1.15;

/**
 * Grow the design about the frame's centre until it touches the frame on its tightest side
 * (an off-centre composition stays off-centre), at most `maxGrow`.
 */
export function fillFrame(items: DrawItem[], frame: { x0: number; y0: number; x1: number; y1: number }, maxGrow: number): DrawItem[] {
  const b = itemsBounds(items);
  if (!Number.isFinite(b.x0)) return items;
  const cx = (frame.x0 + frame.x1) / 2;
  const cy = (frame.y0 + frame.y1) / 2;
  const room = (edge: number, reach: number): number => (Math.abs(reach) < 1e-6 ? Infinity : edge / reach);
  const k = Math.min(
    maxGrow,
    room(cx - frame.x0, cx - b.x0),
    room(frame.x1 - cx, b.x1 - cx),
    room(cy - frame.y0, cy - b.y0),
    room(frame.y1 - cy, b.y1 - cy),
  );
  if (!(k > 1.001)) return items;
  const mat = compose(translate(-cx, -cy), scale(k), translate(cx, cy));
  return items.map((it) => mapItem(it, mat));
}

/** Keep every item inside the canvas: shrink and re-centre the whole design if it spills. */
function fitToCanvas(items: DrawItem[], width: number, height: number): DrawItem[] {
  const m = Math.min(width, height) * EDGE_MARGIN;
  const b = itemsBounds(items);
  if (!Number.isFinite(b.x0)) return items;
  if (b.x0 >= m && b.y0 >= m && b.x1 <= width - m && b.y1 <= height - m) return items;
  const bw = b.x1 - b.x0;
  const bh = b.y1 - b.y0;
  // Blur and stroke reach scale with the design, so a small safety factor keeps the fit exact.
  const k = Math.min(1, (width - 2 * m) / bw, (height - 2 * m) / bh) * 0.995;
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));
  const tx = clamp(cx, m + (k * bw) / 2, width - m - (k * bw) / 2);
  const ty = clamp(cy, m + (k * bh) / 2, height - m - (k * bh) / 2);
  const mat = compose(translate(-cx, -cy), scale(k), translate(tx, ty));
  return items.map((it) => mapItem(it, mat));
}

/** Stencil: every shape becomes a clean black outline on white, shading and washes are dropped. */
function toStencil(items: DrawItem[], u: number): DrawItem[] {
  const out: DrawItem[] = [];
  for (const it of items) {
    if (it.kind === 'shade' || it.blur) continue;
    if (it.kind === 'line') {
      out.push({ path: it.path, stroke: '#000000', strokeWidth: Math.max(1.5 * u, Math.min(it.strokeWidth ?? u, 6 * u)), kind: 'line' });
    } else {
      // Skin-white inside, so a shape hides the lines of what lies behind it.
      out.push({ path: it.path, fill: '#ffffff', stroke: '#000000', strokeWidth: 3 * u, kind: 'shape', clip: it.clip, fillRule: it.fillRule });
    }
  }
  return out;
}

export interface DesignPlan {
  drawing: Drawing;
  subjects: string[];
  lettering: string[];
  style: TattooStyle;
  palette: PaletteId;
}

/** Build the drawing (both back ends paint this). */
export function renderDesignDrawing(brief: DesignSlots, options: RenderOptions, pixelSize?: { width: number; height: number }): DesignPlan {
  const [bw, bh] = parseSize(options.size);
  const hd = options.quality === 'hd';
  const width = pixelSize?.width ?? (hd ? bw * HD_SCALE : bw);
  const height = pixelSize?.height ?? (hd ? bh * HD_SCALE : bh);
  const style = resolveStyle(brief.style);
  const size = resolveSize(brief.size);
  const seed = options.seed >>> 0;
  // The description is left out on purpose: changing the quoted words keeps the same design.
  const briefKey = [style, normaliseText(brief.bodyZone), normaliseText(brief.keywords), size, normaliseText(brief.colors)].join('|');
  const rng = createRng(hashString(briefKey, seed));
  const p = plan(brief, style, size, seed);
  const hero = p.input.hero.subject;
  const paletteId = resolveColourOption(brief.colors, style);
  const palette = paletteFor(paletteId, style, hero?.hue);

  const short = Math.min(width, height);
  const u = short / 1024;
  // The zone's shape, bent towards the canvas's: a forearm piece on a square canvas is still
  // clearly tall but does not leave most of the image empty.
  const shape = zoneShape(normaliseText(brief.bodyZone), width, height);
  const aspect = shape.aspect;
  const margin = short * FRAME_MARGIN;
  const availW = width - 2 * margin;
  const availH = height - 2 * margin;
  const fw = Math.min(availW, availH * aspect);
  const fh = fw / aspect;
  const scene: Scene = {
    style,
    palette,
    rng,
    variation: variationFor(seed, style, hashString(p.subjects[0] ?? 'ornament')),
    width,
    height,
    u,
    density: SIZE_DENSITY[size] * (hd ? HD_DENSITY : 1),
    frame: { x0: (width - fw) / 2, y0: (height - fh) / 2, x1: (width + fw) / 2, y1: (height + fh) / 2 },
    orientation: shape.orientation,
    items: [],
  };
  composeDesign(scene, p.input);
  ensureVisible(scene);
  // Fill the zone's frame, inside the canvas margins (both on the canvas itself, not just the frame).
  const canvasFrame = { x0: margin, y0: margin, x1: width - margin, y1: height - margin };
  const filled = fillFrame(scene.items, canvasFrame, style === 'minimalist' ? MINIMAL_GROW : MAX_GROW);
  const items = options.stencil ? toStencil(filled, u) : filled;
  return {
    drawing: { width, height, background: palette.paper, items: fitToCanvas(items, width, height) },
    subjects: p.subjects,
    lettering: p.input.lettering,
    style,
    palette: paletteId,
  };
}

export function renderDesignSvg(brief: DesignSlots, options: RenderOptions): RenderedDesign {
  const size = options.stencil ? stencilSize(brief, options.size) : undefined;
  const d = renderDesignDrawing(brief, options, size ? { width: size.widthPx, height: size.heightPx } : undefined);
  return { svg: drawingToSvg(d.drawing), width: d.drawing.width, height: d.drawing.height, ...d };
}

/** What the on-device renderer's files say they are (SVG title and description, PNG text): a sketch, not a model's image. */
export const ON_DEVICE_SKETCH_LABEL = 'On-device sketch';
export const ON_DEVICE_SKETCH_DESCRIPTION =
  "A quick sketch drawn on this device by InkClarity's offline renderer from the design brief, not an image made by an AI model.";

/**
 * The line work as a vector file for artists: the design's outlines and interior lines in black
 * (shapes white inside so they hide what lies behind, as on the stencil), at the design's own
 * pixel size, on a transparent background, labelled as an on-device sketch.
 */
export function renderLineArtSvg(brief: DesignSlots, options: RenderOptions): RenderedDesign {
  const d = renderDesignDrawing(brief, { ...options, stencil: true });
  const svg = drawingToSvg(d.drawing, { transparent: true, title: `${ON_DEVICE_SKETCH_LABEL}: line work`, description: ON_DEVICE_SKETCH_DESCRIPTION });
  return { svg, width: d.drawing.width, height: d.drawing.height, ...d };
}

/** The stencil at its 300 DPI print size (see STENCIL_LONG_SIDE_CM). */
export function renderStencilSvg(brief: DesignSlots, options: RenderOptions): RenderedDesign {
  return renderDesignSvg(brief, { ...options, stencil: true });
}
