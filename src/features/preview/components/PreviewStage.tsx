import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { LAYER_DETAIL, drawInkLayer, inkLayerGeometry, layerToTarget, stageInk, targetBlur, type InkImage, type InkLayerGeometry } from '../compositor';
import { settler } from '../settle';
import { previewStore } from '../usePreview';
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

/** Counts what the stage has shown (tests and the bench wait for it to change). */
function bumpDrawn(c: HTMLCanvasElement): void {
  c.dataset.drawn = String(Number(c.dataset.drawn ?? 0) + 1);
}

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
  healed: boolean;
  strength: number;
}

/** What the pointers on the stage are doing: one finger moves, two pinch; a handle scales and/or turns. */
type Gesture = { kind: 'none' } | { kind: 'fingers'; pointers: Map<number, Point> } | { kind: 'handle'; rotateOnly: boolean; id: number; last: Point };

/**
 * The photo with the design inked on it, moved by pointer, touch, wheel and keyboard.
 *
 * Frame budget (issue #17, docs/preview.md "Profile of the frame budget"): the placement is read
 * from the store by subscription, not through React props, so a move, turn or resize re-renders
 * nothing; it is applied in the same task that changed it (no requestAnimationFrame hop, which
 * made every other frame miss), so it shows in the very next frame. No pixels are redrawn for a
 * move, turn or resize: the photo has its own canvas, drawn once per photo and stage size; the
 * ink is a small canvas of the warped design (redrawn only when the curvature, look or settled
 * size changes), blended by the compositor with `mix-blend-mode: multiply` at the ink strength's
 * opacity and placed with a CSS transform.
 */
