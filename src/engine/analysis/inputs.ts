/**
 * What the Analyst needs besides pixels, read from the design brief: the size in centimetres,
 * the pain-table zone, the skin tone and the quoted lettering. The person edits all of them on
 * the Analyst screen; these are the starting values.
 */
import { sizeToCm } from './sizeOnSkin';
import { quotedLettering } from './lettering';
import type { DesignSlots } from '../designBrief';
import type { AnalysisInputs } from '../contracts/analysis';
import painTable from './data/painZones.json';
import toneTable from './data/skinTones.json';

export interface PainZone {
  id: string;
  label: string;
  briefZone: string;
  range: [number, number];
  why: string;
}

export interface SkinTone {
  id: string;
  label: string;
  hex: string;
}

export const PAIN_ZONES = painTable.zones as PainZone[];
export const PAIN_SOURCES = painTable.sources;
export const SKIN_TONES = toneTable.tones as SkinTone[];
export const DEFAULT_SKIN_TONE = toneTable.defaultTone;

/** Lettering across most of the design's width unless the person says otherwise. */
export const DEFAULT_LETTERING_SHARE = 0.8;

// The size in centimetres lives in its own small module (the on-body preview needs only it).
export { MAX_SIZE_CM, MIN_SIZE_CM, clampSize, sizeToCm } from './sizeOnSkin';

/** The pain-table zone for a brief's body zone (its most common spot: outer forearm for 'forearm'). */
export function zoneForBrief(bodyZone: string): string {
  const defaults = painTable.defaultByBriefZone as Record<string, string | undefined>;
  return defaults[bodyZone.trim().toLowerCase()] ?? painTable.fallbackZone;
}

export function painZone(id: string): PainZone {
  return PAIN_ZONES.find((zone) => zone.id === id) ?? PAIN_ZONES.find((zone) => zone.id === painTable.fallbackZone) ?? PAIN_ZONES[0];
}

export function skinTone(id: string): SkinTone {
  return SKIN_TONES.find((tone) => tone.id === id) ?? SKIN_TONES.find((tone) => tone.id === DEFAULT_SKIN_TONE) ?? SKIN_TONES[0];
}

/** The Analyst's starting inputs for a brief (a photo without a brief starts from an empty one). */
export function inputsFromBrief(slots: DesignSlots, skin = DEFAULT_SKIN_TONE): AnalysisInputs {
  return {
    sizeCm: sizeToCm(slots.size),
    zone: zoneForBrief(slots.bodyZone),
    skinTone: skinTone(skin).id,
    style: slots.style.trim().slice(0, 80),
    colours: slots.colors.trim().slice(0, 120),
    lettering: quotedLettering(slots),
    letteringWidthShare: DEFAULT_LETTERING_SHARE,
  };
}
