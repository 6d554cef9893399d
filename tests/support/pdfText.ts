/**
 * Reads a PDF's text the way a viewer does (Mozilla's pdf.js), page by page: what the hand-off
 * pack tests check is what an artist would see, not the PDF's internal strings.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads the metrics of the 14 standard fonts from its own folder (no network). */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const task = getDocument({ data: bytes, useSystemFonts: false, standardFontDataUrl: STANDARD_FONTS });
  const document = await task.promise;
  const parts: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  const pages = document.numPages;
  await task.destroy();
  return { pages, text: parts.join('\n').replace(/\s+/g, ' ') };
}
