import { useEffect, useRef, useState } from 'react';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { STAGE_DETAIL, drawComposite, type InkImage, type Scratch } from '../compositor';
import { inkStrengthForSkin } from '../inkBlend';
import type { Placement } from '../placement';
import { CAMERA_REFUSED } from '../previewMessages';

/** JPEG quality of a captured frame: a photo, not an archive (the composite is saved as PNG). */
const CAPTURE_QUALITY = 0.92;
/** Ask for a sharp frame; the browser gives what the camera has. */
const VIDEO_CONSTRAINTS: MediaTrackConstraints = { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } };
/** The live view reads the skin tone only approximately (no per-frame analysis): a mid tone. */
const LIVE_SKIN_LUMA = 160;

interface LiveCameraProps {
  ink: InkImage | null;
  placement: Placement;
  healed: boolean;
  strength: number;
  onCapture: (photo: Blob) => void;
  onClose: () => void;
}

/** The camera's live view with the design at a fixed place on it (no tracking) and a capture button. */
export function LiveCamera({ ink, placement, healed, strength, onCapture, onClose }: LiveCameraProps) {
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [state, setState] = useState<'starting' | 'live' | 'failed'>('starting');
  const look = useRef({ ink, placement, healed, strength });
  useEffect(() => {
    look.current = { ink, placement, healed, strength };
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let live = true;
    let frame = 0;
    const scratch: Scratch = { canvas: null };
    const draw = () => {
      const v = video.current;
      const c = canvas.current;
      if (v && c && v.videoWidth > 0) {
        const width = Math.min(v.videoWidth, c.parentElement?.clientWidth ?? v.videoWidth);
        const height = Math.round((v.videoHeight / v.videoWidth) * width);
        if (c.width !== width || c.height !== height) {
          c.width = width;
          c.height = height;
        }
        const ctx = c.getContext('2d');
        const { ink: i, placement: p, healed: h, strength: s } = look.current;
        if (ctx && i) {
          const tuned = Math.min(1, inkStrengthForSkin(LIVE_SKIN_LUMA) * s);
          drawComposite(ctx, width, height, v, i, p, { strength: tuned, healed: h }, Math.min(v.videoWidth, v.videoHeight), scratch, STAGE_DETAIL);
        } else ctx?.drawImage(v, 0, 0, width, height);
      }
      frame = requestAnimationFrame(draw);
    };
    navigator.mediaDevices
      .getUserMedia({ video: VIDEO_CONSTRAINTS, audio: false })
      .then((s) => {
        if (!live) return s.getTracks().forEach((t) => t.stop());
        stream = s;
        const v = video.current as HTMLVideoElement;
        v.onplaying = () => live && setState('live');
        v.srcObject = s;
        void v.play().catch((error: unknown) => console.warn('The camera view did not start', error));
        frame = requestAnimationFrame(draw);
      })
      .catch((error: unknown) => {
        console.warn('Camera unavailable', error);
        if (live) setState('failed');
      });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  const capture = () => {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    // The photo is the camera's frame alone, at its full size; the design is laid on it again afterwards.
    const c = document.createElement('canvas');
    c.width = v.videoWidth;
    c.height = v.videoHeight;
    c.getContext('2d')?.drawImage(v, 0, 0);
    c.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', CAPTURE_QUALITY);
  };

  return (
    <div className="flex flex-col gap-3" data-testid="live-camera">
      <div className="relative overflow-hidden rounded-xl bg-ink-900">
        {/* The video only feeds the canvas; it stays in the page (a detached or hidden video may not play). */}
        <video ref={video} playsInline muted autoPlay className="pointer-events-none absolute left-0 top-0 size-px opacity-0" aria-hidden="true" />
        <canvas ref={canvas} className="mx-auto block max-h-[72vh] w-full object-contain" role="img" aria-label="Live camera view with the design laid on it" />
        {state === 'starting' && <p className="p-6 text-center text-sm text-ink-100">Starting the camera…</p>}
      </div>
      {state === 'failed' && (
        <p role="alert" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
          {CAMERA_REFUSED}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClasses('primary')} disabled={state !== 'live'} onClick={capture}>
          Capture
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={onClose}>
          Close camera
        </button>
      </div>
    </div>
  );
}
