/**
 * What a question is about: the styles, zones, size and colours it names (even when only asked
 * about, which extraction deliberately does not treat as choices), else the brief's.
 */
import type { DesignSlots } from './designBrief';
import type { AnswerContext } from './knowledge/answers';
import { mentionedOptions } from './slotExtraction';

export function questionContext(text: string, slots: DesignSlots): AnswerContext {
  const zones = mentionedOptions(text, 'bodyZone');
  const first = (values: string[], fallback: string): string | undefined => values[0] ?? (fallback || undefined);
  return {
    text,
    style: first(mentionedOptions(text, 'style'), slots.style),
    zone: first(zones, slots.bodyZone),
    zones: zones.length > 1 ? zones : undefined,
    size: first(mentionedOptions(text, 'size'), slots.size),
    colors: first(mentionedOptions(text, 'colors'), slots.colors),
  };
}
