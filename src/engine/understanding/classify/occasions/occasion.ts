/** Occasions, decided: the rules' cues and the learned turn classifier's vote, and who the occasion is for. */

import { celebrationBesideLoss, decideTurn } from '../decision';
import { occasionCues } from './cues';
import { pattern } from '../../../patterns/patterns';

export type OccasionKind = 'memorial' | 'celebration';

export interface Occasion {
  kind: OccasionKind;
  /** Who it is for, as the person said it ("dad", "nan", "dog"); undefined when not said. */
  person?: string;
  /** "he" / "she" / "they" for that person. */
  pronoun: { subject: string; object: string; possessive: string };
  /** What they loved or did, in the person's words ("fishing", "her garden"); undefined when not said. */
  loved?: string;
  /** A memorial told with a happy event ("getting married, and mum won't be there"): both are acknowledged. */
  alsoCelebration?: boolean;
}

/** Who it is for, after "my", "our" or "late" (patterns/occasion-people.json, as are the classes below). */
const PERSON = pattern('occasion-people.person');

/** An animal put down: "put down our old collie", "put our dog down". */
const PUT_DOWN = /\bput\s+(?:down\s+(?:our|my|his|her|their)(?:\s+[\w'-]+){1,3}|(?:our|my|his|her|their)(?:\s+[\w'-]+){1,3}\s+down)\b/i;

/** A person word that is a pet. */
export const PET = pattern('occasion-people.pet');

/** A person word that is a man or a boy, and one that is a woman or a girl. */
const HE = pattern('occasion-people.he');
const SHE = pattern('occasion-people.she');

/** "he loved fishing", "she was always in her garden", "he lived for his motorbike". */
const LOVED = pattern('occasion-people.loved');

function pronounsFor(person: string | undefined, text = ''): Occasion['pronoun'] {
  if (person && HE.test(person)) return { subject: 'he', object: 'him', possessive: 'his' };
  if (person && SHE.test(person)) return { subject: 'she', object: 'her', possessive: 'her' };
  // "our old cat … she loved the sun", "my cousin, he was a drummer": the person's own pronoun,
  // when only one kind is used.
  const he = /\b(?:he|him|his|he's)\b/i.test(text);
  const she = /\b(?:she|her|hers|she's)\b/i.test(text);
  if (he && !she) return { subject: 'he', object: 'him', possessive: 'his' };
  if (she && !he) return { subject: 'she', object: 'her', possessive: 'her' };
  return { subject: 'they', object: 'them', possessive: 'their' };
}

/** The occasion a message speaks of, or undefined. Memorial wins when both appear. */
export function detectOccasion(text: string): Occasion | undefined {
  // The rules' cues, OR the learned turn classifier's vote (turnModel/, issue #19).
  const rules = occasionCues(text);
  // (the one place the model's votes and the rules' cues combine: ../decision.ts)
  const cues = decideTurn(text, rules);
  const kind: OccasionKind | undefined = cues.memorial ? 'memorial' : cues.celebration ? 'celebration' : undefined;
  if (!kind) return undefined;
  // ("had to put down our collie … rode in my dad's van": an animal put down is the one grieved — read the person only
  // inside that phrase, so the dad who owned the van is not offered condolences)
  const putDown = PUT_DOWN.exec(text);
  const person = PERSON.exec(putDown ? putDown[0] : text)?.[1]?.toLowerCase();
  const loved = LOVED.exec(text)?.[1]?.trim().replace(/^(?:his|her|their)\s+/i, (m) => m.toLowerCase());
  // (a happy event beside a loss: decided in ../decision.ts, with the rest of the model's votes)
  return { kind, person, pronoun: pronounsFor(person, text), loved, alsoCelebration: celebrationBesideLoss(rules, cues) };
}
