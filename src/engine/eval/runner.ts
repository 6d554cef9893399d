/**
 * The evaluation runner (issue #39): every labelled set of the manifest scored three ways —
 * - rules alone: the engine replayed with the turn classifier switched off;
 * - model alone: the classifier's own vote on each labelled turn (off-topic, memorial, celebration);
 * - combined: the engine as it ships (rules and model meeting in the decision function).
 * Each set's figures are ratios (higher is better) so two runs compare line by line (compareRuns).
 * Pure: the sets come in loaded (tests/eval/loadSets.ts), the caller prints (report.ts).
 */
import { setTurnModel, turnVotes } from '../turnModel/model';
import { scoreConversations, type ConversationScores, type ConversationSet } from './conversationScoring';
import { scoreExtraction, scoreRouting, type ExtractionEval, type RoutingItem } from './evalScoring';
import type { EvalKind, EvalSplit, LoadedSet } from './manifest';

/** A found / total count; its ratio is 1 when there is nothing to find. */
export interface Count {
  found: number;
  total: number;
}
export const ratio = (c: Count): number => (c.total === 0 ? 1 : c.found / c.total);

/** What the engine does with a conversation set (rules alone, or combined). */
export interface ReplayFigures {
  openSubjects: Count;
  listedSubjects: Count;
  /** Off-topic turns that left the brief alone, typed and spoken. */
  offTopicKeptText: Count;
  offTopicKeptVoice: Count;
  memorialAcknowledged: Count;
  celebrationAcknowledged: Count;
  /** Replies that were not identical to the one before, asked no question twice and kept to 100 words. */
  repliesFresh: Count;
}

/** The classifier's vote on each labelled turn. */
export interface ModelFigures {
  offTopicCaught: Count;
  /** Turns naming subjects that the model did NOT flag as off-topic (a flag would cost the subject). */
  designSpared: Count;
  memorialCaught: Count;
  memorialSpared: Count;
  celebrationCaught: Count;
  celebrationSpared: Count;
}

export interface ConversationResult {
  kind: 'conversations';
  conversations: number;
  turns: number;
  rules: ReplayFigures;
  combined: ReplayFigures;
  model: ModelFigures;
  /** The combined replay's misses, as the scorer words them. */
  misses: string[];
}

export interface ExtractionResult {
  kind: 'extraction';
  items: number;
  /** Per slot, precision and recall as counts (tp of tp + fp, tp of tp + fn). */
  rules: Record<string, { precision: Count; recall: Count }>;
  combined: Record<string, { precision: Count; recall: Count }>;
}

export interface RoutingResult {
  kind: 'routing';
  rules: Count;
  combined: Count;
}

export type SetResult = { name: string; split: EvalSplit } & (ConversationResult | ExtractionResult | RoutingResult);

export interface EvalRun {
  sets: SetResult[];
}

const count = (found: number, total: number): Count => ({ found, total });

function replayFigures(s: ConversationScores): ReplayFigures {
  const replies = s.turns;
  const stale = s.identicalConsecutive + s.repeatedQuestions + s.overLength;
  return {
    openSubjects: count(s.openSubjects.found, s.openSubjects.total),
    listedSubjects: count(s.listedSubjects.found, s.listedSubjects.total),
    offTopicKeptText: count(s.offTopicChanges.turns - s.offTopicChanges.text, s.offTopicChanges.turns),
    offTopicKeptVoice: count(s.offTopicChanges.turns - s.offTopicChanges.voice, s.offTopicChanges.turns),
    memorialAcknowledged: count(s.memorial.acknowledged, s.memorial.total),
    celebrationAcknowledged: count(s.celebration.acknowledged, s.celebration.total),
    repliesFresh: count(replies - stale, replies),
  };
}

/** The committed classifier's vote on every labelled turn of a set. */
export function modelFigures(set: ConversationSet): ModelFigures {
  const f: ModelFigures = {
    offTopicCaught: count(0, 0),
    designSpared: count(0, 0),
    memorialCaught: count(0, 0),
    memorialSpared: count(0, 0),
    celebrationCaught: count(0, 0),
    celebrationSpared: count(0, 0),
  };
  const tally = (c: Count, hit: boolean): void => {
    c.total += 1;
    if (hit) c.found += 1;
  };
  for (const turn of set.conversations.flatMap((c) => c.turns)) {
    const votes = turnVotes(turn.user);
    if (turn.offTopic) tally(f.offTopicCaught, votes.offTopic);
    else if ((turn.subjects?.length ?? 0) > 0) tally(f.designSpared, !votes.offTopic);
    if (turn.memorial) tally(f.memorialCaught, votes.memorial);
    else tally(f.memorialSpared, !votes.memorial);
    if (turn.celebration) tally(f.celebrationCaught, votes.celebration);
    else tally(f.celebrationSpared, !votes.celebration);
  }
  return f;
}

