"""Held-out checks of the Exiles and Partisans deck (Law A.2) and of games of five and six
players (Law 5, 3.3, 9.2.8, 9.7), written from the Law and the card data alone
(root_widget/data/decks.json for names, suits, costs and counts; the effect lines of
i18n/en.json `card_texts` and docs/exiles-and-partisans.md for what each card does), without
reading the deck's own test module, tests/test_five_six_players.py or the rules code. Each
test builds a position with the Scenario API, acts through the public API and checks what
happens, and that what the card (or the Law) does not allow is absent from the options.
Where a card's text leaves something open, the test says so and checks only what every
reading agrees on.

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins in 6 10 11 12; corners 1-3, 2-4.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
Rivers (not paths, Law 2.3): 4-7 5-10 7-11 10-11.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.cards import CARDS, DECKS
from root_widget.rules.errors import RootError

from helpers import keys, prefixed, card_ids, warriors, tokens, until

M = "marquise"
E = "eyrie"
A = "alliance"
V = "vagabond"
EP = "exiles_and_partisans"


def ep(factions=(M, E)):
    return Scenario(map="autumn", factions=list(factions), deck=EP)


def crafted(g, f):
    return list(g.s["players"][f]["crafted"])


def score(g, f):
    return g.s["players"][f]["score"]


def m_actions(s):
    """The Marquise's Daylight actions (her crafting step skipped)."""
    g = s.start(turn=M, phase="daylight")
    assert g.decision.kind == "craft", keys(g)
    g.apply("done")
    assert (g.decision.player, g.decision.kind) == (M, "action"), keys(g)
    return g


# ===== the deck itself (Law A.2, 2.1, 4.1) ==================================================

EP_EFFECTS = ["saboteurs", "soup_kitchens", "boat_builders", "corvid_planners", "eyrie_emigre",
              "fox_partisans", "propaganda_bureau", "false_orders", "informants",
              "rabbit_partisans", "tunnels", "charm_offensive", "swap_meet", "coffin_makers",
              "mouse_partisans", "league_of_adventurous_mice", "murine_broker",
              "master_engravers"]


def test_A_2_deck_replaces_the_whole_shared_deck():
    deck = DECKS[EP]
    std = DECKS["standard"]
    assert set(EP_EFFECTS) <= set(deck)
    assert not set(EP_EFFECTS) & set(std)
    # the base game's persistent effects are not in the E&P deck (the whole deck is replaced)
    assert "sappers" in std and "sappers" not in deck
    assert "royal_claim" in std and "royal_claim" not in deck
    assert sum(deck.values()) == sum(std.values()) == 54


def test_2_1_2_and_2_1_3_ambush_and_dominance_cards_are_shared_with_the_standard_deck():
    deck = DECKS[EP]
    assert deck["bird_ambush"] == 2
    assert all(deck[f"{x}_ambush"] == 1 for x in ("fox", "rabbit", "mouse"))
    assert all(deck[f"{x}_dominance"] == 1 for x in ("fox", "rabbit", "mouse", "bird"))


def test_A_2_scenario_with_the_exiles_deck_holds_its_cards_and_refuses_standard_only_ones():
    s = ep()
    s.hand(M, ["tunnels", "tunnels"])              # two copies exist
    with pytest.raises(RootError):
        s.hand(E, ["tunnels"])                     # no third copy
    with pytest.raises(RootError):
        s.hand(E, ["royal_claim"])                 # a standard card only
    with pytest.raises(RootError):
        Scenario(map="autumn", factions=[M, E]).hand(M, ["tunnels"])


def test_A_2_game_new_deals_from_the_chosen_deck():
    g = Game.new(factions=[M, E], map="autumn", seed=3, deck=EP)
    std_only = set(DECKS["standard"]) - set(DECKS[EP])
    for f in (M, E):
        assert not set(card_ids(g, f)) & std_only


def test_4_1_3_exiles_persistent_effect_is_crafted_into_the_play_area_paying_its_cost():
    s = ep()
    s.place(M, "workshop", clearing=3)             # rabbit
    s.hand(M, ["tunnels"])
    g = s.start(turn=M, phase="daylight")
    assert "craft:tunnels" in keys(g)
    g.apply("craft:tunnels")
    assert "tunnels" in crafted(g, M) and "tunnels" not in card_ids(g, M)


def test_4_1_1_exiles_card_cost_must_be_paid_in_matching_suits():
    s = ep()
    s.place(M, "workshop", clearing=1)             # fox only
    s.hand(M, ["tunnels", "coffin_makers"])        # rabbit, rabbit-rabbit
    g = s.start(turn=M, phase="daylight")
    assert "craft:tunnels" not in keys(g)
    assert "craft:coffin_makers" not in keys(g)


def test_4_1_1_any_suit_cost_is_paid_by_any_crafting_piece():
    s = ep()
    s.place(M, "workshop", clearing=1)
    s.place(M, "workshop", clearing=2)
    s.place(M, "workshop", clearing=3)
    s.hand(M, ["boat_builders", "propaganda_bureau"])   # any-any, any-any-any
    g = s.start(turn=M, phase="daylight")
    assert prefixed(g, "craft:boat_builders:") and prefixed(g, "craft:propaganda_bureau:")
    g.apply(prefixed(g, "craft:boat_builders:")[0])
    assert not prefixed(g, "craft:propaganda_bureau")    # one workshop left: Law 4.1.1


def test_4_1_4_no_duplicate_exiles_persistent_effect():
    s = ep()
    s.place(M, "workshop", clearing=3)
    s.hand(M, ["tunnels"])
    s.crafted(M, ["tunnels"])
    g = s.start(turn=M, phase="daylight")
    assert "craft:tunnels" not in keys(g)


# ===== Saboteurs ==============================================================================

def _saboteurs(enemy_cards=("coffin_makers", "soup_kitchens")):
    s = ep()
    s.crafted(M, ["saboteurs"])
    if enemy_cards:
        s.crafted(E, list(enemy_cards))
    return s


def test_saboteurs_offered_at_start_of_owner_birdsong_for_each_enemy_persistent_card():
    g = _saboteurs().start(turn=M, phase="birdsong")
    assert g.decision.player == M
    assert set(prefixed(g, "saboteurs:")) == {"saboteurs:eyrie:coffin_makers",
                                             "saboteurs:eyrie:soup_kitchens"}


def test_saboteurs_discards_itself_and_the_chosen_enemy_card():
    g = _saboteurs().start(turn=M, phase="birdsong")
    g.apply("saboteurs:eyrie:soup_kitchens")
    assert crafted(g, E) == ["coffin_makers"]
    assert "saboteurs" not in crafted(g, M)
    assert {"soup_kitchens", "saboteurs"} <= set(g.s["discard"])


def test_saboteurs_may_be_kept():
    g = _saboteurs().start(turn=M, phase="birdsong")
    assert "skip" in keys(g)
    g.apply("skip")
    assert crafted(g, M) == ["saboteurs"]
    assert sorted(crafted(g, E)) == ["coffin_makers", "soup_kitchens"]


def test_saboteurs_not_offered_without_an_enemy_persistent_card():
    s = _saboteurs(enemy_cards=())
    s.dominance(E, "fox_dominance")                # an activated dominance card is no target (3.3.2)
    g = s.start(turn=M, phase="birdsong")
    assert not prefixed(g, "saboteurs")


def test_saboteurs_cannot_target_the_owner_own_cards():
    s = ep()
    s.crafted(M, ["saboteurs", "soup_kitchens"])
    s.crafted(E, ["tunnels"])
    g = s.start(turn=M, phase="birdsong")
    assert prefixed(g, "saboteurs:") == ["saboteurs:eyrie:tunnels"]


def test_saboteurs_not_offered_in_the_enemy_turn_or_in_daylight():
    g = _saboteurs().start(turn=E, phase="birdsong")
    for _ in range(15):
        if g.decision.player != E or g.s["turn"]["phase"] != "birdsong":
            break
        assert not prefixed(g, "saboteurs"), keys(g)
        g.apply(keys(g)[0])
    g = _saboteurs().start(turn=M, phase="daylight")
    assert not prefixed(g, "saboteurs")


# ===== Soup Kitchens ==========================================================================

def test_soup_kitchens_owner_tokens_count_twice_for_rule():
    def ruler(with_card):
        s = ep()
        s.place(M, "warrior", clearing=5)
        s.place(M, "wood", clearing=5)
        s.place(E, "warrior", clearing=5, count=2)
        if with_card:
            s.crafted(M, ["soup_kitchens"])
        g = s.start(turn=E, phase="daylight")
        return g.clearing(5).ruler()
    assert ruler(False) == E                       # 1 against 2 (tokens do not count, Law 2.5)
    assert ruler(True) == M                        # 1 + 2 against 2


def test_soup_kitchens_does_not_count_other_players_tokens():
    s = ep()
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.crafted(E, ["soup_kitchens"])                # the Eyrie's card: the Marquise's wood counts 0
    g = s.start(turn=E, phase="daylight")
    assert g.clearing(5).ruler() == E
    s2 = ep()
    s2.place(M, "warrior", clearing=5, count=2)
    s2.place(M, "wood", clearing=5)
    s2.place(E, "warrior", clearing=5, count=3)
    s2.crafted(E, ["soup_kitchens"])
    assert s2.start(turn=E, phase="daylight").clearing(5).ruler() == E     # 3 against 2, not 4


