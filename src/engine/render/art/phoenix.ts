/**
 * The phoenix rising, drawn by hand in the 512-unit art box the way flash draws it: both wings
 * raised, each a real wing — flight feathers set along the arm from shoulder to wrist (short
 * secondaries pointing out, long primaries pointing up), a row of scalloped coverts over their
 * roots — a crested head in profile between them, and long tail plumes sweeping down to one side.
 */
import type { ArtPart, Artwork } from '../artwork.ts';
import { type PathData, PathBuilder, compose, mapPath, mirrorX, scale, translate } from '../path.ts';
import { type Point, blade, one, polyline, spline, tongue, tube } from './shapes.ts';

/** Where the left wing joins the body and where its wrist is (the right wing is the mirror image). */
const SHOULDER: Point = [232, 226];
const WRIST: Point = [112, 138];
/** Flight feathers per wing: enough to read as a wing at 3 cm, few enough that each stays a shape. */
const FEATHERS = 9;
/** Feather direction from the shoulder (out and a little down) to the wrist (almost straight up). */
const FEATHER_ANGLE_SHOULDER = Math.PI - 0.95;
const FEATHER_ANGLE_WRIST = Math.PI + 1.3;

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
const along = (t: number): Point => [lerp(SHOULDER[0], WRIST[0], t), lerp(SHOULDER[1], WRIST[1], t)];
const featherAngle = (t: number): number => lerp(FEATHER_ANGLE_SHOULDER, FEATHER_ANGLE_WRIST, t);
/** Feather length: short secondaries at the shoulder, long primaries at the wrist. */
const featherLength = (t: number): number => lerp(118, 170, Math.pow(t, 0.8));

interface Wing {
  feathers: PathData[];
  coverts: PathData;
  quills: PathData;
}

/** The left wing: feathers from the wrist inward (so the inner ones overlap the outer ones), then the coverts over their roots. */
function leftWing(): Wing {
  const feathers: PathData[] = [];
  const quills = new PathBuilder();
  for (let i = FEATHERS - 1; i >= 0; i--) {
    const t = i / (FEATHERS - 1);
    const [bx, by] = along(t);
    const a = featherAngle(t);
    const len = featherLength(t);
    const tip: Point = [bx + Math.cos(a) * len, by + Math.sin(a) * len];
    feathers.push(blade(new PathBuilder(), bx, by, tip[0], tip[1], 25, 6).build());
    // The quill: a fine line from the covert's edge to two thirds of the feather.
    quills.moveTo(bx + Math.cos(a) * 44, by + Math.sin(a) * 44).lineTo(bx + Math.cos(a) * len * 0.7, by + Math.sin(a) * len * 0.7);
  }
  // Coverts: the leading edge along the arm, then scallops back over the feather roots.
  const coverts = new PathBuilder();
  const steps = FEATHERS - 1;
  const lead = (t: number): Point => {
    const [x, y] = along(t);
    const a = featherAngle(t);
    return [x - Math.cos(a) * 14, y - Math.sin(a) * 14];
  };
  const root = (t: number, d: number): Point => {
    const [x, y] = along(t);
    const a = featherAngle(t);
    return [x + Math.cos(a) * d, y + Math.sin(a) * d];
  };
  const [sx, sy] = lead(0);
  coverts.moveTo(sx, sy);
  for (let i = 1; i <= steps; i++) coverts.lineTo(...lead(i / steps));
  for (let i = steps; i > 0; i--) {
    const [cx, cy] = root((i - 0.5) / steps, 62);
    const [ex, ey] = root((i - 1) / steps, 40);
    coverts.quadTo(cx, cy, ex, ey);
  }
  coverts.close();
  return { feathers, coverts: coverts.build(), quills: quills.build() };
}

