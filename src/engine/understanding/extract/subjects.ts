/** Extract: the subjects — listed ones, people's names and initials, "a tattoo of a …" — and the open-vocabulary ones beside them. */

import { PLURAL_SUBJECTS } from '../../knowledge/subjects';
import { GUESSED_KEYWORD_CONFIDENCE, KEYWORD_CONFIDENCE } from '../confidence';
import { joinMeasures, joinPairs, joinPlaces } from './joins';
import { openSubjectMentions } from './openSubjects';
import { negationContext } from '../judge/negation';
import { extractQuotes } from '../normalise/quotes';
import { capitalisedNames, prepareTokens } from '../normalise/spelling';
import { findMentions, IGNORED_ENTRIES, phrasePositions } from '../segment/phrases';
import { ADJECTIVE_SUFFIX, ARTICLES, NOT_SUBJECTS, OBJECT_PRONOUNS, PERSON_WORDS, SUBJECT_INTRODUCERS, SUBJECT_PRONOUNS } from '../sharedWords';
import { isWord, type Mention, type WordToken } from '../tokens';
import { SUBJECT_ENTRIES } from '../vocabularies';
import { normalizeText, tokenize } from '../../wordMatching';
import { pattern } from '../../patterns/patterns';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** Words that may stand between 'a tattoo of' and its subject ('a tattoo of a little fox', 'a drawing of my two cats'): skipped to find the subject. */
const BEFORE_INTRODUCED = pattern('subject-contexts.before-introduced');
/** A subject right before 'can' that makes it the modal ('you can', 'it can', 'which can'), not the container ('a watering can'). */
const SUBJECT_BEFORE_MODAL = pattern('subject-contexts.subject-before-modal');


const PERSONAL_THINGS = pattern('subject-contexts.personal-things');

/** Nouns that are never the subject of the design. */
/** Things named after a person even without "'s" ("my kids names"). */
const NAME_THINGS = new Set(['name', 'names', 'initials', 'initial']);

const LETTERING_MANNERS = new Set(['script', 'lettering']);

/** "mom's name", "my daughter's initials", "the names of my kids": a person's own thing, kept whole (its tokens taken). */
function ownedThings(tokens: WordToken[], mentions: Mention[], taken: Set<number>): void {
  for (let i = 0; i < tokens.length; i++) {
    const word = tokens[i].text;
    const owner = word.endsWith("'s") ? word.slice(0, -2) : word;
    const next = tokens[i + 1]?.text ?? '';
    const possessive = word.endsWith("'s") || NAME_THINGS.has(next);
    if (PERSON_WORDS.has(owner) && PERSONAL_THINGS.test(next) && owner !== 'best' && possessive) {
      const thing = next === 'paw' || next === 'paws' ? 'paw print' : next;
      const owned = owner.endsWith('s') ? `${owner}'` : `${owner}'s`;
      mentions.push({ field: 'keywords', value: `${owned} ${thing}`, confidence: KEYWORD_CONFIDENCE, start: i, end: i + 2, fuzzy: false });
      taken.add(i);
      taken.add(i + 1);
      if (next === 'paw' && /^prints?$/.test(tokens[i + 2]?.text ?? '')) taken.add(i + 2);
    }
    const namesOf = (word === 'names' || word === 'name' || word === 'initials') && tokens[i + 1]?.text === 'of' && tokens[i + 2]?.text === 'my';
    if (namesOf && PERSON_WORDS.has(tokens[i + 3]?.text ?? '')) {
      const person = tokens[i + 3].text;
      const owned = person.endsWith('s') ? `${person}'` : `${person}'s`;
      mentions.push({ field: 'keywords', value: `${owned} ${word}`, confidence: KEYWORD_CONFIDENCE, start: i, end: i + 4, fuzzy: false });
      for (let k = i; k < i + 4; k++) taken.add(k);
    }
  }
}

