/**
 * Lettering proof: the quoted words of the brief spelled out letter by letter, with the letter
 * height they get at the chosen size, and a warning under the readable minimum
 * (data/readability.json: 6 mm for fine lines, 3 mm for bold ones).
 *
 * The letter height is computed, not read off the picture: the words span `letteringWidthShare`
 * of the design's width (the person sets it), and an average letter with its spacing is
 * `letterAdvancePerCap` of its height, so height = width × share / (letters × advance).
 */
import type { DesignSlots } from '../designBrief';
import type { LetteringProof } from '../contracts/analysis';
import readability from './data/readability.json';

/** At most this many quoted phrases are proofed (the brief rarely has more than one). */
const MAX_PHRASES = 5;
const MAX_PHRASE_LENGTH = 60;

/**
 * Words in quotes ("…", “…”, «…», or '…' standing alone) — the same rule the on-device renderer
 * uses to letter a design (src/engine/render/renderDesign.ts `quotedWords`; lettering.test.ts
 * checks the two agree).
 */
export function quotedPhrases(text: string): string[] {
  const out: string[] = [];
  const re = /["“”„«»]([^"“”„«»]{1,60})["“”„«»]|(?:^|\s)'([^']{1,60})'(?=$|[\s.,!?;:])/g;
  let match: RegExpExecArray | null;
  while ((match = re.exec(text))) {
    const phrase = (match[1] ?? match[2] ?? '').trim();
    if (phrase) out.push(phrase);
  }
  return out;
}

/** The brief's lettering: quoted phrases of the description, then of the keywords. */
export function quotedLettering(slots: Pick<DesignSlots, 'description' | 'keywords'>): string[] {
  return [...quotedPhrases(slots.description), ...quotedPhrases(slots.keywords)].map((p) => p.slice(0, MAX_PHRASE_LENGTH)).slice(0, MAX_PHRASES);
}

/** Letters that take a letter's width (spaces take about one too; punctuation is narrow). */
export function letterCount(phrase: string): number {
  return [...phrase].filter((ch) => /[\p{L}\p{N}&]/u.test(ch) || ch === ' ').length;
}

/** The readable minimum letter height for a design whose typical line is `medianLineMm` wide. */
export function minimumLetterMm(medianLineMm: number | null): number {
  return medianLineMm !== null && medianLineMm >= readability.boldLineMm ? readability.letteringMinMm.bold : readability.letteringMinMm.fine;
}

export function letteringProofs(phrases: readonly string[], designWidthMm: number, widthShare: number, medianLineMm: number | null): LetteringProof[] {
  const minimumMm = minimumLetterMm(medianLineMm);
  return phrases.slice(0, MAX_PHRASES).map((phrase) => {
    const letters = letterCount(phrase);
    const letterHeightMm = letters === 0 ? 0 : (designWidthMm * widthShare) / (letters * readability.letterAdvancePerCap);
    const rounded = Math.round(letterHeightMm * 10) / 10;
    return { text: phrase.slice(0, MAX_PHRASE_LENGTH), letters, letterHeightMm: rounded, minimumMm, readable: rounded >= minimumMm };
  });
}
