/** Messages between the page (renderClient) and the render worker. */
import type { DesignSlots } from '@/engine/designBrief';
import type { RenderOptions } from '@/engine/render/renderDesign';

/**
 * What a job returns: the PNG on paper, the PNG on a transparent background, the line work as SVG, or a
 * small PNG of the design on paper (`previewPx` on its long side: a directory tile, not a file to keep).
 */
export type RenderOutput = 'png' | 'transparent-png' | 'line-art-svg' | 'preview-png';

export interface RenderJob {
  type: 'render';
  id: number;
  brief: DesignSlots;
  options: RenderOptions;
  /** Defaults to 'png'. */
  output?: RenderOutput;
  /** The long side in pixels of a 'preview-png'. */
  previewPx?: number;
}

export interface CancelJob {
  type: 'cancel';
  id: number;
}

export type ToWorker = RenderJob | CancelJob;

export interface RenderDone {
  type: 'done';
  id: number;
  /** The file's bytes: PNG, or UTF-8 SVG for 'line-art-svg'. */
  png: ArrayBuffer;
  /** Its MIME type. */
  mime: 'image/png' | 'image/svg+xml';
  width: number;
  height: number;
  /** Milliseconds spent composing the drawing, painting it and encoding the PNG. */
  timings: { compose: number; paint: number; encode: number };
}

export interface RenderFailed {
  type: 'failed';
  id: number;
  message: string;
}

export interface RenderCancelled {
  type: 'cancelled';
  id: number;
}

export type FromWorker = RenderDone | RenderFailed | RenderCancelled;
