# Sourced by the test scripts: a Firebase Auth emulator (firebase-tools, UI off) on free ports in a
# working folder, so it never collides with `npm start`'s emulator on 9099 or with another run.
#
#   start_auth_emulator WORK_DIR   starts it; sets auth_port and emulator_pid; exits the script
#                                  with the emulator's log if it fails to come up
#   stop_auth_emulator             stops it and its child processes (safe to call twice)

emulator_pid=""
auth_port=""

# process.stdout.write, not console.log: Playwright sets FORCE_COLOR, which colours a logged number.
free_port() {
  node -e 'const s=require("net").createServer();s.listen(0,"127.0.0.1",()=>{process.stdout.write(String(s.address().port));s.close()})'
}

start_auth_emulator() {
  local work="$1" hub_port logging_port
  auth_port="$(free_port)"; hub_port="$(free_port)"; logging_port="$(free_port)"
  cat > "$work/firebase.json" <<JSON
{ "emulators": { "auth": { "host": "127.0.0.1", "port": $auth_port },
  "hub": { "host": "127.0.0.1", "port": $hub_port }, "logging": { "host": "127.0.0.1", "port": $logging_port },
  "ui": { "enabled": false }, "singleProjectMode": true } }
JSON
  # setsid: the emulator and its children get their own process group, stopped together.
  (cd "$work" && CI=1 NO_UPDATE_NOTIFIER=1 exec setsid "$OLDPWD/node_modules/.bin/firebase" emulators:start \
    --only auth --project demo-inkclarity --config "$work/firebase.json" >"$work/emulator.log" 2>&1) &
  emulator_pid=$!
  for _ in $(seq 1 360); do
    curl -sf "http://127.0.0.1:$auth_port/" >/dev/null 2>&1 && return 0
    kill -0 "$emulator_pid" 2>/dev/null || { echo "Auth emulator failed to start:"; cat "$work/emulator.log"; exit 1; }
    sleep 0.25
  done
  echo "Auth emulator did not become ready:"; cat "$work/emulator.log"; exit 1
}

stop_auth_emulator() {
  if [ -n "$emulator_pid" ] && kill -0 "$emulator_pid" 2>/dev/null; then
    kill -TERM -- "-$emulator_pid" 2>/dev/null || kill -TERM "$emulator_pid" 2>/dev/null
    for _ in $(seq 1 50); do kill -0 "$emulator_pid" 2>/dev/null || break; sleep 0.2; done
    kill -KILL -- "-$emulator_pid" 2>/dev/null || true
  fi
}
