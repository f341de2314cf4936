"""The River Roamers / Frog Tinkers hireling card (Homeland Hireling Pack; Law Appendix H,
A.6; the card's facts: root_widget/data/hirelings.json, one source). Played with the
Sunny Advocates and a test card of tests/hireling_example.py on the Autumn map (river
clearings 4, 5, 7, 10, 11; 4, 5, 10 rabbit, 7, 11 mouse)."""
import pytest

from root_widget import Game, Scenario
from root_widget.rules import board
from root_widget.rules.errors import ScenarioError
from root_widget.rules.hirelings import hireling

import hireling_example as hx
from helpers import keys

R = "river_roamers"
CARDS = [R, "sunny_advocates", hx.G]


def scn(side="promoted", controller="marquise"):
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(R, side=side, controller=controller, control=3, gained=0)
    return s


def pads(g):
    return {c: board.count_token(g, c, R, "lilypad") for c in g.map.ids if board.count_token(g, c, R, "lilypad")}


def roaming(s, hand=("a_visit_to_friends", "bake_sale", "anvil", "mouse_in_a_sack")):
    s.place(R, "lilypad", 4)
    s.place(R, "lilypad", 5)
    s.hand("marquise", list(hand))
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{R}:roam")
    return g


# ----- set-up and hiring (A.6.3, H.2.1) -----------------------------------------------------

def test_A_6_3_river_roamers_set_up_two_warriors_and_a_lilypad_in_a_river_clearing():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    n = 0
    while not any(k.startswith("roamers_place:") for k in keys(g)):
        if f"setup_hireling:{R}" in keys(g):
            g.apply(f"setup_hireling:{R}")
            continue
        g.play_random(n, until=1)
        n += 1
        assert n < 200
    spots = [int(k.split(":")[1]) for k in keys(g)]
    assert spots == list(g.map.river_clearings)                 # only clearings on the river
    g.apply(f"roamers_place:{spots[-1]}")
    assert g.s["board"][spots[-1]]["warriors"][R] == 2 and pads(g) == {spots[-1]: 1}


def test_H_2_1_roamers_when_hired_only_with_no_lilypad_on_the_map():
    g = scn().start(turn="marquise", phase="daylight")
    assert hireling(R).when_hired_step(g, "promoted") == "river_roamers.place"
    assert hireling(R).when_hired_step(g, "demoted") is None
    s = scn()
    s.place(R, "lilypad", 7)
    assert hireling(R).when_hired_step(s.start(turn="marquise", phase="daylight"), "promoted") is None


# ----- River Roamers, once per Daylight (H.2.4) ----------------------------------------------

def test_H_2_4_roamers_the_controller_crafts_with_the_lilypads_each_once():
    g = roaming(scn())
    assert g.decision.kind == "roamers_craft"
    # two rabbit Lilypads (clearings 4, 5): rabbit costs only, never a fox or mouse cost
    assert set(keys(g)) == {"roamers_craft:a_visit_to_friends", "roamers_craft:bake_sale",
                            "roamers_craft_done"}
    score = g.s["players"]["marquise"]["score"]
    g.apply("roamers_craft:bake_sale")                # both Lilypads activated
    assert "coins" in g.s["players"]["marquise"]["items"] or g.s["players"]["marquise"]["score"] > score
    assert g.decision.kind == "roamers_choose"        # no Lilypad left to craft with


def test_H_2_4_roamers_crafting_leaves_the_controllers_own_pieces_unused():
    s = scn()
    s.place("marquise", "workshop", 3)                # a rabbit workshop of its own
    g = roaming(s, hand=("a_visit_to_friends", "bake_sale", "cobbler"))
    g.apply("roamers_craft:bake_sale")
    g.apply("roamers_pass")
    assert "craft:a_visit_to_friends" in keys(g)      # the workshop is still unused this turn
    assert f"{R}:roam" not in keys(g)                 # once per Daylight


def test_H_2_4_roamers_may_stop_crafting_and_the_action_is_optional():
    g = roaming(scn())
    g.apply("roamers_craft_done")
    assert g.decision.kind == "roamers_choose" and "roamers_pass" in keys(g)
    g.apply("roamers_pass")
    assert g.decision.kind == "craft" and pads(g) == {4: 1, 5: 1}


def test_H_2_4_roamers_battle_at_each_lilypad_only_against_enemies():
    s = scn()
    s.place(R, "warrior", 5, count=2)
    s.place(R, "warrior", 4, count=1)
    s.place("eyrie", "warrior", 5, count=1)
    s.place("eyrie", "warrior", 4, count=1)
    s.place("marquise", "warrior", 5, count=1)
    g = roaming(s, hand=())
    assert g.decision.kind == "roamers_choose"
    g.apply("roamers_battles")
    assert g.decision.kind == "roamers_battle"
    assert {(a.clearing, a.defender) for a in g.legal_actions()} == {(4, "eyrie")}   # clearing order
    assert "marquise" not in {a.defender for a in g.legal_actions()}                   # not the controller
    g.apply(g.legal_actions()[0])
    while g.decision.kind != "roamers_battle":
        g.apply(g.legal_actions()[0])
    assert {(a.clearing, a.defender) for a in g.legal_actions()} == {(5, "eyrie")}


