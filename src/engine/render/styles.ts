/**
 * The eight style treatments. Each paints artwork (already placed in canvas pixels) its own way
 * and adds its own setting, so the styles read apart at a glance:
 *  tribal — solid black flowing swooshes with needle tips around a solid subject;
 *  traditional — heavy outline, flat limited palette, whip-shading dots, sparkles, a banner;
 *  minimalist — one fine line, no fill, lots of skin;
 *  realistic — no outline, lit gradients, hatching and cross-hatching, stipple, soft shadow;
 *  watercolor — blurred colour washes, splatter and drips behind loose line work;
 *  geometric — sacred-geometry frame, faceted (low-poly) fill, fine lines and dots;
 *  japanese — dark background with wind bars, clouds and waves, bright subject with a halo;
 *  neo-traditional — ornate frame with scrolls and a jewel, rich gradient fills, varied line weight.
 */
import type { Artwork } from './artwork.ts';
import { blade, tongue as swoosh } from './artwork.ts';
import { type Bounds, type PathData, PathBuilder, orientPositive, pathBounds } from './path.ts';
import { CLASSIC } from './variation.ts';
import {
  type Scene,
  blob,
  boxCx,
  boxCy,
  boxH,
  boxMin,
  boxW,
  fill,
  litGradient,
  mix,
  stipple,
  stroke,
  toneColour,
} from './scene.ts';

export type Role = 'hero' | 'companion' | 'backdrop';

/** Relative line weight by role: the centrepiece carries the heaviest line. */
const ROLE_WEIGHT: Record<Role, number> = { hero: 1, companion: 0.75, backdrop: 0.6 };

/** Line weight for a role, with the variation's emphasis (fine, classic or bold). */
const rw = (s: Scene, role: Role): number => ROLE_WEIGHT[role] * s.variation.weight;

function partBounds(art: Artwork): Bounds[] {
  return art.parts.map((p) => pathBounds(p.path));
}

// ---------------------------------------------------------------- painters

/** Black-only palettes cannot tint: skin-coloured areas get dot shading in their shadow corner. */
function blackworkShade(s: Scene, part: Artwork['parts'][number], role: Role): void {
  if (s.palette.tones || role === 'backdrop' || toneColour(s.palette, part.tone) === s.palette.ink) return;
  const b = pathBounds(part.path);
  const area = (boxW(b) * boxH(b)) / (s.u * s.u * 250 * 250);
  fill(s, stipple(s.rng, b, Math.round(Math.min(2000, 260 * s.density * area)), 1.6 * s.u, 3), s.palette.ink, { clip: part.path, kind: 'shade' });
}

function paintTribal(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const solid = p.id === 'black-only' || p.id === 'black-grey' || p.id === 'black-grey-red' || role === 'backdrop';
  // Skin-coloured gap between the subject and the flourishes running behind it.
  if (role !== 'backdrop') for (const part of art.parts) stroke(s, part.path, p.paper, 16 * s.u * rw(s, role), { kind: 'shade' });
  for (const part of art.parts) {
    if (solid) fill(s, part.path, p.ink);
    else {
      fill(s, part.path, toneColour(p, part.tone === 3 ? 0 : part.tone, part.hue));
      stroke(s, part.path, p.ink, 5 * s.u * rw(s, role));
    }
  }
  // Details cut out of the black as skin, the way tribal work shows them.
  if (art.lines) stroke(s, art.lines, solid ? p.paper : p.ink, 4 * s.u * rw(s, role));
  // "With red accents": a red keyline inside the black subject.
  if (solid && role === 'hero' && hasColourAccent(s)) for (const part of art.parts) stroke(s, part.path, p.accent, 12 * s.u, { clip: part.path });
}

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

function minimalLineColour(s: Scene): string {
  const p = s.palette;
  return p.id === 'colorful' || p.id === 'blue-green' || p.id === 'red-black' ? p.fills[0] : p.ink;
}

