#!/usr/bin/env bash
# Instructions (valgrind callgrind) spent playing 3 seeded random games of a mix, imports
# subtracted: a repeatable figure for speed work on a busy machine.
#   bash scripts/callgrind_count.sh [marquise,eyrie,alliance,vagabond] [loop]
# With "loop", the games are played through the public legal_actions()/apply() loop (with
# Python's random.choice, as bots do) instead of play_random.
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
export PYTHONHASHSEED=0      # str hashes (set and dict layouts) change the count otherwise
MIX="${1:-marquise,eyrie,alliance,vagabond}"
MODE="${2:-games}"
prog='import sys
from root_widget.rules.engine import Game
fs = sys.argv[1].split(",")
Game.new(fs, seed=99)
if sys.argv[2] == "games":
    for s in range(3):
        Game.new(fs, seed=s).play_random(s)
elif sys.argv[2] == "loop":
    import random
    for s in range(3):
        g, rnd = Game.new(fs, seed=s), random.Random(s)
        while not g.is_over:
            g.apply(rnd.choice(g.legal_actions()))'
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PY" -c "$prog" "$MIX" "$1" 2>&1 \
          | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
base=$(count imports)
total=$(count "$MODE")
echo "$MIX${2:+ ($MODE)}: $(( (total - base) / 1000000 )) M instructions for 3 games (seeds 0-2)"