def test_H_2_4_roamers_place_two_warriors_and_a_lilypad_in_a_river_clearing():
    g = roaming(scn(), hand=())
    placed = sorted(int(k.split(":")[1]) for k in keys(g) if k.startswith("roamers_place:"))
    assert placed == list(g.map.river_clearings)      # not a clearing off the river
    assert "roamers_battles" not in keys(g)           # no Roamer can battle yet
    g.apply("roamers_place:7")
    assert g.s["board"][7]["warriors"][R] == 2 and pads(g) == {4: 1, 5: 1, 7: 1}


def test_H_2_4_roamers_place_no_second_lilypad_where_one_is():
    g = roaming(scn(), hand=())
    g.apply("roamers_place:5")
    assert g.s["board"][5]["warriors"][R] == 2 and pads(g) == {4: 1, 5: 1}


def test_H_2_4_the_frog_tinkers_have_no_daylight_action():
    g = scn(side="demoted").start(turn="marquise", phase="daylight")
    assert f"{R}:roam" not in keys(g)


# ----- Frog Tinkers (H.2.3) --------------------------------------------------------------------

def test_H_2_3_frog_tinkers_lay_the_top_card_face_up_at_the_start_of_birdsong():
    s = scn(side="demoted")
    s.draws(["fox_root_tea"])
    g = s.start(turn="marquise", phase="birdsong")
    assert g.s["players"][R]["tinkered"] == ["fox_root_tea"]
    assert "fox_root_tea" not in g.s["players"]["marquise"]["hand"]


def test_H_2_3_the_promoted_side_lays_no_card():
    s = scn()
    g = s.start(turn="marquise", phase="birdsong")
    assert g.s["players"][R]["tinkered"] == []


def test_H_2_3_frog_tinkers_card_is_a_crafting_piece_of_its_suit_then_discarded():
    s = scn(side="demoted")
    s.hireling_field(R, "tinkered", "fox_ambush")
    s.hand("marquise", ["anvil", "a_visit_to_friends"])
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" in keys(g)                   # fox: the card's suit
    assert "craft:a_visit_to_friends" not in keys(g)  # not a rabbit piece
    g.apply("craft:anvil")
    assert g.s["players"][R]["tinkered"] == [] and "fox_ambush" in g.s["discard"]   # spent (G.31)
    assert "hammer" in g.s["players"]["marquise"]["items"]


def test_H_2_3_frog_tinkers_bird_card_is_a_piece_of_any_suit_with_own_pieces():
    s = scn(side="demoted")
    s.hireling_field(R, "tinkered", "bird_ambush")
    s.place("marquise", "workshop", 3)                # one rabbit piece of its own
    s.hand("marquise", ["bake_sale", "a_visit_to_friends", "foxfolk_steel", "anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert {"craft:bake_sale", "craft:anvil", "craft:a_visit_to_friends"} <= set(keys(g))
    assert "craft:foxfolk_steel" not in keys(g)       # two fox icons: one piece short
    g.apply("craft:a_visit_to_friends")               # the workshop pays: the card is kept
    assert g.s["players"][R]["tinkered"] == ["bird_ambush"]
    g.apply("craft:anvil")                            # now the card pays
    assert g.s["players"][R]["tinkered"] == [] and "bird_ambush" in g.s["discard"]


def test_H_2_3_frog_tinkers_card_lends_nothing_to_other_players_or_when_promoted():
    s = scn(side="demoted", controller="eyrie")
    s.hireling_field(R, "tinkered", "fox_ambush")
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" not in keys(g)
    s = scn(side="promoted")
    s.hireling_field(R, "tinkered", "fox_ambush")
    s.hand("marquise", ["anvil"])
    assert "craft:anvil" not in keys(s.start(turn="marquise", phase="daylight"))


def test_H_2_3_frog_tinkers_unspent_card_is_discarded_at_the_end_of_the_turn():
    s = scn(side="demoted")
    s.hireling_field(R, "tinkered", "fox_ambush")
    g = s.start(turn="marquise", phase="evening")
    n = 0
    while g.s["turn"]["faction"] == "marquise":
        g.play_random(n, until=1)
        n += 1
    assert g.s["players"][R]["tinkered"] == [] and "fox_ambush" in g.s["discard"]


# ----- position text, bad input -------------------------------------------------------------------

def test_position_text_round_trip_with_lilypads_roamers_and_the_tinkers_card():
    s = scn(side="demoted")
    s.place(R, "lilypad", 5)
    s.place(R, "warrior", 5, count=2)
    s.hireling_field(R, "tinkered", "anvil")
    t = s.to_text()
    assert "tinkered anvil" in t and "lilypad" in t
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn="eyrie", phase="daylight")
    assert pads(g) == {5: 1} and g.s["players"][R]["tinkered"] == ["anvil"]
    assert g.s["deck"].get("anvil", 0) == 0                # the card came out of the deck


def test_a_bad_tinkers_card_is_refused_and_changes_nothing():
    s = scn(side="demoted")
    before = s.to_text()
    with pytest.raises(ScenarioError):
        s.hireling_field(R, "tinkered", "no_such_card")
    assert s.to_text() == before


def test_the_board_draws_lilypads_roamers_and_the_tinkers_card():
    s = scn(side="demoted")
    s.place(R, "lilypad", 5)
    s.place(R, "warrior", 5, count=2)
    s.hireling_field(R, "tinkered", "fox_ambush")
    svg = s.start(turn="marquise", phase="daylight").svg()
    assert hireling(R).colour in svg and "lilypad" in svg
    assert "card tinkered" in svg and "Frog Tinkers" in svg


# ----- audit s25 (auditH2): the cases the tests above left out ---------------------------------

def test_H_2_1_roamers_hired_with_no_lilypad_on_the_map_go_to_a_river_clearing():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0])
    g.apply(f"hire:{R}")
    g.apply("control:2")
    assert (g.decision.player, g.decision.kind, g.decision.rule) == ("marquise", "place_hireling", "H.2.1")
    assert keys(g) == [f"roamers_place:{c}" for c in g.map.river_clearings]
    g.apply("roamers_place:11")
    assert g.clearing(11).warriors(R) == 2 and pads(g) == {11: 1}


