#!/usr/bin/env bash
# Server tests, twice: on the embedded PGlite and on a real PostgreSQL 15 (a throwaway cluster
# on a free port, see scripts/pg-cluster.sh). One Auth emulator serves both runs. Everything this
# script starts is stopped on exit, also on failure or Ctrl-C. Exits non-zero if either run fails.
set -uo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d /tmp/inkclarity-test-server.XXXXXX)"
# The PostgreSQL cluster inside runs as the postgres user, which must be able to reach it.
chmod 755 "$work"
emulator_pid=""
pg_dir="$work/pg"

cleanup() {
  if [ -n "$emulator_pid" ] && kill -0 "$emulator_pid" 2>/dev/null; then
    kill -TERM -- "-$emulator_pid" 2>/dev/null || kill -TERM "$emulator_pid" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$emulator_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$emulator_pid" 2>/dev/null || true
  fi
  bash scripts/pg-cluster.sh stop "$pg_dir" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
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
export FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$auth_port"

status=0

echo "── Server tests on PGlite (embedded) ──"
env -u TEST_DATABASE_URL npx vitest run -c vitest.server.config.ts "$@" || status=1

echo "── Server tests on PostgreSQL (throwaway cluster) ──"
if pg_url="$(bash scripts/pg-cluster.sh start "$pg_dir")"; then
  TEST_DATABASE_URL="$pg_url" npx vitest run -c vitest.server.config.ts "$@" || status=1
else
  echo "Could not start a PostgreSQL cluster"; status=1
fi

exit $status
