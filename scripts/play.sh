#!/usr/bin/env bash
# Main job: set up, then play a seeded Marquise-vs-Eyrie game with random legal
# choices and write the final board as SVG (out/final.svg).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
.venv/bin/python -m root_widget.play --seed "${SEED:-7}" --out out/final.svg "$@"
