/**
 * jsPDF loads html2canvas, canvg and DOMPurify on demand for `html()` and SVG images, which the
 * hand-off pack never uses (it draws text, lines and PNG/JPEG images). vite.config.ts points those
 * three imports here so they are neither bundled nor precached; calling them fails loudly.
 */
function unused(): never {
  throw new Error('jsPDF’s HTML and SVG plugins are not part of this app (src/features/booking/jspdfUnusedPlugins.ts).');
}

export default unused;
export const Canvg = { fromString: unused };
