import { expect, test } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { openPreview } from './support/preview';

/**
 * The on-body preview's live camera. Chromium's fake camera (a moving test pattern) stands in for
 * a real one and permission is granted, so this file launches its own browser.
 */
test.use({
  serviceWorkers: 'block',
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

test('shows the design on the live view and captures a frame as the photo', async ({ page }) => {
  await openPreview(page);
  await page.getByRole('button', { name: 'Live camera' }).click();
  await expect(page.getByRole('img', { name: 'Live camera view with the design laid on it' })).toBeVisible();
  const capture = page.getByRole('button', { name: 'Capture' });
  await expect(capture).toBeEnabled();
  const live = page.getByRole('img', { name: 'Live camera view with the design laid on it' });
  // The live view draws frames (the fake camera's pattern moves, so the pixels change over time).
  const frameHash = () =>
    live.evaluate((c: HTMLCanvasElement) => {
      const d = (c.getContext('2d') as CanvasRenderingContext2D).getImageData(0, 0, c.width, c.height).data;
      let h = 0;
      for (let i = 0; i < d.length; i += 97) h = (h * 31 + d[i]) | 0;
      return h;
    });
  const first = await frameHash();
  await expect.poll(frameHash).not.toBe(first);
  const aspect = await live.evaluate((c: HTMLCanvasElement) => c.width / c.height);
  await capture.click();
  await expect(page.getByTestId('live-camera')).toHaveCount(0);
  await expect(page.getByTestId('preview-canvas')).toHaveAttribute('data-drawn', /\d+/);
  // The captured frame is the photo now: the stage has the camera frame's shape.
  const box = (await page.getByTestId('preview-stage').boundingBox()) as { width: number; height: number };
  expect(box.width / box.height).toBeCloseTo(aspect, 1);
});
