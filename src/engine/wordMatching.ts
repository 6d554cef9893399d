/**
 * Word-level text tools for the extraction engine: normalisation, tokens with clause boundaries,
 * plural folding and a bounded edit distance for misspellings.
 */
import spellings from './data/spellings.json';
import { lexiconKnows } from './nlp/tagger';
import { pattern } from './patterns/patterns';

export interface Token {
  /** Lower-case word, or a single punctuation mark for boundaries. */
  text: string;
  /** True for punctuation that ends a clause. */
  boundary: boolean;
}

/** Lower-cases and evens out the characters people type differently (curly quotes, &, dashes). */
export function normalizeText(text: string): string {
  return evenOutText(text.toLowerCase());
}

/**
 * Spellings of everyday words in Scots, Irish and South African English and in text-speak, read as
 * the standard word before anything is matched ("fae" → from, "doon" → down, "hw much" → how much,
 * "r u open" → are you open). Only whole words, and only forms that are not English words already (data/spellings.json).
 */
const DIALECT: Record<string, string> = spellings.dialect.words;
// (not inside a name: "tae kwon do", "ye olde")
const DIALECT_PATTERN = new RegExp(`(?<![\\w'-])(${Object.keys(DIALECT).join('|')})(?![\\w'-])(?! kwon| olde)`, 'gi');

