/**
 * The learned turn classifier's features (issue #19, docs/engine-eval.md "Session 9"): what one
 * user turn looks like to the model. Pure and shared by the runtime scorer and the trainer, so the
 * two can never disagree on a feature.
 *
 * Every feature is a string hashed into 2^FEATURE_BITS buckets (collisions are rare at the few
 * thousand features the pruned model keeps, and cost only a little accuracy):
 * - lowercase word unigrams and bigrams (with start/end markers, so "how much …" differs from "… how much");
 * - character 3–5-grams inside each word, padded with ^ and $ — they carry typos, dialect and learner
 *   English ("past away", "mi finish chemo", "tatoo") that no word list spells;
 * - the engine's own vocabularies (hits.ts): each lexicon class a word belongs to (`k:kinship.parents`) and its
 *   lexicon (`k:kinship`), the class beside the word before it (`kb:how calendar.spans`), and each named pattern
 *   that matches (`p:off-topic.studio-business`) — the classes the rules are written in carry across topics better
 *   than words: a new writer's off-topic turn (a tacho, lambing, a mortgage deposit) seldom shares a word with the
 *   sets, but often a class;
 * - a few structural cues: ends with "?", opens with an interrogative or an auxiliary, a first-person subject,
 *   a/an/some before a word, a design verb, a number, an amount of money, a word in -ed, an emoji, the length.
 */
import { alternation, wordSet } from '../lexicon/lexicon';
import { lexiconClasses, patternHits } from './hits';

export const FEATURE_BITS = 18;
const MASK = (1 << FEATURE_BITS) - 1;

/** FNV-1a over UTF-16 code units: fast, deterministic everywhere, good enough spread for short strings. */
export function hashFeature(feature: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & MASK;
}

/** A lexicon expression as turnWords() spells its words (no apostrophes: "what's" → "whats"). */
const spelt = (expression: string): ReadonlySet<string> => new Set([...wordSet(expression)].map((w) => w.replace(/'/g, '')));

const INTERROGATIVES = spelt('grammar.question-words + grammar.question-words-rare');
const AUXILIARIES = spelt(
  'grammar.be-present + grammar.be-first-person + grammar.be-past + grammar.do + grammar.have + grammar.modals + grammar.modals-of-need' +
    ' + grammar.negated-auxiliaries',
);
const FIRST_PERSON = spelt("grammar.speaker-contractions + 'i' + 'we' + 'me' + 'mi'");
const DETERMINERS = spelt("grammar.articles + 'some'");
const DESIGN_VERBS = spelt("verbs.wanting + verbs.adding + 'add' + 'drawing'");
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * Lexicons whose words are the grammar of any sentence: their classes are features, but not beside the word before
 * (that pairing is what the word bigrams already say).
 */
const FUNCTION_WORD_LEXICONS = new Set(['grammar', 'chat']);

/** Switches for training variants (scripts/turn-model-variants.ts): `vocabulary` = the lexicon and pattern features. */
export const FEATURE_OPTIONS = { vocabulary: true };

/** Lowercase words: curly quotes straightened, apostrophes dropped ("don't" → "dont"), digits kept. */
export function turnWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
}

/** The lexicon classes the turn's words hit, each beside the word before it, and the named patterns it matches. */
function addVocabularyFeatures(text: string, words: readonly string[], out: Set<string>): void {
  const classes = lexiconClasses(words);
  for (let i = 0; i < words.length; i++) {
    for (const ref of classes[i]) {
      const lexicon = ref.split('.')[0];
      out.add(`k:${ref}`);
      if (lexicon !== ref) out.add(`k:${lexicon}`);
      // a class next to its neighbour word: "how long" ~ "how many hours"
      if (!FUNCTION_WORD_LEXICONS.has(lexicon)) out.add(`kb:${i > 0 ? words[i - 1] : '<s>'} ${ref}`);
    }
  }
  for (const ref of patternHits(text)) out.add(`p:${ref}`);
}

/** The feature strings of one turn (before hashing), each once. */
export function featureStrings(text: string): string[] {
  const words = turnWords(text);
  const out = new Set<string>();
  const padded = ['<s>', ...words, '</s>'];
  for (const w of words) out.add(`w:${w}`);
  for (let i = 0; i + 1 < padded.length; i++) out.add(`b:${padded[i]} ${padded[i + 1]}`);
  for (const w of words) {
    const p = `^${w}$`;
    for (let n = 3; n <= 5; n++) for (let i = 0; i + n <= p.length; i++) out.add(`c:${p.slice(i, i + n)}`);
  }
  const trimmed = text.trim();
  if (/\?\s*[\p{Extended_Pictographic}\s]*$/u.test(trimmed)) out.add('s:ends?');
  if (words.length > 0 && INTERROGATIVES.has(words[0])) out.add('s:opens-wh');
  if (words.length > 0 && AUXILIARIES.has(words[0])) out.add('s:opens-aux');
  if (words.some((w) => FIRST_PERSON.has(w))) out.add('s:first-person');
  if (words.some((w, i) => DETERMINERS.has(w) && i + 1 < words.length && /^\p{L}{3,}$/u.test(words[i + 1]))) out.add('s:det-noun');
  if (words.some((w) => DESIGN_VERBS.has(w))) out.add('s:design-verb');
  if (/\d/.test(text)) out.add('s:number');
  if (/[£$€]\s*\d/.test(text)) out.add('s:money-amount');
  if (words.some((w) => /^\p{L}{3,}ed$/u.test(w))) out.add('s:ed-word');
  if (EMOJI.test(text)) out.add('s:emoji');
  if (FEATURE_OPTIONS.vocabulary) addVocabularyFeatures(text, words, out);
  out.add(`s:len${words.length <= 3 ? 'short' : words.length <= 10 ? 'mid' : words.length <= 25 ? 'long' : 'verylong'}`);
  return [...out];
}

/** Hashed, deduplicated feature indices of one turn; each carries the value 1/sqrt(count). */
export function turnFeatures(text: string): number[] {
  return [...new Set(featureStrings(text).map(hashFeature))];
}

/**
 * The clauses of a turn, for the off-topic vote: split at sentence punctuation, commas and linking
 * words. Short pieces ("no wait", "black") are clauses too, and a piece the model does not read as
 * off-topic keeps the turn with the rules.
 */
// (the linking words, but not those that open a condition or a time, which stay with the clause they govern — "if its
// on my hand can i still hold a pen" — nor the contrastive adverbs, which seldom open one)
const CLAUSE_LINKS = alternation("grammar.linking-words - 'if' - 'unless' - 'when' - 'while' - 'whereas' - 'however' - 'yet' - 'instead' - 'rather'");
const CLAUSE_BREAK = new RegExp(`[.!?;:,\\n()]+|\\s[-–—]+\\s|\\b${CLAUSE_LINKS}\\b`, 'i');
export function turnClauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => turnWords(c).length > 0);
}
