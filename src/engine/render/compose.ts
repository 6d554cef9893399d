/**
 * Composition: where the centrepiece, companions, scenery and lettering go for a body zone,
 * then the style paints them. Body zones set the design's aspect (forearm and calf tall, chest
 * and back wide); size sets how much detail and how many companions fit.
 */
import { type Element, arrange } from './arrange.ts';
import { type Artwork, artworkFor } from './artwork.ts';
import { FRONT_CAPABLE, STYLE_FILLER, backdropArt } from './backdrops.ts';
import { letterable, textPath, textUnits, CAP_UNITS } from './lettering.ts';
import { type Bounds, PathBuilder } from './path.ts';
import { type Scene, blob, box, boxCx, boxCy, boxH, boxW, fill, placeArt, stroke } from './scene.ts';
import { PAINTERS, SETTINGS, SETTING_ALONG_ZONE, SETTING_BEHIND } from './styles/index.ts';
import type { Backdrop, Subject } from './subjects.ts';
import type { Variation } from './variation.ts';

/** Design aspect (width / height) per body zone. */
export const ZONE_ASPECT: Readonly<Record<string, number>> = {
  forearm: 0.55,
  calf: 0.55,
  leg: 0.6,
  arm: 0.62,
  ribs: 0.72,
  shoulder: 1,
  chest: 1.7,
  back: 1.25,
};

/** Zones a design runs along (a limb, the ribs) and zones it spreads across (issue #20). */
const TALL_ZONES = new Set(['forearm', 'calf', 'arm', 'leg', 'ribs']);
const WIDE_ZONES = new Set(['chest', 'back']);

/** How strongly the body zone's aspect wins over the canvas's (geometric blend). */
const ZONE_WEIGHT = 0.6;

export type Orientation = 'tall' | 'wide' | 'square';

export interface ZoneShape {
  /** Which way the composition runs: along a limb (tall), across a chest or back (wide), or round. */
  orientation: Orientation;
  /** The design's frame aspect (width / height). */
  aspect: number;
}

/**
 * The shape a design takes on a body zone and canvas. The zone decides the orientation (a forearm
 * piece runs along the arm even on a square canvas); the aspect is the zone's, bent towards the
 * canvas's so a forearm piece on a square canvas is still clearly tall without leaving most of
 * the image empty. An unknown zone follows the canvas.
 */
export function zoneShape(zone: string, canvasWidth: number, canvasHeight: number): ZoneShape {
  const canvas = canvasWidth / canvasHeight;
  const key = zone.trim().toLowerCase();
  const zoneAspect = ZONE_ASPECT[key];
  const aspect = zoneAspect ? zoneAspect ** ZONE_WEIGHT * canvas ** (1 - ZONE_WEIGHT) : canvas;
  const orientation: Orientation = TALL_ZONES.has(key) ? 'tall' : WIDE_ZONES.has(key) ? 'wide' : aspect < 0.8 ? 'tall' : aspect > 1.25 ? 'wide' : 'square';
  return { orientation, aspect };
}

/** A centrepiece may be drawn this much longer along the zone than across it (elongated, not distorted). */
export const MAX_ELONGATION = 1.22;

/** Styles that letter on a banner. */
const BANNER_STYLES = new Set<Scene['style']>(['traditional', 'neo-traditional', 'japanese']);

/** A banner only carries words: without lettering none is drawn (issue #20: no empty ribbons). */
export function drawsBanner(style: Scene['style'], letterCount: number): boolean {
  return BANNER_STYLES.has(style) && letterCount > 0;
}

/** How much of the hero area the centrepiece fills, per style (minimalist leaves skin bare). */
const HERO_FILL: Record<Scene['style'], number> = {
  tribal: 0.62,
  traditional: 0.86,
  minimalist: 0.6,
  realistic: 0.88,
  watercolor: 0.74,
  geometric: 0.6,
  japanese: 0.7,
  'neo-traditional': 0.76,
};

