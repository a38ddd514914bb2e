#!/bin/sh
# Plays the designer's walk of tests/editor_walk.rs to the real editor under Xvfb with xdotool,
# times it and checks the map it saved: 21 bases, 2 HQs, 27 paths.
#
#   TOYFORGE_WALK_SCRIPT=/tmp/walk.txt cargo test --test editor_walk
#   cargo build --bin toyforge
#   tests/walk/replay.sh /tmp/walk.txt [BINARY] [PAUSE] [DISPLAY]
#
# BINARY defaults to target/debug/toyforge; PAUSE (seconds after each input, 0.25 unless given)
# stands for the frame the editor needs to follow; DISPLAY defaults to :96. The walk with two
# clicks a path is /tmp/walk.txt.pairs (for an editor without chains).
set -eu
script=${1:?usage: replay.sh SCRIPT [BINARY] [PAUSE] [DISPLAY]}
bin=${2:-target/debug/toyforge}
pause=${3:-0.25}
display=${4:-:96}
work=$(mktemp -d)
trap 'kill "$app" "$xvfb" 2>/dev/null || true; rm -rf "$work"' EXIT
Xvfb "$display" -screen 0 1400x900x24 >/dev/null 2>&1 &
xvfb=$!
sleep 1
# An empty battlefield to start from, in a home of its own (no preferences, no recovery).
printf '(format: 2, name: "Walk")\n' >"$work/walk.ron"
HOME="$work" XDG_CONFIG_HOME="$work" XDG_DATA_HOME="$work" DISPLAY="$display" \
    "$bin" "$work/walk.ron" >"$work/app.log" 2>&1 &
app=$!
export DISPLAY="$display"
for _ in $(seq 50); do
    win=$(xdotool search --name '^.*toyforge' 2>/dev/null | head -n 1) && [ -n "$win" ] && break
    sleep 0.2
done
xdotool windowmove "$win" 0 0 windowsize "$win" 1400 900
sleep 2
actions=0
start=$(date +%s.%N)
while read -r kind a b; do
    case $kind in
        click) xdotool mousemove "$a" "$b" click 1 ;;
        key) xdotool key "$a" ;;
    esac
    actions=$((actions + 1))
    sleep "$pause"
done <"$script"
end=$(date +%s.%N)
xdotool key ctrl+s
sleep 2
hqs=$(grep -c 'side: ' "$work/walk.ron" || true)
bases=$(($(grep -c 'pos: ' "$work/walk.ron" || true) - hqs))
paths=$(grep -c '^ *("[^"]*", *"[^"]*"),$' "$work/walk.ron" || true)
echo "$actions actions in $(echo "$end - $start" | bc) s (pause $pause s an input): $bases bases, $hqs HQs, $paths paths"
