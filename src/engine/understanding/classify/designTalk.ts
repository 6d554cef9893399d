/** Classify: what marks design talk — a wish, a liking, the one the piece is for, a picture told as a phrase. */

import { compilePattern } from '../../patterns/compile';
import { pattern } from '../../patterns/patterns';
import { lexiconTag, type TaggedWord } from '../../nlp/tagger';
import { RELATIONS } from '../../occasionCues';
import { ABSTRACT_ENDING, DETERMINERS, GREETINGS, KEEPING_VERBS, PERSON_WORDS, PET_WORDS, SCENE_POSES } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** A particle after a pose verb in a scene told with its noun (see its pattern). */
const POSE_PARTICLE = pattern('scenes.pose-particle');
/** A particle after a pose verb that opens a scene with its subject dropped (see its pattern). */
const DROPPED_SUBJECT_PARTICLE = pattern('scenes.dropped-subject-particle');


/**
 * A message that tells of the one the piece is for: a sentence whose subject is "he", "she", "they" or
 * a family member or pet ("She loved her Morris Minor", "he rode it till the end",
 * "my nan grew sweet peas"). What that person loved is what a memorial or dedication draws. A friend's or colleague's
 * news ("my friend got a koi done", "my manager has opinions") is not.
 */
export const HONOURED_ONE = pattern('design-talk.honoured-one');

export function tellsOfTheOneHonoured(tokens: WordToken[]): boolean {
  const sentences = new Map<number, WordToken[]>();
  for (const token of tokens) if (isWord(token)) sentences.set(token.sentence, [...(sentences.get(token.sentence) ?? []), token]);
  return [...sentences.values()].some((sentence) => {
    const text = sentence.map((t) => t.text).join(' ').replace(/^(?:and|so|oh|well|yeah|also|but|plus) /, '');
    // (nor an ex, a boss or a landlord: "my ex and I just split and he kept the climbing gym membership")
    if (pattern('design-talk.not-the-honoured').test(text)) return false;
    // (or a thing of theirs opening it, "his lucky fishing lure, the orange one", or "he"/"she" doing what they did
    // anywhere in it, "the road where he used to ride")
    const head = text.split(' ');
    // (what they say or think of the piece is their say, not their story: "My wife says I spend too much on eBay")
    if (pattern('design-talk.their-say').test(head[/^(?:my|our|his|her|their)$/.test(head[0]) ? 2 : 1] ?? '')) return false;
    const kin = /^(?:my|our|his|her|their)$/.test(head[0]) && (RELATIONS.has(head[1]) || PET_WORDS.has(head[1]));
    return kin || HONOURED_ONE.test(text) || /^(?:his|her|their) [a-z]/.test(text) || sentence.some((t, k) => /^(?:he|she)$/.test(t.text) && !!sentence[k + 1] && (lexiconTag(sentence[k + 1].original) === 'PastTense' || /^(?:used|always|would|never|loved|kept|had|still)$/.test(sentence[k + 1].text)));
  });
}