export interface Composition {
  hero: Subject | undefined;
  companions: Subject[];
  backdrops: Backdrop[];
  lettering: string[];
}

/** Banner ribbon across (cx, cy): band with folded, notched tails. Returns the text arc radius. */
function drawBanner(s: Scene, cx: number, cy: number, bw: number, bh: number, text: string): void {
  const p = s.palette;
  const sag = bh * 0.45;
  const xl = cx - bw / 2;
  const xr = cx + bw / 2;
  const yt = cy - bh / 2;
  const yb = cy + bh / 2;
  const tails = new PathBuilder();
  const folds = new PathBuilder();
  for (const side of [-1, 1]) {
    const x = side < 0 ? xl : xr;
    const out = side * bh * 1.25;
    tails.poly([
      [x - side * bh * 0.3, yt + bh * 0.35],
      [x + out, yt + bh * 0.35],
      [x + out * 0.7, yb - bh * 0.1 + bh * 0.35 * 0.5],
      [x + out, yb + bh * 0.35],
      [x - side * bh * 0.3, yb + bh * 0.35],
    ]);
    folds.poly([[x, yb], [x - side * bh * 0.3, yb + bh * 0.35], [x, yb + bh * 0.35]]);
  }
  const band = new PathBuilder().moveTo(xl, yt).quadTo(cx, yt - sag, xr, yt).lineTo(xr, yb).quadTo(cx, yb - sag, xl, yb).close().build();
  const w = 6 * s.u;
  const tailColour = p.tones ? (p.id === 'colorful' || p.id === 'black-grey-red' ? p.accent : p.fills[0]) : p.paper;
  const tl = tails.build();
  fill(s, tl, tailColour);
  stroke(s, tl, p.ink, w);
  fill(s, folds.build(), p.ink);
  fill(s, band, p.tones ? p.fills[3] : p.paper);
  stroke(s, band, p.ink, w);
  if (text) {
    const units = textUnits(text);
    const cap = Math.min(bh * 0.5, ((bw * 0.86) / Math.max(1, units)) * CAP_UNITS);
    const a = bw / 2;
    const rise = sag / 2;
    const path = textPath(text, { cx, cy: cy - rise, capHeight: cap, arcRadius: (a * a) / (2 * rise) });
    stroke(s, path, p.ink, cap * 0.17);
  }
}

/** Lettering under the subject, in the style's hand. */
function drawLettering(s: Scene, text: string, band: Bounds): void {
  const p = s.palette;
  const units = textUnits(text);
  const cap = Math.min(boxH(band) * 0.62, ((boxW(band) * 0.92) / Math.max(1, units)) * CAP_UNITS);
  const style = s.style;
  const weight = style === 'tribal' ? 0.22 : style === 'minimalist' ? 0.07 : style === 'geometric' ? 0.09 : style === 'watercolor' ? 0.12 : 0.14;
  const slant = style === 'watercolor' || style === 'realistic' ? 0.22 : 0;
  const colour = style === 'minimalist' && (p.id === 'colorful' || p.id === 'blue-green') ? p.fills[0] : p.ink;
  const path = textPath(text, { cx: boxCx(band), cy: boxCy(band), capHeight: cap, slant });
  if (style === 'realistic' && p.tones) stroke(s, path, p.fills[0] === p.ink ? p.ink : p.ink, cap * weight);
  else stroke(s, path, colour, cap * weight);
  if (style === 'geometric') {
    const half = (units * cap) / CAP_UNITS / 2 + 20 * s.u;
    const line = new PathBuilder()
      .moveTo(band.x0 + 4 * s.u, boxCy(band))
      .lineTo(boxCx(band) - half, boxCy(band))
      .moveTo(boxCx(band) + half, boxCy(band))
      .lineTo(band.x1 - 4 * s.u, boxCy(band))
      .build();
    if (boxCx(band) - half > band.x0 + 10 * s.u) stroke(s, line, p.ink, 1.8 * s.u);
  }
}

