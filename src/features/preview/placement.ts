/**
 * Where the design sits on the photo, independent of the photo's pixel size, so the same
 * placement draws the small on-screen preview and the full-resolution export alike and survives
 * a reload (it is what Dexie keeps).
 *
 * - `x`, `y`: the design's centre as a fraction of the photo's width and height (0…1).
 * - `size`: the design's width as a fraction of the photo's width.
 * - `rotation`: degrees, clockwise, normalised to (-180, 180].
 * - `flip`: mirrored left–right (a design for the other arm).
 * - `curvature`: -1…1, how far the design wraps round a limb (see meshWarp.ts); 0 is flat.
 */
export interface Placement {
  x: number;
  y: number;
  size: number;
  rotation: number;
  flip: boolean;
  curvature: number;
}

export const DEFAULT_PLACEMENT: Placement = { x: 0.5, y: 0.5, size: 0.38, rotation: 0, flip: false, curvature: 0 };

/** Smaller than this and the design is a speck nobody can grab; larger and it is all design, no skin. */
export const MIN_SIZE = 0.04;
export const MAX_SIZE = 2;
/** The centre may leave the photo a little (a design running off the edge of the arm), not vanish. */
const CENTRE_MARGIN = 0.25;

/** Keyboard steps: an arrow moves 1% of the photo (Shift: 5%); +/− scale 5%; R turns 5° clockwise (Shift+R back). */
export const MOVE_STEP = 0.01;
export const MOVE_STEP_LARGE = 0.05;
export const SCALE_STEP = 1.05;
export const ROTATE_STEP = 5;

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

export function normaliseAngle(deg: number): number {
  let a = deg % 360;
  if (a <= -180) a += 360;
  if (a > 180) a -= 360;
  return a;
}

/** A placement made safe: every field in range, whatever was stored or computed. */
export function clampPlacement(p: Placement): Placement {
  const finite = (v: number, fallback: number) => (Number.isFinite(v) ? v : fallback);
  return {
    x: clamp(finite(p.x, DEFAULT_PLACEMENT.x), -CENTRE_MARGIN, 1 + CENTRE_MARGIN),
    y: clamp(finite(p.y, DEFAULT_PLACEMENT.y), -CENTRE_MARGIN, 1 + CENTRE_MARGIN),
    size: clamp(finite(p.size, DEFAULT_PLACEMENT.size), MIN_SIZE, MAX_SIZE),
    rotation: normaliseAngle(finite(p.rotation, 0)),
    flip: Boolean(p.flip),
    curvature: clamp(finite(p.curvature, 0), -1, 1),
  };
}

/** A stored value read back as a placement, or the default when it is not one. */
export function parsePlacement(value: unknown): Placement {
  if (!value || typeof value !== 'object') return DEFAULT_PLACEMENT;
  const v = value as Partial<Record<keyof Placement, unknown>>;
  const num = (x: unknown, d: number) => (typeof x === 'number' ? x : d);
  return clampPlacement({
    x: num(v.x, DEFAULT_PLACEMENT.x),
    y: num(v.y, DEFAULT_PLACEMENT.y),
    size: num(v.size, DEFAULT_PLACEMENT.size),
    rotation: num(v.rotation, 0),
    flip: v.flip === true,
    curvature: num(v.curvature, 0),
  });
}

/** What a key press on the stage does to the placement, or null when the key is not ours. */
export function placementAfterKey(p: Placement, key: string, shift: boolean): Placement | null {
  const step = shift ? MOVE_STEP_LARGE : MOVE_STEP;
  switch (key) {
    case 'ArrowLeft':
      return clampPlacement({ ...p, x: p.x - step });
    case 'ArrowRight':
      return clampPlacement({ ...p, x: p.x + step });
    case 'ArrowUp':
      return clampPlacement({ ...p, y: p.y - step });
    case 'ArrowDown':
      return clampPlacement({ ...p, y: p.y + step });
    case '+':
    case '=':
      return clampPlacement({ ...p, size: p.size * SCALE_STEP });
    case '-':
    case '_':
      return clampPlacement({ ...p, size: p.size / SCALE_STEP });
    case 'r':
    case 'R':
      // Shift+R turns back, so both directions are reachable (Caps Lock's 'R' still turns clockwise).
      return clampPlacement({ ...p, rotation: p.rotation + (shift ? -ROTATE_STEP : ROTATE_STEP) });
    case 'f':
    case 'F':
      return { ...p, flip: !p.flip };
    default:
      return null;
  }
}

export interface Point {
  x: number;
  y: number;
}

