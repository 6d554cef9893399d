/** Classify: where the learned turn classifier's vote is heard. */

import type { DesignSlots } from '../../designBrief';
import { turnClauses } from '../../turnModel/features';
import { turnVotes } from '../../turnModel/model';
import { tellsOfTheOneHonoured } from './designTalk';
import { prepareTokens } from '../normalise/spelling';
import { findMentions, phrasePositions, PROPOSAL_ENTRIES } from '../segment/phrases';
import { DESIGN_TALK } from '../sharedWords';
import { isWord } from '../tokens';
import { FIELD_VOCABULARIES, SUBJECT_ENTRIES } from '../vocabularies';
import { normalizeText, tokenize } from '../../wordMatching';

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
export function modelSaysOffTopic(text: string, current: DesignSlots): boolean {
  if (!current.keywords.trim() || !turnVotes(text).offTopic) return false;
  const tokens = prepareTokens(tokenize(normalizeText(text)));
  const words = tokens.filter(isWord);
  return (
    words.length >= 4 &&
    !/^(?:a|an|some)$/.test(words[0].text) &&
    // (nor in any clause: "Plus an Esky on the tray" adds a subject told as a noun phrase after a linking word)
    !turnClauses(text).some((clause) => /^(?:a|an|some)\s/i.test(clause)) &&
    !DESIGN_TALK.test(words.map((t) => t.text).join(' ')) &&
    // (session 11: nor one with a marker of intent, "I fancy a lapwing in the corner", or a design change put as a
    // condition, "if we put a baguette in the basket will it cost more" — the retrained model leans further to off-topic)
    !/\b(?:fancy|fancied|imagine|imagining|picturing|envision|envisage|add|adding|draw|include)\b/.test(words.map((t) => t.text).join(' ')) &&
    // (session 12: nor an order for the drawing at a sentence's start — "Do a caipirinha glass with lime slices")
    !/(?:^|[.!?;]\s*)(?:do|make|give me|gimme|sketch|put) (?:me |us )?(?:a|an|some)\s/i.test(text.trim()) &&
    !/\bif (?:we|i|you|u) (?:put|add|added|include|included|made|make|went|go|do|did|changed|swapped)\b/.test(words.map((t) => t.text).join(' ')) &&
    // (nor a turn that tells of the one the piece is for: "My dadi cooked parathas on an iron tawa")
    !tellsOfTheOneHonoured(tokens) &&
    // (nor one that adds to the picture: "and the mersey ferry um in the background going across")
    // (session 11: at any sentence's start — "can I pay cash? oh and the kettle too")
    !/(?:^|[.!?;]\s*)(?:and|plus|oh and|also|then) (?:the|a|an|some|my|his|her|their)\b/i.test(text.trim()) &&
    phrasePositions(tokens, PROPOSAL_ENTRIES).length === 0 &&
    findMentions(tokens, SUBJECT_ENTRIES, new Set(), 'keywords').length === 0 &&
    // (nor a body zone: "my calf is free so there", "my back is broad so it can go big" place the piece — an
    // off-topic turn that names a body part, "my knees aren't good on stairs", is left to the rules)
    findMentions(tokens, FIELD_VOCABULARIES.bodyZone, new Set(), 'bodyZone').length === 0
  );
}
