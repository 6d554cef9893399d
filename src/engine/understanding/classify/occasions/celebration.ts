/** Occasions: a sentence scored for a life event worth congratulating. */

import { phraseMatches } from './phrases';
import { Sentence } from './sentences';
import { BABY, HE_SHE, HIM_HER, ILLNESS, NOT_A_BEING, RECENT } from './words';

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

export function structuralCelebration(text: string): boolean {
  return (LONG_COUNT.test(text) && HANDED_BACK.test(text)) || phraseMatches(STRUCTURAL_CELEBRATIONS, text);
}

/** Scores one sentence for a celebration. */
export function celebrationSentence(s: Sentence): boolean {
  const n = s.tokens.length;
  for (let i = 0; i < n; i++) {
    const w = s.word(i);
    if (s.negated(i)) continue;
    switch (w) {
      case 'born':
        // "our son was born", "she was born last week" — not "I was born in 1990", "the town where I
        // was born", "she was born in Italy": a being as subject and something recent.
        // (someone's own anyone is a being here — "My first apo was born last week": things are not born)
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

/** A count of days, months or years reached now ("1000 days today", "two years this week"). */
export const COUNT_REACHED = /\b(?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a hundred|a thousand|[a-z]+ hundred) (?:days?|weeks?|months?|years?) (?:today|tonight|now|this (?:week|morning|month)|as of today|and counting)\b/i;

/** Doing without ("no drinks", "not a drop", "off the booze"): what makes a count reached a sobriety milestone. */
export const ABSTAINING = /\b(?:no (?:drinks?|drinking|booze|alcohol|drugs|using|smokes?|smoking|cigarettes|fags|vaping|gambling|bets?)|not (?:a drop|one drink|a single drink)|off the (?:drink|booze|bottle|drugs|gear|smokes|fags)|without a (?:drink|drop|smoke|bet)|(?:been|stayed|staying|stone|bone) dry|teetotal|alcohol[- ]free|drug[- ]free)\b/i;

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

export function milestoneReached(text: string): boolean {
  if (!EXCITED.test(text)) return false;
  for (const match of text.matchAll(ACHIEVED)) if (!CHORE.test(match[1])) return true;
  return false;
}

export const CELEBRATION_PHRASES = new RegExp(CELEBRATION_PHRASE.source, 'gi');
