/**
 * The engine's word classes, read from the JSON files of this folder (README.md says how to add a word).
 *
 * A reference names a whole file (`kinship`) or one class in it (`kinship.parents`). Code and patterns ask for
 * words with a small set expression: `kinship + animals-kept + 'best' - 'family'` is every word of both files, the
 * word "best", and not "family" — so a rule that needs a class with a few words more or fewer says so where it is
 * used, and every word is still written in one lexicon only (lexicon.test.ts checks it).
 */
import { LEXICON_FILES, type LexiconFile } from './files';

export type { LexiconFile };

function resolve(ref: string): readonly string[] {
  const [name, part] = ref.split('.');
  const file = LEXICON_FILES[name];
  if (!file) throw new Error(`unknown lexicon "${name}"`);
  if ('words' in file) {
    if (part) throw new Error(`lexicon "${name}" has no classes`);
    return file.words;
  }
  if (!part) return Object.values(file.classes).flat();
  const words = file.classes[part];
  if (!words) throw new Error(`lexicon "${name}" has no class "${part}"`);
  return words;
}

/** A term of an expression: a reference, or a quoted word. */
const TERM = /^\s*([+-])?\s*(?:'((?:[^'\\]|\\.)*)'|([a-z][a-z-]*(?:\.[a-z][a-z-]*)?))\s*/;

const cache = new Map<string, readonly string[]>();

/** The words of a set expression (`a + b.c + 'word' - 'other'`), in order, each once. */
export function words(expression: string): readonly string[] {
  let result = cache.get(expression);
  if (result) return result;
  const kept: string[] = [];
  const removed = new Set<string>();
  let rest = expression;
  let first = true;
  while (rest.trim()) {
    const match = TERM.exec(rest);
    if (!match || (!first && !match[1])) throw new Error(`cannot read the word expression "${expression}"`);
    const terms = match[2] !== undefined ? [match[2].replace(/\\(.)/g, '$1')] : resolve(match[3]);
    if (match[1] === '-') for (const w of terms) removed.add(w);
    else kept.push(...terms);
    rest = rest.slice(match[0].length);
    first = false;
  }
  result = [...new Set(kept)].filter((w) => !removed.has(w));
  cache.set(expression, result);
  return result;
}

/** The same words as a set, for membership tests (a starred stem is for patterns only, and is left out). */
export const wordSet = (expression: string): ReadonlySet<string> => new Set(words(expression).filter((w) => !w.endsWith('*')));

const escape = (word: string): string => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A regular-expression alternation of the words, `(?:a|b|c)`, longest first so a word is never cut short by a
 * shorter one it starts with. A word ending in `*` stands for every word it begins ("itch*": itchy, itching).
 */
export function alternation(expression: string): string {
  const sorted = [...words(expression)].sort((a, b) => b.length - a.length);
  return `(?:${sorted.map((w) => (w.endsWith('*') ? `${escape(w.slice(0, -1))}\\w*` : escape(w))).join('|')})`;
}
