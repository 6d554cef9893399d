import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

/** A skin tone for the flat test photo: mid-light skin. */
export const SKIN = { r: 200, g: 150, b: 120 } as const;

/**
 * Puts a design into the app's IndexedDB exactly as the designer stores one (generatedImages),
 * drawn in the page: the left half black, the top right red, the bottom right paper white.
 * The app must have opened the database first (any /preview page does).
 */
export async function seedDesign(page: Page, id = 'test-design'): Promise<string> {
  await page.evaluate(async (imageId) => {
    const c = new OffscreenCanvas(400, 400);
    const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, 400, 400);
    ctx.fillStyle = '#000000';
    ctx.fillRect(0, 0, 200, 400);
    ctx.fillStyle = '#ff0000';
    ctx.fillRect(200, 0, 200, 200);
    const png = await c.convertToBlob({ type: 'image/png' });
    await new Promise<void>((resolve, reject) => {
      const open = indexedDB.open('inkclarity');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => {
        const db = open.result;
        const tx = db.transaction('generatedImages', 'readwrite');
        tx.objectStore('generatedImages').put({
          id: imageId,
          createdAt: Date.now(),
          png,
          slots: { style: 'geometric', bodyZone: 'forearm', size: 'medium', colors: 'red and black', keywords: 'test blocks', description: '' },
          prompt: 'test blocks',
          provider: 'on-device',
          width: 400,
          height: 400,
        });
        tx.oncomplete = () => {
          db.close();
          resolve();
        };
        tx.onerror = () => reject(tx.error);
      };
    });
  }, id);
  return id;
}

/** A flat skin-coloured photo (PNG bytes) of the given size, made in the page. */
export async function flatPhoto(page: Page, width = 800, height = 600): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ width, height, skin }) => {
      const c = new OffscreenCanvas(width, height);
      const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.fillStyle = `rgb(${skin.r},${skin.g},${skin.b})`;
      ctx.fillRect(0, 0, width, height);
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/png' })).arrayBuffer());
      let s = '';
      for (const b of bytes) s += String.fromCharCode(b);
      return btoa(s);
    },
    { width, height, skin: SKIN },
  );
  return Buffer.from(b64, 'base64');
}

/** Opens /preview/<id> on a fresh page with the test design in the database. */
export async function openPreview(page: Page, id = 'test-design'): Promise<void> {
  await page.goto(`/preview/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Preview on skin' })).toBeVisible();
  // The app opened (and created) the database before saying the design is missing; seed, then reopen.
  await expect(page.getByText(/This design is not on this device|Sample photos/)).toBeVisible();
  await seedDesign(page, id);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sample photos' })).toBeVisible();
}

export async function usePhoto(page: Page, png: Buffer): Promise<void> {
  await page.getByLabel('Choose a photo').setInputFiles({ name: 'arm.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByTestId('preview-stage')).toBeVisible();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
}

export interface Placement {
  x: number;
  y: number;
  size: number;
  rotation: number;
  flip: boolean;
  curvature: number;
}

export async function placementOf(page: Page): Promise<Placement> {
  return JSON.parse((await page.getByTestId('preview-stage').getAttribute('data-placement')) ?? '{}') as Placement;
}

/**
 * A screenshot of the stage as the user sees it: the photo canvas with the ink layer blended over
 * it by the compositor (the stage has no single canvas holding the composite). The dashed outline
 * and its handles are controls, not the picture, so they are hidden for the shot (as is the app's
 * top bar, which would overlap a stage scrolled into view).
 */
export async function stageShot(page: Page): Promise<Buffer> {
  // Through the CSSOM: the app's CSP allows no inline <style> (Playwright's `style` option is one).
  const toggle = (hidden: boolean) =>
    page.evaluate((h) => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-testid="placement-outline"], header.sticky')) el.style.visibility = h ? 'hidden' : '';
    }, hidden);
  await toggle(true);
  try {
    return await page.getByTestId('preview-stage').screenshot({ animations: 'disabled' });
  } finally {
    await toggle(false);
  }
}

/** RGB pixels of PNG images, decoded in the page, sampled at fractions (fx, fy) of each image's size. */
export async function samplePng(page: Page, png: Buffer, points: (readonly [number, number])[]): Promise<[number, number, number][]> {
  return page.evaluate(
    async ({ b64, points }) => {
      const blob = new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' });
      const bmp = await createImageBitmap(blob);
      const c = new OffscreenCanvas(bmp.width, bmp.height);
      const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.drawImage(bmp, 0, 0);
      const { data } = ctx.getImageData(0, 0, bmp.width, bmp.height);
      return points.map(([fx, fy]) => {
        const x = Math.min(bmp.width - 1, Math.round(fx * bmp.width));
        const y = Math.min(bmp.height - 1, Math.round(fy * bmp.height));
        const i = (y * bmp.width + x) * 4;
        return [data[i], data[i + 1], data[i + 2]] as [number, number, number];
      });
    },
    { b64: png.toString('base64'), points },
  );
}

/** RGB of the stage as shown, at a fraction (fx, fy) of its size. */
export async function stagePixel(page: Page, fx: number, fy: number): Promise<[number, number, number]> {
  return (await samplePng(page, await stageShot(page), [[fx, fy]]))[0];
}

/** A hash of the stage as shown (to tell whether a change changed the picture). */
export async function stageHash(page: Page): Promise<string> {
  return createHash('sha256').update(await stageShot(page)).digest('hex');
}

/** Waits for the stage to draw again after a change. */
export async function nextDraw(page: Page, before: string | null): Promise<void> {
  await expect(page.getByTestId('preview-canvas')).not.toHaveAttribute('data-drawn', before ?? '');
}
