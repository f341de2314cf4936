"""Spring Uprising / Rabbit Scouts: the rules the audit of s26 (auditH3) found untested
(tests/test_hireling_spring_uprising.py holds the first tests of the card). Law Appendix H
for the framework; the card's facts: root_widget/data/hirelings.json id spring_uprising.
Autumn map: rabbit clearings 3, 4, 5, 10; fox 1, 6, 8, 12; mouse 2, 7, 9, 11."""
import pytest

from root_widget import IllegalAction, Scenario
from root_widget.i18n.phrases import prompt

import hireling_example as hx
from helpers import keys, prefixed

U = "spring_uprising"
CARDS = [U, hx.G, "test_wardens"]


def table(controller="eyrie", side="promoted", factions=("marquise", "eyrie")):
    s = Scenario(factions=list(factions), hirelings=CARDS)
    s.hireling(U, side=side, controller=controller, control=2, gained=0)
    return s


def uprising(s, suit, turn="eyrie"):
    """The controller's Birdsong, the Uprising die fixed to `suit`."""
    s.hireling_rolls(U, [suit])
    return s.start(turn=turn, phase="birdsong")


def test_H_2_1_hired_with_an_uprising_warrior_on_the_map_no_warrior_rises():
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.place(U, "warrior", clearing=7)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    for _ in range(20):
        if g.decision.kind == "gain_hireling":
            break
        g.apply(keys(g)[0])
    g.apply(f"hire:{U}")
    g.apply("control:2")
    assert g.s["players"][U]["controller"] == "marquise"
    assert g.decision.kind not in ("uprising_die", "place_hireling")
    assert sum(g.clearing(c).warriors(U) for c in g.map.ids) == 1


def test_H_2_3_a_revolt_may_be_where_no_enemy_stands():
    """Reading (the card's data note, as S1): the revolt removes one Uprising warrior and
    every enemy piece there, and there may be none."""
    s = table()
    s.place(U, "warrior", clearing=5, count=2)
    g = uprising(s, "rabbit")
    assert "revolt:5" in keys(g)
    g.apply("revolt:5")
    assert g.clearing(5).warriors(U) == 1


def test_H_2_3_with_nothing_to_do_in_the_rolled_suit_the_uprising_passes():
    """All four Uprising warriors (Law C.4.3) stand in fox clearings; a rabbit roll can
    neither revolt nor place: the action does nothing, and the Birdsong goes on."""
    s = table()
    for c in (1, 6, 8, 12):
        s.place(U, "warrior", clearing=c)
    g = uprising(s, "rabbit")
    assert g.decision.kind != "uprising"
    assert [c for c in g.map.ids if g.clearing(c).warriors(U)] == [1, 6, 8, 12]
    assert any(e["text"] == "The Uprising can do nothing in a rabbit clearing" for e in g.log)


def test_H_2_3_the_uprising_places_no_warrior_in_another_suit_and_none_beyond_four():
    s = table()
    for c in (5, 10, 3):
        s.place(U, "warrior", clearing=c)
    g = uprising(s, "fox")
    opts = prefixed(g, "uprising_place:")
    assert opts and all(g.map.suit(int(k.split(":")[1])) == "fox" for k in opts)
    assert not prefixed(g, "revolt:")                      # no Uprising warrior in a fox clearing
    s = table()
    for c in (5, 10, 3, 1):
        s.place(U, "warrior", clearing=c)
    g = uprising(s, "fox")
    assert keys(g) == ["revolt:1"]                          # the supply is empty: no placing


