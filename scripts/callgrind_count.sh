#!/usr/bin/env bash
# Instructions (valgrind callgrind) spent playing 3 seeded random games of a mix (seeds
# 0-2), counted after 3 warm-up games (seeds 100-102) have filled the rules' caches (natural
# keys, option runs, labels), as in a process that plays many games: a repeatable figure
# for speed work on a busy machine. Only the 3 games are counted (collection is switched on
# inside operator.call, which the rules never call).
#   bash scripts/callgrind_count.sh [marquise,eyrie,alliance,vagabond] [loop]
# With "loop", the games are played through the public legal_actions()/apply() loop (with
# Python's random.choice, as bots do) instead of play_random.
# Before 2026-11-27 (speed round 5) this counted 3 games from a cold start, imports
# subtracted: those figures include the caches' warm-up and are not comparable.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
export PYTHONHASHSEED=0      # str hashes (set and dict layouts) change the count otherwise
MIX="${1:-marquise,eyrie,alliance,vagabond}"
MODE="${2:-games}"
prog='import operator, random, sys
from root_widget.rules.engine import Game
fs, mode = sys.argv[1].split(","), sys.argv[2]
def play(seeds):
    for s in seeds:
        if mode == "loop":
            g, rnd = Game.new(fs, seed=s), random.Random(s)
            while not g.is_over:
                g.apply(rnd.choice(g.legal_actions()))
        else:
            Game.new(fs, seed=s).play_random(s)
play(range(100, 103))
operator.call(play, range(3))'
total=$(valgrind --tool=callgrind --callgrind-out-file=/dev/null --toggle-collect='_operator_call*' \
        "$PY" -c "$prog" "$MIX" "$MODE" 2>&1 | sed -n 's/.*Collected : \([0-9]*\).*/\1/p')
echo "$MIX${2:+ ($MODE)}: $(awk -v t="$total" 'BEGIN { printf "%.1f", t / 1e6 }') M instructions for 3 games (seeds 0-2) after 3 warm-up games"
