/** realistic — smooth greyscale (or colour) form shading from the subject's distance field, soft line, no outline look. */
import { tongue as swoosh } from '../art/shapes.ts';
import type { Artwork } from '../artwork.ts';
import { byDarkness, stipple as formStipple, toneBands } from '../form/shading.ts';
import { type Bounds, PathBuilder, pathBounds } from '../path.ts';
import { type Scene, blob, boxCx, boxCy, boxH, boxW, fill, mix, stipple } from '../scene.ts';
import { type StyleTreatment, type Role, hasColourAccent } from './common.ts';
import { fillSpots, mainPart, partColour, placedForm, silhouette, strokeContour, strokeInterior, weights } from './lineWork.ts';

/**
 * Darkness levels of the stacked shading bands. Seven even steps, each a light layer of the
 * shade colour softened by a blur about one step wide, add up to a smooth grey gradient.
 */
const SHADE_LEVELS = [0.16, 0.27, 0.38, 0.49, 0.6, 0.71, 0.82] as const;
const BAND_OPACITY = 0.17;

/** Scenery (no form field) in realism: soft washes of tone under faint lines, never a hard flat shape. */
function paintRealisticScenery(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = weights(s, role);
  if (p.tones) for (const part of art.parts) fill(s, part.path, mix(partColour(s, art, part), p.paper, 0.7), { blur: 4 * s.u, opacity: 0.7, kind: 'shade' });
  const soft = p.tones ? mix(p.ink, p.paper, 0.45) : p.ink;
  strokeInterior(s, art, soft, w.interior, role, p.tones ? { opacity: 0.6 } : {});
  strokeContour(s, art, soft, w.contour, role, p.tones ? { opacity: 0.6 } : {});
}

function paintRealistic(s: Scene, art: Artwork, role: Role): void {
  const form = placedForm(art);
  if (!form) return paintRealisticScenery(s, art, role);
  const p = s.palette;
  const w = weights(s, role);
  const outline = silhouette(art);
  const greyscale = p.id === 'black-grey' || p.id === 'black-grey-red';
  if (p.tones) {
    // Skin is the highlight: only a pale base tone (or a tint of the colour), the bands model the form.
    const tint = (c: string): string => mix(c, p.paper, greyscale ? 0.9 : 0.3);
    for (const part of art.parts) fill(s, part.path, part.tone === 'ink' ? mix(p.ink, p.paper, 0.35) : tint(partColour(s, art, part)));
    // Colour realism shades each colour deeper into itself, not into grey.
    const shade = greyscale ? p.shade : mix(partColour(s, art, mainPart(art)), p.shade, 0.45);
    for (const band of toneBands(form, SHADE_LEVELS)) fill(s, band, shade, { clip: outline, opacity: BAND_OPACITY, blur: 6 * s.u, kind: 'shade' });
  } else {
    // Black only: the same form in stipple, dense in the shadows, open in the light.
    const dots = formStipple(form, s.rng, { density: 1.5 * Math.min(1.5, s.density), radius: 1.3 * s.u, weight: byDarkness(1.8) });
    fill(s, dots, p.ink, { clip: outline, kind: 'shade' });
  }
  fillSpots(s, art, p.ink, p.tones ? { blur: 2 * s.u } : {});
  const soft = p.tones ? mix(p.ink, p.paper, 0.3) : p.ink;
  strokeInterior(s, art, soft, w.interior, role, p.tones ? { opacity: 0.8 } : {});
  // A soft contour, not a tattoo outline: realism reads by its shading.
  strokeContour(s, art, soft, w.contour, role);
}

// ---------------------------------------------------------------- setting

// Realistic treatments: 0 the subject alone on skin (classic), 1 drifting black-and-grey smoke,
// 2 banks of soft cloud at its foot — counted in SETTING_COUNTS (variation.ts). No discs, spheres
// or cast shadows.
/**
 * Black-and-grey smoke: soft curling wisps rising behind the subject, heavier on one side (or,
 * `light`, pale drifting cloud above it). Blurred tongues, not blobs, so it never reads as a shadow.
 */
