/** Classify: the clauses that are the studio's business, the speaker's worries or talk around the piece — answered, never drawn. */

import { pattern } from '../../patterns/patterns';
import { lexiconTag } from '../../nlp/tagger';
import { occasionCue, RELATIONS } from '../../occasionCues';
import { bodyConditions, personNow, speakerClauses } from './circumstance';
import { mentionedOptions } from '../extract/choices';
import { clausesOf } from '../segment/clauses';
import { phrasePositions, PROPOSAL_ENTRIES } from '../segment/phrases';
import { ARTICLES, BRINGS_A_PICTURE, CALENDAR_ANCHOR, CLAUSE_BREAKS, CLAUSE_SOFTENERS, CONCERN_TAG, DESIGN_INTENT, DESIGN_TALK, DETERMINERS, FRAGMENT_OPENERS, GREETINGS, LOCATIVES, OFF_TOPIC, LIFE_AROUND_THE_VISIT, AIDS_MONEY_APP_AND_INKS, PERSON_WORDS, PET_WORDS, QUESTION_STARTERS, SPEAKER_SUBJECT } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';

/** "book" the verb (book me in, book a slot) — not "an open book". */
const BOOK_VERB = pattern('off-topic.book-verb');

/** "healing from my divorce" is a story, not aftercare. */
const HEALING_STORY = /\bheal(?:ing|ed)? (?:from|of|after|journey)\b/;

/**
 * "do you do cover ups", "does your studio use vegan ink", "is the shop accessible": questions put
 * to the studio about its services — answered, never written (not "do you think a fox suits me").
 */