def test_H_2_4_roamers_battle_or_place_not_both_and_the_controller_picks_each_defender():
    s = scn()
    s.hireling(hx.G, controller="eyrie", control=2, gained=0)
    s.place(R, "warrior", 4, count=2)
    s.place("eyrie", "warrior", 4)
    s.place(hx.G, "warrior", 4)
    g = roaming(s, hand=())
    g.apply("roamers_battles")
    assert g.decision.player == "marquise"
    assert keys(g) == ["roamers_battle:4:eyrie", f"roamers_battle:4:{hx.G}"]
    g.apply(f"roamers_battle:4:{hx.G}")
    while any(fr["step"] in ("battle", "river_roamers.act") for fr in g.s["stack"]):
        g.apply(keys(g)[0])
    assert not any(k.startswith("roamers_place:") for k in keys(g))
    assert f"{R}:roam" not in keys(g)                  # once per Daylight


def test_H_3_6_the_roamers_controller_scores_nothing_for_their_removals():
    s = scn()
    s.place(R, "warrior", 5, count=3)
    s.place("eyrie", "roost", 5)
    s.dice([[2, 0]])
    g = roaming(s, hand=())
    score = g.s["players"]["marquise"]["score"]
    g.apply("roamers_battles")                         # one enemy at one Lilypad: no question
    while any(fr["step"] in ("battle", "river_roamers.act") for fr in g.s["stack"]):
        g.apply(keys(g)[0])
    assert not g.clearing(5).buildings
    assert g.s["players"]["marquise"]["score"] == score


def test_H_2_4_roamers_place_only_what_the_supply_holds():
    s = scn()
    s.place(R, "warrior", 10, count=9)                 # one Roamer warrior left
    s.place(R, "lilypad", 10)
    s.place(R, "lilypad", 11)
    s.place(R, "lilypad", 7)                           # with 4 and 5 (roaming): all five out
    g = roaming(s, hand=())
    assert "roamers_battles" not in keys(g)            # no enemy at a Lilypad
    g.apply("roamers_place:4")
    assert g.clearing(4).warriors(R) == 1 and pads(g) == {4: 1, 5: 1, 7: 1, 10: 1, 11: 1}
    s = scn()
    s.place(R, "warrior", 10, count=10)
    s.place(R, "lilypad", 10)
    s.place(R, "lilypad", 11)
    s.place(R, "lilypad", 7)
    g = roaming(s, hand=())
    assert not any(k.startswith("roamers_place:") for k in keys(g))   # nothing left to place


def test_1_2_the_frog_tinkers_card_is_seen_by_every_seat():
    s = scn(side="demoted")
    s.hireling_field(R, "tinkered", "fox_ambush")
    g = s.start(turn="marquise", phase="daylight")
    for seat in ("marquise", "eyrie"):
        assert g.observation(seat)["players"][R]["tinkered"] == ["fox_ambush"]


def test_bad_input_for_the_roamers_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    g = roaming(scn())
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("roamers_craft:bake_sale", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("roamers_craft:anvil")                             # fox: no fox Lilypad
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("roamers_place:4")                                 # crafting comes first
    assert g.to_json() == before
    g.apply("roamers_craft_done")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("roamers_place:1")                                 # 1 is off the river
    assert g.to_json() == before
