/**
 * Bounds on the Analyst's critique: a few points per list, each a sentence or two. Inside what a
 * saved analysis keeps (src/engine/contracts/analysis.ts `critiqueSchema`: 6 items of 300 chars).
 * Its own zod-free file: the browser checks the answer by hand with these (src/ai/cloudResponses.ts)
 * and must not load zod for it.
 */
export const CRITIQUE_LIMITS = { items: 5, itemChars: 280 } as const;
