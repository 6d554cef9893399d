/**
 * Memorial and celebratory cues (issue #19), shared by the tact replies (occasion.ts) and the story
 * capture (slotExtraction.ts).
 *
 * Not a list of phrasings: a small scorer over each sentence. A memorial is a death, loss or
 * remembrance predicate ("died", "passed", "lost", "gone", "buried", "put to sleep", "his ashes",
 * "the death of", "would have turned 40") in the right relation to a living being in the same
 * sentence — a relation ("my nan", "our son"), a pet word, he/she/him/her, or a name — with the
 * being in the predicate's role (the one who died is its subject, the one lost is its object). The
 * role test is what keeps figurative and everyday uses out: "I lost my phone" has no being as the
 * object, "I passed my driving test" has a speaker as subject and an object after "passed",
 * "dead set on", "killing it", "to die for", "gone viral" fail the follower checks, and a negation
 * or hedge just before ("didn't die", "nearly died", "if he dies") cancels it. A few phrases are
 * memorial on their own ("in memory of", "funeral", "RIP", "rainbow bridge", "miscarriage").
 * Celebrations work the same way: life-event verbs and nouns (married, engaged, born, arrived,
 * adopted, graduated, retired, sober for N years, beat + an illness, anniversary, citizenship …).
 */
import { lexiconKnows, lexiconTag, tagWords } from './nlp/tagger';

