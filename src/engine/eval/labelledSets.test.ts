/**
 * Every labelled set in tests/eval/manifest.json that is not sealed, held to its floor (the manifest's `hold`):
 * a change that loses a subject, lets an off-topic turn change the brief, misses an occasion or repeats a reply
 * on any set fails here. Sealed sets are never read by a test — the runner alone scores them
 * (`npm run eval:engine`, docs/engine-eval.md). Adding a set is a manifest entry, not an edit to this file.
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadTagger } from '../nlp/tagger';
import { EVAL_ROOT, loadManifest, loadSet } from '../../../tests/eval/loadSets';
import { scoreConversations, type ConversationScores, type ConversationSet } from './conversationScoring';
import { scoreExtraction, scoreRouting, type ExtractionEval, type RoutingItem } from './evalScoring';
import type { EvalSetEntry } from './manifest';

const manifest = loadManifest();
const open = manifest.sets.filter((s) => s.split !== 'sealed');
const ofKind = (kind: EvalSetEntry['kind']): [string, EvalSetEntry][] => open.filter((s) => s.kind === kind).map((s) => [s.name, s]);

/** Each set has enough conversations to say something. */
const MIN_CONVERSATIONS = 30;
/** A full set (an independent writer's 40–44 conversations, not a short probe) is all multi-turn and has every label in number. */
const FULL_SET = 40;

beforeAll(async () => {
  // Scored as the app runs: with the part-of-speech tagger loaded (open-vocabulary subjects).
  await loadTagger();
});

describe('the manifest', () => {
  it('names every labelled file once, with a known kind and split, and every file exists', () => {
    const names = manifest.sets.map((s) => s.name);
    expect(new Set(names).size).toBe(names.length);
    for (const s of manifest.sets) {
      expect(['conversations', 'extraction', 'routing']).toContain(s.kind);
      expect(['train', 'development', 'sealed']).toContain(s.split);
      expect(existsSync(path.join(EVAL_ROOT, s.file)), s.file).toBe(true);
      expect(s.split === 'sealed' || s.hold !== undefined, `${s.name} has a floor`).toBe(true);
    }
    const listed = new Set(manifest.sets.map((s) => s.file));
    for (const folder of ['conversations', 'extraction', 'routing']) {
      for (const file of readdirSync(path.join(EVAL_ROOT, folder))) expect(listed.has(`${folder}/${file}`), `${folder}/${file} is in the manifest`).toBe(true);
    }
  });

  it('trains the classifier on conversation sets only', () => {
    expect(manifest.sets.filter((s) => s.split === 'train').every((s) => s.kind === 'conversations')).toBe(true);
  });
});

