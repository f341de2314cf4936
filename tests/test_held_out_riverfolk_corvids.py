"""Held-out checks of the Riverfolk Company (Law 11) and the Corvid Conspiracy (Law 13), written
from the Law alone, without reading the factions' own test modules. Each test builds a position
with the Scenario API, acts through the public API and checks what happens and what the Law
forbids (absent options).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins in 6 10 11 12.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
Rivers (not paths): 4-7 5-10 7-11 10-11.
"""
import pytest

from root_widget import Scenario
from root_widget.rules.errors import IllegalAction

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens, until

R = "riverfolk"
C = "corvids"
M = "marquise"
E = "eyrie"
A = "alliance"
V = "vagabond"


def rf(g):
    return g.s["players"][R]


def cv(g):
    return g.s["players"][C]


def river(*others):
    return table(tuple(others or (M, E)) + (R,))


def rf_day(s):
    """The Riverfolk's Daylight actions (after their Birdsong has run)."""
    g = s.start(turn=R, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (R, "daylight_action"), keys(g)
    return g


def pay_funds(g):
    """Answer 'whose fund' questions with the first owner offered."""
    while g.decision.player == R and g.decision.kind == "choose_fund":
        g.apply(keys(g)[0])
    return g


# ===== Law 11: the Riverfolk Company ==========================================================

def test_11_2_2_swimmers_move_along_a_river_ruling_neither_end():
    s = river()
    s.place(R, "warrior", clearing=10)
    s.place(M, "warrior", clearing=10, count=2)
    s.place(M, "warrior", clearing=5, count=2)
    s.funds({R: 2})
    g = rf_day(s)
    assert "move:10-5:1" in keys(g)                    # river 5-10, neither ruled
    assert not prefixed(g, "move:10-1:") and not prefixed(g, "move:10-12:")   # paths: rule needed


def test_11_2_2_swimmers_still_use_paths_by_rule():
    s = river()
    s.place(R, "warrior", clearing=4, count=2)
    s.funds({R: 1})
    g = rf_day(s)
    assert {"move:4-8:1", "move:4-9:2", "move:4-12:1", "move:4-7:2"} <= set(keys(g))


def test_11_2_3_public_hand_is_seen_by_every_seat():
    s = river()
    s.hand(R, ["anvil", "bake_sale"])
    s.hand(E, ["sword"])
    g = s.start(turn=M, phase="birdsong")
    obs = g.observation(M)
    assert obs["players"][R]["hand"] == ["anvil", "bake_sale"]
    assert obs["players"][E]["hand"] is None               # other hands stay hidden


def test_11_2_5_trade_disruption_halves_funds_rounded_up_and_loses_the_post():
    s = river()
    s.place(R, "trade_post_fox", clearing=1)
    s.place(M, "warrior", clearing=1, count=2)
    s.funds({R: 5})
    s.dice([2, 0])
    g = s.start(turn=M, phase="daylight")
    g = until(g, M, "action")
    g.apply("battle:1:riverfolk")
    g = until(g, M, "action")
    assert tokens(g, 1, R) == []
    assert g.score(M) == 1                                  # Law 3.2.1
    assert rf(g)["funds"] == {R: 2}                         # 5 -> remove 3
    assert rf(g)["lost_posts"]["fox"] == 1
    assert rf(g)["supply"]["trade_post_fox"] == 2           # not back to the track


def test_11_2_6_services_offered_to_others_at_start_of_birdsong_not_to_the_riverfolk():
    s = river()
    s.hand(R, ["anvil"])
    g = s.start(turn=M, phase="birdsong")
    assert (g.decision.player, g.decision.kind) == (M, "buy_service")
    assert {"buy:hand_card:anvil", "buy:mercenaries", "buy:riverboats", "done"} <= set(keys(g))
    g2 = s.start(turn=R, phase="birdsong")
    assert g2.decision.kind != "buy_service"


def test_11_2_6_cost_is_the_price_in_warriors_from_the_buyer_supply():
    s = river()
    s.prices(mercenaries=3)
    g = s.start(turn=M, phase="birdsong")
    before = g.s["players"][M]["supply"]["warrior"]
    g.apply("buy:mercenaries")
    assert rf(g)["payments"] == {M: 3}
    assert g.s["players"][M]["supply"]["warrior"] == before - 3


def test_11_2_6_cannot_buy_what_the_supply_cannot_pay():
    s = river()
    s.place(M, "warrior", clearing=8, count=23)             # two left in the supply
    s.prices(mercenaries=3, riverboats=2, hand_card=4)
    s.hand(R, ["anvil"])
    g = s.start(turn=M, phase="birdsong")
    assert "buy:riverboats" in keys(g)
    assert "buy:mercenaries" not in keys(g)
    assert "buy:hand_card:anvil" not in keys(g)


def test_11_2_6_one_service_plus_one_per_trade_post_clearing_with_buyer_pieces():
    s = river()
    s.hand(R, ["anvil", "bake_sale", "sword"])
    s.place(R, "trade_post_fox", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(R, "trade_post_mouse", clearing=2)               # no Marquise piece there
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:hand_card:anvil")
    assert g.decision.kind == "buy_service"                 # a second service (the post in 1)
    g.apply("buy:hand_card:bake_sale")
    assert g.decision.kind != "buy_service"                 # no third
    assert sorted(card_ids(g, M)) == ["anvil", "bake_sale"]
    assert card_ids(g, R) == ["sword"]


def test_11_2_6_with_no_trade_post_only_one_service():
    s = river()
    s.hand(R, ["anvil", "bake_sale"])
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:hand_card:anvil")
    assert g.decision.kind != "buy_service"


def test_11_2_7_riverboats_let_the_buyer_move_along_rivers():
    def game(buy):
        s = river()
        s.place(M, "warrior", clearing=5, count=2)
        g = s.start(turn=M, phase="birdsong")
        g.apply("buy:riverboats" if buy else "done")
        return until(g, M, "action")
    assert prefixed(game(True), "march:5-10:")
    assert not prefixed(game(False), "march:5-10:")


def _mercs(buy=True):
    s = river()
    s.place(R, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.dice([3, 2])
    g = s.start(turn=M, phase="birdsong")
    if buy:
        g.apply("buy:mercenaries")
    return until(g, M, "action")


def test_11_2_7_mercenaries_count_for_the_buyer_rule():
    assert _mercs(True).clearing(5).ruler() == M            # 1 + 2 against 2 (Eyrie win ties: 7.2.2)
    assert _mercs(False).clearing(5).ruler() != M


def test_11_2_7_mercenaries_fight_and_split_hits_odd_hits_on_own_warriors():
    g = _mercs(True)
    g.apply("battle:5:eyrie")
    g = until(g, M, "action")
    # 3 warriors: 3 rolled hits (2 used); 2 hits taken: the 1st on the Marquise, the 2nd on a mercenary
    assert warriors(g, 5, E) == 0
    assert warriors(g, 5, M) == 0
    assert warriors(g, 5, R) == 1


def test_11_2_7_without_mercenaries_rolled_hits_are_capped_by_own_warriors():
    g = _mercs(False)
    g.apply("battle:5:eyrie")
    g = until(g, M, "action") if g.decision.player != M or g.decision.kind != "action" else g
    assert warriors(g, 5, E) == 1


def test_11_2_7_mercenaries_cannot_be_moved_by_the_buyer():
    g = _mercs(True)
    assert not [k for k in keys(g) if k.startswith("march:5-") and not k.endswith(":1")]


def test_11_2_7_mercenaries_are_not_used_when_battling_the_riverfolk():
    g = _mercs(True)
    assert "battle:5:riverfolk" in keys(g)
    g.apply("battle:5:riverfolk")
    g = until(g, M, "action")
    # the Marquise rolls 3 but has one warrior: one hit on the Riverfolk
    assert warriors(g, 5, R) == 1


def test_11_2_7_mercenaries_end_with_the_buyer_turn():
    g = _mercs(True)
    g.apply("end")
    g = until(g, E, "add_to_decree")
    assert g.clearing(5).ruler() != M


def test_11_2_7_vagabond_cannot_buy_mercenaries_and_pays_by_exhausting_items():
    s = river(M, V)
    s.vagabond("thief", 5, items=["boot", "torch", "sword"])
    s.hand(R, ["anvil"])
    s.prices(hand_card=2)
    g = s.start(turn=V, phase="birdsong")
    assert (g.decision.player, g.decision.kind) == (V, "buy_service"), keys(g)
    assert "buy:mercenaries" not in keys(g)
    g.apply("buy:hand_card:anvil")
    exhausted = []
    while g.decision.kind == "exhaust_item":
        exhausted.append(keys(g)[0])
        g.apply(keys(g)[0])
    assert exhausted == ["exhaust:boot", "exhaust:sword"]  # one item per warrior of the price
    assert "anvil" in card_ids(g, V)
    assert rf(g)["payments"] == {R: 2}                      # Riverfolk warriors stand in


def test_11_2_7_vagabond_removing_mercenaries_does_not_turn_hostile():
    s = river(M, V)
    s.vagabond("thief", 5, items=["sword", "sword", "torch"])
    s.place(M, "warrior", clearing=5)
    s.place(R, "warrior", clearing=5, count=2)
    s.dice([2, 2])
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:mercenaries")
    g = until(g, M, "action")
    g.apply("battle:5:vagabond")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 0 and warriors(g, 5, R) == 1
    rel = g.s["players"][V]["relationships"]
    assert rel[R] != "hostile"
    assert rel[M] == "hostile"                               # its own warrior was removed


def test_11_4_1_protectionism_two_warriors_when_payments_is_empty():
    s = river()
    g = s.start(turn=R, phase="birdsong")
    g = until(g, R, "daylight_action")
    assert rf(g)["funds"] == {R: 2}
    s2 = river()
    s2.payments({M: 1})
    g2 = until(s2.start(turn=R, phase="birdsong"), R, "daylight_action")
    assert rf(g2)["funds"] == {M: 1}                        # not empty: no protection


def test_11_4_2_dividends_one_vp_per_two_funds_only_with_a_post_on_the_map():
    s = river()
    s.funds({R: 5})
    s.payments({M: 2})
    s.committed({R: 2})
    s.place(R, "trade_post_fox", clearing=1)
    g = until(s.start(turn=R, phase="birdsong"), R, "daylight_action")
    assert g.score(R) == 2                                  # 5 funds -> 2; Payments, Committed not
    s2 = river()
    s2.funds({R: 5})
    g2 = until(s2.start(turn=R, phase="birdsong"), R, "daylight_action")
    assert g2.score(R) == 0                                 # no trade post on the map


def test_11_4_3_gather_funds_moves_every_box_to_funds():
    s = river()
    s.funds({R: 1})
    s.payments({M: 2})
    s.committed({R: 2, E: 1})
    g = until(s.start(turn=R, phase="birdsong"), R, "daylight_action")
    assert rf(g)["funds"] == {E: 1, M: 2, R: 3}
    assert rf(g)["payments"] == {} and rf(g)["committed"] == {}


def test_11_5_1_move_commits_one_fund():
    s = river()
    s.place(R, "warrior", clearing=4, count=2)
    s.funds({R: 2})
    g = rf_day(s)
    g.apply("move:4-8:2")
    g = pay_funds(g)
    assert warriors(g, 8, R) == 2
    assert rf(g)["funds"] == {R: 1} and rf(g)["committed"] == {R: 1}


def test_11_5_no_funds_no_paid_actions():
    s = river()
    s.place(R, "warrior", clearing=4, count=2)
    s.place(M, "warrior", clearing=4)
    s.hand(R, ["anvil"])
    g = rf_day(s)
    ks = keys(g)
    assert not [k for k in ks if k.startswith(("move:", "battle:", "recruit:", "trade_post:",
                                               "craft:", "draw"))]


def test_11_5_2_battle_commits_one_fund():
    s = river()
    s.place(R, "warrior", clearing=4, count=2)
    s.place(M, "warrior", clearing=4)
    s.funds({M: 1})
    s.dice([1, 0])
    g = rf_day(s)
    g.apply("battle:4:marquise")
    g = until(pay_funds(g), R, "daylight_action")
    assert warriors(g, 4, M) == 0
    assert rf(g)["committed"] == {M: 1} and rf(g)["funds"] == {}


def test_11_5_3_craft_commits_funds_to_empty_trade_post_spaces_of_the_cost_suits():
    s = river()
    s.place(R, "trade_post_fox", clearing=1)
    s.hand(R, ["anvil", "bake_sale"])                       # anvil: fox; bake sale: rabbit rabbit
    s.funds({R: 3})
    g = rf_day(s)
    assert "craft:anvil" in keys(g)
    assert not prefixed(g, "craft:bake_sale")               # no empty rabbit space
    g.apply("craft:anvil")
    g = pay_funds(g)
    assert rf(g)["track"]["fox"] == {R: 1}
    assert rf(g)["funds"] == {R: 2}
    assert "hammer" in rf(g)["items"] and g.score(R) == 2


def test_11_5_3_craft_needs_enough_funds():
    s = river()
    s.place(R, "trade_post_fox", clearing=1)
    s.place(R, "trade_post_fox", clearing=6)
    s.hand(R, ["foxfolk_steel"])                            # fox fox
    s.funds({R: 1})
    g = rf_day(s)
    assert not prefixed(g, "craft:") and not prefixed(g, "export:")


def test_11_5_3_1_export_discards_the_card_for_one_payment():
    s = river()
    s.place(R, "trade_post_fox", clearing=1)
    s.hand(R, ["anvil"])
    s.funds({R: 2})
    g = rf_day(s)
    g.apply("export:anvil")
    g = pay_funds(g)
    assert rf(g)["payments"] == {R: 1}
    assert rf(g)["items"] == [] and g.score(R) == 0
    assert "anvil" in g.s["discard"] and "anvil" not in card_ids(g, R)
    assert rf(g)["track"]["fox"] == {R: 1}


def test_11_5_4_draw_commits_one_fund():
    s = river()
    s.funds({R: 1})
    g = rf_day(s)
    g.apply("draw")
    g = pay_funds(g)
    assert len(card_ids(g, R)) == 1
    assert rf(g)["committed"] == {R: 1}


def test_11_5_5_recruit_spends_a_fund_to_its_owner_in_a_river_clearing():
    s = river()
    s.funds({M: 1})
    g = rf_day(s)
    assert {"recruit:4", "recruit:5", "recruit:7", "recruit:10", "recruit:11"} <= set(keys(g))
    assert not [k for k in prefixed(g, "recruit:") if int(k.split(":")[1]) in (1, 2, 3, 6, 8, 9, 12)]
    before = g.s["players"][M]["supply"]["warrior"]
    g.apply("recruit:10")
    g = pay_funds(g)
    assert warriors(g, 10, R) == 1
    assert rf(g)["funds"] == {} and rf(g)["committed"] == {}
    assert g.s["players"][M]["supply"]["warrior"] == before + 1


def test_11_5_6_trade_post_in_a_ruled_clearing_paid_by_the_ruler():
    s = river()
    s.place(M, "warrior", clearing=7, count=3)              # Marquise rule 7 (mouse)
    s.funds({M: 2, R: 3})
    g = rf_day(s)
    assert "trade_post:7" in keys(g)
    assert "trade_post:8" not in keys(g)                    # nobody rules 8
    g.apply("trade_post:7")
    g = pay_funds(g)
    assert tokens(g, 7, R) == ["trade_post_mouse"] and warriors(g, 7, R) == 1
    assert rf(g)["funds"] == {R: 3}                         # the Marquise's two were spent
    assert g.score(R) == 2


def test_11_5_6_trade_post_needs_two_funds_of_the_ruler():
    s = river()
    s.place(M, "warrior", clearing=7, count=3)
    s.funds({M: 1, R: 3})
    g = rf_day(s)
    assert "trade_post:7" not in keys(g)


def test_11_5_6_no_second_trade_post_in_a_clearing():
    s = river()
    s.place(R, "warrior", clearing=4, count=2)
    s.place(R, "trade_post_rabbit", clearing=4)
    s.funds({R: 4})
    g = rf_day(s)
    assert "trade_post:4" not in keys(g)


def test_11_6_1_discard_down_to_five_then_11_6_2_set_prices():
    s = river()
    s.hand(R, ["anvil", "bake_sale", "sword", "cobbler", "codebreakers", "investments", "armorers"])
    g = s.start(turn=R, phase="evening")
    assert g.decision.kind == "discard"
    g.apply(keys(g)[0])
    g.apply(keys(g)[0])
    assert len(card_ids(g, R)) == 5
    assert g.decision.kind == "set_price"
    g.apply("price:hand_card:4")
    while g.decision.player == R and g.decision.kind == "set_price":
        g.apply(keys(g)[-1])
    assert rf(g)["prices"]["hand_card"] == 4


def test_8_2_6_riverfolk_swimming_into_sympathy_is_outrage_recruiting_is_not():
    s = river(M, A)
    s.place(A, "sympathy", clearing=5)
    s.place(R, "warrior", clearing=10)
    s.hand(R, ["a_visit_to_friends", "anvil"])               # rabbit card to give
    s.funds({R: 2})
    g = rf_day(s)
    g.apply("recruit:5")
    g = pay_funds(g)
    assert g.decision.player == R and g.decision.kind == "daylight_action"   # no Outrage
    assert g.s["players"][A]["supporters"] == []
    g.apply("move:10-5:1")
    g = pay_funds(g)
    if g.decision.kind != "daylight_action":
        g.apply(keys(g)[0])
    assert "a_visit_to_friends" in g.s["players"][A]["supporters"]


# ===== Law 13: the Corvid Conspiracy ==========================================================

def corvids(*others):
    return table(tuple(others or (M, E)) + (C,))


def plot_list(g):
    return [list(e) for e in cv(g)["plots"]]


def cv_day(s):
    g = s.start(turn=C, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (C, "action"), keys(g)
    return g


def m_day(s):
    """The Marquise's Daylight actions."""
    return until(s.start(turn=M, phase="daylight"), M, "action")


def test_13_2_1_corvids_craft_in_birdsong_with_face_down_plots_not_in_daylight():
    s = corvids()
    s.plot(1, "snare")                                       # face down, fox
    s.hand(C, ["anvil"])                                     # fox
    g = s.start(turn=C, phase="birdsong")
    assert g.decision.kind == "craft" and "craft:anvil" in keys(g)
    g2 = cv_day(s)
    assert not prefixed(g2, "craft:")


def test_13_2_1_face_up_plots_also_craft():
    s = corvids()
    s.plot(1, "snare", face_up=True)
    s.hand(C, ["anvil"])
    g = s.start(turn=C, phase="birdsong")
    assert "craft:anvil" in keys(g)


def test_13_2_2_II_one_plot_per_clearing():
    s = corvids()
    s.place(C, "warrior", clearing=1, count=3)
    s.plot(1, "snare")
    s.place(C, "warrior", clearing=8, count=3)
    g = cv_day(s)
    assert not prefixed(g, "plot:1:")
    assert set(prefixed(g, "plot:8:")) == {"plot:8:bomb", "plot:8:extortion", "plot:8:raid",
                                           "plot:8:snare"}


def test_13_2_2_I_only_the_corvids_see_face_down_plot_types():
    s = corvids()
    s.plot(1, "bomb")
    s.plot(5, "raid", face_up=True)
    g = s.start(turn=M, phase="daylight")
    seen = {e[0]: e[1] for e in g.observation(M)["players"][C]["plots"]}
    assert seen[1] is None and seen[5] == "raid"
    own = {e[0]: e[1] for e in g.observation(C)["players"][C]["plots"]}
    assert own[1] == "bomb"


def test_13_2_3_nimble_move_without_rule():
    s = corvids()
    s.place(C, "warrior", clearing=5)
    s.place(M, "warrior", clearing=5, count=3)
    s.place(M, "warrior", clearing=1, count=3)
    g = cv_day(s)
    assert "move:5-1:1" in keys(g) and "move:5-2:1" in keys(g)


def _exposure(kind="raid", face_up=False, hand=("anvil", "bird_crossbow", "bake_sale")):
    s = corvids()
    s.place(C, "warrior", clearing=1, count=2)
    s.plot(1, kind, face_up=face_up)
    s.place(M, "warrior", clearing=1, count=3)
    s.plot(9, "snare")                                       # no Marquise piece in 9
    s.hand(M, list(hand))
    return m_day(s)


def test_13_2_4_exposure_needs_a_matching_card_birds_wild_and_own_pieces_there():
    g = _exposure()
    ex = prefixed(g, "expose:")
    assert set(ex) == {"expose:1:anvil", "expose:1:bird_crossbow"}   # bake sale is rabbit; 9 empty


def test_13_2_4_no_exposure_of_a_face_up_plot():
    g = _exposure(face_up=True)
    assert not prefixed(g, "expose:1:")


def test_13_2_4_wrong_guess_gives_the_card_to_the_corvids():
    g = _exposure("raid")
    g.apply("expose:1:anvil")
    g.apply("guess:bomb")
    assert "anvil" in card_ids(g, C) and "anvil" not in card_ids(g, M)
    assert [1, "raid", False] in plot_list(g)
    assert g.score(M) == 0


def test_13_2_4_right_guess_removes_the_plot_scores_and_raid_places_nothing():
    g = _exposure("raid")
    before = {c: warriors(g, c, C) for c in (5, 9, 10)}
    g.apply("expose:1:anvil")
    g.apply("guess:raid")
    assert "anvil" in card_ids(g, M)                         # shown, not given
    assert tokens(g, 1, C) == [] and g.score(M) == 1
    assert {c: warriors(g, c, C) for c in (5, 9, 10)} == before


def test_13_2_4_exposure_again_the_same_turn():
    g = _exposure("bomb")
    g.apply("expose:1:anvil")
    g.apply("guess:raid")
    assert "expose:1:bird_crossbow" in keys(g)              # any number of times


def test_13_2_4_exposure_by_a_vagabond():
    s = corvids(V, M)
    s.vagabond("thief", 1, items=["boot", "torch"])
    s.plot(1, "extortion")
    s.hand(V, ["anvil"])
    g = s.start(turn=V, phase="daylight")
    assert "expose:1:anvil" in keys(g)
    g.apply("expose:1:anvil")
    g.apply("guess:extortion")
    assert tokens(g, 1, C) == [] and g.score(V) == 1


def test_13_2_4_no_exposure_on_the_corvid_turn_or_by_the_corvids():
    s = corvids()
    s.place(C, "warrior", clearing=1, count=2)
    s.plot(1, "raid")
    s.place(M, "warrior", clearing=1)
    s.hand(M, ["anvil"])
    s.hand(C, ["fox_root_tea"])
    g = cv_day(s)
    assert not prefixed(g, "expose:")


def test_13_2_5_embedded_agents_extra_hit_with_a_face_down_plot():
    def hits_taken(face_up):
        s = corvids()
        s.place(C, "warrior", clearing=1)
        s.plot(1, "snare", face_up=face_up)
        s.place(M, "warrior", clearing=1, count=4)
        s.dice([0, 1])                                       # attacker 1 is higher: Corvids deal 0
        g = m_day(s)
        g.apply("battle:1:corvids")
        g = until(g, M, "action")
        return 4 - warriors(g, 1, M)
    assert hits_taken(False) == 1
    assert hits_taken(True) == 0


def test_13_4_2_flip_needs_a_corvid_warrior_and_scores_per_face_up_plot():
    s = corvids()
    s.place(C, "warrior", clearing=1)
    s.plot(1, "snare")
    s.plot(5, "raid", face_up=True)
    s.plot(9, "extortion")                                   # no warrior in 9
    g = s.start(turn=C, phase="birdsong")
    g = until(g, C, "flip")
    assert "flip:1" in keys(g) and "flip:9" not in keys(g) and "flip:5" not in keys(g)
    g.apply("flip:1")
    assert g.score(C) == 2                                   # two face up on the map
    assert [1, "snare", True] in plot_list(g)


def test_13_7_1_bomb_removes_every_enemy_piece_then_itself():
    s = corvids()
    s.place(C, "warrior", clearing=1)
    s.plot(1, "bomb")
    s.place(M, "warrior", clearing=1, count=3)
    s.place(M, "sawmill", clearing=1)
    s.place(M, "wood", clearing=1)
    g = until(s.start(turn=C, phase="birdsong"), C, "flip")
    g.apply("flip:1")
    assert warriors(g, 1, M) == 0 and buildings(g, 1, M) == [] and tokens(g, 1, M) == []
    assert warriors(g, 1, C) == 1 and tokens(g, 1, C) == []
    assert g.score(C) == 1 + 2                               # the flip, the sawmill and the wood


def test_13_7_3_extortion_takes_a_random_card_from_each_enemy_there():
    s = corvids()
    s.place(C, "warrior", clearing=1)
    s.plot(1, "extortion")
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1)
    s.hand(M, ["anvil"])
    s.hand(E, ["sword"])
    g = until(s.start(turn=C, phase="birdsong"), C, "flip")
    g.apply("flip:1")
    while g.is_chance:
        g.resolve_chance()
    assert sorted(card_ids(g, C)) == ["anvil", "sword"]
    assert card_ids(g, M) == [] and card_ids(g, E) == []


def test_13_4_3_recruit_in_every_matching_clearing_once():
    s = corvids()
    s.hand(C, ["anvil", "sword"])
    g = until(s.start(turn=C, phase="birdsong"), C, "corvid_recruit")
    g.apply("recruit:anvil")                                 # fox: 1 6 8 12
    assert [warriors(g, c, C) for c in (1, 6, 8, 12)] == [1, 1, 1, 1]
    assert warriors(g, 2, C) == 0
    assert g.decision.kind != "corvid_recruit"


def test_13_4_3_a_bird_recruits_in_one_chosen_suit():
    s = corvids()
    s.hand(C, ["bird_crossbow"])
    g = until(s.start(turn=C, phase="birdsong"), C, "corvid_recruit")
    assert set(prefixed(g, "recruit:bird_crossbow")) == {
        "recruit:bird_crossbow:fox", "recruit:bird_crossbow:mouse", "recruit:bird_crossbow:rabbit"}
    g.apply("recruit:bird_crossbow:mouse")
    assert [warriors(g, c, C) for c in (2, 7, 9, 11)] == [1, 1, 1, 1]
    assert warriors(g, 1, C) == 0


def test_13_5_2_plot_costs_one_more_warrior_per_plot_this_turn():
    s = corvids()
    s.place(C, "warrior", clearing=1, count=1)
    s.place(C, "warrior", clearing=8, count=1)
    s.place(C, "warrior", clearing=6, count=2)
    g = cv_day(s)
    g.apply("plot:1:bomb")
    assert warriors(g, 1, C) == 0 and [1, "bomb", False] in plot_list(g)
    assert not prefixed(g, "plot:8:")                        # now costs two
    assert prefixed(g, "plot:6:")
    g.apply("plot:6:snare")
    assert warriors(g, 6, C) == 0


def test_13_5_three_actions_in_daylight():
    s = corvids()
    s.place(C, "warrior", clearing=1, count=5)
    g = cv_day(s)
    for _ in range(3):
        g.apply("move:1-5:1")
    assert g.decision.player != C or not prefixed(g, "move:")


def test_13_5_4_trick_swaps_plots_of_the_same_facing_only():
    s = corvids()
    s.plot(1, "bomb")
    s.plot(5, "raid")
    s.plot(9, "snare", face_up=True)
    g = cv_day(s)
    tricks = prefixed(g, "trick:")
    assert tricks == ["trick:1-5"]
    g.apply("trick:1-5")
    assert [1, "raid", False] in plot_list(g) and [5, "bomb", False] in plot_list(g)


def test_13_6_1_exert_takes_one_action_and_draws_nothing():
    s = corvids()
    s.place(C, "warrior", clearing=1, count=2)
    g = s.start(turn=C, phase="evening")
    assert g.decision.kind == "exert" and "move:1-5:1" in keys(g) and "draw" in keys(g)
    g.apply("move:1-5:1")
    assert warriors(g, 5, C) == 1
    assert card_ids(g, C) == []


def test_13_6_2_draw_one_plus_one_per_face_up_extortion():
    s = corvids()
    s.plot(1, "extortion", face_up=True)
    s.plot(5, "extortion", face_up=True)
    s.plot(9, "raid", face_up=True)
    g = s.start(turn=C, phase="evening")
    g.apply("draw")
    assert len(card_ids(g, C)) == 3


def test_13_7_2_snare_pins_enemy_pieces_and_blocks_placement():
    s = corvids()
    s.plot(1, "snare", face_up=True)
    s.place(M, "warrior", clearing=1, count=3)
    s.place(M, "warrior", clearing=5, count=3)
    g = m_day(s)
    assert not prefixed(g, "march:1-")
    assert "march:5-1:1" in keys(g)                          # moving in is allowed
    assert not prefixed(g, "build:1:")


def test_13_7_2_face_down_snare_does_nothing():
    s = corvids()
    s.plot(1, "snare")
    s.place(M, "warrior", clearing=1, count=3)
    g = m_day(s)
    assert prefixed(g, "march:1-")


def test_9_4_2_vagabond_slip_ignores_the_snare():
    s = corvids(V, M)
    s.vagabond("thief", 1, items=["boot", "torch"])
    s.plot(1, "snare", face_up=True)
    g = s.start(turn=V, phase="birdsong")
    g = until(g, V, "slip")
    assert "slip:5" in keys(g)


def test_13_7_4_raid_removed_in_battle_places_a_warrior_in_each_adjacent_clearing():
    s = corvids()
    s.plot(1, "raid", face_up=True)
    s.place(M, "warrior", clearing=1, count=2)
    s.dice([2, 0])
    g = m_day(s)
    g.apply("battle:1:corvids")
    g = until(g, M, "action")
    assert tokens(g, 1, C) == []
    assert [warriors(g, c, C) for c in (5, 9, 10)] == [1, 1, 1]
    assert g.score(M) == 1


def test_11_2_7_mercenary_hits_odd_on_own_warriors_building_only_when_no_warrior_left():
    s = river()
    s.place(M, "warrior", clearing=5)
    s.place(M, "sawmill", clearing=5)
    s.place(R, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.dice([3, 3])
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:mercenaries")
    g = until(g, M, "action")
    g.apply("battle:5:eyrie")
    g = until(g, M, "action")
    # hits: 1st the Marquise warrior, 2nd a mercenary, 3rd (odd) no own warrior but a Riverfolk
    # one is still there, so not the sawmill: the second mercenary
    assert warriors(g, 5, M) == 0 and warriors(g, 5, R) == 0
    assert buildings(g, 5, M) == ["sawmill"]


def test_1_5_3_no_field_hospitals_for_mercenaries():
    s = river()
    s.place(M, "warrior", clearing=5)
    s.place(M, "keep", clearing=1)
    s.place(R, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.hand(M, ["a_visit_to_friends"])
    s.dice([2, 2])
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:mercenaries")
    g = until(g, M, "action")
    g.apply("battle:5:eyrie")
    while g.decision.kind != "field_hospitals":
        g.apply("no_ambush" if "no_ambush" in keys(g) else keys(g)[0])
    assert "field_hospitals:a_visit_to_friends" in keys(g)
    g.apply("field_hospitals:a_visit_to_friends")
    g = until(g, M, "action")
    # one Marquise warrior and one mercenary were removed: only the Marquise's comes back
    assert warriors(g, 5, M) == 0 and warriors(g, 5, R) == 1
    assert warriors(g, 1, M) == 1 and warriors(g, 1, R) == 0


def test_13_2_4_exposure_with_only_a_building_there():
    s = corvids()
    s.plot(1, "raid")
    s.place(M, "sawmill", clearing=1)
    s.hand(M, ["anvil"])
    g = m_day(s)
    assert "expose:1:anvil" in keys(g)


def test_13_2_5_embedded_agents_even_defenseless():
    s = corvids()
    s.plot(1, "snare")
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([0, 0])
    g = m_day(s)
    g.apply("battle:1:corvids")
    g = until(g, M, "action")
    assert warriors(g, 1, M) == 2                            # the extra hit of 13.2.5
    assert tokens(g, 1, C) == []                             # defenseless: 4.3.5.II


def test_13_4_3_recruit_skips_the_keep_clearing():
    s = corvids()
    s.place(M, "keep", clearing=1)
    s.hand(C, ["anvil"])
    g = until(s.start(turn=C, phase="birdsong"), C, "corvid_recruit")
    g.apply("recruit:anvil")
    assert warriors(g, 1, C) == 0 and [warriors(g, c, C) for c in (6, 8, 12)] == [1, 1, 1]


def test_12_2_2_raid_places_no_warrior_in_the_burrow():
    s = corvids(M, "duchy")
    s.place("duchy", "tunnel", clearing=1)
    s.plot(1, "raid", face_up=True)
    s.place(M, "warrior", clearing=1, count=2)
    s.dice([2, 0])
    g = m_day(s)
    g.apply("battle:1:corvids")
    g = until(g, M, "action")
    assert [warriors(g, c, C) for c in (5, 9, 10)] == [1, 1, 1]
    assert g.s["players"]["duchy"]["burrow"] == 0
    assert "corvids" not in str(g.s["players"]["duchy"].get("burrow_pieces", ""))


def test_12_2_2_nimble_corvids_cannot_enter_the_burrow():
    s = corvids(M, "duchy")
    s.place("duchy", "tunnel", clearing=1)
    s.place(C, "warrior", clearing=1, count=2)
    g = cv_day(s)
    assert not [k for k in keys(g) if "burrow" in k]


# ===== more interactions the Law names =========================================================

def test_8_2_6_with_13_7_1_a_bomb_removing_sympathy_is_outrage():
    s = corvids(M, A)
    s.place(C, "warrior", clearing=1)
    s.plot(1, "bomb")
    s.place(A, "sympathy", clearing=1)
    s.hand(C, ["anvil", "bake_sale"])
    g = until(s.start(turn=C, phase="birdsong"), C, "flip")
    g.apply("flip:1")
    while g.decision.player == C and g.decision.kind not in ("flip", "corvid_recruit"):
        g.apply("outrage:anvil" if "outrage:anvil" in keys(g) else keys(g)[0])
    assert tokens(g, 1, A) == []
    assert "anvil" in g.s["players"][A]["supporters"] and "anvil" not in card_ids(g, C)


def test_8_2_6_with_14_4_1_raze_removing_sympathy_is_outrage():
    s = table((M, A, "hundreds"))
    s.place("hundreds", "warrior", clearing=3)
    s.warlord(3)
    s.place("hundreds", "mob", clearing=1)
    s.place(A, "sympathy", clearing=1)
    s.hand("hundreds", ["anvil"])
    s.mob_dice(["rabbit"])
    g = s.start(turn="hundreds", phase="birdsong")
    for _ in range(10):
        if "outrage:anvil" in keys(g):
            g.apply("outrage:anvil")
            break
        g.apply(keys(g)[0])
    assert tokens(g, 1, A) == []
    assert "anvil" in g.s["players"][A]["supporters"]


def test_13_7_2_snare_pins_swimmers_too():
    s = river(M, C)
    s.plot(10, "snare", face_up=True)
    s.place(R, "warrior", clearing=10, count=2)
    s.funds({R: 2})
    g = rf_day(s)
    assert not prefixed(g, "move:10-")
    assert "recruit:10" not in keys(g)                       # no placing there either
    assert "trade_post:10" not in keys(g)


def test_6_2_2_no_riverfolk_recruit_or_trade_post_in_the_keep_clearing():
    s = river()
    s.place(M, "keep", clearing=4)
    s.place(M, "warrior", clearing=4, count=2)
    s.funds({M: 2, R: 2})
    g = rf_day(s)
    assert "recruit:4" not in keys(g) and "trade_post:4" not in keys(g)
    assert "recruit:7" in keys(g)


def test_11_2_7_mercenaries_fight_in_the_alliance_evening():
    s = river(M, A)
    s.place(A, "warrior", clearing=5)
    s.place(A, "officer", clearing=5) if False else None
    s.place(R, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5, count=2)
    s.officers(1) if hasattr(s, "officers") else None
    s.dice([3, 0])
    g = s.start(turn=A, phase="birdsong")
    assert g.decision.kind == "buy_service"
    g.apply("buy:mercenaries")
    g = until(g, A, "operation")
    assert g.clearing(5).ruler() == A                        # 1 + 2 against 2
    g.apply("battle:5:marquise")
    g = until(g, A, "operation") if g.decision.kind != "operation" else g
    assert warriors(g, 5, M) == 0                            # three warriors roll three hits


def test_11_4_3_gather_funds_takes_back_the_warriors_on_the_trade_posts_tracks():
    s = river()
    s.place(R, "trade_post_fox", clearing=1)
    s.trade_track("fox", {R: 1})
    s.payments({M: 1})
    g = until(s.start(turn=R, phase="birdsong"), R, "daylight_action")
    assert rf(g)["funds"] == {M: 1, R: 1}
    assert rf(g)["track"]["fox"] == {}


def test_11_2_5_trade_disruption_halves_only_the_funds_box():
    s = river()
    s.place(R, "trade_post_fox", clearing=1)
    s.place(M, "warrior", clearing=1, count=2)
    s.funds({R: 3})
    s.payments({M: 2})
    s.committed({R: 2})
    s.dice([2, 0])
    g = until(s.start(turn=M, phase="daylight"), M, "action")
    g.apply("battle:1:riverfolk")
    g = until(g, M, "action")
    assert rf(g)["funds"] == {R: 1}                          # 3 -> remove 2
    assert rf(g)["payments"] == {M: 2} and rf(g)["committed"] == {R: 2}


def test_13_7_4_a_face_down_raid_removed_in_battle_also_raids():
    s = corvids()
    s.plot(1, "raid")
    s.place(M, "warrior", clearing=1, count=2)
    s.dice([2, 0])
    g = m_day(s)
    g.apply("battle:1:corvids")
    g = until(g, M, "action")
    assert tokens(g, 1, C) == [] and [warriors(g, c, C) for c in (5, 9, 10)] == [1, 1, 1]


def test_11_2_6_vagabond_pays_only_with_ready_items():
    s = river(M, V)
    s.vagabond("thief", 5, items=["boot:damaged", "torch:exhausted", "sword"])
    s.hand(R, ["anvil"])
    s.prices(hand_card=2, riverboats=1)
    g = s.start(turn=V, phase="birdsong")
    assert "buy:hand_card:anvil" not in keys(g)              # one ready item for a price of 2
    assert "buy:riverboats" in keys(g)


def test_13_2_4_exposure_between_the_alliance_evening_operations():
    s = corvids(M, A)
    s.plot(1, "raid")
    s.place(A, "warrior", clearing=5)
    s.officers(2)
    s.hand(A, ["anvil"])
    g = until(s.start(turn=A, phase="evening"), A, "operation")
    assert "expose:1:anvil" not in keys(g)                  # no Alliance piece in 1 yet
    g.apply("move:5-1:1")
    assert g.decision.kind == "operation" and "expose:1:anvil" in keys(g)
    g.apply("expose:1:anvil")
    g.apply("guess:raid")
    assert tokens(g, 1, C) == [] and g.score(A) == 1
    assert g.decision.kind == "operation"                    # the exposure used no operation
    assert prefixed(g, "move:1-")


def test_13_2_4_exposure_after_the_hundreds_incite_a_mob_by_the_plot():
    s = corvids(M, "hundreds")
    s.plot(1, "bomb")
    s.warlord(3)
    s.place("hundreds", "warrior", clearing=1)
    s.hand("hundreds", ["anvil", "fox_root_tea"])
    s.mood("stubborn")
    g = s.start(turn="hundreds", phase="evening")
    if g.decision.kind != "incite":
        g.apply("done")
    g.apply("incite:1:fox_root_tea")
    assert g.decision.kind == "incite" and "expose:1:anvil" in keys(g)   # between incites


def test_13_2_4_exposure_after_the_last_operation_before_drawing():
    s = corvids(M, A)
    s.plot(1, "raid")
    s.place(A, "warrior", clearing=5)
    s.officers(1)
    s.hand(A, ["anvil"])
    g = until(s.start(turn=A, phase="evening"), A, "operation")
    g.apply("move:5-1:1")
    assert g.decision.kind == "operation"
    assert set(keys(g)) == {"done", "expose:1:anvil"}        # no operation left, Exposure yes


def test_8_2_6_with_11_2_7_hits_dealt_with_mercenaries_are_the_buyer_s_outrage():
    s = river(M, A)
    s.place(M, "warrior", clearing=5)
    s.place(R, "warrior", clearing=5, count=2)
    s.place(A, "sympathy", clearing=5)
    s.hand(M, ["a_visit_to_friends"])
    s.hand(R, ["bake_sale"])
    s.dice([3, 0])
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:mercenaries")
    g = until(g, M, "action")
    g.apply("battle:5:alliance")
    for _ in range(10):
        if g.decision.player == M and g.decision.kind == "action":
            break
        ks = keys(g)
        g.apply(next((k for k in ks if k.startswith("outrage:")), None)
                or next((k for k in ("no_ambush", "no_foil", "done") if k in ks), ks[0]))
    assert tokens(g, 5, A) == [] and g.score(M) == 1
    assert "a_visit_to_friends" in g.s["players"][A]["supporters"]   # the Marquise's card
    assert card_ids(g, R) == ["bake_sale"]


def test_13_2_4_vagabond_exposes_with_a_card_drawn_in_evening_before_discarding():
    s = corvids(M, V)
    s.vagabond("thief", 1, items=["torch"])
    s.plot(1, "raid")
    s.draws(["anvil"])
    g = s.start(turn=V, phase="evening")
    g = until(g, V, "card_effects")
    assert g.s["turn"] == {"faction": V, "phase": "evening", "number": 1}
    assert "anvil" in card_ids(g, V) and "expose:1:anvil" in keys(g)
    g.apply("expose:1:anvil")
    g.apply("guess:raid")
    assert tokens(g, 1, C) == [] and g.score(V) == 1


@pytest.mark.parametrize("who", ["duchy", "lizards"])
def test_13_2_4_exposure_with_revealed_cards_returned_in_evening(who):
    s = corvids(M, who)
    s.plot(1, "raid")
    s.place(who, "warrior", clearing=1)
    s.revealed(["anvil"])
    g = s.start(turn=who, phase="evening")
    g = until(g, who, "card_effects")
    assert g.s["turn"] == {"faction": who, "phase": "evening", "number": 1}
    assert "expose:1:anvil" in keys(g)


def test_13_7_2_snare_stops_the_vagabond_move_but_not_his_slip():
    s = corvids(V, M)
    s.vagabond("thief", 1, items=["boot", "boot", "torch"])
    s.plot(1, "snare", face_up=True)
    g = s.start(turn=V, phase="daylight")
    assert not prefixed(g, "move:")
    g2 = until(s.start(turn=V, phase="birdsong"), V, "slip")
    assert "slip:5" in keys(g2) and g2.s["turn"] == {"faction": V, "phase": "birdsong", "number": 1}
