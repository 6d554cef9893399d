import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import engineRules from './scripts/lint/engineRules.js';
import { ENGINE_EXCEPTIONS } from './scripts/lint/engineExceptions.js';

// The import table of CONTEXT.md, enforced. Paths are resolved (relative and `@/` alike) by the
// TypeScript resolver, so `../designer/x` from another feature is caught the same as `@/features/designer/x`.
// Zones are relative to this file, so the config also works from a copy of the tree (tests/lint).
const root = dirname(fileURLToPath(import.meta.url));
const TESTS = ['**/*.test.ts', '**/*.test.tsx', 'src/test/**'];

/** Every feature folder; each gets a zone forbidding the others. */
const features = (() => {
  try {
    return readdirSync(join(root, 'src/features'), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  } catch {
    return [];
  }
})();

/** A zone: files under `target` may not import anything under `from` except the `except` folders (relative to `from`). */
const zone = (target, from, except, message) => ({ target, from, except, message });

// Browser and Node globals the engine may still use: they exist in every runtime it runs in (browser,
// worker, Node server) and do no I/O. Everything else (document, window, localStorage, fetch, navigator,
// indexedDB, location, XMLHttpRequest, process, Buffer…) is banned in the engine.
const ENGINE_ALLOWED_GLOBALS = new Set([
  'console', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'structuredClone',
  'TextEncoder', 'TextDecoder', 'URL', 'URLSearchParams', 'AbortController', 'AbortSignal', 'DOMException',
  'Headers', 'Request', 'Response', 'atob', 'btoa',
]);
const ENGINE_BANNED_GLOBALS = [...new Set([...Object.keys(globals.browser), ...Object.keys(globals.node)])]
  .filter((name) => !ENGINE_ALLOWED_GLOBALS.has(name))
  .map((name) => ({ name, message: 'The engine is pure: no DOM, browser storage, network or Node globals (take what you need as a parameter).' }));

const NODE_BUILTINS = [...builtinModules.filter((m) => !m.startsWith('_')).flatMap((m) => [m, `${m}/*`]), 'node:*'];

/** Every layer under the top one (src/app and src/main.tsx). */
const BELOW_APP = ['./src/features', './src/shared', './src/ai', './src/api', './src/db', './src/stores', './src/engine', './src/sync', './src/sw.ts'];

/**
 * How big engine code may grow (issue #39): past these sizes a file, a function, a regex or a word list stops being
 * readable, and the words belong in src/engine/lexicon/, the patterns in src/engine/patterns/.
 */
const MAX_LINE = 160;
const MAX_FILE_LINES = 500;
const MAX_FUNCTION_LINES = 80;
// (a regex literal's own size is engine/regex-size's to judge, so max-len skips lines holding one)
const ENGINE_SIZE_RULES = {
  'max-len': ['error', { code: MAX_LINE, ignoreUrls: false, ignoreStrings: false, ignoreTemplateLiterals: false, ignoreRegExpLiterals: true, ignoreComments: false }],
  'max-lines': ['error', { max: MAX_FILE_LINES, skipBlankLines: false, skipComments: false }],
  'max-lines-per-function': ['error', { max: MAX_FUNCTION_LINES, skipBlankLines: false, skipComments: false, IIFEs: true }],
  'engine/regex-size': 'error',
  'engine/no-word-list': 'error',
};
/** The engine's own source: its tests are lists of cases, and other helpers' folders follow when their owners land. */
const ENGINE_CODE = ['src/engine/**/*.{ts,tsx,js,mjs}'];
const ENGINE_NOT_CODE = [...TESTS, 'src/engine/**/*.generated.ts'];

const ENGINE_MSG = 'src/engine is shared with the server: it imports nothing of the app (CONTEXT.md).';

export default tseslint.config(
  { ignores: ['dist', 'dev-dist', 'node_modules', 'coverage', 'test-results', 'playwright-report', '.data', '.data-*', '.tmp', 'server/db/migrations'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node }, parserOptions: { tsconfigRootDir: root } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Playwright fixtures receive a callback named `use`; React's hook rules do not apply to browser tests.
    files: ['tests/e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The import table (CONTEXT.md "Where things are"). One zone per row; `from` is what the row may NOT import.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(root, 'tsconfig.json') }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', {
        basePath: root,
        zones: [
          // Features never import each other: the app composes them.
          ...features.map((name) => zone(`./src/features/${name}`, './src/features', [`./${name}`],
            `Features do not import other features; move shared code to src/shared, src/ai, src/api, src/db, src/stores or src/engine.`)),
          zone('./src/features', './src', ['./features', './shared', './ai', './api', './db', './engine', './stores', './sync'],
            'Features may import shared, ai, api, db, engine, stores and sync only.'),
          // Only the top layer (src/app, and main.tsx) imports src/app and the features.
          zone(BELOW_APP, './src/app', [], 'Nothing below src/app imports it: shared code lives in src/shared.'),
          zone(BELOW_APP.filter((t) => t !== './src/features'), './src/features', [], 'Only src/app composes features.'),
          // The engine: pure logic, shared with the server.
          zone('./src/engine', './src', ['./engine'], ENGINE_MSG),
          // The layers under the features, each with its CONTEXT.md row.
          zone('./src/ai', './src', ['./ai', './engine', './api', './shared', './stores'], 'src/ai may import engine, api, shared and stores only.'),
          zone('./src/api', './src', ['./api', './engine', './shared', './db'], 'src/api may import engine, shared and db only.'),
          zone('./src/sync', './src', ['./sync', './api', './shared', './db', './engine'], 'src/sync may import api, shared, db and engine only.'),
          zone('./src/db', './src', ['./db', './engine'], 'src/db may import engine only.'),
          zone('./src/stores', './src', ['./stores', './db', './engine'], 'src/stores may import db and engine only.'),
          zone('./src/shared', './src', ['./shared', './engine', './db', './stores'], 'src/shared may import engine, db and stores only.'),
          // The app never reaches into the server, scripts or tests (test files may read the labelled sets in tests/eval).
          zone('./src', './server', [], 'The browser app does not import the server.'),
          zone('./src', './scripts', [], 'The app does not import scripts.'),
          // The server shares only the engine with the browser.
          zone('./server', './src', ['./engine'], 'server/ may import only src/engine from src/.'),
        ],
      }],
    },
  },
  {
    // The engine is shared with the server: no framework, storage or network packages, no Node builtins,
    // no DOM or browser globals. (Its unit tests run in Node and may use Node.)
    files: ['src/engine/**/*.{ts,tsx,js,mjs}'],
    ignores: TESTS,
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: NODE_BUILTINS, message: 'The engine runs in the browser too: no Node builtins.' },
          { group: ['react', 'react-dom', 'react/*', 'dexie', 'dexie-*', 'zustand', 'zustand/*', 'firebase', 'firebase/*', 'openai', 'openai/*', 'workbox-*'], message: ENGINE_MSG },
        ],
      }],
      'no-restricted-globals': ['error', ...ENGINE_BANNED_GLOBALS],
    },
  },
  {
    // Size and vocabulary rules for engine code (thresholds: scripts/lint/engineRules.js and above). Lexicons are the
    // place for word lists; generated files (model weights) are data.
    files: ENGINE_CODE,
    ignores: ENGINE_NOT_CODE,
    plugins: { engine: engineRules },
    rules: ENGINE_SIZE_RULES,
  },
  { files: ['src/engine/lexicon/**/*.{ts,tsx,js,mjs}'], rules: { 'engine/no-word-list': 'off' } },
  // The written exceptions (one file, a reason each; it only shrinks): scripts/lint/engineExceptions.js.
  ...ENGINE_EXCEPTIONS.map(({ file, rules }) => ({ files: [file], rules: Object.fromEntries(rules.map((rule) => [rule, 'off'])) })),
);
