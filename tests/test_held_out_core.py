"""Held-out checks of the Law's shared chapters: the Golden Rules (Law 1), Key Concepts (2),
Victory (3), Key Actions (4), Setup (5), and the effects of the standard deck's cards, with
their interactions with the base factions (Law 6-9). Written from the Law alone (and the
printed effects of the standard deck's cards), without reading the test modules of those
chapters. Each test builds a position with the Scenario API, acts through the public API and
checks what happens and what the Law forbids (absent options).

Cards of the standard deck, as their effects read: Armorers (in battle, may discard to ignore
all rolled hits taken), Sappers (as defender, may discard for an extra hit), Brutal Tactics
(as attacker, may deal an extra hit; the defender scores one), Scouting Party (as attacker,
ambush cards do not affect you), Royal Claim (in Birdsong, may discard to score one per ruled
clearing), Stand and Deliver! (in Birdsong, may take a random card from another player, who
scores one), Better Burrow Bank (at start of Birdsong, you and another player each draw),
Command Warren (at start of Daylight, may battle), Cobbler (at start of Evening, may move),
Tax Collector (once in Daylight, may remove one of your warriors to draw), Codebreakers (once
in Daylight, may look at another hand), the Favors (remove every enemy piece in the clearings
of their suit) and the item cards (cost, item and points in root_widget/data/decks.json).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Building slots: one in 1 3 4, three
in 11, two elsewhere; ruins fill one slot in 6 10 11 12. Corners 1-3 and 2-4 are opposite.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
Rivers (not paths): 4-7 5-10 7-11 10-11.
"""
import pytest

from root_widget import Game
from root_widget.rules.errors import IllegalAction

from helpers import (keys, prefixed, table, card_ids, warriors, buildings, tokens, passive, until,
                     marquise_actions, vb_day)

M = "marquise"
E = "eyrie"
A = "alliance"
V = "vagabond"
SUIT = {1: "fox", 6: "fox", 8: "fox", 12: "fox", 3: "rabbit", 4: "rabbit", 5: "rabbit",
        10: "rabbit", 2: "mouse", 7: "mouse", 9: "mouse", 11: "mouse"}


def battle(g, clearing, defender):
    g.apply(f"battle:{clearing}:{defender}")
    return g


def player(g, f):
    return g.s["players"][f]


# ===== Law 1: Golden Rules ====================================================================

def test_1_1_3_player_taking_the_turn_orders_simultaneous_birdsong_effects():
    s = table((M, E))
    s.crafted(M, ["royal_claim", "stand_and_deliver"])
    s.place(M, "warrior", clearing=1)
    s.hand(E, ["anvil"])
    g = s.start(turn=M, phase="birdsong")
    assert g.decision.player == M
    assert {"royal_claim", "stand_and_deliver:eyrie", "done"} <= set(keys(g))


def test_1_2_1_hand_is_hidden_from_other_seats_but_its_size_is_public():
    s = table((M, E))
    s.hand(M, ["anvil", "sappers", "fox_ambush"])
    g = s.start(turn=M, phase="birdsong")
    seen = g.observation(E)["players"][M]
    assert seen["hand"] is None
    assert seen["hand_size"] == 3
    assert sorted(g.observation(M)["players"][M]["hand"]) == ["anvil", "fox_ambush", "sappers"]


def test_1_2_2_discard_pile_is_public():
    s = table((M, E))
    s.discard_pile(["anvil", "sappers"])
    g = s.start(turn=M, phase="birdsong")
    assert g.observation(E)["discard"] == ["anvil", "sappers"]


def test_1_5_1_a_scenario_cannot_place_more_warriors_than_the_faction_has():
    s = table((M, E))
    with pytest.raises(ValueError):
        s.place(E, "warrior", clearing=5, count=21)          # the Eyrie have 20
    assert warriors(s.start(turn=M), 5, E) == 0


# ===== Law 2: Key Concepts ====================================================================

def test_2_1_empty_deck_is_formed_again_from_the_discard_pile():
    s = table((M, E))
    deck = dict(s.state()["deck"])
    rest = [c for c, n in sorted(deck.items()) for _ in range(n)]
    s.hand(M, rest[:2])
    s.hand(E, rest[2:7])
    s.discard_pile(rest[7:])
    assert sum(s.state()["deck"].values()) == 0
    g = s.start(turn=M, phase="evening")
    for _ in range(40):
        if g.s["turn"]["faction"] == E:
            break
        g.apply(passive(g))
    assert len(g.hand(M)) == 3                              # drew one card from the new deck
    assert len(g.s["discard"]) + sum(g.s["deck"].values()) == len(rest[7:]) - 1


def test_2_1_1_birds_are_wild_when_spending_for_a_suit():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.available_dominance(["fox_dominance"])
    s.hand(M, ["sappers", "anvil", "smugglers_trail"])      # bird, fox, rabbit
    g = marquise_actions(s)
    assert "take_dominance:fox_dominance:sappers" in keys(g)
    assert "take_dominance:fox_dominance:anvil" in keys(g)
    assert "take_dominance:fox_dominance:smugglers_trail" not in keys(g)


def test_2_1_1_reverse_substitution_bird_dominance_needs_a_bird_card():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.available_dominance(["bird_dominance"])
    s.hand(M, ["sappers", "anvil", "smugglers_trail"])
    g = marquise_actions(s)
    assert prefixed(g, "take_dominance:bird_dominance:") == \
        ["take_dominance:bird_dominance:sappers"]


def test_2_1_2_ambush_cards_cannot_be_crafted():
    s = table((M, E))
    for c in (1, 8, 12):
        s.place(M, "workshop", clearing=c)
    s.hand(M, ["fox_ambush", "bird_ambush", "anvil"])
    g = s.start(turn=M, phase="daylight")
    assert g.decision.kind == "craft"
    assert "craft:anvil" in keys(g)
    assert not prefixed(g, "craft:fox_ambush") and not prefixed(g, "craft:bird_ambush")


def test_2_1_3_dominance_cards_cannot_be_crafted():
    s = table((M, E))
    for c in (1, 8, 12):
        s.place(M, "workshop", clearing=c)
    s.hand(M, ["fox_dominance", "anvil"])
    g = s.start(turn=M, phase="daylight")
    assert "craft:anvil" in keys(g)
    assert not prefixed(g, "craft:fox_dominance")


def test_2_2_1_a_move_goes_only_along_a_path_to_an_adjacent_clearing():
    s = table((M, E))
    s.place(M, "warrior", clearing=1, count=2)
    g = marquise_actions(s)
    targets = {k.split(":")[1] for k in prefixed(g, "march:1-")}
    assert targets == {"1-5", "1-9", "1-10"}


def test_2_3_rivers_are_not_paths():
    s = table((M, E))
    s.place(M, "warrior", clearing=4, count=2)
    g = marquise_actions(s)
    targets = {k.split(":")[1] for k in prefixed(g, "march:4-")}
    assert targets == {"4-8", "4-9", "4-12"}                # not 4-7 (a river)


def test_2_2_3_no_building_in_a_clearing_without_an_open_slot():
    s = table((M, E))
    s.place(M, "warrior", clearing=1, count=2)
    s.place(M, "sawmill", clearing=1)                       # clearing 1 has one slot
    s.place(M, "warrior", clearing=5, count=2)
    s.place(M, "sawmill", clearing=5)
    s.place(M, "wood", clearing=5, count=2)
    g = marquise_actions(s)
    assert not prefixed(g, "build:1:")
    assert prefixed(g, "build:5:")                          # 5 has a second slot


def test_2_2_4_ruins_fill_their_slot():
    s = table((M, E))
    s.place(M, "warrior", clearing=6, count=2)
    s.place(M, "sawmill", clearing=6)                       # 6: two slots, one a ruin
    s.place(M, "wood", clearing=6, count=2)
    g = marquise_actions(s)
    assert not prefixed(g, "build:6:")


