"""The notebooks in notebooks/ run top to bottom on a fresh kernel, and are committed clean.

Each notebook is one test: a separate pytest process runs it with nbval in lax mode (a
cell fails on an error or a failed assert; outputs are compared only in cells marked
`# NBVAL_CHECK_OUTPUT`, and only when the notebook stores outputs). A separate process
keeps all the cells of a notebook in one kernel, whatever pytest-xdist does with the
other tests.
"""
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _committed_notebooks():
    """The notebooks git tracks in notebooks/ (a copy being played, a checkpoint or a new
    notebook not committed yet is not a test); every one there outside a git checkout."""
    try:
        out = subprocess.run(["git", "ls-files", "notebooks/*.ipynb"], cwd=ROOT, text=True,
                             capture_output=True, check=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        out = []
    found = [ROOT / p for p in out if "/" not in p[len("notebooks/"):]]
    return sorted(found) or sorted((ROOT / "notebooks").glob("*.ipynb"))


NOTEBOOKS = _committed_notebooks()
TUTORIALS = ["01_first_game.ipynb", "02_battle_lab.ipynb", "03_factions.ipynb", "04_puzzles.ipynb",
             "05_scripting.ipynb"]


def test_the_tutorial_notebooks_are_there():
    assert set(TUTORIALS) <= {p.name for p in NOTEBOOKS}


@pytest.mark.slow
@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_runs_on_a_fresh_kernel(notebook):
    cmd = [sys.executable, "-m", "pytest", "-q", "--color=no", "-p", "no:cacheprovider",
           "-p", "no:xdist", "-o", "addopts=", "--nbval-lax", "--nbval-current-env",
           "--nbval-cell-timeout=300", str(notebook)]
    env = dict(os.environ, JUPYTER_PLATFORM_DIRS="1")
    run = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
    if run.returncode != 0:
        pytest.fail(f"{notebook.name} failed under nbval:\n{run.stdout[-6000:]}\n"
                    f"{run.stderr[-2000:]}", pytrace=False)


@pytest.mark.parametrize("notebook", NOTEBOOKS, ids=lambda p: p.name)
def test_notebook_is_committed_without_outputs(notebook):
    # Outputs are made by running; committed ones only bloat diffs (the board SVGs are large).
    nb = json.loads(notebook.read_text())
    for i, cell in enumerate(nb["cells"]):
        if cell["cell_type"] == "code":
            assert cell.get("outputs") == [] and cell.get("execution_count") is None, \
                f"{notebook.name}, cell {i}: clear the outputs before committing"
