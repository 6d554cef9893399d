/**
 * What the engine's own vocabularies find in a turn, for the turn classifier's features (features.ts): every lexicon
 * class a word of the turn belongs to (src/engine/lexicon) and every named pattern that matches it
 * (src/engine/patterns). The model then learns from the classes the rules are written in — a new writer's off-topic
 * turn (a tacho, lambing, a mortgage deposit) seldom shares a word with the training sets but often a class.
 *
 * Both lookups are compiled once, on first use, and are pure functions of the text afterwards.
 */
import { LEXICON_FILES } from '../lexicon/files';
import { PATTERN_FILES } from '../patterns/files';
import { definitionOf, patternSource } from '../patterns/patterns';

/**
 * Lexicons that are no word class: `homographs` lists words written in two lexicons (each is read there). Left out
 * of the features.
 */
const NOT_A_CLASS = new Set(['homographs']);

/**
 * Pattern files whose patterns say what a turn is about (off-topic talk, occasions, design talk, questions, the
 * story). Left out: `routing` and `handoff` (which helper answers: they restate the studio-business and design cues
 * these hold), `morphology` (word endings, not turns).
 */
export const TURN_PATTERN_FILES = ['off-topic', 'occasions', 'occasion-phrases', 'design-talk', 'asking', 'turn-decision', 'story', 'studio-visits'];

/** A lexicon entry as turnWords() spells it: lower case, no apostrophes, split into words. */
const spell = (entry: string): string[] => entry.toLowerCase().replace(/['\u2019]/g, '').split(/[^\p{L}\p{N}*]+/u).filter(Boolean);

interface LexiconIndex {
  /** One-word entries: the word → the classes it is in ("kinship.parents"). */
  single: Map<string, string[]>;
  /** Entries of several words, by their first word: the words after it and the class. */
  phrases: Map<string, { rest: string[]; ref: string }[]>;
  /** Starred stems ("itch*": itchy, itching) and their class. */
  stems: { stem: string; ref: string }[];
}

let lexiconIndex: LexiconIndex | undefined;

function buildLexiconIndex(): LexiconIndex {
  const index: LexiconIndex = { single: new Map(), phrases: new Map(), stems: [] };
  const add = (map: Map<string, string[]>, key: string, ref: string): void => {
    const refs = map.get(key);
    if (!refs) map.set(key, [ref]);
    else if (!refs.includes(ref)) refs.push(ref);
  };
  for (const [name, file] of Object.entries(LEXICON_FILES)) {
    if (NOT_A_CLASS.has(name)) continue;
    const classes: [string, string[]][] = 'words' in file ? [[name, file.words]] : Object.entries(file.classes).map(([k, w]) => [`${name}.${k}`, w]);
    for (const [ref, entries] of classes) {
      for (const entry of entries) {
        const parts = spell(entry);
        if (parts.length === 0) continue;
        if (parts.length === 1 && parts[0].endsWith('*')) index.stems.push({ stem: parts[0].slice(0, -1), ref });
        else if (parts.length === 1) add(index.single, parts[0], ref);
        else if (!parts.some((p) => p.endsWith('*'))) {
          const list = index.phrases.get(parts[0]) ?? [];
          list.push({ rest: parts.slice(1), ref });
          index.phrases.set(parts[0], list);
        }
      }
    }
  }
  return index;
}

/**
 * The lexicon classes each word of `words` (turnWords) belongs to, position by position: one-word entries, starred
 * stems, and entries of several words (each counted at its first word: "payment plan" → studio.money at "payment").
 */
export function lexiconClasses(words: readonly string[]): string[][] {
  lexiconIndex ??= buildLexiconIndex();
  const { single, phrases, stems } = lexiconIndex;
  return words.map((word, i) => {
    const refs = [...(single.get(word) ?? [])];
    for (const { stem, ref } of stems) if (word.length > stem.length && word.startsWith(stem) && !refs.includes(ref)) refs.push(ref);
    for (const { rest, ref } of phrases.get(word) ?? []) {
      if (!refs.includes(ref) && rest.every((w, k) => words[i + 1 + k] === w)) refs.push(ref);
    }
    return refs;
  });
}

let turnPatterns: { ref: string; regex: RegExp }[] | undefined;

/** Each turn pattern compiled once, without the global or sticky flag (a feature needs only whether it matches). */
function compileTurnPatterns(): { ref: string; regex: RegExp }[] {
  return TURN_PATTERN_FILES.flatMap((file) =>
    Object.keys(PATTERN_FILES[file].patterns).map((id) => {
      const ref = `${file}.${id}`;
      const definition = definitionOf(ref);
      return { ref, regex: new RegExp(patternSource(definition), (definition.flags ?? '').replace(/[gy]/g, '')) };
    }),
  );
}

/**
 * The patterns that match a turn, by file and id ("off-topic.studio-business"). Patterns are written over normalised
 * text (src/engine/patterns/README.md): lower case, straight apostrophes, one space between words.
 */
export function patternHits(text: string): string[] {
  turnPatterns ??= compileTurnPatterns();
  const normalised = text.toLowerCase().replace(/[\u2018\u2019\u02bc`´]/g, "'").replace(/\s+/g, ' ').trim();
  return turnPatterns.filter(({ regex }) => regex.test(normalised)).map(({ ref }) => ref);
}
