/** traditional — heavy black contour, flat limited palette, black holds and whip shading, a banner. */
import type { Artwork } from '../artwork.ts';
import { stipple, whipWeight } from '../form/shading.ts';
import { type Bounds, PathBuilder } from '../path.ts';
import { type Scene, boxCx, boxH, boxMin, boxW, fill, stroke } from '../scene.ts';
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

// Traditional treatments: 0 sparkles and dots (classic), 1 clean (the subject alone), 2 little
// stars and dots — counted in SETTING_COUNTS (variation.ts). No rays: flash lets the subject stand.
function traditionalSetting(s: Scene, hero: Bounds): void {
  const variant = s.variation.setting;
  if (variant === 2) return traditionalStars(s, hero);
  if (variant === 1) return;
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

export const TRADITIONAL: StyleTreatment = { paint: paintTraditional, setting: traditionalSetting, settingBehind: false, settingAlongZone: true };
