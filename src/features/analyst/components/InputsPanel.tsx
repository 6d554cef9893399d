import { useId, useState } from 'react';
import { COLOR_OPTIONS, STYLE_OPTIONS } from '@/engine/designBrief';
import { MAX_SIZE_CM, MIN_SIZE_CM, PAIN_ZONES, SKIN_TONES, clampSize } from '@/engine/analysis/inputs';
import type { AnalysisInputs } from '@/engine/contracts/analysis';
import { INPUT_CLASSES } from '@/shared/ui/FormField';

/** The brief zones the pain table's zones belong to, in the brief's order, with display names. */
const ZONE_GROUPS: readonly [string, string][] = [
  ['forearm', 'Forearm'], ['arm', 'Upper arm'], ['shoulder', 'Shoulder'], ['back', 'Back'],
  ['chest', 'Chest'], ['ribs', 'Ribs'], ['leg', 'Thigh / leg'], ['calf', 'Lower leg'],
];

/** As the designer lists the brief's options: 'Black and grey', 'Neo-traditional'. */
const sentenceCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The size typed in centimetres. What is typed stays as typed (so "12" can be typed through "1");
 * a value within range is applied at once, anything else is put right when the field is left.
 */
function SizeField({ id, value, onCommit }: { id: string; value: number; onCommit: (cm: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const parse = (text: string) => Number(text.replace(',', '.'));
  return (
    <input
      id={id}
      type="number"
      inputMode="decimal"
      min={MIN_SIZE_CM}
      max={MAX_SIZE_CM}
      step={0.5}
      value={draft ?? String(value)}
      onChange={(e) => {
        setDraft(e.target.value);
        const cm = parse(e.target.value);
        if (Number.isFinite(cm) && cm >= MIN_SIZE_CM && cm <= MAX_SIZE_CM) onCommit(clampSize(cm));
      }}
      onBlur={() => {
        if (draft !== null) {
          const cm = parse(draft);
          if (Number.isFinite(cm) && cm > 0) onCommit(clampSize(cm));
        }
        setDraft(null);
      }}
      className={`${INPUT_CLASSES} w-20 tabular-nums`}
    />
  );
}

/** The size, zone, skin tone, style and colours the analysis is for; every change re-runs it at once. */
export function InputsPanel({ inputs, onChange }: { inputs: AnalysisInputs; onChange: (next: AnalysisInputs) => void }) {
  const id = useId();
  const set = <K extends keyof AnalysisInputs>(key: K, value: AnalysisInputs[K]) => onChange({ ...inputs, [key]: value });
  const colourOptions = inputs.colours && !(COLOR_OPTIONS as readonly string[]).includes(inputs.colours) ? [inputs.colours, ...COLOR_OPTIONS] : COLOR_OPTIONS;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900" data-testid="analyst-inputs">
      <h2 id={`${id}-title`} className="mb-3 text-base font-bold tracking-tight">
        Your brief
      </h2>
      <div className="flex flex-col gap-4">
        <div className="flex flex-col gap-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <label htmlFor={`${id}-size`} className="text-sm font-semibold">
              Size on the skin (longest side)
            </label>
            <span className="text-xs text-ink-600 dark:text-ink-300">{MIN_SIZE_CM}–{MAX_SIZE_CM} cm</span>
          </div>
          <div className="flex items-center gap-3">
            <input
              type="range"
              min={MIN_SIZE_CM}
              max={MAX_SIZE_CM}
              step={0.5}
              value={inputs.sizeCm}
              aria-label="Size on the skin, slider"
              aria-valuetext={`${inputs.sizeCm} cm`}
              onChange={(e) => set('sizeCm', clampSize(Number(e.target.value)))}
              className="min-w-0 flex-1 accent-blood-600"
            />
            <div className="flex items-center gap-1">
              <SizeField id={`${id}-size`} value={inputs.sizeCm} onCommit={(cm) => set('sizeCm', cm)} />
              <span className="text-sm">cm</span>
            </div>
          </div>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-zone`} className="text-sm font-semibold">
            Body zone
          </label>
          <select id={`${id}-zone`} value={inputs.zone} onChange={(e) => set('zone', e.target.value)} className={INPUT_CLASSES}>
            {ZONE_GROUPS.map(([brief, name]) => (
              <optgroup key={brief} label={name}>
                {PAIN_ZONES.filter((zone) => zone.briefZone === brief).map((zone) => (
                  <option key={zone.id} value={zone.id}>
                    {zone.label}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>

        <fieldset>
          <legend className="text-sm font-semibold">Skin tone</legend>
          <div className="mt-2 grid grid-cols-5 gap-2">
            {SKIN_TONES.map((tone) => (
              <label key={tone.id} className="flex cursor-pointer flex-col items-center gap-1 text-xs">
                <input type="radio" name={`${id}-tone`} value={tone.id} checked={inputs.skinTone === tone.id} onChange={() => set('skinTone', tone.id)} className="peer sr-only" />
                <span
                  aria-hidden="true"
                  className="size-10 rounded-full border-2 border-ink-200 shadow-inner peer-checked:border-blood-600 peer-checked:ring-2 peer-checked:ring-blood-500/40 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-blood-500 dark:border-ink-600"
                  style={{ backgroundColor: tone.hex }}
                />
                <span className="peer-checked:font-semibold">{tone.label}</span>
              </label>
            ))}
          </div>
        </fieldset>

        <div className="grid gap-3 min-[420px]:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-style`} className="text-sm font-semibold">
              Style
            </label>
            <select id={`${id}-style`} value={inputs.style} onChange={(e) => set('style', e.target.value)} className={INPUT_CLASSES}>
              <option value="">Not set (use the guess)</option>
              {STYLE_OPTIONS.map((style) => (
                <option key={style} value={style}>
                  {sentenceCase(style)}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-colours`} className="text-sm font-semibold">
              Colours
            </label>
            <select id={`${id}-colours`} value={inputs.colours} onChange={(e) => set('colours', e.target.value)} className={INPUT_CLASSES}>
              <option value="">Not set</option>
              {colourOptions.map((colours) => (
                <option key={colours} value={colours}>
                  {sentenceCase(colours)}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
    </section>
  );
}
