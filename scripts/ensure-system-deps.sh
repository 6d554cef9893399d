#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium for the browser
# tests (Playwright's own browser download is not reachable here), PostgreSQL for the server
# tests' second run, and fonts so screenshots render text. Idempotent; quick when all is there.
set -euo pipefail
missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
[ -x /usr/lib/postgresql/15/bin/initdb ] || ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
fc-list 2>/dev/null | grep -qi dejavu || missing+=(fonts-dejavu-core)
if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi
