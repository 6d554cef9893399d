/**
 * Snakes and ropes: bodies laid along a centre line — a coiled snake rising with its jaws open,
 * and coils that wrap round a spine (a snake round a dagger, a rope round an anchor), split into
 * the runs behind the spine and the runs in front of it so the spine is drawn between them.
 */
import type { ArtPart, Artwork } from '../artwork.ts';
import { type PathData, PathBuilder, compose, mapPath, rotate, scale, translate } from '../path.ts';
import { type Point, normals, offsetLine, one, spline, tube } from './shapes.ts';

/** A snake's head in its own frame (x forward from the neck at 0, 0), jaws open, fangs, forked tongue. */
function snakeHead(): Record<'head' | 'jaw' | 'mouth' | 'fangs' | 'tongue' | 'lines', PathData> {
  const head = one((b) => b.moveTo(-6, -20).cubicTo(20, -34, 60, -34, 84, -18).cubicTo(94, -12, 96, -4, 88, 0).lineTo(30, 2)
    .cubicTo(16, 4, 0, 10, -6, 16).close());
  const jaw = one((b) => b.moveTo(-4, 14).cubicTo(12, 6, 30, 6, 40, 10).lineTo(80, 30).cubicTo(84, 34, 80, 40, 74, 38).cubicTo(46, 34, 14, 30, -4, 22).close());
  const mouth = one((b) => b.moveTo(26, 2).lineTo(88, 0).lineTo(78, 30).lineTo(40, 12).close());
  const fangs = one((b) => b.moveTo(70, 0).lineTo(76, 0).lineTo(72, 16).close().moveTo(54, 1).lineTo(59, 1).lineTo(56, 12).close());
  const tongue = one((b) => b.moveTo(36, 7).cubicTo(70, 10, 96, 6, 116, 2).lineTo(132, -10).lineTo(120, 4).lineTo(134, 12).lineTo(116, 8)
    .cubicTo(96, 12, 70, 14, 36, 10).close());
  const lines = one((b) => {
    b.circle(58, -16, 5);
    b.moveTo(44, -22).cubicTo(54, -28, 66, -28, 74, -22);
    b.moveTo(6, -24).cubicTo(20, -20, 34, -18, 50, -8);
  });
  return { head, jaw, mouth, fangs, tongue, lines };
}

/** The head's parts placed at (x, y) facing `angle`, `size` times its drawn size: under the body and over it. */
function headAt(x: number, y: number, angle: number, size: number): { under: ArtPart[]; over: ArtPart[]; lines: PathData } {
  const place = compose(scale(size), rotate(angle), translate(x, y));
  const h = snakeHead();
  const at = (p: PathData): PathData => mapPath(p, place);
  return {
    under: [{ path: at(h.tongue), tone: 0, hue: 'red' }, { path: at(h.jaw), tone: 0 }, { path: at(h.mouth), tone: 'ink' }],
    over: [{ path: at(h.head), tone: 0 }, { path: at(h.fangs), tone: 3 }],
    lines: at(h.lines),
  };
}

/** Body width along a snake: a needle tail (t → 1), full through the coils, narrowing at the neck (t → 0). */
const snakeWidth = (t: number): number => (t > 0.8 ? 3 + ((1 - t) / 0.2) * 22 : t < 0.16 ? 17 + (t / 0.16) * 8 : 25);

/**
 * A run of snake body along `centre`, t0 … t1 of the whole snake's length: body, the belly plates
 * along one side, black diamond blotches down the back, belly-plate lines.
 */
function snakeRun(centre: readonly Point[], t0: number, t1: number): { parts: ArtPart[]; lines: PathData } {
  const last = Math.max(1, centre.length - 1);
  const width = (t: number): number => snakeWidth(t0 + (t1 - t0) * t);
  const body = tube(centre, width);
  const belly = tube(offsetLine(centre, (t) => -width(t) * 0.5), (t) => width(t) * 0.5);
  const ns = normals(centre);
  const lines = new PathBuilder();
  const blotches = new PathBuilder();
  const step = Math.max(1, Math.round(centre.length / ((t1 - t0) * 60)));
  centre.forEach(([x, y], i) => {
    const w = width(i / last);
    const [nx, ny] = ns[i];
    if (i % step === 0 && i > 0 && i < last) lines.moveTo(x, y).lineTo(x - nx * w * 0.98, y - ny * w * 0.98);
    if (i % (step * 3) === step && i > 1 && i < last - 1 && w > 12) {
      const [tx, ty] = [-ny, nx];
      const s = w * 0.55;
      blotches.moveTo(x + nx * s * 0.9 + tx * s * 0.1, y + ny * s * 0.9 + ty * s * 0.1).lineTo(x + tx * s, y + ty * s)
        .lineTo(x - nx * s * 0.1 - tx * s * 0.1, y - ny * s * 0.1 - ty * s * 0.1).lineTo(x - tx * s, y - ty * s).close();
    }
  });
  return { parts: [{ path: body, tone: 0 }, { path: belly, tone: 3 }, { path: blotches.build(), tone: 'ink' }], lines: lines.build() };
}

