/** geometric — the subject in dotwork and fine line inside a sacred-geometry structure. */
import type { Artwork } from '../artwork.ts';
import { byDarkness, stipple } from '../form/shading.ts';
import { type Bounds, PathBuilder } from '../path.ts';
import { type Scene, boxCx, boxCy, boxH, boxMin, boxW, fill, mix, stroke } from '../scene.ts';
import { type StyleTreatment, type Role, hasColourAccent } from './common.ts';
import { fillSpots, partColour, placedForm, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

/** Dotwork: dots per grid cell at full darkness, and how sharply they gather into the shadows. */
const DOT_DENSITY = 0.9;
const DOT_GAMMA = 1.5;

function paintGeometric(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  const outline = silhouette(art);
  // Skin knocked out behind the subject so the structure's lines pass behind it.
  if (role !== 'backdrop') {
    stroke(s, outline, p.paper, 14 * s.u, { kind: 'shade' });
    fill(s, outline, p.paper, { kind: 'shade' });
  }
  // Colour palettes lay a pale tint under the dots; black only keeps bare skin.
  if (p.tones) for (const part of art.parts) fill(s, part.path, mix(partColour(s, art, part), p.paper, 0.35), { kind: 'shade' });
  // Ink parts (eyes, a nose) hold solid black under the dots.
  for (const part of art.parts) if (part.tone === 'ink') fill(s, part.path, p.ink);
  const form = placedForm(art);
  if (form) {
    const dots = stipple(form, s.rng, { density: DOT_DENSITY * Math.min(1.5, s.density), radius: 1.6 * s.u, weight: byDarkness(DOT_GAMMA) });
    fill(s, dots, p.ink, { clip: outline, kind: 'shade' });
  }
  fillSpots(s, art, p.ink);
  strokeInterior(s, art, p.ink, w.interior, role);
  strokeContour(s, art, p.ink, w.contour, role);
}

// ---------------------------------------------------------------- setting

/**
 * The structure round the subject: 0 hexagram in a double circle (+ flower / hexagon / diamond),
 * 1 triangle round a circle, 2 octagram of two squares with a ring of circles, 3 ringed dial.
 * Draws into `lines`; returns the polygons a colour palette tints.
 */
function geometricFrame(
  s: Scene,
  lines: PathBuilder,
  cx: number,
  cy: number,
  R: number,
  frameKind: number,
  variant: number,
  poly: (n: number, r: number, rot: number) => [number, number][],
): [number, number][][] {
  const tri = (rot: number): [number, number][] => poly(3, R, rot);
  // The shapes tinted in colour palettes.
  let tinted: [number, number][][] = [tri(-Math.PI / 2), tri(Math.PI / 2)];
  if (frameKind === 1) {
    // Triangle of manifestation: a great triangle round the circle, point up (or down).
    const dir = s.variation.mirror ? Math.PI / 2 : -Math.PI / 2;
    const big = poly(3, R * 1.25, dir);
    lines.poly(big).circle(cx, cy, R * 0.64).circle(cx, cy, R * 0.6);
    for (const [x, y] of big) lines.moveTo(x, y).lineTo(cx + (cx - x) * 0.51, cy + (cy - y) * 0.51);
    tinted = [big];
  } else if (frameKind === 2) {
    // Octagram: two squares turned 45° inside a double circle, with a ring of small circles.
    lines.circle(cx, cy, R).circle(cx, cy, R * 0.96);
    const a = poly(4, R, 0);
    const b = poly(4, R, Math.PI / 4);
    lines.poly(a).poly(b);
    for (let k = 0; k < 8; k++) {
      const a = (k * Math.PI) / 4 + Math.PI / 8;
      lines.circle(cx + Math.cos(a) * R * 1.12, cy + Math.sin(a) * R * 1.12, R * 0.07);
    }
    tinted = [a, b];
  } else if (frameKind === 3) {
    // Concentric rings with radial ticks: a compass-rose / sun-dial frame, no straight polygons.
    for (const k of [1, 0.9, 0.72]) lines.circle(cx, cy, R * k);
    const ticks = 24;
    for (let k = 0; k < ticks; k++) {
      const a = (k / ticks) * Math.PI * 2;
      const r1 = k % 3 === 0 ? R * 1.22 : R * 1.0;
      lines.moveTo(cx + Math.cos(a) * R * 0.9, cy + Math.sin(a) * R * 0.9).lineTo(cx + Math.cos(a) * r1, cy + Math.sin(a) * r1);
    }
    tinted = [poly(24, R * 0.9, 0)];
  } else {
    lines.circle(cx, cy, R).circle(cx, cy, R * 0.93);
    // Hexagram (two triangles) inscribed in the outer circle.
    lines.poly(tri(-Math.PI / 2)).poly(tri(Math.PI / 2));
  }
  // The classic frame's own flower / hexagon / diamond variants.
  if (frameKind === 0 && variant === 0) {
    // Flower-of-life petals around the rim.
    for (let k = 0; k < 6; k++) lines.circle(cx + Math.cos((k * Math.PI) / 3) * R * 0.5, cy + Math.sin((k * Math.PI) / 3) * R * 0.5, R * 0.5);
  } else if (frameKind === 0 && variant === 1) {
    const hex: [number, number][] = [0, 1, 2, 3, 4, 5].map((k) => [cx + Math.cos((k * Math.PI) / 3) * R, cy + Math.sin((k * Math.PI) / 3) * R]);
    lines.poly(hex);
    for (let k = 0; k < 3; k++) lines.moveTo(hex[k][0], hex[k][1]).lineTo(hex[k + 3][0], hex[k + 3][1]);
  } else if (frameKind === 0) {
    lines.poly([[cx, cy - R * 1.12], [cx + R * 1.12, cy], [cx, cy + R * 1.12], [cx - R * 1.12, cy]]);
  }
  return tinted;
}

// Geometric frames: 0 hexagram in a circle (classic), 1 triangle, 2 octagram, 3 ringed dial — counted in SETTING_COUNTS (variation.ts).
function geometricSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  const R = Math.min(boxMin(f) * 0.5, boxMin(hero) * 0.72);
  const lines = new PathBuilder();
  const variant = s.rng.int(0, 2);
  const frameKind = s.variation.setting;
  const poly = (n: number, r: number, rot: number): [number, number][] =>
    Array.from({ length: n }, (_, k): [number, number] => [cx + Math.cos(rot + (k * 2 * Math.PI) / n) * r, cy + Math.sin(rot + (k * 2 * Math.PI) / n) * r]);
  const tinted = geometricFrame(s, lines, cx, cy, R, frameKind, variant, poly);
  const tall = boxH(f) > boxW(f) * 1.2;
  const dots = new PathBuilder();
  const ringDots = Math.round(24 + 12 * s.density);
  for (let k = 0; k < ringDots; k++) {
    const a = (k / ringDots) * Math.PI * 2;
    dots.circle(cx + Math.cos(a) * R * 1.06, cy + Math.sin(a) * R * 1.06, 2.6 * s.u);
  }
  if (frameKind === 3) {
    // Bold dots capping the dial's long ticks.
    for (let k = 0; k < 8; k++) dots.circle(cx + Math.cos((k * Math.PI) / 4) * R * 1.3, cy + Math.sin((k * Math.PI) / 4) * R * 1.3, 6 * s.u);
  } else if (frameKind === 1) {
    for (const [x, y] of poly(3, R * 1.25, s.variation.mirror ? Math.PI / 2 : -Math.PI / 2)) dots.circle(x, y, 7 * s.u);
  }
  // The axis runs along the placement: down a limb, across a chest or back, short on a shoulder.
  const wide = boxW(f) > boxH(f) * 1.2;
  const axisLen = tall ? boxH(f) / 2 - 8 * s.u : wide ? boxW(f) / 2 - 8 * s.u : R * (frameKind === 3 ? 1.22 : 1.35);
  // Work in (along, across) and map to canvas x/y, so one loop draws either axis.
  const at = (a: number, c: number): [number, number] => (wide ? [cx + a, cy + c] : [cx + c, cy + a]);
  for (const dir of [-1, 1]) {
    if (frameKind === 3 && !tall && !wide) continue;
    const a0 = dir * R * 1.12;
    const stop = !wide && s.letterBand && dir > 0 ? s.letterBand.y0 - 6 * s.u - cy : Infinity;
    const a1 = dir < 0 ? -axisLen : Math.min(axisLen, stop);
    if (Math.abs(a1) <= Math.abs(a0)) continue;
    lines.moveTo(...at(a0, 0)).lineTo(...at(a1, 0));
    const steps = Math.max(2, Math.round(Math.abs(a1 - a0) / (40 * s.u)));
    for (let k = 1; k <= steps; k++) {
      const [x, y] = at(a0 + ((a1 - a0) * k) / (steps + 1), 0);
      dots.circle(x, y, (k % 2 === 0 ? 5 : 3) * s.u);
    }
    const mid = a0 + (a1 - a0) * 0.5;
    lines.poly([at(mid - 16 * s.u, 0), at(mid, 10 * s.u), at(mid + 16 * s.u, 0), at(mid, -10 * s.u)]);
  }
  if (p.id !== 'black-only' && p.id !== 'black-grey') {
    fill(s, new PathBuilder().poly(tinted[0]).build(), p.washes[0], { opacity: 0.18, kind: 'shade' });
    if (tinted[1]) fill(s, new PathBuilder().poly(tinted[1]).build(), p.washes[p.washes.length - 1], { opacity: 0.14, kind: 'shade' });
  }
  stroke(s, lines.build(), p.ink, 1.8 * s.u);
  fill(s, dots.build(), hasColourAccent(s) ? p.accent : p.ink);
}

export const GEOMETRIC: StyleTreatment = { paint: paintGeometric, setting: geometricSetting, settingBehind: true };
