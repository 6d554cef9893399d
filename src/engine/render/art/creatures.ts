/**
 * The living flash subjects — snake, wolf, phoenix, koi, swallow — drawn by hand in the
 * 512-unit art box. Bodies are tubes round a spline (shapes.ts), heads are drawn in their own
 * frame and turned onto the end of the body, patterns (scales, belly plates, feathers, fur) are
 * detail lines laid along the same splines.
 */
import type { ArtPart, Artwork } from '../artwork.ts';
import { type Matrix, type PathData, PathBuilder, compose, mapPath, mirrorX, rotate, translate } from '../path.ts';
import type { Rng } from '../prng.ts';
import { type Point, blade, normals, offsetLine, one, polyline, spline, tongue, tube } from './shapes.ts';

/** Matrix placing a drawing made in a local frame (x forward) at (x, y) facing `angle`. */
const frame = (x: number, y: number, angle: number): Matrix => compose(rotate(angle), translate(x, y));

/** A snake's head in its own frame (x forward from the neck at 0, 0), jaws open, fangs, forked tongue. */
function snakeHead(): { head: PathData; jaw: PathData; mouth: PathData; fangs: PathData; tongue: PathData; lines: PathData } {
  const head = one((b) => b.moveTo(-6, -20).cubicTo(20, -34, 60, -34, 84, -18).cubicTo(94, -12, 96, -4, 88, 0).lineTo(30, 2).cubicTo(16, 4, 0, 10, -6, 16).close());
  const jaw = one((b) => b.moveTo(-4, 14).cubicTo(12, 6, 30, 6, 40, 10).lineTo(80, 30).cubicTo(84, 34, 80, 40, 74, 38).cubicTo(46, 34, 14, 30, -4, 22).close());
  const mouth = one((b) => b.moveTo(26, 2).lineTo(88, 0).lineTo(78, 30).lineTo(40, 12).close());
  const fangs = one((b) => b.moveTo(70, 0).lineTo(76, 0).lineTo(72, 16).close().moveTo(54, 1).lineTo(59, 1).lineTo(56, 12).close());
  const tongueShape = one((b) => b.moveTo(36, 7).cubicTo(70, 10, 96, 6, 116, 2).lineTo(132, -10).lineTo(120, 4).lineTo(134, 12).lineTo(116, 8).cubicTo(96, 12, 70, 14, 36, 10).close());
  const lines = one((b) => {
    b.circle(58, -16, 5);
    b.moveTo(44, -22).cubicTo(54, -28, 66, -28, 74, -22);
    b.moveTo(6, -24).cubicTo(20, -20, 34, -18, 50, -8);
  });
  return { head, jaw, mouth, fangs, tongue: tongueShape, lines };
}

/** Body width of a snake along its length: a needle tail, full through the coils, narrowing at the neck. */
const snakeWidth = (t: number): number => (t < 0.2 ? 3 + (t / 0.2) * 22 : t > 0.82 ? 25 - ((t - 0.82) / 0.18) * 8 : 25);

/** A coiled snake rising in an S, head raised, jaws open. */
function snake(): Artwork {
  const centre = spline([
    [150, 420], [112, 446], [140, 474], [230, 474], [330, 462], [388, 422], [384, 372], [330, 344], [240, 340], [164, 326],
    [128, 284], [150, 238], [222, 214], [300, 204], [350, 176], [358, 132], [340, 100],
  ], 10);
  const body = tube(centre, snakeWidth);
  // The belly plates show along the inside of every turn: a band on one side of the body.
  const belly = tube(offsetLine(centre, (t) => -snakeWidth(t) * 0.5), (t) => snakeWidth(t) * 0.5);
  const ns = normals(centre);
  const lines = new PathBuilder();
  const blotches = new PathBuilder();
  const last = centre.length - 1;
  centre.forEach(([x, y], i) => {
    const w = snakeWidth(i / last);
    const [nx, ny] = ns[i];
    if (i % 2 === 0 && i > 4 && i < last - 2) lines.moveTo(x, y).lineTo(x - nx * w * 0.98, y - ny * w * 0.98);
    if (i % 6 === 3 && i > 6 && i < last - 3) {
      const [tx, ty] = [-ny, nx];
      const s = w * 0.55;
      blotches.moveTo(x + nx * s * 0.9 + tx * s * 0.1, y + ny * s * 0.9 + ty * s * 0.1).lineTo(x + tx * s, y + ty * s).lineTo(x - nx * s * 0.1 - tx * s * 0.1, y - ny * s * 0.1 - ty * s * 0.1).lineTo(x - tx * s, y - ty * s).close();
    }
  });
  const [hx, hy] = centre[last];
  const place = frame(hx, hy, -0.75);
  const h = snakeHead();
  lines.append(h.lines, place);
  const parts: ArtPart[] = [
    { path: mapPath(h.tongue, place), tone: 0, hue: 'red' },
    { path: mapPath(h.jaw, place), tone: 0 },
    { path: mapPath(h.mouth, place), tone: 'ink' },
    { path: body, tone: 0 },
    { path: belly, tone: 3 },
    { path: blotches.build(), tone: 1 },
    { path: mapPath(h.head, place), tone: 0 },
    { path: mapPath(h.fangs, place), tone: 3 },
  ];
  return { parts, lines: lines.build() };
}

