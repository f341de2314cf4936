"""The Exile / The Brigand hireling card (the Marauder box; Law Appendix H, A.6.5; the card's
facts: root_widget/data/hirelings.json id the_exile). Played with two of the test cards of
tests/hireling_example.py on the Autumn map: forest F1 touches clearings 1, 2, 5 and 10 and
neighbours forests F2 and F3."""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import RootError, ScenarioError
from root_widget.rules.hirelings import hireling, play
from root_widget.rules.setup import item_supply_at_setup

import hireling_example as hx
from helpers import keys

X = "the_exile"
CARDS = [X, hx.G, "test_wardens"]


def table(side="promoted", controller="marquise", pawn="F1", factions=("marquise", "eyrie")):
    s = Scenario(map="autumn", factions=list(factions), hirelings=CARDS)
    if controller == "supply":
        s.hireling(X, side=side)
    else:
        s.hireling(X, side=side, controller=controller, control=3, gained=0)
    if pawn:
        s.hireling_field(X, "pawn", pawn)
    return s


def on_card(s, items):
    """The items on the card; those of the game's items come out of the supply."""
    supply = dict(s.state()["items"])
    for x in items.split("/"):
        if x != "club":
            supply[x] -= 1
    s.item_supply(supply)
    s.hireling_field(X, "on_card", items)


def daylight(s, f="marquise"):
    return s.start(turn=f, phase="daylight")


def exile(g):
    return g.s["players"][X]


def test_A_6_5_the_card_stands_for_the_vagabonds_and_the_knaves():
    assert set(hireling(X).factions) == {"vagabond", "vagabond2", "knaves"}
    with pytest.raises(RootError, match="A.6.5"):
        Game.new(["marquise", "vagabond"], hirelings=CARDS)
    with pytest.raises(RootError, match="A.6.5"):
        Scenario(factions=["marquise", "vagabond"], hirelings=CARDS)
    pool, _ = play.pool_for(True, ["marquise", "vagabond"])      # never dealt with them
    assert X not in pool and X in play.pool_for(True, ["marquise", "eyrie"])[0]


def test_A_6_3_the_exile_starts_in_any_forest_with_three_clubs():
    g = Game.new(["marquise", "eyrie"], seed=1, hirelings=CARDS, auto_chance=False)
    while not (g.decision.kind == "place_hireling" and keys(g)[0].startswith("exile:")):
        g.apply(keys(g)[0] if g.decision.kind != "setup_hireling" else f"setup_hireling:{X}")
    assert sorted(keys(g)) == sorted(f"exile:{f}" for f in g.map.forests)
    g.apply("exile:F4")
    assert exile(g)["pawn"] == "F4" and exile(g)["on_card"] == ["club"] * 3 and not exile(g)["exhausted"]


def test_A_6_3_the_brigand_hides_the_R_items_under_the_ruins():
    g = Game.new(["marquise", "eyrie", "alliance", "duchy"], seed=1, hirelings=CARDS, auto_chance=False)
    while g.decision.kind != "demote_hireling":
        g.apply(keys(g)[0])
    g.apply(f"demote:{X}")
    while exile(g)["ruins"] == [] and g.s["turn"]["phase"] == "setup":
        g.apply(f"setup_hireling:{X}" if f"setup_hireling:{X}" in keys(g) else keys(g)[0])
    assert exile(g)["ruins"] == ["bag", "boot", "hammer", "sword"]
    assert exile(g)["pawn"] is None


def test_A_6_3_the_brigand_leaves_the_ruins_to_the_hundreds():
    """The Hundreds hide the R items when no one did (Law 14.3.3): the card leaves them the
    items, accounted as theirs."""
    g = Game.new(["marquise", "hundreds", "alliance", "duchy"], seed=1, hirelings=CARDS, auto_chance=False)
    while g.decision.kind != "demote_hireling":
        g.apply(keys(g)[0])
    g.apply(f"demote:{X}")
    while g.s["turn"]["phase"] == "setup" and g.decision is not None:
        g.apply(f"setup_hireling:{X}" if f"setup_hireling:{X}" in keys(g) else keys(g)[0])
    assert exile(g)["ruins"] == [] and sorted(g.s["ruin_items"]) == ["bag", "boot", "hammer", "sword"]


# ----- Aid the Exile (H.2.2: any player, on their own turn) --------------------------------

def aid_table(**kw):
    s = table(**kw)
    s.place("marquise", "warrior", 10, count=2)            # 10 touches F1
    s.place("eyrie", "warrior", 2, count=2)
    s.items("marquise", ["boot", "sword"])
    s.items("eyrie", ["bag"])
    return s


