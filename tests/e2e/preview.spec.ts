import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { SKIN, flatPhoto, nextDraw, openPreview, placementOf, samplePng, stageHash, stagePixel, stageShot, usePhoto } from './support/preview';
import { serviceWorkerReady } from './support/app';

/**
 * The on-body preview (/preview/:imageId) on the built app: a photo from the file input, the
 * design placed by pointer, touch and keyboard, curvature, ink blending read back from the
 * pixels, the PNG export, a reload, and offline use (the live camera: preview-camera.spec.ts).
 */

test.use({ serviceWorkers: 'block' });

const drawn = (page: Page) => page.getByTestId('preview-canvas').getAttribute('data-drawn');

/** Left half of the test design is black, top right red, bottom right white; with the default
 * placement (centre, 38% wide, square) these stage fractions fall inside each part. */
const stageFractions = async (page: Page) => {
  const box = (await page.getByTestId('preview-stage').boundingBox()) ?? { width: 1, height: 1 };
  const half = 0.38 / 2;
  const halfY = (half * box.width) / box.height;
  return {
    black: [0.5 - half / 2, 0.5] as const,
    red: [0.5 + half / 2, 0.5 - halfY / 2] as const,
    white: [0.5 + half / 2, 0.5 + halfY / 2] as const,
    outside: [0.1, 0.1] as const,
  };
};

test('a photo from the file input; the composite multiplies: white leaves skin alone, black darkens, red stays red', async ({ page }) => {
  await openPreview(page);
  await expect(page.getByTestId('privacy-note')).toHaveText(/never leaves this device/);
  await expect(page.getByText('Take a photo of the spot, choose one from your device, or try a sample photo.')).toBeVisible();
  await usePhoto(page, await flatPhoto(page));

  const at = await stageFractions(page);
  const outside = await stagePixel(page, ...at.outside);
  const white = await stagePixel(page, ...at.white);
  const black = await stagePixel(page, ...at.black);
  const red = await stagePixel(page, ...at.red);
  const skin = [SKIN.r, SKIN.g, SKIN.b];
  outside.forEach((v, i) => expect(Math.abs(v - skin[i])).toBeLessThanOrEqual(1));
  // A white design pixel leaves the skin unchanged.
  white.forEach((v, i) => expect(Math.abs(v - skin[i])).toBeLessThanOrEqual(1));
  // A black one darkens every channel in proportion (multiply), to a deep but not pure black.
  black.forEach((v, i) => {
    expect(v).toBeLessThan(skin[i] * 0.3);
    expect(v).toBeGreaterThan(skin[i] * 0.05);
  });
  // Red ink: red kept, green and blue taken away (colour designs keep their colour).
  expect(Math.abs(red[0] - SKIN.r)).toBeLessThanOrEqual(2);
  expect(red[1]).toBeLessThan(SKIN.g * 0.3);
  expect(red[2]).toBeLessThan(SKIN.b * 0.3);

  // The healed look is softer and faded: black is lighter than fresh ink.
  const before = await drawn(page);
  await page.getByLabel('Healed look (softer, slightly faded)').check();
  await nextDraw(page, before);
  const healed = await stagePixel(page, ...at.black);
  expect(healed[0]).toBeGreaterThan(black[0] + 5);
});