/** Jagged fur: tufts pointing outward along a polyline (each tuft a sharp triangle). */
function furEdge(b: PathBuilder, pts: readonly Point[], depth: number): void {
  for (let i = 0; i < pts.length - 1; i++) {
    const [ax, ay] = pts[i];
    const [bx, by] = pts[i + 1];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy) || 1;
    // The tuft leans back along the edge, the way fur lies.
    b.lineTo(ax + dx * 0.75 + (dy / len) * depth, ay + dy * 0.75 - (dx / len) * depth).lineTo(bx, by);
  }
}

/** A wolf's head and ruff, muzzle raised to howl, mouth open. */
function wolf(): Artwork {
  const ruff = new PathBuilder().moveTo(300, 214);
  furEdge(ruff, [[300, 214], [262, 236], [236, 278], [210, 316], [178, 356], [140, 396], [118, 444], [132, 488]], 26);
  ruff.lineTo(196, 478);
  furEdge(ruff, [[196, 478], [264, 482], [330, 470]], 20);
  ruff.lineTo(352, 420);
  furEdge(ruff, [[352, 420], [362, 368], [368, 318], [382, 268]], -22);
  ruff.lineTo(400, 220).close();
  const head = one((b) =>
    b.moveTo(228, 212).cubicTo(238, 172, 260, 144, 290, 128).lineTo(276, 62).lineTo(326, 110).cubicTo(344, 104, 362, 100, 378, 92)
      .lineTo(446, 48).cubicTo(456, 44, 462, 52, 456, 60).lineTo(420, 104).lineTo(396, 128).lineTo(434, 110).cubicTo(440, 112, 440, 118, 434, 122)
      .lineTo(388, 176).cubicTo(372, 200, 340, 224, 300, 232).cubicTo(270, 238, 240, 232, 228, 212).close(),
  );
  const mouth = one((b) => b.moveTo(420, 104).lineTo(396, 128).lineTo(434, 110).lineTo(428, 104).close());
  const nose = one((b) => b.moveTo(442, 50).cubicTo(452, 44, 462, 50, 458, 58).lineTo(448, 62).close());
  const ear = one((b) => b.moveTo(286, 126).lineTo(280, 80).lineTo(314, 112).close());
  const muzzle = one((b) => b.moveTo(372, 118).cubicTo(390, 108, 406, 104, 418, 106).lineTo(396, 128).lineTo(426, 118).cubicTo(410, 150, 388, 176, 360, 190).cubicTo(364, 160, 368, 136, 372, 118).close());
  const eye = one((b) => b.moveTo(334, 120).cubicTo(342, 112, 356, 110, 362, 114).cubicTo(356, 124, 344, 128, 334, 120).close());
  const fangs = one((b) => b.moveTo(410, 112).lineTo(416, 108).lineTo(414, 122).close().moveTo(420, 120).lineTo(426, 116).lineTo(420, 128).close());
  const lines = new PathBuilder();
  // Fur lines down the neck and across the cheek, the brow over the eye.
  for (const [x, y, dx, dy] of [[268, 260, -30, 50], [300, 270, -24, 60], [330, 280, -10, 70], [250, 320, -28, 50], [290, 340, -20, 60], [230, 380, -30, 46], [280, 400, -20, 50]] as const) {
    lines.moveTo(x, y).quadTo(x + dx * 0.2, y + dy * 0.5, x + dx, y + dy);
  }
  lines.moveTo(320, 108).cubicTo(334, 100, 350, 98, 366, 104);
  lines.moveTo(300, 170).cubicTo(318, 186, 340, 194, 362, 190).moveTo(290, 196).cubicTo(306, 212, 330, 218, 350, 214);
  return {
    parts: [
      { path: orientRuff(ruff.build()), tone: 0, hue: 'grey' },
      { path: head, tone: 0, hue: 'grey' },
      { path: ear, tone: 'ink' },
      { path: muzzle, tone: 3 },
      { path: mouth, tone: 'ink' },
      { path: fangs, tone: 3 },
      { path: nose, tone: 'ink' },
      { path: eye, tone: 2, hue: 'gold' },
    ],
    lines: lines.build(),
  };
}

