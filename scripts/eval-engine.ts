/**
 * `npm run eval:engine`: the evaluation runner (issue #39). Scores every labelled set of tests/eval/manifest.json
 * rules alone, model alone and combined, per set and totalled per split and overall (src/engine/eval/runner.ts),
 * and prints the tables docs/engine-eval.md quotes. Sealed sets are scored here and nowhere else.
 *
 * Usage: npx tsx scripts/eval-engine.ts [--set NAME]… [--split train|development|sealed] [--kind conversations|extraction|routing]
 *          [--json FILE] [--out FILE] [--compare FILE] [--misses] [--label TEXT]
 *   --json FILE     write the run (every count) as JSON, for a later --compare
 *   --out FILE      write the Markdown tables (with the commit and machine load) to FILE as well
 *   --compare FILE  compare with an earlier --json run: list every figure that moved, and exit 1 when any fell by more than 0.01
 *   --misses        print the combined replay's misses under each conversation set
 *   --label TEXT    what the run is of, instead of the git commit (a copy of another tree, say)
 */
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { loadTagger } from '../src/engine/nlp/tagger';
import type { EvalKind, EvalSplit } from '../src/engine/eval/manifest';
import { changesReport, fullReport } from '../src/engine/eval/report';
import { compareRuns, runEvaluation, type EvalRun } from '../src/engine/eval/runner';
import { loadSets } from '../tests/eval/loadSets';

const args = process.argv.slice(2);
const values = (flag: string): string[] => args.flatMap((a, i) => (a === flag && args[i + 1] ? [args[i + 1]] : []));
const value = (flag: string): string | undefined => values(flag)[0];

const names = new Set(values('--set'));
const split = value('--split') as EvalSplit | undefined;
const kind = value('--kind') as EvalKind | undefined;
const sets = loadSets((e) => (names.size === 0 || names.has(e.name)) && (!split || e.split === split) && (!kind || e.kind === kind));
if (sets.length === 0) throw new Error('no set matches');

const commit = value('--label') ?? (() => {
  try {
    const head = execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
    const dirty = execSync('git status --porcelain -- src/engine tests/eval', { encoding: 'utf8' }).trim() ? ' + uncommitted changes' : '';
    return head + dirty;
  } catch {
    return 'unknown';
  }
})();
const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ');
const started = performance.now();
await loadTagger();
const run: EvalRun = runEvaluation(sets, (r) => process.stderr.write(`scored ${r.name}\n`));
const seconds = ((performance.now() - started) / 1000).toFixed(0);

const heading =
  `Evaluation runner on ${commit}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${sets.length} sets in ${seconds} s; ` +
  `load average before ${loadBefore}, after ${loadavg().map((l) => l.toFixed(2)).join(' ')}.`;
const report = `${heading}\n\n${fullReport(run)}`;
console.log(report);
if (args.includes('--misses')) {
  for (const r of run.sets) if (r.kind === 'conversations' && r.misses.length > 0) console.log(`\n${r.name}:\n  ${r.misses.join('\n  ')}`);
}
const out = value('--out');
if (out) writeFileSync(out, `${report}\n`);
const json = value('--json');
// (the misses are for reading, in --misses; the counts are what --compare needs)
if (json) writeFileSync(json, `${JSON.stringify({ commit, run }, (key, v: unknown) => (key === 'misses' ? undefined : v))}\n`);
const compare = value('--compare');
if (compare) {
  const before = (JSON.parse(readFileSync(compare, 'utf8')) as { commit: string; run: EvalRun });
  const changes = compareRuns(before.run, run);
  console.log(`\nCompared with ${compare} (${before.commit}):\n${changesReport(changes)}`);
  if (changes.some((c) => c.worse)) process.exitCode = 1;
}
