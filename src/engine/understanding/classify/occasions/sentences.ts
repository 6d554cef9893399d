/** Occasions: a message read as sentences of words with their roles (who did what), for the scorers. */

import { lexiconTag, tagWords } from '../../../nlp/tagger';
import {
  AFTER_OBJECT, CLAUSE_STOP, DETERMINERS, FILLERS, HE_SHE, HIM_HER, MONTH_OR_DAY, NEGATION, NOT_A_BEING, PETS, PREDICATE_NEXT, RELATIONS,
} from './words';

interface Token {
  /** Lower case, apostrophes straightened, "dad's" → "dad" + "'s", "didn't" stays one token. */
  word: string;
  /** As written, to see capitals (names). */
  original: string;
  /** First word of its sentence (a capital there says nothing). */
  initial: boolean;
  /** A comma or dash follows ("my mate passed, he …": the clause ends there). */
  pause?: boolean;
}

function sentences(text: string): Token[][] {
  const out: Token[][] = [];
  let current: Token[] = [];
  const source = text.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  // "dad's" → dad + 's, "she's" → she + 's, "I'm" → i + 'm, "didn't" → didn + 't (a negation).
  for (const match of source.matchAll(/[A-Za-z\u00c0-\u024f]+|'[A-Za-z]+|\d+(?:st|nd|rd|th)?|[.!?;]+|[,:\u2013\u2014(]|\s-\s/g)) {
    const original = match[0];
    if (/^(?:[,:\u2013\u2014(]|\s-\s)$/.test(original)) {
      const last = current[current.length - 1];
      if (last) last.pause = true;
      continue;
    }
    if (/^[.!?;]+$/.test(original) || original.toLowerCase() === 'but') {
      if (current.length) out.push(current);
      current = [];
      continue;
    }
    // "me mam's after passin", "since losin him": a dropped final g.
    const lower = original.toLowerCase();
    // ("my dad passed like a month ago", "we lost um our cat": spoken fillers carry no role)
    if (FILLERS.has(lower)) continue;
    const word = /^(?:passin|losin|missin|buryin|dyin|grievin|rememberin|mournin)$/.test(lower) ? `${lower}g` : lower;
    current.push({ word, original, initial: current.length === 0 });
  }
  if (current.length) out.push(current);
  return out;
}

export class Sentence {
  private names: Set<string> | undefined;
  constructor(
    readonly tokens: Token[],
    private readonly text: string,
  ) {}

  word(i: number): string {
    return this.tokens[i]?.word ?? '';
  }

  /** The clause ends after word `i` (end of sentence, comma, dash). */
  endsAt(i: number): boolean {
    return i >= this.tokens.length - 1 || this.tokens[i]?.pause === true;
  }

  /** A capitalised word inside the sentence, or one the tagger calls a person ("jamie" in a voice transcript). */
  private isName(i: number): boolean {
    const token = this.tokens[i];
    if (!token || token.word === 'i' || token.word.length < 2 || token.word.startsWith("'")) return false;
    if (/^[A-Z][a-z]/.test(token.original) && !MONTH_OR_DAY.test(token.word)) {
      // A capital inside the sentence is a name; at its start only right before the predicate or "who" ("Tom died").
      if (!token.initial || PREDICATE_NEXT.test(this.word(i + 1))) return true;
    }
    // The tagger is consulted only when the word lists found no one (a cheap path otherwise).
    this.names ??= new Set((tagWords(this.text) ?? []).filter((t) => t.proper && !t.pronoun).map((t) => t.text));
    return this.names.has(token.word) && !MONTH_OR_DAY.test(token.word);
  }

  /** A person or animal named by relation, pet word or name ("my nan", "our dog", "Rufus"). */
  being(i: number): boolean {
    const w = this.word(i);
    const single = w.length > 3 ? w.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$/, '') : w; // "kittens", "puppies"
    // ("me old man", "my old dear": a parent called what people call them)
    const oldOne = /^(?:man|lady|dear|fella|girl)$/.test(w) && this.word(i - 1) === 'old' && /^(?:my|me|our)$/.test(this.word(i - 2));
    // ("my pitaji", "Bauji", "our nanaji": the respectful "-ji" of South Asian Englishes marks a person)
    // (someone by their role, the lexicon's actors — "a youtuber I've watched since I was ten died last week";
    // devices are no actors: "my charger died")
    const actor = lexiconTag(w) === 'Actor' || lexiconTag(single) === 'Actor';
    return RELATIONS.has(w) || PETS.has(w) || RELATIONS.has(single) || PETS.has(single) || oldOne || /^[a-z]{3,}ji$/.test(w) || actor || this.isName(i);
  }

  negated(i: number): boolean {
    for (let k = Math.max(0, i - 3); k < i; k++) if (NEGATION.test(this.word(k))) return true;
    return false;
  }

  /**
   * The predicate at `i` has a being as its subject: the nearest subject-like word before it is a
   * relation, pet, name or he/she/they ("my dog Rufus passed", "mum, who died") — not "I", "it".
   */
  beingSubject(i: number, possessed = false): boolean {
    for (let k = i - 1; k >= Math.max(0, i - 8); k--) {
      const w = this.word(k);
      // "our old collie passed": for "passed", someone's own <anything> is a being (things do not pass away).
      if (possessed && k < i - 1 && /^(?:my|our)$/.test(w)) return true;
      if (HE_SHE.has(w) || w === 'who') return w !== 'who' || this.beingSubject(k);
      if (NOT_A_BEING.has(w) || CLAUSE_STOP.test(w)) return false;
      if (this.being(k)) {
        // "my dad's car died": the being owns the subject.
        const next = this.word(k + 1);
        if (next === "'s" && k + 2 < i && !/^(?:been|just|now|sadly|recently|gone|passed|died|dead|buried|finally|officially|no|not|in)$/.test(this.word(k + 2))) {
          return false;
        }
        return true;
      }
    }
    return false;
  }

  /** The predicate at `i` has a being as its object ("lost my little brother", "lost her last year", "lost Jamie"). */
  beingObject(i: number): boolean {
    let k = i + 1;
    if (this.word(k) === 'to') return false; // "lost to cancer" is the subject's story, handled by the caller
    for (let skipped = 0; skipped < 4 && k < this.tokens.length; skipped++, k++) {
      const w = this.word(k);
      if (HIM_HER.has(w)) {
        if (w === 'him' || k + 1 >= this.tokens.length || AFTER_OBJECT.test(this.word(k + 1))) return true;
        continue; // "her" as a possessive: "lost her dog"
      }
      if (w === 'one' && this.word(k - 1) === 'little') return true; // "lost our little one"
      if (DETERMINERS.has(w) && !(this.being(k) && !DETERMINERS.has(this.word(k + 1)) && !this.being(k + 1))) continue;
      // ("lost my section commander": one modifier before the being)
      if (!this.being(k) && this.being(k + 1) && !DETERMINERS.has(this.word(k)) && !HIM_HER.has(this.word(k + 1))) k += 1;
      if (!this.being(k)) return false;
      // "lost my dad's ring": the being owns the object.
      return !(this.word(k + 1) === "'s" && k + 2 < this.tokens.length && !AFTER_OBJECT.test(this.word(k + 2)));
    }
    return false;
  }

  /** A being within `span` words either side ("his ashes", "the death of my mum", "dad's funeral"). */
  beingNear(i: number, span = 3): boolean {
    for (let k = Math.max(0, i - span); k <= Math.min(this.tokens.length - 1, i + span); k++) {
      if (k === i) continue;
      const w = this.word(k);
      if (HE_SHE.has(w) || HIM_HER.has(w) || w === 'his' || w === 'their' || this.being(k)) return true;
    }
    return false;
  }
}

export const splitText = (text: string): Sentence[] => {
  const straight = text.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  return sentences(straight).map((tokens) => new Sentence(tokens, straight));
};
