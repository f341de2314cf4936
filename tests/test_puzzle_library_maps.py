"""The puzzles of the variant maps (Law Appendix M), each turning on its map's rule: Winter's
river as a road (down_the_river) and as a divide between forests (across_the_river), the
Lake's Ferry (ferry_fare), the Mountain's closed paths and the Pass (over_the_pass), the
Gorge's dam as a divide between forests (over_the_dam). The
solver proves each one solved, and proves that without the map's rule the same position has
no solution."""
import time

import pytest

from root_widget import Scenario
from root_widget.puzzle import Puzzle
from root_widget.puzzles import PUZZLES, get

MAP_PUZZLES = {"down_the_river": "winter", "across_the_river": "winter", "ferry_fare": "lake",
               "over_the_pass": "mountain", "over_the_dam": "gorge"}


def _variant(entry, *edits):
    """The entry's puzzle with position lines replaced: (old line, new line or None)."""
    lines = entry.position.splitlines()
    for old, new in edits:
        assert old in lines, old                       # the edit must hit a real line
        lines = [new if ln == old else ln for ln in lines if not (ln == old and new is None)]
    return Puzzle("\n".join(lines) + "\n", entry.faction, entry.goal, horizon=entry.horizon,
                  every_roll=entry.every_roll)


def test_every_variant_map_has_a_puzzle_of_its_own():
    for pid, map_id in MAP_PUZZLES.items():
        entry = get(pid)
        assert Scenario.from_text(entry.position).start().map.id == map_id
        assert any(law.startswith("M.") for law in entry.laws)
    assert set(MAP_PUZZLES.values()) == {"winter", "lake", "mountain", "gorge"}
    assert set(MAP_PUZZLES) <= {e.id for e in PUZZLES}


@pytest.mark.slow
@pytest.mark.parametrize("pid", sorted(MAP_PUZZLES))
def test_the_solver_proves_each_map_puzzle_solved(pid):
    entry = get(pid)
    t = time.perf_counter()
    v = entry.puzzle().solve(node_limit=100_000)
    assert time.perf_counter() - t < 60
    assert v.proven and v.solved
    assert entry.puzzle().check(v.line).solved


def test_M_2_down_the_river_the_riverboats_carry_the_march_along_the_river():
    # Law 11.2.7 with M.2: 10-11 and 11-12 are river, not path, on Winter.
    entry = get("down_the_river")
    g = entry.puzzle().start()
    g.apply("buy:riverboats")
    g.apply("done")
    keys = [a.key for a in g.legal_actions()]
    assert "march:10-11:3" in keys
    g.apply("march:10-11:3")
    assert "move:11-12:3" in [a.key for a in g.legal_actions()]


def test_M_2_down_the_river_without_riverboats_the_river_is_no_road():
    entry = get("down_the_river")
    g = entry.puzzle().start()
    g.apply("done")                                      # buy nothing
    g.apply("done")
    assert not any(a.key.startswith("march:10-11") for a in g.legal_actions())


@pytest.mark.slow
def test_M_2_down_the_river_has_no_solution_without_the_riverfolk():
    entry = get("down_the_river")
    p = _variant(entry, ("factions: marquise, eyrie, riverfolk", "factions: marquise, eyrie"),
                 ("clearing 7: riverfolk warrior", None),
                 ("prices riverfolk: hand_card 3, riverboats 1, mercenaries 4", None))
    v = p.solve(node_limit=100_000)
    assert v.proven and not v.solved


def test_M_3_5_ferry_fare_the_ferry_brings_the_card_that_buys_the_fourth_action():
    entry = get("ferry_fare")
    g = entry.puzzle().start()
    g.apply("done")
    assert g.hand("marquise") == []
    g.apply("march:1-10:1:ferry")
    assert g.s["ferry"] == 10
    assert [c.id for c in g.hand("marquise")] == ["bird_ambush"]           # the mover draws
    g.apply("move:1-9:1")
    assert any(a.key == "extra_action:bird_ambush" for a in g.legal_actions())
    assert not any(a.key.endswith(":ferry") for a in g.legal_actions())   # once per turn


@pytest.mark.slow
def test_M_3_5_ferry_fare_has_no_solution_when_the_ferry_brings_no_bird():
    entry = get("ferry_fare")
    v = _variant(entry, ("draws: bird_ambush", "draws: mouse_ambush")).solve(node_limit=100_000)
    assert v.proven and not v.solved


def test_M_4_over_the_pass_scores_one_for_the_path_and_one_for_the_pass():
    entry = get("over_the_pass")
    g = entry.puzzle().start()
    for key in entry.line:
        g.apply(key)
    gains = [e["rule"] for e in g.log if e.get("vp", {}).get("marquise")]
    assert gains == ["M.4.3", "M.4.4"]
    assert g.score("marquise") == 2 and [2, 5] not in g.s["closed_paths"]


@pytest.mark.slow
def test_M_4_2_over_the_pass_has_no_solution_without_a_card_to_open_the_path():
    entry = get("over_the_pass")
    v = _variant(entry, ("hand marquise: fox_ambush", None)).solve(node_limit=100_000)
    assert v.proven and not v.solved


def test_M_2_1_across_the_river_the_river_makes_two_forests_that_neighbour():
    entry = get("across_the_river")
    g = entry.puzzle().start()
    assert g.map.forest_adjacent["F1"] and "F4" in g.map.forest_adjacent["F1"]
    assert "slip:F4" in [a.key for a in g.legal_actions()]
    g.apply("slip:F4")
    assert "move:4" in [a.key for a in g.legal_actions()]        # F4 touches 4; F1 does not


@pytest.mark.parametrize("first", ["skip", "slip:1", "slip:10", "slip:11", "slip:F2"])
def test_M_2_1_across_the_river_every_other_first_step_is_proven_to_fail(first):
    entry = get("across_the_river")
    p = entry.puzzle()
    g = p.start()
    g.apply(first)
    assert p.status(g).state == "unreachable"


def test_M_6_1_over_the_dam_the_dam_makes_two_forests_that_neighbour():
    entry = get("over_the_dam")
    g = entry.puzzle().start()
    assert "F5" in g.map.forest_adjacent["F4"] and 8 not in g.map.forest_clearings["F4"]
    assert "slip:F5" in [a.key for a in g.legal_actions()]
    g.apply("slip:F5")
    assert "move:8" in [a.key for a in g.legal_actions()]        # F5 touches 8; F4 does not


@pytest.mark.parametrize("first", ["skip", "slip:1", "slip:10", "slip:11", "slip:F1", "slip:F2"])
def test_M_6_1_over_the_dam_every_other_first_step_is_proven_to_fail(first):
    entry = get("over_the_dam")
    p = entry.puzzle()
    g = p.start()
    g.apply(first)
    assert p.status(g).state == "unreachable"