def test_2_5_more_warriors_and_buildings_rule_and_a_tie_rules_nothing():
    s = table((M, A))                                       # (the Eyrie would win ties, 7.2.2)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(A, "warrior", clearing=5)
    s.place(A, "base_rabbit", clearing=5)                   # 2 against 2: a tie
    s.place(M, "warrior", clearing=8, count=2)
    s.place(A, "warrior", clearing=8)
    s.place(M, "warrior", clearing=7)
    s.place(A, "warrior", clearing=7)
    s.place(A, "base_mouse", clearing=7)
    g = s.start(turn=M)
    assert g.clearing(5).ruler() is None
    assert g.clearing(8).ruler() == M
    assert g.clearing(7).ruler() == A


def test_2_5_tokens_do_not_count_for_rule():
    s = table((M, A))
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5, count=3)
    s.place(A, "warrior", clearing=5)
    s.place(A, "sympathy", clearing=9)
    g = s.start(turn=M)
    assert g.clearing(5).ruler() is None                    # wood does not help
    assert g.clearing(9).ruler() is None                    # sympathy alone rules nothing


def test_2_5_buildings_alone_rule():
    s = table((M, E))
    s.place(E, "roost", clearing=7)
    g = s.start(turn=M)
    assert g.clearing(7).ruler() == E


# ===== Law 3: Victory =========================================================================

def test_3_1_reaching_30_points_wins_immediately():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["anvil"])
    s.score(M, 28)
    g = s.start(turn=M, phase="daylight")
    g.apply("craft:anvil")                                   # 2 points
    assert g.is_over and g.winners == [M]
    assert g.legal_actions() == [] or g.decision is None


def test_3_2_1_removing_an_enemy_building_in_defence_scores_for_the_defender():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.place(M, "sawmill", clearing=8)
    s.place(E, "warrior", clearing=8, count=2)
    s.dice([3, 2])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 0 and buildings(g, 8, M) == []
    assert warriors(g, 8, E) == 1
    assert g.score(E) == 1 and g.score(M) == 0


def test_3_2_1_removing_an_enemy_token_scores():
    s = table((M, A))
    s.place(M, "warrior", clearing=9, count=2)
    s.place(A, "sympathy", clearing=9)
    s.dice([0, 0])
    g = marquise_actions(s)
    battle(g, 9, A)
    g = until(g, M, "action")
    assert tokens(g, 9, A) == []
    assert g.score(M) == 1


def test_3_2_2_crafting_an_item_scores_its_points_and_takes_the_item():
    s = table((M, E))
    s.place(M, "workshop", clearing=2)
    s.place(M, "workshop", clearing=3)
    s.hand(M, ["bake_sale"])                                # rabbit rabbit: coins, 3
    s.place(M, "workshop", clearing=4)
    g = s.start(turn=M, phase="daylight")
    before = g.s["items"]["coins"]
    g.apply("craft:bake_sale")
    assert g.score(M) == 3
    assert player(g, M)["items"] == ["coins"]
    assert g.s["items"]["coins"] == before - 1
    assert "bake_sale" in g.s["discard"]                    # Law 4.1.2: then discard


def test_3_3_1_dominance_needs_ten_points():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.hand(M, ["fox_dominance"])
    s.score(M, 9)
    g = marquise_actions(s)
    assert not prefixed(g, "activate:")
    s.score(M, 10)
    g = marquise_actions(s)
    assert "activate:fox_dominance" in keys(g)


def test_3_3_1_activating_removes_the_score_and_scoring_stops():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["fox_dominance", "anvil"])
    s.score(M, 12)
    g = s.start(turn=M, phase="daylight")
    g.apply("activate:fox_dominance")
    assert player(g, M)["dominance"] == "fox_dominance"
    assert "fox_dominance" not in card_ids(g, M)            # Law 2.1.4: play area, not hand
    assert g.score(M) is None
    g = until(g, M, "craft") if g.decision.kind != "craft" else g
    assert "craft:anvil" in keys(g)
    g.apply("craft:anvil")
    assert g.score(M) is None                               # no points for the item
    assert player(g, M)["items"] == ["hammer"]


def test_3_3_1_dominance_is_activated_only_in_your_daylight():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.hand(M, ["fox_dominance"])
    s.score(M, 15)
    g = s.start(turn=M, phase="birdsong")
    while g.s["turn"]["phase"] == "birdsong":
        assert not prefixed(g, "activate:")
        g.apply(passive(g))
    g = s.start(turn=M, phase="evening")
    for _ in range(10):
        if g.s["turn"]["faction"] != M:
            break
        assert not prefixed(g, "activate:")
        g.apply(passive(g))


def test_3_3_1_suit_dominance_wins_with_three_ruled_matching_clearings_at_birdsong():
    s = table((M, E))
    s.dominance(M, "fox_dominance")
    for c in (1, 6, 8):
        s.place(M, "warrior", clearing=c)
    g = s.start(turn=M, phase="birdsong")
    assert g.is_over and g.winners == [M]


def test_3_3_1_suit_dominance_needs_three_ruled_not_two():
    s = table((M, E))
    s.dominance(M, "fox_dominance")
    for c in (1, 6):
        s.place(M, "warrior", clearing=c)
    s.place(M, "warrior", clearing=8)
    s.place(E, "warrior", clearing=8)                        # a tie: not ruled
    s.place(M, "warrior", clearing=5)                        # rabbit: does not count
    g = s.start(turn=M, phase="birdsong")
    assert not g.is_over


def test_3_3_1_dominance_is_checked_at_the_start_of_your_own_birdsong_only():
    s = table((M, E))
    s.dominance(M, "fox_dominance")
    for c in (1, 6, 8):
        s.place(M, "warrior", clearing=c)
    g = s.start(turn=E, phase="birdsong")
    assert not g.is_over
    g = s.start(turn=M, phase="evening")
    assert not g.is_over


def test_3_3_1_bird_dominance_wins_with_two_opposite_corners():
    s = table((M, E))
    s.dominance(M, "bird_dominance")
    s.place(M, "warrior", clearing=2)
    s.place(M, "warrior", clearing=4)
    g = s.start(turn=M, phase="birdsong")
    assert g.is_over and g.winners == [M]


def test_3_3_1_bird_dominance_needs_opposite_corners_not_neighbouring_ones():
    s = table((M, E))
    s.dominance(M, "bird_dominance")
    s.place(M, "warrior", clearing=1)
    s.place(M, "warrior", clearing=2)
    s.place(M, "warrior", clearing=12)
    g = s.start(turn=M, phase="birdsong")
    assert not g.is_over


def test_3_3_2_an_active_dominance_card_cannot_be_replaced():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.dominance(M, "fox_dominance")
    s.hand(M, ["mouse_dominance"])
    g = marquise_actions(s)
    assert not prefixed(g, "activate:")


def test_3_3_3_a_discarded_dominance_card_becomes_available():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.hand(M, ["fox_dominance", "anvil", "sappers", "armorers", "cobbler", "bake_sale",
               "investments"])                             # seven cards: two over the limit
    g = s.start(turn=M, phase="evening")
    assert (g.decision.player, g.decision.kind) == (M, "discard")     # Law 6.6: down to five
    g.apply("discard:fox_dominance")
    assert "fox_dominance" in g.s["available_dominance"]
    assert "fox_dominance" not in g.s["discard"]


def test_3_3_4_taking_an_available_dominance_card_spends_the_matching_card():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.available_dominance(["fox_dominance"])
    s.hand(M, ["anvil"])
    g = marquise_actions(s)
    g.apply("take_dominance:fox_dominance:anvil")
    assert card_ids(g, M) == ["fox_dominance"]
    assert g.s["available_dominance"] == []
    assert "anvil" in g.s["discard"]


def test_3_3_4_available_dominance_is_taken_only_in_your_daylight():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.available_dominance(["fox_dominance"])
    s.hand(M, ["anvil"])
    g = s.start(turn=M, phase="birdsong")
    while g.s["turn"]["phase"] == "birdsong":
        assert not prefixed(g, "take_dominance:")
        g.apply(passive(g))


# ===== Law 4: Key Actions =====================================================================

# ----- 4.1 Craft ------------------------------------------------------------------------------

def test_4_1_1_crafting_pieces_must_match_the_cost_suits():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)                      # fox
    s.hand(M, ["anvil", "birdy_bindle", "foxfolk_steel"])   # fox; mouse; fox fox
    g = s.start(turn=M, phase="daylight")
    assert "craft:anvil" in keys(g)
    assert not prefixed(g, "craft:birdy_bindle")
    assert not prefixed(g, "craft:foxfolk_steel")           # one fox piece, two needed