test('moves by pointer: drag, the corner and turn handles, ctrl+wheel and a two-finger pinch', async ({ page }) => {
  await openPreview(page);
  await usePhoto(page, await flatPhoto(page));
  const stage = page.getByTestId('preview-stage');
  const box = (await stage.boundingBox()) as { x: number; y: number; width: number; height: number };
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;

  // Drag: the design follows the pointer by the same fraction of the stage.
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx + box.width * 0.1, cy + box.height * 0.05, { steps: 5 });
  await page.mouse.up();
  let p = await placementOf(page);
  expect(p.x).toBeCloseTo(0.6, 2);
  expect(p.y).toBeCloseTo(0.55, 2);

  // The corner handle: dragged away from the centre, the design grows.
  const sizeBefore = p.size;
  const corner = (await page.getByTestId('scale-handle').boundingBox()) as { x: number; y: number; width: number; height: number };
  const hx = corner.x + corner.width / 2;
  const hy = corner.y + corner.height / 2;
  const dcx = box.x + p.x * box.width;
  const dcy = box.y + p.y * box.height;
  await page.mouse.move(hx, hy);
  await page.mouse.down();
  await page.mouse.move(dcx + (hx - dcx) * 1.5, dcy + (hy - dcy) * 1.5, { steps: 5 });
  await page.mouse.up();
  p = await placementOf(page);
  expect(p.size).toBeCloseTo(sizeBefore * 1.5, 1);
  expect(Math.abs(p.rotation)).toBeLessThan(2);

  // The turn handle: dragged a quarter turn round the centre, the design turns, its size kept.
  const sizeNow = p.size;
  const knob = (await page.getByTestId('rotate-handle').boundingBox()) as { x: number; y: number; width: number; height: number };
  const kx = knob.x + knob.width / 2;
  const ky = knob.y + knob.height / 2;
  const r = Math.hypot(kx - dcx, ky - dcy);
  await page.mouse.move(kx, ky);
  await page.mouse.down();
  for (let i = 1; i <= 9; i++) {
    const a = -Math.PI / 2 + (i / 9) * (Math.PI / 2);
    await page.mouse.move(dcx + Math.cos(a) * r, dcy + Math.sin(a) * r);
  }
  await page.mouse.up();
  p = await placementOf(page);
  expect(p.rotation).toBeGreaterThan(80);
  expect(p.rotation).toBeLessThan(100);
  expect(p.size).toBeCloseTo(sizeNow, 5);

  // Ctrl+wheel (a trackpad pinch) resizes.
  await page.mouse.move(cx, cy);
  await page.keyboard.down('Control');
  await page.mouse.wheel(0, -200);
  await page.keyboard.up('Control');
  await expect.poll(async () => (await placementOf(page)).size).toBeGreaterThan(sizeNow * 1.2);

  // Two fingers: spread apart to twice their distance → twice the size; the line turned 90° → a quarter turn.
  const start = await placementOf(page);
  const cdp = await page.context().newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((pt, id) => ({ ...pt, id, radiusX: 5, radiusY: 5, force: 1 })) });
  const c = { x: box.x + box.width * 0.5, y: box.y + box.height * 0.5 };
  await touch('touchStart', [
    { x: c.x - 40, y: c.y },
    { x: c.x + 40, y: c.y },
  ]);
  for (let i = 1; i <= 10; i++) {
    const t = i / 10;
    const a = t * (Math.PI / 2);
    const d = 40 * (1 + t);
    await touch('touchMove', [
      { x: c.x - Math.cos(a) * d, y: c.y - Math.sin(a) * d },
      { x: c.x + Math.cos(a) * d, y: c.y + Math.sin(a) * d },
    ]);
  }
  await touch('touchEnd', []);
  const pinched = await placementOf(page);
  expect(pinched.size / start.size).toBeGreaterThan(1.8);
  expect(pinched.size / start.size).toBeLessThan(2.2);
  const turned = ((pinched.rotation - start.rotation + 540) % 360) - 180;
  expect(turned).toBeGreaterThan(80);
  expect(turned).toBeLessThan(100);
});

