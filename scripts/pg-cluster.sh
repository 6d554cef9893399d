#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster for tests and benchmarks.
#
#   scripts/pg-cluster.sh start DIR   → initdb into DIR, start on a free loopback port,
#                                       print the connection URL on stdout
#   scripts/pg-cluster.sh stop DIR    → stop it (fast shutdown) and delete DIR
#
# Installs Debian's postgresql package when the binaries are missing. PostgreSQL refuses to run
# as root, so when we are root the cluster belongs to the `postgres` system user.
set -euo pipefail

find_bin_dir() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    if [ -x "$dir/initdb" ]; then echo "$dir"; return 0; fi
  done
  return 1
}

ensure_postgres() {
  if ! find_bin_dir >/dev/null; then
    echo "pg-cluster: PostgreSQL not found; installing Debian's postgresql package" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2 \
      || { apt-get update -q >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql >&2; }
  fi
  find_bin_dir
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})'
}

cmd="${1:-}"; dir="${2:-}"
[ -n "$cmd" ] && [ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

case "$cmd" in
  start)
    bin="$(ensure_postgres)"
    if [ "$(id -u)" = "0" ] && ! id postgres >/dev/null 2>&1; then
      useradd --system --home-dir /var/lib/postgresql --shell /bin/bash postgres
    fi
    mkdir -p "$dir"
    [ "$(id -u)" = "0" ] && chown postgres: "$dir"
    chmod 700 "$dir"
    port="$(free_port)"
    as_owner "$bin/initdb" -D "$dir/data" -U postgres -A trust -E UTF8 --no-locale >/dev/null
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/postgres.log" -w -t 60 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200" start >/dev/null
    echo "$port" > "$dir/port"
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin="$(find_bin_dir || true)"
    if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w -t 30 stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2; exit 2
    ;;
esac