def test_4_1_1_each_crafting_piece_is_used_once_per_turn():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["anvil", "bird_crossbow"])                   # both cost one fox
    g = s.start(turn=M, phase="daylight")
    g.apply("craft:anvil")
    assert not prefixed(g, "craft:bird_crossbow")


def test_4_1_1_two_matching_pieces_pay_a_double_cost():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.place(M, "workshop", clearing=12)
    s.hand(M, ["foxfolk_steel"])
    g = s.start(turn=M, phase="daylight")
    g.apply("craft:foxfolk_steel")
    assert player(g, M)["items"] == ["sword"] and g.score(M) == 2


def test_4_1_1_royal_claim_takes_four_pieces_of_any_suit():
    s = table((M, E))
    for c in (1, 2, 3):
        s.place(M, "workshop", clearing=c)
    s.hand(M, ["royal_claim"])
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, "craft:royal_claim")
    s.place(M, "workshop", clearing=4)
    g = s.start(turn=M, phase="daylight")
    assert prefixed(g, "craft:royal_claim") == ["craft:royal_claim:fox+mouse+rabbit+rabbit"]
    g.apply(prefixed(g, "craft:royal_claim")[0])
    assert player(g, M)["crafted"] == ["royal_claim"]


def test_4_1_2_an_item_missing_from_the_supply_cannot_be_crafted():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["anvil"])
    s.item_supply({"boot": 2, "bag": 2, "crossbow": 1, "hammer": 0, "sword": 2, "tea": 2,
                   "coins": 2})
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, "craft:anvil")


def test_4_1_3_a_persistent_effect_goes_to_the_play_area():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["armorers"])
    g = s.start(turn=M, phase="daylight")
    g.apply("craft:armorers")
    assert player(g, M)["crafted"] == ["armorers"]
    assert card_ids(g, M) == [] and "armorers" not in g.s["discard"]
    assert g.score(M) == 0


def test_4_1_4_no_duplicate_persistent_effects():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.crafted(M, ["armorers"])
    s.hand(M, ["armorers"])
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, "craft:armorers")


# ----- 4.2 Move -------------------------------------------------------------------------------

def test_4_2_move_any_number_of_warriors_more_than_zero():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    g = marquise_actions(s)
    assert {"march:8-7:1", "march:8-7:2", "march:8-7:3"} <= set(keys(g))
    assert "march:8-7:0" not in keys(g) and "march:8-7:4" not in keys(g)


def test_4_2_1_a_move_needs_rule_of_origin_or_destination():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "warrior", clearing=8, count=2)              # tie in 8: not ruled
    s.place(E, "warrior", clearing=7)                       # 7 ruled by the Eyrie
    s.place(M, "warrior", clearing=4)                       # 4 ruled by the Marquise
    g = marquise_actions(s)
    assert not prefixed(g, "march:8-7:")                    # neither end ruled
    assert "march:8-4:1" in keys(g)                         # destination ruled
    assert "march:4-8:1" in keys(g)                         # origin ruled


def test_4_2_2_a_piece_may_move_again_in_the_same_turn():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=2)
    g = marquise_actions(s)
    g.apply("march:8-7:2")
    assert warriors(g, 7, M) == 2
    assert {"move:7-12:2", "move:7-8:1"} <= set(keys(g))    # the same two warriors again


# ----- 4.3 Battle -----------------------------------------------------------------------------

def test_4_3_battle_needs_your_warriors_and_an_enemy_piece_in_the_clearing():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.place(E, "warrior", clearing=8)
    s.place(M, "warrior", clearing=7)                       # alone
    s.place(M, "sawmill", clearing=12)
    s.place(E, "warrior", clearing=12)                      # no Marquise warrior
    g = marquise_actions(s)
    assert prefixed(g, "battle:") == ["battle:8:eyrie"]


def test_4_3_1_the_ambush_must_match_the_clearing():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=3)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["fox_ambush", "mouse_ambush"])               # 5 is rabbit
    s.dice([0, 0])
    g = marquise_actions(s)
    battle(g, 5, E)
    assert g.decision.kind != "ambush" or not prefixed(g, "ambush:")


def test_4_3_1_a_bird_ambush_matches_any_clearing():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=3)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["bird_ambush", "fox_ambush"])
    g = marquise_actions(s)
    battle(g, 5, E)
    assert (g.decision.player, g.decision.kind) == (E, "ambush")
    assert set(keys(g)) == {"ambush:bird_ambush", "no_ambush"}


def test_4_3_1_ii_ambush_deals_two_hits_then_is_discarded():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=3)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    s.dice([0, 0])
    g = marquise_actions(s)
    battle(g, 5, E)
    g.apply("ambush:rabbit_ambush")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 1 and warriors(g, 5, E) == 1
    assert "rabbit_ambush" in g.s["discard"] and card_ids(g, E) == []


def test_4_3_1_ii_battle_ends_if_the_ambush_removes_every_attacker():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5)
    s.place(E, "roost", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    s.dice([3, 3])
    g = marquise_actions(s)
    battle(g, 5, E)
    g.apply("ambush:rabbit_ambush")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 0
    assert warriors(g, 5, E) == 1 and buildings(g, 5, E) == ["roost"]   # no roll happened
    assert g.score(M) == 0


def test_4_3_1_ii_ambush_hits_reach_the_attackers_buildings_after_its_warriors():
    s = table((M, E))
    s.place(M, "warrior", clearing=5)
    s.place(M, "sawmill", clearing=5)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    g = marquise_actions(s)
    battle(g, 5, E)
    g.apply("ambush:rabbit_ambush")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 0 and buildings(g, 5, M) == []
    assert g.score(E) == 1                                  # Law 3.2.1


def test_4_3_1_i_attacker_foils_with_a_matching_ambush():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    s.hand(M, ["bird_ambush"])
    s.dice([1, 0])
    g = marquise_actions(s)
    battle(g, 5, E)
    g.apply("ambush:rabbit_ambush")
    assert (g.decision.player, g.decision.kind) == (M, "foil")
    assert "no_foil" in keys(g)
    g.apply([k for k in keys(g) if k != "no_foil"][0])
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 2                           # no ambush hits; roll 1-0
    assert warriors(g, 5, E) == 0
    assert {"rabbit_ambush", "bird_ambush"} <= set(g.s["discard"])


def test_4_3_1_i_no_foil_without_a_matching_ambush():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=3)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    s.hand(M, ["fox_ambush"])
    g = marquise_actions(s)
    battle(g, 5, E)
    g.apply("ambush:rabbit_ambush")
    assert g.decision.kind != "foil" or not [k for k in keys(g) if k != "no_foil"]


def test_4_3_3_attacker_deals_the_higher_roll_defender_the_lower():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.dice([1, 3])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 0 and warriors(g, 8, M) == 2


def test_4_3_3_equal_rolls_deal_the_same_hits():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.dice([2, 2])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 1 and warriors(g, 8, M) == 1


def test_4_3_3_i_rolled_hits_are_capped_by_the_attackers_warriors():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.place(E, "warrior", clearing=8, count=3)
    s.dice([3, 0])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 2


def test_4_3_3_i_rolled_hits_are_capped_by_the_defenders_warriors():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.dice([3, 3])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 2                            # the Eyrie had one warrior


def test_4_3_5_ii_a_defenseless_defender_takes_an_extra_hit():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.dice([0, 0])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert buildings(g, 8, E) == []
    assert g.score(M) == 1


