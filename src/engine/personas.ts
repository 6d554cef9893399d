/**
 * The Text Chat's three design helpers (spec §3) and their on-device replies.
 *
 * A reply is built from up to four parts, each in the persona's own voice:
 *   acknowledge what was just captured → answer the user's question from the knowledge →
 *   one persona-specific extra (buddy brainstorms, trainer teaches, designer sketches) →
 *   ask for the single most useful missing detail.
 * Replies stay under 100 words (spec §9) and vary deterministically with the conversation length,
 * never repeating the previous reply word for word.
 */
import {
  CHAT_SHORTCUT_PERCENT,
  GENERATE_ENABLED_PERCENT,
  SLOT_FIELDS,
  briefCompletion,
  type DesignSlots,
  type FieldSuggestion,
  type SlotField,
} from './designBrief';
import { ASK_ORDER, briefComplete, nextMissingField } from './personaPrompt';
import { askFor, firstSubject, pick } from './personaQuestions';

const isFilled = (value: string): boolean => value.trim().length > 0;
import { answerTopic, detectTopics } from './knowledge/answers';
import { zoneProfile } from './knowledge/bodyZones';
import { colorProfile } from './knowledge/colors';
import { sizeProfile } from './knowledge/sizes';
import { styleProfile } from './knowledge/styles';
import { SUBJECT_MEANINGS, subjectIdeas } from './knowledge/symbolism';
import { ACKNOWLEDGEMENT, detectOccasion, occasionAcknowledgement } from './occasion';
import { pattern } from './patterns/patterns';
import { questionContext } from './questionContext';
import { isOffTopic } from './slotExtraction';
import { asksToGenerate } from './personaProfiles';
import type { PersonaId, PersonaMessage } from './types';
import { normalizeText } from './wordMatching';


/** Spec §9: persona prompts ask for under 100 words. */
export const MAX_REPLY_WORDS = 100;
/** A knowledge answer squeezed below this many words says nothing useful: skip it instead. */
const MIN_ANSWER_WORDS = 12;

/** The fields still missing, most useful first (for when the first one's questions were already asked). */
function missingFields(persona: PersonaId, slots: DesignSlots): SlotField[] {
  if (briefComplete(slots)) return [];
  return ASK_ORDER[persona].filter((field) => !isFilled(slots[field]));
}

/** "generate it", "show me", "draw it": the person wants the image now. */
/**
 * What a persona says when the person switches to it mid-conversation: it continues from the
 * shared brief instead of starting over. Undefined when the brief is empty (the usual greeting).
 */
export function personaWelcome(persona: PersonaId, slots: DesignSlots): string | undefined {
  const filled = SLOT_FIELDS.filter((field) => field !== 'description' && isFilled(slots[field]));
  const known = filled.map((field) => describeCapture({ field, value: slots[field], confidence: 1 }));
  if (known.length === 0) return undefined;
  const percent = briefCompletion(slots);
  const summary = `So far: ${joinList(known)} (${percent}% complete).`;
  const missing = nextMissingField(persona, slots);
  const next = missing ? askFor(persona, missing, slots, 0) : '';
  const lead: Record<PersonaId, string> = {
    buddy: "Hey! I'm caught up on your idea.",
    trainer: 'I have read your brief.',
    designer: 'AI Designer here — I have your brief.',
  };
  if (persona === 'designer' && percent >= CHAT_SHORTCUT_PERCENT) return `${lead.designer} ${summary} Want me to generate it now, or refine something first?`;
  return [lead[persona], summary, next || closing(persona, slots, 0)].join(' ');
}

/** How a captured value reads inside a sentence. */
function describeCapture(suggestion: FieldSuggestion, lastUser = ''): string {
  switch (suggestion.field) {
    case 'style':
      return `${suggestion.value} style`;
    case 'bodyZone':
      return `on the ${zoneProfile(suggestion.value)?.name ?? suggestion.value}`;
    case 'size':
      return `${suggestion.value} size`;
    case 'colors':
      return suggestion.value;
    case 'keywords':
      return suggestion.value;
    case 'description': {
      // Only the exact spot was added ("Placement: inner wrist.")? Say that, not "the story".
      const spot = /(?:^|\s)Placement: ([^.]+)\.$/.exec(suggestion.value)?.[1];
      const story = suggestion.value.replace(/\s*Placement: [^.]+\.$/, '').trim();
      const storyIsNew = !!story && normalizeText(lastUser).includes(normalizeText(story.slice(0, 24)));
      return spot && !storyIsNew ? `the exact spot (${spot})` : 'the story behind it';
    }
  }
}

