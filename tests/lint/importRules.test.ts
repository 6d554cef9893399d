/**
 * CONTEXT.md's import table is enforced by eslint.config.js. This proves the rules bite: a copy of
 * the config and the source tree goes to a temporary folder, probe files that break each row are
 * written into it, and ESLint (the real config, the real TypeScript resolver, relative paths as
 * well as `@/` ones) must report every one of them — and nothing on the real tree.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const RULES = ['import-x/no-restricted-paths', 'no-restricted-imports', 'no-restricted-globals'];

interface Probe {
  name: string;
  file: string;
  code: string;
  /** The rule that must report it; null for a probe that must pass (so the rules do not flag everything). */
  rule: string | null;
}

const imports = (spec: string) => `import * as probe from '${spec}';\nexport { probe };\n`;

const PROBES: Probe[] = [
  // Features never import each other, however the path is spelled.
  { name: 'feature → other feature (relative)', file: 'src/features/landing/probeA.ts', code: imports('../designer/designerMessages'), rule: 'import-x/no-restricted-paths' },
  { name: 'feature → other feature (relative, deep)', file: 'src/features/settings/probe/deep.ts', code: imports('../../designer/voice/voiceCopy'), rule: 'import-x/no-restricted-paths' },
  { name: 'feature → other feature (@/ alias)', file: 'src/features/landing/probeB.ts', code: imports('@/features/designer/designerMessages'), rule: 'import-x/no-restricted-paths' },
  { name: 'feature → src/app', file: 'src/features/landing/probeC.ts', code: imports('../../app/lazyScreen'), rule: 'import-x/no-restricted-paths' },
  // The engine: nothing of the app, no DOM/browser/Node globals, no Node builtins.
  { name: 'engine → db (relative)', file: 'src/engine/probeA.ts', code: imports('../db/database'), rule: 'import-x/no-restricted-paths' },
  { name: 'engine → shared (@/ alias)', file: 'src/engine/render/probeB.ts', code: imports('@/shared/config'), rule: 'import-x/no-restricted-paths' },
  { name: 'engine → ai', file: 'src/engine/probeC.ts', code: imports('../ai/aiClient'), rule: 'import-x/no-restricted-paths' },
  { name: 'engine uses document', file: 'src/engine/probeDocument.ts', code: 'export const title = () => document.title;\n', rule: 'no-restricted-globals' },
  { name: 'engine uses window', file: 'src/engine/probeWindow.ts', code: 'export const width = () => window.innerWidth;\n', rule: 'no-restricted-globals' },
  { name: 'engine uses localStorage', file: 'src/engine/probeStorage.ts', code: "export const saved = () => localStorage.getItem('k');\n", rule: 'no-restricted-globals' },
  { name: 'engine uses sessionStorage', file: 'src/engine/probeSession.ts', code: "export const saved = () => sessionStorage.getItem('k');\n", rule: 'no-restricted-globals' },
  { name: 'engine uses fetch', file: 'src/engine/probeFetch.ts', code: "export const get = () => fetch('/x');\n", rule: 'no-restricted-globals' },
  { name: 'engine uses navigator', file: 'src/engine/probeNavigator.ts', code: 'export const lang = () => navigator.language;\n', rule: 'no-restricted-globals' },
  { name: 'engine uses indexedDB', file: 'src/engine/probeIdb.ts', code: "export const open = () => indexedDB.open('x');\n", rule: 'no-restricted-globals' },
  { name: 'engine uses location', file: 'src/engine/probeLocation.ts', code: 'export const here = () => location.href;\n', rule: 'no-restricted-globals' },
  { name: 'engine uses XMLHttpRequest', file: 'src/engine/probeXhr.ts', code: 'export const xhr = () => new XMLHttpRequest();\n', rule: 'no-restricted-globals' },
  { name: 'engine uses process', file: 'src/engine/probeProcess.ts', code: 'export const env = () => process.env;\n', rule: 'no-restricted-globals' },
  { name: 'engine imports node:fs', file: 'src/engine/probeNodeFs.ts', code: imports('node:fs'), rule: 'no-restricted-imports' },
  { name: 'engine imports fs (bare builtin)', file: 'src/engine/probeFs.ts', code: imports('fs'), rule: 'no-restricted-imports' },
  { name: 'engine imports react', file: 'src/engine/probeReact.ts', code: imports('react'), rule: 'no-restricted-imports' },
  // The layers in between, each with its row.
  { name: 'ai → features', file: 'src/ai/probeA.ts', code: imports('../features/designer/designerMessages'), rule: 'import-x/no-restricted-paths' },
  { name: 'ai → db', file: 'src/ai/probeB.ts', code: imports('@/db/database'), rule: 'import-x/no-restricted-paths' },
  { name: 'api → ai', file: 'src/api/probeA.ts', code: imports('../ai/aiClient'), rule: 'import-x/no-restricted-paths' },
  { name: 'api → stores', file: 'src/api/probeB.ts', code: imports('../stores/settingsStore'), rule: 'import-x/no-restricted-paths' },
  { name: 'db → stores', file: 'src/db/probeA.ts', code: imports('../stores/settingsStore'), rule: 'import-x/no-restricted-paths' },
  { name: 'db → api', file: 'src/db/probeB.ts', code: imports('@/api/http'), rule: 'import-x/no-restricted-paths' },
  { name: 'stores → api', file: 'src/stores/probeA.ts', code: imports('../api/http'), rule: 'import-x/no-restricted-paths' },
  { name: 'shared → features', file: 'src/shared/probeA.ts', code: imports('../features/landing/landingContent'), rule: 'import-x/no-restricted-paths' },
  { name: 'shared → app', file: 'src/shared/ui/probeB.ts', code: imports('../../app/lazyScreen'), rule: 'import-x/no-restricted-paths' },
  { name: 'shared → ai', file: 'src/shared/probeC.ts', code: imports('@/ai/aiClient'), rule: 'import-x/no-restricted-paths' },
  { name: 'src → server', file: 'src/app/probeA.ts', code: imports('../../server/config'), rule: 'import-x/no-restricted-paths' },
  // server/ may import src/engine only.
  { name: 'server → src/db', file: 'server/probeA.ts', code: imports('../src/db/database'), rule: 'import-x/no-restricted-paths' },
  { name: 'server → src/ai', file: 'server/chat/probeB.ts', code: imports('../../src/ai/aiClient'), rule: 'import-x/no-restricted-paths' },
  { name: 'server → src/shared', file: 'server/probeC.ts', code: imports('../src/shared/config'), rule: 'import-x/no-restricted-paths' },
  // What the table allows must pass.
  { name: 'feature → own folder, shared, ai, api, db, engine, stores (allowed)', file: 'src/features/landing/probeOk.ts',
    code: ['./landingContent', '@/shared/config', '../../ai/aiClient', '@/api/http', '@/db/database', '../../engine/designBrief', '@/stores/settingsStore']
      .map((s, i) => `import * as ok${i} from '${s}';`).join('\n') + '\nexport const all = [ok0, ok1, ok2, ok3, ok4, ok5, ok6];\n', rule: null },
  { name: 'app → features and shared (allowed)', file: 'src/app/probeOk.ts', code: imports('../features/designer/designerMessages'), rule: null },
  { name: 'server → src/engine (allowed)', file: 'server/probeOk.ts', code: imports('../src/engine/designBrief'), rule: null },
  { name: 'engine test file may use Node (allowed)', file: 'src/engine/probeOk.test.ts', code: imports('node:fs'), rule: null },
  { name: 'engine → engine, with URL and TextEncoder (allowed)', file: 'src/engine/probeOk.ts', code: "import * as brief from './designBrief';\nexport const x = [brief, new URL('http://a'), new TextEncoder()];\n", rule: null },
];

