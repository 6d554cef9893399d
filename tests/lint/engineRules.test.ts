/**
 * The engine's size and vocabulary rules (eslint.config.js, scripts/lint/engineRules.js; issue #39) bite: probe
 * sources that break each rule are linted as if they lived in src/engine and must be reported, sources just inside
 * the limits (or in the places the rules exempt) must not be, the real engine must be clean apart from the written
 * exceptions, and every written exception must still be needed (so the list only shrinks).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ENGINE_EXCEPTIONS } from '../../scripts/lint/engineExceptions.js';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = ['max-len', 'max-lines', 'max-lines-per-function', 'engine/regex-size', 'engine/no-word-list'];

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
const quoted = (n: number) => words(n).map((w) => `'${w}'`).join(',\n  ');
const body = (lines: number) => Array.from({ length: lines }, (_, i) => `  total += ${i};`).join('\n');
/** A function spanning exactly `lines` lines, braces included. */
const fn = (lines: number) => `export function probe(): number {\n  let total = 0;\n${body(lines - 4)}\n  return total;\n}\n`;
/** A regex alternating `n` pieces that are not plain words (so only the size rule speaks). */
const pieces = (n: number) => Array.from({ length: n }, (_, i) => `x{${i + 1}}`).join('|');

interface Probe {
  name: string;
  file: string;
  code: string;
  /** The rule that must report it; null for a probe that must pass. */
  rule: string | null;
}

const PROBES: Probe[] = [
  { name: 'a line of 161 characters', file: 'src/engine/probeLine.ts', code: `export const text = '${'a'.repeat(161 - 23)}';\n`, rule: 'max-len' },
  { name: 'a file of 501 lines', file: 'src/engine/probeFile.ts', code: Array.from({ length: 501 }, (_, i) => `export const n${i} = ${i};`).join('\n'), rule: 'max-lines' },
  { name: 'a function of 81 lines', file: 'src/engine/probeFunction.ts', code: fn(81), rule: 'max-lines-per-function' },
  { name: 'a regex literal of 201 characters', file: 'src/engine/probeRegexLong.ts', code: `export const cue = /${'a\\d'.repeat(67)}/;\n`, rule: 'engine/regex-size' },
  { name: 'a regex literal of 21 alternatives', file: 'src/engine/probeRegexAlternatives.ts', code: `export const cue = /(?:${pieces(21)})/;\n`, rule: 'engine/regex-size' },
  { name: 'a RegExp built from a long string', file: 'src/engine/probeRegExpString.ts', code: `export const cue = new RegExp(String.raw\`${'a\\d'.repeat(67)}\`);\n`, rule: 'engine/regex-size' },
  { name: 'an array of 11 words', file: 'src/engine/probeArray.ts', code: `export const WORDS = new Set([${quoted(11)}]);\n`, rule: 'engine/no-word-list' },
  { name: 'a string of 11 words split into a list', file: 'src/engine/probeSplit.ts', code: `export const WORDS = '${words(11).join(' ')}'.split(' ');\n`, rule: 'engine/no-word-list' },
  { name: 'a string of 11 words joined by |', file: 'src/engine/probePiped.ts', code: `export const WORDS = '${words(11).join('|')}';\n`, rule: 'engine/no-word-list' },
  { name: 'a regex alternating 11 words', file: 'src/engine/probeRegexWords.ts', code: `export const WORD = /^(?:${words(11).join('|')})$/;\n`, rule: 'engine/no-word-list' },
  { name: 'a word table of 11 entries', file: 'src/engine/probeTable.ts', code: `export const TABLE = { ${words(11).map((w) => `${w}: '${w}s'`).join(', ')} };\n`, rule: 'engine/no-word-list' },
  // Just inside the limits, and the places the rules exempt.
  { name: 'a line of 160 characters (allowed)', file: 'src/engine/probeOkLine.ts', code: `export const text = '${'a'.repeat(160 - 23)}';\n`, rule: null },
  { name: 'a function of 80 lines (allowed)', file: 'src/engine/probeOkFunction.ts', code: fn(80), rule: null },
  { name: 'a regex of 20 alternatives and 200 characters (allowed)', file: 'src/engine/probeOkRegex.ts', code: `export const a = /(?:${pieces(20)})/;\nexport const b = /${'a\\d'.repeat(66)}aa/;\n`, rule: null },
  { name: 'ten words (allowed)', file: 'src/engine/probeOkWords.ts', code: `export const WORDS = new Set([${quoted(10)}]);\nexport const W = /^(?:${words(10).join('|')})$/;\n`, rule: null },
  { name: 'a word list in the lexicon folder (allowed)', file: 'src/engine/lexicon/probeOk.ts', code: `export const WORDS = [${quoted(30)}];\n`, rule: null },
  { name: 'a generated file (allowed)', file: 'src/engine/turnModel/probeOk.generated.ts', code: `export const WORDS = [${quoted(30)}];\nexport const T = '${'a'.repeat(300)}';\n`, rule: null },
  { name: 'an engine test file (allowed: tests are lists of cases)', file: 'src/engine/probeOk.test.ts', code: `export const CASES = [${quoted(30)}];\n`, rule: null },
  { name: 'code outside the engine (allowed)', file: 'src/shared/probeOk.ts', code: `export const WORDS = [${quoted(30)}];\n`, rule: null },
];

