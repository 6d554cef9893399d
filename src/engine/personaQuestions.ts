/**
 * The question each Text Chat persona asks for a missing field of the brief, in its own voice (personas.ts ends a
 * reply on it). Variants rotate deterministically with the conversation length.
 */
import { COLOR_OPTIONS, type DesignSlots, type SlotField } from './designBrief';
import { zoneProfile } from './knowledge/bodyZones';
import { styleHintsFor } from './knowledge/subjects';
import { splitKeywords } from './slotExtraction';
import type { PersonaId } from './types';

type Zone = NonNullable<ReturnType<typeof zoneProfile>>;

/** Deterministic choice among variants: the conversation length picks one. */
export const pick = <T>(options: readonly T[], seed: number): T => options[((seed % options.length) + options.length) % options.length];

const styleList = 'traditional, neo-traditional, japanese, realistic, watercolor, geometric, minimalist or tribal';
const colorList = `${COLOR_OPTIONS.slice(0, -1).join(', ')} or ${COLOR_OPTIONS[COLOR_OPTIONS.length - 1]}`;

export function firstSubject(slots: DesignSlots): string | undefined {
  return splitKeywords(slots.keywords)[0]?.replace(/"/g, '');
}

/** The Creative Buddy's questions: warm, open, about the picture and its story. */
function buddyAsks(field: SlotField, seed: number): string {
  switch (field) {
    case 'keywords':
      return pick([
        'So what do you picture in it — an animal, a flower, a symbol, something from your life?',
        "What's the image you keep coming back to? Doesn't have to be perfect yet.", 'Close your eyes for a sec — what does the tattoo show?',
      ], seed);
    case 'description':
      return pick([
        'What does it mean to you? The story behind it makes the design way stronger.', "What's the story behind it — who or what is it for?",
        'Why this one? Tell me what it means to you.',
      ], seed);
    case 'style':
      return pick([
        `What vibe are you feeling — bold old school, soft watercolor, clean fine line? (Styles: ${styleList}.)`,
        `Which style speaks to you: ${styleList}?`,
      ], seed);
    case 'bodyZone':
      return pick([
        'Where do you see it living — forearm, shoulder, back, ribs, somewhere else?',
        'Where on your body should it go? Forearm, upper arm, shoulder, chest, back, ribs, thigh or calf?',
      ], seed);
    case 'colors':
      return pick([`Colour or keep it dark? Options: ${colorList}.`, `What palette feels right: ${colorList}?`], seed);
    case 'size':
      return pick([
        'How big are we going — small and subtle, medium, large, or a full extra-large statement?',
        'Small, medium, large or extra-large — how much space should it take?',
      ], seed);
  }
  return '';
}

/** The Experienced Trainer's questions: each says why the detail matters (pain, ageing, sessions). */
function trainerAsks(field: SlotField, zone: Zone | undefined, seed: number): string {
  switch (field) {
    case 'bodyZone':
      return pick([
        'Where on the body? It decides pain and visibility: outer forearm and upper arm are gentlest (3–4/10), ribs the hardest (8/10).',
        'Which body zone: arm, forearm, shoulder, back, chest, ribs, leg or calf? Placement sets pain, visibility and the canvas shape.',
      ], seed);
    case 'size': {
      const fits = zone ? ` for the ${zone.name} (${zone.suitableSizes.join(', ')} fit)` : '';
      return pick([
        `What size${fits}? Small is 2–8 cm, medium 9–15 cm, large 16–25 cm; extra-large takes several sessions.`,
        'How large should it be: small (2–8 cm), medium (9–15 cm), large (16–25 cm) or extra-large (sleeve or back piece)?',
      ], seed);
    }
    case 'style':
      return pick([
        `Which style? It sets line weight and how it ages — bold traditional holds for decades, fine line softens sooner. Options: ${styleList}.`,
        `Which style are you leaning to: ${styleList}? I can explain how each one ages.`,
      ], seed);
    case 'colors':
      return pick([
        `Which palette: ${colorList}? Black ages best; colour needs more time and sun care.`,
        `Colours: ${colorList}? Solid black is the most durable choice.`,
      ], seed);
    case 'keywords':
      return pick(['What is the subject of the piece — the main image?', 'What should the design actually depict?'], seed);
    case 'description':
      return pick([
        'What should it express? The meaning guides composition and placement.', 'Is there a meaning or story behind it that the artist should know?',
      ], seed);
  }
  return '';
}

/** The AI Designer's questions: about composing the drawing. */
function designerAsks(field: SlotField, subject: string | undefined, zone: Zone | undefined, seed: number): string {
  const hinted = subject ? styleHintsFor(subject) : undefined;
  switch (field) {
    case 'keywords':
      return pick(["What's the main subject I should draw — a creature, a flower, an object, lettering?", 'What goes at the centre of the design?'], seed);
    case 'style':
      return hinted
        ? `${/^[aeiou]/i.test(subject ?? '') ? 'An' : 'A'} ${subject} works beautifully in ${hinted.slice(0, 2).join(' or ')} — which style should I draw it in?`
        : pick([`Which style should I draw it in: ${styleList}?`, `Which style suits the line work best: ${styleList}?`], seed);
    case 'colors':
      return pick([`Which palette: ${colorList}?`, `How should I ink it — ${colorList}?`], seed);
    case 'size':
      return pick([
        `How big should I make it${zone ? ` on the ${zone.name}` : ''}: small, medium, large or extra-large?`,
        'What size: small (coin), medium (palm), large (forearm-length) or extra-large (sleeve, back)?',
      ], seed);
    case 'bodyZone':
      return pick([
        'Where will it sit — forearm, upper arm, shoulder, back, chest, ribs, thigh or calf? That sets the canvas shape.',
        'Which body zone am I composing for? Tall spots like the forearm suit vertical designs; the chest suits wide ones.',
      ], seed);
    case 'description':
      return pick([
        'Any mood or meaning I should weave into the composition?', 'What feeling should it give off? A line about its meaning helps me compose it.',
      ], seed);
  }
  return '';
}

/** The question each persona asks for a missing field, in its own voice (variants rotate). */
export function askFor(persona: PersonaId, field: SlotField, slots: DesignSlots, seed: number): string {
  const zone = zoneProfile(slots.bodyZone);
  if (persona === 'buddy') return buddyAsks(field, seed);
  if (persona === 'trainer') return trainerAsks(field, zone, seed);
  if (persona === 'designer') return designerAsks(field, firstSubject(slots), zone, seed);
  return '';
}
