/**
 * Trains the turn classifier (model.ts) from the labelled conversation sets — pure and
 * deterministic, so `npm run train:turns` (scripts/train-turn-model.ts) and the unit test that checks
 * the committed weights run the same code. No randomness but a seeded shuffle; no dependency.
 *
 * Per label: logistic regression by per-coordinate adaptive SGD (AdaGrad) with L2, a fixed number of
 * epochs, rare labels' positives (memorial, celebration) weighted by sqrt(negatives / positives); then the largest weights are kept (the
 * rest pruned) and quantised to int8, and the model is judged in exactly that packed form.
 *
 * Thresholds come from leave-one-set-out (LOSO) cross-validation, never from a set's own scores:
 * - off-topic: the lowest margin at which at most 1% of design turns (turns naming subjects) and at
 *   most 2% of the other on-topic turns are flagged — a flagged design turn loses its subject — and
 *   not below 0 (even odds);
 * - memorial, celebration: at most 1% of the turns without that label flagged (a false "I'm so sorry").
 * The held-out models scored in the LOSO tables use thresholds from an inner LOSO over their own
 * twelve training sets (nested), so no held-out figure has seen the held-out set in any way.
 */
import type { ConversationSet } from '../eval/conversationScoring';
import { trainingSets, type EvalManifest, type EvalSetEntry } from '../eval/manifest';
import { createRng } from '../render/prng';
import { turnClauses, turnFeatures } from './features';
import { labelMargin, offTopicMargin, TURN_LABELS, unpackLabel, type LabelModel, type PackedLabel, type PackedTurnModel, type TurnLabel } from './model';

export interface LabelledTurn {
  set: string;
  text: string;
  offTopic: boolean;
  memorial: boolean;
  celebration: boolean;
  /** The turn names subjects for the design. */
  design: boolean;
  features: number[];
  /** Each clause's features: the off-topic vote needs every clause (model.ts turnMargins). */
  clauses: number[][];
}

export const TRAINING = {
  seed: 19,
  epochs: 12,
  learningRate: 0.4,
  l2: 1e-5,
  /** Weights kept per label after training (by magnitude). */
  keep: { offTopic: 2400, memorial: 1400, celebration: 1400 } as Record<TurnLabel, number>,
  /** Each positive's weight: 'sqrt' = sqrt(negatives / positives), 'balanced' = negatives / positives, 'none' = 1. */
  positiveWeight: { offTopic: 'balanced', memorial: 'sqrt', celebration: 'sqrt' } as Record<TurnLabel, 'none' | 'sqrt' | 'balanced'>,
  /** Off-topic: most design turns and other on-topic turns that may be flagged. */
  maxDesignFlagged: 0.01,
  maxOtherFlagged: 0.02,
  /** Memorial, celebration: most turns without the label that may be flagged. */
  maxFalseAlarms: 0.01,
};

/**
 * The sets the classifier learns from, read through `read`: the manifest's conversation sets marked 'train', and
 * nothing else — a development or sealed set is never passed to `read` (turnModel.test.ts holds this), so the
 * trainer cannot see a sealed set however the script around it changes.
 */
export function readTrainingSets(manifest: EvalManifest, read: (entry: EvalSetEntry) => ConversationSet): { name: string; set: ConversationSet }[] {
  return trainingSets(manifest).map((entry) => {
    if (entry.split !== 'train' || entry.kind !== 'conversations') throw new Error(`${entry.name} is not a training set`);
    return { name: entry.name, set: read(entry) };
  });
}

/**
 * Whether the trainer's `--score-set` may replay a set: a development set only. A training set would be scored
 * in-sample, and a sealed set is scored by the runner alone (`npm run eval:engine`), never by the trainer.
 */
export function mayScoreApart(manifest: EvalManifest, name: string): boolean {
  return manifest.sets.some((s) => s.name === name && s.kind === 'conversations' && s.split === 'development');
}

export function labelledTurns(name: string, set: ConversationSet): LabelledTurn[] {
  return set.conversations.flatMap((c) =>
    c.turns.map((t) => ({
      set: name,
      text: t.user,
      offTopic: t.offTopic === true,
      memorial: t.memorial === true,
      celebration: t.celebration === true,
      design: (t.subjects?.length ?? 0) > 0 && t.offTopic !== true,
      features: turnFeatures(t.user),
      clauses: turnClauses(t.user).map(turnFeatures),
    })),
  );
}


