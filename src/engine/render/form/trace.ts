/**
 * From grid back to vector: outlines traced at the zero level of a signed distance field
 * (marching squares with interpolation, so the outline is smooth, not a staircase), centre lines
 * traced along a thinned mask (Zhang–Suen), both simplified and written as smooth cubic paths in
 * art units.
 */
import { type PathData, PathBuilder } from '../path.ts';
import { toArt } from './grid.ts';

export type Pt = [number, number];

/** Outline points closer than this (cells) to the simplified line are dropped. */
const OUTLINE_TOLERANCE = 0.35;
/** Centre-line points closer than this (cells) to the simplified line are dropped. */
const CENTRE_TOLERANCE = 0.6;
/** Loops enclosing less than this many cells are specks, not shapes. */
const MIN_LOOP_AREA = 3;
/** Skeleton branches shorter than this (cells) ending in a free end are spurs of the thinning, not lines. */
const MIN_BRANCH = 4;

// ---------------------------------------------------------------- outlines (marching squares)

/**
 * A saddle square (two opposite corners inside): the centre decides whether the inside corners
 * are joined; links run from where the outline enters the shape to where it leaves, as elsewhere.
 */
function saddle(link: (from: number, to: number) => void, aInside: boolean, joined: boolean, t: number, r: number, bo: number, l: number): void {
  if (aInside === joined) {
    // a and c inside and joined, or b and d inside and separate: cut off b and d.
    if (aInside) {
      link(r, t);
      link(l, bo);
    } else {
      link(t, r);
      link(bo, l);
    }
  } else if (aInside) {
    link(r, bo);
    link(l, t);
  } else {
    link(t, l);
    link(bo, r);
  }
}

/** Inside flags on a grid padded by one cell of outside all round, so every loop closes. */
function insideFlags(field: Float32Array, n: number): Uint8Array {
  const side = n + 2;
  const flags = new Uint8Array(side * side);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) flags[(y + 1) * side + x + 1] = field[y * n + x] > 0 ? 1 : 0;
  return flags;
}

/** Closed loops (grid units) where `field` crosses zero; inside (> 0) always lies on the same side. */
export function traceLoops(field: Float32Array, n: number): Pt[][] {
  const at = (i: number, j: number): number => (i < 0 || j < 0 || i >= n || j >= n ? -1 : field[j * n + i]);
  const stride = n + 2;
  const hKey = (i: number, j: number): number => ((j + 1) * stride + (i + 1)) * 2;
  const vKey = (i: number, j: number): number => ((j + 1) * stride + (i + 1)) * 2 + 1;
  const next = new Map<number, number>();
  const point = new Map<number, Pt>();
  const cross = (key: number, x0: number, y0: number, v0: number, x1: number, y1: number, v1: number): number => {
    if (!point.has(key)) {
      const t = v0 / (v0 - v1);
      point.set(key, [x0 + (x1 - x0) * t + 0.5, y0 + (y1 - y0) * t + 0.5]);
    }
    return key;
  };
  const link = (from: number, to: number): void => {
    next.set(from, to);
  };
  const side = n + 2;
  const flags = insideFlags(field, n);
  // Edge crossings of one square, clockwise from the top (0 top, 1 right, 2 bottom, 3 left). No
  // closures or objects per square: this loop runs for every boundary cell of every analysis.
  const edge = [0, 0];
  const entering = [false, false];
  let a = 0;
  let b = 0;
  let c = 0;
  let d = 0;
  let ci = 0;
  let cj = 0;
  let count = 0;
  const add = (e: number, inward: boolean): void => {
    if (count < 2) {
      edge[count] = e;
      entering[count] = inward;
    }
    count++;
  };
  const keyOf = (e: number): number => {
    if (e === 0) return cross(hKey(ci, cj), ci, cj, a, ci + 1, cj, b);
    if (e === 1) return cross(vKey(ci + 1, cj), ci + 1, cj, b, ci + 1, cj + 1, c);
    if (e === 2) return cross(hKey(ci, cj + 1), ci + 1, cj + 1, c, ci, cj + 1, d);
    return cross(vKey(ci, cj), ci, cj + 1, d, ci, cj, a);
  };
  for (let j = -1; j < n; j++) {
    for (let i = -1; i < n; i++) {
      const f = (j + 1) * side + i + 1;
      const code = flags[f] | (flags[f + 1] << 1) | (flags[f + side + 1] << 2) | (flags[f + side] << 3);
      if (code === 0 || code === 15) continue;
      ci = i;
      cj = j;
      a = at(i, j);
      b = at(i + 1, j);
      c = at(i + 1, j + 1);
      d = at(i, j + 1);
      // Crossings clockwise (top, right, bottom, left): entering the shape (out → in) or leaving it.
      count = 0;
      if ((a > 0) !== (b > 0)) add(0, b > 0);
      if ((b > 0) !== (c > 0)) add(1, c > 0);
      if ((c > 0) !== (d > 0)) add(2, d > 0);
      if ((d > 0) !== (a > 0)) add(3, a > 0);
      if (count === 2) {
        // Keys in the order the links are made (the first crossing computed fixes the shared point).
        if (entering[0]) {
          const from = keyOf(edge[0]);
          link(from, keyOf(edge[1]));
        } else {
          const from = keyOf(edge[1]);
          link(from, keyOf(edge[0]));
        }
      } else {
        const t = keyOf(0);
        const r = keyOf(1);
        const bo = keyOf(2);
        saddle(link, a > 0, (a + b + c + d) / 4 > 0, t, r, bo, keyOf(3));
      }
    }
  }
  return chainLoops(next, point);
}