/** The listed subjects the text names, minus those read as verbs, descriptions of someone or dedications (their tokens rejected). */
function listedSubjects(tokens: WordToken[], taken: ReadonlySet<number>, rejected: Set<number>): Mention[] {
  const listed: Mention[] = [];
  for (const mention of findMentions(tokens, SUBJECT_ENTRIES, taken, 'keywords')) {
    const before = tokens[mention.start - 1]?.text ?? '';
    const twoBefore = tokens[mention.start - 2]?.text ?? '';
    const threeBefore = tokens[mention.start - 3]?.text ?? '';
    // "I rose again", "taught me to fish", "he was a sailor": the word is a verb or a description of someone.
    const reject = (): void => {
      for (let k = mention.start; k < mention.end; k++) rejected.add(k);
    };
    // ("a golden lab called Bear": after "called" or "named" a listed word is a name, as with unlisted ones)
    if (SUBJECT_PRONOUNS.has(before) || (before === 'to' && OBJECT_PRONOUNS.has(twoBefore)) || before === 'called' || before === 'named') {
      reject();
      continue;
    }
    if ((before === 'a' || before === 'an') && ['was', 'is', 'were', 'am'].includes(twoBefore) && SUBJECT_PRONOUNS.has(threeBefore)) {
      reject();
      continue;
    }
    // "her name in script": the lettering's manner, not a subject.
    if (before === 'in' && LETTERING_MANNERS.has(tokens[mention.start].text)) continue;
    // "for my dog", "in memory of my cat": the story, not the picture — unless "a portrait of my dog".
    const dedication =
      (before === 'my' && ['for', 'of', 'to'].includes(twoBefore) && !SUBJECT_INTRODUCERS.has(threeBefore)) ||
      before === 'late' ||
      (['my', 'our'].includes(before) && ['lost', 'losing', 'miss', 'missing', 'buried'].includes(twoBefore));
    if (dedication && PERSON_WORDS.has(tokens[mention.start].text)) continue;
    const surface = tokens.slice(mention.start, mention.end).map((t) => t.text).join(' ');
    const typedPlural = !mention.fuzzy && surface !== mention.value && PLURAL_SUBJECTS.has(surface);
    listed.push({ ...mention, value: typedPlural ? surface : mention.fuzzy ? mention.value : surface, fuzzy: mention.fuzzy });
  }
  return listed;
}

/** "a tattoo of a lighthouse": an unlisted subject named by the sentence shape. */
function introducedSubjects(tokens: WordToken[], mentions: Mention[], taken: Set<number>, choiceTokens: ReadonlySet<number>): void {
  for (let i = 0; i < tokens.length - 1; i++) {
    if (!SUBJECT_INTRODUCERS.has(tokens[i].text) || tokens[i + 1]?.text !== 'of') continue;
    let j = i + 2;
    while (j < tokens.length && BEFORE_INTRODUCED.test(tokens[j].text)) j += 1;
    const candidate = tokens[j];
    if (!candidate || !isWord(candidate) || taken.has(j) || choiceTokens.has(j) || NOT_SUBJECTS.has(candidate.text) || candidate.text.length < 3) continue;
    if (/(?:ing|ly)$/.test(candidate.text)) continue;
    if (PERSON_WORDS.has(candidate.text) && tokens[j - 1]?.text !== 'my') continue;
    // ("a tattoo of a adjustible wrench": right before a subject already found, the word is its modifier —
    // a misspelt or unknown adjective the tagger could not place — and joins it rather than standing alone)
    const head = mentions.find((m) => m.field === 'keywords' && m.start === j + 1);
    if (head && ADJECTIVE_SUFFIX.test(candidate.text) && !PERSON_WORDS.has(head.value)) {
      mentions.splice(mentions.indexOf(head), 1, { ...head, value: `${candidate.text} ${head.value}`, start: j });
      taken.add(j);
      continue;
    }
    mentions.push({ field: 'keywords', value: candidate.text, confidence: GUESSED_KEYWORD_CONFIDENCE, start: j, end: j + 1, fuzzy: false });
    taken.add(j);
  }
}

/**
 * "an old galvanised watering can", "a rusty oil can,": "can" closing a noun phrase opened by an article — a noun or a
 * gerund before it, and no verb after it (the end, a comma, "with", "and", a gerund) — is the container, not the modal
 * the tagger reads it as. (A modal is followed by its verb: "a watering can hold…" is not written.)
 */