test('moves by keyboard: arrows, Shift+arrows, + and −, R and Shift+R, F; the controls say the same', async ({ page }) => {
  await openPreview(page);
  await usePhoto(page, await flatPhoto(page));
  const stage = page.getByTestId('preview-stage');
  await stage.focus();
  await expect(stage).toBeFocused();
  const p0 = await placementOf(page);
  for (const key of ['ArrowRight', 'ArrowRight', 'Shift+ArrowDown', '+', '+', 'r', 'r', 'r', 'Shift+R', 'f']) await page.keyboard.press(key);
  const p = await placementOf(page);
  expect(p.x).toBeCloseTo(p0.x + 0.02, 5);
  expect(p.y).toBeCloseTo(p0.y + 0.05, 5);
  expect(p.size).toBeCloseTo(p0.size * 1.05 * 1.05, 5);
  expect(p.rotation).toBe(10);
  expect(p.flip).toBe(true);
  await page.keyboard.press('-');
  expect((await placementOf(page)).size).toBeCloseTo(p0.size * 1.05, 5);
  await expect(page.getByTestId('placement-readout')).toHaveText('Centre 52% across, 55% down, width 40% of the photo, rotated 10°, flipped');
  await expect(page.getByRole('button', { name: 'Flip' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Rotation')).toHaveValue('10');
  // The sliders are keyboard controls too.
  await page.getByLabel('Rotation').focus();
  await page.keyboard.press('ArrowRight');
  expect((await placementOf(page)).rotation).toBe(11);
  await page.getByRole('button', { name: 'Reset placement' }).click();
  expect(await placementOf(page)).toEqual(p0);
});

test('curvature warps the design: the pixels change, the paper white stays clear', async ({ page }) => {
  await openPreview(page);
  await usePhoto(page, await flatPhoto(page));
  const flat = await stageHash(page);
  const before = await drawn(page);
  await page.getByLabel('Curvature').fill('80');
  await nextDraw(page, before);
  expect((await placementOf(page)).curvature).toBeCloseTo(0.8);
  const curved = await stageHash(page);
  expect(curved).not.toBe(flat);
  // Curved round the limb, the design's sides are foreshortened: a point near its left edge that
  // was black when flat is bare skin now.
  const edge = await stagePixel(page, 0.5 - 0.38 / 2 + 0.01, 0.5);
  expect(edge[0]).toBeGreaterThan(SKIN.r - 3);
  const centreLeft = await stagePixel(page, 0.5 - 0.05, 0.5);
  expect(centreLeft[0]).toBeLessThan(SKIN.r * 0.3);
  const again = await drawn(page);
  await page.getByLabel('Curvature').fill('-80');
  await nextDraw(page, again);
  expect(await stageHash(page)).not.toBe(curved);
});

test('Save PNG downloads the composite at the photo’s own size (under the cap) with multiply blending', async ({ page }) => {
  await openPreview(page);
  await usePhoto(page, await flatPhoto(page, 1200, 900));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tattoo-preview-\d+\.png$/);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.readUInt32BE(16)).toBe(1200);
  expect(bytes.readUInt32BE(20)).toBe(900);
  await expect(page.getByText('Preview saved')).toBeVisible();
  // Read the file's pixels back: black half dark, white half skin.
  const pixels = await page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' });
    const bmp = await createImageBitmap(blob);
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bmp, 0, 0);
    const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    // Design: centre (600, 450), 456 px wide; black on its left half, white on its bottom right.
    return { black: at(600 - 114, 450), white: at(600 + 114, 450 + 114), outside: at(50, 50) };
  }, bytes.toString('base64'));
  expect(pixels.outside).toEqual([SKIN.r, SKIN.g, SKIN.b]);
  pixels.white.forEach((v, i) => expect(Math.abs(v - [SKIN.r, SKIN.g, SKIN.b][i])).toBeLessThanOrEqual(1));
  expect(pixels.black[0]).toBeLessThan(SKIN.r * 0.3);
});

