/**
 * The design brief: the six slots the designer collects (spec §3) and their option lists.
 * This is the single home of these constants — the engine, the renderer, the AI client,
 * the designer screen and the server all import them from here.
 */

export const STYLE_OPTIONS = [
  'tribal',
  'traditional',
  'minimalist',
  'realistic',
  'watercolor',
  'geometric',
  'japanese',
  'neo-traditional',
] as const;

export const BODY_ZONE_OPTIONS = ['arm', 'back', 'chest', 'leg', 'shoulder', 'forearm', 'calf', 'ribs'] as const;

export const SIZE_OPTIONS = ['small', 'medium', 'large', 'extra-large'] as const;

export const COLOR_OPTIONS = ['black and grey', 'colorful', 'black only', 'red and black', 'blue and green'] as const;

export type TattooStyle = (typeof STYLE_OPTIONS)[number];
export type BodyZone = (typeof BODY_ZONE_OPTIONS)[number];
export type TattooSize = (typeof SIZE_OPTIONS)[number];
export type ColorOption = (typeof COLOR_OPTIONS)[number];

/** All slots are strings (spec §3); an empty string means "not specified". */
export interface DesignSlots {
  style: string;
  bodyZone: string;
  keywords: string;
  size: string;
  colors: string;
  description: string;
}

export type SlotField = keyof DesignSlots;

/** Order in which slots are shown and counted on the designer page (all six). */
export const SLOT_FIELDS: readonly SlotField[] = ['style', 'bodyZone', 'keywords', 'size', 'colors', 'description'];

/** The Design Studio counts only these (spec §3: description is optional). */
export const REQUIRED_SLOT_FIELDS: readonly SlotField[] = ['style', 'bodyZone', 'keywords', 'size', 'colors'];

export const SLOT_LABELS: Record<SlotField, string> = {
  style: 'Style',
  bodyZone: 'Body Zone',
  keywords: 'Keywords',
  size: 'Size',
  colors: 'Colors',
  description: 'Description',
};

export const EMPTY_SLOTS: DesignSlots = { style: '', bodyZone: '', keywords: '', size: '', colors: '', description: '' };

/**
 * Auto-fill defaults (spec §4). The colours default is the spec's wording; it is not one of the
 * five options, so the renderer and prompt builder read it as "black and grey" plus a red accent.
 */
export const AUTO_FILL_DEFAULTS: Omit<DesignSlots, 'description'> = {
  style: 'neo-traditional',
  bodyZone: 'forearm',
  keywords: 'phoenix rebirth flames',
  size: 'medium',
  colors: 'black and grey with red accents',
};

/** Extracted field suggestion (spec §3). */
export interface FieldSuggestion {
  field: SlotField;
  value: string;
  confidence: number;
}

/** Completion thresholds (spec §4, §9). */
export const GENERATE_ENABLED_PERCENT = 50;
export const CHAT_SHORTCUT_PERCENT = 80;

const isFilled = (value: string | undefined): boolean => (value ?? '').trim().length > 0;

/** Percent (0–100, rounded) of the given slots that are filled. */
export function completionPercent(slots: DesignSlots, fields: readonly SlotField[] = SLOT_FIELDS): number {
  const filled = fields.filter((f) => isFilled(slots[f])).length;
  return Math.round((filled / fields.length) * 100);
}

/**
 * The one completion figure of the brief, shown in Text Chat, Voice Chat, the Design Studio and
 * the generate hint, and used by the helpers (issue #19). It counts the five required slots: the
 * description is optional (spec §3) and generation is gated on the five, so a brief with all five
 * is complete — counting six would leave a finished brief at 83% and keep helpers asking for a story.
 */
export const COMPLETION_FIELDS: readonly SlotField[] = REQUIRED_SLOT_FIELDS;

export function briefCompletion(slots: DesignSlots): number {
  return completionPercent(slots, COMPLETION_FIELDS);
}

export function filledCount(slots: DesignSlots, fields: readonly SlotField[]): number {
  return fields.filter((f) => isFilled(slots[f])).length;
}
