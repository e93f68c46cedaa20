#!/usr/bin/env bash
# The screen atlas under Xvfb: every screen and dialog in English and Czech at the smallest window
# the game supports, 1280x800 and 1920x1080 (`catan atlas`), each page's texts checked (cut by their
# panel or the window, drawn over other text, the other language, paths, ids, seat numbers, enum
# names). Fails on any fault or a page that could not be set up.
#   tests/e2e/atlas.sh PATH/TO/catan [OUT_DIR]     (OUT_DIR kept: open OUT_DIR/index.html)
set -euo pipefail
BIN="$(realpath "$1")"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
export BEVY_ASSET_ROOT="$ROOT" WGPU_BACKEND=vulkan
OUT="${2:-$(mktemp -d)}"
mkdir -p "$OUT"
SIZES="${ATLAS_SIZES:-1024x700 1280x800 1920x1080}"
status=0
for size in $SIZES; do
  echo "== atlas $size"
  rc=0
  timeout 1500 xvfb-run -a -s '-screen 0 1920x1080x24' "$BIN" atlas "$OUT" --window "$size" \
    >"$OUT/atlas-$size.log" 2>&1 || rc=$?
  grep -E '^ATLAS (size|fault|page)' "$OUT/atlas-$size.log" | cut -c1-300 | head -60 || true
  if grep -q panicked "$OUT/atlas-$size.log"; then echo "FAIL: the atlas panicked at $size"; status=1; fi
  if ! grep -q "^ATLAS size=$size " "$OUT/atlas-$size.log"; then
    echo "FAIL: the atlas at $size did not finish (exit $rc)"; tail -20 "$OUT/atlas-$size.log"; status=1
  elif [ "$rc" -ne 0 ]; then
    echo "FAIL: the atlas at $size found faults (exit $rc)"; status=1
  fi
  n=$(find "$OUT/$size" -name '*.png' | wc -l)
  [ "$n" -ge 60 ] || { echo "FAIL: only $n pictures at $size"; status=1; }
done
[ -s "$OUT/index.html" ] || { echo "FAIL: no index.html"; status=1; }
[ "$status" -eq 0 ] && echo "atlas: ok ($OUT/index.html)"
exit "$status"
