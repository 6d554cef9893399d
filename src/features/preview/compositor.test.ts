import { describe, expect, it } from 'vitest';
import { inkLayerGeometry, layerToTarget, type InkImage } from './compositor';
import { applyAffine, warpBowExtent } from './meshWarp';
import { designToTarget, type Placement } from './placement';

const ink: InkImage = { image: {} as CanvasImageSource, width: 400, height: 300 };

describe('the stage ink layer placed by a CSS transform', () => {
  it('is big enough for the warped design and its blur', () => {
    const g = inkLayerGeometry(ink, 0.7, 250, 3);
    expect(g.width).toBe(256);
    expect(g.height).toBeGreaterThanOrEqual(Math.ceil((0.75 + 2 * warpBowExtent(0.7)) * 250 + 6));
    expect(inkLayerGeometry(ink, 0, 250, 0).height).toBe(Math.ceil(0.75 * 250));
  });

  it('lands every layer pixel where drawComposite puts the same design point, turned, flipped and sized', () => {
    const p: Placement = { x: 0.3, y: 0.6, size: 0.45, rotation: 33, flip: true, curvature: 0.5 };
    const [W, H] = [1000, 750];
    const g = inkLayerGeometry(ink, p.curvature, p.size * W * 0.8, 4);
    const m = layerToTarget(g, p, W, H);
    const design = designToTarget(p, W, H);
    for (const [u, v] of [
      [0, 0],
      [0.5, 0],
      [-0.5, 0.375],
      [0.2, -0.3],
    ]) {
      // Design point (u, v) sits at layer pixel (centre + u·scale, centre + v·scale).
      const got = applyAffine(m, g.width / 2 + u * g.scale, g.height / 2 + v * g.scale);
      const want = applyAffine(design, u, v);
      expect(got.x).toBeCloseTo(want.x, 6);
      expect(got.y).toBeCloseTo(want.y, 6);
    }
  });
});
