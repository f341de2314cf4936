"""The rules make no reference cycles, and play_random() pauses the cyclic garbage collector
while it plays (rules/engine.py; BENCHMARKS.md, stop 31): what it would walk is freed by
reference counting anyway. These tests check the premise on games of many kinds, and that
the collector comes back as the caller had it."""
import gc

import pytest

from root_widget.rules.engine import Game
from root_widget.rules.steps import STEPS

MIXES = [
    dict(factions=["marquise", "eyrie", "alliance", "vagabond"]),
    dict(factions=["marquise", "eyrie"]),
    dict(factions=["riverfolk", "lizards", "corvids", "duchy"], map="lake",
         expansions=["riverfolk", "underworld"], deck="exiles_and_partisans"),
    dict(factions=["hundreds", "keepers", "vagabond", "vagabond2", "alliance"],
         expansions=["homeland", "riverfolk"], hirelings=True, map="mountain", setup="advanced"),
    dict(factions=["legion", "marquise", "eyrie", "corvids"], expansions=["homeland"],
         hirelings=True, map="winter", deck="exiles_and_partisans"),
]


@pytest.fixture
def collector_on():
    was = gc.isenabled()
    gc.enable()
    yield
    if not was:
        gc.disable()


def _collector_state_seen_by_the_turn_step(monkeypatch) -> list:
    """A list that gets gc.isenabled() each time the engine runs the turn step."""
    seen = []
    turn = STEPS["turn"]

    def spy(g, fr, choice):
        seen.append(gc.isenabled())
        return turn(g, fr, choice)

    monkeypatch.setitem(STEPS, "turn", spy)
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("k", range(len(MIXES)))
def test_a_random_game_leaves_nothing_for_the_cyclic_collector(k):
    was = gc.isenabled()
    gc.collect()
    gc.disable()
    try:
        g = Game.new(seed=k, **MIXES[k])
        g.play_random(k, max_decisions=4000)
        g.undo()
        g.legal_actions()
        found = gc.collect()
    finally:
        if was:
            gc.enable()
    assert g.ply > 100
    assert found == 0, f"{found} objects in reference cycles after a game of {MIXES[k]}"


def test_play_random_pauses_the_collector_while_the_rules_run(monkeypatch, collector_on):
    seen = _collector_state_seen_by_the_turn_step(monkeypatch)
    Game.new(seed=3).play_random(3, until=200)
    assert seen and not any(seen)
    assert gc.isenabled()


def test_play_random_leaves_a_paused_collector_paused(collector_on):
    gc.disable()
    Game.new(seed=4).play_random(4, until=50)
    assert not gc.isenabled()


def test_play_random_turns_the_collector_back_on_after_an_error(monkeypatch, collector_on):
    def broken(g, fr, choice):
        raise RuntimeError("a broken step")

    monkeypatch.setitem(STEPS, "turn", broken)
    g = Game.new(seed=5)
    with pytest.raises(RuntimeError, match="a broken step"):
        g.play_random(5)
    assert gc.isenabled()


def test_the_public_loop_leaves_the_collector_alone(monkeypatch, collector_on):
    seen = _collector_state_seen_by_the_turn_step(monkeypatch)
    g = Game.new(seed=6)
    while len(seen) < 20 and not g.is_over:
        g.apply(g.legal_actions()[-1])
    assert seen and all(seen)
