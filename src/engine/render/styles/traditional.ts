/** traditional — heavy outline, flat limited palette, whip-shading dots, sparkles, a banner. */
import type { Artwork } from '../artwork.ts';
import { type Bounds, PathBuilder } from '../path.ts';
import { type Scene, boxCx, boxCy, boxH, boxMin, boxW, fill, stipple, stroke, toneColour } from '../scene.ts';
import { type StyleTreatment, type Role, rw, partBounds, hasColourAccent } from './common.ts';

function paintTraditional(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = 9 * s.u * rw(s, role);
  const bounds = partBounds(art);
  art.parts.forEach((part, i) => {
    const colour = toneColour(p, part.tone, part.hue);
    fill(s, part.path, colour);
    // Whip shading: black dots packed into the shadow corner of each coloured part.
    if (colour !== p.ink && role !== 'backdrop') {
      const b = bounds[i];
      const count = Math.round(160 * s.density * (boxW(b) * boxH(b)) / (300 * 300 * s.u * s.u));
      fill(s, stipple(s.rng, b, Math.min(900, count), 2.4 * s.u, 3), p.ink, { clip: part.path, kind: 'shade' });
    }
    stroke(s, part.path, p.ink, w);
  });
  if (art.lines) stroke(s, art.lines, p.ink, w * 0.55);
  // A white highlight stroke on the hero's main part.
  if (role === 'hero' && p.tones) {
    const b = bounds[0];
    const hl = new PathBuilder().arc(boxCx(b), boxCy(b), boxMin(b) * 0.36, Math.PI * 1.1, Math.PI * 1.35).build();
    stroke(s, hl, p.paper, w * 0.8, { kind: 'shade' });
  }
}

// ---------------------------------------------------------------- setting

// Traditional treatments: 0 sparkles and dots (classic), 1 shine lines, 2 clean (no sparkles) — counted in SETTING_COUNTS (variation.ts).
function traditionalSetting(s: Scene, hero: Bounds): void {
  const variant = s.variation.setting;
  if (variant === 1) return traditionalShine(s, hero);
  if (variant === 2) return;
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

/** Flash-sheet "shine": short radiating dashes and dots around the subject. */
function traditionalShine(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  const r0 = boxMin(hero) * 0.6;
  const n = Math.round(10 + 4 * s.density);
  const dashes = new PathBuilder();
  const dots = new PathBuilder();
  for (let i = 0; i < n; i++) {
    // Only the upper half: the shine radiates like light from above.
    const a = Math.PI + (i + 0.5) * (Math.PI / n);
    const long = i % 2 === 0;
    const r1 = r0 + (long ? 46 : 28) * s.u;
    dashes.moveTo(cx + Math.cos(a) * r0, cy + Math.sin(a) * r0).lineTo(cx + Math.cos(a) * r1, cy + Math.sin(a) * r1);
    if (!long) dots.circle(cx + Math.cos(a) * (r1 + 14 * s.u), cy + Math.sin(a) * (r1 + 14 * s.u), 4 * s.u);
  }
  stroke(s, dashes.build(), hasColourAccent(s) ? p.accent : p.ink, 7 * s.u * s.variation.weight);
  fill(s, dots.build(), p.ink);
}

export const TRADITIONAL: StyleTreatment = { paint: paintTraditional, setting: traditionalSetting, settingBehind: false, settingAlongZone: true };
