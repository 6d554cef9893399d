/**
 * The form of a subject for shading: each part of the artwork is treated as a rounded relief
 * whose height rises from its edges (its outline, its neighbours, the negative space inside it)
 * following the distance to them, lit from the top left. The darkness that gives is what the
 * styles shade with — smooth grey bands, stipple, whip shading or contour hatching — so the
 * shading follows the shape instead of sitting on it like a sphere.
 */
import { distanceTo } from './distance.ts';

export interface FormField {
  /** Cells per side. */
  n: number;
  /** 1 inside the subject's silhouette. */
  inside: Uint8Array;
  /** Distance (cells) to the nearest edge of the cell's own part: outline, another part, negative space. */
  depth: Float32Array;
  /** Darkness 0 (lit) … 1 (deep shadow) inside the silhouette, 0 outside. */
  dark: Float32Array;
  /** 0 … 1: how much the nearest edge faces away from the light (1 = the shadow side's rim). */
  away: Float32Array;
}

/** Where the light comes from: the top left and in front, as tattoo flash is lit. */
const LIGHT: readonly [number, number, number] = (() => {
  const v = [-0.5, -0.62, 0.6];
  const len = Math.hypot(v[0], v[1], v[2]);
  return [v[0] / len, v[1] / len, v[2] / len] as const;
})();
/**
 * Largest rounding radius (cells): a thin part (a tail, a petal) is a full round tube; a broad
 * one (a skull's cranium) is a rounded plateau, so its middle does not turn to a dark sphere.
 */
const BEVEL_MAX = 26;
/** How strongly the relief's slopes light and shade (1 = full Lambert contrast): kept low so forms read soft, not chrome. */
const RELIEF = 0.36;
/** How much the subject darkens from its lit top-left to its bottom-right overall. */
const FALLOFF = 0.4;

/** Relief height at distance d from the edge, for a rounding radius r: a quarter circle. */
function height(d: number, r: number): number {
  const t = Math.min(d, r) / r;
  return r * Math.sqrt(1 - (1 - t) * (1 - t));
}

/** Cells where the part label changes (or the silhouette ends): the edges the relief falls to. */
function edges(labels: Int16Array, n: number): Uint8Array {
  const e = new Uint8Array(n * n);
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      const l = labels[i];
      if (l < 0) {
        e[i] = 1;
        continue;
      }
      if (x === 0 || y === 0 || x === n - 1 || y === n - 1) e[i] = 1;
      else if (labels[i - 1] !== l || labels[i + 1] !== l || labels[i - n] !== l || labels[i + n] !== l) e[i] = 1;
    }
  }
  return e;
}

/** The form field of labelled parts (−1 = no part) inside a silhouette. */
export function formField(labels: Int16Array, inside: Uint8Array, n: number): FormField {
  const depth = distanceTo(edges(labels, n), n);
  let parts = 0;
  for (const l of labels) if (l + 1 > parts) parts = l + 1;
  const deepest = new Float32Array(parts);
  let x0 = n;
  let y0 = n;
  let x1 = 0;
  let y1 = 0;
  for (let i = 0; i < depth.length; i++) {
    const l = labels[i];
    if (l < 0) depth[i] = 0;
    else if (depth[i] > deepest[l]) deepest[l] = depth[i];
    if (inside[i]) {
      const x = i % n;
      const y = (i - x) / n;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  const h = new Float32Array(n * n);
  for (let i = 0; i < h.length; i++) {
    const l = labels[i];
    if (l >= 0) h[i] = height(depth[i], Math.max(2, Math.min(BEVEL_MAX, deepest[l] * 0.9)));
  }
  const dark = new Float32Array(n * n);
  const away = new Float32Array(n * n);
  // Position along the light's direction, 0 at the lit corner of the subject's box, 1 at the far one.
  const span = Math.max(1, (x1 - x0) * -LIGHT[0] + (y1 - y0) * -LIGHT[1]);
  const flat = LIGHT[2];
  for (let y = 1; y < n - 1; y++) {
    for (let x = 1; x < n - 1; x++) {
      const i = y * n + x;
      if (!inside[i]) continue;
      const hx = (h[i + 1] - h[i - 1]) / 2;
      const hy = (h[i + n] - h[i - n]) / 2;
      const len = Math.hypot(hx, hy, 1);
      const lambert = Math.max(0, (-hx * LIGHT[0] - hy * LIGHT[1] + LIGHT[2]) / len);
      const along = ((x - x0) * -LIGHT[0] + (y - y0) * -LIGHT[1]) / span;
      dark[i] = Math.min(1, Math.max(0, RELIEF * (1 - lambert / flat) + 0.32 + FALLOFF * (along - 0.5)));
      const gx = (depth[i + 1] - depth[i - 1]) / 2;
      const gy = (depth[i + n] - depth[i - n]) / 2;
      const g = Math.hypot(gx, gy);
      // The depth rises inward; an edge faces away from the light when inward points towards it.
      away[i] = g > 1e-6 ? Math.max(0, (gx * LIGHT[0] + gy * LIGHT[1]) / (g * Math.hypot(LIGHT[0], LIGHT[1]))) : 0;
    }
  }
  return { n, inside, depth, dark, away };
}