# ===== Boat Builders, Corvid Planners, Tunnels (moves) =======================================

def test_boat_builders_rivers_are_paths_for_the_owner_moves():
    def marches(card):
        s = ep()
        s.place(M, "warrior", clearing=5, count=2)
        if card:
            s.crafted(M, ["boat_builders"])
        return prefixed(m_actions(s), "march:5-10:")
    assert marches(False) == []
    assert "march:5-10:2" in marches(True)


def test_boat_builders_rule_still_needed_at_one_end():
    s = ep()
    s.place(M, "warrior", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=10, count=2)
    s.crafted(M, ["boat_builders"])
    g = m_actions(s)
    assert not prefixed(g, "march:5-10:")          # rules neither 5 nor 10 (Law 4.2.1)


def test_boat_builders_only_for_its_owner():
    s = ep()
    s.place(M, "warrior", clearing=5, count=2)
    s.crafted(E, ["boat_builders"])
    assert not prefixed(m_actions(s), "march:5-10:")


def test_corvid_planners_owner_moves_without_ruling_either_end():
    def marches(card):
        s = ep()
        s.place(M, "warrior", clearing=5)
        s.place(E, "warrior", clearing=5, count=2)
        s.place(E, "warrior", clearing=1, count=2)
        if card:
            s.crafted(M, ["corvid_planners"])
        return prefixed(m_actions(s), "march:5-1:")
    assert marches(False) == []
    assert marches(True) == ["march:5-1:1"]


def test_corvid_planners_does_not_add_paths():
    s = ep()
    s.place(M, "warrior", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.crafted(M, ["corvid_planners"])
    g = m_actions(s)
    assert not prefixed(g, "march:5-10:")          # a river, not a path
    assert not prefixed(g, "march:5-3:")           # not linked


def test_tunnels_clearings_with_owner_crafting_pieces_are_adjacent():
    def marches(card):
        s = ep()
        s.place(M, "workshop", clearing=1)
        s.place(M, "workshop", clearing=3)
        s.place(M, "warrior", clearing=1, count=2)
        if card:
            s.crafted(M, ["tunnels"])
        return prefixed(m_actions(s), "march:1-3:")
    assert marches(False) == []
    assert "march:1-3:2" in marches(True)


def test_tunnels_needs_crafting_pieces_at_both_ends():
    s = ep()
    s.place(M, "workshop", clearing=1)
    s.place(M, "sawmill", clearing=3)              # not a crafting piece of the Marquise
    s.place(M, "warrior", clearing=1, count=2)
    s.crafted(M, ["tunnels"])
    assert not prefixed(m_actions(s), "march:1-3:")


def test_tunnels_only_the_owner_crafting_pieces():
    s = ep()
    s.place(M, "workshop", clearing=1)
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "roost", clearing=3)                # the Eyrie's crafting piece
    s.crafted(M, ["tunnels"])
    assert not prefixed(m_actions(s), "march:1-3:")


# ===== Partisans (fox, rabbit, mouse) ======================================================

def _partisans_battle(card, clearing, hand, dice=(1, 0), enemy=3):
    s = ep()
    s.crafted(M, [card])
    s.hand(M, list(hand))
    s.place(M, "warrior", clearing=clearing, count=3)
    s.place(E, "warrior", clearing=clearing, count=enemy)
    s.dice(list(dice))
    g = m_actions(s)
    g.apply(f"battle:{clearing}:eyrie")
    return g


def test_partisans_fox_extra_hit_after_the_roll_in_a_fox_clearing():
    g = _partisans_battle("fox_partisans", 1, ["anvil"])
    assert (g.decision.player, g.decision.kind) == (M, "after_roll")
    assert "use:fox_partisans" in keys(g) and "done" in keys(g)
    g.apply("use:fox_partisans")
    g = until(g, M, "action")
    assert warriors(g, 1, E) == 1                  # rolled 1 + 1 extra
    assert warriors(g, 1, M) == 3                  # the Eyrie rolled 0


def test_partisans_discard_every_hand_card_of_another_suit_keeping_matching_and_birds():
    g = _partisans_battle("fox_partisans", 1, ["anvil", "bird_crossbow", "mouse_root_tea",
                                               "rabbit_root_tea", "foxfolk_steel"])
    g.apply("use:fox_partisans")
    assert sorted(card_ids(g, M)) == ["anvil", "bird_crossbow", "foxfolk_steel"]
    assert {"mouse_root_tea", "rabbit_root_tea"} <= set(g.s["discard"])
    assert crafted(g, M) == ["fox_partisans"]      # persistent: the card stays


def test_partisans_may_be_declined_and_then_nothing_is_discarded():
    g = _partisans_battle("fox_partisans", 1, ["mouse_root_tea"])
    g.apply("done")
    g = until(g, M, "action")
    assert warriors(g, 1, E) == 2
    assert card_ids(g, M) == ["mouse_root_tea"]


def test_partisans_not_in_a_clearing_of_another_suit():
    g = _partisans_battle("fox_partisans", 5, ["anvil"])      # 5 is rabbit
    assert "use:fox_partisans" not in keys(g)


def test_partisans_rabbit_in_a_rabbit_clearing():
    g = _partisans_battle("rabbit_partisans", 5, ["rabbit_root_tea", "anvil"])
    assert "use:rabbit_partisans" in keys(g)
    g.apply("use:rabbit_partisans")
    assert card_ids(g, M) == ["rabbit_root_tea"]
    g = until(g, M, "action")
    assert warriors(g, 5, E) == 1


def test_partisans_mouse_in_a_mouse_clearing_not_in_a_fox_one():
    g = _partisans_battle("mouse_partisans", 2, ["sword"])
    assert "use:mouse_partisans" in keys(g)
    g = _partisans_battle("mouse_partisans", 1, ["sword"])
    assert "use:mouse_partisans" not in keys(g)


def test_4_3_5_I_partisans_hit_is_extra_not_capped_by_warriors():
    """The attacker has one warrior and rolls 3: one rolled hit (Law 4.3.3.I); the Partisans'
    hit is an extra hit (4.3.5.I), so two Eyrie warriors go."""
    s = ep()
    s.crafted(M, ["fox_partisans"])
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=3)
    s.place(M, "workshop", clearing=1)             # the Marquise keep the warrior's clearing ruled
    s.dice([3, 0])
    g = m_actions(s)
    g.apply("battle:1:eyrie")
    g.apply("use:fox_partisans")
    g = until(g, M, "action")
    assert warriors(g, 1, E) == 1


