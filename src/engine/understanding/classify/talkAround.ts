/**
 * Classify: talk around the piece. Once there is a picture, a message part of which is answered rather than drawn (an
 * off-topic clause or a question) and whose other words bring nothing to the picture — no design word or liking, no
 * style or colour, no listed subject, no correction — is talk around the piece as a whole: "I work offshore, two on
 * two off on a rig …", "Head chef, 20 years on the pass. My hands are wrecked …", "Receptionist here on the front desk,
 * customer's card got declined, can she do a bank transfer instead?". (Before there is a picture nothing is dropped
 * this way unless the message opens as an introduction: a first message may be all story.)
 */

import type { TaggedWord } from '../../nlp/tagger';
import type { NormalisedMessage } from '../normalise/message';
import { PROPOSAL_ENTRIES, phrasePositions } from '../segment/phrases';
import type { SegmentedMessage } from '../segment/message';
import { CLAUSE_BREAKS, DESIGN_INTENT } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';
import { sentenceOnCalendar } from './circumstance';
import { alongTokens } from './designTalk';
import { bringsAThing, directsTheDrawing, tellsAPicture } from './talkAroundChecks';
import { pattern } from '../../patterns/patterns';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** A clause that opens on a thing rather than a subject that acts (see its pattern). */
const THING_OPENING = pattern('talk-around.thing-opening');
/** A greeting opening the message ('hi', 'hiya', 'g'day', 'wagwan', 'good morning', 'alright'), in the many Englishes customers write. */
const GREETING_FIRST = pattern('talk-around.greeting-first');

export interface TalkAroundInput {
  message: NormalisedMessage;
  segments: SegmentedMessage;
  asking: ReadonlySet<number>;
  offTopic: ReadonlySet<number>;
  /** What the off-topic cues themselves answer (before the speaker's life and calendar were set aside). */
  cuedOff: ReadonlySet<number>;
  hasPicture: boolean;
}

/** The message's words left once its answered parts are set aside, and what the checks ask of them. */
export interface MessageRest {
  tokens: WordToken[];
  tags: (TaggedWord | undefined)[];
  names: ReadonlySet<string>;
  corrections: { start: number; end: number }[];
  hasPicture: boolean;
  /** Indices of the message's words. */
  words: number[];
  /** Whether a token is answered rather than drawn. */
  answered: (k: number) => boolean;
  /** Indices of the words not answered. */
  rest: number[];
  restText: string;
  /** The rest without what someone will have along, for the checks of wishes and additions. */
  restFree: string;
  /** Tokens of what someone will have along ("she'd be in the car seat with a bottle and a dummy"). */
  along: Set<number>;
  /** Whether a token is in a sentence that puts an engagement on the calendar. */
  onCalendar: (k: number) => boolean;
  /** Something in the message is answered by the off-topic cues themselves, or asked. */
  cuedSomewhere: boolean;
  nothingAnswered: boolean;
  greetingIntro: boolean;
  fillerIntro: boolean;
}

/**
 * ("Can I pay half now and half on the day? Term doesn't pay out until the end of the month and the car needs a new
 * exhaust.": once there is a picture, a statement right after a sentence answered as a whole — opening on its subject,
 * the speaker or their things, with no design word, no proposal and no picture brought in with "with" — tells the
 * circumstance of that question; its things are the speaker's life, not the picture)
 */
