/**
 * Tact (issue #19): a helper answers a memorial or a celebration warmly and briefly before design talk, with ideas
 * drawn from the person's own words rather than a generic list ("he loved fishing" → the fishing, not
 * forget-me-nots). Whether a message tells of one is read in understanding/classify/occasions/.
 */

import type { DesignSlots } from './designBrief';
import { splitKeywords } from './slotExtraction';
import { type Occasion, type OccasionKind, PET } from './understanding/classify/occasions/occasion';

const joinAnd = (items: readonly string[]): string => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/**
 * A short, warm acknowledgement followed by ideas from what the person said: their subjects when
 * they named some, else what the person loved, else an open question about them.
 */
export function occasionLine(occasion: Occasion, slots: DesignSlots): string {
  const { pronoun, person, loved } = occasion;
  const subjects = splitKeywords(slots.keywords).map((s) => s.replace(/"/g, ''));
  const who = person ? `your ${person}` : 'them';
  // Pets have names, people have initials too.
  const mark = person && PET.test(person) ? 'name' : 'initials';
  if (occasion.kind === 'memorial') {
    const sorry = occasion.alsoCelebration
      ? `Congratulations — and I'm so sorry ${person ? `about your ${person}` : 'for your loss'}; it makes sense to carry ${person ? pronoun.object : 'them'} with you.`
      : person
        ? `I'm so sorry about your ${person}.`
        : "I'm so sorry for your loss.";
    if (subjects.length > 0) {
      return `${sorry} A design with the ${joinAnd(subjects.slice(0, 3))} would make a beautiful tribute — we could work in ${pronoun.possessive} ${mark} or a date, kept small and personal.`;
    }
    if (loved) {
      return `${sorry} Since ${pronoun.subject} loved ${loved}, we could draw something from it — a favourite object or place, or a moment you shared — with ${pronoun.possessive} ${mark} or a date worked in.`;
    }
    return `${sorry} A tattoo is a lovely way to keep ${who === 'them' ? 'them' : pronoun.object} close. What did ${pronoun.subject} love, or what do you remember most about ${pronoun.object}?`;
  }
  const congrats = 'Congratulations — that is worth marking!';
  if (subjects.length > 0) return `${congrats} The ${joinAnd(subjects.slice(0, 3))} could carry the date or initials to make it yours.`;
  return `${congrats} We could build it around a date, initials or something from the day itself.`;
}

const FOLLOW_UPS: Record<OccasionKind, readonly string[]> = {
  memorial: ["I'm so sorry — thank you for telling me.", "I'm so sorry; that is a lot to carry.", "I'm so sorry. We'll make it worthy of them."],
  celebration: ['Congratulations — another reason to mark it!', 'Congratulations — that is lovely news.', 'Congratulations — what a moment.'],
};

/**
 * The acknowledgement for a message with an occasion cue: the full line the first time an
 * occasion of this kind comes up, then a brief one (never one already sent) for each later cue —
 * every memorial or celebration is acknowledged, but the warmth does not repeat itself.
 */
export function occasionAcknowledgement(occasion: Occasion, slots: DesignSlots, earlier: readonly string[]): string {
  const said = (pattern: RegExp): boolean => earlier.some((text) => pattern.test(text));
  const kindBefore = occasion.kind === 'memorial' ? said(/\bI'm so sorry\b/) : said(/\bCongratulations —/);
  if (!kindBefore || (occasion.alsoCelebration && !said(/\bCongratulations\b/))) return occasionLine(occasion, slots);
  const lines = FOLLOW_UPS[occasion.kind];
  return lines.find((line) => !earlier.some((text) => text.includes(line))) ?? lines[earlier.length % lines.length];
}

/** Whether an earlier helper message already acknowledged an occasion (acknowledge once, then get on with it). */
export const ACKNOWLEDGEMENT = /\b(I'm so sorry|Congratulations —)/;

export { detectOccasion } from './understanding/classify/occasions/occasion';
export type { Occasion, OccasionKind } from './understanding/classify/occasions/occasion';
