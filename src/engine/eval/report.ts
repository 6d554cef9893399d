/**
 * The runner's tables (Markdown), per set and totalled per split and overall — the form docs/engine-eval.md quotes.
 */
import { SPLITS, type EvalSplit } from './manifest';
import { ratio, totals, type Count, type EvalRun, type FigureChange, type SetResult } from './runner';

const fmt = (c: Count | undefined): string => (c ? `${ratio(c).toFixed(3)} (${c.found}/${c.total})` : '—');
const short = (c: Count | undefined): string => (c ? (c.total === 0 ? '—' : `${c.found}/${c.total}`) : '—');
const row = (cells: string[]): string => `| ${cells.join(' | ')} |`;
const header = (cells: string[]): string[] => [row(cells), row(cells.map(() => '---'))];

type Figures = Record<string, Count>;
const flat = (result: SetResult): Figures => {
  const out: Figures = {};
  if (result.kind === 'conversations') {
    for (const mode of ['rules', 'combined', 'model'] as const) for (const [k, v] of Object.entries(result[mode])) out[`${mode}.${k}`] = v as Count;
  }
  return out;
};

const conversationRow = (name: string, split: string, f: Figures, size: string): string =>
  row([
    name,
    split,
    size,
    fmt(f['combined.openSubjects']),
    short(f['combined.listedSubjects']),
    short(f['combined.offTopicKeptText']),
    short(f['combined.offTopicKeptVoice']),
    short(f['combined.memorialAcknowledged']),
    short(f['combined.celebrationAcknowledged']),
    short(f['combined.repliesFresh']),
  ]);

const modesRow = (name: string, split: string, f: Figures): string =>
  row([
    name,
    split,
    `${short(f['rules.offTopicKeptText'])} · ${short(f['model.offTopicCaught'])} · ${short(f['combined.offTopicKeptText'])}`,
    short(f['model.designSpared']),
    `${short(f['rules.memorialAcknowledged'])} · ${short(f['model.memorialCaught'])} · ${short(f['combined.memorialAcknowledged'])}`,
    short(f['model.memorialSpared']),
    `${short(f['rules.celebrationAcknowledged'])} · ${short(f['model.celebrationCaught'])} · ${short(f['combined.celebrationAcknowledged'])}`,
    short(f['model.celebrationSpared']),
    `${short(f['rules.openSubjects'])} · ${short(f['combined.openSubjects'])}`,
  ]);

function totalRows(run: EvalRun, line: (name: string, split: string, f: Figures) => string): string[] {
  const rows = SPLITS.filter((split) => run.sets.some((s) => s.kind === 'conversations' && s.split === split)).map((split) =>
    line(`**all ${split}**`, split, totals(run, 'conversations', split)),
  );
  rows.push(line('**overall**', 'all', totals(run, 'conversations')));
  return rows;
}

export function conversationTables(run: EvalRun): string[] {
  const sets = run.sets.filter((s): s is SetResult & { kind: 'conversations' } => s.kind === 'conversations');
  const lines = ['### Conversation sets — the engine as it ships (rules and model combined)', ''];
  lines.push(
    ...header([
      'set', 'split', 'conversations / turns', 'open-vocabulary subjects', 'listed', 'off-topic kept (text)', 'off-topic kept (voice)',
      'memorials', 'celebrations', 'fresh replies',
    ]),
  );
  for (const s of sets) lines.push(conversationRow(s.name, s.split, flat(s), `${s.conversations} / ${s.turns}`));
  const withSize = (name: string, split: string, f: Figures): string => conversationRow(name, split, f, '');
  lines.push(...totalRows(run, withSize));
  lines.push('', '### Conversation sets — rules alone · model alone · combined', '');
  lines.push(
    'Each cell is rules alone · model alone · combined. Rules alone and combined replay the engine (off-topic: turns that left the brief alone;',
    'occasions: acknowledged); model alone is the classifier\'s vote per labelled turn (caught), and "spared" counts the turns without the label',
    'that it left alone. Model-alone figures on train sets are in-sample.',
    '',
  );
  lines.push(
    ...header([
      'set', 'split', 'off-topic', 'design spared (model)', 'memorials', 'non-memorials spared (model)', 'celebrations',
      'non-celebrations spared (model)', 'open subjects (rules · combined)',
    ]),
  );
  for (const s of sets) lines.push(modesRow(s.name, s.split, flat(s)));
  lines.push(...totalRows(run, modesRow));
  return lines;
}

export function extractionTables(run: EvalRun): string[] {
  const sets = run.sets.filter((s): s is SetResult & { kind: 'extraction' } => s.kind === 'extraction');
  if (sets.length === 0) return [];
  const fields = Object.keys(sets[0].combined);
  const lines = ['### Extraction sets — precision / recall per slot (combined; rules alone in brackets where they differ)', ''];
  lines.push(...header(['set', 'split', 'utterances', ...fields]));
  for (const s of sets) {
    const cell = (field: string): string => {
      const c = s.combined[field];
      const r = s.rules[field];
      const text = `${ratio(c.precision).toFixed(3)} / ${ratio(c.recall).toFixed(3)}`;
      const rules = `${ratio(r.precision).toFixed(3)} / ${ratio(r.recall).toFixed(3)}`;
      return text === rules ? text : `${text} (${rules})`;
    };
    lines.push(row([s.name, s.split, String(s.items), ...fields.map(cell)]));
  }
  return lines;
}

export function routingTables(run: EvalRun): string[] {
  const sets = run.sets.filter((s): s is SetResult & { kind: 'routing' } => s.kind === 'routing');
  if (sets.length === 0) return [];
  const lines = ['### Routing sets — accuracy (combined; rules alone in brackets where they differ)', ''];
  lines.push(...header(['set', 'split', 'accuracy']));
  for (const s of sets) lines.push(row([s.name, s.split, fmt(s.combined) + (ratio(s.rules) === ratio(s.combined) ? '' : ` (${fmt(s.rules)})`)]));
  return lines;
}

export function fullReport(run: EvalRun): string {
  return [...conversationTables(run), '', ...extractionTables(run), '', ...routingTables(run), ''].join('\n');
}

/** The changes between two runs, worst first; empty when every figure is unchanged. */
export function changesReport(changes: readonly FigureChange[]): string {
  if (changes.length === 0) return 'Every figure of every set is unchanged.';
  const sorted = [...changes].sort((a, b) => a.after - a.before - (b.after - b.before));
  const worse = sorted.filter((c) => c.worse).length;
  return [
    `${changes.length} figures moved; ${worse} fell by more than the tolerance.`,
    ...sorted.map((c) => {
      const verdict = c.worse ? 'WORSE' : c.after > c.before ? 'better' : 'within';
      return `${verdict} ${c.set} ${c.figure}: ${c.before.toFixed(3)} → ${c.after.toFixed(3)}`;
    }),
  ].join('\n');
}

export type { EvalSplit };