def test_4_3_5_ii_no_extra_hit_when_the_defender_has_a_warrior():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.place(E, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.dice([0, 0])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 1 and buildings(g, 8, E) == ["roost"]


def test_4_3_6_warriors_are_removed_before_buildings():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.dice([1, 0])
    g = marquise_actions(s)
    battle(g, 8, E)
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 0 and buildings(g, 8, E) == ["roost"]
    assert g.score(M) == 0


def test_4_3_6_the_side_taking_hits_chooses_which_building_or_token_goes():
    s = table((M, A))
    s.place(M, "warrior", clearing=8)
    s.place(A, "base_fox", clearing=8)
    s.place(A, "sympathy", clearing=8)
    s.dice([0, 0])                                          # one hit: defenseless
    g = marquise_actions(s)
    battle(g, 8, A)
    for _ in range(10):
        if g.decision.player == A and g.decision.kind not in ("ambush",):
            break
        g.apply(passive(g))
    assert g.decision.player == A                           # the Alliance choose
    assert any("base" in k for k in keys(g)) and any("sympathy" in k for k in keys(g))


# ===== Law 5: Setup ===========================================================================

def test_5_1_3_each_player_draws_three_cards():
    g = Game.new(factions=[M, E, A, V], map="autumn", seed=11)
    for f in (M, E, A, V):
        assert len(g.hand(f)) == 3
        assert g.score(f) == 0                               # Law 5.1.2


def test_5_1_3_two_players_remove_the_dominance_cards():
    g = Game.new(factions=[M, E], map="autumn", seed=11)
    deck = g.s["deck"]
    assert not [c for c in deck if c.endswith("_dominance") and deck[c]]
    assert sorted(g.s["removed"]) == ["bird_dominance", "fox_dominance", "mouse_dominance",
                                      "rabbit_dominance"]
    assert sum(deck.values()) == 54 - 4 - 6


def test_5_1_3_three_players_keep_the_dominance_cards():
    g = Game.new(factions=[M, E, A], map="autumn", seed=11)
    in_deck = sum(g.s["deck"].values())
    hands = sum(len(g.hand(f)) for f in (M, E, A))
    assert in_deck + hands == 54 and not g.s["removed"]


def test_5_1_4_ruins_and_5_1_5_item_supply():
    g = Game.new(factions=[M, E], map="autumn", seed=11)
    assert [c for c in range(1, 13) if g.s["board"][c]["ruins"]] == [6, 10, 11, 12]
    assert g.s["items"] == {"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2,
                            "tea": 2, "coins": 2}


def test_5_1_7_factions_set_up_in_setup_order_then_the_first_player_starts():
    g = Game.new(factions=[M, E, A, V], map="autumn", seed=3)
    assert (g.decision.player, g.decision.kind) == (M, "keep")  # Marquise are setup A
    assert set(keys(g)) == {"keep:1", "keep:2", "keep:3", "keep:4"}   # a corner


# ===== The standard deck's cards ==============================================================

ITEM_CARDS = [
    # card, workshop clearings paying its cost, item, points
    ("birdy_bindle", (2,), "bag", 1),
    ("woodland_runners", (3,), "boot", 1),
    ("arms_trader", (1, 8), "sword", 2),
    ("bird_crossbow", (8,), "crossbow", 1),
    ("gently_used_knapsack", (2,), "bag", 1),
    ("fox_root_tea", (2,), "tea", 2),
    ("fox_travel_gear", (3,), "boot", 1),
    ("protection_racket", (3, 4), "coins", 3),
    ("foxfolk_steel", (1, 8), "sword", 2),
    ("anvil", (8,), "hammer", 2),
    ("smugglers_trail", (2,), "bag", 1),
    ("rabbit_root_tea", (2,), "tea", 2),
    ("a_visit_to_friends", (3,), "boot", 1),
    ("bake_sale", (3, 4), "coins", 3),
    ("mouse_in_a_sack", (2,), "bag", 1),
    ("mouse_root_tea", (2,), "tea", 2),
    ("mouse_travel_gear", (3,), "boot", 1),
    ("investments", (3, 4), "coins", 3),
    ("sword", (1, 8), "sword", 2),
    ("mouse_crossbow", (8,), "crossbow", 1),
]


@pytest.mark.parametrize("card,pieces,item,vp", ITEM_CARDS, ids=[c[0] for c in ITEM_CARDS])
def test_4_1_2_item_card_gives_its_item_and_points(card, pieces, item, vp):
    s = table((M, E))
    for c in pieces:
        s.place(M, "workshop", clearing=c)
    s.hand(M, [card])
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, f"craft:{card}")[0])
    assert player(g, M)["items"] == [item]
    assert g.score(M) == vp
    assert g.s["discard"] == [card]


@pytest.mark.parametrize("card,pieces,item,vp", ITEM_CARDS, ids=[c[0] for c in ITEM_CARDS])
def test_4_1_1_item_card_cannot_be_crafted_one_matching_piece_short(card, pieces, item, vp):
    s = table((M, E))
    for c in pieces[:-1]:
        s.place(M, "workshop", clearing=c)
    s.hand(M, [card])
    other = {"fox": 5, "rabbit": 2, "mouse": 1}[SUIT[pieces[-1]]]
    s.place(M, "workshop", clearing=other)                  # a piece of another suit instead
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, f"craft:{card}")


# ----- Favors: immediate, every enemy piece in the matching clearings -----------------------

def test_favor_of_the_foxes_removes_every_enemy_piece_in_fox_clearings_and_scores():
    s = table((M, E, A))
    for c in (1, 6, 8):
        s.place(M, "workshop", clearing=c)
    s.place(M, "warrior", clearing=12)
    s.place(E, "warrior", clearing=12, count=2)
    s.place(E, "roost", clearing=12)
    s.place(A, "sympathy", clearing=12)
    s.place(E, "warrior", clearing=5)                       # rabbit: untouched
    s.hand(M, ["favor_of_the_foxes"])
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_foxes")[0])
    assert warriors(g, 12, E) == 0 and buildings(g, 12, E) == [] and tokens(g, 12, A) == []
    assert warriors(g, 12, M) == 1                          # own pieces stay
    assert buildings(g, 1, M) == ["workshop"]
    assert warriors(g, 5, E) == 1
    assert g.score(M) == 2                                  # a roost and a token (Law 3.2.1)
    assert g.s["discard"] == ["favor_of_the_foxes"]


def test_favor_of_the_rabbits_needs_three_rabbit_pieces_and_clears_rabbit_clearings():
    s = table((M, E))
    s.place(M, "workshop", clearing=3)
    s.place(M, "workshop", clearing=4)
    s.hand(M, ["favor_of_the_rabbits"])
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, "craft:favor_of_the_rabbits")
    s.place(M, "workshop", clearing=5)
    s.place(E, "warrior", clearing=10, count=3)
    s.place(E, "roost", clearing=10)
    s.place(E, "warrior", clearing=12)
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_rabbits")[0])
    assert warriors(g, 10, E) == 0 and buildings(g, 10, E) == []
    assert warriors(g, 12, E) == 1
    assert g.score(M) == 1


def test_favor_of_the_mice_clears_mouse_clearings():
    s = table((M, A))
    for c in (2, 7, 9):
        s.place(M, "workshop", clearing=c)
    s.place(A, "base_mouse", clearing=11)
    s.place(A, "sympathy", clearing=11)
    s.place(A, "warrior", clearing=11, count=2)
    s.hand(M, ["favor_of_the_mice"])
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_mice")[0])
    assert warriors(g, 11, A) == 0 and buildings(g, 11, A) == [] and tokens(g, 11, A) == []
    assert g.score(M) == 2


# ----- battle cards ---------------------------------------------------------------------------

def attack_8(s, dice):
    """The Marquise attack the Eyrie in clearing 8 with the dice fixed."""
    s.dice(dice)
    g = marquise_actions(s)
    battle(g, 8, E)
    return g


def test_armorers_defender_ignores_all_rolled_hits_and_discards_it():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(E, ["armorers"])
    g = attack_8(s, [3, 1])
    g = until(g, E, "after_roll")
    assert "use:armorers" in keys(g) and "done" in keys(g)
    g.apply("use:armorers")
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 3 and warriors(g, 8, M) == 2
    assert player(g, E)["crafted"] == [] and "armorers" in g.s["discard"]


def test_armorers_does_not_ignore_the_defenseless_extra_hit():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "roost", clearing=8)
    s.crafted(E, ["armorers"])
    g = attack_8(s, [3, 0])
    g = until(g, E, "after_roll")
    g.apply("use:armorers")
    g = until(g, M, "action")
    assert buildings(g, 8, E) == [] and g.score(M) == 1


def test_armorers_attacker_may_use_it_too():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["armorers"])
    g = attack_8(s, [2, 2])
    g = until(g, M, "after_roll")
    g.apply("use:armorers")
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 3 and warriors(g, 8, E) == 1


