#!/usr/bin/env bash
# deploy/haproxy-public.cfg on loopback: one `catan serve` host behind HAProxy terminating TLS.
#   tests/e2e/public-host.sh PATH/TO/catan
# A certificate for localhost signed by the test's own authority stands in for the host's real one;
# the clients trust that authority through SSL_CERT_FILE (the system's certificates otherwise).
# 1. A bot creates a room over wss://localhost:PORT (TLS at the proxy) and plays it to the end
#    against computers; a second bot joins the room by its invitation link's proxy form
#    (wss://…/room/CODE) and plays its seat; the room's record replays.
# 2. A client that does not trust the certificate is refused before any game message.
# Every wait is bounded; the script stops everything it started.
set -euo pipefail
BIN="$(realpath "$1")"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
command -v haproxy >/dev/null || { echo "FAIL: haproxy is not installed (apt install haproxy)"; exit 1; }
command -v openssl >/dev/null || { echo "FAIL: openssl is not installed"; exit 1; }
# OUT, PIDS, fail, free_port, wait_port
source "$ROOT/tests/e2e/net-lib.sh"

# a certificate authority of the test's own, and the proxy's certificate for localhost signed by it
openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=catan-test-ca \
  -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign" \
  -keyout "$OUT/ca.key" -out "$OUT/ca.pem" >/dev/null 2>&1 || fail "no certificate authority made"
openssl req -newkey rsa:2048 -nodes -subj /CN=localhost -keyout "$OUT/key.pem" \
  -out "$OUT/leaf.csr" >/dev/null 2>&1 || fail "no certificate request made"
printf 'subjectAltName=DNS:localhost,IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' >"$OUT/leaf.ext"
openssl x509 -req -in "$OUT/leaf.csr" -CA "$OUT/ca.pem" -CAkey "$OUT/ca.key" -CAcreateserial \
  -days 2 -extfile "$OUT/leaf.ext" -out "$OUT/cert.pem" >/dev/null 2>&1 || fail "no certificate signed"
cat "$OUT/cert.pem" "$OUT/key.pem" >"$OUT/haproxy.pem"

PP=$(free_port); PA=$(free_port)
export CATAN_PUBLIC_BIND="127.0.0.1:$PP" CATAN_CERT="$OUT/haproxy.pem" CATAN_HOST="127.0.0.1:$PA"
haproxy -c -f "$ROOT/deploy/haproxy-public.cfg" >/dev/null || fail "deploy/haproxy-public.cfg does not check"
"$BIN" serve --addr "127.0.0.1:$PA" --host-id A --data-dir "$OUT/host" \
  --trusted-proxy 127.0.0.1 >"$OUT/host.log" 2>&1 &
PIDS+=($!)
disown
wait_port "$PA" || fail "the host did not start"
haproxy -f "$ROOT/deploy/haproxy-public.cfg" -db >"$OUT/haproxy.log" 2>&1 &
PIDS+=($!)
disown
wait_port "$PP" || fail "haproxy did not start"
sleep 1

echo "== public host: two bots over wss:// through the proxy's TLS"
export SSL_CERT_FILE="$OUT/ca.pem"
timeout 300 "$BIN" bot --connect "wss://localhost:$PP" --create open,open,easy,easy --seed 3 \
  --player easy --think-ms 20 --quiet-secs 60 >"$OUT/bot-0.log" 2>&1 &
PIDS+=($!)
disown
code=""
for _ in $(seq 300); do
  code=$(sed -n 's/^room \([A-Z0-9]\{6\}\)$/\1/p' "$OUT/bot-0.log" | head -1)
  [ -n "$code" ] && break
  sleep 0.1
done
[ -n "$code" ] || fail "no room was created over wss://"
timeout 300 "$BIN" bot --connect "wss://localhost:$PP/room/$code" --seat 1 --player easy \
  --think-ms 20 --quiet-secs 60 >"$OUT/bot-1.log" 2>&1 &
PIDS+=($!)
disown
for s in 0 1; do
  for _ in $(seq 3000); do grep -q '^game over' "$OUT/bot-$s.log" && break; sleep 0.1; done
  grep -q '^game over' "$OUT/bot-$s.log" || fail "the bot of seat $s did not finish"
done
"$BIN" replay "$OUT/host/rooms/$code.ron" >/dev/null || fail "the record of $code does not replay"

echo "== public host: a client that does not trust the certificate is refused"
unset SSL_CERT_FILE
if SSL_CERT_FILE=/dev/null timeout 30 "$BIN" bot --connect "wss://localhost:$PP" --create open,easy \
  --player easy >"$OUT/untrusted.log" 2>&1; then
  fail "a client without the certificate played"
fi
grep -qi "certificate\|tls\|invalid" "$OUT/untrusted.log" || fail "the refusal does not name the certificate"
echo "public host: ok (room $code played to the end over wss://; an untrusting client refused)"