function containerCans(tokens: WordToken[], mentions: Mention[], taken: Set<number>, blocked: ReadonlySet<number>, choiceTokens: ReadonlySet<number>): void {
  for (let i = 2; i < tokens.length; i++) {
    if (tokens[i].text !== 'can' || taken.has(i) || blocked.has(i) || !isWord(tokens[i - 1]) || choiceTokens.has(i - 1)) continue;
    // (a subject found right before it is the container's first half: "a dented oil | can")
    const ending = mentions.find((m) => m.field === 'keywords' && m.end === i);
    if (taken.has(i - 1) && !ending) continue;
    const next = tokens[i + 1];
    // (a laugh after it closes the phrase too — "a monster energy can lmaooo")
    if (next && !next.boundary && isWord(next) && !/^(?:with|and|or|full|of|on|in|tipping|pouring|spilling|sitting|standing|next|beside|lol+|lmao+|haha\w*|ha|xd)$/.test(next.text) && !/ing$/.test(next.text)) continue;
    let a = i - 2;
    while (a >= 0 && a >= i - 5 && isWord(tokens[a]) && !ARTICLES.has(tokens[a].text) && !/^(?:some|my|his|her|old)$/.test(tokens[a].text)) a -= 1;
    if (a < 0 || !isWord(tokens[a]) || !(ARTICLES.has(tokens[a].text) || /^(?:some|my|his|her|old)$/.test(tokens[a].text))) continue;
    const before = tokens[i - 1].text;
    if (SUBJECT_PRONOUNS.has(before) || SUBJECT_BEFORE_MODAL.test(before)) continue;
    if (ending) mentions.splice(mentions.indexOf(ending), 1, { ...ending, value: `${ending.value} can`, end: i + 1 });
    else mentions.push({ field: 'keywords', value: `${before} can`, confidence: KEYWORD_CONFIDENCE, start: i - 1, end: i + 1, fuzzy: false });
    taken.add(i - 1);
    taken.add(i);
  }
}

/** Keywords found in the text: subjects, people's names/initials, quoted lettering, and "a tattoo of a <noun>". */
export function keywordMentions(
  tokens: WordToken[],
  blocked: ReadonlySet<number>,
  choiceTokens: ReadonlySet<number>,
  asking: ReadonlySet<number>,
  offTopic: ReadonlySet<number> = new Set(),
  /** The message with its capitals, for the tagger ("my dog Biscuit": a name). */
  source?: string,
  /** The brief so far: a pet named earlier makes "she's a ragdoll" the pet's breed. */
  briefText = '',
  /** The message as typed, before spellings were evened out ("a statin" is not "a stating"). */
  typed = source,
): Mention[] {
  const mentions: Mention[] = [];
  /** Listed words read as verbs or dedications: not subjects for the tagger either. */
  const rejected = new Set<number>();
  const taken = new Set<number>(blocked);
  ownedThings(tokens, mentions, taken);
  for (const k of choiceTokens) taken.add(k);
  const listed = listedSubjects(tokens, taken, rejected);
  // Open vocabulary: nouns outside the list ("trout", "saxophone"), or longer than a listed one ("bass fish").
  const unavailable = new Set<number>([...taken, ...rejected, ...offTopic]);
  const open = openSubjectMentions(tokens, unavailable, listed, source, new Set<number>([...blocked, ...rejected, ...offTopic]), briefText, typed);
  for (const mention of [...listed, ...open]) {
    mentions.push(mention);
    for (let k = mention.start; k < mention.end; k++) taken.add(k);
  }
  introducedSubjects(tokens, mentions, taken, choiceTokens);
  containerCans(tokens, mentions, taken, blocked, choiceTokens);
  return joinPlaces(
    tokens,
    joinPairs(tokens, joinMeasures(
      tokens,
      mentions.filter((mention) => !asking.has(tokens[mention.start].sentence) && !offTopic.has(mention.start)).sort((a, b) => a.start - b.start),
      capitalisedNames(source ?? ''),
    )),
    source,
    taken,
  );
}

/** Design subjects the text names, questions included ("which style suits a koi?" → koi). */
export function mentionedSubjects(text: string): string[] {
  const tokens = prepareTokens(tokenize(normalizeText(extractQuotes(text).rest)));
  const ignored = new Set<number>();
  for (const { start, end } of phrasePositions(tokens, IGNORED_ENTRIES)) for (let k = start; k < end; k++) ignored.add(k);
  return keywordMentions(tokens, ignored, new Set(), new Set())
    .filter((m) => !negationContext(tokens, m.start).negated)
    .map((m) => m.value);
}
