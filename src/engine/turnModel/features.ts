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
 * - a few structural cues: ends with "?", opens with an interrogative or an inverted auxiliary,
 *   a first-person subject, a/an/some before a word, a design verb, a number, an emoji, the length.
 */

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

const INTERROGATIVES = new Set(['what', 'whats', 'how', 'hows', 'when', 'where', 'wheres', 'why', 'who', 'whos', 'which', 'whose', 'whom']);
const AUXILIARIES = new Set([
  'is', 'are', 'am', 'was', 'were', 'do', 'does', 'did', 'can', 'could', 'will', 'would', 'should', 'shall', 'may', 'might', 'must', 'have', 'has', 'had',
  'isnt', 'arent', 'dont', 'doesnt', 'didnt', 'cant', 'couldnt', 'wont', 'wouldnt', 'shouldnt',
]);
const FIRST_PERSON = new Set(['i', 'im', 'ive', 'id', 'ill', 'we', 'were', 'weve', 'wed', 'mi', 'me']);
const DETERMINERS = new Set(['a', 'an', 'some']);
const DESIGN_VERB = /^(?:draw|drew|drawn|drawing|draws|add|adds|added|adding|want|wants|wanted|wanting|wanna|put|puts|putting|include|includes|included|including)$/;
const EMOJI = /\p{Extended_Pictographic}/u;

/**
 * Word classes that carry across topics better than the words themselves: an off-topic turn a new writer
 * brings (a tacho, lambing, a mortgage deposit) shares no word with the sets, but it often shares a class —
 * money, a date or time of day, a duration, talk addressed to "you", the speaker's own past.
 */
export const FEATURE_OPTIONS = { classes: true };
const CLASSES: [string, RegExp][] = [
  ['money', /^(?:quid|bucks|dollars?|pounds?|euros?|grand|cash|card|deposit|price|cost|costs|pay|paid|paying|afford|budget|cheap|expensive|fee|fees|rate|rates)$/],
  ['date', /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thurs|fri|sat|sun|january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec|today|tomorrow|tonight|yesterday|weekend|morning|afternoon|evening|night|week|month|year|christmas|easter|summer|winter|spring|autumn|am|pm|\d{1,2}(?:am|pm|st|nd|rd|th))$/],
  ['duration', /^(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|ages|long|while)$/],
  ['you', /^(?:you|your|youre|yours|ya|yall|u|ur)$/],
  ['past', /^(?:was|were|had|did|went|got|been|\p{L}{3,}ed)$/u],
  ['modal', /^(?:can|could|will|would|should|shall|may|might|must|gonna|gotta)$/],
];

/** Lowercase words: curly quotes straightened, apostrophes dropped ("don't" → "dont"), digits kept. */
export function turnWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`´']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 0);
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
  if (words.some((w) => DESIGN_VERB.test(w))) out.add('s:design-verb');
  if (/\d/.test(text)) out.add('s:number');
  if (EMOJI.test(text)) out.add('s:emoji');
  if (FEATURE_OPTIONS.classes) {
    const classes = words.map((w) => CLASSES.find(([, re]) => re.test(w))?.[0]);
    for (const c of classes) if (c) out.add(`k:${c}`);
    // a word class next to its neighbour word: "how long" ~ "how many hours"
    for (let i = 0; i < words.length; i++) if (classes[i]) out.add(`kb:${i > 0 ? words[i - 1] : '<s>'} ${classes[i]}`);
    if (/[£$€]\s*\d/.test(text)) out.add('k:money');
  }
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
const CLAUSE_BREAK = /[.!?;:,\n()]+|\s[-–—]+\s|\b(?:and|but|so|or|also|plus|though|although|because|cause|cos|then)\b/i;
export function turnClauses(text: string): string[] {
  return text
    .split(CLAUSE_BREAK)
    .map((c) => c.trim())
    .filter((c) => turnWords(c).length > 0);
}
