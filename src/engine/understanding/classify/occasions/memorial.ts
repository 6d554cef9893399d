/** Occasions: a sentence scored for a death, a loss or a remembrance of someone. */

import { pattern } from '../../../patterns/patterns';
import { Sentence } from './sentences';
import { AFTER_TIME_A, AGE_WORD, CLAUSE_STOP, HE_SHE, HIM_HER, ILLNESS, MONTH_OR_DAY, PETS, TIME_OR_END } from './words';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** A word two after a particle verb that makes it a movement with a place ('slipped off the wall', 'slipped away from the party'), not a death. */
const MOVEMENT_AFTER = pattern('memorial-contexts.movement-after');
/** A place or an outing later in the sentence that makes a goodbye a parting ('said goodbye to mum at the airport'), not a death told gently. */
const PARTING_PLACE = pattern('memorial-contexts.parting-place');
/** A day of the month after 'passed on the' ('passed on the fifth', 'passed on the 9th of May'): when, not what was handed on. */
const DAY_OF_MONTH = pattern('memorial-contexts.day-of-month');
/** An object after 'expired' ('expired my warranty', 'expired the card'): a thing's ending, not a person's. */
const OBJECT_AFTER_EXPIRED = pattern('memorial-contexts.object-after-expired');
/** A relative word or the speaker after a being ('my two guinea pigs that died', 'a youtuber ive watched … died'): the being is the one who died. */
const RELATIVE_OR_SPEAKER = pattern('memorial-contexts.relative-or-speaker');
/** What follows 'gone on' that makes it a journey ('gone on holiday', 'gone on a tour', 'gone on deployment'), not a death. */
const TRIP_AFTER_GONE_ON = pattern('memorial-contexts.trip-after-gone-on');
/** Someone missed because they live away ('miss my sister, she moved abroad', 'miss him, he's deployed'), not because they died. */
const AWAY_NOT_GONE = pattern('memorial-contexts.away-not-gone');
/** A place or a direction after 'didn't make it' ('didn't make it to the party', 'didn't make it home'): a missed arrival, not a death. */
const MADE_IT_PLACE = pattern('memorial-contexts.made-it-place');
/** A time of the speaker's childhood later in the sentence ('when I was little', 'while we were kids', 'when I was ten'): a memory of long ago. */
const CHILDHOOD = pattern('memorial-contexts.childhood');
/** What follows 'is away' or 'was gone' that makes it somewhere else for a while (see its pattern). */
const ELSEWHERE = pattern('memorial-contexts.elsewhere');
/** A time, a manner or a linking word after a death verb that settles it as told ('passed on Sunday', 'died peacefully', 'went last week and …'). */
const SETTLED_AFTER = pattern('memorial-contexts.settled-after');
/** A thing put down, not an animal ('had to put my name down on the list', 'put my foot down', 'a deposit'). */
const PUT_DOWN_THINGS = pattern('memorial-contexts.put-down-things');


/** Memorial on their own, whoever is named (negation still checked): the entries of pattern occasions.memorial-phrase. */
export const MEMORIAL_PHRASES = pattern('occasions.memorial-phrase');

/** What makes "<someone> left us …" a death: an age at the time, an illness, a hospital, a funeral. */
const LEFT_US_DEATH = pattern('memorial-contexts.death-details');

/**
 * Verbs of leaving with the particle or object that makes them an ending ("slipped away", "crossed over",
 * "crossed the bridge", "drifted off"): said of a being, they tell a death in idiom. Alone ("she crossed
 * the road", "he slipped on the ice") they are movements, so the particle is part of the class.
 */
const ENDING_PARTICLE: Record<string, RegExp> = {
  slipped: /^(?:off|away)$/,
  drifted: /^(?:away)$/, // ("drifted off" is falling asleep)
  faded: /^(?:away)$/,
  crossed: /^(?:over|the)$/,
  flew: /^(?:away)$/,
};

/** What follows "crossed the …" when it is an ending ("the bridge", "the rainbow bridge"), not a road. */
const CROSSED_THE = /^(?:bridge|rainbow|river|veil|jordan)$/;

