#!/usr/bin/env bash
# `npm test`: every check and every test the project has, in one run.
#   1. type-check (app, service worker, node/server/tests)   2. lint, and the lint test (tests/lint)
#   3. unit tests (Vitest, beside their code)                4. production build, size gate + build checks
#   5. server tests on PGlite and on a throwaway PostgreSQL  6. browser tests (Playwright, Debian Chromium)
# Every stage runs even when an earlier one failed, so one run shows everything that is broken.
# The last line is `tests: N passed, N failed` (checks count as one test each).
set -uo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
log=.tmp/test-output.log
: > "$log"
checks_passed=0
checks_failed=0
status=0

stage_number=0
stage() {
  local name="$1"; shift
  stage_number=$((stage_number + 1))
  local stage_log=".tmp/stage-$stage_number.log"
  echo
  echo "════ $name ════"
  if "$@" 2>&1 | tee "$stage_log"; then
    cat "$stage_log" >> "$log"
    return 0
  fi
  cat "$stage_log" >> "$log"
  status=1
  # A stage that failed before its runner could report a failing test (a crash, a busy port)
  # still counts as one failure, so the summary line never reads "0 failed" for a broken run.
  if [ "$(node scripts/summarize-tests.mjs "$stage_log" 0 0 | sed -E 's/.*, ([0-9]+) failed.*/\1/')" = "0" ]; then
    checks_failed=$((checks_failed + 1))
  fi
  return 1
}

check() {
  local name="$1"; shift
  echo
  echo "════ $name ════"
  if "$@"; then
    checks_passed=$((checks_passed + 1))
  else
    checks_failed=$((checks_failed + 1)); status=1
  fi
}

bash scripts/ensure-system-deps.sh || status=1

# Every script below runs on the project's Node (.nvmrc; the `node` dev dependency puts it first
# on npm's PATH even where the system Node is older), with native add-ons built for it.
node_is_project_major() {
  echo "Node for tests: $(node -v) at $(command -v node); project: Node $(tr -dc '0-9' < .nvmrc) (.nvmrc)"
  [ "$(node -p 'process.versions.node.split(".")[0]')" = "$(tr -dc '0-9' < .nvmrc)" ]
}
check "Node version" node_is_project_major
check "native add-ons load" node scripts/native-addons.mjs
# The browser tests' server gets a port nobody else is using on this machine.
export E2E_PORT="${E2E_PORT:-$(node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')}"

check "type-check: app" npx tsc -p tsconfig.app.json
check "type-check: service worker" npx tsc -p tsconfig.sw.json
check "type-check: server, tests, scripts" npx tsc -p tsconfig.node.json
check "lint" npx eslint . --max-warnings 0
stage "lint rules (probe files break each row of the import table)" npx vitest run --config vitest.lint.config.ts

stage "unit tests" npx vitest run
if check "production build" npx vite build; then
  check "size budgets (JS before first paint per route, precache; scripts/size-gate.ts)" npx tsx scripts/size-gate.ts
  stage "build checks" npx vitest run --config vitest.build.config.ts
  stage "server tests (PGlite and PostgreSQL)" bash scripts/test-server.sh
  stage "browser tests" npx playwright test
else
  echo "Build failed: server and browser tests need the build and were not run."
fi

node scripts/summarize-tests.mjs "$log" "$checks_passed" "$checks_failed" | tee .tmp/test-summary.txt
if [ "$status" -ne 0 ]; then exit 1; fi
grep -q ', 0 failed' .tmp/test-summary.txt