export function nounPhraseOnly(tokens: WordToken[], tags: readonly (TaggedWord | undefined)[], words: number[]): boolean {
  // (an -ing word in front of a noun is no verb of the message — "the hiking boots we wore that day")
  const gerundBeforeNoun = (k: number): boolean =>
    !!tags[k]?.gerund && !!tags[k + 1]?.noun && !tags[k + 1]?.pronoun && DETERMINERS.has(tokens[k - 1]?.text ?? '');
  const firstVerb = words.find((k) => tags[k]?.verb && !(tokens[k].text === 'like' && k === words[words.length - 1]) && !gerundBeforeNoun(k));
  if (firstVerb === undefined) return true;
  // (a list of short fragments — "Marking gauge. Dovetail saw." — each of one to three words, no pronoun,
  // ending in a noun or in a head the tagger reads as a verb after a noun)
  const bySentence = new Map<number, number[]>();
  for (const k of words) bySentence.set(tokens[k].sentence, [...(bySentence.get(tokens[k].sentence) ?? []), k]);
  const fragment = (ks: number[]): boolean => {
    const last = ks[ks.length - 1];
    const head =
      !!tags[last]?.noun || (!!tags[last]?.verb && ks.length > 1 && (!!tags[last - 1]?.noun || !!tags[last - 1]?.gerund) && !tags[last - 1]?.pronoun);
    const plain = ks.every((k) => !tags[k]?.pronoun && !PERSON_WORDS.has(tokens[k].text) && !GREETINGS.has(tokens[k].text));
    return ks.length <= 3 && plain && head && !tags[last]?.pronoun && !tags[last]?.adjective;
  };
  if (bySentence.size > 1 && [...bySentence.values()].every(fragment)) return true;
  // (a scene — a noun phrase, then a participle with its particle: "ginger tabby curled up in a fruit bowl",
  // "With curly wood shavings coming off the blade"; not the speaker's things, "my car packed in")
  const filler = compilePattern(String.raw`^@{chat.fillers + 'and' + 'oh' + 'also' + 'plus' + 'so' + 'with' + 'maybe' + 'just'}$`);
  const lead = words.find((k) => !filler.test(tokens[k].text));
  const before = words.filter((k) => k < firstVerb);
  if (
    lead !== undefined &&
    firstVerb > lead &&
    SCENE_POSES.test(tokens[firstVerb].original) &&
    // (or the pose ending the message — "and churchkhela hanging")
    (POSE_PARTICLE.test(tokens[firstVerb + 1]?.text ?? '') || firstVerb === words[words.length - 1]) &&
    (!!tags[firstVerb - 1]?.noun || !!tags[firstVerb - 1]?.adjective) && !tags[firstVerb - 1]?.pronoun &&
    // (the weather and the roads come down and back up too: small talk)
    !compilePattern(String.raw`^@{weather + small-talk + 'weather' + 'prices'}$`).test(tokens[firstVerb - 1].text) &&
    !tags[firstVerb - 1]?.proper &&
    !PERSON_WORDS.has(tokens[firstVerb - 1].text) &&
    !compilePattern(String.raw`^@{grammar.subject-pronouns + 'my' + 'our' + 'your' + 'this' + 'that'}$`).test(tokens[lead].text) &&
    before.every((k) => !tags[k]?.pronoun || DETERMINERS.has(tokens[k].text))
  )
    return true;
  // (a scene with its subject dropped, opening on the pose and its particle — "curled up in his radiator bed" —
  // with no first person in it)
  if (words.length > 0 && words[0] === firstVerb && SCENE_POSES.test(tokens[firstVerb].original) && DROPPED_SUBJECT_PARTICLE.test(tokens[firstVerb + 1]?.text ?? '') && !words.some((k) => /^(?:i|i'm|im|me|my|we|our|us|you|your)$/.test(tokens[k].text)) && !words.some((k) => k > firstVerb + 1 && tags[k]?.verb && !tags[k]?.gerund && !tags[k]?.noun)) return true;
  const opening = words.find((k) => !/^(?:and|oh|also|plus|so|um|uh|erm)$/.test(tokens[k].text));
  // (a participle opening the fragment describes its noun — "And crossed drumsticks over the top" — when no
  // other verb follows)
  if (
    opening !== undefined && opening === firstVerb && /^[a-z]{3,}(?:ed|en)$/.test(tokens[opening].original) && (!!tags[opening + 1]?.noun || (!!tags[opening + 1]?.gerund && !!tags[opening + 2]?.noun)) && !tags[opening + 1]?.pronoun &&
    !words.some((k) => k > opening && tags[k]?.verb && !tags[k]?.gerund && !tags[k]?.noun)
  )
    return true;
  if (opening === undefined || !/^(?:the|a|an|his|her|our|my|their|some)$/.test(tokens[opening].text)) return false;
  const relative = compilePattern(String.raw`^@{grammar.subject-pronouns + 'that' + 'which' + 'who' + 'whom' + 'where' + 'when' - 'it'}$`);
  return words.some((k) => k > opening + 1 && k < firstVerb && relative.test(tokens[k].text));
}

export function keepsThings(tokens: WordToken[], tags: readonly (TaggedWord | undefined)[]): boolean {
  return tokens.some((t, k) => {
    if (!KEEPING_VERBS.test(t.text)) return false;
    // ("had way too much prosecco": an amount had is something consumed, not kept)
    if (/^(?:way |far )?(?:too much|too many|so much|so many|a lot of|loads of|lots of|a few|a couple of)\b/.test(tokens.slice(k + 1, k + 5).map((w) => w.text).join(' '))) return false;
    let n = k + 1;
    // ("I have a 3 year old golden retriever": with an article, only the speaker's own, and a living thing or an object)
    if (/^(?:a|an|two|three|four|some)$/.test(tokens[n]?.text ?? '') && /^(?:i|we|i've|we've|ive|weve)$/.test(tokens[k - 1]?.text ?? '')) {
      n += 1;
      while (n < k + 6 && (tags[n]?.adjective || compilePattern(String.raw`^(?:\d+|@{numbers.units + 'year' + 'years' + 'yr' + 'month' + 'months' + 'week' + 'weeks' + 'old' + 'little' + 'big'})$`).test(tokens[n]?.text ?? '')) && !(tags[n]?.noun && !tags[n + 1]?.noun && !/^(?:year|years|month|months|week|weeks)$/.test(tokens[n]?.text ?? ''))) n += 1;
      const thing = tokens[n];
      return !!thing && isWord(thing) && !!tags[n]?.noun && !ABSTRACT_ENDING.test(thing.text) && !pattern('design-talk.not-kept-things').test(thing.text);
    }
    if (tags[n]?.adjective && !tags[n]?.noun) n += 1;
    const object = tokens[n];
    if (!object || !isWord(object) || !tags[n]?.noun || tags[n]?.pronoun || DETERMINERS.has(object.text)) return false;
    return !ABSTRACT_ENDING.test(object.text) && !pattern('design-talk.not-kept-abstractions').test(object.text);
  });
}

/**
 * what someone will have along, said of them in a clause of being, sitting or waiting — "she'd be in the
 * car seat with a bottle and a dummy", "I'll be by the pool with a cocktail", "the delivery man is here with the sofa",
 * "im best man with a speech" — is their circumstance, not a picture added with "with".
 */
const WITH_ALONG_LEAD = pattern('design-talk.along-lead');

/** The tokens of such a "with …" phrase, to its clause's end, and the clause of being before it. */
export function alongTokens(tokens: WordToken[]): Set<number> {
  const along = new Set<number>();
  for (let k = 1; k < tokens.length; k++) {
    if (tokens[k].text !== 'with' || !/^(?:a|an|the|her|his|my|their|some)$/.test(tokens[k + 1]?.text ?? '')) continue;
    let from = k - 1;
    while (from > 0 && !tokens[from - 1].boundary && tokens[from - 1].text !== ',') from -= 1;
    const before = tokens.slice(from, k).filter(isWord).map((t) => t.text).join(' ');
    if (!WITH_ALONG_LEAD.test(before)) continue;
    // (the clause of being itself too: "she'd be in the car seat" is where she will be, not a picture)
    for (let j = from; j < tokens.length && !tokens[j].boundary && (j < k || tokens[j].text !== ','); j++) along.add(j);
  }
  return along;
}

/** Who comes along, said beside a question about the visit: "with my mom", "with my mates". */
export const COMPANION_WITH = pattern('design-talk.companion-with');

/** The weather told "with" ("the ferry's off again with the gales"): no part of a picture. */
export const WEATHER_WITH = pattern('design-talk.weather-with');

/** Thinking about a tattoo at all, not about a picture: "been thinking about this for like three years". */
export const THINKING_OF_IT = pattern('design-talk.thinking-of-it');