/** Keeps a hand-built outline as drawn (it is one simple loop). */
const orientRuff = (p: PathData): PathData => p;

/** A fan of feathers (tapered tongues) from a shoulder, for a wing. */
function featherFan(b: PathBuilder, x: number, y: number, from: number, to: number, count: number, length: (t: number) => number, width: number, curl: number): void {
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0.5 : i / (count - 1);
    b.append(tongue(x, y, from + (to - from) * t, length(t), width, curl));
  }
}

/** Phoenix rising: wings raised in a V of long flight feathers, crested head in profile, trailing plumes. */
function phoenix(): Artwork {
  const wing = (fn: (b: PathBuilder) => void): PathData => {
    const half = one(fn);
    return new PathBuilder().append(half).append(half, mirrorX(256)).build();
  };
  const flight = wing((b) => featherFan(b, 220, 200, -2.05, -3.05, 6, (t) => 250 - 70 * t, 24, 0.5));
  const coverts = wing((b) => featherFan(b, 232, 204, -2.0, -2.9, 5, (t) => 150 - 50 * t, 26, 0.4));
  const plumes = new PathBuilder();
  for (const [a, len, curl] of [[Math.PI / 2, 190, 0.9], [Math.PI / 2 + 0.34, 176, 2.6], [Math.PI / 2 - 0.34, 176, -2.6], [Math.PI / 2 + 0.72, 140, 3.2], [Math.PI / 2 - 0.72, 140, -3.2]] as const) {
    plumes.append(tongue(256, 318, a, len, 24, curl));
  }
  const body = one((b) => b.moveTo(256, 150).cubicTo(296, 170, 300, 260, 286, 310).cubicTo(276, 340, 236, 340, 226, 310).cubicTo(212, 260, 216, 170, 256, 150).close());
  const head = one((b) => b.moveTo(236, 152).cubicTo(236, 118, 262, 100, 286, 110).cubicTo(300, 116, 306, 126, 308, 134).lineTo(336, 146).lineTo(306, 154).cubicTo(298, 170, 276, 176, 262, 172).close());
  const crest = new PathBuilder().append(tongue(250, 112, -2.3, 70, 9, -1.4)).append(tongue(246, 120, -2.7, 80, 9, -1.6)).append(tongue(244, 130, -3.0, 64, 8, -1.2)).build();
  const beak = one((b) => b.moveTo(300, 132).lineTo(338, 146).lineTo(302, 156).close());
  const eyes = one((b) => b.circle(286, 130, 6));
  const lines = new PathBuilder();
  // Breast feathers as scallops, the eye-spots near the plumes' tips.
  for (let row = 0; row < 4; row++) for (let k = -1; k <= 1; k++) lines.arc(256 + k * 18 + (row % 2) * 9, 190 + row * 28, 10, 0.15 * Math.PI, 0.85 * Math.PI);
  const spots = new PathBuilder();
  for (const [x, y] of [[256, 476], [214, 452], [298, 452]] as const) spots.circle(x, y, 9);
  return {
    parts: [
      { path: orientRuff(plumes.build()), tone: 2, hue: 'gold' },
      { path: spots.build(), tone: 0 },
      { path: flight, tone: 0 },
      { path: coverts, tone: 2, hue: 'gold' },
      { path: body, tone: 2, hue: 'gold' },
      { path: crest, tone: 0 },
      { path: head, tone: 2, hue: 'gold' },
      { path: beak, tone: 3 },
      { path: eyes, tone: 'ink' },
    ],
    lines: lines.build(),
  };
}

