/** Word classes and cues more than one stage reads (each becomes a lexicon or a pattern: src/engine/lexicon, src/engine/patterns). */

import { compilePattern } from '../patterns/compile';
import { wordSet } from '../lexicon/lexicon';
import { pattern } from '../patterns/patterns';

/** Words that end a clause: negation does not reach past them. */
export const CLAUSE_BREAKS = wordSet("grammar.linking-words + discourse.turns - 'or' - 'if' - 'unless' - 'when'");

export const QUESTION_STARTERS = wordSet("grammar.be-present + grammar.do + grammar.have + grammar.modals + grammar.question-words + 'any' - 'had'");

/** First words that make a sentence a question even without "?" (not "do"/"can": "do it on my arm"). */
export const UNMARKED_QUESTION_STARTERS = wordSet("grammar.be-present + grammar.do + grammar.question-words - 'do' - 'when' - 'where' - 'who'");

export const PERSON_WORDS = wordSet("kinship + animals-kept.dogs-and-cats + animals-kept.general + 'horse'");

/** What belongs to a pet and is named after it: "dog tag", "cat bed", "horse box". */
export const PET_GEAR = wordSet("pet-gear");

export const PET_WORDS = wordSet("animals-kept");

export const NOT_SUBJECTS = wordSet(
  "chat.greetings + chat.greetings-regional + design-talk.nouns + design-talk.manner + vague + degree.intensifiers + sizes + judgement.approval " +
  "+ grammar.articles + grammar.definite + grammar.possessives + grammar.demonstratives + grammar.quantifiers + grammar.accompaniment " +
  "+ grammar.subject-pronouns + grammar.linking-words + grammar.place + colours.spellings + not-pictures + colours.greys",
);

/**
 * Nouns a tagger finds in tattoo talk that are never the picture: the talk about the tattoo itself,
 * time, feelings, people in general, and the off-topic business (price, pain, booking). Only the
 * open-vocabulary capture reads this; listed subjects are matched as before.
 */
export const NON_SUBJECT_NOUNS = wordSet(
  "chat + calendar.weekdays-plural + calendar.seasons + calendar.parts-of-day + calendar.relative-days + calendar.spans + calendar.spans-short " +
  "+ calendar.clock + colours.plural + colours.spellings + degree.intensifiers + design-talk + grammar.articles + grammar.definite " +
  "+ grammar.possessives + grammar.demonstratives + grammar.quantifiers + grammar.possessive-pronouns + grammar.have + grammar.accompaniment " +
  "+ grammar.subject-pronouns + grammar.linking-words + grammar.place + grammar.position + grammar.other-prepositions " +
  "+ grammar.other-contractions + grammar.question-words + discourse.turns + health + kinship.family + meanings + occasion-words + people " +
  "+ sizes + judgement.approval + studio + units + vague + not-pictures + colours.greys + verbs.wanting + verbs.liking + verbs.making + 'half' " +
  "+ 'twin' + 'keep' + 'get' + 'hope'",
);

/** Abstract nouns by their ending ("happiness", "community", "achievement"): meanings, not pictures. */
export const ABSTRACT_ENDING = pattern('morphology.abstract-ending');

export const SUBJECT_PRONOUNS = new Set(['i', 'we', 'he', 'she', 'they', 'you', "i've", "we've", "i'd", "i'll"]);

export const OBJECT_PRONOUNS = new Set(['me', 'us', 'him', 'her', 'them', 'how']);

export const SUBJECT_INTRODUCERS = new Set(['tattoo', 'design', 'drawing', 'sketch', 'image', 'picture', 'illustration', 'portrait', 'painting']);

export const THIRD_PARTY = new Set(['he', 'she', 'they', "he's", "she's", "they're", 'hes', 'shes']);

/** Nouns that hold, gather or measure another: "a ball of yarn", "a sprig of rosemary", "a deck of cards". */
export const MEASURE_NOUNS = wordSet("measures + 'bowl' + 'basket' + 'box' + 'pair' + 'head' + 'can'");

