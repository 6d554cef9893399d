/**
 * Scenery: the backdrops a brief's words bring in (flames, rays, crescent, stars, waves, clouds,
 * mountains, lightning, petals, leaves, web), each drawn as artwork in canvas pixels around the
 * centrepiece's box, one function per kind. The style then paints them like any other artwork
 * (role "backdrop"). Variations choose where some go (`s.variation.arrangement`).
 */
import { blade, flamesPath } from './art/shapes.ts';
import { type Artwork, artworkFor } from './artwork.ts';
import { type Bounds, type PathData, PathBuilder, compose, rotate, translate } from './path.ts';
import { type Scene, box, boxCx, boxCy, boxH, boxMin, boxW, placeArt } from './scene.ts';
import type { Backdrop } from './subjects.ts';

/** Scenery each style may add as filler in a variation (its own vocabulary). */
export const STYLE_FILLER: Record<Scene['style'], readonly Backdrop[]> = {
  tribal: [],
  traditional: ['stars', 'leaves'],
  minimalist: ['stars'],
  realistic: [],
  watercolor: ['petals', 'stars'],
  geometric: ['stars'],
  // (Japanese settings already scatter cherry blossom.)
  japanese: [],
  'neo-traditional': ['leaves', 'petals'],
};

/** Scenery that a variation may bring in front of the subject (arrangement 2). */
export const FRONT_CAPABLE = new Set<Backdrop>(['waves', 'flames', 'clouds']);

/** The scene and the centrepiece's box a backdrop is drawn around, with the box's size and centre. */
interface Around {
  s: Scene;
  hero: Bounds;
  w: number;
  h: number;
  cx: number;
  cy: number;
}

function starPath(cx: number, cy: number, r: number): PathData {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return new PathBuilder().poly(pts).build();
}

/** Flames: a fan behind the subject (classic), two fans up its flanks, or a low bed in front of its foot. */
function flames(at: Around): Artwork {
  const { s, hero, w, h, cx, cy } = at;
  const f = s.frame;
  const rng = s.rng;
  const n = Math.round(7 + s.density * 2);
  const arrangement = s.variation.arrangement;
  if (arrangement === 1) {
    // Two fans licking up both flanks of the subject.
    const outer = new PathBuilder();
    const inner = new PathBuilder();
    for (const side of [-1, 1]) {
      const fx = cx + side * w * 0.4;
      outer.append(flamesPath(rng, Math.ceil(n / 2), fx, cy + h * 0.42, h * 0.95, 0.5, w * 0.1));
      inner.append(flamesPath(rng, Math.ceil(n / 2) - 1, fx, cy + h * 0.42, h * 0.6, 0.4, w * 0.06));
    }
    return { parts: [{ path: outer.build(), tone: 0, hue: 'red' }, { path: inner.build(), tone: 2, hue: 'gold' }] };
  }
  if (arrangement === 2) {
    // A low bed of flames burning in front of the subject's foot.
    const fy = Math.min(f.y1, hero.y1 + h * 0.06);
    const outer = flamesPath(rng, n + 2, cx, fy, h * 0.42, 1.35, w * 0.1);
    const inner = flamesPath(rng, n, cx, fy, h * 0.26, 1.2, w * 0.06);
    return { parts: [{ path: outer, tone: 0, hue: 'red' }, { path: inner, tone: 2, hue: 'gold' }] };
  }
  const height = Math.min(h * 1.15, cy + h * 0.3 - f.y0);
  const outer = flamesPath(rng, n, cx, cy + h * 0.3, height, 1.25, w * 0.13);
  const inner = flamesPath(rng, n - 2, cx, cy + h * 0.3, height * 0.7, 1.0, w * 0.08);
  return { parts: [{ path: outer, tone: 0, hue: 'red' }, { path: inner, tone: 2, hue: 'gold' }] };
}

/** Sun rays: alternating long and short spikes all round the subject. */
function rays(at: Around): Artwork {
  const { s, hero, cx, cy } = at;
  const f = s.frame;
  const pb = new PathBuilder();
  const n = Math.round(12 + 6 * s.density);
  const r0 = boxMin(hero) * 0.4;
  const r1 = Math.min(boxMin(hero) * 0.68, Math.min(cx - f.x0, f.x1 - cx, cy - f.y0, f.y1 - cy));
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    const da = (Math.PI / n) * 0.45;
    const rr = i % 2 === 0 ? r1 : r0 + (r1 - r0) * 0.6;
    pb.poly([
      [cx + Math.cos(a - da) * r0, cy + Math.sin(a - da) * r0],
      [cx + Math.cos(a) * rr, cy + Math.sin(a) * rr],
      [cx + Math.cos(a + da) * r0, cy + Math.sin(a + da) * r0],
    ]);
  }
  return { parts: [{ path: pb.build(), tone: 2, hue: 'gold' }] };
}

/** A crescent moon above the subject's right shoulder. */
function crescent(at: Around): Artwork {
  const { s, hero, w, h, cx, cy } = at;
  const rng = s.rng;
  const size = boxMin(hero) * 0.42;
  return placeArt(artworkFor('custom:moon', rng), box(cx + w * 0.36, cy - h * 0.34, size));
}

