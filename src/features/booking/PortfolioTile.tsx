import { useEffect, useState } from 'react';
import type { DesignSlots } from '@/engine/designBrief';
import { renderPreviewPng } from '@/ai/render/renderClient';

/**
 * Tiles are drawn by the render worker (src/ai/render), off the page's main thread: drawing a
 * directory's sixteen tiles on the page was seconds of blocked input on /booking (issue #38),
 * each tile a full line-art render. The worker draws the same design and paints it small.
 */
const TILE_PX = 96;
/** Pixels on the tile's side: sharp on a 2× phone screen. */
const TILE_PICTURE_PX = TILE_PX * 2;

const TILE = 'size-24 rounded-lg border border-ink-200 dark:border-ink-700';

export function PortfolioTile({ brief, seed, label }: { brief: DesignSlots; seed: number; label: string }) {
  const [drawn, setDrawn] = useState<{ key: string; src: string } | null>(null);
  // The brief object is rebuilt on each render of the directory; its content decides the picture.
  const key = `${seed}:${JSON.stringify(brief)}`;
  useEffect(() => {
    const stop = new AbortController();
    let url: string | undefined;
    renderPreviewPng(brief, { seed, size: '1024x1024', quality: 'standard' }, TILE_PICTURE_PX, stop.signal).then(
      ({ png }) => {
        if (stop.signal.aborted) return;
        url = URL.createObjectURL(png);
        setDrawn({ key, src: url });
      },
      (error: unknown) => {
        if (!stop.signal.aborted) console.warn('Portfolio tile not drawn', error);
      },
    );
    return () => {
      stop.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // `key` stands for brief and seed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  // The same box before and after (no layout shift), named for screen readers meanwhile.
  if (drawn?.key !== key) return <div role="img" aria-label={label} className={`${TILE} bg-ink-50 dark:bg-ink-800`} />;
  // data-portfolio-tile: a public artist's sample, drawn from the directory, never a client's picture
  // (the shared-device checks look for pictures left by the last client).
  return <img src={drawn.src} alt={label} width={TILE_PX} height={TILE_PX} loading="lazy" data-portfolio-tile="" className={`${TILE} bg-white object-cover`} />;
}
