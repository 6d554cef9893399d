/** Occasions: who can be lost or celebrated, and the small word classes the sentence scorers read. */

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
    // (people one looks after or learns from, lost as surely as family: "a client I'd seen every morning
    // for six years died", "my guru who taught me the trade")
    'client clients patient patients resident pupil regular guru guruji sensei ustad apprentice workmate coworker ' +
    // (the people one serves beside: "lost my section commander in Helmand")
    'commander sergeant corporal captain lieutenant comrade oppo shipmate crewmate teammate squadmate').split(' '),
);

/** Animals people keep. */
export const PETS = new Set('dog dogs cat cats pup puppy kitten kitty horse pony bird budgie parrot rabbit bunny hamster guinea tortoise ferret goldfish pet pets doggo pig pigs gecko lizard snake rat mouse chinchilla gerbil hedgehog hen chicken cockatiel canary axolotl turtle mare stallion gelding foal colt filly donkey'.split(' '));

export const HE_SHE = new Set(['he', 'she', 'they']);

/** An age told as a bare number ("he was fourteen", "she was 12"). */
export const AGE_WORD = /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty(?:-[a-z]+)?)$/;

export const HIM_HER = new Set(['him', 'her']);

/** Subjects that are the speaker or a thing: "I passed", "it died" (the phone), "we lost". */
export const NOT_A_BEING = new Set(['i', 'we', 'you', 'it', 'me', 'us', 'this', 'that', 'phone', 'car', 'plant', 'battery', 'laptop']);

/** Where a subject search stops: another clause's verb of saying or a clause word ("mum said the tree is dead"). */
export const CLAUSE_STOP = /^(?:said|says|told|tells|thinks|thought|because|so|and|if|although|whereas)$/;

/** Words between a verb and its object that do not change who the object is. */
export const DETERMINERS = new Set(
  'my our the a an his their your both two three beloved dear darling little old best sweet precious wee big lovely amazing wonderful beautiful youngest oldest eldest younger older only first late gorgeous baby unborn newborn twin tiny'.split(
    ' ',
  ),
);

/** What may follow "her" when it is the object ("lost her last year"), not a possessive ("lost her ring"). */
export const AFTER_OBJECT = /^(?:to|in|last|this|that|when|after|before|at|on|and|so|but|too|a|an|one|two|three|four|five|six|ten|ago|years?|months?|weeks?|recently|suddenly|yesterday|young|early|far|forever|now|\d+)$/;

/** Just before a predicate: a negation or a hedge ("didn't die", "nearly died", "if he dies", "might lose"). */
export const NEGATION = /^(?:not|never|no|nearly|almost|if|unless|will|might|may|could|afraid|scared|worried|hope|hoping|'t)$|n't$/;

/** After an intransitive "passed", "gone", "dead": time, manner, the end of the sentence. */
export const TIME_OR_END = /^(?:away|on|over|from|peacefully|last|this|recently|suddenly|peacefully|unexpectedly|in|at|yesterday|today|tonight|earlier|before|and|but|so|when|after|ago|now|forever|too|since|during|just|already|one|two|three|four|five|six|seven|eight|nine|ten|few|couple|years?|months?|weeks?|days?|\d+(?:st|nd|rd|th)?|i|we|you|he|she|they|everything|nothing|life)$/;

export const AFTER_TIME_A = /^(?:year|month|week|day|few|couple|while|fortnight)s?$/;

/** Illnesses and ordeals one beats or survives. */
export const ILLNESS = /^(?:cancer|leuka?emia|lymphoma|\w+oma|\w+a?emia|\w+itis|\w+osis|tumou?rs?|sepsis|covid|stroke|anorexia|bulimia|addiction|alcoholism|depression|illness|disease|chemo|heart)$/;

/** Hesitations and the filler "like" in speech. */
export const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er', 'hmm', 'like']);

export const PREDICATE_NEXT = /^(?:died|passed|who|was|is|'s|has)$/;

export const MONTH_OR_DAY = /^(?:january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|christmas|easter|god)$/;

export const RECENT = /\b(?:just|recently|last|this|yesterday|today|ago|weeks?|days?|finally|new|january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/;

export const BABY = /^(?:baby|babies|son|daughter|grandchild|grandkid|grandkids|grandbaby|grandson|granddaughter|twins|boy|girl|one|nephew|niece|newborn|bundle|laaitie|laitie|lightie|bairn|wean)$/;
