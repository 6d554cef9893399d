/** Occasions, decided: the rules' cues and the learned turn classifier's vote, and who the occasion is for. */

import { decideTurn } from '../decision';
import { occasionCues } from './cues';

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

const PERSON =
  /\b(?:my|our|late)\s+(?:(?:late|old|little|dear|beloved|sweet|lovely|wonderful|amazing|beautiful|baby)\s+)?(mum|mom|mother|mama|dad|father|papa|nan|nana|gran|granny|grandma|grandmother|grandad|granddad|grandpa|grandfather|husband|wife|partner|brother|sister|son|daughter|best friend|best mate|friend|mate|uncle|aunt|auntie|dog|cat|pup|puppy|horse|baby|twins|kids|children|boy|girl|cousin|nephew|niece|grandson|granddaughter|godmother|godfather|stepdad|stepmum|stepmom|fiance|fiancee|fiancé|boyfriend|girlfriend|bestie|twin|bird|budgie|parrot|rabbit|bunny|hamster|kitty|pet)\b/i;

/** An animal put down: "put down our old collie", "put our dog down". */
const PUT_DOWN = /\bput\s+(?:down\s+(?:our|my|his|her|their)(?:\s+[\w'-]+){1,3}|(?:our|my|his|her|their)(?:\s+[\w'-]+){1,3}\s+down)\b/i;

export const PET = /^(dog|cat|pup|puppy|horse|bird|budgie|parrot|rabbit|bunny|hamster|kitty|pet)$/;

const HE = /^(dad|father|papa|grandad|granddad|grandpa|grandfather|husband|brother|son|uncle|boy|nephew|grandson|godfather|stepdad|fiance|boyfriend)$/;

const SHE = /^(mum|mom|mother|mama|nan|nana|gran|granny|grandma|grandmother|wife|sister|daughter|aunt|auntie|girl|niece|granddaughter|godmother|stepmum|stepmom|fiancee|girlfriend)$/;

/** "he loved fishing", "she was always in her garden", "he lived for his motorbike". */
const LOVED = /\b(?:he|she|they|who|dad|mum|mom|nan)\s+(?:really\s+|always\s+|just\s+)?(?:loved|adored|lived for|was obsessed with|was passionate about|never stopped|spent (?:every|all) (?:\w+ )?(?:in|on|at)|was happiest (?:in|on|at|when)|liked|enjoyed|loved to|used to love)\s+([a-z' ]{3,40}?)(?=[.,;!?]|\s+(?:and|but|so|because|every|all|when)\b|$)/i;

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
  // (a happy event beside a loss only when the rules found it — the model's celebration vote beside a loss the
  // rules found, "We had our son Ezra for two days", would congratulate a bereaved parent)
  return { kind, person, pronoun: pronounsFor(person, text), loved, alsoCelebration: cues.memorial && cues.celebration && (rules.celebration || !rules.memorial) };
}
