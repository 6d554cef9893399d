/**
 * Line work every style draws a subject with: an outer contour clearly heavier than the interior
 * lines (the hierarchy a tattooer's eye looks for first), interior lines from the subject's
 * negative space, the seams between its parts and its own detail lines, and wide negative space
 * as spots. Scenery painted straight on the canvas (no line art) falls back to its parts'
 * outlines. Each style sets the weights and colours (LINE_WEIGHTS) and what fills the shapes.
 */
import type { Artwork } from '../artwork.ts';
import type { DrawItem, Paint } from '../drawing.ts';
import type { PlacedForm } from '../form/shading.ts';
import { type Bounds, type PathData, PathBuilder, pathBounds } from '../path.ts';
import { type Scene, fill, stroke, toneColour } from '../scene.ts';
import { type Role, rw } from './common.ts';

/**
 * Contour and interior line widths per style, in pixels on a 1024 px canvas (× the role's and
 * the variation's weight). Every style but minimalist keeps the contour at least twice the
 * interior line; minimalist and fine line are one light weight by definition.
 */
export const LINE_WEIGHTS: Readonly<Record<Scene['style'], { contour: number; interior: number }>> = {
  traditional: { contour: 13, interior: 4.6 },
  'neo-traditional': { contour: 11, interior: 4 },
  japanese: { contour: 11, interior: 4.2 },
  tribal: { contour: 12, interior: 5 },
  minimalist: { contour: 2.4, interior: 2.4 },
  geometric: { contour: 5.2, interior: 2.2 },
  realistic: { contour: 4, interior: 1.6 },
  watercolor: { contour: 5, interior: 2.2 },
};

/** The role's line widths for this scene (canvas pixels). */
export function weights(s: Scene, role: Role): { contour: number; interior: number } {
  const w = LINE_WEIGHTS[s.style];
  const k = s.u * rw(s, role);
  return { contour: w.contour * k, interior: w.interior * k };
}

const owner = (role: Role): DrawItem['owner'] => role;

/** The outer contour (or, for scenery, each part's outline). */
export function strokeContour(s: Scene, art: Artwork, colour: string, width: number, role: Role, extra: Partial<DrawItem> = {}): void {
  const paths = art.form ? [art.form.outline] : art.parts.map((p) => p.path);
  for (const path of paths) stroke(s, path, colour, width, { lineRole: 'contour', owner: owner(role), ...extra });
}

/** Interior lines: negative-space cuts, part seams and the artwork's detail lines, in one colour. */
export function strokeInterior(s: Scene, art: Artwork, colour: string, width: number, role: Role, extra: Partial<DrawItem> = {}): void {
  const paths: PathData[] = [];
  if (art.form) paths.push(art.form.cuts, art.form.seams);
  if (art.lines) paths.push(art.lines);
  const b = new PathBuilder();
  for (const p of paths) b.append(p);
  const all = b.build();
  if (all.c.length) stroke(s, all, colour, width, { lineRole: 'interior', owner: owner(role), ...extra });
}

/** Wide negative space (eye sockets, a ring's hole), filled — black holds, or skin in blackwork. */
export function fillSpots(s: Scene, art: Artwork, paint: Paint, extra: Partial<DrawItem> = {}): void {
  if (art.form?.spots.c.length) fill(s, art.form.spots, paint, extra);
}

/** The region a subject covers: its silhouette, or its parts for scenery. */
export function silhouette(art: Artwork): PathData {
  if (art.form) return art.form.outline;
  const b = new PathBuilder();
  for (const p of art.parts) b.append(p.path);
  return b.build();
}

/** The subject's form placed on the canvas, when it has one. */
export const placedForm = (art: Artwork): PlacedForm | undefined => (art.form ? { field: art.form.field, matrix: art.form.matrix } : undefined);

/** The part that covers the most (by its box): its colour fills the silhouette before the parts. */
export function mainPart(art: Artwork): Artwork['parts'][number] {
  // Scenery made only of lines (a spider's web) has no part: an empty ink part stands in.
  let best = art.parts[0] ?? { path: { c: '', n: [] }, tone: 'ink' };
  let area = -1;
  for (const p of art.parts) {
    const b = pathBounds(p.path);
    const a = (b.x1 - b.x0) * (b.y1 - b.y0);
    if (p.tone !== 'ink' && a > area) {
      area = a;
      best = p;
    }
  }
  return best;
}

/**
 * The half of a box away from the light (bottom right of the diagonal through its centre),
 * slightly overlapping the lit half: where a neo-traditional contour swells.
 */
export function shadowSide(b: Bounds): PathData {
  const cx = (b.x0 + b.x1) / 2;
  const cy = (b.y0 + b.y1) / 2;
  const w = b.x1 - b.x0;
  const h = b.y1 - b.y0;
  const grow = Math.max(w, h);
  return new PathBuilder()
    .poly([
      [cx - grow, cy + grow - h * 0.1],
      [cx + grow - w * 0.1, cy - grow],
      [b.x1 + grow, b.y1 + grow],
    ])
    .build();
}

/** A part's colour: its own hue, else (for the main tone) the subject's, so a rose stays red beside a blue swallow. */
export function partColour(s: Scene, art: Artwork, part: Artwork['parts'][number]): string {
  return toneColour(s.palette, part.tone, part.hue ?? (part.tone === 0 ? art.hue : undefined));
}