function sentencesBesideQuestion(tokens: WordToken[], tags: (TaggedWord | undefined)[], words: number[], answeredFirst: (k: number) => boolean): Set<number> {
  const sentencesOf = new Map<number, number[]>();
  for (const k of words) sentencesOf.set(tokens[k].sentence, [...(sentencesOf.get(tokens[k].sentence) ?? []), k]);
  const order = [...sentencesOf.keys()].sort((a, b) => a - b);
  const besideQuestion = new Set<number>();
  for (let n = 1; n < order.length; n++) {
    const before = sentencesOf.get(order[n - 1])!;
    const these = sentencesOf.get(order[n])!;
    if (!(before.every(answeredFirst) || besideQuestion.has(order[n - 1])) || these.every(answeredFirst)) continue;
    const said = these.map((k) => tokens[k].text).join(' ');
    // (a clause with a verb of its own, not a picture told as a phrase: "Payday is not until the 30th", not "a fox too")
    const subjectOpens =
      these.some((k) => !!tags[k]?.verb && !tags[k]?.gerund && !tags[k]?.noun) &&
      !THING_OPENING.test(said);
    if (!subjectOpens || DESIGN_INTENT.test(said.replace(/\bwith my (?:elbows?|arms?|hands?|feet|foot|legs?|back|knees?|head)\b/g, ''))) continue;
    if (phrasePositions(these.map((k) => tokens[k]), PROPOSAL_ENTRIES).length > 0 || /\bwith (?:a|an|some)\b|\bin it\b/.test(said)) continue;
    besideQuestion.add(order[n]);
  }
  return besideQuestion;
}

/** The words not answered, with the linking words that belong to an answered clause set aside too. */
function unansweredWords(tokens: WordToken[], words: number[], answered: (k: number) => boolean, offTopic: ReadonlySet<number>): number[] {
  // ("… can she do a bank transfer instead?": a linking word closing an answered clause is part of it)
  // (and "and the X" closing the message right after an answered clause carries on its list — "three hours
  // with the crossing and the bus")
  const trailing = (k: number): boolean => {
    const at = words.indexOf(k);
    const andAt = [at, at - 1, at - 2].find((j) => j > 0 && tokens[words[j]]?.text === 'and');
    if (andAt === undefined || andAt < words.length - 3) return false;
    const before = words[andAt - 1];
    // (the clause before answered by an off-topic cue, in the same sentence — not a question: "how much? and the fox")
    return offTopic.has(before) && tokens[before].sentence === tokens[k].sentence && /^(?:the|a|an)$/.test(tokens[words[andAt + 1]]?.text ?? '');
  };
  // (and one opening the message right before an answered clause — "Also weather is so bad this week")
  const linkingOpener = (k: number): boolean => k === words[0] && CLAUSE_BREAKS.has(tokens[k].text) && words.length > 1 && answered(words[1]);
  const closesAnswered = (k: number): boolean => CLAUSE_BREAKS.has(tokens[k].text) && k > 0 && answered(k - 1) && (tokens[k + 1]?.boundary ?? true);
  return words.filter((k) => !answered(k) && !closesAnswered(k) && !linkingOpener(k) && !trailing(k));
}

/**
 * Whether a token is in a sentence that puts an engagement on the calendar ("The week after I'm at a star party in
 * Kielder"), its answered clauses aside ("She has a gig the week after and I don't want her arm sore"); read once per
 * sentence, as the checks ask it for every word.
 */
function calendarReader(tokens: WordToken[], answered: (k: number) => boolean): (k: number) => boolean {
  const calendarSentences = new Map<number, boolean>();
  return (k) => {
    const sentence = tokens[k].sentence;
    if (!calendarSentences.has(sentence)) {
      const unanswered = tokens.filter((t, j) => t.sentence === sentence && isWord(t) && !answered(j)).map((t) => t.text).join(' ');
      calendarSentences.set(sentence, sentenceOnCalendar(tokens, sentence) && !DESIGN_INTENT.test(unanswered));
    }
    return calendarSentences.get(sentence)!;
  };
}

/**
 * A first message that opens with a greeting or a filler and tells of the speaker's day or life — "Morning. Been out
 * on the hill since five with the dogs …", "alright um so i drive wagons for a living", "Ciao! I am barber in Napoli,
 * today was crazy" — brings nothing to draw unless it directs the drawing, tells of someone honoured or names a thing
 * kept: its a/an, "with the" and listed words are the day's, not a picture. (The same when only the speaker's life or
 * calendar was set aside, nothing asked or cued — "hey um so im parked up at a truck stop … been thinkin about this
 * for like three years".)
 */
