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

/** RGB of the stage canvas at a fraction (fx, fy) of its size. */
export async function stagePixel(page: Page, fx: number, fy: number): Promise<[number, number, number]> {
  return page.getByTestId('preview-canvas').evaluate(
    (canvas: HTMLCanvasElement, [x, y]) => {
      const ctx = canvas.getContext('2d') as CanvasRenderingContext2D;
      const d = ctx.getImageData(Math.round(x * canvas.width), Math.round(y * canvas.height), 1, 1).data;
      return [d[0], d[1], d[2]] as [number, number, number];
    },
    [fx, fy],
  );
}

/** A hash of every pixel of the stage canvas (to tell whether a change redrew anything). */
export async function stageHash(page: Page): Promise<number> {
  return page.getByTestId('preview-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const d = (canvas.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, canvas.width, canvas.height).data;
    let h = 2166136261;
    for (let i = 0; i < d.length; i += 1) h = Math.imul(h ^ d[i], 16777619);
    return h >>> 0;
  });
}

/** Waits for the stage to draw again after a change. */
export async function nextDraw(page: Page, before: string | null): Promise<void> {
  await expect(page.getByTestId('preview-canvas')).not.toHaveAttribute('data-drawn', before ?? '');
}
