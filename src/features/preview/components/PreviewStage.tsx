import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { STAGE_DETAIL, drawComposite, stageInk, targetBlur, type InkImage, type Scratch } from '../compositor';
import { displayCopy, inkStrength, type PhotoImage } from '../previewImages';
import {
  clampPlacement,
  describePlacement,
  placementAfterDrag,
  placementAfterHandle,
  placementAfterKey,
  placementAfterPinch,
  type Placement,
  type Point,
} from '../placement';
import { STAGE_HELP, STAGE_LABEL } from '../previewMessages';

/** The stage never takes more than this share of the window's height, so the controls stay in reach. */
const MAX_STAGE_HEIGHT_SHARE = 0.72;
/** Sharper than CSS pixels on high-density screens, but no more: 3× would triple the redraw cost for little gain. */
const MAX_PIXEL_RATIO = 2;
/** Ctrl+wheel (a trackpad pinch) scales by this factor per wheel pixel. */
const WHEEL_SCALE = 0.002;
/** The screen reader hears the placement once it has settled, not at pointer rate. */
const ANNOUNCE_DELAY_MS = 500;
/** The stage's ink (blur baked in at the drawn size) is remade this long after the size stops changing. */
const REBAKE_DELAY_MS = 150;

interface PreviewStageProps {
  photo: PhotoImage;
  ink: InkImage | null;
  placement: Placement;
  healed: boolean;
  strength: number;
  onChange: (placement: Placement) => void;
}

/** What the pointers on the stage are doing: one finger moves, two pinch; a handle scales and/or turns. */
type Gesture = { kind: 'none' } | { kind: 'fingers'; pointers: Map<number, Point> } | { kind: 'handle'; rotateOnly: boolean; id: number; last: Point };

