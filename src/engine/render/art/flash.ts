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
import { blade, one } from './shapes.ts';

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
  const eyes = pair((b) => b.moveTo(146, 238).cubicTo(148, 196, 200, 184, 234, 206).cubicTo(252, 222, 250, 264, 232, 282).cubicTo(206, 304, 146, 292, 146, 238).close());
  const nose = one((b) =>
    b.moveTo(256, 296).cubicTo(244, 300, 230, 330, 234, 344).cubicTo(240, 354, 252, 346, 256, 338).cubicTo(260, 346, 272, 354, 278, 344).cubicTo(282, 330, 268, 300, 256, 296).close(),
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
  const grip = one((b) => b.moveTo(240, 76).lineTo(272, 76).cubicTo(278, 112, 278, 142, 272, 176).lineTo(240, 176).cubicTo(234, 142, 234, 112, 240, 76).close());
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
      { path: bevel, tone: 1 },
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
    for (const side of [-1, 1]) lines.moveTo(cx, cy).lineTo(cx + dx * 0.12 + side * nx * width * 0.55, cy + dy * 0.12 + side * ny * width * 0.55);
  }
}

/** Traditional rose, three-quarter view: a cup of petals with curled lips, a black heart, leaves. */
function rose(): Artwork {
  const parts: ArtPart[] = [];
  const lines = new PathBuilder();
  leaf(parts, lines, 196, 330, 56, 424, 46, 14);
  leaf(parts, lines, 318, 330, 458, 410, 44, -14);
  leaf(parts, lines, 270, 350, 318, 486, 30, -10);
  const cup = one((b) =>
    b.moveTo(104, 206).cubicTo(94, 140, 150, 94, 210, 100).cubicTo(236, 68, 290, 66, 312, 96).cubicTo(372, 88, 422, 136, 410, 202)
      .cubicTo(422, 272, 372, 346, 256, 354).cubicTo(140, 346, 90, 276, 104, 206).close(),
  );
  const heart = one((b) => b.moveTo(172, 160).cubicTo(186, 116, 324, 114, 342, 158).cubicTo(322, 182, 194, 184, 172, 160).close());
  const bud = one((b) => b.moveTo(208, 168).cubicTo(210, 134, 302, 130, 306, 162).cubicTo(284, 178, 234, 180, 208, 168).close());
  const frontLeft = one((b) => b.moveTo(106, 214).cubicTo(130, 182, 204, 182, 244, 198).cubicTo(254, 250, 244, 320, 222, 348).cubicTo(158, 338, 108, 292, 106, 214).close());
  const frontRight = one((b) => b.moveTo(406, 214).cubicTo(382, 182, 308, 182, 268, 198).cubicTo(258, 250, 268, 320, 290, 348).cubicTo(354, 338, 404, 292, 406, 214).close());
  const frontMiddle = one((b) => b.moveTo(186, 232).cubicTo(218, 212, 294, 212, 326, 232).cubicTo(334, 292, 302, 348, 256, 358).cubicTo(210, 348, 178, 292, 186, 232).close());
  // The turned-over lips of the front petals catch the light.
  const lips = one((b) => {
    b.moveTo(110, 210).cubicTo(134, 178, 204, 178, 244, 196).cubicTo(204, 194, 144, 196, 110, 210).close();
    b.moveTo(402, 210).cubicTo(378, 178, 308, 178, 268, 196).cubicTo(308, 194, 368, 196, 402, 210).close();
    b.moveTo(188, 230).cubicTo(220, 208, 292, 208, 324, 230).cubicTo(292, 222, 220, 222, 188, 230).close();
  });
  parts.push(
    { path: cup, tone: 0 },
    { path: heart, tone: 'ink' },
    { path: bud, tone: 0 },
    { path: frontLeft, tone: 0 },
    { path: frontRight, tone: 0 },
    { path: frontMiddle, tone: 0 },
    { path: lips, tone: 3 },
  );
  // The bud's spiral and the creases of the cup's back petals.
  lines.moveTo(230, 160).cubicTo(238, 146, 280, 144, 288, 156).cubicTo(280, 166, 252, 168, 246, 158);
  lines.moveTo(210, 104).cubicTo(224, 122, 240, 130, 256, 132).moveTo(312, 98).cubicTo(300, 120, 284, 130, 268, 132);
  lines.moveTo(140, 250).cubicTo(150, 280, 172, 304, 200, 316).moveTo(372, 250).cubicTo(362, 280, 340, 304, 312, 316);
  return { parts, lines: lines.build() };
}

/** The flash subjects by name (`custom:<name>` in subjects.ts). */
export const FLASH_ART: Readonly<Record<string, (rng: Rng) => Artwork>> = {
  skull,
  dagger,
  rose,
  ...FLASH_CREATURES,
};
