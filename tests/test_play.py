"""The headless main job (root_widget/play.py, `bash scripts/play.sh --headless`): a seeded
four-player game played to the end, written as the HTML replay and the final SVG."""
import subprocess
from pathlib import Path

import pytest

from root_widget import Game
from root_widget.play import main

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_the_headless_run_writes_the_replay_and_the_board(tmp_path, capsys):
    assert main(["--seed", "3", "--out", str(tmp_path)]) == 0      # a short game
    out = capsys.readouterr().out
    page = (tmp_path / "game.html").read_text()
    svg = (tmp_path / "final.svg").read_text()
    assert page.startswith("<!DOCTYPE html>") and "<script src=" not in page   # self-contained
    assert svg.startswith("<svg") and "rw-clearing-1" in svg
    g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], seed=3)
    g.play_random(3)
    assert g.is_over
    assert f"winner(s): {', '.join(g.winners)}" in out
    for f in g.factions:
        assert f"  {f}: " in out


def test_play_sh_chooses_the_headless_form_without_a_display():
    script = (ROOT / "scripts" / "play.sh").read_text()
    assert "--headless" in script and "HEADLESS" in script
    assert "01_first_game.ipynb" in script and (ROOT / "notebooks" / "01_first_game.ipynb").exists()
    run = subprocess.run(["bash", "-n", str(ROOT / "scripts" / "play.sh")], capture_output=True)
    assert run.returncode == 0, run.stderr


def test_play_sh_opens_the_persons_own_copies_so_playing_never_breaks_the_tests(tmp_path):
    """`play.sh --lab` copies the notebooks into the git-ignored work/ folder and opens
    those; a copy already there (with the person's outputs) is kept; as root, JupyterLab
    gets --allow-root. Run against stand-ins for setup.sh and jupyter."""
    import os
    (tmp_path / "scripts").mkdir()
    (tmp_path / "scripts" / "play.sh").write_text((ROOT / "scripts" / "play.sh").read_text())
    (tmp_path / "scripts" / "setup.sh").write_text("true\n")
    (tmp_path / "notebooks").mkdir()
    for name in ("01_first_game.ipynb", "02_battle_lab.ipynb"):
        (tmp_path / "notebooks" / name).write_text('{"cells": []}')
    (tmp_path / "work").mkdir()
    (tmp_path / "work" / "02_battle_lab.ipynb").write_text("mine")
    jupyter = tmp_path / ".venv" / "bin" / "jupyter"
    jupyter.parent.mkdir(parents=True)
    jupyter.write_text('#!/bin/sh\necho "$@" > "$(dirname "$0")/args"\n')
    jupyter.chmod(0o755)
    run = subprocess.run(["bash", "scripts/play.sh", "--lab", "--no-browser"], cwd=tmp_path,
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    args = (jupyter.parent / "args").read_text().split()
    assert args[:2] == ["lab", "work/01_first_game.ipynb"] and "--no-browser" in args
    assert ("--allow-root" in args) == (os.getuid() == 0)
    assert (tmp_path / "work" / "01_first_game.ipynb").read_text() == '{"cells": []}'
    assert (tmp_path / "work" / "02_battle_lab.ipynb").read_text() == "mine"     # kept
    ignored = (ROOT / ".gitignore").read_text().split()
    assert "/work/" in ignored and ".ipynb_checkpoints/" in ignored