def test_H_2_3_G_36_the_revolt_removes_no_vagabond_pawn():
    """The Vagabond's pawn is not a warrior and cannot be removed (G.36): it stays, though
    his side of the clearing is an enemy's."""
    s = table(factions=("marquise", "eyrie", "vagabond"))
    s.vagabond("thief", 5, items=["sword", "boot"])
    s.place(U, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    g = uprising(s, "rabbit")
    g.apply("revolt:5")
    assert g.clearing(5).warriors("marquise") == 0 and g.clearing(5).warriors(U) == 0
    assert g.s["players"]["vagabond"]["pawn"] == 5


def test_H_2_2_2_1_1_a_bird_card_pays_to_battle_the_uprising():
    s = table()
    s.place(U, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.hand("marquise", ["bird_ambush"])
    g = s.start(turn="marquise", phase="daylight")
    while g.decision.kind == "craft" and f"battle:5:{U}" not in keys(g):
        g.apply("done")
    assert f"battle:5:{U}" in keys(g)
    g.apply(f"battle:5:{U}")
    assert "bird_ambush" in g.s["discard"] and "bird_ambush" not in g.s["players"]["marquise"]["hand"]


def test_H_3_2_the_uprising_s_controller_is_never_offered_to_battle_it():
    s = table(controller="marquise")
    s.place(U, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.hand("marquise", ["favor_of_the_rabbits"])
    g = s.start(turn="marquise", phase="daylight")
    while g.decision.kind == "craft" and "done" in keys(g):
        g.apply("done")
    assert g.decision.kind == "action" and "march:5-1:1" in keys(g)      # the Marquise's actions
    assert f"battle:5:{U}" not in keys(g)


def _scouts_battle(controller):
    """The Marquise attacks the Eyrie in 5 (rabbit); both hold a rabbit card."""
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(U, side="demoted", controller=controller, control=2, gained=0)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.hand("eyrie", ["favor_of_the_rabbits"])
    s.hand("marquise", ["rabbit_root_tea"])
    s.dice([(3, 1)])
    g = s.start(turn="marquise", phase="daylight")
    while "battle:5:eyrie" not in keys(g):
        g.apply("done")
    g.apply("battle:5:eyrie")
    return g


def test_H_2_2_rabbit_scouts_only_for_the_controller_defending():
    """The Marquise holds the Scouts and attacks: no question for it (it does not defend),
    nor for the Eyrie (it does not hold the card)."""
    g = _scouts_battle(controller="marquise")
    assert g.decision.kind != "scouts"
    assert "rabbit_root_tea" in g.s["players"]["marquise"]["hand"]
    assert "favor_of_the_rabbits" in g.s["players"]["eyrie"]["hand"]
    g = _scouts_battle(controller="eyrie")
    assert (g.decision.kind, g.decision.player) == ("scouts", "eyrie")


def test_1_2_the_card_discarded_to_battle_the_uprising_is_seen_by_every_seat():
    s = table()
    s.place(U, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.hand("marquise", ["rabbit_root_tea", "fox_ambush"])
    g = s.start(turn="marquise", phase="daylight")
    while g.decision.kind == "craft" and f"battle:5:{U}" not in keys(g):
        g.apply("done")
    g.apply(f"battle:5:{U}")
    assert "rabbit_root_tea" in g.observation("eyrie")["discard"]
    o = g.observation("eyrie")["players"]["marquise"]
    assert o["hand"] is None and o["hand_size"] == 1


def test_bad_input_for_the_uprising_is_refused_and_changes_nothing():
    s = table()
    s.place(U, "warrior", clearing=5)
    g = uprising(s, "rabbit")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="eyrie"):
        g.apply("revolt:5", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("uprising_place:1")                          # 1 is a fox clearing
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("revolt:10")                                 # no Uprising warrior in 10
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("skip")                                      # the card says "must"
    assert g.to_json() == before


def test_the_scouts_question_reads_as_one_in_every_locale():
    g = _scouts_battle(controller="eyrie")
    words = {loc: prompt(g.decision, loc) for loc in ("en", "de", "ja")}
    assert words["en"] == "Rabbit Scouts: discard a card to take the higher die?"
    for loc in ("de", "ja"):
        assert "?" in words[loc] or "？" in words[loc], (loc, words[loc])
