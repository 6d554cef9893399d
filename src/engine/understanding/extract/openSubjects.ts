/** Extract: open-vocabulary subjects — runs of nouns the tagger finds outside the subject list. */

import { lexiconKnows, lexiconTag, type TaggedWord, tagWords } from '../../nlp/tagger';
import { OPEN_KEYWORD_CONFIDENCE } from '../confidence';
import { derivedFromKnown } from '../normalise/spelling';
import { BODY_PART_STEMS } from '../normalise/typing';
import { alignTags, headNounsTaggedAsVerbs } from '../segment/tags';
import { ABSTRACT_ENDING, ADJECTIVE_SUFFIX, ARTICLES, CLAUSE_BREAKS, DETERMINERS, KEEPING_VERBS, LOCATIVES, MATERIAL_NOUNS, MEASURE_NOUNS, MONTHS, NON_NAMING_ADJECTIVES, NON_SUBJECT_NOUNS, OBJECT_PRONOUNS, PERSON_WORDS, PET_GEAR, PET_WORDS, PHRASE_ENDERS, SCENE_POSES, SUBJECT_INTRODUCERS, SUBJECT_PRONOUNS, THIRD_PARTY } from '../sharedWords';
import { isWord, type Mention, type WordToken } from '../tokens';
import { normalizeText, singularForms, tokenize } from '../../wordMatching';

/** Longest open-vocabulary subject, in words: longer runs are descriptions, not subjects. */
export const MAX_OPEN_WORDS = 3;

/** Things whose names end like abstract nouns ("instrument", "train station"); short words ("fence", "city") never match the ending. */
// (and the few things in -ness and -sion — "his tracking harness", "a mansion")
const CONCRETE_ABSTRACT_LOOKING = new Set(['ornament', 'ornaments', 'monument', 'monuments', 'station', 'ambulance', 'compartment', 'pavement', 'allotment', 'apartment', 'basement', 'garment', 'instrument', 'instruments', 'cement', 'tenement', 'lighthouse', 'harness', 'harnesses', 'mansion', 'mansions', 'television', 'wilderness']);

/** "-ship" is abstract in "friendship" but a vessel in "spaceship": only these are meanings. */
const ABSTRACT_SHIP = /(?:friend|relation|partner|leader|kin|hard|owner|member|wor|champion|sportsman|craftsman|citizen|scholar|fellow|apprentice|intern|companion|court|guardian|dealer|sponsor)ship$/;

/** Words before "my" that make what follows the story's occasion: "for my rebirth", "after my divorce". */
const DEDICATION_BEFORE = new Set(['for', 'after', 'since', 'through', 'about', 'of', 'to', 'from', 'during', 'against', 'beat', 'beating', 'survived', 'overcame']);

const POSSESSIVE_DETERMINERS = new Set(['my', 'our', 'his', 'her', 'their', 'your']);

/** "I'm a mechanic", "he's a chef": who someone is, not the picture. */
const BEING_CONTRACTIONS = new Set(["i'm", 'im', "he's", "she's", "they're", "we're", "you're"]);

/**
 * Colour words in front of a noun name the kind ("blue jay", "pink ribbon", "red panda", "black
 * sand beach"): unlike other judging adjectives they join the subject, listed or not.
 */
const COLOUR_WORDS = new Set(['red', 'blue', 'green', 'yellow', 'purple', 'pink', 'orange', 'black', 'white', 'grey', 'gray', 'brown', 'golden', 'gold', 'silver', 'violet', 'scarlet', 'crimson', 'turquoise', 'teal', 'navy', 'maroon', 'burgundy', 'magenta', 'beige']);

/** Adjectives that only follow their noun ("a koala asleep", "a boat adrift"): never a head noun. */
const PREDICATIVE_A = /^a(?:sleep|wake|live|lone|float|drift|glow|blaze|loft|jar|kimbo|ware|fraid|head|part|stray|sunder|skew|glitter)$/;

/** One-word colour options that also name kinds: "neon sign", "rainbow trout", "pastel bunting". */
const COLOUR_OPTION_WORDS = new Set(['neon', 'rainbow', 'pastel', 'teal']);

/** "the front door", "a top hat": position words that are the first half of a compound. */
const POSITION_MODIFIERS = new Set(['front', 'top']);

