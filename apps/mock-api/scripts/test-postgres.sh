#!/bin/sh
# Runs the server's test suite against Debian's PostgreSQL: a throwaway cluster on a free port, removed afterwards.
# Installs the `postgresql` package when it is missing (needs root and apt).
set -eu
cd "$(dirname "$0")/.."

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  # A fresh machine may have stale package lists: update once when the first try fails.
  export DEBIAN_FRONTEND=noninteractive
  apt-get install -y postgresql >/dev/null 2>&1 || { apt-get update >/dev/null && apt-get install -y postgresql >/dev/null; }
fi
BIN=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
RUN_AS=""
if [ "$(id -u)" = "0" ]; then RUN_AS="runuser -u postgres --"; fi

DIR=$(mktemp -d /tmp/lne-pg-XXXXXX)
chmod 777 "$DIR"
PORT=$(node -e "const s=require('net').createServer();s.listen(0,()=>{console.log(s.address().port);s.close()})")
cleanup() {
  $RUN_AS "$BIN/pg_ctl" -D "$DIR/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

$RUN_AS "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust >/dev/null
$RUN_AS "$BIN/pg_ctl" -D "$DIR/data" -o "-p $PORT -k $DIR -c listen_addresses=127.0.0.1 -c fsync=off" -l "$DIR/log" -w start >/dev/null

TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" TEST_POSTGRES_DATA_DIR="$DIR/data" npx vitest run "$@"