def test_sappers_defender_deals_an_extra_hit():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(E, ["sappers"])
    g = attack_8(s, [1, 1])
    g = until(g, E, "after_roll")
    g.apply("use:sappers")
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 1 and warriors(g, 8, E) == 2
    assert "sappers" in g.s["discard"] and player(g, E)["crafted"] == []


def test_sappers_is_not_offered_to_the_attacker():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["sappers"])
    g = attack_8(s, [1, 1])
    for _ in range(10):
        assert not (g.decision.player == M and "use:sappers" in keys(g))
        if g.decision.kind == "action":
            break
        g.apply(passive(g))


def test_brutal_tactics_attacker_deals_an_extra_hit_and_the_defender_scores():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["brutal_tactics"])
    g = attack_8(s, [1, 0])
    g = until(g, M, "after_roll")
    g.apply("use:brutal_tactics")
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 1
    assert g.score(E) == 1
    assert player(g, M)["crafted"] == ["brutal_tactics"]    # it stays


def test_brutal_tactics_is_not_offered_to_the_defender():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(E, ["brutal_tactics"])
    g = attack_8(s, [1, 0])
    for _ in range(10):
        assert not (g.decision.player == E and "use:brutal_tactics" in keys(g))
        if g.decision.kind == "action":
            break
        g.apply(passive(g))


def test_scouting_party_attacker_is_not_ambushed():
    s = table((M, E))
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    s.crafted(M, ["scouting_party"])
    s.dice([0, 0])
    g = marquise_actions(s)
    battle(g, 5, E)
    for _ in range(10):
        assert g.decision.kind != "ambush"
        if g.decision.kind == "action":
            break
        g.apply(passive(g))
    assert warriors(g, 5, M) == 2 and card_ids(g, E) == ["rabbit_ambush"]


def test_scouting_party_does_not_protect_the_defender():
    s = table((M, E))
    s.place(E, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5, count=3)
    s.crafted(E, ["scouting_party"])
    s.hand(E, ["rabbit_ambush"])
    g = marquise_actions(s)
    battle(g, 5, E)
    assert g.decision.kind == "ambush"


# ----- Birdsong cards -------------------------------------------------------------------------

def test_royal_claim_discards_for_a_point_per_ruled_clearing():
    s = table((M, E))
    s.crafted(M, ["royal_claim"])
    for c in (1, 5, 9):
        s.place(M, "warrior", clearing=c)
    s.place(E, "warrior", clearing=9)                       # a tie: not ruled
    s.place(M, "sawmill", clearing=2)                       # a building alone rules
    g = s.start(turn=M, phase="birdsong")
    assert "done" in keys(g)
    g.apply("royal_claim")
    assert g.score(M) == 3
    assert player(g, M)["crafted"] == [] and "royal_claim" in g.s["discard"]


def test_royal_claim_is_offered_only_at_the_start_of_birdsong():
    s = table((M, E))
    s.crafted(M, ["royal_claim"])
    s.place(M, "warrior", clearing=1)
    g = marquise_actions(s)
    assert not [k for k in keys(g) if "royal_claim" in k]


def test_stand_and_deliver_takes_a_random_card_and_the_victim_scores():
    s = table((M, E, A))
    s.crafted(M, ["stand_and_deliver"])
    s.hand(E, ["anvil"])
    g = s.start(turn=M, phase="birdsong")
    assert "stand_and_deliver:eyrie" in keys(g)
    assert "stand_and_deliver:alliance" not in keys(g)      # an empty hand
    g.apply("stand_and_deliver:eyrie")
    g = until(g, M, "craft") if "anvil" not in card_ids(g, M) else g
    assert card_ids(g, M) == ["anvil"] and card_ids(g, E) == []
    assert g.score(E) == 1 and g.score(M) == 0
    assert player(g, M)["crafted"] == ["stand_and_deliver"]


def test_better_burrow_bank_you_and_another_player_draw():
    s = table((M, E, A))
    s.crafted(M, ["better_burrow_bank"])
    g = s.start(turn=M, phase="birdsong")
    assert g.decision.player == M
    assert set(keys(g)) == {"bbb:eyrie", "bbb:alliance"}     # not a "may": no skip
    g.apply("bbb:alliance")
    for _ in range(5):
        if len(g.hand(A)) == 1:
            break
        g.apply(passive(g))
    assert len(g.hand(M)) == 1 and len(g.hand(A)) == 1 and len(g.hand(E)) == 0


def test_command_warren_battle_at_the_start_of_daylight():
    s = table((M, E))
    s.crafted(M, ["command_warren"])
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "warrior", clearing=8)
    s.dice([1, 0])
    g = s.start(turn=M, phase="daylight")
    assert g.decision.kind == "command_warren"
    assert set(keys(g)) == {"battle:8:eyrie", "skip"}
    g.apply("battle:8:eyrie")
    g = until(g, M, "craft")
    assert warriors(g, 8, E) == 0


def test_command_warren_needs_a_battle_to_offer():
    s = table((M, E))
    s.crafted(M, ["command_warren"])
    s.place(M, "warrior", clearing=8, count=2)
    g = s.start(turn=M, phase="daylight")
    assert g.decision.kind != "command_warren" or keys(g) == ["skip"]


def test_cobbler_moves_at_the_start_of_evening():
    s = table((M, E))
    s.crafted(M, ["cobbler"])
    s.place(M, "warrior", clearing=8, count=2)
    g = s.start(turn=M, phase="evening")
    for _ in range(5):
        if prefixed(g, "move:"):
            break
        g.apply(passive(g))
    assert g.decision.player == M
    assert {"move:8-7:2", "move:8-4:1"} <= set(keys(g))
    assert any(k in keys(g) for k in ("skip", "done"))
    g.apply("move:8-7:2")
    assert warriors(g, 7, M) == 2


def test_tax_collector_removes_a_warrior_to_draw_once_per_daylight():
    s = table((M, E))
    s.crafted(M, ["tax_collector"])
    s.place(M, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=8)
    s.draws(["anvil"])
    g = marquise_actions(s)
    assert {"tax_collector:5", "tax_collector:8"} <= set(keys(g))
    g.apply("tax_collector:5")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 1 and card_ids(g, M) == ["anvil"]
    assert not prefixed(g, "tax_collector")
    assert g.decision.prompt and "3 left" in g.decision.prompt      # not one of the actions


def test_codebreakers_looks_at_a_hand_once_per_daylight():
    s = table((M, E))
    s.crafted(M, ["codebreakers"])
    s.place(M, "warrior", clearing=5)
    s.hand(E, ["anvil"])
    g = marquise_actions(s)
    g.apply("codebreakers:eyrie")
    g = until(g, M, "action")
    assert not prefixed(g, "codebreakers")
    assert card_ids(g, E) == ["anvil"]
    assert any("Anvil" in str(line.get("private", {}).get(M, "")) for line in g.s["log"])
    assert not any("Anvil" in line["text"] for line in g.s["log"])        # only the Marquise see


# ===== more edges: extra hits, dominance and scoring, information ============================

def test_4_3_5_i_brutal_tactics_extra_hit_is_not_capped_by_warriors():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["brutal_tactics"])
    g = attack_8(s, [3, 0])
    g = until(g, M, "after_roll")
    g.apply("use:brutal_tactics")
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 1                           # one rolled (capped) + one extra


def test_4_3_5_i_sappers_hit_lands_even_without_defending_warriors():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "roost", clearing=8)
    s.crafted(E, ["sappers"])
    g = attack_8(s, [0, 0])
    g = until(g, E, "after_roll")
    g.apply("use:sappers")
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 1


def test_4_3_1_a_defender_without_warriors_may_still_ambush():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "roost", clearing=8)
    s.hand(E, ["fox_ambush"])
    g = attack_8(s, [3, 3])
    assert (g.decision.player, g.decision.kind) == (E, "ambush")
    g.apply("ambush:fox_ambush")
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 0 and buildings(g, 8, E) == ["roost"]


