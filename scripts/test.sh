#!/usr/bin/env bash
# Set up, then run the whole test suite. Without arguments: the whole suite on the rules as
# set up (compiled when scripts/setup.sh could compile them), then, if they are compiled,
# the quick tests of the rules once more on the Python source (ROOT_WIDGET_PURE=1). With
# arguments: one pytest run with them.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
if [ $# -gt 0 ]; then
  exec .venv/bin/python -m pytest -q -n 2 "$@"
fi
.venv/bin/python -m pytest -q -n 2
if [ -n "$(.venv/bin/python -c 'import root_widget.rules.compiled as c; print(*c.compiled_modules())')" ]; then
  echo "--- the quick part again, every rule from its Python source (ROOT_WIDGET_PURE=1) ---"
  # Only the rules are compiled: the tests of code that never is (the widget, drawing,
  # translations, Rootlog, bots and simulation, notebooks, the layout of the code) ran above.
  ROOT_WIDGET_PURE=1 .venv/bin/python -m pytest -q -n 2 -m "not slow" -p no:cacheprovider \
    --ignore-glob='tests/test_widget*' --ignore-glob='tests/test_browser*' \
    --ignore-glob='tests/test_render*' --ignore-glob='tests/test_*i18n*' \
    --ignore=tests/test_hirelings_labels.py --ignore=tests/test_hirelings_widget.py \
    --ignore=tests/test_rootlog.py --ignore=tests/test_bots.py --ignore=tests/test_bot_seats.py \
    --ignore=tests/test_sim.py --ignore=tests/test_play.py --ignore=tests/test_notebooks.py \
    --ignore=tests/test_architecture.py --ignore=tests/test_speed_targets.py
fi
