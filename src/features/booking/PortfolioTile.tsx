import { useEffect, useState } from 'react';
import type { DesignSlots } from '@/engine/designBrief';

/**
 * The on-device renderer (~200 KB with its icon shapes) loads when the first tile needs it, not
 * with /booking: evaluating it with the screen was one long task on every visit, tiles or not
 * (a signed-out visitor sees none), and drawing every tile during a render was another.
 */
let renderer: Promise<typeof import('@/engine/render/renderDesign')> | null = null;
function loadRenderer() {
  renderer ??= import('@/engine/render/renderDesign').catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return renderer;
}

/** Tiles are drawn one per task, so a directory of many tiles never blocks input for long. */
let turn: Promise<unknown> = Promise.resolve();
function inTurn<T>(draw: () => T): Promise<T> {
  const next = turn.then(() => new Promise((resolve) => setTimeout(resolve, 0))).then(draw);
  turn = next.catch(() => undefined);
  return next;
}

const TILE = 'size-24 rounded-lg border border-ink-200 dark:border-ink-700';

/** A portfolio piece drawn by the on-device renderer (the directory has no photos). */
export function PortfolioTile({ brief, seed, label }: { brief: DesignSlots; seed: number; label: string }) {
  const [drawn, setDrawn] = useState<{ key: string; src: string } | null>(null);
  // The brief object is rebuilt on each render of the directory; its content decides the picture.
  const key = `${seed}:${JSON.stringify(brief)}`;
  useEffect(() => {
    let live = true;
    loadRenderer()
      .then(({ renderDesignSvg }) =>
        inTurn(() => (live ? renderDesignSvg(brief, { seed, size: '1024x1024', quality: 'standard' }).svg : null)),
      )
      .then(
        (svg) => live && svg && setDrawn({ key, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }),
        (error: unknown) => console.warn('Portfolio tile not drawn', error),
      );
    return () => {
      live = false;
    };
    // `key` stands for brief and seed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // The same box before and after (no layout shift), named for screen readers meanwhile.
  if (drawn?.key !== key) return <div role="img" aria-label={label} className={`${TILE} bg-ink-50 dark:bg-ink-800`} />;
  return <img src={drawn.src} alt={label} width={96} height={96} loading="lazy" className={`${TILE} bg-white object-cover`} />;
}
