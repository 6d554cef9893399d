/**
 * The living flash subjects — wolf, koi, swallow (the snake is in snake.ts, the phoenix in phoenix.ts) — drawn by hand in the
 * 512-unit art box. Bodies are tubes round a spline (shapes.ts), heads are drawn in their own
 * frame and turned onto the end of the body, patterns (scales, belly plates, feathers, fur) are
 * detail lines laid along the same splines.
 */
import type { ArtPart, Artwork } from '../artwork.ts';
import { type Matrix, type PathData, PathBuilder, compose, mapPath, rotate, scale, translate } from '../path.ts';
import type { Rng } from '../prng.ts';
import { phoenix } from './phoenix.ts';
import { type Point, normals, offsetLine, one, polyline, spline, tongue, tube } from './shapes.ts';

/** Matrix placing a drawing made in a local frame (x forward) at (x, y) facing `angle`. */
const frame = (x: number, y: number, angle: number): Matrix => compose(rotate(angle), translate(x, y));

/**
 * Fur: locks flicking outward along a polyline, each a curved tuft that sweeps back to a point
 * (straight-sided triangles made a saw-tooth that read as a pine cone, not fur).
 */
function furEdge(b: PathBuilder, pts: readonly Point[], depth: number): void {
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    const [ox, oy] = [(dy / len) * depth, -(dx / len) * depth];
    const tip: Point = [ax + dx * 0.95 + ox, ay + dy * 0.95 + oy];
    // Out along a convex curve to the tip, back in along a concave one: a flame-like lock.
    b.quadTo(ax + dx * 0.35 + ox * 0.9, ay + dy * 0.35 + oy * 0.9, tip[0], tip[1]);
    b.quadTo(ax + dx * 0.7 + ox * 0.15, ay + dy * 0.7 + oy * 0.15, bx, by);
  }
}

/** The wolf's head drawn muzzle-right in its own frame (origin at the nape), mouth open. */
function wolfHead(): Record<'head' | 'ear' | 'earInside' | 'muzzle' | 'mouth' | 'fangs' | 'nose' | 'eye' | 'lines', PathData> {
  const head = one((b) =>
    b.moveTo(-6, -40).cubicTo(20, -62, 56, -66, 86, -54).cubicTo(100, -50, 108, -44, 116, -44).cubicTo(150, -44, 180, -40, 204, -34)
      .cubicTo(214, -32, 216, -20, 208, -14).lineTo(198, -10).lineTo(128, 6).lineTo(186, 24).cubicTo(192, 28, 188, 36, 180, 36)
      .cubicTo(140, 40, 100, 50, 66, 56).cubicTo(40, 60, 12, 60, -10, 52).close(),
  );
  const ear = one((b) => b.moveTo(40, -58).cubicTo(36, -84, 24, -108, 4, -126).cubicTo(-8, -100, -14, -72, -8, -40).close());
  const earInside = one((b) => b.moveTo(30, -60).cubicTo(26, -80, 18, -96, 6, -108).cubicTo(-2, -88, -4, -70, 0, -50).close());
  const muzzle = one((b) =>
    b.moveTo(112, -30).cubicTo(140, -30, 176, -26, 198, -20).lineTo(198, -10).lineTo(128, 6).lineTo(180, 26).cubicTo(150, 34, 112, 40, 84, 42)
      .cubicTo(96, 20, 104, -6, 112, -30).close(),
  );
  const mouth = one((b) => b.moveTo(198, -10).lineTo(128, 6).lineTo(184, 24).cubicTo(176, 12, 186, 0, 198, -10).close());
  const fangs = one((b) => b.moveTo(182, -7).lineTo(190, -9).lineTo(184, 8).close().moveTo(160, 19).lineTo(168, 21).lineTo(166, 6).close());
  const nose = one((b) => b.moveTo(200, -36).cubicTo(212, -36, 220, -28, 214, -16).cubicTo(206, -16, 198, -20, 196, -26).close());
  const eye = one((b) => b.moveTo(74, -30).cubicTo(84, -40, 100, -42, 108, -38).cubicTo(100, -28, 86, -24, 74, -30).close());
  const lines = one((b) => {
    b.moveTo(64, -44).cubicTo(80, -52, 98, -52, 112, -46);
    b.moveTo(40, 10).cubicTo(56, 22, 70, 30, 84, 34).moveTo(26, 26).cubicTo(40, 38, 54, 44, 66, 48);
    b.moveTo(6, -20).cubicTo(20, -6, 30, 8, 34, 24);
  });
  return { head, ear, earInside, muzzle, mouth, fangs, nose, eye, lines };
}