/** A few five-pointed stars scattered round the subject. */
function stars(at: Around): Artwork {
  const { s, hero, w, h, cx, cy } = at;
  const rng = s.rng;
  const pb = new PathBuilder();
  const n = Math.round(4 + 2 * s.density);
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2);
    const d = rng.range(0.5, 0.62);
    pb.append(starPath(cx + Math.cos(a) * w * d, cy + Math.sin(a) * h * d, boxMin(hero) * rng.range(0.03, 0.06)));
  }
  return { parts: [{ path: pb.build(), tone: 2 }] };
}

/** Curling wave crests: a row under the subject (classic), a ring cradling it, or a low row in front. */
function waves(at: Around): Artwork {
  const { s, hero, w, h, cx, cy } = at;
  const f = s.frame;
  const rng = s.rng;
  const arrangement = s.variation.arrangement;
  const front = arrangement === 2;
  const base = front ? Math.min(f.y1, hero.y1 + h * 0.02) : Math.min(f.y1, hero.y1 + h * 0.12);
  const wh = h * (front ? 0.24 : 0.3);
  const x0 = Math.max(f.x0, hero.x0 - w * 0.1);
  const x1 = Math.min(f.x1, hero.x1 + w * 0.1);
  const n = Math.round(3 + s.density);
  const step = (x1 - x0) / n;
  const body = new PathBuilder();
  const lines = new PathBuilder();
  /** One curling crest standing on (a, base) → (a + step, base), its top at base − hh. */
  const crest = (bb: PathBuilder, ll: PathBuilder, a: number, b: number, st: number, hh: number): void => {
    bb.moveTo(a, b)
      .cubicTo(a, b - hh * 0.9, a + st * 0.55, b - hh * 1.15, a + st * 0.95, b - hh * 0.75)
      .cubicTo(a + st * 0.6, b - hh * 0.85, a + st * 0.4, b - hh * 0.45, a + st * 1.05, b)
      .close();
    for (let k = 1; k <= 3; k++) {
      const t = k / 4;
      ll.moveTo(a + st * 0.12 * t + st * 0.1, b - hh * 0.08).cubicTo(
        a + st * 0.1,
        b - hh * (0.9 - t * 0.5),
        a + st * 0.5,
        b - hh * (1.05 - t * 0.4),
        a + st * (0.9 - t * 0.2),
        b - hh * (0.78 - t * 0.3),
      );
    }
  };
  if (arrangement === 1) {
    // Waves cradling the subject: crests standing round the lower half of a ring, each
    // rising away from the middle, so the subject swims inside the sea.
    const m = n + 3;
    const rx = w * 0.56;
    const ry = h * 0.5;
    const arcStep = (Math.PI * Math.min(rx, ry) * 1.25) / m;
    for (let i = 0; i < m; i++) {
      const th = Math.PI * (0.02 + (0.96 * (i + 0.5)) / m);
      const one = new PathBuilder();
      const oneLines = new PathBuilder();
      crest(one, oneLines, -arcStep / 2, 0, arcStep, wh * 0.75 * rng.range(0.75, 1));
      const mat = compose(rotate(th - Math.PI / 2), translate(cx + Math.cos(th) * rx, cy + Math.sin(th) * ry));
      body.append(one.build(), mat);
      lines.append(oneLines.build(), mat);
    }
  } else {
    for (let i = 0; i < n; i++) crest(body, lines, x0 + i * step, base, step, wh * rng.range(0.65, 1));
  }
  return { parts: [{ path: body.build(), tone: 1, hue: 'blue' }], lines: lines.build() };
}

/** Two small cloud puffs either side: beside (classic), above or below the subject. */
function clouds(at: Around): Artwork {
  const { s, hero, w, h, cx, cy } = at;
  const rng = s.rng;
  const pb = new PathBuilder();
  const arrangement = s.variation.arrangement;
  for (const side of [-1, 1]) {
    const r = boxMin(hero) * (arrangement === 0 ? 0.09 : 0.11);
    const ccx = cx + side * w * (arrangement === 2 ? 0.3 : 0.42);
    const ccy =
      arrangement === 1 ? hero.y0 + h * rng.range(0.02, 0.12) : arrangement === 2 ? hero.y1 - h * rng.range(0.02, 0.1) : cy + h * rng.range(0.05, 0.3);
    for (let k = 0; k < 3; k++) pb.circle(ccx + (k - 1) * r * 1.1, ccy - (k === 1 ? r * 0.5 : 0), r);
  }
  return { parts: [{ path: pb.build(), tone: 3 }] };
}

