/**
 * Path geometry for the renderer. Every path is kept as absolute M/L/C/Z commands with a flat
 * number list, so an affine map is just "map every point pair" and bounds are exact enough
 * (control points bound a cubic). The same path becomes an SVG `d` string for resvg and a Path2D
 * in the browser worker.
 */

export interface PathData {
  /** One letter per segment: M, L, C or Z. */
  readonly c: string;
  /** Point coordinates consumed by the commands: M/L 2, C 6, Z 0. */
  readonly n: readonly number[];
}

/** Affine matrix [a, b, c, d, e, f] as in SVG: x' = a·x + c·y + e, y' = b·x + d·y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export interface Bounds {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, k: Matrix): Matrix {
  // m ∘ k: apply k first, then m.
  return [
    m[0] * k[0] + m[2] * k[1],
    m[1] * k[0] + m[3] * k[1],
    m[0] * k[2] + m[2] * k[3],
    m[1] * k[2] + m[3] * k[3],
    m[0] * k[4] + m[2] * k[5] + m[4],
    m[1] * k[4] + m[3] * k[5] + m[5],
  ];
}

export const translate = (x: number, y: number): Matrix => [1, 0, 0, 1, x, y];
export const scale = (sx: number, sy: number = sx): Matrix => [sx, 0, 0, sy, 0, 0];
export const rotate = (rad: number): Matrix => [Math.cos(rad), Math.sin(rad), -Math.sin(rad), Math.cos(rad), 0, 0];

/** Compose left to right: compose(a, b, c) applies a, then b, then c. */
export function compose(...ms: Matrix[]): Matrix {
  return ms.reduce<Matrix>((acc, m) => multiply(m, acc), IDENTITY);
}

/** Mirror around the vertical line x = cx. */
export const mirrorX = (cx: number): Matrix => [-1, 0, 0, 1, 2 * cx, 0];

export function mapPoint(m: Matrix, x: number, y: number): [number, number] {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

/** Uniform scale factor of a matrix (geometric mean of the axis scales). */
export function matrixScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

export function mapPath(p: PathData, m: Matrix): PathData {
  const n = new Array<number>(p.n.length);
  for (let i = 0; i < p.n.length; i += 2) {
    const x = p.n[i];
    const y = p.n[i + 1];
    n[i] = m[0] * x + m[2] * y + m[4];
    n[i + 1] = m[1] * x + m[3] * y + m[5];
  }
  return { c: p.c, n };
}

/**
 * Roots in (0, 1) of the derivative of a cubic Bézier along one axis, written into `out` from
 * index `at`; returns the index after the last. No arrays per curve: bounds run over every
 * segment of every item (stipple paths are thousands of segments) on every render.
 */
function cubicExtrema(p0: number, p1: number, p2: number, p3: number, out: Float64Array, at: number): number {
  const a = -p0 + 3 * p1 - 3 * p2 + p3;
  const b = 2 * (p0 - 2 * p1 + p2);
  const c = p1 - p0;
  let k = at;
  if (Math.abs(a) < 1e-9) {
    if (Math.abs(b) > 1e-9) {
      const t = -c / b;
      if (t > 0 && t < 1) out[k++] = t;
    }
  } else {
    const disc = b * b - 4 * a * c;
    if (disc >= 0) {
      const r = Math.sqrt(disc);
      const t1 = (-b + r) / (2 * a);
      const t2 = (-b - r) / (2 * a);
      if (t1 > 0 && t1 < 1) out[k++] = t1;
      if (t2 > 0 && t2 < 1) out[k++] = t2;
    }
  }
  return k;
}

/** Scratch for cubicExtrema: two roots per axis. */
const extremaScratch = new Float64Array(4);

const cubicAt = (p0: number, p1: number, p2: number, p3: number, t: number): number => {
  const u = 1 - t;
  return u * u * u * p0 + 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t * p3;
};

/** Exact bounds of the painted geometry (curve extrema, not control points). */
export function pathBounds(p: PathData): Bounds {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  const add = (x: number, y: number): void => {
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  };
  let k = 0;
  let cx = 0;
  let cy = 0;
  for (const cmd of p.c) {
    if (cmd === 'M' || cmd === 'L') {
      cx = p.n[k];
      cy = p.n[k + 1];
      add(cx, cy);
      k += 2;
    } else if (cmd === 'C') {
      const ax = p.n[k];
      const ay = p.n[k + 1];
      const bx = p.n[k + 2];
      const by = p.n[k + 3];
      const ex = p.n[k + 4];
      const ey = p.n[k + 5];
      add(ex, ey);
      const roots = extremaScratch;
      const count = cubicExtrema(cy, ay, by, ey, roots, cubicExtrema(cx, ax, bx, ex, roots, 0));
      for (let j = 0; j < count; j++) add(cubicAt(cx, ax, bx, ex, roots[j]), cubicAt(cy, ay, by, ey, roots[j]));
      cx = ex;
      cy = ey;
      k += 6;
    }
  }
  return { x0, y0, x1, y1 };
}

export function unionBounds(a: Bounds, b: Bounds): Bounds {
  return { x0: Math.min(a.x0, b.x0), y0: Math.min(a.y0, b.y0), x1: Math.max(a.x1, b.x1), y1: Math.max(a.y1, b.y1) };
}

export const EMPTY_BOUNDS: Bounds = { x0: Infinity, y0: Infinity, x1: -Infinity, y1: -Infinity };

const ARGS: Record<string, number> = { M: 2, L: 2, C: 6, Z: 0 };

/** Serialise to an SVG path string; `digits` decimals (1 keeps a 1024 px canvas exact to 0.1 px). */
export function pathToD(p: PathData, digits = 1): string {
  const f = 10 ** digits;
  const parts: string[] = [];
  let k = 0;
  for (const cmd of p.c) {
    const count = ARGS[cmd];
    let s = cmd;
    for (let j = 0; j < count; j++) {
      const v = Math.round(p.n[k + j] * f) / f;
      const txt = Object.is(v, -0) ? '0' : String(v);
      s += j === 0 || txt.startsWith('-') ? txt : ` ${txt}`;
    }
    k += count;
    parts.push(s);
  }
  return parts.join('');
}

/** Parse a normalised path string (absolute M/L/C/Z only, as generated and as written here). */
export function parsePath(d: string): PathData {
  let c = '';
  const n: number[] = [];
  const re = /([MLCZ])|(-?(?:\d+\.?\d*|\.\d+))/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(d))) {
    if (m[1]) c += m[1];
    else n.push(Number(m[2]));
  }
  return { c, n };
}

