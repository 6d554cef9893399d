/**
 * Instructions for the cloud model's three structured jobs (field extraction, handoff, image
 * prompt). The persona system prompts come from the engine, so the on-device and cloud personas
 * share one voice. Each prompt names the exact JSON shape the response parser validates.
 */
import {
  BODY_ZONE_OPTIONS,
  COLOR_OPTIONS,
  SIZE_OPTIONS,
  SLOT_FIELDS,
  STYLE_OPTIONS,
  type DesignSlots,
} from './designBrief';
import { PERSONA_IDS, type PersonaId } from './types';

const list = (options: readonly string[]): string => options.map((o) => `"${o}"`).join(', ');

function describeSlots(slots: DesignSlots): string {
  const lines = SLOT_FIELDS.map((field) => `- ${field}: ${slots[field].trim() || '(not set)'}`);
  return lines.join('\n');
}

export function extractionSystemPrompt(slots: DesignSlots): string {
  return [
    'You extract tattoo design details from a conversation between a client and a tattoo design assistant.',
    'Answer with a JSON object of the form {"fields": [{"field": string, "value": string, "confidence": number}]}.',
    `"field" is one of: ${list(SLOT_FIELDS)}.`,
    `style must be one of ${list(STYLE_OPTIONS)}.`,
    `bodyZone must be one of ${list(BODY_ZONE_OPTIONS)}.`,
    `size must be one of ${list(SIZE_OPTIONS)}.`,
    `colors must be one of ${list(COLOR_OPTIONS)}.`,
    'keywords: the subjects of the design (e.g. "koi fish, waves"), never filler words. description: one sentence about the idea or its meaning.',
    'confidence is between 0 and 1. Only include details the client actually stated; honour negations ("not on my back") and corrections ("actually make it small": the latest wins).',
    'Return {"fields": []} when nothing new was said.',
    `The brief so far:\n${describeSlots(slots)}`,
  ].join('\n');
}

export function handoffSystemPrompt(currentPersona: PersonaId): string {
  return [
    'Three assistants help a client design a tattoo:',
    '- buddy (Creative Buddy): brainstorming, ideas, meaning, motivation;',
    '- trainer (Expert Trainer): technical questions — pain, healing, cost, placement, how styles age;',
    '- designer (AI Designer): turning a fairly complete brief into visuals and refinements.',
    `The client is talking to ${currentPersona}. From the latest messages, recommend who should answer next.`,
    `Answer with a JSON object {"recommendedAgent": one of ${list(PERSONA_IDS)}, "confidence": number between 0 and 1, "reasoning": one short sentence}.`,
  ].join('\n');
}

export function imagePromptSystemPrompt(): string {
  return [
    'You write prompts for an image model that draws tattoo designs.',
    'Turn the brief into one vivid prompt of at most 80 words describing the subject, composition and style.',
    'Ask for a tattoo flash design: clean line art, high contrast, black ink on a white background — use colour only when the colours in the brief ask for it, and then on a white background.',
    'Mention the body zone only as the shape to fit (e.g. "a tall vertical composition for a forearm"). No photo of skin, no text, no watermark.',
    'Answer with the prompt only.',
  ].join('\n');
}

export function imagePromptUserMessage(slots: DesignSlots): string {
  return `The brief:\n${describeSlots(slots)}`;
}