function introductions(restText: string, openToIntro: boolean): { greetingIntro: boolean; fillerIntro: boolean } {
  const said = restText.toLowerCase();
  const greetingIntro =
    openToIntro &&
    // (a greeting first — a filler alone, "um so like a uh hot air balloon i guess", opens a picture as often as not)
    GREETING_FIRST.test(said) &&
    (/\b(?:i|i'm|im|i've|ive|i am|we|we're|me|my)\b/.test(said) || /\b[a-z]+ here from\b|^\S+ (?:\S+ )?(?:fella|lad|lass|girl|guy|bloke|mate) here\b/.test(said));
  // (and a first message that opens with a filler and tells of the speaker — "okay so um i work up at the mine …
  // twelve hour shifts" — with nothing brought in by a/an/some, which the checks below still look for)
  const fillerIntro = openToIntro && /^(?:okay|ok|so|um|uh|erm|right|well|yeah)(?: |$)/.test(said) && /\b(?:i|i'm|im|i've|ive|i am|we|we're)\b/.test(said);
  return { greetingIntro, fillerIntro };
}

/** What is left of the message once its answered parts are set aside (MessageRest). */
function messageRest(input: TalkAroundInput): MessageRest {
  const { message, segments, asking, offTopic, cuedOff, hasPicture } = input;
  const { tokens, names } = message;
  const { tags, corrections } = segments;
  const words = tokens.flatMap((t, k) => (isWord(t) ? [k] : []));
  const answeredFirst = (k: number): boolean => offTopic.has(k) || asking.has(tokens[k].sentence);
  const besideQuestion = hasPicture ? sentencesBesideQuestion(tokens, tags, words, answeredFirst) : new Set<number>();
  const answered = (k: number): boolean => answeredFirst(k) || besideQuestion.has(tokens[k].sentence);
  // (something in it must be answered by the cues themselves or asked: the speaker's life and calendar alone, set
  // aside before, never make the rest of a message talk around the piece)
  const cuedSomewhere = words.some((k) => cuedOff.has(k) || asking.has(tokens[k].sentence));
  const rest = unansweredWords(tokens, words, answered, offTopic);
  const restText = rest.map((k) => tokens[k].original).join(' ');
  // (not a listed word inside an engagement on the calendar — "The week after I'm at a star party in Kielder")
  const along = cuedSomewhere ? alongTokens(tokens) : new Set<number>();
  const restFree = rest.filter((k) => !along.has(k)).map((k) => tokens[k].original).join(' ');
  const nothingAnswered = rest.length === words.length;
  const openToIntro = !hasPicture && (nothingAnswered || !cuedSomewhere);
  const { greetingIntro, fillerIntro } = introductions(restText, openToIntro);
  const onCalendar = calendarReader(tokens, answered);
  return {
    tokens, tags, names, corrections, hasPicture, words, answered, rest, restText, restFree, along, onCalendar,
    cuedSomewhere, nothingAnswered, greetingIntro, fillerIntro,
  };
}

/** Whether the message, once there is a picture (or as an introduction), is talk around the piece as a whole. */
export function talkAroundThePiece(input: TalkAroundInput): boolean {
  const said = messageRest(input);
  const { hasPicture, cuedSomewhere, nothingAnswered, greetingIntro, fillerIntro, restText } = said;
  // (and any first message whose speaker's life was set aside, the rest told in the first person — "its like
  // 3am im on my break on nights um i cant sleep when i get home" — still held to the checks below)
  const lifeIntro = !hasPicture && !cuedSomewhere && !nothingAnswered && /\b(?:i|i'm|im|i've|ive|i am|we|we're)\b/.test(restText.toLowerCase());
  // (before there is a picture, only a message with a question or an off-topic cue in it: a first message told
  // as all story is the design — "graces hill at dawn" — but "my friend got a koi done at a party and it looks like
  // a sausage with fins, can that be fixed?" or "on my lunch at the warehouse, quick q" is talk before the question;
  // nor a first message that opens with a greeting and tells only of the speaker: "Hi! I moved to Winnipeg from
  // Manila six years ago and the winters still shock me lol", "Hello, I'm NUS student, exams finish next week")
  if (!(hasPicture || (cuedSomewhere && !nothingAnswered) || greetingIntro || fillerIntro || lifeIntro)) return false;
  return !tellsAPicture(said) && !bringsAThing(said) && !directsTheDrawing(said);
}