test('the live stage and the saved PNG agree pixel for pixel (turned, flipped, curved, sized)', async ({ page }) => {
  await openPreview(page);
  await usePhoto(page, await flatPhoto(page, 800, 600));
  await page.getByTestId('preview-stage').focus();
  for (const key of ['r', 'r', 'r', 'f', '+', 'ArrowLeft']) await page.keyboard.press(key);
  await page.getByLabel('Curvature').fill('60');
  const placed = await placementOf(page);
  expect(placed.flip).toBe(true);
  expect(placed.rotation).not.toBe(0);
  expect(placed.curvature).toBeCloseTo(0.6);
  await expect(page.getByTestId('placement-readout')).toContainText('curvature 60');
  const shot = await stageShot(page);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
  const saved = await readFile(await download.path());
  // A grid over the whole picture, read from both at the same fractions of their size; points on
  // the design's edges (where two resamplings of an antialiased edge differ) are left out by
  // comparing only where the saved image is flat around the point.
  const grid: [number, number][] = [];
  const step = 1 / 40;
  const d = 0.006;
  for (let fy = step / 2; fy < 1; fy += step) for (let fx = step / 2; fx < 1; fx += step) grid.push([fx, fy]);
  const around = grid.flatMap(([fx, fy]) => [[fx - d, fy], [fx + d, fy], [fx, fy - d], [fx, fy + d]] as [number, number][]);
  const [live, file, near] = await Promise.all([samplePng(page, shot, grid), samplePng(page, saved, grid), samplePng(page, saved, around)]);
  let compared = 0;
  let inked = 0;
  let worst = 0;
  let total = 0;
  grid.forEach((_, k) => {
    const flat = near.slice(4 * k, 4 * k + 4).every((n) => n.every((v, c) => Math.abs(v - file[k][c]) <= 3));
    if (!flat) return;
    compared += 1;
    if (file[k][0] < SKIN.r - 40) inked += 1;
    const diff = Math.max(...file[k].map((v, c) => Math.abs(v - live[k][c])));
    worst = Math.max(worst, diff);
    total += diff;
  });
  expect(compared).toBeGreaterThan(1200);
  // The design covers a good part of the grid (a misplaced layer would fail below, not pass here).
  expect(inked).toBeGreaterThan(80);
  expect(total / compared).toBeLessThan(1.5);
  expect(worst).toBeLessThanOrEqual(12);
});

test('a photo larger than 2.4 megapixels is saved scaled down to the cap, same shape, same blending', async ({ page }) => {
  await openPreview(page);
  // 2400 × 1800 = 4.3 MP: saved at 1788 × 1341 (previewImages.ts exportSize, MAX_EXPORT_PIXELS).
  await usePhoto(page, await flatPhoto(page, 2400, 1800));
  await expect(page.getByText('up to 2.4 megapixels')).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.readUInt32BE(16)).toBe(1788);
  expect(bytes.readUInt32BE(20)).toBe(1341);
  const pixels = await page.evaluate(async (b64) => {
    const blob = new Blob([Uint8Array.from(atob(b64), (ch) => ch.charCodeAt(0))], { type: 'image/png' });
    const bmp = await createImageBitmap(blob);
    const c = new OffscreenCanvas(bmp.width, bmp.height);
    const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
    ctx.drawImage(bmp, 0, 0);
    const at = (x: number, y: number) => [...ctx.getImageData(Math.round(x), Math.round(y), 1, 1).data.slice(0, 3)];
    // The design is centred, 38% of the width: its black left half and white bottom-right quarter.
    const w = bmp.width;
    const h = bmp.height;
    const q = (0.38 * w) / 4;
    return { black: at(w / 2 - q, h / 2), white: at(w / 2 + q, h / 2 + q), outside: at(40, 40) };
  }, bytes.toString('base64'));
  const skin = [SKIN.r, SKIN.g, SKIN.b];
  pixels.outside.forEach((v, i) => expect(Math.abs(v - skin[i])).toBeLessThanOrEqual(1));
  pixels.white.forEach((v, i) => expect(Math.abs(v - skin[i])).toBeLessThanOrEqual(1));
  expect(pixels.black[0]).toBeLessThan(SKIN.r * 0.3);
});

