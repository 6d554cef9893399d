/**
 * The designer's user-visible strings: spec §2, §5 and §8 word for word, and ours where the spec
 * is silent. Change copy here, nowhere else.
 */

export const DESIGNER_TITLE = 'Tattoo Design Studio';
export const DESIGNER_SUBTITLE = 'AI-powered tattoo creation with intelligent agents';

export const TAB_LABELS = { text: 'Text Chat', voice: 'Voice Chat', studio: 'Design Studio' } as const;

/** Spec §2: an empty slot on the Current Design card. */
export const NOT_SPECIFIED = 'Not specified';

/** Spec §8 (Studio). */
export const STUDIO_MESSAGES = {
  suggestionsFailed: 'Failed to generate suggestions. Please try again.',
  generateFailed: 'Failed to generate image. Please try again.',
} as const;

/** Spec §5. */
export const GENERATE_GATE_HINT = 'Please fill in at least 50% of the required fields to generate a design.';

export const GENERATE_LABEL = 'Generate Design';
export const AI_GENERATED_BADGE = 'AI Generated';
/**
 * Ours (DESIGN.md §2, docs/renderer.md): a design the device drew is a quick sketch, not a
 * model's image, and says so — the spec's 'AI Generated' badge stays for images a model made.
 */
export const ON_DEVICE_SKETCH_BADGE = 'On-device sketch';
export const ON_DEVICE_SKETCH_NOTE = 'Drawn on this device from your brief: a quick sketch, not an image made by an AI model.';

/** Spec §9: tattoo-design- plus a timestamp, .png. */
export const downloadFileName = (timestamp: number): string => `tattoo-design-${timestamp}.png`;
export const stencilFileName = (timestamp: number): string => `tattoo-stencil-${timestamp}.png`;
/** Ours: the on-device sketch as ink on a transparent background, and its line work as vectors. */
export const transparentFileName = (timestamp: number): string => `tattoo-design-${timestamp}-sketch-transparent.png`;
export const lineArtFileName = (timestamp: number): string => `tattoo-design-${timestamp}-sketch-line-work.svg`;

/** Each persona's opening line, shown above its conversation (not stored). */
export const PERSONA_GREETINGS = {
  buddy: "Hey! I'm your Creative Buddy. Tell me about the tattoo you're dreaming of — an image, a feeling, a story — and we'll shape it together.",
  trainer: "I'm your Expert Trainer. Ask me about pain, healing, cost, placement or how a style ages — or tell me your idea and I'll help you plan it properly.",
  designer: 'AI Designer here. Give me a subject, a style and a placement and I will compose the design, ready to generate in the Design Studio.',
} as const;

/** Ideas offered as one-tap starts while a persona's conversation is empty. */
export const STARTER_IDEAS = {
  buddy: ['My first tattoo, something for my grandmother', 'A phoenix for a fresh start', "I don't know what I want yet"],
  trainer: ['How much do rib tattoos hurt?', 'Which styles age best?', 'How long does healing take?'],
  designer: ['A japanese koi on my forearm', 'Fine-line rose on my calf, small', 'Geometric wolf on my back, black only'],
} as const;
