"""The puzzle library (root_widget/puzzles.py): every puzzle is well formed, its known line
solves it, and the ones said to have no solution are proven to have none.

notebooks/04_puzzles.ipynb runs the solver on every puzzle; these tests stay fast by
checking the known lines, and solving only the small impossible ones.
"""
import pytest

from root_widget import Scenario
from root_widget.puzzles import LEVELS, PUZZLES, get


@pytest.mark.parametrize("entry", PUZZLES, ids=lambda e: e.id)
def test_the_known_line_solves_the_puzzle(entry):
    Scenario.from_text(entry.position)            # the position text is valid
    assert entry.level in LEVELS and entry.laws and entry.statement
    if entry.solvable:
        v = entry.puzzle().check(list(entry.line))
        assert v.solved, v.reason
    else:
        assert entry.line == ()


@pytest.mark.parametrize("entry", [e for e in PUZZLES if not e.solvable], ids=lambda e: e.id)
def test_the_impossible_puzzles_are_proven_impossible(entry):
    v = entry.puzzle().solve(node_limit=50_000)
    assert not v.solved and v.proven


def test_the_library_goes_from_easy_to_hard():
    assert [e.level for e in PUZZLES] == sorted((e.level for e in PUZZLES), key=LEVELS.index)
    assert len({e.id for e in PUZZLES}) == len(PUZZLES)
    assert len([e for e in PUZZLES if e.solvable]) >= 6
    assert {"marquise", "eyrie"} <= {e.faction for e in PUZZLES}


def test_a_wrong_line_fails_with_a_reason():
    p = get("ambush").puzzle()
    v = p.check(["done", "extra_action:bird_ambush", "battle:2:eyrie"])
    assert not v.solved and "eyrie chooses ambush:mouse_ambush" in v.reason


def test_unknown_puzzle_id():
    with pytest.raises(KeyError, match="no puzzle 'nope'"):
        get("nope")