function paintMinimalist(s: Scene, art: Artwork, role: Role): void {
  const colour = minimalLineColour(s);
  const w = 2.6 * s.u * rw(s, role);
  // Each part hides the line work behind it, so overlaps read as one clean drawing.
  for (const part of art.parts) {
    fill(s, part.path, s.palette.paper);
    stroke(s, part.path, colour, w);
  }
  if (art.lines) stroke(s, art.lines, colour, w * 0.8);
}

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

/** Low-poly facets: a jittered triangle grid over the part, shaded in a few bands. */
function facets(s: Scene, b: Bounds, cells: number): PathData[] {
  const cols = Math.max(3, Math.round(cells));
  const rows = Math.max(3, Math.round((cells * boxH(b)) / Math.max(1, boxW(b))));
  const pts: [number, number][][] = [];
  for (let r = 0; r <= rows; r++) {
    const row: [number, number][] = [];
    for (let c = 0; c <= cols; c++) {
      const edge = r === 0 || c === 0 || r === rows || c === cols;
      const jx = edge ? 0 : s.rng.range(-0.3, 0.3);
      const jy = edge ? 0 : s.rng.range(-0.3, 0.3);
      row.push([b.x0 + ((c + jx) / cols) * boxW(b), b.y0 + ((r + jy) / rows) * boxH(b)]);
    }
    pts.push(row);
  }
  const bands = [new PathBuilder(), new PathBuilder(), new PathBuilder()];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const a = pts[r][c];
      const bb = pts[r][c + 1];
      const cc = pts[r + 1][c];
      const d = pts[r + 1][c + 1];
      // Lighter towards the top left, with a seeded shuffle so facets read as cut planes.
      const light = (r + c) / (rows + cols);
      const pick = (bias: number): PathBuilder => bands[Math.max(0, Math.min(2, Math.floor(light * 3 + bias)))];
      pick(s.rng.range(-0.6, 0.6)).poly([a, bb, d]);
      pick(s.rng.range(-0.6, 0.6)).poly([a, d, cc]);
    }
  }
  return bands.map((x) => x.build());
}

function paintGeometric(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const bounds = partBounds(art);
  // Skin knocked out behind the subject so the sacred-geometry lines pass behind it.
  if (role !== 'backdrop') {
    for (const part of art.parts) {
      stroke(s, part.path, p.paper, 14 * s.u, { kind: 'shade' });
      fill(s, part.path, p.paper, { kind: 'shade' });
    }
  }
  art.parts.forEach((part, i) => {
    const b = bounds[i];
    const base = toneColour(p, part.tone, part.hue);
    const bands = facets(s, b, 5 + 3 * s.density * rw(s, role));
    if (p.tones) {
      const shades = [mix(base, p.paper, 0.45), base, mix(base, p.shade, 0.45)];
      bands.forEach((band, k) => fill(s, band, shades[k], { clip: part.path, kind: 'shade' }));
      stroke(s, { c: bands.map((x) => x.c).join(''), n: bands.flatMap((x) => x.n) }, p.paper, 1.1 * s.u, { clip: part.path, kind: 'shade' });
    } else {
      // Black only: dotwork shading (denser towards the shadow) instead of tones.
      const area = (boxW(b) * boxH(b)) / (s.u * s.u * 250 * 250);
      fill(s, stipple(s.rng, b, Math.round(Math.min(3000, 600 * s.density * area)), 1.6 * s.u, 2.2), p.ink, { clip: part.path, kind: 'shade' });
      stroke(s, { c: bands.map((x) => x.c).join(''), n: bands.flatMap((x) => x.n) }, p.ink, 0.9 * s.u, { clip: part.path, kind: 'shade' });
    }
    stroke(s, part.path, p.ink, 3.4 * s.u * rw(s, role));
  });
  if (art.lines) stroke(s, art.lines, p.ink, 1.8 * s.u);
}