/** Incremental path construction (absolute coordinates only). */
export class PathBuilder {
  private cmds = '';
  private nums: number[] = [];

  moveTo(x: number, y: number): this {
    this.cmds += 'M';
    this.nums.push(x, y);
    return this;
  }

  lineTo(x: number, y: number): this {
    this.cmds += 'L';
    this.nums.push(x, y);
    return this;
  }

  /** Quadratic Bézier, stored as the equivalent cubic. */
  quadTo(qx: number, qy: number, x: number, y: number): this {
    const [px, py] = this.current();
    this.cmds += 'C';
    this.nums.push(px + (2 / 3) * (qx - px), py + (2 / 3) * (qy - py), x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y), x, y);
    return this;
  }

  cubicTo(c1x: number, c1y: number, c2x: number, c2y: number, x: number, y: number): this {
    this.cmds += 'C';
    this.nums.push(c1x, c1y, c2x, c2y, x, y);
    return this;
  }

  close(): this {
    this.cmds += 'Z';
    return this;
  }

  /** Ellipse as four cubics; `ccw` reverses winding so it can punch a hole under nonzero fill. */
  ellipse(cx: number, cy: number, rx: number, ry: number, ccw = false): this {
    const k = 0.5523 * rx;
    const q = 0.5523 * ry;
    const s = ccw ? -1 : 1;
    this.moveTo(cx + rx, cy);
    this.cubicTo(cx + rx, cy + s * q, cx + k, cy + s * ry, cx, cy + s * ry);
    this.cubicTo(cx - k, cy + s * ry, cx - rx, cy + s * q, cx - rx, cy);
    this.cubicTo(cx - rx, cy - s * q, cx - k, cy - s * ry, cx, cy - s * ry);
    this.cubicTo(cx + k, cy - s * ry, cx + rx, cy - s * q, cx + rx, cy);
    return this.close();
  }

  circle(cx: number, cy: number, r: number, ccw = false): this {
    return this.ellipse(cx, cy, r, r, ccw);
  }

  /** Polygon through points (closed) or polyline (open). */
  poly(points: readonly (readonly [number, number])[], closed = true): this {
    points.forEach(([x, y], i) => (i === 0 ? this.moveTo(x, y) : this.lineTo(x, y)));
    return closed ? this.close() : this;
  }

  /** Circular arc from angle a0 to a1 (radians) as cubics; starts a new subpath when `move`. */
  arc(cx: number, cy: number, r: number, a0: number, a1: number, move = true): this {
    const segs = Math.max(1, Math.ceil(Math.abs(a1 - a0) / (Math.PI / 2)));
    const step = (a1 - a0) / segs;
    const k = (4 / 3) * Math.tan(step / 4) * r;
    const sx = cx + r * Math.cos(a0);
    const sy = cy + r * Math.sin(a0);
    if (move) this.moveTo(sx, sy);
    else this.lineTo(sx, sy);
    for (let i = 0; i < segs; i++) {
      const a = a0 + i * step;
      const b = a + step;
      this.cubicTo(
        cx + r * Math.cos(a) - k * Math.sin(a),
        cy + r * Math.sin(a) + k * Math.cos(a),
        cx + r * Math.cos(b) + k * Math.sin(b),
        cy + r * Math.sin(b) - k * Math.cos(b),
        cx + r * Math.cos(b),
        cy + r * Math.sin(b),
      );
    }
    return this;
  }

  /** Append another path, optionally mapped through a matrix. */
  append(p: PathData, m?: Matrix): this {
    const q = m ? mapPath(p, m) : p;
    this.cmds += q.c;
    for (const v of q.n) this.nums.push(v);
    return this;
  }

  current(): [number, number] {
    const len = this.nums.length;
    return len >= 2 ? [this.nums[len - 2], this.nums[len - 1]] : [0, 0];
  }

  isEmpty(): boolean {
    return this.cmds.length === 0;
  }

  build(): PathData {
    return { c: this.cmds, n: this.nums.slice() };
  }
}

