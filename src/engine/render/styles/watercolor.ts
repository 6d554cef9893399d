/** watercolor — blurred colour washes, splatter and drips behind loose line work. */
import type { Artwork } from '../artwork.ts';
import { type Bounds, PathBuilder, pathBounds } from '../path.ts';
import { type Scene, blob, boxCx, boxCy, boxH, boxW, fill, stipple, stroke, toneColour } from '../scene.ts';
import { type StyleTreatment, type Role, rw } from './common.ts';

function paintWatercolor(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = 3.2 * s.u * rw(s, role);
  for (const part of art.parts) {
    if (part.tone === 'ink') fill(s, part.path, p.ink);
    else if (p.tones) fill(s, part.path, toneColour(p, part.tone, part.hue), { opacity: 0.45, kind: 'shade' });
    else fill(s, part.path, p.paper, { kind: 'shade' });
    stroke(s, part.path, p.ink, w);
  }
  if (art.lines) stroke(s, art.lines, p.ink, w * 0.7);
}


// ---------------------------------------------------------------- setting

// Watercolour treatments: 0 a cloud of washes (classic), 1 a diagonal streak, 2 a ring — counted in SETTING_COUNTS (variation.ts).
function watercolorSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const washes = Math.round(3 + s.density * 1.5);
  const variant = s.variation.setting;
  const lean = s.variation.mirror ? -1 : 1;
  for (let i = 0; i < washes; i++) {
    let cx = boxCx(hero) + s.rng.range(-0.35, 0.35) * boxW(hero);
    let cy = boxCy(hero) + s.rng.range(-0.35, 0.35) * boxH(hero);
    let rx = boxW(hero) * s.rng.range(0.3, 0.55);
    let ry = boxH(hero) * s.rng.range(0.25, 0.5);
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
