"""The Prosperous Farmers / Struggling Farmers hireling card (Homeland Hireling Pack; Law
Appendix H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the
test cards of tests/hireling_example.py on the Autumn map: clearings 1-4 are corners with one
slot, 5 is next to 1 and 2 and has two slots, 12 has a ruin and one open slot."""
import pytest

from root_widget import Game, Scenario
from root_widget.rules import board
from root_widget.rules.errors import NotImplementedInEngine, ScenarioError
from root_widget.rules.hirelings import HIRELINGS, PACKS, hireling, play, register_hireling, unregister_hireling
from root_widget.rules.hirelings.base import Hireling

import hireling_example as hx
from helpers import keys

P = "prosperous_farmers"
CARDS = [P, hx.G, "test_wardens"]


def table(side="promoted", controller="eyrie", farms=(), farmers=()):
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(P, side=side, controller=controller, control=3, gained=0)
    for c in farms:
        s.place(P, "farm", c)
    for c in farmers:
        s.place(P, "warrior", c)
    return s


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


def farm_count(g):
    return {c: n for c in g.map.ids
            if (n := sum(1 for o, _ in g.s["board"][c]["buildings"] if o == P))}


def farmers(g):
    return {c: g.s["board"][c]["warriors"][P] for c in g.map.ids if g.s["board"][c]["warriors"].get(P)}


def eyrie_daylight(s):
    """The Eyrie's Daylight, at its first free moment (after crafting)."""
    g = s.start(turn="eyrie", phase="daylight")
    return until(g, lambda g: g.decision.player == "eyrie" and any(k.startswith(f"{P}:") for k in keys(g)),
                 limit=5)


# ----- set-up (A.6.3) ---------------------------------------------------------------------

def test_A_6_3_a_farm_and_a_farmer_in_each_of_two_different_clearings_with_an_open_slot():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith(f"{P}:"))
    first = [int(k.split(":")[1]) for k in keys(g)]
    assert first and all(board.open_slots(g, c) > 0 and c not in g.map.corners for c in first)
    assert set(first) == {c for c in g.map.ids if board.open_slots(g, c) > 0} - set(g.map.corners)
    g.apply(f"{P}:{first[0]}")
    second = [int(k.split(":")[1]) for k in keys(g)]
    assert first[0] not in second and set(second) == set(first) - {first[0]}   # two different clearings
    g.apply(f"{P}:{second[0]}")
    assert farm_count(g) == {first[0]: 1, second[0]: 1}
    assert farmers(g) == {first[0]: 1, second[0]: 1}
    assert not (g.decision.kind == "place_hireling" and keys(g)[0].startswith(f"{P}:"))


def test_A_6_3_the_demoted_side_has_no_set_up():
    assert hireling(P).setup_step("demoted") is None
    assert hireling(P).setup_step("promoted") == f"{P}.setup"


# ----- when hired (H.2.1) -----------------------------------------------------------------

def _hire(s, side="promoted"):
    """The Marquise holds a hireling marker and takes the card at the end of its turn."""
    p = s
    p.hireling(P, side=side, controller="supply")
    p.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = p.start(turn="marquise", phase="evening")
    g = until(g, lambda g: g.decision.kind == "gain_hireling", limit=50)
    g.apply(f"hire:{P}")
    return until(g, lambda g: not g.is_chance, limit=5)


def test_H_2_1_with_no_farm_on_the_map_a_farm_and_a_farmer_go_where_the_controller_has_pieces():
    s = table()
    s.place("marquise", "warrior", 5)
    s.place("marquise", "warrior", 1)
    s.place("marquise", "sawmill", 1)               # clearing 1: its one slot is full
    s.place("eyrie", "warrior", 6)
    g = _hire(s)
    assert g.decision.kind == "farmers_hired"
    assert keys(g) == ["farmers_hired:5"]            # both fit only in 5 (Law 1.5.4: the most)
    g.apply("farmers_hired:5")
    assert farm_count(g) == {5: 1} and farmers(g) == {5: 1}


def test_H_2_1_where_no_farm_fits_the_farmer_goes_alone():
    s = table()
    s.place("marquise", "warrior", 1)
    s.place("marquise", "sawmill", 1)
    g = _hire(s)
    assert keys(g) == ["farmers_hired:1"]
    g.apply("farmers_hired:1")
    assert farm_count(g) == {} and farmers(g) == {1: 1}


