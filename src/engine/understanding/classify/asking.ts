/** Classify: the sentences that ask rather than tell (a value only asked about is no choice). */

import { pattern } from '../../patterns/patterns';
import { phrasePositions, PROPOSAL_ENTRIES } from '../segment/phrases';
import {
  AIDS_MONEY_APP_AND_INKS,
  CONCERN_TAG,
  DESIGN_INTENT,
  DESIGN_TALK,
  LIFE_AROUND_THE_VISIT,
  OFF_TOPIC,
  QUESTION_STARTERS,
  SCENE_POSES,
  UNMARKED_QUESTION_STARTERS,
} from '../sharedWords';
import { isWord, type WordToken } from '../tokens';

// Phrasings this file reads, kept as named patterns with their examples (src/engine/patterns).
/** A linking, filler or greeting word that may open a question before its question word (see its pattern). */
const QUESTION_LEAD_IN = pattern('asking-words.question-lead-in');
/** A word after 'can I …'/'will it …' that keeps the question about the design (see its pattern). */
const DESIGN_AFTER_MODAL = pattern('asking-words.design-after-modal');
/** The subject after 'is', 'are', 'does' or 'did' that makes the sentence a question ('is it', 'does the', 'are you'). */
const QUESTION_SUBJECT = pattern('asking-words.question-subject');
/** A sentence that opens on what the speaker wants, pictures or is after ('what I'd love is a fox', 'so what we're after is …'): it tells, it does not ask. */
const WHAT_I_WANT = pattern('asking-words.what-i-want');
/** 'be the main …', 'be the focus', 'be in the middle': a question about a thing's place in the design ('could the fox be the main bit?'). */
const BE_THE_FOCUS = pattern('asking-words.be-the-focus');
/** A subject after a question word and a modal ('how can I', 'what would it', 'where should the') that makes a clause a question. */
const ASKED_SUBJECT = pattern('asking-words.asked-subject');
/** A verb of the visit after 'can I'/'could we' ('can I book', 'could we pay', 'can I park'): the question is about the appointment, not the design. */
const VISIT_VERB = pattern('asking-words.visit-verb');
/** A verb after 'can you'/'could I' that asks something of the studio or the visit ('can you send', 'could I bring', 'can you let me know'). */
const REQUEST_VERB = pattern('asking-words.request-verb');
/** The subject after 'can', 'could' or 'will' that opens a question ('can I', 'could we', 'will it', 'can the'). */
const SUBJECT_AFTER_MODAL = pattern('asking-words.subject-after-modal');


const MODAL_REQUEST = new Set(['can', 'could', 'would', 'will', 'should', 'shall']);

/** Verbs that ask for a change to the design ("can you add…", "could we put…"). */
/** Verbs after "can I …" that still talk about the design ("can I see it with a fox", "can we go for a wolf"). */
const ASKING_DESIGN_VERBS = pattern('asking-words.asking-design-verbs');

const DESIGN_VERBS = pattern('asking-words.design-verbs');

/** A question told as reported or wondered: "she's asking whether", "he wants to know if", "I was wondering if". */
const INDIRECT_QUESTION = pattern('asking.indirect-question');

/** The words of each sentence, by sentence number. */
function sentencesOf(tokens: WordToken[]): Map<number, WordToken[]> {
  const sentences = new Map<number, WordToken[]>();
  for (const token of tokens) {
    const sentence = sentences.get(token.sentence);
    if (sentence) sentence.push(token);
    else sentences.set(token.sentence, [token]);
  }
  return sentences;
}

/** How a sentence opens, and whether it reads as a question at all (a mark, a question word, a modal or "do" + you). */
interface SentenceShape {
  first: string;
  second: string;
  plain: string[];
  clauseStart: number;
  afterComma: string;
  isQuestion: boolean;
}

/** A question reported or wondered ("She's asking whether …", "He wants to know if …"), not a request put that way. */
function reportedQuestion(words: WordToken[]): boolean {
  // (a question reported — "She's asking whether your autoclave gets tested", "He wants to know if the elbow
  // ditch hurts more" — asks too; not a request put that way, "I was wondering if you could draw a fox")
  const told = words.filter(isWord).map((t) => t.text).join(' ');
  if (INDIRECT_QUESTION.test(told) && !DESIGN_INTENT.test(told.replace(INDIRECT_QUESTION, '')) && !/\b(?:you|u|ya) (?:could|can|would|will) (?:\w+ )?(?:draw|add|do|make|put|include|design|sketch|fit|work)\b/.test(told) && !/\b(?:whether|if) (?:a|an|some|the) (?:\w+ ){1,3}(?:would|could|will|might) (?:work|look|suit|fit|go)\b/.test(told) && phrasePositions(words, PROPOSAL_ENTRIES).length === 0) {
    return true;
  }
  return false;
}

