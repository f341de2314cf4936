#!/usr/bin/env bash
# Creates .venv (if missing) and installs root_widget with its test dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
PY=${PYTHON:-python3}
if [ ! -x .venv/bin/python ]; then
  "$PY" -m venv .venv
fi
.venv/bin/python -m pip install -q -U pip 2>&1 | grep -v "WARNING: Location" || true
.venv/bin/python -m pip install -q -e '.[test]' 2>&1 | grep -v "WARNING: Location" || true
.venv/bin/python -c "import root_widget" 
