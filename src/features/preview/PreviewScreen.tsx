import { useEffect, useMemo, useState, type ChangeEvent, type ComponentProps, type ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { AGING_YEARS } from '@/engine/analysis/agingYears';
import { MAX_SIZE_CM, MIN_SIZE_CM, sizeToCm } from '@/engine/analysis/sizeOnSkin';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { toast } from '@/shared/toast/toastStore';
import { LiveCamera } from './components/LiveCamera';
import { PreviewStage } from './components/PreviewStage';
import { exportComposite, inkStrength } from './previewImages';
import { canSharePng, downloadPng, sharePng } from '@/shared/files/pngFiles';
import {
  BACK_TO_STUDIO,
  LOAD_FAILED,
  MISSING_DESIGN,
  NO_PHOTO,
  PREVIEW_SUBTITLE,
  PREVIEW_TITLE,
  PRIVACY_NOTE,
  SAVED_TITLE,
  SAVE_FAILED,
  SAVE_SIZE_NOTE,
  previewFileName,
} from './previewMessages';
import { MAX_STRENGTH, MIN_STRENGTH } from './previewStore';
import { SAMPLE_CREDIT, SAMPLE_PHOTOS, sampleThumbUrl } from './samplePhotos';
import { previewStore, useInkImage, usePhotoImage, usePreview } from './usePreview';

function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900">
      <h2 id={id} className="mb-3 text-base font-bold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Slider({ label, value, min, max, step, onChange, display }: { label: string; value: number; min: number; max: number; step: number; onChange: (v: number) => void; display: string }) {
  const id = `slider-${label.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-baseline justify-between text-sm">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <span className="text-xs text-ink-600 tabular-nums dark:text-ink-300">{display}</span>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={display}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-blood-600"
      />
    </div>
  );
}

/**
 * The placement sliders and buttons. Their own component, subscribed to the placement alone, so a
 * drag or a held key re-renders these few controls, not the whole screen (the frame budget).
 */
function PlacementPanel() {
  const placement = usePreview((s) => s.placement);
  const set = previewStore.getState();
  return (
    <Panel title="Placement" id="preview-placement-title">
      <div className="flex flex-col gap-3">
        <Slider label="Size" value={Math.round(placement.size * 100)} min={4} max={200} step={1} display={`${Math.round(placement.size * 100)}% of the photo`} onChange={(v) => set.setPlacement({ ...placement, size: v / 100 })} />
        <Slider label="Rotation" value={Math.round(placement.rotation)} min={-180} max={180} step={1} display={`${Math.round(placement.rotation)}°`} onChange={(v) => set.setPlacement({ ...placement, rotation: v })} />
        <Slider
          label="Curvature"
          value={Math.round(placement.curvature * 100)}
          min={-100}
          max={100}
          step={5}
          display={placement.curvature === 0 ? 'flat' : `${Math.round(placement.curvature * 100)} (${placement.curvature > 0 ? 'wraps down' : 'wraps up'})`}
          onChange={(v) => set.setPlacement({ ...placement, curvature: v / 100 })}
        />
        <div className="flex flex-wrap gap-2">
          <button type="button" className={buttonClasses('secondary', 'px-3 py-2')} aria-pressed={placement.flip} onClick={() => set.setPlacement({ ...placement, flip: !placement.flip })}>
            Flip
          </button>
          <button type="button" className={buttonClasses('ghost', 'px-3 py-2')} onClick={set.resetPlacement}>
            Reset placement
          </button>
        </div>
      </div>
    </Panel>
  );
}

/** The live camera follows the placement as it changes. */
function LiveCameraAtPlacement(props: Omit<ComponentProps<typeof LiveCamera>, 'placement'>) {
  const placement = usePreview((s) => s.placement);
  return <LiveCamera {...props} placement={placement} />;
}

const fileButton = buttonClasses('secondary', 'cursor-pointer focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blood-500');

/** On-body preview (issue #17): the design inked onto a photo of the user's skin, on the device. */
export default function PreviewScreen() {
  const { imageId } = useParams();
  const [search] = useSearchParams();
  // The Analyst links here with ?age=10&cm=12 (issue #35): its age and the size it was looking at;
  // the age is a way of looking, not kept.
  const [years, setYears] = useState(() => AGING_YEARS.find((y) => String(y) === search.get('age')) ?? 0);
  const analystCm = Number(search.get('cm'));
  const fromAnalyst = analystCm >= MIN_SIZE_CM && analystCm <= MAX_SIZE_CM;
  const status = usePreview((s) => s.status);
  const design = usePreview((s) => s.design);
  const photo = usePreview((s) => s.photo);
  const healed = usePreview((s) => s.healed);
  const strength = usePreview((s) => s.strength);
  const photoImage = usePhotoImage(photo);
  const decoded = photoImage.state === 'ready' ? photoImage.value : null;
  const agedAtCm = fromAnalyst ? analystCm : design ? sizeToCm(design.slots.size) : null;
  const ink = useInkImage(design, healed, decoded, years, agedAtCm);
  const [camera, setCamera] = useState(false);
  const [saving, setSaving] = useState(false);
  const cameraAvailable = typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
  const shareable = useMemo(() => canSharePng(), []);

  useEffect(() => {
    if (imageId) void previewStore.getState().open(imageId);
  }, [imageId]);

  // A placement still waiting for its write is written when the page is hidden or left.
  useEffect(() => {
    const flush = () => void previewStore.getState().flush();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const designUrl = useMemo(() => (design ? URL.createObjectURL(design.png) : null), [design]);
  useEffect(() => () => void (designUrl && URL.revokeObjectURL(designUrl)), [designUrl]);

  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (file) previewStore.getState().setPhoto({ kind: 'own', blob: file });
  };

  const makePng = async () => {
    if (!decoded || !ink) return null;
    setSaving(true);
    try {
      const { placement } = previewStore.getState();
      const { png } = await exportComposite(decoded, ink, placement, { strength: inkStrength(decoded, placement, strength), healed });
      return png;
    } catch (error) {
      console.error('Preview export failed', error);
      toast({ title: SAVE_FAILED, variant: 'destructive' });
      return null;
    } finally {
      setSaving(false);
    }
  };

  const save = async () => {
    const png = await makePng();
    if (!png) return;
    const name = previewFileName(Date.now());
    downloadPng(png, name);
    toast({ title: SAVED_TITLE, description: name });
  };

  const share = async () => {
    const png = await makePng();
    if (!png) return;
    try {
      await sharePng(png, previewFileName(Date.now()), PREVIEW_TITLE);
    } catch (error) {
      console.error('Share failed', error);
      toast({ title: SAVE_FAILED, variant: 'destructive' });
    }
  };

  const set = previewStore.getState();
  const title = design ? [design.slots.style, design.slots.keywords].filter(Boolean).join(' · ') || 'Design' : '';

  return (
    <div className="mx-auto w-full max-w-7xl px-3 py-5 sm:px-6 sm:py-8">
      <header className="mb-4 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="font-display text-2xl font-black tracking-tight sm:text-4xl">{PREVIEW_TITLE}</h1>
          <p className="mt-1 text-sm text-ink-600 sm:text-base dark:text-ink-300">{PREVIEW_SUBTITLE}</p>
        </div>
        <Link to="/designer?tab=studio" className={buttonClasses('ghost', 'self-start sm:self-auto')}>
          ← {BACK_TO_STUDIO}
        </Link>
      </header>
      <p role="note" data-testid="privacy-note" className="mb-5 flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-950 dark:border-emerald-900 dark:bg-emerald-950/40 dark:text-emerald-100">
        <svg viewBox="0 0 24 24" className="mt-0.5 size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth={2} aria-hidden="true" focusable="false">
          <rect x="4" y="11" width="16" height="10" rx="2" />
          <path d="M8 11V7a4 4 0 0 1 8 0v4" />
        </svg>
        {PRIVACY_NOTE}
      </p>

      {(status === 'loading' || status === 'idle') && imageId && (
        <div role="status" className="flex min-h-[40vh] items-center justify-center">
          <span className="size-8 animate-spin rounded-full border-4 border-ink-200 border-t-blood-500" aria-hidden="true" />
          <span className="sr-only">Opening the design…</span>
        </div>
      )}
      {(status === 'missing' || !imageId) && (
        <div className="rounded-2xl border-2 border-dashed border-ink-200 p-8 text-center dark:border-ink-700">
          <p className="text-sm text-ink-700 dark:text-ink-200">{MISSING_DESIGN}</p>
          <Link to="/designer?tab=studio" className={buttonClasses('primary', 'mt-4')}>
            {BACK_TO_STUDIO}
          </Link>
        </div>
      )}
      {status === 'failed' && imageId && (
        <div role="alert" className="rounded-2xl border border-blood-600/40 bg-blood-600/5 p-6 text-center">
          <p className="text-sm">{LOAD_FAILED}</p>
          <button type="button" className={buttonClasses('primary', 'mt-4')} onClick={() => void set.open(imageId)}>
            Try again
          </button>
        </div>
      )}

      {status === 'ready' && design && imageId && (
        <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_23rem]">
          <section aria-label="Preview" className="min-w-0">
            {camera ? (
              <LiveCameraAtPlacement
                ink={ink}
                healed={healed}
                strength={strength}
                onClose={() => setCamera(false)}
                onCapture={(blob) => {
                  set.setPhoto({ kind: 'own', blob });
                  setCamera(false);
                }}
              />
            ) : decoded ? (
              <PreviewStage photo={decoded} ink={ink} healed={healed} strength={strength} />
            ) : (
              <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4 rounded-xl border-2 border-dashed border-ink-200 p-6 text-center dark:border-ink-700">
                {designUrl && <img src={designUrl} alt="" className="size-40 rounded-lg bg-white object-contain shadow-sm" />}
                {photoImage.state === 'loading' ? (
                  <p role="status" className="text-sm text-ink-700 dark:text-ink-200">
                    Opening the photo…
                  </p>
                ) : photoImage.state === 'error' ? (
                  <p role="alert" className="max-w-md text-sm text-blood-700 dark:text-blood-400">
                    {photoImage.message}
                  </p>
                ) : (
                  <p className="max-w-md text-sm text-ink-700 dark:text-ink-200">{NO_PHOTO}</p>
                )}
              </div>
            )}
          </section>

          <div className="flex flex-col gap-4">
            <Panel title="Photo" id="preview-photo-title">
              <div className="flex flex-wrap gap-2">
                <label className={fileButton}>
                  <input type="file" accept="image/*" capture="environment" className="sr-only" onChange={onFile} aria-label="Take a photo" />
                  <span aria-hidden="true">Take a photo</span>
                </label>
                <label className={fileButton}>
                  <input type="file" accept="image/*" className="sr-only" onChange={onFile} aria-label="Choose a photo" />
                  <span aria-hidden="true">Choose a photo</span>
                </label>
                {cameraAvailable && (
                  <button type="button" className={buttonClasses('secondary')} aria-pressed={camera} onClick={() => setCamera((c) => !c)}>
                    Live camera
                  </button>
                )}
              </div>
              <h3 className="mt-4 text-sm font-semibold">Sample photos</h3>
              <ul className="mt-2 grid grid-cols-5 gap-2 lg:grid-cols-3" aria-label="Sample photos">
                {SAMPLE_PHOTOS.map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      aria-pressed={photo?.kind === 'sample' && photo.id === s.id}
                      onClick={() => set.setPhoto({ kind: 'sample', id: s.id })}
                      className="block w-full overflow-hidden rounded-lg border-2 border-transparent aria-pressed:border-blood-600 focus-visible:outline-2 focus-visible:outline-blood-500"
                    >
                      <img src={sampleThumbUrl(s.id)} alt={s.label} width={240} height={s.body === 'calf' ? 320 : 180} className="aspect-square w-full object-cover" />
                    </button>
                  </li>
                ))}
              </ul>
              <p className="mt-2 text-xs text-ink-600 dark:text-ink-300">{SAMPLE_CREDIT}</p>
            </Panel>

            <PlacementPanel />

            <Panel title="Ink" id="preview-ink-title">
              <div className="flex flex-col gap-3">
                <label className="flex items-center gap-2 text-sm font-semibold">
                  <input type="checkbox" checked={healed} onChange={(e) => set.setHealed(e.target.checked)} className="size-4 accent-blood-600" />
                  Healed look (softer, slightly faded)
                </label>
                <fieldset data-testid="preview-age">
                  <legend className="text-sm font-semibold">Age</legend>
                  <div className="mt-1.5 flex flex-wrap gap-2">
                    {AGING_YEARS.map((y) => (
                      <button key={y} type="button" aria-pressed={years === y} onClick={() => setYears(y)} className={buttonClasses(years === y ? 'primary' : 'secondary', 'px-3 py-1.5')}>
                        {y === 0 ? 'Fresh' : `${y} years`}
                      </button>
                    ))}
                  </div>
                  <p className="mt-1 text-xs text-ink-600 dark:text-ink-300">
                    {years === 0
                      ? 'As drawn.'
                      : `Lines spread and colours fade as the Analyst's aging model says, for a ${agedAtCm} cm design (${fromAnalyst ? 'the size in the Analyst' : "the brief's size"}).`}{' '}
                    <Link to={`/analyst?image=${encodeURIComponent(design.id)}`} className="font-semibold text-blood-700 underline dark:text-blood-400">
                      Full analysis
                    </Link>
                  </p>
                </fieldset>
                <Slider
                  label="Ink strength"
                  value={Math.round(strength * 100)}
                  min={MIN_STRENGTH * 100}
                  max={MAX_STRENGTH * 100}
                  step={5}
                  display={strength === 1 ? 'tuned to the skin' : `${Math.round(strength * 100)}% of tuned`}
                  onChange={(v) => set.setStrength(v / 100)}
                />
              </div>
            </Panel>

            <Panel title="Save" id="preview-save-title">
              <div className="flex flex-wrap gap-2">
                <button type="button" className={buttonClasses('primary')} disabled={!decoded || !ink || saving} onClick={() => void save()}>
                  {saving ? 'Saving…' : 'Save PNG'}
                </button>
                {shareable && (
                  <button type="button" className={buttonClasses('secondary')} disabled={!decoded || !ink || saving} onClick={() => void share()}>
                    Share
                  </button>
                )}
              </div>
              <p className="mt-2 text-xs text-ink-600 dark:text-ink-300">{SAVE_SIZE_NOTE}</p>
            </Panel>

            <Panel title="Design" id="preview-design-title">
              <div className="flex items-center gap-3">
                {designUrl && <img src={designUrl} alt={`The design: ${title}`} className="size-16 rounded-lg border border-ink-200 bg-white object-contain dark:border-ink-700" />}
                <p className="text-sm font-semibold capitalize">{title}</p>
              </div>
            </Panel>
          </div>
        </div>
      )}
    </div>
  );
}