/** Koi swimming in a curve: white body with red patches, scales, long flowing fins and barbels. */
function koi(): Artwork {
  const spine = spline([[430, 120], [380, 160], [318, 224], [262, 300], [226, 372]], 12);
  const last = spine.length - 1;
  const width = (t: number): number => (t < 0.12 ? 30 + (t / 0.12) * 30 : 60 - ((t - 0.12) / 0.88) * 44);
  const body = tube(spine, width);
  const [tx, ty] = spine[last];
  const tail = new PathBuilder().append(tongue(tx, ty, 2.3, 150, 34, 1.1)).append(tongue(tx, ty, 1.55, 140, 34, -1.2)).build();
  const fins = new PathBuilder();
  blade(fins, 372, 200, 300, 150, 26, -8);
  blade(fins, 356, 196, 408, 270, 24, 8);
  blade(fins, 262, 306, 322, 352, 18, 6);
  const dorsal = tube(offsetLine(spine.slice(12, 40), (t) => 48 - 30 * t), (t) => 12 * Math.sin(Math.PI * t));
  const ns = normals(spine);
  const patch = (from: number, to: number, side: number): PathData =>
    tube(offsetLine(spine.slice(from, to), (t) => side * width((from + t * (to - from)) / last) * 0.35), (t) => width((from + t * (to - from)) / last) * 0.55 * Math.sin(Math.PI * t) + 2);
  const lines = new PathBuilder();
  for (let i = 16; i < last - 4; i += 4) {
    const w = width(i / last);
    const [x, y] = spine[i];
    const [nx, ny] = ns[i];
    for (const k of [-0.55, 0, 0.55]) lines.arc(x + nx * w * k, y + ny * w * k, w * 0.22, Math.atan2(ny, nx) + Math.PI * 0.5 - 1.3, Math.atan2(ny, nx) + Math.PI * 0.5 + 1.3);
  }
  lines.append(polyline(spline([[446, 132], [470, 150], [486, 188], [474, 214]], 6))).append(polyline(spline([[440, 142], [454, 178], [446, 208]], 6)));
  lines.moveTo(392, 132).cubicTo(380, 150, 380, 178, 392, 196);
  lines.circle(414, 128, 7);
  return {
    parts: [
      { path: tail, tone: 0, hue: 'orange' },
      { path: fins.build(), tone: 0, hue: 'orange' },
      { path: dorsal, tone: 0, hue: 'orange' },
      { path: body, tone: 3 },
      { path: new PathBuilder().append(patch(6, 22, 1)).append(patch(26, 40, -1)).append(patch(44, 52, 1)).build(), tone: 0, hue: 'orange' },
    ],
    lines: lines.build(),
  };
}

/** The sailor's swallow in flight: long pointed wings of separate flight feathers, forked tail, red throat. */
function swallow(): Artwork {
  const tail = new PathBuilder().append(tongue(232, 300, Math.PI + 0.25, 210, 20, 0.3)).append(tongue(232, 310, Math.PI - 0.38, 196, 20, -0.25)).build();
  const lowerWing = new PathBuilder();
  featherFan(lowerWing, 300, 296, 2.3, 1.75, 4, (t) => 200 + 40 * t, 22, 0.3);
  const body = one((b) => b.moveTo(428, 206).cubicTo(384, 168, 302, 206, 250, 258).cubicTo(212, 296, 204, 318, 232, 324).cubicTo(302, 330, 384, 300, 432, 250).close());
  const belly = one((b) => b.moveTo(430, 250).cubicTo(392, 300, 310, 330, 240, 324).cubicTo(300, 302, 360, 276, 404, 244).close());
  const throat = one((b) => b.moveTo(432, 236).cubicTo(424, 256, 408, 264, 392, 262).cubicTo(396, 248, 410, 238, 432, 236).close());
  const head = one((b) => b.circle(414, 222, 34).moveTo(444, 210).lineTo(486, 224).lineTo(444, 238).close());
  const upperWing = new PathBuilder();
  featherFan(upperWing, 318, 236, -2.05, -2.75, 5, (t) => 300 - 70 * t, 24, -0.35);
  const coverts = one((b) => b.moveTo(262, 252).cubicTo(270, 200, 300, 168, 344, 164).cubicTo(360, 190, 350, 226, 322, 246).cubicTo(300, 258, 280, 260, 262, 252).close());
  const lines = one((b) => {
    b.circle(420, 214, 6);
    for (let k = 0; k < 3; k++) b.arc(300 + k * 16, 200 + k * 12, 14, 0.2 * Math.PI, 0.9 * Math.PI);
  });
  return {
    parts: [
      { path: tail, tone: 1, hue: 'blue' },
      { path: lowerWing.build(), tone: 1, hue: 'blue' },
      { path: body, tone: 1, hue: 'blue' },
      { path: belly, tone: 3 },
      { path: throat, tone: 0, hue: 'red' },
      { path: head, tone: 1, hue: 'blue' },
      { path: upperWing.build(), tone: 1, hue: 'blue' },
      { path: coverts, tone: 1, hue: 'blue' },
    ],
    lines,
  };
}

/** The living flash subjects by name (`custom:<name>` in subjects.ts). */
export const FLASH_CREATURES: Readonly<Record<string, (rng: Rng) => Artwork>> = {
  snake,
  wolf,
  phoenix,
  koi,
  swallow,
};