/** Follow the links from crossing to crossing into closed loops, dropping specks. */
function chainLoops(next: ReadonlyMap<number, number>, point: Map<number, Pt>): Pt[][] {
  const loops: Pt[][] = [];
  for (const start of next.keys()) {
    if (!point.has(start)) continue;
    const loop: Pt[] = [];
    let key: number | undefined = start;
    while (key !== undefined && point.has(key)) {
      loop.push(point.get(key) as Pt);
      point.delete(key);
      key = next.get(key);
    }
    if (loop.length >= 3 && Math.abs(loopArea(loop)) >= MIN_LOOP_AREA) loops.push(loop);
  }
  return loops;
}

/** Signed area (shoelace); the sign tells the loop's winding. */
export function loopArea(pts: readonly Pt[]): number {
  let a = 0;
  for (let i = 0; i < pts.length; i++) {
    const [x0, y0] = pts[i];
    const [x1, y1] = pts[(i + 1) % pts.length];
    a += x0 * y1 - x1 * y0;
  }
  return a / 2;
}

// ---------------------------------------------------------------- centre lines (thinning)

/** Zhang–Suen thinning of a mask to one-cell-wide lines (on a copy; only the mask's bounding box is visited). */
export function thin(mask: Uint8Array, n: number): Uint8Array {
  const m = new Uint8Array(mask.length);
  let x0 = n;
  let y0 = n;
  let x1 = -1;
  let y1 = -1;
  for (let y = 1; y < n - 1; y++) {
    for (let x = 1; x < n - 1; x++) {
      if (!mask[y * n + x]) continue;
      m[y * n + x] = 1;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
    }
  }
  const remove: number[] = [];
  let changed = x1 >= 0;
  while (changed) {
    changed = false;
    for (let pass = 0; pass < 2; pass++) {
      remove.length = 0;
      for (let y = y0; y <= y1; y++) {
        for (let x = x0; x <= x1; x++) {
          const i = y * n + x;
          if (!m[i]) continue;
          const p2 = m[i - n], p3 = m[i - n + 1], p4 = m[i + 1], p5 = m[i + n + 1];
          const p6 = m[i + n], p7 = m[i + n - 1], p8 = m[i - 1], p9 = m[i - n - 1];
          const b = p2 + p3 + p4 + p5 + p6 + p7 + p8 + p9;
          if (b < 2 || b > 6) continue;
          // Count 0 → 1 transitions round the ring p2, p3, …, p9, p2.
          const a =
            (!p2 && p3 ? 1 : 0) + (!p3 && p4 ? 1 : 0) + (!p4 && p5 ? 1 : 0) + (!p5 && p6 ? 1 : 0) +
            (!p6 && p7 ? 1 : 0) + (!p7 && p8 ? 1 : 0) + (!p8 && p9 ? 1 : 0) + (!p9 && p2 ? 1 : 0);
          if (a !== 1) continue;
          if (pass === 0 ? p2 * p4 * p6 || p4 * p6 * p8 : p2 * p4 * p8 || p2 * p6 * p8) continue;
          remove.push(i);
        }
      }
      for (const i of remove) m[i] = 0;
      if (remove.length) changed = true;
    }
  }
  return m;
}

