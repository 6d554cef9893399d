/** Occasions: the phrases that tell a loss or a life event whoever is named (each becomes a pattern: src/engine/patterns). */

import { pattern } from '../../../patterns/patterns';
import type { OccasionCue } from './cues';
import { NEGATION, NOT_A_BEING, PETS, RELATIONS } from './words';

/**
 * Things of someone's left untouched ("his cap's still on its hook, I can't bring myself to move it"): a
 * memorial only with someone else in the text ("I can't bring myself to sell my old bike" is not).
 */
export const LINGERING = pattern('occasion-phrases.lingering');

export const SOMEONE_ELSE = /\b(?:his|her|their|him|them|he|she|they)\b/i;

/** Whether a regex phrase match in `text` is negated just before it ("we're not engaged"). */
export function phraseMatches(global: RegExp, text: string): boolean {
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index).toLowerCase().split(/[^a-z']+/).filter(Boolean).slice(-3);
    if (!before.some((word) => NEGATION.test(word) && !/^(?:will|might|may|could|hope|hoping)$/.test(word))) return true;
  }
  return false;
}

/** Both readings of a text: "I'm getting married and mum won't be there, she died …" is both. */
/**
 * "Mi granmadda dead las year", "my uncle is dead two years now": someone of the speaker's (a word after my/mi/our that is
 * no thing — not a phone, a battery, a car) said to be dead, with a time. The word itself need not be known.
 */
const DEAD_WITH_TIME = pattern('occasion-phrases.dead-with-time');

/** "we had to let Rex go", "had to let our old girl go": a pet or a loved one let go (a name, or a being after our/my). */
const LET_GO = pattern('occasion-phrases.let-go');

export function deadWithTime(text: string): boolean {
  if (LET_GO.test(text)) return true;
  for (const match of text.matchAll(DEAD_WITH_TIME)) if (!NOT_A_BEING.has(match[1].toLowerCase()) && !/^(?:phone|battery|car|laptop|plant|plants|tv|van|bike|engine|signal|wifi|tablet|pc|computer|garden|lawn|tree|flowers|fish ?tank)$/i.test(match[1])) return true;
  return false;
}

/**
 * by structure:
 * - "He went last March, black lung in the end": a person (a pronoun or a relation) who simply "went" at a time, nothing
 *   after the time but the end of the clause — no destination, no purpose ("she went last week to Spain", "he went last
 *   March for a check-up" stay as they are).
 * - "Lost my old cob Murphy last week": lost + a being of the speaker's called by name (a capitalised word after the
 *   noun) — "lost my phone" has no name.
 */
const WENT_AT_A_TIME = pattern('occasion-phrases.went-at-a-time');

/**
 * a being run down — a name opening the sentence, a pet, he or she — told with the grief around it ("Pallet got hit by a lorry in the yard on Friday. Whole
 * shift is gutted") — the grief says the accident was a death, where "got hit by a car but he's fine" is not.
 */
const RUN_DOWN = pattern('occasion-phrases.run-down');

const GRIEF = pattern('occasion-phrases.grief');

/**
 * deaths told as joining the ancestors, and in the languages
 * customers mix into English (French, Spanish, Portuguese, Italian, German, Dutch, Polish — a closed class of the
 * verbs of dying); births told with the day they happened or the baby's weight, a place won at a university,
 * gold won, a first job, a christening.
 */
const DYING_IN_OTHER_LANGUAGES = pattern('occasion-phrases.dying-in-other-languages');

/**
 * a death told only by what killed someone and what they never got to do ("He never
 * got to ride it. Heart attack in May"); a home's keys collected or an offer accepted, an oath sworn, a name change come
 * through, a baby's age in weeks today, years put in and then the uniform hung up, a day count with "don't drink".
 */
/**
 * a relation who "went" at a time ("my Mam went in January"), a life told as its
 * dates ("Mama. 14.05.1961 – 02.02.2026"), someone lost overboard or never found; a quinceañera said short, going
 * self-employed.
 */
const WENT_RELATION = pattern('occasion-phrases.went-relation');

const LIFE_DATES = /\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\s*[–—-]+\s*\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b|\b(?:19|20)\d\d\s*[–—]\s*(?:19|20)\d\d\b/;

const LOST_AT_SEA = pattern('occasion-phrases.lost-at-sea');