/** One label's logistic regression, pruned and packed (threshold left at 0 for the caller). */
export function trainLabel(given: readonly LabelledTurn[], label: TurnLabel): PackedLabel {
  // Off-topic is voted clause by clause (model.ts), so the clauses of longer turns are examples too,
  // each with its turn's label: without them a short design fragment ("a tattoo needle") looks like
  // nothing the model has seen and leans on the bias.
  const turns = label === 'offTopic' ? given.flatMap((t) => [t, ...(t.clauses.length > 1 ? t.clauses.map((features) => ({ ...t, features })) : [])]) : given;
  const positives = turns.filter((t) => t[label]).length;
  const ratio = positives > 0 ? (turns.length - positives) / positives : 1;
  const posWeight = { none: 1, sqrt: Math.sqrt(ratio), balanced: ratio }[TRAINING.positiveWeight[label]];
  const weights = new Map<number, number>();
  const squares = new Map<number, number>();
  let bias = 0;
  let biasSquares = 0;
  // The renderer's seeded generator (mulberry32), so every run shuffles alike.
  const random = createRng(TRAINING.seed).next;
  const order = turns.map((_, i) => i);
  for (let epoch = 0; epoch < TRAINING.epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j], order[i]];
    }
    for (const k of order) {
      const turn = turns[k];
      const value = turn.features.length > 0 ? 1 / Math.sqrt(turn.features.length) : 0;
      let margin = bias;
      for (const f of turn.features) margin += (weights.get(f) ?? 0) * value;
      const p = 1 / (1 + Math.exp(-margin));
      const y = turn[label] ? 1 : 0;
      const g = (p - y) * (y === 1 ? posWeight : 1);
      biasSquares += g * g;
      bias -= (TRAINING.learningRate * g) / Math.sqrt(biasSquares + 1e-8);
      for (const f of turn.features) {
        const w = weights.get(f) ?? 0;
        const gf = g * value + TRAINING.l2 * w;
        const s = (squares.get(f) ?? 0) + gf * gf;
        squares.set(f, s);
        weights.set(f, w - (TRAINING.learningRate * gf) / Math.sqrt(s + 1e-8));
      }
    }
  }
  const kept = [...weights.entries()]
    .filter(([, w]) => w !== 0)
    .sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || a[0] - b[0])
    .slice(0, TRAINING.keep[label])
    .sort((a, b) => a[0] - b[0]);
  const largest = kept.reduce((m, [, w]) => Math.max(m, Math.abs(w)), 0);
  const scale = largest > 0 ? Number((largest / 127).toPrecision(6)) : 1;
  const gaps: string[] = [];
  const values: string[] = [];
  let previous = 0;
  for (const [index, w] of kept) {
    const q = Math.round(w / scale);
    if (q === 0) continue;
    gaps.push((index - previous).toString(36));
    values.push(q.toString(36));
    previous = index;
  }
  return { bias: Number(bias.toFixed(6)), scale, threshold: 0, gaps: gaps.join(','), weights: values.join(',') };
}

/** The k-th largest value (1-based) of `values`, or -Infinity when there are fewer. */
const kthLargest = (values: number[], k: number): number => [...values].sort((a, b) => b - a)[k - 1] ?? -Infinity;

/** The lowest threshold at which at most `share` of `negatives` lie at or above it. */
function thresholdFor(negatives: number[], share: number): number {
  const allowed = Math.floor(negatives.length * share);
  const boundary = kthLargest(negatives, allowed + 1);
  return boundary === -Infinity ? -10 : Math.ceil((boundary + 1e-9) * 1000) / 1000;
}

export function chooseThreshold(turns: readonly LabelledTurn[], margins: readonly number[], label: TurnLabel): number {
  if (label === 'offTopic') {
    const design = margins.filter((_, i) => !turns[i].offTopic && turns[i].design);
    const other = margins.filter((_, i) => !turns[i].offTopic && !turns[i].design);
    // (and never below 0: a turn the model finds more likely on-topic than not is left to the rules —
    // the sets' design turns are long and well told; a bare fragment like "a tattoo needle" is not)
    return Math.max(0, thresholdFor(design, TRAINING.maxDesignFlagged), thresholdFor(other, TRAINING.maxOtherFlagged));
  }
  return thresholdFor(margins.filter((_, i) => !turns[i][label]), TRAINING.maxFalseAlarms);
}

const setsOf = (turns: readonly LabelledTurn[]): string[] => [...new Set(turns.map((t) => t.set))];

/** A turn's margin as the engine computes it (off-topic: its lowest clause). */
export const marginOf = (model: LabelModel, turn: LabelledTurn, label: TurnLabel): number =>
  label === 'offTopic' ? offTopicMargin(model, turn.clauses) : labelMargin(model, turn.features);

/** Out-of-fold margins: each set scored by the model trained on the others. */
export function outOfFoldMargins(turns: readonly LabelledTurn[], label: TurnLabel): number[] {
  const margins = new Array<number>(turns.length);
  for (const held of setsOf(turns)) {
    const fold = unpackLabel(trainLabel(turns.filter((t) => t.set !== held), label));
    turns.forEach((t, i) => {
      if (t.set === held) margins[i] = marginOf(fold, t, label);
    });
  }
  return margins;
}

/** A label trained on `turns` with its threshold from LOSO over the sets in `turns`. */
function trainWithThreshold(turns: readonly LabelledTurn[], label: TurnLabel): PackedLabel {
  const threshold = chooseThreshold(turns, outOfFoldMargins(turns, label), label);
  return { ...trainLabel(turns, label), threshold };
}

export interface TrainingResult {
  /** Trained on every set; thresholds from LOSO over every set. */
  model: PackedTurnModel;
  /** Per held-out set: trained on the others, thresholds from LOSO over the others (nested). */
  folds: { set: string; model: PackedTurnModel }[];
}

export function trainTurnModel(turns: readonly LabelledTurn[], options: { folds?: boolean } = {}): TrainingResult {
  const build = (subset: readonly LabelledTurn[]): PackedTurnModel =>
    Object.fromEntries(TURN_LABELS.map((label) => [label, trainWithThreshold(subset, label)])) as PackedTurnModel;
  const folds = options.folds === false ? [] : setsOf(turns).map((set) => ({ set, model: build(turns.filter((t) => t.set !== set)) }));
  return { model: build(turns), folds };
}
