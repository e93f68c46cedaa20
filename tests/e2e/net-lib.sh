# Shared by the network end-to-end scripts (proxy.sh, public-host.sh): source it after setting
# nothing; it sets OUT (a temporary folder, removed at exit), PIDS (processes killed at exit),
# and defines fail, free_port and wait_port.
OUT="$(mktemp -d)"
PIDS=()
cleanup() {
  for p in "${PIDS[@]}"; do kill -9 "$p" 2>/dev/null || true; done
  rm -rf "$OUT"
}
trap cleanup EXIT
fail() {
  echo "FAIL: $*"
  for f in "$OUT"/*.log; do echo "--- $f"; tail -15 "$f"; done
  exit 1
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'; }
# wait until a TCP port takes connections (up to 20 s)
wait_port() {
  for _ in $(seq 200); do (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null && return 0; sleep 0.1; done
  return 1
}
