/**
 * Patterns are token sequences over lexicon classes, written as regular expressions over normalised text in
 * which `@name` or `@name.class` stands for every word of that lexicon class (README.md). This module expands
 * them; patterns.ts holds the named ones from this folder's JSON files.
 */
import { alternation } from '../lexicon/lexicon';

/**
 * `@kinship`, `@kinship.parents`, `@shop-kinds` (names are lower-case words joined by hyphens), or a word expression
 * in braces, `@{kinship + 'best' - 'family'}` (lexicon.ts).
 */
const REFERENCE = /@\{([^}]*)\}|@([a-z](?:[a-z-]*[a-z])?(?:\.[a-z](?:[a-z-]*[a-z])?)?)/g;

/** The regular-expression source of a pattern, its lexicon references expanded. */
export const expandPattern = (pattern: string): string =>
  pattern.replace(REFERENCE, (_match, expression: string | undefined, ref: string | undefined) => alternation(expression ?? ref ?? ''));

const compiled = new Map<string, RegExp>();

/**
 * A pattern written inline in code (short ones: long ones belong in a JSON file of this folder). Compiled once;
 * a global or sticky pattern keeps its position between calls, so each call gets its own copy.
 */
export function compilePattern(pattern: string, flags = ''): RegExp {
  const key = `${flags}/${pattern}`;
  let regex = compiled.get(key);
  if (!regex) {
    regex = new RegExp(expandPattern(pattern), flags);
    compiled.set(key, regex);
  }
  return /[gy]/.test(flags) ? new RegExp(regex.source, flags) : regex;
}