/** People one can lose or celebrate: relations, friends, partners. */
export const RELATIONS = new Set(
  ('mum mom mother mama mam mummy mommy ma dad father papa daddy pa da pop nan nana nanna nanny gran granny grandma grandmother ' +
    'grandad granddad grandpa grandfather grandparent grandparents nonna nonno abuela abuelo oma opa bubbe zaide husband wife partner ' +
    'spouse hubby brother sister bro sis sibling siblings son daughter child children kid kids baby babies boy girl twin twins friend ' +
    'friends mate bestie buddy pal uncle aunt auntie aunty cousin nephew niece grandson granddaughter grandchild grandkid grandbaby grandkids ' +
    'grandchildren godmother godfather godson goddaughter stepdad stepmum stepmom stepfather stepmother stepson stepdaughter fiance ' +
    'fiancee fiancé fiancée boyfriend girlfriend parents parent family colleague mentor teacher coach neighbour neighbor bandmate ' +
    'pregnancy granda grandda gramps grampa grampy gramma grammy nanny nanna mammy mam da mum-in-law inlaw inlaws granny ' +
    'grandmum grandmom grandmama granpa grandpapa mother-in-law father-in-law ouma oupa boet laaitie laitie lightie bairn wean ' +
    // (what people call a pet or a person they loved: "our little fella", "the old lad", "a lovely lass")
    'fella fellow lad lass laddie lassie chap ' +
    // (grandparents, aunts and uncles in the languages customers write them in, a small closed class: "my babcia",
    // "my lola", "Nain", "my tita")
    'babcia babci dziadek dziadzia babushka dedushka lola lolo tita tito nanay tatay inay itay nain taid mamgu tadcu ' +
    'mamó daideó seanmháthair obaa obaachan ojiichan halmeoni harabeoji nainai yeye laolao waipo waigong ' +
    'abuelita abuelito avó avô vovó vovô nonni yiayia yaya pappou papou teta sitto sitti jiddo jeddo dadi dada nani ' +
    'bibi babu ajja ajji ammamma thatha paati thaatha ouma oupa oma opa ' +
    // (session 10: people one looks after or learns from, lost as surely as family: "a client I'd seen every morning
    // for six years died", "my guru who taught me the trade")
    'client clients patient patients resident pupil regular guru guruji sensei ustad apprentice workmate coworker ' +
    // (the people one serves beside: "lost my section commander in Helmand")
    'commander sergeant corporal captain lieutenant comrade oppo shipmate crewmate teammate squadmate').split(' '),
);
/** Animals people keep. */
const PETS = new Set('dog dogs cat cats pup puppy kitten kitty horse pony bird budgie parrot rabbit bunny hamster guinea tortoise ferret goldfish pet pets doggo pig pigs gecko lizard snake rat mouse chinchilla gerbil hedgehog hen chicken cockatiel canary axolotl turtle mare stallion gelding foal colt filly donkey'.split(' '));
const HE_SHE = new Set(['he', 'she', 'they']);
/** An age told as a bare number ("he was fourteen", "she was 12"). */
const AGE_WORD = /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty(?:-[a-z]+)?)$/;
const HIM_HER = new Set(['him', 'her']);
/** Subjects that are the speaker or a thing: "I passed", "it died" (the phone), "we lost". */
const NOT_A_BEING = new Set(['i', 'we', 'you', 'it', 'me', 'us', 'this', 'that', 'phone', 'car', 'plant', 'battery', 'laptop']);
/** Where a subject search stops: another clause's verb of saying or a clause word ("mum said the tree is dead"). */
const CLAUSE_STOP = /^(?:said|says|told|tells|thinks|thought|because|so|and|if|although|whereas)$/;
/** Words between a verb and its object that do not change who the object is. */
const DETERMINERS = new Set(
  'my our the a an his their your both two three beloved dear darling little old best sweet precious wee big lovely amazing wonderful beautiful youngest oldest eldest younger older only first late gorgeous baby unborn newborn twin tiny'.split(
    ' ',
  ),
);
/** What may follow "her" when it is the object ("lost her last year"), not a possessive ("lost her ring"). */
const AFTER_OBJECT = /^(?:to|in|last|this|that|when|after|before|at|on|and|so|but|too|a|an|one|two|three|four|five|six|ten|ago|years?|months?|weeks?|recently|suddenly|yesterday|young|early|far|forever|now|\d+)$/;
/** Just before a predicate: a negation or a hedge ("didn't die", "nearly died", "if he dies", "might lose"). */
const NEGATION = /^(?:not|never|no|nearly|almost|if|unless|will|might|may|could|afraid|scared|worried|hope|hoping|'t)$|n't$/;
/** After an intransitive "passed", "gone", "dead": time, manner, the end of the sentence. */
const TIME_OR_END = /^(?:away|on|over|from|peacefully|last|this|recently|suddenly|peacefully|unexpectedly|in|at|yesterday|today|tonight|earlier|before|and|but|so|when|after|ago|now|forever|too|since|during|just|already|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|years?|months?|weeks?|days?|\d+(?:st|nd|rd|th)?|i|we|you|he|she|they|everything|nothing|life)$/;
const AFTER_TIME_A = /^(?:year|month|week|day|few|couple|while|fortnight)s?$/;

/** Illnesses and ordeals one beats or survives. */
const ILLNESS = /^(?:cancer|leuka?emia|lymphoma|\w+oma|\w+a?emia|\w+itis|\w+osis|tumou?rs?|sepsis|covid|stroke|anorexia|bulimia|addiction|alcoholism|depression|illness|disease|chemo|heart)$/;

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

/** Hesitations and the filler "like" in speech. */
const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er', 'hmm', 'like']);

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

class Sentence {
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
    // (session 12: someone by their role, the lexicon's actors — "a youtuber I've watched since I was ten died last week";
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

const PREDICATE_NEXT = /^(?:died|passed|who|was|is|'s|has)$/;
const MONTH_OR_DAY = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|god)$/;

/** Memorial on their own, whoever is named. */
const MEMORIAL_PHRASE =
  /\b(?:succumbed to|(?:heart attack|stroke|accident|crash|surgery|overdose|cancer|covid)\b.*\b(?:didn't|didnt|did not|never) make it\b(?! (?:to|in|on time|out))|(?:my|our) \w+ (?:he |she )?(?:is|'s) late now\b|(?:went to sleep|fell asleep|slept) (?:and|but) never woke(?: up)?\b|(?:slept|sleeps|sleeping|asleep|fell asleep) in (?:the lord|jesus|christ|god)|(?:was|been|got|were) called home\b|left us (?:last|this past|in|on|at|back in) \w+|(?:years?|months?|weeks?|days?) since (?:my |our |his |her )?(?:\w+ ){0,2}?(?:left us|passed|was taken|went to (?:heaven|god|jesus|the lord))\b|cremat(?:ion|ed|orium)|burial|(?:my|our|his|her|their) (?:\w+ )?\w+(?:'s| is| are) (?:not|no|nae) (?:here|with us|around) (?:no ?more|any ?more)|(?:would|should|could)(?: have|'ve| of) been due\b|(?:went|gone|goes|called|taken) (?:home )?to (?:his|her|their|its) (?:eternal |final |long )?(?:rest|reward|maker)\b|in (?:loving )?memory|in remembrance|memorial(?! (?:pieces|tattoos|work|designs|ideas)\b)|funeral(?! (?:home|parlou?r|director))|rest in peace|rip|r\.i\.p|rainbow bridge|passed away|no longer with us|not with us any ?more|gone too soon|took (?:his|her|their) own life|suicide|miscarr\w*|still ?born|still ?birth|baby loss|bereave\w*|widow(?:ed|er)?|grieving|mourning|(?:is|'s|are|now|up|been) in heaven|born (?:sleeping|asleep|still)|(?:gone|went|passed) (?:up )?to (?:heaven|a better place|be with)|angels? now|now an angel|(?:became|become|becoming) (?:an?|my|our) angel|gained (?:an|another) angel|angel baby|(?:earned|gained|got|grew|received|found|spread) (?:his|her|their) (?:angel )?wings|kicked the bucket|rest easy|heavenly (?:birthday|christmas|xmas|anniversary|mother's day|father's day|mothers day|fathers day)|(?:birthday|christmas|xmas|anniversary) in heaven|angel ?versary|(?:flew|gone|went|called|taken|passed|ascended) (?:home |up )?(?:to|into) (?:heaven|the sky|the stars|glory)|(?:would|'d|should)(?: have| of|'ve)? (?:be|been) \w+ing (?:\w+ ){0,3}(?:today|tonight|this year|this month|this week|now|tomorrow|next (?:week|month|year|spring|summer|autumn|fall|winter))|(?:would|'d) (?:be|have been|of been|'ve been|have turned|of turned|'ve turned|be turning|have been turning) (?:\d+|[a-z]+ty|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen)(?!\w)(?! (?:cm|mm|inch|inches|pounds|quid|dollars|euros|minutes|hours))|(?:would|should|'d)(?: have| of|'ve) (?:turned|been) (?:\d+|[a-z]+(?:ty|teen)|our|his|her|their|my)(?!\w)(?! (?:cm|mm|inch|inches|pounds|quid|dollars|euros|minutes|hours|wide|long|tall))|took (?:his|her|their) (?:own )?life|god rest (?:him|her|them|his|their)|(?:may )?(?:he|she|they) rest in peace|(?:(?:mix|mixing|mixed|put|putting|use|using) (?:\w+ )?ashes (?:in|into|with) (?:the |my )?ink)|(?:turned|switched) off (?:his|her|their) (?:life support|machines?)|gone but (?:not|never) forgotten|(?:is|are|'s|'re) (?:always |still )?watching over (?:me|us|them|the family)|(?:crossed|crossing) over\b(?! (?:the|a|to|into|from|and|my))|(?:who|whom) (?:we|i) (?:said|had to say) (?:our |my )?(?:final |last )?goodbyes? to|(?:not|no|nae|no longer) (?:here|with us|around) any ?more|(?:went|passed|slipped away|died|left us) (?:\w+ )?in (?:his|her|their) sleep|no more with us|nothing (?:more )?(?:they|the vets?|the doctors?|anyone) could do (?:for|to save) (?:him|her|them|our|my|his|their|the)\b|found (?:him|her|them) (?:dead|on the road|at the side of the road)|first (?:christmas|xmas|birthday|mother'?s day|father'?s day|mothers day|fathers day|easter|anniversary|holiday|summer|year|new year) without (?:my|our|him|her|them|his|their|[a-z]+)|departed (?:this (?:life|world|earth)|from us)|(?:he|she|they|boy|girl|son|daughter|baby|dad|mum|mom|nan|nana|gran|granny|grandad|grandpa|grandma|husband|wife|partner|brother|sister|dog|cat) (?:just |sadly |simply )?(?:didn't|did not|never) wake up(?! (?:early|on time|in time|till|until|for|to|at))|(?:gone|went|off) to the (?:big|great) (?:\w+ ){1,3}in the sky|(?:would|should|'d)(?:'ve|ve| have| of) (?:turned|been) (?:[a-z]+'?s )?(?:\d+(?:st|nd|rd|th)|[a-z]+(?:tieth|teenth))\b|(?:wouldve|shouldve|woulda) (?:turned|been) (?:\d+|[a-z]+ty|[a-z]+teen|our|his|her|their|my|[a-z]+'?s \d+)(?! (?:cm|mm|inch|inches|pounds|quid|dollars|euros|minutes|hours))|(?:still|left) (?:exactly )?(?:where|how) (?:he|she|they) (?:left|had) (?:it|them)|popped (?:his|her|their) clogs|(?:laid|lay|laying|layed) (?:\w+ ){1,3}to rest|(?:fell asleep|went to sleep|closed (?:his|her|their) eyes|drifted off|went out) for the (?:last|final) time|(?:took|drew) (?:his|her|their) (?:last|final) breath|pushing up (?:the )?daisies|six feet under|breathed (?:his|her|their) last|(?:in|to) a better place|(?:went|gone|called) home to (?:be with )?(?:jesus|god|the lord|glory|(?:his|her|their) (?:lord|maker|saviou?r))|(?:went|gone|called|passed on) to (?:his|her|their) (?:reward|eternal rest|maker)|met (?:his|her|their) maker|(?:is|are|'s|'re) no more\b(?! (?:than|of|to|for|in|on|at|like|about|\w+ing))|no longer (?:here|around)|had to say goodbye to|lost (?:his|her|their|my|our) (?:battle|fight)|(?:he|she|they) (?:didn't|did not|never) make it|(?:he|she) (?:isn't|is not|wasn't) (?:here|with us) any ?more|left us (?:too soon|too early|far too)|left this world|(?:was|were|been) taken (?:from us|too soon|too young)|taken from us|slipped away|(?:overdosed|od'd)|forever (?:in (?:our|my) hearts?|loved|missed)|gone but not forgotten|until we meet again|fly high|heaven gained|passed (?:peacefully|suddenly|unexpectedly)|(?:said|say) (?:our|my|a) (?:final|last) goodbyes?|(?:my|our|his|her|their|[^\s']+'s) late(?! (?:night|shift|start|teens|twenties|thirties|forties|afternoon|evening|morning|lunch|appointment|booking|slot|session|payment|arrival|train|bus|flight|reply|notice|booking))|(?:would|'d|should)(?: have| of|'ve)? (?:be|been|turned|turning) (?:a |one )?hundred)\b/i;

/** What makes "<someone> left us …" a death: an age at the time, an illness, a hospital, a funeral. */
const LEFT_US_DEATH =
  /\b(?:(?:he|she|they) (?:was|were) (?:\d+|[a-z]+ty(?: [a-z]+)?|[a-z]+teen|a hundred)|aged? \d+|at (?:the age of )?\d+|covid|corona|pandemic|lockdown|wave|cancer|illness|ill|sick|hospital|hospice|icu|intensive care|peacefully|suddenly|unexpectedly|in (?:his|her|their) sleep|funeral|heaven|too soon|too early|too young|far too)\b/;

/**
 * Verbs of leaving with the particle or object that makes them an ending ("slipped away", "crossed over",
 * "crossed the bridge", "drifted off"): said of a being, they tell a death in idiom. Alone ("she crossed
 * the road", "he slipped on the ice") they are movements, so the particle is part of the class.
 */
const ENDING_PARTICLE: Record<string, RegExp> = {
  slipped: /^(?:off|away)$/,
  drifted: /^(?:away)$/, // ("drifted off" is falling asleep)
  faded: /^(?:away)$/,
  crossed: /^(?:over|the)$/,
  flew: /^(?:away)$/,
};
/** What follows "crossed the …" when it is an ending ("the bridge", "the rainbow bridge"), not a road. */
const CROSSED_THE = /^(?:bridge|rainbow|river|veil|jordan)$/;
/** A past time or a manner of dying near an ending ("on Sunday", "last week", "quietly", "in the night"). */
const ENDING_MANNER = /^(?:last|yesterday|ago|quietly|peacefully|gently|overnight|since|morning|night|weekend)$/;
/** (the months and days come from MONTH_OR_DAY, the list the name check already keeps) */
const endingTime = (w: string): boolean => ENDING_MANNER.test(w) || MONTH_OR_DAY.test(w);

/** The afterlife as a company one is with ("the angels", "Jesus", "the Lord", "God", "his maker"). */
const AFTERLIFE = /^(?:the )?(?:angels|jesus|god|the lord|lord|his maker|her maker|their maker|the saints|allah)\b/;
/**
 * The structural memorial cues of one sentence: a being as the subject of an ending verb + particle with
 * a time or manner ("Nana slipped off quietly on Sunday"); a being "not with us" anchored in time ("my
 * brother is not with us since three years"); a being that "no longer" does what it did ("our budgie
 * is no longer singing").
 */
function endingOfBeing(s: Sentence): boolean {
  for (let i = 0; i < s.tokens.length; i++) {
    const w = s.word(i);
    const particle = ENDING_PARTICLE[w];
    // ("slipped off the wall", "slipped away from the party": a particle with a place after it is a movement)
    const movement = s.word(i + 1) !== 'the' && /^(?:the|a|an|his|her|its|my|into|onto|down|from|to)$/.test(s.word(i + 2));
    if (particle && particle.test(s.word(i + 1)) && (s.word(i + 1) !== 'the' || CROSSED_THE.test(s.word(i + 2))) && !movement) {
      const timed = s.tokens.slice(i + 2).some((t) => endingTime(t.word)) || s.endsAt(i + 1);
      // (a name opening the sentence counts as a being before an ending verb: "Marmalade crossed the bridge")
      const named = i === 1 && /^[A-Z][a-z]/.test(s.tokens[0].original);
      // (someone's own <anything> is a being here, as for "passed": "our old spaniel slipped away")
      // (a being heading the sentence is its subject across a relative clause: "the cat we had since uni slipped away")
      const heading = s.tokens.slice(0, Math.min(i, 3)).some((_, k) => s.being(k));
      if (timed && (named || heading || s.beingSubject(i, true))) return true;
    }
    // "left this life in 2019", "left this earth": the ending verb with "this" and a world word
    if (w === 'left' && s.word(i + 1) === 'this' && /^(?:life|world|earth|place|realm)$/.test(s.word(i + 2)) && s.beingSubject(i, true)) return true;
    // "my mam is with the angels since Easter", "he's with Jesus now": a being in the company of the afterlife
    if (w === 'with' && /^(?:is|'s|s|are|'re|now|been)$/.test(s.word(i - 1)) && AFTERLIFE.test(s.tokens.slice(i + 1, i + 4).map((t) => t.word).join(' ')) && s.beingSubject(i - 1, true)) return true;
    // "our cat Tigger got hit by a car last month": a pet run down is a pet lost
    if (/^(?:hit|run|knocked)$/.test(w) && /^(?:got|was|were|been|'s)$/.test(s.word(i - 1)) && /^(?:by|over|down)$/.test(s.word(i + 1)) && s.tokens.slice(0, i).some((t) => PETS.has(t.word))) return true;
    // "is not with us since three years", "hasn't been with us for a year"
    if (w === 'with' && s.word(i + 1) === 'us' && /^(?:not|n't|'t)$/.test(s.word(i - 1)) && s.tokens.slice(i + 2).some((t) => /^(?:since|for|ago|years?|months?)$/.test(t.word)) && s.beingSubject(i)) return true;
    // "is no longer singing", "no longer barks at the door"
    if (w === 'longer' && s.word(i - 1) === 'no' && /^(?:is|are|'s|was)$/.test(s.word(i - 2)) && /ing$/.test(s.word(i + 1)) && s.beingSubject(i - 2)) return true;
  }
  return false;
}

/** Scores one sentence for a memorial. */
function memorialSentence(s: Sentence): boolean {
  const n = s.tokens.length;
  for (let i = 0; i < n; i++) {
    const w = s.word(i);
    const next = s.word(i + 1);
    if (s.negated(i) && !/^(?:funeral|ashes|grave|memorial|make|survive)$/.test(w)) continue;
    switch (w) {
      case 'goodbye':
      case 'goodbyes':
      case 'farewell':
      case 'farewells': {
        // "we said goodbye to our old girl Tess", "saying goodbye to my grandad": a goodbye said to a being
        // is a death told gently — unless it is a parting ("said goodbye to mum at the airport").
        const parting = s.tokens.slice(i + 1).some((t) => /^(?:airport|station|gate|door|doorstep|platform|flight|train|bus|holiday|trip|uni|university|school|work|party)$/.test(t.word));
        // ("said our goodbyes to", "said a last goodbye to": a possessive or "last" may stand between)
        let k = i - 1;
        while (k > i - 4 && /^(?:our|my|a|the|final|last|little)$/.test(s.word(k))) k--;
        if (/^(?:said|saying|say|bid|bade|bidding)$/.test(s.word(k)) && next === 'to' && !parting && s.beingObject(i + 1)) return true;
        break;
      }
      case 'die': {
        // "my grandmother who die last year": a bare form told with a past time (a learner's past tense)
        if ((s.word(i - 1) === 'who' || HE_SHE.has(s.word(i - 1))) && (/^(?:last|ago|yesterday|recently|suddenly|peacefully|before)$/.test(next) || s.tokens.slice(i + 1, i + 5).some((t) => t.word === 'ago')) && s.beingSubject(i)) return true;
        break;
      }
      case 'murdered':
      case 'drowned':
      case 'died':
      case 'dies':
      case 'dropped': // ("Jimmy dropped dead at the weekend": a being must be its subject — "the battery dropped dead" is no death)
      case 'expired': // (Indian and West African English: "my guruji who taught me the work expired last year"; a being must be its subject)
      case 'passed':
      case 'killed':
      case 'dying': {
        if (w === 'dying' && /^(?:to|for|of|her|his|my)$/.test(next)) break; // "dying to get one", "dying her hair"
        if (w === 'killed' && /^(?:it|them|me|us|time|off|the|a)$/.test(next)) break; // "killed it at the gig"
        if (w === 'murdered' && !/^(?:was|were|been|got|'s)$/.test(s.word(i - 1))) break; // "he murdered that song"
        if (w === 'passed' && !(TIME_OR_END.test(next) || s.endsAt(i) || (next === 'a' && AFTER_TIME_A.test(s.word(i + 2))))) break; // "passed my test"
        // ("passed on the fifth", "passed on the 9th of May": a date after "on the" is when, not what was handed on)
        if (w === 'passed' && /^(?:on|down)$/.test(next) && /^(?:my|our|his|her|their|the|this|that|it|some)$/.test(s.word(i + 2)) && !(s.word(i + 2) === 'the' && /^(?:\d+(?:st|nd|rd|th)?|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|[a-z]+teenth|twentieth|thirtieth|twenty[- ]?\w+|thirty[- ]?first)$/.test(s.word(i + 3)))) break; // "passed on her love of …"
        // ("expired my warranty": with an object it is a thing's ending, not a person's)
        if (w === 'expired' && /^(?:my|the|a|an|his|her|our|their|it|them|your)$/.test(next)) break;
        if (w === 'dropped' && next !== 'dead') break;
        // ("he has passed in first class", "passed with distinction": an exam, not a death)
        if (w === 'passed' && ((next === 'in' && /^(?:first|second|third|1st|2nd|3rd|upper|lower)$/.test(s.word(i + 2))) || (next === 'with' && /^(?:distinction|merit|honours|honors|flying|a|an|top)$/.test(s.word(i + 2))) || (next === 'out' && /^(?:of|from)$/.test(s.word(i + 2))))) break;
        if (s.beingSubject(i, w === 'passed' || w === 'dropped')) return true;
        // (session 12: a being right before "that": "my two guinea pigs that died this year")
        if (s.word(i - 1) === 'that' && s.being(i - 2)) return true;
        // ("my guruji who taught me the work expired", "a patient I nursed for two years died": a being with a relative
        // clause of its own before the verb — with "who", or with the speaker right after it)
        for (let k = i - 2; k >= Math.max(1, i - 10); k--) {
          if (CLAUSE_STOP.test(s.word(k))) break;
          // (session 12: and "that" or an apostrophe-less "ive" — "my two guinea pigs that died", "a youtuber ive watched … died")
          if (/^(?:who|that|i|we|i'd|we'd|i've|ive|we've|weve|id)$/.test(s.word(k)) && s.being(k - 1) && !/^(?:my|our)$/.test(s.word(k - 1))) return true;
        }
        break;
      }
      case 'gone':
      case 'dead': {
        // ("the tumour is gone": an illness gone is good news, whoever "they" are who said so)
        if (ILLNESS.test(s.word(i - 2)) || /^(?:tumou?rs?|lumps?|growth|mass)$/.test(s.word(i - 2))) break;
        // ("my mums gone now": an apostrophe-less "mum's" is "mum is")
        const be = /^(?:'s|is|are|'re|was|were|been|be)$/.test(s.word(i - 1)) || /^(?:'s|is|are|was|were|been)$/.test(s.word(i - 2)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1));
        if (w === 'dead' && s.being(i + 1) && /^(?:my|our|his|her|their)$/.test(s.word(i - 1))) return true; // "my dead brother"
        // ("gone a good while now", "gone a few years")
        // ("dead for a year", "gone for two years": a duration after "for")
        const forTime = next === 'for' && /^(?:years?|months?|weeks?|decades?|a|one|two|three|four|five|six|seven|eight|nine|ten|\d+)$/.test(s.word(i + 2)) && [i + 2, i + 3, i + 4].some((k) => /^(?:years?|months?|weeks?|decades?|while|long)$/.test(s.word(k)));
        const aTime = forTime || (next === 'a' && (AFTER_TIME_A.test(s.word(i + 2)) || AFTER_TIME_A.test(s.word(i + 3))));
        // ("gone on a work trip", "gone to Spain" are journeys)
        // ("gone to God", "gone to the angels": the afterlife is no journey)
        const journey = (next === 'to' && !AFTERLIFE.test(s.tokens.slice(i + 2, i + 5).map((t) => t.word).join(' '))) || (next === 'on' && /^(?:a|an|the|his|her|my|their|holiday|business|tour|leave|deployment)$/.test(s.word(i + 2)));
        // ("the dog we grew up with is gone now": a being heading the sentence before a relative clause is its subject)
        const heading = s.tokens.slice(0, 3).some((_, k) => s.being(k) && /^(?:we|i|who|that|you)$/.test(s.word(k + 1)));
        const toAfterlife = next === 'to' && !journey;
        // ("has gone to Jesus": with the afterlife, "has" will do for "is")
        const has = toAfterlife && /^(?:has|have|'s|'ve)$/.test(s.word(i - 1));
        if ((be || has) && (s.endsAt(i) || TIME_OR_END.test(next) || aTime || toAfterlife) && !journey && (s.beingSubject(i) || heading)) return true;
        // "my dad, gone five years this June": an aside right after the being.
        if (w === 'gone' && s.tokens[i - 1]?.pause && s.being(i - 1) && (TIME_OR_END.test(next) || next === 'but' || s.endsAt(i))) return true;
        // "my uncle Cyril was a panman, gone two years now": the aside after a clause describing a being.
        if (w === 'gone' && s.tokens[i - 1]?.pause && (/^(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|many)$/.test(next) && /^(?:years?|months?|weeks?)$/.test(s.word(i + 2))) && s.tokens.slice(0, i).some((_, k) => s.being(k) && /^(?:was|is|'s|were)$/.test(s.word(k + 1)))) return true;
        break;
      }
      case 'lost':
      case 'losing':
      case 'lose':
      case 'miss':
      case 'mourn':
      case 'buried':
      case 'bury':
      case 'burying': {
        if (w === 'miss' && /\b(?:moved|moving|abroad|lives|living|away at|uni|university|deployed|overseas|visit)\b/i.test(s.tokens.map((t) => t.word).join(' '))) break;
        if (w === 'lose' && !/^(?:to|did|had|n't)$/.test(s.word(i - 1))) break; // "might lose", only "had to lose" / "did lose"
        if (s.beingObject(i)) return true;
        // "the dog we lost last year": a relative clause without its pronoun.
        if (w === 'lost' && /^(?:we|i)$/.test(s.word(i - 1)) && s.being(i - 2)) return true;
        // "my uncle Ray, who we lost to covid": the relative pronoun is the object.
        if (/^(?:who|whom|that)$/.test(s.word(i - 2)) && /^(?:we|i)$/.test(s.word(i - 1)) && s.beingSubject(i - 2)) return true;
        if ((w === 'lost' || w === 'buried') && (next === 'to' || next === 'in' || /^(?:'s|is|was|were|are)$/.test(s.word(i - 1))) && s.beingSubject(i)) return true; // "my cousin, lost to addiction"
        break;
      }
      case 'went': {
        // "since dad went", "when mum went last spring" — not "dad went to work", "she went home".
        const lead = /^(?:since|when|after|before|till|until)$/.test(s.word(i - 2)) || /^(?:since|when|after|before|till|until)$/.test(s.word(i - 3));
        if (lead && (s.endsAt(i) || /^(?:last|this|in|suddenly|peacefully|so|and|i|we|everything)$/.test(next)) && s.beingSubject(i)) return true;
        break;
      }
      case 'took':
      case 'taken': {
        // "cancer took my mum", "covid took him": an illness or a fate as the subject, a being as the object.
        if (/^(?:god|heaven|war|sea|accident|crash|illness|covid|dementia|alzheimers?|cancer|leuka?emia|\w+oma|stroke|suicide|drugs|addiction|overdose)$/.test(s.word(i - 1)) && s.beingObject(i)) return true;
        break;
      }
      case 'loved':
      case 'adored':
      case 'proud': {
        // "dad would have loved this", "mum would've been so proud": the hypothetical past of someone gone.
        const have = /^(?:have|of|'ve)$/.test(s.word(i - 1)) || (/^(?:been)$/.test(s.word(i - 1)) && w === 'proud') || (/^(?:so|very|really)$/.test(s.word(i - 1)) && s.word(i - 2) === 'been');
        const would = [i - 2, i - 3, i - 4].some((k) => /^(?:would|'d)$/.test(s.word(k)));
        if (have && would && (s.endsAt(i) || /^(?:this|it|that|him|her|them|you|the|seeing|me)$/.test(next)) && s.beingSubject(i)) return true;
        break;
      }
      case 'survive':
      case 'survived': {
        // "my twin didn't survive the birth" — the negated survival of a being (not "I didn't survive the exam").
        const denied = w === 'survive' && /^(?:didn't|didnt|didn|not|never|'t)$/.test(s.word(i - 1)) && s.beingSubject(i - 1);
        const ordeal = s.endsAt(i) || (/^(?:the|his|her|their)$/.test(next) && !/^(?:exam|test|week|day|party|meeting|gym|trip|holiday|interview)s?$/.test(s.word(i + 2)));
        if (denied && ordeal) return true;
        break;
      }
      case 'make': {
        // "my cat didn't make it through surgery" — not "mum didn't make it to my graduation".
        if (/^(?:didn't|didnt|didn|never|not)$/.test(s.word(i - 1)) || (s.word(i - 1) === "'t" || (s.word(i - 1) === 'not' && s.word(i - 2) === 'did'))) {
          if (next === 'it' && !/^(?:to|in|on|back|home|out|there|here|along|over|up)$/.test(s.word(i + 2)) && s.beingSubject(i - 1)) return true;
        }
        break;
      }
      case 'left': {
        // "my nan left us at christmas, she was ninety four", "he left us in the covid wave": "left us"
        // is a death only with a death in view (an age told in the past, an illness, a hospital) —
        // "mum left us when I was little" is a parent who went away.
        if (next !== 'us' || !s.beingSubject(i)) break;
        const rest = s.tokens.slice(i + 2).map((t) => t.word).join(' ');
        const childhood = /\b(?:when|while) (?:i|we) (?:was|were|'m|am) (?:little|young|small|a kid|kids|a baby|babies|a child|children|\d+|[a-z]+teen|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/.test(rest);
        if (!childhood && LEFT_US_DEATH.test(rest)) return true;
        break;
      }
      case 'away': {
        // Scots and Irish "my granda's away", "she's away now, last month": gone for good, unless
        // somewhere ("away on holiday", "away at uni") or for a while ("away this weekend", "away for work").
        const be = /^(?:'s|is|are|'re|was|were)$/.test(s.word(i - 1)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1));
        const elsewhere = /^(?:on|at|to|for|in|with|from|till|until|this|tonight|tomorrow|next|the|a|camping|working|travelling|traveling|home|back|again)$/.test(next);
        // ("away, so can I book": only the end of the sentence, "now" or a time gone by settles it)
        const settled =
          i === s.tokens.length - 1 ||
          next === 'now' ||
          /^(?:last|past|ago|yesterday|since|sadly|peacefully|suddenly)$/.test(next) ||
          MONTH_OR_DAY.test(next) ||
          /^(?:past|ago|gone|last|yesterday)$/.test(s.word(i + 2)) ||
          /^(?:past|ago)$/.test(s.word(i + 3));
        if (be && !elsewhere && settled && s.beingSubject(i)) return true;
        break;
      }
      case 'let': {
        // "we had to let our old greyhound go", "the vet let her go peacefully": an animal's (or, with
        // the vet there, anyone's) last goodbye — not "let him go to the shop", "let my mate go first".
        for (let k = i + 1; k <= Math.min(n - 1, i + 5); k++) {
          if (s.word(k) !== 'go') continue;
          const after = s.word(k + 1);
          const settled = s.endsAt(k) || /^(?:on|last|this|yesterday|today|peacefully|in|at|after|when|and)$/.test(after);
          // (after "had to", someone's own animal of any breed: "we had to let our old lurcher go")
          const ownAnimal = /^(?:had|have|having|has)$/.test(s.word(i - 2)) && s.word(i - 1) === 'to' && /^(?:our|my|his|her|their)$/.test(s.word(i + 1)) && k <= i + 4;
          const animal = ownAnimal || s.tokens.slice(i + 1, k).some((t) => PETS.has(t.word));
          const vet = s.tokens.some((t) => /^(?:vet|vets|vet's)$/.test(t.word));
          if (settled && after !== 'to' && (animal || (vet && s.tokens.slice(i + 1, k).some((t, j) => HIM_HER.has(t.word) || s.being(i + 1 + j))))) return true;
          break;
        }
        break;
      }
      case 'carked':
      case 'karked':
      case 'snuffed': {
        // "the old hamster carked it" — a being's, not a car's.
        if (next === 'it' && s.beingSubject(i)) return true;
        break;
      }
      case 'remembering': {
        if (s.beingObject(i)) return true;
        break;
      }
      case 'put': {
        // "we had to put down our old collie, she was twelve": the particle before the object, after "had to"; the
        // object someone's own, then a being among the next words, or he/she and an age after it ("put down my
        // deposit", "put down my name … he said" have neither).
        if (next === 'down' && s.word(i - 1) === 'to' && /^(?:had|have|having|has)$/.test(s.word(i - 2)) && /^(?:our|my|his|her|their)$/.test(s.word(i + 2))) {
          for (let k = i + 3; k <= Math.min(n - 1, i + 12); k++) {
            if (k <= i + 6 && s.being(k)) return true;
            if (k > i + 3 && HE_SHE.has(s.word(k)) && s.word(k + 1) === 'was' && AGE_WORD.test(s.word(k + 2))) return true;
          }
        }
        // "had to put our old dog down", "put her to sleep"
        for (let k = i + 1; k <= Math.min(n - 1, i + 5); k++) {
          const end = s.word(k) === 'down' || (s.word(k) === 'to' && s.word(k + 1) === 'sleep');
          if (!end) continue;
          for (let j = i + 1; j < k; j++) if (HIM_HER.has(s.word(j)) || s.being(j)) return true;
          // "we had to put our greyhound down": after "had to", someone's own animal of any breed.
          // (not a thing put down: "had to put my name down on the list", "my foot down", "a deposit")
          if (/^(?:had|have|having|has)$/.test(s.word(i - 2)) && s.word(i - 1) === 'to' && /^(?:our|my|his|her|their)$/.test(s.word(i + 1)) && k <= i + 4 && !/^(?:name|names|foot|feet|phone|deposit|money|bag|bags|pen|cup|book|number|details|card|cards|drink|glass|stuff|things|tools|hand|hands|head|bike|car|keys)$/.test(s.word(i + 2))) return true;
          if (k === i + 1 && s.beingSubject(i)) return true; // "she was put to sleep"
          // "we had to have her put to sleep", "had him put down": the animal named before the verb
          if (HIM_HER.has(s.word(i - 1)) && /^(?:have|had|having|get|got)$/.test(s.word(i - 2))) return true;
          break;
        }
        break;
      }
      case 'death':
      case 'passing':
      case 'loss':
      case 'ashes':
      case 'urn':
      case 'grave':
      case 'gravestone':
      case 'headstone':
      case 'casket':
      case 'coffin': {
        if (w === 'passing' && !(s.word(i - 1) === "'s" || /^(?:his|her|their|the)$/.test(s.word(i - 1)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1)))) break; // "passing through"
        // "his ashes", "dad's funeral", "the death of my mum" — but "phoenix from the ashes", "hair loss".
        // ("my dads ashes": a possessive typed without its apostrophe)
        const owner = /^(?:his|her|their)$/.test(s.word(i - 1)) || (s.word(i - 1) === "'s" && s.being(i - 2)) || (/s$/.test(s.word(i - 1)) && s.being(i - 1));
        // "mix ashes into the ink … for my nan": remains with someone named in the same sentence (not "from the ashes").
        const figurative = s.word(i - 1) === 'from' || s.word(i - 2) === 'from' || (next === 'of' && /^(?:a|an|the|this|that|old)$/.test(s.word(i + 2)));
        if (w === 'ashes' && !figurative && s.tokens.some((_, k) => k !== i && (s.being(k) || HIM_HER.has(s.word(k))))) return true;
        const ofBeing = next === 'of' && (s.beingObject(i) || s.being(i + 2) || s.being(i + 3));
        if (owner || ofBeing) return true;
        break;
      }
      default:
        break;
    }
  }
  return false;
}

/** Celebratory on their own (negation still checked). */
const CELEBRATION_PHRASE =
  /\b(?:(?:i'm|im|i am|i'll be|ill be|i turn|turning) (?:18|21|[1-9]0|eighteen|twenty[- ]one|[a-z]+ty)(?: (?:years old|years young))? (?:next|this|on) (?:week|month|year|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:been )?(?:together|married) (?:for )?(?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?) (?:years?|yrs) (?:this|next|on|today|tomorrow|now)|won (?:my|our|her|his|their|the|a) (?:very )?(?:first |maiden |debut )?(?:\w+ ){0,3}(?:tournament|championship|title|trophy|cup|medal|league|competition|comp|race|grand prix|award|prize|belt|open)s?\b|(?:my|our|her|his|their) (?:new |own |first )+(?:\w+ )?(?:business|shop|salon|cafe|café|restaurant|bakery|studio|company|practice|clinic|bar|pub|store|gym|venture)(?:'s)? (?:is )?(?:open(?:ing|s|ed)?|launch(?:ing|es|ed)?)\b|(?:grand )?opening (?:of )?(?:my|our) (?:new |own |first )+\w+|(?<!\b(?:a|an|the) )\b\d{1,2} ?(?:lbs?|pounds?),? (?:and )?\d{1,2} ?(?:oz|ounces?)\b|got married|getting married|get married|just married|newlyweds?|tied the knot|eloped|our wedding|my wedding|wedding day|honeymoon|engaged(?! (?:in|with))|(?:he|she|they|i|partner|boyfriend|girlfriend|bf|gf|boo|bae|fella|man|fiance|fiancé) proposed|proposal|engagement(?! rings?)|(?:he|she) said yes|anniversary|graduat(?:ed|ing|ion)(?! (?:shading|shade|shades|tones?|colou?rs?|grey|gray|fade|wash|effect))|retir(?:ed|ing|ement)|remission|cancer[- ]free|all clear|rang the bell|finished (?:chemo\w*|treatment|radiotherapy|radiation)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty|a|few) (?:years?|months?|days?|weeks?) (?:sober|clean)|sober (?:for )?(?:\w+ )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|over|nearly|almost) (?:yrs?|years?|months?|weeks?|days?)|sober since|(?<=(?:^|[.!?]\s*|\b(?:i'm|i am|been|now|officially|finally|just|proudly)\s))clean for (?:\w+ )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|few|over|nearly|almost) (?:yrs?|years?|months?|weeks?|days?)|(?:opened|started|launched) (?:my|our) (?:own|first) \w+|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a|few) (?:yrs?|mths?) (?:sober|clean)|got sober|sobriety|in recovery|citizenship|(?:became|become|becoming|officially|now) (?:a |an )?(?:[a-z]+ )?citizen\b(?!s)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty(?:[- ][a-z]+)?) (?:years?|yrs) (?:on|in|at|with|of) (?:\w+ ){1,3}(?:this|next) (?:week|month|year)\b|green card|got into (?:medical school|med school|law school|uni|university|college|art school|vet school)|(?:got|been|was|just) promoted|(?:got|my|a|the) promotion|celebrat(?!y|ie)\w*|newborn|(?:i'm|i am|we're|we are|she's|she is|wife's|wife is|partner's|partner is) (?:\w+ )?pregnant|expecting (?:a baby|our|my|twins)|milestone|turning (?:\d+|[a-z]+ty|eighteen)|\d+(?:st|nd|rd|th) birthday|became a (?:mum|mom|mother|dad|father|parent|grandma|grandmother|grandad|grandpa|grandfather|nan|gran|granny|auntie|aunt|uncle|godmother|godfather)|(?:got|earned|finished|completed|got my|earned my) (?:my |a |her |his )?(?:degree|masters|master's|phd|doctorate|diploma)|passed (?:my|the|her|his|our) (?:\w+ )?(?:test|exams?|finals|boards|bar|licen[cs]e)|qualified as|(?:first|new) (?:grandchild|grandbaby|grandson|granddaughter|baby|child|home|house|flat) together|(?:bought|got) (?:our|my) first (?:home|house|flat|place)|(?:my|our|the|her|his|their|a) first (?:grandchild|grandkid|grandbaby|grandson|granddaughter|baby|child)|welcomed (?:our|my|a|her|his|baby|little|twins?|\d+|two|three)|got hitched|said (?:i do|our vows)|(?:we|i) wed\b|(?:baby|little one|twins) (?:is |are )?on the way|bundle of joy|clean bill of health|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten) (?:years?|months?) (?:smoke|drug|alcohol|drink)[- ]free|(?:ran|finished|completed|did) (?:my |the |a )?(?:first )?(?:half )?(?:marathon|ironman|triathlon)|defended my (?:thesis|dissertation)|(?:got|landed) (?:my|the) (?:dream )?job|made partner|paid off (?:my|our|the) (?:mortgage|house)|(?:had|having|gave birth to|delivered) (?:a |our |my |the |her |his |their |twin )?(?:baby|babies|son|daughter|little (?:boy|girl|one)|twins|boy|girl)\b|gave birth|birth of (?:my|our|his|her)|cancer survivor|(?:adoption|divorce|citizenship|visa|residency|green card|mortgage|loan)\b(?: \w+){0,3} (?:came through|went through|got through|finali[sz]ed|approved|granted|official|is final|was final)|paid off (?:my|our|the|all (?:my|our)|her|his) (?:\w+ )?(?:mortgage|house|loans?|debts?|car|student loans?)|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (?:years?|months?|weeks?|days?) without (?:a |any )?(?:drink|drop|drinking|cigarette|smoke|smoking|drugs?|bet|gambling)|(?:came|coming|come|back|home) home from (?:his|her|their|my|our) (?:deployment|tour|service|posting)|(?:got|landed|started|starting) (?:my|his|her|their|our) (?:first|new|dream) (?:job|role|position)|(?:ran|run|finished|completed|did|done) (?:my|the|a|her|his) (?:first )?(?:ultra|ultramarathon|10k|5k|half|channel swim|iron ?man)|(?:got|earned|finished|completed) (?:my|a|her|his) (?:\w+ )?(?:degree|masters|phd|doctorate|diploma)|adoption (?:of \w+ )?(?:was |is |has been |got |went )?(?:finali[sz]ed|official|complete|completed|through|approved|day)|(?:had|got|received|since|after) (?:my|a|the|her|his|our) (?:\w+ )?transplant|transplant (?:a |one |\w+ )?(?:years?|months?) ago|(?:a|an) (?:grand)?(?:ma|mum|mom|mother|dad|father|pa|parent|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunt|uncle) for the first time|first[- ]time (?:mum|mom|dad|parents?|grandma|grandad|grandparents?|nan)|defended (?:my|her|his) (?:phd|doctorate|thesis|dissertation|viva)|(?<=(?:^|[.!?]\s*|\b(?:i'm|i am|i've|ive|been|now|officially|finally|just|proudly)\s))clean (?:\w+ )?(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty|few|over|nearly|almost) (?:yrs?|years?|months?|weeks?|days?)|(?:moved|moving) into (?:our|my) (?:new|first|own) (?:home|house|flat|place|apartment|condo)|(?:bought|buying|got) (?:a|our|my) (?:first |new |own )?(?:house|home|flat|apartment|condo)(?! (?:plant|party|number))|(?:got|picked up) (?:our|my|the) keys|became (?:a |an )?(?:grand)?(?:parents?|mum|mom|mother|dad|father|auntie|aunt|uncle|godparents?)\b|(?:last|final) (?:round|session|dose|cycle|day) of (?:chemo\w*|radiation|radiotherapy|treatment|immunotherapy)|rang the (?:chemo |cancer )?bell|renew(?:ed|ing) (?:our|my) vows|came out (?:as|to (?:my|our))|(?:got|been|was|getting) published|published (?:my|our) (?:first )?(?:book|novel|album|collection)|(?<!(?:would|'d|should) (?:have|'ve|of) )turned (?:\d+|one|eighteen|twenty[- ]one|[a-z]+ty)\b(?! (?:cm|degrees|around|into|out|up|down|off|over))|(?:finished|completed|made it through|survived) (?:my|our|her|his) first (?:year|season|month)|(?:finished|completed|passed) (?:my|ma|mi|an|the|her|his) (?:apprenticeship|residency|internship|training|certification|bootcamp|masters|course)|(?:got|been|was|just) (?:accepted|admitted) (?:to|into|at)|(?:got|earned|passed|achieved) (?:my|his|her|their) (?:black|first|brown) belt|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twenty|a)[- ](?:years?|yr) mark|(?:done|finished|finally done|through) with (?:school|high school|sixth form|uni|university|college|my (?:degree|exams|finals|a levels|gcses|matric))|(?:finished|left|leaving) (?:school|high school|sixth form|uni|university|college)(?! (?:early|after|because))|matric(?:ulated)?|(?:silver|golden|gold|ruby|diamond|pearl|platinum|sapphire|emerald|coral|crystal|tin|paper) (?:jubilee|wedding)|jubilee|(?:fully|completely|finally|totally) recovered|(?:made|making) a (?:full|complete) recovery|(?:got|received|had|getting|have) (?:my|a|her|his|their) (?:new|donor) (?:kidney|liver|heart|lungs?|cornea|pancreas|bone marrow)|(?:kidney|liver|heart|lung|cornea|bone marrow|stem cell) transplant|(?:just|finally|'ve|have|has|officially) (?:become) (?:a |an )?(?:grand)?(?:parents?|mum|mom|mother|dad|father|auntie|aunty|aunt|uncle|godparents?|godmother|godfather|grandad|granddad|grandma|grandpa|nan|nana|granny)\b|(?:one|son|daughter|boy|girl|kid|kids|twins|youngest|eldest|bairn|wean|laaitie|lad|lass|grandson|granddaughter) (?:just |has |'s |finally |has just )?(?:started|starting) (?:school|nursery|primary|big school|secondary|reception|kindergarten)|(?:quit|stopped|gave up|given up|packed in) (?:smoking|drinking|the drink|the booze|booze|vaping|gambling|drugs|the cigs|cigarettes)|(?:got|granted|received) (?:our|my|his|her) (?:residency|permanent residence|residence permit|visa|passport)|(?:is|are|came|come|coming|got|finally|safely) (?:home|back) (?:safe )?from (?:\w+ )?(?:deployment|tour|afghanistan|iraq|war|service|duty|overseas)|got into (?:oxford|cambridge|harvard|yale|stanford|uni|university|college|med school|medical school|law school|art school|\w+ (?:uni|university|college|school))|(?:bar|bat|b'nai) mitzvah|christening|baptism|first (?:holy )?communion|quincea(?:ñ|n)era|sweet sixteen|(?:our|my|his|her|their|baby's|the baby's) first (?:christmas|birthday|easter|mother'?s day|father'?s day|mothers day|fathers day|steps|words?|tooth)|(?:took|taking) (?:his|her|their) first steps?|said (?:his|her|their) first words?|made it to (?:\d+|[a-z]+ty)\b|(?:officially|finally|now|newly qualified|fully qualified) (?:a |an )?(?:qualified |registered |certified )?(?:nurse|doctor|teacher|paramedic|midwife|vet|lawyer|solicitor|barrister|engineer|pilot|firefighter|police officer|chef|electrician|plumber|mechanic|architect|pharmacist|dentist|social worker|carer|accountant)\b|brought (?:our|my|the|her|his) (?:baby|son|daughter|twins|little (?:one|boy|girl)|newborn) home|(?:got|passed|earned) (?:my|her|his|their) (?:full |driving |driver'?s |drivers )?licen[cs]e|(?:finished|completed|done|had) (?:with )?(?:my|her|his|the) (?:last|final) (?:round of |session of |dose of |cycle of )?(?:chemo\w*|radiation|radiotherapy|treatment|immunotherapy)|(?:we're|we are|i'm|i am|she's|she is|wife's|wife is|partner's|partner is) expecting\b(?! (?:a (?:call|delivery|parcel|package|reply)|it|that|to|rain|snow|him|her|them))|(?:i'm|i am) (?:a |an )?(?:grand)?(?:ma|mum|mom|mother|dad|father|pa|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunty|aunt|uncle|godmother|godfather) (?:now|at last|finally|again)\b|(?:i'm|i am) (?:now|finally|officially) (?:a |an )?(?:grand)?(?:ma|mum|mom|mother|dad|father|pa|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunty|aunt|uncle|godmother|godfather)\b|(?:we|i|they|he|she) won (?:the|our|my|his|her|their) (?:league|cup|final|championship|title|tournament|competition|award|medal|gold)|debt[- ]free|paid off (?:all )?(?:my|our) debts?)\b/i;

/**
 * Celebrations told by their structure rather than an event noun:
 * - a working life ended after a long count ("after 38 years at the post office I handed in my lanyard",
 *   "hung up his boots after fifty harvests"): a duration and a verb of handing back or stopping;
 * - a treatment's last round ("the last chemo was on Tuesday");
 * - a being that has become the family's ("she is ours forever now", "he's officially ours");
 * - a first in the family, a place won, a new job begun ("first in my family to go", "got her place at
 *   the ballet school", "start my new job on Monday");
 * - a baby arrived ("she's finally here", "7lb of trouble"), a being brought home, "a family of four" now;
 * - good news from the clinic (a tumour gone or shrunk, a scan clear, out of hospital at last, walking again);
 * - a count since the last drink; papers through; a house now "ours"; last exams sat; home from service.
 */
const LONG_COUNT = /\bafter (?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?|a lifetime of) (?:years?|decades?|harvests|seasons|summers|winters|shifts)\b/i;
const HANDED_BACK = /\b(?:retire|retires|handed in|handed back|handing in|hung up|hanging up|clocked (?:off|out)|stepped down|called (?:it|time)|sold (?:the|his|her|my|our) (?:farm|business|shop|boat|practice)|closed (?:the|his|her|my|our) (?:doors|shop|business)|(?:last|final) (?:shift|day|round|whistle)|left (?:the|his|her|my|our) (?:job|post|force|service|army|navy|company|firm|school))\b/i;
const STRUCTURAL_CELEBRATION =
  /\b(?:(?:last|final) (?:round of |dose of |session of |cycle of )?(?:chemo\w*|radiotherapy|radiation|immunotherapy|infusion)\b(?! (?:didn't|did not|failed))|(?:she|he|they|it)(?:'s| is| are|'re) (?:\w+ )?ours\b|first (?:one )?in (?:my|our|the|his|her|their) family to|(?:got|won|earned|secured|been offered|was offered|offered) (?:a|her|his|my|their|our) (?:place|spot|scholarship|offer) (?:at|on|in|with|to)\b|(?:start|starts|starting|started|begin|begins|beginning|began) (?:my|his|her|their|our|a) (?:new|first|dream) (?:job|role|position|career|post)\b|(?:she|he|they|(?:our|my|his|her|their) (?:little |baby |new |wee |rainbow )?(?:baby|son|daughter|boy|girl|twins|grandson|granddaughter|grandbaby|grandchild|bairn|wean|little one|bub|bubba))(?:'s| is| are|'re) (?:finally|safely|officially) (?:here|home)\b|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (?:years?|yrs|months?) (?:clear|cancer[- ]free|in remission|free (?:of|from)|clean (?:of|from))\b|\b(?:she|he|they|baby|son|daughter|twins|grandson|granddaughter) (?:was|were) born (?:at \d|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|this (?:morning|week)|last (?:night|week)|yesterday|today|early this)|(?:with|wid|wiv) flying colou?rs|\bmade (?:the )?(?:\w+ ){0,2}(?:team|squad|cut|first team)\b|\bmade (?:head \w+|captain|partner|manager|sergeant|prefect|head girl|head boy|senior \w+)\b|(?:got|signed|received|earned|landed|cashed) (?:my|our|his|her|their) (?:very )?first (?!(?:tattoo|ink|piece|tat)\b)(?:\w+ ){0,2}\w+(?=.*(?:!|[\uD83C-\uD83E]))|found out (?:it's|its|it is|we're having|were having) (?:a )?(?:girl|boy|twins)\b|scored (?:the winner|the winning \w+|a hat[- ]trick|(?:his|her|my|their) first (?:goal|try|century|hundred))|(?:new |beat (?:my|his|her|their) )(?:pb|pr|personal best)\b|(?:have|got|welcomed) a new (?:baby|grandson|granddaughter|grandbaby|grandchild|son|daughter|nephew|niece|little (?:boy|girl|one))\b|made it through (?:\w+ )?(?:surgery|the operation|the op|chemo|treatment|the night|transplant)|summited|reached the (?:summit|top) of\b|(?:gcse|a[- ]level|exam|uni|degree|test) results\b(?=.*(?:!|[\uD83C-\uD83E]))|turns (?:1[68]|21|[2-9]0|100|eighteen|twenty[- ]one|[a-z]+ty|a hundred) (?:next|this|on|today|tomorrow)\b|got clean\b|\b(?:is|'s|turns|turned) (?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,3}) (?:today|tomorrow|this week)\b|(?:are|r|were|we're|now|officially) (?:the )?(?:\w+ )?(?:champs|champions)\b|won (?:state|nationals|regionals|districts|county|provincials)\b|(?:we|i|they|team|club|side) (?:just |finally )?won (?:the|our) (?:[\w-]+ ){0,3}(?:final|tournament|league|cup|title|championship|trophy)\b|(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (?:years?|months?) (?:of )?(?:\w+ ){0,2}(?:done|complete|completed|over)\b(?=.*(?:!|[\uD83C-\uD83E]))|closed on (?:our|my|a) (?:first |new |own )?(?:house|home|flat|place|condo|apartment)|(?:i'm|im|i am) (?:now |finally |officially )(?:a |an )?(?:newly |fully )?qualified \w+|(?:i'm|im|i am) (?:a |an )?(?:newly |fully )?qualified \w+ (?:now|noo|at last|finally)\b|(?:my|his|her|our|their) (?:1[68]|21|[2-9]0|100|eighteenth|sixteenth|twenty[- ]first|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)(?:st|th)?\b(?! (?:tattoo|piece|one|time|go|attempt|session|visit|ink|design|st|street|minute|century))|rejoic\w*|(?:won|made|reached|qualified for|earned|climbed|completed|finished|passed|ran|swam|topped) (?:\w+ ){1,4}for the (?:first|1st) time\b|(?:we|i|they|he|she|club|team|side|lads|girls|boys|crew|squad|band|choir|eight|four|pair|relay|rink|quiz team) (?:just |finally |have |'ve )?won (?:the|our|my|his|her|their) (?:\w+ )?(?:final|flag|premiership|pennant|shield|league|cup|title|championship|trophy|derby|grand final)\b|first (?!(?:tattoo|ink|piece|holiday|time)\b)(?:\w+ ){1,2}in (?:\d+|[a-z]+(?:ty|teen)(?:[- ][a-z]+)?) (?:years|yrs|decades)\b(?=.*!)|first (?:one )?in (?:my|our|the|his|her|their) family\b(?= *(?:$|[.!,]|[\uD83C-\uD83E]))|(?:finished|sat|did|done) (?:my|our|his|her|their) (?:last|final) (?:exams?|finals|paper)\b|(?:tumou?rs?|cancer|lumps?|growth|mass) (?:is|are|'s|has|have) (?:all |completely |totally )?(?:gone|shrunk|disappeared)\b(?! from the (?:picture|design|drawing|sketch))|(?:scans?|biopsy|mammogram|bloods|results) (?:came back |come back |are |is |were |was )?(?:all )?(?:clear|benign|cancer[- ]free)\b|(?:\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty) (?:days?|weeks?|months?|years?) since (?:my|our|his|her|their) last (?:drink|drop|smoke|cigarette|fag|bet|hit|fix|line|pill|drug|use)\b|(?:house|home|flat|place|keys|farm|shop) (?:is|are) (?:finally |officially |all )?ours\b|(?:officially|now|finally) a family of (?:three|four|five|six|seven|\d)\b|(?:finish|finished|complete|completed) (?:my|our|his|her|their) (?:studies|degree|training|apprenticeship|nursing|schooling)\b|(?:finally|at last) (?:out of|home from) (?:the )?(?:hospital|icu|rehab|intensive care)|(?:out of|home from) (?:the )?(?:hospital|icu|rehab|intensive care) (?:after|at last|finally)\b|(?:'s|is|are|'re) (?:finally |safely )?home (?:for good|at last|safe and sound)|(?:walking|talking|running|standing|eating|breathing on (?:his|her|their|my) own) again\b|(?:came|come|coming|home|back) (?:home |back )?from (?:the )?(?:army|navy|air force|marines|war|front|deployment|tour|frontline)\b|(?:adoption|citizenship|residency|visa|green card|naturali[sz]ation)(?: \w+){0,2} (?:through|granted|approved|finali[sz]ed)\b|(?:signed off|discharged|released) (?:from|by) (?:the |my |her |his )?(?:oncology|cancer|chemo|ward|hospital|hospice|consultant|clinic|rehab)|(?:new|first|dream) (?:job|role|position|post)(?: (?:as|at|in|with) (?:a |an |the )?\w+)? (?:starts?|begins?)\b|retires? (?:on|this|next|today|tomorrow|at the end)\b|(?:going to|gonna|about to|soon to|to) be (?:a |an )?(?:first[- ]time )?(?:grand)?(?:ma|mum|mom|mother|dad|father|parents?|nan|nana|gran|granny|grandma|grandad|grandpa|auntie|aunty|aunt|uncle|godmother|godfather)\b(?! (?:figure|role))|(?<!\b(?:a|an|the) )\b\d{1,2} ?(?:lbs?|pounds?) of (?:pure |little )?\w+)/i;

/** (compiled once: `phraseMatches` walks every match to see whether it is negated) */
const STRUCTURAL_CELEBRATIONS = new RegExp(STRUCTURAL_CELEBRATION.source, 'gi');
function structuralCelebration(text: string): boolean {
  return (LONG_COUNT.test(text) && HANDED_BACK.test(text)) || phraseMatches(STRUCTURAL_CELEBRATIONS, text);
}

/** Scores one sentence for a celebration. */
function celebrationSentence(s: Sentence): boolean {
  const n = s.tokens.length;
  for (let i = 0; i < n; i++) {
    const w = s.word(i);
    if (s.negated(i)) continue;
    switch (w) {
      case 'born':
        // "our son was born", "she was born last week" — not "I was born in 1990", "the town where I
        // was born", "she was born in Italy": a being as subject and something recent.
        // (session 12: someone's own anyone is a being here — "My first apo was born last week": things are not born)
        // (ideas and ventures are "born" too: "my idea was born in the shower" is no baby)
        if (s.beingSubject(i, true) && !/^(?:idea|ideas|plan|plans|business|company|project|band|brand|dream|obsession|love|passion|podcast|channel|shop|baby's|career)$/.test(s.word(i - 2)) && RECENT.test(s.tokens.map((t) => t.word).join(' '))) return true;
        // ("Twins! Born last Thursday": the subject dropped, the sentence opening on "born" and a recent time)
        if (i === 0 && RECENT.test(s.tokens.slice(1, 4).map((t) => t.word).join(' '))) return true;
        break;
      case 'arrived':
      case 'here':
      case 'along':
        // a baby arriving: "our little girl arrived", "the twins are here"; not "my sister arrived from Spain"
        if ((w === 'arrived' || (w === 'here' && /^(?:is|are|'s|'re)$/.test(s.word(i - 1))) || (w === 'along' && s.word(i - 1) === 'came')) && babySubject(s, i)) return true;
        break;
      case 'brought':
        // "we brought our rescue greyhound home", "brought the kitten home": a being taken into the family
        for (let k = i + 1; k <= Math.min(n - 2, i + 4); k++) if ((s.being(k) || s.word(k) === 'rescue' || HIM_HER.has(s.word(k))) && s.tokens.slice(k + 1, k + 3).some((t) => t.word === 'home')) return true;
        break;
      case 'adopted':
        // "we adopted a rescue dog", "adopted our son" — not "adopted the style".
        for (let k = i + 1; k <= Math.min(n - 1, i + 4); k++) if (s.being(k) || (HIM_HER.has(s.word(k)) && k === i + 1)) return true;
        break;
      case 'passed': {
        // "I just passed my viva", "we passed our citizenship interview": the speaker passed something of theirs.
        let k = i - 1;
        while (k >= 0 && /^(?:just|finally|officially|actually|also|'ve|have|has|'m)$/.test(s.word(k))) k--;
        // ("just passed my probation": the "I" dropped at the start of the sentence)
        if ((/^(?:i|we)$/.test(s.word(k)) || k < 0) && /^(?:my|our|the)$/.test(s.word(i + 1))) return true;
        break;
      }
      case 'married':
        // "we married in June", "ten years married" — not "married to the idea", "never married".
        if (/^(?:my|our|his|her|their|a|the)$/.test(s.word(i - 1))) break; // "my married name", "a married couple"
        if (s.word(i + 1) !== 'to' || s.being(i + 2) || /^(?:my|our)$/.test(s.word(i + 2))) return true;
        break;
      case 'beat':
      case 'beaten':
      case 'beating':
      case 'survived':
      case 'surviving':
      case 'kicked':
      case 'overcame':
      case 'overcome':
      case 'conquered':
        // beat/survived + an illness within a few words: "beat breast cancer", "survived a stroke"
        for (let k = i + 1; k <= Math.min(n - 1, i + 4); k++) if (ILLNESS.test(s.word(k))) return true;
        break;
      default:
        break;
    }
  }
  return false;
}

const RECENT = /\b(?:just|recently|last|this|yesterday|today|ago|weeks?|days?|finally|new|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;
const BABY = /^(?:baby|babies|son|daughter|grandchild|grandkid|grandkids|grandbaby|grandson|granddaughter|twins|boy|girl|one|nephew|niece|newborn|bundle|laaitie|laitie|lightie|bairn|wean)$/;

/** The subject is a baby or a child (or a name right after one): "our little girl arrived", "baby Ada is here". */
function babySubject(s: Sentence, i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 6); k--) {
    const w = s.word(k);
    if (BABY.test(w)) return true;
    // ("wee man's arrived", "the little lady is here": a tender word before man/lady/one)
    if (k >= i - 2 && /^(?:man|lady|lad|lass|fella|dude|princess|prince|monster|bear)$/.test(w) && /^(?:little|wee|tiny)$/.test(s.word(k - 1))) return true;
    // "Little Theo arrived", "baby Ada is here"
    if (/^[A-Z][a-z]/.test(s.tokens[k]?.original ?? '') && /^(?:little|baby|wee|tiny)$/.test(s.word(k - 1))) return true;
    if (NOT_A_BEING.has(w) || HE_SHE.has(w)) return false;
  }
  return false;
}

/**
 * Things of someone's left untouched ("his cap's still on its hook, I can't bring myself to move it"): a
 * memorial only with someone else in the text ("I can't bring myself to sell my old bike" is not).
 */
const LINGERING = /\b(?:can't|cannot|cant|couldn't|couldnt|can not) bring (?:myself|ourselves|ourself) to (?:move|throw|give|clear|sort|touch|wash|bin|get rid|part with|take (?:it |them )?down|put (?:it |them )?away|delete|empty|sell)\b/i;
const SOMEONE_ELSE = /\b(?:his|her|their|him|them|he|she|they)\b/i;

/** A count of days, months or years reached now ("1000 days today", "two years this week"). */
const COUNT_REACHED = /\b(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a hundred|a thousand|[a-z]+ hundred) (?:days?|weeks?|months?|years?) (?:today|tonight|now|this (?:week|morning|month)|as of today|and counting)\b/i;
/** Doing without ("no drinks", "not a drop", "off the booze"): what makes a count reached a sobriety milestone. */
const ABSTAINING = /\b(?:no (?:drinks?|drinking|booze|alcohol|drugs|using|smokes?|smoking|cigarettes|fags|vaping|gambling|bets?)|not (?:a drop|one drink|a single drink)|off the (?:drink|booze|bottle|drugs|gear|smokes|fags)|without a (?:drink|drop|smoke|bet)|(?:been|stayed|staying|stone|bone) dry|teetotal|alcohol[- ]free|drug[- ]free)\b/i;

/**
 * A milestone reached, told by its structure rather than its noun: the speaker (said or dropped), a
 * "just"/"finally"/"officially", a verb of getting or reaching, and something of theirs — "just got my
 * permanent residency", "we finally closed on our first house", "officially landed my first job". Only
 * with excitement in the message (an exclamation, an emoji, "finally"/"officially"), and never a
 * chore done to a thing ("just got my car fixed", "finally got my nails done").
 */
const ACHIEVED = /(?:^|[.!?,]\s*|\b(?:i|we)\s+)(?:(?:just|finally|officially|actually|have|'ve|ve)\s+)*(?:just|finally|officially)\s+(?:got|landed|bought|closed on|earned|received|secured|won|got into|moved into|got the keys to|signed for|bagged|nailed|smashed|aced|scored|snagged)\s+(?:my|our|a|the|me|us)\s+((?:[a-z'-]+\s+){0,3}[a-z'-]+)/gi;
const EXCITED = /!|\p{Extended_Pictographic}|\bfinally\b|\bofficially\b/u;
const CHORE = /\b(?:[a-z]+ed|done|cut|sorted|back|taken|stolen|towed|out|off|wrong|confused)\b/i;
function milestoneReached(text: string): boolean {
  if (!EXCITED.test(text)) return false;
  for (const match of text.matchAll(ACHIEVED)) if (!CHORE.test(match[1])) return true;
  return false;
}

/** Whether a regex phrase match in `text` is negated just before it ("we're not engaged"). */
function phraseMatches(global: RegExp, text: string): boolean {
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index).toLowerCase().split(/[^a-z']+/).filter(Boolean).slice(-3);
    if (!before.some((word) => NEGATION.test(word) && !/^(?:will|might|may|could|hope|hoping)$/.test(word))) return true;
  }
  return false;
}

const splitText = (text: string): Sentence[] => {
  const straight = text.replace(/[\u2018\u2019\u02bc`´]/g, "'");
  return sentences(straight).map((tokens) => new Sentence(tokens, straight));
};

const MEMORIAL_PHRASES = new RegExp(MEMORIAL_PHRASE.source, 'gi');
const CELEBRATION_PHRASES = new RegExp(CELEBRATION_PHRASE.source, 'gi');

export type OccasionCue = 'memorial' | 'celebration';

/**
 * The words grief and good news turn on, which people type in a hurry or in a second language ("past away",
 * "passed awya", "funral", "graduted"): a word the lexicon does not know, one edit (a letter changed, added, dropped
 * or two swapped, the first letter kept) from one of these, is read as it.
 */
const CUE_WORDS = ['passed', 'passing', 'funeral', 'cremated', 'buried', 'graduated', 'miscarriage', 'memorial', 'remission', 'heaven', 'chemo', 'hospice', 'cancer'];
function oneEdit(a: string, b: string): boolean {
  if (a === b || a[0] !== b[0] || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
/** Verbs of a milestone or an ending that a learner or a dialect leaves in the base form ("mi finish chemo", "my son just graduate"). */
const BARE_MILESTONE = /\b(just|finally|mi|me|i|he|she|they|we|[a-z]+) (graduate|finish|complete|retire|leave us|tie the knot|pass(?= (?:my|mi|the|her|his|their|our) (?:\w+ )?(?:test|exams?|finals|boards|licen[cs]e)\b)|beat|die|give birth|go to heaven)\b(?! (?:at|by|in the morning|work|school at|(?:\w+ )?(?:next|soon|tomorrow|in (?:a|an|\d+|two|three|four|five|six) )))/gi;
const PAST_OF: Record<string, string> = { graduate: 'graduated', finish: 'finished', complete: 'completed', retire: 'retired', pass: 'passed', beat: 'beat', die: 'died', 'give birth': 'gave birth', 'go to heaven': 'went to heaven', 'leave us': 'left us', 'tie the knot': 'tied the knot' };
/** Who may stand before a bare milestone verb: the speaker, a pronoun, a "just"/"finally", or a relation ("my wife give birth"). */
const BARE_SUBJECT = /^(?:just|finally|mi|me|i|he|she|they|we)$/i;
/** The text with misspelt cue words, "past away" and bare milestone verbs read as meant. */
function tolerant(text: string): string {
  return text
    .replace(/\b(?:past|pass|pas|passd|pased|pasted|passt) (away|awya|awy)\b(?! (?:the|my|our|an?) (?:time|hours?|days?|evenings?|afternoon))/gi, 'passed $1')
    .replace(/\bpast (on|over)\b/gi, 'passed $1')
    // (a dropped final letter in creole and learner spelling: "jus", "las year"; "is die" for "died")
    .replace(/\bjus\b/gi, 'just')
    // (session 11: Scots "had tae put Biscuit doon")
    .replace(/\btae\b/gi, 'to')
    .replace(/\bdoon\b/gi, 'down')
    // (session 12: Scots "slipped awa", "passed awa", "wis" for "was")
    .replace(/\b(slipped|passed|gone|went) awa\b/gi, '$1 away')
    .replace(/\bwis\b/gi, 'was')
    .replace(/\blas (year|week|month|night|christmas|summer|winter|spring)\b/gi, 'last $1')
    .replace(/\b(?:is|was|has) die\b/gi, 'died')
    .replace(/\b(passed|passing) (?:awya|aawy|awy|awat|aways)\b/gi, '$1 away')
    .replace(/\b[A-Za-z]{5,}\b/g, (word) => {
      const lower = word.toLowerCase();
      if (lexiconKnows(lower) || lexiconKnows(lower.replace(/e?d$/, '')) || lexiconKnows(lower.replace(/s$/, ''))) return word;
      return CUE_WORDS.find((cue) => cue.length >= 5 && oneEdit(lower, cue)) ?? word;
    })
    .replace(BARE_MILESTONE, (match: string, who: string, verb: string) => (BARE_SUBJECT.test(who) || RELATIONS.has(who.toLowerCase()) ? `${/^m[ie]$/i.test(who) ? 'I' : who} ${PAST_OF[verb.toLowerCase()]}` : match))
    // (Patois and learner "mi" before a noun is "my": "mi pass mi exam")
    .replace(/\bmi (?=[a-z])/gi, 'my ')
    // (Scots function words: "went tae his rest", "efter forty year wi the company")
    .replace(/\btae\b/gi, 'to')
    // (Patois: "him drown off Treasure Beach", "mi granny a turn ninety")
    .replace(/\bhim (?=(?:drown|drowned|dead|die|died|pass|passed|gone)\b)/gi, 'he ')
    .replace(/\bhe drown\b/gi, 'he drowned')
    .replace(/\ba turn\b(?= (?:\d+|[a-z]+ty|eighteen|twenty-one)\b)/gi, 'turning')
    .replace(/\befter\b/gi, 'after')
    .replace(/\bwi\b(?= [a-z])/gi, 'with');
}

/** Both readings of a text: "I'm getting married and mum won't be there, she died …" is both. */
/**
 * "Mi granmadda dead las year", "my uncle is dead two years now": someone of the speaker's (a word after my/mi/our that is
 * no thing — not a phone, a battery, a car) said to be dead, with a time. The word itself need not be known.
 */
const DEAD_WITH_TIME = /\b(?:my|mi|me|our|his|her) (?:(?:\w+) )?(?!(?:is|was|been|has|s)\b)(\w+) (?:is |was |been |has been )?dead (?:last|since|this|for|now|a year|a month|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/gi;
/** "we had to let Rex go", "had to let our old girl go": a pet or a loved one let go (a name, or a being after our/my). */
const LET_GO = /\bhad to let (?:[A-Z][a-z]+|(?:[Oo]ur|[Mm]y|[Hh]is|[Hh]er) (?:(?:old|little|sweet|beautiful|wee) )?(?:boy|girl|lad|fella|dog|cat|pup|puppy|kitty|horse|pony|baby|man|lady)) go\b(?! (?:from|at|early|home|off|out|because|as|after))/;
function deadWithTime(text: string): boolean {
  if (LET_GO.test(text)) return true;
  for (const match of text.matchAll(DEAD_WITH_TIME)) if (!NOT_A_BEING.has(match[1].toLowerCase()) && !/^(?:phone|battery|car|laptop|plant|plants|tv|van|bike|engine|signal|wifi|tablet|pc|computer|garden|lawn|tree|flowers|fish ?tank)$/i.test(match[1])) return true;
  return false;
}

/**
 * Session 9b, by structure:
 * - "He went last March, black lung in the end": a person (a pronoun or a relation) who simply "went" at a time, nothing
 *   after the time but the end of the clause — no destination, no purpose ("she went last week to Spain", "he went last
 *   March for a check-up" stay as they are).
 * - "Lost my old cob Murphy last week": lost + a being of the speaker's called by name (a capitalised word after the
 *   noun) — "lost my phone" has no name.
 */
const WENT_AT_A_TIME = /\b(?:he|she|[Mm]um|[Dd]ad|[Gg]ran|[Nn]an|[Gg]randad|[Gg]randdad)\s+went\s+(?:(?:last\s+\w+|in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|the\s+(?:spring|summer|autumn|winter|night))|\w+\s+(?:years?|months?|weeks?)\s+ago)\s*(?:[.,;!—–-]|$)|when\s+(?:I|we)\s+(?:was|were)\s+(?:\d+|[a-z]+teen|[a-z]+ty|little|young|small|tiny|a\s+(?:kid|baby|child|teenager|toddler|boy|girl|nipper|wean|bairn))\b|(?:too\s+(?:soon|young|early)|peacefully|quietly|in\s+(?:his|her|their)\s+sleep|before\s+(?:I|we)\s+(?:was|were)\s+born)\b)/i;
/**
 * Session 10: a being run down — a name opening the sentence, a pet, he or she — told with the grief around it ("Pallet got hit by a lorry in the yard on Friday. Whole
 * shift is gutted") — the grief says the accident was a death, where "got hit by a car but he's fine" is not.
 */
const RUN_DOWN = /(?:^|[.!?]\s+|\b(?:he|she|[Mm]y\s+(?:\w+\s+)?(?:dog|cat|pup|puppy|kitten|horse|pony|boy|girl|lad|fella)|[Oo]ur\s+(?:\w+\s+)?(?:dog|cat|pup|puppy|kitten|horse|pony|boy|girl|lad|fella))\s+)(?:[A-Z][a-z]+\s+)?(?:got|was|were|been)\s+(?:hit|run\s+over|knocked\s+down|killed)\s+by\s+(?:a|an|the)\s+(?:\w+\s+)?(?:car|lorry|truck|van|bus|train|tractor|forklift|motorbike|bike|taxi)\b/i;
const GRIEF = /\b(?:gutted|devastated|heartbroken|broken[- ]hearted|in bits|miss (?:him|her|them) (?:so much|terribly|loads)|made a card|sympathy card|can't believe (?:he|she|they)(?:'s|'re| is| are) gone)\b/i;
/**
 * Session 10, from the thirteenth set: deaths told as joining the ancestors, and in the languages
 * customers mix into English (French, Spanish, Portuguese, Italian, German, Dutch, Polish — a closed class of the
 * verbs of dying); births told with the day they happened or the baby's weight, a place won at a university,
 * gold won, a first job, a christening.
 */
const MEMORIAL_10 = /\b(?:joined (?:his|her|their|the|our|my) ancestors|gone to (?:join )?(?:his|her|their|the) ancestors|nous a quitt[ée]e?s?|m'a quitt[ée]e?|est d[ée]c[ée]d[ée]e?|est mort(?:e)?|nos dej[óo]|se nos fue|falleci[óo]|muri[óo]|faleceu|morreu|nos deixou|[èe] mort[oa]|ci ha lasciat[oi]|ist (?:gestorben|verstorben)|is overleden|zmar[łl]a?)(?=$|[^\p{L}])/iu;
/**
 * Session 10, from the fourteenth set: a death told only by what killed someone and what they never got to do ("He never
 * got to ride it. Heart attack in May"); a home's keys collected or an offer accepted, an oath sworn, a name change come
 * through, a baby's age in weeks today, years put in and then the uniform hung up, a day count with "don't drink".
 */
/**
 * Session 10, from the fifteenth set: a relation who "went" at a time ("my Mam went in January"), a life told as its
 * dates ("Mama. 14.05.1961 – 02.02.2026"), someone lost overboard or never found; a quinceañera said short, going
 * self-employed.
 */
const WENT_RELATION = /\b(?:my|our|me)\s+([a-z]+)\s+went\s+(?:in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|the\s+(?:spring|summer|autumn|winter|night))|last\s+(?:week|month|year|spring|summer|autumn|winter|christmas|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\w+\s+(?:years?|months?|weeks?)\s+ago)\b/i;
const LIFE_DATES = /\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\s*[–—-]+\s*\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b|\b(?:19|20)\d\d\s*[–—]\s*(?:19|20)\d\d\b/;
const LOST_AT_SEA = /\b(?:went|fell|washed|was lost|swept) overboard\b|\blost at sea\b|\b(?:never|didn't|did not|couldn't|could not) (?:find|found|recover|recovered) (?:him|her|them|his body|her body|the body)\b/i;
/**
 * Session 10, from the twentieth set: wins and bests told in a hobby's own words — "won the national", "won best bitter",
 * "came first at the area contest", "personal best", "my first five-for", a boat launched at last; a colony, a flock or a
 * loft lost; a name who "went last winter"; someone who "didn't come home".
 */
const HOBBY_WIN = /\b(?:won|wins|winning) (?:the |a |an |her |his |my |our |their )?(?:\w+ ){0,3}?(?:national|nationals|league|cup|final|test|show|contest|competition|race|title|class|category|championship|open|grand prix|best [a-z]+|first [a-z]+)\b|\bcame (?:first|top|1st)\b|\bfirst (?:win|victory|trophy|cap|century|ton|five[- ]for|hat[- ]trick)\b|\bpersonal best\b|\bfive[- ]for\b|\bhat[- ]trick\b|\bmaiden (?:century|ton|win|victory)\b|\b(?:finally )?launched (?:our|my|the|her) (?:boat|yacht|dinghy|narrowboat|ketch|canoe|kayak|barge)\b/i;
const LOST_ANIMALS = /\blost (?:my|our|the|all (?:my|our)|both|two|three|four|\d+|a couple of) (?:\w+ ){0,2}(?:colony|colonies|hive|hives|bees|flock|herd|loft|pigeons|hens|chickens|ewes|lambs|ponies|cattle)\b/i;
const NAME_WENT = /\b[A-Z][a-z]+ went (?:last (?:week|month|year|winter|summer|spring|autumn|christmas|night)|in (?:January|February|March|April|May|June|July|August|September|October|November|December)|\w+ (?:years?|months?|weeks?) ago)\b(?! (?:to|for|on|with|back|home|out|up|down|away|off)\b)/;
/**
 * Session 10, from the nineteenth set: a pet put down named by breed and name ("Had to put my old blue heeler Banjo
 * down"), someone "taken in a car accident"; a band signed, a contest "just won".
 */
const PUT_DOWN_NAMED = /\b[Hh]ad to (?:have )?(?:put|let) (?:my|our) (?:[a-z]+ ){0,3}[A-Z][a-z]+ (?:down|to sleep|go)\b/;
const TAKEN_BY = /\b(?:was|were|got) taken (?:from us )?(?:in|by) (?:a |an |the )?(?:\w+ )?(?:accident|crash|collision|fire|flood|illness|cancer|stroke|heart attack|storm|overdose)\b/i;
/** "Our Bridie's just passed out of Templemore": passing out of a named college or depot (the name keeps its capital). */
const PASSED_OUT_OF = /\bpassed out (?:of|from) (?:the )?[A-Z][a-z]+/;
/** Session 10, from the twenty-second set. */
const MEMORIAL_22 = /\b(?:(?:went to sleep|fell asleep|slept)(?: \w+){0,4} (?:and|but) (?:never|didn't|did not|didnt) (?:woke|wake)(?: up)?|(?:the )?(?:cancer|covid|drink|booze|drugs|disease|illness|tumou?r|sepsis|dementia|big c) (?:finally )?(?:got|took) (?:him|her|them)\b|(?:is|are|'s|was) not alive|no longer alive)/i;
const CELEBRATION_22 = /\b(?:(?:booked|got booked|signed) (?:for |to play )?(?:my|our) first (?:\w+ ){0,2}(?:set|gig|show|tour|exhibition|festival|headline)|(?:passed|passing) (?:my|her|his|their|our) (?:\w+ )?(?:viva|phd|doctorate|thesis|dissertation)|for charity\b.*\b(?:made it|finished|completed|raised)|(?:made it|finished|completed|raised)\b.*\bfor charity)/i;
const CELEBRATION_19 = /\b(?:got (?:my|her|his|their|our) (?:ged|hnd|hnc|btec|nvq|bachelor'?s|certificate|qualifications?|diploma|degree|leaving cert)\b|got signed (?:to|by|with)|signed (?:to|with) (?:a|an|the) (?:label|club|team|agency)|record deal|(?:just|finally) won)\b/i;
const NEVER_HOME = /\b(?:(?:didn't|did not|didnt) (?:come|make it|get)|never (?:came|made it|got|come)) (?:home|back)\b/i;
const CELEBRATION_17 = /\b(?:first solo (?:flight|sail|drive|ride|climb|gig|show)|got into (?:\w+ ){1,4}(?:uni|university|college|school|academy|conservatoire)\b|(?:my|her|his|our|their) (?:\d{3,}(?:st|nd|rd|th)|[5-9]0th|hundredth|thousandth|fiftieth|five hundredth|millionth)\b|passed (?:in|with) (?:first|second|1st|2nd|upper|a) (?:class|division|distinction|merit|honours)|passed with (?:distinction|merit|honours|flying colours)|passed out (?:of|from) (?:training|basic|depot|the academy|sandhurst|college|school|training school)|passing[- ]out parade|naming (?:ceremony|day)|aqiqah|wedded|white wedding|traditional wedding|(?:hit|reached|passed|clocked) (?:one|a|half a|\d+) (?:million|thousand|hundred)?\s?(?:accident[- ]free |safe )?(?:miles|km|kilometres|kilometers)\b|accident[- ]free)/i;
const CELEBRATION_15 = /\b(?:[a-z]+'s (?:\d{2}(?:st|nd|rd|th)|eighteenth|twenty[- ]first|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)\b(?! (?:anniversary|year))|(?:'s|her|my|our|their) quince\b|(?:went|gone|going|finally) (?:self[- ]employed|freelance)|set up on (?:my|our|his|her) own|started (?:my|our|his|her) own (?:business|company|firm))/i;
/** Someone else's wedding is the speaker's joy only when told as one ("my cousin's wedding in Lisbon, gorgeous"). */
const OTHERS_WEDDING = /\b[a-z-]+'s wedding\b/i;
const JOY_TOLD = /\b(?:gorgeous|beautiful|amazing|lovely|stunning|magical|perfect|so happy|best day|incredible|unreal)\b|!/i;
function wentRelation(text: string): boolean {
  const match = WENT_RELATION.exec(text);
  return !!match && (RELATIONS.has(match[1].toLowerCase()) || PETS.has(match[1].toLowerCase()));
}
const NEVER_GOT_TO = /\b(?:never got to|didn't get to|did not get to|never got the chance to|never lived to)\b/i;
const FATAL_EVENT = /\b(?:heart attack|cardiac arrest|stroke|aneurysm|brain bleed|overdose|crash|accident|cancer|sepsis)\b/i;
const CELEBRATION_14 = /\b(?:(?:collected|got|picked up|received|have|got handed) (?:the |our |my )?keys (?:to|for) (?:our|my|the)|offer(?:'s| has| was|s)? (?:been |finally |just )*accepted|(?:swore|sworn|took|taken|taking|swearing) (?:the |my |our )?oath|oath of (?:allegiance|citizenship)|citizenship ceremony|(?:name change|deed poll|gender recognition(?: certificate)?|grc|adoption|citizenship|residency|visa|green card)(?: \w+){0,2} (?:finally )?(?:came through|went through|is official|got approved|was approved|was granted|got granted)|(?:twins|baby|son|daughter|little one|little man|little lady|bairn|wean|boy|girl)s? (?:is|are|turned|turns) (?:\w+ )?(?:days?|weeks?|months?) old (?:today|now|this week)|(?:put in|did|served|gave|spent) (?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?) (?:years?|yrs) (?:\w+ ){0,8}(?:hung up|handed in|retired|left|finished|clocked off|signed off)|today (?:is|marks) (?:exactly )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (?:years?|months?|weeks?|days?) (?:that|since|without|sober|clean|off)\b)/i;
const CELEBRATION_10 = /\b(?:(?:was|were|got) born (?:overnight|yesterday|today|tonight|this morning|last night|early|at \d|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d+))|born (?:\w+ ){0,6}\d(?:\.\d+)? ?(?:kg|kilos?|lbs?|pounds?)\b|got (?:an? )?(?:admission|admitted|a place|a seat|selected) (?:in|into|to|at|for)|won (?:gold|silver|bronze)\b|(?:got|was|been|finally) hired\b|(?:his|her|my|their|our) first (?:real |proper |full[- ]time |paid |paying )?job\b|christened|baptised|baptized)/i;

/** Session 10: a win told as its prize ("won best in show at the village fete") and an adoption approved. */
const WON_A_PRIZE = /\b(?:won|took|scooped|bagged)\s+(?:(?:the\s+)?best\s+in\s+(?:show|class|breed)|(?:the\s+)?(?:first|1st|top)\s+(?:prize|place|spot)|(?:the\s+)?blue\s+ribbon|(?:the\s+)?red\s+rosette)\b/i;
const APPROVED = /\b(?:approved|accepted)\s+(?:to|for|as)\s+(?:adopt|adoption|adopters?|foster(?:ing)?|foster\s+carers?|foster\s+parents?)\b|\bpanel\s+said\s+yes\b/i;
const LOST_BY_NAME = /\b[Ll]ost\s+(?:my|our)\s+(?:(?:old|little|lovely|beautiful|sweet|wee|dear|darling|best|faithful|beloved)\s+)*[a-z]+\s+[A-Z][a-z]+\b(?!\s+(?:Street|Road|Lane|Avenue|Station))/;
/**
 * - "We won the area contest", "the band won the regional championship": a win of a contest, competition,
 *   championship, trophy, award, prize, medal or title (after the, a or our, up to two words before the noun).
 * - "finally passed her MOT today!": a test, an inspection or an exam passed, said with "finally" or "just".
 * - "got the farm paid off after 30 years", "finally paid off the mortgage": a debt cleared after years or at last.
 * - "I swam the Channel in August … still buzzing": a past achievement of the speaker's with a word of elation.
 */
const WON_A_CONTEST = /\b(?:won|took)\s+(?:the|a|an|our|their)\s+(?:[a-z'-]+\s+){0,2}(?:contest|competition|championships?|trophy|award|prize|medal|title|tournament|grand\s+prix|gold|silver|bronze)\b/gi;
const PASSED_A_TEST = /\b(?:finally|just)\s+passed\s+(?:my|her|his|its|their|our|the)\s+(?:[a-z'-]+\s+)?(?:MOT|test|inspection|exams?|finals|assessment|audit|probation|theory|practical|licen[cs]e)\b/i;
const PAID_OFF = /\b(?:paid|pay)\s+(?:it\s+|(?:the|my|our)\s+(?:[a-z'-]+\s+)?[a-z'-]+\s+)?off\b.*\b(?:after\s+(?:\d+|[a-z]+)\s+years|finally)\b|\bfinally\b.*\b(?:paid|pay)\s+(?:it\s+|(?:the|my|our)\s+(?:[a-z'-]+\s+)?[a-z'-]+\s+)?off\b/i;
const ELATION = /\b(?:still\s+buzzing|buzzing|over\s+the\s+moon|chuffed|stoked|on\s+cloud\s+nine|ecstatic|elated|walking\s+on\s+air)\b/i;
// (session 12: or got or earned something of one's own, the subject dropped — "Got my pro card in bodybuilding last month, stoked")
const SPEAKER_DID = /\b(?:I|we|We)\s+(?:finally\s+|just\s+)?(?:swam|ran|climbed|cycled|rowed|finished|completed|won|did|walked|sailed|hiked|passed|beat|raised|reached|qualified|graduated)\b|(?:^|[.!?]\s*|\b(?:I|we|We|finally|just)\s+)(?:[Gg]ot|[Ee]arned|[Ww]on|[Gg]ained|[Bb]agged|[Ll]anded)\s+(?:my|our)\s+(?:first\s+|own\s+)?[a-z]+/;
/**
 * Session 11 (twenty-eighth set):
 * - "he has dementia and he's not really here any more", "she doesn't know who I am": a loss while someone lives,
 *   met with the same warmth as a death.
 * - "We rang our first full peal last month … !", "caught my first marlin!!": a first of the speaker's, done and told
 *   with an exclamation (a first tattoo or a first time is no milestone).
 * - "I receive my permanent residency card yesterday": a settled status received (a bare passport is no milestone).
 */
// (- "Dad's chair has been empty since Easter": someone's place left empty since a time is a loss)
const EMPTY_PLACE = /\b(?:[a-z]+'s|[a-z]+s|his|her|their) (?:chair|seat|place|spot|side of the bed|bed|room|stool|bench|armchair)(?: at the table)? (?:has been|is|sits|stays|'s|was|has sat|has stayed) (?:still |sat |so )?empty (?:since|now|without|for (?:a|two|three|four|five|six|\d+|months|weeks|a year))\b/i;
const LIVING_LOSS = /\bin the (?:late|final|last|advanced) stages? of (?:\w+ )?(?:dementia|alzheimer'?s|alzheimers)\b|\b(?:not|isn't|isnt|aren't) (?:really |even )?(?:here|there|with us) any ?more\b|\b(?:doesn'?t|doesnt|does not|no longer|don'?t|dont|can'?t|cant) (?:even )?(?:know|recogni[sz]e|remember) (?:who i am|who we are|me|us|my name)\b/i;
const FIRST_DONE = /\b(?:i|we|i've|we've|ive|weve)\s+(?:just\s+|finally\s+|actually\s+)?(?!(?:got|had|get|have|want|need|booked|planned|tried)\b)[a-z]+\s+(?:my|our)\s+(?:very\s+)?first\s+(?!(?:tattoo|tat|ink|piece|time|one|go|attempt|try|question|appointment)\b)(?:[a-z'-]+\s+){0,2}[a-z'-]+/i;
// (- "its for my mums bday on saturday shes 60!!": a birthday with a round age of someone alive is a milestone)
const ROUND_BIRTHDAY = /\b(?:bday|birthday|b-day)\b.*\b(?:she|he|they|i|mum|mam|mom|dad|nan|gran)(?:'s|s| is| turns?| will be|'ll be| turning|'m| am| hits?) (?:[1-9]0|[a-z]+ty|a hundred|100)\b(?! (?:years?|months?) (?:ago|gone|since))|\b(?:she|he|they|i)(?:'s|s| is| turns?| will be|'ll be| turning|'m| am| hits?) (?:[1-9]0|[a-z]+ty|a hundred|100)\b.*\b(?:bday|birthday|b-day)\b/i;
// (- "Our eldest starts primary school on Monday! Proud": a child starting school, told with pride or an exclamation)
// (- "Today I walked the whole coast path without my stick!": a recovery walked, run or ridden without the aid)
const SCHOOL_START = /\b(?:starts?|starting|started|begins?|beginning|began|off to|goes to|going to) (?:(?:primary|secondary|big|high|nursery|reception|infant|junior|middle|grammar|big school) )?(?:school|uni|university|college|kindy|kindergarten|preschool|pre-school)\b|\bfirst day (?:at|of) (?:\w+ )?(?:school|uni|kindy|kindergarten|nursery)\b/i;
const WITHOUT_THE_AID = /\b(?:walked|ran|cycled|swam|climbed|drove|danced|stood|walk|run)\b(?:\s+[\w']+){0,6}\s+without (?:my|a|the|any|his|her) (?:walking )?(?:stick|crutch(?:es)?|walker|wheelchair|frame|cane|oxygen|help|aid)\b/i;
// (- "I got engaged in January": the speaker's engagement, a life event like a wedding)
// (- "the completion of my BSc in Geology, awarded this summer": a degree completed or awarded)
const ENGAGED = /\b(?:i|we|i've|we've|ive|weve|i'm|im|we're)\s+(?:just\s+|finally\s+|officially\s+|only\s+)?(?:got|gotten|been|became|am|are)?\s*engaged\b/i;
const DEGREE_DONE = /\b(?:completion of|completed|finished|awarded|graduated with|got|earned|passed|achieved) (?:my|our|her|his|their|a|an)? ?(?:bsc|ba|ma|msc|mphil|phd|dphil|mba|llb|llm|bed|beng|meng|bsn|degree|doctorate|masters?|bachelor'?s|diploma|hnd|hnc)\b/i;
// (- "Travis got down on one knee … and I said YES": a proposal accepted)
// (- "Bakery's ten years old this week!!": a thing of the speaker's reaching its years, told with an exclamation)
// (- "went silent key last winter": the radio amateurs' word for a death)
const PROPOSAL_ACCEPTED = /\b(?:got|went|gets|getting|goes) down on (?:one|bended|a) knee\b|\b(?:i|she|he) said yes\b|\bpopped the question\b/i;
const YEARS_OLD_NOW = /[\p{L}]+(?:'s| is| turns| turned|s) (?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|twenty[- ]five|thirty|forty|fifty|a hundred) years? old (?:today|this week|this month|this year|now)\b/iu;
const SILENT_KEY = /\b(?:went|gone|going|become|became) (?:silent key|sk)\b|\bsilent key\b|\bheavenly abode\b|\bleft for (?:his|her|their) (?:heavenly|eternal) (?:abode|home|rest)\b/i;
// (- "My grandfather was executed in 1944": a death by another's hand)
const KILLED = /\b(?:was|were|got|been) (?:executed|murdered|killed|shot dead|hanged|assassinated|slain|gunned down|stabbed to death)\b|\b(?:was|were|got) (?:hit|struck|run over|taken) by (?:a |the )?(?:train|tram|freight train)\b/i;
// (session 12 — "black lung took him in the fall", "the heat got him on the tractor": an illness or a danger that took someone)
const IT_TOOK = /\b(?:cancer|leuka?emia|lymphoma|tumou?r|sepsis|covid|the virus|a stroke|stroke|heart attack|his heart|her heart|black lung|lung cancer|the lung|the heat|heatstroke|the cold|the sea|the drink|the bottle|drugs|the drugs|the war|dementia|alzheimer'?s|parkinson'?s|als|mnd|motor neurone|the disease|the illness|the sickness)(?: finally| eventually| in the end)? (?:took|got|claimed|beat) (?:him|her|them)\b(?! (?:down|to|into|out|back|home|up|over|off))/i;
// (- "a little girl we couldnt bring back last month", "we lost a patient": a life a carer could not save)
// (- "my daughter … got her first buck opening morning … im so proud of her": a first told with pride)
const FIRST_GOT = /\b(?:got|shot|caught|landed|bagged|scored|killed|won|earned|made|hit|bowled|took) (?:his|her|my|their|our) (?:very )?first (?!(?:tattoo|ink|piece|go|time|look)\b)[a-z]+/i;
// (session 12, fifty-fifth set — "after losing two before her", "He's been in the churchyard since 2019", "My brother's heart
// gave out from the heroin": losses told by what came after them)
const LOST_BEFORE = /\b(?:after|since) (?:losing|we lost|i lost|losing our|losing my) (?:two|three|four|one|\d+|our|my|a|the|twins|both)\b|\b(?:in|into) the (?:churchyard|cemetery|graveyard|ground) (?:since|for)\b|\b(?:heart|body|lungs|liver|kidneys)(?:'s| has)? (?:just |finally )?(?:gave out|gave up|stopped|failed|packed in)\b/i;
// (- "Forty years married would have been this Saturday", "then one slip": a happy count that death cut short is no celebration)
const CUT_SHORT = /\b(?:married|together|wed) would(?: have|'ve| of) been\b|\bwould(?: have|'ve| of) been (?:our|their|his|her|my) \w+ (?:anniversary|years)\b|\bthen (?:one|a) slip\b|\brelapsed\b/i;
// (- "my wife's due on the ninth": a baby on the way)
const DUE_DATE = /\b(?:wife|partner|girlfriend|missus|she|fiancee|fiancée|daughter|sister)(?:'s| is) due (?:on the|any day|next week|this week)\b/i;
// (- "We had our son Ezra for two days in May": a baby who lived a little while)
// (case-sensitive for the name: "had our baby boy like two days ago" is a birth)
const HAD_FOR_DAYS = /\b(?:[Hh]ad|[Hh]eld|[Gg]ot) (?:our|my|her|his|their) (?:[a-z]+ )?(?:son|daughter|baby|boy|girl|twins?|little one)(?: [A-Z][a-z]+)? (?:for (?:only |just )?(?:\d+|one|two|three|four|five|six|seven|a few|a couple of) (?:hours?|days?|weeks?)|(?:only |just )?(?:\d+|one|two|three|four|five|six|seven|a few|a couple of) (?:hours?|days?))\b(?! ago)/;
// (- "I'm a grandad! Little Noor, born 4am, mum and baby both doing well.": a birth told with its hour or the mother's health)
const BORN_NEWS = /\bborn (?:at )?\d{1,2}(?:[:.]\d\d)? ?(?:am|pm)\b|\b(?:mum|mom|mother|mam) and baby (?:are |both |are both )*(?:doing )?(?:well|fine|great|good|healthy)\b|\b(?:i'm|im|i am) (?:a |an )?(?:grandad|granddad|grandpa|grandma|granny|nana|nan|gran|grandmother|grandfather|great[- ]grand\w+|dad|mum|mom|auntie|aunt|uncle)\s*!/i;
const NOT_SAVED = /\b(?:couldn'?t|could not|couldnt|didn'?t|did not|failed to|weren'?t able to|were not able to) (?:bring (?:\w+ )?back|save (?:him|her|them|the (?:baby|patient|child|kid|boy|girl))|revive (?:him|her|them)|resuscitate (?:him|her|them))\b|\blost (?:a|our|my|the) (?:\w+ )?(?:patient|resident|casualty|client|kid|child|baby)\b(?! (?:at|in) the (?:shop|supermarket|crowd|park))/i;
// (session 12, forty-sixth set — "I have been made a partner at the firm", "My first novel is published in the spring", "we
// have been matched with a little boy": a rise at work, a work out in the world, an adoption match)
// (- "Got my offer for med school at Leeds!!": a place offered)
// (- "I turn 18 in june so for my birthday …": a coming of age in a named month)
const TURNING_IN_MONTH = /\b(?:i turn|i'm turning|im turning|i am turning|turning|i'll be|ill be) (?:18|21|eighteen|twenty[- ]one|[1-9]0|[a-z]+ty) (?:in|on|this|next) (?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
const OFFER_GOT = /\b(?:got|received|accepted|had) (?:my|an|the|a) (?:unconditional |conditional )?(?:offer|place) (?:for|from|at|to|in)\b/i;
const MADE_RANK = /\b(?:been|got|was|were|being|just|finally) made (?:a |an |the )?(?:partner|director|captain|head|manager|sergeant|fellow|professor|principal|headteacher|head teacher|chair|associate|senior \w+|vice[- ]captain|skipper|foreman|supervisor|team leader|deputy head)\b/i;
const PUBLISHED = /\b(?:my|our|her|his|their) (?:first |debut |new )?(?:novel|book|album|ep|single|paper|collection|poetry|memoir|record|film|play|thesis|game) (?:is|was|has been|gets|got|will be|'s|comes|came) (?:being |finally |officially )?(?:published|released|out|accepted|produced|staged)\b/i;
const ADOPTION_MATCH = /\b(?:been|got|were|was|are|have been|'ve been) (?:officially |finally )?matched with (?:a |an |our |two |twin )?(?:little |baby |wee |beautiful )?(?:boy|girl|baby|child|son|daughter|siblings?|brothers|sisters|toddler)\b/i;
// (- "My bakery finally turned a profit this quarter … First time ever in the black!": a venture in profit)
const IN_PROFIT = /\b(?:turned|made|turning|making|broke|turn) (?:a|its|our|my|their|her|his)? ?(?:first |real |proper )?(?:profit|even)\b|\bin the black\b/i;
// (- "my gong came through the post today", "his medal finally arrived": an honour received)
const HONOUR_CAME = /\b(?:my|our|his|her|their) (?:\w+ )?(?:medal|gong|award|honou?r|mbe|obe|bem|commendation|certificate|diploma|wings|beret|stripes)\b.{0,40}?\b(?:came|arrived|turned up|came through|finally came|landed)\b|\b(?:got|was|were|been|being) (?:awarded|decorated|commended|honou?red with)\b/i;
// (- "I became a New Zealand citizen yesterday": citizenship taken)
const CITIZEN = /\b(?:became|become|becoming|am now|i'm now|im now|officially|finally|now) (?:a|an) (?:[A-Za-z]+ ){0,2}citizen\b/i;
// (- "I cleared my CA final exams!!": exams passed, told with an exclamation)
const EXAMS_CLEARED = /\b(?:cleared|passed|smashed|aced|nailed|got through) (?:my|the|all my|all of my|both) (?:[\w']+ ){0,3}(?:exams?|finals|boards|papers|test|tests|assessments?)\b/i;
// (- "Our daughter came during the worst snowstorm", "Our rainbow baby girl got here Tuesday": a baby arrived)
const BABY_CAME = /\b(?:our|my) (?:\w+ ){0,2}(?:daughter|son|baby|boy|girl|twins|grandson|granddaughter|little one|bairn|wean) (?:came|arrived|got here|made (?:her|his|their) (?:entrance|arrival|appearance))\b|\brainbow baby\b/i;
// (- "he didnt come up in august they found him two days later": a diver, a swimmer, a sailor who did not come back)
const NOT_COME_BACK = /\b(?:didn'?t|didnt|did not|never) (?:come|came) (?:up|home|back)\b|\bfound (?:him|her|them|his body|her body) (?:\w+ ){0,3}(?:later|after)\b/i;
// (- "we made quota. Best year of my life", "First catch I sold … on my own boat, no more working for my uncle")
const BEST_OF_LIFE = /\bbest (?:day|days|year|night|moment|week|summer|season) of (?:my|our) (?:life|lives)\b|\b(?:we|i) made (?:quota|the team|the cut|partner|captain|skipper|sergeant|head chef)\b|\bno more working for\b|\bfirst (?:season|year|trip|catch|harvest|sale) as (?:skipper|captain|owner|boss|head chef|manager|head)\b/i;
// (- "it's a boy 💙", "it's twins!": a baby's news)
// (- "we actually finished it" — a race crewed or run —, "came second" at a first meet, "Wales won the Grand Slam!!")
// (- "One of our team died suddenly in the summer": a colleague or a friend of a group)
// (- "we will be married fifty years in December", "my son got first rank in his tenth exam")
const MARRIED_YEARS = /\b(?:will be|have been|'ve been|been|are|were|be) married (?:for )?(?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?) years?\b/i;
const TOP_RANK = /\bgot (?:first|1st|top) (?:rank|place|position|marks)\b|\btopped (?:the|his|her|my|their) (?:class|exam|year|school|state|district|county)\b/i;
const BABY_NEWS = /\bit'?s an? (?:boy|girl|baby boy|baby girl)\b|\bit'?s twins\b/i;
const RACE_DONE = /\b(?:we|i) (?:actually |finally |only |just )?(?:finished|completed) (?:it|the race|the course|the whole thing|the lot)\b|\bcame (?:first|second|third|top|1st|2nd|3rd|runner[- ]up)\b|\bwon the (?:grand slam|world cup|premiership|premier league|title|treble|double|derby|six nations|super bowl|world series|stanley cup|all[- ]ireland|ashes|grand final|league|cup)\b/i;
const ONE_OF_OURS = /\bone of (?:our|my|the) (?:\w+ )?(?:team|crew|unit|squad|lads|guys|girls|colleagues|friends|mates|nurses|staff|workers|boys|group|class|band|club|regulars|family) (?:\w+ )?(?:died|passed(?: away)?|was killed|took (?:his|her|their) own life|lost (?:his|her|their) (?:life|battle|fight))\b/i;
const SETTLED = /\b(?:got|received|receive|recieved|get|was granted|were granted|been granted|granted|have)\s+(?:my|our|his|her|their|the)\s+(?:permanent residen(?:cy|ce)|green card|citizenship|settled status|indefinite leave|pr card|naturali[sz]ation|residence permit)\b/i;
// (session 12 — "Finally hit 500 species on my British list yesterday!": a count reached, told with an exclamation)
const TALLY_REACHED = /\b(?:finally|just|officially|at last) (?:hit|reached|passed|got to|made it to|cracked|broke|smashed) (?:the )?(?:\d[\d,]*|a hundred|a thousand|one hundred|one thousand)(?:k)?\b/i;
// (- "I bought my own fishing boat!", "we've got our own place at last!": something of one's own, told with an exclamation)
const OWN_NOW = /\b(?:bought|got|built|opened|have|own|launched) (?:my|our) (?:very )?own\b|\bfirst time (?:i am|i'm|im|we are|we're) the (?:owner|boss|skipper|captain)\b/i;
function structuralOccasion9b(text: string): OccasionCue | undefined {
  if (LIVING_LOSS.test(text) || EMPTY_PLACE.test(text) || SILENT_KEY.test(text) || KILLED.test(text) || NOT_SAVED.test(text) || IT_TOOK.test(text) || HAD_FOR_DAYS.test(text) || LOST_BEFORE.test(text) || NOT_COME_BACK.test(text) || ONE_OF_OURS.test(text)) return 'memorial';
  if (HONOUR_CAME.test(text) || BORN_NEWS.test(text) || DUE_DATE.test(text) || TURNING_IN_MONTH.test(text) || (OFFER_GOT.test(text) && /!|\bfinally\b|\bproud\b|\bstoked\b|\bbuzzing\b/i.test(text)) || (/\b(?:our|my|first) (?:very )?first (?:house|home|flat|apartment|place)\b|\bfirst (?:house|home|flat|apartment|place) (?:of )?(?:our|my|namin|nuestra|nuestro)\b/i.test(text) && /!|\p{Extended_Pictographic}/u.test(text)) || MADE_RANK.test(text) || PUBLISHED.test(text) || ADOPTION_MATCH.test(text) || (FIRST_GOT.test(text) && /\bproud\b|!|\bchuffed\b|\bso happy\b|\bbuzzing\b|\bover the moon\b/i.test(text)) || (IN_PROFIT.test(text) && /!|\bfinally\b|\bat last\b|\bfirst time\b/i.test(text)) || ((TALLY_REACHED.test(text) || OWN_NOW.test(text)) && /!|\p{Extended_Pictographic}/u.test(text)) || MARRIED_YEARS.test(text) || TOP_RANK.test(text) || BABY_NEWS.test(text) || RACE_DONE.test(text) || BABY_CAME.test(text) || BEST_OF_LIFE.test(text) || CITIZEN.test(text) || (EXAMS_CLEARED.test(text) && /!|\p{Extended_Pictographic}/u.test(text)) || PROPOSAL_ACCEPTED.test(text) || (YEARS_OLD_NOW.test(text) && /!/.test(text)) || (ENGAGED.test(text) && !/\b(?:not|never|isn't|wasn't|aren't|weren't|before|once|was|were)\s+(?:\w+\s+)?engaged\b/i.test(text)) || DEGREE_DONE.test(text) || (SCHOOL_START.test(text) && /!|\bproud\b|\bteary\b|\bcan't believe\b/i.test(text)) || (WITHOUT_THE_AID.test(text) && /!/.test(text)) || SETTLED.test(text) || (ROUND_BIRTHDAY.test(text) && !/\b(?:would have|would've|wouldve|heaven|miss)\b/i.test(text)) || (FIRST_DONE.test(text) && /!|\p{Extended_Pictographic}/u.test(text))) return 'celebration';
  if (WENT_AT_A_TIME.test(text) || LOST_BY_NAME.test(text) || (RUN_DOWN.test(text) && GRIEF.test(text)) || MEMORIAL_10.test(text) || (NEVER_GOT_TO.test(text) && FATAL_EVENT.test(text)) || wentRelation(text) || LOST_AT_SEA.test(text) || LOST_ANIMALS.test(text) || NAME_WENT.test(text) || NEVER_HOME.test(text) || PUT_DOWN_NAMED.test(text) || TAKEN_BY.test(text) || MEMORIAL_22.test(text) || (LIFE_DATES.test(text) && /\b(?:she|he) was\b|\b(?:mama|mum|mom|mam|dad|papa|nan|gran|grandad|grandma|grandpa)\b/i.test(text))) return 'memorial';
  if (WON_A_PRIZE.test(text) || APPROVED.test(text) || CELEBRATION_10.test(text) || CELEBRATION_14.test(text) || CELEBRATION_15.test(text) || CELEBRATION_17.test(text) || HOBBY_WIN.test(text) || CELEBRATION_19.test(text) || PASSED_OUT_OF.test(text) || CELEBRATION_22.test(text) || (OTHERS_WEDDING.test(text) && JOY_TOLD.test(text))) return 'celebration';
  if (phraseMatches(WON_A_CONTEST, text) || PASSED_A_TEST.test(text) || PAID_OFF.test(text) || (ELATION.test(text) && SPEAKER_DID.test(text))) return 'celebration';
  return undefined;
}

export function occasionCues(text: string): { memorial: boolean; celebration: boolean } {
  const straight = tolerant(text.replace(/[\u2018\u2019\u02bc`´]/g, "'"));
  const parsed = splitText(straight);
  return {
    memorial: structuralOccasion9b(straight) === 'memorial' || phraseMatches(MEMORIAL_PHRASES, straight) || deadWithTime(straight) || parsed.some(memorialSentence) || parsed.some(endingOfBeing) || (LINGERING.test(straight) && SOMEONE_ELSE.test(straight.replace(LINGERING, ''))),
    // (session 12: a baby who lived a little while is no birth to congratulate — "We had our son Ezra for two days")
    // (a baby who came is a celebration beside a loss the structural cues found first: "our rainbow baby … after losing two")
    celebration: !HAD_FOR_DAYS.test(straight) && !CUT_SHORT.test(straight) && (structuralOccasion9b(straight) === 'celebration' || BABY_CAME.test(straight) || phraseMatches(CELEBRATION_PHRASES, straight) || parsed.some(celebrationSentence) || (COUNT_REACHED.test(straight) && ABSTAINING.test(straight)) || milestoneReached(straight) || structuralCelebration(straight)),
  };
}

/** The occasion a text speaks of; a memorial wins when both appear. */
export function occasionCue(text: string): OccasionCue | undefined {
  const { memorial, celebration } = occasionCues(text);
  return memorial ? 'memorial' : celebration ? 'celebration' : undefined;
}

/** Whether `text` speaks of a death, a loss or a remembrance of someone. */
export const isMemorial = (text: string): boolean => occasionCue(text) === 'memorial';

/** Whether `text` speaks of a life event worth congratulating (and is not a memorial). */
export const isCelebration = (text: string): boolean => occasionCue(text) === 'celebration';
