#!/usr/bin/env bash
# Server tests, twice: on the embedded PGlite and on a real PostgreSQL 15 (a throwaway cluster
# on a free port, see scripts/pg-cluster.sh). One Auth emulator serves both runs. Everything this
# script starts is stopped on exit, also on failure or Ctrl-C. Exits non-zero if either run fails.
set -uo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d /tmp/inkclarity-test-server.XXXXXX)"
# The PostgreSQL cluster inside runs as the postgres user, which must be able to reach it.
chmod 755 "$work"
source scripts/lib/auth-emulator.sh
pg_dir="$work/pg"

cleanup() {
  stop_auth_emulator
  bash scripts/pg-cluster.sh stop "$pg_dir" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

start_auth_emulator "$work"
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
