import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEXICON_FILES } from './files';
import { alternation, words, wordSet } from './lexicon';

const folder = path.dirname(fileURLToPath(import.meta.url));
const HOMOGRAPHS = 'homographs';

/** Where each word is written: "file.class" (or "file" for a flat lexicon). */
function placesOfWords(): Map<string, string[]> {
  const places = new Map<string, string[]>();
  for (const [name, file] of Object.entries(LEXICON_FILES)) {
    if (name === HOMOGRAPHS) continue;
    const classes = 'words' in file ? { '': file.words } : file.classes;
    for (const [klass, list] of Object.entries(classes)) {
      for (const word of list) places.set(word, [...(places.get(word) ?? []), klass ? `${name}.${klass}` : name]);
    }
  }
  return places;
}

describe('the lexicons', () => {
  it('registers every lexicon file of the folder', () => {
    const files = readdirSync(folder).filter((f) => f.endsWith('.json')).map((f) => f.slice(0, -5)).sort();
    expect(Object.keys(LEXICON_FILES).sort()).toEqual(files);
  });

  it.each(Object.entries(LEXICON_FILES))('%s says what it is for and lists words', (_name, file) => {
    expect(file.about.length).toBeGreaterThan(20);
    const lists = 'words' in file ? [file.words] : Object.values(file.classes);
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const word of list) expect(word, JSON.stringify(word)).toMatch(/^[^\s].*[^\s]$|^[^\s]$/);
    }
  });

  it('writes each word in one lexicon only, except the homographs (two words spelt alike)', () => {
    const homographs = new Set(words(HOMOGRAPHS));
    const twice = [...placesOfWords()].filter(([word, places]) => places.length > 1 && !homographs.has(word)).map(([word, places]) => `${word}: ${places.join(', ')}`);
    expect(twice).toEqual([]);
  });

  it('lists as homographs only words that stand in two lexicons', () => {
    const places = placesOfWords();
    expect(words(HOMOGRAPHS).filter((word) => (places.get(word)?.length ?? 0) < 2)).toEqual([]);
  });
});

describe('word expressions', () => {
  it('adds classes and quoted words and takes quoted words away, each word once', () => {
    expect(words("kinship.siblings + 'bestie' - 'twins'")).toEqual(['brother', 'sister', 'twin', 'bestie']);
    expect(wordSet('kinship.siblings + kinship.siblings').size).toBe(4);
  });

  it('reads a whole file as all its classes', () => {
    expect(words('kinship')).toEqual(expect.arrayContaining(['mum', 'nan', 'wife', 'brother', 'son', 'grandson', 'auntie', 'mate', 'family']));
  });

  it('refuses an unknown lexicon or class, and a term without a sign', () => {
    expect(() => words('no-such-lexicon')).toThrow(/unknown lexicon/);
    expect(() => words('kinship.no-such-class')).toThrow(/no class/);
    expect(() => words("kinship.siblings 'x'")).toThrow(/cannot read/);
  });

  it('makes an alternation longest first, with a starred word as a stem', () => {
    expect(alternation("'gran' + 'grandma' + 'itch*'")).toBe('(?:grandma|itch\\w*|gran)');
    expect(new RegExp(`^${alternation("'gran' + 'grandma'")}$`).test('grandma')).toBe(true);
  });
});
