"""Spring Uprising / Rabbit Scouts (a Marauder hireling card; facts in
data/hirelings.json, Law Appendix H for the framework)."""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import IllegalAction

import hireling_example as hx
from helpers import keys, prefixed

U = "spring_uprising"
CARDS = [U, hx.G, "test_wardens"]


def table(controller="eyrie", side="promoted"):
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    if controller:
        s.hireling(U, side=side, controller=controller, control=2)
    else:
        s.hireling(U, side=side)
    return s


def test_A_6_3_setup_two_rolls_each_a_warrior_in_a_clearing_of_its_suit():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS, auto_chance=False)
    g.apply("first:marquise")
    while g.decision.kind != "setup_hireling":
        g.apply(keys(g)[0])
    g.apply(f"setup_hireling:{U}")
    assert g.decision.kind == "uprising_die" and g.is_chance
    g.apply("uprising:fox")
    fox = [c for c in g.map.ids if g.map.suit(c) == "fox"]
    assert sorted(a.clearing for a in g.legal_actions()) == fox
    g.apply(f"uprising_place:{fox[0]}")
    g.apply("uprising:mouse")
    assert all(g.map.suit(a.clearing) == "mouse" for a in g.legal_actions())
    g.apply(keys(g)[0])
    assert sum(g.clearing(c).warriors(U) for c in g.map.ids) == 2


def test_H_2_3_uprising_revolt_removes_one_uprising_warrior_and_every_enemy_piece():
    s = table()
    s.place(U, "warrior", clearing=5, count=2)             # 5 is a rabbit clearing
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("marquise", "sawmill", clearing=5)
    s.place("eyrie", "warrior", clearing=5)                # the controller's: not an enemy
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind == "uprising_die"
    g.apply("uprising:rabbit")
    assert g.decision.player == "eyrie"
    assert "revolt:5" in keys(g)
    assert all(g.map.suit(a.clearing) == "rabbit" for a in g.legal_actions())
    assert "skip" not in keys(g) and "done" not in keys(g)     # a "must" action
    g.apply("revolt:5")
    c = g.clearing(5)
    assert c.warriors("marquise") == 0 and not c.buildings
    assert c.warriors(U) == 1 and c.warriors("eyrie") == 1
    assert g.score("eyrie") == 0                           # H.3.6: no points for its removals


def test_H_2_3_uprising_places_a_warrior_in_a_clearing_of_the_suit():
    g = table().start(turn="eyrie", phase="birdsong", auto_chance=False)
    g.apply("uprising:fox")
    assert not prefixed(g, "revolt:")                       # no Uprising warrior on the map
    g.apply(prefixed(g, "uprising_place:")[0])
    assert sum(g.clearing(c).warriors(U) for c in g.map.ids) == 1


def test_H_2_3_not_for_the_demoted_side_nor_an_uncontrolled_card():
    g = table(side="demoted").start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind != "uprising_die"
    g = table(controller=None).start(turn="eyrie", phase="birdsong", auto_chance=False)
    assert g.decision.kind != "uprising_die"


def _battle_table(hand):
    s = table()
    s.place(U, "warrior", clearing=5, count=1)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.hand("marquise", hand)
    return s.start(turn="marquise", phase="daylight")


def _to_actions(g):
    while "battle:5:" + U not in keys(g) and g.decision.kind == "craft":
        g.apply("done")
    return g


def test_insurgent_a_battle_against_the_uprising_costs_a_card_of_the_suit():
    g = _to_actions(_battle_table(["fox_ambush"]))
    assert f"battle:5:{U}" not in keys(g)                   # no rabbit card: no battle
    g = _to_actions(_battle_table(["rabbit_ambush", "favor_of_the_rabbits"]))
    assert f"battle:5:{U}" in keys(g)
    g.apply(f"battle:5:{U}")
    assert g.decision.kind == "discard" and g.decision.player == "marquise"
    g.apply("discard:favor_of_the_rabbits")
    assert "favor_of_the_rabbits" in g.s["discard"]
    assert g.s["players"]["marquise"]["hand"] == ["rabbit_ambush"]


def test_when_hired_a_warrior_rises_only_with_none_on_the_map():
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0] if g.decision.kind != "discard" else keys(g)[0])
    g.apply(f"hire:{U}")
    g.apply("control:2")
    assert g.decision.kind == "uprising_die"
    g.apply("uprising:mouse")
    assert all(g.map.suit(a.clearing) == "mouse" for a in g.legal_actions())


def test_rabbit_scouts_the_defender_may_spend_a_card_to_take_the_higher_die():
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(U, side="demoted", controller="eyrie", control=2)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.hand("eyrie", ["favor_of_the_rabbits"])
    s.hand("marquise", [])
    s.dice([3, 1])
    g = s.start(turn="marquise", phase="daylight")
    while "battle:5:eyrie" not in keys(g):
        g.apply("done")
    g.apply("battle:5:eyrie")
    assert g.decision.kind == "scouts" and g.decision.player == "eyrie"
    assert keys(g) == ["no_scouts", "scouts:favor_of_the_rabbits"]
    g.apply("scouts:favor_of_the_rabbits")
    # the defender deals the 3, the attacker the 1
    assert g.clearing(5).warriors("marquise") == 0
    assert g.clearing(5).warriors("eyrie") == 2


