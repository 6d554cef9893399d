/** Messages between the page (renderClient) and the render worker. */
import type { DesignSlots } from '@/engine/designBrief';
import type { RenderOptions } from '@/engine/render/renderDesign';

export interface RenderJob {
  type: 'render';
  id: number;
  brief: DesignSlots;
  options: RenderOptions;
}

export interface CancelJob {
  type: 'cancel';
  id: number;
}

export type ToWorker = RenderJob | CancelJob;

export interface RenderDone {
  type: 'done';
  id: number;
  png: ArrayBuffer;
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
