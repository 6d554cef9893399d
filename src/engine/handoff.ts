/**
 * Which Text Chat persona fits the conversation now (spec §3, §7: the last 5 messages).
 * Brainstorming, doubt and feelings → buddy; technical questions (pain, healing, cost, longevity,
 * placement) → trainer; concrete visual work (compose, refine, generate) → designer.
 */
import { completionPercent, type DesignSlots } from './designBrief';
import { pattern } from './patterns/patterns';
import { PERSONA_IDS, type HandoffRecommendation, type PersonaId, type PersonaMessage } from './types';

/** Spec §7: the handoff looks at the last 5 messages. */
export const HANDOFF_WINDOW = 5;
/** Below this share of the evidence the recommendation is too weak to interrupt the user. */
export const HANDOFF_MIN_CONFIDENCE = 0.55;
/** Total cue weight needed before recommending anything: one clear cue in the latest user message. */
const MIN_EVIDENCE = 1;
/** Evidence that makes a recommendation fully confident (about three clear cues). */
const FULL_EVIDENCE = 4;
/** The user's own words count more than the assistant's. */
const USER_WEIGHT = 1;
const ASSISTANT_WEIGHT = 0.3;
/** Newer messages count more: each step back multiplies by this. */
const RECENCY_DECAY = 0.75;

/** The cues of each persona (patterns/handoff.json); each cue a message matches counts once. */
const CUES: Record<PersonaId, readonly RegExp[]> = {
  buddy: [pattern('handoff.buddy-doubt'), pattern('handoff.buddy-feelings'), pattern('handoff.buddy-first-tattoo')],
  trainer: [
    pattern('handoff.trainer-pain'),
    pattern('handoff.trainer-healing'),
    pattern('handoff.trainer-cost'),
    pattern('handoff.trainer-ageing'),
    pattern('handoff.trainer-placement'),
  ],
  designer: [pattern('handoff.designer-drawing'), pattern('handoff.designer-refining'), pattern('handoff.designer-composition')],
};

const REASONS: Record<PersonaId, string> = {
  buddy: 'You are still exploring the idea and what it means — Creative Buddy is great for brainstorming.',
  trainer: 'You are asking technical questions (pain, healing, cost, longevity or placement) — Expert Trainer can answer them in depth.',
  designer: 'You are working on concrete visuals — AI Designer can compose, refine and generate the design.',
};

/** Brief almost complete: the natural next step is the designer. */
const NEARLY_COMPLETE_PERCENT = 80;
const NEARLY_COMPLETE_BONUS = 1;

/**
 * Recommends a persona from the last five messages, or null when the current one already fits
 * or the evidence is weak.
 *
 * @param slots optional brief: a nearly complete brief nudges towards the designer
 */
export function recommendHandoff(messages: readonly PersonaMessage[], current: PersonaId, slots?: DesignSlots): HandoffRecommendation | null {
  const recent = messages.slice(-HANDOFF_WINDOW);
  const scores: Record<PersonaId, number> = { buddy: 0, trainer: 0, designer: 0 };
  recent.forEach((message, index) => {
    const age = recent.length - 1 - index;
    const weight = (message.role === 'user' ? USER_WEIGHT : ASSISTANT_WEIGHT) * RECENCY_DECAY ** age;
    const text = message.content.toLowerCase();
    for (const persona of PERSONA_IDS) {
      const hits = CUES[persona].filter((pattern) => pattern.test(text)).length;
      scores[persona] += hits * weight;
    }
  });
  if (slots && completionPercent(slots) >= NEARLY_COMPLETE_PERCENT) scores.designer += NEARLY_COMPLETE_BONUS;
  const total = PERSONA_IDS.reduce((sum, p) => sum + scores[p], 0);
  const best = [...PERSONA_IDS].sort((a, b) => scores[b] - scores[a])[0];
  if (total < MIN_EVIDENCE || best === current) return null;
  const share = scores[best] / total;
  const strength = Math.min(1, 0.5 + total / FULL_EVIDENCE);
  const confidence = Math.round(share * strength * 100) / 100;
  if (confidence < HANDOFF_MIN_CONFIDENCE || scores[best] <= scores[current]) return null;
  return { recommendedAgent: best, confidence, reasoning: REASONS[best] };
}
