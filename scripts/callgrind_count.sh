#!/usr/bin/env bash
# Instructions (valgrind callgrind) spent playing 3 seeded random games of a mix, imports
# subtracted: a repeatable figure for speed work on a busy machine.
#   bash scripts/callgrind_count.sh [marquise,eyrie,alliance,vagabond]
set -euo pipefail
cd "$(dirname "$0")/.."
PY="${PYTHON:-.venv/bin/python}"
export PYTHONHASHSEED=0      # str hashes (set and dict layouts) change the count otherwise
MIX="${1:-marquise,eyrie,alliance,vagabond}"
prog='import sys
from root_widget.rules.engine import Game
fs = sys.argv[1].split(",")
Game.new(fs, seed=99)
if sys.argv[2] == "games":
    for s in range(3):
        Game.new(fs, seed=s).play_random(s)'
count() { valgrind --tool=callgrind --callgrind-out-file=/dev/null "$PY" -c "$prog" "$MIX" "$1" 2>&1 \
          | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'; }
base=$(count imports)
total=$(count games)
echo "$MIX: $(( (total - base) / 1000000 )) M instructions for 3 games (seeds 0-2)"
