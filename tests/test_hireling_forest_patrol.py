"""Forest Patrol / Feline Physicians (a Marauder hireling card; facts in
data/hirelings.json, Law Appendix H for the framework)."""
import pytest

from root_widget import Game, Scenario, ScenarioError, UnknownName

import hireling_example as hx
from helpers import keys, prefixed

P = "forest_patrol"
CARDS = [P, hx.G, "test_wardens"]


def table(side="promoted", controller="eyrie"):
    s = Scenario(factions=["eyrie", "alliance"], hirelings=CARDS)
    s.hireling(P, side=side, controller=controller, control=2)
    return s


def daylight(s, turn="eyrie"):
    g = s.start(turn=turn, phase="daylight")
    for _ in range(10):
        if prefixed(g, "patrol_") or g.decision.player != turn:
            break
        g.apply("done") if "done" in keys(g) else g.apply(keys(g)[0])
    return g


def test_A_6_3_setup_one_patrol_warrior_in_every_clearing():
    g = Game.new(["eyrie", "alliance"], seed=3, hirelings=CARDS, auto_chance=False)
    g.apply("first:eyrie")
    while g.decision.kind != "setup_hireling":
        g.apply(keys(g)[0])
    g.apply(f"setup_hireling:{P}")
    assert all(g.clearing(c).warriors(P) == 1 for c in g.map.ids)


def test_H_2_4_move_then_battle_with_patrol_warriors_only():
    s = table()
    s.place(P, "warrior", clearing=1, count=2)
    s.place("eyrie", "roost", clearing=1)
    s.place("eyrie", "warrior", clearing=1, count=1)
    s.place("alliance", "warrior", clearing=5)
    g = daylight(s)
    opts = prefixed(g, "patrol_move:")
    assert "patrol_move:1-5:2" in opts                   # the controller rules 1
    g.apply("patrol_move:1-5:2")
    assert g.clearing(5).warriors(P) == 2 and g.clearing(1).warriors("eyrie") == 1
    assert keys(g) == ["done", "patrol_battle:5:alliance"]    # the battle is optional
    g.apply("patrol_battle:5:alliance")
    assert any(e["text"] == "Forest Patrol battles the Woodland Alliance in 5" for e in g.s["log"])


def test_H_2_4_a_move_needs_the_controller_to_rule_origin_or_destination():
    s = table()
    s.place(P, "warrior", clearing=1, count=1)
    s.place("alliance", "warrior", clearing=1, count=2)
    g = daylight(s)
    assert not prefixed(g, "patrol_move:1-")


def test_field_ward_one_removed_warrior_per_removal_is_kept_on_the_card():
    s = table()
    s.place(P, "warrior", clearing=5, count=3)
    s.place("alliance", "warrior", clearing=5, count=3)
    s.dice([3, 3])
    g = daylight(s)
    g.apply("patrol_battle:5:alliance")
    while g.decision.player == "alliance":
        g.apply(keys(g)[0])
    p = g.s["players"][P]
    assert g.clearing(5).warriors(P) == 0
    assert p["ward"] == 1                               # three went, one is kept
    assert p["supply"]["warrior"] == 12 - 3 + 2          # the other two back in the supply
    assert p["supply"]["warrior"] + p["ward"] + sum(g.clearing(c).warriors(P) for c in g.map.ids) == 12


def test_H_2_4_warriors_on_the_card_return_to_a_patrol_clearing():
    s = table()
    s.place(P, "warrior", clearing=5, count=1)
    s.hireling(P, kept=2)
    g = daylight(s)
    assert prefixed(g, "patrol_return:") == ["patrol_return:5"]
    g.apply("patrol_return:5")
    assert g.clearing(5).warriors(P) == 3 and g.s["players"][P]["ward"] == 0
    assert not prefixed(g, "patrol_")                     # once per Daylight


def test_feline_physicians_bring_back_removed_warriors_for_a_card_of_the_suit():
    s = Scenario(factions=["eyrie", "alliance"], hirelings=CARDS)
    s.hireling(P, side="demoted", controller="alliance", control=2)
    s.place("alliance", "warrior", clearing=5, count=2)
    s.place("alliance", "warrior", clearing=1, count=1)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.place("eyrie", "roost", clearing=6)
    s.hand("alliance", ["favor_of_the_rabbits", "fox_ambush"])
    s.decree("battle", ["rabbit_ambush"])
    s.dice([2, 2])                            # Guerrilla War: the defender takes the higher
    g = s.start(turn="eyrie", phase="daylight")
    for k in ("done", "recruit:6", "move:6-2:1", "battle:5:alliance"):
        g.apply(k)
    assert g.decision.player == "alliance"
    assert "physicians:favor_of_the_rabbits:1" in keys(g)
    assert not any(k.startswith("physicians:fox_ambush") for k in keys(g))   # 5 is rabbit
    assert "decline" in keys(g)
    g.apply("physicians:favor_of_the_rabbits:1")
    assert g.clearing(1).warriors("alliance") == 3


def test_scenario_kept_warriors_round_trip_and_bad_input():
    s = table()
    s.hireling(P, kept=2)
    t = s.to_text()
    assert "kept 2" in t
    assert Scenario.from_text(t).to_text() == t
    with pytest.raises(ScenarioError):
        s.hireling(P, kept=13)
    with pytest.raises(UnknownName, match="A.6.5"):
        Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)     # A.6.5: the Marquise