/**
 * wins and bests told in a hobby's own words — "won the national", "won best bitter",
 * "came first at the area contest", "personal best", "my first five-for", a boat launched at last; a colony, a flock or a
 * loft lost; a name who "went last winter"; someone who "didn't come home".
 */
const HOBBY_WIN = pattern('occasion-phrases.hobby-win');

const LOST_ANIMALS = pattern('occasion-phrases.lost-animals');

const NAME_WENT = pattern('occasion-phrases.name-went');

/**
 * a pet put down named by breed and name ("Had to put my old blue heeler Banjo
 * down"), someone "taken in a car accident"; a band signed, a contest "just won".
 */
const PUT_DOWN_NAMED = /\b[Hh]ad to (?:have )?(?:put|let) (?:my|our) (?:[a-z]+ ){0,3}[A-Z][a-z]+ (?:down|to sleep|go)\b/;

const TAKEN_BY = pattern('occasion-phrases.taken-by');

/** "Our Bridie's just passed out of Templemore": passing out of a named college or depot (the name keeps its capital). */
const PASSED_OUT_OF = /\bpassed out (?:of|from) (?:the )?[A-Z][a-z]+/;

/** A death told as sleep never woken from, an illness that "took" them, or someone "no longer alive". */
const DEATH_BY_SLEEP_OR_ILLNESS = pattern('occasion-phrases.death-by-sleep-or-illness');

const FIRST_GIGS_DEGREES_AND_CHALLENGES = pattern('occasion-phrases.first-gigs-degrees-and-challenges');

const QUALIFICATIONS_AND_SIGNINGS = pattern('occasion-phrases.qualifications-and-signings');

