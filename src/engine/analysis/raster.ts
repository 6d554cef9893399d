/**
 * Raster building blocks of the measurements: run lengths across the ink in four directions
 * (line widths and the gaps between lines), connected components, and the exact Euclidean
 * distance transform (Felzenszwalb & Huttenlocher 2012, "Distance Transforms of Sampled
 * Functions", Theory of Computing 8) with the nearest ink pixel of every pixel.
 */

const DIRECTIONS: readonly (readonly [number, number])[] = [[1, 0], [0, 1], [1, 1], [1, -1]];

/** Every pixel's index along each line of one direction, handed to `visit` a line at a time. */
function forEachLine(width: number, height: number, [dx, dy]: readonly [number, number], visit: (line: Int32Array, count: number) => void): void {
  const line = new Int32Array(Math.max(width, height));
  const starts: [number, number][] = [];
  if (dy === 0) for (let y = 0; y < height; y += 1) starts.push([0, y]);
  else if (dx === 0) for (let x = 0; x < width; x += 1) starts.push([x, 0]);
  else if (dy === 1) {
    for (let x = 0; x < width; x += 1) starts.push([x, 0]);
    for (let y = 1; y < height; y += 1) starts.push([0, y]);
  } else {
    for (let x = 0; x < width; x += 1) starts.push([x, height - 1]);
    for (let y = height - 2; y >= 0; y -= 1) starts.push([0, y]);
  }
  for (const [sx, sy] of starts) {
    let count = 0;
    for (let x = sx, y = sy; x >= 0 && x < width && y >= 0 && y < height; x += dx, y += dy) line[count++] = y * width + x;
    visit(line, count);
  }
}

export interface RunWidths {
  /**
   * Per background pixel: the narrowest of its four runs (across, down, both diagonals) that
   * has ink at both ends, in pixels (a diagonal step counts √2) — the width of the gap it sits
   * in. Infinity where no run is closed by ink on both sides (open skin around the design).
   */
  gap: Float32Array;
  /** Per ink pixel: the narrowest of its four ink runs in pixels — the width of its line. */
  stroke: Float32Array;
}

/** Gap and stroke widths by run lengths in four directions (each line's error is at most 8%, at 22.5°). */
export function runWidths(mask: Uint8Array, width: number, height: number): RunWidths {
  const n = width * height;
  const gap = new Float32Array(n).fill(Number.POSITIVE_INFINITY);
  const stroke = new Float32Array(n).fill(Number.POSITIVE_INFINITY);
  for (const direction of DIRECTIONS) {
    const step = direction[0] !== 0 && direction[1] !== 0 ? Math.SQRT2 : 1;
    forEachLine(width, height, direction, (line, count) => {
      let i = 0;
      while (i < count) {
        const value = mask[line[i]];
        let j = i + 1;
        while (j < count && mask[line[j]] === value) j += 1;
        const length = (j - i) * step;
        if (value) {
          for (let k = i; k < j; k += 1) if (length < stroke[line[k]]) stroke[line[k]] = length;
        } else if (i > 0 && j < count) {
          for (let k = i; k < j; k += 1) if (length < gap[line[k]]) gap[line[k]] = length;
        }
        i = j;
      }
    });
  }
  return { gap, stroke };
}

export interface Components {
  /** Component number per pixel (0 = not of the class labelled). */
  labels: Int32Array;
  /** Per component (index = label − 1). */
  areas: number[];
  touchesBorder: boolean[];
  minX: number[];
  minY: number[];
  maxX: number[];
  maxY: number[];
  sumX: number[];
  sumY: number[];
}

