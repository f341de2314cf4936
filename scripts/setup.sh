#!/usr/bin/env bash
# Creates .venv (if missing), installs root_widget with its test dependencies, and compiles
# the rules with Cython (root_widget/accelerate.py) when a C compiler is there; without
# one, the engine runs from its Python source, as it always can (ROOT_WIDGET_PURE=1).
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q -U pip 2>&1 | grep -v "WARNING: Location" || true
.venv/bin/python -m pip install -q -e '.[test,fast]' 2>&1 | grep -v "WARNING: Location" || true
.venv/bin/python -c "import root_widget"
# once: a module edited after the build runs from source until the next
# `python -m root_widget.accelerate` (which rebuilds all, profile-guided: about 6 minutes)
if ! .venv/bin/python -m root_widget.accelerate --if-missing --build-dir build/accelerate; then
  echo "setup: the rules were not compiled (see above); they run from source" >&2
fi
