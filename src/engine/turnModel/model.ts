/**
 * The learned turn classifier's runtime (issue #19): three binary logistic regressions — off-topic,
 * memorial, celebration — over the hashed features of features.ts, each with the decision threshold
 * chosen from leave-one-set-out cross-validation (docs/engine-eval.md "Session 9"). It votes alongside
 * the rules, heard only through understanding/classify/decision.ts (the one place where the two combine).
 *
 * The weights are packed as text (weights.generated.ts, written by `npm run train:turns`) and decoded
 * on the first call, so the model costs nothing until the engine is used.
 */
import { turnClauses, turnFeatures } from './features';
import { TURN_MODEL } from './weights.generated';

export const TURN_LABELS = ['offTopic', 'memorial', 'celebration'] as const;
export type TurnLabel = (typeof TURN_LABELS)[number];

/** One label's weights as stored: sorted bucket indices as base-36 gaps, int8 weights as base-36, both comma-joined. */
export interface PackedLabel {
  bias: number;
  /** A stored weight w stands for w × scale. */
  scale: number;
  /** A turn is flagged when its margin (bias + Σ weights × value) is at least this. */
  threshold: number;
  gaps: string;
  weights: string;
}
export type PackedTurnModel = Record<TurnLabel, PackedLabel>;

export interface LabelModel {
  bias: number;
  threshold: number;
  weights: Map<number, number>;
}
type TurnModel = Record<TurnLabel, LabelModel>;

export function unpackLabel(packed: PackedLabel): LabelModel {
  const weights = new Map<number, number>();
  if (packed.gaps) {
    const gaps = packed.gaps.split(',');
    const values = packed.weights.split(',');
    let index = 0;
    for (let k = 0; k < gaps.length; k++) {
      index += parseInt(gaps[k], 36);
      weights.set(index, parseInt(values[k], 36) * packed.scale);
    }
  }
  return { bias: packed.bias, threshold: packed.threshold, weights };
}

const unpack = (packed: PackedTurnModel): TurnModel => ({
  offTopic: unpackLabel(packed.offTopic),
  memorial: unpackLabel(packed.memorial),
  celebration: unpackLabel(packed.celebration),
});

let model: TurnModel | null | undefined;

/**
 * Replaces the model the engine votes with: another packed model (the trainer's held-out folds,
 * so the whole engine is scored with a model that never saw the set), `null` for the rules alone,
 * or `undefined` to go back to the committed weights. Not for the app.
 */
export function setTurnModel(packed: PackedTurnModel | null | undefined): void {
  model = packed === undefined ? undefined : packed === null ? null : unpack(packed);
  last = undefined;
}

/**
 * The last turn's margins: one user turn is scored by extraction (typed and spoken paths) and by the occasion
 * cues, so the same text is read several times in a row — a one-entry memo keyed by the text and the model
 * answers the repeats. Each label's margin is computed when first asked for: the off-topic margin featurises
 * every clause, and it is only asked for once the brief has a picture (decision.ts).
 */
let last: { text: string; model: TurnModel; features?: number[]; margins: Partial<Record<TurnLabel, number>> } | undefined;

function current(): TurnModel | null {
  if (model === undefined) model = unpack(TURN_MODEL);
  return model;
}

/** The margin of one featurised turn under one label. */
export function labelMargin(m: LabelModel, features: readonly number[]): number {
  const value = features.length > 0 ? 1 / Math.sqrt(features.length) : 0;
  let sum = m.bias;
  for (const f of features) sum += (m.weights.get(f) ?? 0) * value;
  return sum;
}

/**
 * The model's margin for one label on one turn (empty text or the model switched off: none). Off-topic is the lowest
 * margin of the turn's clauses: the turn is vetoed only when every clause reads as off-topic, so the design half of
 * "I want a koi on my calf, how long will it take to heal?" is left to the rules.
 */
export function turnMargin(text: string, label: TurnLabel): number | undefined {
  const m = current();
  if (!m || !text.trim()) return undefined;
  if (!last || last.text !== text || last.model !== m) last = { text, model: m, margins: {} };
  const memo = last;
  let margin = memo.margins[label];
  if (margin === undefined) {
    if (label === 'offTopic') margin = offTopicMargin(m.offTopic, turnClauses(text).map(turnFeatures));
    else margin = labelMargin(m[label], (memo.features ??= turnFeatures(text)));
    memo.margins[label] = margin;
  }
  return margin;
}

/** The model's margin for each label on one turn (empty text: no vote). */
export function turnMargins(text: string): Record<TurnLabel, number> | undefined {
  const offTopic = turnMargin(text, 'offTopic');
  if (offTopic === undefined) return undefined;
  return { offTopic, memorial: turnMargin(text, 'memorial')!, celebration: turnMargin(text, 'celebration')! };
}

/** The model's vote for one label at its chosen threshold (false with the model switched off). */
export function turnVote(text: string, label: TurnLabel): boolean {
  const m = current();
  const margin = turnMargin(text, label);
  return !!m && margin !== undefined && margin >= m[label].threshold;
}

/** The lowest clause margin (the whole turn when it has no clauses). */
export function offTopicMargin(label: LabelModel, clauses: readonly (readonly number[])[]): number {
  return clauses.length === 0 ? -Infinity : Math.min(...clauses.map((c) => labelMargin(label, c)));
}

/** The model's vote on one user turn at the chosen thresholds (all false with the model switched off). */
export function turnVotes(text: string): Record<TurnLabel, boolean> {
  return { offTopic: turnVote(text, 'offTopic'), memorial: turnVote(text, 'memorial'), celebration: turnVote(text, 'celebration') };
}
