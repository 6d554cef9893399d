/** tribal — bold black shapes: the subject solid black, its details cut out as skin, sweeping flourishes round it. */
import { tongue as swoosh } from '../art/shapes.ts';
import type { Artwork } from '../artwork.ts';
import { type Bounds, type PathData, PathBuilder, orientPositive } from '../path.ts';
import { type Scene, boxCx, boxCy, boxH, boxMin, boxW, fill, stroke } from '../scene.ts';
import { type StyleTreatment, type Role, hasColourAccent } from './common.ts';
import { fillSpots, partColour, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

function paintTribal(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  const solid = p.id === 'black-only' || p.id === 'black-grey' || p.id === 'black-grey-red' || role === 'backdrop';
  const outline = silhouette(art);
  // Skin-coloured gap between the subject and the flourishes running behind it.
  if (role !== 'backdrop') strokeContour(s, art, p.paper, w.contour * 1.6, role, { kind: 'shade', lineRole: undefined });
  if (solid) fill(s, outline, p.ink);
  else for (const part of art.parts) fill(s, part.path, partColour(s, art, part.tone === 3 ? { ...part, tone: 0 } : part));
  // Details cut out of the black as skin, the way tribal and blackwork show them.
  fillSpots(s, art, solid ? p.paper : p.ink);
  strokeInterior(s, art, solid ? p.paper : p.ink, w.interior, role);
  strokeContour(s, art, p.ink, w.contour, role);
  // "With red accents": a red keyline inside the black subject.
  if (solid && role === 'hero' && hasColourAccent(s)) stroke(s, outline, p.accent, 12 * s.u, { clip: outline });
}

// ---------------------------------------------------------------- setting

// Tribal treatments: 0 mirrored sweeps (classic), 1 one-sided sweep, 2 pinwheel ring — counted in SETTING_COUNTS (variation.ts).
function tribalSetting(s: Scene, hero: Bounds): void {
  const variant = s.variation.setting;
  if (variant === 1) return tribalOneSided(s, hero);
  if (variant === 2) return tribalRing(s, hero);
  const p = s.palette;
  const f = s.frame;
  const count = Math.max(2, Math.round(2 + s.density));
  const rx = boxW(hero) * 0.5;
  const ry = boxH(hero) * 0.5;
  const room = Math.min(boxW(f), boxH(f));
  const tall = boxH(f) > boxW(f) * 1.2;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  const mirror: [number, number, number, number, number, number] = [-1, 0, 0, 1, 2 * cx, 0];
  const pb = new PathBuilder();
  const add = (path: PathData): void => {
    pb.append(path).append(path, mirror);
  };
  // Main sweeps: rise from behind the subject's sides and hook back in with needle tips.
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    const a = -0.9 + t * 1.8 + s.rng.range(-0.1, 0.1);
    const len = room * s.rng.range(0.38, 0.55) * (1 - 0.25 * Math.abs(t - 0.5));
    const curl = (t < 0.5 ? 1 : -1) * s.rng.range(2.2, 3.2);
    const width = 30 * s.u * s.rng.range(0.85, 1.15);
    const sx = cx + Math.cos(a) * rx * 0.55;
    const sy = cy + Math.sin(a) * ry * 0.55;
    const main = swoosh(sx, sy, a, len, width, curl);
    add(main);
    // A barb branching off the outside of the sweep.
    const ba = a + (t < 0.5 ? -0.9 : 0.9);
    add(swoosh(sx + Math.cos(a) * len * 0.3, sy + Math.sin(a) * len * 0.3, ba, len * 0.35, width * 0.55, -curl * 0.5));
  }
  // Crown and tail pieces along the limb.
  for (const dir of [-1, 1]) {
    const a = dir < 0 ? -Math.PI / 2 + 0.35 : Math.PI / 2 - 0.35;
    const sx = cx + rx * 0.1;
    const sy = cy + dir * ry * 0.6;
    const len = (tall ? boxH(f) * 0.42 : room * 0.3) * s.rng.range(0.85, 1);
    add(swoosh(sx, sy, a, len, 26 * s.u, dir * (tall ? 1.3 : 2.4)));
  }
  fill(s, orientPositive(pb.build()), p.ink);
}