def test_4_3_1_only_one_ambush_per_battle():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=5)
    s.place(E, "warrior", clearing=8)
    s.hand(E, ["fox_ambush", "bird_ambush"])
    g = attack_8(s, [0, 0])
    g.apply("ambush:fox_ambush")
    for _ in range(10):
        assert g.decision.kind != "ambush"
        if g.decision.kind == "action":
            break
        g.apply(passive(g))
    assert warriors(g, 8, M) == 3 and card_ids(g, E) == ["bird_ambush"]


def test_3_2_1_no_points_for_removal_once_dominance_is_active():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "roost", clearing=8)
    s.dominance(M, "mouse_dominance")
    g = attack_8(s, [1, 0])
    g = until(g, M, "action")
    assert buildings(g, 8, E) == [] and g.score(M) is None


def test_brutal_tactics_gives_no_point_to_a_defender_with_active_dominance():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["brutal_tactics"])
    s.dominance(E, "fox_dominance")
    g = attack_8(s, [1, 0])
    g = until(g, M, "after_roll")
    g.apply("use:brutal_tactics")
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 1 and g.score(E) is None


def test_stand_and_deliver_victim_with_active_dominance_scores_nothing():
    s = table((M, E))
    s.crafted(M, ["stand_and_deliver"])
    s.hand(E, ["anvil"])
    s.dominance(E, "fox_dominance")
    g = s.start(turn=M, phase="birdsong")
    g.apply("stand_and_deliver:eyrie")
    assert card_ids(g, M) == ["anvil"] and g.score(E) is None


def test_stand_and_deliver_card_taken_is_hidden_from_other_seats():
    s = table((M, E, A))
    s.crafted(M, ["stand_and_deliver"])
    s.hand(E, ["investments"])
    g = s.start(turn=M, phase="birdsong")
    g.apply("stand_and_deliver:eyrie")
    seen = str(g.observation(A)["log"])
    assert "Investments" not in seen and "investments" not in seen
    assert g.observation(A)["players"][M]["hand"] is None


def test_3_3_3_a_dominance_card_spent_as_a_bird_becomes_available():
    s = table((M, E, A))
    s.place(M, "warrior", clearing=8)
    s.available_dominance(["fox_dominance"])
    s.hand(M, ["bird_dominance"])
    g = marquise_actions(s)
    g.apply("take_dominance:fox_dominance:bird_dominance")
    assert card_ids(g, M) == ["fox_dominance"]
    assert g.s["available_dominance"] == ["bird_dominance"]
    assert "bird_dominance" not in g.s["discard"]


def test_3_3_4_taking_or_activating_dominance_is_not_one_of_the_marquise_actions():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.available_dominance(["fox_dominance"])
    s.hand(M, ["anvil", "rabbit_dominance"])
    s.score(M, 10)
    g = marquise_actions(s)
    assert "(3 left)" in g.decision.prompt
    g.apply("take_dominance:fox_dominance:anvil")
    g = until(g, M, "action")
    assert "(3 left)" in g.decision.prompt
    g.apply("activate:rabbit_dominance")
    g = until(g, M, "action")
    assert "(3 left)" in g.decision.prompt
    assert not prefixed(g, "activate:")                     # Law 3.3.2: one only


def test_3_3_1_dominance_with_the_eyrie_counts_their_ruled_ties():
    s = table((M, E))
    s.dominance(E, "mouse_dominance")
    for c in (2, 7, 9):
        s.place(E, "warrior", clearing=c)
        s.place(M, "warrior", clearing=c)                   # ties: the Eyrie rule (7.2.2)
    g = s.start(turn=E, phase="birdsong")
    assert g.is_over and g.winners == [E]


def test_3_3_1_bird_dominance_other_diagonal():
    s = table((M, E))
    s.dominance(E, "bird_dominance")
    s.place(E, "warrior", clearing=1)
    s.place(E, "roost", clearing=3)
    g = s.start(turn=E, phase="birdsong")
    assert g.is_over and g.winners == [E]


def test_3_1_removal_points_reaching_30_win_at_once():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "roost", clearing=8)
    s.score(M, 29)
    g = attack_8(s, [1, 0])
    for _ in range(10):
        if g.is_over:
            break
        g.apply(passive(g))
    assert g.is_over and g.winners == [M]


def test_4_3_3_i_after_an_ambush_the_roll_is_capped_by_the_attackers_remaining_warriors():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.hand(E, ["fox_ambush"])
    g = attack_8(s, [3, 0])
    g.apply("ambush:fox_ambush")
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 1 and warriors(g, 8, E) == 2


def test_4_3_6_both_sides_deal_their_hits_even_if_one_side_is_wiped_out():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=2)
    g = attack_8(s, [3, 2])
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 0 and warriors(g, 8, M) == 1


def test_2_2_4_ruins_are_not_enemy_pieces_for_a_favor_or_a_battle():
    s = table((M, E))
    for c in (1, 6, 8):
        s.place(M, "workshop", clearing=c)
    s.place(E, "roost", clearing=12)
    s.hand(M, ["favor_of_the_foxes"])
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_foxes")[0])
    assert g.s["board"][12]["ruins"] == 1 and g.s["board"][6]["ruins"] == 1
    assert buildings(g, 12, E) == []


def test_4_1_2_the_last_item_of_a_kind_can_be_crafted_once():
    s = table((M, E))
    s.place(M, "workshop", clearing=1)
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["bird_crossbow", "mouse_crossbow"])          # one crossbow in the supply
    g = s.start(turn=M, phase="daylight")
    g.apply("craft:bird_crossbow")
    assert g.s["items"]["crossbow"] == 0
    assert not prefixed(g, "craft:mouse_crossbow")


def test_1_1_1_a_faction_rule_beats_the_general_one_the_eyrie_score_one_per_item():
    s = table((E, M))
    s.leader("despot")                                      # (the Builder ignores it, 7.8.1)
    s.place(E, "roost", clearing=3)
    s.place(E, "roost", clearing=4)
    s.hand(E, ["bake_sale"])                                # 3 points on the card
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "craft")
    g.apply(prefixed(g, "craft:bake_sale")[0])
    assert player(g, E)["items"] == ["coins"]
    assert g.score(E) == 1                                  # Law 7.2.3, Disdain for Trade
    s.leader("builder")
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "craft")
    g.apply(prefixed(g, "craft:bake_sale")[0])
    assert g.score(E) == 3


def test_2_1_1_forced_effects_a_bird_card_must_be_given_as_the_prompted_suit():
    s = table((M, A))
    s.place(M, "warrior", clearing=5, count=2)
    s.place(A, "sympathy", clearing=1)                      # fox
    s.hand(M, ["sappers", "smugglers_trail"])               # bird, rabbit
    g = marquise_actions(s)
    g.apply("march:5-1:1")
    assert (g.decision.player, g.decision.kind) == (M, "outrage")
    assert keys(g) == ["outrage:sappers"]                   # not a card drawn instead
    g.apply("outrage:sappers")
    assert card_ids(g, M) == ["smugglers_trail"]
    assert player(g, A)["supporters"] == ["sappers"]


def test_3_3_3_a_dominance_card_discarded_in_turmoil_becomes_available():
    s = table((E, M))
    s.decree("battle", ["bird_dominance"])                  # no battle possible: Turmoil
    s.place(E, "roost", clearing=1)
    g = s.start(turn=E, phase="daylight")
    for _ in range(20):
        if g.decision.kind == "leader":
            break
        g.apply(passive(g))
    assert "bird_dominance" in g.s["available_dominance"]
    assert "bird_dominance" not in g.s["discard"]


def test_2_1_drawing_from_an_empty_deck_and_empty_discard_draws_nothing():
    s = table((M, E))
    deck = dict(s.state()["deck"])
    rest = [c for c, n in sorted(deck.items()) for _ in range(n)]
    s.hand(M, rest[:4])
    s.hand(E, rest[4:])
    g = s.start(turn=M, phase="evening")
    for _ in range(40):
        if g.s["turn"]["faction"] == E:
            break
        g.apply(passive(g))
    assert len(g.hand(M)) == 4
    assert sum(g.s["deck"].values()) == 0 and g.s["discard"] == []


