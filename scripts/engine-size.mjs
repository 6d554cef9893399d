/**
 * `node scripts/engine-size.mjs [DIR]`: how big the engine's language understanding is (issue #39's before/after
 * figures in docs/engine-eval.md). Counts, over src/engine of DIR (default: this tree) without render/, booking/, crm/,
 * contracts/, tests and generated files: code lines, regex literals (and `new RegExp` on a written string), the longest
 * regex, regexes over 200 characters or 20 alternatives, and the longest file and line. JSON data files are counted
 * apart (lexicons and patterns are data).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from '@typescript-eslint/typescript-estree';
import { countAlternatives } from './lint/engineRules.js';

const root = join(process.argv[2] ?? process.cwd(), 'src/engine');
const SKIP = /^(?:render|booking|crm|contracts)\/|\.test\.tsx?$|\.generated\.ts$/;

const files = (dir) => readdirSync(dir).flatMap((name) => {
  const path = join(dir, name);
  return statSync(path).isDirectory() ? files(path) : [path];
});
const all = files(root).filter((f) => !SKIP.test(relative(root, f)));
const code = all.filter((f) => /\.tsx?$/.test(f));
const data = all.filter((f) => f.endsWith('.json'));

const regexes = [];
const walk = (node) => {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'Literal' && node.regex) regexes.push(node.regex.pattern);
  if ((node.type === 'NewExpression' || node.type === 'CallExpression') && node.callee.type === 'Identifier' && node.callee.name === 'RegExp') {
    const first = node.arguments[0];
    if (first?.type === 'Literal' && typeof first.value === 'string') regexes.push(first.value);
    if (first?.type === 'TemplateLiteral') regexes.push(first.quasis.map((q) => q.value.raw).join(''));
    if (first?.type === 'TaggedTemplateExpression') regexes.push(first.quasi.quasis.map((q) => q.value.raw).join(''));
  }
  for (const [key, value] of Object.entries(node)) {
    if (key === 'parent') continue;
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') walk(value);
  }
};
let lines = 0;
let longestFile = ['', 0];
let longestLine = 0;
for (const file of code) {
  const text = readFileSync(file, 'utf8');
  const n = text.split('\n').length;
  lines += n;
  if (n > longestFile[1]) longestFile = [relative(root, file), n];
  longestLine = Math.max(longestLine, ...text.split('\n').map((l) => l.length));
  walk(parse(text, { jsx: file.endsWith('.tsx') }));
}
const dataLines = data.reduce((sum, f) => sum + readFileSync(f, 'utf8').split('\n').length, 0);
const longest = Math.max(0, ...regexes.map((r) => r.length));
console.log(JSON.stringify({
  codeFiles: code.length,
  codeLines: lines,
  longestFile,
  longestLine,
  regexes: regexes.length,
  longestRegex: longest,
  regexesOver200Chars: regexes.filter((r) => r.length > 200).length,
  regexesOver20Alternatives: regexes.filter((r) => countAlternatives(r) > 20).length,
  mostAlternatives: Math.max(0, ...regexes.map(countAlternatives)),
  jsonDataFiles: data.length,
  jsonDataLines: dataLines,
}, null, 2));
