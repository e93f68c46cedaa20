#!/usr/bin/env bash
# deploy/haproxy.cfg on loopback: three `catan serve` hosts (A, B, C) behind HAProxy.
#   tests/e2e/proxy.sh PATH/TO/catan
# 0. The hosts learn each client's address from the proxy (send-proxy-v2, --trusted-proxy): a
#    client at 127.0.0.2 creates rooms through the proxy until each host refuses it (three rooms
#    a host, --rooms-per-address 3); a client at 127.0.0.3 then creates its own on every host,
#    and the bots below (at 127.0.0.1) theirs: one client's quota does not touch another's.
# 1. Six rooms are created through the proxy (a connection each): they land on all three hosts
#    (their codes start with A, B and C).
# 2. In each room two bots (and two computers) play through the proxy, the bots pausing before
#    each action as people do.
# 3. Host B is killed (kill -9) mid-game and started again on its data folder: its rooms come
#    back through the proxy, its bots resume their seats with their tokens, and every game ends;
#    each room's record replays.
# Every wait is bounded; the script stops everything it started.
set -euo pipefail
BIN="$(realpath "$1")"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
command -v haproxy >/dev/null || { echo "FAIL: haproxy is not installed (apt install haproxy)"; exit 1; }
# OUT, PIDS, fail, free_port, wait_port
source "$ROOT/tests/e2e/net-lib.sh"

PP=$(free_port); PA=$(free_port); PB=$(free_port); PC=$(free_port)
sed -e "s/127.0.0.1:7373/127.0.0.1:$PP/" -e "s/127.0.0.1:7401/127.0.0.1:$PA/g" \
    -e "s/127.0.0.1:7402/127.0.0.1:$PB/g" -e "s/127.0.0.1:7403/127.0.0.1:$PC/g" \
    "$ROOT/deploy/haproxy.cfg" >"$OUT/haproxy.cfg"
haproxy -c -f "$OUT/haproxy.cfg" >/dev/null || fail "deploy/haproxy.cfg does not check"

host() { # letter port
  "$BIN" serve --addr "127.0.0.1:$2" --host-id "$1" --data-dir "$OUT/host-$1" \
    --trusted-proxy 127.0.0.1 --rooms-per-address 3 >>"$OUT/host-$1.log" 2>&1 &
  PIDS+=($!)
  disown
  eval "PID_$1=$!"
}
host A "$PA"; host B "$PB"; host C "$PC"
for p in "$PA" "$PB" "$PC"; do wait_port "$p" || fail "a host did not start"; done
haproxy -f "$OUT/haproxy.cfg" -db >"$OUT/haproxy.log" 2>&1 &
PIDS+=($!)
disown
wait_port "$PP" || fail "haproxy did not start"
sleep 2 # the first health checks
URL="ws://127.0.0.1:$PP"

# create_from SOURCE N: N rooms created through the proxy, each on its own connection from the
# source address SOURCE (examples/random_bot.py's WebSocket, bound there): one line each, the
# room's code or the error's code
create_from() {
  timeout 60 python3 - "$ROOT/examples" "$PP" "$1" "$2" <<'PY'
import socket, sys
sys.path.insert(0, sys.argv[1])
import random_bot
port, source, n = int(sys.argv[2]), sys.argv[3], int(sys.argv[4])
plain = socket.create_connection
socket.create_connection = lambda addr, timeout=None: plain(addr, timeout, (source, 0))
for _ in range(n):
    ws = random_bot.WebSocket(f"ws://127.0.0.1:{port}/", timeout=10)
    ws.send({"type": "hello", "version": 2})
    assert ws.recv()["type"] == "welcome"
    ws.send({"type": "create_room", "seats": ["open", "medium"]})
    answer = ws.recv()
    print(answer.get("room") or answer.get("code"))
    ws.sock.close()
PY
}

