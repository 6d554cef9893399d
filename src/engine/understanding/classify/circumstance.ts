/** Classify: clauses that tell the speaker's life or calendar rather than the picture. */

import { pattern } from '../../patterns/patterns';
import { lexiconTag, tagWords } from '../../nlp/tagger';
import { occasionCue, RELATIONS } from '../../occasionCues';
import { mentionedOptions } from '../extract/choices';
import { capitalisedNames, prepareTokens } from '../normalise/spelling';
import { clausesOfWithAnd } from '../segment/clauses';
import {
  APOLOGY_OPENING,
  APPROVAL_WORDS,
  ARTICLES,
  BRINGS_A_PICTURE,
  CALENDAR_ANCHOR,
  CLAUSE_BREAKS,
  CLAUSE_LEADERS,
  CLAUSE_SOFTENERS,
  DESIGN_TALK,
  GREETINGS,
  LIKING_WORD,
  PET_WORDS,
  SPEAKER_SUBJECT,
} from '../sharedWords';
import { isWord, sentenceText, type WordToken } from '../tokens';
import { normalizeText, tokenize } from '../../wordMatching';

/** Whether a sentence puts something on a day ("that Saturday", "on Monday", "the week after"). */
export const sentenceOnCalendar = (tokens: WordToken[], sentence: number): boolean => {
  const text = sentenceText(tokens, sentence);
  return CALENDAR_ANCHOR.test(text) || /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec) (?:\d{1,2} ?)?(?:st|nd|rd|th)?\b|\b\d{1,2} ?(?:st|nd|rd|th) (?:of )?(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/.test(text) || /\b(?:on|that|this|next|last|do) (?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b|\bthe week after\b|\bat half (?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\b|\b(?:party|game|match|recital|practice|appointment|meeting|shift|exam|wedding|funeral|gig|show|concert|tournament|race|play|christening|do) (?:on )?(?:this |next )?(?:mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?)\b/.test(text);
};

/** After "on": days and times, not a liking ("on saturdays", "on the weekend"). */
const LOCATIVE_TIME = /^(?:the|a|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends?|nights?|shifts?|holiday|leave)$/;

/** The speaker's hobby, said with its thing ("I grow dahlias", "we sail dinghies", "going with the moth"). */
const HOBBY_CLAUSE = pattern('off-topic.hobby-clause');

/**
 * "I work in a bank so it has to be hidden", "I sweat loads at the gym", "we're going to Ibiza in July":
 * every sentence opens with the speaker and a verb of their own life (not one that brings a picture in),
 * with no design word and no memorial or celebration — the speaker's circumstances, answered not written.
 */
export function lifeStatement(tokens: WordToken[], text: string): boolean {
  const sentences = new Map<number, WordToken[]>();
  for (const token of tokens) if (isWord(token)) sentences.set(token.sentence, [...(sentences.get(token.sentence) ?? []), token]);
  if (sentences.size === 0 || DESIGN_TALK.test(normalizeText(text)) || occasionCue(text)) return false;
  // ("I am Welsh so a dragon", "I'm a nurse — a stethoscope heart?", "I drive a tractor for a living, so a tractor": a
  // new thing brought in right after a linking word, a dash or a comma is the picture the life leads to)
  // (a hedge may stand between: "I'm a plasterer, so I reckon a plastering trowel")
  if (/(?:\b(?:so|and|but|then|maybe|plus)|[—–:,-])\s+(?:(?:i|we)\s+(?:reckon|think|guess|suppose|figure|fancy|was\s+thinking|were\s+thinking)\s+)?(?:(?:maybe|probably|just|like|perhaps|possibly)\s+)?(?:a|an|some)\s/i.test(text)) return false;
  // ("I grow dahlias", "we race pigeons": what the speaker makes, keeps or does with things is a picture)
  if (HOBBY_CLAUSE.test(normalizeText(text))) return false;
  for (const words of sentences.values()) {
    if (!SPEAKER_SUBJECT.test(words[0].original)) return false;
    const verb = words.slice(1).find((t) => !CLAUSE_SOFTENERS.test(t.original) && !/^(?:a|an|the|bit|little|so|really|quite|very|always|never|often|usually|sometimes)$/.test(t.original));
    if (!verb || BRINGS_A_PICTURE.test(verb.original)) return false;
    // (a story in the past tense is a description: "we fished the canal with a net", "we met at a jazz club so a
    // double bass"; "I drive a forklift at the depot" — the speaker's present — is their life)
    if (lexiconTag(verb.original) === 'PastTense') return false;
    // ("I'm a huge fan of otters", "we're obsessed with puffins", "I'm really into koi": a liking said with a
    // preposition names what is liked)
    if (words.some((t) => /^(?:of|about|with|into|on)$/.test(t.original) && !LOCATIVE_TIME.test(words[words.indexOf(t) + 1]?.original ?? ''))) return false;
  }
  return true;
}

/** A clause the speaker or someone near them is in ("I", "my", "we", "you" — the studio), said or dropped. */
const PERSONAL = /\b(?:i|i'm|im|i've|ive|i'll|i'd|me|my|we|we're|our|us|you|your|u)\b/;

/**
 * Sentences (token positions) that place the speaker's life on a calendar: a calendar anchor, no design
 * word, no memorial or celebration, and either a person in the clause or a clause opening on a verb with
 * its "I" dropped ("heading to Bali in a fortnight"); a person now (`personNow`); or a sentence opening on an
 * apology to the studio. Only once there is a picture (the caller checks), so a first description ("the pier we
 * walked every summer") is never lost.
 */
export function circumstanceSentences(tokens: WordToken[]): Set<number> {
  const off = new Set<number>();
  const bySentence = new Map<number, number[]>();
  tokens.forEach((t, k) => {
    if (isWord(t) || /^\d/.test(t.text)) bySentence.set(t.sentence, [...(bySentence.get(t.sentence) ?? []), k]);
  });
  const onCalendar = (positions: number[]): boolean => {
    const words = positions.map((k) => tokens[k].original);
    const text = words.join(' ');
    // ("maybe after", "maybe next week": a "maybe" that only hedges a time is no design talk)
    const designText = hedgedTimeRemoved(text);
    if (words.length === 0 || !CALENDAR_ANCHOR.test(text) || DESIGN_TALK.test(designText) || personActs(words)) return false;
    const firstTag = lexiconTag(words[0]);
    const droppedSubject = /ing$/.test(words[0]) && (firstTag === 'Gerund' || firstTag === 'Verb' || firstTag === undefined);
    // (a person word counts as a person in the clause: "the kids are off for half term next week")
    if (!PERSONAL.test(text) && !droppedSubject && !words.some((w) => RELATIONS.has(w) || RELATIONS.has(w.replace(/s$/, '')))) return false;
    // (a new thing brought in with "a"/"an" is a description — "she was a wire-haired dachshund", "we got a puppy
    // last year" — unless it is an obligation, "have a wedding to go to", "got a shift to cover")
    if (words.some((w, j) => /^(?:a|an)$/.test(w) && j > 0 && !(/^(?:have|has|had|got|'ve|ve)$/.test(words[j - 1]) && words[j + 2] === 'to') && !CALENDAR_ANCHOR.test(words.slice(j - 1, j + 3).join(' ')))) return false;
    // (nor a thing of someone's brought in after a linking word — "we skated every day so um his old
    // skateboard deck …": the clause after "so" is a noun phrase, the picture)
    if (words.some((w, j) => /^(?:his|her|their)$/.test(w) && j > 0 && (CLAUSE_BREAKS.has(words[j - 1]) || (/^(?:um|uh|erm|like)$/.test(words[j - 1]) && CLAUSE_BREAKS.has(words[j - 2] ?? ''))))) return false;
    // A circumstance is a clause; a verbless noun phrase ("the sunset from that summer in Crete, with my dad")
    // or a noun with a relative clause ("the robin that sat on my fence every morning") describes a thing
    // ("childcare that day": a "that" before a noun is a determiner, not a relative pronoun).
    const tagged = tagWords(text);
    if (tagged) {
      if (!tagged.some((t) => t.verb && !t.gerund)) return false;
      if (tagged.some((t, k) => k > 0 && /^(?:that|which|who|whom)$/.test(t.text) && tagged[k - 1].noun && !tagged[k - 1].pronoun && !!tagged[k + 1] && (!tagged[k + 1].noun || tagged[k + 1].pronoun))) return false;
      // (and with its relative word left out — "the hiking boots we wore that day": a determined noun, then a
      // subject pronoun and its verb)
      const determinedNoun = (k: number): boolean => (tagged[k].noun || tagged[k].verb) && !tagged[k].pronoun && tagged.slice(Math.max(0, k - 3), k).some((d) => /^(?:the|a|an|my|our|his|her|their|those|these)$/.test(d.text));
      if (tagged.some((t, k) => k > 1 && /^(?:we|i|he|she|they|you)$/.test(t.text) && determinedNoun(k - 1) && !!tagged[k + 1]?.verb && !tagged[k + 1]?.noun)) return false;
    } else if (!FINITE.test(text)) return false;
    // (the occasion scorer, the costly check, last)
    return !occasionCue(text);
  };
  for (const positions of bySentence.values()) {
    const opening = positions.slice(0, 4).map((k) => tokens[k].original).join(' ');
    if (personNow(positions.map((k) => tokens[k].original))) {
      for (const k of positions) off.add(k);
      continue;
    }
    const but = positions.findIndex((k) => tokens[k].text === 'but');
    // (a sentence with "but" is read clause by clause below: "a heron on my calf but my socks cover it every day")
    if ((but < 0 && onCalendar(positions)) || APOLOGY_OPENING.test(opening)) {
      for (const k of positions) off.add(k);
      continue;
    }
    // "thinking the wrist but my watch strap sits right there all day": after "but", the speaker's calendar
    // is an obstacle, and the clause before it a hesitation over a placement or the piece already there —
    // unless that clause brings a new thing in ("a fox", "some ferns"), which stays design talk.
    if (but <= 0 || !onCalendar(positions.slice(but + 1))) continue;
    const head = positions.slice(0, but);
    for (const k of positions.slice(but)) off.add(k);
    if (!head.some((k) => tokens[k].text === 'a' || tokens[k].text === 'an' || tokens[k].text === 'some')) for (const k of head) off.add(k);
  }
  return off;
}

/** Body parts that can be the subject of their own condition. */
const BODY_SUBJECT = /^(?:hands?|arms?|legs?|skin|back|wrists?|ankles?|feet|foot|knees?|neck|shoulders?|fingers?|joints?|hips?|elbows?|veins?)$/;

/** Verbs that tell what someone likes, keeps or wears: said of a person, they bring a picture in ("my nan loves roses"). */
const LIKING_VERB = /^(?:loves?|likes?|adores?|has|have|keeps?|wears?|collects?|wants?|needs?|always|used|grows?|makes?|plays?|rides?|drives?)$/;

/** "be", "do" and the modals in the present ("is", "can", "would"): a story's past tense and verbs of action excluded. */
const PRESENT_FINITE = /^(?:is|are|'s|s|isn't|isnt|aren't|can|can't|cant|could|will|won't|wont|would|wouldn't|might|may|must|should|does|doesn't|do|don't)$/;

/**
 * "my landlord is a nightmare about guests", "our kid is off school with chickenpox", "the babysitter can
 * only do Tuesdays", "my boss would go mad": a person (a relation or a role the lexicon calls an actor) as
 * the subject of a present or modal verb, with no design word and nothing new brought in after the verb — the
 * people around the speaker and what they do now, not a picture. (A past tense is a story — "my grandad kept
 * pigeons" — and a liking brings the picture in; the caller only asks once the brief has one.)
 */
export function personNow(words: string[]): boolean {
  const text = words.join(' ');
  // ("my daughter is obsessed with unicorns", "my dad is a huge Liverpool fan": a liking said with an adjective)
  // (the occasion scorer is the costly check: it runs last, only on a sentence that has passed the others)
  if (words.length < 3 || DESIGN_TALK.test(hedgedTimeRemoved(text)) || LIKING_WORD.test(text)) return false;
  return personClause(words) && !occasionCue(text);
}

const APPROVED_AFTER_MODAL = new RegExp(`^(?:be|look) (?:so |really |pretty |absolutely )?(?:${APPROVAL_WORDS})\\b`);

/** The clause shape of `personNow`: a person or a body part of the speaker's as the subject of a present or modal verb. */
function personClause(words: string[]): boolean {
  let k = 0;
  if (/^(?:my|our|the|his|her|their|me|mine|your)$/.test(words[k])) k += 1;
  // "my hands shake from my medication", "my arm swells up in the heat": a body part of the speaker's as the
  // subject of a present verb other than "be" is the body's condition ("my forearm is where I want it" is design)
  if (k === 1 && words[0] === 'my' && BODY_SUBJECT.test(words[1]) && /^(?:PresentTense|Infinitive)$/.test(lexiconTag(words[2]) ?? '') && !/^(?:is|are|has|have|looks?)$/.test(words[2])) {
    return true;
  }
  // (up to two words before the head: "my new landlord", "the baby sitter", "our eldest kid")
  let head = -1;
  for (let j = k; j <= k + 2 && j < words.length - 1; j++) {
    const single = words[j].replace(/s$/, '');
    const tag = lexiconTag(words[j]);
    // (the person word right before the verb: "the baby sitter can", not "baby")
    // ("our youngest is home sick": an adjective standing for a child of the family counts as the person)
    const person = RELATIONS.has(words[j]) || RELATIONS.has(single) || tag === 'Actor' || /sitter$|minder$/.test(words[j]) || (j === k && k > 0 && /^(?:youngest|eldest|oldest|middle|littlest|missus|missis|hubby|wifey)$/.test(words[j]));
    const nextTag = lexiconTag(words[j + 1]);
    if (person && (PRESENT_FINITE.test(words[j + 1]) || nextTag === 'Modal' || LIKING_VERB.test(words[j + 1]))) {
      head = j;
      break;
    }
  }
  if (head < 0) return false;
  const verb = words[head + 1];
  const verbTag = lexiconTag(verb);
  // ("the n64 controller would be perfect": a thing the lexicon files with its actors, judged as the picture —
  // a modal, then "be" or "look" and a word of approval — is no person's business)
  if (verbTag === 'Modal' && !RELATIONS.has(words[head]) && APPROVED_AFTER_MODAL.test(words.slice(head + 2, head + 5).join(' '))) return false;
  // (a liking of an action is not a liking of a thing: "my girlfriend wants to come and watch")
  const likesAThing = LIKING_VERB.test(verb) && !(words[head + 2] === 'to' && /^(?:come|go|watch|sit|know|see|bring|be|stay|wait|drive|pay|book)$/.test(words[head + 3] ?? ''));
  // (only "be", "do" and the modals: a present verb of action is what the person does — "my son draws rockets",
  // "my sister rides horses" — which is a picture)
  if (!(PRESENT_FINITE.test(verb) || verbTag === 'Modal' || LIKING_VERB.test(verb)) || likesAThing) return false;
  // ("is a nightmare": a predicate noun right after "is" judges the person; an "a" further on brings a thing in,
  // and so does a trade — "my brother is a fisherman" may be the picture)
  const after = words.slice(head + 2);
  return !after.some((w, j) => /^(?:a|an|some)$/.test(w) && !(j === 0 && /^(?:is|are|'s|s)$/.test(verb) && lexiconTag(after[1] ?? '') !== 'Actor'));
}

/** The text without a "maybe" that only hedges a time ("maybe after", "maybe next week"): that is no design talk. */
const hedgedTimeRemoved = (text: string): string => text.replace(/\bmaybe (?=after|before|later|then|next|this|in)\b/g, '');

/**
 * Whether a sentence's subject is a person doing something of their own with a present verb of action ("my
 * sister rides horses every weekend", "my son draws rockets"): what a person does is a picture, even on a calendar.
 */
function personActs(words: string[]): boolean {
  let k = /^(?:my|our|the|his|her|their|me|mine|your)$/.test(words[0] ?? '') ? 1 : 0;
  for (const end = k + 3; k < end && k < words.length - 1; k++) {
    const person = RELATIONS.has(words[k]) || RELATIONS.has(words[k].replace(/s$/, '')) || lexiconTag(words[k]) === 'Actor';
    if (!person) continue;
    const verb = words[k + 1];
    const tag = lexiconTag(verb);
    return !PRESENT_FINITE.test(verb) && tag !== 'Modal' && (tag === 'PresentTense' || /[^s]s$/.test(verb));
  }
  return false;
}

/** A finite verb, when the tagger is not loaded. */
const FINITE = /\b(?:am|is|are|was|were|i'm|im|it's|its|will|would|must|can|could|should|have|has|had|do|does|did|gonna|runs?|works?|sits?|goes|went|got)\b/;

/** Whether every word of `sentence` is in a circumstance sentence (so it is not written to the description either). */
export function circumstanceOnly(sentence: string): boolean {
  const tokens = prepareTokens(tokenize(normalizeText(sentence)), capitalisedNames(sentence));
  const off = new Set([...circumstanceSentences(tokens), ...speakerClauses(tokens)]);
  return tokens.some(isWord) && tokens.every((t, k) => !isWord(t) || off.has(k));
}

/** Copulas after the speaker ("I am", "we're"): what follows says what the speaker is, not a thing brought in. */
const SPEAKER_COPULA = /^(?:i'm|im|we're|were|am|are|'m|'re)$/;

/** A wish whose object is an action ("I want to bathe in the sea", "I'd like to swim"): a plan, not a picture. */
const WISH_TO_ACT = pattern('off-topic.wish-to-act');

/**
 * "I'm coming in from Queens", "I am regular donor", "i'll check with the doc first", "We going Tobago", "My
 * knees aren't good on stairs", "I'm a big feartie wi needles": a clause whose subject is the speaker (or a body
 * part of theirs) and whose verb is a present or modal one that brings no picture in — no wish, liking or design
 * word, no story in the past tense, no option named, and nothing new brought in with "a/an/some" after a verb of
 * action (after "I'm", "a …" says what the speaker is). Such a clause tells the speaker's life; the callers decide
 * when that is context rather than design talk. Returns the token positions of every such clause.
 */
export function speakerClauses(tokens: WordToken[], mode: 'any' | 'body' | 'beside' = 'any'): Set<number> {
  const found = new Set<number>();
  let start = 0;
  const close = (end: number): void => {
    const positions: number[] = [];
    for (let k = start; k < end; k++) if (isWord(tokens[k]) || /^\d/.test(tokens[k].text)) positions.push(k);
    start = end + 1;
    if (positions.length < 2) return;
    const words = positions.map((k) => tokens[k].original);
    const kind = speakerClause(words, mode === 'beside');
    if (kind && (mode !== 'body' || kind === 'body')) for (const k of positions) found.add(k);
  };
  for (let i = 0; i < tokens.length; i++) if (tokens[i].boundary || (CLAUSE_BREAKS.has(tokens[i].text) && tokens[i].text !== 'and')) close(i);
  close(tokens.length);
  return found;
}

/**
 * `beside`: the clause stands next to an off-topic question, where what the speaker does is the circumstance even with
 * a thing in it ("Is there somewhere to park? I drive a pickup with a trailer hitch", "travelling back to Lagos for
 * the burial"), and a clause may drop its "I" ("going to tenerife b4") or say it in Patois ("Mi work pon di wharf").
 */
function speakerClause(all: string[], beside = false): 'speaker' | 'body' | undefined {
  let i = 0;
  while (i < all.length - 1 && (CLAUSE_LEADERS.test(all[i]) || GREETINGS.has(all[i]))) i += 1;
  const words = all.slice(i);
  const text = words.join(' ');
  const plain = text.replace(WISH_TO_ACT, '');
  if (DESIGN_TALK.test(plain) || LIKING_WORD.test(plain) || (beside ? /\b(?:of|about|towards?)\b/ : /\b(?:of|about|towards?|for)\b/).test(text)) return undefined;
  // (a style or colour named is design talk — "I'm leaning watercolour"; a size after "I'm a" describes the speaker)
  if ((['style', 'colors'] as const).some((field) => mentionedOptions(text, field).length > 0)) return undefined;
  if (words[0] === 'my' && BODY_SUBJECT.test(words[1] ?? '')) {
    // "my knees aren't good on stairs", "my hands and arms are in all sorts": a body part of the speaker's as the
    // subject of its own condition (a copula that says where the piece goes — "my calf is free", "my forearm is
    // where I want it" — is design talk)
    let k = 2;
    while (words[k] === 'and' && BODY_SUBJECT.test(words[k + 1] ?? '')) k += 2;
    const verb = words[k] ?? '';
    if (!/^(?:are|is|'s|'re|aren't|arent|isn't|isnt|were|was|get|gets|keep|keeps|ache|aches|hurt|hurts|swell|swells|shake|shakes|go|goes|don't|dont|can't|cant|won't|wont)$/.test(verb)) return undefined;
    // (nor one that sizes the canvas: "my back is broad", "my wrists are tiny")
    return /\b(?:where|spot|free|bare|empty|blank|perfect|best|ideal|canvas|space|room|big|wide|broad|long|huge|large|small|narrow|skinny|thin|tiny|little|short)\b/.test(words.slice(k).join(' ')) ? undefined : 'body';
  }
  const patois = beside && /^(?:mi|me)$/.test(words[0]) && (/^(?:Infinitive|PresentTense|Verb|Modal)$/.test(lexiconTag(words[1] ?? '') ?? '') || /^(?:haffi|affi|waan|cyaan|kyaan|nuh|deh|a|did|ago|gwine|fi|work|live|drive|walk|ride|cook|sell|clean|teach|study|farm|run|stay)$/.test(words[1] ?? ''));
  const dropped = beside && lexiconTag(words[0]) === 'Gerund' && !BRINGS_A_PICTURE.test(words[0]) && !/^(?:getting|having|adding|doing|choosing|picking|wanting|leaning|going(?= (?:for|with)))$/.test(words[0]);
  if (dropped) return words.some((w) => ARTICLES.has(w)) && !/^(?:going|heading|travelling|traveling|flying|driving|moving|working|staying)$/.test(words[0]) ? undefined : 'speaker';
  // "my car failed its MOT", "our boiler broke", "my phone battery is dying": a thing of the speaker's (not a person
  // or an animal — "my dad kept pigeons" is a story) as the subject of a finite verb, with no design cue and nothing
  // new brought in, is the speaker's life too
  if (/^(?:my|our)$/.test(words[0])) {
    let head = 1;
    while (head < Math.min(words.length - 1, 3) && !/^(?:is|are|was|were|'s|has|have|had|will|won't|wont|keeps?|kept|broke|failed|died|stopped)$/.test(words[head + 1]) && !/^(?:PastTense|PresentTense|Modal|Copula)$/.test(lexiconTag(words[head + 1]) ?? '')) head += 1;
    const noun = words[head];
    const verb = words[head + 1] ?? '';
    const being = RELATIONS.has(noun) || RELATIONS.has(noun.replace(/s$/, '')) || PET_WORDS.has(noun) || lexiconTag(noun) === 'Actor' || /^[A-Z]/.test(noun);
    const finite = /^(?:is|are|was|were|'s|has|have|had|will|won't|wont|keeps?|kept|broke|failed|died|stopped)$/.test(verb) || /^(?:PastTense|PresentTense|Modal|Copula)$/.test(lexiconTag(verb) ?? '');
    // ("my favourite animal is the otter": a favourite names the picture)
    if (being || !finite || BODY_SUBJECT.test(noun) || LIKING_VERB.test(verb) || mentionedOptions(noun, 'bodyZone').length > 0 || words.slice(1, head + 1).some((w) => /^(?:favou?rite|fave|fav|best|lucky|spirit|totem)$/.test(w))) return undefined;
    return words.slice(head + 1).some((w) => /^(?:a|an|some)$/.test(w)) ? undefined : 'speaker';
  }
  if (!SPEAKER_SUBJECT.test(words[0]) && !patois) return undefined;
  let verbAt = 1;
  while (verbAt < words.length && CLAUSE_SOFTENERS.test(words[verbAt])) verbAt += 1;
  let copula = /^(?:i'm|im|we're|were)$/.test(words[0]);
  if (!copula && SPEAKER_COPULA.test(words[verbAt] ?? '')) {
    copula = true;
    verbAt += 1;
    while (verbAt < words.length && CLAUSE_SOFTENERS.test(words[verbAt])) verbAt += 1;
  }
  const verb = words[verbAt];
  if (!verb) return undefined;
  if (BRINGS_A_PICTURE.test(verb) && !WISH_TO_ACT.test(`${verb} ${words.slice(verbAt + 1, verbAt + 3).join(' ')}`)) {
    WISH_TO_ACT.lastIndex = 0;
    return undefined;
  }
  WISH_TO_ACT.lastIndex = 0;
  // ("going for", "go with", "getting", "doing": choosing the piece)
  if (/^(?:go|going|getting|get|doing|having|adding|leaning|torn|stuck|deciding|choosing|picking)$/.test(verb) && /^(?:for|with|towards?|between|on)$/.test(words[verbAt + 1] ?? '')) return undefined;
  if (/^(?:getting|having|adding|doing|choosing|picking)$/.test(verb) || HOBBY_CLAUSE.test(`${words[0]} ${verb} ${words[verbAt + 1] ?? ''}`)) return undefined;
  // (a story in the past tense brings the picture in: "we went to Cornwall every summer")
  if (!copula && lexiconTag(verb) === 'PastTense') return undefined;
  // (a new thing brought in after a verb of action is a description: "I'll draw a fox"; after "I'm", "a big
  // feartie" says what the speaker is)
  // (beside an off-topic question, a verb of the speaker's own life may take a thing: "I drive a pickup")
  if (beside && !copula) return 'speaker';
  return words.some((w, j) => j >= verbAt && /^(?:a|an|some)$/.test(w) && !(copula && j === verbAt)) ? undefined : 'speaker';
}

/** Body parts beyond `BODY_SUBJECT` that a person says have been hurt or worn ("my shins", "my thumb", "my calves"). */
const BODY_OWN = /^(?:shins?|calf|calves|thighs?|forearms?|ribs|chest|toes?|thumbs?|palms?|knuckles?|heels?|head|face|stomach|belly|muscles?|tendons?|spine)$/;

/** Adverbs and negations that may stand between a body part and its condition ("my shins always look…", "are not"). */
const CONDITION_SOFTENERS = /^(?:always|still|just|really|so|proper|properly|constantly|often|never|not|no|kinda|a|bit|little|getting|all|both|now|already)$/;

/** Verbs (and copulas) that give a body part a condition of its own. */
const CONDITION_VERB =
  /^(?:are|is|'s|'re|aren't|arent|isn't|isnt|were|was|wasn't|weren't|look|looks|looked|feel|feels|felt|get|gets|got|keep|keeps|ache|aches|ached|hurt|hurts|swell|swells|swelled|shake|shakes|go|goes|don't|dont|can't|cant|won't|wont|bruise|bruises|bleed|bleeds|crack|cracks|itch|itches|burn|burns|sting|stings|throb|throbs|seize|seizes)$/;

/** What is done to a body part when it is hurt, dirtied or worn out ("I did my shoulder in", "burnt my arm", "wrecked my knees"). */
const INJURY_VERB =
  /^(?:did|done|do|hurt|hurts|burn|burns|burnt|burned|broke|broken|break|cut|cuts|sprained|sprain|twisted|twist|injured|injure|pulled|pull|bruised|bruise|scalded|scald|wrecked|wreck|knackered|dislocated|fractured|tore|torn|strained|trapped|jarred|banged|bashed|smashed|crushed|grazed|stabbed|jammed)$/;

/** Verbs of something worked into the skin for good that is not ink ("oil ground into my hands", "dirt rubbed into my knuckles"). */
const GROUND_IN = /^(?:ground|rubbed|worked|stained|soaked|engrained|ingrained|embedded|burnt|burned|baked|caked|seared)$/;

/**
 * "… im eighty three and my knees are not what they were", "my shins always look like I've been kicked", "I did my
 * shoulder in", "i burn my arm many times on the oven door", "oil ground into my hands": a body part of the speaker's
 * as the subject of its own condition — wherever it stands in its clause, with adverbs or a negation before the
 * verb — or as the object of a verb of injury or of something ground into it. From the body part (or the injury verb)
 * to the end of the clause, these tell what the body has been through: never a placement, never a keyword.
 * (A placement said with such a clause — "my calf is free", "on my forearm where it won't rub" — keeps its own test: a
 * copula that says where the piece goes or sizes the canvas stays design, as in `speakerClause`.)
 */
export function bodyConditions(tokens: WordToken[]): Set<number> {
  const found = new Set<number>();
  for (const clause of clausesOfWithAnd(tokens)) {
    const said = clause.map((k) => tokens[k].text);
    for (let j = 0; j < said.length; j++) {
      if (said[j] !== 'my') continue;
      let b = j + 1;
      while (b < said.length - 1 && /^(?:right|left|poor|old|both|bad|dodgy|two|inner|outer|lower|upper)$/.test(said[b])) b += 1;
      if (!BODY_SUBJECT.test(said[b] ?? '') && !BODY_OWN.test(said[b] ?? '')) continue;
      const rest = said.slice(b + 1);
      // (the object of a verb of injury: "did my shoulder in", "burn my arm", "wrecked my knees")
      const injured = j > 0 && INJURY_VERB.test(said[j - 1]) && !DESIGN_TALK.test(said.slice(0, j).join(' '));
      // (something worked into it for good: "oil ground into my hands")
      const ground = j > 1 && /^(?:into|in|onto)$/.test(said[j - 1]) && GROUND_IN.test(said[j - 2]);
      let v = 0;
      while (v < rest.length - 1 && CONDITION_SOFTENERS.test(rest[v])) v += 1;
      const condition = CONDITION_VERB.test(rest[v] ?? '') && !/\b(?:where|spot|free|bare|empty|blank|perfect|best|ideal|canvas|space|room|big|wide|broad|long|huge|large|small|narrow|skinny|thin|tiny|little|short|tattoo|tattoos|piece|design)\b/.test(rest.join(' '));
      if (!injured && !ground && !condition) continue;
      let from = injured ? j - 1 : ground ? j - 2 : j;
      // (what comes before a verb of injury or of grinding-in is part of the same telling — "i burn my arm", "I've got
      // oil ground into my hands" — unless it is design talk: "I want it on my arm but I burnt my arm" keeps its words)
      // (before a verb of injury only the speaker and words that time it: "our kelpie … broke my heart" is no injury)
      const before = said.slice(0, from);
      if ((ground && !DESIGN_TALK.test(before.join(' '))) || (injured && before.every((w) => /^(?:i|i've|ive|i'd|we|just|have|has|had|got|really|properly|badly|also|then|once|always|keep|kept|again)$/.test(w)))) from = 0;
      for (let m = from; m < clause.length; m++) found.add(clause[m]);
      break;
    }
  }
  return found;
}
