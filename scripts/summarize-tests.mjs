// Adds up the summary lines Vitest and Playwright printed during `npm test` and prints the one
// line CI reads: `tests: N passed, N failed`.
import { readFileSync } from 'node:fs';

const [logPath, checksPassed = '0', checksFailed = '0'] = process.argv.slice(2);
// Colour codes would hide the numbers from the patterns below.
const ESC = String.fromCharCode(27);
const log = readFileSync(logPath, 'utf8').replace(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');

let passed = Number(checksPassed);
let failed = Number(checksFailed);

for (const line of log.split('\n')) {
  // Vitest: "      Tests  2 failed | 40 passed (42)"  (also "| 1 skipped")
  const vitest = line.match(/^\s*Tests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    passed += Number(vitest[1].match(/(\d+) passed/)?.[1] ?? 0);
    failed += Number(vitest[1].match(/(\d+) failed/)?.[1] ?? 0);
    continue;
  }
  // Playwright: "  10 passed (36.4s)", "  2 failed", "  1 flaky"
  const pw = line.match(/^\s+(\d+) (passed|failed|flaky)( \(.*\))?\s*$/);
  if (pw) {
    if (pw[2] === 'failed') failed += Number(pw[1]);
    else passed += Number(pw[1]);
  }
}

console.log(`tests: ${passed} passed, ${failed} failed`);