def test_rabbit_scouts_needs_a_card_of_the_suit_and_only_for_the_controller():
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(U, side="demoted", controller="eyrie", control=2)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.hand("eyrie", ["fox_ambush"])
    s.dice([3, 1])
    g = s.start(turn="marquise", phase="daylight")
    while "battle:5:eyrie" not in keys(g):
        g.apply("done")
    g.apply("battle:5:eyrie")
    assert g.decision.kind != "scouts"
    assert g.clearing(5).warriors("eyrie") == 0             # the attacker took the 3


def test_scenario_and_position_text_round_trip():
    s = table()
    s.place(U, "warrior", clearing=5, count=2)
    s.hireling_markers(held={"marquise": 1}, track=[12])
    t = s.to_text()
    assert "hirelings: spring_uprising" in t
    assert "hireling spring_uprising: promoted, controller eyrie, control 2" in t
    assert "clearing 5: spring_uprising warrior 2" in t
    assert Scenario.from_text(t).to_text() == t


def test_scenario_bad_input_refused():
    from root_widget import ScenarioError
    s = table()
    with pytest.raises(ScenarioError):
        s.hireling(U, side="sideways")
    with pytest.raises(ScenarioError):
        s.hireling("the_exile", side="demoted")               # not in play
    with pytest.raises(ScenarioError):
        s.hireling(U, control=9)
    with pytest.raises(ScenarioError):
        s.hireling_markers(track=[5])
    with pytest.raises(ScenarioError):
        s.place(U, "warrior", clearing=5, count=5)            # four Uprising warriors (Law C.4.3)
    before = s.to_text()
    with pytest.raises(ScenarioError):
        s.hireling_markers(held={"marquise": 3})
    assert s.to_text() == before


def test_H_2_3_H_3_2_uprising_revolt_removes_enemy_hireling_pieces_too():
    """'Every enemy piece' (the card) with H.3.2: another card's warriors are enemy pieces
    of the Uprising unless that card has the Uprising's controller (reading: as the
    Alliance's revolt, Law 8.4.1.III, takes every enemy piece)."""
    s = table()
    s.hireling(hx.G, controller="marquise", control=2)
    s.place(U, "warrior", clearing=5)
    s.place(hx.G, "warrior", clearing=5, count=2)          # the marquise's card: enemy
    s.place("test_wardens", "warrior", clearing=5)         # in the supply: everyone's enemy
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    g.apply("uprising:rabbit")
    g.apply("revolt:5")
    c = g.clearing(5)
    assert c.warriors(hx.G) == 0 and c.warriors("test_wardens") == 0 and c.warriors(U) == 0


def test_H_2_3_H_3_2_uprising_revolt_spares_a_card_of_its_own_controller():
    s = table()
    s.hireling(hx.G, controller="eyrie", control=2)
    s.place(U, "warrior", clearing=5)
    s.place(hx.G, "warrior", clearing=5, count=2)
    g = s.start(turn="eyrie", phase="birdsong", auto_chance=False)
    g.apply("uprising:rabbit")
    g.apply("revolt:5")
    assert g.clearing(5).warriors(hx.G) == 2


def test_H_2_3_scenario_fixes_the_uprising_die():
    s = table()
    s.place(U, "warrior", clearing=5)
    s.hireling_rolls(U, ["rabbit"])
    g = s.start(turn="eyrie", phase="birdsong")              # chance plays itself: rabbit
    assert g.decision.kind == "uprising" and "revolt:5" in keys(g)
    s = table()
    s.hireling_rolls(U, ["fox", "mouse"])
    g = s.start(turn="eyrie", phase="birdsong")
    assert all(g.map.suit(a.clearing) == "fox" for a in g.legal_actions())
    assert g.s["forced"]["uprising_die"] == ["mouse"]         # the next one still fixed


def test_scenario_bad_uprising_rolls_refused_and_nothing_changes():
    from root_widget import ScenarioError
    s = table()
    before = s.state()["forced"]
    for bad in ("fox", ["fox", "bird"], [3]):
        with pytest.raises(ScenarioError):
            s.hireling_rolls(U, bad)
    with pytest.raises(ScenarioError):
        s.hireling_rolls(hx.G, ["fox"])                        # the guards roll no die
    with pytest.raises(ScenarioError):
        s.hireling_rolls("the_exile", ["fox"])                 # not in play
    assert s.state()["forced"] == before


def test_position_text_round_trip_with_fixed_uprising_rolls():
    s = table()
    s.hireling_rolls(U, ["fox", "rabbit"])
    t = s.to_text()
    assert "hireling rolls spring_uprising: fox, rabbit" in t
    assert Scenario.from_text(t).to_text() == t
    from root_widget import ScenarioError
    with pytest.raises(ScenarioError):
        Scenario.from_text(t.replace("fox, rabbit", "fox, moon"))
