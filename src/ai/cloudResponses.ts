/**
 * Validation of what a cloud model returns for the JSON-mode jobs. Models drift from the asked
 * shape, so each item is checked on its own: good items are kept, bad ones dropped, and a reply
 * with nothing usable counts as a failure (the caller then falls back silently, spec §8).
 */
import { z } from 'zod';
import {
  BODY_ZONE_OPTIONS,
  COLOR_OPTIONS,
  SIZE_OPTIONS,
  SLOT_FIELDS,
  STYLE_OPTIONS,
  type FieldSuggestion,
  type SlotField,
} from '../engine/designBrief';
import type { HandoffRecommendation, PersonaId } from '../engine/types';

/** Free-text slot values longer than this are a model rambling, not a detail. */
const MAX_SLOT_VALUE_CHARS = 500;
const MAX_REASONING_CHARS = 500;

const OPTIONS_BY_FIELD: Partial<Record<SlotField, readonly string[]>> = {
  style: STYLE_OPTIONS,
  bodyZone: BODY_ZONE_OPTIONS,
  size: SIZE_OPTIONS,
  colors: COLOR_OPTIONS,
};

/** Lower-cases and folds the spelling variants models use ("Black & Gray", "neo traditional"). */
function canonical(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\bgray\b/g, 'grey')
    .replace(/\bcolou?rful\b/g, 'colorful')
    .replace(/[\s_-]+/g, ' ')
    .trim();
}

/** The option a model's value names, or undefined if it names none. Free-text fields pass through. */
export function normaliseSlotValue(field: SlotField, value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed || trimmed.length > MAX_SLOT_VALUE_CHARS) return undefined;
  const options = OPTIONS_BY_FIELD[field];
  if (!options) return trimmed;
  const wanted = canonical(trimmed);
  return options.find((option) => canonical(option) === wanted);
}

const SuggestionSchema = z.object({
  field: z.enum(SLOT_FIELDS as [SlotField, ...SlotField[]]),
  value: z.string(),
  confidence: z.number().finite(),
});

const clamp01 = (n: number): number => Math.min(1, Math.max(0, n));

function parseJsonObject(content: string | null | undefined): unknown {
  if (!content) throw new Error('The model returned no content.');
  return JSON.parse(content) as unknown;
}

/** Parses {"fields": [...]} (or a bare list under another key) into valid suggestions. */
export function parseFieldSuggestions(content: string | null | undefined): FieldSuggestion[] {
  const parsed = parseJsonObject(content);
  const items: unknown[] = Array.isArray(parsed)
    ? parsed
    : typeof parsed === 'object' && parsed !== null
      ? (Object.values(parsed).find(Array.isArray) ?? [])
      : [];
  const suggestions: FieldSuggestion[] = [];
  for (const item of items) {
    const result = SuggestionSchema.safeParse(item);
    if (!result.success) continue;
    const value = normaliseSlotValue(result.data.field, result.data.value);
    if (value === undefined) continue;
    suggestions.push({ field: result.data.field, value, confidence: clamp01(result.data.confidence) });
  }
  return suggestions;
}

const PERSONA_IDS = ['buddy', 'trainer', 'designer'] as const satisfies readonly PersonaId[];

const HandoffSchema = z.object({
  recommendedAgent: z.string().transform((s) => s.trim().toLowerCase()).pipe(z.enum(PERSONA_IDS)),
  confidence: z.number().finite().transform(clamp01),
  reasoning: z.string().trim().min(1).max(MAX_REASONING_CHARS),
});

/** Parses {"recommendedAgent","confidence","reasoning"}; throws when the shape is wrong. */
export function parseHandoff(content: string | null | undefined): HandoffRecommendation {
  return HandoffSchema.parse(parseJsonObject(content));
}