const reported = (result: ESLint.LintResult | undefined) =>
  (result?.messages ?? []).filter((m) => m.ruleId !== null && RULES.includes(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);

describe('the engine size and vocabulary rules (eslint.config.js)', () => {
  const eslint = new ESLint({ cwd: repo });
  const lint = async (probe: Probe) => (await eslint.lintText(probe.code, { filePath: join(repo, probe.file) }))[0];

  it.each(PROBES.filter((p) => p.rule !== null))('reports $name', async (probe) => {
    const messages = reported(await lint(probe));
    expect(messages.length, `no report on ${probe.file}`).toBeGreaterThan(0);
    expect(messages.some((m) => m.startsWith(`${probe.rule}:`)), messages.join('\n')).toBe(true);
  });

  it.each(PROBES.filter((p) => p.rule === null))('allows $name', async (probe) => {
    expect(reported(await lint(probe))).toEqual([]);
  });

  it('reports nothing on the real engine beyond the written exceptions', async () => {
    const linted = await eslint.lintFiles(['src/engine']);
    const problems = linted.flatMap((r) => reported(r).map((m) => `${r.filePath.slice(repo.length + 1)} ${m}`));
    expect(problems).toEqual([]);
  });

  it('gives every written exception a reason, an owner and an existing file', () => {
    for (const exception of ENGINE_EXCEPTIONS) {
      expect(exception.reason.length, exception.file).toBeGreaterThan(20);
      expect(exception.owner, exception.file).toMatch(/^(?:#\d+|lead)$/);
      expect(() => readFileSync(join(repo, exception.file)), exception.file).not.toThrow();
      for (const rule of exception.rules) expect(RULES, exception.file).toContain(rule);
    }
  });

  it('needs every written exception: each excepted file still breaks each rule it is excused from', async () => {
    const strict = new ESLint({
      cwd: repo,
      overrideConfig: ENGINE_EXCEPTIONS.map(({ file, rules }) => ({ files: [file], rules: Object.fromEntries(rules.map((rule) => [rule, 'error' as const])) })),
    });
    const linted = await strict.lintFiles(ENGINE_EXCEPTIONS.map((e) => e.file));
    const broken = new Map(linted.map((r) => [r.filePath.slice(repo.length + 1), new Set(reported(r).map((m) => m.split(':')[0]))]));
    const stale = ENGINE_EXCEPTIONS.flatMap(({ file, rules }) => rules.filter((rule) => !broken.get(file)?.has(rule)).map((rule) => `${file} ${rule}`));
    expect(stale, 'remove these from scripts/lint/engineExceptions.js: the file keeps the rule now').toEqual([]);
  });
});
