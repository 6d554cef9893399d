/**
 * Reads the evaluation manifest and its labelled sets from this folder (Node only: scripts and tests).
 * What each set is for: manifest.json; how they are scored: src/engine/eval/.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EvalManifest, EvalSetEntry, LoadedSet } from '../../src/engine/eval/manifest';

export const EVAL_ROOT = path.dirname(fileURLToPath(import.meta.url));

export function loadManifest(): EvalManifest {
  return JSON.parse(readFileSync(path.join(EVAL_ROOT, 'manifest.json'), 'utf8')) as EvalManifest;
}

export function loadSet(entry: EvalSetEntry): LoadedSet {
  return { entry, data: JSON.parse(readFileSync(path.join(EVAL_ROOT, entry.file), 'utf8')) } as LoadedSet;
}

/** The sets the predicate keeps, in manifest order. */
export function loadSets(keep: (entry: EvalSetEntry) => boolean = () => true): LoadedSet[] {
  return loadManifest().sets.filter(keep).map(loadSet);
}