/** A past time or a manner of dying near an ending ("on Sunday", "last week", "quietly", "in the night"). */
const ENDING_MANNER = pattern('memorial-contexts.ending-manner');

/** (the months and days come from MONTH_OR_DAY, the list the name check already keeps) */
const endingTime = (w: string): boolean => ENDING_MANNER.test(w) || MONTH_OR_DAY.test(w);

/** The afterlife as a company one is with ("the angels", "Jesus", "the Lord", "God", "his maker"). */
const AFTERLIFE = /^(?:the )?(?:angels|jesus|god|the lord|lord|his maker|her maker|their maker|the saints|allah)\b/;

/**
 * The structural memorial cues of one sentence: a being as the subject of an ending verb + particle with
 * a time or manner ("Nana slipped off quietly on Sunday"); a being "not with us" anchored in time ("my
 * brother is not with us since three years"); a being that "no longer" does what it did ("our budgie
 * is no longer singing").
 */
export function endingOfBeing(s: Sentence): boolean {
  for (let i = 0; i < s.tokens.length; i++) {
    const w = s.word(i);
    const particle = ENDING_PARTICLE[w];
    // ("slipped off the wall", "slipped away from the party": a particle with a place after it is a movement)
    const movement = s.word(i + 1) !== 'the' && MOVEMENT_AFTER.test(s.word(i + 2));
    if (particle && particle.test(s.word(i + 1)) && (s.word(i + 1) !== 'the' || CROSSED_THE.test(s.word(i + 2))) && !movement) {
      const timed = s.tokens.slice(i + 2).some((t) => endingTime(t.word)) || s.endsAt(i + 1);
      // (a name opening the sentence counts as a being before an ending verb: "Marmalade crossed the bridge")
      const named = i === 1 && /^[A-Z][a-z]/.test(s.tokens[0].original);
      // (someone's own <anything> is a being here, as for "passed": "our old spaniel slipped away")
      // (a being heading the sentence is its subject across a relative clause: "the cat we had since uni slipped away")
      const heading = s.tokens.slice(0, Math.min(i, 3)).some((_, k) => s.being(k));
      if (timed && (named || heading || s.beingSubject(i, true))) return true;
    }
    // "left this life in 2019", "left this earth": the ending verb with "this" and a world word
    if (w === 'left' && s.word(i + 1) === 'this' && /^(?:life|world|earth|place|realm)$/.test(s.word(i + 2)) && s.beingSubject(i, true)) return true;
    // "my mam is with the angels since Easter", "he's with Jesus now": a being in the company of the afterlife
    if (w === 'with' && /^(?:is|'s|s|are|'re|now|been)$/.test(s.word(i - 1)) && AFTERLIFE.test(s.tokens.slice(i + 1, i + 4).map((t) => t.word).join(' ')) && s.beingSubject(i - 1, true)) return true;
    // "our cat Tigger got hit by a car last month": a pet run down is a pet lost
    if (/^(?:hit|run|knocked)$/.test(w) && /^(?:got|was|were|been|'s)$/.test(s.word(i - 1)) && /^(?:by|over|down)$/.test(s.word(i + 1)) && s.tokens.slice(0, i).some((t) => PETS.has(t.word))) return true;
    // "is not with us since three years", "hasn't been with us for a year"
    if (w === 'with' && s.word(i + 1) === 'us' && /^(?:not|n't|'t)$/.test(s.word(i - 1)) && s.tokens.slice(i + 2).some((t) => /^(?:since|for|ago|years?|months?)$/.test(t.word)) && s.beingSubject(i)) return true;
    // "is no longer singing", "no longer barks at the door"
    if (w === 'longer' && s.word(i - 1) === 'no' && /^(?:is|are|'s|was)$/.test(s.word(i - 2)) && /ing$/.test(s.word(i + 1)) && s.beingSubject(i - 2)) return true;
  }
  return false;
}

/** At 'goodbye', 'goodbyes', 'farewell', 'farewells'. */
function saidGoodbye(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // "we said goodbye to our old girl Tess", "saying goodbye to my grandad": a goodbye said to a being
  // is a death told gently — unless it is a parting ("said goodbye to mum at the airport").
  const parting = s.tokens.slice(i + 1).some((t) => PARTING_PLACE.test(t.word));
  // ("said our goodbyes to", "said a last goodbye to": a possessive or "last" may stand between)
  let k = i - 1;
  while (k > i - 4 && /^(?:our|my|a|the|final|last|little)$/.test(s.word(k))) k--;
  if (/^(?:said|saying|say|bid|bade|bidding)$/.test(s.word(k)) && next === 'to' && !parting && s.beingObject(i + 1)) return true;
  return false;
}

/** At 'die'. */
function bareDie(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // "my grandmother who die last year": a bare form told with a past time (a learner's past tense)
  if ((s.word(i - 1) === 'who' || HE_SHE.has(s.word(i - 1))) && (/^(?:last|ago|yesterday|recently|suddenly|peacefully|before)$/.test(next) || s.tokens.slice(i + 1, i + 5).some((t) => t.word === 'ago')) && s.beingSubject(i)) return true;
  return false;
}

/** At 'murdered', 'drowned', 'died', 'dies', 'dropped', 'expired', 'passed', 'killed', 'dying'. */
function diedOrPassed(s: Sentence, i: number): boolean {
  // ('dropped': ("Jimmy dropped dead at the weekend": a being must be its subject — "the battery dropped dead" is no death))
  // ('expired': (Indian and West African English: "my guruji who taught me the work expired last year"; a being must be its subject))
  const w = s.word(i);
  const next = s.word(i + 1);
  if (w === 'dying' && /^(?:to|for|of|her|his|my)$/.test(next)) return false; // "dying to get one", "dying her hair"
  if (w === 'killed' && /^(?:it|them|me|us|time|off|the|a)$/.test(next)) return false; // "killed it at the gig"
  if (w === 'murdered' && !/^(?:was|were|been|got|'s)$/.test(s.word(i - 1))) return false; // "he murdered that song"
  if (w === 'passed' && !(TIME_OR_END.test(next) || s.endsAt(i) || (next === 'a' && AFTER_TIME_A.test(s.word(i + 2))))) return false; // "passed my test"
  // ("passed on the fifth", "passed on the 9th of May": a date after "on the" is when, not what was handed on)
  if (w === 'passed' && /^(?:on|down)$/.test(next) && /^(?:my|our|his|her|their|the|this|that|it|some)$/.test(s.word(i + 2)) && !(s.word(i + 2) === 'the' && DAY_OF_MONTH.test(s.word(i + 3)))) return false; // "passed on her love of …"
  // ("expired my warranty": with an object it is a thing's ending, not a person's)
  if (w === 'expired' && OBJECT_AFTER_EXPIRED.test(next)) return false;
  if (w === 'dropped' && next !== 'dead') return false;
  // ("he has passed in first class", "passed with distinction": an exam, not a death)
  if (w === 'passed' && ((next === 'in' && /^(?:first|second|third|1st|2nd|3rd|upper|lower)$/.test(s.word(i + 2))) || (next === 'with' && /^(?:distinction|merit|honours|honors|flying|a|an|top)$/.test(s.word(i + 2))) || (next === 'out' && /^(?:of|from)$/.test(s.word(i + 2))))) return false;
  if (s.beingSubject(i, w === 'passed' || w === 'dropped')) return true;
  // (a being right before "that": "my two guinea pigs that died this year")
  if (s.word(i - 1) === 'that' && s.being(i - 2)) return true;
  // ("my guruji who taught me the work expired", "a patient I nursed for two years died": a being with a relative
  // clause of its own before the verb — with "who", or with the speaker right after it)
  for (let k = i - 2; k >= Math.max(1, i - 10); k--) {
    if (CLAUSE_STOP.test(s.word(k))) break;
    // (and "that" or an apostrophe-less "ive" — "my two guinea pigs that died", "a youtuber ive watched … died")
    if (RELATIVE_OR_SPEAKER.test(s.word(k)) && s.being(k - 1) && !/^(?:my|our)$/.test(s.word(k - 1))) return true;
  }
  return false;
}

/** At 'gone', 'dead'. */
function goneOrDead(s: Sentence, i: number): boolean {
  const w = s.word(i);
  const next = s.word(i + 1);
  // ("the tumour is gone": an illness gone is good news, whoever "they" are who said so)
  if (ILLNESS.test(s.word(i - 2)) || /^(?:tumou?rs?|lumps?|growth|mass)$/.test(s.word(i - 2))) return false;
  // ("my mums gone now": an apostrophe-less "mum's" is "mum is")
  const be = /^(?:'s|is|are|'re|was|were|been|be)$/.test(s.word(i - 1)) || /^(?:'s|is|are|was|were|been)$/.test(s.word(i - 2)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1));
  if (w === 'dead' && s.being(i + 1) && /^(?:my|our|his|her|their)$/.test(s.word(i - 1))) return true; // "my dead brother"
  // ("gone a good while now", "gone a few years")
  // ("dead for a year", "gone for two years": a duration after "for")
  const forTime = next === 'for' && /^(?:years?|months?|weeks?|decades?|a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)$/.test(s.word(i + 2)) && [i + 2, i + 3, i + 4].some((k) => /^(?:years?|months?|weeks?|decades?|while|long)$/.test(s.word(k)));
  const aTime = forTime || (next === 'a' && (AFTER_TIME_A.test(s.word(i + 2)) || AFTER_TIME_A.test(s.word(i + 3))));
  // ("gone on a work trip", "gone to Spain" are journeys)
  // ("gone to God", "gone to the angels": the afterlife is no journey)
  const journey =
    (next === 'to' && !AFTERLIFE.test(s.tokens.slice(i + 2, i + 5).map((t) => t.word).join(' '))) || (next === 'on' && TRIP_AFTER_GONE_ON.test(s.word(i + 2)));
  // ("the dog we grew up with is gone now": a being heading the sentence before a relative clause is its subject)
  const heading = s.tokens.slice(0, 3).some((_, k) => s.being(k) && /^(?:we|i|who|that|you)$/.test(s.word(k + 1)));
  const toAfterlife = next === 'to' && !journey;
  // ("has gone to Jesus": with the afterlife, "has" will do for "is")
  const has = toAfterlife && /^(?:has|have|'s|'ve)$/.test(s.word(i - 1));
  if ((be || has) && (s.endsAt(i) || TIME_OR_END.test(next) || aTime || toAfterlife) && !journey && (s.beingSubject(i) || heading)) return true;
  // "my dad, gone five years this June": an aside right after the being.
  if (w === 'gone' && s.tokens[i - 1]?.pause && s.being(i - 1) && (TIME_OR_END.test(next) || next === 'but' || s.endsAt(i))) return true;
  // "my uncle Cyril was a panman, gone two years now": the aside after a clause describing a being.
  if (w === 'gone' && s.tokens[i - 1]?.pause && (/^(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|many)$/.test(next) && /^(?:years?|months?|weeks?)$/.test(s.word(i + 2))) && s.tokens.slice(0, i).some((_, k) => s.being(k) && /^(?:was|is|'s|were)$/.test(s.word(k + 1)))) return true;
  return false;
}

/** At 'lost', 'losing', 'lose', 'miss', 'mourn', 'buried', 'bury', 'burying'. */
function lostOrMourned(s: Sentence, i: number): boolean {
  const w = s.word(i);
  const next = s.word(i + 1);
  if (w === 'miss' && AWAY_NOT_GONE.test(s.tokens.map((t) => t.word).join(' '))) return false;
  if (w === 'lose' && !/^(?:to|did|had|n't)$/.test(s.word(i - 1))) return false; // "might lose", only "had to lose" / "did lose"
  if (s.beingObject(i)) return true;
  // "the dog we lost last year": a relative clause without its pronoun.
  if (w === 'lost' && /^(?:we|i)$/.test(s.word(i - 1)) && s.being(i - 2)) return true;
  // "my uncle Ray, who we lost to covid": the relative pronoun is the object.
  if (/^(?:who|whom|that)$/.test(s.word(i - 2)) && /^(?:we|i)$/.test(s.word(i - 1)) && s.beingSubject(i - 2)) return true;
  if ((w === 'lost' || w === 'buried') && (next === 'to' || next === 'in' || /^(?:'s|is|was|were|are)$/.test(s.word(i - 1))) && s.beingSubject(i)) return true; // "my cousin, lost to addiction"
  return false;
}

/** At 'went'. */
function wentAtATime(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // "since dad went", "when mum went last spring" — not "dad went to work", "she went home".
  const lead = /^(?:since|when|after|before|till|until)$/.test(s.word(i - 2)) || /^(?:since|when|after|before|till|until)$/.test(s.word(i - 3));
  if (lead && (s.endsAt(i) || /^(?:last|this|in|suddenly|peacefully|so|and|i|we|everything)$/.test(next)) && s.beingSubject(i)) return true;
  return false;
}

/** At 'took', 'taken'. */
function takenFromUs(s: Sentence, i: number): boolean {
  // "cancer took my mum", "covid took him": an illness or a fate as the subject, a being as the object.
  if (/^(?:god|heaven|war|sea|accident|crash|illness|covid|dementia|alzheimers?|cancer|leuka?emia|\w+oma|stroke|suicide|drugs|addiction|overdose)$/.test(s.word(i - 1)) && s.beingObject(i)) return true;
  return false;
}

/** At 'loved', 'adored', 'proud'. */
function lovedInThePast(s: Sentence, i: number): boolean {
  const w = s.word(i);
  const next = s.word(i + 1);
  // "dad would have loved this", "mum would've been so proud": the hypothetical past of someone gone.
  const have = /^(?:have|of|'ve)$/.test(s.word(i - 1)) || (/^(?:been)$/.test(s.word(i - 1)) && w === 'proud') || (/^(?:so|very|really)$/.test(s.word(i - 1)) && s.word(i - 2) === 'been');
  const would = [i - 2, i - 3, i - 4].some((k) => /^(?:would|'d)$/.test(s.word(k)));
  if (have && would && (s.endsAt(i) || /^(?:this|it|that|him|her|them|you|the|seeing|me)$/.test(next)) && s.beingSubject(i)) return true;
  return false;
}

/** At 'survive', 'survived'. */
function didNotSurvive(s: Sentence, i: number): boolean {
  const w = s.word(i);
  const next = s.word(i + 1);
  // "my twin didn't survive the birth" — the negated survival of a being (not "I didn't survive the exam").
  const denied = w === 'survive' && /^(?:didn't|didnt|didn|not|never|'t)$/.test(s.word(i - 1)) && s.beingSubject(i - 1);
  const ordeal = s.endsAt(i) || (/^(?:the|his|her|their)$/.test(next) && !/^(?:exam|test|week|day|party|meeting|gym|trip|holiday|interview)s?$/.test(s.word(i + 2)));
  if (denied && ordeal) return true;
  return false;
}

/** At 'make'. */
function didNotMakeIt(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // "my cat didn't make it through surgery" — not "mum didn't make it to my graduation".
  if (/^(?:didn't|didnt|didn|never|not)$/.test(s.word(i - 1)) || (s.word(i - 1) === "'t" || (s.word(i - 1) === 'not' && s.word(i - 2) === 'did'))) {
    if (next === 'it' && !MADE_IT_PLACE.test(s.word(i + 2)) && s.beingSubject(i - 1)) return true;
  }
  return false;
}

/** At 'left'. */
function leftUs(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // "my nan left us at christmas, she was ninety four", "he left us in the covid wave": "left us"
  // is a death only with a death in view (an age told in the past, an illness, a hospital) —
  // "mum left us when I was little" is a parent who went away.
  if (next !== 'us' || !s.beingSubject(i)) return false;
  const rest = s.tokens.slice(i + 2).map((t) => t.word).join(' ');
  const childhood = CHILDHOOD.test(rest);
  if (!childhood && LEFT_US_DEATH.test(rest)) return true;
  return false;
}

/** At 'away'. */
function awayFromUs(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // Scots and Irish "my granda's away", "she's away now, last month": gone for good, unless
  // somewhere ("away on holiday", "away at uni") or for a while ("away this weekend", "away for work").
  const be = /^(?:'s|is|are|'re|was|were)$/.test(s.word(i - 1)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1));
  const elsewhere = ELSEWHERE.test(next);
  // ("away, so can I book": only the end of the sentence, "now" or a time gone by settles it)
  const settled =
    i === s.tokens.length - 1 ||
    next === 'now' ||
    /^(?:last|past|ago|yesterday|since|sadly|peacefully|suddenly)$/.test(next) ||
    MONTH_OR_DAY.test(next) ||
    /^(?:past|ago|gone|last|yesterday)$/.test(s.word(i + 2)) ||
    /^(?:past|ago)$/.test(s.word(i + 3));
  if (be && !elsewhere && settled && s.beingSubject(i)) return true;
  return false;
}

/** At 'let'. */
function letGo(s: Sentence, i: number): boolean {
  const n = s.tokens.length;
  // "we had to let our old greyhound go", "the vet let her go peacefully": an animal's (or, with
  // the vet there, anyone's) last goodbye — not "let him go to the shop", "let my mate go first".
  for (let k = i + 1; k <= Math.min(n - 1, i + 5); k++) {
    if (s.word(k) !== 'go') continue;
    const after = s.word(k + 1);
    const settled = s.endsAt(k) || SETTLED_AFTER.test(after);
    // (after "had to", someone's own animal of any breed: "we had to let our old lurcher go")
    const ownAnimal = /^(?:had|have|having|has)$/.test(s.word(i - 2)) && s.word(i - 1) === 'to' && /^(?:our|my|his|her|their)$/.test(s.word(i + 1)) && k <= i + 4;
    const animal = ownAnimal || s.tokens.slice(i + 1, k).some((t) => PETS.has(t.word));
    const vet = s.tokens.some((t) => /^(?:vet|vets|vet's)$/.test(t.word));
    if (settled && after !== 'to' && (animal || (vet && s.tokens.slice(i + 1, k).some((t, j) => HIM_HER.has(t.word) || s.being(i + 1 + j))))) return true;
    break;
  }
  return false;
}

/** At 'carked', 'karked', 'snuffed'. */
function carkedIt(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  // "the old hamster carked it" — a being's, not a car's.
  if (next === 'it' && s.beingSubject(i)) return true;
  return false;
}

/** At 'remembering'. */
function remembering(s: Sentence, i: number): boolean {
  if (s.beingObject(i)) return true;
  return false;
}

/** At 'put'. */
function putDown(s: Sentence, i: number): boolean {
  const next = s.word(i + 1);
  const n = s.tokens.length;
  // "we had to put down our old collie, she was twelve": the particle before the object, after "had to"; the
  // object someone's own, then a being among the next words, or he/she and an age after it ("put down my
  // deposit", "put down my name … he said" have neither).
  if (next === 'down' && s.word(i - 1) === 'to' && /^(?:had|have|having|has)$/.test(s.word(i - 2)) && /^(?:our|my|his|her|their)$/.test(s.word(i + 2))) {
    for (let k = i + 3; k <= Math.min(n - 1, i + 12); k++) {
      if (k <= i + 6 && s.being(k)) return true;
      if (k > i + 3 && HE_SHE.has(s.word(k)) && s.word(k + 1) === 'was' && AGE_WORD.test(s.word(k + 2))) return true;
    }
  }
  // "had to put our old dog down", "put her to sleep"
  for (let k = i + 1; k <= Math.min(n - 1, i + 5); k++) {
    const end = s.word(k) === 'down' || (s.word(k) === 'to' && s.word(k + 1) === 'sleep');
    if (!end) continue;
    for (let j = i + 1; j < k; j++) if (HIM_HER.has(s.word(j)) || s.being(j)) return true;
    // "we had to put our greyhound down": after "had to", someone's own animal of any breed.
    // (not a thing put down: "had to put my name down on the list", "my foot down", "a deposit")
    if (/^(?:had|have|having|has)$/.test(s.word(i - 2)) && s.word(i - 1) === 'to' && /^(?:our|my|his|her|their)$/.test(s.word(i + 1)) && k <= i + 4 && !PUT_DOWN_THINGS.test(s.word(i + 2))) return true;
    if (k === i + 1 && s.beingSubject(i)) return true; // "she was put to sleep"
    // "we had to have her put to sleep", "had him put down": the animal named before the verb
    if (HIM_HER.has(s.word(i - 1)) && /^(?:have|had|having|get|got)$/.test(s.word(i - 2))) return true;
    break;
  }
  return false;
}

/** At 'death', 'passing', 'loss', 'ashes', 'urn', 'grave', 'gravestone', 'headstone', 'casket', 'coffin'. */
function remainsOrDeathOf(s: Sentence, i: number): boolean {
  const w = s.word(i);
  const next = s.word(i + 1);
  if (w === 'passing' && !(s.word(i - 1) === "'s" || /^(?:his|her|their|the)$/.test(s.word(i - 1)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1)))) return false; // "passing through"
  // "his ashes", "dad's funeral", "the death of my mum" — but "phoenix from the ashes", "hair loss".
  // ("my dads ashes": a possessive typed without its apostrophe)
  const owner = /^(?:his|her|their)$/.test(s.word(i - 1)) || (s.word(i - 1) === "'s" && s.being(i - 2)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1));
  // "mix ashes into the ink … for my nan": remains with someone named in the same sentence (not "from the ashes").
  const figurative = s.word(i - 1) === 'from' || s.word(i - 2) === 'from' || (next === 'of' && /^(?:a|an|the|this|that|old)$/.test(s.word(i + 2)));
  if (w === 'ashes' && !figurative && s.tokens.some((_, k) => k !== i && (s.being(k) || HIM_HER.has(s.word(k))))) return true;
  const ofBeing = next === 'of' && (s.beingObject(i) || s.being(i + 2) || s.being(i + 3));
  if (owner || ofBeing) return true;
  return false;
}

/** The cue each word a memorial may turn on reads in its sentence (the functions above). */
const CUES_AT: ReadonlyMap<string, (s: Sentence, i: number) => boolean> = new Map([
  ['goodbye', saidGoodbye],
  ['goodbyes', saidGoodbye],
  ['farewell', saidGoodbye],
  ['farewells', saidGoodbye],
  ['die', bareDie],
  ['murdered', diedOrPassed],
  ['drowned', diedOrPassed],
  ['died', diedOrPassed],
  ['dies', diedOrPassed],
  ['dropped', diedOrPassed],
  ['expired', diedOrPassed],
  ['passed', diedOrPassed],
  ['killed', diedOrPassed],
  ['dying', diedOrPassed],
  ['gone', goneOrDead],
  ['dead', goneOrDead],
  ['lost', lostOrMourned],
  ['losing', lostOrMourned],
  ['lose', lostOrMourned],
  ['miss', lostOrMourned],
  ['mourn', lostOrMourned],
  ['buried', lostOrMourned],
  ['bury', lostOrMourned],
  ['burying', lostOrMourned],
  ['went', wentAtATime],
  ['took', takenFromUs],
  ['taken', takenFromUs],
  ['loved', lovedInThePast],
  ['adored', lovedInThePast],
  ['proud', lovedInThePast],
  ['survive', didNotSurvive],
  ['survived', didNotSurvive],
  ['make', didNotMakeIt],
  ['left', leftUs],
  ['away', awayFromUs],
  ['let', letGo],
  ['carked', carkedIt],
  ['karked', carkedIt],
  ['snuffed', carkedIt],
  ['remembering', remembering],
  ['put', putDown],
  ['death', remainsOrDeathOf],
  ['passing', remainsOrDeathOf],
  ['loss', remainsOrDeathOf],
  ['ashes', remainsOrDeathOf],
  ['urn', remainsOrDeathOf],
  ['grave', remainsOrDeathOf],
  ['gravestone', remainsOrDeathOf],
  ['headstone', remainsOrDeathOf],
  ['casket', remainsOrDeathOf],
  ['coffin', remainsOrDeathOf],
]);

/** Scores one sentence for a memorial. */
export function memorialSentence(s: Sentence): boolean {
  for (let i = 0; i < s.tokens.length; i++) {
    const w = s.word(i);
    if (s.negated(i) && !/^(?:funeral|ashes|grave|memorial|make|survive)$/.test(w)) continue;
    if (CUES_AT.get(w)?.(s, i)) return true;
  }
  return false;
}