/** One big asymmetric sweep: the flourishes fan out on one side only and curl over the top. */
function tribalOneSided(s: Scene, hero: Bounds): void {
  const f = s.frame;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  const rx = boxW(hero) * 0.5;
  const ry = boxH(hero) * 0.5;
  const room = Math.min(boxW(f), boxH(f));
  const side = s.variation.mirror ? 1 : -1;
  const count = Math.max(3, Math.round(3 + s.density));
  const pb = new PathBuilder();
  const flip: [number, number, number, number, number, number] = side < 0 ? [-1, 0, 0, 1, 2 * cx, 0] : [1, 0, 0, 1, 0, 0];
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1);
    const a = -1.5 + t * 2.7;
    const len = room * (0.42 + 0.2 * Math.sin(t * Math.PI)) * s.rng.range(0.9, 1.05);
    const curl = -s.rng.range(2.4, 3.4) * (t < 0.7 ? 1 : -0.6);
    const sx = cx + Math.cos(a) * rx * 0.5;
    const sy = cy + Math.sin(a) * ry * 0.5;
    pb.append(swoosh(sx, sy, a, len, 34 * s.u * (1 - 0.3 * Math.abs(t - 0.4)), curl), flip);
    pb.append(swoosh(sx + Math.cos(a) * len * 0.35, sy + Math.sin(a) * len * 0.35, a + 0.8, len * 0.3, 16 * s.u, 1.4), flip);
  }
  // A short counter-sweep on the other flank keeps the piece from tipping over.
  pb.append(swoosh(cx - rx * 0.4, cy + ry * 0.5, Math.PI * 0.75, room * 0.3, 24 * s.u, 2.2), flip);
  tribalAlongLimb(s, hero, pb);
  fill(s, orientPositive(pb.build()), s.palette.ink);
}

/** On a long placement, sweeps run up and down the limb (or across a chest) so the shape holds. */
function tribalAlongLimb(s: Scene, hero: Bounds, pb: PathBuilder): void {
  const f = s.frame;
  const tall = boxH(f) > boxW(f) * 1.2;
  const wide = boxW(f) > boxH(f) * 1.2;
  if (!tall && !wide) return;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  for (const dir of [-1, 1]) {
    const a = tall ? (dir < 0 ? -Math.PI / 2 + 0.3 : Math.PI / 2 - 0.3) : dir < 0 ? Math.PI - 0.3 : 0.3;
    const len = (tall ? boxH(f) : boxW(f)) * 0.4;
    const sx = tall ? cx : cx + dir * boxW(hero) * 0.4;
    const sy = tall ? cy + dir * boxH(hero) * 0.4 : cy;
    pb.append(swoosh(sx, sy, a, len, 26 * s.u, dir * 1.3));
  }
}

/** A pinwheel of sweeps turning around the subject (rotational, not mirror, symmetry). */
function tribalRing(s: Scene, hero: Bounds): void {
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  const r = boxMin(hero) * 0.42;
  const n = Math.round(5 + s.density);
  const turn = s.variation.mirror ? -1 : 1;
  const pb = new PathBuilder();
  for (let i = 0; i < n; i++) {
    const a = -Math.PI / 2 + (i / n) * Math.PI * 2;
    const sx = cx + Math.cos(a) * r;
    const sy = cy + Math.sin(a) * r;
    const len = boxMin(hero) * 0.62;
    pb.append(swoosh(sx, sy, a + turn * 0.5, len, 28 * s.u, turn * 2.8));
    pb.append(swoosh(sx, sy, a - turn * 0.6, len * 0.4, 14 * s.u, -turn * 1.6));
  }
  tribalAlongLimb(s, hero, pb);
  fill(s, orientPositive(pb.build()), s.palette.ink);
}

export const TRIBAL: StyleTreatment = { paint: paintTribal, setting: tribalSetting, settingBehind: true };
