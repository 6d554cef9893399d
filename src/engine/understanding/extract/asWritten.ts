/** Extract: subjects written as the person wrote them — ampersands, genitives, initialisms, model numbers and hyphens. */

import { MAX_OPEN_WORDS } from './openSubjects';
import { PERSON_WORDS, PET_WORDS } from '../sharedWords';
import { pattern } from '../../patterns/patterns';

/**
 * "a Lemon & Paeroa bottle", "a Marks & Spencer bag": a name written with "&" keeps it — the text is read with
 * "and" (so "salt & pepper" pairs like "salt and pepper"), but the subject is written as the person wrote it.
 */
const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function keepAmpersands<T extends { value: string }>(mentions: T[], source: string): T[] {
  if (!source.includes('&')) return mentions;
  const written = source.toLowerCase();
  // (two subjects either side of a capitalised "X & Y" are one name: "a Marks & Spencer carrier bag")
  const joined: T[] = [];
  for (const m of mentions) {
    const previous = joined[joined.length - 1];
    const before = escapeRegExp(previous?.value.split(' ').pop() ?? '');
    const seam = previous && new RegExp(`\\b${before} ?& ?${escapeRegExp(m.value.split(' ')[0])}\\b`, 'i').exec(source);
    if (previous && seam && /^[A-Z]/.test(seam[0]) && /& ?[A-Z]/.test(seam[0])) joined[joined.length - 1] = { ...previous, value: `${previous.value} & ${m.value}` };
    else joined.push(m);
  }
  return joined.map((m) => {
    if (!m.value.includes(' and ')) return m;
    const withAmpersand = m.value.replace(/ and /g, ' & ');
    return written.includes(withAmpersand) || written.includes(withAmpersand.replace(/ & /g, '&')) ? { ...m, value: withAmpersand } : m;
  });
}

/**
 * "a miner's helmet", "a sailor's knot", "a baker's peel": after "a"/"an", a common noun's possessive says
 * what kind the thing is — a classifying genitive, part of the subject — where "grandad's spade" or "Mum's kettle" names
 * whose it is and the subject is the thing alone. Only a lower-case word, and not a person word.
 */