/** A wolf's head and ruff in profile, muzzle raised to howl. */
function wolf(): Artwork {
  const place = compose(scale(1.22), rotate(-0.78), translate(214, 232));
  const h = wolfHead();
  const at = (p: PathData): PathData => mapPath(p, place);
  // The ruff: thick neck fur falling from behind the head to the foot, tufted on both flanks.
  const ruff = new PathBuilder().moveTo(226, 190);
  furEdge(ruff, [[226, 190], [196, 236], [170, 290], [146, 346], [126, 404], [120, 462]], 30);
  furEdge(ruff, [[120, 462], [176, 488], [244, 494], [312, 488], [364, 466]], 18);
  furEdge(ruff, [[364, 466], [360, 410], [352, 356], [344, 300], [338, 244]], 26);
  ruff.lineTo(310, 226).close();
  const lines = new PathBuilder().append(h.lines, place);
  // Fur lines down the ruff.
  for (const [x, y, dx, dy] of [
    [214, 262, -18, 54],
    [252, 258, -12, 62],
    [292, 262, -4, 58],
    [196, 330, -20, 56],
    [240, 334, -12, 64],
    [290, 330, 0, 60],
    [184, 404, -16, 50],
    [236, 408, -8, 56],
    [290, 402, 4, 52],
  ] as const) {
    lines.moveTo(x, y).quadTo(x + dx * 0.1, y + dy * 0.6, x + dx, y + dy);
  }
  return {
    parts: [
      { path: at(h.ear), tone: 0, hue: 'grey' },
      { path: ruff.build(), tone: 0, hue: 'grey' },
      { path: at(h.head), tone: 0, hue: 'grey' },
      { path: at(h.earInside), tone: 1, hue: 'brown' },
      { path: at(h.muzzle), tone: 3 },
      { path: at(h.mouth), tone: 'ink' },
      { path: at(h.fangs), tone: 3 },
      { path: at(h.nose), tone: 'ink' },
      { path: at(h.eye), tone: 2, hue: 'gold' },
    ],
    lines: lines.build(),
  };
}

/** A fan of separate feathers (tapered tongues) from a shoulder, first to last; each its own part so they overlap cleanly. */
function featherFan(x: number, y: number, from: number, to: number, count: number, length: (t: number) => number, width: number, curl: number): PathData[] {
  const out: PathData[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    out.push(tongue(x, y, from + (to - from) * t, length(t), width, curl));
  }
  return out;
}

/** Koi swimming in an S: pale body with red patches, rows of scales, flowing fins, barbels. */
function koi(): Artwork {
  const spine = spline([[396, 92], [352, 136], [318, 200], [306, 270], [276, 334], [226, 382]], 10);
  const last = spine.length - 1;
  const width = (t: number): number => (t < 0.14 ? 46 + (t / 0.14) * 16 : 62 - ((t - 0.14) / 0.86) * 46);
  const ns = normals(spine);
  const [hx, hy] = spine[0];
  const dir = Math.atan2(spine[3][1] - hy, spine[3][0] - hx);
  const head = mapPath(one((b) => b.ellipse(-6, 0, 58, 48)), frame(hx, hy, dir));
  const [tx, ty] = spine[last];
  const tailDir = Math.atan2(ty - spine[last - 3][1], tx - spine[last - 3][0]);
  const tail = [tongue(tx, ty, tailDir + 0.62, 176, 40, 1.5), tongue(tx, ty, tailDir - 0.55, 168, 40, -1.6)];
  const at = (t: number): { x: number; y: number; nx: number; ny: number; w: number } => {
    const i = Math.round(t * last);
    return { x: spine[i][0], y: spine[i][1], nx: ns[i][0], ny: ns[i][1], w: width(t) };
  };
  const belly = at(0.2);
  const pectoral = tongue(belly.x - belly.nx * belly.w * 0.7, belly.y - belly.ny * belly.w * 0.7, Math.atan2(-belly.ny, -belly.nx) + 0.9, 120, 34, 0.9);
  const dorsal = tube(
    offsetLine(spine.slice(Math.round(last * 0.28), Math.round(last * 0.64)), (t) => width(0.28 + 0.36 * t) * 0.95),
    (t) => 16 * Math.sin(Math.PI * t),
  );
  const patch = (t0: number, t1: number, side: number): PathData =>
    tube(
      offsetLine(spine.slice(Math.round(t0 * last), Math.round(t1 * last) + 1), (t) => side * width(t0 + t * (t1 - t0)) * 0.32),
      (t) => width(t0 + t * (t1 - t0)) * 0.6 * Math.sin(Math.PI * t) + 1,
    );
  const lines = new PathBuilder();
  for (let i = Math.round(last * 0.2); i < last - 3; i += 3) {
    const { x, y, nx, ny, w } = at(i / last);
    const a = Math.atan2(spine[i + 1][1] - y, spine[i + 1][0] - x);
    for (const k of [-0.55, -0.18, 0.18, 0.55]) lines.arc(
      x + nx * w * k,
      y + ny * w * k,
      w * 0.2,
      a - Math.PI / 2 - 1.2 + Math.PI,
      a - Math.PI / 2 + 1.2 + Math.PI,
    );
  }
  // Gill, eye, mouth and the two barbels; rays in the fins.
  const g = at(0.1);
  lines.moveTo(g.x + g.nx * g.w * 0.9, g.y + g.ny * g.w * 0.9).quadTo(
    g.x - 18 * Math.cos(dir),
    g.y - 18 * Math.sin(dir),
    g.x - g.nx * g.w * 0.9,
    g.y - g.ny * g.w * 0.9,
  );
  const fwd = (d: number, side: number): [number, number] => [hx - Math.cos(dir) * d - Math.sin(dir) * side, hy - Math.sin(dir) * d + Math.cos(dir) * side];
  const barbels = [spline([fwd(52, -6), fwd(78, -24), fwd(96, -14), fwd(112, -34)], 6), spline([fwd(52, 6), fwd(72, 26), fwd(88, 18)], 6)];
  for (const b of barbels) lines.append(polyline(b));
  const [ex, ey] = fwd(20, 22);
  const eye = one((b) => b.circle(ex, ey, 8));
  // The tail's lobes overlap: their edges show as fin lines.
  for (const f of tail) lines.append(f);
  const parts: ArtPart[] = [
    ...tail.map((path): ArtPart => ({ path, tone: 0, hue: 'orange' })),
    { path: dorsal, tone: 0, hue: 'orange' },
    { path: tube(spine, (t) => (t < 0.05 ? 40 : width(t))), tone: 3 },
    { path: head, tone: 3 },
    { path: patch(0.02, 0.3, 1), tone: 0, hue: 'orange' },
    { path: patch(0.38, 0.62, -1), tone: 0, hue: 'orange' },
    { path: patch(0.7, 0.92, 1), tone: 0, hue: 'orange' },
    { path: pectoral, tone: 0, hue: 'orange' },
    { path: eye, tone: 'ink' },
  ];
  // The barbels and the flowing fins reach past the box: the fish is set a little smaller.
  const fit = compose(translate(-256, -256), scale(0.92), translate(262, 262));
  return { parts: parts.map((p) => ({ ...p, path: mapPath(p.path, fit) })), lines: mapPath(lines.build(), fit) };
}

