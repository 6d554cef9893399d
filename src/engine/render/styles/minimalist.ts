/** minimalist — one fine line, no fill, lots of skin. */
import type { Artwork } from '../artwork.ts';
import { type Bounds, PathBuilder } from '../path.ts';
import { type Scene, boxCx, boxCy, boxMin, boxW, fill, stroke } from '../scene.ts';
import type { StyleTreatment, Role } from './common.ts';
import { silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

function minimalLineColour(s: Scene): string {
  const p = s.palette;
  return p.id === 'colorful' || p.id === 'blue-green' || p.id === 'red-black' ? p.fills[0] : p.ink;
}

function paintMinimalist(s: Scene, art: Artwork, role: Role): void {
  const colour = minimalLineColour(s);
  const w = weights(s, role);
  // The subject hides the line work behind it, so overlaps read as one clean drawing; one weight throughout.
  fill(s, silhouette(art), s.palette.paper);
  if (art.form?.spots.c.length) stroke(s, art.form.spots, colour, w.interior, { lineRole: 'interior', owner: role });
  strokeInterior(s, art, colour, w.interior, role);
  strokeContour(s, art, colour, w.contour, role);
}

// ---------------------------------------------------------------- setting

// Minimalist treatments: 0 just the accent (classic), 1 an open circle, 2 a horizon line — counted in SETTING_COUNTS (variation.ts).
function minimalistSetting(s: Scene, hero: Bounds): void {
  // One small accent under the line work: a dot trio or a tiny heart, in the accent ink.
  const p = s.palette;
  const colour = p.id === 'black-grey-red' || p.id === 'red-black' ? p.accent : minimalLineColour(s);
  const pb = new PathBuilder();
  const x = boxCx(hero);
  const y = hero.y1 + 22 * s.u;
  const variant = s.variation.setting;
  const w = 2.2 * s.u * s.variation.weight;
  if (variant === 1) {
    // A fine open circle round the subject, broken where the accent sits.
    const r = boxMin(hero) * 0.62;
    stroke(s, new PathBuilder().arc(x, boxCy(hero), r, Math.PI * 0.62, Math.PI * 2.38).build(), minimalLineColour(s), w);
  } else if (variant === 2) {
    // A horizon line the subject stands on, trailing off in dots.
    const half = boxW(hero) * 0.5;
    const line = new PathBuilder().moveTo(x - half, y - 10 * s.u).lineTo(x + half, y - 10 * s.u).build();
    stroke(s, line, minimalLineColour(s), w);
    const dots = new PathBuilder();
    for (let i = 1; i <= 2; i++) dots.circle(x + half + i * 12 * s.u, y - 10 * s.u, 2.2 * s.u).circle(x - half - i * 12 * s.u, y - 10 * s.u, 2.2 * s.u);
    fill(s, dots.build(), minimalLineColour(s));
  }
  if (s.rng.chance(0.5)) {
    const r = 12 * s.u;
    pb.moveTo(x, y + r).cubicTo(x - r * 1.6, y - r * 0.2, x - r * 0.7, y - r * 1.3, x, y - r * 0.4)
      .cubicTo(x + r * 0.7, y - r * 1.3, x + r * 1.6, y - r * 0.2, x, y + r).close();
  } else {
    for (let i = -1; i <= 1; i++) pb.circle(x + i * 20 * s.u, y, (i === 0 ? 7 : 4.5) * s.u);
  }
  fill(s, pb.build(), colour);
}

export const MINIMALIST: StyleTreatment = { paint: paintMinimalist, setting: minimalistSetting, settingBehind: false };
