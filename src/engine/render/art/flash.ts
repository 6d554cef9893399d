/**
 * The eight subjects a tattoo collector judges flash by — skull, dagger, rose, snake, wolf,
 * phoenix, koi, swallow — drawn by hand in the 512-unit art box the way classic flash draws
 * them: separate parts a colour style can fill (bone, steel, petals, leaves, fur, scales),
 * negative space for black holds (eye sockets, a rose's heart, a snarling mouth), and detail
 * lines the line-art pass turns into interior line work. Mirrored halves are built once and
 * reflected about the box's centre line.
 */
import type { ArtPart, Artwork } from '../artwork.ts';
import { type PathData, PathBuilder, mirrorX } from '../path.ts';
import type { Rng } from '../prng.ts';
import { FLASH_CREATURES } from './creatures.ts';
import { rope, snake } from './snake.ts';
import { blade, one, spline, tube } from './shapes.ts';

/** A path and its reflection about x = 256. */
function pair(fn: (b: PathBuilder) => void): PathData {
  const half = one(fn);
  return new PathBuilder().append(half).append(half, mirrorX(256)).build();
}

/** Traditional skull, front on: cranium, jaw, black eye sockets and nose, two rows of teeth. */
function skull(): Artwork {
  const jaw = one((b) =>
    b.moveTo(150, 372).cubicTo(156, 420, 174, 456, 206, 470).cubicTo(234, 482, 278, 482, 306, 470).cubicTo(338, 456, 356, 420, 362, 372)
      .lineTo(338, 384).lineTo(330, 436).cubicTo(300, 454, 212, 454, 182, 436).lineTo(174, 384).close(),
  );
  const cranium = one((b) =>
    b.moveTo(256, 46).cubicTo(356, 46, 424, 112, 424, 202).cubicTo(424, 252, 406, 284, 392, 302).cubicTo(384, 320, 374, 332, 358, 340)
      .cubicTo(350, 352, 346, 366, 342, 386).lineTo(170, 386).cubicTo(166, 366, 162, 352, 154, 340).cubicTo(138, 332, 128, 320, 120, 302)
      .cubicTo(106, 284, 88, 252, 88, 202).cubicTo(88, 112, 156, 46, 256, 46).close(),
  );
  const upperTeeth = one((b) => b.moveTo(180, 378).lineTo(332, 378).lineTo(328, 410).lineTo(184, 410).close());
  const mouth = one((b) => b.moveTo(184, 406).lineTo(328, 406).lineTo(326, 420).lineTo(186, 420).close());
  const lowerTeeth = one((b) => b.moveTo(186, 416).lineTo(326, 416).lineTo(320, 440).lineTo(192, 440).close());
  const eyes = pair((b) => b.moveTo(146, 238).cubicTo(148, 196, 200, 184, 234, 206).cubicTo(252, 222, 250, 264, 232, 282)
    .cubicTo(206, 304, 146, 292, 146, 238).close());
  const nose = one((b) =>
    b.moveTo(256, 296).cubicTo(244, 300, 230, 330, 234, 344).cubicTo(240, 354, 252, 346, 256, 338).cubicTo(260, 346, 272, 354, 278, 344)
      .cubicTo(282, 330, 268, 300, 256, 296).close(),
  );
  const lines = new PathBuilder()
    .append(pair((b) => {
      // Brow ridge, cheekbone, temple.
      b.moveTo(134, 200).cubicTo(164, 170, 214, 170, 242, 194);
      b.moveTo(150, 304).cubicTo(174, 322, 206, 326, 228, 312);
      b.moveTo(106, 246).cubicTo(120, 226, 126, 200, 120, 170);
    }))
    // A crack across the crown, and the gaps between the teeth.
    .moveTo(306, 58).lineTo(296, 88).lineTo(310, 108).lineTo(298, 138)
    .build();
  const teethLines = new PathBuilder();
  for (const x of [206, 231, 256, 281, 306]) teethLines.moveTo(x, 380).lineTo(x + (x - 256) * 0.02, 406).moveTo(x, 418).lineTo(x - (x - 256) * 0.04, 438);
  return {
    parts: [
      { path: jaw, tone: 3 },
      { path: cranium, tone: 3 },
      { path: mouth, tone: 'ink' },
      { path: upperTeeth, tone: 3 },
      { path: lowerTeeth, tone: 3 },
      { path: eyes, tone: 'ink' },
      { path: nose, tone: 'ink' },
    ],
    lines: new PathBuilder().append(lines).append(teethLines.build()).build(),
  };
}