def test_codebreakers_hand_is_shown_to_its_user_only():
    s = table((M, E, A))
    s.crafted(M, ["codebreakers"])
    s.place(M, "warrior", clearing=5)
    s.hand(E, ["anvil"])
    g = marquise_actions(s)
    assert {"codebreakers:eyrie", "codebreakers:alliance"} <= set(keys(g))
    g.apply("codebreakers:eyrie")
    assert "Anvil" in str(g.observation(M)["log"])
    assert "Anvil" not in str(g.observation(A)["log"])


def test_3_1_brutal_tactics_point_wins_for_the_defender_at_once():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.crafted(M, ["brutal_tactics"])
    s.score(M, 29)
    s.score(E, 29)
    g = attack_8(s, [3, 0])
    g = until(g, M, "after_roll")
    g.apply("use:brutal_tactics")
    assert g.is_over and g.winners == [E]                   # before the attacker's hits land


def test_2_1_4_cards_in_the_play_area_cannot_be_spent():
    s = table((M, E))
    s.place(M, "warrior", clearing=8)
    s.crafted(M, ["sappers"])                               # a bird card, crafted
    s.available_dominance(["fox_dominance"])
    g = marquise_actions(s)
    assert not prefixed(g, "take_dominance:")


def test_command_warren_battle_is_not_one_of_the_marquise_actions():
    s = table((M, E))
    s.crafted(M, ["command_warren"])
    s.place(M, "warrior", clearing=8, count=2)
    s.place(E, "warrior", clearing=8)
    s.dice([1, 0])
    g = s.start(turn=M, phase="daylight")
    g.apply("battle:8:eyrie")
    g = until(g, M, "craft")
    g.apply("done")
    assert "(3 left)" in g.decision.prompt


def test_stand_and_deliver_once_per_birdsong():
    s = table((M, E))
    s.crafted(M, ["stand_and_deliver"])
    s.place(M, "sawmill", clearing=1)                       # the Marquise have a Birdsong
    s.hand(E, ["anvil", "sappers"])
    g = s.start(turn=M, phase="birdsong")
    g.apply("stand_and_deliver:eyrie")
    while g.s["turn"]["phase"] == "birdsong":
        assert not prefixed(g, "stand_and_deliver")
        g.apply(passive(g))
    assert len(g.hand(E)) == 1


def test_tax_collector_and_codebreakers_are_not_offered_outside_daylight():
    s = table((M, E))
    s.crafted(M, ["tax_collector", "codebreakers"])
    s.place(M, "warrior", clearing=5, count=2)
    s.hand(E, ["anvil"])
    for phase in ("birdsong", "evening"):
        g = s.start(turn=M, phase=phase)
        for _ in range(10):
            if g.s["turn"]["faction"] != M or g.s["turn"]["phase"] == "daylight":
                break
            assert not prefixed(g, "tax_collector") and not prefixed(g, "codebreakers")
            g.apply(passive(g))


def test_3_3_the_eyrie_and_the_alliance_take_and_activate_dominance_in_their_daylight():
    for f, reach in ((E, "craft"), (A, "daylight_action")):
        s = table((M, E, A))
        s.available_dominance(["fox_dominance"])
        s.hand(f, ["anvil", "mouse_dominance"])
        s.score(f, 10)
        if f == E:
            s.place(E, "roost", clearing=1)
        g = s.start(turn=f, phase="daylight")
        g = until(g, f, reach)
        assert "take_dominance:fox_dominance:anvil" in keys(g), f
        assert "activate:mouse_dominance" in keys(g), f


def test_5_1_1_the_starting_player_is_chosen_at_random():
    firsts = {Game.new(factions=[M, E, A, V], map="autumn", seed=n).s["first"] for n in range(8)}
    assert len(firsts) > 1 and firsts <= {M, E, A, V}


def test_2_1_the_deck_is_formed_again_as_soon_as_it_runs_out():
    s = table((M, E))
    deck = dict(s.state()["deck"])
    rest = [c for c, n in sorted(deck.items()) for _ in range(n)]
    s.hand(M, rest[:2])
    s.hand(E, rest[2:7])
    s.discard_pile(rest[7:-1])                              # one card left in the deck
    g = s.start(turn=M, phase="evening")
    for _ in range(40):
        if g.s["turn"]["faction"] == E:
            break
        g.apply(passive(g))
    assert len(g.hand(M)) == 3
    assert sum(g.s["deck"].values()) == len(rest[7:-1]) and g.s["discard"] == []


def test_1_2_1_a_seat_sees_neither_the_other_hand_nor_the_cards_to_be_drawn():
    s = table((M, E))
    s.hand(M, ["investments", "bake_sale"])
    s.draws(["protection_racket"])
    g = s.start(turn=M, phase="daylight")
    for text in (g.svg(seat=E), g.position_text(seat=E)):
        low = text.lower()
        assert "investments" not in low and "bake sale" not in low and "bake_sale" not in low
        assert "protection" not in low
    assert "investments" in g.position_text(seat=M)
    assert g.observation(E)["deck"] == {"size": sum(s.state()["deck"].values())}


def test_5_standard_setup_takes_at_most_four_corner_factions():
    with pytest.raises(ValueError):
        Game.new(factions=[M, E, "lizards", "duchy", "hundreds"], map="autumn", seed=1)


