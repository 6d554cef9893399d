/** Normalise: tokens spell-corrected towards the engine's vocabularies, and names kept as written. */

import { lexiconKnows } from '../../nlp/tagger';
import { PET_WORDS } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';
import { FIELD_ENTRIES, SUBJECT_LIST } from '../vocabularies';
import { buildSpellingIndex, closestWord, singularForms, type Token } from '../../wordMatching';

/** Words the spell-corrector may correct to. */
const DICTIONARY: readonly string[] = [
  ...new Set(
    [...Object.values(FIELD_ENTRIES).flat(), ...SUBJECT_LIST]
      .flatMap((entry) => entry.words)
      .filter((word) => /^[a-z]+$/.test(word)),
  ),
];

export const DICTIONARY_SET = new Set(DICTIONARY);

const SPELLING_INDEX = buildSpellingIndex(DICTIONARY);

/**
 * Real words one edit away from a dictionary word ("father" vs "feather", "would" vs "world"):
 * never "corrected".
 */
const PROTECTED_WORDS = new Set([
  // ("his heart gave out from the heroin" is no heron)
  'heroin',
  'father', 'fathers', 'would', 'heard', 'house', 'houses', 'shake', 'snack', 'sneak', 'skill', 'skills', 'crowd', 'clown', 'towel', 'place', 'places',
  'frame', 'frames', 'click', 'daily', 'while', 'whole', 'share', 'shared', 'sharp', 'danger', 'glove', 'gloves', 'sample', 'simply', 'block',
  'blank', 'smell', 'chess', 'cheat', 'shine', 'angle', 'angles', 'thing', 'things', 'colon', 'trial', 'shallow', 'sworn', 'swore', 'dedicated',
  'dedicate', 'lager', 'barge', 'shades', 'bigger', 'wider', 'again', 'agree', 'sales', 'whale', 'scale', 'large', 'stage', 'state', 'stale',
  'smart', 'start', 'stars', 'store', 'stork', 'story', 'stony', 'might', 'night', 'light', 'right', 'sight', 'tight', 'fight', 'eight',
  'where', 'there', 'these', 'those', 'their', 'three', 'other', 'mother', 'brother', 'bother', 'about', 'above', 'after', 'every', 'never',
  'being', 'doing', 'going', 'having', 'first', 'still', 'small', 'smile', 'simple', 'single', 'since', 'shall', 'shell', 'sleep', 'sheep',
  'stick', 'think', 'thank', 'thanks', 'think', 'tribe', 'black', 'blues', 'green', 'greet', 'great', 'grace', 'space', 'spice', 'spike',
  'spine', 'spinal', 'world', 'words', 'worth', 'north', 'month', 'mouth', 'south', 'youth', 'color', 'colour', 'could', 'cloud', 'clouds',
  'bright', 'brings', 'plans', 'plant', 'plants', 'planet', 'later', 'layer', 'water', 'waste', 'waist', 'paint', 'point', 'print', 'prints',
  'lines', 'liner', 'lined', 'links', 'lions', 'loans', 'lover', 'lower', 'power', 'tower', 'towers', 'flower', 'flowers', 'follow', 'fellow',
  'faded', 'fades', 'heals', 'heels', 'hearts', 'hears', 'years', 'tears', 'bears', 'beads', 'beard', 'board', 'bored', 'birds', 'bride',
  'price', 'pride', 'prize', 'shape', 'shapes', 'shave', 'shade', 'stone', 'stones', 'stomach', 'crown', 'brown', 'grown', 'known', 'shown',
  'super', 'upper', 'outer', 'inner', 'taste', 'tasty', 'style', 'styles', 'sleek', 'chest', 'chester', 'cheap', 'check', 'cheek', 'legit',
  'hand', 'pain', 'area', 'want', 'wish', 'like', 'sort', 'kind', 'look', 'more', 'much', 'some', 'time', 'that', 'this', 'with', 'what', 'will',
  'piece', 'pieces', 'peace', 'niece', 'voice', 'choice', 'ankle', 'uncle', 'wrist', 'twist', 'write', 'white', 'whites', 'quite', 'quiet',
]);

/** "wolff", "ribbs", "calff": one doubled letter is the commonest slip on short words. */
export function undoubled(word: string): string | undefined {
  for (let i = 1; i < word.length; i++) {
    if (word[i] !== word[i - 1]) continue;
    const candidate = word.slice(0, i) + word.slice(i + 1);
    if (DICTIONARY_SET.has(candidate)) return candidate;
  }
  return undefined;
}

