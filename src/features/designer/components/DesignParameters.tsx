import { useId } from 'react';
import {
  BODY_ZONE_OPTIONS,
  COLOR_OPTIONS,
  SIZE_OPTIONS,
  SLOT_LABELS,
  STYLE_OPTIONS,
  type DesignSlots,
  type SlotField,
} from '@/engine/designBrief';
import { buttonClasses } from '@/shared/ui/buttonClasses';
import { INPUT_CLASSES } from '@/shared/ui/FormField';
import { Card } from './Card';
import { ResetIcon, WandIcon } from '@/shared/ui/icons';

const CHOICES: { field: SlotField; options: readonly string[] }[] = [
  { field: 'style', options: STYLE_OPTIONS },
  { field: 'bodyZone', options: BODY_ZONE_OPTIONS },
  { field: 'size', options: SIZE_OPTIONS },
  { field: 'colors', options: COLOR_OPTIONS },
];

/** Shown beside (not inside) the label, so the control's name stays the plain field name. */
const REQUIRED_MARK = (
  <span aria-hidden="true" className="text-sm font-semibold text-blood-600 dark:text-blood-400">
    *
  </span>
);

function sentenceCase(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

interface DesignParametersProps {
  slots: DesignSlots;
  onChange: (field: SlotField, value: string) => void;
  onAutoFill: () => void;
  onReset: () => void;
}

/** Spec §2/§3: a select per option list, keywords, description, Auto-fill and reset. */
export function DesignParameters({ slots, onChange, onAutoFill, onReset }: DesignParametersProps) {
  const id = useId();
  return (
    <Card
      title="Design Parameters"
      titleId={`${id}-title`}
      actions={
        <>
          <button type="button" className={buttonClasses('secondary', 'px-3 py-1.5')} onClick={onAutoFill}>
            <WandIcon className="size-4" />
            Auto-fill
          </button>
          <button type="button" className={buttonClasses('ghost', 'px-3 py-1.5')} onClick={onReset}>
            <ResetIcon className="size-4" />
            Reset
          </button>
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {CHOICES.map(({ field, options }) => {
          const value = slots[field];
          // A value from the chat or Auto-fill that is not one of the listed options stays selectable.
          const extra = value && !options.includes(value) ? [value] : [];
          return (
            <div key={field} className="flex flex-col gap-1.5">
              <div className="flex gap-1">
                <label htmlFor={`${id}-${field}`} className="text-sm font-semibold">
                  {SLOT_LABELS[field]}
                </label>
                {REQUIRED_MARK}
              </div>
              <select id={`${id}-${field}`} aria-required="true" value={value} onChange={(e) => onChange(field, e.target.value)} className={INPUT_CLASSES}>
                <option value="">Select {SLOT_LABELS[field].toLowerCase()}…</option>
                {[...options, ...extra].map((option) => (
                  <option key={option} value={option}>
                    {sentenceCase(option)}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <div className="flex gap-1">
            <label htmlFor={`${id}-keywords`} className="text-sm font-semibold">
              {SLOT_LABELS.keywords}
            </label>
            {REQUIRED_MARK}
          </div>
          <input
            id={`${id}-keywords`}
            aria-required="true"
            value={slots.keywords}
            onChange={(e) => onChange('keywords', e.target.value)}
            placeholder="e.g. phoenix rebirth flames"
            className={INPUT_CLASSES}
            autoComplete="off"
          />
        </div>
        <div className="flex flex-col gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-description`} className="text-sm font-semibold">
            {SLOT_LABELS.description} <span className="font-normal text-ink-600 dark:text-ink-300">(optional)</span>
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={slots.description}
            onChange={(e) => onChange('description', e.target.value)}
            placeholder='What it means to you. Words in quotes, like "stay wild", are lettered into the design.'
            className={INPUT_CLASSES}
          />
        </div>
      </div>
      <p className="mt-3 text-xs text-ink-600 dark:text-ink-300">
        <span aria-hidden="true">*</span> Required for the studio&apos;s progress.
      </p>
    </Card>
  );
}
