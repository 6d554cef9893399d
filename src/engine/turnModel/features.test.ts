/**
 * The turn classifier's features read the engine's own vocabularies: the lexicon classes a turn's words are in and
 * the named patterns it matches (hits.ts), besides its words.
 */
import { describe, expect, it } from 'vitest';
import { PATTERN_FILES } from '../patterns/files';
import { featureStrings, turnFeatures } from './features';
import { lexiconClasses, patternHits, TURN_PATTERN_FILES } from './hits';

const vocabulary = (text: string): string[] => featureStrings(text).filter((f) => /^(?:k|kb|p):/.test(f));

describe('lexicon hits', () => {
  it('finds each word’s class and lexicon, as typed without apostrophes', () => {
    expect(vocabulary('can i pay 50 quid cash')).toEqual(
      expect.arrayContaining(['k:studio.money', 'k:studio', 'k:money.currency', 'k:money', 'kb:50 money.currency']),
    );
    expect(lexiconClasses(['whats', 'that'])[0]).toContain('grammar.question-words');
  });

  it('reads entries of several words at their first word, and starred stems as every word they begin', () => {
    expect(lexiconClasses(['can', 'i', 'get', 'in', 'touch'])[2]).toContain('studio.booking');
    expect(lexiconClasses(['can', 'i', 'get', 'in', 'line'])[2]).not.toContain('studio.booking');
    expect(lexiconClasses(['its', 'really', 'itchy'])[2]).toContain('studio.healing');
    // the stem alone is not a word of the class
    expect(lexiconClasses(['itch'])[0]).not.toContain('studio.healing');
  });

  it('carries a class across words the sets never used: two different months share their class features', () => {
    const class_ = (text: string): string[] => vocabulary(text).filter((f) => f.startsWith('k:calendar'));
    expect(class_('my nan passed in october')).toEqual(class_('my nan passed in february'));
    expect(class_('my nan passed in october')).toContain('k:calendar.months');
  });

  it('leaves the homographs list out: it is no class of its own', () => {
    expect(vocabulary('in may').some((f) => f.includes('homographs'))).toBe(false);
  });
});

describe('pattern hits', () => {
  it('names each matching pattern by file and id', () => {
    expect(patternHits('how much is a deposit to book in')).toContain('off-topic.studio-business');
    expect(vocabulary('how long does it take to heal')).toContain('p:off-topic.studio-business');
    expect(patternHits('a small rose on my wrist')).not.toContain('off-topic.studio-business');
  });

  it('reads turn-level pattern files only, and every pattern file is read or left out on purpose', () => {
    const leftOut = ['routing', 'handoff', 'morphology'];
    expect([...TURN_PATTERN_FILES, ...leftOut].sort()).toEqual(Object.keys(PATTERN_FILES).sort());
  });

  it('gives the same features for the same text every time (trainer and runtime agree)', () => {
    const text = 'My grandad passed away in March, he kept pigeons. How much would a small one cost?';
    expect(turnFeatures(text)).toEqual(turnFeatures(text));
    expect(new Set(turnFeatures(text)).size).toBe(turnFeatures(text).length);
  });
});