const NEIGHBOURS: readonly Pt[] = [[1, 0], [1, 1], [0, 1], [-1, 1], [-1, 0], [-1, -1], [0, -1], [1, -1]];

/** Polylines (grid units, cell centres) along a one-cell-wide skeleton; spurs and specks dropped. */
export function traceSkeleton(skel: Uint8Array, n: number): Pt[][] {
  const on = (x: number, y: number): boolean => x >= 0 && y >= 0 && x < n && y < n && skel[y * n + x] === 1;
  // Mixed adjacency: a diagonal step counts only where no orthogonal pair of cells joins the two
  // already, so a staircase is one chain rather than a string of little triangles.
  const linked = ([dx, dy]: Pt, x: number, y: number): boolean => on(x + dx, y + dy) && (dx === 0 || dy === 0 || (!on(x + dx, y) && !on(x, y + dy)));
  const links = (x: number, y: number): Pt[] => NEIGHBOURS.filter((d) => linked(d, x, y)).map(([dx, dy]) => [x + dx, y + dy] as Pt);
  const used = new Set<number>();
  const edgeKey = (a: number, b: number): number => (a < b ? a * n * n + b : b * n * n + a);
  const lines: Pt[][] = [];
  const walk = (x0: number, y0: number, first: Pt): { pts: Pt[]; freeEnds: number } => {
    const pts: Pt[] = [[x0 + 0.5, y0 + 0.5]];
    let freeEnds = links(x0, y0).length === 1 ? 1 : 0;
    let [x, y] = first;
    used.add(edgeKey(y0 * n + x0, y * n + x));
    for (;;) {
      pts.push([x + 0.5, y + 0.5]);
      const around = links(x, y);
      if (around.length !== 2) {
        if (around.length === 1) freeEnds++;
        break;
      }
      const step = around.find(([nx, ny]) => !used.has(edgeKey(y * n + x, ny * n + nx)));
      if (!step) break;
      used.add(edgeKey(y * n + x, step[1] * n + step[0]));
      [x, y] = step;
    }
    return { pts, freeEnds };
  };
  const startFrom = (x: number, y: number): void => {
    for (const next of links(x, y)) {
      if (used.has(edgeKey(y * n + x, next[1] * n + next[0]))) continue;
      const { pts, freeEnds } = walk(x, y, next);
      // A short branch with a free end is a thinning spur; a short bridge between junctions is kept.
      if (pts.length >= MIN_BRANCH || freeEnds === 0) lines.push(pts);
    }
  };
  // Free ends and junctions first, then whatever is left (closed loops).
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (on(x, y) && links(x, y).length !== 2) startFrom(x, y);
  for (let y = 0; y < n; y++) for (let x = 0; x < n; x++) if (on(x, y)) startFrom(x, y);
  return lines.filter((l) => l.length >= 2);
}

// ---------------------------------------------------------------- to paths