def test_H_2_1_with_a_farm_on_the_map_the_prosperous_farmers_place_nothing_when_hired():
    s = table(farms=(7,))
    s.place("marquise", "warrior", 5)
    g = _hire(s)
    assert g.decision.kind != "farmers_hired"
    assert farm_count(g) == {7: 1} and farmers(g) == {}


# ----- no points for Farms (H.2.2) --------------------------------------------------------

def test_H_2_2_no_one_scores_for_removing_a_farm():
    s = table(farms=(5,))
    s.place("marquise", "warrior", 5, count=3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply(f"battle:5:{P}")
    assert farm_count(g) == {}                                   # the Farm was removed...
    assert g.s["players"]["marquise"]["score"] == 0              # ...for no point (Law 3.2.1 otherwise)


def test_H_2_2_no_points_for_a_farm_on_the_demoted_side_either_but_other_buildings_still_score():
    s = table(side="demoted", farms=(5,))
    s.place("marquise", "warrior", 5, count=3)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply(f"battle:5:{P}")
    assert farm_count(g) == {} and g.s["players"]["marquise"]["score"] == 0
    s = table()
    s.place("marquise", "warrior", 5, count=3)
    s.place("eyrie", "roost", 5)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:eyrie")
    assert g.s["players"]["marquise"]["score"] == 1              # a roost scores as ever
    assert hireling(P).scores_for_removal(g, "farm") is False
    assert hireling(P).scores_for_removal(g, "warrior") is True


def test_H_2_2_no_despot_point_for_a_farm_either():
    """Law 7.8.4 adds a point to those a building removed in battle scores (3.2.1): a Farm
    scores none, so none is added."""
    s = table(controller="marquise", farms=(12,))
    s.place("eyrie", "roost", 3)
    s.place("eyrie", "warrior", 12, count=2)
    s.place("eyrie", "warrior", 2)
    s.leader("despot")
    s.decree("battle", ["fox_ambush"])
    s.dice([0, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:2-5:1")
    g.apply(f"battle:12:{P}")
    assert farm_count(g) == {}                  # the defenceless Farm takes the one hit
    assert g.score("eyrie") == 0 and "7.8.4" not in {e["rule"] for e in g.log}


# ----- Harvest (H.2.4, promoted) ----------------------------------------------------------

def test_H_2_4_harvest_ruling_a_farm_draws_and_a_farm_goes_to_the_quietest_clearing_with_a_slot():
    s = table(farms=(5,), farmers=(5,))
    for c in g_ids():
        if c not in (5, 8, 9):
            s.place("marquise", "warrior", c)           # every clearing has a warrior but 5, 8, 9
    s.place("eyrie", "warrior", 8)
    g = eyrie_daylight(s)
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.apply(f"{P}:harvest")
    # 5 has a Farmer (1 warrior); 9 none and an open slot; 8 one Eyrie warrior: 9 is the quietest
    assert farm_count(g) == {5: 1, 9: 1}
    assert len(g.s["players"]["eyrie"]["hand"]) == hand + 1
    assert g.decision.kind == "farmers_choose"


def test_H_2_4_harvest_ties_for_the_quietest_clearing_are_the_controllers_choice():
    s = table(farms=(5,), farmers=(5,))
    for c in g_ids():
        if c not in (5, 8, 9):
            s.place("marquise", "warrior", c)
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    assert g.decision.kind == "farmers_farm" and g.decision.player == "eyrie"
    assert keys(g) == ["farmers_farm:8", "farmers_farm:9"]
    g.apply("farmers_farm:8")
    assert farm_count(g) == {5: 1, 8: 1}


def test_H_2_4_harvest_with_every_farm_on_the_map_still_draws():
    s = table(farms=(5, 6, 7, 8), farmers=(5,))          # the four Farms of the box are out
    g = eyrie_daylight(s)
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.apply(f"{P}:harvest")
    assert g.decision.kind == "farmers_choose"           # no Farm to place: no choice of clearing
    assert farm_count(g) == {5: 1, 6: 1, 7: 1, 8: 1}
    assert len(g.s["players"]["eyrie"]["hand"]) == hand + 1


def test_H_2_4_harvest_without_ruling_a_farm_neither_draws_nor_places_a_farm():
    s = table(farms=(5,), farmers=(5,))
    s.place("marquise", "warrior", 5, count=2)          # the Marquise rules 5
    g = eyrie_daylight(s)
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.apply(f"{P}:harvest")
    assert g.decision.kind == "farmers_choose"
    assert farm_count(g) == {5: 1} and len(g.s["players"]["eyrie"]["hand"]) == hand


def test_H_2_4_harvest_a_farmer_at_each_farm_two_farms_two_farmers():
    s = table(farms=(5, 5, 7), farmers=(5,))
    s.place("marquise", "warrior", 5, count=4)           # nobody of the Eyrie rules a Farm
    s.place("marquise", "warrior", 7, count=2)
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    assert "farmers_recruit" in keys(g)
    assert not any(k.endswith(("none", "pass", "done")) for k in keys(g))   # one of the two: no "may"
    g.apply("farmers_recruit")
    assert farmers(g) == {5: 3, 7: 1}
    assert not any(k.startswith(f"{P}:") for k in keys(g))                 # once per Daylight


def test_H_2_4_harvest_battle_at_one_farm_only():
    s = table(farms=(5,), farmers=(5, 5, 6))
    s.place("marquise", "warrior", 5, count=4)           # the Marquise rules 5: no new Farm
    s.place("marquise", "warrior", 6)                    # a Farmer in 6 but no Farm: no battle there
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    battles = [k for k in keys(g) if k.startswith("farmers_battle:")]
    assert battles == [f"farmers_battle:5:marquise"]
    g.apply(battles[0])
    line = next(e["text"] for e in g.log if e["rule"] == "H.2.4" and "battles" in e["text"])
    assert line == "Prosperous Farmers battles the Marquise de Cat in 5"     # the Farmers' battle
    assert g.s["board"][5]["warriors"].get("marquise", 0) < 4 or g.s["board"][5]["warriors"].get(P, 0) < 2
    assert not any(k.startswith(f"{P}:") for k in keys(g))


def test_H_2_4_the_promoted_side_has_no_toil_and_the_action_is_not_offered_with_nothing_to_do():
    s = table(farms=(5,), farmers=(5,))
    g = eyrie_daylight(s)
    assert f"{P}:harvest" in keys(g) and f"{P}:toil" not in keys(g)
    g = table().start(turn="eyrie", phase="daylight")
    assert hireling(P).daylight_options(g, "eyrie", "promoted") == []          # no Farm at all


# ----- Toil (H.2.4, demoted) --------------------------------------------------------------

def test_H_2_4_toil_a_farm_and_a_farmer_in_a_ruled_clearing_then_a_card():
    s = table(side="demoted")
    s.place("eyrie", "warrior", 5)
    s.place("eyrie", "warrior", 1)
    s.place("eyrie", "roost", 1)                         # 1: ruled, no open slot
    s.place("marquise", "warrior", 6)                    # 6: the Marquise's
    g = eyrie_daylight(s)
    assert f"{P}:toil" in keys(g) and f"{P}:harvest" not in keys(g)
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.apply(f"{P}:toil")
    assert keys(g) == ["farmers_toil:5"]                 # only where both fit (Law 1.5.4)
    g.apply("farmers_toil:5")
    assert farm_count(g) == {5: 1} and farmers(g) == {5: 1}
    assert len(g.s["players"]["eyrie"]["hand"]) == hand + 1
    assert not any(k.startswith(f"{P}:") for k in keys(g))


def test_H_2_4_toil_with_no_farm_placed_draws_nothing():
    s = table(side="demoted")
    s.place("eyrie", "warrior", 1)
    s.place("eyrie", "roost", 1)
    g = eyrie_daylight(s)
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.apply(f"{P}:toil")
    assert keys(g) == ["farmers_toil:1"]
    g.apply("farmers_toil:1")
    assert farm_count(g) == {} and farmers(g) == {1: 1}
    assert len(g.s["players"]["eyrie"]["hand"]) == hand


def test_H_2_4_no_toil_without_a_ruled_clearing():
    s = table(side="demoted")
    s.place("marquise", "warrior", 5)
    g = s.start(turn="eyrie", phase="daylight")
    assert hireling(P).daylight_options(g, "eyrie", "demoted") == []


# ----- Struggling Farmers when hired (H.2.1, demoted) -------------------------------------

def _given_on(s):
    """The Marquise's last control marker comes off at the end of its turn: it gives the card
    to the Eyrie (H.1.3)."""
    s.hireling(P, side="demoted", controller="marquise", control=1, gained=0)
    g = s.start(turn="marquise", phase="evening")
    g = until(g, lambda g: g.decision.kind == "pass_hireling", limit=50)
    g.apply(f"give:{P}:eyrie")
    return until(g, lambda g: not g.is_chance, limit=5)


def test_H_2_1_struggling_farms_and_farmers_leave_where_the_former_controller_does_not_rule():
    s = table(side="demoted", farms=(5, 7), farmers=(5, 7, 9))
    s.place("marquise", "warrior", 5, count=3)       # the Marquise still rules 5 (3 to 2)
    s.place("marquise", "warrior", 7)                # 7: the Farmers now count for the Eyrie (2 to 1)
    s.place("eyrie", "warrior", 9)
    g = _given_on(s)
    assert g.s["players"][P]["controller"] == "eyrie"
    assert farm_count(g) == {5: 1} and farmers(g) == {5: 1}
    assert g.s["players"]["marquise"]["score"] == 0 and g.s["players"]["eyrie"]["score"] == 0


def test_H_2_1_struggling_taken_from_the_supply_removes_nothing():
    s = table(side="demoted", farms=(7,), farmers=(7,))
    s.place("marquise", "warrior", 5)
    g = _hire(s, side="demoted")
    assert farm_count(g) == {7: 1} and farmers(g) == {7: 1}


def test_H_2_1_the_prosperous_side_given_on_keeps_its_farms():
    s = table(farms=(7,), farmers=(7,))
    s.place("marquise", "warrior", 5)
    s.hireling(P, side="promoted", controller="marquise", control=1, gained=0)
    g = s.start(turn="marquise", phase="evening")
    g = until(g, lambda g: g.decision.kind == "pass_hireling", limit=50)
    g.apply(f"give:{P}:eyrie")
    g = until(g, lambda g: not g.is_chance, limit=5)
    assert farm_count(g) == {7: 1} and farmers(g) == {7: 1}


# ----- the pack, the position text, the board ---------------------------------------------

def test_A_6_1_the_homeland_pack_deals_when_its_three_cards_are_built():
    assert PACKS["homeland_hirelings"] == ("river_roamers", "sunny_advocates", "prosperous_farmers")
    missing = [h for h in PACKS["homeland_hirelings"] if h not in HIRELINGS]
    if missing:
        with pytest.raises(NotImplementedInEngine) as e:
            Game.new(["marquise", "eyrie"], seed=1, hirelings=["homeland_hirelings"])
        assert missing[0] in str(e.value)
    for h in missing:                                   # stand-ins for the cards not built here
        register_hireling(type(f"StandIn_{h}", (Hireling,), {
            "id": h, "name": h.replace("_", " ").title(), "demoted_name": "Demoted " + h,
            "pack": "homeland_hirelings", "pieces": {"warrior": 1}}))
    try:
        g = Game.new(["marquise", "eyrie"], seed=1, hirelings=["homeland_hirelings"])
        until(g, lambda g: len(g.s["hirelings"]["dealt"]) == 3 or g.s["turn"]["number"] > 0, limit=20)
        assert sorted(g.s["hirelings"]["dealt"]) == sorted(PACKS["homeland_hirelings"])
    finally:
        for h in missing:
            unregister_hireling(h)
    assert all(h not in HIRELINGS for h in missing)


def test_A_6_1_all_hirelings_deal_only_built_cards_the_farmers_among_them():
    seen = set()
    for seed in range(12):
        g = Game.new(["marquise", "eyrie"], seed=seed, hirelings=True)
        until(g, lambda g: len(g.s["hirelings"]["dealt"]) == 3, limit=20)
        seen |= set(g.s["hirelings"]["dealt"])
    assert seen <= set(HIRELINGS)
    assert P in {h for h in PACKS["homeland_hirelings"] if h in HIRELINGS}


def test_position_text_round_trip_with_farms_and_farmers():
    s = table(side="demoted", controller="marquise", farms=(5, 5, 7), farmers=(5, 7))
    t = s.to_text()
    assert f"{P} warrior, farm 2" in t or f"{P} farm 2, warrior" in t or "farm 2" in t
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn="marquise", phase="daylight")
    assert farm_count(g) == {5: 2, 7: 1} and farmers(g) == {5: 1, 7: 1}


def test_a_farm_needs_an_open_slot_in_a_position():
    s = table(farms=(1,))                                # corner 1 has one slot
    with pytest.raises(ScenarioError, match="slot"):
        s.place("marquise", "sawmill", 1)
    s = table()
    s.place("marquise", "sawmill", 1)
    with pytest.raises(ScenarioError, match="slot"):
        s.place(P, "farm", 1)
    with pytest.raises(ScenarioError):
        s.place(P, "farm", 5, count=5)                   # four Farms in the box (Law C.12.2)


def test_the_farms_and_farmers_are_drawn_on_the_board():
    from root_widget.render.board import render_svg
    g = table(farms=(5,), farmers=(5,)).start(turn="marquise", phase="daylight")
    svg = render_svg(g)
    assert f"piece building farm {P}" in svg
    assert hireling(P).colour in svg


def g_ids():
    return range(1, 13)


# ----- words (en/de/ja) -------------------------------------------------------------------

def test_the_card_its_farm_its_prompts_and_its_log_lines_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    from root_widget.i18n.phrases import phrase
    lines, kinds = set(), set()
    for seed in range(4):
        g = Game.new(["marquise", "eyrie", "alliance"][:2 + seed % 2], seed=seed,
                     hirelings=[P, "vault_keepers", "popular_band"])
        n = 0
        while g.decision is not None and n < 1500:
            kinds.add(g.decision.kind)
            g.play_random(seed * 31 + n, until=1)
            n += 1
        lines |= {e["text"] for e in g.log if e.get("faction") == P or "Farm" in e["text"]}
    lines |= {"A Farm and a Farmer placed in 5", "A Farm placed in 5", "A Farmer placed in 5",
              "The Prosperous Farmers place a warrior at each Farm"}
    for loc in LOCALES:
        t = Labels(loc)
        assert t.faction(P) and t.get("ui", f"demoted_{P}") and t.get("pieces", "farm"), loc
        for k in ("farmers_hired", "farmers_farm", "farmers_choose", "farmers_toil", "place_hireling"):
            assert t.get("prompts", k), (loc, k)
        assert all(t.get("prompts", k) for k in kinds), loc
    for loc in ("de", "ja"):
        assert [x for x in sorted(lines) if phrase(x, loc) is None] == [], loc
    assert any(x.startswith("A Farm and a Farmer placed in") for x in lines)


# ----- found untested by the audit of s26 (auditH3) ------------------------------------------

def test_H_3_6_H_3_2_the_farmers_battle_only_enemies_and_their_controller_scores_nothing():
    """The Eyrie rules 5 with the Farmers (a Farm, three Farmers) beside a Marquise warrior
    and sawmill and an Eyrie warrior: the Eyrie is offered no battle against itself; the
    Farmers' battle removes the sawmill for no point (H.3.6)."""
    s = table(farms=(5,), farmers=(5, 5, 5))
    s.place("marquise", "warrior", 5)
    s.place("marquise", "sawmill", 5)
    s.place("eyrie", "warrior", 5)
    s.dice([(2, 0)])
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    g = until(g, lambda g: g.decision.kind == "farmers_choose", limit=5)
    assert [k for k in keys(g) if k.startswith("farmers_battle:")] == ["farmers_battle:5:marquise"]
    g.apply("farmers_battle:5:marquise")
    for _ in range(10):
        if g.decision.player == "eyrie" and g.decision.kind != "farmers_choose":
            break
        g.apply(keys(g)[0])
    assert not [b for b in g.s["board"][5]["buildings"] if b[0] == "marquise"]
    assert g.score("eyrie") == 0 and g.score("marquise") == 0


def test_H_2_4_1_5_4_1_1_3_too_few_farmers_the_controller_chooses_the_farm():
    """Eight of the nine Farmers are out: the one left goes to one Farm, and the card does
    not say which. Law 1.5.4 asks for the most possible and 1.1.3 gives an unclear choice to
    the player taking the turn: the controller picks the Farm, as the Marquise picks the
    recruiter when short (6.5.3). Before stop 28 it went to the first Farm in clearing order."""
    for pick, expect in ((7, {5: 1, 7: 2, 9: 6}), (5, {5: 2, 7: 1, 9: 6})):
        s = table(farms=(5, 7), farmers=(5, 7, 9, 9, 9, 9, 9, 9))
        s.place("marquise", "warrior", 5, count=4)
        s.place("marquise", "warrior", 7, count=4)             # the Eyrie rules no Farm
        g = eyrie_daylight(s)
        g.apply(f"{P}:harvest")
        assert g.s["players"][P]["supply"]["warrior"] == 1
        g.apply("farmers_recruit")
        assert (g.decision.player, g.decision.kind) == ("eyrie", "recruit_where")
        assert sorted(keys(g)) == [f"{P}_farmer:5", f"{P}_farmer:7"]
        assert farmers(g) == {5: 1, 7: 1, 9: 6}                # nothing placed before the choice
        g.apply(f"{P}_farmer:{pick}")
        assert farmers(g) == expect and g.s["players"][P]["supply"]["warrior"] == 0
        assert g.decision.kind != "recruit_where"


def test_H_2_4_1_5_4_two_farms_in_a_clearing_two_farmers_short_asks_per_warrior():
    """Two Farms in 5 and one in 7, two Farmers left: the controller places them one at a
    time, a clearing with two Farms may take both."""
    s = table(farms=(5, 5, 7), farmers=(9,) * 7)
    s.place("marquise", "warrior", 5, count=4)
    s.place("marquise", "warrior", 7, count=4)
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    g.apply("farmers_recruit")
    assert sorted(keys(g)) == [f"{P}_farmer:5", f"{P}_farmer:7"]
    g.apply(f"{P}_farmer:5")
    assert sorted(keys(g)) == [f"{P}_farmer:5", f"{P}_farmer:7"]
    g.apply(f"{P}_farmer:5")
    assert farmers(g) == {5: 2, 9: 7} and g.decision.kind != "recruit_where"


def test_H_2_4_enough_farmers_no_choice_is_asked():
    s = table(farms=(5, 7), farmers=(9,) * 7)
    s.place("marquise", "warrior", 5, count=4)
    s.place("marquise", "warrior", 7, count=4)
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    g.apply("farmers_recruit")
    assert farmers(g) == {5: 1, 7: 1, 9: 7} and g.decision.kind != "recruit_where"


def test_H_2_4_with_no_farmer_in_the_supply_and_no_battle_only_the_first_step_is_taken():
    s = table(farms=(5,), farmers=(5, 6, 6, 6, 6, 7, 7, 7, 7))   # all nine out
    g = eyrie_daylight(s)
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.apply(f"{P}:harvest")
    assert g.decision.kind == "farmers_farm"               # ruling 5: a new Farm, a tie to break
    g.apply("farmers_farm:8")
    assert farm_count(g) == {5: 1, 8: 1}
    assert g.decision.kind != "farmers_choose"             # nothing to choose: no battle, no Farmer
    assert len(g.s["players"]["eyrie"]["hand"]) == hand + 1


def test_A_6_5_the_farmers_stand_for_no_faction():
    assert hireling(P).factions == ()
    pool, _ = play.pool_for(True, ["marquise", "eyrie", "alliance", "vagabond"])
    assert P in pool and "the_exile" not in pool and "forest_patrol" not in pool


def test_1_2_the_card_the_harvest_draws_is_hidden_from_the_other_seat():
    s = table(farms=(5,), farmers=(5,))
    s.draws(["anvil"])
    g = eyrie_daylight(s)
    g.apply(f"{P}:harvest")
    g = until(g, lambda g: g.decision.kind == "farmers_choose", limit=5)
    assert "anvil" in g.s["players"]["eyrie"]["hand"]
    o = g.observation("marquise")["players"]["eyrie"]
    assert o["hand"] is None and o["hand_size"] == len(g.s["players"]["eyrie"]["hand"])


def test_bad_input_for_the_farmers_is_refused_and_changes_nothing():
    from root_widget import IllegalAction
    s = table(side="demoted")
    s.place("eyrie", "warrior", 5)
    s.place("marquise", "warrior", 6)
    g = eyrie_daylight(s)
    g.apply(f"{P}:toil")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="eyrie"):
        g.apply("farmers_toil:5", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("farmers_toil:6")                           # the Marquise rules 6
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("farmers_recruit")                          # the promoted side's
    assert g.to_json() == before


def test_the_farmers_options_name_what_goes_in_every_locale():
    """The toil and when-hired options carry a flag (a Farm with the Farmer or not): it is
    shown in words, never as a bare yes."""
    from root_widget.i18n import Labels
    s = table(side="demoted")
    s.place("eyrie", "warrior", 5)
    s.place("eyrie", "warrior", 1)
    s.place("eyrie", "roost", 1)
    g = eyrie_daylight(s)
    g.apply(f"{P}:toil")
    both = g.legal_actions()[0]
    s = table(side="demoted")
    s.place("eyrie", "warrior", 1)
    s.place("eyrie", "roost", 1)
    g = eyrie_daylight(s)
    g.apply(f"{P}:toil")
    alone = g.legal_actions()[0]
    for loc in ("de", "ja"):
        t = Labels(loc)
        a, b = t.option(both), t.option(alone)
        assert t.ui("farmers_farm_yes") in a and t.ui("farmers_farm_no") in b, loc
        assert not a.endswith((t.ui("yes"), t.ui("no"))) and not b.endswith((t.ui("yes"), t.ui("no"))), loc
