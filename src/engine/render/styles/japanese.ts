/** japanese — bold contour, bright flat colour with soft shading, a skin gap against a background of wind bars, waves, clouds and blossom. */
import { blossomAt } from '../art/classic.ts';
import { blade } from '../art/shapes.ts';
import type { Artwork } from '../artwork.ts';
import { byDarkness, stipple, toneBands } from '../form/shading.ts';
import { type Bounds, type PathData, PathBuilder, orientPositive, pathBounds } from '../path.ts';
import { type Scene, boxCx, boxCy, boxH, boxMin, boxW, fill, litGradient, stroke } from '../scene.ts';
import { type StyleTreatment, type Role, hasColourAccent } from './common.ts';
import { fillSpots, mainPart, partColour, placedForm, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

/** Darkness levels of the soft shading bands laid over the flat colour. */
const SHADE_LEVELS = [0.5, 0.7] as const;

function paintJapanese(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  const outline = silhouette(art);
  // A skin gap keeps the background (wind bars, waves) off the subject, as irezumi does.
  if (role !== 'backdrop') strokeContour(s, art, p.paper, w.contour * 3.2, role, { kind: 'shade', lineRole: undefined });
  fill(s, outline, partColour(s, art, mainPart(art)));
  for (const part of art.parts) fill(s, part.path, litGradient(p, partColour(s, art, part), pathBounds(part.path), 0.6));
  const form = placedForm(art);
  if (form && role !== 'backdrop') {
    if (p.tones) for (const band of toneBands(form, SHADE_LEVELS)) fill(s, band, p.shade, { clip: outline, opacity: 0.18, blur: 4 * s.u, kind: 'shade' });
    else fill(s, stipple(form, s.rng, { density: 0.7, radius: 1.7 * s.u, weight: byDarkness(2.4) }), p.ink, { clip: outline, kind: 'shade' });
  }
  fillSpots(s, art, p.ink);
  strokeInterior(s, art, p.ink, w.interior, role);
  strokeContour(s, art, p.ink, w.contour, role);
}

// ---------------------------------------------------------------- setting

/**
 * Japanese backgrounds: 0 a dark panel with wind bars, clouds and waves at its foot (classic);
 * 1 a rising sea of great waves behind the subject (and a red sun in colour), no panel; 2 a
 * panel of wind bars and big clouds, no sea; 3 no backing shape: clouds and a wave fragment on
 * bare skin. Cherry blossoms drift round the subject in all four.
 */

/**
 * The dark background field: a block filling the frame, its edges broken into the soft
 * scallops irezumi backgrounds end in — a field behind the subject, not a disc round it.
 */
function backgroundPanel(s: Scene): PathData {
  const f = s.frame;
  const inset = boxMin(f) * 0.03;
  const x0 = f.x0 + inset;
  const y0 = f.y0 + inset;
  const x1 = f.x1 - inset;
  const y1 = f.y1 - inset;
  const pts: [number, number][] = [];
  // Walk round the rounded rectangle; every point pulled in a little by a slow wave.
  const steps = 72;
  for (let i = 0; i < steps; i++) {
    const t = i / steps;
    const a = t * Math.PI * 2;
    // A superellipse: nearly straight sides, rounded corners.
    const c = Math.cos(a);
    const sn = Math.sin(a);
    const ex = Math.sign(c) * Math.pow(Math.abs(c), 0.35);
    const ey = Math.sign(sn) * Math.pow(Math.abs(sn), 0.35);
    const wave = 1 - 0.035 * (1 + Math.sin(a * 9 + s.rng.range(0, 0.6)));
    pts.push([(x0 + x1) / 2 + ex * ((x1 - x0) / 2) * wave, (y0 + y1) / 2 + ey * ((y1 - y0) / 2) * wave]);
  }
  return new PathBuilder().poly(pts).build();
}

function japaneseSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const variant = s.variation.setting;
  const panelled = variant === 0 || variant === 2;
  const panel = panelled ? backgroundPanel(s) : undefined;
  const clip = panel ? { clip: panel } : {};
  if (panel) {
    fill(s, panel, p.id === 'blue-green' ? '#0b2545' : p.ink, { kind: 'shade' });
    japaneseWindBars(s, panel, variant === 2 ? 0.6 : 1);
  }
  if (variant === 1 && (p.id === 'colorful' || p.id === 'red-black')) {
    // The red sun rising over the sea behind the subject.
    const side = s.variation.mirror ? -1 : 1;
    const sun = new PathBuilder().circle(boxCx(hero) + side * boxW(hero) * 0.18, boxCy(hero) - boxH(hero) * 0.14, boxMin(hero) * (panel ? 0.42 : 0.36)).build();
    fill(s, sun, p.accent, clip);
  }
  if (variant === 0) {
    japaneseWaves(s, f.x0, f.x1, f.y1 - boxH(f) * 0.05, Math.min(boxH(f) * 0.2, (boxW(f) / Math.round(4 + s.density)) * 1.1), Math.round(4 + s.density), panel);
    japaneseClouds(s, hero, Math.round(2 + s.density), [0.16, 0.42], 1);
  } else if (variant === 1) {
    // Great waves behind the subject: a row of small far crests, then three big near ones.
    const x0 = f.x0 + boxW(f) * 0.02;
    const x1 = f.x1 - boxW(f) * 0.02;
    japaneseWaves(s, x0, x1, f.y1 - boxH(f) * 0.2, boxH(f) * 0.12, Math.round(5 + s.density), undefined);
    japaneseWaves(s, x0, x1, f.y1 - boxH(f) * 0.02, Math.min(boxH(f) * 0.34, boxW(f) * 0.36), 3, undefined);
    japaneseClouds(s, hero, 2, [0.05, 0.16], 1.1);
  } else if (variant === 2) {
    // Big clouds above and below the subject, no sea.
    // (Kept inside the panel's sides, so the piece keeps the body zone's shape.)
    const edge = boxW(f) * 0.08;
    japaneseClouds(s, hero, 2, [0.1, 0.2], 1.5, edge);
    japaneseClouds(s, hero, 2, [0.78, 0.86], 1.7, edge);
  } else {
    // Bare skin: a wave fragment under the subject and clouds drifting past.
    // On a tall placement the clouds and the sea run the length of the limb.
    const tall = boxH(f) > boxW(f) * 1.2;
    const waveHalf = Math.min(boxW(hero) * 0.62, boxW(f) * 0.46);
    const waveBase = Math.min(f.y1, hero.y1 + boxH(hero) * 0.1);
    japaneseWaves(s, boxCx(hero) - waveHalf, boxCx(hero) + waveHalf, waveBase, boxH(hero) * 0.26, Math.round(3 + s.density), undefined);
    japaneseClouds(s, hero, tall ? 2 : 3, tall ? [0.04, 0.2] : [0.12, 0.5], 1.25, boxW(f) * 0.05);
    if (tall) japaneseClouds(s, hero, 2, [0.86, 0.94], 1.25, boxW(f) * 0.05);
  }
  japaneseBlossoms(s, hero);
}

