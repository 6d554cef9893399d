/** Occasions: who can be lost or celebrated, and the small word classes the sentence scorers read. */

import { compilePattern } from '../../../patterns/compile';
import classes from './data/word-classes.json';
import { pattern } from '../../../patterns/patterns';

/** People one can lose or celebrate: relations, friends, partners (data/word-classes.json, as are the sets below). */
export const RELATIONS = new Set(classes.relations.groups.flatMap((group) => group.words));

/** Animals people keep. */
export const PETS = new Set(classes.pets.words);

export const HE_SHE = new Set(['he', 'she', 'they']);

/** An age told as a bare number ("he was fourteen", "she was 12"). */
export const AGE_WORD = /^(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|[a-z]+teen|[a-z]+ty(?:-[a-z]+)?)$/;

export const HIM_HER = new Set(['him', 'her']);

/** Subjects that are the speaker or a thing: "I passed", "it died" (the phone), "we lost". */
export const NOT_A_BEING = new Set(classes.notABeing.words);

/** Where a subject search stops: another clause's verb of saying or a clause word ("mum said the tree is dead"). */
export const CLAUSE_STOP = pattern('occasion-contexts.clause-stop');

/** Words between a verb and its object that do not change who the object is. */
export const DETERMINERS = new Set(classes.determiners.words);

/** What may follow "her" when it is the object ("lost her last year"), not a possessive ("lost her ring"). */
export const AFTER_OBJECT = pattern('occasion-contexts.after-object');

/** Just before a predicate: a negation or a hedge ("didn't die", "nearly died", "if he dies", "might lose"). */
export const NEGATION = pattern('occasion-contexts.negation-or-hedge');

/** After an intransitive "passed", "gone", "dead": time, manner, the end of the sentence. */
export const TIME_OR_END = pattern('occasion-contexts.time-or-end');

export const AFTER_TIME_A = /^(?:year|month|week|day|few|couple|while|fortnight)s?$/;

/** Illnesses and ordeals one beats or survives. */
export const ILLNESS = pattern('occasion-contexts.illness');

/** Hesitations and the filler "like" in speech. */
export const FILLERS = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er', 'hmm', 'like']);

export const PREDICATE_NEXT = /^(?:died|passed|who|was|is|'s|has)$/;

export const MONTH_OR_DAY = compilePattern("^@{calendar.months + calendar.weekdays + 'christmas' + 'easter' + 'god'}$");

export const RECENT = compilePattern('\\b(?:just|recently|last|this|yesterday|today|ago|weeks?|days?|finally|new|@{calendar.months + calendar.weekdays})\\b');

/** A baby or a child just born or given ("a newborn", "a grandbaby", "a bairn"). */
export const BABY = pattern('occasion-contexts.baby');
