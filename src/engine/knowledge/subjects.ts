/**
 * Design subjects people ask for — the nouns that become the `keywords` slot. Multi-word entries
 * are matched before their parts ("koi fish", "tree of life"). Each subject also suggests the
 * styles that traditionally carry it best, used when a helper recommends a style.
 */
import type { TattooStyle } from '../designBrief';
import subjectGroups from './data/subjects.json';

/** The subjects by group (animals, plants, symbols, …), in matching order: data/subjects.json. */
const GROUPS: Record<string, readonly string[]> = subjectGroups.groups;

/** Every subject, lower-case, as it may be typed. */
export const SUBJECTS: readonly string[] = Object.values(GROUPS).flat();

/** Words written as plural on purpose: keep them as typed rather than folding to a singular. */
export const PLURAL_SUBJECTS: ReadonlySet<string> = new Set(
  SUBJECTS.filter((subject) => /s$/.test(subject) && !/(ss|us|is)$/.test(subject)),
);

/** Styles that traditionally carry a subject, best first. */
export const SUBJECT_STYLE_HINTS: Record<string, readonly TattooStyle[]> = {
  koi: ['japanese', 'neo-traditional'],
  'koi fish': ['japanese', 'neo-traditional'],
  dragon: ['japanese', 'neo-traditional', 'tribal'],
  'hannya mask': ['japanese'],
  hannya: ['japanese'],
  'cherry blossom': ['japanese', 'watercolor', 'minimalist'],
  peony: ['japanese', 'neo-traditional'],
  tiger: ['japanese', 'traditional', 'realistic'],
  phoenix: ['japanese', 'neo-traditional', 'watercolor'],
  wave: ['japanese', 'minimalist'],
  waves: ['japanese', 'minimalist'],
  swallow: ['traditional'],
  anchor: ['traditional'],
  dagger: ['traditional', 'neo-traditional'],
  panther: ['traditional'],
  eagle: ['traditional', 'realistic'],
  ship: ['traditional'],
  rose: ['traditional', 'neo-traditional', 'realistic', 'minimalist'],
  portrait: ['realistic'],
  face: ['realistic'],
  lion: ['realistic', 'neo-traditional', 'geometric'],
  wolf: ['realistic', 'geometric', 'neo-traditional'],
  eye: ['realistic', 'geometric'],
  'paw print': ['minimalist'],
  mandala: ['geometric'],
  'sacred heart': ['traditional', 'neo-traditional'],
  'tree of life': ['geometric', 'minimalist'],
  constellation: ['minimalist'],
  mountains: ['minimalist', 'geometric'],
  mountain: ['minimalist', 'geometric'],
  hummingbird: ['watercolor', 'realistic'],
  butterfly: ['watercolor', 'neo-traditional', 'minimalist'],
  fox: ['watercolor', 'neo-traditional', 'geometric'],
  owl: ['neo-traditional', 'realistic'],
  skull: ['traditional', 'realistic', 'neo-traditional'],
  'sugar skull': ['neo-traditional'],
  turtle: ['tribal'],
  manta: ['tribal'],
  'manta ray': ['tribal'],
  compass: ['geometric', 'realistic', 'traditional'],
};

/**
 * Style hints for a subject as it sits in the brief: the phrase itself, else its head ("red rose"
 * → rose, "black sand beach" → beach), since open-vocabulary subjects keep their modifiers.
 */
export function styleHintsFor(subject: string): readonly TattooStyle[] | undefined {
  const words = subject.toLowerCase().trim().split(/\s+/);
  for (let start = 0; start < words.length; start++) {
    const hints = SUBJECT_STYLE_HINTS[words.slice(start).join(' ')];
    if (hints) return hints;
  }
  return undefined;
}