def test_partisans_usable_by_the_defender():
    s = ep()
    s.crafted(E, ["fox_partisans"])
    s.hand(E, ["anvil", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1, count=3)
    s.dice([1, 1])
    g = m_actions(s)
    g.apply("battle:1:eyrie")
    g = until(g, E, "after_roll")
    assert "use:fox_partisans" in keys(g)
    g.apply("use:fox_partisans")
    g = until(g, M, "action")
    assert warriors(g, 1, M) == 1                  # rolled 1 + 1 extra
    assert card_ids(g, E) == ["anvil"]             # the mouse card is discarded


def test_3_3_3_dominance_card_discarded_by_partisans_becomes_available():
    g = _partisans_battle("fox_partisans", 1, ["anvil", "mouse_dominance"])
    g.apply("use:fox_partisans")
    assert "mouse_dominance" not in g.s["discard"]
    assert "mouse_dominance" in g.s["available_dominance"]


# ===== Propaganda Bureau ======================================================================

def _bureau(hand=("anvil", "mouse_root_tea", "bird_crossbow", "rabbit_root_tea")):
    s = ep()
    s.crafted(M, ["propaganda_bureau"])
    s.hand(M, list(hand))
    s.place(E, "warrior", clearing=1, count=2)     # fox
    s.place(E, "warrior", clearing=2)              # mouse
    s.place(E, "roost", clearing=4)                # rabbit, no warrior
    return s


def test_propaganda_bureau_spend_a_card_of_the_clearing_suit_bird_for_any():
    g = m_actions(_bureau())
    opts = set(prefixed(g, "propaganda_bureau:"))
    assert {"propaganda_bureau:1:eyrie:anvil", "propaganda_bureau:1:eyrie:bird_crossbow",
            "propaganda_bureau:2:eyrie:mouse_root_tea"} <= opts
    assert "propaganda_bureau:1:eyrie:mouse_root_tea" not in opts
    assert "propaganda_bureau:2:eyrie:anvil" not in opts
    assert not any(k.startswith("propaganda_bureau:4:") for k in opts)   # no warrior there


def test_propaganda_bureau_replaces_an_enemy_warrior_with_one_of_the_owner():
    g = m_actions(_bureau())
    before = g.s["players"][M]["supply"]["warrior"]
    g.apply("propaganda_bureau:1:eyrie:anvil")
    assert warriors(g, 1, E) == 1 and warriors(g, 1, M) == 1
    assert g.s["players"][M]["supply"]["warrior"] == before - 1
    assert "anvil" in g.s["discard"] and "anvil" not in card_ids(g, M)
    assert score(g, M) == 0                        # a warrior removed scores nothing (3.2.1)


def test_propaganda_bureau_once_per_turn():
    g = m_actions(_bureau())
    g.apply("propaganda_bureau:2:eyrie:mouse_root_tea")
    g = until(g, M, "action")
    assert not prefixed(g, "propaganda_bureau")


def test_propaganda_bureau_only_in_the_owner_daylight():
    g = _bureau().start(turn=M, phase="evening")
    for _ in range(10):
        if g.decision.player != M:
            break
        assert not prefixed(g, "propaganda_bureau")
        g.apply(keys(g)[0])


def test_propaganda_bureau_needs_a_warrior_in_the_owner_supply():
    s = _bureau()
    s.place(M, "warrior", clearing=8, count=25)    # the whole supply on the map
    g = m_actions(s)
    assert not prefixed(g, "propaganda_bureau")


# ===== False Orders ==========================================================================

def _orders(n=3, clearing=1, extra=None):
    s = ep()
    s.crafted(M, ["false_orders"])
    s.place(E, "warrior", clearing=clearing, count=n)
    s.place(M, "warrior", clearing=clearing, count=4)    # the Marquise rule: the Eyrie do not
    if extra:
        extra(s)
    return s.start(turn=M, phase="birdsong")


def test_false_orders_in_birdsong_moves_half_rounded_up_ignoring_rule():
    """The card says "half (rounded up)"; whether fewer may be moved is left open, so only the
    upper bound and the full half are checked."""
    g = _orders(3)
    assert "false_orders:eyrie:1" in keys(g)
    g.apply("false_orders:eyrie:1")
    assert g.decision.player == M
    assert "move:1-5:2" in keys(g)
    assert not prefixed(g, "move:1-5:3")           # 3 warriors: at most 2
    g.apply("move:1-5:2")
    assert warriors(g, 1, E) == 1 and warriors(g, 5, E) == 2


def test_false_orders_discards_itself():
    g = _orders(3)
    g.apply("false_orders:eyrie:1")
    g.apply("move:1-9:2")
    assert "false_orders" not in crafted(g, M)
    assert "false_orders" in g.s["discard"]


def test_false_orders_moves_along_paths_only_to_one_adjacent_clearing():
    g = _orders(4, clearing=5)
    g.apply("false_orders:eyrie:5")
    moves = prefixed(g, "move:")
    assert "move:5-1:2" in moves and "move:5-2:2" in moves
    assert not [k for k in moves if k.startswith("move:5-10:")]    # a river (Law 2.3)
    assert not [k for k in moves if k.startswith("move:5-3:")]     # not adjacent


def test_false_orders_one_warrior_moves_that_one():
    g = _orders(1)
    g.apply("false_orders:eyrie:1")
    assert "move:1-5:1" in keys(g)


def test_false_orders_not_on_the_owner_warriors_and_not_in_daylight():
    g = _orders(3)
    assert not [k for k in keys(g) if k.startswith("false_orders:marquise")]
    s = ep()
    s.crafted(M, ["false_orders"])
    s.place(E, "warrior", clearing=1, count=3)
    assert not prefixed(s.start(turn=M, phase="daylight"), "false_orders")


# ===== Eyrie Emigre =========================================================================

def _emigre(enemy_in_5=True):
    s = ep()
    s.crafted(M, ["eyrie_emigre"])
    s.place(M, "warrior", clearing=1, count=4)
    if enemy_in_5:
        s.place(E, "warrior", clearing=5)
    s.dice([2, 1])
    return s.start(turn=M, phase="birdsong")


def test_eyrie_emigre_at_end_of_birdsong_move_then_battle_in_the_destination():
    g = _emigre()
    assert (g.decision.player, g.decision.kind) == (M, "emigre_move")
    assert "move:1-5:2" in keys(g)
    g.apply("move:1-5:2")
    assert (g.decision.player, g.decision.kind) == (M, "emigre_battle")
    assert prefixed(g, "battle:") == ["battle:5:eyrie"]
    g.apply("battle:5:eyrie")
    g = until(g, M, "craft")
    assert g.s["turn"]["phase"] == "daylight"
    assert warriors(g, 5, E) == 0 and warriors(g, 5, M) == 1
    assert crafted(g, M) == ["eyrie_emigre"]       # done both: the card stays


def test_eyrie_emigre_battle_only_in_the_clearing_moved_into():
    s = ep()
    s.crafted(M, ["eyrie_emigre"])
    s.place(M, "warrior", clearing=1, count=4)
    s.place(E, "warrior", clearing=5)
    s.place(E, "warrior", clearing=1)              # an enemy where the move starts
    g = s.start(turn=M, phase="birdsong")
    g.apply("move:1-5:2")
    assert not prefixed(g, "battle:1:")


def test_eyrie_emigre_moving_where_no_battle_can_be_fought_discards_it():
    g = _emigre()
    g.apply("move:1-9:2")
    assert "eyrie_emigre" not in crafted(g, M)
    assert "eyrie_emigre" in g.s["discard"]
    assert warriors(g, 9, M) == 2                  # the move stands


def test_eyrie_emigre_with_no_move_possible_is_discarded():
    s = ep()
    s.crafted(M, ["eyrie_emigre"])
    g = s.start(turn=M, phase="birdsong")
    assert g.decision.kind != "emigre_move"
    assert "eyrie_emigre" in g.s["discard"] and crafted(g, M) == []


def test_eyrie_emigre_not_in_another_player_turn():
    s = ep()
    s.crafted(E, ["eyrie_emigre"])
    s.place(E, "warrior", clearing=1, count=4)
    s.place(M, "warrior", clearing=5)
    g = s.start(turn=M, phase="birdsong")
    assert g.decision.kind != "emigre_move"
    assert crafted(g, E) == ["eyrie_emigre"]


# ===== Informants and Charm Offensive (Evening) ===========================================

def test_informants_take_an_ambush_from_the_discard_pile_instead_of_drawing():
    s = ep()
    s.crafted(M, ["informants"])
    s.discard_pile(["fox_ambush", "anvil", "bird_ambush"])
    s.draws(["sword"])
    g = s.start(turn=M, phase="evening")
    g = until(g, M, "informants")
    assert set(keys(g)) == {"draw", "informants:bird_ambush", "informants:fox_ambush"}
    g.apply("informants:fox_ambush")
    assert card_ids(g, M) == ["fox_ambush"]        # no card drawn besides
    assert g.s["discard"] == ["anvil", "bird_ambush"]


def test_informants_may_draw_as_usual():
    s = ep()
    s.crafted(M, ["informants"])
    s.discard_pile(["fox_ambush"])
    s.draws(["sword"])
    g = until(s.start(turn=M, phase="evening"), M, "informants")
    g.apply("draw")
    assert card_ids(g, M) == ["sword"]
    assert g.s["discard"] == ["fox_ambush"]


def test_informants_not_asked_without_an_ambush_in_the_discard_pile():
    s = ep()
    s.crafted(M, ["informants"])
    s.discard_pile(["anvil", "fox_dominance"][:1])
    s.draws(["sword"])
    g = s.start(turn=M, phase="evening")
    assert g.decision.kind != "informants"
    assert card_ids(g, M) == ["sword"]


def test_charm_offensive_another_player_scores_one_then_the_owner_draws():
    s = ep()
    s.crafted(M, ["charm_offensive"])
    s.draws(["sword", "foxfolk_steel"])
    g = s.start(turn=M, phase="evening")
    assert (g.decision.player, g.decision.kind) == (M, "charm_offensive")
    assert set(keys(g)) == {"charm_offensive:eyrie", "skip"}    # not the owner itself
    g.apply("charm_offensive:eyrie")
    assert score(g, E) == 1 and score(g, M) == 0
    assert sorted(card_ids(g, M)) == ["foxfolk_steel", "sword"]  # one for the card, one Evening draw


def test_charm_offensive_skipped_gives_nothing():
    s = ep()
    s.crafted(M, ["charm_offensive"])
    s.draws(["sword", "foxfolk_steel"])
    g = s.start(turn=M, phase="evening")
    g.apply("skip")
    assert score(g, E) == 0
    assert card_ids(g, M) == ["sword"]


def test_charm_offensive_draw_is_no_evening_draw_for_informants():
    """Informants replace the Evening draw, not the draw of another card's effect."""
    s = ep()
    s.crafted(M, ["charm_offensive", "informants"])
    s.discard_pile(["bird_ambush"])
    s.draws(["sword", "foxfolk_steel"])
    g = s.start(turn=M, phase="evening")
    g.apply("charm_offensive:eyrie")
    assert card_ids(g, M) == ["sword"]             # drawn for Charm Offensive
    assert g.decision.kind == "informants"
    g.apply("informants:bird_ambush")
    assert sorted(card_ids(g, M)) == ["bird_ambush", "sword"]


# ===== Swap Meet ============================================================================

def test_swap_meet_take_one_card_then_give_one_back():
    s = ep()
    s.crafted(M, ["swap_meet"])
    s.hand(E, ["anvil"])
    s.hand(M, ["sword", "mouse_ambush"])
    g = s.start(turn=M, phase="birdsong")
    assert "swap_meet:eyrie" in keys(g)
    g.apply("swap_meet:eyrie")
    assert g.decision.kind == "swap_meet"
    assert {"give:mouse_ambush", "give:sword"} <= set(keys(g))
    g.apply("give:sword")
    assert sorted(card_ids(g, M)) == ["anvil", "mouse_ambush"]
    assert card_ids(g, E) == ["sword"]
    assert crafted(g, M) == ["swap_meet"]          # kept, used once


def test_swap_meet_once_per_birdsong():
    s = ep()
    s.crafted(M, ["swap_meet"])
    s.hand(E, ["anvil", "bake_sale"])
    s.hand(M, ["sword"])
    g = s.start(turn=M, phase="birdsong")
    assert prefixed(g, "swap_meet") == ["swap_meet:eyrie"]    # the card taken is random
    g.apply("swap_meet:eyrie")
    g.apply("give:sword")
    assert not prefixed(g, "swap_meet")
    assert len(card_ids(g, E)) == 2 and len(card_ids(g, M)) == 1


def test_swap_meet_not_against_an_empty_hand():
    s = ep()
    s.crafted(M, ["swap_meet"])
    s.hand(M, ["sword"])
    s.place(E, "roost", clearing=3)
    g = s.start(turn=M, phase="birdsong")
    assert not prefixed(g, "swap_meet")


# ===== Coffin Makers ==========================================================================

def _coffin_battle(owner=E):
    s = ep()
    s.crafted(owner, ["coffin_makers"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1, count=2)
    s.dice([2, 1])
    g = m_actions(s)
    g.apply("battle:1:eyrie")
    return until(g, M, "action")


def test_coffin_makers_warriors_removed_in_battle_go_on_the_card_not_the_supply():
    g = _coffin_battle(E)
    assert g.s["coffins"] == {E: 2, M: 1}          # every player's warriors
    assert g.s["players"][E]["supply"]["warrior"] == 20 - 2
    assert g.s["players"][M]["supply"]["warrior"] == 25 - 3


def test_coffin_makers_without_the_card_warriors_return_to_supply():
    s = ep()
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1, count=2)
    s.dice([2, 1])
    g = m_actions(s)
    g.apply("battle:1:eyrie")
    g = until(g, M, "action")
    assert not g.s.get("coffins")
    assert g.s["players"][E]["supply"]["warrior"] == 20
    assert g.s["players"][M]["supply"]["warrior"] == 25 - 2


def test_coffin_makers_any_removal_from_the_map_not_only_battle():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.crafted(M, ["propaganda_bureau"])
    s.hand(M, ["anvil"])
    s.place(E, "warrior", clearing=1, count=2)
    g = m_actions(s)
    g.apply("propaganda_bureau:1:eyrie:anvil")
    assert g.s["coffins"] == {E: 1}


def test_coffin_makers_scores_one_per_five_at_start_of_owner_birdsong_then_all_return():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.coffins({M: 7, E: 4})
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    assert score(g, E) == 2                        # 11 warriors: two fives
    assert not g.s["coffins"]
    assert g.s["players"][M]["supply"]["warrior"] == 25
    assert g.s["players"][E]["supply"]["warrior"] == 20


def test_coffin_makers_nothing_at_another_player_birdsong():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.coffins({M: 6})
    g = s.start(turn=M, phase="birdsong")
    assert score(g, E) == 0
    assert g.s["coffins"] == {M: 6}


def test_coffin_makers_discarded_by_saboteurs_returns_the_warriors():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.crafted(M, ["saboteurs"])
    s.coffins({M: 3, E: 2})
    g = s.start(turn=M, phase="birdsong")
    g.apply("saboteurs:eyrie:coffin_makers")
    assert not g.s.get("coffins")
    assert g.s["players"][M]["supply"]["warrior"] == 25
    assert g.s["players"][E]["supply"]["warrior"] == 20
    assert score(g, E) == 0                        # no scoring when the card leaves


def test_coffin_makers_only_with_the_exiles_deck():
    with pytest.raises(RootError):
        Scenario(map="autumn", factions=[M, E]).coffins({M: 2})


# ===== Murine Broker and Master Engravers (crafting items) ====================================

def _craft_anvil(broker=None, engravers=None, crafter=M):
    s = ep()
    if broker:
        s.crafted(broker, ["murine_broker"])
    if engravers:
        s.crafted(engravers, ["master_engravers"])
    s.place(M, "workshop", clearing=1)
    s.hand(M, ["anvil", "fox_partisans"])
    s.place(E, "roost", clearing=3)
    s.draws(["sword"])
    g = s.start(turn=M, phase="daylight")
    return g


def test_murine_broker_owner_draws_when_another_player_crafts_an_item():
    g = _craft_anvil(broker=E)
    g.apply("craft:anvil")
    assert card_ids(g, E) == ["sword"]
    assert g.s["players"][M]["items"] == ["hammer"]


def test_murine_broker_not_for_the_owner_own_craft():
    g = _craft_anvil(broker=M)
    g.apply("craft:anvil")
    assert card_ids(g, M) == ["fox_partisans"]     # nothing drawn


def test_murine_broker_not_for_a_persistent_effect():
    g = _craft_anvil(broker=E)
    g.apply("craft:fox_partisans")
    assert card_ids(g, E) == []


def test_master_engravers_one_more_vp_for_an_item():
    g = _craft_anvil(engravers=M)
    g.apply("craft:anvil")
    assert score(g, M) == 3                        # Anvil shows 2 (Law 3.2.2)
    g2 = _craft_anvil()
    g2.apply("craft:anvil")
    assert score(g2, M) == 2


def test_master_engravers_nothing_for_a_persistent_effect_or_another_player_item():
    g = _craft_anvil(engravers=M)
    g.apply("craft:fox_partisans")
    assert score(g, M) == 0
    g = _craft_anvil(engravers=E)
    g.apply("craft:anvil")
    assert score(g, M) == 2 and score(g, E) == 0


def _eyrie_crafts_anvil(leader, engravers=True):
    s = ep()
    if engravers:
        s.crafted(E, ["master_engravers"])
    s.place(E, "roost", clearing=1)
    s.hand(E, ["anvil"])
    s.leader(leader)
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "craft")
    g.apply(prefixed(g, "craft:anvil")[0])
    return score(g, E)