def test_H_2_2_aid_the_exile_moves_an_item_onto_the_card_draws_and_scores():
    g = daylight(aid_table())
    assert {"aid_exile:boot", "aid_exile:sword"} <= set(keys(g))
    hand = len(g.s["players"]["marquise"]["hand"])
    g.apply("aid_exile:sword")
    m = g.s["players"]["marquise"]
    assert m["items"] == ["boot"] and m["score"] == 1 and len(m["hand"]) == hand + 1
    assert exile(g)["on_card"] == ["club", "club", "club", "sword"]
    assert "aid_exile:boot" in keys(g)                    # again, with another item


def test_H_2_2_any_player_may_aid_not_only_the_controller():
    g = daylight(aid_table(controller="marquise"), f="eyrie")
    assert "aid_exile:bag" in keys(g)
    g2 = daylight(aid_table(controller="supply"), f="eyrie")        # uncontrolled too
    assert "aid_exile:bag" in keys(g2)


def test_H_2_2_aid_at_any_time_of_the_turn_birdsong_too():
    s = aid_table()
    g = s.start(turn="marquise", phase="birdsong")
    assert g.decision.kind == "card_effects" and "aid_exile:sword" in keys(g)


def test_H_2_2_aid_refused_away_from_the_exile():
    s = table(pawn="F4")                                  # F4 does not touch 2 or 10
    s.place("marquise", "warrior", 10, count=2)
    s.items("marquise", ["boot"])
    assert not [k for k in keys(daylight(s)) if k.startswith("aid_exile")]


def test_H_2_2_aid_refused_without_a_crafted_item():
    s = table()
    s.place("marquise", "warrior", 10, count=2)
    assert not [k for k in keys(daylight(s)) if k.startswith("aid_exile")]


def test_H_2_2_aid_refused_on_another_players_turn_and_for_the_brigand():
    g = daylight(aid_table(), f="eyrie")
    assert "aid_exile:boot" not in keys(g) and "aid_exile:sword" not in keys(g)
    g = daylight(aid_table(side="demoted", pawn=None))
    assert not [k for k in keys(g) if k.startswith("aid_exile")]


def test_H_2_2_aid_refused_for_the_hundreds_who_have_no_crafted_items_box():
    s = table(factions=("marquise", "hundreds"), controller="marquise")
    s.warlord(10)
    s.place("hundreds", "warrior", 10, count=2)
    s.items("hundreds", ["sword"])
    g = daylight(s, f="hundreds")
    assert not [k for k in keys(g) if k.startswith("aid_exile")]


# ----- the Exile's Daylight action (H.2.4) -------------------------------------------------

def act_table(items=None):
    s = table()
    s.place("eyrie", "warrior", 2, count=2)
    s.place("eyrie", "warrior", 6, count=1)               # 6 does not touch F1
    if items:
        on_card(s, items)
    return s


def test_H_2_4_the_exile_moves_to_adjacent_forests_and_battles_next_to_its_forest():
    g = daylight(act_table())
    g.apply(f"{X}:act")
    assert g.decision.kind == "exile_act"
    assert {"exile_move:F1-F2", "exile_move:F1-F3", "exile_battle:2:eyrie", "exile_done"} == set(keys(g))
    assert not [k for k in keys(g) if k.startswith("exile_move:F1-F4")]     # not adjacent
    assert not [k for k in keys(g) if k.startswith("exile_battle:6")]       # not next to F1
    assert not [k for k in keys(g) if k.startswith("exile_move") and not k.split("-")[1].startswith("F")]


def test_H_2_4_each_move_exhausts_one_item_and_all_refresh_when_done():
    g = daylight(act_table())
    g.apply(f"{X}:act")
    g.apply("exile_move:F1-F2")
    assert exile(g)["pawn"] == "F2" and exile(g)["exhausted"] == ["club"]
    g.apply("exile_move:F2-F1")
    assert exile(g)["exhausted"] == ["club"] * 2
    g.apply("exile_move:F1-F3")
    assert g.decision.kind != "exile_act"                 # no face-up item: the action ends
    assert exile(g)["exhausted"] == [] and exile(g)["pawn"] == "F3"     # all refreshed
    assert f"{X}:act" not in keys(g)                       # once per Daylight


def test_H_2_4_battle_needs_two_face_up_items():
    g = daylight(act_table())
    g.apply(f"{X}:act")
    g.apply("exile_move:F1-F3")
    g.apply("exile_move:F3-F1")
    assert "exile_battle:2:eyrie" not in keys(g) and "exile_move:F1-F2" in keys(g)