export interface Layout {
  hero: Bounds;
  companions: Bounds[];
  letterBand: Bounds | undefined;
}

/** Companions in a row (across) or a column (along), centred on (cx, cy), each at most `cs`. */
function spread(out: Bounds[], count: number, cx: number, cy: number, cs: number, along: 'x' | 'y', step: number): void {
  for (let i = 0; i < count; i++) {
    const d = (i - (count - 1) / 2) * step;
    out.push(along === 'x' ? box(cx + d, cy, cs) : box(cx, cy + d, cs));
  }
}

/**
 * How a zone's single line of motifs is tuned. A tall zone (forearm, calf, arm, leg, ribs) runs
 * the line down the limb; a wide zone (chest, back) runs it across the body. Both put the
 * centrepiece at full cross width, drawn a little elongated along the line, with companions
 * before and after it (in pairs side by side when there are more than two), overlapping its ends
 * slightly so the piece reads as one flash design, not a row of stickers.
 */
interface LineTuning {
  /** The axis the line runs along. */
  along: 'x' | 'y';
  /** Most of the line's length the centrepiece may take when it has companions. */
  heroShare: number;
  /** How far companions overlap into the centrepiece's ends (share of their region). */
  tuck: number;
  /** A companion's size as a share of its slot across the line. */
  crossFill: number;
  /** Distance between a pair of companions, as a share of the line's width. */
  pairStep: number;
  /**
   * Whether a mirrored variation moves a single companion to the other end. Down a limb it stays
   * below (a subject stands on its support); across the body it balances a centrepiece set off
   * to the other side.
   */
  mirrorSingle: boolean;
}

const TALL_LINE: LineTuning = { along: 'y', heroShare: 0.56, tuck: 0.24, crossFill: 0.9, pairStep: 0.46, mirrorSingle: false };
const WIDE_LINE: LineTuning = { along: 'x', heroShare: 0.46, tuck: 0.12, crossFill: 0.92, pairStep: 0.48, mirrorSingle: true };

/** The centrepiece and companions in one line along `t.along` (see LineTuning). */
function lineLayout(s: Scene, area: Bounds, companionCount: number, t: LineTuning): { hero: Bounds; companions: Bounds[] } {
  const v = s.variation;
  const down = t.along === 'y';
  const alongLen = down ? boxH(area) : boxW(area);
  const crossLen = down ? boxW(area) : boxH(area);
  const start = down ? area.y0 : area.x0;
  const crossMid = down ? boxCx(area) : boxCy(area);
  // A box centred at `a` along the line and `c` across it, `al` long and `cl` wide.
  const at = (a: number, c: number, al: number, cl: number) => (down ? box(c, a, cl, al) : box(a, c, al, cl));
  const fillK = Math.min(0.98, HERO_FILL[s.style] * 1.12);
  const companions: Bounds[] = [];
  const cross = crossLen * fillK;
  if (companionCount === 0) {
    // Centred: the setting and scenery run the piece's length round it (compose's scenery box).
    const along = Math.min(alongLen * 0.98, cross * MAX_ELONGATION);
    return { hero: at(down ? boxCy(area) : boxCx(area), crossMid, along, cross), companions };
  }
  const along = Math.min(cross * MAX_ELONGATION, alongLen * t.heroShare);
  let lead = Math.floor(companionCount / 2);
  let trail = companionCount - lead;
  if (v.mirror && (lead > 0 || t.mirrorSingle)) [lead, trail] = [trail, lead];
  const rest = alongLen - along;
  const leadLen = lead ? rest * (lead / companionCount) : 0;
  const trailLen = rest - leadLen;
  const hero = at(start + leadLen + along / 2, crossMid, along, cross);
  const heroEnd = down ? hero.y1 : hero.x1;
  const place = (count: number, regionLen: number, centre: number) => {
    if (!count) return;
    const perLine = count > 1 ? 2 : 1;
    const lines = Math.ceil(count / perLine);
    const cs = Math.min((crossLen / perLine) * t.crossFill, (regionLen / lines) * (1 + t.tuck));
    for (let r = 0; r < lines; r++) {
      const inLine = Math.min(perLine, count - r * perLine);
      const lineCentre = centre + (r - (lines - 1) / 2) * (regionLen / lines);
      const [cx, cy] = down ? [crossMid, lineCentre] : [lineCentre, crossMid];
      spread(companions, inLine, cx, cy, cs, down ? 'x' : 'y', crossLen * t.pairStep);
    }
  };
  place(lead, leadLen, start + leadLen / 2 + leadLen * t.tuck * 0.5);
  place(trail, trailLen, heroEnd + trailLen / 2 - trailLen * t.tuck * 0.5);
  return { hero, companions };
}