def test_7_2_3_master_engravers_adds_to_the_eyrie_one_vp_for_an_item():
    """Law 7.2.3 names Master Engravers: the Eyrie score 1 for an item, then 1 more."""
    assert _eyrie_crafts_anvil("charismatic", engravers=False) == 1
    assert _eyrie_crafts_anvil("charismatic") == 2


def test_7_8_1_master_engravers_with_the_builder_scores_the_listed_vp_plus_one():
    assert _eyrie_crafts_anvil("builder") == 3


# ===== League of Adventurous Mice ===========================================================

def _league(items=("boot", "sword"), exhausted=()):
    s = ep()
    s.crafted(M, ["league_of_adventurous_mice"])
    s.items(M, list(items))
    if exhausted:
        s.exhausted_items(M, list(exhausted))
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1)
    s.dice([1, 0])
    return s.start(turn=M, phase="daylight")


def test_league_exhaust_an_item_for_one_move_or_one_battle_in_daylight():
    g = _league()
    assert {"league:boot", "league:sword"} <= set(keys(g))
    g.apply("league:boot")
    assert g.decision.kind == "league"
    assert "battle:1:eyrie" in keys(g) and "move:1-5:2" in keys(g)
    g.apply("move:1-5:2")
    assert warriors(g, 5, M) == 2
    assert g.s["players"][M]["items_exhausted"] == ["boot"]
    assert sorted(g.s["players"][M]["items"]) == ["boot", "sword"]   # still in the box


def test_league_once_per_turn():
    g = _league()
    g.apply("league:sword")
    g.apply("battle:1:eyrie")
    g = until(g, M, "action")
    assert not prefixed(g, "league")


def test_league_exhausted_items_cannot_be_exhausted_again():
    g = _league(exhausted=("boot",))
    assert "league:boot" not in keys(g)
    assert "league:sword" in keys(g)


def test_league_not_without_an_item_or_outside_daylight():
    g = _league(items=())
    assert not prefixed(g, "league")
    s = ep()
    s.crafted(E, ["league_of_adventurous_mice"])
    s.items(E, ["boot"])
    s.place(E, "warrior", clearing=1, count=2)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    assert g.decision.kind == "add_to_decree" and g.s["turn"]["phase"] == "birdsong"
    assert not prefixed(g, "league")
    s.crafted(M, ["league_of_adventurous_mice"])
    s.items(M, ["sword"])
    s.place(M, "warrior", clearing=5, count=2)
    g = s.start(turn=M, phase="evening")
    for _ in range(5):
        if g.decision.player != M:
            break
        assert not prefixed(g, "league")
        g.apply(keys(g)[0])


def test_league_move_still_needs_rule():
    s = ep()
    s.crafted(M, ["league_of_adventurous_mice"])
    s.items(M, ["boot"])
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    g = s.start(turn=M, phase="daylight")
    g.apply("league:boot")
    assert not prefixed(g, "move:1-5:")


# ===== the cards with the base factions' own rules ===========================================

def test_2_5_soup_kitchens_alliance_sympathy_counts_twice():
    def ruler(card):
        s = ep((M, E, A))
        s.place(A, "sympathy", clearing=5)
        s.place(A, "warrior", clearing=5)
        s.place(M, "warrior", clearing=5, count=2)
        if card:
            s.crafted(A, ["soup_kitchens"])
        return s.start(turn=M, phase="daylight").clearing(5).ruler()
    assert ruler(False) == M
    assert ruler(True) == A                        # 1 + 2 against 2


