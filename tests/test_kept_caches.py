"""The caches the engine keeps from one public call to the next (rules/engine.py
_RulersCached): each clearing's ruler (Law 2.5), the crafting pieces per suit (Law 4.1.1)
and the deck's draw order (Law 2.1). They must always agree with the state, and code outside
the engine that reads `g.s` (and so may change it) must make the engine drop them."""
import random

import pytest

from root_widget import Game
from root_widget.rules.engine import kept_mismatches, read_state

from helpers import keys, marquise_actions, table

MIXES = [
    dict(factions=["marquise", "eyrie", "alliance", "vagabond"]),
    dict(factions=["marquise", "eyrie"]),
    dict(factions=["riverfolk", "lizards", "duchy", "corvids"], expansions=["riverfolk", "underworld"]),
    dict(factions=["hundreds", "keepers", "alliance", "vagabond"],
         deck="exiles_and_partisans", hirelings=True),
    dict(factions=["marquise", "eyrie", "riverfolk"], map="marsh", setup="advanced",
         expansions=["riverfolk", "homeland"], hirelings=True),
]


@pytest.mark.parametrize("mix", MIXES, ids=lambda m: "-".join(m["factions"]))
def test_kept_caches_agree_with_the_state_at_every_call(mix):
    """Random games played through legal_actions()/apply(), the caches kept between the
    calls compared at every decision with a count afresh from the state."""
    kept_entries = 0
    for seed in (0, 1):
        g = Game.new(seed=seed, **mix)
        rnd = random.Random(seed)
        for _ in range(1500):
            if g.is_over:
                break
            g.apply(rnd.choice(g.legal_actions()))
            assert kept_mismatches(g) == [], f"seed {seed}, decision {g.ply}"
            kept_entries += len(g._kept or ())
        assert not g._state_lent
    assert kept_entries > 1000                      # the caches were kept, and checked


def _rulers_9_eyrie():
    """The Marquise's Daylight: she rules 1, the Eyrie rule 9 and 12 (Law 2.5); after the
    first move of a march the ruler of 9 is kept between calls."""
    s = table()
    s.place("marquise", "warrior", 9, 1)
    s.place("eyrie", "warrior", 9, 2)
    s.place("marquise", "warrior", 1, 2)
    s.place("eyrie", "warrior", 12, 1)
    g = marquise_actions(s)
    assert [k for k in keys(g) if k.startswith("march:9-")] == ["march:9-1:1"]   # Law 4.2.1
    g.apply("march:1-5:1")
    assert g._kept[9] == "eyrie"
    return g


def test_a_board_changed_through_g_s_between_calls_is_seen_by_the_next_decision():
    g = _rulers_9_eyrie()
    state = g.s                                     # code outside the engine holds the state
    assert g._kept is None and g._state_lent
    state["board"][9]["warriors"]["eyrie"] = 0      # the Eyrie's warriors leave 9
    state["players"]["eyrie"]["supply"]["warrior"] += 2
    g.apply("skip")                                 # the march's second move: none
    # the Marquise now rules 9 (Law 2.5): out of it, anywhere adjacent (Law 4.2.1)
    assert {"march:9-1:1", "march:9-4:1", "march:9-12:1"} <= set(keys(g))
    assert g._kept is None                          # and nothing is kept for this game again


def test_without_lending_the_state_a_kept_ruler_would_be_stale():
    """Why `g.s` drops the caches: the same change made through read_state (which promises
    not to change anything) leaves the kept ruler of 9 wrong, and the check says so."""
    g = _rulers_9_eyrie()
    state = read_state(g)
    state["board"][9]["warriors"]["eyrie"] = 0
    state["players"]["eyrie"]["supply"]["warrior"] += 2
    assert kept_mismatches(g) == ["clearing 9: kept ruler eyrie, counted marquise"]


def test_undo_and_goto_drop_the_kept_caches():
    g = Game.new(seed=3)
    rnd = random.Random(3)
    for _ in range(120):
        g.apply(rnd.choice(g.legal_actions()))
    assert g._kept
    g.undo()
    assert g._kept is None
    g.apply(g.legal_actions()[0])
    assert g._kept and kept_mismatches(g) == []
    g.goto(40)
    assert g._kept is None
    for _ in range(60):
        g.apply(rnd.choice(g.legal_actions()))
        assert kept_mismatches(g) == []