/** Cherry blossoms scattered round the subject, some tucked behind it, with a few loose petals. */
function japaneseBlossoms(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const flowers = new PathBuilder();
  const centres = new PathBuilder();
  const count = Math.round(3 + 2 * s.density);
  const lean = s.variation.mirror ? -1 : 1;
  for (let i = 0; i < count; i++) {
    // Round the subject's upper half and down one flank, like blossom drifting past.
    const a = -Math.PI * 0.95 + (i / Math.max(1, count - 1)) * Math.PI * 1.3 * lean + s.rng.range(-0.15, 0.15);
    const d = s.rng.range(0.46, 0.58);
    // On a limb they drift along it rather than out to the sides.
    const spread = s.orientation === 'tall' ? 0.8 : 1;
    const r = boxMin(hero) * s.rng.range(0.055, 0.085);
    // Whole flowers inside the frame: blossom never widens the piece past its zone.
    const x = Math.max(f.x0 + r, Math.min(f.x1 - r, boxCx(hero) + Math.cos(a) * boxW(hero) * d * spread));
    const y = Math.max(f.y0 + r, Math.min(f.y1 - r, boxCy(hero) + Math.sin(a) * boxH(hero) * d));
    blossomAt(flowers, x, y, r, s.rng.range(0, 1.2));
    centres.circle(x, y, r * 0.22);
  }
  const petals = flowers.build();
  const colour = hasColourAccent(s) ? p.accent : p.id === 'colorful' ? '#f6b3c8' : p.tones ? p.fills[3] : p.paper;
  fill(s, petals, colour);
  stroke(s, petals, p.ink, 3.2 * s.u * s.variation.weight);
  fill(s, centres.build(), p.tones && !hasColourAccent(s) ? p.accent : p.ink);
}