/** The photo with the design inked on it, moved by pointer, touch, wheel and keyboard. */
export function PreviewStage({ photo, ink, placement, healed, strength, onChange }: PreviewStageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const scratch = useRef<Scratch>({ canvas: null });
  const gesture = useRef<Gesture>({ kind: 'none' });
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [display, setDisplay] = useState<{ bitmap: ImageBitmap; photo: PhotoImage } | null>(null);
  const [announced, setAnnounced] = useState(() => describePlacement(placement));

  // The latest values for handlers and the frame callback, so they never work on a stale copy.
  const latest = useRef({ placement, onChange });
  useLayoutEffect(() => {
    latest.current = { placement, onChange };
  });

  // Fit the photo to the available width and at most MAX_STAGE_HEIGHT_SHARE of the window's height.
  useLayoutEffect(() => {
    const el = frame.current;
    if (!el) return;
    const measure = () => {
      const maxWidth = el.clientWidth;
      const maxHeight = window.innerHeight * MAX_STAGE_HEIGHT_SHARE;
      const scale = Math.min(maxWidth / photo.width, maxHeight / photo.height);
      const width = Math.max(1, Math.floor(photo.width * scale));
      const height = Math.max(1, Math.floor(photo.height * scale));
      setBox((b) => (b && b.width === width && b.height === height ? b : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [photo]);

  // A screen-sized copy of the photo: the stage never redraws the 12 MP original.
  useEffect(() => {
    if (!box) return;
    let live = true;
    const ratio = Math.min(MAX_PIXEL_RATIO, window.devicePixelRatio || 1);
    void displayCopy(photo, box.width * ratio, box.height * ratio).then((bitmap) => {
      if (!live) return bitmap.close();
      setDisplay((old) => {
        old?.bitmap.close();
        return { bitmap, photo };
      });
    });
    return () => {
      live = false;
    };
  }, [photo, box]);
  useEffect(() => () => setDisplay((old) => (old?.bitmap.close(), null)), []);

  // The size the design has settled at: a resize gesture keeps the last baked layer until it stops.
  const [settledSize, setSettledSize] = useState(placement.size);
  useEffect(() => {
    const t = setTimeout(() => setSettledSize(placement.size), REBAKE_DELAY_MS);
    return () => clearTimeout(t);
  }, [placement.size]);
  // The ink as the stage draws it: resampled to screen size with the blur baked in, once per
  // design, look, photo, stage size and settled design size — never per frame.
  const baked = useMemo(() => {
    if (!ink || !display || display.photo !== photo) return null;
    const { bitmap } = display;
    const blur = targetBlur(Math.min(photo.width, photo.height), Math.min(bitmap.width, bitmap.height), healed);
    return stageInk(ink, settledSize * bitmap.width, blur);
  }, [ink, display, photo, healed, settledSize]);

  /**
   * Redraw on the next frame after any change, with whatever is newest by then. A change never
   * cancels a frame already requested: input arriving every frame (a drag, a held key) would
   * otherwise push the drawing back frame after frame and the stage would freeze mid-gesture.
   */
  const drawInputs = useRef<{ display: { bitmap: ImageBitmap }; photo: PhotoImage; ink: InkImage | null; placement: Placement; strength: number; healed: boolean } | null>(null);
  const drawRequest = useRef(0);
  useEffect(() => {
    if (!display || display.photo !== photo) return;
    drawInputs.current = { display, photo, ink: baked, placement, strength, healed };
    if (drawRequest.current) return;
    drawRequest.current = requestAnimationFrame(() => {
      drawRequest.current = 0;
      const c = canvas.current;
      const inputs = drawInputs.current;
      if (!c || !inputs) return;
      const { bitmap } = inputs.display;
      if (c.width !== bitmap.width || c.height !== bitmap.height) {
        c.width = bitmap.width;
        c.height = bitmap.height;
      }
      const ctx = c.getContext('2d');
      if (!ctx) return;
      if (!inputs.ink) {
        ctx.drawImage(bitmap, 0, 0);
        return;
      }
      const { photo: ph, placement: p } = inputs;
      const t0 = performance.now();
      drawComposite(ctx, bitmap.width, bitmap.height, bitmap, inputs.ink, p, { strength: inkStrength(ph, p, inputs.strength), healed: inputs.healed }, Math.min(ph.width, ph.height), scratch.current, STAGE_DETAIL);
      // scripts/bench-preview.ts sets this array to read the drawing's own cost, apart from the frame's.
      (window as { __previewDrawTimes?: number[] }).__previewDrawTimes?.push(performance.now() - t0);
      c.dataset.drawn = String(Number(c.dataset.drawn ?? 0) + 1);
    });
  }, [display, photo, baked, placement, strength, healed]);
  useEffect(
    () => () => {
      cancelAnimationFrame(drawRequest.current);
      drawRequest.current = 0;
    },
    [],
  );

  useEffect(() => {
    const t = setTimeout(() => setAnnounced(describePlacement(placement)), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(t);
  }, [placement]);

  const local = (e: { clientX: number; clientY: number }): Point => {
    const rect = (stage.current as HTMLDivElement).getBoundingClientRect();
    return { x: e.clientX - rect.left, y: e.clientY - rect.top };
  };
  const size = () => {
    const rect = (stage.current as HTMLDivElement).getBoundingClientRect();
    return { w: rect.width || 1, h: rect.height || 1 };
  };

  const onStagePointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    e.currentTarget.setPointerCapture(e.pointerId);
    const g = gesture.current;
    const pointers = g.kind === 'fingers' ? g.pointers : new Map<number, Point>();
    pointers.set(e.pointerId, local(e));
    gesture.current = { kind: 'fingers', pointers };
  };

  const startHandle = (e: ReactPointerEvent<HTMLDivElement>, rotateOnly: boolean) => {
    e.stopPropagation();
    e.currentTarget.setPointerCapture(e.pointerId);
    gesture.current = { kind: 'handle', rotateOnly, id: e.pointerId, last: local(e) };
  };

  /**
   * Several pointer events can arrive before React renders again (two fingers move in one frame):
   * each builds on the one before, not on the last rendered placement.
   */
  const change = (wanted: Placement) => {
    const next = clampPlacement(wanted);
    latest.current.placement = next;
    latest.current.onChange(next);
  };

  // The handles' events bubble here too (the handles capture the pointer), so one handler serves all.
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (g.kind === 'none') return;
    const p = latest.current.placement;
    const { w, h } = size();
    const now = local(e);
    if (g.kind === 'handle') {
      if (e.pointerId !== g.id) return;
      const next = placementAfterHandle(p, g.last, now, w, h);
      g.last = now;
      change(g.rotateOnly ? { ...next, size: p.size } : next);
      return;
    }
    const before = g.pointers.get(e.pointerId);
    if (!before) return;
    if (g.pointers.size === 1) {
      g.pointers.set(e.pointerId, now);
      change(placementAfterDrag(p, now.x - before.x, now.y - before.y, w, h));
      return;
    }
    // Pinch: this finger moved; the other stayed where it was last seen.
    const [otherId, other] = [...g.pointers].find(([id]) => id !== e.pointerId) ?? [];
    if (otherId === undefined || !other) return;
    g.pointers.set(e.pointerId, now);
    change(placementAfterPinch(p, before, other, now, other, w, h));
  };

  const onPointerEnd = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (g.kind === 'fingers') {
      g.pointers.delete(e.pointerId);
      if (g.pointers.size === 0) gesture.current = { kind: 'none' };
    } else if (g.kind === 'handle' && g.id === e.pointerId) {
      gesture.current = { kind: 'none' };
    }
  };

  // Ctrl+wheel (and a trackpad pinch, which the browser reports as one) resizes; a plain wheel scrolls the page.
  useEffect(() => {
    const el = stage.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      if (!e.ctrlKey && !e.metaKey) return;
      e.preventDefault();
      const p = latest.current.placement;
      const next = { ...p, size: p.size * Math.exp(-e.deltaY * WHEEL_SCALE) };
      latest.current.placement = next;
      latest.current.onChange(next);
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [box]);

  const aspect = ink ? ink.height / ink.width : 1;
  const boxWidth = box ? placement.size * box.width : 0;

  return (
    <div ref={frame} className="w-full">
      {box && (
        <div
          ref={stage}
          role="application"
          aria-roledescription="placement area"
          aria-label={STAGE_LABEL}
          aria-describedby="preview-stage-help"
          tabIndex={0}
          data-testid="preview-stage"
          data-placement={JSON.stringify(placement)}
          onKeyDown={(e) => {
            const next = placementAfterKey(placement, e.key, e.shiftKey);
            if (!next || e.altKey || e.ctrlKey || e.metaKey) return;
            e.preventDefault();
            onChange(next);
          }}
          onPointerDown={onStagePointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          style={{ width: box.width, height: box.height }}
          className="relative mx-auto cursor-move touch-none select-none overflow-hidden rounded-xl bg-ink-900 outline-none focus-visible:ring-4 focus-visible:ring-blood-500"
        >
          <canvas ref={canvas} data-testid="preview-canvas" className="block size-full" aria-hidden="true" />
          {ink && (
            <div
              aria-hidden="true"
              className="pointer-events-none absolute border border-dashed border-white/80 shadow-[0_0_0_1px_rgba(0,0,0,0.35)]"
              style={{
                left: placement.x * box.width,
                top: placement.y * box.height,
                width: boxWidth,
                height: boxWidth * aspect,
                transform: `translate(-50%, -50%) rotate(${placement.rotation}deg)`,
              }}
            >
              <div
                data-testid="rotate-handle"
                title="Drag to turn"
                onPointerDown={(e) => startHandle(e, true)}
                className="pointer-events-auto absolute -top-9 left-1/2 size-6 -translate-x-1/2 cursor-grab rounded-full border-2 border-white bg-blood-600 shadow"
              />
              <div
                data-testid="scale-handle"
                title="Drag to resize and turn"
                onPointerDown={(e) => startHandle(e, false)}
                className="pointer-events-auto absolute -bottom-3 -right-3 size-6 cursor-nwse-resize rounded-md border-2 border-white bg-blood-600 shadow"
              />
            </div>
          )}
        </div>
      )}
      <p id="preview-stage-help" className="mt-2 text-xs text-ink-600 dark:text-ink-300">
        {STAGE_HELP}
      </p>
      <p data-testid="placement-readout" className="mt-1 text-xs font-medium text-ink-700 dark:text-ink-200">
        {describePlacement(placement)}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
