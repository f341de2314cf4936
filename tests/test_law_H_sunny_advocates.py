"""The Sunny Advocates / Bat Messengers hireling card (Homeland Hireling Pack; Law Appendix
H, A.6; the card's facts: root_widget/data/hirelings.json, one source). Played with the River
Roamers and a test card of tests/hireling_example.py on the Autumn map (fox 1, 6, 8, 12;
mouse 2, 7, 9, 11; rabbit 3, 4, 5, 10)."""
from root_widget import Game, Scenario
from root_widget.rules import board
from root_widget.rules.hirelings import hireling

import hireling_example as hx
from helpers import keys

A = "sunny_advocates"
CARDS = ["river_roamers", A, hx.G]


def scn(side="promoted", controller="marquise", factions=("marquise", "eyrie")):
    s = Scenario(map="autumn", factions=list(factions), hirelings=CARDS)
    s.hireling(A, side=side, controller=controller, control=3, gained=0)
    return s


def advocates(g):
    return {c: board.warriors(g, c, A) for c in g.map.ids if board.warriors(g, c, A)}


# ----- set-up and hiring (A.6.3, H.2.1) -----------------------------------------------------

def test_A_6_3_two_advocates_in_a_fox_a_mouse_and_a_rabbit_clearing():
    g = Game.new(["marquise", "eyrie"], seed=3, hirelings=CARDS)
    n = 0
    while not any(k.startswith("advocates_setup:") for k in keys(g)):
        if f"setup_hireling:{A}" in keys(g):
            g.apply(f"setup_hireling:{A}")
            continue
        g.play_random(n, until=1)
        n += 1
        assert n < 200
    for suit in ("fox", "mouse", "rabbit"):
        spots = [int(k.split(":")[1]) for k in keys(g)]
        assert spots and all(g.map.suit(c) == suit for c in spots)
        g.apply(f"advocates_setup:{spots[0]}")
        assert board.warriors(g, spots[0], A) == 2
    assert sum(advocates(g).values()) == 6 and len(advocates(g)) == 3


def test_H_2_1_advocates_when_hired_only_with_no_advocate_on_the_map():
    g = scn().start(turn="marquise", phase="daylight")
    assert hireling(A).when_hired_step(g, "promoted") == "sunny_advocates.hired"
    assert hireling(A).when_hired_step(g, "demoted") is None
    s = scn()
    s.place(A, "warrior", 7)
    assert hireling(A).when_hired_step(s.start(turn="marquise", phase="daylight"), "promoted") is None


# ----- Sunny Advocates, once per Daylight (H.2.4) -------------------------------------------------

def test_H_2_4_advocates_replace_one_enemy_warrior_in_each_clearing_of_the_suit():
    s = scn()
    for c in (1, 6, 2):
        s.place(A, "warrior", c)
        s.place("eyrie", "warrior", c, count=2)
    s.place("eyrie", "warrior", 8, count=1)               # fox, but no Advocate there
    s.place("marquise", "warrior", 9)
    g = s.start(turn="marquise", phase="daylight")
    assert {f"{A}:fox", f"{A}:mouse", f"{A}:rabbit"} <= set(keys(g))
    g.apply(f"{A}:fox")
    for c in (1, 6):
        assert board.warriors(g, c, "eyrie") == 1 and board.warriors(g, c, "marquise") == 1
    assert board.warriors(g, 2, "eyrie") == 2 and board.warriors(g, 8, "eyrie") == 1   # other suit; no Advocate
    # then one Advocate into a clearing without Advocates where the controller has pieces
    assert g.decision.kind == "place_hireling"
    assert sorted(int(k.split(":")[1]) for k in keys(g)) == [9]
    g.apply("advocate_place:9")
    assert advocates(g) == {1: 1, 6: 1, 2: 1, 9: 1}
    assert not any(k.startswith(f"{A}:") for k in keys(g))        # once per Daylight


def test_H_2_4_advocates_the_controller_chooses_whose_warrior_is_replaced():
    s = scn(factions=("marquise", "eyrie", "alliance"))
    s.place(A, "warrior", 1)
    s.place("eyrie", "warrior", 1)
    s.place("alliance", "warrior", 1)
    s.place("marquise", "warrior", 1)                 # the controller's own: never replaced
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{A}:fox")
    assert g.decision.kind == "advocates_replace"
    assert {a.target for a in g.legal_actions()} == {"eyrie", "alliance"}
    g.apply("advocates_replace:1:alliance")
    assert board.warriors(g, 1, "alliance") == 0 and board.warriors(g, 1, "marquise") == 2