/** Ramer–Douglas–Peucker simplification of an open polyline. */
export function simplify(pts: readonly Pt[], tolerance: number): Pt[] {
  if (pts.length <= 2) return pts.slice();
  const keep = new Uint8Array(pts.length);
  keep[0] = 1;
  keep[pts.length - 1] = 1;
  const stack: [number, number][] = [[0, pts.length - 1]];
  while (stack.length) {
    const [s, e] = stack.pop() as [number, number];
    const [ax, ay] = pts[s];
    const [bx, by] = pts[e];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let far = 0;
    for (let i = s + 1; i < e; i++) {
      const d = Math.abs((bx - ax) * (ay - pts[i][1]) - (ax - pts[i][0]) * (by - ay)) / len;
      if (d > far) {
        far = d;
        worst = i;
      }
    }
    if (worst >= 0 && far > tolerance) {
      keep[worst] = 1;
      stack.push([s, worst], [worst, e]);
    }
  }
  return pts.filter((_, i) => keep[i]);
}

/** Moving average (radius 2) that keeps the end points: takes the cell staircase out of a centre line. */
function smoothOpen(pts: readonly Pt[]): Pt[] {
  if (pts.length < 5) return pts.slice();
  return pts.map((p, i) => {
    if (i === 0 || i === pts.length - 1) return p;
    const r = Math.min(2, i, pts.length - 1 - i);
    let sx = 0;
    let sy = 0;
    for (let k = -r; k <= r; k++) {
      sx += pts[i + k][0];
      sy += pts[i + k][1];
    }
    return [sx / (2 * r + 1), sy / (2 * r + 1)] as Pt;
  });
}

/** Catmull–Rom spline through points (grid units) as cubics in art units. */
function catmullRom(b: PathBuilder, pts: readonly Pt[], closed: boolean): void {
  const count = pts.length;
  const p = (i: number): Pt => (closed ? pts[(i + count) % count] : pts[Math.max(0, Math.min(count - 1, i))]);
  b.moveTo(toArt(pts[0][0]), toArt(pts[0][1]));
  const segments = closed ? count : count - 1;
  for (let i = 0; i < segments; i++) {
    const p0 = p(i - 1);
    const p1 = p(i);
    const p2 = p(i + 1);
    const p3 = p(i + 2);
    b.cubicTo(
      toArt(p1[0] + (p2[0] - p0[0]) / 6),
      toArt(p1[1] + (p2[1] - p0[1]) / 6),
      toArt(p2[0] - (p3[0] - p1[0]) / 6),
      toArt(p2[1] - (p3[1] - p1[1]) / 6),
      toArt(p2[0]),
      toArt(p2[1]),
    );
  }
  if (closed) b.close();
}

/** Closed loops as one smooth path (art units). */
export function loopsToPath(loops: readonly Pt[][]): PathData {
  const b = new PathBuilder();
  for (const loop of loops) {
    // Simplify as two open halves, split at the point farthest from the start.
    let far = 0;
    let best = 0;
    for (let i = 1; i < loop.length; i++) {
      const d = Math.hypot(loop[i][0] - loop[0][0], loop[i][1] - loop[0][1]);
      if (d > best) {
        best = d;
        far = i;
      }
    }
    const first = simplify(loop.slice(0, far + 1), OUTLINE_TOLERANCE);
    const second = simplify([...loop.slice(far), loop[0]], OUTLINE_TOLERANCE);
    const pts = [...first.slice(0, -1), ...second.slice(0, -1)];
    if (pts.length >= 3) catmullRom(b, pts, true);
  }
  return b.build();
}

/** Centre lines as one smooth open path (art units). */
export function linesToPath(lines: readonly Pt[][]): PathData {
  const b = new PathBuilder();
  for (const line of lines) {
    const pts = simplify(smoothOpen(line), CENTRE_TOLERANCE);
    if (pts.length >= 2) catmullRom(b, pts, false);
  }
  return b.build();
}
