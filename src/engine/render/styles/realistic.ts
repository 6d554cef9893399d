/** realistic — no outline, lit gradients, hatching and cross-hatching, stipple, soft shadow. */
import type { Artwork } from '../artwork.ts';
import { type Bounds, PathBuilder, pathBounds } from '../path.ts';
import { type Scene, blob, boxCx, boxCy, boxH, boxW, fill, mix, stipple, stroke, toneColour } from '../scene.ts';
import { type StyleTreatment, type Role, partBounds, hasColourAccent } from './common.ts';

function paintRealistic(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const bounds = partBounds(art);
  const spacing = (6 * s.u) / Math.sqrt(s.density);
  art.parts.forEach((part, i) => {
    const b = bounds[i];
    const base = part.tone === 'ink' ? p.ink : p.id === 'black-only' ? p.paper : toneColour(p, part.tone, part.hue);
    if (p.tones) {
      fill(s, part.path, {
        kind: 'radial',
        cx: b.x0 + boxW(b) * 0.32,
        cy: b.y0 + boxH(b) * 0.28,
        r: Math.max(boxW(b), boxH(b)) * 0.95,
        stops: [
          { offset: 0, color: mix(base, p.paper, part.tone === 'ink' ? 0.3 : 0.75) },
          { offset: 0.5, color: mix(base, p.paper, 0.15) },
          { offset: 1, color: mix(base, p.shade, 0.7) },
        ],
      });
    } else if (part.tone === 'ink') fill(s, part.path, p.ink);
    const hatchColour = p.tones ? mix(p.shade, p.paper, 0.1) : p.ink;
    const hw = (p.tones ? 1.5 : 1.7) * s.u;
    // Engraving shading: hatching over the whole part, cross-hatching over its shadow half.
    fill(s, part.path, { kind: 'hatch', angle: -Math.PI / 4, spacing, width: hw, color: hatchColour }, { kind: 'shade', opacity: p.tones ? 0.35 : 1 });
    // The shadow side: a broad curve from the bottom right, so the cross-hatching fades in
    // along the form instead of stopping at a straight diagonal.
    const shadowHalf = blob(s.rng, b.x1, b.y1, boxW(b) * 0.85, boxH(b) * 0.85, 0.18);
    fill(s, shadowHalf, { kind: 'hatch', angle: Math.PI / 4, spacing: spacing * 0.9, width: hw, color: hatchColour }, { clip: part.path, kind: 'shade', opacity: p.tones ? 0.75 : 1 });
    if (role !== 'backdrop') {
      const count = Math.round(260 * s.density * Math.min(4, (boxW(b) * boxH(b)) / (250 * 250 * s.u * s.u)));
      fill(s, stipple(s.rng, b, count, 1.5 * s.u, 3.2), p.ink, { clip: part.path, kind: 'shade' });
    }
    // Soft contour: a thin line, never a tattoo "outline".
    stroke(s, part.path, p.tones ? mix(p.ink, p.paper, 0.25) : p.ink, 1.4 * s.u * s.variation.weight);
  });
  if (art.lines) stroke(s, art.lines, p.ink, 1.4 * s.u);
}

// ---------------------------------------------------------------- setting

// Realistic treatments: 0 cast shadow only (classic), 1 a soft round vignette, 2 drifting smoke — counted in SETTING_COUNTS (variation.ts).
/** A soft round backdrop, dark at the rim: the subject lit in a pool of shade. */
function realisticMedallion(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  // An oval along the zone (the box is the piece's length on a limb or across a chest), round otherwise.
  // (Round the subject alone it is a disc a little larger than the subject; along a whole piece it stays inside it.)
  const rx = Math.min(boxW(hero) * 0.62, boxW(s.frame) * 0.5);
  const ry = Math.min(Math.max(boxH(hero) * 0.5, Math.min(rx, boxH(hero) * 0.62)), boxH(s.frame) * 0.5);
  const r = Math.max(rx, ry);
  const disc = new PathBuilder().ellipse(cx, cy, rx, ry).build();
  if (p.tones) {
    // The gradient is round, set by the long radius: an oval's sides stay lighter than its ends, like light falling along the limb.
    fill(s, disc, { kind: 'radial', cx, cy, r, stops: [{ offset: 0, color: p.paper }, { offset: 0.6, color: mix(p.paper, p.shade, 0.12) }, { offset: 1, color: mix(p.paper, p.shade, 0.55) }] }, { kind: 'shade', blur: 6 * s.u });
  } else {
    const ring = new PathBuilder().ellipse(cx, cy, rx, ry).ellipse(cx, cy, rx * 0.78, ry * 0.78).build();
    fill(s, stipple(s.rng, pathBounds(disc), Math.round(1600 * s.density), 1.5 * s.u, 1), p.ink, { clip: ring, kind: 'shade', fillRule: 'evenodd' });
  }
}

/** Black-and-grey smoke: soft dark masses drifting behind the subject, heavier on one side. */
function realisticSmoke(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const n = Math.round(4 + s.density);
  const lean = s.variation.mirror ? -1 : 1;
  for (let i = 0; i < n; i++) {
    const t = n === 1 ? 0.5 : i / (n - 1);
    const cx = boxCx(hero) + lean * (0.45 - t * 0.8) * boxW(hero);
    const cy = hero.y1 - boxH(hero) * (0.15 + 0.7 * t);
    const puff = blob(s.rng, cx, cy, boxW(hero) * s.rng.range(0.18, 0.3), boxH(hero) * s.rng.range(0.12, 0.2), 0.5);
    if (p.tones) fill(s, puff, mix(p.shade, p.paper, 0.35 + 0.3 * t), { blur: 14 * s.u, opacity: 0.75, kind: 'shade' });
    else fill(s, stipple(s.rng, pathBounds(puff), Math.round(500 * s.density * (1 - 0.5 * t)), 1.5 * s.u, 1), p.ink, { clip: puff, kind: 'shade' });
  }
}

function realisticSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const variant = s.variation.setting;
  // (The vignette goes first so the red splash of "with red accents" shows on top of it.)
  if (variant === 1) realisticMedallion(s, hero);
  if (hasColourAccent(s)) {
    // Black-and-grey realism with a red splash behind the subject.
    const splash = blob(s.rng, boxCx(hero) + boxW(hero) * 0.12, boxCy(hero) - boxH(hero) * 0.08, boxW(hero) * 0.36, boxH(hero) * 0.3, 0.5);
    fill(s, splash, p.accent, { blur: 10 * s.u, opacity: 0.85, kind: 'shade' });
  }
  if (variant === 2) realisticSmoke(s, hero);
  const sh = blob(s.rng, boxCx(hero), hero.y1 - boxH(hero) * 0.02, boxW(hero) * 0.42, boxH(hero) * 0.06, 0.1);
  if (p.tones) fill(s, sh, mix(p.shade, p.paper, 0.55), { blur: 14 * s.u, opacity: 0.8, kind: 'shade' });
  else fill(s, stipple(s.rng, pathBounds(sh), Math.round(140 * s.density), 1.4 * s.u, 1), p.ink, { clip: sh, kind: 'shade' });
}

export const REALISTIC: StyleTreatment = { paint: paintRealistic, setting: realisticSetting, settingBehind: true, settingAlongZone: true };
