"""The caches the engine keeps from one public call to the next (rules/engine.py
_RulersCached): each clearing's ruler (Law 2.5), the crafting pieces per suit (Law 4.1.1)
and the deck's draw order (Law 2.1). They must always agree with the state, and code outside
the engine that reads `g.s` (and so may change it) must make the engine drop them."""
import random

import pytest

from root_widget import Game, IllegalAction
from root_widget.rules.engine import kept_mismatches, read_state
from root_widget.rules.steps import STEPS

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


def test_a_run_that_fails_midway_keeps_nothing(monkeypatch):
    """A fault in the rules in the middle of a run may leave the state half changed: the
    dict that run used is not kept for the next call."""
    g = _rulers_9_eyrie()
    name = read_state(g)["stack"][-1]["step"]
    real = STEPS[name]

    def faulty(game, fr, choice):
        real(game, fr, choice)
        raise RuntimeError("a fault in the rules")

    monkeypatch.setitem(STEPS, name, faulty)
    with pytest.raises(RuntimeError):
        g.apply("skip")
    assert g._kept is None and g._rulers is None


def test_an_option_refused_before_the_run_leaves_the_kept_caches_in_place():
    g = _rulers_9_eyrie()
    kept, before = g._kept, g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("march:9-4:1")                     # the Eyrie rule 9 (Law 4.2.1)
    with pytest.raises(IllegalAction):
        g.apply("skip", player="eyrie")            # not the Eyrie's decision
    assert g._kept is kept and g.to_json() == before and kept_mismatches(g) == []
    g.apply("skip")
    assert kept_mismatches(g) == []


WALK_MIXES = [
    dict(factions=["marquise", "eyrie", "alliance", "vagabond"]),
    dict(factions=["riverfolk", "eyrie", "marquise", "alliance"], expansions=["riverfolk"],
         deck="exiles_and_partisans", hirelings=True, map="mountain"),
]


@pytest.mark.parametrize("mix", WALK_MIXES, ids=lambda m: "-".join(m["factions"]))
def test_every_public_call_leaves_caches_that_agree_with_the_state(mix):
    """A random walk through the public API with chance left to the caller: every call
    that runs the engine (apply, resolve_chance, play_random, undo, redo, goto, child,
    clone, a loaded save, replay_entry) leaves what it keeps equal to a count afresh, and
    none of the views (clearing, observation, position text, log, record, to_json) lends
    the state."""
    kept_entries = 0

    def check(game):
        nonlocal kept_entries
        assert kept_mismatches(game) == []
        assert not game._state_lent
        kept_entries += len(game._kept or ())

    rnd = random.Random(5)
    g = Game.new(seed=5, auto_chance=False, **mix)
    other = Game.new(seed=6, auto_chance=False, **mix)
    other.play_random(6, until=150)
    for _ in range(300):
        if g.is_over:
            g.goto(rnd.randrange(g.ply))
        op = rnd.randrange(12)
        if g.is_chance and op < 4:
            g.resolve_chance()
        elif op < 4:
            g.apply(rnd.choice(g.legal_actions()))
        elif op == 4:
            g.play_random(rnd.randrange(100), until=rnd.choice([rnd.randrange(1, 20), "turn"]))
        elif op == 5 and any(mode == "pick" for _, _, mode in g.record):
            g.undo()
        elif op == 6 and len(g.line) > g.ply:
            g.redo()
        elif op == 7:
            g.goto(rnd.randrange(len(g.line) + 1))
        elif op == 8:
            h = g.child(rnd.choice(g.legal_actions())) if g.decision else g.clone()
            check(h)
            if h.decision:
                h.apply(rnd.choice(h.legal_actions()))
            check(h)
        elif op == 9:
            h = Game.from_json(g.to_json(), verify=rnd.random() < 0.3)
            for _ in range(3):
                if h.decision:
                    h.apply(rnd.choice(h.legal_actions()))
                check(h)
        elif op == 10:
            h = other.clone()
            h.goto(0)
            for entry in other.record[:rnd.randrange(1, 40)]:
                h.replay_entry(entry)
                check(h)
        else:
            for c in g.map.ids:
                g.clearing(c).ruler(), g.clearing(c).warriors(), g.clearing(c).buildings
            g.observation(g.factions[0]), g.observation(None), g.position_text(), g.log
            g.record, g.history, g.line, g.variations(), g.breadcrumb(), g.to_json()
        check(g)
    assert kept_entries > 500                       # the caches were kept, and checked


@pytest.mark.parametrize("factions", [["marquise", "eyrie", "alliance", "vagabond"],
                                      ["marquise", "eyrie"]])
def test_a_child_and_a_clone_start_with_what_their_parent_keeps(factions):
    """child() and clone() copy what the game keeps between calls (bots and the puzzle solver
    make many): the copies' caches agree with their own states, the children are the games
    clone-then-apply gives, and the parent's caches are left as they were."""
    g = Game.new(factions, seed=5)
    rnd = random.Random(5)
    carried = 0
    for _ in range(300):
        if g.is_over:
            break
        key = rnd.choice(g.legal_actions()).key
        if g._kept:
            carried += 1
            c = g.clone()
            assert c._kept is not None and kept_mismatches(c) == []
        child = g.child(key)
        assert kept_mismatches(child) == [] and kept_mismatches(g) == []
        other = Game.from_json(g.to_json(), verify=False)
        other.apply(key)
        assert child.to_json() == other.to_json()
        g.apply(key)
    assert carried > 100