/** Runs `score` with the classifier off (rules alone), then with the committed one (combined). */
function bothWays<T>(score: () => T): { rules: T; combined: T } {
  setTurnModel(null);
  try {
    const rules = score();
    setTurnModel(undefined);
    return { rules, combined: score() };
  } finally {
    setTurnModel(undefined);
  }
}

function extractionCounts(data: ExtractionEval): ExtractionResult['rules'] {
  const { scores } = scoreExtraction(data);
  return Object.fromEntries(
    Object.entries(scores).map(([field, s]) => [field, { precision: count(s.tp, s.tp + s.fp), recall: count(s.tp, s.tp + s.fn) }]),
  );
}

function routingCount(items: readonly RoutingItem[]): Count {
  const { misses } = scoreRouting(items);
  return count(items.length - misses.length, items.length);
}

/** Scores one loaded set all three ways (the tagger must be loaded first: loadTagger()). */
export function runSet(set: LoadedSet): SetResult {
  const { name, split } = set.entry;
  switch (set.entry.kind) {
    case 'conversations': {
      const data = set.data as ConversationSet;
      let last: ConversationScores | undefined;
      const { rules, combined } = bothWays(() => (last = scoreConversations(data)));
      const model = modelFigures(data);
      return {
        name, split, kind: 'conversations', conversations: combined.conversations, turns: combined.turns,
        rules: replayFigures(rules), combined: replayFigures(combined), model, misses: last?.misses ?? [],
      };
    }
    case 'extraction': {
      const data = set.data as ExtractionEval;
      const { rules, combined } = bothWays(() => extractionCounts(data));
      return { name, split, kind: 'extraction', items: data.items.length, rules, combined };
    }
    case 'routing': {
      const items = (set.data as { items: RoutingItem[] }).items;
      const { rules, combined } = bothWays(() => routingCount(items));
      return { name, split, kind: 'routing', rules, combined };
    }
  }
}

export function runEvaluation(sets: readonly LoadedSet[], onSet?: (result: SetResult) => void): EvalRun {
  return {
    sets: sets.map((set) => {
      const result = runSet(set);
      onSet?.(result);
      return result;
    }),
  };
}

/** Every figure of a set as `label → Count`, flat, for totals and comparisons. */
export function figuresOf(result: SetResult): Record<string, Count> {
  const out: Record<string, Count> = {};
  const add = (prefix: string, figures: object): void => {
    for (const [key, value] of Object.entries(figures)) out[`${prefix}.${key}`] = value as Count;
  };
  if (result.kind === 'conversations') {
    add('rules', result.rules);
    add('model', result.model);
    add('combined', result.combined);
  } else if (result.kind === 'extraction') {
    for (const mode of ['rules', 'combined'] as const) {
      for (const [field, s] of Object.entries(result[mode])) {
        out[`${mode}.${field}.precision`] = s.precision;
        out[`${mode}.${field}.recall`] = s.recall;
      }
    }
  } else {
    out['rules.accuracy'] = result.rules;
    out['combined.accuracy'] = result.combined;
  }
  return out;
}

/** Sums of every figure over the sets of one kind (and split, when given). */
export function totals(run: EvalRun, kind: EvalKind, split?: EvalSplit): Record<string, Count> {
  const out: Record<string, Count> = {};
  for (const result of run.sets) {
    if (result.kind !== kind || (split && result.split !== split)) continue;
    for (const [key, c] of Object.entries(figuresOf(result))) {
      const t = (out[key] ??= count(0, 0));
      t.found += c.found;
      t.total += c.total;
    }
  }
  return out;
}

/** A figure that moved between two runs: `worse` when it fell by more than the tolerance. */
export interface FigureChange {
  set: string;
  figure: string;
  before: number;
  after: number;
  worse: boolean;
}

/** The measure: every figure of every set within `tolerance` of the earlier run, or better. */
export const COMPARE_TOLERANCE = 0.01;

export function compareRuns(before: EvalRun, after: EvalRun, tolerance = COMPARE_TOLERANCE): FigureChange[] {
  const earlier = new Map(before.sets.map((s) => [s.name, figuresOf(s)]));
  const changes: FigureChange[] = [];
  for (const result of after.sets) {
    const old = earlier.get(result.name);
    if (!old) continue;
    for (const [figure, c] of Object.entries(figuresOf(result))) {
      const previous = old[figure];
      if (!previous) continue;
      const [b, a] = [ratio(previous), ratio(c)];
      if (Math.abs(a - b) < 1e-12 && previous.total === c.total) continue;
      changes.push({ set: result.name, figure, before: b, after: a, worse: b - a > tolerance + 1e-12 });
    }
  }
  return changes;
}
