/**
 * The renderer's intermediate "drawing": an ordered list of painted paths. It is the one thing
 * both back ends understand — svg.ts writes it as SVG (Node: tests, contact sheet, resvg) and
 * the browser worker paints it with Path2D on an OffscreenCanvas (a worker cannot decode SVG).
 * Only features both back ends render identically are allowed here.
 */
import { type Bounds, EMPTY_BOUNDS, type Matrix, type PathData, mapPath, mapPoint, matrixScale, pathBounds, unionBounds } from './path.ts';

export interface GradientStop {
  offset: number;
  color: string;
  opacity?: number;
}

export interface LinearGradient {
  kind: 'linear';
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  stops: readonly GradientStop[];
}

export interface RadialGradient {
  kind: 'radial';
  cx: number;
  cy: number;
  r: number;
  stops: readonly GradientStop[];
}

export type Gradient = LinearGradient | RadialGradient;

/**
 * Parallel lines as a paint (engraving-style hatching). Filling a shape with it is far cheaper
 * to rasterise than stroking hundreds of clipped lines. Lines run along `angle`.
 */
export interface HatchPaint {
  kind: 'hatch';
  angle: number;
  spacing: number;
  width: number;
  color: string;
}

export type Paint = string | Gradient | HatchPaint;

export interface DrawItem {
  path: PathData;
  fill?: Paint;
  stroke?: string;
  strokeWidth?: number;
  opacity?: number;
  /** Gaussian blur standard deviation in canvas pixels (watercolour washes). */
  blur?: number;
  /** Paint only inside this path (nonzero). */
  clip?: PathData;
  fillRule?: 'nonzero' | 'evenodd';
  /** Stroke ends: round for ink lines, butt for hatching. Joins are always round. */
  cap?: 'round' | 'butt';
  /**
   * What the item is to the design, for the stencil: 'shape' areas become outlines, 'line'
   * work stays, 'shade' (hatching, washes, halos, backgrounds) is left out.
   */
  kind?: 'shape' | 'line' | 'shade';
  /**
   * What a line is in a subject's line work — its outer contour or an interior line — and whose
   * it is. Back ends ignore both; tests measure the line-weight hierarchy from them.
   */
  lineRole?: 'contour' | 'interior';
  owner?: 'hero' | 'companion' | 'backdrop';
}

export interface Drawing {
  width: number;
  height: number;
  background: string;
  items: DrawItem[];
}

/** How far painting can spill past a blurred item's geometry (3σ covers > 99 % of a Gaussian). */
export const BLUR_REACH = 3;

export function mapPaint(p: Paint, m: Matrix): Paint {
  if (typeof p === 'string') return p;
  const s = matrixScale(m);
  if (p.kind === 'hatch') return { ...p, spacing: p.spacing * s, width: p.width * s };
  if (p.kind === 'linear') {
    const [x1, y1] = mapPoint(m, p.x1, p.y1);
    const [x2, y2] = mapPoint(m, p.x2, p.y2);
    return { ...p, x1, y1, x2, y2 };
  }
  const [cx, cy] = mapPoint(m, p.cx, p.cy);
  return { ...p, cx, cy, r: p.r * s };
}

/** Map an item through a uniform-scale matrix (widths and blur scale with it). */
export function mapItem(item: DrawItem, m: Matrix): DrawItem {
  const s = matrixScale(m);
  const out: DrawItem = { ...item, path: mapPath(item.path, m) };
  if (item.fill !== undefined) out.fill = mapPaint(item.fill, m);
  if (item.strokeWidth !== undefined) out.strokeWidth = item.strokeWidth * s;
  if (item.blur !== undefined) out.blur = item.blur * s;
  if (item.clip) out.clip = mapPath(item.clip, m);
  return out;
}

/** Where an item can put paint: geometry, plus half the stroke and the blur reach; clipped. */
export function itemBounds(item: DrawItem): Bounds {
  const b = pathBounds(item.path);
  const grow = (item.stroke ? (item.strokeWidth ?? 1) / 2 : 0) + (item.blur ?? 0) * BLUR_REACH;
  let out: Bounds = { x0: b.x0 - grow, y0: b.y0 - grow, x1: b.x1 + grow, y1: b.y1 + grow };
  if (item.clip) {
    const c = pathBounds(item.clip);
    out = { x0: Math.max(out.x0, c.x0), y0: Math.max(out.y0, c.y0), x1: Math.min(out.x1, c.x1), y1: Math.min(out.y1, c.y1) };
  }
  return out;
}

export function itemsBounds(items: readonly DrawItem[]): Bounds {
  return items.reduce((acc, it) => (it.path.c.length ? unionBounds(acc, itemBounds(it)) : acc), EMPTY_BOUNDS);
}
