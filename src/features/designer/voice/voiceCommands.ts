/**
 * What the panel does with a finished transcript or typed message besides asking the agent:
 * design details for the slots (spec §5: only over 10 characters) and the generation trigger
 * (spec §9: generate, create image, show me).
 */
import type { FieldSuggestion } from '@/engine/designBrief';
import { extractVoiceKeywords } from '@/engine/voiceKeywords';

export interface VoiceCommands {
  suggestions: FieldSuggestion[];
  triggerGeneration: boolean;
}

/**
 * The engine reads triggers only in transcripts long enough for extraction; a user who just says
 * "Generate!" or "Show me" must still be heard, so bare trigger words are matched here.
 */
const BARE_TRIGGERS = new Set(['generate', 'generate it', 'show me', 'create image']);

export function voiceCommands(text: string): VoiceCommands {
  const result = extractVoiceKeywords(text);
  if (result.triggerGeneration || result.suggestions.length > 0) return result;
  const bare = text.toLowerCase().replace(/[^a-z\s]/g, ' ').replace(/\s+/g, ' ').trim();
  return { suggestions: [], triggerGeneration: BARE_TRIGGERS.has(bare) };
}
