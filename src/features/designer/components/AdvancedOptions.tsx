import { Disclosure, DisclosureButton, DisclosurePanel } from '@headlessui/react';
import { useId } from 'react';
import { IMAGE_SIZES, type ImageQuality, type ImageSize } from '@/ai/aiClient';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { ChevronIcon } from '@/shared/ui/icons';

const QUALITY_LABELS: Record<ImageQuality, string> = { standard: 'Standard', hd: 'HD' };

interface AdvancedOptionsProps {
  quality: ImageQuality;
  size: ImageSize;
  onQuality: (quality: ImageQuality) => void;
  onSize: (size: ImageSize) => void;
}

/**
 * Spec §2's collapsible Advanced Options. Unlike the spec (DESIGN.md §2), they are passed to the
 * generator: HD draws more detail at twice the pixels, the size sets the canvas.
 */
export function AdvancedOptions({ quality, size, onQuality, onSize }: AdvancedOptionsProps) {
  const id = useId();
  return (
    <Disclosure as="section" aria-label="Advanced Options" className="rounded-2xl border border-ink-200 bg-white shadow-sm dark:border-ink-800 dark:bg-ink-900">
      <h2>
        <DisclosureButton className="group flex w-full items-center justify-between gap-2 rounded-2xl px-4 py-3 text-left text-base font-bold tracking-tight focus-visible:outline-2 focus-visible:outline-blood-500 sm:px-5">
          Advanced Options
          <span className="flex items-center gap-2 text-xs font-medium text-ink-600 dark:text-ink-300">
            {QUALITY_LABELS[quality]} · {size}
            <ChevronIcon className="size-4 transition-transform group-data-open:rotate-180" />
          </span>
        </DisclosureButton>
      </h2>
      <DisclosurePanel className="grid gap-4 px-4 pb-4 sm:grid-cols-2 sm:px-5 sm:pb-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-quality`} className="text-sm font-semibold">
            Image Quality
          </label>
          <select id={`${id}-quality`} value={quality} onChange={(e) => onQuality(e.target.value as ImageQuality)} className={INPUT_CLASSES}>
            <option value="standard">Standard</option>
            <option value="hd">HD</option>
          </select>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-size`} className="text-sm font-semibold">
            Image Size
          </label>
          <select id={`${id}-size`} value={size} onChange={(e) => onSize(e.target.value as ImageSize)} className={INPUT_CLASSES}>
            {IMAGE_SIZES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <p className="text-xs text-ink-600 sm:col-span-2 dark:text-ink-300">HD draws finer detail at twice the pixels; the size sets the shape of the canvas.</p>
      </DisclosurePanel>
    </Disclosure>
  );
}
