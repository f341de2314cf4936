"""The Marquise's and the Eyrie's hot option builders read the clearings directly (for
speed) instead of through the board helpers; during whole random games every answer they
give must equal the one the board helpers give."""
import pytest

from root_widget import Game
from root_widget.rules import board
from root_widget.rules.factions import eyrie, marquise


def _marquise_builds(g):
    """build_options worked out with the board helpers (Law 6.5.4)."""
    out = []
    for c in g.map.ids:
        if not board.rules(g, "marquise", c) or board.open_slots(g, c) <= 0:
            continue
        wood = sum(marquise._connected_wood(g, c).values())
        for b in sorted(marquise.BUILDINGS):
            if board.supply(g, "marquise", b) and wood >= marquise.COST[marquise.placed(g, b)]:
                out.append(f"build:{c}:{b}")
    return out


def _eyrie_decree(g, col, suit):
    """The keys of decree_action_options for recruit and build, from the board helpers."""
    f = "eyrie"
    where = eyrie._matching(g, suit)
    if col == "recruit":
        if not board.supply(g, f, "warrior"):
            return []
        return [f"recruit:{c}" for c in where
                if board.count_building(g, c, f, "roost") and board.can_place(g, f, c)]
    if not board.supply(g, f, "roost"):
        return []
    return [f"build:{c}:roost" for c in where
            if board.rules(g, f, c) and not board.count_building(g, c, f, "roost")
            and board.open_slots(g, c) > 0 and board.can_place(g, f, c)]


def _keys(opts):
    """The keys of options and one-option runs (OptionRun: key None)."""
    return [k for a in opts for k in (a.keys if a.key is None else [a.key])]


@pytest.mark.parametrize("factions", [["marquise", "eyrie"],
                                      ["marquise", "eyrie", "alliance", "vagabond"]])
def test_fast_paths_agree_with_the_board_helpers(monkeypatch, factions):
    seen = {"build": 0, "decree": 0, "roosts": 0, "keep": 0}

    def build_options(g):
        opts = real_build(g)
        assert _keys(opts) == _marquise_builds(g)
        seen["build"] += 1
        return opts

    def decree_action_options(g, col, suit):
        opts = real_decree(g, col, suit)
        if col in ("recruit", "build"):
            assert _keys(opts) == _eyrie_decree(g, col, suit)
            seen["decree"] += 1
        return opts

    def roosts_on_map(g):
        n = real_roosts(g)
        assert n == board.pieces_on_map(g, "eyrie", "roost")
        seen["roosts"] += 1
        return n

    def keep_clearing(g):
        c = real_keep(g)
        keeps = board.clearings_with(g, "marquise", "keep")
        assert c == (keeps[0] if keeps else None)
        seen["keep"] += 1
        return c

    real_build, real_decree = marquise.build_options, eyrie.decree_action_options
    real_roosts, real_keep = eyrie.roosts_on_map, marquise.keep_clearing
    monkeypatch.setattr(marquise, "build_options", build_options)
    monkeypatch.setattr(eyrie, "decree_action_options", decree_action_options)
    monkeypatch.setattr(eyrie, "roosts_on_map", roosts_on_map)
    monkeypatch.setattr(marquise, "keep_clearing", keep_clearing)
    for seed in range(3):
        Game.new(factions, seed=seed).play_random(seed)
    assert min(seen.values()) > 20, seen


@pytest.mark.parametrize("factions", [["marquise", "eyrie"],
                                      ["marquise", "eyrie", "alliance", "vagabond"]])
def test_1_5_1_clearings_with_stops_at_the_pieces_out_of_the_supply(monkeypatch, factions):
    """board.clearings_with stops once it has found every piece of a kind that is not in
    the supply (Law 1.5.1: the map holds no more); during whole random games it gives what
    a count over every clearing gives."""
    from root_widget.rules.factions import base
    real = board.clearings_with
    seen = []

    def clearings_with(g, f, kind):
        out = real(g, f, kind)
        if kind != "warrior":
            assert out == [c for c in g.map.ids for _ in range(
                board.count_building(g, c, f, kind) + board.count_token(g, c, f, kind))]
            seen.append(kind)
        return out

    monkeypatch.setattr(board, "clearings_with", clearings_with)
    monkeypatch.setattr(base, "clearings_with", clearings_with)
    for seed in range(3):
        Game.new(factions, seed=seed).play_random(seed)
    assert len(seen) > 50 and {"workshop", "roost"} <= set(seen), len(seen)