def test_H_2_4_the_exile_rolls_at_most_as_many_hits_as_it_has_items():
    s = act_table(items="club/sword")
    s.place("eyrie", "warrior", 2, count=2)               # four there
    s.dice([(3, 0)])
    g = daylight(s)
    g.apply(f"{X}:act")
    g.apply("exile_battle:2:eyrie")
    assert g.s["board"][2]["warriors"]["eyrie"] == 2      # two items: two hits of the 3


def test_H_2_4_hits_exhaust_items_then_remove_them():
    s = act_table("club/club/sword")
    s.place("eyrie", "warrior", 2, count=1)               # three warriors
    s.dice([(3, 3)])
    g = daylight(s)
    g.apply(f"{X}:act")
    g.apply("exile_battle:2:eyrie")     # clubs exhausted to battle; of the 3 hits taken, the
    p = exile(g)                        # first exhausts the sword, the next two remove clubs
    assert p["on_card"] == ["sword"] and p["removed"] == []           # (a club leaves the game)
    assert p["exhausted"] == []                           # nothing face up: done, refreshed
    assert not g.s["board"][2]["warriors"].get("eyrie")
    assert f"{X}:act" not in keys(g)


def test_H_2_4_the_controller_is_not_battled_and_the_uncontrolled_exile_acts_for_no_one():
    s = act_table()
    s.place("marquise", "warrior", 2, count=1)
    g = daylight(s)
    g.apply(f"{X}:act")
    assert "exile_battle:2:marquise" not in keys(g)        # its controller is no enemy (H.3.2)
    s = act_table()
    s.hireling(X, controller="supply")
    assert f"{X}:act" not in keys(daylight(s))


# ----- the Brigand (demoted) --------------------------------------------------------------

def brigand_table():
    s = table(side="demoted", pawn=None)
    s.hireling_field(X, "ruins", "bag/boot/hammer/sword")
    s.place("marquise", "warrior", 1, count=1)
    s.place("marquise", "warrior", 2, count=1)
    s.place("eyrie", "warrior", 2, count=1)
    s.items("marquise", ["sword", "tea"])
    s.hand("eyrie", ["fox_ambush"])
    return s


def test_H_2_4_brigand_takes_an_item_from_a_ruin_where_the_controller_has_pieces():
    s = brigand_table()
    s.place("marquise", "warrior", 6, count=1)            # 6 has a ruin on Autumn
    g = daylight(s)
    ruined = [c for c in g.map.ids if g.s["board"][c]["ruins"]]
    offered = [k for k in keys(g) if k.startswith("brigand_explore:")]
    assert offered == ["brigand_explore:6"] and 6 in ruined
    g.apply("brigand_explore:6")
    p = exile(g)
    m = g.s["players"]["marquise"]
    taken = p["ruin_taken"]
    assert len(taken) == 1 and taken[0] in m["items"] and len(p["ruins"]) == 3
    assert g.s["board"][6]["ruins"] == 0                  # the last item: the ruin goes
    assert not [k for k in keys(g) if k.startswith("brigand_explore:")]      # once per Daylight


def test_H_2_4_brigand_explore_refused_without_pieces_at_a_ruin():
    g = daylight(brigand_table())
    assert not [k for k in keys(g) if k.startswith("brigand_explore:")]


def test_H_2_4_brigand_steals_by_exhausting_a_crafted_item():
    g = daylight(brigand_table())
    assert {"brigand_steal:sword:eyrie", "brigand_steal:tea:eyrie"} <= set(keys(g))
    g.apply("brigand_steal:tea:eyrie")
    m = g.s["players"]["marquise"]
    assert m["items_exhausted"] == ["tea"] and "fox_ambush" in m["hand"]
    assert g.s["players"]["eyrie"]["hand"] == []
    assert not [k for k in keys(g) if k.startswith("brigand_steal")]          # once per Daylight


def test_H_2_4_brigand_steal_refused_without_a_shared_clearing_or_a_face_up_item():
    s = brigand_table()
    s.exhausted_items("marquise", ["sword", "tea"])
    assert not [k for k in keys(daylight(s)) if k.startswith("brigand_steal")]
    s = table(side="demoted", pawn=None)
    s.place("marquise", "warrior", 1, count=1)
    s.place("eyrie", "warrior", 2, count=1)                # not together
    s.items("marquise", ["sword"])
    s.hand("eyrie", ["fox_ambush"])
    assert not [k for k in keys(daylight(s)) if k.startswith("brigand_steal")]


# ----- position text and scenario checks ----------------------------------------------------

