/** Segment: fixed phrases found in the tokens — idioms to ignore, corrections, proposals — and longest-first vocabulary matching. */

import { isWord, matchesAt, type Mention, type WordToken } from '../tokens';
import { asPhrases, type PhraseIndex } from '../vocabularies';
import { normalizeText, tokenize } from '../../wordMatching';

/** Everyday phrases that contain slot words but mean something else. */
const IGNORED_PHRASES = [
  'arm and a leg', 'an arm and a leg', 'back to back', 'back in the day', 'back then', 'come back', 'get back', 'go back', 'going back', 'back and forth',
  'back of my mind', 'on the side', 'side note', 'big fan', 'big deal', 'a little bit', 'a little nervous', 'a little scared', 'a little worried',
  'little more', 'little less', 'close to my heart', 'from the heart', 'by heart', 'heart set on', 'in the sun', 'sun exposure', 'keep an eye on',
  'on the other hand', 'cross my mind', 'crossed my mind', 'the key is', 'big question', 'in general', 'color me', 'big step',
  'first tattoo', 'old school friend', 'back to you', 'back to me', 'get it done', 'looking back', 'bigger picture', 'big picture',
  'a little while', 'small talk', 'small thing', 'in the long run', 'life is', 'life was', 'my life', 'set in stone',
  'back of my head', 'know it by hand', 'hand in hand', 'hands down', 'first hand', 'second hand', 'by hand', 'hand drawn', 'hand poked', 'hand written',
  'hand lettered', 'hand lettering', 'pain in the neck', 'neck and neck', 'foot the bill',
  // blessings and oaths around a story: not pictures
  // a vehicle's or a room's back, not the person's ("the dog in the back", "out the back")
  'in the back', 'out the back', 'round the back', 'in the backseat',
  'god rest', 'god bless', 'thank god', 'oh god', 'god knows', 'omg', 'hold my hand', 'holding my hand', 'hold your hand', 'crossed the rainbow bridge', 'crossed over the rainbow bridge',
];

/** Phrases that announce a change of mind; mentions after them win. */
const CORRECTION_MARKERS = [
  'actually', 'change it to', 'change that to', 'change to', 'changed my mind', 'change of plans', 'switch to', 'switch it to', 'make it',
  'make that', "let's go with", 'lets go with', "let's do", 'lets do', 'go with', 'on second thought', 'on second thoughts', 'second thought',
  'scratch that', 'no wait', 'wait', 'rather', 'update', 'swap', 'replace', 'prefer', 'i mean', 'i meant', 'meant', 'correction', 'better idea', 'thinking again',
];

/** Inside a question these mean the user is choosing, not just asking. */
const PROPOSAL_CUES = [
  'i want', 'i would like', "i'd like", 'how about', 'what about', 'should i get', 'should i do', 'should i go', 'can i get', 'could i get', 'can i have',
  'could i have', 'can we', 'could we', 'can you do', 'can you make', 'can you draw', 'could you do', 'could you make', 'could you draw', 'would you do', 'make it', "let's", 'lets', "i'm thinking", 'im thinking', 'thinking of',
  'thinking about', 'i was thinking', 'maybe', 'look good', 'look cool', 'look better', 'work on', 'work for', 'work as', 'would it look',
  // "would it be weird with a croissant as well?", "what if we added a moon too?": asking about adding something is proposing it
  'would it be', 'would that be', 'would it work', 'is it weird', 'is that weird', 'is it too much', 'too much with', 'as well', 'what if', 'how would',
  // "any chance of adding a moon?", "is there room for a bee?", "do you think a dragonfly would suit it?": opinions sought on an addition
  'any chance of', 'room for', 'space for', 'what do you think about', 'what do you think of', 'do you think', 'do you reckon', 'would suit', 'work better', 'adding',
  // "his old kite, could that be in it?", "can she go in the design too?": asking for a thing to be in the piece
  'be in it', 'go in it', 'be in the design', 'go in the design', 'be in there', 'go in there', 'be part of it', 'feature in it', 'fit in it',
  // ("Would a light trap underneath be too much?", "would an L plate on the bumper be too silly?")
  'be too much', 'be too busy', 'be too silly', 'be too cluttered', 'be too cheesy', 'be too daft', 'be overkill', 'be a bit much',
];

export const IGNORED_ENTRIES = asPhrases(IGNORED_PHRASES.map((phrase) => tokenize(phrase).map((t) => t.text)));

export const CORRECTION_ENTRIES = asPhrases(CORRECTION_MARKERS.map((phrase) => tokenize(normalizeText(phrase)).map((t) => t.text)));

export const PROPOSAL_ENTRIES = asPhrases(PROPOSAL_CUES.map((phrase) => tokenize(normalizeText(phrase)).map((t) => t.text)));

/**
 * Longest-phrase-first matching of one vocabulary over tokens not yet used: "just black and grey"
 * reads as "black and grey", not "just black".
 */
export function findMentions(tokens: WordToken[], entries: PhraseIndex<string>, blocked: ReadonlySet<number>, field: Mention['field']): Mention[] {
  const candidates: Mention[] = [];
  for (let index = 0; index < tokens.length; index++) {
    if (blocked.has(index) || !isWord(tokens[index])) continue;
    for (const entry of tokens[index].forms.flatMap((form) => entries.get(form) ?? [])) {
      if (!matchesAt(tokens, index, entry.words)) continue;
      const end = index + entry.words.length;
      let free = true;
      for (let k = index; k < end; k++) if (blocked.has(k)) free = false;
      if (!free) continue;
      const fuzzy = tokens.slice(index, end).some((t) => t.fuzzy);
      candidates.push({ field, value: entry.value, confidence: entry.confidence, start: index, end, fuzzy });
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || b.confidence - a.confidence || a.start - b.start);
  const used = new Set<number>();
  const mentions: Mention[] = [];
  for (const candidate of candidates) {
    let overlaps = false;
    for (let k = candidate.start; k < candidate.end; k++) if (used.has(k)) overlaps = true;
    if (overlaps) continue;
    for (let k = candidate.start; k < candidate.end; k++) used.add(k);
    mentions.push(candidate);
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** Token positions of every occurrence of any of the phrases. */
export function phrasePositions(tokens: WordToken[], phrases: PhraseIndex<string>): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].boundary) continue;
    for (const { words } of tokens[i].forms.flatMap((form) => phrases.get(form) ?? [])) {
      if (matchesAt(tokens, i, words)) found.push({ start: i, end: i + words.length });
    }
  }
  return found;
}

/** "I'll wait till I'm back", "can't wait for": "wait" as a verb with its own time or object, not "wait, make it blue". */
export function waitingVerb(tokens: WordToken[], start: number): boolean {
  if (tokens[start].text !== 'wait') return false;
  return /^(?:till|until|til|'til|for|to|and|a|around|longer|ages|up|in|on|outside|list)$/.test(tokens[start + 1]?.text ?? '') || /^(?:i'll|ill|will|to|can't|cant|cannot|could|would|gonna|might|may|should|must|better|just|happy|have|had|we'll)$/.test(tokens[start - 1]?.text ?? '');
}
