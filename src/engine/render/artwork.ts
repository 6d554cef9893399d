/**
 * Subject artwork in a 512×512 box. An artwork is a stack of filled parts (back to front, each
 * with a tone so a colour style can paint them differently) plus optional inner detail lines.
 * Game-icons artwork is one part; the subjects the icon set lacks or draws poorly for tattoos
 * (koi, swallow, moth, butterfly, peony, cherry blossom, mandala, eye, moon, nautical star,
 * heart, flames) are drawn here procedurally.
 */
import { GAME_ICON_PATHS } from './gameIcons.generated.ts';
import { type PathData, PathBuilder, compose, mapPath, mirrorX, orientPositive, parsePath, rotate, scale, translate } from './path.ts';
import type { Rng } from './prng.ts';
import type { Hue } from './subjects.ts';

/** Which palette slot paints a part: 0 main colour, 1 second, 2 third, 3 light, 'ink' outline colour. */
export type Tone = 0 | 1 | 2 | 3 | 'ink';

export interface ArtPart {
  path: PathData;
  tone: Tone;
  /** Natural colour (water is blue, leaves green) used when the palette is colourful. */
  hue?: Hue;
}

export interface Artwork {
  parts: ArtPart[];
  /** Inner detail strokes (scales, veins, feathers), drawn in ink at a fine weight. */
  lines?: PathData;
}

export const ART_BOX = 512;

const iconCache = new Map<string, PathData>();

export function iconPath(name: string): PathData {
  let p = iconCache.get(name);
  if (!p) {
    const d = GAME_ICON_PATHS[name];
    if (!d) throw new Error(`unknown icon ${name}`);
    p = parsePath(d);
    iconCache.set(name, p);
  }
  return p;
}

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

function one(fn: (b: PathBuilder) => void): PathData {
  const b = new PathBuilder();
  fn(b);
  return b.build();
}

function swallow(): Artwork {
  // Long curved wings and a deep forked tail: the sailor's swallow in flight.
  const tail = one((b) => {
    b.append(tongue(225, 300, Math.PI + 0.22, 200, 18, 0.25));
    b.append(tongue(225, 308, Math.PI - 0.42, 190, 18, -0.2));
  });
  const lowerWing = one((b) => b.append(tongue(290, 295, 2.05, 250, 46, 0.55)));
  const body = one((b) => b.moveTo(420, 205).cubicTo(380, 170, 300, 210, 250, 260).cubicTo(210, 300, 200, 320, 230, 325).cubicTo(300, 330, 380, 300, 425, 250).close());
  const belly = one((b) => b.moveTo(425, 250).cubicTo(390, 300, 310, 330, 240, 325).cubicTo(300, 300, 360, 275, 405, 245).close());
  const head = one((b) => b.circle(410, 225, 34).moveTo(440, 212).lineTo(482, 226).lineTo(440, 240).close());
  const upperWing = one((b) => b.append(tongue(320, 240, -2.2, 290, 52, -0.6)));
  const lines = one((b) => {
    // Flight feathers: strokes following the wings from the shoulder.
    for (let i = 1; i <= 3; i++) {
      b.moveTo(310 - i * 12, 232 + i * 4).quadTo(250 - i * 18, 160 + i * 6, 205 - i * 30, 70 + i * 26);
      b.moveTo(282 - i * 6, 305 + i * 6).quadTo(235 - i * 10, 360 + i * 4, 200 - i * 26, 430 - i * 8);
    }
    b.circle(418, 218, 5);
  });
  return {
    parts: [
      { path: tail, tone: 1 },
      { path: lowerWing, tone: 1 },
      { path: body, tone: 1 },
      { path: belly, tone: 0 },
      { path: head, tone: 1 },
      { path: upperWing, tone: 1 },
    ],
    lines,
  };
}