/** Whether a token can be part of an open-vocabulary subject ("bass fish", "fishing rod", "saxophone"). */
function subjectWord(token: WordToken, tag: TaggedWord | undefined, modifier = false): boolean {
  if (!tag || !tag.noun || tag.pronoun || tag.gerund) return false;
  const word = token.original;
  // Letters without a vowel ("bmx", "atv") are a name only in front of a noun ("bmx bike").
  // (in front of a noun an abstract-looking word names a kind: "allotment shed", "friendship bracelet")
  const abstract = !modifier && ((ABSTRACT_ENDING.test(word) && !CONCRETE_ABSTRACT_LOOKING.has(word)) || ABSTRACT_SHIP.test(word));
  // (two letters only as a vowelless maker or kind in front of a noun: "a VW camper", "dj decks")
  const tooShort = word.length < 3 && !(modifier && word.length === 2 && !/[aeiouy]/.test(word));
  // (a model name with digits has no vowel to find: "an M16")
  // (a vowel with a mark counts: "tūī", "kōwhai")
  if (tooShort || /'/.test(word) || abstract || (!modifier && !/[aeiouy\d\u00e0-\u00e6\u00e8-\u00ef\u00f2-\u00f6\u00f8-\u00fd\u0100-\u0131\u014c-\u0153\u0168-\u0173]/.test(word))) return false;
  // ("my dads ashes": a possessive typed without its apostrophe is still the person)
  // ("a sobriety coin", "her wedding ring", "a tattoo machine": what a tattoo is about, or the trade's
  // own words, name a kind in front of a noun)
  const kindOf = modifier && MEANING_MODIFIERS.has(word);
  return (!NON_SUBJECT_NOUNS.has(word) || kindOf) && !CHAT_ABBREVIATIONS.has(word) && !APOSTROPHE_DROPPED.test(word) && !PREDICATIVE_A.test(word) && !STRETCHED.test(word) && !token.forms.some((form) => PERSON_WORDS.has(form)) && (!UNDRAWN_PERSONAL.has(word) || kindOf);
}

// (and written as one word with its describing word — "a German shorthaired pointer", "a wirehaired vizsla")
const BODY_PART_ED = new RegExp(`^(?:short|long|wire|rough|smooth|curly|flat|straight|broad|fine|thick|silky)?(?:${BODY_PART_STEMS})ed$`);

/** Boats and vehicles, which people call "she": "she's a bowpicker" names the kind. */
const VESSEL_WORDS = /^(?:boat|boats|ship|yacht|trawler|dinghy|truck|lorry|rig|car|van|tractor|motorbike|bike|plane|locomotive|engine|ute)$/;

/** Sizing and judging words the light tagger may call nouns ("fat", "old"): never the first word of a name. */
// ("fat" is left out: "a big fat pug" is a kind of pug people ask for)
const SIZING_WORDS = new Set(['little', 'big', 'small', 'tiny', 'huge', 'large', 'giant', 'thin', 'old', 'cute', 'pretty', 'lovely', 'beautiful', 'wee', 'lil', 'chunky', 'skinny']);

/** Counted units in front of a noun that name its kind: "two year chip", "a ten mile medal". */
const COUNT_UNITS = new Set(['year', 'years', 'yr', 'month', 'months', 'day', 'week', 'hour', 'mile', 'k', 'km', 'minute', 'second', 'pound', 'foot', 'inch', 'piece', 'string', 'point', 'speed', 'star', 'gallon', 'litre', 'liter']);

const COUNT_NUMBERS = new Set(['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'fifteen', 'twenty', 'thirty', 'forty', 'fifty', 'hundred']);

/** A people's adjective typed in lower case names a kind too ("a british shorthair", "a siamese"): the -ish ones are a closed class. */
const DEMONYM_LOWER = /^(?:[a-z]{3,}(?:ese|ian)|british|irish|english|scottish|spanish|turkish|polish|danish|swedish|finnish|cornish|flemish|kurdish|gaelic)$/;

/** Size words that are part of a kind's name ("great white shark", "big top", "big rig", "little owl"). */
// (and the other judging words that are, a lexicon the tagger lacks — "sweet peas", "a light bulb", "a hot
// spring", "a flat white": kept as the size words are, since no rule tells "sweet peas" from "sweet puppies")
const SIZE_NAMED_KINDS = new Set(['great white', 'great dane', 'great tit', 'great horned', 'great crested', 'great blue', 'great grey', 'big top', 'big rig', 'big ben', 'big cat', 'big wheel', 'big dipper', 'little dipper', 'little owl', 'little egret', 'little grebe', 'little mermaid', 'small tortoiseshell', 'tall ship', 'long boat', 'long bow', 'long ship', 'giant panda', 'giant squid', 'giant tortoise', 'giant pumpkin', 'giant redwood', 'giant sequoia', 'giant clam', 'giant octopus',
  'deep dish', 'sweet pea', 'sweet potato', 'sweet william', 'sweet chestnut', 'light bulb', 'light switch', 'light sabre', 'lightsaber', 'hot spring', 'hot dog', 'hot sauce', 'hot air', 'hot rod', 'flat white', 'full moon', 'new moon', 'half moon', 'fine china', 'wild boar', 'wild garlic', 'mini cooper', 'mini lop', 'mini rex']);

export const sizeNamedKind = (size: string, next: string): boolean => [next, ...singularForms(next)].some((form) => SIZE_NAMED_KINDS.has(`${size} ${form}`));

/** Capitalised name particles: "El Capitan", "La Sagrada Familia", "Le Mans", "San Siro". */
const NAME_PARTICLES = new Set(['el', 'la', 'le', 'los', 'las', 'les', 'del', 'della', 'de', 'du', 'der', 'die', 'das', 'al', 'san', 'santa', 'st', 'mt', 'mount', 'lac', 'ben', 'loch', 'lough']);

/** "snowdon's outline", "london's skyline": the outline of a named thing is that thing. */
const SHAPE_NOUNS = new Set(['outline', 'silhouette', 'skyline', 'shape', 'profile', 'peak', 'summit', 'ridge', 'contour', 'contours', 'map', 'coastline']);

/** Words for what a piece is about that, in front of a noun, say which kind it is ("sobriety coin", "wedding ring"). */
// (seasons and times of day too: "autumn leaves", "a night sky", "a winter robin")
// (and everyday words kept out as subjects on their own: "test tube", "time machine", "life jacket", "love heart")
const MEANING_MODIFIERS = new Set([
  'sobriety', 'recovery', 'memorial', 'wedding', 'birthday', 'anniversary', 'remembrance', 'world', 'travel', 'cancer', 'freedom', 'celebration', 'luck',
  'summer', 'winter', 'spring', 'autumn', 'night', 'morning', 'test', 'time', 'life', 'love', 'memory', 'money', 'story', 'work', 'day', 'space', 'minute', 'hour',
  // (a tool's kind: "a combination square", "a combination lock")
  'combination',
  // (the trade's own words name tools: "a tattoo machine", "an ink bottle" — once a list of its own)
  'tattoo', 'ink',
  // (words kept out as pictures for their talk uses — "on the side", "off the top of my head", "a fine line",
  // "my family" — name a kind of thing in front of a noun: "side cutters", "a head collar", "finish line tape", "a family crest")
  'side', 'head', 'line', 'family', 'date',
  // ("a weather vane", "a weather balloon"; "a pride flag"; "a body brush", "a half pipe"; "a power pole")
  'weather', 'pride', 'body', 'half', 'power',
]);

/** Edition words that end a product's name ("game boy color", "ipad pro"). */
const MODEL_EDITIONS = new Set(['color', 'colour', 'advance', 'pro', 'mini', 'max', 'plus', 'ultra', 'deluxe', 'lite', 'xl', 'classic', 'special']);

/** Personal things that are words, not pictures ("her name", "the date"); footprints and portraits are drawn. */
// (a signature or someone's handwriting is drawn as it looks, so those are pictures)
const UNDRAWN_PERSONAL = new Set(['name', 'names', 'initials', 'initial', 'birthday', 'birthdate', 'favorite', 'favourite', 'words', 'quote', 'date']);

/** "-ing" words join a subject only in front of its noun ("fishing rod"), never after it ("snake wrapping"). */
const isIngWord = (token: WordToken): boolean => (/ing$/.test(token.original) && token.original.length > 5 && !ingNoun(token.original)) || /^(?:lying|dying|tying|being|doing|going|using)$/.test(token.original);

/**
 * "a dumpling", "a keyring", "a starling": before -ing, a consonant + l or r that makes no verb the
 * lexicon knows (not "curl", "whirl", "dumple") is no verb form — the word is a plain noun.
 */
function ingNoun(word: string): boolean {
  const stem = word.slice(0, -3);
  if (/[^aeiou][lr]$/.test(stem)) return ![stem, `${stem}e`].some((candidate) => lexiconKnows(candidate));
  // (any other stem no verb comes from — "lapwing", "gosling", "sapling", "herring": a stem of three
  // letters or more with a vowel, which the lexicon knows neither as written, with an "e", nor undoubled ("running")
  // — and which the lexicon does not know whole as something else, "during")
  if (stem.length < 3 || !/[aeiouy]/.test(stem) || /^(?:Preposition|Conjunction|Adverb|Gerund|PresentTense|Infinitive)$/.test(lexiconTag(word) ?? '')) return false;
  const undoubled = /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem;
  return ![stem, `${stem}e`, undoubled].some((candidate) => lexiconKnows(candidate));
}

/** Drawn-out greetings and intensifiers ("hiii", "sooo", "heyyy"): never subjects. */
const STRETCHED = /^(?:h+i+|he+y+|hel+o+|yo+|so+|ve+ry|re+al+y|omg+|ah+|oh+|u+m+|h+m+|e+r+m*|u+h+|o+o+h+|a+w+)$/;

/**
 * The nouns and noun compounds a person uses for what they want drawn, found by the tagger:
 * runs of nouns outside the brief's other slots, at most three words, in design talk only.
 * A run that contains listed subjects and is longer replaces them ("bass fish" over "fish").
 */
export function openSubjectMentions(
  tokens: WordToken[],
  unavailable: ReadonlySet<number>,
  listed: Mention[],
  source?: string,
  unavailableOtherwise: ReadonlySet<number> = unavailable,
  briefText = '',
  typed = source,
): Mention[] {
  const tagged = tagWords(source ?? tokens.map((t) => (isWord(t) ? t.original : t.text)).join(' '));
  if (!tagged) return [];
  const tags = alignTags(tokens, tagged);
  headNounsTaggedAsVerbs(tokens, tags);
  // ("a dumpling", "a pokeball keyring": an -ing word built on no verb is a noun, whatever the tagger guessed —
  // in a noun's place only: right after a determiner, or after a determiner and one noun when no particle
  // follows; the lexicon lacks many -le verbs, so "a keyring dangling off it" keeps its verb)
  const determinerAt = (k: number): boolean => DETERMINERS.has(tokens[k]?.text ?? '') || /^\d+$/.test(tokens[k]?.text ?? '');
  for (let i = 0; i < tokens.length; i++) {
    const tag = tags[i];
    if (!tag || !isWord(tokens[i]) || !/ing$/.test(tokens[i].original) || !ingNoun(tokens[i].original)) continue;
    // (not before an object — "a hawk clutching a mouse": a noun is never followed by an article or a pronoun
    // inside its phrase; the lexicon lacks many verbs' bare forms, "clutch" among them)
    const object = DETERMINERS.has(tokens[i + 1]?.text ?? '') || OBJECT_PRONOUNS.has(tokens[i + 1]?.text ?? '') || /^(?:its|it|your|this|that|these|those)$/.test(tokens[i + 1]?.text ?? '');
    const compound = !!tags[i - 1]?.noun && !tags[i - 1]?.pronoun && determinerAt(i - 2) && !LOCATIVES.has(tokens[i + 1]?.text ?? '') && !object;
    if (determinerAt(i - 1) || compound) tags[i] = { ...tag, noun: true, gerund: false, verb: false, baseVerb: false, adjective: false };
  }
  // ("crossed with a bearing", "and a carving": after "a"/"an", an -ing word closing the phrase is a noun
  // whatever verb it comes from — no one says "a running" — unless the lexicon files it as an adjective, "an amazing")
  const articleIngHeads = new Set<number>();
  for (let i = 1; i < tokens.length; i++) {
    const next = tokens[i + 1];
    const closes = !next || next.boundary || CLAUSE_BREAKS.has(next.text) || PHRASE_ENDERS.has(next.text);
    // (as typed: a word the spelling fixed to an -ing form, "a statin" → "stating", is no such noun)
    if (!tags[i] || !isWord(tokens[i]) || tokens[i].fuzzy || !/^[a-z]{3,}ing$/.test(tokens[i].original) || (typed !== undefined && !new RegExp(`\\b${tokens[i].original}\\b`, 'i').test(typed)) || !ARTICLES.has(tokens[i - 1]?.text ?? '') || !closes || lexiconTag(tokens[i].original) === 'Adjective' || NON_SUBJECT_NOUNS.has(tokens[i].original)) continue;
    tags[i] = { ...tags[i]!, noun: true, gerund: false, verb: false, baseVerb: false, adjective: false };
    articleIngHeads.add(i);
  }
  // ("a fig branch", "the fig tree": a word the lexicon knows only as an abbreviation, written without its full stop
  // after a determiner and before a noun (or a bare form the tagger took for a verb), is that noun's modifier — the
  // light tagger gives it no part of speech)
  for (let i = 1; i + 1 < tokens.length; i++) {
    const tag = tags[i];
    if (!tag || tag.noun || tag.verb || tag.adjective || !isWord(tokens[i]) || !isWord(tokens[i + 1])) continue;
    if (lexiconTag(tokens[i].original) === 'Abbreviation' && DETERMINERS.has(tokens[i - 1]?.text ?? '') && (!!tags[i + 1]?.noun || !!tags[i + 1]?.baseVerb) && !tags[i + 1]?.pronoun) tags[i] = { ...tag, noun: true };
  }
  const bodyCompound = new Set<number>();
  // "a snare drum", "a watering can": after a determiner and a noun, a bare verb form ending the
  // phrase is the compound's head noun (the light tagger reads it as a verb).
  for (let i = 1; i < tokens.length; i++) {
    const tag = tags[i];
    const prev = tags[i - 1];
    const next = tokens[i + 1];
    // "a trash can wearing a crown": a participle after the head ends the phrase too — but not
    // after a verb's -s form ("the lotus represents coming through").
    const ends =
      !next ||
      next.boundary ||
      CLAUSE_BREAKS.has(next.text) ||
      PHRASE_ENDERS.has(next.text) ||
      // ("her rolling pin you know", "his staffy Tyson": a pronoun or a name after the head ends it)
      (!!tags[i + 1]?.pronoun && !tokens[i].original.endsWith('s')) ||
      !!tags[i + 1]?.proper ||
      (!!tags[i + 1]?.gerund && !tokens[i].original.endsWith('s'));
    // "a steam locomotive coming…": the light tagger reads an unknown head noun ending in -ive/-al/-ic as an adjective.
    const nounLikeAdjective = !!tag?.adjective && !tag.known && !tag.noun && /(?:ive|al|ic)$/.test(tokens[i].original);
    // (an -ing word after it ends the phrase too, "a steam locomotive crossing a viaduct"; and a model number
    // may stand before it, "a class 37 locomotive")
    const endsBeforeIng = ends || /^[a-z]{3,}ing$/.test(next?.text ?? '');
    const modelBefore = /^\d{1,4}$/.test(tokens[i - 1]?.text ?? '') && !!tags[i - 2]?.noun && !tags[i - 2]?.pronoun && DETERMINERS.has(tokens[i - 3]?.text ?? '');
    if (nounLikeAdjective && ((prev?.noun && !prev.pronoun && DETERMINERS.has(tokens[i - 2]?.text ?? '') && endsBeforeIng) || modelBefore)) tags[i] = { ...tag, noun: true, adjective: false };
    // ("a little watering can": an adjective may stand between the determiner and the compound)
    // ("Running spikes with wings": a compound opening the clause needs no determiner)
    const clauseStart = i - 1 === 0 || !!tokens[i - 2]?.boundary || CLAUSE_BREAKS.has(tokens[i - 2]?.text ?? '');
    // ("an irn bru can": two nouns may stand between; "obsessed with strawberry milkshakes": a preposition opens the phrase too)
    const determinedBefore =
      DETERMINERS.has(tokens[i - 2]?.text ?? '') ||
      ((!!tags[i - 2]?.adjective || (!!tags[i - 2]?.noun && !tags[i - 2]?.pronoun)) && DETERMINERS.has(tokens[i - 3]?.text ?? '')) ||
      (PHRASE_ENDERS.has(tokens[i - 2]?.text ?? '') && /s$/.test(tokens[i].original)) ||
      (clauseStart && /s$/.test(tokens[i].original) && PHRASE_ENDERS.has(tokens[i + 1]?.text ?? ''));
    // ("the northern lights over a fjord": a naming adjective may stand in front of that head too)
    const namingAdjective = !!prev?.adjective && !prev.noun && !NON_NAMING_ADJECTIVES.has(tokens[i - 1].original) && DETERMINERS.has(tokens[i - 2]?.text ?? '');
    // ("arthurs seat", "ayers rock": a name's possessive typed without its apostrophe, then the head)
    const namePossessive = !!prev?.noun && !prev.pronoun && !prev.known && /[^s]s$/.test(tokens[i - 1].original) && !PERSON_WORDS.has(tokens[i - 1].text);
    if (tag?.baseVerb && prev && (prev.noun || prev.gerund || namingAdjective) && !prev.pronoun && (determinedBefore || namePossessive) && ends) tags[i] = { ...tag, noun: true, verb: false };
    // ("the tin cans we kicked", "the corn husks she wrapped it in": an -s form after a determiner and a noun, with a
    // subject pronoun and its verb right after, is a plural head with its relative clause — no verb takes "she" as
    // its object)
    const relative = /^(?:i|she|he|we|they)$/.test(next?.text ?? '') && !!tags[i + 2]?.verb && !tags[i + 2]?.noun;
    if (tag?.verb && !tag.noun && /[^s]s$/.test(tokens[i].original) && prev?.noun && !prev.pronoun && DETERMINERS.has(tokens[i - 2]?.text ?? '') && relative) {
      tags[i] = { ...tag, noun: true, verb: false, baseVerb: false };
    }
  }
  /** Lower-case first names read as makes ("his harley", "his gibson"): a model's name may follow. */
  const makes = new Set<number>();
  // "our little star Freya": a capitalised word the lexicon does not know, right after a lower-case
  // noun, is that one's name (the tagger knows only common first names).
  for (let i = 1; i < tokens.length; i++) {
    const tag = tags[i];
    const prev = tags[i - 1];
    if (tag?.capital && !tag.known && !tag.proper && prev?.noun && !prev.capital && !prev.pronoun && isWord(tokens[i - 1])) tags[i] = { ...tag, proper: true, person: true };
    // "a ginger tom", "a big billy", "a nanny goat": a first name written in lower case after a
    // describing word (not a person or pet word: "my dog max" keeps the name) is a common noun.
    const prevWord = tokens[i - 1]?.text ?? '';
    // ("he rode his harley": after his/her/their, a first name in lower case is a make, not a person)
    const made = ['his', 'her', 'their'].includes(prevWord) && !PERSON_WORDS.has(tokens[i + 1]?.text ?? '');
    if (tag?.person && !tag.capital && made) makes.add(i);
    if ((tag?.person && !tag.capital && made) || (tag?.person && !tag.capital && (prev?.adjective || prev?.noun) && !prev?.pronoun && !prev?.capital && isWord(tokens[i - 1]) && !PERSON_WORDS.has(prevWord) && !PET_WORDS.has(prevWord) && !['called', 'named'].includes(prevWord))) {
      tags[i] = { ...tag, proper: false, person: false, noun: true };
    }
  }
  // "an orange tabby", "a ginger tabby curled up": a noun phrase ends in a noun, so its last word,
  // read as an adjective by the light tagger, is the head noun (judging, sizing and colour words,
  // and words with an adjective's suffix, stay adjectives: "a bit darker", "a little").
  for (let i = 1; i < tokens.length; i++) {
    const tag = tags[i];
    const word = tokens[i].original;
    if (!tag?.adjective || tag.noun || tag.verb || !isWord(tokens[i]) || word.length < 4) continue;
    // (a suffix says "adjective" only for words the lexicon knows: "terrier" is a guess from its -er)
    if (NON_NAMING_ADJECTIVES.has(word) || COLOUR_WORDS.has(word) || (ADJECTIVE_SUFFIX.test(word) && tag.known) || NON_SUBJECT_NOUNS.has(word) || PREDICATIVE_A.test(word) || PHRASE_ENDERS.has(word)) continue;
    // (up to two modifiers may stand between: "her scruffy border terrier")
    const modifierAt = (k: number): boolean => !!tags[k] && (tags[k]!.noun || tags[k]!.adjective) && !tags[k]!.pronoun && !tags[k]!.verb;
    const determinerAt = (k: number): boolean => ARTICLES.has(tokens[k]?.text ?? '') || POSSESSIVE_DETERMINERS.has(tokens[k]?.text ?? '');
    const determined = determinerAt(i - 1) || (modifierAt(i - 1) && (determinerAt(i - 2) || (modifierAt(i - 2) && determinerAt(i - 3))));
    const next = tokens[i + 1];
    const nextTag = tags[i + 1];
    // ("an esky full of beers": "full of" ends the phrase too)
    const ends =
      !next || next.boundary || CLAUSE_BREAKS.has(next.text) || PHRASE_ENDERS.has(next.text) || !!nextTag?.pronoun || !!nextTag?.proper ||
      (next.text === 'full' && tokens[i + 2]?.text === 'of') ||
      (!!nextTag?.verb && !nextTag.gerund && !nextTag.noun && !nextTag.adjective) ||
      // (a scene's pose after a guessed head ends the phrase too — "a border terrier peeking out of a boot")
      (!tag.known && SCENE_POSES.test(next.text));
    if (determined && ends) tags[i] = { ...tag, noun: true, adjective: false };
  }
  for (let i = 1; i < tokens.length; i++) {
    const tag = tags[i];
    if (!tag || tag.noun || !tag.verb || tag.gerund || !isWord(tokens[i])) continue;
    const before = tokens[i - 1].text;
    const prev = tags[i - 1];
    const nextNoun = i + 1 < tokens.length && isWord(tokens[i + 1]) && !!tags[i + 1]?.noun && !tags[i + 1]?.pronoun;
    // "a windsurfer", "an unboxing": right after an article a word is a noun, whatever the light
    // tagger guessed for a word it does not know ("windsurfer" read as a verb). Past forms stay
    // ("a broken heart" keeps its adjective reading elsewhere).
    // ("a 99 flake": a number between the article and the word does not change that)
    // ("with the stumps and the bails": after "the", a plural -s form closing the phrase is a noun too)
    const closesHere = !tokens[i + 1] || tokens[i + 1].boundary || CLAUSE_BREAKS.has(tokens[i + 1].text) || PHRASE_ENDERS.has(tokens[i + 1].text);
    const afterArticle = (ARTICLES.has(before) || (/^\d+$/.test(before) && ARTICLES.has(tokens[i - 2]?.text ?? '')) || (before === 'the' && /[^s]s$/.test(tokens[i].original) && closesHere)) && !/ed$/.test(tokens[i].original);
    // ("she loved her garden": after a possessive a bare verb form is a noun — "her" only when
    // nothing makes it an object: "let her dance", "watched her cook")
    const afterPossessive =
      !!tag.baseVerb &&
      !/ed$/.test(tokens[i].original) &&
      (['my', 'his', 'their', 'our', 'your'].includes(before) || (before === 'her' && !/^(?:let|lets|help|helped|helps|make|made|makes|watch|watched|see|saw|seen|hear|heard|have|had|bid|letting|helping|watching|making)$/.test(tokens[i - 2]?.text ?? '')));
    // "best beagle there ever was": a word the lexicon does not know, after an adjective, is a
    // noun too (the light tagger's verb reading of unknown words is a guess from the suffix).
    const unknownAfterAdjective = !tag.known && !!prev?.adjective && !prev.noun && !/(?:ed|ing|ly|s)$/.test(tokens[i].original);
    // "her old garden shed", "a tin can telephone": a verb form between a determiner (or an
    // adjective, or a determined noun) and a noun is the first half of a compound.
    const attributive =
      nextNoun &&
      (DETERMINERS.has(before) ||
        // (a past form after a noun or an adjective modifies what came before: "a terrier called Bingo", "a rose dipped in gold")
        (!/ed$/.test(tokens[i].original) && ((!!prev?.adjective && !prev.noun) || (!!prev?.noun && !prev.pronoun && DETERMINERS.has(tokens[i - 2]?.text ?? '')))));
    // ("maybe durdle door": a word the lexicon does not know, right before a noun, names it)
    const unknownModifier = nextNoun && !tag.known && !/(?:ed|ing|ly)$/.test(tokens[i].original) && tokens[i].original.length > 3;
    // ("my 1985 Land Rover": a capitalised word inside a sentence, right before a noun, is a name's first word)
    const capitalModifier = nextNoun && tag.capital && !tokens[i - 1].boundary && !SUBJECT_PRONOUNS.has(before) && !/(?:ed|ing)$/.test(tokens[i].original);
    // ("his stetson hat and spurs": a plural -s form after "and" and a noun, ending the phrase, is another noun)
    const nextToken = tokens[i + 1];
    const coordinated =
      before === 'and' && !!tags[i - 2]?.noun && !tags[i - 2]?.pronoun && !tags[i - 2]?.gerund && /[^s]s$/.test(tokens[i].original) && tokens[i].original.length > 3 &&
      (!nextToken || nextToken.boundary || CLAUSE_BREAKS.has(nextToken.text) || PHRASE_ENDERS.has(nextToken.text));
    if (afterArticle || afterPossessive || coordinated || attributive || unknownAfterAdjective || unknownModifier || capitalModifier) tags[i] = { ...tag, noun: true, verb: false, baseVerb: false };
  }
  // "a wire-haired dachshund", "a long eared bat": word + body-part "-ed" + noun is one name.
  for (let i = 0; i + 2 < tokens.length; i++) {
    // (the head may be read as an adjective: "a short-haired tabby")
    const head = tags[i + 2];
    if (!isWord(tokens[i]) || !BODY_PART_ED.test(tokens[i + 1].text) || !isWord(tokens[i + 2]) || !head || !(head.noun || head.adjective) || head.pronoun || head.verb) continue;
    for (const k of [i, i + 1, i + 2]) if (tags[k]) tags[k] = { ...tags[k]!, noun: true, verb: false, adjective: false, gerund: false, pronoun: false };
    bodyCompound.add(i);
    bodyCompound.add(i + 1);
  }
  const runs: { start: number; end: number }[] = [];
  let start = -1;
  // "after my divorce", "in memory of my dog Max": the occasion and the names are the story, not the picture.
  // ("she was a wire-haired dachshund": a body-part compound describes an animal, so it is a pet's breed too)
  // (and a boat or a vehicle, which people call "she" too — "my boat the Mary Lou, she's a bowpicker")
  const petMentioned = tokens.some((t) => PET_WORDS.has(t.text) || BODY_PART_ED.test(t.text) || VESSEL_WORDS.test(t.text)) || tokenize(normalizeText(briefText)).some((t) => PET_WORDS.has(t.text));
  // "I'm a fly fisherman", "he was a keen rock climber": the whole phrase describes someone.
  const dedicated = (i: number): boolean => dedicatedHere(i) || ((!!tags[i - 1]?.noun || !!tags[i - 1]?.adjective) && !tags[i - 1]?.pronoun && (dedicatedHere(i - 1) || ((!!tags[i - 2]?.noun || !!tags[i - 2]?.adjective) && !tags[i - 2]?.pronoun && dedicatedHere(i - 2))));
  const dedicatedHere = (i: number): boolean => {
    const before = tokens[i - 1]?.text ?? '';
    const twoBefore = tokens[i - 2]?.text ?? '';
    // ("best" is a person word only in "best friend/mate": "the best beagle ever" is a picture)
    // ("his dog tag", "a cat bed": a pet word before the pet's gear is a compound, not a pet and its name)
    if (PET_WORDS.has(before) && PET_GEAR.has(tokens[i].text)) return false;
    // (nor after a person word that opened the name itself — "a baby rattle")
    if (start === i - 1 && /^(?:baby|granny|grandfather|mother)$/.test(before)) return false;
    if (PERSON_WORDS.has(before) && !(before === 'best' && !PERSON_WORDS.has(tokens[i].text))) return true;
    // "a fox terrier called Bingo", "a cat named Miso", "RIP Deano": what follows is a name.
    if (before === 'called' || before === 'named' || before === 'rip') return true;
    // "my grandfather was a fisherman", "he was in the navy": who someone was.
    // (only after a person: "what I want is a cassette tape" names the picture)
    const threeBefore = tokens[i - 3]?.text ?? '';
    const someone = SUBJECT_PRONOUNS.has(threeBefore) || PERSON_WORDS.has(threeBefore) || !!tags[i - 3]?.proper;
    // (but a pet's breed is what gets drawn: "our cat … she was a ginger tabby")
    // (nor is a colour: people are not "a blue heeler" or "a golden lab" — a coat's colour names an animal's kind)
    // (nor a kind that has a name of its own: "he was a jack russell called Spud" — roles are not "called")
    const namedAfter = tokens.slice(i + 1, i + 4).some((t) => t.text === 'called' || t.text === 'named');
    // (nor a name of two capitalised words — "he's a Maine Coon": a role is written in lower case)
    // (one describing word may stand before it: "she was a wee Jack Russell")
    const capitalisedName = [i, i + 1].some((k) => !!tags[k]?.capital && !!tags[k + 1]?.capital && !SUBJECT_PRONOUNS.has(tokens[k + 1]?.text ?? '') && tokens[k + 1]?.sentence === tokens[i].sentence && (k === i || !!tags[i]?.adjective));
    if (['a', 'an', 'the'].includes(before) && ['was', 'were', 'is', 'am'].includes(twoBefore) && someone && !petMentioned && !COLOUR_WORDS.has(tokens[i].original) && !namedAfter && !capitalisedName) return true;
    // (nor a kind with a name after it — "he's a Boston terrier named Rocco": roles are not "named")
    if (['a', 'an'].includes(before) && BEING_CONTRACTIONS.has(twoBefore) && !(petMentioned && /^(?:she's|he's|shes|hes)$/.test(twoBefore)) && !capitalisedName && !namedAfter) return true;
    if (before === 'the' && twoBefore === 'in' && ['was', 'were', 'served', 'joined'].includes(tokens[i - 3]?.text ?? '')) return true;
    // (but a breed before its name is the animal drawn — "goodbye to our greyhound Lola"; people and the plain
    // pet words stay the story: "for my uncle Bob", "for my dog Max")
    const breedNamed = !!tags[i + 1]?.capital && !PERSON_WORDS.has(tokens[i].text) && !PET_WORDS.has(tokens[i].text) && !tags[i]?.capital && !tags[i]?.person;
    return ['my', 'our'].includes(before) && DEDICATION_BEFORE.has(tokens[i - 2]?.text ?? '') && !SUBJECT_INTRODUCERS.has(tokens[i - 3]?.text ?? '') && !breedNamed;
  };
  /**
   * "a Clydesdale", "an Airstream", "my Triumph Bonneville", "my Jack Russell": a name right after
   * an article is a kind, brand or model, not a person (people are not "a Sarah"); after a
   * possessive it is one when it is not a lone person's name ("my Sarah" stays a person).
   */
  const namesKind = (k: number): boolean => {
    // (the phrase may open with a capitalised word the tagger calls a plain noun: "Triumph Bonneville")
    // ("our little angel Isla": a lower-case noun before a name is who the name belongs to)
    // (and any capitalised word inside the sentence — "An original Mini Cooper": "Mini" read as an adjective)
    const inPhrase = (j: number): boolean =>
      isWord(tokens[j]) && !!tags[j] && (tags[j]!.proper || (tags[j]!.noun && !tags[j]!.pronoun && (tags[j]!.capital || !listedAt.has(j))) || (tags[j]!.capital && j > 0 && !tokens[j - 1].boundary && tokens[j - 1].sentence === tokens[j].sentence && !tags[j]!.pronoun)) && !PERSON_WORDS.has(tokens[j].text);
    let first = k;
    while (first > 0 && inPhrase(first - 1) && k - first < 2) first -= 1;
    let last = k;
    while (last + 1 < tokens.length && tags[last + 1]?.proper && isWord(tokens[last + 1])) last += 1;
    // ("her wee jack russell", "some heather": one adjective may stand between; "some"/"the" name a kind too)
    // ("Mum's old Hills Hoist": someone's, with the apostrophe, is a possessive too)
    const possessiveAt = (j: number): boolean => POSSESSIVE_DETERMINERS.has(tokens[j]?.text ?? '') || (/'s$/.test(tokens[j]?.text ?? '') && !THIRD_PARTY.has(tokens[j]?.text ?? ''));
    if (tags[first - 1]?.adjective && !tags[first - 1]?.noun && (ARTICLES.has(tokens[first - 2]?.text ?? '') || possessiveAt(first - 2))) first -= 1;
    // ("a '72 Triumph Bonneville", "my 1967 Mustang": a year or a number may stand between)
    if (/^\d+$/.test(tokens[first - 1]?.text ?? '') && (ARTICLES.has(tokens[first - 2]?.text ?? '') || POSSESSIVE_DETERMINERS.has(tokens[first - 2]?.text ?? ''))) first -= 1;
    const before = tokens[first - 1]?.text ?? '';
    // ("the Eiffel Tower" is a picture; "from the Highlands", "on the Amalfi coast" is where, the story)
    if (ARTICLES.has(before) || before === 'some' || (before === 'the' && !LOCATIVES.has(tokens[first - 2]?.text ?? ''))) return true;
    // ("in memory of my dog Max" is the story; "a tatt of Mum's old Hills Hoist" names the thing)
    if (!possessiveAt(first - 1) || (POSSESSIVE_DETERMINERS.has(before) && DEDICATION_BEFORE.has(tokens[first - 2]?.text ?? ''))) return false;
    // (a lone person's name is a person: "our little angel Isla", "my Sarah")
    // ("Dad's old Massey Ferguson": a capitalised word the tagger calls a plain noun counts as part of the name)
    const names = tokens.slice(first, last + 1).filter((_, n) => tags[first + n]?.proper || tags[first + n]?.capital);
    return names.length > 1 || !tags[k]?.person;
  };
  const listedAt = new Set<number>();
  for (const m of listed) for (let k = m.start; k < m.end; k++) listedAt.add(k);
  const usable = (i: number): boolean => i >= 0 && i < tokens.length && !unavailable.has(i) && isWord(tokens[i]);
  for (let i = 0; i <= tokens.length; i++) {
    // "sewing machine", "fishing rod": an -ing word may open a run when a plain noun follows it.
    // (a listed subject counts as a noun here too, pets included: "a rocking horse")
    // ("a washing line", "fishing line": after an -ing modifier "line" is a thing, not the drawing's line)
    const ingLine = (k: number): boolean => /^lines?$/.test(tokens[k]?.original ?? '') && usable(k - 1) && isIngWord(tokens[k - 1]) && !!tags[k - 1] && !tags[k - 1]!.pronoun;
    const nextIsNoun = usable(i + 1) && (subjectWord(tokens[i + 1], tags[i + 1]) || listedAt.has(i + 1) || ingLine(i + 1)) && !isIngWord(tokens[i + 1]);
    // ("the Liver Building": after "the" and a noun, an -ing word the tagger calls a plain noun, ending the
    // phrase, is a landmark's head — "a fox running" keeps its verb)
    const after = tokens[i + 1];
    const headNoun =
      usable(i) && isIngWord(tokens[i]) && !!tags[i]?.noun && !tags[i]?.gerund && !!tags[i - 1]?.noun && !tags[i - 1]?.pronoun && start >= 0 && tokens[start - 1]?.text === 'the' &&
      (!after || after.boundary || CLAUSE_BREAKS.has(after.text) || PHRASE_ENDERS.has(after.text));
    const ing = usable(i) && isIngWord(tokens[i]) && !headNoun && !articleIngHeads.has(i);
    // ("racing pigeons" opening a clause, "with racing pigeons": nothing before the -ing word makes it a verb)
    // (after a clause break or any keeping verb too — "so boxing gloves hanging on a nail", "I keep racing pigeons")
    const opener = i === 0 || !!tokens[i - 1]?.boundary || ['with', 'of', 'and', 'some', 'two', 'three', 'few'].includes(tokens[i - 1]?.text ?? '') || CLAUSE_BREAKS.has(tokens[i - 1]?.text ?? '') || KEEPING_VERBS.test(tokens[i - 1]?.text ?? '');
    // ("a little wooden rocking horse": an adjective before the -ing word makes it a modifier too)
    // ("my grandmas sewing box", "dad's fishing rod": someone's, with or without the apostrophe, determines it too)
    const owner = tokens[i - 1]?.text ?? '';
    const owned = /'s$/.test(owner) || (/s$/.test(owner) && PERSON_WORDS.has(owner.slice(0, -1)));
    // (a participle opening the clause describes the compound — "And tangled fishing nets along the bottom")
    const participleOpens = /^[a-z]{3,}ed$/.test(tokens[i - 1]?.original ?? '') && (i - 1 === 0 || !!tokens[i - 2]?.boundary || CLAUSE_BREAKS.has(tokens[i - 2]?.text ?? ''));
    const determined =
      opener || owned || participleOpens || DETERMINERS.has(tokens[i - 1]?.text ?? '') || NON_NAMING_ADJECTIVES.has(tokens[i - 1]?.text ?? '') || (!!tags[i - 1]?.adjective && !tags[i - 1]?.noun);
    const positional = start < 0 && usable(i) && POSITION_MODIFIERS.has(tokens[i].original) && nextIsNoun && !PERSON_WORDS.has(tokens[i + 1].text);
    // ("her Singer sewing machine": an -ing word between a maker's name and a noun is inside the compound)
    // ("a penny farthing bicycle": an -ing word not built on a known verb, before a singular head, is
    // no verb either — "an eagle clutching arrows" has its object after it)
    // ("her aluminium cooking pot", "an iron frying pan": after a material, an -ing word before a singular noun is the
    // kind of the thing made of it — a material is no actor, so the -ing word is no verb of it)
    // (plurals too — "bamboo knitting needles", "leather driving gloves": a material does nothing to them)
    const afterMaterial = MATERIAL_NOUNS.has(tokens[i - 1]?.original ?? '') && !!tokens[i + 1];
    const midCompound = start >= 0 && i - start < MAX_OPEN_WORDS - 1 && ing && nextIsNoun && !!tags[i - 1]?.noun && (!!tags[i - 1]?.capital || !!tags[i - 1]?.proper || afterMaterial || (!derivedFromKnown(tokens[i].original) && !/s$/.test(tokens[i + 1]?.original ?? 's')));
    const modifier = positional || midCompound || (start < 0 && ing && nextIsNoun && !!tags[i] && (determined || (!!tags[i]?.noun && !tags[i]?.gerund)));
    // A name on its own is a person ("Max"); in front of a noun it names a kind ("mason jar").
    const properOk = (k: number): boolean => !tags[k]?.proper || (usable(k + 1) && subjectWord(tokens[k + 1], tags[k + 1]) && !tags[k + 1]?.proper) || namesKind(k);
    // A listed subject is a noun whatever the tagger guessed ("paper cranes": "cranes" read as a verb).
    // ("a vintage nursing cap": a judging word the tagger calls a noun is an adjective before an -ing compound)
    // ("our fat ginger tom": a sizing or judging word the tagger calls a noun does not open the name either)
    const judging =
      (NON_NAMING_ADJECTIVES.has(tokens[i]?.original ?? '') && usable(i + 1) && isIngWord(tokens[i + 1])) ||
      (start < 0 && SIZING_WORDS.has(tokens[i]?.original ?? '') && usable(i + 1) && !!tags[i + 1] && (tags[i + 1]!.noun || tags[i + 1]!.adjective) && !sizeNamedKind(tokens[i].original, tokens[i + 1].original));
    // ("a pair of skates", "a tin of peaches": after an article, a measure word and "of", the held word is a noun
    // whatever the tagger guessed — "skates" read as a verb)
    const held =
      usable(i) && tokens[i - 1]?.text === 'of' && MEASURE_NOUNS.has(tokens[i - 2]?.text ?? '') && ARTICLES.has(tokens[i - 3]?.text ?? '') &&
      /^[a-z]{3,}$/.test(tokens[i].original) && !DETERMINERS.has(tokens[i].text) && !NON_SUBJECT_NOUNS.has(tokens[i].text) && !PERSON_WORDS.has(tokens[i].text) && !isIngWord(tokens[i]) &&
      !tags[i]?.pronoun && !OBJECT_PRONOUNS.has(tokens[i].text) && !/^(?:them|those|these|this|that|it|each|all|both|mine|yours|ours)$/.test(tokens[i].text);
    // ("willow pattern plates", "a paisley print scarf": a design word between a noun and the noun it describes is
    // inside that thing's name, though on its own it names no subject — "the dot pattern" stays out)
    const patternMid = start >= 0 && usable(i) && /^(?:pattern|print)$/.test(tokens[i].original) && !!tags[i - 1]?.noun && !tags[i - 1]?.pronoun && usable(i + 1) && !!tags[i + 1]?.noun && !tags[i + 1]?.pronoun && !isIngWord(tokens[i + 1]);
    // ("a baby rattle", "a granny square", "a grandfather clock": after an article, a few person words name a
    // kind of thing in front of a noun that is no person)
    const personKind =
      start < 0 && usable(i) && /^(?:baby|granny|grandfather|mother)$/.test(tokens[i].text) && (DETERMINERS.has(tokens[i - 1]?.text ?? '') || COUNT_NUMBERS.has(tokens[i - 1]?.text ?? '') || /^\d+$/.test(tokens[i - 1]?.text ?? '') || (tokens[i - 1]?.text === 'of' && /^(?:pairs?|sets?|boxes|box|bags?|packs?)$/.test(tokens[i - 2]?.text ?? '')) || (!!tags[i - 1]?.adjective && (DETERMINERS.has(tokens[i - 2]?.text ?? '') || (!!tags[i - 2]?.adjective && DETERMINERS.has(tokens[i - 3]?.text ?? ''))))) && !POSSESSIVE_DETERMINERS.has(tokens[i - 1]?.text ?? '') && usable(i + 1) &&
      subjectWord(tokens[i + 1], tags[i + 1]) && !tags[i + 1]?.proper && !isIngWord(tokens[i + 1]);
    const inside = usable(i) && !judging && (modifier || held || patternMid || personKind || listedAt.has(i) || bodyCompound.has(i) || (ingLine(i) && start >= 0) || (!ing && subjectWord(tokens[i], tags[i], nextIsNoun) && properOk(i) && (!MONTHS.has(tokens[i].original) || nextIsNoun) && !dedicated(i)));
    if (inside && start < 0) start = i;
    if (!inside && start >= 0) {
      // ("a Castle Lager bottle cap": a two-word brand name counts as one word toward the limit)
      const brand = !!tags[start]?.capital && !!tags[start + 1]?.capital ? 1 : 0;
      // (a run too long keeps its last words — an English compound's head comes last: "his old brass NCR cash
      // register" → "ncr cash register")
      const keep = MAX_OPEN_WORDS + brand;
      runs.push(i - start > keep && MATERIAL_NOUNS.has(tokens[start].original) ? { start: i - keep, end: i } : { start, end: Math.min(i, start + keep) });
      start = -1;
    }
  }
  const mentions: Mention[] = [];
  for (const run of runs) {
    const inside = listed.filter((m) => m.start < run.end && m.end > run.start);
    // "lion portrait": a listed subject and a listed manner of showing it stay two subjects ("stag beetle" is one).
    const covered = inside.reduce((n, m) => n + (m.end - m.start), 0);
    const manner = inside.some((m) => SUBJECT_INTRODUCERS.has(tokens[m.start].text));
    if (inside.length > 1 && covered === run.end - run.start && manner) continue;
    // Overlapping a listed subject only partly: the list's reading stands.
    if (inside.some((m) => m.start < run.start || m.end > run.end)) continue;
    // "a blue jay", "a pink ribbon", "a black sand beach", "a bald eagle", "a rotary phone": a colour
    // or a naming adjective right before names the kind, also of a listed subject (which keeps its
    // symbolism through its head noun, styleHintsFor). Judging, sizing and dating words never join.
    const adjective = run.start - 1;
    const adjectiveTag = tags[adjective];
    // ("a neon chapel sign", "a rainbow trout": a one-word colour option also names the kind; the colour slot keeps it too)
    const colourOption = isWord(tokens[adjective] ?? { text: '', boundary: true }) && COLOUR_OPTION_WORDS.has(tokens[adjective].original) && !unavailableOtherwise.has(adjective);
    const colour =
      (usable(adjective) || colourOption) && (COLOUR_WORDS.has(tokens[adjective].original) || colourOption) && !COLOUR_WORDS.has(tokens[adjective - 1]?.original ?? '') && tokens[adjective - 1]?.text !== 'and';
    // ("a stuffed bear", "a little knitted bunny", "an old carved spoon": a past participle after a determiner,
    // with at most one judging or sizing word between, is an adjective naming the kind, whatever the tagger guessed)
    // (a measure's "of" holds the thing as a determiner does — "a pair of knitted booties", "a bunch of dried lavender")
    const heldAt = (k: number): boolean => tokens[k]?.text === 'of' && MEASURE_NOUNS.has(tokens[k - 1]?.text ?? '');
    const determinedAt = (k: number): boolean => DETERMINERS.has(tokens[k]?.text ?? '') || heldAt(k) || (NON_NAMING_ADJECTIVES.has(tokens[k]?.original ?? '') && DETERMINERS.has(tokens[k - 1]?.text ?? ''));
    const participle = !!adjectiveTag?.verb && /(?:ed|en)$/.test(tokens[adjective]?.original ?? '') && !adjectiveTag.pronoun && determinedAt(adjective - 1);
    const naming =
      usable(adjective) &&
      !!adjectiveTag &&
      (participle || (adjectiveTag.adjective && !adjectiveTag.noun && !adjectiveTag.verb)) &&
      // (a word the lexicon does not know is a guess from its ending: "pillar" in "a pillar box" is a noun)
      // ("an Irish wolfhound", "a Maltese cross": a capitalised people's adjective — -ish, -ese, -ian — names the kind,
      // though its ending looks like a judging word's)
      (participle || adjectiveTag.known || (!!adjectiveTag.capital && /(?:ish|ese|ian)$/.test(tokens[adjective].original)) || DEMONYM_LOWER.test(tokens[adjective].original) || /^[a-z]{3,}ical$/.test(tokens[adjective].original) || (tokens[adjective].original.length > 3 && !ADJECTIVE_SUFFIX.test(tokens[adjective].original))) &&
      tokens[adjective].original.length > 2 &&
      // (an -ly word the lexicon files as an adjective names a kind too — "an oily rag", "a prickly pear", "a curly
      // tail"; adverbs and comparatives stay out)
      (!/(?:ly|est|er)$/.test(tokens[adjective].original) || (/ly$/.test(tokens[adjective].original) && lexiconTag(tokens[adjective].original) === 'Adjective')) &&
      // "she baked bread": a past form names the thing only after a determiner ("a stuffed bear")
      (!/ed$/.test(tokens[adjective].original) || determinedAt(adjective - 1)) &&
      // ("an eagle gripping snakes": an -ing word right after a noun is its verb, with the object after it)
      !(/ing$/.test(tokens[adjective].original) && !!tags[adjective - 1]?.noun && !tags[adjective - 1]?.pronoun) &&
      !NON_NAMING_ADJECTIVES.has(tokens[adjective].original);
    const opened = run.start;
    if ((colour || naming) && run.end - run.start <= MAX_OPEN_WORDS) {
      run.start = adjective;
      // "a red pillar box": a colour may stand before a naming word too.
      const before = tokens[adjective - 1];
      if (naming && before && usable(adjective - 1) && COLOUR_WORDS.has(before.original) && run.end - run.start <= MAX_OPEN_WORDS) run.start = adjective - 1;
    }
    run.start = namePrefixStart(tokens, tags, run.start, run.end, unavailableOtherwise);
    // ("a Nokia 3310", "a Fiat 500": a number of two or more digits ending the phrase is the model's)
    const closing = tokens[run.end + 1];
    const model =
      /^\d{2,}$/.test(tokens[run.end]?.text ?? '') && !unavailableOtherwise.has(run.end) && (!closing || closing.boundary || CLAUSE_BREAKS.has(closing.text) || PHRASE_ENDERS.has(closing.text));
    if (model) run.end += 1;
    // ("a 2009 honda civic", "his gibson les paul": after a maker's name right after an article, a
    // possessive or a year, the words up to the phrase's end are the model's name)
    const phraseEnd = (k: number): boolean => !tokens[k] || tokens[k].boundary || CLAUSE_BREAKS.has(tokens[k].text) || PHRASE_ENDERS.has(tokens[k].text) || LOCATIVES.has(tokens[k].text) || tokens[k].text === 'w';
    // ("grandad's rusty Massey Ferguson 135": a joined adjective, or someone's, may stand before the maker)
    const makerAt = run.end - opened === 1 ? opened : run.start;
    const opener = tokens[run.start - 1]?.text ?? '';
    const ownerOpens = (word: string): boolean => ARTICLES.has(word) || POSSESSIVE_DETERMINERS.has(word) || /^\d+$/.test(word) || (/'s$/.test(word) && !THIRD_PARTY.has(word));
    if ((tags[run.end - 1]?.proper || makes.has(run.end - 1)) && run.end - makerAt === 1 && ownerOpens(opener)) {
      let k = run.end;
      const modelWord = (j: number): boolean => isWord(tokens[j]) && !unavailableOtherwise.has(j) && (!tags[j] || NAME_PARTICLES.has(tokens[j].text) || (!tags[j]!.pronoun && !tags[j]!.gerund && !(tags[j]!.verb && !tags[j]!.proper))) && !DETERMINERS.has(tokens[j].text);
      while (k < tokens.length && k - makerAt < MAX_OPEN_WORDS && !phraseEnd(k) && modelWord(k)) k += 1;
      if (k > run.end && phraseEnd(k)) run.end = k;
    }
    // ("a game boy color in teal", "an ipad pro": an edition word after a two-word name is the model's)
    if (run.end - run.start >= 2 && MODEL_EDITIONS.has(tokens[run.end]?.text ?? '') && phraseEnd(run.end + 1)) run.end += 1;
    // ("a strip of 35mm film", "a 50mm lens": a number with millimetres before a noun is the kind's name, not a size)
    if (tokens[run.start - 1]?.text === 'mm' && /^\d+$/.test(tokens[run.start - 2]?.text ?? '')) run.start -= 2;
    // Being a listed subject exactly (with nothing joined): the list's reading stands.
    if (run.start === opened && !model && inside.some((m) => m.start === run.start && m.end === run.end)) continue;
    const value = tokens.slice(run.start, run.end).map((t) => t.original).join(' ').replace(/^(\d+) mm\b/, '$1mm');
    const confidence = Math.max(OPEN_KEYWORD_CONFIDENCE, ...inside.map((m) => m.confidence));
    for (const m of inside) listed.splice(listed.indexOf(m), 1);
    mentions.push({ field: 'keywords', value, confidence, start: run.start, end: run.end, fuzzy: false });
  }
  // "my dad flew a 747", "his 911": a number of two or more digits right after an article or a
  // possessive, ending the phrase, is a model's name.
  for (let i = 1; i < tokens.length; i++) {
    // ("a bmx with flames", "an atv": letters without a vowel, right after an article, are a name too)
    const letters = /^[b-df-hj-np-tv-z]{2,4}$/.test(tokens[i].text) && !CHAT_ABBREVIATIONS.has(tokens[i].text) && ARTICLES.has(tokens[i - 1].text) && !tags[i]?.verb;
    // ("an MPC 2000", "my Parker 51": letters or a capitalised name, then a number ending the phrase, after an
    // article or a possessive, are a model's name together)
    const numbered = /^\d{2,4}$/.test(tokens[i + 1]?.text ?? '') && (letters || (!!tags[i]?.capital && (ARTICLES.has(tokens[i - 1].text) || POSSESSIVE_DETERMINERS.has(tokens[i - 1].text)))) && !unavailableOtherwise.has(i + 1);
    if (numbered && !mentions.some((m) => m.start <= i + 1 && m.end > i)) {
      const after = tokens[i + 2];
      if (!after || after.boundary || CLAUSE_BREAKS.has(after.text) || PHRASE_ENDERS.has(after.text)) {
        mentions.push({ field: 'keywords', value: `${tokens[i].text} ${tokens[i + 1].text}`, confidence: OPEN_KEYWORD_CONFIDENCE, start: i, end: i + 2, fuzzy: false });
        continue;
      }
    }
    if ((!/^\d{2,}$/.test(tokens[i].text) && !letters) || unavailableOtherwise.has(i) || mentions.some((m) => m.start <= i && m.end > i)) continue;
    const next = tokens[i + 1];
    const ends = !next || next.boundary || CLAUSE_BREAKS.has(next.text) || PHRASE_ENDERS.has(next.text);
    if (ends && (ARTICLES.has(tokens[i - 1].text) || POSSESSIVE_DETERMINERS.has(tokens[i - 1].text))) mentions.push({ field: 'keywords', value: tokens[i].text, confidence: OPEN_KEYWORD_CONFIDENCE, start: i, end: i + 1, fuzzy: false });
  }
  // "snowdon's outline", "the city's skyline": the named thing whose shape is wanted.
  for (let i = 0; i + 1 < tokens.length; i++) {
    const owner = /^([a-z\u00e0-\u00f6\u00f8-\u017f]{3,})'s$/.exec(tokens[i].text)?.[1];
    if (!owner || !SHAPE_NOUNS.has(tokens[i + 1].text) || unavailableOtherwise.has(i) || PERSON_WORDS.has(owner) || NON_SUBJECT_NOUNS.has(owner) || SUBJECT_PRONOUNS.has(owner) || THIRD_PARTY.has(tokens[i].text)) continue;
    if (mentions.some((m) => m.start <= i && m.end > i)) continue;
    // ("ben nevis's outline", "Mount Fuji's outline": the name's first words come along)
    let first = i;
    while (first > 0 && i - first < 2 && isWord(tokens[first - 1]) && !unavailableOtherwise.has(first - 1) && (NAME_PARTICLES.has(tokens[first - 1].text) || (!!tags[first - 1]?.proper && !tags[first - 1]?.pronoun))) first -= 1;
    const value = [...tokens.slice(first, i).map((t) => t.original), owner].join(' ');
    mentions.push({ field: 'keywords', value, confidence: OPEN_KEYWORD_CONFIDENCE, start: first, end: i + 1, fuzzy: false });
  }
  mentions.sort((a, b) => a.start - b.start);
  // ("a Nintendo 64 controller", "his Boeing 737 model": a number between a maker's name and a noun is the model's)
  for (let k = mentions.length - 1; k > 0; k--) {
    const [first, second] = [mentions[k - 1], mentions[k]];
    const between = tokens[first.end];
    if (second.start !== first.end + 1 || !between || !/^\d{2,}$/.test(between.text) || unavailableOtherwise.has(first.end)) continue;
    if (!tags[first.end - 1]?.capital && !tags[first.end - 1]?.proper) continue;
    mentions.splice(k - 1, 2, { ...first, value: `${first.value} ${between.text} ${second.value}`, end: second.end, confidence: Math.max(first.confidence, second.confidence) });
  }
  return mentions;
}

/** Contractions typed without their apostrophe ("dont", "cant", "ive"): never a picture. */
const APOSTROPHE_DROPPED = /^(?:dont|cant|wont|didnt|isnt|doesnt|wasnt|arent|werent|havent|hasnt|hadnt|couldnt|wouldnt|shouldnt|aint|ive|youre|theyre|weve|youve|theyve|itll|youll)$/;

/** Chat shorthand that is never a picture ("a tbh", "an fyi"). */
// (with the text-speak hedges that are never pictures either: "idk maybe a capybara", "lowkey want a frog")
const CHAT_ABBREVIATIONS = new Set(['tbh', 'tbf', 'idk', 'smh', 'btw', 'fyi', 'imo', 'imho', 'brb', 'ngl', 'pls', 'plz', 'thx', 'hmm', 'mm', 'hm', 'shh', 'pfft', 'grr', 'brr', 'nvm', 'jk', 'ty', 'np', 'xx', 'xxx', 'lowkey', 'highkey', 'istg', 'deadass', 'lmao', 'lmfao', 'rn', 'tho', 'fr', 'ikr', 'omw', 'irl', 'tbqh']);

/**
 * Words in front of a noun phrase that belong to its name: a count with its unit ("two year chip"),
 * a number ("a 99 flake", "99 ice cream" — not a count of a plural: "3 roses"), a size word that is
 * part of a kind ("great white shark", "big top"), a capitalised particle ("El Capitan").
 */
function namePrefixStart(tokens: WordToken[], tags: readonly (TaggedWord | undefined)[], start: number, end: number, unavailable: ReadonlySet<number>): number {
  const before = tokens[start - 1];
  if (!before || before.boundary) return start;
  const head = tokens[end - 1].original;
  const number = (k: number): boolean => !!tokens[k] && (COUNT_NUMBERS.has(tokens[k].text) || /^\d+$/.test(tokens[k].text));
  if (COUNT_UNITS.has(before.text) && number(start - 2) && end - start <= MAX_OPEN_WORDS - 1) return start - 2;
  // (a year is a date, not part of the name: "my 1972 Ford Capri")
  if (/^\d+$/.test(before.text) && before.text !== '1' && !/^(?:1[89]|20)\d\d$/.test(before.text) && !/s$/.test(head) && !unavailable.has(start - 1)) {
    const lead = tokens[start - 2]?.text ?? '';
    if (!tokens[start - 2] || tokens[start - 2].boundary || DETERMINERS.has(lead) || NON_NAMING_ADJECTIVES.has(lead) || PHRASE_ENDERS.has(lead) || CLAUSE_BREAKS.has(lead) || SUBJECT_PRONOUNS.has(lead) || /^(?:want|like|love|get)$/.test(lead)) return start - 1;
  }
  if (sizeNamedKind(before.text, tokens[start].original)) return start - 1;
  if (NAME_PARTICLES.has(before.text) && tags[start - 1]?.capital && tags[start]?.capital) return start - 1;
  // ("a Mini Cooper": right after an article, a capitalised word the tagger did not take as a noun, before a
  // capitalised head, is the name's first word)
  // (one describing word may stand after the article — "An original Mini Cooper")
  if (tags[start - 1]?.capital && tags[start]?.capital && !tags[start - 1]?.pronoun && (ARTICLES.has(tokens[start - 2]?.text ?? '') || (!!tags[start - 2]?.adjective && ARTICLES.has(tokens[start - 3]?.text ?? ''))) && !unavailable.has(start - 1)) return start - 1;
  return start;
}