const joinList = (items: string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** After a memorial the Buddy's cheer ("Nice — …!") jars: its captures are noted quietly instead. */
const GENTLE_ACKNOWLEDGEMENTS = (list: string): readonly string[] => [
  `Got it — ${list}.`, `I've added ${list}.`, `${list.charAt(0).toUpperCase()}${list.slice(1)} — noted.`,
];

function acknowledge(persona: PersonaId, captured: readonly FieldSuggestion[], seed: number, lastUser: string, mourning = false): string {
  if (captured.length === 0) return '';
  const list = joinList(captured.map((c) => describeCapture(c, lastUser)));
  if (mourning && persona === 'buddy') return pick(GENTLE_ACKNOWLEDGEMENTS(list), seed);
  const templates: Record<PersonaId, readonly string[]> = {
    buddy: [`Nice — ${list}!`, `Love that: ${list}.`, `Ooh, ${list}. Good call.`],
    trainer: [`Noted: ${list}.`, `Recorded: ${list}.`, `Understood — ${list}.`],
    designer: [`Got it — ${list}.`, `Sketching that in: ${list}.`, `Adding to the brief: ${list}.`],
  };
  return pick(templates[persona], seed);
}

const GREETING = /^\s*(hi|hello|hey|hiya|yo|howdy|good (?:morning|afternoon|evening))\b/i;
const UNSURE = /\b(no idea|not sure|don'?t know|dunno|unsure|help me|any ideas|ideas\?|suggest\w*|stuck|undecided|can'?t decide|what should i get|inspire me|inspiration)\b/i;

/** The persona's own contribution beyond answering and asking. */
function personaExtra(persona: PersonaId, slots: DesignSlots, captured: readonly FieldSuggestion[], lastUser: string): string {
  const subject = firstSubject(slots);
  if (persona === 'buddy') {
    // A story that names what the person loved gets ideas from it (the occasion line), not a generic list.
    const story = detectOccasion(slots.description);
    if (!isFilled(slots.keywords) && !story?.loved && (UNSURE.test(lastUser) || isFilled(slots.description))) {
      const { theme, subjects } = subjectIdeas(`${lastUser} ${slots.description}`);
      const ideas = subjects.slice(0, 3).map((s) => (SUBJECT_MEANINGS[s] ? `a ${s} (${SUBJECT_MEANINGS[s]})` : `a ${s}`));
      return `${theme ? `For ${theme}, ` : 'Some starting points: '}${joinList(ideas)}.`;
    }
    if (subject && SUBJECT_MEANINGS[subject.toLowerCase()] && captured.some((c) => c.field === 'keywords')) {
      return `Fun fact: a ${subject} traditionally stands for ${SUBJECT_MEANINGS[subject.toLowerCase()]}.`;
    }
    return '';
  }
  if (persona === 'trainer') {
    const zoneCaptured = captured.find((c) => c.field === 'bodyZone');
    const styleCaptured = captured.find((c) => c.field === 'style');
    if (zoneCaptured) {
      const zone = zoneProfile(zoneCaptured.value);
      if (zone) return `Expect about ${zone.pain}/10 pain there. ${zone.visibilityNote}`;
    }
    if (styleCaptured) {
      const style = styleProfile(styleCaptured.value);
      if (style) return `How it ages: ${style.aging.split(/(?<=[.:;—])\s/)[0]}`;
    }
    const colorCaptured = captured.find((c) => c.field === 'colors');
    if (colorCaptured) return colorProfile(colorCaptured.value)?.aging ?? '';
    return '';
  }
  // designer: a concrete picture of the composition once there is something to compose
  if (subject && (isFilled(slots.style) || isFilled(slots.bodyZone))) {
    const zone = zoneProfile(slots.bodyZone);
    const style = styleProfile(slots.style);
    const shape = zone
      ? { tall: `running along the ${zone.name}`, wide: `spreading across the ${zone.name}`, square: `wrapped to the curve of the ${zone.name}` }[zone.aspect]
      : 'centred on the page';
    const lines = style ? style.lineWork.split(/[;.]/)[0].toLowerCase() : 'clean, confident lines';
    const palette = colorProfile(slots.colors)?.summary.toLowerCase().replace(/\.$/, '');
    const size = sizeProfile(slots.size);
    return `Picture the ${subject} ${shape}: ${lines}${palette ? `, ${palette}` : ''}${size ? `, ${size.comparison}` : ''}.`;
  }
  return '';
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

/** Trims an answer to whole sentences within the word budget (keeps at least the first clause). */
function fitSentences(text: string, budget: number): string {
  if (wordCount(text) <= budget) return text;
  const sentences = text.split(/(?<=[.!?])\s+/);
  let out = '';
  for (const sentence of sentences) {
    const next = out ? `${out} ${sentence}` : sentence;
    if (wordCount(next) > budget) break;
    out = next;
  }
  if (out) return out;
  const words = text.split(/\s+/).slice(0, Math.max(budget - 1, 1));
  return `${words.join(' ').replace(/[,;:—–-]+$/, '')}…`;
}

/** The lines a persona ends on once nothing is missing (variants rotate; each is used once before repeating). */
function closingLines(persona: PersonaId, slots: DesignSlots): readonly string[] {
  const ready = briefCompletion(slots) >= CHAT_SHORTCUT_PERCENT;
  const lines: Record<PersonaId, readonly string[]> = {
    buddy: ready
      ? [
        'This is shaping up great! Anything you want to tweak before we hit Generate Design?',
        'Honestly, this sounds awesome. Want to change anything, or shall we generate it?', 'Say "generate it" whenever you are ready.',
      ]
      : ['Keep going — what else comes to mind?', 'What else do you picture in it?'],
    trainer: ready
      ? [
        'The brief is complete. Any last questions on pain, healing or cost before you generate it?',
        'Everything is specified. Want to check aftercare or session time before generating?', 'Say "generate it" when you want to see it.',
      ]
      : ['What else would you like to know?', 'Any other questions?'],
    designer: ready
      ? [
        'The brief is complete — want me to generate it now? Say "generate it" or tap Generate Design.',
        "Everything's in place. Shall I generate it, or adjust something first?", 'Ready when you are: say "generate it" and I will draw it.',
      ]
      : ['What should I refine?', 'Anything to adjust?'],
  };
  return lines[persona];
}

function closing(persona: PersonaId, slots: DesignSlots, seed: number): string {
  return pick(closingLines(persona, slots), seed);
}

function greeting(persona: PersonaId): string {
  const lines: Record<PersonaId, string> = {
    buddy: "Hey! I'm your Creative Buddy — no pressure, we'll figure this out together.",
    trainer: "I'm your Expert Trainer. I'll keep you informed on pain, healing, cost and how designs age.",
    designer: "I'm your AI Designer. Let's turn your idea into a concrete design.",
  };
  return lines[persona];
}

export interface PersonaReplyInput {
  persona: PersonaId;
  /** The conversation so far, oldest first, ending with the user's latest message. */
  history: readonly PersonaMessage[];
  /** The brief after the captured suggestions were applied. */
  slots: DesignSlots;
  /** Suggestions captured from the latest message (shown back to the user). */
  captured: readonly FieldSuggestion[];
}

function compose(input: PersonaReplyInput, seed: number): string {
  const { persona, history } = input;
  const slots: DesignSlots = { ...input.slots };
  for (const c of input.captured) if (!isFilled(slots[c.field])) slots[c.field] = c.value;
  const lastUser = [...history].reverse().find((m) => m.role === 'user')?.content ?? '';
  const earlier = history.filter((m) => m.role === 'assistant').map((m) => m.content);
  // No repeats (issue #19): a question or suggestion already sent in this conversation is not sent again.
  const fresh = (part: string): boolean => !!part && !earlier.some((text) => text.includes(part));
  const greeted = !lastUser || (GREETING.test(lastUser) && input.captured.length === 0);

  // Tact: a memorial or celebration is acknowledged once, warmly and briefly, before design talk.
  const occasion = lastUser ? detectOccasion(lastUser) : undefined;
  // (every message with a cue is acknowledged; after the first, briefly and never with the same words)
  const occasionText = occasion ? occasionAcknowledgement(occasion, slots, earlier) : '';
  const plainCaptures = occasion ? input.captured.filter((c) => c.field !== 'description') : input.captured;
  // A memorial acknowledged earlier in this conversation ("I'm so sorry…") keeps later captures quiet.
  const mourning = earlier.some((text) => ACKNOWLEDGEMENT.test(text) && /\bsorry\b/i.test(text));
  // (an occasion told in a greeting — "hiya im 19 and just passed my driving test" — is acknowledged, not greeted past)
  const opener = occasionText || (greeted ? greeting(persona) : acknowledge(persona, plainCaptures, seed, lastUser, mourning));

  const topics = lastUser ? detectTopics(lastUser) : [];
  const complete = briefComplete(slots);
  let ask = '';
  for (const field of missingFields(persona, slots)) {
    for (let k = 0; k < 3 && !ask; k++) {
      const question = askFor(persona, field, slots, seed + k);
      if (fresh(question)) ask = question;
    }
    if (ask) break;
  }
  if (!ask && (complete || missingFields(persona, slots).length === 0)) {
    const lines = closingLines(persona, slots);
    ask = lines.map((_, k) => pick(lines, seed + k)).find(fresh) ?? '';
  }
  const extraRaw = topics.length === 0 && !occasion ? personaExtra(persona, slots, input.captured, lastUser) : '';
  const extra = fresh(extraRaw) ? extraRaw : '';
  const intent = lastUser && !greeted ? intentLine(persona, lastUser, slots, seed) : '';
  const nudges = complete ? DONE_NUDGES[persona] : NUDGES[persona];
  const nudgeRaw = !opener && !intent && topics.length === 0 && !extra && lastUser ? nudges.map((_, k) => pick(nudges, seed + k)).find(fresh) ?? '' : '';
  // Everything said already: a short keep-going line (not a question or suggestion) rather than silence.
  const nudge = nudgeRaw || (!opener && !intent && topics.length === 0 && !extra && !ask ? pick(nudges, seed) : '');
  // At 80% the helpers say it can be generated already (AI Designer offers to do it).
  const readyRaw = !complete && briefCompletion(slots) >= CHAT_SHORTCUT_PERCENT ? READY_NOTE[persona] : '';
  const ready = fresh(readyRaw) ? readyRaw : '';
  // A request to generate is answered by the intent line: no further question in the same reply.
  // One question at a time: an acknowledgement that asks about the person replaces the brief's question.
  const finalAsk = (asksToGenerate(lastUser) && intent) || occasionText.endsWith('?') ? '' : ask;

  const fixed = [opener, intent, nudge, ready, finalAsk].filter(Boolean);
  let budget = MAX_REPLY_WORDS - 1 - wordCount(fixed.join(' '));
  const answers: string[] = [];
  for (const topic of topics.slice(0, 2)) {
    if (budget < MIN_ANSWER_WORDS) break;
    const answer = fitSentences(answerTopic(topic, questionContext(lastUser, slots)), budget);
    answers.push(answer);
    budget -= wordCount(answer);
  }
  const extraFitted = extra && wordCount(extra) <= budget ? extra : '';
  const reply = [opener, intent, nudge, ...answers, extraFitted, ready, finalAsk].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
  if (wordCount(reply) < MAX_REPLY_WORDS) return reply;
  // A very long capture list: shorten the acknowledgement, never the question.
  return `${fitSentences(opener, MAX_REPLY_WORDS - 1 - wordCount(finalAsk))} ${finalAsk}`.trim();
}

const THANKS = /\b(thanks|thank you|cheers|appreciate it|ty)\b/i;
const STUDIO_LOGISTICS = /\b(?:parking|car park|park (?:up|outside|nearby)|your address|directions|postcode|opening hours|open on|open late|wheelchair|accessible|step[- ]free|wi-?fi)\b/i;
const ARTIST_TALK = /\b(artists?|tattooers?|tattooists?|book|booking|appointment|studio|consultation|deposit)\b/i;

/** Replies to thanks and to "generate it" — things that are not slot details or questions. */
function intentLine(persona: PersonaId, text: string, slots: DesignSlots, seed: number): string {
  if (asksToGenerate(text)) {
    const canGenerate = briefCompletion(slots) >= GENERATE_ENABLED_PERCENT;
    const lines: Record<PersonaId, readonly string[]> = canGenerate
      ? {
          buddy: ["Let's see it! Generating your design now."],
          trainer: ['Generating it now; any detail you add later makes the next version more accurate.'],
          designer: ['Generating it now — your design will appear in the Design Studio.'],
        }
      : {
          buddy: ['Almost there — I need a couple more details before we can generate.'],
          trainer: ['Generation needs at least half of the required details first.'],
          designer: ['I need a bit more before I can draw it.'],
        };
    return pick(lines[persona], seed);
  }
  // (the studio's own logistics — parking, getting there, opening hours, access — answered as the studio's to
  // give, rather than passed over with a nudge)
  // (asked only when the rest holds: isOffTopic runs the turn classifier)
  const asked = () => isOffTopic(text) || /\?|^(?:do|does|is|are|can|could|where|any|have)\b/i.test(text.trim());
  if (STUDIO_LOGISTICS.test(text) && !pattern('persona-replies.design-or-booking').test(text) && asked()) {
    const lines: Record<PersonaId, string> = {
      buddy:
        'Parking, getting there and opening hours are the studio’s to answer — the Artist Specialist in the Assistant can put you in touch. Your brief ' +
        'stays as it is.',
      trainer:
        'Parking, access and opening hours vary by studio; the Artist Specialist in the Assistant can check them with yours. Nothing in your brief ' +
        'changed.',
      designer: 'That one is for the studio — ask the Artist Specialist in the Assistant about parking, access and hours. I have left your brief untouched.',
    };
    return lines[persona];
  }
  if (ARTIST_TALK.test(text) && isOffTopic(text)) {
    const lines: Record<PersonaId, string> = {
      buddy: 'Finding and booking an artist is the Artist Specialist’s job — ask them in the Assistant. Your design brief stays as it is.',
      trainer: 'Artists and bookings are handled by the Artist Specialist in the Assistant; nothing in your brief changed.',
      designer: 'For artists and bookings, ask the Artist Specialist in the Assistant — I have left your brief untouched.',
    };
    return lines[persona];
  }
  if (THANKS.test(text)) {
    const lines: Record<PersonaId, readonly string[]> = {
      buddy: ['Anytime!', 'Happy to help!'],
      trainer: ['You are welcome.', 'Glad that helps.'],
      designer: ['My pleasure.', 'Anytime.'],
    };
    return pick(lines[persona], seed);
  }
  return '';
}

/** Once the brief is complete there is nothing left to build: these just keep the door open. */
const DONE_NUDGES: Record<PersonaId, readonly string[]> = {
  buddy: ['Take your time — no rush.', 'Whenever you feel ready!'],
  trainer: ['Take your time.', 'Ask me anything else you want to check.'],
  designer: ['Standing by.', 'Tell me if you want a change.'],
};

const NUDGES: Record<PersonaId, readonly string[]> = {
  buddy: ['No rush — ideas come when they come.', "All good, we're just riffing here."],
  trainer: ['Let us keep building the brief.', 'One detail at a time.'],
  designer: ["Let's keep shaping it.", 'Tell me more and I will sketch it in.'],
};

const READY_NOTE: Record<PersonaId, string> = {
  buddy: 'You can already generate it!',
  trainer: 'There is enough to generate it now; one more detail makes it more accurate.',
  designer: 'I have enough to generate it already — say "generate it" and I will, or give me the last detail first.',
};

/**
 * The on-device reply of a persona. Deterministic for its input; under 100 words; never the same
 * text as the previous assistant message.
 */
export function personaReply(input: PersonaReplyInput): string {
  const previous = [...input.history].reverse().find((m) => m.role === 'assistant')?.content;
  const seed = input.history.length;
  const VARIANT_TRIES = 4;
  for (let offset = 0; offset < VARIANT_TRIES; offset++) {
    const reply = compose(input, seed + offset);
    if (reply !== previous) return reply;
  }
  // Every variant equals the last reply: lead it with an opener from the persona's one list, never the
  // opener (nor the text) the previous reply had, so two replies in a row always differ.
  const reply = compose(input, seed);
  const openers = FOLLOW_UP_OPENERS[input.persona];
  for (let k = 0; k < openers.length; k++) {
    const opener = pick(openers, seed + k);
    const candidate = fitSentences(`${opener} ${reply}`, MAX_REPLY_WORDS - 1);
    if (candidate !== previous && !previous?.startsWith(opener)) return candidate;
  }
  // (unreachable with two or more openers: the previous reply starts with at most one of them)
  return fitSentences(`${pick(openers, seed + 1)} ${reply}`, MAX_REPLY_WORDS - 1);
}

/** The one list of lead-ins a persona puts before a reply that would otherwise repeat the last one. */
export const FOLLOW_UP_OPENERS: Record<PersonaId, readonly string[]> = {
  buddy: ['Still with you!', 'Right here with you.', 'No rush at all.'],
  trainer: ['To recap:', 'Where we are:', 'In short:'],
  designer: ['Back to the sketch:', 'On the drawing board:', 'Where the design stands:'],
};
