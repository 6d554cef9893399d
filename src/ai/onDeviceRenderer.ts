/**
 * The on-device drawings: the offline renderer (src/ai/render/renderClient.ts) draws the brief in
 * a worker on an OffscreenCanvas — the design for the on-device provider, and the stencil the
 * studio downloads for any design. It is loaded only when something is drawn, and a browser
 * without those capabilities is told so plainly — never shown a fake image (DESIGN.md §2).
 */
import type { DesignSlots } from '../engine/designBrief';
import type { ImageQuality, ImageSize } from '../engine/imageOptions';
import type { RenderedPng } from './render/renderClient';
import { AiError } from './errors';

export type { RenderedPng };

export interface OnDeviceRenderOptions {
  seed: number;
  size: ImageSize;
  quality: ImageQuality;
  /** Ink on a transparent background instead of white paper (the on-body preview's image). */
  transparent?: boolean;
}

export function canRenderOnDevice(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

export async function renderOnDevice(slots: DesignSlots, options: OnDeviceRenderOptions, signal?: AbortSignal): Promise<RenderedPng> {
  if (!canRenderOnDevice()) throw new AiError('rendererUnavailable');
  const { renderDesignPng } = await import('./render/renderClient');
  const { transparent, ...render } = options;
  return renderDesignPng(slots, render, signal, transparent === true);
}

/** The design's line work as an SVG (vectors for the artist), from the brief, seed and size it was drawn with. */
export async function renderLineArt(slots: DesignSlots, options: { seed: number; size: ImageSize }, signal?: AbortSignal): Promise<RenderedPng> {
  if (!canRenderOnDevice()) throw new AiError('rendererUnavailable');
  const { renderLineArtSvgFile } = await import('./render/renderClient');
  return renderLineArtSvgFile(slots, { ...options, quality: 'standard' }, signal);
}

/**
 * The stencil of a design (clean outlines, sized for the tattoo at 300 DPI), from the brief, seed
 * and size option the design was drawn with — whichever provider drew the design itself.
 */
export async function renderStencil(slots: DesignSlots, options: { seed: number; size: ImageSize }, signal?: AbortSignal): Promise<RenderedPng> {
  if (!canRenderOnDevice()) throw new AiError('rendererUnavailable');
  const { renderStencilPng } = await import('./render/renderClient');
  return renderStencilPng(slots, { ...options, quality: 'standard' }, signal);
}
