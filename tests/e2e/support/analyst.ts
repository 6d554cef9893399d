import { expect, type Page } from '@playwright/test';

/** Draws a design in the studio on the device; resolves with its generated-image id. */
export async function generateDesign(page: Page, brief: Record<string, string>): Promise<string> {
  await page.goto('/designer?tab=studio');
  for (const [label, value] of Object.entries(brief)) {
    // The description's label carries "(optional)".
    const field = label === 'Description' ? page.getByLabel(/^Description/) : page.getByLabel(label, { exact: true });
    if (label === 'Keywords' || label === 'Description') await field.fill(value);
    else await field.selectOption(value);
  }
  const before = await page.getByTestId('history-item').count();
  await page.getByRole('button', { name: 'Generate Design', exact: true }).click();
  await expect(page.getByTestId('history-item')).toHaveCount(before + 1, { timeout: 120_000 });
  return (await page.getByTestId('generated-image').getAttribute('data-image-id')) ?? '';
}

/**
 * A "reference photo" made in the page as a JPEG: a flash-sheet drawing on warm, slightly noisy
 * paper — a bold outlined circle with eight thin hatching lines 6 px apart inside it, and a yellow
 * moon — at `width` × `height` pixels.
 */
export async function referencePhoto(page: Page, width = 1600, height = 1200): Promise<Buffer> {
  const b64 = await page.evaluate(
    async ({ width, height }) => {
      const c = new OffscreenCanvas(width, height);
      const ctx = c.getContext('2d') as OffscreenCanvasRenderingContext2D;
      ctx.fillStyle = 'rgb(238, 230, 214)';
      ctx.fillRect(0, 0, width, height);
      // Paper grain: a seeded speckle, faint enough not to read as ink.
      let seed = 7;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      for (let i = 0; i < (width * height) / 40; i++) {
        ctx.fillStyle = `rgba(120, 100, 80, ${0.04 + random() * 0.05})`;
        ctx.fillRect(random() * width, random() * height, 2, 2);
      }
      const s = Math.min(width, height);
      const cx = width / 2;
      const cy = height / 2;
      ctx.strokeStyle = '#111';
      ctx.lineWidth = s * 0.02;
      ctx.beginPath();
      ctx.arc(cx, cy, s * 0.35, 0, Math.PI * 2);
      ctx.stroke();
      ctx.lineWidth = s * 0.004;
      for (let i = -4; i < 4; i++) {
        const x = cx + i * s * 0.012;
        ctx.beginPath();
        ctx.moveTo(x, cy - s * 0.15);
        ctx.lineTo(x, cy + s * 0.15);
        ctx.stroke();
      }
      ctx.fillStyle = 'rgb(245, 200, 30)';
      ctx.beginPath();
      ctx.arc(cx + s * 0.18, cy - s * 0.2, s * 0.07, 0, Math.PI * 2);
      ctx.fill();
      const bytes = new Uint8Array(await (await c.convertToBlob({ type: 'image/jpeg', quality: 0.9 })).arrayBuffer());
      let out = '';
      for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(out);
    },
    { width, height },
  );
  return Buffer.from(b64, 'base64');
}
