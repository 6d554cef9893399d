/**
 * What the panel does with a finished transcript or typed message besides asking the agent:
 * design details for the slots (spec §5: only over 10 characters) and the generation trigger
 * (spec §9: generate, create image, show me).
 */
import { EMPTY_SLOTS, type DesignSlots, type FieldSuggestion } from '@/engine/designBrief';
import { runOnDevice } from '@/ai/engineWorker/deviceEngine';

export interface VoiceCommands {
  suggestions: FieldSuggestion[];
  triggerGeneration: boolean;
}

/**
 * The engine reads triggers only in transcripts long enough for extraction; a user who just says
 * "Generate!" or "Show me" must still be heard, so bare trigger words are matched here.
 */
const BARE_TRIGGERS = new Set(['generate', 'generate it', 'show me', 'create image']);

/** `current` is the brief so far: a spoken subject is added to its keywords, never replacing them. */
/** `previousUser` is the user's message before this one ("and coffee?" after an off-topic question writes nothing). */
/** The engine reads the transcript in its worker (@/ai/engineWorker), with the tagger, off the main thread. */
export async function voiceCommands(text: string, current: DesignSlots = EMPTY_SLOTS, previousUser = ''): Promise<VoiceCommands> {
  const result = await runOnDevice('extractVoiceKeywords', [text, { ...current }, previousUser]);
  if (result.triggerGeneration || result.suggestions.length > 0) return result;
  const bare = text.toLowerCase().replace(/[^a-z\s]/g, ' ').replace(/\s+/g, ' ').trim();
  return { suggestions: [], triggerGeneration: BARE_TRIGGERS.has(bare) };
}