/** What things are made of, a small closed class ("an aluminium cooking pot", "a copper mixing bowl"). */
export const MATERIAL_NOUNS = wordSet("materials + 'tin' + 'glass'");

export const DETERMINERS = new Set(['a', 'an', 'the', 'my', 'his', 'her', 'their', 'our', 'some']);

export const ARTICLES = new Set(['a', 'an']);

/** Words that close a noun phrase: prepositions and relative words ("a snare drum behind them"). */
export const PHRASE_ENDERS = wordSet("grammar.place + grammar.position + grammar.accompaniment + phrase-ends + 'who' + 'that' + 'which' + 'like'");

/**
 * Adjectives that judge, size, date or colour a subject ("cute", "little", "old", "red"): they
 * never join it. Other adjectives in front of an unlisted noun are usually part of its name
 * ("hot air balloon", "wooden spoon", "electric guitar") and are kept with it.
 */
export const NON_NAMING_ADJECTIVES = wordSet(
  "colours.greys + colours.hues + judgement.approval + sizes.small + sizes.big + adjectives.describing + 'favourite' + 'favorite' + 'first' " +
  "+ 'next' + 'few' + 'best' + 'classic' + 'fine' + 'left' + 'right'",
);

/** Prepositions of place: "the …" after them is where something happened, not what is drawn. */
export const LOCATIVES = wordSet("grammar.place + grammar.place-adverbs - 'onto'");

/** Suffixes that mark a word as an adjective whatever its position ("a bit colourful", "a darker"). */
export const ADJECTIVE_SUFFIX = pattern('morphology.adjective-suffix');

export const MONTHS = wordSet("calendar.weekdays + calendar.months");

/**
 * Off-topic talk: booking, artists, price, pain, healing. These clauses are answered by the helpers
 * and never write to the brief ("find me an artist and book me in" must not add 'book').
 */
/** The weather's nouns said in passing ("like typhoon rain"): one list for the off-topic cue and `WEATHER_WITH`. */

/** Languages someone may ask an artist to speak (one list for the three language cues below). */

export const OFF_TOPIC = pattern('off-topic.studio-business');

/** Who a statement about the speaker's own life opens with. */
export const SPEAKER_SUBJECT = pattern('speaker-life.speaker-subject');

/** Verbs after "I" that bring a picture in ("I want", "I'd like", "I kept pigeons", "I have a cat") or tell a story. */
export const BRINGS_A_PICTURE = pattern('speaker-life.brings-a-picture');

/**
 * A time anchor on the speaker's own calendar: a schedule ("twice a day", "evenings only", "two weeks on
 * two weeks off"), a date relative to now ("this month", "last year", "in a fortnight", "that day") or a
 * clock limit ("after six", "till payday"). A picture is described out of time; a message that places
 * itself on the speaker's calendar is about their life — shifts, travel, childcare, an old injury.
 */
export const CALENDAR_ANCHOR = pattern('speaker-life.calendar-anchor');

/** Words of approval said of a picture ("the n64 controller would be perfect"): one list for the wish and the person checks. */
export const APPROVAL_WORDS = pattern('clause-words.approval-words').source;

/** Likings said with an adjective or a noun ("obsessed with", "mad about", "into", "a huge fan"). */
export const LIKING_WORD = compilePattern(String.raw`\b@{verbs.liking-phrases + 'into' + 'fan' + 'love' + 'loves' + 'adore' + 'adores'}\b`);

/** An apology or excuse addressed to the studio opening a message ("sorry to trouble", "excuse me"): a request or complaint to them, not a picture. */
export const APOLOGY_OPENING = pattern('off-topic.apology-opening');

/** A tag asking whether what was just said matters ("is that ok", "will that matter", "does it make a difference"). */
export const CONCERN_TAG =
  pattern('asking.concern-tag');

