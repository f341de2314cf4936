"""Law 11: the Riverfolk Company.

Each test builds its position with `Scenario` (or a new game for setup), acts through
`g.apply(key)` and checks what changed as well as which options are *not* offered.

Autumn map: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Paths: 1-5 1-9 1-10 2-5 2-6
2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11. Rivers: 4-7 5-10 7-11
10-11 (clearings 4, 5, 7, 10, 11 touch the river). Trade posts score 2 VP each
(data/factions.json); prices run 1 to 4.
"""
import pytest

from root_widget import Game, IllegalAction, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName
from root_widget.rules.factions import faction

from helpers import keys, prefixed, until

R = "riverfolk"


def table(factions=("marquise", R)):
    return Scenario(map="autumn", factions=list(factions))


def rf(g):
    return g.s["players"][R]


def warriors(g, c, f=R):
    return g.s["board"][c]["warriors"].get(f, 0)


def supply(g, f, kind="warrior"):
    return g.s["players"][f]["supply"][kind]


def rf_day(s):
    g = s.start(turn=R, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (R, "daylight_action")
    return g


def to_decision(g, player, kind, limit=60):
    for _ in range(limit):
        if (g.decision.player, g.decision.kind) == (player, kind):
            return g
        ks = keys(g)
        g.apply("done" if "done" in ks else ks[0])
    raise AssertionError(f"never reached {player} {kind}; now {g.decision.kind}")


# ===== 11.3 Setup ==================================================================================

def test_11_3_setup_warriors_touch_the_river_funds_and_prices():
    g = Game.new(["marquise", R], seed=4)
    prices = iter([3, 2, 4])
    while g.s["turn"]["phase"] == "setup":
        d = g.decision
        if d.player == R and d.kind == "place_warrior":
            assert sorted(a.clearing for a in d.options) == [4, 5, 7, 10, 11]   # 11.3.2
            g.apply(d.options[-1])
        elif d.player == R and d.kind == "set_price":
            g.apply(f"price:{d.options[0].service}:{next(prices)}")           # 11.3.5
        else:
            g.apply(d.options[0])
    p = rf(g)
    assert sum(warriors(g, c) for c in range(1, 13)) == 4
    assert p["payments"] == {R: 3}                                            # 11.3.4
    assert p["prices"] == {"hand_card": 3, "riverboats": 2, "mercenaries": 4}
    assert p["supply"] == {"warrior": 15 - 4 - 3, "trade_post_fox": 3, "trade_post_rabbit": 3,
                           "trade_post_mouse": 3}                             # 11.3.1, 11.3.3
    assert p["funds"] == {} and p["committed"] == {}


def test_11_3_5_every_price_of_the_track_is_offered_at_setup():
    g = Game.new(["marquise", R], seed=4)
    while not (g.decision.player == R and g.decision.kind == "set_price"):
        g.apply(g.decision.options[0])
    assert [a.price for a in g.legal_actions()] == [1, 2, 3, 4]


# ===== 11.2.2 Swimmers ============================================================================

def test_11_2_2_swimmers_move_along_a_river_regardless_of_rule():
    s = table()
    s.place(R, "warrior", clearing=4)
    s.place("marquise", "warrior", clearing=4, count=2)     # the Marquise rule 4
    s.place("marquise", "warrior", clearing=7, count=2)     # and 7
    s.funds({R: 1})
    g = rf_day(s)
    assert "move:4-7:1" in keys(g)                          # along the river 4-7
    assert prefixed(g, "move:4-8") == [] and prefixed(g, "move:4-9") == []   # paths need rule


def test_11_2_2_rivers_are_no_paths_for_others():
    s = table()
    s.place("marquise", "warrior", clearing=4, count=2)
    s.place(R, "warrior", clearing=1)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                         # no crafting
    assert "march:4-8:1" in keys(g) and prefixed(g, "march:4-7") == []


# ===== 11.2.3 Public hand =========================================================================

def test_11_2_3_the_hand_is_public_to_every_seat():
    s = table(("marquise", "eyrie", R))
    s.hand(R, ["fox_ambush", "anvil"])
    s.hand("eyrie", ["sappers"])
    g = s.start(turn="marquise", phase="daylight")
    obs = g.observation("marquise")
    assert obs["players"][R]["hand"] == ["anvil", "fox_ambush"]
    assert obs["players"]["eyrie"]["hand"] is None           # other hands stay hidden
    assert "hand riverfolk: anvil, fox_ambush" in g.position_text(seat="eyrie")


# ===== 11.4 Birdsong ==============================================================================

def test_11_4_1_protectionism_fills_an_empty_payments_box():
    s = table()
    s.place(R, "warrior", clearing=4)
    g = s.start(turn=R, phase="birdsong")
    assert rf(g)["funds"] == {R: 2}                          # two placed, then gathered
    assert supply(g, R) == 15 - 1 - 2


def test_11_4_1_no_protectionism_when_payments_hold_a_warrior():
    s = table()
    s.place(R, "warrior", clearing=4)
    s.payments({"marquise": 1})
    g = s.start(turn=R, phase="birdsong")
    assert rf(g)["funds"] == {"marquise": 1}
    assert supply(g, R) == 15 - 1


def test_11_4_2_dividends_one_vp_per_two_funds_with_a_trade_post_out():
    s = table()
    s.place(R, "trade_post_rabbit", clearing=4)
    s.funds({R: 3, "marquise": 2})
    s.payments({"marquise": 4})                             # not counted
    s.committed({R: 2})                                     # not counted
    g = s.start(turn=R, phase="birdsong")
    assert g.score(R) == 2                                  # 5 funds // 2
    assert rf(g)["funds"] == {"marquise": 6, R: 5}          # 11.4.3: all gathered


def test_11_4_2_no_dividends_without_a_trade_post_on_the_map():
    s = table()
    s.place(R, "warrior", clearing=4)
    s.funds({R: 4})
    s.payments({"marquise": 1})
    g = s.start(turn=R, phase="birdsong")
    assert g.score(R) == 0


def test_11_4_3_gather_takes_the_trade_posts_tracks_too():
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.trade_track("fox", {"marquise": 1})
    s.payments({R: 1})
    g = s.start(turn=R, phase="birdsong")
    assert rf(g)["track"] == {"fox": {}, "rabbit": {}, "mouse": {}}
    assert rf(g)["funds"] == {"marquise": 1, R: 1}


# ===== 11.5 Daylight ==============================================================================

def test_11_5_1_a_move_commits_one_fund():
    s = table()
    s.place(R, "warrior", clearing=5, count=2)
    s.funds({R: 2})
    g = rf_day(s)
    g.apply("move:5-1:2")
    assert warriors(g, 1) == 2
    assert rf(g)["funds"] == {R: 1} and rf(g)["committed"] == {R: 1}


def test_11_5_no_action_without_funds():
    s = table()
    s.place(R, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5)
    s.hand(R, ["anvil"])
    g = rf_day(s)
    assert keys(g) == ["done"]


def test_11_2_4_the_riverfolk_choose_whose_fund_to_commit():
    s = table()
    s.place(R, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    s.funds({R: 1, "marquise": 1})
    g = rf_day(s)
    g.apply("battle:5:marquise")
    assert g.decision.kind == "choose_fund"
    assert keys(g) == ["fund:marquise", "fund:riverfolk"]
    g.apply("fund:marquise")
    assert rf(g)["committed"] == {"marquise": 1} and rf(g)["funds"] == {R: 1}


def test_11_5_2_battle_commits_a_fund():
    s = table()
    s.place(R, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5)
    s.funds({R: 1})
    s.dice([2, 0])
    g = rf_day(s)
    g.apply("battle:5:marquise")
    assert warriors(g, 5, "marquise") == 0
    assert rf(g)["committed"] == {R: 1} and rf(g)["funds"] == {}


def test_11_5_4_draw_commits_a_fund():
    s = table()
    s.place(R, "warrior", clearing=5)
    s.funds({"marquise": 1})
    g = rf_day(s)
    g.apply("draw")
    assert len(rf(g)["hand"]) == 1
    assert rf(g)["committed"] == {"marquise": 1}


def test_11_5_5_recruit_spends_a_fund_in_a_clearing_with_a_river():
    s = table()
    s.place(R, "warrior", clearing=5)
    s.funds({"marquise": 1})
    g = rf_day(s)
    assert sorted(int(k.split(":")[1]) for k in prefixed(g, "recruit:")) == [4, 5, 7, 10, 11]
    before = supply(g, "marquise")
    g.apply("recruit:10")
    assert warriors(g, 10) == 1
    assert supply(g, "marquise") == before + 1               # spent: back to its owner
    assert rf(g)["funds"] == {} and rf(g)["committed"] == {}


def test_11_5_6_trade_post_spends_two_funds_of_the_ruler_and_scores():
    s = table()
    s.place("marquise", "warrior", clearing=4, count=2)
    s.place(R, "warrior", clearing=1)
    s.funds({"marquise": 2, R: 3})
    g = rf_day(s)
    assert "trade_post:4" in keys(g)                          # ruled by the Marquise
    assert "trade_post:1" in keys(g)                          # ruled by the Riverfolk
    assert "trade_post:8" not in keys(g)                      # ruled by nobody
    before = supply(g, "marquise")
    g.apply("trade_post:4")
    assert ["riverfolk", "trade_post_rabbit"] in g.s["board"][4]["tokens"]
    assert warriors(g, 4) == 1
    assert g.score(R) == 2
    assert rf(g)["funds"] == {R: 3}
    assert supply(g, "marquise") == before + 2
    assert "trade_post:4" not in keys(g)                      # one trade post per clearing


def test_11_5_6_trade_post_needs_two_funds_of_the_ruler():
    s = table()
    s.place("marquise", "warrior", clearing=4, count=2)
    s.funds({"marquise": 1, R: 3})
    g = rf_day(s)
    assert "trade_post:4" not in keys(g)


def test_11_5_6_no_trade_post_of_a_suit_with_none_left():
    s = table()
    s.place(R, "warrior", clearing=4)
    s.place(R, "trade_post_rabbit", clearing=3)
    s.place(R, "trade_post_rabbit", clearing=5)
    s.place(R, "trade_post_rabbit", clearing=10)
    s.funds({R: 2})
    g = rf_day(s)
    assert "trade_post:4" not in keys(g)


def test_11_5_3_no_crafting_without_empty_trade_post_spaces():
    s = table()
    s.place(R, "warrior", clearing=4)
    s.hand(R, ["anvil"])
    s.funds({R: 3})
    g = rf_day(s)
    assert prefixed(g, "craft:") == [] and prefixed(g, "export:") == []


def test_11_5_3_crafting_commits_funds_to_empty_spaces_of_the_suits():
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.place(R, "trade_post_fox", clearing=6)
    s.hand(R, ["anvil", "foxfolk_steel", "sword", "mouse_in_a_sack"])
    s.funds({R: 3})
    g = rf_day(s)
    assert prefixed(g, "craft:") == ["craft:anvil", "craft:foxfolk_steel", "craft:sword"]
    g.apply("craft:foxfolk_steel")
    assert rf(g)["track"]["fox"] == {R: 2}
    assert rf(g)["funds"] == {R: 1}
    assert rf(g)["items"] == ["sword"] and g.score(R) == 2
    assert prefixed(g, "craft:") == []                        # both fox spaces are full


def test_11_5_3_a_craft_paid_fund_by_fund_keeps_its_own_copy_of_the_suits():
    """While the Riverfolk choose whose warriors pay a craft (Law 11.2.4), the game holds
    the suits to pay as its own data: changing the option taken changes nothing."""
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.place(R, "trade_post_fox", clearing=6)
    s.hand(R, ["foxfolk_steel"])
    s.funds({R: 2, "marquise": 1})
    g = rf_day(s)
    craft = next(a for a in g.legal_actions() if a.key == "craft:foxfolk_steel")
    g.apply(craft)
    assert g.decision.kind == "choose_fund"
    before = g.to_json()
    craft.suits[:] = ["mouse", "mouse"]
    assert g.to_json() == before
    g.apply("fund:marquise")                                 # the second is the Riverfolk's
    assert rf(g)["track"]["fox"] == {R: 1, "marquise": 1}
    assert rf(g)["track"]["mouse"] == {}


def test_11_5_3_1_export_discards_the_card_for_a_warrior_in_payments():
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.hand(R, ["anvil"])
    s.funds({"marquise": 1})
    g = rf_day(s)
    g.apply("export:anvil")
    assert rf(g)["hand"] == [] and "anvil" in g.s["discard"]
    assert rf(g)["items"] == [] and g.score(R) == 0
    assert rf(g)["payments"] == {R: 1}
    assert rf(g)["track"]["fox"] == {"marquise": 1}


# ===== 11.2.5 Trade Disruption ====================================================================

def test_11_2_5_a_removed_trade_post_leaves_the_game_and_half_the_funds_go():
    s = table()
    s.place(R, "trade_post_rabbit", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.funds({R: 3})
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:riverfolk")
    p = rf(g)
    assert ["riverfolk", "trade_post_rabbit"] not in g.s["board"][5]["tokens"]
    assert p["supply"]["trade_post_rabbit"] == 2 and p["lost_posts"]["rabbit"] == 1
    assert p["funds"] == {R: 1}                               # 3 -> half rounded up removed
    assert g.score("marquise") == 1


def test_11_2_5_the_riverfolk_choose_whose_funds_are_removed():
    s = table()
    s.place(R, "trade_post_rabbit", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.funds({R: 1, "marquise": 2})
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:riverfolk")
    assert (g.decision.player, g.decision.kind) == (R, "lose_fund")
    g.apply("lose:marquise")
    g.apply("lose:marquise")
    assert rf(g)["funds"] == {R: 1}


# ===== 11.6 Evening ===============================================================================

def test_11_6_evening_discards_to_five_then_sets_each_price():
    s = table()
    s.place(R, "warrior", clearing=4)
    s.hand(R, ["anvil", "sword", "sappers", "armorers", "bake_sale", "cobbler"])
    s.prices(hand_card=2, riverboats=2, mercenaries=2)
    g = s.start(turn=R, phase="evening")
    assert g.decision.kind == "discard"
    g.apply("discard:anvil")
    assert g.decision.kind == "set_price" and len(rf(g)["hand"]) == 5
    assert keys(g) == [f"price:hand_card:{n}" for n in (1, 2, 3, 4)]
    g.apply("price:hand_card:4")
    g.apply("price:riverboats:1")
    g.apply("price:mercenaries:2")
    assert rf(g)["prices"] == {"hand_card": 4, "riverboats": 1, "mercenaries": 2}
    assert g.s["turn"]["faction"] == "marquise"


# ===== 11.2.6 Buying services ===================================================================

def buyer_table(factions=("marquise", R), **prices):
    s = table(factions)
    s.place(R, "warrior", clearing=4, count=2)
    s.hand(R, ["anvil", "sappers"])
    s.prices(**({"hand_card": 2, "riverboats": 1, "mercenaries": 3} | prices))
    return s


def test_11_2_6_another_player_may_buy_at_the_start_of_its_birdsong():
    s = buyer_table()
    s.place("marquise", "warrior", clearing=9)
    g = s.start(turn="marquise", phase="birdsong")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "buy_service", "11.2.6")
    assert keys(g) == ["buy:hand_card:anvil", "buy:hand_card:sappers", "buy:mercenaries",
                       "buy:riverboats", "done"]
    g.apply("buy:hand_card:sappers")
    assert "sappers" in g.s["players"]["marquise"]["hand"] and rf(g)["hand"] == ["anvil"]
    assert rf(g)["payments"] == {"marquise": 2}
    assert supply(g, "marquise") == 25 - 1 - 2
    assert g.decision.kind != "buy_service"                   # one service: no trade post


def test_11_2_6_the_riverfolk_are_not_offered_their_own_services():
    s = buyer_table()
    g = s.start(turn=R, phase="birdsong")
    assert g.decision.kind != "buy_service"


def test_11_2_6_a_price_the_buyer_cannot_pay_is_not_offered():
    s = buyer_table(mercenaries=4)
    s.place("marquise", "warrior", clearing=9, count=22)      # 3 left in supply
    g = s.start(turn="marquise", phase="birdsong")
    assert "buy:mercenaries" not in keys(g)
    assert "buy:hand_card:anvil" in keys(g)


def test_11_2_6_one_more_service_per_trade_post_clearing_with_the_buyers_pieces():
    s = buyer_table()
    s.place(R, "trade_post_rabbit", clearing=5)
    s.place(R, "trade_post_fox", clearing=1)
    s.place("marquise", "warrior", clearing=5)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:hand_card:anvil")
    g.apply("buy:hand_card:sappers")                          # second: the post in 5
    assert rf(g)["hand"] == []
    assert g.decision.kind != "buy_service" or "buy:riverboats" not in keys(g)


def test_11_2_6_the_buyer_may_buy_nothing():
    s = buyer_table()
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("done")
    assert rf(g)["payments"] == {} and rf(g)["hand"] == ["anvil", "sappers"]


def test_11_2_6_vagabond_pays_by_exhausting_items_and_cannot_buy_mercenaries():
    s = buyer_table(("vagabond", R), riverboats=2)
    s.vagabond("thief", 8, items=["boot", "sword", "torch"])
    g = s.start(turn="vagabond", phase="birdsong")
    assert "buy:mercenaries" not in keys(g)                   # Law 11.2.7
    g.apply("buy:riverboats")
    assert g.decision.kind == "exhaust_item"
    g.apply("exhaust:sword")
    its = g.s["players"]["vagabond"]["vitems"]
    assert sorted((i["item"], i["exhausted"]) for i in its) == [
        ("boot", False), ("sword", True), ("torch", False)]
    assert keys(g) == ["exhaust:boot", "exhaust:torch"]
    g.apply("exhaust:torch")
    assert rf(g)["payments"] == {R: 2} and supply(g, R) == 15 - 2 - 2   # Riverfolk warriors


# ===== 11.2.7 Services =============================================================================

def test_11_2_7_riverboats_rivers_are_paths_for_the_buyer_this_turn():
    s = buyer_table()
    s.place("marquise", "warrior", clearing=10, count=2)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:riverboats")
    g = to_decision(g, "marquise", "action")
    assert "march:10-11:1" in keys(g) and "march:10-5:1" in keys(g)   # rivers 10-11, 5-10
    # still by the rule of origin or destination: 10 is the Marquise's


def test_11_2_7_riverboats_end_with_the_turn():
    s = buyer_table(("marquise", "eyrie", R))
    s.place("marquise", "warrior", clearing=10, count=2)
    s.place("eyrie", "warrior", clearing=10, count=2)
    s.place("eyrie", "roost", clearing=10)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:riverboats")
    assert g.s["flags"]["river_paths"] == ["marquise"]
    while g.s["turn"]["faction"] == "marquise":
        ks = keys(g)
        g.apply("done" if "done" in ks else ks[0])
    assert "river_paths" not in g.s["flags"]


def merc_table(own=0, **dice):
    s = buyer_table(("marquise", "eyrie", R))
    s.place(R, "warrior", clearing=5, count=2)
    s.place("eyrie", "warrior", clearing=5, count=1)
    if own:
        s.place("marquise", "warrior", clearing=5, count=own)
    s.place("marquise", "warrior", clearing=1)
    return s


def test_11_2_7_mercenaries_count_for_the_buyers_rule_in_daylight_not_birdsong():
    s = buyer_table(("eyrie", "marquise", R))
    s.place(R, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5)
    s.place("eyrie", "roost", clearing=1)
    s.hand("eyrie", ["fox_ambush", "bake_sale"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("buy:mercenaries")
    assert g.decision.player == "eyrie" and g.s["turn"]["phase"] == "birdsong"
    assert g.clearing(5).ruler() == R                         # Birdsong: not yet
    while g.s["turn"]["phase"] == "birdsong":
        g.apply(g.decision.options[-1])
    assert g.s["turn"]["phase"] == "daylight" and g.s["turn"]["faction"] == "eyrie"
    assert g.clearing(5).ruler() == "eyrie"                   # 2 hired vs 1 Marquise
    assert g.clearing(4).ruler() == "eyrie"


def test_11_2_7_mercenaries_battle_for_the_buyer_but_not_against_the_riverfolk():
    s = merc_table()
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    assert "battle:5:eyrie" in keys(g)                        # only mercenaries in 5
    assert "battle:5:riverfolk" not in keys(g)                # not against the Riverfolk
    assert "battle:4:riverfolk" not in keys(g)
    assert prefixed(g, "march:5-") == [] and prefixed(g, "march:4-") == []  # cannot move them


def test_11_2_7_without_mercenaries_no_battle_where_the_buyer_has_no_warriors():
    s = merc_table()
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("done")
    g = to_decision(g, "marquise", "action")
    assert "battle:5:eyrie" not in keys(g)


def test_11_2_7_taking_hits_odd_hits_own_warriors_even_hits_riverfolk():
    s = merc_table(own=2)
    s.place("eyrie", "warrior", clearing=5, count=2)          # 3 Eyrie in 5
    s.dice([3, 3])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    g.apply("battle:5:eyrie")
    until(g, "marquise", "action", order=("done", "no_ambush"))
    # the Marquise deal 3 (4 warriors fight); the Eyrie deal 3: own, Riverfolk, own
    assert warriors(g, 5, "eyrie") == 0
    assert warriors(g, 5, "marquise") == 0 and warriors(g, 5, R) == 1


def test_11_2_7_mercenaries_raise_the_buyers_rolled_hit_cap():
    s = merc_table(own=1)
    s.place("eyrie", "warrior", clearing=5, count=2)          # 3 Eyrie in 5
    s.dice([3, 0])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    g.apply("battle:5:eyrie")
    until(g, "marquise", "action", order=("done", "no_ambush"))
    assert warriors(g, 5, "eyrie") == 0                       # 3 hits: 1 own + 2 hired fight


def test_11_2_7_mercenaries_removed_by_the_vagabond_make_no_hostility():
    s = buyer_table(("marquise", "vagabond", R))
    s.place(R, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5)
    s.vagabond("thief", 5, items=["sword", "sword", "boot"])
    s.dice([2, 2])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    g.apply("battle:5:vagabond")
    until(g, "marquise", "action", order=("done", "no_ambush"))
    assert warriors(g, 5, "marquise") == 0 and warriors(g, 5, R) == 1
    assert g.s["players"]["vagabond"]["relationships"][R] != "hostile"


# ===== Scenario, position text, checks ===========================================================

def test_scenario_boxes_take_warriors_from_their_owners():
    s = table()
    s.funds({"marquise": 3, R: 2})
    assert s._s["players"]["marquise"]["supply"]["warrior"] == 22
    s.funds({"marquise": 1})
    assert s._s["players"]["marquise"]["supply"]["warrior"] == 24
    assert s._s["players"][R]["supply"]["warrior"] == 15


def test_scenario_refuses_bad_boxes_and_changes_nothing():
    s = table()
    with pytest.raises(ScenarioError):
        s.funds({"marquise": 26})
    with pytest.raises(ScenarioError):
        s.funds({"eyrie": 1})                                 # not at the table
    with pytest.raises(ScenarioError):
        s.payments({"marquise": -1})
    with pytest.raises(ScenarioError):
        s.trade_track("fox", {R: 1})                          # no empty fox space
    with pytest.raises(UnknownName):
        s.trade_track("bird", {R: 1})
    with pytest.raises(ScenarioError):
        s.prices(hand_card=5)
    with pytest.raises(ScenarioError):
        s.place(R, "trade_post_fox", clearing=4)              # 4 is rabbit
    assert s._s["players"][R]["funds"] == {} and s._s["players"][R]["prices"]["hand_card"] == 1
    assert s._s["players"]["marquise"]["supply"]["warrior"] == 25


def test_position_text_round_trip():
    s = table(("marquise", "vagabond", R))
    s.place(R, "trade_post_fox", clearing=1)
    s.place(R, "warrior", clearing=4, count=2)
    s.funds({"marquise": 2, R: 1})
    s.payments({R: 1})
    s.committed({"marquise": 1})
    s.trade_track("fox", {R: 1})
    s.prices(hand_card=3, riverboats=2, mercenaries=4)
    s.lost_trade_posts({"mouse": 1})
    s.hand(R, ["anvil"])
    s.vagabond("thief", 8, items=["boot"])
    g = s.start(turn="marquise", phase="daylight")
    t = g.position_text()
    assert "funds riverfolk: marquise 2, riverfolk 1" in t
    assert "trade_track riverfolk fox: riverfolk 1" in t
    assert "prices riverfolk: hand_card 3, riverboats 2, mercenaries 4" in t
    assert "lost_trade_posts riverfolk: mouse 1" in t
    s2 = Scenario.from_text(t)
    assert s2.to_text() == t
    g2 = s2.start()
    assert g2.s["players"][R] == g.s["players"][R]


def test_fuzz_invariant_catches_two_trade_posts_in_a_clearing():
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    g = s.start(turn="marquise", phase="daylight")
    g.s["board"][1]["tokens"].append([R, "trade_post_fox"])
    assert "only one trade post" in faction(R).invariant_problem(g)


# ===== the puzzle (root_widget/data/puzzles.json) ==================================================

def test_puzzle_river_trade_is_solved_and_a_fund_spent_on_a_draw_fails():
    from root_widget.puzzles import get
    entry = get("river_trade")
    assert entry.puzzle().check(list(entry.line)).solved
    v = entry.puzzle().check(["draw", "fund:riverfolk", "trade_post:4", "recruit:10",
                              "trade_post:10"])
    assert not v.solved


# ===== more of 11.2.7 and the board ==============================================================

def test_11_2_7_riverboats_still_need_rule_of_origin_or_destination():
    s = buyer_table(("marquise", "eyrie", R))
    s.place("marquise", "warrior", clearing=10)
    s.place("eyrie", "warrior", clearing=10, count=2)        # the Eyrie rule 10
    s.place("marquise", "warrior", clearing=1)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:riverboats")
    g = to_decision(g, "marquise", "action")
    assert prefixed(g, "march:10-11") == [] and prefixed(g, "march:10-5") == []


def test_11_2_7_riverboats_carry_the_vagabond_along_a_river():
    s = buyer_table(("vagabond", R))
    s.vagabond("thief", 10, items=["boot", "boot", "sword"])
    g = s.start(turn="vagabond", phase="birdsong")
    g.apply("buy:riverboats")
    g.apply("exhaust:sword")
    while g.decision.kind != "action":
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert "move:11" in keys(g)                                # the river 10-11


def test_11_2_7_mercenaries_end_with_the_buyers_turn():
    s = merc_table()
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    assert g.clearing(5).ruler() == "marquise"
    while g.s["turn"]["faction"] == "marquise":
        ks = keys(g)
        g.apply("done" if "done" in ks else ("end" if "end" in ks else ks[0]))
    assert "lent_warriors" not in g.s["flags"]
    assert g.clearing(5).ruler() == R


def test_the_board_shows_the_public_hand_boxes_and_prices_to_another_seat():
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.funds({"marquise": 2, R: 1})
    s.prices(hand_card=3, riverboats=2, mercenaries=4)
    s.hand(R, ["anvil"])
    svg = s.start(turn="marquise", phase="daylight").svg(seat="marquise")
    board = svg[svg.index('id="rw-faction-riverfolk"'):]
    assert "card in-hand" in board and "Anvil" in board
    assert 'class="box funds" data-count="3"' in board
    assert 'data-prices="3,2,4"' in board


def test_G_35_hired_mercenaries_are_not_enemy_pieces_for_a_favor_card():
    s = buyer_table(("marquise", "eyrie", R))
    s.place(R, "warrior", clearing=3, count=2)
    s.place(R, "trade_post_rabbit", clearing=10)
    s.place("eyrie", "warrior", clearing=3)
    s.place("marquise", "workshop", clearing=3)
    s.place("marquise", "workshop", clearing=5)
    s.place("marquise", "workshop", clearing=10)
    s.hand("marquise", ["favor_of_the_rabbits"])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "craft")
    g.apply("craft:favor_of_the_rabbits")
    assert warriors(g, 3) == 2 and warriors(g, 4) == 2        # hired: not removed
    assert warriors(g, 3, "eyrie") == 0
    assert [R, "trade_post_rabbit"] not in g.s["board"][10]["tokens"]   # still an enemy piece


def test_a_save_with_a_broken_mercenaries_flag_is_refused():
    from root_widget.rules.errors import SaveError
    import json
    s = merc_table()
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    d = json.loads(g.to_json())
    d["state"]["flags"]["lent_warriors"]["borrower"] = "lizards"
    with pytest.raises(SaveError, match="lent_warriors"):
        Game.from_json(json.dumps(d))
    assert Game.from_json(g.to_json()).s["flags"]["lent_warriors"]["borrower"] == "marquise"


def test_11_5_3_an_any_suit_cost_is_paid_onto_the_tracks_of_the_suits_chosen():
    s = table()
    for c in (1, 6, 3, 4):                                   # two fox, two rabbit posts out
        s.place(R, f"trade_post_{'fox' if c in (1, 6) else 'rabbit'}", clearing=c)
    s.hand(R, ["royal_claim"])
    s.funds({R: 4})
    g = rf_day(s)
    assert prefixed(g, "craft:royal_claim") == ["craft:royal_claim:fox+fox+rabbit+rabbit"]
    g.apply("craft:royal_claim:fox+fox+rabbit+rabbit")
    assert rf(g)["track"] == {"fox": {R: 2}, "rabbit": {R: 2}, "mouse": {}}
    assert rf(g)["crafted"] == ["royal_claim"]


def test_11_2_6_the_vagabonds_pawn_counts_as_his_piece_beside_a_trade_post():
    s = buyer_table(("vagabond", R))
    s.place(R, "trade_post_rabbit", clearing=5)
    s.vagabond("thief", 5, items=["boot", "sword", "torch", "tea"])
    s.prices(hand_card=1)
    g = s.start(turn="vagabond", phase="birdsong")
    assert "(2 more possible)" in g.decision.prompt            # one, plus the post in 5


@pytest.mark.parametrize("own, ruler", [(0, None), (1, "eyrie")])
def test_7_2_2_with_11_2_7_lords_of_the_forest_need_an_eyrie_piece_not_only_mercenaries(own, ruler):
    """G.35: hired mercenaries are still Riverfolk pieces. Tied with the Marquise through
    mercenaries alone, the Eyrie do not rule (7.2.2 asks for an Eyrie piece there); with one
    warrior of their own in the tie, they do (found by the fuzzer, 5 players, seed 0)."""
    s = buyer_table(("eyrie", "marquise", R))
    s.place(R, "warrior", clearing=5, count=2 - own)
    if own:
        s.place("eyrie", "warrior", clearing=5, count=own)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "roost", clearing=1)
    s.hand("eyrie", ["fox_ambush", "bake_sale"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("buy:mercenaries")
    while g.s["turn"]["phase"] == "birdsong":
        g.apply(g.decision.options[-1])
    assert g.s["turn"]["phase"] == "daylight" and g.s["turn"]["faction"] == "eyrie"
    assert g.clearing(5).ruler() == ruler


# ===== audit of Law 11 (s25): rules not covered above ==============================================

def test_11_3_2_setup_warriors_may_share_a_clearing_touching_the_river():
    g = Game.new(["marquise", R], seed=4)
    while not (g.decision.player == R and g.decision.kind == "place_warrior"):
        g.apply(g.decision.options[0])
    for _ in range(4):
        assert "warrior:7" in keys(g) and "warrior:8" not in keys(g)    # 8 touches no river
        g.apply("warrior:7")
    assert warriors(g, 7) == 4 and g.decision.kind == "set_price"


def test_11_4_1_protectionism_warriors_go_to_payments_before_dividends_count_funds():
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.funds({R: 1})
    g = s.start(turn=R, phase="birdsong")
    assert g.score(R) == 0                    # 1 fund // 2; the two new ones are in Payments
    assert rf(g)["funds"] == {R: 3}           # then all gathered (11.4.3)


def test_11_4_1_protectionism_places_what_the_supply_has():
    s = table()
    s.place(R, "warrior", clearing=4, count=14)            # one warrior left in the supply
    g = s.start(turn=R, phase="birdsong")
    assert rf(g)["funds"] == {R: 1} and supply(g, R) == 0  # Law 1.5.4: as many as possible


def test_11_2_3_a_random_card_taken_from_the_public_hand_is_picked_by_chance():
    s = table(("vagabond", R))
    s.vagabond("thief", 5, items=["torch", "boot"])
    s.place(R, "warrior", clearing=5)
    s.hand(R, ["anvil", "sappers"])
    g = s.start(turn="vagabond", phase="daylight", auto_chance=False)
    g.apply("steal:riverfolk")
    d = g.decision
    assert (d.player, d.kind) == ("chance", "random_card")   # not the Vagabond's pick
    assert sorted(a.outcome for a in d.options) == ["anvil", "sappers"]
    g.apply("take:sappers")
    assert rf(g)["hand"] == ["anvil"] and g.s["players"]["vagabond"]["hand"] == ["sappers"]
    assert g.observation("vagabond")["players"][R]["hand"] == ["anvil"]   # still face up


def rabbit_posts_and_a_favor(funds_):
    s = table()
    s.place(R, "trade_post_rabbit", clearing=3)
    s.place(R, "trade_post_rabbit", clearing=4)
    for c in (3, 5, 10):
        s.place("marquise", "workshop", clearing=c)
    s.hand("marquise", ["favor_of_the_rabbits"])
    if funds_:
        s.funds(funds_)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_rabbits")
    return g


def test_11_2_5_each_trade_post_removed_at_once_halves_the_funds_again():
    g = rabbit_posts_and_a_favor({R: 5})
    # Law 1.5.4: both posts go first, then one Trade Disruption each: 5 - 3, then 2 - 1
    assert rf(g)["funds"] == {R: 1}
    assert rf(g)["lost_posts"]["rabbit"] == 2 and rf(g)["supply"]["trade_post_rabbit"] == 1
    assert supply(g, R) == 15 - 5 + 4            # the removed funds are back in the supply
    assert g.score("marquise") == 2


def test_11_2_5_trade_disruption_without_funds_still_takes_the_post_out_of_the_game():
    g = rabbit_posts_and_a_favor(None)
    assert rf(g)["funds"] == {} and rf(g)["lost_posts"]["rabbit"] == 2
    assert g.decision.player == "marquise"                    # nothing asked of the Riverfolk


def test_11_2_5_a_lost_trade_post_is_not_placed_again_but_its_space_stays_open():
    s = table()
    s.place(R, "trade_post_rabbit", clearing=3)
    s.place(R, "trade_post_rabbit", clearing=5)
    s.lost_trade_posts({"rabbit": 1})
    s.place(R, "warrior", clearing=4)
    s.hand(R, ["a_visit_to_friends"])                      # rabbit cost: 1 rabbit
    s.funds({R: 3})
    g = rf_day(s)
    assert rf(g)["supply"]["trade_post_rabbit"] == 0
    assert "trade_post:4" not in keys(g) and "trade_post:10" not in keys(g)
    assert "craft:a_visit_to_friends" in keys(g)              # 3 empty rabbit spaces


def test_11_5_6_III_the_trade_post_is_placed_and_scores_with_no_warrior_left():
    s = table()
    s.place(R, "warrior", clearing=5, count=13)
    s.funds({R: 2})                                           # the last two warriors
    g = rf_day(s)
    g.apply("trade_post:5")
    # the two spent funds went back to the supply first, so one is placed with the post
    assert ["riverfolk", "trade_post_rabbit"] in g.s["board"][5]["tokens"]
    assert warriors(g, 5) == 14 and g.score(R) == 2


def test_11_5_6_III_with_an_empty_supply_the_post_goes_alone():
    s = table()
    s.place(R, "warrior", clearing=5, count=15)
    s.place("marquise", "warrior", clearing=4, count=2)
    s.funds({"marquise": 2})
    g = rf_day(s)
    g.apply("trade_post:4")                                   # ruled by the Marquise
    assert ["riverfolk", "trade_post_rabbit"] in g.s["board"][4]["tokens"]
    assert warriors(g, 4) == 0 and g.score(R) == 2            # Law 1.5.4


def test_11_5_5_recruit_ignores_rule_and_11_5_any_number_of_actions():
    s = table()
    s.place(R, "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=10, count=3)     # the Marquise rule 10
    s.funds({R: 2})
    g = rf_day(s)
    g.apply("recruit:10")
    assert warriors(g, 10) == 1 and g.decision.kind == "daylight_action"
    g.apply("recruit:10")                                     # again: any order and number
    assert warriors(g, 10) == 2
    assert keys(g) == ["done"]                                # no fund left


def test_11_5_3_1_only_a_card_with_a_crafting_cost_may_be_exported():
    s = table(("marquise", "eyrie", R))
    s.place(R, "trade_post_fox", clearing=1)
    s.hand(R, ["fox_dominance", "fox_ambush", "anvil"])
    s.funds({R: 3})
    g = rf_day(s)
    assert prefixed(g, "export:") == ["export:anvil"]
    assert prefixed(g, "craft:") == ["craft:anvil"]


def test_11_5_3_1_an_export_is_labelled_as_an_export_not_a_craft():
    from root_widget.i18n import Labels
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.hand(R, ["anvil"])
    s.funds({R: 1})
    g = rf_day(s)
    ex = {a.key: a for a in g.legal_actions()}["export:anvil"]
    assert ex.label.startswith("Export Anvil") and "Payments" in ex.label
    assert ex.label != {a.key: a for a in g.legal_actions()}["craft:anvil"].label
    assert Labels("de").option(ex, tuple(g.factions)).startswith("Exportieren")


def test_11_2_6_riverboats_and_mercenaries_once_a_hand_card_again():
    s = buyer_table(hand_card=1, riverboats=1, mercenaries=1)
    s.place(R, "trade_post_rabbit", clearing=5)
    s.place(R, "trade_post_fox", clearing=1)
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=1)
    g = s.start(turn="marquise", phase="birdsong")
    assert "(3 more possible)" in g.decision.prompt
    g.apply("buy:riverboats")
    assert "buy:riverboats" not in keys(g) and "buy:mercenaries" in keys(g)
    g.apply("buy:mercenaries")
    assert keys(g) == ["buy:hand_card:anvil", "buy:hand_card:sappers", "done"]
    g.apply("buy:hand_card:anvil")
    assert g.decision.kind != "buy_service"                   # three bought: the limit
    assert rf(g)["payments"] == {"marquise": 3}


def test_11_2_6_a_trade_post_clearing_without_the_buyers_pieces_adds_no_service():
    s = buyer_table()
    s.place(R, "trade_post_rabbit", clearing=5)
    s.place(R, "trade_post_fox", clearing=1)
    s.place(R, "warrior", clearing=1)                         # only Riverfolk pieces there
    s.place("marquise", "warrior", clearing=5)
    g = s.start(turn="marquise", phase="birdsong")
    assert "(2 more possible)" in g.decision.prompt


def test_11_2_6_bad_input_for_a_service_is_refused_and_changes_nothing():
    s = buyer_table()
    g = s.start(turn="marquise", phase="birdsong")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise's decision"):
        g.apply("buy:riverboats", player=R)                   # the Riverfolk do not buy
    with pytest.raises(IllegalAction, match="expected one of"):
        g.apply("buy:hand_card:sword")                        # not in the Riverfolk's hand
    with pytest.raises(IllegalAction):
        g.apply("buy:swimmers")
    assert g.to_json() == before


def test_11_2_7_mercenaries_never_count_toward_dominance():
    s = table(("marquise", "eyrie", R))
    s.dominance("marquise", "fox_dominance")
    for c in (1, 6, 8):
        s.place(R, "warrior", clearing=c)
    s.place("marquise", "warrior", clearing=3)
    s.prices(mercenaries=1)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    assert [g.clearing(c).ruler() for c in (1, 6, 8)] == ["marquise"] * 3
    for _ in range(200):                     # to the start of the Marquise's next turn
        if g.s["turn"]["faction"] == "marquise" and g.s["turn"]["number"] > 1 or g.is_over:
            break
        ks = keys(g)
        g.apply("done" if "done" in ks else ("end" if "end" in ks else ks[0]))
    assert g.s["turn"]["faction"] == "marquise" and not g.is_over and g.winners == []


def test_11_2_7_taking_hits_with_no_own_warrior_mercenaries_go_before_a_building():
    s = buyer_table(("marquise", "eyrie", R))
    s.place(R, "warrior", clearing=5, count=2)
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "warrior", clearing=1)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.dice([3, 3])
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:mercenaries")
    g = to_decision(g, "marquise", "action")
    g.apply("battle:5:eyrie")
    until(g, "marquise", "action", order=("done", "no_ambush"))
    # three hits: both mercenaries (no Marquise warrior there), then the sawmill
    assert warriors(g, 5, R) == 0 and warriors(g, 5, "eyrie") == 1
    assert ["marquise", "sawmill"] not in g.s["board"][5]["buildings"]
    assert g.score("eyrie") == 1


def test_1_2_a_seat_sees_the_riverfolk_hand_and_boards_but_no_other_hand():
    s = buyer_table(("marquise", "eyrie", R))
    s.hand("marquise", ["bake_sale"])
    s.hand("eyrie", ["cobbler"])
    s.funds({"marquise": 2})
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:hand_card:anvil")                            # now a Marquise card
    obs = g.observation(R)
    assert obs["players"]["marquise"]["hand"] is None and obs["players"]["eyrie"]["hand"] is None
    assert obs["players"][R]["hand"] == ["sappers"]
    eo = g.observation("eyrie")
    assert eo["players"][R]["hand"] == ["sappers"] and eo["players"][R]["funds"] == {"marquise": 2}
    assert eo["players"][R]["payments"] == {"marquise": 2}
    svg = g.svg(seat=R)
    assert "Bake Sale" not in svg and "Cobbler" not in svg
    assert 'data-card="anvil"' not in svg                     # in the Marquise's hand now
    assert 'data-card="sappers"' in g.svg(seat="eyrie")       # the public hand


# ----- An Export is a craft of the card (stop 28) ----------------------------------------------

def _export_table(crafted=(), hammers=True):
    from root_widget.scenario import item_supply_at_setup
    s = table()
    s.place(R, "trade_post_fox", clearing=1)
    s.crafted(R, list(crafted)).hand(R, ["anvil", "armorers"])   # a hammer card; a persistent
    s.funds({R: 3})
    if not hammers:
        s.item_supply({**item_supply_at_setup(), "hammer": 0})
    return rf_day(s)


def test_4_1_2_11_5_3_1_no_export_of_an_item_card_whose_item_is_not_in_the_supply():
    """11.5.3 has the Riverfolk craft the card; its Export (11.5.3.1) only sets the card's
    benefit aside. 4.1.2 says a card whose item is not in the supply cannot be crafted, and
    1.5.4 keeps prerequisites: so it cannot be exported either. Before stop 28 it could."""
    g = _export_table(hammers=False)
    assert not prefixed(g, "craft:anvil") and not prefixed(g, "export:anvil")
    assert prefixed(g, "export:armorers")                          # no item: still exported
    g = _export_table()
    assert prefixed(g, "craft:anvil") == ["craft:anvil"]
    assert prefixed(g, "export:anvil") == ["export:anvil"]


def test_4_1_4_11_5_3_1_no_export_of_a_persistent_card_identical_to_one_crafted():
    """The same reading for 4.1.4: an identical persistent effect in the Riverfolk's play
    area forbids crafting the card, so it forbids the Export too. Before stop 28 it did not."""
    g = _export_table(crafted=["armorers"])
    assert not prefixed(g, "craft:armorers") and not prefixed(g, "export:armorers")
    assert prefixed(g, "export:anvil") == ["export:anvil"]
    g = _export_table()
    assert prefixed(g, "export:armorers") == ["export:armorers"]
