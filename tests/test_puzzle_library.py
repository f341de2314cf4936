"""The puzzle library (root_widget/puzzles.py): every puzzle is well formed, its known line
solves it, and the ones said to have no solution are proven to have none.

notebooks/04_puzzles.ipynb runs the solver on every puzzle; these tests stay fast by
checking the known lines, and solving only the small impossible ones.
"""
import pytest

import time

from root_widget import RootError, Scenario
from root_widget.puzzles import LEVELS, PUZZLES, get

from helpers import to_kind


@pytest.mark.parametrize("entry", PUZZLES, ids=lambda e: e.id)
def test_the_known_line_solves_the_puzzle(entry):
    Scenario.from_text(entry.position)            # the position text is valid
    assert entry.level in LEVELS and entry.laws and entry.statement
    if entry.solvable:
        v = entry.puzzle().check(list(entry.line))
        assert v.solved, v.reason
    else:
        assert entry.line == ()


@pytest.mark.slow
@pytest.mark.parametrize("entry", [e for e in PUZZLES if not e.solvable], ids=lambda e: e.id)
def test_the_impossible_puzzles_are_proven_impossible(entry):
    v = entry.puzzle().solve(node_limit=50_000)
    assert not v.solved and v.proven


def test_the_library_goes_from_easy_to_hard():
    assert [e.level for e in PUZZLES] == sorted((e.level for e in PUZZLES), key=LEVELS.index)
    assert len({e.id for e in PUZZLES}) == len(PUZZLES)
    assert len([e for e in PUZZLES if e.solvable]) >= 6
    assert {e.faction for e in PUZZLES} == {"marquise", "eyrie", "alliance", "vagabond", "hundreds"}


def test_a_wrong_line_fails_with_a_reason():
    p = get("ambush").puzzle()
    v = p.check(["done", "extra_action:bird_ambush", "battle:2:eyrie"])
    assert not v.solved and "eyrie chooses ambush:mouse_ambush" in v.reason


def test_unknown_puzzle_id():
    with pytest.raises(KeyError, match="no puzzle 'nope'"):
        get("nope")
    with pytest.raises(RootError, match=r"\Ano puzzle \['nope'\]; puzzles: \['cut_off_wood', "):
        get(["nope"])


@pytest.mark.parametrize("puzzle_id", ["revolt", "spread_then_revolt", "with_an_ally", "alone"])
def test_the_alliance_and_vagabond_puzzles_are_solved_or_proven_quickly(puzzle_id):
    entry = get(puzzle_id)
    t = time.perf_counter()
    v = entry.puzzle().solve(node_limit=100_000)
    assert time.perf_counter() - t < 10
    assert v.proven and v.solved == entry.solvable
    if v.solved:
        assert entry.puzzle().check(v.line).solved


def test_revolt_martial_law_prices_the_tempting_spread_out():
    # Law 8.4.2.II.a: three Marquise warriors in 12 make the third token cost two fox
    # supporters; the Alliance hold one.
    g = Scenario.from_text(get("revolt").position).start()
    for key in ("revolt:7", "revolt:10"):
        g.apply(key)
    keys = [a.key for a in g.legal_actions()]
    assert "spread:1" in keys and "spread:12" not in keys


def test_spread_then_revolt_the_birdsong_steps_come_in_order():
    # Law 8.4: revolts first, then spreads; after a spread no revolt is offered.
    g = Scenario.from_text(get("spread_then_revolt").position).start()
    assert g.decision.kind == "spread"                   # no sympathetic clearing to revolt in
    g.apply("spread:7")
    to_kind(g, "spread")                                 # pay the supporters
    assert not any(a.key.startswith("revolt") for a in g.legal_actions())


def test_with_an_ally_the_marquise_stay_allied_when_items_take_the_hits():
    entry = get("with_an_ally")
    g = Scenario.from_text(entry.position).start()
    for key in entry.line:
        g.apply(key)
    vb = g.s["players"]["vagabond"]
    assert vb["relationships"] == {"marquise": "allied", "eyrie": "hostile"}   # 9.2.9.II.d
    assert g.clearing(7).warriors() == {"marquise": 2} and g.clearing(7).buildings == []
    alone = Scenario.from_text(get("alone").position).start()
    assert not any(":with:" in a.key for a in alone.legal_actions())           # 9.2.9.II.c
    assert "move:7:marquise:2" not in [a.key for a in alone.legal_actions()]   # 9.2.9.II.b
