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
    assert "notebooks/01_first_game.ipynb" in script and (ROOT / "notebooks" / "01_first_game.ipynb").exists()
    run = subprocess.run(["bash", "-n", str(ROOT / "scripts" / "play.sh")], capture_output=True)
    assert run.returncode == 0, run.stderr
