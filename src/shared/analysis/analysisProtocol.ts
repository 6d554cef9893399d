/** Messages between the page and the analysis worker (analysis.worker.ts). Plain data and transferables only. */
import type { Rgb } from '@/engine/analysis/colour';
import type { DesignMeasurements } from '@/engine/analysis/measure';

export interface RasterImage {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface MeasureJob {
  type: 'measure';
  id: number;
  source: Blob;
  kind: DesignMeasurements['kind'];
}

export interface AgeJob {
  type: 'age';
  id: number;
  image: RasterImage;
  /** A design is ink on white paper; a photo's paper or skin is read from it. */
  kind: DesignMeasurements['kind'];
  sizeCm: number;
  years: number[];
  /** The colour the aged ink is laid on: a skin tone, or the design's own paper. */
  background: Rgb | 'paper';
  /** Frames are made at most this large (the longest side, px). */
  maxSide: number;
  /** 'bitmap' for showing, 'pixels' for the preview's ink layer. */
  output: 'bitmap' | 'pixels';
}

export type AnalysisJob = MeasureJob | AgeJob;
export type ToAnalysisWorker = AnalysisJob | { type: 'cancel'; id: number };

export interface Measured {
  type: 'measured';
  id: number;
  measurements: DesignMeasurements;
  /** Gap width per pixel of `image` (the fine-detail overlay). */
  gap: Float32Array;
  /** The pixels that were measured (the source scaled to ANALYSIS_MAX_SIDE). */
  image: RasterImage;
  /** The decoded size before the last scaling (a JPEG may already be decoded at a fraction of its size). */
  sourceWidth: number;
  sourceHeight: number;
  timings: { decode: number; measure: number };
}

export interface AgedFrame {
  years: number;
  width: number;
  height: number;
  bitmap?: ImageBitmap;
  pixels?: Uint8ClampedArray;
}

export interface Aged {
  type: 'aged';
  id: number;
  frames: AgedFrame[];
  timings: { age: number };
}

export type FromAnalysisWorker = Measured | Aged | { type: 'failed'; id: number; message: string } | { type: 'cancelled'; id: number };