/** Connected components of the pixels where `mask === value` (4- or 8-connected). */
export function labelComponents(mask: Uint8Array, width: number, height: number, value: number, eight: boolean): Components {
  const labels = new Int32Array(width * height);
  const result: Components = { labels, areas: [], touchesBorder: [], minX: [], minY: [], maxX: [], maxY: [], sumX: [], sumY: [] };
  const stack = new Int32Array(width * height);
  let next = 0;
  for (let seed = 0; seed < labels.length; seed += 1) {
    if (mask[seed] !== value || labels[seed] !== 0) continue;
    next += 1;
    let top = 0;
    stack[top++] = seed;
    labels[seed] = next;
    let area = 0;
    let minX = width;
    let minY = height;
    let maxX = 0;
    let maxY = 0;
    let sumX = 0;
    let sumY = 0;
    while (top > 0) {
      const p = stack[--top];
      const x = p % width;
      const y = (p - x) / width;
      area += 1;
      sumX += x;
      sumY += y;
      if (x < minX) minX = x;
      if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      if (y > maxY) maxY = y;
      // Neighbours in line, unrolled: this loop runs once per pixel of the image.
      for (let dy = -1; dy <= 1; dy += 1) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx += 1) {
          if ((dx === 0 && dy === 0) || (!eight && dx !== 0 && dy !== 0)) continue;
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const q = ny * width + nx;
          if (mask[q] === value && labels[q] === 0) {
            labels[q] = next;
            stack[top++] = q;
          }
        }
      }
    }
    result.areas.push(area);
    result.touchesBorder.push(minX === 0 || minY === 0 || maxX === width - 1 || maxY === height - 1);
    result.minX.push(minX);
    result.minY.push(minY);
    result.maxX.push(maxX);
    result.maxY.push(maxY);
    result.sumX.push(sumX);
    result.sumY.push(sumY);
  }
  return result;
}

/**
 * "No feature" as a finite squared distance: larger than any real one (images are far smaller
 * than 10^7 px across), and finite so the parabola intersections need no special case.
 */
const FAR = 1e20;

/** One row or column of the squared distance transform, with the index of each nearest feature. */
function transform1d(f: Float64Array, count: number, d: Float64Array, nearest: Int32Array, v: Int32Array, z: Float64Array): void {
  let k = 0;
  v[0] = 0;
  z[0] = -FAR;
  z[1] = FAR;
  for (let q = 1; q < count; q += 1) {
    const fq = f[q] + q * q;
    let s = (fq - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    while (s <= z[k]) {
      k -= 1;
      s = (fq - (f[v[k]] + v[k] * v[k])) / (2 * q - 2 * v[k]);
    }
    k += 1;
    v[k] = q;
    z[k] = s;
    z[k + 1] = FAR;
  }
  k = 0;
  for (let q = 0; q < count; q += 1) {
    while (z[k + 1] < q) k += 1;
    const dq = q - v[k];
    d[q] = dq * dq + f[v[k]];
    nearest[q] = v[k];
  }
}

export interface DistanceField {
  /** Distance in pixels to the nearest feature pixel (0 on features, Infinity when there are none). */
  distance: Float32Array;
  /** Index of that nearest feature pixel (−1 when there are none). */
  nearest: Int32Array;
}

/** Exact Euclidean distance from every pixel to the nearest pixel where `features` is 1. */
export function distanceTransform(features: Uint8Array, width: number, height: number): DistanceField {
  const n = width * height;
  const size = Math.max(width, height);
  const f = new Float64Array(size);
  const d = new Float64Array(size);
  const nearest1d = new Int32Array(size);
  const v = new Int32Array(size);
  const z = new Float64Array(size + 1);
  const columnDistance = new Float64Array(n);
  const columnRow = new Int32Array(n);
  for (let x = 0; x < width; x += 1) {
    for (let y = 0; y < height; y += 1) f[y] = features[y * width + x] ? 0 : FAR;
    transform1d(f, height, d, nearest1d, v, z);
    for (let y = 0; y < height; y += 1) {
      columnDistance[y * width + x] = d[y];
      columnRow[y * width + x] = nearest1d[y];
    }
  }
  const distance = new Float32Array(n);
  const nearest = new Int32Array(n);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) f[x] = columnDistance[y * width + x];
    transform1d(f, width, d, nearest1d, v, z);
    for (let x = 0; x < width; x += 1) {
      const p = y * width + x;
      const none = d[x] >= FAR;
      distance[p] = none ? Number.POSITIVE_INFINITY : Math.sqrt(d[x]);
      const nx = nearest1d[x];
      nearest[p] = none ? -1 : columnRow[y * width + nx] * width + nx;
    }
  }
  return { distance, nearest };
}