function paintJapanese(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = 7 * s.u * rw(s, role);
  // A paper halo lifts the subject off the dark background.
  if (role !== 'backdrop') for (const part of art.parts) stroke(s, part.path, p.paper, w * 3.2, { kind: 'shade' });
  for (const part of art.parts) {
    const colour = toneColour(p, part.tone, part.hue);
    fill(s, part.path, litGradient(p, colour, pathBounds(part.path), 0.6));
    blackworkShade(s, part, role);
    stroke(s, part.path, p.ink, w);
  }
  if (art.lines) stroke(s, art.lines, p.ink, w * 0.5);
}

function paintNeoTraditional(s: Scene, art: Artwork, role: Role): void {
  const p = s.palette;
  const w = 7.5 * s.u * rw(s, role);
  art.parts.forEach((part) => {
    const b = pathBounds(part.path);
    const colour = toneColour(p, part.tone, part.hue);
    fill(s, part.path, litGradient(p, colour, b, 1.2));
    blackworkShade(s, part, role);
    stroke(s, part.path, p.ink, w);
  });
  if (art.lines) stroke(s, art.lines, p.ink, w * 0.4);
  if (role === 'hero' && p.tones) {
    // Inner rim light: a thin bright line just inside the top-left edges.
    const b = pathBounds(art.parts[art.parts.length - 1].path);
    const hl = new PathBuilder().arc(boxCx(b), boxCy(b), boxMin(b) * 0.4, Math.PI * 1.05, Math.PI * 1.4).build();
    stroke(s, hl, p.paper, w * 0.5, { kind: 'shade', opacity: 0.85 });
  }
}

export const PAINTERS: Record<Scene['style'], (s: Scene, art: Artwork, role: Role) => void> = {
  tribal: paintTribal,
  traditional: paintTraditional,
  minimalist: paintMinimalist,
  realistic: paintRealistic,
  watercolor: paintWatercolor,
  geometric: paintGeometric,
  japanese: paintJapanese,
  'neo-traditional': paintNeoTraditional,
};

// ---------------------------------------------------------------- settings (behind the subject)

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

/** Palettes whose accent is a colour among greys: it must show somewhere in every design. */
const hasColourAccent = (s: Scene): boolean => s.palette.id === 'black-grey-red';

