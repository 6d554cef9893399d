/** Occasions: the phrases that tell a loss or a life event whoever is named (each becomes a pattern: src/engine/patterns). */

import type { OccasionCue } from './cues';
import { NEGATION, NOT_A_BEING, PETS, RELATIONS } from './words';

/**
 * Things of someone's left untouched ("his cap's still on its hook, I can't bring myself to move it"): a
 * memorial only with someone else in the text ("I can't bring myself to sell my old bike" is not).
 */
export const LINGERING = /\b(?:can't|cannot|cant|couldn't|couldnt|can not) bring (?:myself|ourselves|ourself) to (?:move|throw|give|clear|sort|touch|wash|bin|get rid|part with|take (?:it |them )?down|put (?:it |them )?away|delete|empty|sell)\b/i;

export const SOMEONE_ELSE = /\b(?:his|her|their|him|them|he|she|they)\b/i;

/** Whether a regex phrase match in `text` is negated just before it ("we're not engaged"). */
export function phraseMatches(global: RegExp, text: string): boolean {
  for (const match of text.matchAll(global)) {
    const before = text.slice(0, match.index).toLowerCase().split(/[^a-z']+/).filter(Boolean).slice(-3);
    if (!before.some((word) => NEGATION.test(word) && !/^(?:will|might|may|could|hope|hoping)$/.test(word))) return true;
  }
  return false;
}

/** Both readings of a text: "I'm getting married and mum won't be there, she died …" is both. */
/**
 * "Mi granmadda dead las year", "my uncle is dead two years now": someone of the speaker's (a word after my/mi/our that is
 * no thing — not a phone, a battery, a car) said to be dead, with a time. The word itself need not be known.
 */
const DEAD_WITH_TIME = /\b(?:my|mi|me|our|his|her) (?:(?:\w+) )?(?!(?:is|was|been|has|s)\b)(\w+) (?:is |was |been |has been )?dead (?:last|since|this|for|now|a year|a month|\d+|one|two|three|four|five|six|seven|eight|nine|ten)\b/gi;

/** "we had to let Rex go", "had to let our old girl go": a pet or a loved one let go (a name, or a being after our/my). */
const LET_GO = /\bhad to let (?:[A-Z][a-z]+|(?:[Oo]ur|[Mm]y|[Hh]is|[Hh]er) (?:(?:old|little|sweet|beautiful|wee) )?(?:boy|girl|lad|fella|dog|cat|pup|puppy|kitty|horse|pony|baby|man|lady)) go\b(?! (?:from|at|early|home|off|out|because|as|after))/;

export function deadWithTime(text: string): boolean {
  if (LET_GO.test(text)) return true;
  for (const match of text.matchAll(DEAD_WITH_TIME)) if (!NOT_A_BEING.has(match[1].toLowerCase()) && !/^(?:phone|battery|car|laptop|plant|plants|tv|van|bike|engine|signal|wifi|tablet|pc|computer|garden|lawn|tree|flowers|fish ?tank)$/i.test(match[1])) return true;
  return false;
}

/**
 * by structure:
 * - "He went last March, black lung in the end": a person (a pronoun or a relation) who simply "went" at a time, nothing
 *   after the time but the end of the clause — no destination, no purpose ("she went last week to Spain", "he went last
 *   March for a check-up" stay as they are).
 * - "Lost my old cob Murphy last week": lost + a being of the speaker's called by name (a capitalised word after the
 *   noun) — "lost my phone" has no name.
 */
const WENT_AT_A_TIME = /\b(?:he|she|[Mm]um|[Dd]ad|[Gg]ran|[Nn]an|[Gg]randad|[Gg]randdad)\s+went\s+(?:(?:last\s+\w+|in\s+(?:January|February|March|April|May|June|July|August|September|October|November|December|the\s+(?:spring|summer|autumn|winter|night))|\w+\s+(?:years?|months?|weeks?)\s+ago)\s*(?:[.,;!—–-]|$)|when\s+(?:I|we)\s+(?:was|were)\s+(?:\d+|[a-z]+teen|[a-z]+ty|little|young|small|tiny|a\s+(?:kid|baby|child|teenager|toddler|boy|girl|nipper|wean|bairn))\b|(?:too\s+(?:soon|young|early)|peacefully|quietly|in\s+(?:his|her|their)\s+sleep|before\s+(?:I|we)\s+(?:was|were)\s+born)\b)/i;

/**
 * a being run down — a name opening the sentence, a pet, he or she — told with the grief around it ("Pallet got hit by a lorry in the yard on Friday. Whole
 * shift is gutted") — the grief says the accident was a death, where "got hit by a car but he's fine" is not.
 */
const RUN_DOWN = /(?:^|[.!?]\s+|\b(?:he|she|[Mm]y\s+(?:\w+\s+)?(?:dog|cat|pup|puppy|kitten|horse|pony|boy|girl|lad|fella)|[Oo]ur\s+(?:\w+\s+)?(?:dog|cat|pup|puppy|kitten|horse|pony|boy|girl|lad|fella))\s+)(?:[A-Z][a-z]+\s+)?(?:got|was|were|been)\s+(?:hit|run\s+over|knocked\s+down|killed)\s+by\s+(?:a|an|the)\s+(?:\w+\s+)?(?:car|lorry|truck|van|bus|train|tractor|forklift|motorbike|bike|taxi)\b/i;

const GRIEF = /\b(?:gutted|devastated|heartbroken|broken[- ]hearted|in bits|miss (?:him|her|them) (?:so much|terribly|loads)|made a card|sympathy card|can't believe (?:he|she|they)(?:'s|'re| is| are) gone)\b/i;

/**
 * deaths told as joining the ancestors, and in the languages
 * customers mix into English (French, Spanish, Portuguese, Italian, German, Dutch, Polish — a closed class of the
 * verbs of dying); births told with the day they happened or the baby's weight, a place won at a university,
 * gold won, a first job, a christening.
 */
const DYING_IN_OTHER_LANGUAGES = /\b(?:joined (?:his|her|their|the|our|my) ancestors|gone to (?:join )?(?:his|her|their|the) ancestors|nous a quitt[ée]e?s?|m'a quitt[ée]e?|est d[ée]c[ée]d[ée]e?|est mort(?:e)?|nos dej[óo]|se nos fue|falleci[óo]|muri[óo]|faleceu|morreu|nos deixou|[èe] mort[oa]|ci ha lasciat[oi]|ist (?:gestorben|verstorben)|is overleden|zmar[łl]a?)(?=$|[^\p{L}])/iu;

/**
 * a death told only by what killed someone and what they never got to do ("He never
 * got to ride it. Heart attack in May"); a home's keys collected or an offer accepted, an oath sworn, a name change come
 * through, a baby's age in weeks today, years put in and then the uniform hung up, a day count with "don't drink".
 */
/**
 * a relation who "went" at a time ("my Mam went in January"), a life told as its
 * dates ("Mama. 14.05.1961 – 02.02.2026"), someone lost overboard or never found; a quinceañera said short, going
 * self-employed.
 */
const WENT_RELATION = /\b(?:my|our|me)\s+([a-z]+)\s+went\s+(?:in\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|the\s+(?:spring|summer|autumn|winter|night))|last\s+(?:week|month|year|spring|summer|autumn|winter|christmas|night|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|\w+\s+(?:years?|months?|weeks?)\s+ago)\b/i;

const LIFE_DATES = /\b\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\s*[–—-]+\s*\d{1,2}[./]\d{1,2}[./](?:19|20)\d\d\b|\b(?:19|20)\d\d\s*[–—]\s*(?:19|20)\d\d\b/;

const LOST_AT_SEA = /\b(?:went|fell|washed|was lost|swept) overboard\b|\blost at sea\b|\b(?:never|didn't|did not|couldn't|could not) (?:find|found|recover|recovered) (?:him|her|them|his body|her body|the body)\b/i;

/**
 * wins and bests told in a hobby's own words — "won the national", "won best bitter",
 * "came first at the area contest", "personal best", "my first five-for", a boat launched at last; a colony, a flock or a
 * loft lost; a name who "went last winter"; someone who "didn't come home".
 */
const HOBBY_WIN = /\b(?:won|wins|winning) (?:the |a |an |her |his |my |our |their )?(?:\w+ ){0,3}?(?:national|nationals|league|cup|final|test|show|contest|competition|race|title|class|category|championship|open|grand prix|best [a-z]+|first [a-z]+)\b|\bcame (?:first|top|1st)\b|\bfirst (?:win|victory|trophy|cap|century|ton|five[- ]for|hat[- ]trick)\b|\bpersonal best\b|\bfive[- ]for\b|\bhat[- ]trick\b|\bmaiden (?:century|ton|win|victory)\b|\b(?:finally )?launched (?:our|my|the|her) (?:boat|yacht|dinghy|narrowboat|ketch|canoe|kayak|barge)\b/i;

const LOST_ANIMALS = /\blost (?:my|our|the|all (?:my|our)|both|two|three|four|\d+|a couple of) (?:\w+ ){0,2}(?:colony|colonies|hive|hives|bees|flock|herd|loft|pigeons|hens|chickens|ewes|lambs|ponies|cattle)\b/i;

const NAME_WENT = /\b[A-Z][a-z]+ went (?:last (?:week|month|year|winter|summer|spring|autumn|christmas|night)|in (?:January|February|March|April|May|June|July|August|September|October|November|December)|\w+ (?:years?|months?|weeks?) ago)\b(?! (?:to|for|on|with|back|home|out|up|down|away|off)\b)/;

/**
 * a pet put down named by breed and name ("Had to put my old blue heeler Banjo
 * down"), someone "taken in a car accident"; a band signed, a contest "just won".
 */
const PUT_DOWN_NAMED = /\b[Hh]ad to (?:have )?(?:put|let) (?:my|our) (?:[a-z]+ ){0,3}[A-Z][a-z]+ (?:down|to sleep|go)\b/;

const TAKEN_BY = /\b(?:was|were|got) taken (?:from us )?(?:in|by) (?:a |an |the )?(?:\w+ )?(?:accident|crash|collision|fire|flood|illness|cancer|stroke|heart attack|storm|overdose)\b/i;

/** "Our Bridie's just passed out of Templemore": passing out of a named college or depot (the name keeps its capital). */
const PASSED_OUT_OF = /\bpassed out (?:of|from) (?:the )?[A-Z][a-z]+/;

/** A death told as sleep never woken from, an illness that "took" them, or someone "no longer alive". */
const DEATH_BY_SLEEP_OR_ILLNESS = /\b(?:(?:went to sleep|fell asleep|slept)(?: \w+){0,4} (?:and|but) (?:never|didn't|did not|didnt) (?:woke|wake)(?: up)?|(?:the )?(?:cancer|covid|drink|booze|drugs|disease|illness|tumou?r|sepsis|dementia|big c) (?:finally )?(?:got|took) (?:him|her|them)\b|(?:is|are|'s|was) not alive|no longer alive)/i;

const FIRST_GIGS_DEGREES_AND_CHALLENGES = /\b(?:(?:booked|got booked|signed) (?:for |to play )?(?:my|our) first (?:\w+ ){0,2}(?:set|gig|show|tour|exhibition|festival|headline)|(?:passed|passing) (?:my|her|his|their|our) (?:\w+ )?(?:viva|phd|doctorate|thesis|dissertation)|for charity\b.*\b(?:made it|finished|completed|raised)|(?:made it|finished|completed|raised)\b.*\bfor charity)/i;

const QUALIFICATIONS_AND_SIGNINGS = /\b(?:got (?:my|her|his|their|our) (?:ged|hnd|hnc|btec|nvq|bachelor'?s|certificate|qualifications?|diploma|degree|leaving cert)\b|got signed (?:to|by|with)|signed (?:to|with) (?:a|an|the) (?:label|club|team|agency)|record deal|(?:just|finally) won)\b/i;

const NEVER_HOME = /\b(?:(?:didn't|did not|didnt) (?:come|make it|get)|never (?:came|made it|got|come)) (?:home|back)\b/i;

const FIRST_SOLOS_PLACES_AND_COUNTS = /\b(?:first solo (?:flight|sail|drive|ride|climb|gig|show)|got into (?:\w+ ){1,4}(?:uni|university|college|school|academy|conservatoire)\b|(?:my|her|his|our|their) (?:\d{3,}(?:st|nd|rd|th)|[5-9]0th|hundredth|thousandth|fiftieth|five hundredth|millionth)\b|passed (?:in|with) (?:first|second|1st|2nd|upper|a) (?:class|division|distinction|merit|honours)|passed with (?:distinction|merit|honours|flying colours)|passed out (?:of|from) (?:training|basic|depot|the academy|sandhurst|college|school|training school)|passing[- ]out parade|naming (?:ceremony|day)|aqiqah|wedded|white wedding|traditional wedding|(?:hit|reached|passed|clocked) (?:one|a|half a|\d+) (?:million|thousand|hundred)?\s?(?:accident[- ]free |safe )?(?:miles|km|kilometres|kilometers)\b|accident[- ]free)/i;

const BIRTHDAYS_AND_GOING_ALONE = /\b(?:[a-z]+'s (?:\d{2}(?:st|nd|rd|th)|eighteenth|twenty[- ]first|thirtieth|fortieth|fiftieth|sixtieth|seventieth|eightieth|ninetieth|hundredth)\b(?! (?:anniversary|year))|(?:'s|her|my|our|their) quince\b|(?:went|gone|going|finally) (?:self[- ]employed|freelance)|set up on (?:my|our|his|her) own|started (?:my|our|his|her) own (?:business|company|firm))/i;

/** Someone else's wedding is the speaker's joy only when told as one ("my cousin's wedding in Lisbon, gorgeous"). */
const OTHERS_WEDDING = /\b[a-z-]+'s wedding\b/i;

const JOY_TOLD = /\b(?:gorgeous|beautiful|amazing|lovely|stunning|magical|perfect|so happy|best day|incredible|unreal)\b|!/i;

function wentRelation(text: string): boolean {
  const match = WENT_RELATION.exec(text);
  return !!match && (RELATIONS.has(match[1].toLowerCase()) || PETS.has(match[1].toLowerCase()));
}

const NEVER_GOT_TO = /\b(?:never got to|didn't get to|did not get to|never got the chance to|never lived to)\b/i;

const FATAL_EVENT = /\b(?:heart attack|cardiac arrest|stroke|aneurysm|brain bleed|overdose|crash|accident|cancer|sepsis)\b/i;

const KEYS_OATHS_AND_OFFERS = /\b(?:(?:collected|got|picked up|received|have|got handed) (?:the |our |my )?keys (?:to|for) (?:our|my|the)|offer(?:'s| has| was|s)? (?:been |finally |just )*accepted|(?:swore|sworn|took|taken|taking|swearing) (?:the |my |our )?oath|oath of (?:allegiance|citizenship)|citizenship ceremony|(?:name change|deed poll|gender recognition(?: certificate)?|grc|adoption|citizenship|residency|visa|green card)(?: \w+){0,2} (?:finally )?(?:came through|went through|is official|got approved|was approved|was granted|got granted)|(?:twins|baby|son|daughter|little one|little man|little lady|bairn|wean|boy|girl)s? (?:is|are|turned|turns) (?:\w+ )?(?:days?|weeks?|months?) old (?:today|now|this week)|(?:put in|did|served|gave|spent) (?:\d+|[a-z]+(?:ty|teen)?(?:[- ][a-z]+)?) (?:years?|yrs) (?:\w+ ){0,8}(?:hung up|handed in|retired|left|finished|clocked off|signed off)|today (?:is|marks) (?:exactly )?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|a) (?:years?|months?|weeks?|days?) (?:that|since|without|sober|clean|off)\b)/i;

const BIRTHS_PLACES_AND_FIRSTS = /\b(?:(?:was|were|got) born (?:overnight|yesterday|today|tonight|this morning|last night|early|at \d|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|the \d+))|born (?:\w+ ){0,6}\d(?:\.\d+)? ?(?:kg|kilos?|lbs?|pounds?)\b|got (?:an? )?(?:admission|admitted|a place|a seat|selected) (?:in|into|to|at|for)|won (?:gold|silver|bronze)\b|(?:got|was|been|finally) hired\b|(?:his|her|my|their|our) first (?:real |proper |full[- ]time |paid |paying )?job\b|christened|baptised|baptized)/i;

/** a win told as its prize ("won best in show at the village fete") and an adoption approved. */
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

// (or got or earned something of one's own, the subject dropped — "Got my pro card in bodybuilding last month, stoked")
const SPEAKER_DID = /\b(?:I|we|We)\s+(?:finally\s+|just\s+)?(?:swam|ran|climbed|cycled|rowed|finished|completed|won|did|walked|sailed|hiked|passed|beat|raised|reached|qualified|graduated)\b|(?:^|[.!?]\s*|\b(?:I|we|We|finally|just)\s+)(?:[Gg]ot|[Ee]arned|[Ww]on|[Gg]ained|[Bb]agged|[Ll]anded)\s+(?:my|our)\s+(?:first\s+|own\s+)?[a-z]+/;

/**
 * Occasions told without their usual words:
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

// ("black lung took him in the fall", "the heat got him on the tractor": an illness or a danger that took someone)
const IT_TOOK = /\b(?:cancer|leuka?emia|lymphoma|tumou?r|sepsis|covid|the virus|a stroke|stroke|heart attack|his heart|her heart|black lung|lung cancer|the lung|the heat|heatstroke|the cold|the sea|the drink|the bottle|drugs|the drugs|the war|dementia|alzheimer'?s|parkinson'?s|als|mnd|motor neurone|the disease|the illness|the sickness)(?: finally| eventually| in the end)? (?:took|got|claimed|beat) (?:him|her|them)\b(?! (?:down|to|into|out|back|home|up|over|off))/i;

// (- "a little girl we couldnt bring back last month", "we lost a patient": a life a carer could not save)
// (- "my daughter … got her first buck opening morning … im so proud of her": a first told with pride)
const FIRST_GOT = /\b(?:got|shot|caught|landed|bagged|scored|killed|won|earned|made|hit|bowled|took) (?:his|her|my|their|our) (?:very )?first (?!(?:tattoo|ink|piece|go|time|look)\b)[a-z]+/i;

// ("after losing two before her", "He's been in the churchyard since 2019", "My brother's heart
// gave out from the heroin": losses told by what came after them)
const LOST_BEFORE = /\b(?:after|since) (?:losing|we lost|i lost|losing our|losing my) (?:two|three|four|one|\d+|our|my|a|the|twins|both)\b|\b(?:in|into) the (?:churchyard|cemetery|graveyard|ground) (?:since|for)\b|\b(?:heart|body|lungs|liver|kidneys)(?:'s| has)? (?:just |finally )?(?:gave out|gave up|stopped|failed|packed in)\b/i;

// (- "Forty years married would have been this Saturday", "then one slip": a happy count that death cut short is no celebration)
export const CUT_SHORT = /\b(?:married|together|wed) would(?: have|'ve| of) been\b|\bwould(?: have|'ve| of) been (?:our|their|his|her|my) \w+ (?:anniversary|years)\b|\bthen (?:one|a) slip\b|\brelapsed\b/i;

// (- "my wife's due on the ninth": a baby on the way)
const DUE_DATE = /\b(?:wife|partner|girlfriend|missus|she|fiancee|fiancée|daughter|sister)(?:'s| is) due (?:on the|any day|next week|this week)\b/i;

// (- "We had our son Ezra for two days in May": a baby who lived a little while)
// (case-sensitive for the name: "had our baby boy like two days ago" is a birth)
export const HAD_FOR_DAYS = /\b(?:[Hh]ad|[Hh]eld|[Gg]ot) (?:our|my|her|his|their) (?:[a-z]+ )?(?:son|daughter|baby|boy|girl|twins?|little one)(?: [A-Z][a-z]+)? (?:for (?:only |just )?(?:\d+|one|two|three|four|five|six|seven|a few|a couple of) (?:hours?|days?|weeks?)|(?:only |just )?(?:\d+|one|two|three|four|five|six|seven|a few|a couple of) (?:hours?|days?))\b(?! ago)/;

// (- "I'm a grandad! Little Noor, born 4am, mum and baby both doing well.": a birth told with its hour or the mother's health)
const BORN_NEWS = /\bborn (?:at )?\d{1,2}(?:[:.]\d\d)? ?(?:am|pm)\b|\b(?:mum|mom|mother|mam) and baby (?:are |both |are both )*(?:doing )?(?:well|fine|great|good|healthy)\b|\b(?:i'm|im|i am) (?:a |an )?(?:grandad|granddad|grandpa|grandma|granny|nana|nan|gran|grandmother|grandfather|great[- ]grand\w+|dad|mum|mom|auntie|aunt|uncle)\s*!/i;

const NOT_SAVED = /\b(?:couldn'?t|could not|couldnt|didn'?t|did not|failed to|weren'?t able to|were not able to) (?:bring (?:\w+ )?back|save (?:him|her|them|the (?:baby|patient|child|kid|boy|girl))|revive (?:him|her|them)|resuscitate (?:him|her|them))\b|\blost (?:a|our|my|the) (?:\w+ )?(?:patient|resident|casualty|client|kid|child|baby)\b(?! (?:at|in) the (?:shop|supermarket|crowd|park))/i;

// ("I have been made a partner at the firm", "My first novel is published in the spring", "we
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
export const BABY_CAME = /\b(?:our|my) (?:\w+ ){0,2}(?:daughter|son|baby|boy|girl|twins|grandson|granddaughter|little one|bairn|wean) (?:came|arrived|got here|made (?:her|his|their) (?:entrance|arrival|appearance))\b|\brainbow baby\b/i;

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

// ("Finally hit 500 species on my British list yesterday!": a count reached, told with an exclamation)
const TALLY_REACHED = /\b(?:finally|just|officially|at last) (?:hit|reached|passed|got to|made it to|cracked|broke|smashed) (?:the )?(?:\d[\d,]*|a hundred|a thousand|one hundred|one thousand)(?:k)?\b/i;

// (- "I bought my own fishing boat!", "we've got our own place at last!": something of one's own, told with an exclamation)
const OWN_NOW = /\b(?:bought|got|built|opened|have|own|launched) (?:my|our) (?:very )?own\b|\bfirst time (?:i am|i'm|im|we are|we're) the (?:owner|boss|skipper|captain)\b/i;

/** An occasion told by the shape of its phrase rather than its words (the phrases above), or undefined. */
export function occasionByStructure(text: string): OccasionCue | undefined {
  if (LIVING_LOSS.test(text) || EMPTY_PLACE.test(text) || SILENT_KEY.test(text) || KILLED.test(text) || NOT_SAVED.test(text) || IT_TOOK.test(text) || HAD_FOR_DAYS.test(text) || LOST_BEFORE.test(text) || NOT_COME_BACK.test(text) || ONE_OF_OURS.test(text)) return 'memorial';
  if (HONOUR_CAME.test(text) || BORN_NEWS.test(text) || DUE_DATE.test(text) || TURNING_IN_MONTH.test(text) || (OFFER_GOT.test(text) && /!|\bfinally\b|\bproud\b|\bstoked\b|\bbuzzing\b/i.test(text)) || (/\b(?:our|my|first) (?:very )?first (?:house|home|flat|apartment|place)\b|\bfirst (?:house|home|flat|apartment|place) (?:of )?(?:our|my|namin|nuestra|nuestro)\b/i.test(text) && /!|\p{Extended_Pictographic}/u.test(text)) || MADE_RANK.test(text) || PUBLISHED.test(text) || ADOPTION_MATCH.test(text) || (FIRST_GOT.test(text) && /\bproud\b|!|\bchuffed\b|\bso happy\b|\bbuzzing\b|\bover the moon\b/i.test(text)) || (IN_PROFIT.test(text) && /!|\bfinally\b|\bat last\b|\bfirst time\b/i.test(text)) || ((TALLY_REACHED.test(text) || OWN_NOW.test(text)) && /!|\p{Extended_Pictographic}/u.test(text)) || MARRIED_YEARS.test(text) || TOP_RANK.test(text) || BABY_NEWS.test(text) || RACE_DONE.test(text) || BABY_CAME.test(text) || BEST_OF_LIFE.test(text) || CITIZEN.test(text) || (EXAMS_CLEARED.test(text) && /!|\p{Extended_Pictographic}/u.test(text)) || PROPOSAL_ACCEPTED.test(text) || (YEARS_OLD_NOW.test(text) && /!/.test(text)) || (ENGAGED.test(text) && !/\b(?:not|never|isn't|wasn't|aren't|weren't|before|once|was|were)\s+(?:\w+\s+)?engaged\b/i.test(text)) || DEGREE_DONE.test(text) || (SCHOOL_START.test(text) && /!|\bproud\b|\bteary\b|\bcan't believe\b/i.test(text)) || (WITHOUT_THE_AID.test(text) && /!/.test(text)) || SETTLED.test(text) || (ROUND_BIRTHDAY.test(text) && !/\b(?:would have|would've|wouldve|heaven|miss)\b/i.test(text)) || (FIRST_DONE.test(text) && /!|\p{Extended_Pictographic}/u.test(text))) return 'celebration';
  if (WENT_AT_A_TIME.test(text) || LOST_BY_NAME.test(text) || (RUN_DOWN.test(text) && GRIEF.test(text)) || DYING_IN_OTHER_LANGUAGES.test(text) || (NEVER_GOT_TO.test(text) && FATAL_EVENT.test(text)) || wentRelation(text) || LOST_AT_SEA.test(text) || LOST_ANIMALS.test(text) || NAME_WENT.test(text) || NEVER_HOME.test(text) || PUT_DOWN_NAMED.test(text) || TAKEN_BY.test(text) || DEATH_BY_SLEEP_OR_ILLNESS.test(text) || (LIFE_DATES.test(text) && /\b(?:she|he) was\b|\b(?:mama|mum|mom|mam|dad|papa|nan|gran|grandad|grandma|grandpa)\b/i.test(text))) return 'memorial';
  if (WON_A_PRIZE.test(text) || APPROVED.test(text) || BIRTHS_PLACES_AND_FIRSTS.test(text) || KEYS_OATHS_AND_OFFERS.test(text) || BIRTHDAYS_AND_GOING_ALONE.test(text) || FIRST_SOLOS_PLACES_AND_COUNTS.test(text) || HOBBY_WIN.test(text) || QUALIFICATIONS_AND_SIGNINGS.test(text) || PASSED_OUT_OF.test(text) || FIRST_GIGS_DEGREES_AND_CHALLENGES.test(text) || (OTHERS_WEDDING.test(text) && JOY_TOLD.test(text))) return 'celebration';
  if (phraseMatches(WON_A_CONTEST, text) || PASSED_A_TEST.test(text) || PAID_OFF.test(text) || (ELATION.test(text) && SPEAKER_DID.test(text))) return 'celebration';
  return undefined;
}
