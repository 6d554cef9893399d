/** Occasions: a sentence scored for a death, a loss or a remembrance of someone. */

import { Sentence } from './sentences';
import { AFTER_TIME_A, AGE_WORD, CLAUSE_STOP, HE_SHE, HIM_HER, ILLNESS, MONTH_OR_DAY, PETS, TIME_OR_END } from './words';

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
export function endingOfBeing(s: Sentence): boolean {
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
export function memorialSentence(s: Sentence): boolean {
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
        // (a being right before "that": "my two guinea pigs that died this year")
        if (s.word(i - 1) === 'that' && s.being(i - 2)) return true;
        // ("my guruji who taught me the work expired", "a patient I nursed for two years died": a being with a relative
        // clause of its own before the verb — with "who", or with the speaker right after it)
        for (let k = i - 2; k >= Math.max(1, i - 10); k--) {
          if (CLAUSE_STOP.test(s.word(k))) break;
          // (and "that" or an apostrophe-less "ive" — "my two guinea pigs that died", "a youtuber ive watched … died")
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

export const MEMORIAL_PHRASES = new RegExp(MEMORIAL_PHRASE.source, 'gi');
