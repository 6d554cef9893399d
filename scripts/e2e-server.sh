#!/usr/bin/env bash
# The server the browser tests run against: the real product server serving dist/, on a fresh
# embedded database in a temporary folder, next to its own Firebase Auth emulator on free ports
# (so it never collides with `npm start`'s emulator on 9099 or with another run). The built app
# learns the emulator's address from the server (GET /app-config); the tests find it the same way.
# Everything started here is stopped, and the folder removed, when the server stops.
set -uo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d /tmp/inkclarity-e2e.XXXXXX)"
emulator_pid=""
server_pid=""

cleanup() {
  touch "$work/stopping" 2>/dev/null
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
  fi
  if [ -n "$emulator_pid" ] && kill -0 "$emulator_pid" 2>/dev/null; then
    kill -TERM -- "-$emulator_pid" 2>/dev/null || kill -TERM "$emulator_pid" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$emulator_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$emulator_pid" 2>/dev/null || true
  fi
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

# process.stdout.write, not console.log: Playwright sets FORCE_COLOR, which colours a logged number.
free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'
}

# ── Auth emulator (firebase-tools, UI off, free ports) ──────────────────────────────────────
auth_port="$(free_port)"; hub_port="$(free_port)"; logging_port="$(free_port)"
cat > "$work/firebase.json" <<JSON
{ "emulators": { "auth": { "host": "127.0.0.1", "port": $auth_port },
  "hub": { "host": "127.0.0.1", "port": $hub_port }, "logging": { "host": "127.0.0.1", "port": $logging_port },
  "ui": { "enabled": false }, "singleProjectMode": true } }
JSON
(cd "$work" && CI=1 NO_UPDATE_NOTIFIER=1 exec setsid "$OLDPWD/node_modules/.bin/firebase" emulators:start \
  --only auth --project demo-inkclarity --config "$work/firebase.json" >"$work/emulator.log" 2>&1) &
emulator_pid=$!
for _ in $(seq 1 360); do
  curl -sf "http://127.0.0.1:$auth_port/" >/dev/null 2>&1 && break
  kill -0 "$emulator_pid" 2>/dev/null || { echo "Auth emulator failed to start:"; cat "$work/emulator.log"; exit 1; }
  sleep 0.25
done
curl -sf "http://127.0.0.1:$auth_port/" >/dev/null || { echo "Auth emulator did not become ready:"; cat "$work/emulator.log"; exit 1; }

# If the emulator dies while the tests run, say so (and why) instead of leaving them to time out.
( while kill -0 "$emulator_pid" 2>/dev/null; do sleep 2; done
  [ ! -f "$work/stopping" ] && [ -f "$work/emulator.log" ] && { echo "!!! Auth emulator stopped; its log:" >&2; cat "$work/emulator.log" >&2; } ) &

# ── Product server ───────────────────────────────────────────────────────────────────────────
mkdir -p "$work/data"
PORT="${E2E_PORT:-4317}" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL="${LOG_LEVEL:-warn}" \
  FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$auth_port" FIREBASE_PROJECT_ID=demo-inkclarity \
  AUTH_REVOCATION_CHECK_MS="${AUTH_REVOCATION_CHECK_MS:-0}" \
  RATE_LIMIT_MAX="${RATE_LIMIT_MAX:-100000}" DEMO_RATE_LIMIT_MAX="${DEMO_RATE_LIMIT_MAX:-100000}" PRO_UIDS="${PRO_UIDS:-*@pro.example.com}" node --import tsx server/index.ts &
server_pid=$!
wait "$server_pid"
