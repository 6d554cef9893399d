/**
 * A square grid laid over an artwork's 512-unit box, and a scanline rasteriser for paths on it.
 * Line art and form shading are worked out on this grid (distance fields, regions, skeletons)
 * and traced back to vector paths, so the drawing itself stays vector.
 */
import type { PathData } from '../path.ts';

/**
 * Cells per side. 256 cells over the padded box is 2.25 art units a cell: fine enough for the
 * icon set's narrowest gaps (≈ 6 units) to stay open, coarse enough that analysing a subject
 * stays a small share of the render budget in a worker, once per subject per session.
 */
export const GRID_CELLS = 256;
/** Art units of empty margin round the 512 box, so a subject touching its box is still surrounded by background. */
const GRID_PAD = 32;
const GRID_SPAN = 512 + 2 * GRID_PAD;

/** Art units per cell. */
export const CELL_UNITS = GRID_SPAN / GRID_CELLS;

export interface Grid {
  /** Cells per side (the grid is square). */
  n: number;
}

/** Art coordinate → grid coordinate (cell centres sit at k + 0.5). */
export const toGrid = (v: number): number => (v + GRID_PAD) / CELL_UNITS;
/** Grid coordinate → art coordinate. */
export const toArt = (g: number): number => g * CELL_UNITS - GRID_PAD;

interface Edge {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** +1 downward, −1 upward (nonzero winding). */
  dir: number;
}

/** Segments per cubic: enough that the flattened curve is within a small fraction of a cell. */
function cubicSteps(len: number): number {
  return Math.max(2, Math.min(24, Math.ceil(len / 2)));
}

/** Flatten a path (art units) into straight edges in grid units; every subpath is closed, as a fill closes it. */
function flatten(p: PathData, out: Edge[]): void {
  let k = 0;
  let sx = 0;
  let sy = 0;
  let cx = 0;
  let cy = 0;
  const add = (x0: number, y0: number, x1: number, y1: number): void => {
    if (y0 === y1) return;
    out.push(y0 < y1 ? { x0, y0, x1, y1, dir: 1 } : { x0: x1, y0: y1, x1: x0, y1: y0, dir: -1 });
  };
  const close = (): void => {
    if (cx !== sx || cy !== sy) add(cx, cy, sx, sy);
    cx = sx;
    cy = sy;
  };
  for (const cmd of p.c) {
    if (cmd === 'M') {
      close();
      sx = cx = toGrid(p.n[k]);
      sy = cy = toGrid(p.n[k + 1]);
      k += 2;
    } else if (cmd === 'L') {
      const x = toGrid(p.n[k]);
      const y = toGrid(p.n[k + 1]);
      add(cx, cy, x, y);
      cx = x;
      cy = y;
      k += 2;
    } else if (cmd === 'C') {
      const ax = toGrid(p.n[k]);
      const ay = toGrid(p.n[k + 1]);
      const bx = toGrid(p.n[k + 2]);
      const by = toGrid(p.n[k + 3]);
      const ex = toGrid(p.n[k + 4]);
      const ey = toGrid(p.n[k + 5]);
      const steps = cubicSteps(Math.hypot(ax - cx, ay - cy) + Math.hypot(bx - ax, by - ay) + Math.hypot(ex - bx, ey - by));
      let px = cx;
      let py = cy;
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        const x = u * u * u * cx + 3 * u * u * t * ax + 3 * u * t * t * bx + t * t * t * ex;
        const y = u * u * u * cy + 3 * u * u * t * ay + 3 * u * t * t * by + t * t * t * ey;
        add(px, py, x, y);
        px = x;
        py = y;
      }
      cx = ex;
      cy = ey;
      k += 6;
    } else if (cmd === 'Z') {
      close();
    }
  }
  close();
}

/**
 * Fill paths (art units, nonzero rule) into a mask: 1 where a cell's centre is inside. Every
 * path given is filled into the same mask (their union).
 */
export function rasterize(paths: readonly PathData[], n: number = GRID_CELLS): Uint8Array {
  const edges: Edge[] = [];
  for (const p of paths) flatten(p, edges);
  const mask = new Uint8Array(n * n);
  edges.sort((a, b) => a.y0 - b.y0);
  const crossings: { x: number; dir: number }[] = [];
  let first = 0;
  for (let row = 0; row < n; row++) {
    const y = row + 0.5;
    while (first < edges.length && edges[first].y1 <= y) first++;
    crossings.length = 0;
    for (let e = first; e < edges.length; e++) {
      const edge = edges[e];
      if (edge.y0 > y) break;
      if (edge.y1 <= y) continue;
      crossings.push({ x: edge.x0 + ((y - edge.y0) * (edge.x1 - edge.x0)) / (edge.y1 - edge.y0), dir: edge.dir });
    }
    crossings.sort((a, b) => a.x - b.x);
    let winding = 0;
    for (let i = 0; i < crossings.length - 1; i++) {
      winding += crossings[i].dir;
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil(crossings[i].x - 0.5));
      const to = Math.min(n - 1, Math.floor(crossings[i + 1].x - 0.5));
      for (let col = from; col <= to; col++) mask[row * n + col] = 1;
    }
  }
  return mask;
}

/**
 * The mask softened by a [1 2 1] kernel both ways, less one half: its zero level runs along the
 * mask's edge with sub-cell interpolation, so a traced outline is smooth rather than stepped.
 */
export function edgeField(mask: Uint8Array, n: number): Float32Array {
  const tmp = new Float32Array(n * n);
  const out = new Float32Array(n * n);
  for (let y = 0; y < n; y++) {
    const row = y * n;
    for (let x = 0; x < n; x++) {
      const l = x > 0 ? mask[row + x - 1] : 0;
      const r = x < n - 1 ? mask[row + x + 1] : 0;
      tmp[row + x] = (l + 2 * mask[row + x] + r) / 4;
    }
  }
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      const i = y * n + x;
      const u = y > 0 ? tmp[i - n] : 0;
      const d = y < n - 1 ? tmp[i + n] : 0;
      out[i] = (u + 2 * tmp[i] + d) / 4 - 0.5;
    }
  }
  return out;
}