/** Split the frame into hero, companion and lettering areas, following the zone's orientation. */
export function layout(s: Scene, companionCount: number, lettering: boolean, banner: boolean, scenery = false): Layout {
  const f = s.frame;
  const v = s.variation;
  const fw = boxW(f);
  const fh = boxH(f);
  const tall = s.orientation === 'tall';
  const wide = s.orientation === 'wide';
  let area: Bounds = { ...f };
  let letterBand: Bounds | undefined;
  if (wide && companionCount === 0 && (lettering || banner)) {
    // A lone subject across a chest or back: the words go beside it, so the piece spans the
    // width (subject on one side, lettering on the other) instead of a badge over a caption.
    const side = v.mirror ? -1 : 1;
    const split = fw * 0.5;
    const bandH = Math.min(fh * 0.34, (fw - split) * 0.4);
    const cy = boxCy(f);
    const [x0, x1] = side > 0 ? [f.x0 + split, f.x1] : [f.x0, f.x1 - split];
    letterBand = { x0, x1, y0: cy - bandH / 2, y1: cy + bandH / 2 };
    area = side > 0 ? { ...f, x1: f.x0 + split } : { ...f, x0: f.x1 - split };
    const h = boxH(area) * Math.min(0.98, HERO_FILL[s.style] * 1.12);
    const w = Math.min(boxW(area) * 0.98, h * MAX_ELONGATION);
    return { hero: box(boxCx(area), boxCy(area), w, h), companions: [], letterBand };
  }
  if (lettering || banner) {
    const bandH = Math.min(fh * (tall ? 0.12 : wide ? 0.2 : 0.18), fw * 0.24);
    if (banner && v.bannerAbove) {
      // The banner arches over the subject's head instead of across its foot.
      letterBand = { x0: f.x0, x1: f.x1, y0: f.y0, y1: f.y0 + bandH };
      area = { ...area, y0: f.y0 + bandH * 0.55 };
    } else {
      letterBand = { x0: f.x0, x1: f.x1, y0: f.y1 - bandH, y1: f.y1 };
      area = { ...area, y1: f.y1 - (banner ? bandH * 0.55 : bandH) };
    }
  }
  if (tall) return { ...lineLayout(s, area, companionCount, TALL_LINE), letterBand };
  if (wide) return { ...lineLayout(s, area, companionCount, WIDE_LINE), letterBand };
  return { ...squareLayout(s, area, companionCount, scenery), letterBand };
}

