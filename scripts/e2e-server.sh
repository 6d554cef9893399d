#!/usr/bin/env bash
# The server the browser tests run against: the real product server serving dist/, on a fresh
# embedded database in a temporary folder that is removed when the server stops.
set -euo pipefail
cd "$(dirname "$0")/.."
data="$(mktemp -d /tmp/inkclarity-e2e.XXXXXX)"
trap 'rm -rf "$data"' EXIT
PORT="${E2E_PORT:-4317}" HOST=127.0.0.1 DATA_DIR="$data" LOG_LEVEL="${LOG_LEVEL:-warn}" \
  RATE_LIMIT_MAX="${RATE_LIMIT_MAX:-100000}" node --import tsx server/index.ts
