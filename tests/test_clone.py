"""Game.clone(), copy.copy, copy.deepcopy and pickle: an independent game that plays on by
itself; options (Actions) survive copy and pickle."""
import copy
import pickle

import pytest

from root_widget import Game, IllegalAction, Scenario
from root_widget.rules.decision import Action

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def midgame():
    """A four-player game in its middle (turn 25 or so), a player to decide."""
    g = Game.new(FOUR, seed=7).play_random(7, until=200)
    assert not g.is_over and g.decision.player != "chance"
    return g


def keys(g):
    return [a.key for a in g.legal_actions()]


def pickled(g):
    return pickle.loads(pickle.dumps(g))


@pytest.mark.parametrize("how", [lambda g: g.clone(), copy.copy, copy.deepcopy, pickled],
                         ids=["clone", "copy", "deepcopy", "pickle"])
def test_a_copy_is_the_same_game_and_plays_on_independently(how):
    g = midgame()
    before = g.to_json()
    c = how(g)
    assert c is not g and type(c) is Game
    assert c.to_json() == before and keys(c) == keys(g) and c.record == g.record
    assert repr(c.decision) == repr(g.decision) and c.decision.breadcrumb == g.decision.breadcrumb
    c.play_random(3, until=20)
    assert g.to_json() == before                  # the original did not move
    played = c.to_json()
    assert played != before
    g.apply(g.decision.options[-1])               # nor does the copy follow the original
    assert c.to_json() == played and g.to_json() != before


def test_a_copy_shares_no_mutable_state():
    g = midgame()
    c = g.clone()
    c.s["players"]["eyrie"]["score"] += 5
    c.s["board"][1]["warriors"]["marquise"] = 99
    assert g.s["players"]["eyrie"]["score"] == c.s["players"]["eyrie"]["score"] - 5
    assert g.s["board"][1]["warriors"].get("marquise") != 99
    assert c.s["stack"] is not g.s["stack"] and c.s["log"] is not g.s["log"]
    # log entries are shared (engine._copy_state): none changes once its decision is over
    assert c.s["log"] == g.s["log"] and c.s["log"][0] is g.s["log"][0]
    n = len(g.s["log"])
    while len(c.s["log"]) == n:
        c.apply(c.decision.options[0])
    assert len(g.s["log"]) == n


def test_undo_on_the_clone_works_and_leaves_the_original_alone():
    g = midgame()
    c = g.clone()
    key = c.decision.options[0].key
    c.apply(key)
    after = g.to_json()
    c.undo()
    assert c.to_json(variations=False) == g.to_json() == after
    c.undo()                                      # further back than where it was cloned
    assert len(c.record) < len(g.record) and g.to_json() == after


def test_the_clone_replays_to_the_same_state():
    g = midgame()
    c = g.clone()
    assert c.replay().to_json() == g.to_json()
    assert [a.key for a in c.history] == [a.key for a in g.history]


def test_listeners_are_not_shared():
    g = midgame()
    seen = []
    g.on_change(lambda game: seen.append("g"))
    c = g.clone()
    c.on_change(lambda game: seen.append("c"))
    c.apply(c.decision.options[0])
    assert seen == ["c"]
    g.apply(g.decision.options[0])
    assert seen == ["c", "g"]


def test_an_option_of_the_original_applies_to_the_clone_at_the_same_decision():
    g = midgame()
    a = g.decision.options[0]
    c = g.clone()
    assert c.apply(a) == a
    g.apply(g.decision.options[0])
    with pytest.raises(IllegalAction, match="belongs to an earlier decision"):
        c.apply(a)


def test_a_clone_keeps_chance_pending_without_auto_chance():
    g = Game.new(["marquise", "eyrie"], seed=3, auto_chance=False)
    assert g.decision.player == "chance"
    c = g.clone()
    assert c.decision.player == "chance" and keys(c) == keys(g) and not c.auto_chance
    c.apply("first:eyrie")
    assert g.decision.player == "chance"


def test_a_finished_game_and_a_scenario_game_clone():
    done = Game.new(["marquise", "eyrie"], seed=17).play_random(17)
    c = done.clone()
    assert c.is_over and c.decision is None and c.winners == done.winners
    s = Scenario(factions=["marquise", "eyrie"])
    s.place("marquise", "warrior", clearing=1, count=2).place("eyrie", "roost", clearing=3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    c = g.clone()
    c.undo()
    assert c.to_json() != g.to_json() and c.replay().to_json() == c.to_json(variations=False)


def test_options_copy_and_pickle():
    g = midgame()
    for a in g.decision.options[:5]:
        for b in (copy.copy(a), copy.deepcopy(a), pickle.loads(pickle.dumps(a))):
            assert (b.key, b.kind, b.label, b.args, b.player, b.at, b.weight) == \
                (a.key, a.kind, a.label, a.args, a.player, a.at, a.weight)
    a = g.decision.options[0]
    with pytest.raises(AttributeError, match="has no attribute 'no_such_argument'"):
        a.no_such_argument
    with pytest.raises(AttributeError):
        a.__deepcopy__
    bare = object.__new__(type(a))                # what copy and pickle start from
    with pytest.raises(AttributeError):
        bare.__setstate__
    with pytest.raises(AttributeError):
        bare.key                                  # an unset slot, not an argument
    assert bare.args == {}


def test_option_arguments_are_attributes_and_args():
    a = Action("move:1-2:1", "move", "Move", origin=1, destination=2, count=1)
    assert (a.origin, a.destination, a.count) == (1, 2, 1)
    assert a.args == {"origin": 1, "destination": 2, "count": 1}
    assert a.to_dict() == {"key": "move:1-2:1", "kind": "move", "label": "Move",
                           "origin": 1, "destination": 2, "count": 1}
    a.args = {"clearing": 5}                     # replacing the arguments replaces the attributes
    assert a.clearing == 5 and not hasattr(a, "origin")
    assert a.key == "move:1-2:1" and a.kind == "move"   # slots are not arguments


def test_a_pickled_game_keeps_its_record_history_variations_and_chance_setting():
    g = midgame()
    g.undo()
    g.undo()                                      # two decisions ahead, for redo()
    seen = []
    g.on_change(lambda game: seen.append(game))
    p = pickled(g)
    assert p.to_json() == g.to_json() and [a.key for a in p.history] == [a.key for a in g.history]
    p.redo()
    g.redo()
    assert p.to_json() == g.to_json() and seen == [g]   # listeners stay with the original
    assert p.apply(g.decision.options[0]).key == g.decision.options[0].key
    p.undo()
    assert p.to_json(variations=False) == g.to_json(variations=False)
    chance = Game.new(["marquise", "eyrie"], seed=3, auto_chance=False)
    c = pickled(chance)
    assert not c.auto_chance and c.decision.player == "chance" and keys(c) == keys(chance)


def test_a_finished_game_and_a_scenario_game_pickle():
    done = Game.new(["marquise", "eyrie"], seed=17).play_random(17)
    c = pickled(done)
    assert c.is_over and c.decision is None and c.winners == done.winners
    assert c.to_json() == done.to_json()
    s = Scenario(factions=["marquise", "eyrie"])
    s.place("marquise", "warrior", clearing=1, count=2).place("eyrie", "roost", clearing=3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    c = pickled(g)
    assert c.to_json() == g.to_json()
    c.undo()
    assert c.s["board"][1]["warriors"] == {"marquise": 2} and g.ply == c.ply + 1