function koi(): Artwork {
  const tail = one((b) => b.moveTo(150, 330).cubicTo(90, 300, 50, 250, 40, 190).cubicTo(80, 230, 110, 240, 130, 250).cubicTo(110, 300, 90, 360, 60, 420).cubicTo(110, 400, 140, 360, 170, 345).close());
  const fins = one((b) => {
    blade(b, 300, 330, 250, 420, 30, -10);
    blade(b, 250, 210, 210, 140, 26, 10);
  });
  const body = one((b) =>
    b.moveTo(460, 260).cubicTo(450, 200, 360, 180, 280, 195).cubicTo(210, 210, 170, 250, 140, 280).cubicTo(170, 310, 220, 340, 290, 345).cubicTo(370, 350, 455, 320, 460, 260).close(),
  );
  const spots = one((b) => {
    b.moveTo(300, 200).cubicTo(340, 185, 390, 195, 400, 230).cubicTo(360, 250, 320, 240, 300, 200).close();
    b.moveTo(230, 240).cubicTo(250, 225, 275, 235, 270, 260).cubicTo(250, 270, 232, 262, 230, 240).close();
  });
  const lines = one((b) => {
    for (let row = 0; row < 3; row++) {
      for (let i = 0; i < 6; i++) {
        const x = 200 + i * 34 + (row % 2) * 17;
        const y = 235 + row * 30;
        b.arc(x, y, 16, Math.PI * 0.5, Math.PI * 1.5);
      }
    }
    b.moveTo(400, 215).cubicTo(385, 240, 385, 280, 405, 305);
    b.circle(428, 245, 7);
    b.moveTo(458, 270).cubicTo(480, 290, 490, 320, 470, 350);
  });
  return { parts: [{ path: tail, tone: 0 }, { path: fins, tone: 0 }, { path: body, tone: 3 }, { path: spots, tone: 0 }], lines };
}

function wingPair(shape: (b: PathBuilder) => void): PathData {
  const half = one(shape);
  const b = new PathBuilder().append(half).append(half, mirrorX(256));
  return b.build();
}

function moth(): Artwork {
  const upper = wingPair((b) => b.moveTo(250, 200).cubicTo(200, 120, 90, 90, 30, 130).cubicTo(40, 200, 110, 270, 250, 260).close());
  const lower = wingPair((b) => b.moveTo(250, 250).cubicTo(170, 260, 90, 320, 110, 400).cubicTo(170, 420, 230, 360, 252, 300).close());
  const body = one((b) => b.ellipse(256, 270, 22, 95).circle(256, 165, 24));
  const lines = one((b) => {
    b.moveTo(248, 150).cubicTo(220, 90, 190, 70, 160, 70).moveTo(264, 150).cubicTo(292, 90, 322, 70, 352, 70);
    for (const s of [1, -1]) {
      const x = (v: number): number => 256 + s * v;
      b.circle(x(130), 175, 26).circle(x(130), 175, 10).circle(x(165), 345, 18);
      b.moveTo(x(30), 200).lineTo(x(230), 215).moveTo(x(60), 150).lineTo(x(230), 205);
      for (let i = 0; i < 4; i++) b.moveTo(x(255 - 22 - 3), 200 + i * 40 + 10).lineTo(x(255 - 22), 200 + i * 40);
    }
  });
  return { parts: [{ path: lower, tone: 1 }, { path: upper, tone: 0 }, { path: body, tone: 'ink' }], lines };
}

function butterfly(): Artwork {
  const upper = wingPair((b) => b.moveTo(252, 230).cubicTo(200, 90, 60, 40, 40, 110).cubicTo(25, 180, 120, 250, 252, 250).close());
  const lower = wingPair((b) => b.moveTo(252, 250).cubicTo(150, 250, 80, 330, 120, 400).cubicTo(150, 450, 200, 420, 210, 380).cubicTo(230, 350, 245, 300, 254, 270).close());
  const body = one((b) => b.ellipse(256, 265, 14, 85).circle(256, 175, 16));
  const lines = one((b) => {
    b.moveTo(250, 165).cubicTo(235, 110, 215, 90, 195, 85).moveTo(262, 165).cubicTo(277, 110, 297, 90, 317, 85);
    for (const s of [1, -1]) {
      const x = (v: number): number => 256 + s * v;
      b.moveTo(x(10), 235).cubicTo(x(60), 180, x(130), 120, x(190), 95).moveTo(x(10), 240).lineTo(x(200), 180);
      b.moveTo(x(10), 260).cubicTo(x(60), 300, x(100), 340, x(120), 380);
      b.circle(x(150), 110, 14).circle(x(105), 360, 12);
    }
  });
  return { parts: [{ path: lower, tone: 1 }, { path: upper, tone: 0 }, { path: body, tone: 'ink' }], lines };
}