/** Traditional dagger, point down: pommel, wrapped grip, curled cross-guard with a gem, ridged blade. */
function dagger(): Artwork {
  const pommel = one((b) => b.circle(256, 50, 22).moveTo(244, 70).lineTo(268, 70).lineTo(262, 80).lineTo(250, 80).close());
  const grip = one((b) => b.moveTo(240, 76).lineTo(272, 76).cubicTo(278, 112, 278, 142, 272, 176).lineTo(240, 176)
    .cubicTo(234, 142, 234, 112, 240, 76).close());
  const guard = one((b) =>
    b.moveTo(150, 190).cubicTo(132, 178, 140, 154, 160, 164).cubicTo(170, 170, 168, 178, 176, 180).cubicTo(216, 186, 296, 186, 336, 180)
      .cubicTo(344, 178, 342, 170, 352, 164).cubicTo(372, 154, 380, 178, 362, 190).cubicTo(322, 208, 190, 208, 150, 190).close(),
  );
  const gem = one((b) => b.circle(256, 190, 15));
  const bladeShape = one((b) => b.moveTo(224, 200).lineTo(288, 200).cubicTo(292, 296, 282, 384, 256, 484).cubicTo(230, 384, 220, 296, 224, 200).close());
  // The far half of the blade, a shade darker: the bevel that shows the edge is sharp.
  const bevel = one((b) => b.moveTo(256, 204).lineTo(288, 204).cubicTo(292, 296, 282, 384, 256, 484).close());
  const fuller = one((b) => b.moveTo(251, 214).lineTo(261, 214).lineTo(259, 330).cubicTo(258, 336, 254, 336, 253, 330).close());
  const lines = new PathBuilder().moveTo(256, 330).lineTo(256, 470);
  for (let y = 86; y <= 166; y += 16) lines.moveTo(238, y + 8).lineTo(274, y - 4);
  lines.moveTo(186, 196).cubicTo(226, 202, 286, 202, 326, 196);
  return {
    parts: [
      { path: bladeShape, tone: 3 },
      { path: bevel, tone: 1, hue: 'grey' },
      { path: fuller, tone: 'ink' },
      { path: grip, tone: 0 },
      { path: guard, tone: 2 },
      { path: gem, tone: 0 },
      { path: pommel, tone: 2 },
    ],
    lines: lines.build(),
  };
}

/** A leaf with a centre vein and side veins, from its stem (ax, ay) to its tip (bx, by). */
function leaf(parts: ArtPart[], lines: PathBuilder, ax: number, ay: number, bx: number, by: number, width: number, bend: number): void {
  parts.push({ path: blade(new PathBuilder(), ax, ay, bx, by, width, bend).build(), tone: 1, hue: 'green' });
  const dx = bx - ax;
  const dy = by - ay;
  const len = Math.hypot(dx, dy);
  const nx = -dy / len;
  const ny = dx / len;
  lines.moveTo(ax, ay).quadTo(ax + dx / 2 + nx * bend * 0.5, ay + dy / 2 + ny * bend * 0.5, bx - dx * 0.08, by - dy * 0.08);
  for (const t of [0.3, 0.5, 0.7]) {
    const cx = ax + dx * t + nx * bend * 0.4;
    const cy = ay + dy * t + ny * bend * 0.4;
    for (const side of [-1, 1]) lines.moveTo(cx, cy).lineTo(cx + dx * 0.1 + side * nx * width * 0.32, cy + dy * 0.1 + side * ny * width * 0.32);
  }
}

