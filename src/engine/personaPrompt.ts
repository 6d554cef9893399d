/**
 * What a persona needs from the brief and how an upstream chat model is told to speak as it: the
 * ask order, the persona's voice, the system prompt. Apart from the rest of the persona engine
 * (src/engine/personas.ts) so the cloud path (aiTasks.ts) builds its requests without loading the
 * on-device engine, which runs in its own worker (issue #38).
 */
import { REQUIRED_SLOT_FIELDS, SLOT_FIELDS, type DesignSlots, type SlotField } from './designBrief';
import type { PersonaId } from './types';

/** Which missing slot each persona asks about first: what that persona needs most to help. */
export const ASK_ORDER: Record<PersonaId, readonly SlotField[]> = {
  buddy: ['keywords', 'description', 'style', 'bodyZone', 'colors', 'size'],
  trainer: ['bodyZone', 'size', 'style', 'colors', 'keywords', 'description'],
  designer: ['keywords', 'style', 'colors', 'size', 'bodyZone', 'description'],
};

const VOICE: Record<PersonaId, string> = {
  buddy:
    'You are Creative Buddy, a chill, warm and motivating tattoo brainstorming partner. ' +
    'Be encouraging and casual, help the user find the idea and the story behind it.',
  trainer:
    'You are Expert Trainer, a serious, precise tattoo educator. ' +
    'Explain pain, healing, cost, placement and how styles age with accurate facts; no hype.',
  designer:
    'You are AI Designer, a visual, concrete tattoo designer. ' +
    'Talk in compositions, line work, palettes and placement; help refine the design and get it ready to generate.',
};

/** The instructions an upstream chat model gets for a persona (spec §7: under 100 words). */
export function personaSystemPrompt(persona: PersonaId, slots: DesignSlots): string {
  const brief = SLOT_FIELDS.map((field) => `${field}: ${slots[field].trim() || 'not specified'}`).join('; ');
  const missing = nextMissingField(persona, slots);
  return [
    VOICE[persona],
    'You help plan a tattoo by filling a design brief: ' +
      'style (tribal, traditional, minimalist, realistic, watercolor, geometric, japanese, neo-traditional), ' +
      'body zone (arm, back, chest, leg, shoulder, forearm, calf, ribs), keywords (the subjects), size (small, medium, large, extra-large), ' +
      'colors (black and grey, colorful, black only, red and black, blue and green) and an optional description of its meaning.',
    `Current brief — ${brief}.`,
    missing
      ? 'Acknowledge anything new the user told you, answer their question if they asked one, ' +
        `then ask for the ${missing === 'bodyZone' ? 'body zone' : missing}.`
      : 'The brief is complete: confirm it and invite the user to generate the design.',
    'Reply in under 100 words. Ask one question at a time.',
  ].join(' ');
}

const isFilled = (value: string): boolean => value.trim().length > 0;

/** Whether the five required details are in: the brief is complete and helpers stop asking. */
export const briefComplete = (slots: DesignSlots): boolean => REQUIRED_SLOT_FIELDS.every((field) => isFilled(slots[field]));

/**
 * The single most useful missing detail for this persona, or undefined once the brief is complete
 * (the optional description is asked for only while required details are still missing).
 */
export function nextMissingField(persona: PersonaId, slots: DesignSlots): SlotField | undefined {
  if (briefComplete(slots)) return undefined;
  return ASK_ORDER[persona].find((field) => !isFilled(slots[field]));
}