def test_H_2_4_advocates_replace_nothing_without_a_warrior_of_the_controller_left():
    s = scn()
    s.place(A, "warrior", 1)
    s.place("eyrie", "warrior", 1)
    s.place("marquise", "warrior", 12, count=25)       # the whole Marquise supply
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{A}:fox")
    assert board.warriors(g, 1, "eyrie") == 1          # G.23: the new piece cannot be placed


def test_H_2_4_advocates_with_no_clearing_of_the_controller_free_go_anywhere():
    s = scn()
    s.place(A, "warrior", 1)
    s.place("marquise", "warrior", 1)                   # its only clearing has an Advocate
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{A}:rabbit")                              # nothing to replace in rabbit clearings
    spots = sorted(int(k.split(":")[1]) for k in keys(g))
    assert spots == list(g.map.ids)


def test_H_2_4_the_bat_messengers_have_no_daylight_action():
    g = scn(side="demoted").start(turn="marquise", phase="daylight")
    assert not any(k.startswith(f"{A}:") for k in keys(g))


# ----- Bat Messengers (H.2.2) --------------------------------------------------------------------

def wood_birdsong(side="demoted", controller="marquise"):
    s = scn(side=side, controller=controller)
    s.place("marquise", "sawmill", 1)
    s.place("marquise", "sawmill", 2)
    return s.start(turn="marquise", phase="birdsong")


def test_H_2_2_bat_messengers_may_add_a_warrior_to_each_placed_token():
    g = wood_birdsong()
    assert g.decision.kind == "messengers" and set(keys(g)) == {"messenger:1", "messenger_pass"}
    assert board.count_token(g, 1, "marquise", "wood") == 1     # after the wood is placed
    g.apply("messenger:1")
    assert board.warriors(g, 1, "marquise") == 1
    assert set(keys(g)) == {"messenger:2", "messenger_pass"}
    g.apply("messenger_pass")                                   # "may"
    assert board.warriors(g, 2, "marquise") == 0 and g.decision.kind != "messengers"


def test_H_2_2_bat_messengers_only_for_the_controller_and_only_demoted():
    assert wood_birdsong(controller="eyrie").decision.kind != "messengers"
    assert wood_birdsong(side="promoted").decision.kind != "messengers"


def test_H_2_2_bat_messengers_need_a_warrior_in_the_supply():
    s = scn(side="demoted")
    s.place("marquise", "sawmill", 1)
    s.place("marquise", "warrior", 12, count=25)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.decision.kind != "messengers"


def test_position_text_round_trip_with_advocates():
    s = scn(side="promoted")
    s.place(A, "warrior", 3, count=2)
    t = s.to_text()
    assert Scenario.from_text(t).to_text() == t
    assert advocates(Scenario.from_text(t).start(turn="eyrie", phase="daylight")) == {3: 2}


def test_G_23_advocates_cannot_replace_a_marquise_warrior_at_the_keep():
    s = scn(controller="eyrie")
    s.place("marquise", "keep", 1)
    s.place("marquise", "warrior", 1, count=2)
    s.place(A, "warrior", 1)
    s.place("marquise", "warrior", 6)
    s.place(A, "warrior", 6)
    g = s.start(turn="eyrie", phase="daylight")
    g.apply(f"{A}:fox")
    assert board.warriors(g, 1, "marquise") == 2 and board.warriors(g, 1, "eyrie") == 0   # the keep
    assert board.warriors(g, 6, "marquise") == 0 and board.warriors(g, 6, "eyrie") == 1


def test_H_3_2_advocates_replace_an_enemy_hirelings_warrior_too():
    s = scn()
    s.hireling("river_roamers", controller="eyrie", control=2, gained=0)
    s.place(A, "warrior", 3)
    s.place("river_roamers", "warrior", 3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{A}:rabbit")
    assert board.warriors(g, 3, "river_roamers") == 0 and board.warriors(g, 3, "marquise") == 1


# ----- audit s25 (auditH2): the cases the tests above left out ---------------------------------

def _gain(s, card=A):
    """The Marquise gains `card` from the supply at the end of her turn (H.1.1), rolling 2."""
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0])
    g.apply(f"hire:{card}")
    g.apply("control:2")
    return g


def test_H_2_1_hired_with_no_advocate_on_the_map_one_goes_to_any_clearing():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.place("marquise", "keep", 1)                    # the keep: enemies place nothing in 1 (6.2.2)
    s.place("marquise", "warrior", 2)
    g = _gain(s)
    assert (g.decision.player, g.decision.kind, g.decision.rule) == ("marquise", "place_hireling", "H.2.1")
    assert keys(g) == [f"advocate_place:{c}" for c in g.map.ids if c != 1]
    g.apply("advocate_place:7")
    assert advocates(g) == {7: 1}


def test_H_2_1_hired_with_an_advocate_on_the_map_none_is_placed():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.place(A, "warrior", 3)
    g = _gain(s)
    assert g.decision.kind != "place_hireling" and advocates(g) == {3: 1}


def test_H_2_4_advocates_place_no_new_advocate_from_an_empty_supply():
    s = scn()
    s.place(A, "warrior", 1, count=8)                 # the eight Advocates all on the map
    s.place("eyrie", "warrior", 1)
    s.place("marquise", "warrior", 9)
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{A}:fox")
    assert board.warriors(g, 1, "marquise") == 1      # the replacement still happens
    assert g.decision.kind != "place_hireling" and advocates(g) == {1: 8}
    assert not any(k.startswith(f"{A}:") for k in keys(g))


def test_H_2_2_bat_messengers_also_for_a_building():
    s = scn(side="demoted")
    s.place("marquise", "sawmill", 5)               # 5: two slots
    s.place("marquise", "warrior", 5)
    s.place("marquise", "wood", 5)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                   # no crafting
    g.apply("build:5:workshop")
    assert g.decision.kind == "messengers" and keys(g) == ["messenger:5", "messenger_pass"]
    g.apply("messenger:5")
    assert board.warriors(g, 5, "marquise") == 2
    assert ("marquise", "workshop") in [tuple(b) for b in g.s["board"][5]["buildings"]]


def test_H_2_2_bat_messengers_not_for_a_building_of_another_player():
    s = scn(side="demoted")
    s.place("eyrie", "warrior", 3)
    s.place("marquise", "warrior", 5)
    g = s.start(turn="eyrie", phase="daylight")
    board.place_building(g, "eyrie", 3, "roost")     # another player's building: nothing queued
    assert not g.s["hirelings"].get("placed")
    board.place_building(g, "marquise", 5, "sawmill")    # the controller's: the step is queued
    assert [x["clearing"] for x in g.s["hirelings"]["placed"]] == [5]


def test_bad_input_for_the_advocates_options_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = scn(factions=("marquise", "eyrie", "alliance"))
    s.place(A, "warrior", 1)
    s.place("eyrie", "warrior", 1)
    s.place("alliance", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply(f"{A}:fox", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply(f"{A}:bird")                                     # no bird clearings
    assert g.to_json() == before
    g.apply(f"{A}:fox")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("advocates_replace:1:marquise")                  # never the controller's own
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("advocates_replace:6:eyrie")                     # no Advocate in 6
    assert g.to_json() == before


def test_the_advocates_options_are_labelled_apart_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    from root_widget.rules.hirelings.play import demoted_cards
    s = scn(factions=("marquise", "eyrie", "alliance"))
    s.place(A, "warrior", 1)
    s.place("eyrie", "warrior", 1)
    s.place("alliance", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight")
    for step_keys in ([k for k in keys(g) if k.startswith(f"{A}:")], None):
        opts = [a for a in g.legal_actions() if step_keys is None or a.key in step_keys]
        for loc in LOCALES:
            labels = [Labels(loc).option(a, g.s["factions"], demoted_cards(g)) for a in opts]
            assert len(set(labels)) == len(labels) == len(opts), (loc, labels)
        if step_keys:
            assert len(opts) == 3                                 # fox, mouse, rabbit
            g.apply(f"{A}:fox")
            assert g.decision.kind == "advocates_replace"
