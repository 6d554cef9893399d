/**
 * Classify: the one place where the learned turn classifier (turnModel/) and the rules meet (issue #39).
 *
 * `decideTurn` takes a turn, the rules' own reading of it and the model's votes, and says what the turn is:
 *
 * | label       | the rules alone decide when…              | the model's vote is heard only when…                                |
 * | ----------- | ----------------------------------------- | ------------------------------------------------------------------- |
 * | offTopic    | their cues mark the clause (offTopic.ts)  | the brief has a picture and the turn shows no design (below)        |
 * | memorial    | a loss cue fires (occasions/cues.ts)      | someone besides the speaker is in it, no pride or joy, nobody told  |
 * |             |                                           | alive now, and no celebration the rules found                       |
 * | celebration | a happy-event cue fires                   | always (a wrong congratulation is mild); also pride + "became a …"  |
 * | both        | (`celebrationBesideLoss`) a loss and a happy event: the happy event is said too only when the rules found it,  |
 * |             | or found no loss — the model's celebration vote beside a loss the rules found is not heard                       |
 *
 * Every guard on the model is a veto written for a wrong vote it made on a labelled set; each names the turn it was
 * written for. The thresholds the votes are taken at are trained (scripts/train-turn-model.ts, through
 * tests/eval/manifest.json), not set here. `npm run eval:engine` scores rules alone, model alone and this combination.
 */

import type { DesignSlots } from '../../designBrief';
import { pattern } from '../../patterns/patterns';
import { turnClauses } from '../../turnModel/features';
import { turnVote, type TurnLabel } from '../../turnModel/model';
import { tellsOfTheOneHonoured } from './designTalk';
import { RELATIONS } from './occasions/words';
import { prepareTokens } from '../normalise/spelling';
import { findMentions, phrasePositions, PROPOSAL_ENTRIES } from '../segment/phrases';
import { DESIGN_TALK } from '../sharedWords';
import { isWord } from '../tokens';
import { FIELD_VOCABULARIES, SUBJECT_ENTRIES } from '../vocabularies';
import { normalizeText, tokenize } from '../../wordMatching';

/** What the rules found in the turn: for occasions, their cues; for off-topic the rules act per clause, so none. */
export interface RuleReading {
  memorial: boolean;
  celebration: boolean;
}

/** What the turn is, as decided: the model and the rules combined. */
export type TurnDecision = Record<TurnLabel, boolean>;