def test_position_text_round_trip_of_the_card_s_fields():
    s = table()
    on_card(s, "club/club/sword")
    s.hireling_field(X, "exhausted", "sword")
    t = s.to_text()
    assert "pawn F1" in t and "on_card club/club/sword" in t and "exhausted sword" in t
    assert Scenario.from_text(t).to_text() == t
    s = brigand_table()
    t = s.to_text()
    assert "ruins bag/boot/hammer/sword" in t and Scenario.from_text(t).to_text() == t


def test_scenario_refuses_a_pawn_outside_the_forests_and_unknown_items():
    s = table(pawn=None)
    with pytest.raises(ScenarioError, match="forest"):
        s.hireling_field(X, "pawn", "5")
    with pytest.raises(ScenarioError, match="items"):
        s.hireling_field(X, "on_card", "club/wand")
    with pytest.raises(ScenarioError):
        s.hireling_field(X, "exhausted", "sword")          # not on the card
    assert "pawn" not in s.to_text().split("hireling the_exile")[-1].split("\n")[0]


# ----- drawn and said ---------------------------------------------------------------------

def test_the_exile_is_drawn_in_its_forest_and_its_items_in_the_controller_s_panel():
    from root_widget.render.board import render_svg
    s = table()
    on_card(s, "club/club/sword")
    s.hireling_field(X, "exhausted", "club")
    g = daylight(s)
    svg = render_svg(g)
    assert 'data-piece="exile"' in svg and 'data-where="forest:F1"' in svg
    assert "Items: Club (exhausted), Club, Sword" in svg
    assert "Gegenstände: Keule (erschöpft), Keule, Schwert" in render_svg(g, locale="de")


def test_the_card_s_log_lines_are_in_every_language():
    from root_widget.i18n.phrases import phrase
    s = aid_table()
    s.place("eyrie", "warrior", 2, count=1)
    s.dice([(2, 1)])
    g = daylight(s)
    g.apply("aid_exile:sword")
    g.apply(f"{X}:act")
    g.apply("exile_move:F1-F3")
    g.apply("exile_move:F3-F1")
    g.apply("exile_battle:2:eyrie")
    s = brigand_table()
    s.place("marquise", "warrior", 6, count=1)
    g2 = daylight(s)
    g2.apply("brigand_explore:6")
    g2.apply("brigand_steal:tea:eyrie")
    lines = [e["text"] for e in g.log + g2.log if e["rule"] in ("H.2.2", "H.2.4", "A.6.3")]
    assert len(lines) >= 8
    for locale in ("de", "ja"):
        assert [x for x in lines if phrase(x, locale) is None] == [], locale


def test_4_3_1_after_an_ambush_the_exile_battles_on_while_it_holds_items():
    """Three items, two exhausted to battle; the ambush's two hits exhaust the third and
    remove one: two items are left, so the Exile still rolls (our reading of 4.3.1.II)."""
    s = act_table()
    s.place("eyrie", "warrior", 2, count=2)               # four Eyrie warriors
    s.hand("eyrie", ["mouse_ambush"])                     # clearing 2 is a mouse clearing
    s.dice([(2, 0)])
    g = daylight(s)
    g.apply(f"{X}:act")
    g.apply("exile_battle:2:eyrie")
    assert g.decision.player == "eyrie" and "ambush:mouse_ambush" in keys(g)
    g.apply("ambush:mouse_ambush")
    p = exile(g)
    assert p["on_card"] == ["club", "club"]               # one club removed by the ambush
    assert g.s["board"][2]["warriors"]["eyrie"] == 2      # then two rolled hits: it battled on
    assert g.s["stack"][-1]["step"] != "the_exile.act" and p["exhausted"] == []     # done


def test_scenario_place_refuses_the_pawn_in_a_clearing():
    s = table(pawn=None)
    with pytest.raises(ScenarioError, match="forest"):
        s.place(X, "pawn", 5)


def test_scenario_on_card_keeps_only_exhausted_items_still_on_the_card():
    s = table()
    on_card(s, "club/club/sword")
    s.hireling_field(X, "exhausted", "club/club")
    s.hireling_field(X, "on_card", "club/sword")
    assert s.state()["players"][X]["exhausted"] == ["club"]
    with pytest.raises(ScenarioError, match="items"):
        s.hireling_field(X, "removed", "club")             # a removed club leaves the game


def test_H_2_2_aid_in_the_evening_too_before_its_last_step():
    g = aid_table().start(turn="marquise", phase="evening")
    assert g.decision.kind == "card_effects" and "aid_exile:boot" in keys(g)
    g.apply("aid_exile:boot")
    assert g.s["players"]["marquise"]["score"] == 1