def test_6_2_2_propaganda_bureau_cannot_place_in_the_keep_clearing():
    s = ep()
    s.crafted(E, ["propaganda_bureau"])
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(M, "warrior", clearing=9)              # mouse, no keep
    s.hand(E, ["anvil", "sword"])
    s.place(E, "roost", clearing=3)
    g = until(s.start(turn=E, phase="daylight"), E, "craft")
    opts = prefixed(g, "propaganda_bureau:")
    assert not [k for k in opts if k.startswith("propaganda_bureau:1:")]
    assert "propaganda_bureau:9:marquise:sword" in opts


def test_propaganda_bureau_a_vagabond_has_no_warriors_to_remove():
    s = ep((M, E, V))
    s.crafted(M, ["propaganda_bureau"])
    s.hand(M, ["anvil"])
    s.vagabond("thief", 1)
    g = m_actions(s)
    assert not prefixed(g, "propaganda_bureau")


def test_9_2_5_league_not_for_the_vagabond_who_has_no_crafted_items_box():
    s = ep((M, E, V))
    s.crafted(V, ["league_of_adventurous_mice"])
    s.vagabond("thief", 1, items=["boot", "sword", "torch"])
    s.place(E, "warrior", clearing=1)
    g = s.start(turn=V, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (V, "action"), keys(g)
    assert not prefixed(g, "league")


def test_7_4_informants_replace_the_whole_eyrie_evening_draw():
    """The Eyrie draw one card plus the bonuses of their roost track : three
    roosts uncover one bonus draw (Law 7.6.2); Informants take one ambush instead of all of it."""
    s = ep()
    s.crafted(E, ["informants"])
    s.place(E, "roost", clearing=1)
    s.place(E, "roost", clearing=2)
    s.place(E, "roost", clearing=3)
    s.discard_pile(["rabbit_ambush"])
    s.draws(["sword", "anvil"])
    g = until(s.start(turn=E, phase="evening"), E, "informants")
    g.apply("informants:rabbit_ambush")
    assert card_ids(g, E) == ["rabbit_ambush"]


def test_murine_broker_owner_draws_when_the_vagabond_crafts_an_item():
    s = ep((M, E, V))
    s.crafted(E, ["murine_broker"])
    s.vagabond("thief", 1, items=["hammer", "boot", "torch"])
    s.hand(V, ["anvil"])
    s.draws(["sword"])
    g = s.start(turn=V, phase="daylight")
    craft = prefixed(g, "craft:anvil")
    assert craft, keys(g)
    g.apply(craft[0])
    assert card_ids(g, E) == ["sword"]


def test_false_orders_moves_alliance_warriors_out_of_a_clearing():
    s = ep((M, E, A))
    s.crafted(M, ["false_orders"])
    s.place(A, "warrior", clearing=5, count=2)
    s.place(A, "sympathy", clearing=5)
    g = s.start(turn=M, phase="birdsong")
    assert "false_orders:alliance:5" in keys(g)
    g.apply("false_orders:alliance:5")
    g.apply("move:5-2:1")
    assert warriors(g, 2, A) == 1 and warriors(g, 5, A) == 1


# ===== games of five and six players (Law 5, 3, 9.2.8, 9.7) =================================

R = "riverfolk"
C = "corvids"
V2 = "vagabond2"
FIVE = [M, E, A, V, R]
SIX = [M, E, A, V, R, C]


def test_5_1_3_five_and_six_players_each_draw_three_and_keep_the_dominance_cards():
    for fs in (FIVE, SIX):
        g = Game.new(factions=fs, seed=2)
        assert all(len(g.hand(f)) == 3 for f in fs)
        dealt = [c.id for f in fs for c in g.hand(f)]
        in_deck = [c for c, n in g.s["deck"].items() for _ in range(n)]
        dominance = [c for c in dealt + in_deck if CARDS[c].kind == "dominance"]
        assert len(dominance) == 4                 # none removed (only two players remove them)
        assert len(in_deck) == 54 - 3 * len(fs)


def test_5_1_3_exiles_deck_with_five_players():
    g = Game.new(factions=FIVE, seed=4, deck=EP)
    in_deck = [c for c, n in g.s["deck"].items() for _ in range(n)]
    assert len(in_deck) == 54 - 15
    std_only = set(DECKS["standard"]) - set(DECKS[EP])
    assert not set(in_deck) & std_only


def test_5_five_factions_starting_in_corners_need_the_advanced_setup():
    """Law 5: five or more factions that would start in corner clearings need the Advanced
    Setup; without it a game with five such factions cannot be set up by 5.1."""
    with pytest.raises(RootError) as e:
        Game.new(factions=[M, E, "lizards", "duchy", "hundreds"], seed=1)
    assert "corner" in str(e.value) and "they need the Advanced Setup" in str(e.value)
    with pytest.raises(RootError) as e:              # the engine's Advanced Setup: no homelands
        Game.new(factions=[M, E, "lizards", "duchy", "hundreds"], seed=1, setup="advanced")
    assert "setup='advanced' sets the factions up as the Standard Setup does" in str(e.value)
    Game.new(factions=[M, E, "lizards", "duchy", A], seed=1)      # four corner factions: fine


def test_5_1_1_turns_pass_in_seating_order_around_all_six():
    s = Scenario(map="autumn", factions=SIX)
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    g = s.start(turn=C, phase="evening")
    for _ in range(40):
        if g.s["turn"]["faction"] != C:
            break
        g.apply(keys(g)[0] if "done" not in keys(g) else "done")
    assert g.s["turn"]["faction"] == M             # after the last seat, the first


def _coalition_table(scores, factions=FIVE):
    s = Scenario(map="autumn", factions=list(factions))
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.hand(V, ["fox_dominance"])
    for f, vp in scores.items():
        s.score(f, vp)
    return s


def test_9_2_8_coalition_only_with_the_player_with_fewest_points():
    s = _coalition_table({V: 12, M: 5, E: 3, A: 4, R: 8})
    g = s.start(turn=V, phase="daylight")
    assert prefixed(g, "coalition:") == ["coalition:fox_dominance:eyrie"]


def test_9_2_8_tie_for_fewest_the_vagabond_chooses():
    s = _coalition_table({V: 12, M: 5, E: 3, A: 3, R: 8})
    g = s.start(turn=V, phase="daylight")
    assert set(prefixed(g, "coalition:")) == {"coalition:fox_dominance:eyrie",
                                              "coalition:fox_dominance:alliance"}


def test_9_2_8_coalition_needs_four_or_more_players():
    s = Scenario(map="autumn", factions=[M, E, V])
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    g = s.start(turn=V, phase="daylight")
    assert not prefixed(g, "coalition")
    assert not [k for k in keys(g) if "dominance" in k]     # nor his own victory (9.2.8)


def test_9_2_8_coalition_partner_is_no_enemy_the_vagabond_cannot_battle_it():
    s = _coalition_table({V: 12, M: 5, E: 3, A: 4, R: 8})
    s.place(E, "warrior", clearing=1)
    s.place(M, "warrior", clearing=1)
    g = s.start(turn=V, phase="daylight")
    assert "battle:eyrie" in keys(g) or prefixed(g, "battle:")
    g.apply("coalition:fox_dominance:eyrie")
    bat = prefixed(g, "battle")
    assert bat and not [k for k in bat if "eyrie" in k]
    assert [k for k in bat if "marquise" in k]


def test_9_2_8_the_vagabond_wins_when_his_partner_wins():
    s = _coalition_table({V: 12, M: 29, E: 3, A: 4, R: 8})
    s.coalition(M, "mouse_dominance")
    s.place(M, "workshop", clearing=2)
    s.hand(M, ["birdy_bindle"])                    # costs a mouse, 1 VP
    g = s.start(turn=M, phase="daylight")
    g.apply(prefixed(g, "craft:birdy_bindle")[0])
    assert g.is_over
    assert set(g.winners) == {M, V}


def test_9_2_8_a_vagabond_in_coalition_scores_no_more_points():
    s = _coalition_table({V: 12, M: 5, E: 3, A: 4, R: 8})
    s.coalition(E, "mouse_dominance")
    s.place(M, "workshop", clearing=1)             # undefended: the Vagabond removes it
    g = s.start(turn=V, phase="daylight")
    s_before = g.s["players"][V]["score"]
    bat = [k for k in prefixed(g, "battle") if "marquise" in k]
    assert bat, keys(g)
    g.apply(bat[0])
    for _ in range(10):
        if g.decision.player == V and g.decision.kind == "action":
            break
        g.apply(keys(g)[0])
    assert not g.clearing(1).buildings               # the workshop is gone
    assert g.score(V) in (None, s_before)            # no point for it (Law 3.2.1 does not apply)
    assert score(g, E) == 3                          # nor for the partner


def test_3_3_1_dominance_win_at_start_of_birdsong_in_a_five_player_game():
    s = Scenario(map="autumn", factions=FIVE)
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.dominance(M, "fox_dominance")
    for c in (1, 6, 8):
        s.place(M, "warrior", clearing=c)
    g = s.start(turn=M, phase="birdsong")
    assert g.is_over and g.winners == [M]


def test_3_3_1_dominance_needs_rule_at_the_owner_birdsong_not_at_another():
    s = Scenario(map="autumn", factions=FIVE)
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.dominance(M, "fox_dominance")
    for c in (1, 6, 8):
        s.place(M, "warrior", clearing=c)
    g = s.start(turn=E, phase="birdsong")
    assert not g.is_over


def test_9_7_two_vagabonds_second_cannot_join_a_player_already_in_coalition():
    """The Eyrie and the Alliance tie for fewest points: the second Vagabond would choose
    between them, but the Eyrie are already in a coalition."""
    s = Scenario(map="autumn", factions=SIX[:5] + [V2])
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.vagabond2("tinker", 2, items=["boot", "torch", "bag"])
    s.coalition(E, "fox_dominance")                # the first Vagabond with the Eyrie
    s.hand(V2, ["mouse_dominance"])
    for f, vp in {V: 20, V2: 12, M: 5, E: 3, A: 3, R: 8}.items():
        s.score(f, vp)
    g = s.start(turn=V2, phase="daylight")
    opts = prefixed(g, "coalition:")
    assert not [k for k in opts if k.endswith(":eyrie")]
    assert opts == ["coalition:mouse_dominance:alliance"]


# ===== more edges of the cards ==============================================================

def test_partisans_usable_with_an_empty_hand():
    g = _partisans_battle("fox_partisans", 1, [])
    assert "use:fox_partisans" in keys(g)


def test_2_1_1_partisans_keep_a_bird_ambush_and_discard_a_fox_ambush_for_rabbit():
    g = _partisans_battle("rabbit_partisans", 5, ["bird_ambush", "fox_ambush", "rabbit_ambush"])
    g.apply("use:rabbit_partisans")
    assert sorted(card_ids(g, M)) == ["bird_ambush", "rabbit_ambush"]


def test_coffin_makers_fewer_than_five_score_nothing_but_still_return():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.coffins({M: 4})
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    assert score(g, E) == 0
    assert not g.s["coffins"]
    assert g.s["players"][M]["supply"]["warrior"] == 25


def test_3_3_1_coffin_makers_owner_with_active_dominance_scores_nothing():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.coffins({M: 10})
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil"])
    s.score(E, 12)
    s.dominance(E, "fox_dominance")
    g = s.start(turn=E, phase="birdsong")
    assert g.score(E) is None
    assert g.s["players"][E]["score"] in (0, 12)    # not 14: no points with dominance active
    assert not g.s["coffins"]


def test_3_3_1_soup_kitchens_counts_for_dominance_rule():
    s = ep()
    s.crafted(M, ["soup_kitchens"])
    s.dominance(M, "fox_dominance")
    for c in (1, 6, 8):
        s.place(M, "warrior", clearing=c)
        s.place(M, "wood", clearing=c)
        s.place(E, "warrior", clearing=c, count=2)
    g = s.start(turn=M, phase="birdsong")
    assert g.is_over and g.winners == [M]          # 1 + 2 against 2 in each fox clearing


def test_7_2_2_soup_kitchens_tie_with_the_eyrie_still_goes_to_the_eyrie():
    s = ep()
    s.crafted(M, ["soup_kitchens"])
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5)
    s.place(E, "warrior", clearing=5, count=3)
    g = s.start(turn=M, phase="daylight")
    assert g.clearing(5).ruler() == E              # 3 against 3: Lords of the Forest


