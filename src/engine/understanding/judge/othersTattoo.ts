/** Judge: whether a mention is about someone else's tattoo. */

import { CLAUSE_BREAKS, PERSON_WORDS } from '../sharedWords';
import { isWord, type WordToken } from '../tokens';

/**
 * Whether the mention at `start` is about someone else's tattoo: its clause opens with another person
 * who has, got or did one ("my sister has a sleeve", "he got one done"), or with their own ("my friend's
 * watercolour one"), or the body part is theirs ("on his neck"). The speaker's own "my arm" never is.
 */
export function someoneElses(tokens: WordToken[], start: number): boolean {
  // ("… on his forearm, so I want the same on mine": copying it makes it the speaker's choice)
  const sentence = tokens.filter((t) => t.sentence === tokens[start].sentence).map((t) => t.text).join(' ');
  if (/\bsame (?:\w+ )?(?:on|for|in) mine\b|\bsame (?:spot|place|placement|size|style|colou?rs?)\b|\bmatching\b/.test(sentence)) return false;
  if (/^(?:his|her|their)$/.test(tokens[start - 1]?.text ?? '')) return true;
  if (tokens[start - 1]?.text === 'my') return false;
  let open = start;
  while (open > 0 && !tokens[open - 1].boundary && !CLAUSE_BREAKS.has(tokens[open - 1].text)) open -= 1;
  const words = tokens.slice(open, start).filter(isWord).map((t) => t.text);
  // ("we've got two people ahead of him and one's a big back piece": "one" of the people just named, and their piece)
  if (/^(?:one's|ones|one|other's|the)$/.test(words[0] ?? '') && /^(?:one's|one is|ones|other's|the other's|the other is|the first's|the first is|the second's|the second is)\b/.test(words.join(' ')) && /\b(?:people|customers|clients|others|folk|lads|girls|guys|ones|of them)\b/.test(sentence)) return true;
  let k = ['my', 'our', 'his', 'her', 'their'].includes(words[0]) ? 1 : 0;
  const person = words[k] ?? '';
  const owner = person.endsWith("'s") ? person.slice(0, -2) : person;
  const other = (k === 1 && (PERSON_WORDS.has(owner) || PERSON_WORDS.has(owner.replace(/s$/, '')))) || (k === 0 && /^(?:he|she|they|he's|she's)$/.test(person));
  if (!other) return false;
  if (person.endsWith("'s") || person === "he's" || person === "she's") return true;
  k += 1;
  while (/^(?:just|already|also|recently|finally)$/.test(words[k] ?? '')) k += 1;
  return /^(?:has|had|got|gets|did|does|have|done)$/.test(words[k] ?? '');
}