def test_bad_input_a_forbidden_option_is_refused_and_changes_nothing():
    s = table((M, E))
    s.place(M, "workshop", clearing=8)
    s.hand(M, ["fox_ambush", "anvil"])
    g = s.start(turn=M, phase="daylight")
    before = g.to_json()
    for bad in ("craft:fox_ambush", "craft:anvil:extra", "battle:8:eyrie", "activate:fox_ambush"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
        assert g.to_json() == before


def test_3_3_3_a_dominance_card_is_spent_for_its_suit_and_becomes_available():
    s = table((M, E, A))
    s.place(M, "sawmill", clearing=8)
    s.place(M, "warrior", clearing=8)
    s.hand(M, ["fox_dominance", "rabbit_dominance"])
    g = marquise_actions(s)
    assert "overwork:8:fox_dominance" in keys(g)             # Law 6.5.5 Overwork, fox card
    assert "overwork:8:rabbit_dominance" not in keys(g)
    g.apply("overwork:8:fox_dominance")
    assert g.s["available_dominance"] == ["fox_dominance"] and tokens(g, 8, M) == ["wood"]


def test_favor_with_the_vagabond_damages_three_items_and_leaves_the_pawn():
    s = table((M, V))
    for c in (1, 6, 8):
        s.place(M, "workshop", clearing=c)
    s.vagabond("thief", 12, items=["sword", "sword", "boot", "boot", "torch"])
    s.hand(M, ["favor_of_the_foxes"])
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_foxes")[0])
    for _ in range(3):
        assert (g.decision.player, g.decision.kind) == (V, "damage")     # Law 9.2.2.I
        g.apply(keys(g)[0])
    assert sum(1 for it in g.s["players"][V]["vitems"] if it["damaged"]) == 3
    assert g.score(M) == 0                                  # no building or token removed


def test_4_3_1_ii_an_ambushed_vagabond_still_battles_his_pawn_cannot_be_removed():
    s = table((M, V))
    s.vagabond("thief", 8, items=["sword", "sword", "boot", "torch"])
    s.place(M, "warrior", clearing=8, count=2)
    s.hand(M, ["fox_ambush"])
    s.dice([3, 3])
    g = vb_day(s)
    g.apply(prefixed(g, "battle:8")[0])
    g.apply("ambush:fox_ambush")
    g = until(g, V, "action")
    assert warriors(g, 8, M) == 1                           # the roll still happened


def test_1_4_2_no_card_effect_interrupts_a_march():
    s = table((M, E))
    s.crafted(M, ["tax_collector", "codebreakers"])
    s.place(M, "warrior", clearing=5, count=2)
    s.available_dominance(["fox_dominance"])
    s.hand(M, ["anvil"])
    s.hand(E, ["sappers"])
    g = marquise_actions(s)
    assert {"tax_collector:5", "codebreakers:eyrie", "take_dominance:fox_dominance:anvil"} <= \
        set(keys(g))
    g.apply("march:5-1:2")
    assert g.decision.kind == "march"                       # the second move of the March
    assert all(k.startswith("move:") or k == "skip" for k in keys(g))


def test_1_5_2_each_faction_owns_the_pieces_of_its_board():
    s = table((M, E, A, V))
    s.vagabond("thief", 8)
    g = s.start(turn=M)
    assert player(g, M)["supply"] == {"warrior": 25, "sawmill": 6, "workshop": 6, "recruiter": 6,
                                      "wood": 8, "keep": 1}
    assert player(g, E)["supply"] == {"warrior": 20, "roost": 7}
    assert player(g, A)["supply"] == {"warrior": 10, "base_fox": 1, "base_rabbit": 1,
                                      "base_mouse": 1, "sympathy": 10}


def test_3_3_1_the_vagabond_cannot_activate_dominance_for_himself():
    s = table((M, E, V))                                    # three players: no coalition
    s.vagabond("thief", 8, items=["sword", "boot", "torch"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    g = vb_day(s)
    assert not [k for k in keys(g) if "fox_dominance" in k and not k.startswith("take")]


def test_armorers_ignores_rolled_hits_but_not_a_brutal_tactics_extra_hit():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["brutal_tactics"])
    s.crafted(E, ["armorers"])
    g = attack_8(s, [3, 0])
    assert (g.decision.player, g.decision.kind) == (M, "effect_order")   # Law 4.3.4
    g.apply("order:attacker")
    g.apply("use:brutal_tactics")
    g = until(g, E, "after_roll")
    g.apply("use:armorers")
    g = until(g, M, "action")
    assert warriors(g, 8, E) == 2 and g.score(E) == 1


def test_armorers_of_the_attacker_leave_the_sappers_extra_hit():
    s = table((M, E))
    s.place(M, "warrior", clearing=8, count=3)
    s.place(E, "warrior", clearing=8, count=3)
    s.crafted(M, ["armorers"])
    s.crafted(E, ["sappers"])
    g = attack_8(s, [0, 2])
    g.apply("order:defender")
    g.apply("use:sappers")
    g = until(g, M, "after_roll")
    g.apply("use:armorers")
    g = until(g, M, "action")
    assert warriors(g, 8, M) == 2 and warriors(g, 8, E) == 1


def test_2_1_4_cards_held_as_supporters_cannot_ambush():
    s = table((M, A))
    s.place(M, "warrior", clearing=5, count=2)
    s.place(A, "warrior", clearing=5)
    s.supporters(["rabbit_ambush", "bird_ambush"])
    g = marquise_actions(s)
    battle(g, 5, A)
    assert g.decision.kind != "ambush"


def test_3_1_1_both_sides_reach_30_in_one_battle_the_player_taking_the_turn_wins():
    """The Commander's extra hit and the Marquise's Sappers make each side remove the other's
    building in the same step of the battle (Law 4.3.6): both reach 30 together."""
    s = table((E, M))
    s.leader("commander")                                   # Law 7.8.3: an extra hit
    s.place(E, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.place(E, "warrior", clearing=1)                       # for the Decree's move
    s.place(M, "warrior", clearing=8)
    s.place(M, "sawmill", clearing=8)
    s.crafted(M, ["sappers"])
    s.score(M, 29)
    s.score(E, 29)
    s.dice([3, 3])
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "decree_battle")
    g.apply("battle:8:marquise")
    g = until(g, M, "after_roll")
    g.apply("use:sappers")
    assert g.is_over
    assert g.winners == [E]


def test_4_1_1_a_sympathy_token_crafts_once_per_turn_for_the_alliance():
    s = table((A, M))
    s.place(A, "sympathy", clearing=8)
    s.hand(A, ["anvil", "bird_crossbow"])
    g = s.start(turn=A, phase="daylight")
    assert {"craft:anvil", "craft:bird_crossbow"} <= set(keys(g))
    g.apply("craft:anvil")
    assert g.score(A) == 2 and player(g, A)["items"] == ["hammer"]
    assert not prefixed(g, "craft:")


def test_1_4_1_command_warren_comes_before_everything_else_in_the_eyrie_daylight():
    s = table((E, M))
    s.crafted(E, ["command_warren"])
    s.place(E, "warrior", clearing=8, count=2)
    s.place(E, "roost", clearing=8)
    s.place(M, "warrior", clearing=8)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (E, "command_warren")
    assert set(keys(g)) == {"battle:8:marquise", "skip"}
    g.apply("skip")
    assert g.decision.kind == "craft"


def test_5_1_7_setup_goes_in_setup_order_whatever_the_seating():
    g = Game.new(factions=[V, A, E, M], map="autumn", seed=5)
    order = []
    for _ in range(60):
        if g.s["turn"]["number"] > 0:
            break
        if not order or order[-1] != g.decision.player:
            order.append(g.decision.player)
        g.apply(keys(g)[0])
    assert order == [M, E, V]                               # A, B, then D (C has no choice)
    assert g.s["turn"]["faction"] == g.s["first"]
    assert all(len(g.hand(f)) == 3 for f in (M, E, A, V))


def test_3_3_3_dominance_supporters_discarded_with_a_base_become_available():
    s = table((M, A, E))
    for c in (3, 4, 5):
        s.place(M, "workshop", clearing=c)
    s.place(A, "base_rabbit", clearing=10)
    s.supporters(["rabbit_dominance", "bird_dominance", "anvil", "smugglers_trail"])
    s.hand(M, ["favor_of_the_rabbits"])
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_rabbits")[0])
    assert player(g, A)["supporters"] == ["anvil"]           # Law 8.2.4: rabbit and birds go
    assert g.s["available_dominance"] == ["bird_dominance", "rabbit_dominance"]
    assert "smugglers_trail" in g.s["discard"]
    assert g.score(M) == 1


def test_4_2_1_rule_by_lords_of_the_forest_lets_the_eyrie_move_out_of_a_tie():
    s = table((E, M))                                       # the Builder: viziers on Move
    s.place(E, "warrior", clearing=8)
    s.place(M, "warrior", clearing=8)
    s.place(E, "roost", clearing=1)
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "decree_move")
    assert "move:8-7:1" in keys(g)                          # Law 7.2.2: the tie is theirs
    s.set_turn(M, "daylight")
    g = marquise_actions(s)
    assert not prefixed(g, "march:8-7:")                    # the Marquise rule neither


def test_1_5_4_a_favor_removes_the_keep_with_the_warriors_before_field_hospitals():
    s = table((E, M))
    for c in (1, 6, 8):
        s.place(E, "roost", clearing=c)
    s.place(M, "keep", clearing=12)
    s.place(M, "warrior", clearing=12, count=2)
    s.place(M, "warrior", clearing=8, count=2)
    s.hand(E, ["favor_of_the_foxes"])
    s.hand(M, ["anvil", "foxfolk_steel", "sappers"])        # fox cards to pay for it
    g = s.start(turn=E, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_foxes")[0])
    assert g.decision.kind != "field_hospitals"             # the keep went at the same time
    assert tokens(g, 12, M) == [] and warriors(g, 12, M) == 0 and warriors(g, 8, M) == 0
    assert g.score(E) == 1


def test_6_2_3_field_hospitals_after_a_favor_while_the_keep_stays():
    s = table((E, M))
    for c in (1, 6, 8):
        s.place(E, "roost", clearing=c)
    s.place(M, "keep", clearing=5)                          # rabbit: the Favor misses it
    s.place(M, "warrior", clearing=12, count=2)
    s.hand(E, ["favor_of_the_foxes"])
    s.hand(M, ["anvil"])
    g = s.start(turn=E, phase="daylight")
    g.apply(prefixed(g, "craft:favor_of_the_foxes")[0])
    assert (g.decision.player, g.decision.kind) == (M, "field_hospitals")
    assert set(keys(g)) == {"field_hospitals:anvil", "decline"}


def test_1_5_4_battle_hits_remove_the_keep_and_its_warrior_together():
    s = table((V, M))
    s.vagabond("thief", 1, items=["sword", "sword", "sword", "boot", "torch"])
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.hand(M, ["anvil"])                                    # a fox card for Field Hospitals
    s.dice([3, 3])
    g = vb_day(s)
    g.apply("battle:1:marquise")
    for _ in range(10):
        assert g.decision.kind != "field_hospitals"
        if g.decision.kind == "action":
            break
        g.apply(passive(g))
    assert tokens(g, 1, M) == [] and warriors(g, 1, M) == 0
    assert card_ids(g, M) == ["anvil"]