test('a reload returns to the same photo, placement and look', async ({ page }) => {
  await openPreview(page);
  await usePhoto(page, await flatPhoto(page));
  await page.getByTestId('preview-stage').focus();
  for (const key of ['ArrowLeft', 'ArrowLeft', 'ArrowLeft', 'r', 'r', 'f']) await page.keyboard.press(key);
  await page.getByLabel('Curvature').fill('40');
  await page.getByLabel('Healed look (softer, slightly faded)').check();
  const placed = await placementOf(page);
  // Written through to IndexedDB (once the placement is still), then reloaded.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<unknown>((resolve) => {
            const open = indexedDB.open('inkclarity');
            open.onsuccess = () => {
              const get = open.result.transaction('skinPreviews').objectStore('skinPreviews').get('test-design');
              get.onsuccess = () => {
                open.result.close();
                resolve(get.result?.placement ?? null);
              };
            };
          }),
      ),
    )
    .toEqual(placed);
  await page.reload();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
  expect(await placementOf(page)).toEqual(placed);
  await expect(page.getByLabel('Healed look (softer, slightly faded)')).toBeChecked();
  const at = await stageFractions(page);
  expect((await stagePixel(page, ...at.outside))[0]).toBeCloseTo(SKIN.r, -1);
});

test('a sample photo works without a photo of one’s own, and is remembered', async ({ page }) => {
  await openPreview(page);
  const sample = page.getByRole('button', { name: 'Calf, olive skin' });
  await sample.click();
  await expect(sample).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
  // The calf photo is portrait.
  const box = (await page.getByTestId('preview-stage').boundingBox()) as { width: number; height: number };
  expect(box.height).toBeGreaterThan(box.width);
  await expect(page.getByText('Sample photos are drawn for InkClarity (no real person is pictured).')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('button', { name: 'Calf, olive skin' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
});

test('an unknown design says so and leads back to the studio', async ({ page }) => {
  await page.goto('/preview/no-such-design');
  await expect(page.getByText('This design is not on this device.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the studio' }).last().click();
  await expect(page).toHaveURL(/\/designer\?tab=studio$/);
});

test('the designer’s generated design and History link to the preview', async ({ page }) => {
  await page.goto('/designer?tab=studio');
  await page.getByRole('button', { name: 'Auto-fill' }).click();
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(1, { timeout: 30_000 });
  const id = await page.getByTestId('generated-image').getAttribute('data-image-id');
  await expect(page.getByTestId('history-item').getByRole('link', { name: /^Preview on skin: / })).toHaveAttribute('href', `/preview/${id}`);
  await page.getByRole('link', { name: 'Preview on skin', exact: true }).click();
  await expect(page).toHaveURL(`/preview/${id}`);
  await page.getByRole('button', { name: 'Forearm, fair skin' }).click();
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`axe: no violations with a photo and a design (${theme})`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await openPreview(page);
    let { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.getByRole('button', { name: 'Upper back, medium skin' }).click();
    await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
    ({ violations } = await new AxeBuilder({ page }).include('main').analyze());
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}

test.describe('offline', () => {
  // The service worker must run here: it is what serves the app and the sample photos with no network.
  test.use({ serviceWorkers: 'allow' });

  test('after one visit the preview route, its code and a used sample photo work with no network', async ({ page, context }) => {
    await openPreview(page);
    await serviceWorkerReady(page);
    // Used once online (through the service worker, which caches it).
    await page.getByRole('button', { name: 'Forearm, deep skin' }).click();
    await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('inkclarity-sample-photos'))).toBe(true);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Preview on skin' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Forearm, deep skin' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
      // Still works: the keyboard moves the design, and the PNG is made on the device.
      await page.getByTestId('preview-stage').focus();
      await page.keyboard.press('ArrowUp');
      expect((await placementOf(page)).y).toBeCloseTo(0.49, 5);
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Save PNG' }).click()]);
      expect(download.suggestedFilename()).toMatch(/\.png$/);
      // A sample never used is not on the device: the screen says so instead of breaking.
      await page.getByRole('button', { name: 'Chest, brown skin' }).click();
      await expect(page.getByText(/not on this device yet/)).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });
});
