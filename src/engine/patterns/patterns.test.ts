import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compilePattern, expandPattern } from './compile';
import { PATTERN_FILES } from './files';
import { definitionOf, pattern, patternSource, type PatternDefinition } from './patterns';

const folder = path.dirname(fileURLToPath(import.meta.url));
const all: [string, PatternDefinition][] = Object.entries(PATTERN_FILES).flatMap(([file, data]) =>
  Object.entries(data.patterns).map(([id, definition]): [string, PatternDefinition] => [`${file}.${id}`, definition]),
);
const regexOf = (definition: PatternDefinition, entry?: string): RegExp => new RegExp(patternSource(definition, entry), (definition.flags ?? '').replace(/[gy]/g, ''));

describe('the pattern files', () => {
  it('registers every pattern file of the folder, each saying what it is for', () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
    expect(Object.keys(PATTERN_FILES).sort()).toEqual(files);
    for (const data of Object.values(PATTERN_FILES)) expect(data.about.length).toBeGreaterThan(20);
  });
});

// The generic test: every pattern matches each of its examples and none of its counter-examples, and so does each
// entry of an anyOf pattern on its own.
describe.each(all)('pattern %s', (_ref, definition) => {
  it('says what it is for, and has examples and counter-examples', () => {
    expect(definition.about.length).toBeGreaterThan(10);
    expect(definition.examples.length).toBeGreaterThan(0);
    expect(definition.counterExamples.length).toBeGreaterThan(0);
    expect(definition.match === undefined).toBe(definition.anyOf !== undefined);
  });

  it('matches its examples and none of its counter-examples', () => {
    const regex = regexOf(definition);
    for (const example of definition.examples) expect(regex.test(example), `should match: ${example}`).toBe(true);
    for (const counter of definition.counterExamples) expect(regex.test(counter), `should not match: ${counter}`).toBe(false);
  });

  it.each(definition.anyOf ?? [])('entry $id matches its examples and none of its counter-examples', (entry) => {
    expect(entry.examples.length, `${entry.id} has an example`).toBeGreaterThan(0);
    const regex = regexOf(definition, entry.id);
    for (const example of entry.examples) expect(regex.test(example), `should match: ${example}`).toBe(true);
    for (const counter of entry.counterExamples) expect(regex.test(counter), `should not match: ${counter}`).toBe(false);
  });
});

describe('pattern syntax', () => {
  it('expands a lexicon class, a class of a file and a word expression', () => {
    expect(expandPattern('@kinship.siblings')).toBe('(?:brother|sister|twins|twin)');
    expect(compilePattern("^my @{kinship.siblings - 'twins' - 'twin'}$").test('my sister')).toBe(true);
    expect(compilePattern("^my @{kinship.siblings - 'twins' - 'twin'}$").test('my twin')).toBe(false);
  });

  it('gives a global pattern its own copy on each call, so one caller never moves another\'s position', () => {
    const a = compilePattern('@kinship.siblings', 'g');
    a.test('brother and sister');
    expect(compilePattern('@kinship.siblings', 'g').lastIndex).toBe(0);
  });

  it('names an unknown pattern', () => {
    expect(() => definitionOf('no-such-file.no-such-pattern')).toThrow(/unknown pattern/);
    expect(() => pattern('no-such-file.x')).toThrow(/unknown pattern/);
  });
});
