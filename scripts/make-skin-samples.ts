/**
 * Draws the bundled sample body photos for the on-body preview into public/samples/skin/
 * (WebP, 1280×960 or 960×1280, plus a 240 px picker image each). The drawing is
 * scripts/skin-samples/drawSkin.js, run in Debian Chromium; the list of samples and their tones
 * is src/features/preview/samplePhotos.ts. Deterministic: the same list gives the same pictures.
 *
 * Run: npx tsx scripts/make-skin-samples.ts
 */
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { SAMPLE_PHOTOS } from '../src/features/preview/samplePhotos';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, 'public/samples/skin');
/** WebP quality: skin texture survives, each photo stays well under 100 KB. */
const QUALITY = 0.72;
const THUMB_WIDTH = 240;

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>skin samples</title>');
    await page.addScriptTag({ path: resolve(ROOT, 'scripts/skin-samples/drawSkin.js') });
    let total = 0;
    for (const sample of SAMPLE_PHOTOS) {
      const portrait = sample.body === 'calf';
      const spec = { ...sample, width: portrait ? 960 : 1280, height: portrait ? 1280 : 960, quality: QUALITY, thumbWidth: THUMB_WIDTH };
      const out = await page.evaluate(async (s) => {
        const w = window as unknown as { drawSkinSample(spec: unknown): Promise<{ full: string; thumb: string }> };
        return w.drawSkinSample(s);
      }, spec);
      for (const [name, b64] of [
        [`${sample.id}.webp`, out.full],
        [`${sample.id}-thumb.webp`, out.thumb],
      ] as const) {
        const file = resolve(OUT, name);
        await writeFile(file, Buffer.from(b64, 'base64'));
        const { size } = await stat(file);
        total += size;
        console.log(`${name}: ${(size / 1024).toFixed(1)} KB`);
      }
    }
    console.log(`total: ${(total / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
}

await main();
