import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLACEMENT,
  MAX_SIZE,
  MIN_SIZE,
  clampPlacement,
  describePlacement,
  designCorners,
  designToTarget,
  parsePlacement,
  placementAfterDrag,
  placementAfterHandle,
  placementAfterKey,
  placementAfterPinch,
} from './placement';

const p0 = DEFAULT_PLACEMENT;

describe('keyboard', () => {
  it('arrows move by 1% (Shift 5%), +/− scale, R turns both ways, F flips', () => {
    expect(placementAfterKey(p0, 'ArrowRight', false)?.x).toBeCloseTo(0.51);
    expect(placementAfterKey(p0, 'ArrowUp', true)?.y).toBeCloseTo(0.45);
    expect(placementAfterKey(p0, '+', false)?.size).toBeCloseTo(p0.size * 1.05);
    expect(placementAfterKey(p0, '-', false)?.size).toBeCloseTo(p0.size / 1.05);
    expect(placementAfterKey(p0, 'r', false)?.rotation).toBe(5);
    expect(placementAfterKey(p0, 'R', true)?.rotation).toBe(-5);
    expect(placementAfterKey(p0, 'f', false)?.flip).toBe(true);
    expect(placementAfterKey(p0, 'a', false)).toBeNull();
  });

  it('keeps every value in range', () => {
    let p = p0;
    for (let i = 0; i < 200; i++) p = placementAfterKey(p, '-', false) ?? p;
    expect(p.size).toBe(MIN_SIZE);
    for (let i = 0; i < 200; i++) p = placementAfterKey(p, 'ArrowLeft', true) ?? p;
    expect(p.x).toBe(-0.25);
    for (let i = 0; i < 40; i++) p = placementAfterKey(p, 'r', false) ?? p;
    expect(p.rotation).toBe(-160);
  });
});

describe('pointer gestures', () => {
  it('a drag moves the centre by the stage fraction', () => {
    const p = placementAfterDrag(p0, 80, -40, 800, 400);
    expect(p.x).toBeCloseTo(0.6);
    expect(p.y).toBeCloseTo(0.4);
  });

  it('a pinch scales with the finger distance, turns with their line and follows their midpoint', () => {
    const p = placementAfterPinch(p0, { x: 300, y: 200 }, { x: 500, y: 200 }, { x: 300, y: 100 }, { x: 300, y: 500 }, 800, 400);
    expect(p.size).toBeCloseTo(p0.size * 2);
    expect(p.rotation).toBeCloseTo(90);
    expect(p.x).toBeCloseTo((300 - 400) / 800 + 0.5);
    expect(p.y).toBeCloseTo((300 - 200) / 400 + 0.5);
  });

  it('the corner handle scales with its distance from the centre and turns round it', () => {
    // Centre at (400, 200); the handle goes from 100 px right of it to 200 px below it.
    const p = placementAfterHandle(p0, { x: 500, y: 200 }, { x: 400, y: 400 }, 800, 400);
    expect(p.size).toBeCloseTo(p0.size * 2);
    expect(p.rotation).toBeCloseTo(90);
  });
});

describe('geometry', () => {
  it('puts the design centre at (x, y) with the chosen width', () => {
    const t = designToTarget({ ...p0, x: 0.25, y: 0.75, size: 0.5 }, 400, 200);
    expect(t[4]).toBe(100);
    expect(t[5]).toBe(150);
    expect(t[0]).toBe(200);
  });

  it('lists the corners of the rotated box', () => {
    const c = designCorners({ ...p0, rotation: 90, size: 0.5 }, 1, 400, 400);
    expect(c[0].x).toBeCloseTo(300);
    expect(c[0].y).toBeCloseTo(100);
  });

  it('parses stored values defensively', () => {
    expect(parsePlacement(null)).toEqual(DEFAULT_PLACEMENT);
    expect(parsePlacement({ x: 'a', size: 99, rotation: 190, flip: 'yes', curvature: -3 })).toEqual({
      ...DEFAULT_PLACEMENT,
      size: MAX_SIZE,
      rotation: -170,
      curvature: -1,
    });
    expect(clampPlacement({ ...p0, x: Number.NaN }).x).toBe(0.5);
  });

  it('describes itself for screen readers', () => {
    expect(describePlacement({ ...p0, rotation: 15, flip: true })).toBe('Centre 50% across, 50% down, width 38% of the photo, rotated 15°, flipped');
  });
});