/** A coiled snake rising in an S, head raised, jaws open. */
export function snake(): Artwork {
  const centre = spline([
    [340, 100], [358, 132], [350, 176], [300, 204], [222, 214], [150, 238], [128, 284], [164, 326], [240, 340], [330, 344],
    [384, 372], [388, 422], [330, 462], [230, 474], [140, 474], [112, 446], [150, 420],
  ], 10);
  const run = snakeRun(centre, 0, 1);
  const head = headAt(centre[0][0], centre[0][1], -0.75, 1.35);
  // The raised head reaches above the coil: the whole snake is set a little smaller and lower to stay in its box.
  const fit = compose(translate(-256, -256), scale(0.88), translate(256, 282));
  const parts = [...head.under, ...run.parts, ...head.over].map((p) => ({ ...p, path: mapPath(p.path, fit) }));
  return { parts, lines: mapPath(new PathBuilder().append(run.lines).append(head.lines).build(), fit) };
}

export type CoilSkin = 'snake' | 'rope';

/** How a coil winds round the spine at x = 256: turns over its length, and its reach either side. */
const COIL_TURNS = 2.25;
const COIL_REACH = 92;
const COIL_TOP = 112;
const COIL_BOTTOM = 452;

/** A rope run: a twisted cord with the lay of its strands drawn across it. */
function ropeRun(centre: readonly Point[]): { parts: ArtPart[]; lines: PathData } {
  const half = 11;
  const ns = normals(centre);
  const lines = new PathBuilder();
  centre.forEach(([x, y], i) => {
    if (i % 2 !== 0 || i === 0) return;
    const [nx, ny] = ns[i];
    const [tx, ty] = [-ny, nx];
    lines.moveTo(x + nx * half - tx * 5, y + ny * half - ty * 5).lineTo(x - nx * half + tx * 5, y - ny * half + ty * 5);
  });
  return { parts: [{ path: tube(centre, () => half), tone: 3, hue: 'brown' }], lines: lines.build() };
}

/**
 * A coil round a spine standing on x = 256 of the art box: the runs passing behind the spine and
 * the runs in front of it, as two artworks to draw either side of the spine. A snake ends in its
 * raised head at the top and a needle tail at the foot; a rope in a frayed end.
 */
export function coilRound(skin: CoilSkin, mirror: boolean): { back: Artwork; front: Artwork } {
  const side = mirror ? -1 : 1;
  const samples = 150;
  const pts: Point[] = [];
  const front: boolean[] = [];
  for (let i = 0; i <= samples; i++) {
    const t = i / samples;
    const a = Math.PI * 0.5 + t * COIL_TURNS * Math.PI * 2;
    pts.push([256 + side * COIL_REACH * (1 - 0.2 * t) * Math.sin(a), COIL_TOP + t * (COIL_BOTTOM - COIL_TOP)]);
    front.push(Math.cos(a) < 0);
  }
  const back: ArtPart[] = [];
  const fore: ArtPart[] = [];
  const backLines = new PathBuilder();
  const foreLines = new PathBuilder();
  let start = 0;
  for (let i = 1; i <= samples + 1; i++) {
    if (i <= samples && front[i] === front[start]) continue;
    // Each run overlaps its neighbour by a sample so the body shows no gap where it turns.
    const run = pts.slice(Math.max(0, start - 1), Math.min(samples, i) + 1);
    const t0 = Math.max(0, start - 1) / samples;
    const t1 = Math.min(samples, i) / samples;
    const drawn = skin === 'snake' ? snakeRun(run, t0, t1) : ropeRun(run);
    (front[start] ? fore : back).push(...drawn.parts);
    (front[start] ? foreLines : backLines).append(drawn.lines);
    start = i;
  }
  if (skin === 'snake') {
    // The head rises off the top of the coil and turns outward.
    const [x, y] = pts[0];
    const neck = spline([[x, y], [x + side * 18, y - 30], [x + side * 10, y - 62]], 8);
    const n = snakeRun(neck, 0, 0.12);
    const head = headAt(neck[neck.length - 1][0], neck[neck.length - 1][1], side > 0 ? -1.0 : Math.PI + 1.0, 1.1);
    fore.push(...head.under, ...n.parts, ...head.over);
    foreLines.append(n.lines).append(head.lines);
  }
  return { back: { parts: back, lines: backLines.build() }, front: { parts: fore, lines: foreLines.build() } };
}

/** A coil of rope on its own: a loop with its tail hanging. */
export function rope(): Artwork {
  const centre = spline(
    [[120, 300], [150, 170], [256, 110], [362, 170], [392, 300], [330, 400], [200, 408], [150, 330], [200, 250], [300, 250], [330, 330], [300, 470]],
    10,
  );
  const run = ropeRun(centre);
  return { parts: run.parts, lines: run.lines };
}
