/**
 * Validation of what a cloud model returns for the JSON-mode jobs. Models drift from the asked
 * shape, so each item is checked on its own: good items are kept, bad ones dropped, and a reply
 * with nothing usable counts as a failure (the caller then falls back silently, spec §8).
 * Hand-written checks rather than zod: two small shapes are not worth ~90 KB gzip in the browser.
 */
import {
  BODY_ZONE_OPTIONS,
  COLOR_OPTIONS,
  SIZE_OPTIONS,
  SLOT_FIELDS,
  STYLE_OPTIONS,
  type FieldSuggestion,
  type SlotField,
} from '../engine/designBrief';
import { PERSONA_IDS, type HandoffRecommendation } from '../engine/types';

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

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isSlotField = (value: unknown): value is SlotField => typeof value === 'string' && (SLOT_FIELDS as readonly string[]).includes(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

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
    : isRecord(parsed)
      ? ((Object.values(parsed).find(Array.isArray) as unknown[] | undefined) ?? [])
      : [];
  const suggestions: FieldSuggestion[] = [];
  for (const item of items) {
    if (!isRecord(item) || !isSlotField(item.field) || typeof item.value !== 'string' || !isFiniteNumber(item.confidence)) continue;
    const value = normaliseSlotValue(item.field, item.value);
    if (value === undefined) continue;
    suggestions.push({ field: item.field, value, confidence: clamp01(item.confidence) });
  }
  return suggestions;
}

/** Parses {"recommendedAgent","confidence","reasoning"}; throws when the shape is wrong. */
export function parseHandoff(content: string | null | undefined): HandoffRecommendation {
  const parsed = parseJsonObject(content);
  if (!isRecord(parsed)) throw new Error('The handoff is not a JSON object.');
  const agent = typeof parsed.recommendedAgent === 'string' ? parsed.recommendedAgent.trim().toLowerCase() : '';
  const recommendedAgent = PERSONA_IDS.find((id) => id === agent);
  if (!recommendedAgent) throw new Error(`Unknown persona "${agent}".`);
  if (!isFiniteNumber(parsed.confidence)) throw new Error('The handoff has no confidence.');
  const reasoning = typeof parsed.reasoning === 'string' ? parsed.reasoning.trim() : '';
  if (!reasoning || reasoning.length > MAX_REASONING_CHARS) throw new Error('The handoff has no usable reasoning.');
  return { recommendedAgent, confidence: clamp01(parsed.confidence), reasoning };
}
