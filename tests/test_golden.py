"""Golden playthroughs: seeded games described decision by decision and diffed.

Regenerate after an intended rule change with:  ROOT_WIDGET_REGEN=1 pytest tests/test_golden.py
then read the diff (git diff tests/golden) before committing it.
"""
import difflib
import os
from pathlib import Path

import pytest

from root_widget import Game
from root_widget.transcript import transcript

GOLDEN = Path(__file__).parent / "golden"
GAMES = {"2p_marquise_eyrie_seed3": (["marquise", "eyrie"], 3)}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_golden_playthrough(name):
    factions, seed = GAMES[name]
    g = Game.new(factions, seed=seed)
    g.play_random(seed)
    text = transcript(g)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("ROOT_WIDGET_REGEN"):
        path.write_text(text)
    if not path.exists():
        pytest.fail(f"{path} is missing; create it with ROOT_WIDGET_REGEN=1")
    expected = path.read_text()
    if text != expected:
        diff = "".join(list(difflib.unified_diff(expected.splitlines(True), text.splitlines(True),
                                                 "golden", "now"))[:80])
        pytest.fail(f"the playthrough {name} changed; first differences:\n{diff}")