def test_soup_kitchens_keep_token_counts_twice():
    s = ep()
    s.crafted(M, ["soup_kitchens"])
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=2)
    assert s.start(turn=M, phase="daylight").clearing(1).ruler() == M


def _eyrie_decree_move(card, decree_card, roosts, warriors_at, others=()):
    s = ep()
    s.crafted(E, [card])
    s.leader("charismatic")
    for c in roosts:
        s.place(E, "roost", clearing=c)
    s.place(E, "warrior", clearing=warriors_at, count=2)
    for c, n in others:
        s.place(M, "warrior", clearing=c, count=n)
    s.decree("move", [decree_card])
    return until(s.start(turn=E, phase="daylight"), E, "decree_move")


def test_corvid_planners_for_the_eyrie_decree_move():
    g = _eyrie_decree_move("corvid_planners", "rabbit_root_tea", [3], 5, [(5, 3), (1, 3)])
    assert "move:5-1:2" in keys(g)                 # the Eyrie rule neither 5 nor 1


def test_tunnels_for_the_eyrie_between_roosts():
    g = _eyrie_decree_move("tunnels", "anvil", [1, 3], 1)
    assert prefixed(g, "move:1-3:")
    g = _eyrie_decree_move("corvid_planners", "anvil", [1, 3], 1)
    assert not prefixed(g, "move:1-3:")


def test_eyrie_emigre_move_still_needs_rule():
    s = ep()
    s.crafted(M, ["eyrie_emigre"])
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    g = s.start(turn=M, phase="birdsong")
    if g.decision.kind == "emigre_move":
        assert not prefixed(g, "move:1-5:")
    else:
        assert "eyrie_emigre" in g.s["discard"]


def test_false_orders_not_against_the_vagabond_who_has_no_warriors():
    s = ep((M, E, V))
    s.crafted(M, ["false_orders"])
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.place(E, "warrior", clearing=5)
    g = s.start(turn=M, phase="birdsong")
    assert not [k for k in keys(g) if k.startswith("false_orders:vagabond")]
    assert "false_orders:eyrie:5" in keys(g)


def test_saboteurs_against_the_vagabond_crafted_card():
    s = ep((M, E, V))
    s.crafted(M, ["saboteurs"])
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.crafted(V, ["tunnels"])
    g = s.start(turn=M, phase="birdsong")
    assert "saboteurs:vagabond:tunnels" in keys(g)


def test_3_1_charm_offensive_can_make_the_other_player_win():
    s = ep()
    s.crafted(M, ["charm_offensive"])
    s.score(E, 29)
    g = s.start(turn=M, phase="evening")
    g.apply("charm_offensive:eyrie")
    assert g.is_over and g.winners == [E]


def test_league_item_stays_exhausted_for_the_rest_of_the_turn():
    """The card says nothing about when an exhausted item is refreshed; every reading keeps it
    exhausted for the rest of the turn, so only that is checked."""
    s = ep()
    s.crafted(M, ["league_of_adventurous_mice"])
    s.items(M, ["boot"])
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil"])
    g = s.start(turn=M, phase="daylight")
    g.apply("league:boot")
    g.apply("move:1-5:1")
    for _ in range(20):                            # to the end of the Marquise's turn
        if g.s["turn"]["faction"] != M:
            break
        assert not prefixed(g, "league")
        ks = keys(g)
        g.apply("end" if "end" in ks else "done" if "done" in ks else ks[0])
    assert g.s["turn"]["faction"] == E
    assert g.s["players"][M].get("items_exhausted") == ["boot"]


def test_14_2_4_league_not_for_the_hundreds_hoard():
    s = ep((M, "hundreds"))
    s.crafted("hundreds", ["league_of_adventurous_mice"])
    s.items("hundreds", ["boot"])                  # in the Hoard (Law 14.2.4)
    s.place("hundreds", "warrior", clearing=1, count=2)
    g = s.start(turn="hundreds", phase="daylight")
    for _ in range(5):
        if g.decision.player != "hundreds":
            break
        assert not prefixed(g, "league")
        g.apply(keys(g)[0])


def test_master_engravers_for_the_vagabond_item():
    s = ep((M, E, V))
    s.crafted(V, ["master_engravers"])
    s.vagabond("thief", 1, items=["hammer", "boot", "torch"])
    s.hand(V, ["anvil"])
    g = s.start(turn=V, phase="daylight")
    g.apply(prefixed(g, "craft:anvil")[0])
    assert score(g, V) == 3


def test_a_6_2_five_players_all_hirelings_demoted():
    g = Game.new(factions=FIVE, seed=3, hirelings=True)
    for _ in range(60):
        if "hirelings" in g.s and all(g.s["players"][h].get("side") for h in g.s["hirelings"]["dealt"]):
            break
        g.apply(keys(g)[0])
    sides = {h: g.s["players"][h].get("side") for h in g.s["hirelings"]["dealt"]}
    assert set(sides.values()) == {"demoted"}, sides


# ===== the cards and coalitions (Law G.8: a coalition partner is no enemy) ===================

def _vb_coalition(card, four=(M, E, A, V)):
    s = ep(four)
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.crafted(V, [card])
    s.coalition(E, "mouse_dominance")
    return s


def test_G_8_saboteurs_not_against_the_coalition_partner():
    s = _vb_coalition("saboteurs")
    s.crafted(E, ["tunnels"])
    s.crafted(M, ["boat_builders"])
    g = until(s.start(turn=V, phase="birdsong"), V, "saboteurs")
    assert "saboteurs:marquise:boat_builders" in keys(g)
    assert "saboteurs:eyrie:tunnels" not in keys(g)


def test_G_8_false_orders_not_against_the_coalition_partner():
    s = _vb_coalition("false_orders")
    s.place(E, "warrior", clearing=6, count=2)
    s.place(M, "warrior", clearing=8, count=2)
    g = until(s.start(turn=V, phase="birdsong"), V, "card_effects")
    assert "false_orders:marquise:8" in keys(g)
    assert "false_orders:eyrie:6" not in keys(g)


