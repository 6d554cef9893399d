#!/usr/bin/env bash
# The server the browser tests run against: the real product server serving dist/, on a fresh
# embedded database in a temporary folder, next to its own Firebase Auth emulator on free ports
# (so it never collides with `npm start`'s emulator on 9099 or with another run). The built app
# learns the emulator's address from the server (GET /app-config); the tests find it the same way.
# Everything started here is stopped, and the folder removed, when the server stops.
set -uo pipefail
cd "$(dirname "$0")/.."

work="$(mktemp -d /tmp/inkclarity-e2e.XXXXXX)"
server_pid=""
source scripts/lib/auth-emulator.sh

cleanup() {
  touch "$work/stopping" 2>/dev/null
  if [ -n "$server_pid" ] && kill -0 "$server_pid" 2>/dev/null; then
    kill -TERM "$server_pid" 2>/dev/null
    wait "$server_pid" 2>/dev/null
  fi
  stop_auth_emulator
  rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 0' INT TERM

start_auth_emulator "$work"

# If the emulator dies while the tests run, say so (and why) instead of leaving them to time out.
( while kill -0 "$emulator_pid" 2>/dev/null; do sleep 2; done
  [ ! -f "$work/stopping" ] && [ -f "$work/emulator.log" ] && { echo "!!! Auth emulator stopped; its log:" >&2; cat "$work/emulator.log" >&2; } ) &

# ── Product server ───────────────────────────────────────────────────────────────────────────
mkdir -p "$work/data"
PORT="${E2E_PORT:-4317}" HOST=127.0.0.1 DATA_DIR="$work/data" LOG_LEVEL="${LOG_LEVEL:-warn}" \
  FIREBASE_AUTH_EMULATOR_HOST="127.0.0.1:$auth_port" FIREBASE_PROJECT_ID=demo-inkclarity \
  AUTH_REVOCATION_CHECK_MS="${AUTH_REVOCATION_CHECK_MS:-0}" \
  RATE_LIMIT_MAX="${RATE_LIMIT_MAX:-100000}" DEMO_RATE_LIMIT_MAX="${DEMO_RATE_LIMIT_MAX:-100000}" PRO_UIDS="${PRO_UIDS:-*@pro.example.com}" \
  ARTIST_ACCOUNTS="${ARTIST_ACCOUNTS:-*@mara-studio.example.com=artist-mara-voss,*@lina-studio.example.com=artist-lina-ortiz,*@kenji-studio.example.com=artist-kenji-arata}" \
  PUBLIC_RATE_LIMIT_MAX="${PUBLIC_RATE_LIMIT_MAX:-100000}" node --import tsx server/index.ts &
server_pid=$!
wait "$server_pid"
