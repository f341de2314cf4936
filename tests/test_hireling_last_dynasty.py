"""Last Dynasty / Bluebird Nobles (a Marauder hireling card; facts in data/hirelings.json,
Law Appendix H for the framework)."""
from root_widget import Game, Scenario

import hireling_example as hx
from helpers import keys, prefixed

D = "last_dynasty"
CARDS = [D, hx.G, "test_wardens"]


def table(side="promoted", controller="marquise"):
    s = Scenario(factions=["marquise", "alliance"], hirelings=CARDS)
    s.hireling(D, side=side, controller=controller, control=2)
    return s


def daylight(s):
    g = s.start(turn="marquise", phase="daylight")
    while g.decision.kind == "craft" or (g.decision.player == "marquise" and "done" in keys(g)
                                        and not prefixed(g, "dynasty")):
        if not prefixed(g, "dynasty") and "done" in keys(g) and g.decision.kind != "action":
            g.apply("done")
        else:
            break
    return g


def test_A_6_3_setup_in_one_edge_clearing():
    g = Game.new(["marquise", "alliance"], seed=2, hirelings=CARDS, auto_chance=False)
    g.apply("first:marquise")
    while g.decision.kind != "setup_hireling":
        g.apply(keys(g)[0])
    g.apply(f"setup_hireling:{D}")
    spots = [a.clearing for a in g.legal_actions()]
    assert spots == [c for c in g.map.ids if c not in (10, 11, 12)]   # Autumn's inner clearings
    g.apply(f"dynasty_place:{spots[0]}")
    assert g.clearing(spots[0]).warriors(D) == 5


def test_H_2_4_no_dynasty_on_the_map_lands_all_in_an_edge_clearing_then_battles():
    s = table()
    s.place("alliance", "warrior", clearing=1)
    g = daylight(s)
    opts = prefixed(g, "dynasty_land:")
    assert "dynasty_land:1" in opts and "dynasty_land:10" not in opts
    g.apply("dynasty_land:1")
    assert g.clearing(1).warriors(D) == 5
    assert g.decision.kind == "battle" and g.decision.player == "marquise"
    assert keys(g) == ["dynasty_battle:1:alliance"]
    g.apply("dynasty_battle:1:alliance")
    assert any(e["text"] == "Last Dynasty battles the Woodland Alliance in 1" for e in g.s["log"])


def test_H_2_4_ruling_its_clearing_it_moves_all_then_battles():
    s = table()
    s.place(D, "warrior", clearing=5, count=3)
    s.place("alliance", "warrior", clearing=1)
    g = daylight(s)
    assert prefixed(g, "dynasty_") == ["dynasty_move:5-1", "dynasty_move:5-2"]
    g.apply("dynasty_move:5-1")
    assert g.clearing(1).warriors(D) == 3 and g.clearing(5).warriors(D) == 0
    assert keys(g) == ["dynasty_battle:1:alliance"]


def test_H_2_4_not_ruling_it_battles_twice_there():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.place("alliance", "warrior", clearing=5, count=3)
    s.dice([[0, 0], [0, 0]])
    g = daylight(s)
    assert prefixed(g, "dynasty_") == ["dynasty_battle:5"]
    g.apply("dynasty_battle:5")
    g.apply("dynasty_battle:5:alliance")
    while g.decision.kind != "battle" or not prefixed(g, "dynasty_battle:5:"):
        g.apply(keys(g)[0])
    assert prefixed(g, "dynasty_battle:5:") == ["dynasty_battle:5:alliance"]   # the second battle


def test_H_2_4_once_per_daylight():
    s = table()
    s.place("alliance", "warrior", clearing=1)
    g = daylight(s)
    g.apply("dynasty_land:2")                                # no enemy there: no battle
    assert not prefixed(g, "dynasty_")


def test_bluebird_nobles_tied_rule_and_birdsong_points():
    s = table(side="demoted")
    for c in (1, 2, 3):
        s.place("marquise", "warrior", clearing=c)
        s.place("alliance", "warrior", clearing=c)
    s.place("marquise", "warrior", clearing=4)
    g = s.start(turn="marquise", phase="birdsong")
    assert all(g.clearing(c).ruler() == "marquise" for c in (1, 2, 3))
    assert g.score("marquise") == 1                          # four ruled clearings: one point


def test_bluebird_nobles_nothing_for_the_uncontrolled_card_or_its_other_side():
    s = Scenario(factions=["marquise", "alliance"], hirelings=CARDS)
    s.hireling(D, side="demoted")
    s.place("marquise", "warrior", clearing=1)
    s.place("alliance", "warrior", clearing=1)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.clearing(1).ruler() is None
    s = table(side="promoted")
    s.place("marquise", "warrior", clearing=1)
    s.place("alliance", "warrior", clearing=1)
    assert s.start(turn="marquise").clearing(1).ruler() is None
