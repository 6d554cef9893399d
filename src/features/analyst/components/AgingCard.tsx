import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { AGING_SOURCES, agingParameters } from '@/engine/analysis/aging';
import agingTable from '@/engine/analysis/data/aging.json';
import { skinTone } from '@/engine/analysis/inputs';
import type { AgedFrame } from '@/shared/analysis/analysisProtocol';
import type { AgingFrames, Loadable } from '../useAnalyst';
import { HowComputed, ResultCard, cm, mm } from './ui';

const frameLabel = (years: number) => (years === 0 ? 'Fresh' : `${years} years`);

function FrameCanvas({ frame, label }: { frame: AgedFrame; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const target = canvas.current;
    if (!target || !frame.bitmap) return;
    target.width = frame.width;
    target.height = frame.height;
    target.getContext('2d')?.drawImage(frame.bitmap, 0, 0);
  }, [frame]);
  return <canvas ref={canvas} role="img" aria-label={label} className="h-auto w-full rounded-lg border border-ink-200 dark:border-ink-700" data-testid={`aging-${frame.years}`} />;
}

/** Fresh, 5 years and 10 years side by side, on the chosen skin tone, with the link to try them on a photo. */
export function AgingCard({ frames, previewHref }: { frames: Loadable<AgingFrames>; previewHref: string | null }) {
  return (
    <ResultCard id="analyst-aging" title="How it may age">
      {frames.state === 'loading' && (
        <p role="status" className="flex items-center gap-2 text-sm text-ink-700 dark:text-ink-200">
          <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-ink-200 border-t-blood-500" />
          Drawing the aging preview…
        </p>
      )}
      {frames.state === 'error' && (
        <p role="alert" className="text-sm text-blood-700 dark:text-blood-400">
          {frames.message}
        </p>
      )}
      {frames.state === 'ready' && (
        <>
          <ul className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={`The design on ${skinTone(frames.value.skinTone).label.toLowerCase()} skin, fresh and aged`}>
            {frames.value.frames.map((frame) => {
              const { spreadMm } = agingParameters(frame.years);
              const label = `${frameLabel(frame.years)}: ${frame.years === 0 ? 'as drawn' : `lines ${mm(2 * spreadMm)} wider, colours faded`}`;
              return (
                <li key={frame.years} className="flex flex-col gap-1">
                  <FrameCanvas frame={frame} label={label} />
                  <p className="text-center text-xs font-semibold">{frameLabel(frame.years)}</p>
                  <p className="text-center text-[0.7rem] text-ink-600 dark:text-ink-300">{frame.years === 0 ? 'as drawn' : `lines +${mm(2 * spreadMm)}`}</p>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-xs text-ink-600 dark:text-ink-300">At {cm(frames.value.sizeCm)} on {skinTone(frames.value.skinTone).label.toLowerCase()} skin.</p>
        </>
      )}
      {previewHref && (
        <Link to={previewHref} className="mt-3 inline-block text-sm font-semibold text-blood-700 underline underline-offset-2 dark:text-blood-400">
          See it age on a photo of your skin
        </Link>
      )}
      <HowComputed sources={AGING_SOURCES}>
        <p>Spread: {agingTable.spreadWhy}</p>
        <p>Softening: {agingTable.softenWhy}</p>
        <p>Fading: each colour family keeps a share of its coverage after ten years (see Contrast and longevity), falling in a straight line from fresh, and loses saturation by the same share.</p>
        <p>The aged ink is laid on the skin tone as the on-body preview lays ink on a photo: it multiplies the skin under it.</p>
      </HowComputed>
    </ResultCard>
  );
}
