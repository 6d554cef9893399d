/** Occasions: a sentence scored for a life event worth congratulating. */

import { wordSet } from '../../../lexicon/lexicon';
import { pattern } from '../../../patterns/patterns';
import { phraseMatches } from './phrases';
import { Sentence } from './sentences';
import { BABY, HE_SHE, HIM_HER, ILLNESS, NOT_A_BEING, RECENT } from './words';

/** Celebratory on their own (negation still checked): the entries of pattern occasions.celebration-phrase. */
export const CELEBRATION_PHRASES = pattern('occasions.celebration-phrase');

/**
 * Celebrations told by their structure rather than an event noun:
 * - a working life ended after a long count ("after 38 years at the post office I handed in my lanyard",
 *   "hung up his boots after fifty harvests"): a duration and a verb of handing back or stopping;
 * - a treatment's last round ("the last chemo was on Tuesday");
 * - a being that has become the family's ("she is ours forever now", "he's officially ours");
 * - a first in the family, a place won, a new job begun ("first in my family to go", "got her place at
 *   the ballet school", "start my new job on Monday");
 * - a baby arrived ("she's finally here", "7lb of trouble"), a being brought home, "a family of four" now;
 * - good news from the clinic (a tumour gone or shrunk, a scan clear, out of hospital at last, walking again);
 * - a count since the last drink; papers through; a house now "ours"; last exams sat; home from service.
 */
const LONG_COUNT = /\bafter (?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?|a lifetime of) (?:years?|decades?|harvests|seasons|summers|winters|shifts)\b/i;

const HANDED_BACK = pattern('occasions.handed-back');

/** (the entries of pattern occasions.celebration-structure; `phraseMatches` walks every match to see whether it is negated) */
const STRUCTURAL_CELEBRATIONS = pattern('occasions.celebration-structure');

export function structuralCelebration(text: string): boolean {
  return (LONG_COUNT.test(text) && HANDED_BACK.test(text)) || phraseMatches(STRUCTURAL_CELEBRATIONS, text);
}

/** What is "born" without being a baby: "my idea was born in the shower", "the band was born in 2019". */
const BORN_VENTURES = wordSet("life-events.ventures + 'idea' + 'ideas' + 'plan' + 'plans' + 'band' + 'dream' + 'love' + 'shop' + 'baby\\'s'");