export function keepClassifyingGenitives<T extends { value: string }>(mentions: T[], source: string): T[] {
  if (!/'s\b/.test(source)) return mentions;
  return mentions.map((m) => {
    const words = m.value.split(' ');
    if (words.length >= MAX_OPEN_WORDS) return m;
    // (after "the" too — "the finisher's medal")
    const match = new RegExp(`\\b(?:a|an|A|An|the|The)\\s+([a-z]+)'s\\s+${escapeRegExp(words[0])}\\b`).exec(source);
    if (!match || PERSON_WORDS.has(match[1]) || PET_WORDS.has(match[1]) || m.value.startsWith(`${match[1]}'s`)) return m;
    return { ...m, value: `${match[1]}'s ${m.value}` };
  });
}

/** Capitals that are chat shorthand or shouting, not an initialism naming a kind. */
const NOT_INITIALISMS = pattern('capitals.not-initialisms');
/** A capitalised little word after a name, not a two-letter model name. */
const TWO_LETTER_WORDS = pattern('capitals.two-letter-words');
/** A country, a service or shorthand in capitals, not a model name. */
const NOT_MODEL_CAPITALS = pattern('capitals.not-model-capitals');
/** What may follow a single capital letter closing a model name ("a Farmall H and"): a group for the regex built below. */
const MODEL_LETTER_FOLLOWERS = pattern('capitals.model-letter-followers').source;

/**
 * "my AA chip", "an RAF roundel", "a BMX bike", "the NHS badge": an initialism written in capitals right before a
 * subject names which kind it is, so it joins the subject (a message written all in capitals is shouting, not initialisms).
 */
export function keepInitialisms<T extends { value: string }>(mentions: T[], source: string): T[] {
  // ("my L plate", "the L train", "a U bend": one capital letter, not I or A, before the noun names the kind)
  mentions = mentions.map((m) => {
    const first = m.value.split(' ')[0];
    if (!first || m.value.split(' ').length >= MAX_OPEN_WORDS) return m;
    const letter = new RegExp(`\\b(?:the|my|an?|his|her|our|their|with|and) ([B-HJ-Z])[- ]${escapeRegExp(first)}\\b`, 'i').exec(source);
    return letter && /^[B-HJ-Z]$/.test(letter[1]) ? { ...m, value: `${letter[1].toLowerCase()} ${m.value}` } : m;
  });
  const letters = source.replace(/[^A-Za-z]/g, '');
  if (!/\b[A-Z]{2,4}\b/.test(source) || letters.replace(/[^A-Z]/g, '').length > letters.length / 2) return mentions;
  return mentions.map((m) => {
    const first = m.value.split(' ')[0];
    if (!first || m.value.split(' ').length >= MAX_OPEN_WORDS) return m;
    const match = new RegExp(`\\b([A-Z]{2,4}) ${first.replace(/[^a-z0-9]/gi, '')}\\b`, 'i').exec(source);
    if (!match || !/^[A-Z]+$/.test(match[1]) || NOT_INITIALISMS.test(match[1])) return m;
    return { ...m, value: `${match[1].toLowerCase()} ${m.value}` };
  });
}

/**
 * "the old Land Rover Series 2", "a Mazda MX 5", "a Nokia 3310": a number right after a
 * name written with capitals is the model's, so it joins the subject — unless a count or a size follows it.
 */
/** A model code keeps the hyphen it was written with ("TR-808", "F-150"): the tokens lose it. */
export function keepModelHyphens<T extends { value: string }>(mentions: T[], source: string): T[] {
  const codes = [...source.matchAll(/\b([A-Za-z]{1,4})-(\d{1,4}[A-Za-z]?)\b/g)].map(([whole, a, b]) => ({ joined: `${a}${b}`.toLowerCase(), hyphened: whole.toLowerCase() }));
  if (codes.length === 0) return mentions;
  return mentions.map((m) => ({ ...m, value: m.value.split(' ').map((w) => codes.find((c) => c.joined === w)?.hyphened ?? w).join(' ') }));
}

export function keepModelNumbers<T extends { value: string }>(mentions: T[], source: string): T[] {
  return mentions.map((m) => {
    const words = m.value.split(' ');
    const last = words[words.length - 1];
    if (!last || !/[a-z]/.test(last)) return m;
    const match = new RegExp(`\\b(${last.replace(/[^a-z0-9]/gi, '')}) (\\d{1,4}[a-z]?)\\b(?! ?(?:cm|mm|inch|inches|in|years?|yrs?|months?|weeks?|days?|of|x|by|%|am|pm)\\b)`, 'i').exec(source);
    // (or a maker in lower case right after a year — "a 2019 peterbilt 389 long hood")
    const afterYear = !!match && new RegExp(`\\b(?:19|20)\\d\\d ${match[1]} ${match[2]}\\b`, 'i').test(source);
    if (match && (/^[A-Z]/.test(match[1]) || afterYear)) return { ...m, value: `${m.value} ${match[2].toLowerCase()}` };
    // (a model code of letters and digits after a capitalised maker — "a Leica M6", "a Roland TR-808", "a
    // Citroën 2CV" — is the model's name too)
    const code = new RegExp(`\\b(${last.replace(/[^a-z0-9\u00e0-\u017f]/gi, '')}) ((?:[A-Z]{1,3}-?\\d{1,4}[A-Za-z]?)|(?:\\d{1,4}[A-Z]{1,3}))(?![\\w-])`, 'i').exec(source);
    if (code && /^[A-Z]/.test(code[1]) && /[A-Z]/.test(code[2])) return { ...m, value: `${m.value} ${code[2].toLowerCase()}` };
    // (and a two-letter model name written with a capital — "a Raspberry Pi", "a Golf GT" — not a little word: "It", "On")
    const short = new RegExp(`\\b(${last.replace(/[^a-z0-9\u00e0-\u017f]/gi, '')}) ([A-Z][A-Za-z])\\b`, 'i').exec(source);
    // (a single capital letter closing the phrase after a capitalised maker — "a Farmall H", "a Model T")
    const letter = new RegExp(`\\b(${last.replace(/[^a-z0-9\u00e0-\u017f]/gi, '')}) ([B-HJ-Z])(?=[.,!?;]|$| ${MODEL_LETTER_FOLLOWERS}\\b)`, 'i').exec(source);
    if (letter && /^[A-Z]/.test(letter[1]) && /^[B-HJ-Z]$/.test(letter[2])) return { ...m, value: `${m.value} ${letter[2].toLowerCase()}` };
    if (short && /^[A-Z]/.test(short[1]) && /^[A-Z][A-Za-z]$/.test(short[2]) && !TWO_LETTER_WORDS.test(short[2])) return { ...m, value: `${m.value} ${short[2].toLowerCase()}` };
    // (and three or four capitals — "an Ampeg SVT", "a Jaguar XJS" — not a Roman numeral, which is read below)
    const caps = new RegExp(`\\b(${last.replace(/[^a-z0-9\u00e0-\u017f]/gi, '')}) ([A-Z]{3,4})\\b`, 'i').exec(source);
    if (caps && /^[A-Z][a-z]/.test(caps[1]) && /^[A-Z]{3,4}$/.test(caps[2]) && !/^[IVX]+$/.test(caps[2]) && !NOT_MODEL_CAPITALS.test(caps[2])) return { ...m, value: `${m.value} ${caps[2].toLowerCase()}` };
    // ("Land Rover Series III", "Mark IV": a Roman numeral in capitals after a capitalised name is the model's too — two
    // letters or more, so the pronoun "I" after a name is never taken for one)
    const roman = new RegExp(`\\b(${last.replace(/[^a-z0-9]/gi, '')}) ([IVX]{2,4})\\b`, 'i').exec(source);
    if (!roman || !/^[A-Z]/.test(roman[1]) || !/^[IVX]+$/.test(roman[2])) return m;
    return { ...m, value: `${m.value} ${roman[2].toLowerCase()}` };
  });
}
