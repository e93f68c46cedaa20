#!/usr/bin/env bash
# End-to-end tests of the game window under Xvfb with Mesa's software Vulkan (lavapipe).
#   tests/e2e/gui.sh PATH/TO/catan
# 1. A computer-only game runs to the end (--ai-speed instant --exit-on-game-over); its
#    screenshot exists, has the window's size and is not blank; the finished game replays.
# 2. A person's click: the app lists its clickable spots (CATAN_PRINT_SPOTS=1), xdotool clicks
#    the first settlement spot (nothing is built yet: the opening asks to confirm), presses Enter,
#    and the saved game shows that settlement.
# Also: six computers play the 5-6 extension to the end; the board editor paints and saves a
# tile; two game windows play an online game (one hosts on loopback, one joins, two computers on
# the host) to the end, both save the same record, and each window shows only its own hand.
set -euo pipefail
BIN="$(realpath "$1")"
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
export BEVY_ASSET_ROOT="$ROOT" WGPU_BACKEND=vulkan
OUT="$(mktemp -d)"
trap 'rm -rf "$OUT"' EXIT
fail() { echo "FAIL: $*"; for f in "$OUT"/*.log; do echo "--- $f"; tail -30 "$f"; done; exit 1; }

echo "== e2e: a computer-only game to the end"
timeout 300 xvfb-run -a -s '-screen 0 1280x800x24' "$BIN" play --players ai,ai,ai,ai \
  --ai-speed instant --exit-on-game-over --screenshot "$OUT/end.png" --data-dir "$OUT/data" \
  >"$OUT/game.log" 2>&1 || fail "the app exited with $?"
grep -q panicked "$OUT/game.log" && fail "the app panicked"
grep -E '^GAME_OVER winner=[0-3] rounds=[0-9]+$' "$OUT/game.log" || fail "no GAME_OVER line"
grep -E '^FRAME_TIMES' "$OUT/game.log" || true
[ -s "$OUT/end.png" ] || fail "no screenshot"
size=$(identify -format '%wx%h' "$OUT/end.png")
[ "$size" = "1280x800" ] || fail "screenshot is $size, not 1280x800"
colours=$(convert "$OUT/end.png" -format '%k' info:)
[ "$colours" -gt 50 ] || fail "screenshot looks blank ($colours colours)"
echo "screenshot $size, $colours colours"
game=$(ls "$OUT"/data/games/*.ron | head -1)
"$BIN" replay "$game" >"$OUT/replay.log" 2>&1 || fail "the finished game does not replay"
[ ! -e "$OUT/data/current-game.ron" ] || fail "a finished game is still the one to continue"

echo "== e2e: six computers play the 5-6 extension to the end"
timeout 400 xvfb-run -a -s '-screen 0 1280x800x24' "$BIN" play --players ai,ai,ai,ai,ai,ai \
  --board random --ai-speed instant --exit-on-game-over --screenshot "$OUT/six.png" \
  --data-dir "$OUT/six" >"$OUT/six.log" 2>&1 || fail "the six-player app exited with $?"
grep -q panicked "$OUT/six.log" && fail "the six-player app panicked"
grep -E '^GAME_OVER winner=[0-5] rounds=[0-9]+$' "$OUT/six.log" || fail "no six-player GAME_OVER line"
[ "$(identify -format '%wx%h' "$OUT/six.png")" = "1280x800" ] || fail "six-player screenshot size"
six=$(ls "$OUT"/six/games/*.ron | head -1)
grep -q 'special_building_phase: true' "$six" || fail "the six-player game is not under the 5-6 rules"
"$BIN" replay "$six" >"$OUT/six-replay.log" 2>&1 || fail "the six-player game does not replay"

echo "== e2e: a person places the first settlement with a click and Enter"
export CATAN_PRINT_SPOTS=1
xvfb-run -a -s '-screen 0 1280x800x24' bash -c '
  "$0" play --players human,ai --seed 5 --data-dir "$1/click" >"$1/click.log" 2>&1 &
  APP=$!
  for i in $(seq 1 120); do grep -q "^SPOT vertex" "$1/click.log" && break; sleep 0.5; done
  sleep 2
  read -r _ _ V X Y < <(grep "^SPOT vertex" "$1/click.log" | head -1)
  echo "clicking vertex $V at $X,$Y"
  echo "$V" > "$1/clicked"
  WID=$(xdotool search --name "^Catan$" | head -1)
  xdotool mousemove --window "$WID" "$X" "$Y"
  sleep 0.5
  xdotool click 1
  # an opening placement waits for confirmation: nothing is built by the click alone
  sleep 2
  if grep -q "BuildSettlement($V)" "$1/click/current-game.ron" 2>/dev/null; then echo built > "$1/unconfirmed"; fi
  import -window root "$1/pending.png"
  xdotool windowfocus --sync "$WID" 2>/dev/null || true
  xdotool key --window "$WID" Return
  for i in $(seq 1 40); do grep -q "BuildSettlement($V)" "$1/click/current-game.ron" 2>/dev/null && break; sleep 0.25; done
  sleep 1
  import -window root "$1/click.png"
  kill $APP; wait $APP 2>/dev/null || true
' "$BIN" "$OUT"
V=$(cat "$OUT/clicked")
[ ! -e "$OUT/unconfirmed" ] || fail "the opening settlement was built before it was confirmed"
grep -q "BuildSettlement($V)" "$OUT/click/current-game.ron" || fail "the click on vertex $V and Enter did not build a settlement"
grep -q panicked "$OUT/click.log" && fail "the app panicked"
echo "the click built a settlement at vertex $V"
echo "== e2e: the board editor: paint a tile by clicking, save"
mkdir -p "$OUT/boards"
# river-delta has free components: repainting a forest as hills keeps it playable
cp "$ROOT/boards/river-delta.ron" "$OUT/boards/island.ron"
xvfb-run -a -s '-screen 0 1280x800x24' bash -c '
  "$0" editor "$1/boards/island.ron" >"$1/editor.log" 2>&1 &
  APP=$!
  for i in $(seq 1 120); do grep -q "^TILE 0 0 " "$1/editor.log" && grep -q "^BUTTON Save" "$1/editor.log" && break; sleep 0.5; done
  sleep 1
  WID=$(xdotool search --name "^Catan$" | head -1)
  click() { xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.4; xdotool click 1; sleep 0.6; }
  read -r _ _ X Y < <(grep "^BUTTON Hills" "$1/editor.log" | head -1); click "$X" "$Y"
  read -r _ _ _ X Y < <(grep "^TILE 0 0 " "$1/editor.log" | head -1); click "$X" "$Y"
  read -r _ _ X Y < <(grep "^BUTTON Save" "$1/editor.log" | head -1); click "$X" "$Y"
  sleep 1
  import -window root "$1/editor.png"
  kill $APP; wait $APP 2>/dev/null || true
' "$BIN" "$OUT"
grep -q "panicked" "$OUT/editor.log" && fail "the editor panicked"
grep -q "(at: (0, 0), terrain: Hills, number: 6)" "$OUT/boards/island.ron" || fail "the painted tile was not saved"
grep -q "Made with the catan board editor" "$OUT/boards/island.ron" || fail "not written by the editor"
"$BIN" board validate "$OUT/boards/island.ron" >/dev/null || fail "the saved board does not validate"
echo "the editor painted (0, 0) as hills and saved a valid board"

echo "== e2e: online play, two game windows on loopback and two computers"
# window A hosts (seat 0, Red) on 127.0.0.1, window B joins (Blue) by its invitation link; each person's seat is played
# by scripted input (CATAN_AUTOPLAY: a computer's choice sent as the person's click would be).
mkdir -p "$OUT/online"
timeout 600 xvfb-run -a -s '-screen 0 2600x900x24' bash -c '
  export CATAN_AUTOPLAY=easy
  "$0" play --host 127.0.0.1:0 --players human,human,medium,medium --name Ann --ai-speed instant \
    --exit-on-game-over --screenshot "$1/a.png" --screenshot-frame 100 --data-dir "$1/a" >"$1/a.log" 2>&1 &
  A=$!
  for i in $(seq 1 200); do grep -q "^ONLINE room=" "$1/a.log" && break; sleep 0.3; done
  # B joins by the invitation link A prints (the link its waiting room shows)
  for i in $(seq 1 50); do grep -q "^INVITE " "$1/a.log" && break; sleep 0.2; done
  link=$(sed -n "s/^INVITE //p" "$1/a.log" | head -1)
  case "$link" in catan://127.0.0.1:*/room/*) ;; *) echo "no invitation link: $link" >"$1/b.rc"; kill $A; exit 1;; esac
  "$0" play --join "$link" --name Bob --ai-speed instant \
    --exit-on-game-over --screenshot "$1/b.png" --screenshot-frame 100 --data-dir "$1/b" >"$1/b.log" 2>&1 &
  B=$!
  wait $B; echo "b: $?" >"$1/b.rc"
  wait $A; echo "a: $?" >"$1/a.rc"
' "$BIN" "$OUT/online" || fail "the online windows did not finish"
for w in a b; do
  grep -q panicked "$OUT/online/$w.log" && fail "online window $w panicked"
  grep -q "^$w: 0$" "$OUT/online/$w.rc" || fail "online window $w exited with $(cat "$OUT/online/$w.rc")"
  grep -qE '^GAME_OVER winner=[0-3] rounds=[0-9]+$' "$OUT/online/$w.log" || fail "window $w: no GAME_OVER line"
done
ga=$(ls "$OUT"/online/a/games/*.ron | head -1); gb=$(ls "$OUT"/online/b/games/*.ron | head -1)
[ -n "$ga" ] && [ -n "$gb" ] || fail "the finished game was not saved on both machines"
cmp -s "$ga" "$gb" || fail "the two machines saved different records"
"$BIN" replay "$ga" >/dev/null || fail "the online game's record does not replay"
# each window shows its own hand only: the hand panel's title names Red (host) or Blue (guest)
red() { convert "$1" -crop 80x22+1080+49 +repage -fx '(r>0.7&&g<0.4&&b<0.4)?1:0' -format '%[fx:round(mean*w*h)]' info:; }
blue() { convert "$1" -crop 80x22+1080+49 +repage -fx '(b>0.7&&r<0.45)?1:0' -format '%[fx:round(mean*w*h)]' info:; }
[ "$(red "$OUT/online/a.png")" -gt 20 ] && [ "$(blue "$OUT/online/a.png")" -lt 5 ] || fail "window A does not show Red's hand only"
[ "$(blue "$OUT/online/b.png")" -gt 20 ] && [ "$(red "$OUT/online/b.png")" -lt 5 ] || fail "window B does not show Blue's hand only"
cp "$OUT/online/a.png" "$OUT/online-a.png"; cp "$OUT/online/b.png" "$OUT/online-b.png"
echo "two windows played an online game to the end; both saved the same record; each showed its own hand"

echo "== e2e: online play by clicks: the guest places its opening settlement and road"
mkdir -p "$OUT/clicks"
timeout 300 xvfb-run -a -s '-screen 0 2600x900x24' bash -c '
  cd "$1"
  CATAN_AUTOPLAY=easy "$0" play --host 127.0.0.1:0 --players human,human,medium --name Ann \
    --data-dir "$1/a" >a.log 2>&1 &
  A=$!
  for i in $(seq 1 200); do grep -q "^ONLINE room=" a.log && break; sleep 0.3; done
  line=$(grep "^ONLINE room=" a.log | head -1); room=${line#*room=}; room=${room%% *}; port=${line##*port=}
  echo "$room" > room
  CATAN_PRINT_SPOTS=1 "$0" play --join "127.0.0.1:$port" --room "$room" --name Bob \
    --data-dir "$1/b" >b.log 2>&1 &
  B=$!
  for i in $(seq 1 240); do grep -q "^SPOT vertex" b.log && break; sleep 0.5; done
  sleep 2
  WID=$(xdotool search --pid $B | tail -1)
  click() { xdotool mousemove --window "$WID" "$1" "$2"; sleep 0.5; xdotool click 1; sleep 1;
            xdotool windowfocus "$WID" 2>/dev/null; xdotool key Return; sleep 3; }
  read -r _ _ V X Y < <(grep "^SPOT vertex" b.log | head -1); echo "$V" > vertex; click "$X" "$Y"
  read -r _ _ E X Y < <(grep "^SPOT edge" b.log | tail -1); echo "$E" > edge; click "$X" "$Y"
  import -window "$WID" "$1/guest-opening.png"
  kill $A $B; wait $A $B 2>/dev/null || true
' "$BIN" "$OUT/clicks" 2>/dev/null || fail "the online click run failed"
room=$(cat "$OUT/clicks/room"); v=$(cat "$OUT/clicks/vertex"); e=$(cat "$OUT/clicks/edge")
grep -q "(seat: 1, action: BuildSettlement($v))" "$OUT/clicks/a/rooms/$room.ron" \
  || fail "the guest's clicked settlement did not reach the host"
grep -q "(seat: 1, action: BuildRoad($e))" "$OUT/clicks/a/rooms/$room.ron" \
  || fail "the guest's clicked road did not reach the host"
echo "the guest's clicks placed its settlement ($v) and road ($e) on the host's game"

if [ -n "${E2E_KEEP:-}" ]; then cp "$OUT"/*.png "$E2E_KEEP"/; fi
echo "e2e: ok"
