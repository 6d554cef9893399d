/** Extract: the choice fields — style, body zone, size, colours — and the exact spot of a placement. */

import type { TaggedWord } from '../../nlp/tagger';
import { sizeNamedKind } from './openSubjects';
import { negationContext } from '../judge/negation';
import { extractQuotes } from '../normalise/quotes';
import { prepareTokens } from '../normalise/spelling';
import { findMentions, IGNORED_ENTRIES, phrasePositions } from '../segment/phrases';
import { MONTHS, NON_SUBJECT_NOUNS, PERSON_WORDS, PET_WORDS, PHRASE_ENDERS } from '../sharedWords';
import { type ChoiceField, isWord, type Mention, type WordToken } from '../tokens';
import { FIELD_VOCABULARIES } from '../vocabularies';
import choiceWords from './data/choice-words.json';
import { normalizeText, tokenize } from '../../wordMatching';
import { pattern } from '../../patterns/patterns';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** A word before 'back' that makes it the body zone (see its pattern). */
const BACK_ANCHORS = pattern('choice-contexts.back-anchors');
/** What a size word may be said of in passing — a vehicle, a pram, a dog, a group ('ute's big', 'the van is huge') — not the piece. */
const VEHICLE_OR_GROUP_WORD = pattern('choice-contexts.vehicle-or-group');
/** A verb before 'my hand' that makes it a hand shaken or held ('the mayor shook my hand', 'she held my hand'): no placement. */
const HAND_HELD = pattern('choice-contexts.hand-held');
/** A word before a body spot that is also an everyday noun (see its pattern). */
const OWN_SPOT_BEFORE = pattern('choice-contexts.own-spot-before');
/** A word after a size word that makes it a person or an idiom ('a big softie', 'a big fan', 'no big deal', 'a big step'): it sizes no piece. */
const NOT_A_SIZED_PIECE = pattern('choice-contexts.not-a-sized-piece');
/** A word after 'little' or 'big' that makes it an idiom or a feeling ('a little bit', 'little more', 'big fan', 'a little nervous'), not a size. */
const LITTLE_BIG_IDIOM = pattern('choice-contexts.little-big-idiom');


/** Body spots that are also everyday nouns ("a hand holding a rose"); this and the sets below: data/choice-words.json. */
const ANCHORED_SPOTS = new Set(choiceWords.anchoredSpots.words);

/** Words whose slot meaning depends on the words around them. */
export function isFalseFriend(tokens: WordToken[], mention: Mention, names: ReadonlySet<string> = new Set()): boolean {
  const word = tokens[mention.start].text;
  const before = tokens[mention.start - 1]?.text ?? '';
  const after = tokens[mention.end]?.text ?? '';
  if (mention.end - mention.start > 1) return false;
  // ("on my feet all day", "rushed off my feet" stand for work; "an off-the-shoulder dress" is a cut)
  if (mention.field === 'bodyZone' && /^(?:feet|foot)$/.test(word) && /^(?:on|off|to|back)$/.test(tokens[mention.start - 2]?.text ?? '') && /^(?:my|his|her|our|their|your)$/.test(before)) return true;
  if (mention.field === 'bodyZone' && /^(?:shoulder|shoulders)$/.test(word) && before === 'the' && tokens[mention.start - 2]?.text === 'off') return true;
  // ("a Mini Cooper", "a Grand Cherokee": a size word written with a capital inside the sentence, before another
  // capitalised word, is the first word of a name, not a size)
  if (mention.field === 'size' && names.has(word) && names.has(after)) return true;
  // ("a table leg", "the chair's arm": a zone word right after a piece of furniture is that thing's part)
  if (mention.field === 'bodyZone' && /^(?:table|chair|stool|piano|desk|sofa|couch|bed|cabinet|bench)$/.test(before)) return true;
  // ("Could it have the calf beside the post": a zone word had, shown or featured in the piece is a thing
  // drawn — the calf, the animal — not where it goes)
  if (mention.field === 'bodyZone' && /^(?:the|a)$/.test(before) && /^(?:have|has|show|shows|include|includes|feature|features)$/.test(tokens[mention.start - 2]?.text ?? '')) return true;
  // ("the mayor shook my hand", "she held my hand": a hand shaken or held is no placement)
  if (mention.field === 'bodyZone' && /^hands?$/.test(word) && /^(?:my|his|her|their|our|your)$/.test(tokens[mention.start - 1]?.text ?? '') && HAND_HELD.test(tokens[mention.start - 2]?.text ?? '')) return true;
  // "a hand holding a rose", "a foot long", "the neck of a guitar": zones only when they are the person's own.
  if (mention.field === 'bodyZone' && ANCHORED_SPOTS.has(word)) return !OWN_SPOT_BEFORE.test(before) || after === 'of' || ['sized', 'size'].includes(after);
  if (word === 'back') {
    return !(BACK_ANCHORS.test(before) || ['piece', 'tattoo', 'tattoos', 'area'].includes(after));
  }
  // ("my little brother", "her big sister": family, not a size)
  // ("a great white shark", "the big top": a size word that is part of a kind's name)
  if (mention.field === 'size' && sizeNamedKind(word, after)) return true;
  // ("Ute's big", "the van is huge": a size said of a vehicle or a group sizes no piece)
  // (the owner's "'s" may stay on the word — "ute's big" — or stand apart — "the van is huge")
  const sizedThing = /^(?:is|are|was|were|'s)$/.test(before) ? tokens[mention.start - 2]?.text ?? '' : before.replace(/'s$/, '');
  if (mention.field === 'size' && (/'s$/.test(before) || /^(?:is|are|was|were|'s)$/.test(before)) && VEHICLE_OR_GROUP_WORD.test(sizedThing)) return true;
  // ("got down on one knee" proposes marriage, not a placement)
  if (mention.field === 'bodyZone' && /^knees?$/.test(word) && /^(?:one|bended|a)$/.test(tokens[mention.start - 1]?.text ?? '') && tokens[mention.start - 2]?.text === 'on') return true;
  // ("a big baby", "a big softie", "a big fan", "no big deal": a size word before a person or an idiom sizes no piece)
  if (mention.field === 'size' && (PERSON_WORDS.has(after) || NOT_A_SIZED_PIECE.test(after))) return true;
  if (word === 'little' || word === 'big') return LITTLE_BIG_IDIOM.test(after) || (PERSON_WORDS.has(after) && !PET_WORDS.has(after) && after !== 'baby');
  if (word === 'side') return !['my', 'the', 'left', 'right'].includes(before);
  if (word === 'bright' || word === 'vivid') return ['idea', 'future', 'side'].includes(after);
  if (word === 'simple') return ['question', 'answer', 'as', 'enough'].includes(after);
  // A bare "colour" hints at a colourful piece, but not in "what colour", "any colour", "the colours fade".
  if (/^colou?rs?$/.test(word)) return ['what', 'which', 'any', 'the'].includes(before);
  return false;
}

