/** watercolor — loose line work with washes of colour bleeding past the lines, splatter and drips. */
import type { Artwork } from '../artwork.ts';
import { type Bounds, PathBuilder, compose, pathBounds, scale, translate } from '../path.ts';
import { type Scene, blob, boxCx, boxCy, boxH, boxW, fill, stipple, stroke } from '../scene.ts';
import { mapPath } from '../path.ts';
import { type StyleTreatment, type Role, rw } from './common.ts';
import { mainPart, partColour, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

/** How far the wash is shifted off the line work, as a share of the subject's size: the misregistration that says "watercolour". */
const WASH_SHIFT = 0.05;
/** How much bigger than the subject the wash is (it bleeds past the lines). */
const WASH_GROW = 1.08;

function paintWatercolor(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  const outline = silhouette(art);
  const b = pathBounds(outline);
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const size = Math.max(b.x1 - b.x0, b.y1 - b.y0);
  if (role !== 'backdrop') {
    // Washes: the subject's own shape, grown, shifted and blurred, in its colour and a second one.
    // Both drift sideways and up, never down and out: a grey copy shifted down-right is a drop shadow.
    const lean = s.variation.mirror ? -1 : 1;
    const washes: [string, number, number][] = [
      [partColour(s, art, mainPart(art)), lean * WASH_SHIFT, -WASH_SHIFT * 0.4],
      [p.washes[1 % p.washes.length], -lean * WASH_SHIFT * 0.8, -WASH_SHIFT],
    ];
    for (const [colour, dx, dy] of washes) {
      const m = compose(translate(-cx, -cy), scale(WASH_GROW), translate(cx + dx * size, cy + dy * size));
      const wash = mapPath(outline, m);
      if (p.tones) fill(s, wash, colour, { blur: 12 * s.u * rw(s, role), opacity: 0.55, kind: 'shade' });
      else fill(s, stipple(s.rng, pathBounds(wash), Math.round(420 * s.density), 1.6 * s.u, 1.2), p.ink, { clip: wash, kind: 'shade' });
    }
  }
  for (const part of art.parts) {
    if (part.tone === 'ink') fill(s, part.path, p.ink);
    else if (p.tones) fill(s, part.path, partColour(s, art, part), { opacity: 0.3, kind: 'shade' });
  }
  if (art.form?.spots.c.length) fill(s, art.form.spots, p.ink, { opacity: p.tones ? 0.85 : 1 });
  strokeInterior(s, art, p.ink, w.interior, role);
  strokeContour(s, art, p.ink, w.contour, role);
}

// ---------------------------------------------------------------- setting

// Watercolour treatments: 0 a cloud of washes (classic), 1 a diagonal streak, 2 a ring — counted in SETTING_COUNTS (variation.ts).
function watercolorSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  // The subject brings its own washes (paintWatercolor); the setting adds a few loose ones round it.
  const washes = Math.round(1 + s.density);
  const variant = s.variation.setting;
  const lean = s.variation.mirror ? -1 : 1;
  for (let i = 0; i < washes; i++) {
    let cx = boxCx(hero) + s.rng.range(-0.35, 0.35) * boxW(hero);
    let cy = boxCy(hero) + s.rng.range(-0.35, 0.35) * boxH(hero);
    let rx = boxW(hero) * s.rng.range(0.22, 0.4);
    let ry = boxH(hero) * s.rng.range(0.2, 0.36);
    const t = washes === 1 ? 0.5 : i / (washes - 1);
    if (variant === 1) {
      // One long diagonal brush stroke of colour under the subject.
      cx = boxCx(hero) + lean * (t - 0.5) * boxW(hero) * 1.1;
      cy = boxCy(hero) - (t - 0.5) * boxH(hero) * 0.9;
      rx *= 0.6;
      ry *= 0.45;
    } else if (variant === 2) {
      // A loose ring of colour (an ensō) the subject sits inside.
      const a = -Math.PI / 2 + t * Math.PI * 1.7 * lean;
      cx = boxCx(hero) + Math.cos(a) * boxW(hero) * 0.48;
      cy = boxCy(hero) + Math.sin(a) * boxH(hero) * 0.48;
      rx *= 0.45;
      ry *= 0.45;
    }
    const shape = blob(s.rng, cx, cy, rx, ry, 0.45);
    const colour = p.washes[i % p.washes.length];
    if (p.tones) fill(s, shape, colour, { blur: 16 * s.u, opacity: s.rng.range(0.45, 0.7), kind: 'shade' });
    else fill(s, stipple(s.rng, pathBounds(shape), Math.round(700 * s.density), 1.7 * s.u, 1.3), p.ink, { clip: shape, kind: 'shade' });
  }
  // Splatter and drips.
  const splat = new PathBuilder();
  const splats = Math.round(14 * s.density);
  for (let i = 0; i < splats; i++) {
    const a = s.rng.range(0, Math.PI * 2);
    const d = s.rng.range(0.45, 0.7);
    const x = boxCx(hero) + Math.cos(a) * boxW(hero) * d;
    const y = boxCy(hero) + Math.sin(a) * boxH(hero) * d;
    if (x < f.x0 || x > f.x1 || y < f.y0 || y > f.y1) continue;
    splat.circle(x, y, s.rng.range(2, 9) * s.u);
  }
  const drips = new PathBuilder();
  const dripCount = Math.round(2 + s.density * 2);
  for (let i = 0; i < dripCount; i++) {
    const x = boxCx(hero) + s.rng.range(-0.35, 0.35) * boxW(hero);
    const y = boxCy(hero) + boxH(hero) * s.rng.range(0.3, 0.45);
    const len = Math.min(f.y1 - y - 10 * s.u, boxH(hero) * s.rng.range(0.1, 0.3));
    if (len <= 0) continue;
    drips.moveTo(x, y).lineTo(x, y + len);
    splat.circle(x, y + len, 4.5 * s.u);
  }
  const colour = p.tones ? p.washes[0] : p.ink;
  fill(s, splat.build(), colour, { opacity: p.tones ? 0.75 : 1, kind: 'shade' });
  stroke(s, drips.build(), colour, 5 * s.u, { opacity: p.tones ? 0.7 : 1, kind: 'shade' });
}

export const WATERCOLOR: StyleTreatment = { paint: paintWatercolor, setting: watercolorSetting, settingBehind: true, settingAlongZone: true };
