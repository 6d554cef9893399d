/**
 * The three personas' names and descriptions, and whether a message asks to generate: tiny, apart
 * from personas.ts (the on-device replies) so the designer's first paint
 * can name the personas without loading the reply engine (issue #16's JS budget).
 */
import type { Persona, PersonaId } from './types';

export const PERSONAS: readonly Persona[] = [
  { id: 'buddy', name: 'Creative Buddy', description: 'Chill and motivating: brainstorms ideas and the story behind your tattoo.' },
  { id: 'trainer', name: 'Expert Trainer', description: 'Serious and educational: pain, healing, cost, placement and how designs age.' },
  { id: 'designer', name: 'AI Designer', description: 'Visual and concrete: composes, refines and generates your design.' },
];

export const PERSONA_BY_ID: Record<PersonaId, Persona> = Object.fromEntries(PERSONAS.map((p) => [p.id, p])) as Record<PersonaId, Persona>;

const GENERATE = /\b(generate|create (?:an? |the |my )?image|show me|draw it|let'?s see it)\b/i;
const NOT_GENERATE = /\b(don'?t|do not|not|never|no need to|without)\s+(?:\w+\s+)?(generate|create|show|draw)\b/i;

/** Whether a chat message asks for the design to be generated now (the UI then starts generation). */
export function asksToGenerate(text: string): boolean {
  return GENERATE.test(text) && !NOT_GENERATE.test(text);
}

