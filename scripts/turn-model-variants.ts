/**
 * Compares training variants of the turn classifier's off-topic label by nested leave-one-set-out only
 * (tests/eval/runs/turn-model/variants.txt): each held-out set is scored by a model trained on the other
 * sets, at a threshold from an inner LOSO over those sets — the same protocol as `npm run train:turns`.
 * Usage: npx tsx scripts/turn-model-variants.ts '<name>' '<JSON overrides of train.ts TRAINING>'
 * e.g. npx tsx scripts/turn-model-variants.ts balanced '{"positiveWeight":{"offTopic":"balanced","memorial":"sqrt","celebration":"sqrt"}}'
 */
import type { ConversationSet } from '../src/engine/eval/conversationScoring';
import { FEATURE_OPTIONS } from '../src/engine/turnModel/features';
import { unpackLabel } from '../src/engine/turnModel/model';
import { chooseThreshold, labelledTurns, marginOf, outOfFoldMargins, trainLabel, TRAINING } from '../src/engine/turnModel/train';
import { trainingSets } from '../src/engine/eval/manifest';
import { loadManifest, loadSet } from '../tests/eval/loadSets';

const [name = 'baseline', overrides = '{}'] = process.argv.slice(2);
const { classes, ...training } = JSON.parse(overrides) as Partial<typeof TRAINING> & { classes?: boolean };
Object.assign(TRAINING, training);
if (classes !== undefined) FEATURE_OPTIONS.classes = classes;
const trainSets = trainingSets(loadManifest());
const TRAINING_SETS = trainSets.map((e) => e.name);
const turns = trainSets.flatMap((entry) => labelledTurns(entry.name, loadSet(entry).data as ConversationSet));
const rows: string[] = [];
const total = { off: 0, offN: 0, des: 0, desN: 0, oth: 0, othN: 0 };
for (const held of TRAINING_SETS) {
  const inner = turns.filter((t) => t.set !== held);
  const threshold = chooseThreshold(inner, outOfFoldMargins(inner, 'offTopic'), 'offTopic');
  const model = unpackLabel(trainLabel(inner, 'offTopic'));
  const test = turns.filter((t) => t.set === held);
  const flagged = (t: (typeof test)[number]): boolean => marginOf(model, t, 'offTopic') >= threshold;
  const row = {
    off: test.filter((t) => t.offTopic && flagged(t)).length,
    offN: test.filter((t) => t.offTopic).length,
    des: test.filter((t) => t.design && flagged(t)).length,
    desN: test.filter((t) => t.design).length,
    oth: test.filter((t) => !t.offTopic && !t.design && flagged(t)).length,
    othN: test.filter((t) => !t.offTopic && !t.design).length,
  };
  for (const k of Object.keys(total) as (keyof typeof total)[]) total[k] += row[k];
  process.stderr.write(`${held} `);
  rows.push(`  ${held.padEnd(9)} thr ${threshold.toFixed(3).padStart(6)}  off-topic ${row.off}/${row.offN}  design flagged ${row.des}/${row.desN}  other flagged ${row.oth}/${row.othN}`);
}
console.log(`variant ${name} ${overrides}`);
for (const r of rows) console.log(r);
console.log(`  overall   off-topic ${total.off}/${total.offN} (${((100 * total.off) / total.offN).toFixed(1)}%)  design flagged ${total.des}/${total.desN}  other flagged ${total.oth}/${total.othN}`);