/** Three peaks standing on the subject's foot line, with snow-line strokes. */
function mountains(at: Around): Artwork {
  const { s, hero, w, h, cx } = at;
  const f = s.frame;
  const base = Math.min(f.y1, hero.y1 + h * 0.05);
  const pb = new PathBuilder();
  const lines = new PathBuilder();
  const peaks = [
    [hero.x0 - w * 0.05, w * 0.45, h * 0.45],
    [cx + w * 0.05, w * 0.55, h * 0.6],
    [hero.x1 - w * 0.2, w * 0.4, h * 0.4],
  ];
  for (const [px, pw, ph] of peaks) {
    const x0 = Math.max(f.x0, px - pw / 2);
    const x1 = Math.min(f.x1, px + pw / 2);
    pb.poly([[x0, base], [px, base - ph], [x1, base]]);
    lines.poly([[px - pw * 0.12, base - ph * 0.75], [px, base - ph], [px + pw * 0.12, base - ph * 0.75]], false);
  }
  return { parts: [{ path: pb.build(), tone: 1, hue: 'blue' }], lines: lines.build() };
}

/** Two lightning bolts either side of the subject's head. */
function lightning(at: Around): Artwork {
  const { hero, w, h, cx } = at;
  const pb = new PathBuilder();
  for (const side of [-1, 1]) {
    const x = cx + side * w * 0.46;
    const y = hero.y0 + h * 0.05;
    const k = boxMin(hero) * 0.06;
    pb.poly([
      [x, y],
      [x + k, y],
      [x + k * 0.2, y + k * 2.5],
      [x + k * 1.1, y + k * 2.5],
      [x - k * 0.6, y + k * 6],
      [x - k * 0.1, y + k * 3.3],
      [x - k * 0.9, y + k * 3.3],
    ]);
  }
  return { parts: [{ path: pb.build(), tone: 2, hue: 'gold' }] };
}

/** Five-petal blossoms drifting round the subject. */
function petals(at: Around): Artwork {
  const { s, hero, w, h, cx, cy } = at;
  const rng = s.rng;
  const pb = new PathBuilder();
  const n = Math.round(3 + 2 * s.density);
  for (let i = 0; i < n; i++) {
    const a = rng.range(0, Math.PI * 2);
    const px = cx + Math.cos(a) * w * rng.range(0.45, 0.6);
    const py = cy + Math.sin(a) * h * rng.range(0.45, 0.6);
    const r = boxMin(hero) * rng.range(0.035, 0.06);
    for (let k = 0; k < 5; k++) {
      const pa = a + (k * 2 * Math.PI) / 5;
      pb.ellipse(px + Math.cos(pa) * r, py + Math.sin(pa) * r, r * 0.8, r * 0.8);
    }
  }
  return { parts: [{ path: pb.build(), tone: 0 }] };
}

/** Two pairs of leaves sprouting from under the subject. */
function leaves(at: Around): Artwork {
  const { hero, w, h, cx } = at;
  const pb = new PathBuilder();
  const lines = new PathBuilder();
  for (const side of [-1, 1]) {
    for (let k = 0; k < 2; k++) {
      const ax = cx + side * w * 0.2;
      const ay = hero.y1 - h * (0.15 + k * 0.15);
      const bx = cx + side * w * (0.55 + k * 0.05);
      const by = hero.y1 - h * (0.3 + k * 0.25);
      blade(pb, ax, ay, bx, by, w * 0.07, side * w * 0.02);
      lines.moveTo(ax, ay).lineTo(bx, by);
    }
  }
  return { parts: [{ path: pb.build(), tone: 1, hue: 'green' }], lines: lines.build() };
}

/** A spider web behind the subject: eight spokes and four sagging rings. */
function web(at: Around): Artwork {
  const { s, hero, cx, cy } = at;
  const f = s.frame;
  const lines = new PathBuilder();
  const r = Math.min(boxMin(hero) * 0.62, cx - f.x0, f.x1 - cx, cy - f.y0, f.y1 - cy);
  const spokes = 8;
  for (let i = 0; i < spokes; i++) {
    const a = (i / spokes) * Math.PI * 2;
    lines.moveTo(cx, cy).lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  for (let ring = 1; ring <= 4; ring++) {
    const rr = (r * ring) / 4;
    for (let i = 0; i < spokes; i++) {
      const a0 = (i / spokes) * Math.PI * 2;
      const a1 = ((i + 1) / spokes) * Math.PI * 2;
      const mid = (a0 + a1) / 2;
      lines.moveTo(cx + Math.cos(a0) * rr, cy + Math.sin(a0) * rr).quadTo(
        cx + Math.cos(mid) * rr * 0.85,
        cy + Math.sin(mid) * rr * 0.85,
        cx + Math.cos(a1) * rr,
        cy + Math.sin(a1) * rr,
      );
    }
  }
  return { parts: [], lines: lines.build() };
}

const BACKDROPS: Readonly<Record<Backdrop, (at: Around) => Artwork>> = {
  flames,
  rays,
  crescent,
  stars,
  waves,
  clouds,
  mountains,
  lightning,
  petals,
  leaves,
  web,
};

/** Scenery as artwork in canvas pixels around the hero box. */
export function backdropArt(s: Scene, kind: Backdrop, hero: Bounds): Artwork {
  return BACKDROPS[kind]({ s, hero, w: boxW(hero), h: boxH(hero), cx: boxCx(hero), cy: boxCy(hero) });
}
