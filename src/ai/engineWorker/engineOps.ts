/**
 * The on-device engine's answers, wherever the engine runs: in the engine worker
 * (engine.worker.ts) in a browser, or in the page where there are no workers (tests, very old
 * browsers). Everything here is plain data in, plain data out, so it crosses postMessage as it is.
 */
import { loadTagger } from '../../engine/nlp/tagger';
import { extractSlots } from '../../engine/slotExtraction';
import { personaReply, personaWelcome } from '../../engine/personas';
import { recommendHandoff } from '../../engine/handoff';
import { buildImagePrompt, fallbackImagePrompt } from '../../engine/imagePrompt';
import { agentReply } from '../../engine/agents/agentReply';
import { routeAgent } from '../../engine/agents/routeAgent';
import { SEED_ARTISTS } from '../../engine/artists';
import { EMPTY_SLOTS } from '../../engine/designBrief';
import { extractVoiceKeywords } from '../../engine/voiceKeywords';
import type { AgentId, ChatRequest, ChatResponse, DesignSlots, FieldSuggestion, HandoffRecommendation, PersonaId } from '../../engine/types';
import type { ExtractFieldsInput, HandoffInput, PersonaReplyInput } from '../aiClient';

/**
 * Read once while warming up, so the visitor's first message does not pay for the engine's set-up on
 * first use (the tagger builds its lexicon on its first parse; the engine's lexicons and patterns are
 * compiled when first read). Measured in a browser: the first extraction took 1.4 s cold, the reply
 * then arrived late enough to count as a layout shift (issue #38).
 */
const WARM_UP_MESSAGE = 'a small black and grey rose on my forearm';

/** The user's latest message, or (with `skip` 1) the one before it. */
function lastUserMessage(history: ExtractFieldsInput['history'], skip = 0): string {
  let left = skip;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    if (history[i].role !== 'user') continue;
    if (left === 0) return history[i].content;
    left -= 1;
  }
  return '';
}

export const engineOps = {
  async personaReply({ persona, history, slots, captured }: PersonaReplyInput): Promise<string> {
    await loadTagger();
    const text = lastUserMessage(history);
    return personaReply({ persona, history, slots, captured: captured ?? (text ? extractSlots(text, slots, lastUserMessage(history, 1)) : []) });
  },

  async extractFields({ history, slots }: ExtractFieldsInput): Promise<FieldSuggestion[]> {
    // The part-of-speech tagger is its own chunk, fetched with the first message.
    await loadTagger();
    const text = lastUserMessage(history);
    // (the message before it: "and coffee?" after an off-topic question carries that question on)
    return text ? extractSlots(text, slots, lastUserMessage(history, 1)) : [];
  },

  async recommendHandoff({ history, currentPersona, slots }: HandoffInput): Promise<HandoffRecommendation | null> {
    return recommendHandoff(history, currentPersona, slots);
  },

  async buildImagePrompt(slots: DesignSlots): Promise<string> {
    return buildImagePrompt(slots);
  },

  async fallbackImagePrompt(slots: DesignSlots): Promise<string> {
    return fallbackImagePrompt(slots);
  },

  /** The five assistant agents on the device, with the seed artist directory: as `agent`, or routed when none is named. */
  async agentReply(request: ChatRequest, agent?: AgentId): Promise<ChatResponse> {
    await loadTagger(); // the engine's open-vocabulary subjects
    return agentReply(request, { artists: SEED_ARTISTS, ...(agent ? { agent } : {}) });
  },

  /** Which of the five agents a message is for (Jess on the badge hands a specialist's question on). */
  async routeAgent(message: string): Promise<AgentId> {
    return routeAgent(message);
  },

  /** Design details and the generation trigger in a Voice Chat transcript. */
  async extractVoiceKeywords(transcript: string, current: DesignSlots, previousUser: string): Promise<{ suggestions: FieldSuggestion[]; triggerGeneration: boolean }> {
    await loadTagger();
    return extractVoiceKeywords(transcript, current, previousUser);
  },

  /** How a persona opened mid-conversation picks up the brief (null: the usual greeting). */
  async personaWelcome(persona: PersonaId, slots: DesignSlots): Promise<string | null> {
    return personaWelcome(persona, slots) ?? null;
  },

  /** Loads and sets up everything a first message needs (the engine is loaded with this module; the tagger here). */
  async warm(): Promise<void> {
    await loadTagger();
    const slots = { ...EMPTY_SLOTS };
    const captured = extractSlots(WARM_UP_MESSAGE, slots, '');
    personaReply({ persona: 'buddy', history: [{ role: 'user', content: WARM_UP_MESSAGE }], slots, captured });
  },
};

export type EngineOps = typeof engineOps;
export type EngineOp = keyof EngineOps;
