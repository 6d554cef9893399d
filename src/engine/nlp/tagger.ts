/**
 * Part-of-speech tags for open-vocabulary subject capture (issue #19).
 *
 * The tagger is the `compromise/two` library (offline, no network, ~120 KB gzip), loaded once with
 * `loadTagger()` through a dynamic import so bundlers put it in its own chunk, away from first
 * paint. Until it is loaded the engine still works: subjects then come from the built-in list and
 * the "a tattoo of a …" shape only. The engine stays synchronous and pure (no DOM, no node:*);
 * the browser's on-device provider and the server both call `loadTagger()` before first use.
 */

/** What the engine needs to know about one word. */
export interface TaggedWord {
  /** The word as written, lower-cased, without surrounding punctuation. */
  text: string;
  noun: boolean;
  /** "I", "my", "this": nouns by grammar, never subjects. */
  pronoun: boolean;
  /** People's names, places, organisations: not pictures. */
  proper: boolean;
  /** A person's first or last name ("Harley", "Russell"), a subset of `proper`. */
  person: boolean;
  /** Written with a capital ("Triumph" in "my Triumph Bonneville"). */
  capital: boolean;
  adjective: boolean;
  verb: boolean;
  /** "fishing" in "fishing rod" is tagged a noun; in "he loved fishing" a gerund. */
  gerund: boolean;
  /** A verb's base form or a modal ("drum", "can"): in "a snare drum", "a watering can" the light tagger's guess. */
  baseVerb: boolean;
  /** The library's lexicon knows this word (so it is a real word, not a typo). */
  known: boolean;
}

export type Tagger = (text: string) => TaggedWord[];

let tagger: Tagger | undefined;
/** The library's word list, once loaded: a word in it is a real word, not a typo to correct. */
let lexicon: Record<string, unknown> | undefined;

/** Whether the tagger's lexicon knows `word` (false while the tagger is not loaded). */
export const lexiconKnows = (word: string): boolean => {
  const tag = lexicon?.[word];
  // Names and places ("Wolff", "Paris") are in the lexicon too; they do not make a typo a word.
  return tag !== undefined && !(typeof tag === 'string' && /Name|Place|Country|City|Region|Organization|Person/.test(tag));
};
/** The lexicon's part of speech for `word` ("PastTense", "Actor", …), or undefined (unknown, or not loaded). */
export const lexiconTag = (word: string): string | undefined => {
  const tag = lexicon?.[word];
  return typeof tag === 'string' ? tag : undefined;
};
let loading: Promise<void> | undefined;
/** Milliseconds the one-time load took (import + first warm-up call); undefined until loaded. */
let loadMs: number | undefined;

/** Installs a tagger directly (tests, or a host that bundles its own). */
export function setTagger(next: Tagger | undefined): void {
  tagger = next;
  lastTagged = undefined;
  if (!next) {
    loading = undefined; // a later loadTagger() loads again
    lexicon = undefined;
  }
}

export const taggerReady = (): boolean => tagger !== undefined;
export const taggerLoadMs = (): number | undefined => loadMs;

interface CompromiseTerm {
  text: string;
  normal?: string;
  tags: Set<string>;
}
interface CompromiseView {
  docs: CompromiseTerm[][];
}
interface Compromise {
  tokenize(text: string): { compute(steps: readonly string[]): CompromiseView };
  model(): { one: { lexicon: Record<string, unknown> } };
}

/**
 * The tagging steps we run: the lexicon and the rule-based pre-tagger. The library's full pipeline
 * adds a post-tagger of match rules that costs 2–3× the time and changes little for nouns.
 */
const STEPS = ['contractions', 'alias', 'machine', 'lexicon', 'preTagger'] as const;

function fromCompromise(nlp: Compromise): Tagger {
  const lexicon = nlp.model().one.lexicon;
  return (text) => {
    const words: TaggedWord[] = [];
    for (const sentence of nlp.tokenize(text).compute(STEPS).docs) {
      for (const term of sentence) {
        const surface = term.text.toLowerCase().replace(/[^a-z0-9'\u00e0-\u00f6\u00f8-\u017f]/g, '');
        if (!surface) continue; // the implicit half of a contraction ("don't" → do + not)
        const has = (tag: string): boolean => term.tags.has(tag);
        words.push({
          text: surface,
          noun: has('Noun'),
          pronoun: has('Pronoun') || has('Possessive') || has('Determiner'),
          proper: has('ProperNoun') || has('Person') || has('Place') || has('Organization'),
          person: has('Person') || has('FirstName') || has('LastName'),
          capital: /^[A-Z]/.test(term.text),
          adjective: has('Adjective'),
          verb: has('Verb'),
          gerund: has('Gerund'),
          baseVerb: (has('Infinitive') || has('Modal') || has('PresentTense')) && !has('Gerund') && !has('PastTense'),
          known: lexicon[surface] !== undefined || lexicon[term.normal ?? surface] !== undefined,
        });
      }
    }
    return words;
  };
}

/** Loads the tagger once; later calls return the same promise. Never rejects: without it the engine falls back. */
export function loadTagger(): Promise<void> {
  if (tagger) return Promise.resolve();
  loading ??= (async () => {
    const started = Date.now();
    try {
      const module = (await import('compromise/two')) as unknown as { default: Compromise };
      const next = fromCompromise(module.default);
      next('warm up the tagger with a rose on my arm');
      tagger = next;
      lexicon = module.default.model().one.lexicon;
      loadMs = Date.now() - started;
    } catch {
      loading = undefined; // offline before the chunk was cached: try again next time
    }
  })();
  return loading;
}

/** One message is tagged several times per turn (extraction, routing, reply): remember the last. */
let lastTagged: { text: string; words: TaggedWord[] } | undefined;

/** Tags `text`, or undefined while the tagger is not loaded. */
export function tagWords(text: string): TaggedWord[] | undefined {
  if (!tagger) return undefined;
  if (lastTagged?.text === text) return lastTagged.words;
  const words = tagger(text);
  lastTagged = { text, words };
  return words;
}
