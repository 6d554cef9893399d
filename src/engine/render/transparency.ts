/**
 * The transparent export: a design drawn on white paper turned into ink on nothing. Each pixel
 * becomes the least coverage of ink that explains its colour over white — α = (255 − min(R,G,B))
 * / 255, colour K = 255 − (255 − C) / α — so paper is fully transparent, black stays opaque
 * black, greys become translucent black (as black-and-grey wash is diluted black ink) and a
 * colour keeps its hue. Laid over white again it gives back the design exactly; laid over skin it
 * reads as ink, which is what the on-body preview needs. Skin-coloured cuts and gaps (tribal
 * cut-outs, the Japanese skin gap) become transparent too: they are skin, not white ink.
 * Pure over RGBA bytes, so the worker and the tests use the same function.
 */

/** Turn white-paper RGBA pixels into ink with alpha, in place. */
export function paperToTransparent(rgba: Uint8ClampedArray | Uint8Array): void {
  for (let i = 0; i < rgba.length; i += 4) {
    const a = rgba[i + 3] / 255;
    // Composite over paper first: a pixel already partly transparent is partly paper.
    const r = rgba[i] * a + 255 * (1 - a);
    const g = rgba[i + 1] * a + 255 * (1 - a);
    const b = rgba[i + 2] * a + 255 * (1 - a);
    const coverage = (255 - Math.min(r, g, b)) / 255;
    if (coverage <= 0.5 / 255) {
      rgba[i] = rgba[i + 1] = rgba[i + 2] = rgba[i + 3] = 0;
      continue;
    }
    rgba[i] = Math.round(255 - (255 - r) / coverage);
    rgba[i + 1] = Math.round(255 - (255 - g) / coverage);
    rgba[i + 2] = Math.round(255 - (255 - b) / coverage);
    rgba[i + 3] = Math.round(coverage * 255);
  }
}