describe.each(ofKind('conversations'))('helper conversations: %s', (name, entry) => {
  const hold = entry.hold ?? {};
  let set: ConversationSet;
  let scores: ConversationScores;
  beforeAll(() => {
    set = loadSet(entry).data as ConversationSet;
    scores = scoreConversations(set);
    console.log(
      `${name}: open subjects ${scores.openSubjects.found}/${scores.openSubjects.total}, off-topic changes ${scores.offTopicChanges.text} text / ` +
        `${scores.offTopicChanges.voice} voice of ${scores.offTopicChanges.turns}, memorials ${scores.memorial.acknowledged}/${scores.memorial.total}, ` +
        `celebrations ${scores.celebration.acknowledged}/${scores.celebration.total}` +
        scores.misses.map((m) => `\n  ${m}`).join(''),
    );
  });

  it('has enough conversations, and a full set has every kind of label in number', () => {
    expect(set.conversations.length).toBeGreaterThanOrEqual(MIN_CONVERSATIONS);
    if (set.conversations.length < FULL_SET) return;
    expect(set.conversations.every((c) => c.turns.length >= 2)).toBe(true);
    expect(scores.openSubjects.total).toBeGreaterThanOrEqual(40);
    expect(scores.offTopicChanges.turns).toBeGreaterThanOrEqual(20);
    expect(scores.memorial.total).toBeGreaterThanOrEqual(8);
  });

  it('captures subjects outside the built-in list', () => {
    expect(scores.openSubjects.recall).toBeGreaterThanOrEqual(hold.openRecall ?? 1);
  });

  it('never changes the brief on an off-topic turn, typed or spoken', () => {
    expect(scores.offTopicChanges.text).toBeLessThanOrEqual(hold.offTopicText ?? 0);
    expect(scores.offTopicChanges.voice).toBeLessThanOrEqual(hold.offTopicVoice ?? 0);
  });

  it('never sends the same reply twice in a row, nor the same question twice', () => {
    expect(scores.identicalConsecutive).toBe(0);
    expect(scores.repeatedQuestions).toBe(0);
  });

  it('acknowledges every memorial and celebration, within the word limit', () => {
    expect(scores.memorial.total - scores.memorial.acknowledged).toBeLessThanOrEqual(hold.memorialMissed ?? 0);
    expect(scores.celebration.total - scores.celebration.acknowledged).toBeLessThanOrEqual(hold.celebrationMissed ?? 0);
    expect(scores.overLength).toBe(0);
  });
});

describe.each(ofKind('extraction'))('slot extraction: %s', (name, entry) => {
  it('keeps every slot\'s precision and recall at its floor', () => {
    const data = loadSet(entry).data as ExtractionEval;
    const { scores } = scoreExtraction(data);
    const rows = Object.entries(scores).map(([f, s]) => `  ${f.padEnd(12)} precision ${s.precision.toFixed(3)}  recall ${s.recall.toFixed(3)}  (tp ${s.tp}, fp ${s.fp}, fn ${s.fn})`);
    console.log(`${name} — ${data.items.length} utterances\n${rows.join('\n')}`);
    for (const [field, s] of Object.entries(scores)) {
      expect(s.precision, `${field} precision`).toBeGreaterThanOrEqual(entry.hold?.slotScore ?? 1);
      expect(s.recall, `${field} recall`).toBeGreaterThanOrEqual(entry.hold?.slotScore ?? 1);
    }
  });
});

describe.each(ofKind('routing'))('routing: %s', (name, entry) => {
  it('routes at its floor', () => {
    const items = (loadSet(entry).data as { items: RoutingItem[] }).items;
    const { accuracy, misses } = scoreRouting(items);
    console.log(`${name} — ${items.length} messages: accuracy ${accuracy.toFixed(3)}${misses.map((m) => `\n  miss: "${m.message}" → ${m.got} (expected ${m.agent})`).join('')}`);
    expect(accuracy).toBeGreaterThanOrEqual(entry.hold?.accuracy ?? 1);
  });
});

describe('what the sets cover', () => {
  it('the slot-choice set has ≥ 300 utterances of every kind (issue #4)', () => {
    const entry = manifest.sets.find((s) => s.name === 'slot-choices')!;
    const data = loadSet(entry).data as ExtractionEval;
    expect(data.items.length).toBeGreaterThanOrEqual(300);
    const kinds = new Set(data.items.map((i) => i.kind));
    for (const kind of ['casual', 'expert', 'voice', 'misspelt', 'multi', 'negated', 'corrected']) expect(kinds).toContain(kind);
  });

  it('the panel routing set has ≥ 100 messages and each assistant half ≥ 50 (issues #4, #13)', () => {
    const size = (name: string): number => (loadSet(manifest.sets.find((s) => s.name === name)!).data as { items: RoutingItem[] }).items.length;
    expect(size('panel-routing')).toBeGreaterThanOrEqual(100);
    for (const name of ['assistant-questions', 'assistant-questions-unfitted-phrasing', 'assistant-questions-blind-check']) expect(size(name)).toBeGreaterThanOrEqual(50);
  });
});
