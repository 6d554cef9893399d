/** Judge: whether a mention is negated or doubted in its clause. */

import { CLAUSE_BREAKS, LOCATIVES, PERSON_WORDS, PHRASE_ENDERS, THIRD_PARTY } from '../sharedWords';
import type { WordToken } from '../tokens';
import { pattern } from '../../patterns/patterns';

/** How far back (in words, within the clause) a negation reaches: "I don't really want it on my back". */
const NEGATION_WINDOW = 7;

/** "no" negates only what follows closely ("no colour", "no big pieces"); further away it is an interjection. */
const NO_REACH = 2;

/** "instead of (the) X", "rather than (a) X": the contrast applies to the next few words only. */
const CONTRAST_REACH = 3;

/** "replace the rose with a peony": these negate what they govern, up to "with"/"for". */
const REPLACERS = new Set(['replace', 'swap', 'remove', 'drop', 'ditch', 'lose', 'scratch', 'delete']);

/** Words that refuse what follows them in the clause (patterns/judging.json). */
const NEGATORS = pattern('judging.negators');

/** What may stand right before "forget" told as an order ("Actually forget the capybara"). */
const ORDER_OPENERS = pattern('judging.order-openers');

/** After a negator these words turn it into doubt or consent rather than refusal. */
const DOUBT_WORDS = new Set(['sure', 'know', 'certain', 'decided', 'convinced']);

const CONSENT_WORDS = new Set(['mind', 'opposed', 'bad']);

interface MentionContext {
  negated: boolean;
  uncertain: boolean;
}

/** Looks back through the mention's clause for a negation ("not on my back", "instead of tribal"). */
export function negationContext(tokens: WordToken[], start: number): MentionContext {
  for (let j = start - 1; j >= Math.max(0, start - NEGATION_WINDOW); j--) {
    const token = tokens[j];
    const previous = tokens[j - 1]?.text;
    const close = start - j <= CONTRAST_REACH;
    if (close && token.text === 'of' && previous === 'instead') return { negated: true, uncertain: false };
    if (close && token.text === 'than' && (previous === 'rather' || previous === 'other')) return { negated: true, uncertain: false };
    if (close && token.text === 'but' && previous === 'anything') return { negated: true, uncertain: false };
    if (token.boundary || CLAUSE_BREAKS.has(token.text)) return { negated: false, uncertain: false };
    // ("Actually forget the capybara": "forget" told as an order drops it too — "I'll never forget the pier" keeps it)
    const forgetOrder = token.text === 'forget' && (j === 0 || !!tokens[j - 1]?.boundary || ORDER_OPENERS.test(previous ?? ''));
    if (REPLACERS.has(token.text) || forgetOrder) {
      const between = tokens.slice(j + 1, start).map((t) => t.text);
      return { negated: !between.includes('with') && !between.includes('for') && !between.includes('to'), uncertain: false };
    }
    if (NEGATORS.test(token.text)) {
      if (token.text === 'no' && start - j > NO_REACH) return { negated: false, uncertain: false };
      // ("not a nanchor a um an accordion": the negation takes the first thing named; a second article after a
      // word brings in the thing said instead)
      const between = tokens.slice(j + 1, start).map((t) => t.text).filter((w) => !/^(?:um|uh|erm|er|like)$/.test(w));
      const articleAt = between.findIndex((w, n) => n > 0 && /^(?:a|an)$/.test(w) && !/^(?:a|an|the|and|or)$/.test(between[n - 1]) && !PHRASE_ENDERS.has(between[n - 1]) && !LOCATIVES.has(between[n - 1]));
      if (/^(?:not|no)$/.test(token.text) && /^(?:a|an)$/.test(between[0] ?? '') && articleAt > 1) return { negated: false, uncertain: false };
      // ("a defib paddle or um actually no a stethoscope", "a fire hydrant um no a pillar hydrant": "no" before
      // an article corrects to what follows — a refusal has no article, "no skulls")
      if (token.text === 'no' && /^(?:a|an|the|my|his|her|their|our|some)$/.test(tokens[j + 1]?.text ?? '')) return { negated: false, uncertain: false };
      // "he was never off his skateboard", "our son won't go anywhere without his giraffe": someone
      // else's negation is the story, not a refusal of the design ("it shouldn't be big" still is).
      const subject = tokens.slice(Math.max(0, j - 3), j).map((t) => t.text);
      const thirdParty = subject.some((w) => THIRD_PARTY.has(w) || PERSON_WORDS.has(w.replace(/'s$/, '')));
      const owned = token.text === 'without' && ['his', 'her', 'their'].includes(tokens[j + 1]?.text ?? '');
      // ("never let go of his tennis ball", "never without her Welsh cakes": a negation that says how much
      // something was kept close is the story too)
      const clung = /^(?:never|not|wouldn't|wouldnt|couldn't|couldnt)$/.test(token.text) && /^(?:let go|without|left (?:his|her|their|its)|went anywhere|goes anywhere|go anywhere|stopped|stops)\b/.test(tokens.slice(j + 1, j + 4).map((t) => t.text).join(' '));
      if (clung) return { negated: false, uncertain: false };
      if ((thirdParty && !subject.includes('i') && !subject.includes('we')) || owned) return { negated: false, uncertain: false };
      const following = tokens.slice(j + 1, Math.min(start, j + 3)).map((t) => t.text);
      if (following.some((w) => CONSENT_WORDS.has(w))) return { negated: false, uncertain: false };
      if (following.some((w) => DOUBT_WORDS.has(w))) return { negated: false, uncertain: true };
      return { negated: true, uncertain: false };
    }
    if (token.text === 'unsure' || token.text === 'undecided') return { negated: false, uncertain: true };
  }
  return { negated: false, uncertain: false };
}
