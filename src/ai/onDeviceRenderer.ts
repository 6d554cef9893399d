/**
 * The on-device image: the offline renderer (src/ai/render/renderClient.ts) draws the brief in a
 * worker on an OffscreenCanvas. It is loaded only when a design is drawn, and a browser without
 * those capabilities is told so plainly — never shown a fake image (DESIGN.md §2).
 */
import type { DesignSlots } from '../engine/designBrief';
import type { ImageQuality, ImageSize } from './aiClient';
import { AiError } from './errors';

export interface OnDeviceRenderOptions {
  seed: number;
  size: ImageSize;
  quality: ImageQuality;
}

export function canRenderOnDevice(): boolean {
  return typeof Worker !== 'undefined' && typeof OffscreenCanvas !== 'undefined';
}

export async function renderOnDevice(slots: DesignSlots, options: OnDeviceRenderOptions, signal?: AbortSignal): Promise<Blob> {
  if (!canRenderOnDevice()) throw new AiError('rendererUnavailable');
  const { renderDesignPng } = await import('./render/renderClient');
  return renderDesignPng(slots, options, signal);
}
