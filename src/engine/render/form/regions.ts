/**
 * Region operations on grid masks: morphological closing (with round structuring elements, via
 * the distance transform), connected components, and what is "outside" a shape.
 */
import { distanceTo, insideDistance } from './distance.ts';

/** Close a mask with a disc of `radius` cells: gaps and notches narrower than twice that fill in. */
export function closeMask(mask: Uint8Array, n: number, radius: number): Uint8Array {
  const toInk = distanceTo(mask, n);
  const grown = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) grown[i] = toInk[i] <= radius ? 1 : 0;
  const depth = insideDistance(grown, n);
  const closed = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) closed[i] = mask[i] || depth[i] > radius ? 1 : 0;
  return closed;
}

export interface Components {
  /** Component index per cell (−1 where the mask is 0). */
  labels: Int32Array;
  /** Cells per component. */
  sizes: number[];
  /** Whether a component reaches the grid's border. */
  touchesBorder: boolean[];
}

/** 4-connected components of the cells where `mask` is 1. */
export function components(mask: Uint8Array, n: number): Components {
  const labels = new Int32Array(mask.length).fill(-1);
  const sizes: number[] = [];
  const touchesBorder: boolean[] = [];
  const stack = new Int32Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || labels[start] >= 0) continue;
    const id = sizes.length;
    let size = 0;
    let border = false;
    let top = 0;
    labels[start] = id;
    stack[top++] = start;
    while (top > 0) {
      const i = stack[--top];
      size++;
      const x = i % n;
      if (x === 0 || i < n || x === n - 1 || i >= mask.length - n) border = true;
      if (x > 0 && mask[i - 1] && labels[i - 1] < 0) {
        labels[i - 1] = id;
        stack[top++] = i - 1;
      }
      if (x < n - 1 && mask[i + 1] && labels[i + 1] < 0) {
        labels[i + 1] = id;
        stack[top++] = i + 1;
      }
      if (i >= n && mask[i - n] && labels[i - n] < 0) {
        labels[i - n] = id;
        stack[top++] = i - n;
      }
      if (i < mask.length - n && mask[i + n] && labels[i + n] < 0) {
        labels[i + n] = id;
        stack[top++] = i + n;
      }
    }
    sizes.push(size);
    touchesBorder.push(border);
  }
  return { labels, sizes, touchesBorder };
}

/** Cells of the background reachable from the grid's border (everything not enclosed by the shape). */
export function outsideOf(mask: Uint8Array, n: number): Uint8Array {
  const background = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) background[i] = mask[i] ? 0 : 1;
  const c = components(background, n);
  const out = new Uint8Array(mask.length);
  for (let i = 0; i < mask.length; i++) {
    const id = c.labels[i];
    if (id >= 0 && c.touchesBorder[id]) out[i] = 1;
  }
  return out;
}