/** Wind bars: long tapered paper-coloured cuts sweeping diagonally through the panel. */
function japaneseWindBars(s: Scene, panel: PathData, share: number): void {
  const f = s.frame;
  const bars = new PathBuilder();
  const barCount = Math.max(2, Math.round((4 + 2 * s.density) * share));
  for (let i = 0; i < barCount; i++) {
    const t = (i + 0.5) / barCount;
    const y = f.y0 + t * boxH(f);
    const x0 = f.x0 + boxW(f) * s.rng.range(0.05, 0.2);
    const x1 = f.x1 - boxW(f) * s.rng.range(0.05, 0.2);
    blade(bars, x0, y + boxH(f) * 0.06, x1, y - boxH(f) * 0.08, s.rng.range(10, 20) * s.u, s.rng.range(-24, 24) * s.u);
  }
  fill(s, bars.build(), s.palette.paper, { clip: panel, kind: 'shade' });
}

/** A row of curling crests with the classic inner lines, from x0 to x1 standing on `base`. */
function japaneseWaves(s: Scene, x0: number, x1: number, base: number, wh: number, n: number, panel: PathData | undefined): void {
  const p = s.palette;
  const crests = new PathBuilder();
  const crestLines = new PathBuilder();
  const step = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const a = x0 + i * step;
    const hh = wh * s.rng.range(0.7, 1);
    crests
      .moveTo(a, base)
      .cubicTo(a, base - hh * 0.9, a + step * 0.55, base - hh * 1.15, a + step * 0.95, base - hh * 0.75)
      .cubicTo(a + step * 0.6, base - hh * 0.85, a + step * 0.4, base - hh * 0.45, a + step * 1.05, base)
      .close();
    for (let k = 1; k <= 2; k++) {
      const t = k / 3;
      crestLines.moveTo(a + step * 0.2, base - hh * 0.1).cubicTo(
        a + step * 0.15,
        base - hh * (0.85 - t * 0.5),
        a + step * 0.5,
        base - hh * (1 - t * 0.4),
        a + step * (0.85 - t * 0.2),
        base - hh * (0.75 - t * 0.3),
      );
    }
  }
  const clip = panel ? { clip: panel } : {};
  const waves = crests.build();
  fill(s, waves, p.id === 'colorful' ? '#1565c0' : p.tones ? p.fills[1] : p.paper, clip);
  stroke(s, waves, p.ink, 4 * s.u * s.variation.weight, clip);
  stroke(s, crestLines.build(), p.ink, 2.5 * s.u * s.variation.weight, clip);
}

/** Clouds: flat-bottomed bands with scalloped tops and a spiral in each scallop. */
function japaneseClouds(s: Scene, hero: Bounds, count: number, band: [number, number], size: number, edge = 6 * s.u): void {
  const p = s.palette;
  const f = s.frame;
  const clouds = new PathBuilder();
  const swirls = new PathBuilder();
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const r = boxMin(f) * s.rng.range(0.045, 0.065) * size;
    const lobes = s.rng.int(3, 4);
    const width = lobes * r * 1.6;
    const ccx = boxCx(hero) + side * boxW(hero) * s.rng.range(0.3, 0.42);
    const x0 = Math.max(f.x0 + edge, Math.min(f.x1 - width - edge, ccx - width / 2));
    const base = f.y0 + boxH(f) * s.rng.range(band[0], band[1]);
    clouds.moveTo(x0, base);
    for (let k = 0; k < lobes; k++) {
      const cx = x0 + r * 0.8 + k * r * 1.6;
      const rr = r * (k === 1 ? 1.15 : 0.95);
      clouds.arc(cx, base - r * 0.1, rr, Math.PI, Math.PI * 2, false);
      swirls.arc(cx, base - r * 0.1, rr * 0.55, Math.PI, Math.PI * 2.4).arc(cx + rr * 0.1, base - r * 0.1, rr * 0.25, Math.PI * 0.4, Math.PI * 1.8, false);
    }
    clouds.lineTo(x0 + width + r * 0.3, base + r * 0.35).lineTo(x0 - r * 0.3, base + r * 0.35).close();
  }
  const cl = orientPositive(clouds.build());
  fill(s, cl, p.tones ? p.fills[3] : p.paper);
  stroke(s, cl, p.ink, 4 * s.u * s.variation.weight);
  stroke(s, swirls.build(), p.ink, 2.5 * s.u * s.variation.weight);
}

export const JAPANESE: StyleTreatment = { paint: paintJapanese, setting: japaneseSetting, settingBehind: true };