echo "== proxy: each client's own quota (clients at 127.0.0.2 and 127.0.0.3)"
first=$(create_from 127.0.0.2 15) || fail "the client at 127.0.0.2 could not create rooms"
echo "127.0.0.2:" $first
for h in A B C; do
  n=$(printf '%s\n' $first | grep -c "^$h" || true)
  [ "$n" -eq 3 ] || fail "127.0.0.2 made $n rooms on host $h (its quota there is 3)"
done
refused=$(printf '%s\n' $first | grep -c '^too-many-rooms$' || true)
[ "$refused" -eq 6 ] || fail "127.0.0.2 was refused $refused times, not 6"
second=$(create_from 127.0.0.3 3) || fail "the client at 127.0.0.3 could not create rooms"
echo "127.0.0.3:" $second
for h in A B C; do
  printf '%s\n' $second | grep -q "^$h" || fail "127.0.0.3 got no room on host $h: $second"
done

echo "== proxy: six rooms created through the proxy"
ROOMS=()
for k in 1 2 3 4 5 6; do
  log="$OUT/bot-$k-0.log"
  timeout 300 "$BIN" bot --connect "$URL" --create open,open,medium,easy --seed "$k" \
    --player medium --think-ms 60 --quiet-secs 60 >"$log" 2>&1 &
  PIDS+=($!)
  disown
  code=""
  for _ in $(seq 100); do
    code=$(sed -n 's/^room \([A-Z0-9]\{6\}\)$/\1/p' "$log" | head -1)
    [ -n "$code" ] && break
    sleep 0.1
  done
  [ -n "$code" ] || fail "room $k was not created"
  ROOMS+=("$code")
  timeout 300 "$BIN" bot --connect "$URL" --room "$code" --seat 1 --player easy \
    --think-ms 60 --quiet-secs 60 >"$OUT/bot-$k-1.log" 2>&1 &
  PIDS+=($!)
  disown
done
echo "rooms: ${ROOMS[*]}"
for h in A B C; do
  printf '%s\n' "${ROOMS[@]}" | grep -q "^$h" || fail "no room landed on host $h"
  ls "$OUT/host-$h/rooms/" | grep -q "^$h.*\.room\.json$" || fail "host $h keeps no room file"
done

echo "== proxy: host B killed mid-game and started again"
b_room=$(printf '%s\n' "${ROOMS[@]}" | grep '^B' | head -1)
for _ in $(seq 300); do
  steps=$(grep -c '(seat:' "$OUT/host-B/rooms/$b_room.ron" 2>/dev/null || true)
  [ "${steps:-0}" -ge 20 ] && break
  sleep 0.1
done
[ "${steps:-0}" -ge 20 ] || fail "room $b_room did not get going"
kill -9 "$PID_B"
sleep 2
host B "$PB"
wait_port "$PB" || fail "host B did not start again"

echo "== proxy: every game ends"
for k in 1 2 3 4 5 6; do
  for s in 0 1; do
    log="$OUT/bot-$k-$s.log"
    for _ in $(seq 3000); do grep -q '^game over' "$log" && break; sleep 0.1; done
    grep -q '^game over' "$log" || fail "the bot of room $k seat $s did not finish"
  done
done
resumed=0
for k in 1 2 3 4 5 6; do
  if [[ "${ROOMS[$((k - 1))]}" == B* ]]; then
    grep -q 'resuming seat' "$OUT/bot-$k-0.log" "$OUT/bot-$k-1.log" && resumed=$((resumed + 1))
  fi
done
[ "$resumed" -ge 1 ] || fail "no bot of host B's rooms resumed its seat"
for code in "${ROOMS[@]}"; do
  h=${code:0:1}
  "$BIN" replay "$OUT/host-$h/rooms/$code.ron" >/dev/null || fail "the record of $code does not replay"
done
echo "clients at 127.0.0.2, 127.0.0.3 and 127.0.0.1 each had their own quota on every host"
echo "the rooms landed on hosts A, B and C; host B was killed and restarted; its bots resumed; all six games ended and replay"
echo "proxy: ok"