/** A drag of one pointer by (dx, dy) screen pixels on a stage showing the photo `stageWidth` × `stageHeight`. */
export function placementAfterDrag(p: Placement, dx: number, dy: number, stageWidth: number, stageHeight: number): Placement {
  return clampPlacement({ ...p, x: p.x + dx / stageWidth, y: p.y + dy / stageHeight });
}

/**
 * Two fingers moved from (a0, b0) to (a1, b1): the design follows their midpoint, scales with
 * their distance and turns with the line between them — the gesture every photo app uses.
 * Points are in stage pixels; `aspect` is the stage's width / height (the placement's x and y
 * are fractions of different lengths).
 */
export function placementAfterPinch(p: Placement, a0: Point, b0: Point, a1: Point, b1: Point, stageWidth: number, stageHeight: number): Placement {
  const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y);
  const d1 = Math.hypot(b1.x - a1.x, b1.y - a1.y);
  const scale = d0 > 1 ? d1 / d0 : 1;
  const turn = (Math.atan2(b1.y - a1.y, b1.x - a1.x) - Math.atan2(b0.y - a0.y, b0.x - a0.x)) * (180 / Math.PI);
  const mid0 = { x: (a0.x + b0.x) / 2, y: (a0.y + b0.y) / 2 };
  const mid1 = { x: (a1.x + b1.x) / 2, y: (a1.y + b1.y) / 2 };
  return clampPlacement({
    ...p,
    x: p.x + (mid1.x - mid0.x) / stageWidth,
    y: p.y + (mid1.y - mid0.y) / stageHeight,
    size: p.size * scale,
    rotation: p.rotation + turn,
  });
}

/**
 * The corner handle dragged from `from` to `to` (stage pixels): the design scales with the
 * handle's distance from the centre and turns with its angle round the centre, as in any
 * drawing app (one handle does both, so a mouse can do what two fingers do).
 */
export function placementAfterHandle(p: Placement, from: Point, to: Point, stageWidth: number, stageHeight: number): Placement {
  const centre = { x: p.x * stageWidth, y: p.y * stageHeight };
  const r0 = Math.hypot(from.x - centre.x, from.y - centre.y);
  const r1 = Math.hypot(to.x - centre.x, to.y - centre.y);
  if (r0 < 1 || r1 < 1) return p;
  const turn = (Math.atan2(to.y - centre.y, to.x - centre.x) - Math.atan2(from.y - centre.y, from.x - centre.x)) * (180 / Math.PI);
  return clampPlacement({ ...p, size: p.size * (r1 / r0), rotation: p.rotation + turn });
}

/** A 2D affine transform [a, b, c, d, e, f] as canvas `setTransform` takes it. */
export type Affine = [number, number, number, number, number, number];

/**
 * The transform from the design's own unit square (-0.5…0.5 on its width, -h/2w…h/2w on its
 * height, so it keeps its aspect ratio) to a target `width` × `height` drawing of the photo.
 */
export function designToTarget(p: Placement, width: number, height: number): Affine {
  const s = p.size * width;
  const rad = (p.rotation * Math.PI) / 180;
  const cos = Math.cos(rad) * s;
  const sin = Math.sin(rad) * s;
  const fx = p.flip ? -1 : 1;
  return [cos * fx, sin * fx, -sin, cos, p.x * width, p.y * height];
}

/** The four corners of the design (aspect = its height / width) on a target drawing, clockwise from top-left. */
export function designCorners(p: Placement, aspect: number, width: number, height: number): Point[] {
  const [a, b, c, d, e, f] = designToTarget(p, width, height);
  const hx = 0.5;
  const hy = aspect / 2;
  const flipX = p.flip ? -1 : 1;
  return [
    [-hx, -hy],
    [hx, -hy],
    [hx, hy],
    [-hx, hy],
  ].map(([u, v]) => {
    // designToTarget mirrors x; undo it so corner 0 stays the on-screen top-left of the box.
    const uu = u * flipX;
    return { x: a * uu + c * v + e, y: b * uu + d * v + f };
  });
}

/** Words a screen reader says for the placement (the stage's live description). */
export function describePlacement(p: Placement): string {
  const pct = (v: number) => `${Math.round(v * 100)}%`;
  const parts = [
    `Centre ${pct(p.x)} across, ${pct(p.y)} down`,
    `width ${pct(p.size)} of the photo`,
    `rotated ${Math.round(p.rotation)}°`,
  ];
  if (p.flip) parts.push('flipped');
  if (p.curvature !== 0) parts.push(`curvature ${Math.round(p.curvature * 100)}`);
  return parts.join(', ');
}
