/**
 * Shape helpers the hand-drawn artwork, the scenery and the style settings are built from:
 * blades (leaves, wind bars), tongues (flames, tribal sweeps, plumes), petal rings, star points.
 */
import { type PathData, PathBuilder, mirrorX } from '../path.ts';
import type { Rng } from '../prng.ts';

/** A pointed leaf/blade from (ax, ay) to (bx, by); `bend` pushes the middle sideways. */
export function blade(b: PathBuilder, ax: number, ay: number, bx: number, by: number, width: number, bend = 0): PathBuilder {
  const mx = (ax + bx) / 2;
  const my = (ay + by) / 2;
  const len = Math.hypot(bx - ax, by - ay) || 1;
  const nx = -(by - ay) / len;
  const ny = (bx - ax) / len;
  return b
    .moveTo(ax, ay)
    .quadTo(mx + nx * (width + bend), my + ny * (width + bend), bx, by)
    .quadTo(mx - nx * (width - bend), my - ny * (width - bend), ax, ay)
    .close();
}

export function one(fn: (b: PathBuilder) => void): PathData {
  const b = new PathBuilder();
  fn(b);
  return b.build();
}

export function wingPair(shape: (b: PathBuilder) => void): PathData {
  const half = one(shape);
  const b = new PathBuilder().append(half).append(half, mirrorX(256));
  return b.build();
}

export function petalRing(b: PathBuilder, cx: number, cy: number, count: number, r0: number, r1: number, width: number, phase: number): void {
  for (let i = 0; i < count; i++) {
    const a = phase + (i / count) * Math.PI * 2;
    const ax = cx + Math.cos(a) * r0;
    const ay = cy + Math.sin(a) * r0;
    const bx = cx + Math.cos(a) * r1;
    const by = cy + Math.sin(a) * r1;
    const nx = -Math.sin(a) * width;
    const ny = Math.cos(a) * width;
    // Rounded petal: wide shoulders near the tip.
    b.moveTo(ax, ay)
      .cubicTo(ax + nx * 1.2, ay + ny * 1.2, bx + nx * 1.1, by + ny * 1.1, bx, by)
      .cubicTo(bx - nx * 1.1, by - ny * 1.1, ax - nx * 1.2, ay - ny * 1.2, ax, ay)
      .close();
  }
}

export function starPoints(cx: number, cy: number, r0: number, r1: number, n: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const r = i % 2 === 0 ? r1 : r0;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

/** A tapered, curling tongue (flame, tribal swoosh, scroll) as a closed polygon. */
export function tongue(x: number, y: number, angle: number, length: number, width: number, curl: number, steps = 28): PathData {
  const left: [number, number][] = [];
  const right: [number, number][] = [];
  let px = x;
  let py = y;
  let a = angle;
  const ds = length / steps;
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    // Thick near the base, a long taper to a needle point.
    const w = width * Math.pow(1 - t, 0.9) * (0.6 + 0.4 * Math.sin(Math.min(1, t * 3) * (Math.PI / 2)));
    const nx = -Math.sin(a);
    const ny = Math.cos(a);
    left.push([px + nx * w, py + ny * w]);
    right.push([px - nx * w, py - ny * w]);
    px += Math.cos(a) * ds;
    py += Math.sin(a) * ds;
    a += (curl / steps) * (0.4 + 1.2 * t);
  }
  return new PathBuilder().poly([...left, ...right.reverse()]).build();
}

/**
 * A fan of flame tongues rising from (cx, cy): tallest straight up, shorter and curling outward
 * towards the sides. Also the "flames" scenery behind a subject.
 */
export function flamesPath(rng: Rng, count: number, cx: number, cy: number, height: number, spread: number, width: number): PathData {
  const b = new PathBuilder();
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : (i / (count - 1)) * 2 - 1;
    const a = -Math.PI / 2 + t * spread + rng.range(-0.08, 0.08);
    const len = height * (1 - 0.45 * Math.abs(t)) * rng.range(0.8, 1);
    const curl = (t === 0 ? rng.range(-0.6, 0.6) : Math.sign(t) * -0.9) * rng.range(0.6, 1.2);
    const sx = cx + Math.cos(a) * width * 0.6;
    const sy = cy + Math.sin(a) * width * 0.3;
    b.append(tongue(sx, sy, a, len, width * rng.range(0.8, 1.1), curl));
  }
  return b.build();
}


export type Point = readonly [number, number];

/** Points along a Catmull–Rom spline through `through` (open), `per` samples per span. */
export function spline(through: readonly Point[], per = 12): [number, number][] {
  const out: [number, number][] = [];
  const p = (i: number): Point => through[Math.max(0, Math.min(through.length - 1, i))];
  for (let i = 0; i < through.length - 1; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    for (let k = 0; k < per; k++) {
      const t = k / per;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (
        a: number,
        b: number,
        c: number,
        d: number,
      ): number => 0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  const last = through[through.length - 1];
  out.push([last[0], last[1]]);
  return out;
}

/** Unit normals (left of travel) along a polyline. */
export function normals(pts: readonly Point[]): [number, number][] {
  return pts.map((_, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    return [-dy / len, dx / len];
  });
}

/**
 * A closed outline round a centre line with half-width `half(t)` (t = 0 at the start … 1 at the
 * end): a snake's body, a tail plume, a stem. A width of 0 at an end makes a point.
 */
export function tube(centre: readonly Point[], half: (t: number) => number): PathData {
  const ns = normals(centre);
  const last = Math.max(1, centre.length - 1);
  const left = centre.map(([x, y], i): [number, number] => [x + ns[i][0] * half(i / last), y + ns[i][1] * half(i / last)]);
  const right = centre.map(([x, y], i): [number, number] => [x - ns[i][0] * half(i / last), y - ns[i][1] * half(i / last)]);
  return new PathBuilder().poly([...left, ...right.reverse()]).build();
}

/** An open polyline as a path (detail lines drawn along a centre line). */
export function polyline(pts: readonly Point[]): PathData {
  return new PathBuilder().poly(pts, false).build();
}

/** Points offset sideways from a centre line by `d(t)` (positive = left of travel). */
export function offsetLine(centre: readonly Point[], d: (t: number) => number): [number, number][] {
  const ns = normals(centre);
  const last = Math.max(1, centre.length - 1);
  return centre.map(([x, y], i): [number, number] => [x + ns[i][0] * d(i / last), y + ns[i][1] * d(i / last)]);
}