/** Nouns that follow a zone word and stay about the placement ("hip bone", "arm piece", "shoulder blade"). */
const PLACEMENT_FOLLOWERS = new Set(choiceWords.placementFollowers.words);

/**
 * "his hip flask", "a back pack", "an arm chair": a zone word right before another noun is the
 * first half of that thing's name (the tagger must call the next word a plain noun, and it must
 * not be a placement word: "hip bone", "arm piece").
 */
export function zoneInCompound(tokens: WordToken[], tags: readonly (TaggedWord | undefined)[], mention: Mention): boolean {
  if (mention.end - mention.start !== 1) return false;
  const next = tokens[mention.end];
  const tag = tags[mention.end];
  if (!next || !isWord(next) || !tag?.noun || tag.pronoun || tag.proper || tag.verb || tag.adjective) return false;
  const word = next.original;
  if (word.length < 3 || NON_SUBJECT_NOUNS.has(word) || PLACEMENT_FOLLOWERS.has(word) || PHRASE_ENDERS.has(word) || MONTHS.has(word)) return false;
  return !FIELD_VOCABULARIES.bodyZone.has(word) && !FIELD_VOCABULARIES.size.has(word);
}

const NUMBER_WORDS: Record<string, number> = choiceWords.numberWords.values;

const UNIT_CM: Record<string, number> = choiceWords.unitsInCentimetres.values;

const MEASURE_PATTERN = pattern('measured-size.measure');

/** A number written as a word (every one of NUMBER_WORDS but "half"). */
const NUMBER_WORD = new RegExp(`\\b(${Object.keys(NUMBER_WORDS).filter((w) => w !== 'half').join('|')})\\b`, 'g');

/** "10 x 15 cm", "about 3 inches", "five centimetres" → size by the longest side. */
export function measuredSize(normalized: string): number | undefined {
  const withDigits = normalized.replace(NUMBER_WORD, (w) => String(NUMBER_WORDS[w]));
  let longest: number | undefined;
  for (const match of withDigits.matchAll(MEASURE_PATTERN)) {
    const unit = UNIT_CM[match[3].replace(/\s/g, '')] ?? 1;
    if (match[3] === 'in' && /in\s+(?:my|the|a|an|color|colour|black)\b/.test(withDigits.slice(match.index + match[0].length - 2))) continue;
    const sides = [Number(match[1]), Number(match[2] ?? match[1])];
    const cm = Math.max(...sides) * unit;
    longest = Math.max(longest ?? 0, cm);
  }
  return longest;
}

/** Zone words that are the zone itself (or a piece type): nothing more exact to keep. */
const GENERIC_ZONE_PHRASES = new Set(choiceWords.genericZonePhrases.words);

/** The exact spot a zone mention names when it is more than the zone ("inner wrist", "behind the ear"). */
export function exactSpot(tokens: WordToken[], mention: Mention): string | undefined {
  if (mention.start >= tokens.length) return undefined;
  const words = tokens.slice(mention.start, mention.end).map((t) => t.text);
  const phrase = words.join(' ');
  if (GENERIC_ZONE_PHRASES.has(phrase)) return undefined;
  // "my left wrist": keep the side too.
  const side = ['left', 'right'].includes(tokens[mention.start - 1]?.text ?? '') ? `${tokens[mention.start - 1].text} ` : '';
  return `${side}${words.map((w) => (w === 'my' ? 'the' : w)).join(' ')}`;
}

/**
 * Every option of a field the text names and does not negate, in order of appearance
 * ("traditional vs neo-traditional" → both). For questions that compare options.
 */
export function mentionedOptions(text: string, field: ChoiceField): string[] {
  const tokens = prepareTokens(tokenize(normalizeText(extractQuotes(text).rest)));
  const ignored = new Set<number>();
  for (const { start, end } of phrasePositions(tokens, IGNORED_ENTRIES)) for (let k = start; k < end; k++) ignored.add(k);
  const values: string[] = [];
  for (const mention of findMentions(tokens, FIELD_VOCABULARIES[field], ignored, field)) {
    if (isFalseFriend(tokens, mention) || negationContext(tokens, mention.start).negated) continue;
    if (!values.includes(mention.value)) values.push(mention.value);
  }
  return values;
}
