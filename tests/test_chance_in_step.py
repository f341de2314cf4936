"""Chance drawn inside its step (engine.draw_now/drawn, issue 13): with auto_chance the card
draws and battle dice are taken without a chance Decision; the game, its record, history and
snapshots must be exactly those of the Decision path (auto_chance off, resolve_chance())."""
import json
import random

import pytest

from root_widget.rules.engine import Game

MIX = ["marquise", "eyrie", "alliance", "vagabond"]


def _play(auto, seed, n=400):
    g = Game.new(MIX, seed=seed, auto_chance=auto)
    rnd = random.Random(seed)
    while not g.is_over and g.ply < n:
        if g.is_chance:
            g.resolve_chance()
        else:
            g.apply(rnd.choice(g.legal_actions()))
    return g


@pytest.mark.parametrize("seed", [0, 1])
def test_drawn_in_step_equals_the_chance_decisions(seed):
    fast, slow = _play(True, seed), _play(False, seed)
    assert fast.record == slow.record
    a, b = json.loads(fast.to_json(variations=False)), json.loads(slow.to_json(variations=False))
    assert (a.pop("auto_chance"), b.pop("auto_chance")) == (True, False)
    assert a == b
    kinds = {a.kind for a, r in zip(fast.history, fast.record) if r[0] == "chance"}
    assert {"draw", "dice"} <= kinds          # both fast paths were taken
    for i, (a, b) in enumerate(zip(fast.history, slow.history)):
        assert (a.key, a.label, a.at, a.probability) == (b.key, b.label, b.at, b.probability) == \
            (b.key, b.label, i, b.probability)
    assert [s is None for s in fast._snaps] == [s is None for s in slow._snaps]


def test_undo_over_a_drawn_card_restores_the_position():
    g = _play(True, 3, n=120)
    while g.record[-1][0] != "chance":
        g.apply(g.legal_actions()[0])
    before = g.clone()
    g.undo()
    g.redo()
    assert g.to_json(variations=False) == before.to_json(variations=False)
