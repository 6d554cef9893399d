/**
 * The trainer reads the manifest's training sets and nothing else: a development or sealed set never reaches it, and
 * its `--score-set` replay takes development sets only (sealed sets are scored by the runner alone).
 */
import { describe, expect, it } from 'vitest';
import type { ConversationSet } from '../eval/conversationScoring';
import type { EvalManifest, EvalSetEntry } from '../eval/manifest';
import { loadManifest } from '../../../tests/eval/loadSets';
import { mayScoreApart, readTrainingSets } from './train';

describe('the trainer reads training sets only', () => {
  const entry = (name: string, split: EvalSetEntry['split'], kind: EvalSetEntry['kind'] = 'conversations'): EvalSetEntry => ({ name, split, kind, file: `${name}.json` });
  const empty: ConversationSet = { description: '', conversations: [] };

  it('never passes a development or sealed set to the reader', () => {
    const manifest: EvalManifest = {
      about: [],
      sets: [entry('a', 'train'), entry('b', 'development'), entry('c', 'sealed'), entry('d', 'train'), entry('e', 'train', 'extraction')],
    };
    const read: string[] = [];
    const sets = readTrainingSets(manifest, (e) => (read.push(e.name), empty));
    expect(read).toEqual(['a', 'd']);
    expect(sets.map((s) => s.name)).toEqual(['a', 'd']);
  });

  it('on the real manifest, reads only sets marked train, and none of the sealed ones', () => {
    const manifest = loadManifest();
    const read: EvalSetEntry[] = [];
    readTrainingSets(manifest, (e) => (read.push(e), empty));
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((e) => e.split === 'train')).toBe(true);
    const sealed = manifest.sets.filter((s) => s.split === 'sealed').map((s) => s.name);
    expect(sealed.length).toBeGreaterThan(0);
    expect(read.map((e) => e.name).filter((n) => sealed.includes(n))).toEqual([]);
  });

  it('replays a development set apart, never a sealed or training one', () => {
    const manifest = loadManifest();
    const bySplit = (split: EvalSetEntry['split']): string => manifest.sets.find((s) => s.kind === 'conversations' && s.split === split)!.name;
    expect(mayScoreApart(manifest, bySplit('development'))).toBe(true);
    expect(mayScoreApart(manifest, bySplit('sealed'))).toBe(false);
    expect(mayScoreApart(manifest, bySplit('train'))).toBe(false);
    expect(mayScoreApart(manifest, 'no-such-set')).toBe(false);
  });
});
