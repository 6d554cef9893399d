/**
 * Exact Euclidean distance transform on a square grid, linear in the number of cells.
 *
 * Two phases (Meijster, Roerdink & Hesselink, "A general algorithm for computing distance
 * transforms in linear time", 2000): first the distance to the nearest target in the cell's own
 * column, from one sweep down and one up, row by row (so memory is read in order, not down
 * columns); then along each row the lower envelope of parabolas of Felzenszwalb & Huttenlocher
 * ("Distance Transforms of Sampled Functions", 2012) combines the columns. Every value is a
 * squared distance in whole cells, so the arithmetic is exact and the result does not depend on
 * the order of the passes. Analysing a subject runs five of these; they were its largest cost.
 */

/** What an empty target gives: further than any distance on the grid. */
const NO_TARGET = 1e10;

/** Squared distance along each row from the column distances `g` (one row) into `out`, with scratch f, v, z. */
function rowPass(g: Int32Array, row: number, out: Float32Array, f: Float64Array, v: Int32Array, z: Float64Array, n: number): void {
  for (let x = 0; x < n; x++) {
    const gx = g[row + x];
    f[x] = gx * gx;
  }
  let k = 0;
  v[0] = 0;
  z[0] = -Infinity;
  z[1] = Infinity;
  for (let q = 1; q < n; q++) {
    const fq = f[q] + q * q;
    let vk = v[k];
    let s = (fq - f[vk] - vk * vk) / (2 * (q - vk));
    while (s <= z[k]) {
      k--;
      vk = v[k];
      s = (fq - f[vk] - vk * vk) / (2 * (q - vk));
    }
    k++;
    v[k] = q;
    z[k] = s;
    z[k + 1] = Infinity;
  }
  k = 0;
  for (let q = 0; q < n; q++) {
    while (z[k + 1] < q) k++;
    const vk = v[k];
    const dq = q - vk;
    out[row + q] = Math.sqrt(dq * dq + f[vk]);
  }
}

/**
 * Distance (in cells) from every cell to the nearest target cell: where `mask` is 1, or with
 * `targetIsZero` where it is 0. Target cells are 0. With no target at all every distance is very
 * large.
 */
export function distanceTo(mask: Uint8Array, n: number, targetIsZero = false): Float32Array {
  const out = new Float32Array(n * n);
  // Column distances, capped further than any cell of the grid (its square still exceeds every real squared distance).
  const far = 2 * n;
  const g = new Int32Array(n * n);
  let any = false;
  for (let y = 0; y < n; y++) {
    const row = y * n;
    for (let x = 0; x < n; x++) {
      const i = row + x;
      if ((mask[i] !== 0) !== targetIsZero) {
        any = true;
      } else {
        const above = y > 0 ? g[i - n] + 1 : far;
        g[i] = above < far ? above : far;
      }
    }
  }
  if (!any) return out.fill(NO_TARGET);
  for (let y = n - 2; y >= 0; y--) {
    const row = y * n;
    for (let x = 0; x < n; x++) {
      const below = g[row + n + x] + 1;
      if (below < g[row + x]) g[row + x] = below;
    }
  }
  const f = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let y = 0; y < n; y++) rowPass(g, y * n, out, f, v, z, n);
  return out;
}

/** Distance from each cell inside `mask` to the nearest cell outside it (0 outside). */
export function insideDistance(mask: Uint8Array, n: number): Float32Array {
  return distanceTo(mask, n, true);
}

/**
 * Signed distance for tracing a smooth outline: positive inside, negative outside, measured to
 * the boundary between cells (so a one-cell-wide shape still has a zero crossing on each side).
 */
export function signedDistance(mask: Uint8Array, n: number): Float32Array {
  const inside = insideDistance(mask, n);
  const outside = distanceTo(mask, n);
  const out = new Float32Array(mask.length);
  for (let i = 0; i < mask.length; i++) out[i] = mask[i] ? inside[i] - 0.5 : 0.5 - outside[i];
  return out;
}