/** Four letters: too short for general spell-correction, long enough to restore one dropped letter. */
const SHORT_WORD_LENGTH = 4;

/** Each five-letter dictionary word with one letter dropped → the word (undefined when two words share it). */
const DROPPED_LETTER = (() => {
  const map = new Map<string, string | undefined>();
  for (const word of DICTIONARY) {
    if (word.length !== SHORT_WORD_LENGTH + 1) continue;
    for (let i = 1; i < word.length; i++) {
      const variant = word.slice(0, i) + word.slice(i + 1);
      // (a short word ending in a vowel is rarely a clipped one: "chai" is not "chain", "pho" not "phone")
      if (i === word.length - 1 && /[aeiou]$/.test(variant)) continue;
      map.set(variant, map.has(variant) && map.get(variant) !== word ? undefined : word);
    }
  }
  return map;
})();

/** "smal", "blak", "skul": a four-letter word missing one letter of a five-letter dictionary word. */
function restoredLetter(word: string): string | undefined {
  return word.length === SHORT_WORD_LENGTH ? DROPPED_LETTER.get(word) : undefined;
}

/**
 * A word built from a word the lexicon knows ("diggers" = dig + -er + s, "climbers", "bakers") is a
 * real word, not a typo of a listed one ("dagger"): agent nouns and verb forms are open-ended.
 */
export function derivedFromKnown(word: string): boolean {
  const match = /^([a-z]{3,}?)(ers|er|ings|ing|ed)$/.exec(word);
  if (!match) return false;
  const stem = match[1];
  const stems = [stem, `${stem}e`, stem.length > 3 && stem[stem.length - 1] === stem[stem.length - 2] ? stem.slice(0, -1) : ''];
  return stems.some((candidate) => candidate.length >= 3 && lexiconKnows(candidate) && !DICTIONARY_SET.has(word));
}

/**
 * Words written with a capital inside a sentence ("my 1985 Land Rover", "up Snowdon"): names, never
 * spell-corrected into a listed word ("rover" is not "river").
 */
export function capitalisedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const sentence of text.split(/[.!?\n]+/)) {
    const words = sentence.trim().split(/\s+/);
    for (const word of words.slice(1)) if (/^[A-Z][a-z]/.test(word)) names.add(word.toLowerCase().replace(/[^a-z\u00e0-\u00f6\u00f8-\u017f]+$/, ''));
  }
  return names;
}

/** Spell-corrects and annotates tokens. */
export function prepareTokens(tokens: Token[], names: ReadonlySet<string> = new Set()): WordToken[] {
  let sentence = 0;
  return tokens.map((token) => {
    const prepared: WordToken = { ...token, forms: [token.text], fuzzy: false, original: token.text, sentence };
    if ('.!?\n'.includes(token.text) && token.boundary) sentence += 1;
    if (!isWord(token)) return prepared;
    const singulars = singularForms(token.text);
    prepared.forms = [token.text, ...singulars];
    // A word the tagger's lexicon knows is a real word, not a typo ("sparks" is not "shark").
    // (the engine's own animal words too — the lexicon lacks "pony", which was read as "peony")
    const known =
      prepared.forms.some((form) => DICTIONARY_SET.has(form) || lexiconKnows(form) || PET_WORDS.has(form)) ||
      PROTECTED_WORDS.has(token.text) ||
      derivedFromKnown(token.text);
    if (!known && !names.has(token.text) && !/(?:ing|ly|ed|'s|'t)$/.test(token.text)) {
      const corrected =
        undoubled(token.text) ??
        restoredLetter(token.text) ?? closestWord(token.text, SPELLING_INDEX) ?? singulars.map((s) => closestWord(s, SPELLING_INDEX)).find(Boolean);
      // ("a can of monster" is no "monstera": a word with an English ending — -er, -or, -en, -on, -le, -el —
      // is taken as written rather than lengthened by a letter at its end)
      const lengthened = !!corrected && corrected.length === token.text.length + 1 && corrected.startsWith(token.text) && /(?:er|or|en|on|le|el)$/.test(token.text);
      if (corrected && !lengthened) {
        prepared.text = corrected;
        prepared.forms = [corrected, ...singularForms(corrected)];
        prepared.fuzzy = true;
      }
    }
    return prepared;
  });
}