function petalRing(b: PathBuilder, cx: number, cy: number, count: number, r0: number, r1: number, width: number, phase: number): void {
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

function peony(): Artwork {
  const leaves = one((b) => {
    blade(b, 256, 300, 70, 420, 50, 10);
    blade(b, 256, 300, 440, 420, 50, -10);
  });
  const outer = one((b) => petalRing(b, 256, 250, 8, 40, 200, 70, 0.2));
  const middle = one((b) => petalRing(b, 256, 250, 7, 30, 140, 55, 0.6));
  const inner = one((b) => petalRing(b, 256, 250, 6, 10, 80, 38, 1.0));
  const lines = one((b) => {
    for (let i = 0; i < 8; i++) {
      const a = 0.2 + (i / 8) * Math.PI * 2;
      b.moveTo(256 + Math.cos(a) * 150, 250 + Math.sin(a) * 150).lineTo(256 + Math.cos(a) * 185, 250 + Math.sin(a) * 185);
    }
    b.circle(256, 250, 18);
  });
  return { parts: [{ path: leaves, tone: 1 }, { path: outer, tone: 0 }, { path: middle, tone: 0 }, { path: inner, tone: 3 }], lines };
}

function blossomAt(b: PathBuilder, cx: number, cy: number, r: number, phase: number): void {
  for (let i = 0; i < 5; i++) {
    const a = phase + (i / 5) * Math.PI * 2;
    const m: readonly [number, number, number, number, number, number] = compose(rotate(a), translate(cx, cy));
    const petal = one((p) =>
      p.moveTo(0, 0).cubicTo(r * 0.3, -r * 0.45, r * 0.85, -r * 0.5, r, -r * 0.14).lineTo(r * 0.82, 0).lineTo(r, r * 0.14).cubicTo(r * 0.85, r * 0.5, r * 0.3, r * 0.45, 0, 0).close(),
    );
    b.append(petal, m);
  }
}

function cherryBlossom(): Artwork {
  const branch = one((b) => b.moveTo(30, 470).cubicTo(150, 380, 220, 330, 330, 300).lineTo(470, 230).lineTo(335, 315).cubicTo(230, 350, 160, 400, 45, 480).close());
  const flowers = one((b) => {
    blossomAt(b, 260, 230, 120, 0.3);
    blossomAt(b, 420, 140, 60, 0.9);
    blossomAt(b, 120, 370, 55, 0.1);
  });
  const centres = one((b) => b.circle(260, 230, 22).circle(420, 140, 12).circle(120, 370, 11));
  const lines = one((b) => {
    for (let i = 0; i < 10; i++) {
      const a = (i / 10) * Math.PI * 2;
      b.moveTo(260 + Math.cos(a) * 22, 230 + Math.sin(a) * 22).lineTo(260 + Math.cos(a) * 55, 230 + Math.sin(a) * 55);
      b.circle(260 + Math.cos(a) * 58, 230 + Math.sin(a) * 58, 3);
    }
  });
  return { parts: [{ path: branch, tone: 'ink' }, { path: flowers, tone: 0 }, { path: centres, tone: 2 }], lines };
}

function mandala(rng: Rng): Artwork {
  const petals = rng.pick([8, 10, 12]);
  const outer = one((b) => petalRing(b, 256, 256, petals * 2, 120, 240, 18, 0));
  const middle = one((b) => petalRing(b, 256, 256, petals, 60, 185, 34, Math.PI / petals));
  const core = one((b) => {
    petalRing(b, 256, 256, petals, 10, 100, 22, 0);
    b.circle(256, 256, 40);
  });
  const lines = one((b) => {
    b.circle(256, 256, 120).circle(256, 256, 60).circle(256, 256, 20);
    for (let i = 0; i < petals * 2; i++) {
      const a = (i / (petals * 2)) * Math.PI * 2;
      b.circle(256 + Math.cos(a) * 205, 256 + Math.sin(a) * 205, 5);
    }
  });
  return { parts: [{ path: outer, tone: 1 }, { path: middle, tone: 0 }, { path: core, tone: 2 }], lines };
}

function eye(): Artwork {
  const white = one((b) => b.moveTo(30, 256).cubicTo(130, 120, 382, 120, 482, 256).cubicTo(382, 392, 130, 392, 30, 256).close());
  const iris = one((b) => b.circle(256, 256, 90));
  const pupil = one((b) => b.circle(256, 256, 40).circle(280, 228, 14, true));
  const lines = one((b) => {
    for (let i = 0; i < 9; i++) {
      const t = 0.1 + (i / 8) * 0.8;
      const x = 30 + t * 452;
      const y = 256 - Math.sin(t * Math.PI) * 102;
      b.moveTo(x, y).lineTo(x + (t - 0.5) * 60, y - 50 - Math.sin(t * Math.PI) * 20);
    }
    for (let i = 0; i < 16; i++) {
      const a = (i / 16) * Math.PI * 2;
      b.moveTo(256 + Math.cos(a) * 48, 256 + Math.sin(a) * 48).lineTo(256 + Math.cos(a) * 84, 256 + Math.sin(a) * 84);
    }
  });
  return { parts: [{ path: white, tone: 3 }, { path: iris, tone: 1 }, { path: pupil, tone: 'ink' }], lines };
}

function moon(): Artwork {
  const crescent = one((b) => b.arc(256, 256, 210, Math.PI * 0.35, Math.PI * 1.65).cubicTo(100, 120, 100, 392, 256 + 210 * Math.cos(Math.PI * 0.35), 256 + 210 * Math.sin(Math.PI * 0.35)).close());
  const lines = one((b) => b.circle(110, 200, 16).circle(90, 300, 10).circle(140, 370, 20));
  return { parts: [{ path: crescent, tone: 2 }], lines };
}

function starPoints(cx: number, cy: number, r0: number, r1: number, n: number): [number, number][] {
  const pts: [number, number][] = [];
  for (let i = 0; i < n * 2; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / n;
    const r = i % 2 === 0 ? r1 : r0;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return pts;
}

function nauticalStar(): Artwork {
  const pts = starPoints(256, 270, 95, 240, 5);
  const light = new PathBuilder();
  const dark = new PathBuilder();
  for (let i = 0; i < 5; i++) {
    const tip = pts[i * 2];
    const left = pts[(i * 2 + 9) % 10];
    const right = pts[i * 2 + 1];
    light.poly([[256, 270], left, tip]);
    dark.poly([[256, 270], tip, right]);
  }
  return { parts: [{ path: light.build(), tone: 0 }, { path: dark.build(), tone: 'ink' }] };
}

function heart(): Artwork {
  const h = one((b) => b.moveTo(256, 460).cubicTo(120, 360, 30, 280, 40, 170).cubicTo(50, 60, 200, 40, 256, 150).cubicTo(312, 40, 462, 60, 472, 170).cubicTo(482, 280, 392, 360, 256, 460).close());
  const lines = one((b) => b.moveTo(110, 150).cubicTo(120, 110, 150, 95, 185, 100));
  return { parts: [{ path: h, tone: 0 }], lines };
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

function flames(rng: Rng): Artwork {
  const outer = flamesPath(rng, 7, 256, 440, 400, 1.1, 70);
  const inner = flamesPath(rng, 5, 256, 440, 250, 0.9, 45);
  return { parts: [{ path: outer, tone: 0 }, { path: inner, tone: 2 }] };
}

/**
 * Phoenix: the spread-wing firebird emblem (game-icons "hawk-emblem") lifted up, trailing long
 * curling tail plumes — the plumes are what tell a phoenix from an eagle.
 */
function phoenix(): Artwork {
  const bird = mapPath(iconPath('hawk-emblem'), compose(translate(-256, 0), scale(0.74), translate(256, 4)));
  const plumes = one((b) => {
    const set: [number, number, number, number][] = [
      [Math.PI / 2, 150, 0.3, 22],
      [Math.PI / 2 + 0.32, 150, 2.2, 20],
      [Math.PI / 2 - 0.32, 150, -2.2, 20],
      [Math.PI / 2 + 0.75, 120, 2.8, 16],
      [Math.PI / 2 - 0.75, 120, -2.8, 16],
    ];
    for (const [a, len, curl, w] of set) b.append(tongue(256, 322, a, len, w, curl));
  });
  const lines = one((b) => {
    for (const dx of [-12, 0, 12]) b.moveTo(256 + dx, 335).quadTo(256 + dx * 2.2, 400, 256 + dx * 3.2, 455);
  });
  return { parts: [{ path: orientPositive(plumes), tone: 2 }, { path: bird, tone: 0 }], lines };
}

const CUSTOM: Record<string, (rng: Rng) => Artwork> = {
  swallow,
  koi,
  moth,
  butterfly,
  peony,
  'cherry-blossom': cherryBlossom,
  mandala,
  eye,
  moon,
  'nautical-star': nauticalStar,
  heart,
  flames,
  phoenix,
};

export const CUSTOM_ART_NAMES: readonly string[] = Object.keys(CUSTOM);

/** Artwork for a source name: "custom:koi" or a game-icons name. */
export function artworkFor(source: string, rng: Rng): Artwork {
  if (source.startsWith('custom:')) {
    const make = CUSTOM[source.slice('custom:'.length)];
    if (!make) throw new Error(`unknown custom artwork ${source}`);
    return make(rng);
  }
  return { parts: [{ path: iconPath(source), tone: 0 }] };
}

/** Map every part and line of an artwork. */
export function mapArtwork(art: Artwork, m: readonly [number, number, number, number, number, number]): Artwork {
  return {
    parts: art.parts.map((p) => ({ ...p, path: mapPath(p.path, m) })),
    lines: art.lines ? mapPath(art.lines, m) : undefined,
  };
}