/** Words that only soften or time a clause ("just finished", "still waiting"): skipped to find its first real word. */
export const CLAUSE_SOFTENERS = pattern('clause-words.softeners');

/**
 * What directs the drawing in a message: a wish with a thing for its object (not "want to come and
 * watch"; "like" only as the speaker's wish, not "it looks like a sausage"), design verbs, a proposal, something added
 * or swapped, the piece's own words used of this piece, a choice field named. A closed class — the ways a person asks
 * for a picture — where the topics around a tattoo are not.
 */
export const DESIGN_INTENT = pattern('design-talk.design-intent');

/**
 * A message that is one noun phrase: no verb at all ("In flight over his pigeon loft, like."), or a determiner and a
 * noun whose first verb comes after a relative word ("the blackbird that sang on our shed every morning").
 */
/** How a drawn thing is posed or arranged in a described scene ("curled up in", "coming off", "perched on"). */
export const SCENE_POSES = pattern('design-talk.scene-poses');

/**
 * "we breed ferrets", "I kept ferrets growing up", "my allotment has sweet peas every june": a thing the
 * speaker keeps, grows or collects, named bare after the verb, is part of their world the piece may draw — unlike an
 * engagement with an article ("I have an exam at nine") or an abstract noun ("my manager has opinions").
 */
export const KEEPING_VERBS = compilePattern(String.raw`^@{grammar.have + verbs.keeping}$`);

export const DESIGN_TALK = pattern('design-talk.design-words');

/** Words that soften, time or link a clause before its subject ("now I'm", "ok so I'll"). */
export const CLAUSE_LEADERS = compilePattern(String.raw`^@{chat.yes-no + discourse.openers + grammar.linking-words + 'oh' + 'tbh' + 'since'}$`);

/** Token positions in off-topic clauses (a clause ends at punctuation or a linking word). */
/**
 * logistics and other people's business, by structure, each a small closed class —
 * - a shift pattern or time away ("two on two off", "three weeks on, three off"; work or a boss sending the speaker
 *   somewhere; "I'm only around half the time");
 * - lateness with its measure ("the bus was 40 minutes late", "late again");
 * - fainting told as a story ("passed out at his blood test", "keeled over");
 * - someone else's tattoo being done ("is having his whole back done", "had hers done");
 * - what someone says tattoos are ("is saying tattoo is disrespect", "thinks tattoos are trashy");
 * - the rules of a workplace ("not allowed tattoo(s) on …", "uniform policy", "dress code").
 * None of these names a thing to draw, so a design clause beside them keeps its own words (clauses are read apart).
 */
export const LIFE_AROUND_THE_VISIT = pattern('off-topic.life-around-the-visit');

/**
 * more of the same kinds, each a small closed class —
 * - a living person and the aids they live with ("she's still going strong", "he uses a wheelchair", "I'm still in
 *   the sling"): a copula or has/uses with a person as subject, so "a teddy with its arm in a cast" stays a picture;
 * - paying in parts ("pay it in three instalments", "the rest once my wages land");
 * - the app and the account ("connect my playlist to the app", "change my username", "reset my password", "so it
 *   remembers which songs I play");
 * - wear on the skin while healing ("loads of rubbing from my bag strap", "a lot of sweat");
 * - what someone says tattoos do ("my uncle reckons tattoos will stop me getting a job");
 * - what the inks are made of ("are the inks cruelty-free?", "bone char", "shellac").
 */
export const AIDS_MONEY_APP_AND_INKS = pattern('off-topic.aids-money-app-and-inks');

/** Greetings that may open a sentence before the speaker ("hi I'm at the desk"). */
export const GREETINGS = wordSet("chat.greetings + 'morning' + 'evening' + 'ok' + 'okay' + 'so' + 'well' + 'um' + 'k'");

/** First words of a fragment that carries the previous turn on ("like a fox?", "and a moon"). */
export const FRAGMENT_OPENERS = pattern('clause-words.fragment-openers');