export function PreviewStage({ photo, ink, healed, strength }: PreviewStageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const stage = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const inkCanvas = useRef<HTMLCanvasElement>(null);
  // The ink layer as last drawn: which ink and curvature, and its geometry.
  const layer = useRef<{ ink: InkImage; curvature: number; geometry: InkLayerGeometry } | null>(null);
  const outline = useRef<HTMLDivElement>(null);
  const readout = useRef<HTMLParagraphElement>(null);
  const gesture = useRef<Gesture>({ kind: 'none' });
  const [box, setBox] = useState<{ width: number; height: number } | null>(null);
  const [display, setDisplay] = useState<{ bitmap: ImageBitmap; photo: PhotoImage } | null>(null);
  const [announced, setAnnounced] = useState(() => describePlacement(previewStore.getState().placement));
  const current = () => previewStore.getState().placement;
  const change = (wanted: Placement) => previewStore.getState().setPlacement(clampPlacement(wanted));

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

  // The size the design has settled at: a resize gesture scales the last layer until it stops.
  const [settledSize, setSettledSize] = useState(() => previewStore.getState().placement.size);
  useEffect(() => {
    const settled = settler(REBAKE_DELAY_MS, () => setSettledSize(previewStore.getState().placement.size));
    const unsubscribe = previewStore.subscribe((s, before) => s.placement.size !== before.placement.size && settled.poke());
    return () => {
      settled.cancel();
      unsubscribe();
    };
  }, []);
  // The ink as the stage draws it: resampled to screen size with the blur baked in, once per
  // design, look, photo, stage size and settled design size — never per frame.
  const shown = display && display.photo === photo ? display.bitmap : null;
  const baked = useMemo(() => {
    if (!ink || !shown) return null;
    const blur = targetBlur(Math.min(photo.width, photo.height), Math.min(shown.width, shown.height), healed);
    return { ink: stageInk(ink, settledSize * shown.width, blur), blur, scale: settledSize * shown.width };
  }, [ink, shown, photo, healed, settledSize]);

  // The photo: drawn once per photo and stage size, on its own canvas.
  useLayoutEffect(() => {
    const c = canvas.current;
    if (!c || !shown) return;
    c.width = shown.width;
    c.height = shown.height;
    c.getContext('2d')?.drawImage(shown, 0, 0);
    bumpDrawn(c);
  }, [shown]);

  /**
   * Shows the placement: the ink layer's transform and opacity, the outline, the readout. Runs in
   * the task that changed the placement (a key, a pointer move, a slider); redraws the ink layer
   * itself only when its curvature or ink changed.
   */
  const apply = useRef<() => void>(() => undefined);
  // Set after every render (effects run in order, so before the two below use it).
  useLayoutEffect(() => {
    apply.current = () => {
      const p = current();
      if (stage.current) stage.current.dataset.placement = JSON.stringify(p);
      if (readout.current) readout.current.textContent = describePlacement(p);
      const c = inkCanvas.current;
      if (!c || !shown || !baked || !box) return;
      const t0 = performance.now();
      let l = layer.current;
      if (!l || l.ink !== baked.ink || l.curvature !== p.curvature) {
        const geometry = inkLayerGeometry(baked.ink, p.curvature, baked.scale, Math.ceil(baked.blur * 3) + 2);
        c.width = geometry.width;
        c.height = geometry.height;
        const ctx = c.getContext('2d');
        if (!ctx) return;
        drawInkLayer(ctx, baked.ink, p.curvature, geometry, LAYER_DETAIL);
        l = { ink: baked.ink, curvature: p.curvature, geometry };
        layer.current = l;
      }
      // Layer pixels → display-copy pixels → CSS pixels.
      const ratio = shown.width / box.width;
      const m = layerToTarget(l.geometry, p, shown.width, shown.height).map((v) => v / ratio);
      c.style.transform = `matrix(${m.join(',')})`;
      c.style.opacity = String(Math.min(1, Math.max(0, inkStrength(photo, p, strength))));
      const o = outline.current;
      if (o) {
        const w = p.size * box.width;
        o.style.width = `${w}px`;
        o.style.height = `${(w * baked.ink.height) / baked.ink.width}px`;
        o.style.transform = `translate(${p.x * box.width}px, ${p.y * box.height}px) translate(-50%, -50%) rotate(${p.rotation}deg)`;
      }
      // scripts/bench-preview.ts sets this array to read the stage's own work per change, apart from the frame's.
      (window as { __previewDrawTimes?: number[] }).__previewDrawTimes?.push(performance.now() - t0);
      if (canvas.current) bumpDrawn(canvas.current);
    };
  });
  // Re-apply when the layer's inputs change (photo, stage size, ink, look)…
  useLayoutEffect(() => {
    layer.current = null;
    apply.current();
  }, [shown, baked, box, strength]);
  // …and on every placement change, straight from the store (no React render in between).
  useLayoutEffect(() => previewStore.subscribe((s, before) => s.placement !== before.placement && apply.current()), []);

  // The live region hears the placement once it has settled.
  useEffect(() => {
    const settled = settler(ANNOUNCE_DELAY_MS, () => setAnnounced(describePlacement(previewStore.getState().placement)));
    const unsubscribe = previewStore.subscribe((s, before) => s.placement !== before.placement && settled.poke());
    return () => {
      settled.cancel();
      unsubscribe();
    };
  }, []);

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

  // Several pointer events can arrive in one frame (two fingers): each builds on the store's
  // newest placement, which `change` writes synchronously.
  // The handles' events bubble here too (the handles capture the pointer), so one handler serves all.
  const onPointerMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (g.kind === 'none') return;
    const p = current();
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
      const p = current();
      change({ ...p, size: p.size * Math.exp(-e.deltaY * WHEEL_SCALE) });
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [box]);


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
          onKeyDown={(e) => {
            const next = placementAfterKey(current(), e.key, e.shiftKey);
            if (!next || e.altKey || e.ctrlKey || e.metaKey) return;
            e.preventDefault();
            change(next);
          }}
          onPointerDown={onStagePointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          style={{ width: box.width, height: box.height }}
          // `isolate`: the multiply is confined to a stage-sized group (with none, the compositor made a larger one).
          className="relative isolate mx-auto cursor-move touch-none select-none rounded-xl outline-none focus-visible:ring-4 focus-visible:ring-blood-500"
        >
          {/* A plain rectangular clip: in software compositing a rounded clip is one more render pass per frame. */}
          <div className="absolute inset-0 overflow-hidden">
            <canvas ref={canvas} data-testid="preview-canvas" className="block size-full rounded-xl bg-ink-900" aria-hidden="true" />
            <canvas
              ref={inkCanvas}
              data-testid="preview-ink"
              data-ink-source={ink?.source}
              aria-hidden="true"
              // Its own compositor layer: moving it is a transform, not a repaint. Placed by `apply`.
              className="pointer-events-none absolute left-0 top-0 mix-blend-multiply will-change-transform"
              style={{ transformOrigin: '0 0', visibility: ink ? 'visible' : 'hidden' }}
            />
            {ink && (
              <div
                ref={outline}
                aria-hidden="true"
                data-testid="placement-outline"
                className="pointer-events-none absolute left-0 top-0 border border-dashed border-white/80 shadow-[0_0_0_1px_rgba(0,0,0,0.35)]"
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
        </div>
      )}
      <p id="preview-stage-help" className="mt-2 text-xs text-ink-600 dark:text-ink-300">
        {STAGE_HELP}
      </p>
      <p ref={readout} data-testid="placement-readout" className="mt-1 text-xs font-medium text-ink-700 dark:text-ink-200">
        {describePlacement(current())}
      </p>
      <p className="sr-only" aria-live="polite">
        {announced}
      </p>
    </div>
  );
}
