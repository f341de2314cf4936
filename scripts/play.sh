#!/usr/bin/env bash
# Main job: set up (.venv via scripts/setup.sh), then
#   - open notebooks/01_first_game.ipynb in JupyterLab (a four-player first game, step by step), or
#   - headless: play a seeded four-player game with random legal choices and write the
#     self-contained HTML replay (out/game.html) and the final board (out/final.svg).
#
# Which one: --headless or HEADLESS=1 forces the headless form, --lab forces JupyterLab.
# Otherwise JupyterLab on macOS or when a display is set ($DISPLAY or $WAYLAND_DISPLAY),
# the headless form when there is none. SEED=n picks the headless game (default 7).
# Other arguments go to `jupyter lab` (e.g. --no-browser --port 8890) or, headless, to
# `python -m root_widget.play` (e.g. --seed 3 --out elsewhere).
#
# JupyterLab opens your own copies of the notebooks, in work/ (git-ignored; RW_WORK=dir
# picks another folder): JupyterLab saves them with their outputs as you play, and the
# committed notebooks/ stay as they are, so the tests keep passing. A copy you already
# have is never overwritten. As root (a container), JupyterLab gets --allow-root.
set -euo pipefail
cd "$(dirname "$0")/.."

mode=auto
args=()
for a in "$@"; do
  case "$a" in
    --headless) mode=headless ;;
    --lab) mode=lab ;;
    *) args+=("$a") ;;
  esac
done
if [ "$mode" = auto ]; then
  if [ "${HEADLESS:-0}" = 1 ]; then
    mode=headless
  elif [ "$(uname -s)" = Darwin ] || [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    mode=lab
  else
    mode=headless
  fi
fi

bash scripts/setup.sh

if [ "$mode" = headless ]; then
  exec .venv/bin/python -m root_widget.play --seed "${SEED:-7}" --out out ${args[@]+"${args[@]}"}
fi
export JUPYTER_PLATFORM_DIRS=1
work="${RW_WORK:-work}"
mkdir -p "$work"
for nb in notebooks/*.ipynb; do
  [ -e "$work/$(basename "$nb")" ] || cp "$nb" "$work/"
done
[ "$(id -u)" = 0 ] && args+=(--allow-root)
exec .venv/bin/jupyter lab "$work/01_first_game.ipynb" ${args[@]+"${args[@]}"}
