"""The Decision's fast path (rules/decision.py; BENCHMARKS.md, speed round 3, seventh
session): natural keys read through a dict, options stamped with their decision when first
read rather than when the Decision is made. What a reader sees must not change."""
import random

import pytest

from root_widget import Game
from root_widget.rules import decision
from root_widget.rules.decision import _NATURAL, Decision, natural_key, natural_keys, new_option

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def _opts(keys):
    return [new_option(k, "pick", k.upper(), {"k": k}) for k in keys]


def test_the_natural_key_table_agrees_with_natural_key():
    keys = ["move:2-10", "move:10-2", "a", "", "x:007", "b:1:2:3"]
    opts = _opts(keys)
    assert natural_keys(opts) == [natural_key(k) for k in keys]      # learnt on first sight
    assert all(_NATURAL[k] == natural_key(k) for k in keys)         # then a plain lookup
    assert natural_keys(opts) == [natural_key(k) for k in keys]
    # an OptionRun's key reads "", which is no option's natural key (each ends with NUL):
    # what tells a run from an option without an exception
    assert _NATURAL[None] == "" and all(nk > "" for nk in natural_keys(_opts(["", "a", "0"])))
    assert type(_NATURAL) is dict         # a subclass would slow every lookup
    bad = new_option("x", "pick", "X", {})
    bad.key = 5                           # a key that is not a string
    with pytest.raises(TypeError):
        natural_keys([bad])


def test_the_natural_key_table_keeps_the_run_key_when_it_is_cleared(monkeypatch):
    table = {None: ""}
    table.update((f"k{i}", "x") for i in range(65535))
    monkeypatch.setattr(decision, "_NATURAL", table)
    assert natural_keys(_opts(["m:2"])) == [natural_key("m:2")]   # full: cleared, then filled
    assert table == {None: "", "m:2": natural_key("m:2")}


def test_options_out_of_order_are_sorted_and_stamped_when_read():
    d = Decision("marquise", "t", "", "1", _opts(["m:10", "m:2", "a"]))
    d.at = 4
    assert [a.key for a in d.options] == ["a", "m:2", "m:10"]
    assert all(a.at == 4 and a.player == "marquise" for a in d.options)


def test_a_duplicate_key_is_still_refused_out_of_order_or_in_order():
    with pytest.raises(AssertionError, match=r"duplicate option keys \['m:2'\]"):
        Decision("eyrie", "t", "", "1", _opts(["m:2", "a", "m:2"]))
    with pytest.raises(AssertionError, match=r"duplicate option keys \['m:2'\]"):
        Decision("eyrie", "t", "", "1", _opts(["a", "m:2", "m:2"]))


def test_an_option_taken_by_index_is_stamped_alone_then_all_are():
    opts = _opts(["a", "b", "c"])
    d = Decision("eyrie", "t", "", "1", opts)
    d.at = 7
    assert all(a._d is None for a in opts)          # not stamped until read
    b = d._nth(1)
    assert b is opts[1] and (b.player, b.at) == ("eyrie", 7)
    assert opts[0]._d is None
    assert [(a.player, a.at) for a in d.options] == [("eyrie", 7)] * 3


def test_an_option_of_the_list_is_taken_by_apply_as_the_pending_option():
    """apply() knows the pending decision's options by their stamp; one read through
    legal_actions() or decision.option() is accepted, one of an earlier decision refused."""
    g = Game.new(FOUR, seed=3)
    rnd = random.Random(3)
    earlier = None
    for _ in range(60):
        acts = g.legal_actions()
        a = rnd.choice(acts)
        assert a.at == g.ply and a.player == g.decision.player
        assert g.decision.option(a.key) is a
        g.apply(a)
        earlier = a
    from root_widget.rules.errors import IllegalAction
    with pytest.raises(IllegalAction, match="earlier decision"):
        g.apply(earlier)


def test_play_random_gives_the_game_the_public_loop_gives():
    """play_random's loop (the chosen option carried out inline) and apply() of the same
    options: the same record, state and history."""
    a = Game.new(FOUR, seed=5).play_random(5, until=400)
    b = Game.new(FOUR, seed=5)
    for player, key, mode in a.record:
        if mode == "pick":
            b.apply(key)
    assert b.record == a.record
    assert b.to_json() == a.to_json()
    assert [h.key for h in b.history] == [h.key for h in a.history]
    assert [(h.player, h.at) for h in b.history] == [(h.player, h.at) for h in a.history]
