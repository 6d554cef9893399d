/** neo-traditional — rich jewel-tone blends shaded along the form, a contour that swells on the shadow side, ornament. */
import { blade, tongue as swoosh } from '../art/shapes.ts';
import type { Artwork } from '../artwork.ts';
import { byDarkness, contourHatch, litRegion, stipple, toneBands } from '../form/shading.ts';
import { type Bounds, type PathData, PathBuilder, matrixScale, orientPositive, pathBounds } from '../path.ts';
import { type Scene, boxCx, boxCy, boxH, boxW, fill, litGradient, mix, stroke } from '../scene.ts';
import type { StyleTreatment, Role } from './common.ts';
import { fillSpots, mainPart, partColour, placedForm, shadowSide, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

/** Darkness levels of the colour shading bands: three steps, softened into a blend. */
const SHADE_LEVELS = [0.42, 0.58, 0.74] as const;
/** How much heavier the contour runs on the shadow side: neo-traditional's swelling line. */
const SHADOW_SWELL = 1.8;

function paintNeoTraditional(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  const main = mainPart(art);
  const outline = silhouette(art);
  fill(s, outline, litGradient(p, partColour(s, art, main), pathBounds(outline), 1.2));
  for (const part of art.parts) fill(s, part.path, litGradient(p, partColour(s, art, part), pathBounds(part.path), 1.2));
  const form = placedForm(art);
  if (form && role !== 'backdrop') {
    if (p.tones) {
      // Colour shading that follows the form: darker bands towards each part's shadow edges.
      for (const band of toneBands(form, SHADE_LEVELS)) fill(s, band, p.shade, { clip: outline, opacity: 0.2, blur: 5 * s.u, kind: 'shade' });
      // Rim light: a fine bright line just inside the lit edges, clear of the contour.
      const inset = (w.contour / 2 + 4 * s.u) / matrixScale(form.matrix);
      stroke(s, contourHatch(form, inset, 1), p.paper, 3 * s.u, { clip: litRegion(form, 0.14), opacity: 0.75, kind: 'shade' });
    } else {
      fill(s, stipple(form, s.rng, { density: 0.8, radius: 1.6 * s.u, weight: byDarkness(2.2) }), p.ink, { clip: outline, kind: 'shade' });
    }
  }
  fillSpots(s, art, p.ink);
  strokeInterior(s, art, p.ink, w.interior, role);
  strokeContour(s, art, p.ink, w.contour, role);
  if (role !== 'backdrop') strokeContour(s, art, p.ink, w.contour * SHADOW_SWELL, role, { clip: shadowSide(pathBounds(outline)) });
}

// ---------------------------------------------------------------- setting

// Neo-traditional settings: 0 no frame — gilded scrolls and a spray of leaves (classic), 1 oval frame, 2 round medallion
// (pointed arch on a limb or chest), 3 arch — counted in SETTING_COUNTS (variation.ts); which one a seed gives turns with the subject.
/** A spray of long leaves fanning out from behind the subject (the frameless treatment). */
function neoTraditionalLeaves(s: Scene, cx: number, cy: number, rx: number, ry: number, dir: 1 | -1): void {
  const p = s.palette;
  const leaves = new PathBuilder();
  const veins = new PathBuilder();
  const n = Math.round(3 + s.density);
  for (const side of [-1, 1]) {
    for (let i = 0; i < n; i++) {
      const a = dir * (Math.PI / 2 - side * (0.5 + (i / n) * 1.6));
      const ax = cx + side * rx * 0.15;
      const ay = cy + dir * ry * 0.35;
      const len = Math.min(rx, ry) * (0.95 - 0.12 * i) * (dir < 0 ? 1.25 : 1);
      const bx = ax + Math.cos(a) * len;
      const by = ay + Math.sin(a) * len;
      blade(leaves, ax, ay, bx, by, len * 0.17, side * len * 0.06);
      veins.moveTo(ax, ay).lineTo(bx, by);
    }
  }
  const lv = leaves.build();
  fill(s, lv, litGradient(p, p.id === 'colorful' ? '#2f6b3a' : p.fills[1], pathBounds(lv)));
  stroke(s, lv, p.ink, 5 * s.u * s.variation.weight);
  stroke(s, veins.build(), p.ink, 2 * s.u);
}

/** The frame's outline: a round medallion (radius `round`), a pointed or round-topped arch, or an oval. */
function neoFrameShape(cx: number, cy: number, rx: number, ry: number, round: number, pointed: boolean, arch: boolean): PathData {
  const shape = new PathBuilder();
  if (round) {
    shape.circle(cx, cy, round);
  } else if (pointed) {
    shape
      .moveTo(cx - rx, cy + ry)
      .lineTo(cx - rx, cy - ry * 0.1)
      .cubicTo(cx - rx, cy - ry * 0.6, cx - rx * 0.25, cy - ry * 0.8, cx, cy - ry)
      .cubicTo(cx + rx * 0.25, cy - ry * 0.8, cx + rx, cy - ry * 0.6, cx + rx, cy - ry * 0.1)
      .lineTo(cx + rx, cy + ry)
      .close();
  } else if (arch) {
    shape
      .moveTo(cx - rx, cy + ry)
      .lineTo(cx - rx, cy - ry * 0.25)
      .cubicTo(cx - rx, cy - ry * 0.85, cx - rx * 0.3, cy - ry * 0.95, cx, cy - ry)
      .cubicTo(cx + rx * 0.3, cy - ry * 0.95, cx + rx, cy - ry * 0.85, cx + rx, cy - ry * 0.25)
      .lineTo(cx + rx, cy + ry)
      .close();
  } else shape.ellipse(cx, cy, rx, ry);
  return shape.build();
}

function neoTraditionalSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  // The frame follows the placement: a tall oval or arch down a forearm, a wide one on a chest.
  const tall = boxH(f) > boxW(f) * 1.2;
  const wide = boxW(f) > boxH(f) * 1.2;
  const rx = Math.min(boxW(f) * 0.46, Math.max(boxW(hero) * 0.62, wide ? boxW(f) * 0.36 : 0));
  const ry = Math.min(boxH(f) * 0.46, Math.max(boxH(hero) * 0.62, rx * 1.15, tall ? boxH(f) * 0.4 : 0));
  const variant = s.variation.setting;
  const arch = variant === 3;
  // A round medallion suits a near-square placement; a tall or wide one gets a pointed arch.
  const round = variant === 2 && !tall && !wide;
  const pointed = variant === 2 && !round;
  const framed = variant !== 0;
  const frame = neoFrameShape(cx, cy, rx, ry, round ? Math.min(boxW(f) * 0.46, boxH(f) * 0.46, Math.max(rx, ry * 0.9)) : 0, pointed, arch);
  const bg = p.tones
    ? ({
      kind: 'radial',
      cx,
      cy: cy - ry * 0.2,
      r: Math.max(rx, ry) * 1.1,
      stops: [{ offset: 0, color: p.paper }, { offset: 1, color: mix(p.fills[1], p.paper, 0.55) }],
    } as const)
    : p.paper;
  // Filigree on both flanks: a fan of gilded scrolls curling away from the frame.
  const scrolls = new PathBuilder();
  const fan = Math.max(2, Math.round(1.5 + s.density));
  for (let i = 0; i < fan; i++) {
    const t = fan === 1 ? 0.5 : i / (fan - 1);
    const a = -0.7 + t * 1.4;
    const y = cy + ry * (-0.15 + 0.4 * t);
    const x = cx + rx * Math.sqrt(Math.max(0, 1 - ((y - cy) / ry) ** 2)) * 0.9;
    const len = Math.min(rx, ry) * (0.55 - 0.2 * Math.abs(t - 0.5));
    const one = swoosh(x, y, a, len, 20 * s.u, (t < 0.5 ? -1 : 1) * 2.6);
    scrolls.append(one).append(one, [-1, 0, 0, 1, 2 * cx, 0]);
  }
  const sc = orientPositive(scrolls.build());
  fill(s, sc, litGradient(p, p.fills[2], pathBounds(sc)));
  stroke(s, sc, p.ink, 4.5 * s.u);
  if (!framed) {
    // No frame: the scrolls alone, and a spray of leaves behind the subject (above it too on a
    // tall placement, so the piece keeps the limb's shape).
    neoTraditionalLeaves(s, cx, cy, rx, ry, 1);
    if (tall) neoTraditionalLeaves(s, cx, cy, rx, ry, -1);
    return;
  }
  fill(s, frame, bg, { kind: 'shade' });
  stroke(s, frame, p.ink, 10 * s.u * s.variation.weight);
  const innerShape = arch || round || pointed
    ? new PathBuilder().append(frame, [0.92, 0, 0, 0.94, cx * 0.08, cy * 0.06]).build()
    : new PathBuilder().ellipse(cx, cy, rx * 0.92, ry * 0.94).build();
  stroke(s, innerShape, p.ink, 3 * s.u);
  const fb = pathBounds(frame);
  const jy = fb.y0;
  const jr = Math.min(rx, ry) * 0.13;
  const jewel = new PathBuilder().poly([[cx, jy - jr * 1.3], [cx + jr, jy], [cx, jy + jr * 1.3], [cx - jr, jy]]).build();
  fill(s, jewel, litGradient(p, p.fills[0], pathBounds(jewel)));
  stroke(s, jewel, p.ink, 5 * s.u);
  // Leaves at the base of the frame.
  const leaves = new PathBuilder();
  const ly = Math.min(cy + ry * 0.95, fb.y1 - ry * 0.05);
  blade(leaves, cx - rx * 0.15, ly, cx - rx * 0.9, ly - ry * 0.15, rx * 0.13, rx * 0.05);
  blade(leaves, cx + rx * 0.15, ly, cx + rx * 0.9, ly - ry * 0.15, rx * 0.13, -rx * 0.05);
  const lv = leaves.build();
  fill(s, lv, litGradient(p, p.id === 'colorful' ? '#2f6b3a' : p.fills[1], pathBounds(lv)));
  stroke(s, lv, p.ink, 5 * s.u);
}

export const NEO_TRADITIONAL: StyleTreatment = { paint: paintNeoTraditional, setting: neoTraditionalSetting, settingBehind: true };
