/** How sure the engine is of what it reads: the confidences suggestions carry (the UI applies those at 0.6 and above). */

/** An explicit correction ("actually…", "make it…") is the user's latest word: near-certain. */
export const CORRECTION_CONFIDENCE = 0.95;

/** A value only asked about ("does the ribs hurt?") or doubted ("not sure about red") is not a choice yet. */
export const TENTATIVE_CONFIDENCE = 0.45;

/** A spell-corrected word is probably, not certainly, what was meant. */
export const FUZZY_FACTOR = 0.85;

/** Subjects from the subject list. */
export const KEYWORD_CONFIDENCE = 0.8;

/** A subject guessed from sentence shape ("a tattoo of a <word>") rather than the list. */
export const GUESSED_KEYWORD_CONFIDENCE = 0.65;

/** A noun phrase the tagger found outside the subject list ("trout", "fishing rod", "saxophone"). */
export const OPEN_KEYWORD_CONFIDENCE = 0.7;

/** Quoted lettering is exactly what the user wants written. */
export const QUOTE_CONFIDENCE = 0.85;

/** A story sentence is the user's own words; kept as written. */
export const DESCRIPTION_CONFIDENCE = 0.7;

/** The spot was said outright; the note is as sure as the zone it came with. */
export const PLACEMENT_NOTE_CONFIDENCE = 0.8;
