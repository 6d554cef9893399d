/** traditional — heavy black contour, flat limited palette, black holds and whip shading, a banner. */
import type { Artwork } from '../artwork.ts';
import { stipple, whipWeight } from '../form/shading.ts';
import { type Bounds, PathBuilder } from '../path.ts';
import { blade } from '../art/shapes.ts';
import { type Scene, boxCx, boxH, boxMin, boxW, fill, stroke, toneColour } from '../scene.ts';
import { type StyleTreatment, type Role, hasColourAccent } from './common.ts';
import { fillSpots, mainPart, partColour, placedForm, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

/** Whip shading reaches this many grid cells in from the shadow-side rim before it fades out. */
const WHIP_REACH = 9;
/** Whip dots per grid cell where the shading is solid. */
const WHIP_DENSITY = 1.1;

function paintTraditional(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  const main = mainPart(art);
  // Flat colour: the silhouette in the main colour (bridging the icon's gaps), then each part.
  fill(s, silhouette(art), partColour(s, art, main));
  for (const part of art.parts) fill(s, part.path, partColour(s, art, part));
  fillSpots(s, art, p.ink);
  const form = placedForm(art);
  if (form && role !== 'backdrop') {
    // Whip shading: black packed against the shadow-side rim, peppering out into the colour.
    const dots = stipple(form, s.rng, { density: WHIP_DENSITY * Math.min(1.6, s.density), radius: 2.3 * s.u, weight: whipWeight(WHIP_REACH) });
    fill(s, dots, p.ink, { clip: silhouette(art), kind: 'shade' });
  }
  strokeInterior(s, art, p.ink, w.interior, role);
  strokeContour(s, art, p.ink, w.contour, role);
}

// ---------------------------------------------------------------- setting

// Traditional treatments: 0 sparkles and dots (classic), 1 a spray of leaves tucked behind the
// subject, 2 little stars and dots — counted in SETTING_COUNTS (variation.ts). No rays: flash
// lets the subject stand.
function traditionalSetting(s: Scene, hero: Bounds): void {
  const variant = s.variation.setting;
  if (variant === 2) return traditionalStars(s, hero);
  if (variant === 1) return traditionalLeaves(s, hero);
  const p = s.palette;
  const f = s.frame;
  const count = Math.round(3 + 2 * s.density);
  const sparkle = new PathBuilder();
  const dots = new PathBuilder();
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = boxCx(hero) + side * (boxW(hero) * s.rng.range(0.45, 0.62));
    const y = s.rng.range(hero.y0, hero.y1);
    if (x < f.x0 || x > f.x1) continue;
    const r = s.rng.range(14, 26) * s.u;
    sparkle
      .moveTo(x, y - r)
      .quadTo(x, y, x + r * 0.6, y)
      .quadTo(x, y, x, y + r)
      .quadTo(x, y, x - r * 0.6, y)
      .quadTo(x, y, x, y - r)
      .close();
    dots.circle(x + side * r * 1.4, y - r, 3.5 * s.u).circle(x - side * r, y + r * 1.3, 2.6 * s.u);
  }
  const sp = sparkle.build();
  fill(s, sp, p.tones ? p.fills[2] : p.ink);
  stroke(s, sp, p.ink, 4 * s.u);
  fill(s, dots.build(), p.ink);
}

/** Leaves fanning out from behind the subject's lower half, flat green with a heavy outline and veins. */
function traditionalLeaves(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const leaves = new PathBuilder();
  const veins = new PathBuilder();
  const cx = boxCx(hero);
  const cy = hero.y0 + boxH(hero) * 0.62;
  const size = boxMin(hero) * 0.34;
  for (const side of [-1, 1]) {
    for (let i = 0; i < 3; i++) {
      const a = Math.PI / 2 - side * (0.75 + i * 0.42);
      const len = size * (1 - 0.12 * i);
      const ax = cx + side * boxW(hero) * 0.18;
      const bx = ax + Math.cos(a) * len;
      const by = cy + Math.sin(a) * len - len * 0.15;
      blade(leaves, ax, cy, bx, by, len * 0.2, side * len * 0.05);
      veins.moveTo(ax, cy).lineTo(ax + (bx - ax) * 0.85, cy + (by - cy) * 0.85);
    }
  }
  const lv = leaves.build();
  fill(s, lv, toneColour(p, 1, 'green'));
  stroke(s, lv, p.ink, 6 * s.u * s.variation.weight);
  stroke(s, veins.build(), p.ink, 2.2 * s.u);
  if (hasColourAccent(s)) {
    // "With red accents": red berries among the grey leaves.
    const berries = new PathBuilder();
    for (const side of [-1, 1]) berries.circle(cx + side * (boxW(hero) * 0.18 + size * 0.55), cy + size * 0.12, size * 0.09);
    const b = berries.build();
    fill(s, b, p.accent);
    stroke(s, b, p.ink, 3 * s.u);
  }
}

/** A few small five-pointed stars and dots round the subject, the way flash fills its corners. */
function traditionalStars(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const stars = new PathBuilder();
  const dots = new PathBuilder();
  const count = Math.round(2 + 2 * s.density);
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const x = boxCx(hero) + side * boxW(hero) * s.rng.range(0.46, 0.6);
    const y = hero.y0 + boxH(hero) * s.rng.range(0.05, 0.7);
    if (x < f.x0 || x > f.x1) continue;
    const r = boxMin(hero) * s.rng.range(0.035, 0.055);
    const pts: [number, number][] = [];
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 === 0 ? r : r * 0.42;
      pts.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
    }
    stars.poly(pts);
    dots.circle(x - side * r * 1.8, y + r * 1.6, 3 * s.u);
  }
  const st = stars.build();
  fill(s, st, hasColourAccent(s) ? p.accent : p.tones ? p.fills[2] : p.ink);
  stroke(s, st, p.ink, 3.5 * s.u);
  fill(s, dots.build(), p.ink);
}

export const TRADITIONAL: StyleTreatment = { paint: paintTraditional, setting: traditionalSetting, settingBehind: true, settingAlongZone: true };
