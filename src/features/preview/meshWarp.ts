/**
 * Curvature for arms and legs: the flat design wrapped round a cylinder (the limb) whose axis
 * runs along the design's height, seen from the front and a little from above.
 *
 * A point at distance u across the design lies at angle θ = u·φ round the limb (φ = the arc the
 * design covers). Seen from the front it lands at sin(θ)/φ across (so the middle keeps its size
 * and the sides are foreshortened), and, because the far side of the limb curves away from a
 * camera held slightly above it, it drops by (1 − cos θ)/φ · TILT. Negative curvature bows the
 * other way (the camera below the limb, or the inside of a forearm).
 *
 * The warp only depends on u, so the design is cut into vertical strips and each strip is mapped
 * by one affine transform: exact at the strip edges, piecewise-linear in between, and drawable
 * on a 2D canvas with one drawImage per strip (no triangles, no clipping).
 */
import type { Affine } from './placement';

/** The arc (radians) a design covers at curvature ±1: 150°, a design wrapping most of the visible half of a forearm. */
export const MAX_WRAP = (150 * Math.PI) / 180;
/** How much the bow shows: the camera's elevation above the limb, as the sine of its angle (~17°). */
export const TILT = 0.3;
/** Strips across the design: enough that the piecewise-linear edges read as a smooth curve at 4000 px. */
export const WARP_STRIPS = 32;

/** Where a point (u across, v down, in design units) lands after the warp. */
export function warpPoint(u: number, v: number, curvature: number): { x: number; y: number } {
  const phi = Math.abs(curvature) * MAX_WRAP;
  if (phi < 1e-4) return { x: u, y: v };
  const theta = u * phi;
  const bow = ((1 - Math.cos(theta)) / phi) * TILT * Math.sign(curvature);
  return { x: Math.sin(theta) / phi, y: v + bow };
}

export interface WarpStrip {
  /** The strip's span across the design, in design units (-0.5…0.5). */
  u0: number;
  u1: number;
  /** Design units → warped design units for points of this strip. */
  affine: Affine;
}

/** The strips that draw a design warped by `curvature`; one identity strip when it is flat. */
export function warpStrips(curvature: number, count: number = WARP_STRIPS): WarpStrip[] {
  if (Math.abs(curvature) < 1e-4) return [{ u0: -0.5, u1: 0.5, affine: [1, 0, 0, 1, 0, 0] }];
  const strips: WarpStrip[] = [];
  for (let i = 0; i < count; i++) {
    const u0 = -0.5 + i / count;
    const u1 = -0.5 + (i + 1) / count;
    const p0 = warpPoint(u0, 0, curvature);
    const p1 = warpPoint(u1, 0, curvature);
    const kx = (p1.x - p0.x) / (u1 - u0);
    const ky = (p1.y - p0.y) / (u1 - u0);
    // x' = kx·u + (x0 − kx·u0);  y' = ky·u + v + (y0 − ky·u0)
    strips.push({ u0, u1, affine: [kx, ky, 0, 1, p0.x - kx * u0, p0.y - ky * u0] });
  }
  return strips;
}

/** A ∘ B: the transform that applies B first, then A (canvas matrix order). */
export function compose(a: Affine, b: Affine): Affine {
  return [
    a[0] * b[0] + a[2] * b[1],
    a[1] * b[0] + a[3] * b[1],
    a[0] * b[2] + a[2] * b[3],
    a[1] * b[2] + a[3] * b[3],
    a[0] * b[4] + a[2] * b[5] + a[4],
    a[1] * b[4] + a[3] * b[5] + a[5],
  ];
}

export function applyAffine(m: Affine, x: number, y: number): { x: number; y: number } {
  return { x: m[0] * x + m[2] * y + m[4], y: m[1] * x + m[3] * y + m[5] };
}

/** How far (in design units) the warp can push a point below or above its flat place: room for bounding boxes. */
export function warpBowExtent(curvature: number): number {
  const phi = Math.abs(curvature) * MAX_WRAP;
  return phi < 1e-4 ? 0 : ((1 - Math.cos(phi / 2)) / phi) * TILT;
}