def test_3_3_3_propaganda_bureau_spending_a_dominance_card_makes_it_available():
    g = m_actions(_bureau(hand=("fox_dominance",)))
    assert "propaganda_bureau:1:eyrie:fox_dominance" in keys(g)
    g.apply("propaganda_bureau:1:eyrie:fox_dominance")
    assert "fox_dominance" in g.s["available_dominance"]
    assert "fox_dominance" not in g.s["discard"]


def test_7_6_2_informants_ambush_then_discard_down_to_five():
    s = ep()
    s.crafted(E, ["informants"])
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil", "sword", "foxfolk_steel", "bake_sale", "investments"])
    s.discard_pile(["mouse_ambush"])
    g = until(s.start(turn=E, phase="evening"), E, "informants")
    g.apply("informants:mouse_ambush")
    assert g.decision.player == E and len(card_ids(g, E)) == 6
    g.apply(keys(g)[0])
    assert len(card_ids(g, E)) == 5


def test_tunnels_move_still_needs_rule_at_one_end():
    s = ep()
    s.crafted(M, ["tunnels"])
    s.place(M, "workshop", clearing=1)
    s.place(M, "workshop", clearing=3)
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=3, count=2)
    g = m_actions(s)
    assert not prefixed(g, "march:1-3:")


def test_coffin_makers_warriors_removed_by_the_vagabond():
    s = ep((M, E, V))
    s.crafted(E, ["coffin_makers"])
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "sword"])
    s.place(M, "warrior", clearing=1, count=2)
    s.dice([2, 0])
    g = s.start(turn=V, phase="daylight")
    g.apply("battle:1:marquise")
    g = until(g, V, "action")
    assert g.s["coffins"] == {M: 2}


def test_9_2_8_the_vagabond_cannot_activate_dominance_for_himself_in_five_players():
    s = _coalition_table({V: 12, M: 5, E: 3, A: 4, R: 8})
    g = s.start(turn=V, phase="daylight")
    assert not [k for k in keys(g) if "dominance" in k and not k.startswith("coalition:")]


def test_charm_offensive_offers_every_other_player_in_a_five_player_game():
    s = Scenario(map="autumn", factions=FIVE, deck=EP)
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.crafted(M, ["charm_offensive"])
    g = s.start(turn=M, phase="evening")
    assert set(prefixed(g, "charm_offensive:")) == {f"charm_offensive:{f}" for f in (E, A, V, R)}


def _setup_five(keep="keep:1"):
    g = Game.new(factions=[M, E, "lizards", "duchy", A], seed=1)
    assert g.decision.kind == "keep"
    g.apply(keep)
    while g.decision.player == M:
        g.apply(keys(g)[0])
    return g


def test_7_3_2_five_players_eyrie_start_diagonally_opposite_the_keep():
    g = _setup_five("keep:2")
    roosts = [c for c in range(1, 13) if ("eyrie", "roost") in g.clearing(c).buildings]
    assert roosts == [4]
    assert warriors(g, 4, E) == 6


def test_10_3_2_and_12_3_3_five_players_later_corner_factions_take_the_free_corners():
    g = _setup_five("keep:1")
    g = until(g, "lizards", "start_corner")
    assert set(keys(g)) == {"corner:2", "corner:4"}     # 1 and 3 are starting corners
    g.apply("corner:4")
    g = until(g, "duchy", "duchy_corner")
    assert keys(g) == ["corner:2"]


def test_league_not_offered_when_no_move_or_battle_can_follow():
    s = ep()
    s.crafted(M, ["league_of_adventurous_mice"])
    s.items(M, ["boot"])
    s.place(M, "workshop", clearing=1)             # no warrior on the map
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, "league")


def test_3_3_1_charm_offensive_gives_no_point_to_a_player_with_active_dominance():
    """Whether such a player may be picked is left open by the card; every reading agrees
    that they score nothing (Law 3.3.1)."""
    s = ep((M, E, A))
    s.crafted(M, ["charm_offensive"])
    s.score(E, 12)
    s.dominance(E, "fox_dominance")
    g = s.start(turn=M, phase="evening")
    if "charm_offensive:eyrie" in keys(g):
        g.apply("charm_offensive:eyrie")
    assert g.score(E) is None and g.s["players"][E]["score"] in (0, 12)


def test_eyrie_emigre_for_the_eyrie_comes_after_their_decree_in_birdsong():
    s = ep()
    s.crafted(E, ["eyrie_emigre"])
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3, count=3)
    s.place(M, "warrior", clearing=7)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    assert g.decision.kind == "add_to_decree"
    g.apply("decree:move:anvil")
    assert (g.decision.player, g.decision.kind) == (E, "emigre_move")
    assert g.s["turn"]["phase"] == "birdsong"
    g.apply("move:3-7:2")
    assert "battle:7:marquise" in keys(g)


@pytest.mark.parametrize("owner", [M, E])
def test_6_2_3_field_hospitals_places_those_warriors_not_fresh_ones_from_supply(owner):
    """Law 6.2.3 places *those* removed warriors at the keep instead of the supply; Coffin
    Makers sends removed warriors to the card instead of the supply. Whether the Marquise may
    still use Field Hospitals is left open by the card; every reading agrees that the same two
    warriors cannot be both on the card and at the keep, nor come out of the supply."""
    s = ep()
    s.crafted(owner, ["coffin_makers"])
    s.place(M, "keep", clearing=3)
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1, count=3)
    s.hand(M, ["anvil"])
    s.dice([2, 2])
    g = m_actions(s)
    g.apply("battle:1:eyrie")
    if "field_hospitals:anvil" in keys(g):
        g.apply("field_hospitals:anvil")
        assert warriors(g, 3, M) == 2
        assert g.s["coffins"].get(M, 0) == 0
    else:
        assert warriors(g, 3, M) == 0 and g.s["coffins"].get(M) == 2
    assert g.s["players"][M]["supply"]["warrior"] == 23


def test_soup_kitchens_discarded_by_saboteurs_stops_counting_at_once():
    s = ep((M, E, A))
    s.crafted(M, ["saboteurs"])
    s.crafted(A, ["soup_kitchens"])
    s.place(A, "sympathy", clearing=5)
    s.place(A, "warrior", clearing=5)
    s.place(M, "warrior", clearing=5, count=2)
    g = s.start(turn=M, phase="birdsong")
    assert g.clearing(5).ruler() == A
    g.apply("saboteurs:alliance:soup_kitchens")
    assert g.clearing(5).ruler() == M


def test_soup_kitchens_crafted_in_daylight_counts_for_the_next_move():
    s = ep()
    s.place(M, "workshop", clearing=8)             # fox
    s.place(M, "workshop", clearing=4)             # rabbit
    s.place(M, "workshop", clearing=7)             # mouse
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=10, count=2)
    s.hand(M, ["soup_kitchens"])
    g = s.start(turn=M, phase="daylight")
    assert g.clearing(5).ruler() == E
    g.apply(prefixed(g, "craft:soup_kitchens")[0])
    g = until(g, M, "action")
    assert g.clearing(5).ruler() == M
    assert "march:5-1:1" in keys(g)
    assert not prefixed(g, "march:5-10:")          # a river still


def test_false_orders_moves_as_the_target_would_with_its_boat_builders_not_the_owner():
    def moves(eyrie_card, marquise_card):
        s = ep()
        s.crafted(M, ["false_orders"] + ([marquise_card] if marquise_card else []))
        if eyrie_card:
            s.crafted(E, [eyrie_card])
        s.place(E, "warrior", clearing=5, count=2)
        g = s.start(turn=M, phase="birdsong")
        g.apply("false_orders:eyrie:5")
        return prefixed(g, "move:5-10:")
    assert moves("boat_builders", None) == ["move:5-10:1"]
    assert moves(None, "boat_builders") == []


def test_boat_builders_for_the_eyrie_decree_move():
    g = _eyrie_decree_move("boat_builders", "rabbit_root_tea", [3], 5)
    assert prefixed(g, "move:5-10:")
    g = _eyrie_decree_move("tunnels", "rabbit_root_tea", [3], 5)
    assert not prefixed(g, "move:5-10:")


def test_4_1_4_another_player_copy_does_not_forbid_crafting_tunnels():
    s = ep()
    s.place(M, "workshop", clearing=3)
    s.hand(M, ["tunnels"])
    s.crafted(E, ["tunnels"])
    g = s.start(turn=M, phase="daylight")
    assert prefixed(g, "craft:tunnels")


def test_8_2_4_coffin_makers_takes_map_warriors_not_removed_officers():
    """Coffin Makers keeps warriors removed from the map; officers leave the faction board."""
    s = ep((M, E, A))
    s.crafted(E, ["coffin_makers"])
    s.place(A, "base_fox", clearing=1)
    s.place(A, "warrior", clearing=1)
    s.officers(2)
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 3])                                 # Guerrilla War (8.2.2): 3 hits each way
    g = m_actions(s)
    g.apply("battle:1:alliance")
    g = until(g, M, "action")
    assert not g.clearing(1).buildings
    assert g.s["coffins"] == {A: 1, M: 1}
    assert g.s["players"][A]["officers"] == 1
    assert g.s["players"][A]["supply"]["warrior"] == 8