function sentenceShape(words: WordToken[]): SentenceShape {
  // ("also where's dark mode", "oh and how long does it take": a linking or filler word may open the question)
  // (not onto "what": "so what I'm picturing is a cactus" tells, it does not ask)
  const opener = words.filter(isWord).find((t, k, all) => k === all.length - 1 || !QUESTION_LEAD_IN.test(t.text))?.text ?? '';
  const openerAt = words.filter(isWord).findIndex((t) => t.text === opener);
  const first = opener === 'what' && /^(?:i|i'm|im|we|we're|you)$/.test(words.filter(isWord)[openerAt + 1]?.text ?? '') ? (words.find(isWord)?.text ?? '') : opener;
  // Speech has no question marks: an interrogative first word is enough.
  // ("will my cat scratch it", "should i bring a snack": "will"/"should" before a subject ask too; "should be small" does not)
  const second = words.filter(isWord)[1]?.text ?? '';
  // (spoken, before any noun too — "will company background check be problem" — but not "should be medium")
  const modalAsks = (first === 'will' || first === 'should') && (SUBJECT_AFTER_MODAL.test(second) || (/^[a-z]{3,}$/.test(second) && !DESIGN_AFTER_MODAL.test(second) && !words.some((t) => t.text === '?')));
  // ("can I play football with it covered", "can my kid sit in the waiting room": spoken with no question
  // mark, a modal + the speaker (or someone of theirs) + a verb that is not a design verb asks what they may do)
  const plain = words.filter(isWord).map((t) => t.text);
  const verbAt = plain[1] === 'my' ? 3 : 2;
  const mayAsks =
    /^(?:can|could|may)$/.test(first) && (/^(?:i|we)$/.test(second) || (second === 'my' && !!plain[2])) && !!plain[verbAt] && !DESIGN_VERBS.test(plain[verbAt]) && !ASKING_DESIGN_VERBS.test(plain[verbAt]);
  // (a colon opens a clause too — "Off the record: how do I make a subject access request?")
  const clauseStart = words.findIndex((t) => t.text === ',' || t.text === ':');
  const afterCommaWords = clauseStart >= 0 ? words.slice(clauseStart + 1).filter(isWord).map((t) => t.text) : [];
  // ("is", "are", "does", "did" ask only with a subject after them — "…, is more me haha" drops its "it" and tells)
  const afterComma = /^(?:is|are|does|did)$/.test(afterCommaWords[0] ?? '') && !QUESTION_SUBJECT.test(afterCommaWords[1] ?? '') ? '' : afterCommaWords[0] ?? '';
  // ("my car's in the garage, is there a bus stop near you": spoken, the question may open after a comma)
  // ("do you guys have truck parking …": spoken, "do" + you asks — not with design talk in it, "do you have
  // any flash with koi")
  // ("do you do a fox with a crown" asks for the drawing: not with a design verb after the subject)
  const doVerb = plain[plain[2] === 'guys' || plain[2] === 'lot' ? 3 : 2] ?? '';
  const doAsks =
    first === 'do' && /^(?:you|u|ya|yous|yall|y'all|ye)$/.test(second) && (doVerb === 'have' || (!DESIGN_VERBS.test(doVerb) && !ASKING_DESIGN_VERBS.test(doVerb))) &&
    !/\b(?:tattoo of|designs?|draw|drawn|drawings?|add|piece|style|colou?rs?|placement|flash|sketch(?:es)?|think|reckon|ideas?|suggestions?|examples?|inspiration|references?)\b/.test(plain.join(' '));
  const asksAfterComma = UNMARKED_QUESTION_STARTERS.has(afterComma) && !DESIGN_TALK.test(words.map((t) => t.text).join(' '));
  const isQuestion = words.some((t) => t.text === '?') || UNMARKED_QUESTION_STARTERS.has(first) || modalAsks || mayAsks || doAsks || asksAfterComma;
  return { first, second, plain, clauseStart, afterComma, isQuestion };
}

/** A question that puts a picture forward instead of asking: a wish told, a request for the drawing, approval asked of it. */
function proposesAPicture(words: WordToken[], { first, second, plain, clauseStart }: SentenceShape): boolean {
  // ("What I actually want is my corgi …" tells the wish, it does not ask; "Can draw a bowl of laksa?"
  // — a modal and a design verb with the subject dropped — asks for the drawing)
  if (WHAT_I_WANT.test(plain.join(' ').replace(/ 'd/g, "'d"))) return true;
  // ("We both love the lali drum …, can you put them together?": a request after the comma proposes)
  const tailWords = clauseStart >= 0 ? words.slice(clauseStart + 1).filter(isWord).map((t) => t.text) : [];
  if (MODAL_REQUEST.has(tailWords[0] ?? '') && /^(?:you|u|ya|we)$/.test(tailWords[1] ?? '') && (DESIGN_VERBS.test(tailWords[2] ?? '') || ASKING_DESIGN_VERBS.test(tailWords[2] ?? ''))) return true;
  if (MODAL_REQUEST.has(first) && (DESIGN_VERBS.test(second) || ASKING_DESIGN_VERBS.test(second))) return true;
  // ("Could the bakestone be the main thing with a couple of Welsh cakes on it?": the piece's parts arranged)
  if (MODAL_REQUEST.has(first) && BE_THE_FOCUS.test(plain.join(' '))) return true;
  // ("a fox on my forearm, is that ok?": a picture put forward, then approval asked for, proposes it)
  const tail = clauseStart >= 0 ? words.slice(clauseStart + 1).filter(isWord).map((t) => t.text).join(' ') : '';
  // ("and a bag of crisps beside it, is that too daft?": a linking word may open it, and approval may be asked of
  // how the picture reads — too daft, too busy — not only whether it is ok)
  const leadWord = plain.find((w) => !/^(?:and|plus|also|with|oh|maybe)$/.test(w)) ?? '';
  if (['a', 'an', 'the', 'some', 'two', 'three'].includes(leadWord) && (CONCERN_TAG.test(tail) || APPROVAL_TAG.test(tail))) return true;
  return false;
}

/** The first three words of the sentence and of each clause after a comma or a colon. */
function openingsOfClauses(words: WordToken[]): string[][] {
  const starts = [0, ...words.flatMap((t, k) => (t.text === ',' || t.text === ':' ? [k + 1] : []))];
  return starts.map((k) => words.slice(k).filter(isWord).slice(0, 3).map((t) => t.text));
}

/** A question put in a statement's order, with a question mark ("he can come in and watch?"). */
function statedQuestion(words: WordToken[]): boolean {
  // (a question put in a statement's order — "he can come in and watch?", "she can hold my hand during mine?":
  // a clause opening with a person, a modal and a verb that is not the drawing's, marked with a question mark, asks)
  const clauseOpenings = openingsOfClauses(words);
  const stated =
    words.some((t) => t.text === '?') &&
    clauseOpenings.some(([who, modal, verb]) => /^(?:i|we|he|she|they)$/.test(who ?? '') && /^(?:can|could|may|will|must|should)$/.test(modal ?? '') && !!verb && !DESIGN_VERBS.test(verb) && !ASKING_DESIGN_VERBS.test(verb) && verb !== 'have');
  return stated;
}

/** Whether the question word opens the sentence or a clause after a comma. */
function opensAQuestion(words: WordToken[], { first, afterComma }: SentenceShape): boolean {
  // (the question may open after any comma: "Funeral's on the 12th, I'd want it done after that, does the week after work?")
  if (!QUESTION_STARTERS.has(first) && !openingsOfClauses(words).some(([opener, subject], n) => n > 0 && QUESTION_STARTERS.has(opener ?? '') && (/^(?:how|what|when|where|why|which|who|whats|hows)$/.test(opener ?? '') || ASKED_SUBJECT.test(subject ?? ''))) && !QUESTION_STARTERS.has(afterComma)) return false;
  return true;
}

/** A request for the drawing or a proposal put as a question ("Could you add a moka pot as well?"): no asking. */
function requestsTheDrawing(words: WordToken[], { plain }: SentenceShape): boolean {
  // ("what's the go with numbing cream": Australian "what's the deal with", no "go with" proposal)
  // (nor "does numbing cream actually work on the back?": whether an off-topic thing works is no design proposal)
  const sentenceText = plain.join(' ');
  // (not "can we book …", "could we pay …" — a modal and the studio's business — nor "what if the dogs scratch it",
  // a worry: "what if" proposes only with we/I/you/there after it)
  const proposal = ({ start, end }: { start: number; end: number }): boolean => {
    const first = words[start]?.text;
    const after = words[end]?.text ?? '';
    if (/^(?:can|could)$/.test(first ?? '') && words[start + 1]?.text === 'we' && VISIT_VERB.test(after)) return false;
    if (first === 'what' && words[start + 1]?.text === 'if' && !/^(?:we|i|you|u|there|they|he|she)$/.test(after) && !(after === 'it' && /^(?:had|has|was|were|'s|could|got)$/.test(words[end + 1]?.text ?? ''))) return false;
    // (nor "what if" with a worry in the sentence — "what if i get it on my arm and the wife hates it")
    if (first === 'what' && words[start + 1]?.text === 'if' && /\b(?:hates?|hated|regret|regrets|doesn't like|doesnt like|won't like|wont like|goes wrong|looks bad|fades|ruins?|kills? me)\b/.test(sentenceText)) return false;
    return true;
  };
  const theGo = (p: { start: number }): boolean => words[p.start]?.text === 'go' && words[p.start - 1]?.text === 'the';
  const offTopicWork = (p: { start: number }): boolean => words[p.start]?.text === 'work' && OFF_TOPIC.test(sentenceText);
  if (phrasePositions(words, PROPOSAL_ENTRIES).some((p) => proposal(p) && !theGo(p) && !offTopicWork(p))) return true;
  // "Could you add a moka pot as well?", "can we put a moon behind it?": a request opening with a
  // modal, you/we and a design verb proposes, not asks.
  const opening = words.filter(isWord).slice(0, 4).map((t) => t.text);
  const designVerbNext = DESIGN_VERBS.test(opening[2]) || (opening[2] === 'please' && DESIGN_VERBS.test(opening[3]));
  if (MODAL_REQUEST.has(opening[0]) && ['you', 'u', 'we', 'ya', 'i'].includes(opening[1]) && designVerbNext) return true;
  // ("Could you tuck a little sprig of lavender in", "could it have a bit of fishing line curling off it": a modal,
  // you/we/it, any verb but one of getting there, paying or booking, and a new thing brought in right after it —
  // with nothing in the sentence the off-topic cues answer — proposes the thing too)
  // (a linking word may open it — "Also can you fit a protein shaker in?" — and "fit"/"squeeze" with a thing
  // brought in are the drawing's: "fit me in" has no article)
  const said = words.filter(isWord).map((t) => t.text).filter((w, n, all) => !(n === 0 && /^(?:also|and|oh|plus|so|um|uh|erm|ok|okay)$/.test(w) && MODAL_REQUEST.has(all[1] ?? '')));
  if (
    MODAL_REQUEST.has(said[0]) &&
    /^(?:you|u|ya|we|it)$/.test(said[1] ?? '') &&
    !!said[2] &&
    !REQUEST_VERB.test(said[2]) &&
    // ("the" too after a verb of showing — "Could it have the calf beside the old strainer post")
    (/^(?:a|an|some)$/.test(said[3] ?? '') || (said[3] === 'the' && /^(?:have|show|include|feature)$/.test(said[2] ?? ''))) &&
    !OFF_TOPIC.test(said.join(' ')) &&
    !LIFE_AROUND_THE_VISIT.test(said.join(' ')) &&
    !AIDS_MONEY_APP_AND_INKS.test(said.join(' '))
  )
    return true;
  // ("can it be swimming through some kelp": the piece's subject posed in a scene is proposed, not asked)
  if (MODAL_REQUEST.has(said[0]) && /^(?:it|he|she|they)$/.test(said[1] ?? '') && said[2] === 'be' && SCENE_POSES.test(said[3] ?? '')) return true;
  // ("Could the board have a little soldering iron resting against it?": the piece's own part, given a thing)
  if (MODAL_REQUEST.has(said[0]) && /^(?:the|this|that|my|his|her)$/.test(said[1] ?? '') && /^(?:have|get|include|show|hold|carry|sit|rest)$/.test(said[3] ?? '') && /^(?:a|an|some)$/.test(said[4] ?? '') && !OFF_TOPIC.test(said.join(' '))) return true;
  // ("what would you put with a stag?", "how could we draw a kelpie?": a wh-word before that request asks
  // for design advice about the thing named — the thing is still what they want drawn)
  const request = opening.slice(1);
  const whWord = ['what', 'how', 'which', 'whatd'].includes(opening[0]);
  return whWord && MODAL_REQUEST.has(request[0]) && ['you', 'u', 'we', 'ya', 'i'].includes(request[1]) && DESIGN_VERBS.test(request[2] ?? '');
}

/** Whether one sentence only asks about something. */
function asks(words: WordToken[]): boolean {
  if (reportedQuestion(words)) return true;
  const shape = sentenceShape(words);
  if (!shape.isQuestion || proposesAPicture(words, shape)) return false;
  if (statedQuestion(words)) return true;
  if (!opensAQuestion(words, shape)) return false;
  return !requestsTheDrawing(words, shape);
}

/** Sentences that only ask about something ("does the rib cage hurt?"), by sentence number. */
export function askingSentences(tokens: WordToken[]): Set<number> {
  const asking = new Set<number>();
  for (const [number, words] of sentencesOf(tokens)) if (asks(words)) asking.add(number);
  return asking;
}

/** Approval asked of how a picture put forward reads ("is that too daft", "would it be a bit much"). */
const APPROVAL_TAG = pattern('asking.approval-tag');