const SERVICE_QUESTION =
  /^(?:do|does|did|are|is|have|has) (?:you|u|ya|yall|y'all|you guys|your (?:studio|shop|artists?|place)|the (?:studio|shop|artists?|place))\b(?! (?:think|reckon|like|love|prefer|feel|know|mean|want|suggest|see|agree|able|have any (?:ideas?|suggestions?|thoughts?)|got any (?:ideas?|suggestions?)))/;

/** "will it fade if I go on holiday", "do colours blur over time": how a tattoo ages, answered not written. */
const AGEING_QUESTION =
  /^(?:will|would|does|do|can|could|is|are|how (?:well|badly|fast|quickly) (?:will|would|does|do)) (?:\w+ ){1,4}(?:fade|fading|blur|blurring|spread|spreading|blow out|bleed out|age (?:well|badly|ok)|hold up)\b(?! into)|(?:can|could|will|would|should) (?:i|we) still\b|\b(?:still )?look (?:ok|okay|alright|all right|good|decent|the same|any good|nice) (?:in|after) (?:\w+ ){0,2}(?:years?|decades?|time)\b|will (?:i|we) be able to\b|^(?:does|do|will|would|can|could|is|are) (?:the |your |tattoo )?inks? \w+|\b(?:react\w*|allerg\w*|keloid\w*|eczema|psoriasis|sensitive skin|skin conditions?|(?:spatter|sun|skin) ?burns?)\b/;

const SPEAKER_STATEMENT = /^(?:i|i'm|im|i've|ive|i'd)$/;

/**
 * "worried my boss won't like it", "I'm a bit nervous it'll hurt", "scared I'll regret it": a worry
 * said as a statement, not a question — about consequences, not the picture (a design word keeps it design talk).
 */
const WORRY_STATEMENT = pattern('off-topic.worry-statement');

/** Question words that start the main clause after an "if …" condition. */
const IF_QUESTION = new Set(['does', 'do', 'will', 'would', 'is', 'are', 'can', 'could', 'how', 'what', 'whats', 'should']);

/** What someone thinks of tattoos or of the speaker getting one, said after the person ("he dont like tattoo", "would kill me"). */
const OPINION_OF_TATTOOS = pattern('off-topic.opinion-of-tattoos');

/** A simile after a verb ("bruise like a peach", "sweat like a pig"): "like" here is no liking. */
const SIMILE = pattern('off-topic.simile');

/** A worry with the speaker as its object ("the sweat worries me", "needles freak me out"). */
const WORRIES_ME = pattern('off-topic.worries-me');

/** An apology opening a sentence ("sorry if that's TMI", "soz", "apologies for the typos"). */
const APOLOGY_ASIDE = /^(?:(?:oh|oops|ah|and|also) )?(?:sorry|soz|sry|apologies|my bad|pardon)\b/;

/** An aside about the keyboard or autocorrect ("phone keeps changing it", "autocorrect again"). */
const KEYBOARD_ASIDE = pattern('off-topic.keyboard-aside');

/**
 * Said to the helper about the talk itself: thanks ("thank you kindly"), a word on the helper ("Y'all are real patient
 * with me"), a gloss on what was just said ("lol it's a programmer joke").
 */
const META_ASIDE = pattern('off-topic.meta-aside');

/** A piece the speaker already has, dated or called old ("an old tribal band from 2003", "my existing sleeve"). */
const OLD_PIECE = pattern('off-topic.old-piece');

/**
 * the speaker's own tattoos, told as such — "I've got three tattoos already — a swallow …", "I had an anchor
 * done in the Navy in '71" — are what they have, not this design, with or without a question beside them.
 */
const OWN_OLD_TATTOO = pattern('off-topic.own-old-tattoo');

/**
 * A clause about someone else's tattoo: another person — a relation, a friend, "mate of mine", "he",
 * "someone" — who got, has or had one done. What they have is talked about, not drawn for this piece.
 */
const OTHERS_TATTOO = new RegExp(
  String.raw`^(?:(?:my|our|his|her|their|this|a|some) (?:\w+ )?(?:${[...PERSON_WORDS].filter((w) => !PET_WORDS.has(w)).join('|')}|bloke|guy|girl|lad|lass|woman|man|colleague|coworker|workmate|neighbour|neighbor|boss|manager|flatmate|housemate|roommate|classmate|teammate)s?|(?:my|our|his|her|their) [\w]+'s (?:\w+)|(?:mate|friend|pal) of (?:mine|ours)|the (?:guy|girl|bloke|artist|tattooist|tattooer|lad|woman|man)|he|she|they|someone|somebody|people|everyone|everybody|half (?:my|the) \w+)\b(?: \w+){0,3}? (?:got|gets|getting|had|has|have|did|does|doing|do)\b(?: [\w']+){0,8}? (?:done|tattooed|inked|sleeve|sleeves|tattoos?|tats?|portrait|cover[- ]?up)\b`,
);

/**
 * small closed classes the thirteenth to twenty-seventh sets showed: a medical condition and a doctor's note,
 * whether the studio pierces, what a companion is getting done on their own body; a fear of needles, a word with the clinic,
 * a parent signing a form, piercings; medical devices and pills ("an insulin
 * pump on my stomach", "on blood pressure pills"), "too old for this", the helper's name or sex, rules at work about visible tattoos,
 * television and tattoo shows, whether the helper is a real person or a bot, a break-up ("my ex and I just split"),
 * television watched ("finished the new
 * season of that baking show"), a phone's battery, a flat outbid on, metalwork from surgery ("plates and pins in my
 * shoulder from surgery"); asking the price in the other languages customers mix in ("c'est combien"), Caribbean names for diabetes and blood pressure ("mi have sugar and pressure") and "it safe"
 * asked without its verb, and small talk that asks whether the helper saw or heard something ("did you see the All
 * Blacks lost").
 */
const CONDITIONS_SERVICES_AND_SMALL_TALK = pattern('off-topic.conditions-services-and-small-talk');

/** "the bloke just did a terrible koi" (on a tattoo show): what a third person did to someone is their piece. */
const ARTIST_DID = /^(?:the|that|this) (?:guy|bloke|artist|tattooist|tattooer|lad|woman|man|girl|fella) (?:\w+ )?(?:did|does|has done|had done) (?:a|an|the)\b/;

/** A change of topic announced at a message's start ("totally random but", "unrelated but", "off topic"). */
const UNRELATED_ANNOUNCED = pattern('off-topic.unrelated-announced');

/** A question announced before it is asked: "quick q", "one question", "this is quick". */
/** The same said anywhere in the message: "… nothing to do with the tattoo, just venting lol". */
const UNRELATED_SAID = pattern('off-topic.unrelated-said');

/** Talk of a tattoo to be got rid of — "I want it gone", "cover ups" — whose quoted name is no lettering for this one. */
export const RID_OF = pattern('off-topic.rid-of');

const RID_OF_ALL = new RegExp(RID_OF.source, 'g');

const QUESTION_ANNOUNCED = pattern('off-topic.question-announced');

export function offTopicTokens(tokens: WordToken[]): Set<number> {
  const off = new Set<number>();
  let start = 0;
  let previousStart = -1;
  let previousOff = false;
  let openQuestion = false;
  let previousOthers = false;
  let skinSentence = -1;
  const artistTalk = tokens.some((t) => /^(?:artists?|tattooists?|tattooers?)$/.test(t.text));
  const close = (end: number): void => {
    const words = tokens.slice(start, end).filter(isWord);
    // (numbers stay in the text the cues read: "im 15", "under 18")
    const text = tokens.slice(start, end).filter((t) => isWord(t) || /^\d/.test(t.text)).map((t) => t.original).join(' ');
    // ("Receptionist here on the front desk", "Manager here": someone saying who is typing — a role and "here" — is no picture)
    const introduced = words.length >= 2 && words[1].original === 'here' && lexiconTag(words[0].original) === 'Actor' && !RELATIONS.has(words[0].original) && !DESIGN_TALK.test(text);
    // (someone else's tattoo — "my friend got a koi done at a party", "mate of mine got one done in Bali" — and what
    // is said of it right after, "it looks like a sausage with fins", is never this piece's picture; a question
    // announced, "quick q", "this is quick", is talk before the question)
    // (read from the sentence's start: a quoted name inside it, "got a 'No Fear' one done", splits its clauses)
    let sentenceFrom = start;
    while (sentenceFrom > 0 && tokens[sentenceFrom - 1].sentence === tokens[start]?.sentence) sentenceFrom -= 1;
    const soFar = tokens.slice(sentenceFrom, end).filter(isWord).map((t) => t.original).join(' ');
    const sentence = tokens.filter((t) => isWord(t) && t.sentence === tokens[start]?.sentence).map((t) => t.original).join(' ');
    const othersTattoo = ARTIST_DID.test(text) || (OTHERS_TATTOO.test(soFar) || OTHERS_TATTOO.test(text)) && /\b(?:done|tattooed|inked|sleeve|sleeves|tattoos?|tats?|portrait|cover[- ]?up)\b/.test(text) && !/\b(?:same|matching|match|like (?:his|hers|theirs|that one))\b/.test(sentence);
    if (othersTattoo) for (let k = sentenceFrom; k < start; k++) off.add(k);
    const sameTattooOn = previousOthers && /^(?:(?:honestly|and|but|tbh|so|like|now|ngl) )*(?:it|it's|its|that|that's|this|they|they're|which|theirs|his|hers) /.test(text) && !DESIGN_INTENT.test(text);
    previousOthers = othersTattoo || sameTattooOn;
    // ("…an older gentleman's skin? Mine is rather thin on the forearms": "mine" right after the skin is my skin)
    const skinBefore = sentenceFrom > 0 && start === sentenceFrom && tokens.slice(Math.max(0, sentenceFrom - 4), sentenceFrom).some((t) => t.text === 'skin');
    // (the whole sentence: "rather" and "and" split it into clauses, all about the skin)
    if (skinBefore && /^mine (?:is|'s|gets|has|bruises|marks|tears)\b/.test(text)) skinSentence = tokens[start].sentence;
    const mySkin = skinSentence >= 0 && tokens[start]?.sentence === skinSentence;
    const cued = mySkin || othersTattoo || sameTattooOn || QUESTION_ANNOUNCED.test(text) || CONDITIONS_SERVICES_AND_SMALL_TALK.test(text) || introduced || LIFE_AROUND_THE_VISIT.test(text) || AIDS_MONEY_APP_AND_INKS.test(text) || (OFF_TOPIC.test(text) && !(HEALING_STORY.test(text) && !/\b(artist|book|price|cost|pain|hurt)/.test(text))) || BOOK_VERB.test(text) || SERVICE_QUESTION.test(text) || AGEING_QUESTION.test(text);
    // "Will it hurt? I'm a total wimp", "can the artist come to me? I have mobility issues": right
    // after off-topic talk, a statement about the speaker with no design word is more of the same.
    // ("…on antibiotics at the minute, just finished a course": a clause that drops its "I" and opens
    // with a past-tense verb is the speaker talking about themselves too — the lexicon knows the tense)
    const firstReal = words.find((t) => !CLAUSE_SOFTENERS.test(t.original));
    // (regular "-ed" forms the lexicon lists only as adjectives count too: "finished", "started")
    const firstTag = firstReal ? lexiconTag(firstReal.original) : undefined;
    const speakerVerb = !!firstReal && (firstTag === 'PastTense' || (/ed$/.test(firstReal.original) && (firstTag === 'Adjective' || firstTag === undefined) && firstReal.original.length > 4));
    const aboutSpeaker = previousOff && words.length > 0 && (SPEAKER_STATEMENT.test(words[0].original) || speakerVerb) && !DESIGN_TALK.test(text);
    // (only a wish or a change keeps it design talk: "worried a wolf is too cliché, maybe a fox instead")
    // ("the sweat worries me", "needles freak me out": a worry with the speaker as its object)
    const worry = (WORRY_STATEMENT.test(text) || WORRIES_ME.test(text)) && !/\b(?:want|wanted|add|draw|design|instead|rather|maybe|prefer)\b/.test(text);
    // "I'm 17 and a half", "16 and three quarters": a number or a fraction carrying on an off-topic clause.
    const countOn =
      previousOff &&
      words.length > 0 &&
      (words.every((t) => COUNT_WORDS.has(t.original) || /^\d/.test(t.original)) ||
        (words.length <= 3 && TAG_QUESTION.test(text)) ||
        // ("numbing cream, does it actually work or is it a con": a question about "it" right after an off-topic
        // clause asks about the same thing — a pronoun subject brings nothing new in)
        (/^(?:does|do|is|are|will|would|did|was|can) (?:it|that|this|they|them)\b/.test(text) && !DESIGN_TALK.test(text)) ||
        // (and its verb, when a softener split the clause: "does it actually | work or is it a con")
        (openQuestion && words.length <= FRAGMENT_WORDS + 1 && !DESIGN_TALK.test(text)) ||
        // ("I'm 17, turning 18 in March": the age carried on to the next birthday)
        /^(?:turning|turn|be|nearly|almost|eighteen|\d+) (?:\d+|[a-z]+teen|[a-z]+ty)\b(?! (?:cm|mm|inch|inches))/.test(text));
    // "ribs is where I want it but I'm scared it'll kill", "I'd like it on my neck but I'm nervous": a worry
    // after "but" makes the clause before it a hesitation over the piece already talked about ("it", no new
    // thing with an article) — the worry is answered and the placement asked again, never written.
    if (worry && tokens[start - 1]?.text === 'but' && previousStart >= 0) {
      const before = tokens.slice(previousStart, start - 1).filter(isWord);
      if (before.some((t) => /^(?:it|one)$/.test(t.original)) && !before.some((t) => ARTICLES.has(t.original) || t.original === 'some')) for (let k = previousStart; k < start; k++) off.add(k);
    }
    previousStart = start;
    openQuestion = countOn && /^(?:does|do|is|are|will|would|did|was|can) (?:it|that|this|they|them)$/.test(text);
    // ("Do you have a female artist? I prefer a woman for the shoulder": after off-topic talk, in a message about
    // the artist, a man or a woman preferred is who tattoos, not a picture)
    // ("… can he come in | and watch": who comes along, then what they will do there)
    // ("my new puppy has chewed my trainers, the remote and a table leg": a list with no verb, after a comma,
    // carries on the off-topic clause before it)
    // (only after a clause whose verb acts on a list of things — chewed, lost, forgot, bought, packed — not a memory told
    // "with a sudoku book, a Parker pen and …")
    const listVerb = /\b(?:chewed|eaten|ate|destroyed|wrecked|broke|broken|lost|forgot|forgotten|need|needs|bought|buy|bring|pack|packed|nicked|stole|stolen|park|parking|coming in|driving)\b/.test(tokens.slice(sentenceFrom, start).filter(isWord).map((t) => t.text).join(' '));
    const listOn = previousOff && listVerb && /^(?:,|and)$/.test(tokens[start - 1]?.text ?? '') && words.length <= 4 && /^(?:the|a|an|my|his|her|our|some)\b/.test(text) && !words.some((t) => /^(?:PastTense|PresentTense|Infinitive|Modal|Copula)$/.test(lexiconTag(t.original) ?? '') && !/^(?:and|the|a|an)$/.test(t.original)) && !DESIGN_TALK.test(text);
    const alongToo = listOn || previousOff && /^(?:watch|wait|sit in|sit with (?:me|us|her|him)|stay|hang out|tag along|keep me company)(?: too| as well)?$/.test(text);
    const artistChosen = alongToo || previousOff && artistTalk && /^(?:a |an )?(?:woman|man|lady|guy|female|male|girl|bloke)(?: one)?(?: (?:artist|tattooist|tattooer))?\b(?! (?:with|holding|in|wearing|sitting|standing|'s|s)\b)/.test(text);
    if (cued || aboutSpeaker || countOn || worry || artistChosen) for (let k = start; k < end; k++) off.add(k);
    if (words.length > 0) previousOff = cued || aboutSpeaker || countOn || worry || artistChosen;
    start = end + 1;
  };
  // "if I add a croissant on the seat does the price go up?": the condition is a design change, the
  // question after it is the off-topic part (as if there were a comma).
  let clauseOpen = 0;
  const conditions: { from: number; to: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const conditionEnds = tokens[clauseOpen]?.text === 'if' && i - clauseOpen >= 3 && IF_QUESTION.has(tokens[i].text) && isWord(tokens[i + 1] ?? { text: '', boundary: true });
    // ("wait" in front of "time(s)" or "list" is a noun, "the wait times on the board", not a break)
    const waitNoun = tokens[i].text === 'wait' && /^(?:time|times|list)$/.test(tokens[i + 1]?.text ?? '');
    if (tokens[i].boundary || (CLAUSE_BREAKS.has(tokens[i].text) && !waitNoun)) {
      close(i);
      clauseOpen = i + 1;
    } else if (conditionEnds) {
      close(i);
      conditions.push({ from: clauseOpen, to: i });
      start = i; // (the question word opens the next clause)
      clauseOpen = i;
    }
  }
  close(tokens.length);
  // ("if its on my hand can i still hold a pen": a condition that only supposes the piece somewhere — no
  // design verb in it — before an off-topic question is part of that question; "if I add a croissant does the price go
  // up" keeps its change)
  for (const { from, to } of conditions) {
    const supposed = tokens.slice(from, to).filter(isWord).map((t) => t.text).join(' ');
    if (off.has(to) && !off.has(from) && /^if (?:it's|its|it is|it was|the tattoo is|the tattoo was|i get it|i got it|i have it|i had it)\b/.test(supposed) && !/\b(?:add|added|put|include|draw|make|change|swap)\b/.test(supposed)) {
      for (let k = from; k < to; k++) off.add(k);
    }
  }
  // "…before the appointment? Alcohol, coffee?", "does the ink mess with scans? like MRI": a short
  // fragment right after an off-topic sentence — a question, or opening with "like", "and", "or" —
  // with no design word carries the same question on.
  const sentenceWords = new Map<number, number[]>();
  tokens.forEach((t, k) => {
    if (!isWord(t)) return;
    const list = sentenceWords.get(t.sentence) ?? [];
    list.push(k);
    sentenceWords.set(t.sentence, list);
  });
  // ("wagwan, you man do walk ins?", "alright bud, what time do you close": a one- or two-word greeting before a
  // comma, opening a message that is otherwise all off-topic, is part of it)
  const opening: number[] = [];
  // ("also please tell, …": a linking word before the greeting is not counted)
  for (let k = 0; k < tokens.length && !tokens[k].boundary; k++) if (isWord(tokens[k]) && !(opening.length === 0 && CLAUSE_BREAKS.has(tokens[k].text))) opening.push(k);
  const rest = tokens.map((t, k) => (isWord(t) && !opening.includes(k) ? k : -1)).filter((k) => k >= 0);
  if (opening.length > 0 && opening.length <= 2 && tokens[opening[opening.length - 1] + 1]?.text === ',' && rest.length > 0 && rest.every((k) => off.has(k)) && !opening.some((k) => DETERMINERS.has(tokens[k].text))) {
    for (const k of opening) off.add(k);
  }
  // "I play rugby on saturdays, is that ok", "I'm a nurse so I wash my hands a lot, will that matter": a
  // statement about the speaker closed by a tag asking whether it matters is a question about them, not
  // the picture — the whole sentence is off-topic ("a fox on my forearm, is that ok?" opens with the picture).
  for (const words of sentenceWords.values()) {
    const last = words[words.length - 1];
    let first = last;
    while (first > words[0] && !tokens[first - 1].boundary && !CLAUSE_BREAKS.has(tokens[first - 1].text)) first -= 1;
    const tag = words.filter((k) => k >= first).map((k) => tokens[k].original).join(' ');
    const statement = words.filter((k) => k < first).map((k) => tokens[k].original).join(' ');
    // ("I bruise like a peach, is that normal": "like a" after a verb of the speaker's is a simile, not a liking)
    if (!statement || !CONCERN_TAG.test(tag) || DESIGN_TALK.test(statement.replace(SIMILE, ''))) continue;
    // (or said of someone near them by a pronoun: "She's hapū, hope that's alright")
    if (!SPEAKER_STATEMENT.test(tokens[words[0]].original) && !/^(?:my|he's|she's|they're|hes|shes|he|she|they)$/.test(tokens[words[0]].original)) continue;
    for (const k of words) off.add(k);
  }
  const numbers = [...sentenceWords.keys()].sort((a, b) => a - b);
  // "Hi I'm on the tablet at the front desk. Is anyone free for a walk-in?", "Collarbone's bony isn't it. I'm a
  // wimp with pain": right before an off-topic sentence, a sentence with no design word that tells where the
  // speaker is or what they are (the speaker and a verb that brings no picture in), or that ends in a tag asking
  // agreement, sets that question up — it is part of it. Read backwards, so a run of them carries.
  for (let n = numbers.length - 2; n >= 0; n--) {
    const current = sentenceWords.get(numbers[n])!;
    const following = sentenceWords.get(numbers[n + 1])!;
    // (a linking word inside the question, "… while it heals?", is part of it)
    if (!following.every((k) => off.has(k) || CLAUSE_BREAKS.has(tokens[k].text)) || current.every((k) => off.has(k))) continue;
    const words = current.map((k) => tokens[k].original);
    const text = words.join(' ');
    if (DESIGN_TALK.test(text) || current.some((k) => ARTICLES.has(tokens[k].text) && tokens[k + 1] && !/^(?:bit|little|lot)$/.test(tokens[k + 1].text) && !LOCATIVES.has(tokens[k - 1]?.text ?? ''))) continue;
    let first = 0;
    // (a linking word may open it — "Also I work in a bakery, hands in flour all day")
    while (first < words.length - 1 && (GREETINGS.has(words[first]) || /^(?:also|and|oh|so|but|plus)$/.test(words[first]))) first += 1;
    const verb = words.slice(first + 1).find((w) => !CLAUSE_SOFTENERS.test(w));
    const speaker = SPEAKER_STATEMENT.test(words[first]) && !!verb && !BRINGS_A_PICTURE.test(verb);
    const tagged = /\b(?:isn't it|isnt it|innit|aren't they|arent they|right|eh|no)$/.test(text);
    if (speaker || tagged) for (const k of current) off.add(k);
  }
  // ("Can I come straight from the forge? I'll be filthy, soot up to the elbows.": right after an off-topic
  // sentence, one that tells how the speaker will be or is — "I'll be", "I'm gonna be", no design word, nothing brought
  // in with an article — carries it on, its fragments with it)
  for (let n = 1; n < numbers.length; n++) {
    const previous = sentenceWords.get(numbers[n - 1])!;
    const current = sentenceWords.get(numbers[n])!;
    // (the sentence before off-topic, or a question of what the speaker may do: "Can I come straight from the forge?")
    const mayAsk = /^(?:can|could|may|should) (?:i|we) (?!(?:have|get|add|put|do|make|draw|include|go with|see)\b)/.test(previous.map((k) => tokens[k].text).join(' ')) && tokens[previous[previous.length - 1] + 1]?.text === '?';
    if (!(previous.every((k) => off.has(k)) || mayAsk) || current.every((k) => off.has(k))) continue;
    const said = current.map((k) => tokens[k].original).join(' ');
    if (!/^(?:i'll be|ill be|i will be|i'm gonna be|im gonna be|i'm going to be|i'll probably be|i'll likely be|i'll have been|i'd be|i might be|i may be)\b/.test(said)) continue;
    if (DESIGN_TALK.test(said) || current.some((k) => ARTICLES.has(tokens[k].text))) continue;
    for (const k of current) off.add(k);
  }
  // "Yo what are your hours Saturday, I'm coming in from Queens", "Is the studio on the ground floor? My knees aren't
  // good on stairs": in a message that asks or tells something off-topic, a clause about the speaker's own life
  // (`speakerClauses`) is more of the same, wherever it stands — before the question or after it.
  // (a question is a clause ending in "?" or opening, after a greeting, on a question word; a design question —
  // a design word or a picture proposed — is not one)
  const speaking = speakerClauses(tokens);
  // (a clause the cues already call off-topic counts too: "… so I'd need an afternoon slot")
  let asksOrOff = clausesOf(tokens).some((clause) => clause.every((k) => off.has(k)) && !clause.every((k) => speaking.has(k)));
  for (let open = 0, k = 0; k <= tokens.length && !asksOrOff; k++) {
    if (k < tokens.length && !tokens[k].boundary && !CLAUSE_BREAKS.has(tokens[k].text)) continue;
    const clause: number[] = [];
    for (let j = open; j < k; j++) if (isWord(tokens[j])) clause.push(j);
    open = k + 1;
    let first = 0;
    while (first < clause.length - 1 && GREETINGS.has(tokens[clause[first]].text)) first += 1;
    if (clause.length === 0 || clause.every((j) => speaking.has(j))) continue;
    const text = clause.map((j) => tokens[j].original).join(' ');
    const question = tokens[k]?.text === '?' || QUESTION_STARTERS.has(tokens[clause[first]].text);
    // (the bare word "tattoo" in "can I have tattoo if …" asks about having one at all, not about this design)
    asksOrOff = question && !DESIGN_TALK.test(text.replace(/\btattoos?\b/g, '')) && phrasePositions(clause.map((j) => tokens[j]), PROPOSAL_ENTRIES).length === 0;
  }
  if (asksOrOff) for (const k of speakerClauses(tokens, 'beside')) off.add(k);
  if (asksOrOff) {
    for (const words of sentenceWords.values()) {
      if (words.every((k) => off.has(k))) continue;
      const said = words.map((k) => tokens[k].original);
      // "do yous do piercings? My niece is wanting her nose done": the people around the speaker, now (`personNow`),
      // beside an off-topic question are part of it
      if (personNow(said)) for (const k of words) off.add(k);
    }
    for (const clause of clausesOf(tokens)) {
      const said = clause.map((k) => tokens[k].original);
      const k0 = /^(?:my|our|the|his|her)$/.test(said[0] ?? '') ? 1 : 0;
      // "cause coach says i cant be limping at practice": what someone near the speaker says or thinks, reported beside
      // an off-topic question, is part of it
      if ((RELATIONS.has(said[k0]) || lexiconTag(said[k0]) === 'Actor') && /^(?:says|said|thinks|thought|reckons|told|wants|needs|reckoned)$/.test(said[k0 + 1] ?? '') && !DESIGN_TALK.test(said.join(' '))) for (const k of clause) off.add(k);
      // "is needles okay?": a short question whether something is acceptable
      if (said.length <= 4 && /^(?:is|are|will|would) .*\b(?:ok|okay|alright|safe|fine|a problem|an issue)$/.test(said.join(' ')) && !said.some((w) => ARTICLES.has(w))) for (const k of clause) off.add(k);
    }
    // "I have a job interview in two weeks, will it be healed by then": a clause of the speaker's or someone near them,
    // in the present, with an event on their calendar (a/an + noun + a date) is the circumstance the question is about
    for (const clause of clausesOf(tokens)) {
      const said = clause.map((k) => tokens[k].original);
      const text = said.join(' ');
      if (clause.every((k) => off.has(k)) || !CALENDAR_ANCHOR.test(text) || DESIGN_TALK.test(text)) continue;
      const subject = said.findIndex((w) => SPEAKER_SUBJECT.test(w) || RELATIONS.has(w));
      const verb = said[subject + 1] ?? '';
      // ("I've got" is the present of having, whatever the lexicon calls "got")
      const ownEvent = subject >= 0 && subject <= 2 && !(lexiconTag(verb) === 'PastTense' && !(verb === 'got' && /'ve$|^(?:have|has)$/.test(said[subject] + (said[subject - 1] ?? '')))) && /^(?:have|has|'ve|got|am|is|are|'m|'re)$/.test(verb.replace(/^(?:i|we)(?='ve|'m|'re)/, ''));
      // ("The ferry fae Millport only goes every hour in the winter", "curfew is 10", "school pickup's at half past": any
      // clause in the present on a schedule, bringing no new thing in, is the logistics the question is about)
      const schedule = !said.some((w) => ARTICLES.has(w)) && !said.some((w) => lexiconTag(w) === 'PastTense') && /\b(?:is|are|'s|goes|go|runs?|works?|leaves?|closes?|opens?|starts?|finishes?|comes?|gets?)\b/.test(text);
      if (ownEvent || schedule) for (const k of clause) off.add(k);
    }
  }
  // ("my neck is stiff from sleeping funny": a body part of the speaker's as the subject of its own condition is
  // never where the piece goes, whatever else the message says)
  for (const k of speakerClauses(tokens, 'body')) off.add(k);
  for (const k of bodyConditions(tokens)) off.add(k);
  for (const words of sentenceWords.values()) {
    // "my boss he dont like tattoo", "my mum would kill me", "my husband hates them": what someone near the speaker
    // thinks of tattoos (or of the speaker getting one) is answered, never drawn — no new thing brought in
    const said = words.map((k) => tokens[k].original);
    const possessive = /^(?:my|our|his|her)$/.test(said[0] ?? '');
    let head = possessive || said[0] === 'the' ? 1 : 0;
    // (after "my", any word is someone of theirs: "My oga for office no like tattoo")
    const person = (w: string): boolean => RELATIONS.has(w) || lexiconTag(w) === 'Actor';
    while (head < Math.min(said.length - 1, 3) && !person(said[head])) head += 1;
    if (!person(said[head])) {
      if (!possessive) continue;
      head = 1;
      while (head < Math.min(said.length - 1, 4) && !OPINION_OF_TATTOOS.test(said.slice(head + 1).join(' '))) head += 1;
    }
    // ("my wife is a nurse, she says no tattoo on hands": who the person is may come first)
    let from = head + 1;
    if (/^(?:is|'s|s|was)$/.test(said[from] ?? '') && ARTICLES.has(said[from + 1] ?? '')) from += 3;
    const rest = said.slice(from).join(' ');
    const opinion = [...Array(Math.max(0, said.length - from)).keys()].some((j) => OPINION_OF_TATTOOS.test(said.slice(from + j).join(' ')) && (j === 0 || /^(?:he|she|they)$/.test(said[from + j])));
    // ("My wife thinks I'm daft getting inked": an opinion of the speaker)
    // (or of what the speaker does — "My wife says I spend too much on eBay")
    if (/^(?:(?:he|she|they) )?(?:thinks?|reckons?|says?) (?:i'm|im|i am|i should|i shouldn't|i'll|i'd|i (?:spend|waste|buy|never|always|need to|have to|work|drink|eat|talk)\b)/.test(rest)) {
      for (const k of words) off.add(k);
      continue;
    }
    if ((OPINION_OF_TATTOOS.test(rest) || opinion) && !words.slice(from).some((k) => ARTICLES.has(tokens[k].text))) for (const k of words) off.add(k);
  }
  for (const words of sentenceWords.values()) {
    const text = words.map((k) => tokens[k].original).join(' ');
    // "Sorry if that's TMI", "sorry phone keeps changing it": an apology or an aside about the keyboard is said to
    // the studio, not drawn — unless it corrects the picture ("sorry, I meant a fox") or brings a new thing in.
    // (after a comma, beside a wish for the drawing, only the aside is set aside — "Want my ducati monster on
    // my forarm, sorry autocorrect keeps changing it to duckie")
    const comma = words.findIndex((k, j) => j > 0 && tokens[k - 1]?.text === ',');
    if (comma > 0) {
      const before = words.slice(0, comma).map((k) => tokens[k].original).join(' ');
      const after = words.slice(comma).map((k) => tokens[k].original).join(' ');
      if (DESIGN_INTENT.test(before) && (APOLOGY_ASIDE.test(after) || KEYBOARD_ASIDE.test(after)) && !/\b(?:meant|mean|should (?:say|read|be)|instead|not|also|add|plus)\b/.test(after)) {
        for (const k of words.slice(comma)) off.add(k);
        continue;
      }
    }
    const aside = META_ASIDE.test(text) || ((APOLOGY_ASIDE.test(text) || KEYBOARD_ASIDE.test(text)) && !/\b(?:meant|mean|forgot|forget|missed|left out|should (?:say|read|be)|instead|not|also|add|plus)\b/.test(text) && !words.some((k) => ARTICLES.has(tokens[k].text) && !(KEYBOARD_ASIDE.test(text) && /^(?:bit|lot)$/.test(tokens[k + 1]?.text ?? ''))));
    // "I've got an old tribal band from 2003 on my calf. How does a cover-up even work?": a piece the speaker already
    // has, told beside an off-topic question, is what the question is about — not this design.
    // ("looks like a potato" compares, it asks for nothing — "like" there is no liking)
    const oldPiece = (asksOrOff || OWN_OLD_TATTOO.test(text)) && OLD_PIECE.test(text) && !DESIGN_TALK.test(text.replace(/\b(?:tattoo|tattoos|piece|ink)\b|\b(?:looks?|looked|looking) like\b/g, '').replace(RID_OF_ALL, ''));
    // ("Can I have mehndi on my hands while the tattoo is healing?": a "may I" question with an off-topic
    // clause in it asks about that — what goes on the skin meanwhile is no picture)
    const lastWord = words[words.length - 1];
    const askedHere = tokens.slice(lastWord + 1).find((t) => t.boundary)?.text === '?';
    const mayIWhile = askedHere && /^(?:can|could|should|may|shall) (?:i|we) (?:\w+ ){1,6}(?:while|whilst|when|after|before|until|till) /.test(text) && words.some((k) => off.has(k)) && !DESIGN_INTENT.test(text) && !words.some((k) => ARTICLES.has(tokens[k].text));
    // ("also totally random but what should I make for dinner …", "Unrelated but which phone should I buy": a topic
    // change announced — the message after it is about something else)
    const unrelated = UNRELATED_ANNOUNCED.test(tokens.filter((t) => isWord(t)).map((t) => t.original).join(' ')) || UNRELATED_SAID.test(tokens.filter((t) => isWord(t)).map((t) => t.original).join(' '));
    if (aside || oldPiece || mayIWhile || unrelated) for (const k of words) off.add(k);
  }
  for (let n = 1; n < numbers.length; n++) {
    const previous = sentenceWords.get(numbers[n - 1])!;
    const current = sentenceWords.get(numbers[n])!;
    // (a quantity opening it, "Lots of sweat and lake water.", may run a word longer)
    const itsOpening = /^(?:it's|its|it|that's|thats|got|she|he|they|my|there's|theres|people|someone|somebody|i|apparently|everyone)$/.test(tokens[current[0]].original);
    // (a question before it counts as off-topic for "it's …" and a verbless fragment: "Will the henna affect the
    // tattoo? It's still on my hand", "Do I need to stop taking my ibuprofen? Knee thing from football")
    const previousAsked = tokens.slice(previous[previous.length - 1] + 1).find((t) => t.boundary)?.text === '?';
    const previousOff = previous.every((k) => off.has(k));
    if ((!previousOff && !previousAsked) || current.every((k) => off.has(k)) || current.length > FRAGMENT_WORDS + (/^(?:lots|loads|plenty|tons|heaps)$/.test(tokens[current[0]].original) ? 1 : itsOpening ? 8 : 0)) continue;
    const last = current[current.length - 1];
    const asked = tokens.slice(last + 1).find((t) => t.boundary)?.text === '?';
    const text = current.map((k) => tokens[k].original).join(' ');
    // ("do you do gift vouchers? for my sister": within one message, a "for …" fragment says who the question is for;
    // as a message of its own after a question it may be a dedication, so `continuesOffTopic` does not take it)
    // ("It's still on my hand", "It's 8 weeks away and the dress is off the shoulder" — the same thing, "it",
    // told of; "Knee thing from football" — a fragment with no verb and no thing brought in by a/an)
    // (and what someone lacks, "She hasn't got a bank card with her photo on", after a question about ID)
    // (and a body part's or a companion's habit right after a question: "My wrist moves a great deal", "She holds my hand
    // at the dentist also" — a present verb that ends in -s, no wish or design word)
    const verbAt = /^(?:my|his|her)$/.test(tokens[current[0]].original) ? 2 : 1;
    const verbWord = tokens[current[verbAt]]?.original ?? '';
    // (and hearsay right after a question: "Someone told me colours don't show")
    const hearsay = /^(?:someone|somebody|people|they|everyone|my \w+) (?:told|tell|say|says|said) (?:me|us)?\b|^(?:i heard|i read|i've heard|ive heard|apparently)\b/.test(text);
    const habit = hearsay || (!!current[1] && /^(?:(?:my|his|her) [a-z]+|she|he|people|they|everyone|someone)$/.test(current.slice(0, verbAt).map((k) => tokens[k].original).join(' ')) && (/^[a-z]+s$/.test(verbWord) || /^(?:people|they)$/.test(tokens[current[0]].original)) && !/^(?:is|was|has|does|likes|loves|wants|needs)$/.test(verbWord) && !/\b(?:want|wants|add|draw|design|tattoo|put|include|like|likes|loves)\b/.test(text));
    const lacks = habit || /^(?:she|he|they) (?:hasn't|hasnt|haven't|havent|doesn't|doesnt|don't|dont|has no|have no|isn't|isnt|is not|can't|cant|won't|wont)\b/.test(text);
    const itsOn = (/^(?:it's|its|it is|it'll|that's|thats)\b/.test(text) && !current.some((k) => ARTICLES.has(tokens[k].text))) || /^(?:got|i've got|ive got|i have|have) (?:a few|some|one|two|three|loads|lots|them|it|a couple)\b/.test(text);
    const verbless = current.length <= FRAGMENT_WORDS && !current.some((k) => ARTICLES.has(tokens[k].text) || /^(?:PastTense|PresentTense|Infinitive|Modal|Copula|Verb|Auxiliary|Participle|Gerund)$/.test(lexiconTag(tokens[k].original) ?? ''));
    // (never a choice said as a fragment: "could it go behind the ear? tiny tiny")
    const carried = lacks || ((itsOn || verbless) && !DESIGN_INTENT.test(text) && !/\b(?:too|and (?:a|an|the|some))\b/.test(text) && (['style', 'colors', 'size'] as const).every((field) => mentionedOptions(text, field).length === 0));
    if ((previousOff ? asked || carried || FRAGMENT_OPENERS.test(tokens[current[0]].original) || tokens[current[0]].original === 'for' : carried) && (hearsay || !DESIGN_TALK.test(text)) && !occasionCue(text) && phrasePositions(current.map((k) => tokens[k]), PROPOSAL_ENTRIES).length === 0) {
      for (const k of current) off.add(k);
    }
  }
  return off;
}

/** A tag on the end of a question ("…, can he?", "…, right?", "or not"): part of the same question. */
const TAG_QUESTION = pattern('off-topic.tag-question');

/** Longest fragment ("Alcohol, coffee?") taken as carrying on the off-topic sentence before it. */
const FRAGMENT_WORDS = 5;

/** Numbers and fractions ("and a half", "three quarters") that only carry a number on. */
const COUNT_WORDS = new Set(['a', 'an', 'and', 'half', 'quarter', 'quarters', 'third', 'thirds', 'only', 'just', 'nearly', 'almost', 'over', ...Object.keys({
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15,
  sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
})]);
