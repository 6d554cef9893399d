/** Occasions: misspelt cue words, "past away" and bare milestone verbs read as meant before scoring. */

import { lexiconKnows } from '../../../nlp/tagger';
import { RELATIONS } from './words';

/**
 * The words grief and good news turn on, which people type in a hurry or in a second language ("past away",
 * "passed awya", "funral", "graduted"): a word the lexicon does not know, one edit (a letter changed, added, dropped
 * or two swapped, the first letter kept) from one of these, is read as it.
 */
const CUE_WORDS = ['passed', 'passing', 'funeral', 'cremated', 'buried', 'graduated', 'miscarriage', 'memorial', 'remission', 'heaven', 'chemo', 'hospice', 'cancer'];

function oneEdit(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** Verbs of a milestone or an ending that a learner or a dialect leaves in the base form ("mi finish chemo", "my son just graduate"). */
const BARE_MILESTONE = /\b(just|finally|mi|me|i|he|she|they|we|[a-z]+) (graduate|finish|complete|retire|leave us|tie the knot|pass(?= (?:my|mi|the|her|his|their|our) (?:\w+ )?(?:test|exams?|finals|boards|licen[cs]e)\b)|beat|die|give birth|go to heaven)\b(?! (?:at|by|in the morning|work|school at|(?:\w+ )?(?:next|soon|tomorrow|in (?:a|an|\d+|two|three|four|five|six) )))/gi;

const PAST_OF: Record<string, string> = { graduate: 'graduated', finish: 'finished', complete: 'completed', retire: 'retired', pass: 'passed', beat: 'beat', die: 'died', 'give birth': 'gave birth', 'go to heaven': 'went to heaven', 'leave us': 'left us', 'tie the knot': 'tied the knot' };

/** Who may stand before a bare milestone verb: the speaker, a pronoun, a "just"/"finally", or a relation ("my wife give birth"). */
const BARE_SUBJECT = /^(?:just|finally|mi|me|i|he|she|they|we)$/i;

/** The text with misspelt cue words, "past away" and bare milestone verbs read as meant. */
export function tolerant(text: string): string {
  return text
    .replace(/\b(?:past|pass|pas|passd|pased|pasted|passt) (away|awya|awy)\b(?! (?:the|my|our|an?) (?:time|hours?|days?|evenings?|afternoon))/gi, 'passed $1')
    .replace(/\bpast (on|over)\b/gi, 'passed $1')
    // (a dropped final letter in creole and learner spelling: "jus", "las year"; "is die" for "died")
    .replace(/\bjus\b/gi, 'just')
    // (Scots "had tae put Biscuit doon")
    .replace(/\btae\b/gi, 'to')
    .replace(/\bdoon\b/gi, 'down')
    // (Scots "slipped awa", "passed awa", "wis" for "was")
    .replace(/\b(slipped|passed|gone|went) awa\b/gi, '$1 away')
    .replace(/\bwis\b/gi, 'was')
    .replace(/\blas (year|week|month|night|christmas|summer|winter|spring)\b/gi, 'last $1')
    .replace(/\b(?:is|was|has) die\b/gi, 'died')
    .replace(/\b(passed|passing) (?:awya|aawy|awy|awat|aways)\b/gi, '$1 away')
    .replace(/\b[A-Za-z]{5,}\b/g, (word) => {
      const lower = word.toLowerCase();
      if (lexiconKnows(lower) || lexiconKnows(lower.replace(/e?d$/, '')) || lexiconKnows(lower.replace(/s$/, ''))) return word;
      return CUE_WORDS.find((cue) => cue.length >= 5 && oneEdit(lower, cue)) ?? word;
    })
    .replace(BARE_MILESTONE, (match: string, who: string, verb: string) => (BARE_SUBJECT.test(who) || RELATIONS.has(who.toLowerCase()) ? `${/^m[ie]$/i.test(who) ? 'I' : who} ${PAST_OF[verb.toLowerCase()]}` : match))
    // (Patois and learner "mi" before a noun is "my": "mi pass mi exam")
    .replace(/\bmi (?=[a-z])/gi, 'my ')
    // (Scots function words: "went tae his rest", "efter forty year wi the company")
    .replace(/\btae\b/gi, 'to')
    // (Patois: "him drown off Treasure Beach", "mi granny a turn ninety")
    .replace(/\bhim (?=(?:drown|drowned|dead|die|died|pass|passed|gone)\b)/gi, 'he ')
    .replace(/\bhe drown\b/gi, 'he drowned')
    .replace(/\ba turn\b(?= (?:\d+|[a-z]+ty|eighteen|twenty-one)\b)/gi, 'turning')
    .replace(/\befter\b/gi, 'after')
    .replace(/\bwi\b(?= [a-z])/gi, 'with');
}