/** "wantin", "fishin'": a dropped final g, restored when the -ing form is a word and the short one is not. */
const DROPPED_G = /(?<![\w'])([A-Za-z]{2,}[b-df-hj-np-tv-z])in'?(?![\w'])/g;

/** "me da" → "my da"; "open sat" → "open saturday": spellings read as standard only in context (patterns/standard-spelling.json). */
const ME_FOR_MY = pattern('standard-spelling.me-for-my');
const SAT_FOR_SATURDAY = pattern('standard-spelling.sat-for-saturday');

function standardSpelling(text: string): string {
  return (
    text
      // spoken hesitations between words carry nothing ("his um fishing rod")
      // (a bare "er" only before a comma: "the ER sign" keeps its letters)
      .replace(/(?<![\w'-])(?:u+m+|u+h+|uhm|e+r+m+|er(?=\s*,))(?![\w'-])[,\s]*/gi, '')
      .replace(DIALECT_PATTERN, (word: string) => {
        const standard = DIALECT[word.toLowerCase()];
        return /^[A-Z]/.test(word) ? standard.charAt(0).toUpperCase() + standard.slice(1) : standard;
      })
      // Scots "o" for "of" between two words ("every summer o his life"); "me" for "my" before a relation ("me da").
      .replace(/(?<=[a-z] )o(?= [a-z])/gi, 'of')
      .replace(ME_FOR_MY, '$1y ')
      // ("r u open sat", "this sat": the day only after a word that names a time, not "the cat sat")
      .replace(SAT_FOR_SATURDAY, 'saturday')
      .replace(DROPPED_G, (word: string, stem: string) => (!lexiconKnows(word.replace(/'$/, '').toLowerCase()) && lexiconKnows(`${stem.toLowerCase()}ing`) ? `${stem}ing` : word))
  );
}

/** normalizeText without lower-casing: for the part-of-speech tagger, which reads capitals as names. */
export function evenOutText(text: string): string {
  return standardSpelling(text)
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/&/g, ' and ')
    .replace(/\+/g, ' and ')
    .replace(/[\u2013\u2014]/g, ', ')
    // ("AK-47", "F-16", "B-52": letters joined to a number by a hyphen are one model name)
    .replace(/\b([A-Za-z]{1,3})-(\d{1,4})\b/g, '$1$2')
    .replace(/(\w)[-/](?=\w)/g, '$1 ');
}

/**
 * Words may carry accents ("crème brûlée", "café") and digits after their first letter (model
 * names: "F3", "AK47"); a number is its own token ("a 747", "two year chip").
 */
const TOKEN_PATTERN = /(\d+(?:[.,]\d+)?)|([a-z\u00e0-\u00f6\u00f8-\u017f][a-z\u00e0-\u00f6\u00f8-\u017f'\d]*)|([,.;:!?()"\n])/g;

/** Splits normalised text into words, numbers and clause-boundary punctuation. */
export function tokenize(normalized: string): Token[] {
  const tokens: Token[] = [];
  for (const match of normalized.matchAll(TOKEN_PATTERN)) {
    if (match[1] !== undefined) tokens.push({ text: match[1].replace(',', '.'), boundary: false });
    else if (match[2] !== undefined) {
      const word = match[2].replace(/^'+|'+$/g, '');
      if (word) tokens.push({ text: word, boundary: false });
    } else tokens.push({ text: match[3], boundary: match[3] !== '"' && match[3] !== "'" });
  }
  return tokens;
}

/** Plurals with no removable ending (data/spellings.json). */
const IRREGULAR_PLURALS: Record<string, string> = spellings.irregularPlurals.words;

/** Candidate singular forms of a word, most likely first (may include the word itself). */
export function singularForms(word: string): string[] {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return [irregular];
  const forms: string[] = [];
  if (word.length > 4 && word.endsWith('ies')) forms.push(`${word.slice(0, -3)}y`);
  if (word.length > 4 && /(?:ch|sh|ss|x|o)es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) forms.push(word.slice(0, -1));
  return forms;
}

/** Folds a phrase to singular words, for comparing keyword lists. */
export function foldPlurals(phrase: string): string {
  return phrase
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => singularForms(word)[0] ?? word)
    .join(' ');
}

/**
 * Optimal-string-alignment distance (edits incl. one adjacent swap), giving up early once
 * `limit` is exceeded — we only ever care whether two words are within 1 or 2 edits.
 */
/** Reused distance matrix: extraction runs on every keystroke-sized message, so avoid garbage. */
let matrix = new Int32Array(32 * 32);

export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const rows = a.length + 1;
  const cols = b.length + 1;
  if (matrix.length < rows * cols) matrix = new Int32Array(rows * cols * 2);
  const d = matrix;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    let rowMin = Number.POSITIVE_INFINITY;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(d[(i - 1) * cols + j] + 1, d[i * cols + j - 1] + 1, d[(i - 1) * cols + j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[(i - 2) * cols + j - 2] + 1);
      d[i * cols + j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
  }
  return d[rows * cols - 1];
}

/** Shortest word we try to spell-correct: below this, one edit turns one real word into another. */
export const MIN_FUZZY_LENGTH = 5;
/** From this length on, two edits are still an unambiguous misspelling. */
export const TWO_EDIT_LENGTH = 8;

/** Edits allowed between a typed word and a dictionary word of the given length. */
export const allowedEdits = (length: number): number => (length >= TWO_EDIT_LENGTH ? 2 : length >= MIN_FUZZY_LENGTH ? 1 : 0);

/** Dictionary words grouped by first letter (misspellings keep the first letter, see closestWord). */
export type SpellingIndex = ReadonlyMap<string, readonly string[]>;

export function buildSpellingIndex(words: readonly string[]): SpellingIndex {
  const index = new Map<string, string[]>();
  for (const word of words) {
    if (word.length < MIN_FUZZY_LENGTH) continue;
    const bucket = index.get(word[0]) ?? [];
    bucket.push(word);
    index.set(word[0], bucket);
  }
  return index;
}

/** QWERTY rows: a slip hits a key next to the right one. */
const KEY_ROWS = ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
const KEY_POSITION = new Map<string, [number, number]>(KEY_ROWS.flatMap((row, r) => [...row].map((key, c): [string, [number, number]] => [key, [r, c]])));

/** Whether two letters are neighbours on the keyboard (same row ±1, or the row above/below, offset by half a key). */
export function keyboardNeighbours(a: string, b: string): boolean {
  const pa = KEY_POSITION.get(a);
  const pb = KEY_POSITION.get(b);
  if (!pa || !pb) return false;
  const rows = Math.abs(pa[0] - pb[0]);
  if (rows === 0) return Math.abs(pa[1] - pb[1]) === 1;
  if (rows > 1) return false;
  // Lower rows sit half a key to the right: 'q' touches 'a', 'w' touches 'a' and 's'.
  const [upper, lower] = pa[0] < pb[0] ? [pa, pb] : [pb, pa];
  return lower[1] === upper[1] || lower[1] === upper[1] - 1;
}

/** Longest word for which one wrong letter must be a keyboard slip to count as a typo ("ramen" is not "raven"). */
const SLIP_ONLY_LENGTH = 6;
const VOWELS = new Set(['a', 'e', 'i', 'o', 'u', 'y']);

/** For same-length words one substitution apart: the two differing letters, else undefined. */
function substitution(a: string, b: string): [string, string] | undefined {
  if (a.length !== b.length) return undefined;
  let found: [string, string] | undefined;
  for (let i = 0; i < a.length; i++) {
    if (a[i] === b[i]) continue;
    if (found) return undefined;
    found = [a[i], b[i]];
  }
  return found;
}

/**
 * Closest dictionary word within the allowed edits, or undefined when none or when two
 * candidates tie (an ambiguous correction is worse than none). Words must share the first letter:
 * people rarely misspell the start of a word, and it keeps real words apart. A tie between a
 * dropped letter and a wrong letter goes to the dropped letter, the commoner slip ("geometrc").
 */
export function closestWord(word: string, index: SpellingIndex): string | undefined {
  if (word.length < MIN_FUZZY_LENGTH) return undefined;
  let best: string | undefined;
  let bestScore = Number.POSITIVE_INFINITY;
  let tie = false;
  for (const candidate of index.get(word[0]) ?? []) {
    const limit = word.length >= MIN_FUZZY_LENGTH + 2 ? allowedEdits(candidate.length) : allowedEdits(Math.min(candidate.length, word.length));
    if (limit === 0) continue;
    const distance = editDistance(word, candidate, limit);
    if (distance > limit) continue;
    // Two slips in one word keep its ending ("elefant" → elephant); a different last letter makes it
    // another word ("snowdon" is a mountain, not "snowdrop").
    const lastLetter = candidate[candidate.length - 1];
    if (distance === 2 && word[word.length - 1] !== lastLetter && singularForms(word).every((w) => w[w.length - 1] !== lastLetter)) continue;
    // A short word one letter off is a typo only when the keys are neighbours or both letters are
    // vowels: an unknown word one far-apart consonant from a listed one is another word ("ramen").
    const swapped = word.length <= SLIP_ONLY_LENGTH && distance === 1 ? substitution(word, candidate) : undefined;
    // (a wrong vowel is the commonest spelling slip of all: "tigar", "midium")
    if (swapped && !keyboardNeighbours(swapped[0], swapped[1]) && !(VOWELS.has(swapped[0]) && VOWELS.has(swapped[1]))) continue;
    // Half a point less for a candidate exactly one letter longer: the user most likely dropped it.
    const score = distance - (candidate.length === word.length + 1 ? 0.5 : 0);
    if (score < bestScore) {
      best = candidate;
      bestScore = score;
      tie = false;
    } else if (score === bestScore && candidate !== best) tie = true;
  }
  return tie ? undefined : best;
}
