import { describe, expect, it } from 'vitest';
import { PathBuilder, pathBounds } from '../path.ts';
import { distanceTo, insideDistance } from './distance.ts';
import { CELL_UNITS, GRID_CELLS, rasterize, toGrid } from './grid.ts';
import { analyseLineArt } from './lineArt.ts';
import { closeMask, components, outsideOf } from './regions.ts';
import { thin, traceSkeleton } from './trace.ts';

const n = GRID_CELLS;
const count = (m: Uint8Array): number => m.reduce((a, v) => a + v, 0);
const square = (x0: number, y0: number, x1: number, y1: number): PathBuilder => new PathBuilder().poly([[x0, y0], [x1, y0], [x1, y1], [x0, y1]]);

describe('grid and rasterising', () => {
  it('fills a square with the area it covers, and a hole punched the other way stays empty', () => {
    const sq = rasterize([square(100, 100, 300, 300).build()]);
    expect(count(sq) * CELL_UNITS * CELL_UNITS).toBeGreaterThan(200 * 200 * 0.95);
    expect(count(sq) * CELL_UNITS * CELL_UNITS).toBeLessThan(200 * 200 * 1.05);
    const ring = rasterize([square(100, 100, 300, 300).poly([[150, 150], [150, 250], [250, 250], [250, 150]]).build()]);
    const centre = Math.round(toGrid(200)) * n + Math.round(toGrid(200));
    expect(ring[centre]).toBe(0);
    expect(count(ring)).toBeLessThan(count(sq));
  });
});

describe('distance transform', () => {
  it('measures the exact Euclidean distance to the nearest target cell', () => {
    const target = new Uint8Array(n * n);
    target[10 * n + 10] = 1;
    const d = distanceTo(target, n);
    expect(d[10 * n + 13]).toBeCloseTo(3, 5);
    expect(d[14 * n + 13]).toBeCloseTo(5, 5);
    const inside = insideDistance(rasterize([square(100, 100, 300, 300).build()]), n);
    // The middle of a 200-unit square is 100 units from its edge.
    expect(Math.max(...inside) * CELL_UNITS).toBeGreaterThan(95);
    expect(Math.max(...inside) * CELL_UNITS).toBeLessThan(105);
  });
});

describe('regions', () => {
  it('closing bridges a narrow gap between two shapes but not a wide one', () => {
    const narrow = rasterize([square(100, 100, 250, 300).build(), square(262, 100, 400, 300).build()]);
    const wide = rasterize([square(100, 100, 200, 300).build(), square(300, 100, 400, 300).build()]);
    expect(components(closeMask(narrow, n, 6), n).sizes.length).toBe(1);
    expect(components(closeMask(wide, n, 6), n).sizes.length).toBe(2);
  });

  it('tells the outside from an enclosed hole', () => {
    const ring = rasterize([square(100, 100, 400, 400).poly([[200, 200], [200, 300], [300, 300], [300, 200]]).build()]);
    const outside = outsideOf(ring, n);
    expect(outside[0]).toBe(1);
    expect(outside[Math.round(toGrid(250)) * n + Math.round(toGrid(250))]).toBe(0);
  });

  it('thins a bar to a one-cell centre line and traces it as one line', () => {
    const bar = rasterize([square(100, 240, 400, 260).build()]);
    const lines = traceSkeleton(thin(bar, n), n);
    expect(lines.length).toBe(1);
    const ys = lines[0].map(([, y]) => y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(1.5);
  });
});

describe('line art from an icon', () => {
  it('turns a narrow gap into an interior line, a wide hole into a spot, and draws one outline round both halves', () => {
    // Two halves of a disc split by a 10-unit slit, with a 70-unit round hole in the middle of the right half.
    const b = new PathBuilder()
      .poly([[80, 80], [251, 80], [251, 430], [80, 430]])
      .poly([[261, 80], [430, 80], [430, 430], [261, 430]])
      .ellipse(345, 255, 35, 35, true);
    const art = analyseLineArt([{ path: b.build(), tone: 0 }]);
    const outline = pathBounds(art.outline);
    expect(outline.x0).toBeLessThan(90);
    expect(outline.x1).toBeGreaterThan(420);
    // The slit is an interior line running down the middle.
    const cuts = pathBounds(art.cuts);
    expect(cuts.x0).toBeGreaterThan(245);
    expect(cuts.x1).toBeLessThan(267);
    expect(cuts.y1 - cuts.y0).toBeGreaterThan(250);
    // The hole is a spot of about its size.
    const spot = pathBounds(art.spots);
    expect(spot.x1 - spot.x0).toBeGreaterThan(55);
    expect(spot.x1 - spot.x0).toBeLessThan(85);
  });

  it('shades the form: the shadow side of a shape is darker than its lit side', () => {
    const art = analyseLineArt([{ path: new PathBuilder().ellipse(256, 256, 180, 180).build(), tone: 0 }]);
    const f = art.field;
    const at = (x: number, y: number): number => f.dark[Math.round(toGrid(y)) * f.n + Math.round(toGrid(x))];
    // Light comes from the top left.
    expect(at(380, 380)).toBeGreaterThan(at(140, 140) + 0.2);
    expect(f.away[Math.round(toGrid(370)) * f.n + Math.round(toGrid(370))]).toBeGreaterThan(0.8);
  });
});
