/**
 * The evaluation manifest (tests/eval/manifest.json): every labelled set, what kind it is and its role — trained
 * on, developed on, or sealed. Types and pure helpers only; tests/eval/loadSets.ts reads the files.
 */
import type { ConversationSet } from './conversationScoring';
import type { ExtractionEval, RoutingItem } from './evalScoring';

/** train: the turn classifier learns from it; development: the rules may be fixed on it; sealed: the runner alone scores it. */
export type EvalSplit = 'train' | 'development' | 'sealed';
export type EvalKind = 'conversations' | 'extraction' | 'routing';

/** The floor the regression test keeps for a set (absent allowances are 0). */
export interface EvalHold {
  openRecall?: number;
  offTopicText?: number;
  offTopicVoice?: number;
  memorialMissed?: number;
  celebrationMissed?: number;
  slotScore?: number;
  accuracy?: number;
}

export interface EvalSetEntry {
  name: string;
  kind: EvalKind;
  split: EvalSplit;
  /** Relative to tests/eval/. */
  file: string;
  formerly?: string;
  writer?: string;
  firstPass?: string;
  hold?: EvalHold;
}

export interface EvalManifest {
  about: string[];
  sets: EvalSetEntry[];
}

export type LoadedSet =
  | { entry: EvalSetEntry & { kind: 'conversations' }; data: ConversationSet }
  | { entry: EvalSetEntry & { kind: 'extraction' }; data: ExtractionEval }
  | { entry: EvalSetEntry & { kind: 'routing' }; data: { items: RoutingItem[] } };

export const SPLITS: readonly EvalSplit[] = ['train', 'development', 'sealed'];

/** The conversation sets the turn classifier trains on, in manifest order (the trainer's shuffle depends on it). */
export const trainingSets = (manifest: EvalManifest): EvalSetEntry[] => manifest.sets.filter((s) => s.kind === 'conversations' && s.split === 'train');