/** The sailor's swallow in flight: long pointed wings of separate flight feathers, forked tail, red throat. */
function swallow(): Artwork {
  const parts: ArtPart[] = [];
  for (const path of [
    tongue(232, 300, Math.PI + 0.25, 210, 20, 0.3),
    tongue(232, 310, Math.PI - 0.38, 196, 20, -0.25),
  ]) parts.push({ path, tone: 1, hue: 'blue' });
  for (const path of featherFan(300, 296, 1.75, 2.3, 4, (t) => 240 - 40 * t, 22, 0.3)) parts.push({ path, tone: 1, hue: 'blue' });
  const body = one((b) => b.moveTo(428, 206).cubicTo(384, 168, 302, 206, 250, 258).cubicTo(212, 296, 204, 318, 232, 324)
    .cubicTo(302, 330, 384, 300, 432, 250).close());
  const belly = one((b) => b.moveTo(430, 250).cubicTo(392, 300, 310, 330, 240, 324).cubicTo(300, 302, 360, 276, 404, 244).close());
  const throat = one((b) => b.moveTo(440, 232).cubicTo(430, 258, 410, 266, 392, 262).cubicTo(396, 246, 414, 236, 440, 232).close());
  const head = one((b) => b.circle(414, 222, 34).moveTo(444, 210).lineTo(486, 224).lineTo(444, 238).close());
  parts.push({ path: body, tone: 1, hue: 'blue' }, { path: belly, tone: 3 }, { path: throat, tone: 0, hue: 'red' }, { path: head, tone: 1, hue: 'blue' });
  for (const path of featherFan(318, 236, -2.75, -2.05, 5, (t) => 230 + 70 * t, 24, -0.35)) parts.push({ path, tone: 1, hue: 'blue' });
  const coverts = one((b) => b.moveTo(262, 252).cubicTo(270, 200, 300, 168, 344, 164).cubicTo(360, 190, 350, 226, 322, 246)
    .cubicTo(300, 258, 280, 260, 262, 252).close());
  parts.push({ path: coverts, tone: 1, hue: 'blue' }, { path: one((b) => b.circle(420, 214, 7)), tone: 'ink' });
  const lines = new PathBuilder();
  for (let k = 0; k < 3; k++) lines.arc(300 + k * 16, 200 + k * 12, 14, 0.2 * Math.PI, 0.9 * Math.PI);
  // The long lower flight feathers reach past the box's foot: the bird is set a little smaller and higher.
  const fit = compose(translate(-256, -256), scale(0.92), translate(254, 244));
  return { parts: parts.map((p) => ({ ...p, path: mapPath(p.path, fit) })), lines: mapPath(lines.build(), fit) };
}

/** The living flash subjects by name (`custom:<name>` in subjects.ts). */
export const FLASH_CREATURES: Readonly<Record<string, (rng: Rng) => Artwork>> = {
  wolf,
  phoenix,
  koi,
  swallow,
};