const NEVER_HOME = /\b(?:(?:didn't|did not|didnt) (?:come|make it|get)|never (?:came|made it|got|come)) (?:home|back)\b/i;

const FIRST_SOLOS_PLACES_AND_COUNTS = pattern('occasion-phrases.first-solos-places-and-counts');

const BIRTHDAYS_AND_GOING_ALONE = pattern('occasion-phrases.birthdays-and-going-alone');

/** Someone else's wedding is the speaker's joy only when told as one ("my cousin's wedding in Lisbon, gorgeous"). */
const OTHERS_WEDDING = /\b[a-z-]+'s wedding\b/i;

const JOY_TOLD = pattern('occasion-phrases.joy-told');

function wentRelation(text: string): boolean {
  const match = WENT_RELATION.exec(text);
  return !!match && (RELATIONS.has(match[1].toLowerCase()) || PETS.has(match[1].toLowerCase()));
}

const NEVER_GOT_TO = /\b(?:never got to|didn't get to|did not get to|never got the chance to|never lived to)\b/i;

const FATAL_EVENT = /\b(?:heart attack|cardiac arrest|stroke|aneurysm|brain bleed|overdose|crash|accident|cancer|sepsis)\b/i;

const KEYS_OATHS_AND_OFFERS = pattern('occasion-phrases.keys-oaths-and-offers');

const BIRTHS_PLACES_AND_FIRSTS = pattern('occasion-phrases.births-places-and-firsts');

/** a win told as its prize ("won best in show at the village fete") and an adoption approved. */
const WON_A_PRIZE = pattern('occasion-phrases.won-a-prize');

const APPROVED = pattern('occasion-phrases.approved');

const LOST_BY_NAME = pattern('occasion-phrases.lost-by-name');

/**
 * - "We won the area contest", "the band won the regional championship": a win of a contest, competition,
 *   championship, trophy, award, prize, medal or title (after the, a or our, up to two words before the noun).
 * - "finally passed her MOT today!": a test, an inspection or an exam passed, said with "finally" or "just".
 * - "got the farm paid off after 30 years", "finally paid off the mortgage": a debt cleared after years or at last.
 * - "I swam the Channel in August … still buzzing": a past achievement of the speaker's with a word of elation.
 */
const WON_A_CONTEST = pattern('occasion-phrases.won-a-contest');

const PASSED_A_TEST = pattern('occasion-phrases.passed-a-test');

const PAID_OFF = pattern('occasion-phrases.paid-off');

const ELATION = /\b(?:still\s+buzzing|buzzing|over\s+the\s+moon|chuffed|stoked|on\s+cloud\s+nine|ecstatic|elated|walking\s+on\s+air)\b/i;

// (or got or earned something of one's own, the subject dropped — "Got my pro card in bodybuilding last month, stoked")
const SPEAKER_DID = pattern('occasion-phrases.speaker-did');

/**
 * Occasions told without their usual words:
 * - "he has dementia and he's not really here any more", "she doesn't know who I am": a loss while someone lives,
 *   met with the same warmth as a death.
 * - "We rang our first full peal last month … !", "caught my first marlin!!": a first of the speaker's, done and told
 *   with an exclamation (a first tattoo or a first time is no milestone).
 * - "I receive my permanent residency card yesterday": a settled status received (a bare passport is no milestone).
 */
// (- "Dad's chair has been empty since Easter": someone's place left empty since a time is a loss)
const EMPTY_PLACE = pattern('occasion-phrases.empty-place');

const LIVING_LOSS = pattern('occasion-phrases.living-loss');

const FIRST_DONE = pattern('occasion-phrases.first-done');

// (- "its for my mums bday on saturday shes 60!!": a birthday with a round age of someone alive is a milestone)
const ROUND_BIRTHDAY = pattern('occasion-phrases.round-birthday');

// (- "Our eldest starts primary school on Monday! Proud": a child starting school, told with pride or an exclamation)
// (- "Today I walked the whole coast path without my stick!": a recovery walked, run or ridden without the aid)
const SCHOOL_START = pattern('occasion-phrases.school-start');

const WITHOUT_THE_AID = pattern('occasion-phrases.without-the-aid');

// (- "I got engaged in January": the speaker's engagement, a life event like a wedding)
// (- "the completion of my BSc in Geology, awarded this summer": a degree completed or awarded)
const ENGAGED = /\b(?:i|we|i've|we've|ive|weve|i'm|im|we're)\s+(?:just\s+|finally\s+|officially\s+|only\s+)?(?:got|gotten|been|became|am|are)?\s*engaged\b/i;

const DEGREE_DONE = pattern('occasion-phrases.degree-done');

// (- "Travis got down on one knee … and I said YES": a proposal accepted)
// (- "Bakery's ten years old this week!!": a thing of the speaker's reaching its years, told with an exclamation)
// (- "went silent key last winter": the radio amateurs' word for a death)
const PROPOSAL_ACCEPTED = /\b(?:got|went|gets|getting|goes) down on (?:one|bended|a) knee\b|\b(?:i|she|he) said yes\b|\bpopped the question\b/i;

const YEARS_OLD_NOW = pattern('occasion-phrases.years-old-now');

const SILENT_KEY = pattern('occasion-phrases.silent-key');

// (- "My grandfather was executed in 1944": a death by another's hand)
const KILLED = pattern('occasion-phrases.killed');

// ("black lung took him in the fall", "the heat got him on the tractor": an illness or a danger that took someone)
const IT_TOOK = pattern('occasion-phrases.it-took');

// (- "a little girl we couldnt bring back last month", "we lost a patient": a life a carer could not save)
// (- "my daughter … got her first buck opening morning … im so proud of her": a first told with pride)
const FIRST_GOT = pattern('occasion-phrases.first-got');

// ("after losing two before her", "He's been in the churchyard since 2019", "My brother's heart
// gave out from the heroin": losses told by what came after them)
const LOST_BEFORE = pattern('occasion-phrases.lost-before');

// (- "Forty years married would have been this Saturday", "then one slip": a happy count that death cut short is no celebration)
export const CUT_SHORT = pattern('occasion-phrases.cut-short');

// (- "my wife's due on the ninth": a baby on the way)
const DUE_DATE = /\b(?:wife|partner|girlfriend|missus|she|fiancee|fiancée|daughter|sister)(?:'s| is) due (?:on the|any day|next week|this week)\b/i;

// (- "We had our son Ezra for two days in May": a baby who lived a little while)
// (case-sensitive for the name: "had our baby boy like two days ago" is a birth)
export const HAD_FOR_DAYS = pattern('occasion-phrases.had-for-days');

// (- "I'm a grandad! Little Noor, born 4am, mum and baby both doing well.": a birth told with its hour or the mother's health)
const BORN_NEWS = pattern('occasion-phrases.born-news');

const NOT_SAVED = pattern('occasion-phrases.not-saved');

// ("I have been made a partner at the firm", "My first novel is published in the spring", "we
// have been matched with a little boy": a rise at work, a work out in the world, an adoption match)
// (- "Got my offer for med school at Leeds!!": a place offered)
// (- "I turn 18 in june so for my birthday …": a coming of age in a named month)
const TURNING_IN_MONTH = pattern('occasion-phrases.turning-in-month');

const OFFER_GOT = /\b(?:got|received|accepted|had) (?:my|an|the|a) (?:unconditional |conditional )?(?:offer|place) (?:for|from|at|to|in)\b/i;

const MADE_RANK = pattern('occasion-phrases.made-rank');

const PUBLISHED = pattern('occasion-phrases.published');

const ADOPTION_MATCH = pattern('occasion-phrases.adoption-match');

// (- "My bakery finally turned a profit this quarter … First time ever in the black!": a venture in profit)
const IN_PROFIT = /\b(?:turned|made|turning|making|broke|turn) (?:a|its|our|my|their|her|his)? ?(?:first |real |proper )?(?:profit|even)\b|\bin the black\b/i;

// (- "my gong came through the post today", "his medal finally arrived": an honour received)
const HONOUR_CAME = pattern('occasion-phrases.honour-came');

// (- "I became a New Zealand citizen yesterday": citizenship taken)
const CITIZEN = /\b(?:became|become|becoming|am now|i'm now|im now|officially|finally|now) (?:a|an) (?:[A-Za-z]+ ){0,2}citizen\b/i;

// (- "I cleared my CA final exams!!": exams passed, told with an exclamation)
const EXAMS_CLEARED = pattern('occasion-phrases.exams-cleared');

// (- "Our daughter came during the worst snowstorm", "Our rainbow baby girl got here Tuesday": a baby arrived)
export const BABY_CAME = pattern('occasion-phrases.baby-came');

// (- "he didnt come up in august they found him two days later": a diver, a swimmer, a sailor who did not come back)
const NOT_COME_BACK = pattern('occasion-phrases.not-come-back');

// (- "we made quota. Best year of my life", "First catch I sold … on my own boat, no more working for my uncle")
const BEST_OF_LIFE = pattern('occasion-phrases.best-of-life');

// (- "it's a boy 💙", "it's twins!": a baby's news)
// (- "we actually finished it" — a race crewed or run —, "came second" at a first meet, "Wales won the Grand Slam!!")
// (- "One of our team died suddenly in the summer": a colleague or a friend of a group)
// (- "we will be married fifty years in December", "my son got first rank in his tenth exam")
const MARRIED_YEARS = /\b(?:will be|have been|'ve been|been|are|were|be) married (?:for )?(?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?) years?\b/i;

const TOP_RANK = pattern('occasion-phrases.top-rank');

const BABY_NEWS = /\bit'?s an? (?:boy|girl|baby boy|baby girl)\b|\bit'?s twins\b/i;

const RACE_DONE = pattern('occasion-phrases.race-done');

const ONE_OF_OURS = pattern('occasion-phrases.one-of-ours');

const SETTLED = pattern('occasion-phrases.settled');

// ("Finally hit 500 species on my British list yesterday!": a count reached, told with an exclamation)
const TALLY_REACHED = pattern('occasion-phrases.tally-reached');

// (- "I bought my own fishing boat!", "we've got our own place at last!": something of one's own, told with an exclamation)
const OWN_NOW = pattern('occasion-phrases.own-now');

/** Heard only beside an exclamation or an emoji. */
const EXCLAIMED = /!|\p{Extended_Pictographic}/u;
const OFFER_CHEERED = /!|\bfinally\b|\bproud\b|\bstoked\b|\bbuzzing\b/i;
const FIRST_GOT_CHEERED = /\bproud\b|!|\bchuffed\b|\bso happy\b|\bbuzzing\b|\bover the moon\b/i;
const PROFIT_CHEERED = /!|\bfinally\b|\bat last\b|\bfirst time\b/i;
const SCHOOL_CHEERED = /!|\bproud\b|\bteary\b|\bcan't believe\b/i;
/** "we were engaged once", "never engaged": an engagement that is past or denied. */
const NOT_ENGAGED_NOW = /\b(?:not|never|isn't|wasn't|aren't|weren't|before|once|was|were)\s+(?:\w+\s+)?engaged\b/i;
/** A birthday that would have been: a memorial's, not a milestone. */
const BIRTHDAY_MISSED = /\b(?:would have|would've|wouldve|heaven|miss)\b/i;
const FIRST_HOME = pattern('occasion-phrases.first-home');
/** Life dates ("12.03.1941 – 02.11.2023") are a memorial with someone told beside them. */
const LIFE_DATES_OF_SOMEONE = pattern('occasion-phrases.someone-of-the-life-dates');

/** A cue: a phrase that says it alone, or a test of the phrase with what must (or must not) stand beside it. */
type Cue = RegExp | ((text: string) => boolean);
const both = (cue: RegExp, beside: RegExp) => (text: string): boolean => cue.test(text) && beside.test(text);
const unless = (cue: RegExp, beside: RegExp) => (text: string): boolean => cue.test(text) && !beside.test(text);
const heard = (cues: readonly Cue[], text: string): boolean => cues.some((cue) => (cue instanceof RegExp ? cue.test(text) : cue(text)));

/** In the order they are tried (a global phrase keeps its position between tests, so the order is kept as written). */
const LOSSES: readonly Cue[] = [LIVING_LOSS, EMPTY_PLACE, SILENT_KEY, KILLED, NOT_SAVED, IT_TOOK, HAD_FOR_DAYS, LOST_BEFORE, NOT_COME_BACK, ONE_OF_OURS];
const LIFE_EVENTS: readonly Cue[] = [
  HONOUR_CAME, BORN_NEWS, DUE_DATE, TURNING_IN_MONTH, both(OFFER_GOT, OFFER_CHEERED), both(FIRST_HOME, EXCLAIMED), MADE_RANK, PUBLISHED, ADOPTION_MATCH,
  both(FIRST_GOT, FIRST_GOT_CHEERED), both(IN_PROFIT, PROFIT_CHEERED), (text) => (TALLY_REACHED.test(text) || OWN_NOW.test(text)) && EXCLAIMED.test(text),
  MARRIED_YEARS, TOP_RANK, BABY_NEWS, RACE_DONE, BABY_CAME, BEST_OF_LIFE, CITIZEN, both(EXAMS_CLEARED, EXCLAIMED), PROPOSAL_ACCEPTED,
  both(YEARS_OLD_NOW, /!/), unless(ENGAGED, NOT_ENGAGED_NOW), DEGREE_DONE, both(SCHOOL_START, SCHOOL_CHEERED), both(WITHOUT_THE_AID, /!/), SETTLED,
  unless(ROUND_BIRTHDAY, BIRTHDAY_MISSED), both(FIRST_DONE, EXCLAIMED),
];
const LOSSES_TOLD_APART: readonly Cue[] = [
  WENT_AT_A_TIME, LOST_BY_NAME, both(RUN_DOWN, GRIEF), DYING_IN_OTHER_LANGUAGES, both(NEVER_GOT_TO, FATAL_EVENT), wentRelation, LOST_AT_SEA, LOST_ANIMALS,
  NAME_WENT, NEVER_HOME, PUT_DOWN_NAMED, TAKEN_BY, DEATH_BY_SLEEP_OR_ILLNESS, both(LIFE_DATES, LIFE_DATES_OF_SOMEONE),
];
const LIFE_EVENTS_TOLD_APART: readonly Cue[] = [
  WON_A_PRIZE, APPROVED, BIRTHS_PLACES_AND_FIRSTS, KEYS_OATHS_AND_OFFERS, BIRTHDAYS_AND_GOING_ALONE, FIRST_SOLOS_PLACES_AND_COUNTS, HOBBY_WIN,
  QUALIFICATIONS_AND_SIGNINGS, PASSED_OUT_OF, FIRST_GIGS_DEGREES_AND_CHALLENGES, both(OTHERS_WEDDING, JOY_TOLD),
];
const ACHIEVEMENTS: readonly Cue[] = [(text) => phraseMatches(WON_A_CONTEST, text), PASSED_A_TEST, PAID_OFF, both(ELATION, SPEAKER_DID)];

/** An occasion told by the shape of its phrase rather than its words (the phrases above), or undefined. */
export function occasionByStructure(text: string): OccasionCue | undefined {
  if (heard(LOSSES, text)) return 'memorial';
  if (heard(LIFE_EVENTS, text)) return 'celebration';
  if (heard(LOSSES_TOLD_APART, text)) return 'memorial';
  if (heard(LIFE_EVENTS_TOLD_APART, text) || heard(ACHIEVEMENTS, text)) return 'celebration';
  return undefined;
}
