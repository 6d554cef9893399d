/** Segment: clauses and their openers. */

import { CLAUSE_BREAKS } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';

/** Like `clausesOf`, but "and" does not break a clause (so "… and my knees are …" is found inside its clause). */
export function clausesOfWithAnd(tokens: WordToken[]): number[][] {
  const clauses: number[][] = [];
  let current: number[] = [];
  for (let k = 0; k <= tokens.length; k++) {
    if (k === tokens.length || tokens[k].boundary || (CLAUSE_BREAKS.has(tokens[k].text) && tokens[k].text !== 'and')) {
      if (current.length > 0) clauses.push(current);
      current = [];
    } else if (isWord(tokens[k]) || /^\d/.test(tokens[k].text)) current.push(k);
  }
  return clauses;
}

/** Word positions of each clause (split at punctuation and linking words). */
export function clausesOf(tokens: WordToken[]): number[][] {
  const clauses: number[][] = [];
  let current: number[] = [];
  for (let k = 0; k <= tokens.length; k++) {
    if (k === tokens.length || tokens[k].boundary || CLAUSE_BREAKS.has(tokens[k].text)) {
      if (current.length > 0) clauses.push(current);
      current = [];
    } else if (isWord(tokens[k]) || /^\d/.test(tokens[k].text)) current.push(k);
  }
  return clauses;
}