let copy: string;
let results: Map<string, ESLint.LintResult>;

beforeAll(async () => {
  copy = mkdtempSync(join(tmpdir(), 'inkclarity-lint-'));
  for (const entry of ['src', 'server', 'scripts/lint', 'eslint.config.js', 'package.json', 'tsconfig.json', 'tsconfig.base.json', 'tsconfig.app.json', 'tsconfig.node.json', 'tsconfig.sw.json']) {
    cpSync(join(repo, entry), join(copy, entry), { recursive: true, filter: (from) => !from.includes('server/db/migrations') });
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'), 'dir');
  for (const probe of PROBES) {
    mkdirSync(dirname(join(copy, probe.file)), { recursive: true });
    writeFileSync(join(copy, probe.file), probe.code);
  }
  const eslint = new ESLint({ cwd: copy });
  const linted = await eslint.lintFiles(PROBES.map((p) => p.file));
  results = new Map(linted.map((r) => [r.filePath.slice(copy.length + 1), r]));
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const reported = (file: string) =>
  (results.get(file)?.messages ?? []).filter((m) => m.ruleId !== null && RULES.includes(m.ruleId)).map((m) => `${m.ruleId}: ${m.message}`);

describe('the import table (CONTEXT.md) is enforced by ESLint', () => {
  it.each(PROBES.filter((p) => p.rule !== null))('reports $name', ({ file, rule }) => {
    const messages = reported(file);
    expect(messages.length, `no report on ${file}`).toBeGreaterThan(0);
    expect(messages.every((m) => m.startsWith(`${rule}:`)), messages.join('\n')).toBe(true);
  });

  it.each(PROBES.filter((p) => p.rule === null))('allows $name', ({ file }) => {
    expect(results.get(file), `${file} was not linted`).toBeDefined();
    expect(reported(file)).toEqual([]);
  });

  it('reports nothing on the real tree', async () => {
    const eslint = new ESLint({ cwd: repo });
    const linted = await eslint.lintFiles(['.']);
    const problems = linted.flatMap((r) => r.messages.map((m) => `${r.filePath}:${m.line} ${m.ruleId ?? ''} ${m.message}`));
    expect(problems).toEqual([]);
  });
});
