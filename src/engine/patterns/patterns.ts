/**
 * The named patterns of this folder's JSON files: `pattern('off-topic.studio-business')` is the compiled pattern
 * `studio-business` of off-topic.json. A pattern is one `match`, or `anyOf` a list of entries (each its own
 * small pattern with its own examples) joined as alternatives inside `around`. Every pattern and entry carries
 * examples it must match and counter-examples it must not; patterns.test.ts runs them all.
 */
import { expandPattern } from './compile';
import { PATTERN_FILES, type PatternDefinition } from './files';

export type { PatternDefinition, PatternEntry, PatternFile } from './files';

/** What an `anyOf` pattern is wrapped in when none is given: a non-capturing group. */
const DEFAULT_AROUND: readonly [string, string] = ['(?:', ')'];

export function definitionOf(ref: string): PatternDefinition {
  const dot = ref.indexOf('.');
  const file = PATTERN_FILES[ref.slice(0, dot)];
  const definition = file?.patterns[ref.slice(dot + 1)];
  if (!definition) throw new Error(`unknown pattern "${ref}"`);
  return definition;
}

/** The source of a definition, or of one of its entries on its own (still inside `around`). */
export function patternSource(definition: PatternDefinition, entryId?: string): string {
  if (definition.match !== undefined) return expandPattern(definition.match);
  const [open, close] = definition.around ?? DEFAULT_AROUND;
  const entries = (definition.anyOf ?? []).filter((e) => entryId === undefined || e.id === entryId);
  return `${open}${entries.map((e) => expandPattern(e.match)).join('|')}${close}`;
}

const compiled = new Map<string, RegExp>();

/** The named pattern, compiled once (a global or sticky one is copied per call: it keeps its position). */
export function pattern(ref: string): RegExp {
  let regex = compiled.get(ref);
  if (!regex) {
    const definition = definitionOf(ref);
    regex = new RegExp(patternSource(definition), definition.flags ?? '');
    compiled.set(ref, regex);
  }
  return /[gy]/.test(regex.flags) ? new RegExp(regex.source, regex.flags) : regex;
}