/**
 * Give every subpath the same winding, so overlapping pieces (a shape and its mirror image)
 * unite under nonzero fill instead of cancelling into holes.
 */
export function orientPositive(p: PathData): PathData {
  const b = new PathBuilder();
  let k = 0;
  let i = 0;
  while (i < p.c.length) {
    // Collect one subpath: M then segments until the next M or the end.
    const start = k;
    let j = i + 1;
    let end = k + 2;
    let closed = false;
    while (j < p.c.length && p.c[j] !== 'M') {
      if (p.c[j] === 'Z') closed = true;
      end += ARGS[p.c[j]];
      j++;
    }
    const cmds = p.c.slice(i, j);
    const nums = p.n.slice(start, end);
    let area = 0;
    for (let q = 0; q + 3 < nums.length; q += 2) area += nums[q] * nums[q + 3] - nums[q + 2] * nums[q + 1];
    if (area >= 0) b.append({ c: cmds, n: nums });
    else {
      // Reverse: walk segments backwards, swapping cubic control points.
      const segs: { cmd: string; pts: number[] }[] = [];
      let q = 2;
      for (const cmd of cmds.slice(1)) {
        const count = ARGS[cmd];
        segs.push({ cmd, pts: nums.slice(q, q + count) });
        q += count;
      }
      const body = segs.filter((s) => s.cmd !== 'Z');
      const ends: [number, number][] = [[nums[0], nums[1]]];
      for (const s of body) ends.push([s.pts[s.pts.length - 2], s.pts[s.pts.length - 1]]);
      const last = ends[ends.length - 1];
      b.moveTo(last[0], last[1]);
      for (let s = body.length - 1; s >= 0; s--) {
        const [px, py] = ends[s];
        const seg = body[s];
        if (seg.cmd === 'C') b.cubicTo(seg.pts[2], seg.pts[3], seg.pts[0], seg.pts[1], px, py);
        else b.lineTo(px, py);
      }
      if (closed) b.close();
    }
    k = end;
    i = j;
  }
  return b.build();
}

/** Sample a path's segment end points (for scattering ornaments along an outline). */
export function pathPoints(p: PathData): [number, number][] {
  const pts: [number, number][] = [];
  let k = 0;
  for (const cmd of p.c) {
    const count = ARGS[cmd];
    if (count > 0) pts.push([p.n[k + count - 2], p.n[k + count - 1]]);
    k += count;
  }
  return pts;
}
