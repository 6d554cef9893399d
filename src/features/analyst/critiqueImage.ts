/**
 * The design as the picture a vision model reads: the measured raster on white (a transparent
 * design would otherwise turn black in a JPEG), at most CRITIQUE_SIDE px on its longest side,
 * as a JPEG data URL — what the gateway accepts (src/engine/aiTasks.ts CRITIQUE_IMAGE_PATTERN).
 */
import type { RasterImage } from '@/shared/analysis/analysisProtocol';

/**
 * 1024 px: OpenAI scales a `high` detail picture to 768 px on its short side, so a longer side
 * of 1024 keeps all the detail the model sees while the upload stays a few hundred kB.
 */
export const CRITIQUE_SIDE = 1024;
/** JPEG quality: line art stays crisp at 0.85 and the file is a fifth of a PNG's. */
const JPEG_QUALITY = 0.85;

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsDataURL(blob);
  });
}

export async function critiqueImage(image: RasterImage): Promise<string> {
  const source = new OffscreenCanvas(image.width, image.height);
  const sourceCtx = source.getContext('2d');
  if (!sourceCtx) throw new Error('2D canvas is not available in this browser');
  sourceCtx.putImageData(new ImageData(image.data.slice() as Uint8ClampedArray<ArrayBuffer>, image.width, image.height), 0, 0);
  const scale = Math.min(1, CRITIQUE_SIDE / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = new OffscreenCanvas(width, height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('2D canvas is not available in this browser');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(source, 0, 0, width, height);
  return blobToDataUrl(await canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY }));
}