/** Scores one sentence for a celebration. */
export function celebrationSentence(s: Sentence): boolean {
  const n = s.tokens.length;
  for (let i = 0; i < n; i++) {
    const w = s.word(i);
    if (s.negated(i)) continue;
    switch (w) {
      case 'born':
        // "our son was born", "she was born last week" — not "I was born in 1990", "the town where I
        // was born", "she was born in Italy": a being as subject and something recent.
        // (someone's own anyone is a being here — "My first apo was born last week": things are not born)
        // (ideas and ventures are "born" too: "my idea was born in the shower" is no baby)
        if (s.beingSubject(i, true) && !BORN_VENTURES.has(s.word(i - 2)) && RECENT.test(s.tokens.map((t) => t.word).join(' '))) return true;
        // ("Twins! Born last Thursday": the subject dropped, the sentence opening on "born" and a recent time)
        if (i === 0 && RECENT.test(s.tokens.slice(1, 4).map((t) => t.word).join(' '))) return true;
        break;
      case 'arrived':
      case 'here':
      case 'along':
        // a baby arriving: "our little girl arrived", "the twins are here"; not "my sister arrived from Spain"
        if ((w === 'arrived' || (w === 'here' && /^(?:is|are|'s|'re)$/.test(s.word(i - 1))) || (w === 'along' && s.word(i - 1) === 'came')) && babySubject(s, i)) return true;
        break;
      case 'brought':
        // "we brought our rescue greyhound home", "brought the kitten home": a being taken into the family
        for (let k = i + 1; k <= Math.min(n - 2, i + 4); k++) {
          const taken = s.being(k) || s.word(k) === 'rescue' || HIM_HER.has(s.word(k));
          if (taken && s.tokens.slice(k + 1, k + 3).some((t) => t.word === 'home')) return true;
        }
        break;
      case 'adopted':
        // "we adopted a rescue dog", "adopted our son" — not "adopted the style".
        for (let k = i + 1; k <= Math.min(n - 1, i + 4); k++) if (s.being(k) || (HIM_HER.has(s.word(k)) && k === i + 1)) return true;
        break;
      case 'passed': {
        // "I just passed my viva", "we passed our citizenship interview": the speaker passed something of theirs.
        let k = i - 1;
        while (k >= 0 && /^(?:just|finally|officially|actually|also|'ve|have|has|'m)$/.test(s.word(k))) k--;
        // ("just passed my probation": the "I" dropped at the start of the sentence)
        if ((/^(?:i|we)$/.test(s.word(k)) || k < 0) && /^(?:my|our|the)$/.test(s.word(i + 1))) return true;
        break;
      }
      case 'married':
        // "we married in June", "ten years married" — not "married to the idea", "never married".
        if (/^(?:my|our|his|her|their|a|the)$/.test(s.word(i - 1))) break; // "my married name", "a married couple"
        if (s.word(i + 1) !== 'to' || s.being(i + 2) || /^(?:my|our)$/.test(s.word(i + 2))) return true;
        break;
      case 'beat':
      case 'beaten':
      case 'beating':
      case 'survived':
      case 'surviving':
      case 'kicked':
      case 'overcame':
      case 'overcome':
      case 'conquered':
        // beat/survived + an illness within a few words: "beat breast cancer", "survived a stroke"
        for (let k = i + 1; k <= Math.min(n - 1, i + 4); k++) if (ILLNESS.test(s.word(k))) return true;
        break;
      default:
        break;
    }
  }
  return false;
}

/** The subject is a baby or a child (or a name right after one): "our little girl arrived", "baby Ada is here". */
function babySubject(s: Sentence, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
    const w = s.word(k);
    if (BABY.test(w)) return true;
    // ("wee man's arrived", "the little lady is here": a tender word before man/lady/one)
    if (k >= i - 2 && /^(?:man|lady|lad|lass|fella|dude|princess|prince|monster|bear)$/.test(w) && /^(?:little|wee|tiny)$/.test(s.word(k - 1))) return true;
    // "Little Theo arrived", "baby Ada is here"
    if (/^[A-Z][a-z]/.test(s.tokens[k]?.original ?? '') && /^(?:little|baby|wee|tiny)$/.test(s.word(k - 1))) return true;
    if (NOT_A_BEING.has(w) || HE_SHE.has(w)) return false;
  }
  return false;
}

/** A count of days, months or years reached now ("1000 days today", "two years this week"). */
export const COUNT_REACHED = pattern('occasions.count-reached');

/** Doing without ("no drinks", "not a drop", "off the booze"): what makes a count reached a sobriety milestone. */
export const ABSTAINING = pattern('occasions.abstaining');

/**
 * A milestone reached, told by its structure rather than its noun: the speaker (said or dropped), a
 * "just"/"finally"/"officially", a verb of getting or reaching, and something of theirs — "just got my
 * permanent residency", "we finally closed on our first house", "officially landed my first job". Only
 * with excitement in the message (an exclamation, an emoji, "finally"/"officially"), and never a
 * chore done to a thing ("just got my car fixed", "finally got my nails done").
 */
const ACHIEVED = pattern('occasions.achieved');

const EXCITED = /!|\p{Extended_Pictographic}|\bfinally\b|\bofficially\b/u;

const CHORE = /\b(?:[a-z]+ed|done|cut|sorted|back|taken|stolen|towed|out|off|wrong|confused)\b/i;

export function milestoneReached(text: string): boolean {
  if (!EXCITED.test(text)) return false;
  for (const match of text.matchAll(ACHIEVED)) if (!CHORE.test(match[1])) return true;
  return false;
}