/** A shoulder or other round placement: companions in an arc, gathered to one side, or flanking the subject. */
function squareLayout(s: Scene, area: Bounds, companionCount: number, scenery: boolean): { hero: Bounds; companions: Bounds[] } {
  const v = s.variation;
  const aw = boxW(area);
  const ah = boxH(area);
  const companions: Bounds[] = [];
  let hero: Bounds;
  const fillK = HERO_FILL[s.style];
  const side = v.placement === 'left' ? -1 : 1;
  if (companionCount > 0 && v.companions === 1) {
    // Companions in an arc over the subject, which sits lower and a little smaller.
    const size = Math.min(aw, ah) * fillK * 0.82;
    const cs = Math.min(size * 0.42, aw / (companionCount + 1.2));
    hero = box(boxCx(area), area.y1 - size / 2 - ah * 0.02, size);
    const r = size * 0.5 + cs * 0.35;
    for (let i = 0; i < companionCount; i++) {
      const t = companionCount === 1 ? 0.5 : i / (companionCount - 1);
      const a = -Math.PI / 2 + (t - 0.5) * Math.min(2.6, 0.9 * companionCount);
      companions.push(box(boxCx(hero) + Math.cos(a) * r, boxCy(hero) + Math.sin(a) * r, cs));
    }
    return { hero, companions };
  }
  if (companionCount > 0 && v.companions === 2) {
    // An asymmetric piece: the subject to one side, its companions gathered on the other.
    const wideK = Math.min(1, aw / ah);
    const size = Math.min(aw * (0.5 + 0.14 * wideK), ah * fillK);
    const cs = Math.min(aw - size, ah / Math.max(1.6, companionCount * 0.9)) * 0.95;
    const s0 = v.placement === 'centre' ? (v.mirror ? -1 : 1) : side;
    hero = box(boxCx(area) + s0 * (aw / 2 - size / 2), boxCy(area), size);
    const colX = boxCx(area) - s0 * (aw / 2 - cs / 2);
    for (let i = 0; i < companionCount; i++) {
      const t = companionCount === 1 ? 0.5 : i / (companionCount - 1);
      companions.push(box(colX, boxCy(area) + (t - 0.5) * (ah - cs) * 0.85, cs));
    }
    return { hero, companions };
  }
  if (companionCount === 0) {
    const size = Math.min(aw, ah) * fillK;
    // With scenery to balance it, the subject may sit off-centre.
    const shifted = scenery && v.placement !== 'centre';
    const dx = shifted ? side * Math.min((aw - size) / 2 + aw * 0.06, aw * 0.14) : 0;
    hero = box(boxCx(area) + dx, boxCy(area), size);
  } else {
    const cs = Math.min(aw, ah) * 0.34;
    const size = Math.min(aw, ah) * fillK * 0.95;
    hero = box(boxCx(area), area.y0 + ah * 0.45, size);
    for (let i = 0; i < companionCount; i++) {
      const side = i % 2 === 0 ? -1 : 1;
      const row = Math.floor(i / 2);
      companions.push(box(boxCx(area) + side * size * 0.48, hero.y1 - cs * 0.25 - row * size * 0.55, cs));
    }
  }
  return { hero, companions };
}

export interface ComposeInput {
  hero: { subject: Subject | undefined; art: string };
  companions: { subject: Subject; art: string }[];
  backdrops: Backdrop[];
  lettering: string[];
}