// Realistic treatments: 0 cast shadow only (classic), 1 a soft round vignette, 2 drifting smoke — counted in SETTING_COUNTS (variation.ts).
/** A soft round backdrop, dark at the rim: the subject lit in a pool of shade. */
function realisticMedallion(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const cx = boxCx(hero);
  const cy = boxCy(hero);
  const r = Math.min(boxMin(hero) * 0.62, boxMin(s.frame) * 0.5);
  const disc = new PathBuilder().circle(cx, cy, r).build();
  if (p.tones) {
    fill(s, disc, { kind: 'radial', cx, cy, r, stops: [{ offset: 0, color: p.paper }, { offset: 0.6, color: mix(p.paper, p.shade, 0.12) }, { offset: 1, color: mix(p.paper, p.shade, 0.55) }] }, { kind: 'shade', blur: 6 * s.u });
  } else {
    const ring = new PathBuilder().circle(cx, cy, r).circle(cx, cy, r * 0.78).build();
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
    for (let k = 0; k < 8; k++) lines.circle(cx + Math.cos((k * Math.PI) / 4 + Math.PI / 8) * R * 1.12, cy + Math.sin((k * Math.PI) / 4 + Math.PI / 8) * R * 1.12, R * 0.07);
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
  // Vertical axis with diamonds and dots running along a tall placement.
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
  const axisLen = tall ? boxH(f) / 2 - 8 * s.u : R * (frameKind === 3 ? 1.22 : 1.35);
  for (const dir of [-1, 1]) {
    if (frameKind === 3 && !tall) continue;
    const y0 = cy + dir * R * 1.12;
    const bottom = s.letterBand ? s.letterBand.y0 - 6 * s.u : Infinity;
    const y1 = dir < 0 ? cy - axisLen : Math.min(cy + axisLen, bottom);
    if (Math.abs(y1 - cy) <= Math.abs(y0 - cy)) continue;
    lines.moveTo(cx, y0).lineTo(cx, y1);
    const steps = Math.max(2, Math.round(Math.abs(y1 - y0) / (40 * s.u)));
    for (let k = 1; k <= steps; k++) {
      const y = y0 + ((y1 - y0) * k) / (steps + 1);
      const r = (k % 2 === 0 ? 5 : 3) * s.u;
      dots.circle(cx, y, r);
    }
    const dy = y0 + (y1 - y0) * 0.5;
    lines.poly([[cx, dy - 16 * s.u], [cx + 10 * s.u, dy], [cx, dy + 16 * s.u], [cx - 10 * s.u, dy]]);
  }
  if (p.id !== 'black-only' && p.id !== 'black-grey') {
    fill(s, new PathBuilder().poly(tinted[0]).build(), p.washes[0], { opacity: 0.18, kind: 'shade' });
    if (tinted[1]) fill(s, new PathBuilder().poly(tinted[1]).build(), p.washes[p.washes.length - 1], { opacity: 0.14, kind: 'shade' });
  }
  stroke(s, lines.build(), p.ink, 1.8 * s.u);
  fill(s, dots.build(), hasColourAccent(s) ? p.accent : p.ink);
}

/**
 * Japanese backgrounds: 0 a dark panel with wind bars, clouds and waves at its foot (classic);
 * 1 a rising sea of great waves behind the subject, no panel; 2 a panel of wind bars and big
 * clouds, no sea; 3 no backing shape: clouds and a wave fragment on bare skin.
 */

function japaneseSetting(s: Scene, hero: Bounds): void {
  const p = s.palette;
  const f = s.frame;
  const variant = s.variation.setting;
  const panelled = variant === 0 || variant === 2;
  const panel = panelled ? blob(s.rng, boxCx(f), boxCy(f), boxW(f) * 0.47, boxH(f) * 0.47, 0.12, 36) : undefined;
  const clip = panel ? { clip: panel } : {};
  if (panel) {
    fill(s, panel, p.id === 'blue-green' ? '#0b2545' : p.ink, { kind: 'shade' });
    japaneseWindBars(s, panel, variant === 2 ? 0.6 : 1);
  }
  if (p.id === 'colorful' || p.id === 'red-black' || hasColourAccent(s)) {
    // The red sun rising behind the subject.
    const side = s.variation.mirror ? -1 : 1;
    const sun = new PathBuilder().circle(boxCx(hero) + side * boxW(hero) * 0.18, boxCy(hero) - boxH(hero) * 0.14, boxMin(hero) * (panel ? 0.42 : 0.36)).build();
    fill(s, sun, p.accent, clip);
  }
  if (variant === 0) {
    japaneseWaves(s, f.x0, f.x1, f.y1 - boxH(f) * 0.05, Math.min(boxH(f) * 0.2, (boxW(f) / Math.round(4 + s.density)) * 1.1), Math.round(4 + s.density), panel);
    japaneseClouds(s, hero, Math.round(2 + s.density), [0.16, 0.42], 1);
  } else if (variant === 1) {
    // Great waves behind the subject: a row of small far crests, then three big near ones.
    const x0 = f.x0 + boxW(f) * 0.02;
    const x1 = f.x1 - boxW(f) * 0.02;
    japaneseWaves(s, x0, x1, f.y1 - boxH(f) * 0.2, boxH(f) * 0.12, Math.round(5 + s.density), undefined);
    japaneseWaves(s, x0, x1, f.y1 - boxH(f) * 0.02, Math.min(boxH(f) * 0.34, boxW(f) * 0.36), 3, undefined);
    japaneseClouds(s, hero, 2, [0.05, 0.16], 1.1);
  } else if (variant === 2) {
    // Big clouds above and below the subject, no sea.
    // (Kept inside the panel's sides, so the piece keeps the body zone's shape.)
    const edge = boxW(f) * 0.08;
    japaneseClouds(s, hero, 2, [0.1, 0.2], 1.5, edge);
    japaneseClouds(s, hero, 2, [0.78, 0.86], 1.7, edge);
  } else {
    // Bare skin: a wave fragment under the subject and clouds drifting past.
    // On a tall placement the clouds and the sea run the length of the limb.
    const tall = boxH(f) > boxW(f) * 1.2;
    const waveHalf = Math.min(boxW(hero) * 0.62, boxW(f) * 0.46);
    const waveBase = Math.min(f.y1, hero.y1 + boxH(hero) * 0.1);
    japaneseWaves(s, boxCx(hero) - waveHalf, boxCx(hero) + waveHalf, waveBase, boxH(hero) * 0.26, Math.round(3 + s.density), undefined);
    japaneseClouds(s, hero, tall ? 2 : 3, tall ? [0.04, 0.2] : [0.12, 0.5], 1.25, boxW(f) * 0.05);
    if (tall) japaneseClouds(s, hero, 2, [0.86, 0.94], 1.25, boxW(f) * 0.05);
  }
}

/** Wind bars: long tapered paper-coloured cuts sweeping diagonally through the panel. */
function japaneseWindBars(s: Scene, panel: PathData, share: number): void {
  const f = s.frame;
  const bars = new PathBuilder();
  const barCount = Math.max(2, Math.round((4 + 2 * s.density) * share));
  for (let i = 0; i < barCount; i++) {
    const t = (i + 0.5) / barCount;
    const y = f.y0 + t * boxH(f);
    const x0 = f.x0 + boxW(f) * s.rng.range(0.05, 0.2);
    const x1 = f.x1 - boxW(f) * s.rng.range(0.05, 0.2);
    blade(bars, x0, y + boxH(f) * 0.06, x1, y - boxH(f) * 0.08, s.rng.range(10, 20) * s.u, s.rng.range(-24, 24) * s.u);
  }
  fill(s, bars.build(), s.palette.paper, { clip: panel, kind: 'shade' });
}

/** A row of curling crests with the classic inner lines, from x0 to x1 standing on `base`. */
function japaneseWaves(s: Scene, x0: number, x1: number, base: number, wh: number, n: number, panel: PathData | undefined): void {
  const p = s.palette;
  const crests = new PathBuilder();
  const crestLines = new PathBuilder();
  const step = (x1 - x0) / n;
  for (let i = 0; i < n; i++) {
    const a = x0 + i * step;
    const hh = wh * s.rng.range(0.7, 1);
    crests
      .moveTo(a, base)
      .cubicTo(a, base - hh * 0.9, a + step * 0.55, base - hh * 1.15, a + step * 0.95, base - hh * 0.75)
      .cubicTo(a + step * 0.6, base - hh * 0.85, a + step * 0.4, base - hh * 0.45, a + step * 1.05, base)
      .close();
    for (let k = 1; k <= 2; k++) {
      const t = k / 3;
      crestLines.moveTo(a + step * 0.2, base - hh * 0.1).cubicTo(a + step * 0.15, base - hh * (0.85 - t * 0.5), a + step * 0.5, base - hh * (1 - t * 0.4), a + step * (0.85 - t * 0.2), base - hh * (0.75 - t * 0.3));
    }
  }
  const clip = panel ? { clip: panel } : {};
  const waves = crests.build();
  fill(s, waves, p.id === 'colorful' ? '#1565c0' : p.tones ? p.fills[1] : p.paper, clip);
  stroke(s, waves, p.ink, 4 * s.u * s.variation.weight, clip);
  stroke(s, crestLines.build(), p.ink, 2.5 * s.u * s.variation.weight, clip);
}

/** Clouds: flat-bottomed bands with scalloped tops and a spiral in each scallop. */
function japaneseClouds(s: Scene, hero: Bounds, count: number, band: [number, number], size: number, edge = 6 * s.u): void {
  const p = s.palette;
  const f = s.frame;
  const clouds = new PathBuilder();
  const swirls = new PathBuilder();
  for (let i = 0; i < count; i++) {
    const side = i % 2 === 0 ? -1 : 1;
    const r = boxMin(f) * s.rng.range(0.045, 0.065) * size;
    const lobes = s.rng.int(3, 4);
    const width = lobes * r * 1.6;
    const ccx = boxCx(hero) + side * boxW(hero) * s.rng.range(0.3, 0.42);
    const x0 = Math.max(f.x0 + edge, Math.min(f.x1 - width - edge, ccx - width / 2));
    const base = f.y0 + boxH(f) * s.rng.range(band[0], band[1]);
    clouds.moveTo(x0, base);
    for (let k = 0; k < lobes; k++) {
      const cx = x0 + r * 0.8 + k * r * 1.6;
      const rr = r * (k === 1 ? 1.15 : 0.95);
      clouds.arc(cx, base - r * 0.1, rr, Math.PI, Math.PI * 2, false);
      swirls.arc(cx, base - r * 0.1, rr * 0.55, Math.PI, Math.PI * 2.4).arc(cx + rr * 0.1, base - r * 0.1, rr * 0.25, Math.PI * 0.4, Math.PI * 1.8, false);
    }
    clouds.lineTo(x0 + width + r * 0.3, base + r * 0.35).lineTo(x0 - r * 0.3, base + r * 0.35).close();
  }
  const cl = orientPositive(clouds.build());
  fill(s, cl, p.tones ? p.fills[3] : p.paper);
  stroke(s, cl, p.ink, 4 * s.u * s.variation.weight);
  stroke(s, swirls.build(), p.ink, 2.5 * s.u * s.variation.weight);
}

// Neo-traditional frames: 0 oval or arch (classic), 1 arch, 2 round medallion, 3 no frame — counted in SETTING_COUNTS (variation.ts).
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
  const classicArch = s.rng.chance(0.5);
  const variant = s.variation.setting;
  // Seed 0 keeps its coin-flip between oval and arch; variations take one frame each.
  const classic = s.variation === CLASSIC;
  const arch = classic ? classicArch : variant === 1;
  // A round medallion suits a near-square placement; a tall or wide one gets a pointed arch.
  const round = variant === 2 && !tall && !wide;
  const pointed = variant === 2 && !round;
  const framed = variant !== 3;
  const shape = new PathBuilder();
  if (round) {
    const r = Math.min(boxW(f) * 0.46, boxH(f) * 0.46, Math.max(rx, ry * 0.9));
    shape.circle(cx, cy, r);
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
  const frame = shape.build();
  const bg = p.tones
    ? ({ kind: 'radial', cx, cy: cy - ry * 0.2, r: Math.max(rx, ry) * 1.1, stops: [{ offset: 0, color: p.paper }, { offset: 1, color: mix(p.fills[1], p.paper, 0.55) }] } as const)
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
    pb.moveTo(x, y + r).cubicTo(x - r * 1.6, y - r * 0.2, x - r * 0.7, y - r * 1.3, x, y - r * 0.4).cubicTo(x + r * 0.7, y - r * 1.3, x + r * 1.6, y - r * 0.2, x, y + r).close();
  } else {
    for (let i = -1; i <= 1; i++) pb.circle(x + i * 20 * s.u, y, (i === 0 ? 7 : 4.5) * s.u);
  }
  fill(s, pb.build(), colour);
}

export const SETTINGS: Record<Scene['style'], (s: Scene, hero: Bounds) => void> = {
  tribal: tribalSetting,
  traditional: traditionalSetting,
  minimalist: minimalistSetting,
  realistic: realisticSetting,
  watercolor: watercolorSetting,
  geometric: geometricSetting,
  japanese: japaneseSetting,
  'neo-traditional': neoTraditionalSetting,
};

/** Styles whose setting sits on top of nothing but must come before the subject. */
export const SETTING_BEHIND: Record<Scene['style'], boolean> = {
  tribal: true,
  traditional: false,
  minimalist: false,
  realistic: true,
  watercolor: true,
  geometric: true,
  japanese: true,
  'neo-traditional': true,
};

