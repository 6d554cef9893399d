/** Normalise: typing habits, dialect spellings, money and hyphenated descriptions evened out before the message is read. */
import tables from './data/typing.json';

/** Body parts that make "-ed" compounds describing an animal or a plant ("wire-haired", "long-eared", "web-footed"). */
export const BODY_PART_STEMS = tables.bodyPartStems.stems.join('|');

export const BODY_PART_COMPOUND = new RegExp(`^[A-Za-z]+-(?:${BODY_PART_STEMS})ed$`);

/** "hand-tied", "sun-bleached": a noun + participle compound (set aside; body-part ones are kept). */
export const PARTICIPLE_COMPOUND = /\b[A-Za-z]+-(?!sized\b|size\b)[a-z]+(?:ed|en|wn|lt)\b ?/g;

/**
 * The small closed class of function words that Scots, Caribbean, West African and other Englishes spell their own way
 * ("a Dutch pot wid some ackee an saltfish inna it", "a pair o side cutters", "fae the toon"): read as the standard
 * word, so they bound a subject instead of joining it ("dutch pot wid" → "dutch pot"). Content words are left as
 * written — the labels keep the speaker's spelling. "an" is "and" only before a consonant (the article comes before a
 * vowel); "o" is "of" only between two words; "dem" after a noun only marks the plural.
 */
const DIALECT_WORDS: Record<string, string> = { ...tables.dialect.anywhere, ...tables.dialect.beforeAWord };
/** The dialect words read as standard only before another word, and those read so wherever they stand (data/typing.json). */
const BEFORE_A_WORD = new RegExp(`\\b(${Object.keys(tables.dialect.beforeAWord).join('|')})\\b(?=\\s+[A-Za-z])`, 'gi');
const ANYWHERE = new RegExp(`\\b(${Object.keys(tables.dialect.anywhere).join('|')})\\b`, 'gi');
/** "such an", "want an", "half an": after these "an" is the article, not "and". */
const AN_STAYS_ARTICLE = new RegExp(`^(?:${tables.anStaysArticle.words.join('|')})$`, 'i');

export function evenOutDialect(text: string): string {
  return text
    .replace(BEFORE_A_WORD, (word: string) => DIALECT_WORDS[word.toLowerCase()] ?? word)
    // (and Jamaican "cyaan" (can't), "haffi" (have to), "dat" (that) wherever they stand)
    .replace(ANYWHERE, (word: string) => DIALECT_WORDS[word.toLowerCase()] ?? word)
    .replace(/\b([a-z]+) an (?=[b-df-hj-np-tv-z])/gi, (match: string, before: string) => (AN_STAYS_ARTICLE.test(before) ? match : `${before} and `))
    .replace(/\b([a-z]{3,}) o (?=[a-z]{2,})/gi, '$1 of ')
    .replace(/\b([A-Za-z]{2,}) dem\b/g, '$1');
}

/**
 * Typing habits that hide the words — emoji between them ("a 🐕 border collie"), a whole
 * message in capitals (every word would read as a name: "I WANT A YELLOW CAB AND A HOT DOG CART"), no space after a comma
 * ("the mountain,Snowdon,with a tiny umbrella").
 */
export function tidyTyping(text: string): string {
  // (pictographs, then their joiners, variation selectors and skin tones, each on its own)
  const spaced = text.replace(/\p{Extended_Pictographic}+/gu, ' ').replace(/\u{200D}|\u{FE0F}|[\u{1F3FB}-\u{1F3FF}]/gu, '').replace(/([A-Za-z]),(?=[A-Za-z])/g, '$1, ');
  return /[A-Z]{2}/.test(spaced) && !/[a-z]/.test(spaced) ? spaced.toLowerCase() : spaced;
}