/** Paint the whole design into the scene. */
export function composeDesign(s: Scene, input: ComposeInput): void {
  const letters = input.lettering.map(letterable).filter((t) => t.length > 0);
  const banner = drawsBanner(s.style, letters.length);
  const paint = PAINTERS[s.style];

  const v = s.variation;
  // The Japanese sea treatment already is the subject's waves: do not draw a second sea.
  const seaSetting = s.style === 'japanese' && v.setting === 1;
  const backdrops = input.backdrops.filter((k) => !(seaSetting && k === 'waves'));
  const fillers = STYLE_FILLER[s.style];
  if (v.filler && fillers.length) {
    const extra = fillers[v.fillerPick % fillers.length];
    if (!backdrops.includes(extra)) backdrops.push(extra);
  }
  // Minimalist pieces live on open skin, so an off-centre subject needs nothing to balance it.
  // The companions that belong to the main subject join its group; the rest line up along the zone.
  const group = input.hero.subject ? arrange(
    { subject: input.hero.subject, art: input.hero.art },
    input.companions,
    s.rng,
    v.mirror ? -1 : 1,
    s.orientation,
  ) : undefined;
  const rest = group ? group.rest : input.companions;
  const L = layout(s, rest.length, letters.length > 0, banner, backdrops.length > 0 || s.style === 'minimalist');
  s.letterBand = L.letterBand;
  // Scenery spreads along the zone: round the centrepiece's width on a limb, but the whole
  // length of the piece (a moon above, waves at the foot); across the whole width on a chest.
  const f = s.frame;
  const scenery: Bounds =
    s.orientation === 'tall' && !rest.length
      ? {
        ...L.hero,
        y0: Math.max(f.y0, Math.min(L.hero.y0, boxCy(L.hero) - boxH(L.hero) * 0.75)),
        y1: Math.min(
          L.letterBand && L.letterBand.y0 > L.hero.y1 ? L.letterBand.y0 - boxH(L.letterBand) * 0.15 : f.y1,
          Math.max(L.hero.y1, boxCy(L.hero) + boxH(L.hero) * 0.75),
        ),
      }
      : s.orientation === 'wide' && !rest.length && !L.letterBand
        ? { ...L.hero, x0: Math.max(f.x0, boxCx(L.hero) - boxW(L.hero) * 0.8), x1: Math.min(f.x1, boxCx(L.hero) + boxW(L.hero) * 0.8) }
        : L.hero;
  const settingBox = SETTING_ALONG_ZONE[s.style] ? scenery : L.hero;
  const behind = SETTING_BEHIND[s.style];
  if (behind) SETTINGS[s.style](s, settingBox);
  const inFront = (kind: Backdrop): boolean => v.arrangement === 2 && FRONT_CAPABLE.has(kind);
  for (const kind of backdrops) {
    if (!inFront(kind)) paint(s, backdropArt(s, kind, scenery), 'backdrop');
  }
  // Companions sit behind the hero's lower edge in tall and square layouts.
  rest.forEach((c, i) =>
    paint(
      s,
      placeArt({ ...artworkFor(c.art, s.rng), hue: c.subject.hue }, L.companions[i], v.mirror ? { ...v, heroScale: 1, tilt: 0 } : undefined),
      'companion',
    ),
  );
  // The main group: the centrepiece fills its box, elongated along the zone (layout keeps it within
  // MAX_ELONGATION), with what belongs to it behind and in front.
  if (group) for (const e of group.elements) paint(s, placeElement(e, L.hero, v), e.role);
  else paint(s, placeArt(artworkFor(input.hero.art, s.rng), L.hero, v, true), 'hero');
  for (const kind of backdrops) {
    if (inFront(kind)) paint(s, backdropArt(s, kind, scenery), 'backdrop');
  }
  if (!behind) SETTINGS[s.style](s, settingBox);
  if (L.letterBand) {
    const band = L.letterBand;
    if (banner) {
      drawBanner(s, boxCx(band), boxCy(band), Math.min(boxW(band) * 0.7, boxW(L.hero) * 1.15), boxH(band) * 0.62, letters[0] ?? '');
      if (letters[1]) drawLettering(s, letters[1], { ...band, y0: band.y1 - boxH(band) * 0.2 });
    } else if (letters.length) {
      const text = letters.slice(0, 2).join('  ');
      drawLettering(s, text, band);
    }
  }
}

/** An element of the main group in canvas pixels: its box within the group's box, the variation's facing. */
function placeElement(e: Element, group: Bounds, v: Variation): Artwork {
  const w = boxW(group);
  const h = boxH(group);
  const b = box(group.x0 + e.box.cx * w, group.y0 + e.box.cy * h, e.box.w * w, e.box.h * h);
  const own = e.role === 'hero' ? v : { ...v, heroScale: 1 };
  return placeArt(e.art, b, { ...own, tilt: own.tilt + e.tilt }, e.stretch);
}

/** A soft empty-skin guard: a composition must never come out empty. */
export function ensureVisible(s: Scene): void {
  if (s.items.length) return;
  const f = s.frame;
  fill(s, blob(s.rng, boxCx(f), boxCy(f), boxW(f) * 0.2, boxH(f) * 0.2), s.palette.ink);
}
