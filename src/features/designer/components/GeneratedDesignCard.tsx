import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PROVIDER_LABELS } from '@/ai/messages';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { toast } from '@/shared/toast/toastStore';
import { isAbort } from '@/ai/errors';
import { DEFAULT_SEED } from '@/engine/imageOptions';
import type { DesignImage } from '../designerPersistence';
import { AI_GENERATED_BADGE, ON_DEVICE_SKETCH_BADGE, ON_DEVICE_SKETCH_NOTE } from '../designerMessages';
import { drawStencil, imageUrl } from '../imageFiles';
import { StencilDialog } from './StencilDialog';
import { Card } from './Card';
import { AnalystIcon, LayersIcon, PaletteIcon, SkinPreviewIcon, StencilIcon } from '@/shared/ui/icons';
import { SaveToProfileButton } from './SaveToProfileButton';
import { SketchDownloads } from './SketchDownloads';

interface GeneratedDesignCardProps {
  image: DesignImage | null;
  variations: DesignImage[];
  busy: boolean;
  fallbackNote: string | null;
  onSelect: (id: string) => void;
  onVariations: () => void;
  /** Ends the comparison with the variation on show as the design. */
  onKeep: (id: string) => void;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function altText(image: DesignImage): string {
  const { style, keywords, bodyZone } = image.slots;
  return `Generated tattoo design: ${[style, keywords].filter(Boolean).join(' ') || 'tattoo'}${bodyZone ? ` for the ${bodyZone}` : ''}`;
}

/** Spec §2: the generated design with its 'AI Generated' badge; ours: Stencil and Variations. */
export function GeneratedDesignCard({ image, variations, busy, fallbackNote, onSelect, onVariations, onKeep }: GeneratedDesignCardProps) {
  const [stencilBusy, setStencilBusy] = useState(false);
  const [stencilPng, setStencilPng] = useState<Blob | null>(null);
  const figure = useRef<HTMLElement>(null);
  const shownId = useRef(image?.id ?? null);

  // A design newly drawn or reopened is brought into view (on a phone it sits below the parameters).
  useEffect(() => {
    if (!image || image.id === shownId.current) return;
    shownId.current = image.id;
    // Focus follows the new design when it has nowhere better to be: Generate Design is disabled
    // while drawing, so the browser dropped focus to <body> (issue #20). A focused control stays.
    const active = document.activeElement;
    if (!active || active === document.body) figure.current?.focus({ preventScroll: true });
    figure.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [image]);

  const stencil = async () => {
    if (!image) return;
    setStencilBusy(true);
    try {
      setStencilPng(await drawStencil(image.slots, image.seed ?? DEFAULT_SEED, image.size));
    } catch (error) {
      if (!isAbort(error)) {
        console.error('Stencil failed', error);
        toast({ title: 'Stencil failed', description: 'The stencil could not be drawn. Please try again.', variant: 'destructive' });
      }
    } finally {
      setStencilBusy(false);
    }
  };

  return (
    <Card title="Generated Design" titleId="generated-design-title">
      <StencilDialog png={stencilPng} onClose={() => setStencilPng(null)} />
      {image ? (
        <figure ref={figure} tabIndex={-1} aria-label="Generated design" data-testid="generated-design" className="scroll-mt-20 rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-blood-500">
          <div className="relative overflow-hidden rounded-xl border border-ink-200 bg-white dark:border-ink-700">
            <img
              src={imageUrl(image.png)}
              alt={altText(image)}
              width={image.width}
              height={image.height}
              data-testid="generated-image"
              data-image-id={image.id}
              className="mx-auto block h-auto max-h-[70vh] w-auto max-w-full object-contain"
            />
            {/* The spec's badge is for a model's image; the device's own drawing says it is a sketch. */}
            <span data-testid="design-badge" className="absolute left-2 top-2 inline-flex items-center gap-1 rounded-full bg-ink-950/85 px-2.5 py-1 text-xs font-semibold text-white">
              <PaletteIcon className="size-3.5" />
              {image.provider === 'on-device' ? ON_DEVICE_SKETCH_BADGE : AI_GENERATED_BADGE}
            </span>
          </div>
          <figcaption className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-600 dark:text-ink-300">
            <span data-testid="generated-size">
              {image.width}×{image.height}
            </span>
            <span>{PROVIDER_LABELS[image.provider]}</span>
            <span>{dateFormat.format(image.createdAt)}</span>
          </figcaption>
          <details className="mt-2 text-xs text-ink-600 dark:text-ink-300">
            <summary className="cursor-pointer font-semibold">Prompt</summary>
            <p className="mt-1 whitespace-pre-wrap">{image.prompt}</p>
          </details>
          {image.provider === 'on-device' && <p className="mt-2 text-xs text-ink-600 dark:text-ink-300">{ON_DEVICE_SKETCH_NOTE}</p>}
          {fallbackNote && (
            <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-950 dark:bg-amber-950/40 dark:text-amber-100">
              The cloud model could not draw this one ({fallbackNote}), so it was drawn on this device.
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button type="button" className={buttonClasses('secondary', 'px-3 py-2')} disabled={busy} onClick={onVariations}>
              <LayersIcon className="size-4" />
              Variations
            </button>
            <button type="button" className={buttonClasses('secondary', 'px-3 py-2')} disabled={stencilBusy} onClick={() => void stencil()}>
              <StencilIcon className="size-4" />
              {stencilBusy ? 'Drawing stencil…' : 'Stencil'}
            </button>
            <SaveToProfileButton image={image} />
            <SketchDownloads image={image} />
            <Link to={`/preview/${image.id}`} className={buttonClasses('secondary', 'px-3 py-2')}>
              <SkinPreviewIcon className="size-4" />
              Preview on skin
            </Link>
            <Link to={`/analyst?image=${encodeURIComponent(image.id)}`} className={buttonClasses('secondary', 'px-3 py-2')}>
              <AnalystIcon className="size-4" />
              Analyse
            </Link>
          </div>
          {variations.length > 1 && (
            <div className="mt-4">
              <h3 className="text-sm font-semibold">Variations</h3>
              {/* Large enough to compare: a swipeable row on phones, two per row from tablet up. */}
              <ul
                className="-mx-1 mt-2 flex snap-x snap-mandatory gap-3 overflow-x-auto px-1 pb-2 sm:mx-0 sm:grid sm:grid-cols-2 sm:overflow-visible sm:px-0"
                aria-label="Variations of this design"
              >
                {variations.map((v, i) => (
                  <li key={v.id} className="w-[72%] shrink-0 snap-center sm:w-auto">
                    <button
                      type="button"
                      aria-pressed={v.id === image.id}
                      onClick={() => onSelect(v.id)}
                      className="block w-full overflow-hidden rounded-lg border-2 border-ink-200 bg-white aria-pressed:border-blood-600 focus-visible:outline-2 focus-visible:outline-blood-500 dark:border-ink-700 dark:bg-ink-800"
                    >
                      <img src={imageUrl(v.png)} alt={`Variation ${i + 1}`} className="aspect-square w-full object-contain" />
                    </button>
                  </li>
                ))}
              </ul>
              <button type="button" className={buttonClasses('primary', 'mt-2')} onClick={() => onKeep(image.id)}>
                Keep this one
              </button>
            </div>
          )}
        </figure>
      ) : (
        <div className="flex aspect-square max-h-96 w-full flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-ink-200 p-6 text-center text-sm text-ink-600 dark:border-ink-700 dark:text-ink-300">
          <PaletteIcon className="size-8 text-ink-400" />
          <p>Your design appears here. Fill in the parameters and press Generate Design.</p>
        </div>
      )}
    </Card>
  );
}