function realisticSmoke(s: Scene, hero: Bounds, light: boolean): void {
  const p = s.palette;
  const n = Math.round(3 + s.density);
  const lean = s.variation.mirror ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    // Kept within the subject's own box: smoke sits behind it, it does not widen the piece.
    const x = boxCx(hero) + lean * (t - 0.5) * boxW(hero) * 0.8;
    const y = light ? hero.y0 + boxH(hero) * 0.4 : hero.y1 - boxH(hero) * 0.12;
    const len = boxH(hero) * (light ? 0.3 : 0.55) * s.rng.range(0.75, 1);
    const wisp = swoosh(x, y, -Math.PI / 2 + lean * s.rng.range(-0.35, 0.35), len, boxW(hero) * s.rng.range(0.08, 0.12), lean * s.rng.range(1.2, 2.4));
    const tone = light ? 0.82 : 0.45 + 0.25 * t;
    if (p.tones) fill(s, wisp, mix(p.shade, p.paper, tone), { blur: 8 * s.u, opacity: 0.55, kind: 'shade' });
    else fill(s, stipple(s.rng, pathBounds(wisp), Math.round((light ? 160 : 320) * s.density), 1.4 * s.u, 1), p.ink, { clip: wisp, kind: 'shade' });
  }
}

/** Two banks of soft cloud flanking the subject's foot: lobed puffs, pale on top, shaded underneath. */
function realisticClouds(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const r = Math.min(boxW(hero), boxH(hero)) * 0.11;
  for (const side of [-1, 1]) {
    const cx = boxCx(hero) + side * boxW(hero) * 0.36;
    const cy = hero.y1 - boxH(hero) * 0.1;
    const puffs = new PathBuilder();
    for (let k = 0; k < 5; k++) puffs.circle(cx + (k - 2) * r * 0.9, cy - (k % 2 === 1 ? r * 0.55 : 0) - (k === 2 ? r * 0.5 : 0), r * (k === 2 ? 1.25 : 1));
    const cloud = puffs.build();
    // No outline: every puff's circle stroked showed the overlaps and read as a froth of bubbles.
    // Realism draws cloud as tone only — a soft pale mass, darker and denser underneath.
    const under = new PathBuilder().ellipse(cx, cy + r * 0.7, r * 2.6, r * 0.8).build();
    if (p.tones) {
      fill(s, cloud, mix(p.shade, p.paper, 0.86), { blur: 3 * s.u, kind: 'shade' });
      fill(s, under, mix(p.shade, p.paper, 0.5), { clip: cloud, blur: 6 * s.u, opacity: 0.8, kind: 'shade' });
    } else {
      fill(s, stipple(s.rng, pathBounds(cloud), Math.round(260 * s.density), 1.2 * s.u, 1), p.ink, { clip: cloud, kind: 'shade' });
      fill(s, stipple(s.rng, pathBounds(under), Math.round(420 * s.density), 1.3 * s.u, 1.2), p.ink, { clip: cloud, kind: 'shade' });
    }
  }
}

function realisticSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const variant = s.variation.setting;
  if (hasColourAccent(s)) {
    // Black-and-grey realism with a red splash behind the subject.
    const splash = blob(s.rng, boxCx(hero) + boxW(hero) * 0.12, boxCy(hero) - boxH(hero) * 0.08, boxW(hero) * 0.36, boxH(hero) * 0.3, 0.5);
    fill(s, splash, p.accent, { blur: 10 * s.u, opacity: 0.85, kind: 'shade' });
  }
  if (variant === 1) realisticSmoke(s, hero, false);
  else if (variant === 2) realisticClouds(s, hero);
}

export const REALISTIC: StyleTreatment = { paint: paintRealistic, setting: realisticSetting, settingBehind: true, settingAlongZone: true };
