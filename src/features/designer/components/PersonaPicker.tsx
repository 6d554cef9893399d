import { useId } from 'react';
import { PERSONAS, PERSONA_BY_ID } from '@/engine/personaProfiles';
import type { PersonaId } from '@/engine/types';

/**
 * Spec §3: the Text Chat's three design helpers, each with its description. Native radio buttons
 * (arrow keys move and choose, one tab stop) styled as cards: no widget library in the
 * designer's first paint (issue #16).
 */
export function PersonaPicker({ value, onChange }: { value: PersonaId; onChange: (persona: PersonaId) => void }) {
  const id = useId();
  return (
    <div>
      <div role="radiogroup" aria-label="Persona" className="grid grid-cols-3 gap-2">
        {PERSONAS.map((persona) => (
          <label
            key={persona.id}
            className="group relative cursor-pointer rounded-xl border border-ink-200 bg-ink-50 px-2 py-2 text-center transition-colors hover:border-ink-400 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-blood-500 has-[:checked]:border-blood-600 has-[:checked]:bg-blood-600 has-[:checked]:text-white sm:px-3 sm:text-left dark:border-ink-700 dark:bg-ink-800 dark:hover:border-ink-500 dark:has-[:checked]:border-blood-600 dark:has-[:checked]:bg-blood-600"
          >
            <input
              type="radio"
              name={`${id}-persona`}
              value={persona.id}
              checked={persona.id === value}
              onChange={() => onChange(persona.id)}
              aria-labelledby={`${id}-${persona.id}-name`}
              aria-describedby={`${id}-${persona.id}-description`}
              // Covers the whole card (invisible): a tap anywhere on it is a tap on the radio.
              className="absolute inset-0 m-0 cursor-pointer appearance-none rounded-xl opacity-0"
            />
            <span id={`${id}-${persona.id}-name`} className="block text-sm font-bold">
              {persona.name}
            </span>
            <span
              id={`${id}-${persona.id}-description`}
              className="mt-0.5 hidden text-xs text-ink-600 group-has-[:checked]:text-white/90 sm:block dark:text-ink-300"
            >
              {persona.description}
            </span>
          </label>
        ))}
      </div>
      {/* On a phone the three descriptions do not fit side by side: show the chosen one. */}
      <p className="mt-2 text-xs text-ink-600 sm:hidden dark:text-ink-300" aria-hidden="true">
        {PERSONA_BY_ID[value].description}
      </p>
    </div>
  );
}