/** A tail plume along a spline: narrow at the root, broad towards its end, ending in a point. */
function plume(through: readonly Point[], width: number): { path: PathData; spine: PathData } {
  const centre = spline(through, 10);
  const half = (t: number): number => 2 + width * Math.pow(Math.sin(Math.PI * Math.min(1, t * 1.05)), 0.9) * (0.45 + 0.55 * t);
  return { path: tube(centre, half), spine: polyline(centre.slice(2, Math.round(centre.length * 0.8))) };
}

/** Phoenix rising: wings raised, crested head in profile facing right, plumes sweeping down to one side. */
export function phoenix(): Artwork {
  const parts: ArtPart[] = [];
  const lines = new PathBuilder();
  // Tail plumes (behind everything): gold, red, gold, sweeping down and curling to the left.
  const plumes = [
    plume([[246, 296], [214, 352], [200, 420], [226, 470], [268, 466]], 20),
    plume([[254, 300], [258, 370], [290, 428], [346, 448], [372, 420]], 22),
    plume([[238, 292], [188, 330], [144, 382], [128, 446], [152, 488]], 18),
  ];
  plumes.forEach((p, i) => {
    parts.push({ path: p.path, tone: i === 1 ? 0 : 2, hue: i === 1 ? 'red' : 'gold' });
    lines.append(p.spine);
  });
  const left = leftWing();
  const mirror = mirrorX(256);
  for (const [wing, m] of [[left, undefined], [left, mirror]] as const) {
    wing.feathers.forEach((f, i) => parts.push({ path: m ? mapPath(f, m) : f, tone: i < 5 ? 0 : 2, hue: i < 5 ? 'red' : 'gold' }));
    parts.push({ path: m ? mapPath(wing.coverts, m) : wing.coverts, tone: 2, hue: 'gold' });
    lines.append(wing.quills, m);
  }
  const body = one((b) => b.moveTo(262, 126).cubicTo(314, 160, 312, 258, 276, 300).cubicTo(262, 316, 236, 312, 228, 292)
    .cubicTo(212, 250, 220, 160, 262, 126).close());
  // The head is drawn at neck height and lifted clear of the raised wings.
  const lift = translate(0, -34);
  const crest = new PathBuilder()
    .append(tongue(270, 104, -2.3, 78, 10, -1.4))
    .append(tongue(262, 112, -2.7, 88, 10, -1.6))
    .append(tongue(258, 126, -3.05, 70, 9, -1.2))
    .build();
  const head = one((b) => b.moveTo(250, 168).cubicTo(240, 126, 262, 96, 292, 98).cubicTo(310, 100, 320, 112, 322, 124).lineTo(326, 150)
    .cubicTo(314, 170, 290, 182, 270, 186).close());
  const beak = one((b) => b.moveTo(318, 114).cubicTo(340, 112, 360, 124, 366, 146).cubicTo(352, 138, 338, 138, 324, 150).close());
  const eye = one((b) => b.circle(296, 126, 7));
  parts.push(
    { path: mapPath(crest, lift), tone: 0, hue: 'red' },
    { path: body, tone: 2, hue: 'gold' },
    { path: mapPath(head, lift), tone: 2, hue: 'gold' },
    { path: mapPath(beak, lift), tone: 3 },
    { path: mapPath(eye, lift), tone: 'ink' },
  );
  // Breast feathers as scallops, a brow over the eye, the line of the mouth.
  for (let row = 0; row < 3; row++) for (const k of [-1, 0, 1]) lines.arc(264 + k * 16 + (row % 2) * 8, 200 + row * 26, 9, 0.15 * Math.PI, 0.85 * Math.PI);
  lines.append(one((b) => b.moveTo(282, 114).cubicTo(292, 108, 304, 108, 312, 114).moveTo(324, 140).lineTo(344, 136)), lift);
  // The drawing spans about 475 × 515 units round (256, 231): centred and grown to fill the box.
  const fit = compose(translate(-256, -231), scale(0.96), translate(256, 256));
  return { parts: parts.map((p) => ({ ...p, path: mapPath(p.path, fit) })), lines: mapPath(lines.build(), fit) };
}