def test_7_4_1_informants_do_not_replace_the_eyrie_emergency_draw():
    s = ep()
    s.crafted(E, ["informants"])
    s.place(E, "roost", clearing=3)
    s.discard_pile(["fox_ambush"])
    s.draws(["sword"])
    g = s.start(turn=E, phase="birdsong")
    assert g.decision.kind != "informants"
    assert card_ids(g, E) == ["sword"]


def test_4_2_boat_builders_lets_the_vagabond_pawn_move_along_a_river():
    s = ep((M, E, V))
    s.crafted(V, ["boat_builders"])
    s.vagabond("thief", 5, items=["boot", "torch", "sword"])
    g = s.start(turn=V, phase="daylight")
    assert "move:10" in keys(g)


def test_4_2_boat_builders_owned_by_another_player_gives_the_vagabond_no_river():
    s = ep((M, E, V))
    s.crafted(M, ["boat_builders"])
    s.vagabond("thief", 5, items=["boot", "torch", "sword"])
    g = s.start(turn=V, phase="daylight")
    assert "move:10" not in keys(g)


def test_partisans_for_the_vagabond_attacker():
    s = ep((M, E, V))
    s.crafted(V, ["fox_partisans"])
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.hand(V, ["anvil", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([1, 0])
    g = s.start(turn=V, phase="daylight")
    g.apply("battle:1:marquise")
    g = until(g, V, "after_roll")
    g.apply("use:fox_partisans")
    g = until(g, V, "action")
    assert warriors(g, 1, M) == 1                  # one rolled (one sword) + one extra
    assert card_ids(g, V) == ["anvil"]


def _two_vagabonds(scores, coalition=None):
    s = Scenario(map="autumn", factions=[M, E, A, V, V2])
    s.vagabond("thief", 1, items=["boot", "torch", "sword"])
    s.vagabond2("tinker", 2, items=["boot", "torch", "bag"])
    s.hand(V2, ["mouse_dominance"])
    if coalition:
        s.coalition(coalition, "fox_dominance")
    for f, vp in scores.items():
        s.score(f, vp)
    return s.start(turn=V2, phase="daylight")


def test_9_2_8_a_vagabond_may_join_the_other_vagabond_with_fewest_points():
    g = _two_vagabonds({V: 2, V2: 12, M: 5, E: 6, A: 7})
    assert prefixed(g, "coalition:") == ["coalition:mouse_dominance:vagabond"]


def test_9_2_8_not_with_the_other_vagabond_once_he_is_in_a_coalition():
    """The first Vagabond (2 VP) is in coalition with the Marquise (1 VP): neither may be
    chosen; the Eyrie and the Alliance tie next but neither has fewer than the Marquise, so
    only what every reading agrees on is checked: no option names a player in a coalition."""
    g = _two_vagabonds({V: 2, V2: 12, M: 1, E: 6, A: 7}, coalition=M)
    opts = prefixed(g, "coalition:")
    assert not [k for k in opts if k.endswith(":vagabond") or k.endswith(":marquise")]


def test_4_3_1_II_partisans_not_offered_after_an_ambush_ends_the_battle():
    s = ep()
    s.crafted(M, ["fox_partisans"])
    s.crafted(E, ["mouse_partisans"])
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1, count=2)
    s.hand(E, ["fox_ambush"])
    s.dice([3, 3])
    g = m_actions(s)
    g.apply("battle:1:eyrie")
    assert g.decision.player == E and "fox_ambush" in " ".join(keys(g)), keys(g)
    g.apply([k for k in keys(g) if "fox_ambush" in k][0])
    for _ in range(6):
        assert "use:fox_partisans" not in keys(g)
        if g.decision.player == M and g.decision.kind == "action":
            break
        g.apply(keys(g)[0])
    assert warriors(g, 1, M) == 0 and warriors(g, 1, E) == 2


def test_3_1_coffin_makers_points_can_win_at_the_start_of_birdsong():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.coffins({M: 10})
    s.score(E, 28)
    s.place(E, "roost", clearing=3)
    g = s.start(turn=E, phase="birdsong")
    assert g.is_over and g.winners == [E]


def test_9_2_8_the_vagabond_wins_with_his_partner_dominance():
    s = Scenario(map="autumn", factions=FIVE)
    s.vagabond("thief", 2, items=["boot", "torch", "sword"])
    s.coalition(M, "mouse_dominance")
    s.score(M, 10)
    s.dominance(M, "fox_dominance")
    for c in (1, 6, 8):
        s.place(M, "warrior", clearing=c)
    g = s.start(turn=M, phase="birdsong")
    assert g.is_over and set(g.winners) == {M, V}


def test_5_1_7_five_players_set_up_in_setup_order_not_seating_order():
    g = Game.new(factions=[E, A, V, R, M], seed=1)
    order = []
    for _ in range(40):
        if g.s["turn"]["phase"] != "setup":
            break
        if not order or order[-1] != g.decision.player:
            order.append(g.decision.player)
        g.apply(keys(g)[0])
    assert order[:3] == [M, E, V]                  # A, B, then D (the Alliance, C, has no choice)


def test_9_2_9_III_d_coalition_with_a_hostile_faction_makes_it_indifferent():
    s = _coalition_table({V: 12, M: 5, E: 3, A: 4, R: 8})
    s.relationship(E, "hostile")
    g = s.start(turn=V, phase="daylight")
    g.apply("coalition:fox_dominance:eyrie")
    assert g.s["players"][V]["relationships"][E] == "indifferent"


def test_6_2_3_field_hospitals_after_propaganda_bureau_removes_a_marquise_warrior():
    s = ep()
    s.crafted(E, ["propaganda_bureau"])
    s.place(M, "keep", clearing=3)
    s.place(M, "warrior", clearing=9)              # mouse
    s.hand(M, ["mouse_root_tea"])
    s.hand(E, ["sword"])
    s.place(E, "roost", clearing=4)
    g = until(s.start(turn=E, phase="daylight"), E, "craft")
    g.apply("propaganda_bureau:9:marquise:sword")
    assert warriors(g, 9, E) == 1 and warriors(g, 9, M) == 0
    assert (g.decision.player, g.decision.kind) == (M, "field_hospitals")
    g.apply("field_hospitals:mouse_root_tea")
    assert warriors(g, 3, M) == 1


def test_6_5_soup_kitchens_lets_the_marquise_build_where_her_tokens_give_her_rule():
    def builds(card):
        s = ep()
        s.place(M, "warrior", clearing=5)
        s.place(M, "wood", clearing=5)
        s.place(E, "warrior", clearing=5, count=2)
        if card:
            s.crafted(M, ["soup_kitchens"])
        return prefixed(m_actions(s), "build:5:")
    assert builds(False) == []
    assert "build:5:workshop" in builds(True)


def test_4_3_5_II_partisans_hit_adds_to_the_defenseless_hit():
    s = ep((M, E, A))
    s.crafted(M, ["fox_partisans"])
    s.place(M, "warrior", clearing=1)
    s.place(A, "base_fox", clearing=1)
    s.place(A, "sympathy", clearing=1)
    s.dice([0, 0])
    g = m_actions(s)
    g.apply("battle:1:alliance")
    g = until(g, M, "after_roll")
    g.apply("use:fox_partisans")
    g = until(g, M, "action")
    assert not g.clearing(1).buildings and not tokens(g, 1, A)
    assert score(g, M) == 2                        # Law 3.2.1: two Alliance pieces removed


def test_once_per_turn_cards_are_usable_again_in_the_next_turn():
    """League (two copies) and Propaganda Bureau: once in the owner's Daylight, so the other
    copy's owner, and the owner in their next turn, may use them again."""
    s = ep()
    s.crafted(M, ["league_of_adventurous_mice", "propaganda_bureau"])
    s.crafted(E, ["league_of_adventurous_mice"])
    s.items(M, ["boot", "sword"])
    s.items(E, ["bag"])
    s.place(M, "warrior", clearing=1, count=2)
    s.place(M, "workshop", clearing=1)
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3, count=2)
    s.place(E, "warrior", clearing=2, count=2)
    s.hand(M, ["sword", "mouse_root_tea", "birdy_bindle"])
    s.hand(E, ["anvil"])
    g = s.start(turn=M, phase="daylight")
    g.apply("league:boot")
    g.apply("move:1-5:1")
    g.apply("propaganda_bureau:2:eyrie:mouse_root_tea")
    g = until(g, E, "craft")
    assert "league:bag" in keys(g)
    g = until(g, M, "craft")
    assert "league:sword" in keys(g)
    assert prefixed(g, "propaganda_bureau:")


def test_5_1_3_two_players_with_the_exiles_deck_remove_the_dominance_cards():
    g = Game.new(factions=[M, E], seed=5, deck=EP)
    in_play = [c for c, n in g.s["deck"].items() for _ in range(n)] + card_ids(g, M) + card_ids(g, E)
    assert not [c for c in in_play if CARDS[c].kind == "dominance"]
    assert len(in_play) == 50


def test_A_2_position_text_keeps_the_deck_and_the_coffins():
    s = ep()
    s.crafted(E, ["coffin_makers"])
    s.coffins({M: 3})
    text = s.to_text()
    back = Scenario.from_text(text)
    assert back.to_text() == text
    g = back.start(turn=M, phase="daylight")
    assert g.s["coffins"] == {M: 3}
    assert "coffin_makers" in crafted(g, E)