# ----- found untested by the audit of s26 (auditH3) ------------------------------------------

def test_H_3_6_the_exile_s_controller_scores_nothing_for_its_removals():
    """The Exile's battle removes a defenceless Eyrie roost: the Marquise, holding the card,
    scores no point for it (H.3.6)."""
    s = table()
    s.place("eyrie", "roost", 2)
    s.dice([(2, 0)])
    g = daylight(s)
    g.apply(f"{X}:act")
    g.apply("exile_battle:2:eyrie")
    while g.decision.player == "eyrie":
        g.apply(keys(g)[0])
    assert not g.s["board"][2]["buildings"]
    assert g.score("marquise") == 0 and g.score("eyrie") == 0


def test_H_2_4_no_one_can_battle_the_exile_in_its_forest():
    """The Exile stands in a forest, never in a clearing: a player beside it has no battle
    against the card (the Eyrie holds it, the Marquise is its enemy)."""
    s = table(controller="eyrie")
    s.place("marquise", "warrior", 2, count=3)
    s.place("eyrie", "warrior", 2)
    g = daylight(s)
    while "done" in keys(g) and not [k for k in keys(g) if k.startswith("battle:")]:
        g.apply("done")
    assert [k for k in keys(g) if k.startswith("battle:")] == ["battle:2:eyrie"]


def test_H_2_2_an_exhausted_item_may_aid_the_exile_and_lands_face_up():
    """Reading (module docstring): any item of the Crafted Items box may be moved; on the
    card it is face up."""
    s = aid_table()
    s.exhausted_items("marquise", ["boot"])
    g = daylight(s)
    assert "aid_exile:boot" in keys(g)
    g.apply("aid_exile:boot")
    assert "boot" in exile(g)["on_card"] and exile(g)["exhausted"] == []
    assert "boot" not in g.s["players"]["marquise"]["items"]


def _hundreds_brigand():
    s = table(side="demoted", pawn=None, factions=("marquise", "hundreds"), controller="hundreds")
    s.warlord(6)                                           # 6 has a ruin on Autumn
    s.place("hundreds", "warrior", 6, count=1)
    s.place("marquise", "warrior", 6, count=1)
    s.items("hundreds", ["sword"])
    s.hand("marquise", ["fox_ambush"])
    return s


def test_H_2_4_14_2_4_the_hundreds_brigand_puts_the_ruin_s_item_in_the_hoard_and_never_steals():
    """The Hundreds keep items in their Hoard, not a Crafted Items box: the ruin's item goes
    there (14.2.4.I); the steal needs a face-up item of a Crafted Items box, so it is never
    offered to them."""
    g = daylight(_hundreds_brigand(), f="hundreds")
    assert not [k for k in keys(g) if k.startswith("brigand_steal")]
    assert "brigand_explore:6" in keys(g)
    before = sorted(g.s["players"]["hundreds"]["items"])
    g.apply("brigand_explore:6")
    while g.is_chance:
        g.resolve_chance()
    taken = exile(g)["ruin_taken"]
    assert len(taken) == 1 and sorted(g.s["players"]["hundreds"]["items"]) == sorted(before + taken)
    assert g.s["board"][6]["ruins"] == 0


def test_1_2_the_card_the_brigand_takes_is_hidden_from_the_other_seats():
    s = brigand_table()
    g = daylight(s)
    g.apply("brigand_steal:tea:eyrie")
    assert "fox_ambush" in g.s["players"]["marquise"]["hand"]
    o = g.observation("eyrie")["players"]["marquise"]
    assert o["hand"] is None and o["hand_size"] == len(g.s["players"]["marquise"]["hand"])
    assert g.observation("marquise")["players"]["marquise"]["hand"] is not None


def test_1_2_the_items_on_the_exile_s_card_are_seen_by_every_seat():
    s = act_table("club/club/sword")
    s.hireling_field(X, "exhausted", "club")
    g = daylight(s)
    for seat in ("marquise", "eyrie"):
        o = g.observation(seat)["players"][X]
        assert o["on_card"] == ["club", "club", "sword"] and o["exhausted"] == ["club"]


def test_bad_input_for_the_exile_is_refused_and_changes_nothing():
    from root_widget import IllegalAction
    g = daylight(act_table())
    g.apply(f"{X}:act")
    g.apply("exile_move:F1-F3")
    g.apply("exile_move:F3-F1")                            # one face-up item left
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("exile_move:F1-F2", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("exile_battle:2:eyrie")                     # two items needed
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("exile_move:F1-F4")                         # F4 is not next to F1
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("aid_exile:wand")
    assert g.to_json() == before
