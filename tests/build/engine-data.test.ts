/**
 * The browser bundle carries the engine's patterns without their examples and descriptions
 * (scripts/build/engineData.ts): the patterns themselves are there and compile as the source
 * files do, only what the pattern test and readers need is left out. `npm test` builds first;
 * run `npm run build` before this file alone.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PATTERN_FILES } from '../../src/engine/patterns/files';

const ASSETS = path.resolve(process.cwd(), 'dist', 'assets');
const scripts = () => (existsSync(ASSETS) ? readdirSync(ASSETS).filter((name) => name.endsWith('.js')) : []);
const bundle = () => scripts().map((name) => readFileSync(path.join(ASSETS, name), 'utf8')).join('\n');

/** Some example sentence of each pattern file, and one entry's id (kept: the engine reports which entry matched). */
function samples() {
  return Object.entries(PATTERN_FILES).flatMap(([file, { patterns }]) => {
    const first = Object.values(patterns)[0];
    const entry = first.anyOf?.[0];
    const example = entry?.examples[0] ?? first.examples[0];
    return example && example.length > 25 ? [{ file, example, id: entry?.id }] : [];
  });
}

describe('the engine patterns in the browser build', () => {
  it('the build exists', () => {
    expect(scripts().length).toBeGreaterThan(0);
  });

  it('leave out the examples, counter-examples and descriptions', () => {
    const code = bundle();
    expect(code).not.toContain('counterExamples');
    const leaked = samples().filter(({ example }) => code.includes(JSON.stringify(example).slice(1, -1)));
    expect(leaked.map(({ file }) => file)).toEqual([]);
    expect(samples().length).toBeGreaterThan(3);
  });

  it('keep the patterns themselves', () => {
    const code = bundle();
    const ids = samples().flatMap(({ id }) => (id ? [id] : []));
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(code, id).toContain(id);
  });
});
