/** Extract: subjects joined across the words that split them — hyphen chains, pairs, measures, places, model names. */

import { lexiconKnows, lexiconTag, tagWords } from '../../nlp/tagger';
import { DICTIONARY_SET } from '../normalise/spelling';
import { alignTags } from '../segment/tags';
import { ARTICLES, DETERMINERS, MEASURE_NOUNS, NON_NAMING_ADJECTIVES, NON_SUBJECT_NOUNS, PERSON_WORDS, SUBJECT_INTRODUCERS } from '../sharedWords';
import { isWord, type Mention, type WordToken } from '../tokens';
import { singularForms } from '../../wordMatching';

/** Three or more words written with hyphens: "jack-in-the-box", "will-o'-the-wisp", "mother-of-pearl". */
const HYPHEN_CHAIN = /\b[a-z\u00e0-\u00f6\u00f8-\u017f]+(?:-[a-z\u00e0-\u00f6\u00f8-\u017f']+){2,}\b/gi;

/**
 * A hyphen chain is one word to the writer: when a subject was found inside one, the whole chain is the
 * subject ("a jack-in-the-box" is not a jack and a box).
 */
/** Two words written with a hyphen, not part of a longer chain: "wind-up", "roly-poly", "round-bottom". */
const HYPHEN_PAIR = /(?<![-\w])[a-z\u00e0-\u00f6\u00f8-\u017f]{1,}-[a-z\u00e0-\u00f6\u00f8-\u017f']{2,}(?![-\w])/gi;

export function joinHyphenChains(tokens: WordToken[], source: string | undefined, mentions: Mention[]): Mention[] {
  if (!source || !source.includes('-')) return mentions;
  let out = mentions;
  // (two words too — "a wind-up radio", "a round-bottom flask", "a jam roly-poly" — when a subject starts inside
  // the pair or right after it)
  // (an "-ed" pair — "rough-coated", "short-haired" — is read as a body-part compound elsewhere)
  const chains = [...source.matchAll(HYPHEN_CHAIN), ...[...source.matchAll(HYPHEN_PAIR)].filter(([pair]) => !/ed$/i.test(pair))].map(([chain]) => chain);
  for (const chain of chains) {
    const words = chain.toLowerCase().split('-').map((w) => w.replace(/'/g, ''));
    for (let i = 0; i + words.length <= tokens.length; i++) {
      if (!words.every((w, n) => tokens[i + n].text.replace(/'/g, '') === w || tokens[i + n].original.replace(/'/g, '') === w)) continue;
      const end = i + words.length;
      // ("a mother-of-pearl button": a subject may start inside the chain and run on past it)
      const inside = out.filter((m) => m.field === 'keywords' && m.start >= i && (m.start < end || (m.start === end && words.length === 2)));
      // ("a jam roly-poly": a two-word chain right after a subject is that subject's head)
      const before = words.length === 2 && inside.length === 0 ? out.find((m) => m.field === 'keywords' && m.end === i && !tokens[i - 1]?.boundary) : undefined;
      if (before) {
        out = out.map((m) => (m === before ? { ...m, value: `${m.value} ${chain.toLowerCase()}`, end } : m));
        break;
      }
      if (inside.length === 0 || out.some((m) => m.field === 'keywords' && m.start < i && m.end > i)) break;
      const last = Math.max(end, ...inside.map((m) => m.end));
      const after = tokens.slice(end, last).map((t) => t.original).join(' ');
      const joined: Mention = { ...inside[0], value: `${chain.toLowerCase()}${after ? ` ${after}` : ''}`, start: i, end: last, confidence: Math.max(...inside.map((m) => m.confidence)) };
      out = [...out.filter((m) => !inside.includes(m)), joined].sort((a, b) => a.start - b.start);
      break;
    }
  }
  return out;
}

/**
 * "fish and chips", "a cup and saucer", "salt and pepper shakers", "a bow and arrow": a singular subject and
 * another joined by a bare "and" (no article or number before the second) are named as one pair — the way people label them. Each
 * half is still inside the pair, so "a hurley and sliotar" still holds the hurley and the sliotar; a list with
 * articles ("a kettle, a teapot and two mugs") stays a list.
 */
/** Romance words that link a dish's or a thing's name ("pão de queijo", "pastel de nata", "fleur de lis"). */
const ROMANCE_LINKS = /^(?:de|da|do|di|du|del|della|des|dos|das)$/;

export function joinPairs(tokens: WordToken[], mentions: Mention[]): Mention[] {
  const out: Mention[] = [];
  for (const mention of mentions) {
    const last = out[out.length - 1];
    // ("pão de queijo", "pico de gallo": two words found on either side of a Romance link, nothing else between, are one
    // name — English never links two nouns with these words)
    if (last?.field === 'keywords' && mention.field === 'keywords' && ROMANCE_LINKS.test(tokens[last.end]?.text ?? '') && mention.start === last.end + 1) {
      out[out.length - 1] = { ...last, value: `${last.value} ${tokens[last.end].text} ${mention.value}`, end: mention.end };
      continue;
    }
    const pair =
      last?.field === 'keywords' &&
      mention.field === 'keywords' &&
      tokens[last.end]?.text === 'and' &&
      mention.start === last.end + 1 &&
      last.end - last.start === 1 &&
      mention.end - mention.start <= 2 &&
      // (two kinds in the plural are two things: "tractors and diggers", "roses and lilies")
      !/[^s]s$/.test(tokens[last.start].original) &&
      // (not a list running on: "rope and sails and anchors", "a, b and c")
      tokens[last.start - 1]?.text !== ',' &&
      tokens[last.start - 1]?.text !== 'and' &&
      tokens[mention.end]?.text !== 'and';
    if (pair) out[out.length - 1] = { ...last, value: `${last.value} and ${mention.value}`, end: mention.end, confidence: Math.max(last.confidence, mention.confidence) };
    else out.push(mention);
  }
  return out;
}

/** A plural whose singular is a known word the lexicon does not call a verb or a function word ("lights", not "sits"). */
function pluralOfNoun(word: string): boolean {
  const singular = word.slice(0, -1);
  const tag = lexiconTag(singular) ?? '';
  return !/^(?:Infinitive|PresentTense|PastTense|Gerund|Modal|Copula|Adverb|Preposition|Determiner|Pronoun|Conjunction|Verb)$/.test(tag) && (DICTIONARY_SET.has(singular) || lexiconKnows(singular));
}

/**
 * "bowl of clementines" is one picture, not a bowl and some clementines; "chef's knife" and
 * "ship's wheel" are one thing, not a chef (the owner is a person only for person words: "mum's
 * garden" stays the story's).
 */
export function joinMeasures(tokens: WordToken[], mentions: Mention[], names: ReadonlySet<string> = new Set()): Mention[] {
  const out: Mention[] = [];
  const starts = new Set(mentions.map((m) => m.start));
  const consumed = new Set<Mention>();
  // A container or quantity named by its place, not a list: "a coil of rope", "a ray of sunshine", "a bird of
  // prey" — one noun right after "a"/"an" (one judging word may stand between) with "of" and a bare noun after
  // it is one picture, whether or not the first noun is a known measure ("a picture of …" introduces, not holds).
  const partitive = (start: number): boolean => {
    const word = tokens[start]?.text ?? '';
    if (MEASURE_NOUNS.has(singularForms(word)[0] ?? word)) return true;
    if (SUBJECT_INTRODUCERS.has(word) || PERSON_WORDS.has(word)) return false;
    const before = tokens[start - 1]?.text ?? '';
    return ARTICLES.has(before) || (NON_NAMING_ADJECTIVES.has(before) && ARTICLES.has(tokens[start - 2]?.text ?? ''));
  };
  for (const mention of mentions) {
    if (consumed.has(mention)) continue;
    // "a pint of stout": the held thing may be a word the tagger does not call a noun.
    // ("a map of the island", "a bowl of the soup": "the" may stand between)
    const the = tokens[mention.end + 1]?.text === 'the' ? 1 : 0;
    const held = tokens[mention.end + 1 + the];
    if (
      mention.field === 'keywords' &&
      mention.end === mention.start + 1 &&
      partitive(mention.start) &&
      tokens[mention.end]?.text === 'of' &&
      held &&
      isWord(held) &&
      !starts.has(mention.end + 1 + the) &&
      /^[a-z\u00e0-\u00f6\u00f8-\u017f]{3,}$/.test(held.original) &&
      !NON_SUBJECT_NOUNS.has(held.original) &&
      !PERSON_WORDS.has(held.original) &&
      !DETERMINERS.has(held.original)
    ) {
      // ("a bunch of sweet peas": the held word may be the first word of the next subject)
      const rest = mentions.find((m) => m.start === mention.end + 2 + the && m.field === 'keywords');
      if (rest) consumed.add(rest);
      // ("a string of fairy lights", "a bowl of cherry tomatoes": a singular word held before a plural whose singular
      // is a known word and not a verb is that plural's modifier — "a cup of tea sits" keeps its verb out)
      const head = tokens[mention.end + 2 + the];
      const plural =
        !rest && !!head && isWord(head) && !/s$/.test(held.original) && /^[a-z]{3,}s$/.test(head.original) && pluralOfNoun(head.original) && !NON_SUBJECT_NOUNS.has(head.original);
      const tail = rest ? ` ${rest.value}` : plural ? ` ${head.original}` : '';
      out.push({ ...mention, value: `${mention.value} of ${the ? 'the ' : ''}${held.original}${tail}`, end: rest ? rest.end : mention.end + 2 + the + (plural ? 1 : 0) });
      continue;
    }
    const last = out[out.length - 1];
    if (
      last?.field === 'keywords' &&
      mention.field === 'keywords' &&
      last.end === last.start + 1 &&
      partitive(last.start) &&
      tokens[last.end]?.text === 'of' &&
      (mention.start === last.end + 1 || (mention.start === last.end + 2 && tokens[last.end + 1]?.text === 'the'))
    ) {
      const linker = mention.start === last.end + 2 ? 'of the' : 'of';
      // ("a string of fairy lights": a listed word held before a plural noun is that plural's modifier, as above)
      const head = tokens[mention.end];
      const plural = mention.end === mention.start + 1 && !!head && isWord(head) && !starts.has(mention.end) && !/s$/.test(mention.value) && /^[a-z]{3,}s$/.test(head.original) && pluralOfNoun(head.original) && !NON_SUBJECT_NOUNS.has(head.original);
      const value = `${last.value} ${linker} ${mention.value}${plural ? ` ${head.original}` : ''}`;
      out[out.length - 1] = { ...last, value, end: mention.end + (plural ? 1 : 0), confidence: Math.max(last.confidence, mention.confidence) };
      continue;
    }
    const owner = tokens[mention.start - 1];
    const ownerWord = owner?.text.endsWith("'s") ? owner.text.slice(0, -2) : '';
    // ("a Rubik's cube", "Hendrick's gin": a capitalised owner is a maker's name)
    if (mention.field === 'keywords' && ownerWord.length >= 3 && /^[a-z]+$/.test(ownerWord) && !PERSON_WORDS.has(ownerWord) && (DICTIONARY_SET.has(ownerWord) || lexiconKnows(ownerWord) || names.has(`${ownerWord}'s`)) && (!last || last.end <= mention.start - 1)) {
      out.push({ ...mention, value: `${ownerWord}'s ${mention.value}`, start: mention.start - 1 });
      continue;
    }
    out.push(mention);
  }
  return out;
}

/** "the cliffs of Dover", "a map of Cornwall": a capitalised place after "of" is part of the picture. */
export function joinPlaces(tokens: WordToken[], mentions: Mention[], source: string | undefined, taken: ReadonlySet<number>): Mention[] {
  const tagged = source ? tagWords(source) : undefined;
  if (!tagged) return mentions;
  const tags = alignTags(tokens, tagged);
  const place = (k: number): boolean => !!tags[k]?.proper && !!tags[k]?.capital && !tags[k]?.person && isWord(tokens[k]) && !PERSON_WORDS.has(tokens[k].text);
  const out: Mention[] = [];
  for (const mention of mentions) {
    // (the place may have been read as a subject of its own: it is folded into the one before)
    const last = out[out.length - 1];
    if (last && last.end > mention.start) continue;
    // ("the Child of Prague statue", "the Lady of Shalott painting": after "the", a capitalised word, "of" and a
    // capitalised subject are one name — the first word kept even when it is a person word)
    const s0 = mention.start;
    if (
      mention.field === 'keywords' && tokens[s0 - 1]?.text === 'of' && !!tags[s0]?.capital && !!tags[s0 - 2]?.capital && isWord(tokens[s0 - 2]) &&
      ['the', 'a', 'an'].includes(tokens[s0 - 3]?.text ?? '') && (!last || last.end <= s0 - 2 || (last.start === s0 - 2 && last.end === s0 - 1))
    ) {
      // (the first word may have been read as a subject of its own: it is folded in)
      if (last && last.start === s0 - 2) out.pop();
      out.push({ ...mention, value: `${tokens[s0 - 2].original} of ${mention.value}`, start: s0 - 2, confidence: Math.max(mention.confidence, last?.start === s0 - 2 ? last.confidence : 0) });
      continue;
    }
    // ("the Angel of the North", "the Statue of Liberty": a capitalised name runs on through "of the" + a capitalised word)
    const named = !!tags[mention.end - 1]?.capital && tokens[mention.end + 1]?.text === 'the' && !!tags[mention.end + 2]?.capital && isWord(tokens[mention.end + 2]) && (!taken.has(mention.end + 2) || mentions.some((m) => m.start === mention.end + 2));
    if (mention.field === 'keywords' && tokens[mention.end]?.text === 'of' && named) {
      let end = mention.end + 3;
      while (end < tokens.length && !!tags[end]?.capital && isWord(tokens[end]) && end - mention.end < 4) end += 1;
      out.push({ ...mention, value: `${mention.value} of the ${tokens.slice(mention.end + 2, end).map((t) => t.original).join(' ')}`, end });
      continue;
    }
    if (mention.field !== 'keywords' || tokens[mention.end]?.text !== 'of' || !place(mention.end + 1) || (taken.has(mention.end + 1) && !mentions.some((m) => m.start === mention.end + 1))) {
      out.push(mention);
      continue;
    }
    let end = mention.end + 2;
    while (end < tokens.length && place(end) && end - mention.end < 4) end += 1;
    out.push({ ...mention, value: `${mention.value} of ${tokens.slice(mention.end + 1, end).map((t) => t.original).join(' ')}`, end });
  }
  return out;
}

/**
 * "a Challenger 2 tank", "a class 37 locomotive": a model's number between its name and the head noun joins
 * the three into one subject — the name (capitalised, or a closed class of model words: class, type, mark, series,
 * model), the number right after it, and a one-word subject right after the number.
 */
export function joinModelHeads<T extends { value: string; start: number; end: number; field: Mention['field'] }>(tokens: WordToken[], mentions: T[]): T[] {
  const joined = new Set<T>();
  const result = mentions.map((m) => {
    if (m.field !== 'keywords') return m;
    const number = tokens[m.end]?.text ?? '';
    if (!/^\d{1,4}$/.test(number)) return m;
    const head = mentions.find((n) => n !== m && n.field === 'keywords' && n.start === m.end + 1 && n.end === n.start + 1);
    if (!head) return m;
    const words = m.value.split(' ');
    const numbered = words[words.length - 1] === number;
    if (!numbered && !/^(?:class|type|mark|series|model)$/.test(words[words.length - 1] ?? '')) return m;
    joined.add(head);
    return { ...m, value: `${numbered ? m.value : `${m.value} ${number}`} ${head.value}`, end: head.end };
  });
  return result.filter((m) => !joined.has(m));
}
