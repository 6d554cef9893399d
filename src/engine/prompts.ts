/**
 * Instructions for the cloud model's structured jobs (field extraction, handoff, image prompt,
 * the assistant's agents). The persona system prompts come from the engine, so the on-device and
 * cloud personas share one voice. Each JSON prompt also names the shape: strict structured
 * outputs enforce it, and a self-hosted model without them still knows what to write.
 */
import {
  BODY_ZONE_OPTIONS,
  COLOR_OPTIONS,
  SIZE_OPTIONS,
  SLOT_FIELDS,
  STYLE_OPTIONS,
  type DesignSlots,
} from './designBrief';
import { AGENTS } from './agents/agents';
import type { Artist } from './artists';
import { PERSONA_IDS, type AgentId, type PersonaId } from './types';

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
    'confidence is between 0 and 1. Only include details the client actually stated; ' +
      'honour negations ("not on my back") and corrections ("actually make it small": the latest wins).',
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
    'Ask for a tattoo flash design: clean line art, high contrast, black ink on a white background — ' +
      'use colour only when the colours in the brief ask for it, and then on a white background.',
    'Mention the body zone only as the shape to fit (e.g. "a tall vertical composition for a forearm"). No photo of skin, no text, no watermark.',
    'Answer with the prompt only.',
  ].join('\n');
}

export function imagePromptUserMessage(slots: DesignSlots): string {
  return `The brief:\n${describeSlots(slots)}`;
}

/**
 * The assistant team's instructions (/chat with a model, and the browser's own key): the five
 * agents, the artist directory (the artist agent names only these), and the JSON reply shape.
 */
export function agentSystemPrompt(artists: readonly Artist[], agent: AgentId | undefined): string {
  const agents = AGENTS.map((a) => `- ${a.id} (${a.name}): ${a.role} — ${a.description}`).join('\n');
  const directory = artists.map((a) => `- ${a.name} (${a.city}): ${a.styles.join(', ')} — ${a.bio}`).join('\n');
  return [
    'You are the assistant team of InkClarity, a tattoo design studio. Five agents share one chat:',
    agents,
    agent
      ? `The user chose to talk to ${agent}: answer as ${agent}, warmly and concretely, in under 100 words.`
      : 'Pick the agent that fits the latest user message (stay with the current agent when it still fits; ' +
        'greetings and general questions go to jess) and answer as that agent, warmly and concretely, in under 100 words.',
    'Answer with one JSON object with exactly these keys, in this order:',
    '{"agent": agent id, "message": the reply, "cards": [{"title", "description"}], ' +
      '"design": {"style", "placement", "size"} (null for a detail not chosen) or null, "aftercare": {"tips": [strings]} or null, ' +
      '"handoff_suggestions": [{"agent_id", "reason", "confidence" 0..1}]}',
    [
      'Rules: styles gives one card per style it discusses (title = the style).',
      "artist gives cards only for artists in the directory below (title = the artist's exact name).",
      `josh sets design when the user has chosen details: style one of ${list(STYLE_OPTIONS)}; placement one of ${list(BODY_ZONE_OPTIONS)};`,
      `size one of ${list(SIZE_OPTIONS)} (colours: ${list(COLOR_OPTIONS)}). aftercare gives tips.`,
      'Use [] and null when a field does not apply. Suggest a handoff only when another agent would clearly help.',
    ].join(' '),
    `Artist directory:\n${directory}`,
  ].join('\n');
}

/**
 * The Analyst's critique (a vision model, with a key): the model looks at the design and reads
 * the on-device figures, which it must not contradict — they are measured, its text is opinion.
 */
export function analystCritiqueSystemPrompt(): string {
  return [
    'You are a senior tattoo artist reviewing a design before it is tattooed.',
    'You see the design and the figures the app measured on it (size on skin, finest line spacing, longevity, pain, sittings).',
    'The figures are measurements: rely on them and never contradict them; add what a trained eye sees that figures cannot.',
    'Write in plain English to the person getting the tattoo. Each point is one or two short sentences, concrete and specific to this design.',
    'Answer in JSON: {"strengths": [...], "risks": [...], "suggestions": [...]} with at most five points in each list.',
    'strengths: what works on skin. risks: what may blur, fade, crack or read badly as it ages.',
    'suggestions: concrete changes (spacing, size, line weight, placement, colour).',
    'Do not mention prices, artists or the app.',
  ].join('\n');
}
