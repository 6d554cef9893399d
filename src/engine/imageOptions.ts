/**
 * The image options every layer agrees on: the sizes and qualities the image model (and the
 * on-device renderer) accept, the spec's defaults (§7/§9: one 1024x1024 image at standard
 * quality), and the seed range of the on-device renderer. The studio's Advanced Options, the
 * render worker and the server's gateway schema all read them from here.
 */
export const IMAGE_SIZES = ['1024x1024', '1792x1024', '1024x1792'] as const;
export const IMAGE_QUALITIES = ['standard', 'hd'] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];
export type ImageQuality = (typeof IMAGE_QUALITIES)[number];

export const DEFAULT_IMAGE_SIZE: ImageSize = '1024x1024';
export const DEFAULT_IMAGE_QUALITY: ImageQuality = 'standard';

/** The pixel size a size option names (a cloud model returns exactly this; the renderer doubles it for HD). */
export function imagePixels(size: ImageSize): { width: number; height: number } {
  const [width, height] = size.split('x').map(Number);
  return { width, height };
}

export const isImageSize = (value: unknown): value is ImageSize => typeof value === 'string' && (IMAGE_SIZES as readonly string[]).includes(value);
export const isImageQuality = (value: unknown): value is ImageQuality => typeof value === 'string' && (IMAGE_QUALITIES as readonly string[]).includes(value);

/** Any fixed seed works; a constant one makes "the same brief draws the same design" hold by default. */
export const DEFAULT_SEED = 1;
/** Largest seed the renderer takes (32-bit unsigned). */
export const MAX_SEED = 0xffffffff;
