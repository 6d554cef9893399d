/**
 * Warming the line-art analysis up while the render worker is idle.
 *
 * A subject's first render analyses its artwork (form/lineArt.ts) and traces its shading bands
 * (form/shading.ts): 20–60 ms of work once the JavaScript engine has compiled those loops to
 * optimised code, but several times that while it has not — and it compiles them only after they
 * have run a while. So a session's first few subjects paid the engine's warm-up, and those
 * renders were the render benchmark's slowest (issue #34). These steps run the same code on a
 * small built-in artwork and a coarse grid, a few milliseconds each, when the worker has nothing
 * to draw; they change no output (nothing is cached from them).
 */
import { FLASH_ART } from './art/flash.ts';
import { iconPath } from './artwork.ts';
import { DRAWN_CLOSE_RADIUS, ICON_CLOSE_RADIUS, analyseLineArt } from './form/lineArt.ts';
import { contourHatch, toneBands } from './form/shading.ts';
import { IDENTITY } from './path.ts';
import { createRng } from './prng.ts';

/**
 * Cells per side of the warm-up grid: a sixteenth of the real grid's cells, so a step is a few
 * milliseconds, while every loop still runs thousands of times.
 */
const WARM_UP_GRID = 64;
/**
 * Analyses to run. In Node, twelve rounds of the two artworks below (≈ 0.4 s of CPU in all)
 * roughly halved the CPU time of the next subjects' first analyses; more did not help further.
 */
export const WARM_UP_STEPS = 24;
/** Levels traced per warm-up analysis: enough calls for the band tracer to be compiled too. */
const WARM_UP_LEVELS = [0.3, 0.6] as const;

/**
 * One warm-up step (0 … WARM_UP_STEPS − 1): alternately a hand-drawn artwork of several parts
 * (the swallow) with its shading bands and contour hatching, and a one-part icon (the anchor).
 */
export function warmUpStep(step: number): void {
  if (step % 2 === 0) {
    const art = FLASH_ART.swallow(createRng(step));
    const line = analyseLineArt(art.parts, DRAWN_CLOSE_RADIUS, WARM_UP_GRID);
    const form = { field: line.field, matrix: IDENTITY };
    toneBands(form, WARM_UP_LEVELS);
    contourHatch(form, 12, 1);
  } else {
    analyseLineArt([{ path: iconPath('anchor'), tone: 0 }], ICON_CLOSE_RADIUS, WARM_UP_GRID);
  }
}