/** Points along an oval spiral round (cx, cy), from radius r0 to r1 over `turns` turns; y squashed by `flat`. */
function spiralPoints(cx: number, cy: number, r0: number, r1: number, turns: number, flat: number, phase: number): [number, number][] {
  const pts: [number, number][] = [];
  const steps = Math.round(turns * 28);
  for (let i = 0; i <= steps; i++) {
    const t = i / steps;
    const a = phase + t * turns * Math.PI * 2;
    const r = r0 + (r1 - r0) * t;
    pts.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r * flat]);
  }
  return pts;
}

/** Traditional rose, three-quarter view: a spiral heart in a cup of petals with rolled lips, leaves. */
function rose(): Artwork {
  const parts: ArtPart[] = [];
  const lines = new PathBuilder();
  leaf(parts, lines, 190, 326, 52, 416, 46, 14);
  leaf(parts, lines, 322, 326, 462, 404, 44, -14);
  leaf(parts, lines, 272, 352, 322, 486, 30, -10);
  const back = one((b) =>
    b.moveTo(108, 192).cubicTo(96, 124, 160, 78, 214, 96).cubicTo(232, 62, 288, 58, 306, 92).cubicTo(360, 74, 424, 118, 406, 190)
      .cubicTo(420, 270, 372, 346, 256, 354).cubicTo(140, 346, 92, 270, 108, 192).close(),
  );
  // The heart: a dark oval with a petal spiralling out of it, so a spiral of shadow shows between the turns.
  const heart = one((b) => b.ellipse(256, 150, 84, 44));
  const spiral = tube(spiralPoints(258, 152, 6, 70, 1.65, 0.52, 2.2), (t) => 3 + 11 * t);
  const side = (dir: 1 | -1): PathData =>
    one((b) => {
      const x = (v: number): number => 256 + dir * (v - 256);
      b.moveTo(x(112), 150).cubicTo(x(92), 226, x(128), 318, x(244), 352).cubicTo(x(214), 298, x(204), 236, x(214), 172)
        .cubicTo(x(188), 160, x(146), 150, x(112), 150).close();
    });
  const sideLip = (dir: 1 | -1): PathData => {
    const x = (v: number): number => 256 + dir * (v - 256);
    return tube(spline([[x(112), 152], [x(150), 152], [x(190), 160], [x(214), 174]], 8), (t) => 6 * Math.sin(Math.PI * Math.min(1, t * 1.15)) + 1);
  };
  const front = one((b) => b.moveTo(170, 236).cubicTo(204, 212, 308, 212, 342, 236).cubicTo(350, 298, 310, 352, 256, 362)
    .cubicTo(202, 352, 162, 298, 170, 236).close());
  const frontLip = tube(spline([[172, 238], [212, 220], [256, 216], [300, 220], [340, 238]], 8), (t) => 7 * Math.sin(Math.PI * t) + 1);
  parts.push(
    { path: back, tone: 0 },
    { path: heart, tone: 'ink' },
    { path: spiral, tone: 0 },
    { path: side(-1), tone: 0 },
    { path: side(1), tone: 0 },
    { path: sideLip(-1), tone: 3 },
    { path: sideLip(1), tone: 3 },
    { path: front, tone: 0 },
    { path: frontLip, tone: 3 },
  );
  // Creases in the cupped petals.
  lines.moveTo(214, 98).cubicTo(226, 114, 240, 120, 256, 122).moveTo(306, 94).cubicTo(296, 112, 282, 120, 268, 122);
  lines.moveTo(136, 226).cubicTo(146, 262, 168, 296, 200, 316).moveTo(376, 226).cubicTo(366, 262, 344, 296, 312, 316);
  lines.moveTo(226, 258).cubicTo(232, 290, 244, 316, 256, 330).moveTo(286, 258).cubicTo(280, 290, 268, 316, 256, 330);
  return { parts, lines: lines.build() };
}

/** The flash subjects by name (`custom:<name>` in subjects.ts). */
export const FLASH_ART: Readonly<Record<string, (rng: Rng) => Artwork>> = {
  skull,
  dagger,
  rose,
  snake,
  rope,
  ...FLASH_CREATURES,
};
