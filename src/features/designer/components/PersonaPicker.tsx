import { Radio, RadioGroup, Label, Description } from '@headlessui/react';
import { PERSONAS, PERSONA_BY_ID } from '@/engine/personas';
import type { PersonaId } from '@/engine/types';

/** Spec §3: the Text Chat's three design helpers, each with its description. */
export function PersonaPicker({ value, onChange }: { value: PersonaId; onChange: (persona: PersonaId) => void }) {
  return (
    <div>
      <RadioGroup value={value} onChange={onChange} aria-label="Persona" className="grid grid-cols-3 gap-2">
        {PERSONAS.map((persona) => (
          <Radio
            key={persona.id}
            value={persona.id}
            className="group cursor-pointer rounded-xl border border-ink-200 bg-ink-50 px-2 py-2 text-center outline-none transition-colors hover:border-ink-400 focus-visible:ring-2 focus-visible:ring-blood-500 data-checked:border-blood-600 data-checked:bg-blood-600 data-checked:text-white sm:px-3 sm:text-left dark:border-ink-700 dark:bg-ink-800 dark:hover:border-ink-500 dark:data-checked:border-blood-600 dark:data-checked:bg-blood-600"
          >
            <Label className="block cursor-pointer text-sm font-bold">{persona.name}</Label>
            <Description className="mt-0.5 hidden text-xs text-ink-600 group-data-checked:text-white/90 sm:block dark:text-ink-300">
              {persona.description}
            </Description>
          </Radio>
        ))}
      </RadioGroup>
      {/* On a phone the three descriptions do not fit side by side: show the chosen one. */}
      <p className="mt-2 text-xs text-ink-600 sm:hidden dark:text-ink-300" aria-hidden="true">
        {PERSONA_BY_ID[value].description}
      </p>
    </div>
  );
}
