/**
 * `npm test` stage (after the build): fails, naming the route and the bytes, when the JS a route
 * needs before first paint or to be interactive, or the service worker's precache, passes its budget (DESIGN.md §7;
 * logic and definitions in scripts/build/sizeBudget.ts).
 * Usage: npx tsx scripts/size-gate.ts [distDir]   (default dist/)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { kb, measureBuild } from './build/sizeBudget';

const dist = path.resolve(process.argv[2] ?? 'dist');
const report = measureBuild(dist, readFileSync(path.resolve('src/app/routes.tsx'), 'utf8'));
console.log(`${'route'.padEnd(20)} ${'before paint'.padStart(12)}  ${'to interactive'.padStart(14)}`);
for (const r of report.routes) {
  const b = r.budget;
  const paint = !b
    ? ''
    : r.firstPaint <= b.budget
      ? ` ≤ ${kb(b.budget)} ✔`
      : ` > ${kb(b.budget)} ✘${b.ceiling ? ` (not yet met; enforced ceiling ${kb(b.ceiling)} ${r.firstPaint <= b.ceiling ? '✔' : '✘'})` : ''}`;
  const interactive = b?.interactiveCeiling ? ` (ceiling ${kb(b.interactiveCeiling)} ${r.gzip <= b.interactiveCeiling ? '✔' : '✘'})` : '';
  console.log(`${r.route.padEnd(20)} ${kb(r.firstPaint).padStart(12)}  ${kb(r.gzip).padStart(14)} gzip in ${r.files.length} files${r.prerendered ? ', pre-rendered' : ''}${paint}${interactive}`);
}
const p = report.precache;
console.log(`precache: ${p.entries} entries, ${kb(p.bytes)} raw, ${kb(p.brotli)} Brotli${p.brotli <= p.budget ? ` ≤ ${kb(p.budget)} ✔` : ` > ${kb(p.budget)} ✘`}`);
if (report.failures.length > 0) {
  console.error(`\nSize budget failed:\n${report.failures.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
console.log('size budgets: within');
