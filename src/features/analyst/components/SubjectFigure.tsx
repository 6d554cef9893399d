import { useEffect, useMemo, useRef, useState } from 'react';
import { BLUR_GAP_MM, COMFORTABLE_GAP_MM } from '@/engine/analysis/readability';
import type { Measured } from '@/shared/analysis/analysisProtocol';

/** Overlay colours (RGBA): gaps that will blur, and gaps under the comfortable spacing. */
const BLUR_RGBA = [220, 38, 38, 255] as const;
const TIGHT_RGBA = [245, 158, 11, 235] as const;

/** Paints the gaps narrower than the thresholds at this scale onto `canvas`. */
function paintFineDetail(canvas: HTMLCanvasElement, measured: Measured, mmPerPx: number): number {
  const { width, height } = measured.image;
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx || mmPerPx <= 0) return 0;
  const overlay = ctx.createImageData(width, height);
  const blurPx = BLUR_GAP_MM / mmPerPx;
  const tightPx = COMFORTABLE_GAP_MM / mmPerPx;
  let marked = 0;
  for (let p = 0; p < measured.gap.length; p += 1) {
    const gap = measured.gap[p];
    if (!(gap < tightPx)) continue;
    const colour = gap < blurPx ? BLUR_RGBA : TIGHT_RGBA;
    overlay.data.set(colour, p * 4);
    marked += 1;
  }
  ctx.putImageData(overlay, 0, 0);
  return marked;
}

/** The design or photo, with the gaps that will blur marked on it at the chosen size. */
export function SubjectFigure({ blob, title, measured, mmPerPx, fileName = false }: { blob: Blob; title: string; measured: Measured | null; mmPerPx: number; fileName?: boolean }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [showDetail, setShowDetail] = useState(true);
  const [marked, setMarked] = useState(0);

  useEffect(() => {
    if (!measured || !canvas.current) return;
    setMarked(paintFineDetail(canvas.current, measured, mmPerPx));
  }, [measured, mmPerPx]);

  return (
    <figure className="rounded-2xl border border-ink-200 bg-white p-3 shadow-sm dark:border-ink-800 dark:bg-ink-900" data-testid="analyst-subject">
      <div className="relative overflow-hidden rounded-xl border border-ink-100 bg-white dark:border-ink-800">
        <img src={url} alt={`The design analysed: ${title}`} className="mx-auto block h-auto max-h-[55vh] w-auto max-w-full object-contain" data-testid="analyst-image" />
        {measured && (
          <canvas
            ref={canvas}
            aria-hidden="true"
            data-testid="fine-detail-overlay"
            data-marked={marked}
            className={`pointer-events-none absolute inset-0 m-auto h-full max-h-[55vh] w-full object-contain ${showDetail ? '' : 'hidden'}`}
            style={{ aspectRatio: `${measured.image.width} / ${measured.image.height}` }}
          />
        )}
      </div>
      <figcaption className="mt-2 flex flex-col gap-2 text-xs text-ink-700 dark:text-ink-200">
        <span className={`font-semibold ${fileName ? 'break-all' : 'capitalize'}`}>{title}</span>
        {measured && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={showDetail} onChange={(e) => setShowDetail(e.target.checked)} className="size-4 accent-blood-600" />
            <span>
              Mark fine detail:{' '}
              <span className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-red-600" /> gaps under {BLUR_GAP_MM} mm
              </span>
              ,{' '}
              <span className="inline-flex items-center gap-1">
                <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-amber-500" /> under {COMFORTABLE_GAP_MM} mm
              </span>
            </span>
          </label>
        )}
      </figcaption>
    </figure>
  );
}
