/** Segment: fixed phrases found in the tokens — idioms to ignore, corrections, proposals — and longest-first vocabulary matching. */

import { isWord, matchesAt, type Mention, type WordToken } from '../tokens';
import { asPhrases, type PhraseIndex } from '../vocabularies';
import { normalizeText, tokenize } from '../../wordMatching';
import { pattern } from '../../patterns/patterns';
import phraseTable from './data/phrases.json';

/** Everyday phrases that contain slot words but mean something else. */
const IGNORED_PHRASES = phraseTable.ignored.groups.flatMap((group) => group.phrases);

/** Phrases that announce a change of mind; mentions after them win. */
const CORRECTION_MARKERS = phraseTable.corrections.groups.flatMap((group) => group.phrases);

/** Inside a question these mean the user is choosing, not just asking. */
const PROPOSAL_CUES = phraseTable.proposals.groups.flatMap((group) => group.phrases);

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

/** The words after and before "wait" that make it the verb (patterns/corrections.json). */
const WAIT_FOLLOWERS = pattern('corrections.wait-followers');
const WAIT_LEADERS = pattern('corrections.wait-leaders');

/** "I'll wait till I'm back", "can't wait for": "wait" as a verb with its own time or object, not "wait, make it blue". */
export function waitingVerb(tokens: WordToken[], start: number): boolean {
  if (tokens[start].text !== 'wait') return false;
  return WAIT_FOLLOWERS.test(tokens[start + 1]?.text ?? '') || WAIT_LEADERS.test(tokens[start - 1]?.text ?? '');
}