/** Pride or joy said outright. */
const PRIDE_OR_JOY = /\b(?:proud|so happy|chuffed|over the moon|buzzing|thrilled|delighted|ecstatic|mashaallah|masha'?allah|alhamdulillah|praise god|so excited|made up)\b|🎉|🥳/i;

/** A person told alive now: an age in the present, a birthday to come, "alive", "still here". */
const ALIVE_NOW = pattern('turn-decision.alive-now');

/** A marker of intent ("I fancy a lapwing in the corner"): design talk the model may read as off-topic. */
const INTENT = pattern('turn-decision.intent');

/** A design change put as a condition ("if we put a baguette in the basket will it cost more"). */
const CHANGE_AS_CONDITION = pattern('turn-decision.change-as-condition');

/** Someone who became something (with pride or joy beside it, a milestone). */
const BECAME = /\b(?:became|become|has become|is now|qualified as|made) (?:a|an) [a-z]+/i;

/**
 * The model's memorial vote counts only with someone besides the speaker in the text: a job can be lost too. A
 * person named together with the speaker ("My husband and I have just been approved to adopt!", "me and my wife")
 * shares the news rather than being its subject, so is not that someone: the model read that adoption as a loss, and
 * a condolence for happy news is worse than a missed one.
 */
const WITH_THE_SPEAKER = /\b(?:(?:my|our)\s+(?:\w+\s+)?\w+\s+and\s+(?:i|me)|(?:i|me)\s+and\s+my\s+(?:\w+\s+)?\w+)\b/gi;

const someoneElse = (text: string): boolean => {
  const rest = text.replace(WITH_THE_SPEAKER, ' ');
  return /\b(?:he|she|they|him|them|his|her|hers|their)\b/i.test(rest) || rest.toLowerCase().split(/[^a-z]+/).some((w) => RELATIONS.has(w));
};

/**
 * What a turn is. `rules` is the rules' occasion reading (occasionCues); `current` the brief before the turn (the
 * off-topic vote needs it). `votes` defaults to the model's own (turnModel/model.ts), each asked for only when it can
 * change the answer — the off-topic vote reads every clause of the turn, and is not heard without a picture.
 */
export function decideTurn(text: string, rules: RuleReading, current?: DesignSlots, votes?: TurnDecision): TurnDecision {
  const vote = (label: TurnLabel): boolean => (votes ? votes[label] : turnVote(text, label));
  // (the model's memorial vote is not heard over pride or joy said outright: "My son became a hafiz last week,
  // MashaAllah … Very proud dad" is no loss, whatever words of faith it shares with memorials)
  const joyful = PRIDE_OR_JOY.test(text);
  // (nor over a person told alive now — "shes 60!!", "it's for her bday", "she's alive dont worry")
  const aliveNow = ALIVE_NOW.test(text);
  // (nor over a celebration the rules found, with no loss they found — "My first grandbaby was born on Sunday!")
  return {
    offTopic: current !== undefined && offTopicVoteHeard(text, current, () => vote('offTopic')),
    memorial: rules.memorial || (vote('memorial') && someoneElse(text) && !joyful && !aliveNow && !rules.celebration),
    celebration: rules.celebration || vote('celebration') || (joyful && BECAME.test(text)),
  };
}

/**
 * Whether a turn decided both a memorial and a celebration also says the happy event (`Occasion.alsoCelebration`):
 * only when the rules found it, or found no loss — the model's celebration vote beside a loss the rules found ("We had
 * our son Ezra for two days") would congratulate a bereaved parent.
 */
export function celebrationBesideLoss(rules: RuleReading, decided: TurnDecision): boolean {
  return decided.memorial && decided.celebration && (rules.celebration || !rules.memorial);
}

/** The off-topic half of `decideTurn`, for the extractor (which reads occasions elsewhere). */
export function modelSaysOffTopic(text: string, current: DesignSlots): boolean {
  return offTopicVoteHeard(text, current, () => turnVote(text, 'offTopic'));
}

/**
 * The learned turn classifier's off-topic vote (turnModel/, issue #19), heard only where the rules see
 * no design in the turn: no design talk or proposal ("can I have a fox on my arm"), no subject from the
 * built-in list ("an open book with a quill"), no opening a/an/some (a picture told as a noun phrase: "an atv
 * in the mud"; none of the 499 labelled off-topic turns opens so, 94 on-topic turns do), no body zone, and four words or more —
 * a bare fragment ("tribal arms", "should be medium") gives the model too little to go on.
 * And only once the brief has a picture: the common off-topic turn comes mid-conversation, while a first
 * message is nearly always the design, often told as a bare fragment the model has never seen in its sets
 * ("graces hill at dawn", "I don't mind the ribs") — a veto there would cost the whole first picture.
 */
function offTopicVoteHeard(text: string, current: DesignSlots, vote: () => boolean): boolean {
  if (!current.keywords.trim() || !vote()) return false;
  const tokens = prepareTokens(tokenize(normalizeText(text)));
  const words = tokens.filter(isWord);
  return (
    words.length >= 4 &&
    !/^(?:a|an|some)$/.test(words[0].text) &&
    // (nor in any clause: "Plus an Esky on the tray" adds a subject told as a noun phrase after a linking word)
    !turnClauses(text).some((clause) => /^(?:a|an|some)\s/i.test(clause)) &&
    !DESIGN_TALK.test(words.map((t) => t.text).join(' ')) &&
    // (nor one with a marker of intent, "I fancy a lapwing in the corner", or a design change put as a
    // condition, "if we put a baguette in the basket will it cost more" — the retrained model leans further to off-topic)
    !INTENT.test(words.map((t) => t.text).join(' ')) &&
    // (nor an order for the drawing at a sentence's start — "Do a caipirinha glass with lime slices")
    !/(?:^|[.!?;]\s*)(?:do|make|give me|gimme|sketch|put) (?:me |us )?(?:a|an|some)\s/i.test(text.trim()) &&
    !CHANGE_AS_CONDITION.test(words.map((t) => t.text).join(' ')) &&
    // (nor a turn that tells of the one the piece is for: "My dadi cooked parathas on an iron tawa")
    !tellsOfTheOneHonoured(tokens) &&
    // (nor one that adds to the picture: "and the mersey ferry um in the background going across")
    // (at any sentence's start — "can I pay cash? oh and the kettle too")
    !/(?:^|[.!?;]\s*)(?:and|plus|oh and|also|then) (?:the|a|an|some|my|his|her|their)\b/i.test(text.trim()) &&
    phrasePositions(tokens, PROPOSAL_ENTRIES).length === 0 &&
    findMentions(tokens, SUBJECT_ENTRIES, new Set(), 'keywords').length === 0 &&
    // (nor a body zone: "my calf is free so there", "my back is broad so it can go big" place the piece — an
    // off-topic turn that names a body part, "my knees aren't good on stairs", is left to the rules)
    findMentions(tokens, FIELD_VOCABULARIES.bodyZone, new Set(), 'bodyZone').length === 0
  );
}
