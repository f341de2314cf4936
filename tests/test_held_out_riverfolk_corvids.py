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

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens

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


def until(g, player, kind, limit=80):
    """Take the most passive option until `player` has a decision of `kind`."""
    for _ in range(limit):
        if g.decision.player == player and g.decision.kind == kind:
            return g
        ks = keys(g)
        for k in ("no_ambush", "no_foil", "done", "end", "skip", "decline", "draw"):
            if k in ks:
                g.apply(k)
                break
        else:
            g.apply(ks[0])
    raise AssertionError(f"never reached {player} {kind}; now {g.decision.player} "
                         f"{g.decision.kind} {keys(g)}")


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
