"""Held-out checks of the Woodland Alliance (Law 8) and the Vagabond (Law 9.1-9.6 and 9.8,
not 9.7), written from the Law alone, without reading the factions' own test modules or
rules code. Each test builds a position with the Scenario API, acts through the public API
and checks what happens and what the Law forbids (absent options).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins in 6 10 11 12.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
Forests: F1 (1 2 5 10), F2 (1 9 10 12), F3 (2 6 10 11 12), F4 (4 9 12), F5 (3 7 11 12),
F6 (3 6 11), F7 (4 7 8 12).
Sympathy track (data/factions.json): supporters for the k-th token 1 1 1 2 2 2 3 3 3 3,
victory points 0 1 1 1 2 2 3 4 4 4.
"""
import pytest

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens, held
from helpers import until as _until

A = "alliance"
M = "marquise"
E = "eyrie"
V = "vagabond"


def al(g):
    return g.s["players"][A]


def vb(g):
    return g.s["players"][V]


def until(g, player, kind, limit=80):
    """helpers.until within the turn being played."""
    return _until(g, player, kind, limit, same_turn=True)


def at(g, player, kind):
    return (g.decision.player, g.decision.kind) == (player, kind)


def spend_all(g, player=A):
    """Answer 'which supporter' questions with the first offered."""
    while g.decision.player == player and g.decision.kind == "spend_supporter":
        g.apply(keys(g)[0])
    return g


def alliance_table(*others):
    return table(tuple(others or (M, E)) + (A,))


def sympathy(s, *clearings):
    for c in clearings:
        s.place(A, "sympathy", clearing=c)
    return s


def m_day(s):
    """The Marquise's Daylight actions (crafting skipped)."""
    g = s.start(turn=M, phase="daylight")
    return until(g, M, "action")


# ===== Law 8: the Woodland Alliance ==========================================================

# ----- 8.2.2 Guerrilla War -------------------------------------------------------------------

def test_8_2_2_guerrilla_war_defender_deals_the_higher_roll():
    s = alliance_table()
    s.place(M, "warrior", clearing=5, count=3)
    s.place(A, "warrior", clearing=5, count=3)
    s.dice([3, 1])
    g = m_day(s)
    g.apply("battle:5:alliance")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 0                 # the Alliance dealt 3
    assert warriors(g, 5, A) == 2                 # the Marquise dealt 1


def test_8_2_2_guerrilla_war_only_when_defending():
    s = alliance_table()
    s.place(M, "warrior", clearing=5, count=3)
    s.place(A, "warrior", clearing=5, count=3)
    s.officers(1)
    s.dice([3, 1])
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    g.apply("battle:5:marquise")
    assert warriors(g, 5, M) == 0                 # attacker: the higher roll
    assert warriors(g, 5, A) == 2


# ----- 8.2.3 Supporters stack ----------------------------------------------------------------

def test_8_2_3_supporters_do_not_count_against_hand_size():
    s = alliance_table()
    s.hand(A, ["anvil", "sword", "bake_sale", "investments"])
    s.supporters(["fox_ambush", "foxfolk_steel", "arms_trader", "tax_collector", "cobbler"])
    s.draws(["codebreakers"])
    g = s.start(turn=A, phase="evening")                      # no officers: draw at once
    assert not at(g, A, "discard")
    assert g.s["turn"]["faction"] != A
    assert len(card_ids(g, A)) == 5
    assert len(al(g)["supporters"]) == 5


def test_8_2_3_supporters_spent_only_for_their_suit():
    s = alliance_table()
    sympathy(s, 4)
    s.supporters(["fox_ambush", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert {"spread:8", "spread:12"} <= set(keys(g))
    assert "spread:9" not in keys(g)              # mouse
    assert "spread:1" not in keys(g)              # fox, but not adjacent to 4


def test_8_2_3_bird_supporters_are_wild_2_1_1():
    s = alliance_table()
    sympathy(s, 1)
    s.supporters(["birdy_bindle"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert {"spread:5", "spread:9", "spread:10"} <= set(keys(g))


def test_8_2_3_I_capacity_five_without_bases_extra_card_discarded():
    s = alliance_table()
    s.supporters(["fox_ambush", "foxfolk_steel", "arms_trader", "tax_collector", "cobbler"])
    s.hand(A, ["anvil"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    assert "mobilize:anvil" in keys(g)
    g.apply("mobilize:anvil")
    assert len(al(g)["supporters"]) == 5
    assert "anvil" not in al(g)["supporters"]
    assert "anvil" in g.s["discard"]
    assert card_ids(g, A) == []


def test_8_2_3_I_capacity_unlimited_with_a_base():
    s = alliance_table()
    s.place(A, "base_mouse", clearing=2)
    s.supporters(["fox_ambush", "foxfolk_steel", "arms_trader", "tax_collector", "cobbler"])
    s.hand(A, ["anvil"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    g.apply("mobilize:anvil")
    assert len(al(g)["supporters"]) == 6
    assert "anvil" in al(g)["supporters"]


def test_8_2_3_supporters_are_face_down_to_other_seats():
    s = alliance_table()
    s.supporters(["fox_ambush", "anvil"])
    g = s.start(turn=M, phase="birdsong")
    obs = g.observation(M)
    assert obs["players"][A]["supporters"] is None
    assert g.observation(A)["players"][A]["supporters"] == ["anvil", "fox_ambush"]


# ----- 8.2.4 Removing bases ------------------------------------------------------------------

def _base_battle(officers=3, supporters=("anvil", "birdy_bindle", "bake_sale", "fox_ambush")):
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "base_rabbit", clearing=5)
    s.officers(officers)
    s.supporters(list(supporters))
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 0])
    g = m_day(s)
    g.apply("battle:1:alliance")
    return g


def test_8_2_4_base_removed_discards_matching_supporters_birds_too():
    g = until(_base_battle(), M, "action")
    assert buildings(g, 1, A) == []
    assert sorted(al(g)["supporters"]) == ["bake_sale"]       # the rabbit one stays
    for c in ("anvil", "birdy_bindle", "fox_ambush"):
        assert c in g.s["discard"]
    assert g.score(M) == 1                                    # Law 3.2.1


def test_8_2_4_base_removed_removes_half_the_officers_rounded_up():
    g = until(_base_battle(officers=3), M, "action")
    assert al(g)["officers"] == 1
    g = until(_base_battle(officers=4), M, "action")
    assert al(g)["officers"] == 2


def test_8_2_4_last_base_removed_discard_down_to_five():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.supporters(["bake_sale", "a_visit_to_friends", "rabbit_root_tea", "smugglers_trail",
                  "investments", "sword", "mouse_crossbow", "anvil"])
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 0])
    g = m_day(s)
    g.apply("battle:1:alliance")
    g = until(g, A, "discard_supporter")
    assert "discard_supporter:anvil" not in keys(g)           # already gone with the base
    g.apply("discard_supporter:sword")
    g.apply("discard_supporter:investments")
    g = until(g, M, "action")
    assert len(al(g)["supporters"]) == 5
    assert "sword" in g.s["discard"] and "anvil" in g.s["discard"]


# ----- 8.2.5 Sympathy tokens -----------------------------------------------------------------

def test_8_2_5_I_one_sympathy_token_per_clearing():
    s = alliance_table()
    sympathy(s, 1, 5)
    s.supporters(["fox_ambush", "bake_sale", "sword"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert "spread:1" not in keys(g) and "spread:5" not in keys(g)
    assert "spread:9" in keys(g)


def test_8_2_5_ten_sympathy_tokens_at_most():
    birds = ["arms_trader", "birdy_bindle", "woodland_runners"]
    s = alliance_table()
    sympathy(s, 1, 2, 3, 4, 5, 6, 7, 8, 9)
    s.supporters(birds)
    g = s.start(turn=A, phase="birdsong")
    assert sorted(prefixed(until(g, A, "spread"), "spread:")) == ["spread:10", "spread:11", "spread:12"]
    s = alliance_table()
    sympathy(s, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    s.supporters(birds)
    g = s.start(turn=A, phase="birdsong")
    g.apply("done")                                 # no revolt
    assert at(g, A, "daylight_action")              # no token left to spread


# ----- 8.2.6 Outrage -------------------------------------------------------------------------

def test_8_2_6_outrage_moving_into_sympathetic_clearing_gives_a_matching_card():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["anvil", "bake_sale"])
    g = m_day(s)
    g.apply("march:5-1:2")
    g = until(g, M, "outrage")
    assert keys(g) == ["outrage:anvil"]                       # fox only
    g.apply("outrage:anvil")
    assert "anvil" in al(g)["supporters"]
    assert card_ids(g, M) == ["bake_sale"]


def test_8_2_6_outrage_bird_counts_as_matching():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["birdy_bindle", "bake_sale"])
    g = m_day(s)
    g.apply("march:5-1:2")
    g = until(g, M, "outrage")
    assert keys(g) == ["outrage:birdy_bindle"]
    g.apply("outrage:birdy_bindle")
    assert al(g)["supporters"] == ["birdy_bindle"]


def test_8_2_6_outrage_without_matching_card_alliance_draws():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["bake_sale"])
    s.draws(["sword"])
    g = m_day(s)
    g.apply("march:5-1:2")
    g = until(g, M, "march") if not at(g, M, "action") else g
    assert al(g)["supporters"] == ["sword"]
    assert card_ids(g, M) == ["bake_sale"]


def test_8_2_6_no_outrage_into_an_unsympathetic_clearing():
    s = alliance_table()
    sympathy(s, 9)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["anvil"])
    g = m_day(s)
    g.apply("march:5-1:2")
    g = until(g, M, "march") if not at(g, M, "action") else g
    assert al(g)["supporters"] == []
    assert card_ids(g, M) == ["anvil"]


def test_8_2_6_outrage_removing_a_sympathy_token():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=1, count=2)
    s.hand(M, ["anvil"])
    s.dice([2, 0])
    g = m_day(s)
    g.apply("battle:1:alliance")
    g = until(g, M, "outrage")
    g.apply("outrage:anvil")
    g = until(g, M, "action")
    assert tokens(g, 1, A) == []
    assert al(g)["supporters"] == ["anvil"]
    assert g.score(M) == 1


def test_8_2_6_no_outrage_when_the_vagabond_pawn_moves_in_alone():
    s = alliance_table(M, V)
    sympathy(s, 1)
    s.vagabond("thief", 5, items=["boot", "torch"])
    s.hand(V, ["anvil"])
    g = s.start(turn=V, phase="daylight")
    g = until(g, V, "action")
    g.apply("move:1")
    g = until(g, V, "action")
    assert card_ids(g, V) == ["anvil"]          # he moved no warriors: no Outrage
    assert al(g)["supporters"] == []


# ----- 8.4.1 Revolt --------------------------------------------------------------------------

def test_8_4_1_I_revolt_only_in_sympathetic_clearings_without_base_matching_a_base_left():
    s = alliance_table()
    sympathy(s, 1, 5, 9)
    s.place(A, "base_mouse", clearing=2)
    s.supporters(["fox_ambush", "anvil", "bake_sale", "a_visit_to_friends", "sword", "investments"])
    g = s.start(turn=A, phase="birdsong")
    assert at(g, A, "revolt")
    assert "revolt:1" in keys(g) and "revolt:5" in keys(g)
    assert "revolt:9" not in keys(g)                          # the mouse base is out
    assert "revolt:10" not in keys(g)                         # no sympathy


def test_8_4_1_II_revolt_needs_two_matching_supporters():
    s = alliance_table()
    sympathy(s, 1, 5)
    s.supporters(["anvil", "bake_sale", "sword"])
    g = s.start(turn=A, phase="birdsong")
    assert not prefixed(g, "revolt:")


def test_8_4_1_II_revolt_birds_pay_as_wild():
    s = alliance_table()
    sympathy(s, 1)
    s.supporters(["anvil", "birdy_bindle"])
    g = s.start(turn=A, phase="birdsong")
    assert "revolt:1" in keys(g)


def test_8_4_1_III_revolt_removes_enemies_places_base_warriors_and_officer():
    s = alliance_table()
    sympathy(s, 1, 8, 12, 5)
    s.place(M, "warrior", clearing=8, count=2)
    s.place(M, "sawmill", clearing=8)
    s.place(E, "warrior", clearing=8)
    s.place(E, "roost", clearing=8)
    s.supporters(["anvil", "foxfolk_steel", "bake_sale"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    g = spend_all(g)
    assert warriors(g, 8, M) == 0 and warriors(g, 8, E) == 0
    assert buildings(g, 8, M) == [] and buildings(g, 8, E) == []
    assert buildings(g, 8, A) == ["base_fox"]
    assert warriors(g, 8, A) == 3                             # fox sympathy: 1 8 12
    assert al(g)["officers"] == 1
    assert g.score(A) == 2                                    # sawmill and roost
    assert al(g)["supporters"] == ["bake_sale"]
    assert "anvil" in g.s["discard"]


def test_8_4_1_III_revolt_keeps_own_sympathy_token():
    s = alliance_table()
    sympathy(s, 5)
    s.supporters(["bake_sale", "a_visit_to_friends"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:5")
    g = spend_all(g)
    assert tokens(g, 5, A) == ["sympathy"]
    assert warriors(g, 5, A) == 1


def test_9_2_2_I_revolt_with_the_vagabond_damages_three_items():
    s = alliance_table(M, V)
    sympathy(s, 1)
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:1")
    g = spend_all(g)
    for _ in range(3):
        assert at(g, V, "damage") or g.decision.player == V, keys(g)
        g.apply(keys(g)[0])
    assert sum(1 for it in vb(g)["vitems"] if it["damaged"]) == 3
    assert vb(g)["pawn"] == 1                                 # 9.2.2: never removed


# ----- 8.4.2 Spread Sympathy -----------------------------------------------------------------

def test_8_4_2_I_with_no_sympathy_any_clearing():
    s = alliance_table()
    s.supporters(["birdy_bindle"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert {f"spread:{c}" for c in range(1, 13)} <= set(keys(g))


def test_8_4_2_I_adjacent_to_sympathy_only():
    s = alliance_table()
    sympathy(s, 3)
    s.supporters(["birdy_bindle"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert sorted(prefixed(g, "spread:")) == ["spread:11", "spread:6", "spread:7"]


def test_8_4_2_II_cost_follows_the_track():
    s = alliance_table()
    sympathy(s, 1, 2, 3)                                      # the 4th token costs 2
    s.supporters(["bake_sale"])
    g = s.start(turn=A, phase="birdsong")
    assert not at(g, A, "spread")                             # nothing affordable
    s.supporters(["bake_sale", "a_visit_to_friends"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    g.apply("spread:5")
    g = spend_all(g)
    assert tokens(g, 5, A) == ["sympathy"]
    assert al(g)["supporters"] == []
    assert g.score(A) == 1                                    # the 4th space


def test_8_4_2_II_a_martial_law_three_enemy_warriors_add_one():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.supporters(["bake_sale"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert "spread:5" not in keys(g) and "spread:10" in keys(g)
    s.supporters(["bake_sale", "a_visit_to_friends"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    g.apply("spread:5")
    g = spend_all(g)
    assert tokens(g, 5, A) == ["sympathy"] and al(g)["supporters"] == []


def test_8_4_2_II_a_no_martial_law_with_two_warriors_or_split_players():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.supporters(["bake_sale"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert "spread:5" in keys(g)                   # "3 warriors of another player"


def test_8_4_2_III_scores_the_uncovered_space():
    s = alliance_table()
    sympathy(s, 1, 2, 3, 4, 6, 7)                             # the 7th token scores 3
    s.supporters(["sword", "mouse_crossbow", "investments"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    g.apply("spread:11")
    g = spend_all(g)
    assert g.score(A) == 3
    assert al(g)["supporters"] == []


def test_8_4_2_III_first_token_scores_nothing():
    s = alliance_table()
    s.supporters(["sword"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    g.apply("spread:2")
    g = spend_all(g)
    assert g.score(A) == 0 and tokens(g, 2, A) == ["sympathy"]


# ----- 8.5 Daylight --------------------------------------------------------------------------

def test_8_5_1_craft_by_activating_sympathy():
    s = alliance_table()
    sympathy(s, 1, 2)
    s.hand(A, ["anvil", "smugglers_trail", "bake_sale"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    assert "craft:anvil" in keys(g)                           # fox from 1
    assert "craft:smugglers_trail" in keys(g)                 # mouse from 2
    assert "craft:bake_sale" not in keys(g)                   # no rabbit sympathy
    g.apply("craft:anvil")
    assert "hammer" in al(g)["items"] and g.score(A) == 2
    assert "craft:smugglers_trail" in keys(g)


def test_8_5_1_each_sympathy_token_activated_once_per_turn():
    s = alliance_table()
    sympathy(s, 1)
    s.hand(A, ["anvil", "mouse_crossbow"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    g.apply("craft:anvil")
    assert "craft:mouse_crossbow" not in keys(g)


def test_8_5_2_mobilize_any_card_to_the_stack():
    s = alliance_table()
    s.hand(A, ["anvil", "birdy_bindle"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    assert {"mobilize:anvil", "mobilize:birdy_bindle"} <= set(keys(g))
    g.apply("mobilize:birdy_bindle")
    assert al(g)["supporters"] == ["birdy_bindle"] and card_ids(g, A) == ["anvil"]


def test_8_5_3_train_needs_a_card_matching_a_base_clearing():
    s = alliance_table()
    s.place(A, "base_mouse", clearing=2)
    s.hand(A, ["anvil", "sword", "birdy_bindle"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    assert "train:sword" in keys(g) and "train:birdy_bindle" in keys(g)
    assert "train:anvil" not in keys(g)
    g.apply("train:sword")
    assert al(g)["officers"] == 1 and "sword" in g.s["discard"]


def test_8_5_3_no_train_without_a_base():
    s = alliance_table()
    s.hand(A, ["anvil", "sword", "birdy_bindle"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    assert not prefixed(g, "train:")


# ----- 8.6 Evening ---------------------------------------------------------------------------

def test_8_6_1_operations_up_to_the_number_of_officers():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "warrior", clearing=1, count=2)
    s.officers(2)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    g.apply("recruit:1")
    assert at(g, A, "operation")
    g.apply("recruit:1")
    assert not at(g, A, "operation")
    assert warriors(g, 1, A) == 4


def test_8_6_1_no_operations_without_officers():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "warrior", clearing=1, count=2)
    g = s.start(turn=A, phase="evening")
    assert not at(g, A, "operation")
    assert warriors(g, 1, A) == 2


def test_8_6_1_I_move_needs_rule():
    s = alliance_table()
    s.place(A, "warrior", clearing=9, count=1)
    s.place(M, "warrior", clearing=9, count=1)
    s.place(M, "warrior", clearing=12, count=2)
    s.place(A, "warrior", clearing=1, count=2)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert not prefixed(g, "move:9-12") and not prefixed(g, "move:9-4")   # rules neither end
    assert "move:9-1:1" in keys(g) and "move:1-9:2" in keys(g)


def test_8_6_1_II_battle_operation():
    s = alliance_table()
    s.place(A, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert "battle:1:eyrie" in keys(g)
    assert not prefixed(g, "battle:1:marquise")


def test_8_6_1_III_recruit_only_at_bases():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "warrior", clearing=5, count=2)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert prefixed(g, "recruit:") == ["recruit:1"]


def test_8_6_1_IV_organize_removes_a_warrior_from_an_unsympathetic_clearing():
    s = alliance_table()
    sympathy(s, 1, 2, 3)
    s.place(A, "warrior", clearing=5, count=2)
    s.place(A, "warrior", clearing=1, count=1)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert "organize:5" in keys(g)
    assert "organize:1" not in keys(g)
    g.apply("organize:5")
    assert tokens(g, 5, A) == ["sympathy"]
    assert warriors(g, 5, A) == 1
    assert g.score(A) == 1                                    # the 4th space


def test_8_6_2_draw_one_plus_one_per_base():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "base_mouse", clearing=2)
    s.draws(["anvil", "sword", "bake_sale"])
    g = s.start(turn=A, phase="evening")                      # no officers: the draw at once
    assert sorted(card_ids(g, A)) == ["anvil", "bake_sale", "sword"]


def test_8_6_2_discard_down_to_five():
    s = alliance_table()
    s.hand(A, ["anvil", "sword", "bake_sale", "investments", "cobbler"])
    s.draws(["codebreakers"])
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "discard")
    assert "discard:codebreakers" in keys(g)
    g.apply("discard:anvil")
    assert not at(g, A, "discard")
    assert len(card_ids(g, A)) == 5


# ===== Law 9: the Vagabond ===================================================================

def vb_table(*others):
    return table(tuple(others or (M, E)) + (V,))


def v_day(s):
    g = s.start(turn=V, phase="daylight")
    assert at(g, V, "action"), (g.decision.player, g.decision.kind, keys(g))
    return g


def states(g):
    return held(g)


# ----- 9.2.1 Crafting ------------------------------------------------------------------------

def test_9_2_1_craft_with_hammers_in_a_matching_clearing_takes_the_item_face_up():
    s = vb_table()
    s.vagabond("thief", 1, items=["hammer", "torch"])
    s.hand(V, ["anvil", "bake_sale"])
    g = v_day(s)
    assert "craft:anvil" in keys(g)
    assert "craft:bake_sale" not in keys(g)                  # rabbit rabbit in a fox clearing
    g.apply("craft:anvil")
    assert at(g, V, "take_crafted") and "leave" in keys(g)   # "may" take it
    g.apply("take_crafted:hammer")
    g = until(g, V, "action")
    assert states(g) == ["hammer", "hammer:exhausted", "torch"]
    assert g.score(V) == 2                                   # Law 3.2.2


def test_9_2_1_one_hammer_per_crafting_icon():
    s = vb_table()
    s.vagabond("thief", 1, items=["hammer", "torch"])
    s.hand(V, ["foxfolk_steel"])
    assert "craft:foxfolk_steel" not in keys(v_day(s))
    s.vagabond("thief", 1, items=["hammer", "hammer", "torch"])
    assert "craft:foxfolk_steel" in keys(v_day(s))


def test_9_2_1_exhausted_or_damaged_hammers_do_not_craft():
    s = vb_table()
    s.vagabond("thief", 1, items=["hammer:exhausted", "hammer:damaged", "torch"])
    s.hand(V, ["anvil"])
    assert "craft:anvil" not in keys(v_day(s))


def test_9_2_1_crafts_more_than_once_per_turn():
    s = vb_table()
    s.vagabond("thief", 1, items=["hammer", "hammer", "torch"])
    s.hand(V, ["armorers", "bird_crossbow"])
    g = v_day(s)
    g.apply("craft:armorers")
    g = until(g, V, "action")
    assert "craft:bird_crossbow" in keys(g)


# ----- 9.2.2 Lone Wanderer, 9.2.3 Nimble -----------------------------------------------------

def test_9_2_2_the_pawn_does_not_rule():
    s = vb_table()
    s.vagabond("thief", 5, items=["boot", "torch"])
    s.place(M, "warrior", clearing=5)
    g = v_day(s)
    assert g.clearing(5).ruler() == M


def test_9_2_3_nimble_moves_whoever_rules():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    s.place(M, "warrior", clearing=10, count=3)
    s.place(M, "warrior", clearing=1, count=3)
    g = v_day(s)
    assert {"move:1", "move:2", "move:12"} <= set(keys(g))
    g.apply("move:1")
    g = until(g, V, "action")
    assert vb(g)["pawn"] == 1
    assert states(g) == ["boot:exhausted", "torch"]          # 9.5.1: one boot


def test_9_5_1_no_move_without_a_ready_boot():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot:exhausted", "boot:damaged", "torch"])
    g = v_day(s)
    assert not prefixed(g, "move:")


# ----- 9.2.4 Defenseless, 9.2.6 Maximum Rolled Hits, 9.2.7 Taking Hits ------------------------

def _attacked(items, dice):
    s = vb_table()
    s.vagabond("thief", 5, items=items)
    s.place(M, "warrior", clearing=5, count=3)
    s.dice(dice)
    g = m_day(s)
    g.apply("battle:5:vagabond")
    return g


def test_9_2_4_defenseless_without_an_undamaged_sword():
    g = _attacked(["boot", "torch", "tea", "sword:damaged"], [1, 0])
    g = until(g, M, "action") if not at(g, V, "take_hit") else g
    damaged = 0
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
        damaged += 1
    assert damaged == 2                                      # 1 rolled + 1 defenseless


def test_9_2_4_not_defenseless_with_an_exhausted_sword():
    g = _attacked(["boot", "torch", "tea", "sword:exhausted"], [1, 0])
    damaged = 0
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
        damaged += 1
    assert damaged == 1


def test_9_2_6_defender_rolled_hits_limited_by_undamaged_swords():
    g = _attacked(["boot", "torch", "sword:exhausted", "sword:damaged"], [3, 3])
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 2                            # one undamaged sword: one hit


def test_9_2_7_hits_damage_items_and_extra_hits_are_ignored():
    g = _attacked(["torch"], [3, 0])
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
    g = until(g, M, "action")
    assert states(g) == ["torch:damaged"]
    assert vb(g)["pawn"] == 5


def test_9_2_7_the_vagabond_chooses_which_item_to_damage():
    g = _attacked(["boot", "torch:exhausted", "sword"], [1, 0])
    assert at(g, V, "take_hit")
    assert {"damage:boot", "damage:torch:exhausted", "damage:sword"} <= set(keys(g))
    g.apply("damage:torch:exhausted")
    g = until(g, M, "action")
    assert states(g) == ["boot", "sword", "torch:exhausted:damaged"]


# ----- 9.2.8 Coalitions ----------------------------------------------------------------------

def _four(scores, hand=("fox_dominance",)):
    s = table((M, E, A, V))
    s.vagabond("thief", 5, items=["boot", "torch"])
    for f, vp in scores.items():
        s.score(f, vp)
    s.hand(V, list(hand))
    return s


def test_9_2_8_coalition_with_the_lowest_scorer_only():
    g = v_day(_four({M: 5, E: 3, A: 7, V: 12}))
    assert prefixed(g, "coalition:") == ["coalition:fox_dominance:eyrie"]
    assert not prefixed(g, "activate:")                       # no dominance of his own


def test_9_2_8_ties_for_lowest_offer_each_tied_player():
    g = v_day(_four({M: 3, E: 3, A: 7, V: 12}))
    assert sorted(prefixed(g, "coalition:")) == ["coalition:fox_dominance:eyrie",
                                                 "coalition:fox_dominance:marquise"]


def test_9_2_8_coalition_needs_ten_points_3_3_1():
    g = v_day(_four({M: 5, E: 3, A: 7, V: 9}))
    assert not prefixed(g, "coalition:")


def test_9_2_8_no_coalition_with_three_players():
    s = vb_table()
    s.vagabond("thief", 5, items=["boot", "torch"])
    s.score(V, 12)
    s.hand(V, ["fox_dominance"])
    g = v_day(s)
    assert not prefixed(g, "coalition:") and not prefixed(g, "activate:")


def test_9_2_9_III_d_coalition_with_a_hostile_faction_resets_it_to_indifferent():
    s = _four({M: 5, E: 3, A: 7, V: 12})
    s.relationship(E, "hostile")
    g = v_day(s)
    g.apply("coalition:fox_dominance:eyrie")
    assert vb(g)["coalition"] == E
    assert vb(g)["relationships"][E] == "indifferent"
    assert "fox_dominance" not in card_ids(g, V)


# ----- 9.2.9 Relationships -------------------------------------------------------------------

def _aid_position(rel=None, hand=("bake_sale", "a_visit_to_friends", "rabbit_root_tea")):
    s = vb_table()
    s.vagabond("thief", 5, items=["boot", "torch", "sword", "tea"])
    s.place(E, "warrior", clearing=5)
    if rel:
        s.relationship(E, rel)
    s.hand(V, list(hand))
    return s


def _aid(g, card):
    g.apply(f"aid:eyrie:{card}")
    while g.decision.player == V and g.decision.kind in ("exhaust", "take_item"):
        g.apply(keys(g)[0])
    return until(g, V, "action")


def test_9_2_9_I_aid_indifferent_once_advances_and_scores_one():
    g = _aid(v_day(_aid_position()), "bake_sale")
    assert vb(g)["relationships"][E] == "track1"
    assert g.score(V) == 1
    assert card_ids(g, E) == ["bake_sale"]


def test_9_2_9_I_a_second_space_needs_two_aids_in_one_turn():
    g = _aid(v_day(_aid_position("track1")), "bake_sale")
    assert vb(g)["relationships"][E] == "track1" and g.score(V) == 0
    g = _aid(g, "a_visit_to_friends")
    assert vb(g)["relationships"][E] == "track2" and g.score(V) == 2


def test_9_2_9_II_allied_after_three_more_aids_and_aiding_an_ally_scores_two():
    g = v_day(_aid_position("track2"))
    g = _aid(g, "bake_sale")
    g = _aid(g, "a_visit_to_friends")
    assert vb(g)["relationships"][E] == "track2"
    g = _aid(g, "rabbit_root_tea")
    assert vb(g)["relationships"][E] == "allied" and g.score(V) == 2
    s = _aid_position("allied")
    g = _aid(v_day(s), "bake_sale")
    assert g.score(V) == 2


def test_9_5_4_aid_needs_a_card_matching_the_clearing_birds_too():
    g = v_day(_aid_position(hand=("anvil", "birdy_bindle", "bake_sale")))
    assert "aid:eyrie:bake_sale" in keys(g) and "aid:eyrie:birdy_bindle" in keys(g)
    assert "aid:eyrie:anvil" not in keys(g)
    assert not prefixed(g, "aid:marquise")                   # no Marquise piece in 5


def test_9_5_4_aid_exhausts_one_item_and_may_take_a_crafted_item():
    s = _aid_position()
    s.items(E, ["crossbow"])
    g = v_day(s)
    g.apply("aid:eyrie:bake_sale")
    assert at(g, V, "exhaust")
    g.apply("exhaust:tea")
    assert at(g, V, "take_item") and "take_item:crossbow" in keys(g)
    g.apply("take_item:crossbow")
    g = until(g, V, "action")
    assert "crossbow" in states(g) and "tea:exhausted" in states(g)
    assert g.s["players"][E]["items"] == []


def test_9_5_4_no_aid_without_a_ready_item():
    s = vb_table()
    s.vagabond("thief", 5, items=["boot:exhausted", "torch:damaged"])
    s.place(E, "warrior", clearing=5)
    s.hand(V, ["bake_sale"])
    g = s.start(turn=V, phase="daylight")
    assert not prefixed(g, "aid:")


def test_9_2_9_III_c_aiding_a_hostile_faction_keeps_it_hostile_but_gives_items():
    s = _aid_position("hostile")
    s.items(E, ["crossbow"])
    g = v_day(s)
    g.apply("aid:eyrie:bake_sale")
    while g.decision.player == V and g.decision.kind == "exhaust":
        g.apply(keys(g)[0])
    assert "take_item:crossbow" in keys(g)
    g.apply("take_item:crossbow")
    g = until(g, V, "action")
    assert vb(g)["relationships"][E] == "hostile" and g.score(V) == 0
    assert "crossbow" in states(g)


def test_9_2_9_III_removing_a_warrior_makes_the_faction_hostile_without_points():
    s = vb_table()
    s.vagabond("thief", 5, items=["crossbow", "crossbow", "torch"])
    s.place(E, "warrior", clearing=5, count=2)
    g = v_day(s)
    g.apply("strike:eyrie")
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 1
    assert vb(g)["relationships"][E] == "hostile"
    assert g.score(V) == 0
    g.apply("strike:eyrie")                                  # Infamy: in battle only
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 0 and g.score(V) == 0


def test_9_2_9_III_a_infamy_in_battle_on_his_turn():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "sword", "sword", "torch"])
    s.place(E, "warrior", clearing=5)
    s.place(E, "roost", clearing=5)
    s.relationship(E, "hostile")
    s.dice([3, 0])
    g = v_day(s)
    g.apply("battle:5:eyrie")
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 0 and buildings(g, 5, E) == []
    assert g.score(V) == 3                                   # warrior 1, roost 1 + 1


def test_9_2_9_III_a_infamy_not_for_the_warrior_that_made_them_hostile():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "sword", "sword", "torch"])
    s.place(E, "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = v_day(s)
    g.apply("battle:5:eyrie")
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 0
    assert vb(g)["relationships"][E] == "hostile"
    assert g.score(V) == 2


def test_9_2_9_III_a_no_infamy_when_defending():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "sword", "torch", "boot"])
    s.place(M, "warrior", clearing=5, count=2)
    s.relationship(M, "hostile")
    s.dice([2, 2])
    g = m_day(s)
    g.apply("battle:5:vagabond")
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 0
    assert g.score(V) == 0


def test_9_2_9_III_b_two_boots_into_a_clearing_with_hostile_warriors():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    s.place(E, "warrior", clearing=12)
    s.relationship(E, "hostile")
    g = v_day(s)
    assert "move:12" not in keys(g) and "move:1" in keys(g)
    s.vagabond("thief", 10, items=["boot", "boot", "torch"])
    g = v_day(s)
    g.apply("move:12")
    g = until(g, V, "action")
    assert vb(g)["pawn"] == 12 and states(g) == ["boot:exhausted", "boot:exhausted", "torch"]


def test_9_2_9_II_b_moving_with_allied_warriors():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    s.place(M, "warrior", clearing=10, count=3)
    s.relationship(M, "allied")
    g = v_day(s)
    assert "move:1:marquise:3" in keys(g) and "move:1" in keys(g)
    g.apply("move:1:marquise:2")
    g = until(g, V, "action")
    assert warriors(g, 1, M) == 2 and warriors(g, 10, M) == 1 and vb(g)["pawn"] == 1


def test_9_2_9_II_b_no_moving_with_warriors_not_allied():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    s.place(M, "warrior", clearing=10, count=3)
    s.relationship(M, "track2")
    g = v_day(s)
    assert not [k for k in prefixed(g, "move:") if "marquise" in k]


def test_9_2_9_II_c_attacking_with_allied_warriors():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "torch"])
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.relationship(M, "allied")
    s.dice([3, 0])
    g = v_day(s)
    assert "battle:5:eyrie:with:marquise" in keys(g)
    assert not [k for k in prefixed(g, "battle:5:marquise") if "with" in k]
    g.apply("battle:5:eyrie:with:marquise")
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 0                            # 2 warriors + 1 sword: 3 hits


def test_9_2_9_II_d_taking_more_hits_on_allies_than_items_makes_them_hostile():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "torch"])
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.relationship(M, "allied")
    s.dice([1, 2])
    g = v_day(s)
    g.apply("battle:5:eyrie:with:marquise")
    while g.decision.player == V and g.decision.kind == "take_hit":
        assert "damage:ally" in keys(g)
        g.apply("damage:ally")
    g = until(g, V, "action")
    assert warriors(g, 5, M) == 1
    assert vb(g)["relationships"][M] == "hostile"


# ----- 9.2.10 Forest movement, 9.4 Birdsong ------------------------------------------------

def test_9_2_10_move_out_of_a_forest_only_into_adjacent_clearings():
    s = vb_table()
    s.vagabond("thief", "F4", items=["boot", "torch"])
    g = v_day(s)
    assert sorted(prefixed(g, "move:")) == ["move:12", "move:4", "move:9"]


def test_9_4_2_slip_into_a_forest_or_a_hostile_clearing_without_a_boot():
    s = vb_table()
    s.vagabond("thief", 10, items=["torch"])
    s.place(E, "warrior", clearing=12)
    s.relationship(E, "hostile")
    g = s.start(turn=V, phase="birdsong")
    g = until(g, V, "slip")
    assert {"slip:12", "slip:1", "slip:2", "slip:F1", "slip:F2", "slip:F3"} <= set(keys(g))
    assert "slip:F4" not in keys(g) and "slip:5" not in keys(g)
    g.apply("slip:12")
    assert vb(g)["pawn"] == 12 and states(g) == ["torch"]


def test_9_4_2_slip_from_a_forest_to_adjacent_forests():
    s = vb_table()
    s.vagabond("thief", "F4", items=["torch"])
    g = s.start(turn=V, phase="birdsong")
    g = until(g, V, "slip")
    assert {"slip:4", "slip:9", "slip:12"} <= set(keys(g))
    assert "slip:F2" in keys(g) and "slip:F7" in keys(g)       # one path between
    assert "slip:F6" not in keys(g)


def test_9_4_1_refresh_three_plus_two_per_face_up_tea():
    s = vb_table()
    s.vagabond("thief", 10, items=["tea", "boot:exhausted", "boot:exhausted", "sword:exhausted",
                                    "sword:exhausted", "hammer:exhausted", "torch:exhausted",
                                    "crossbow:exhausted"])
    g = s.start(turn=V, phase="birdsong")
    n = 0
    while at(g, V, "refresh"):
        g.apply(keys(g)[0])
        n += 1
    exhausted = sum(1 for it in vb(g)["vitems"] if it["exhausted"])
    assert exhausted == 2                                    # 7 face down, 5 flipped
    assert n <= 5


def test_9_4_1_tea_flipped_up_while_refreshing_does_not_count():
    s = vb_table()
    s.vagabond("thief", 10, items=["tea:exhausted", "boot:exhausted", "boot:exhausted",
                                    "sword:exhausted", "sword:exhausted", "torch:exhausted"])
    g = s.start(turn=V, phase="birdsong")
    while at(g, V, "refresh"):
        g.apply("refresh:tea" if "refresh:tea" in keys(g) else keys(g)[0])
    exhausted = sum(1 for it in vb(g)["vitems"] if it["exhausted"])
    assert exhausted == 3                                    # only three


# ----- 9.5 Daylight --------------------------------------------------------------------------

def test_9_5_2_battle_needs_a_ready_sword_and_exhausts_it():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword:exhausted", "torch"])
    s.place(E, "warrior", clearing=5)
    assert not prefixed(v_day(s), "battle:")
    s.vagabond("thief", 5, items=["sword", "torch"])
    s.dice([0, 0])
    g = v_day(s)
    g.apply("battle:5:eyrie")
    g = until(g, V, "action")
    assert states(g) == ["sword:exhausted", "torch"]


def test_9_5_3_explore_takes_the_ruin_item_and_scores_one():
    s = vb_table()
    s.vagabond("thief", 10, items=["torch", "boot"])
    s.explores(["hammer"])
    g = v_day(s)
    g.apply("explore")
    g = until(g, V, "action")
    assert states(g) == ["boot", "hammer", "torch:exhausted"]
    assert g.score(V) == 1
    assert g.clearing(10).ruins == 0                          # the last item: ruin removed


def test_9_5_3_no_explore_without_a_ruin():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot"])
    assert "explore" not in keys(v_day(s))


def test_9_5_5_quest_exhausts_the_listed_items_scores_per_suit_quest_and_deals_a_new_one():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "sword", "boot"])
    s.quests(["rabbit_guard_duty", "fox_errand", "mouse_expel_bandits"])
    s.completed_quests(["rabbit_errand", "fox_give_a_speech"])
    g = v_day(s)
    assert prefixed(g, "quest:") == ["quest:rabbit_guard_duty"]
    g.apply("quest:rabbit_guard_duty")
    g = until(g, V, "quest_reward")
    g.apply("reward:vp")
    g = until(g, V, "action")
    assert g.score(V) == 2                                   # two rabbit quests done
    assert states(g) == ["boot", "sword:exhausted", "torch:exhausted"]
    assert "rabbit_guard_duty" in vb(g)["completed_quests"]
    assert len(vb(g)["quests"]) == 3 and "rabbit_guard_duty" not in vb(g)["quests"]


def test_9_5_5_quest_reward_draw_two():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "sword", "boot"])
    s.quests(["rabbit_guard_duty", "fox_errand", "mouse_expel_bandits"])
    s.draws(["anvil", "sword"])
    g = v_day(s)
    g.apply("quest:rabbit_guard_duty")
    g = until(g, V, "quest_reward")
    g.apply("reward:draw")
    g = until(g, V, "action")
    assert sorted(card_ids(g, V)) == ["anvil", "sword"] and g.score(V) == 0


def test_9_5_5_quest_needs_matching_clearing_and_ready_items():
    s = vb_table()
    s.vagabond("thief", 1, items=["torch", "sword", "boot"])
    s.quests(["rabbit_guard_duty", "fox_errand", "mouse_expel_bandits"])
    assert not prefixed(v_day(s), "quest:")                  # fox clearing; errand lacks tea
    s.vagabond("thief", 5, items=["torch:exhausted", "sword", "boot"])
    assert not prefixed(v_day(s), "quest:")


def test_9_5_6_strike_removes_a_warrior_before_buildings():
    s = vb_table()
    s.vagabond("thief", 5, items=["crossbow", "crossbow", "torch"])
    s.place(M, "warrior", clearing=5)
    s.place(M, "sawmill", clearing=5)
    g = v_day(s)
    assert prefixed(g, "strike:") == ["strike:marquise"]
    g.apply("strike:marquise")
    g = until(g, V, "action")
    assert "strike:marquise:sawmill" in keys(g)
    g.apply("strike:marquise:sawmill")
    g = until(g, V, "action")
    assert buildings(g, 5, M) == [] and g.score(V) == 1
    assert states(g) == ["crossbow:exhausted", "crossbow:exhausted", "torch"]


def test_9_5_6_strike_a_sympathy_token_triggers_outrage():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["crossbow", "torch"])
    sympathy(s, 5)
    s.hand(V, ["bake_sale", "anvil"])
    g = v_day(s)
    g.apply("strike:alliance:sympathy")
    g = until(g, V, "outrage")
    assert keys(g) == ["outrage:bake_sale"]
    g.apply("outrage:bake_sale")
    g = until(g, V, "action")
    assert tokens(g, 5, A) == [] and g.score(V) == 1
    assert al(g)["supporters"] == ["bake_sale"]


def test_8_2_4_vagabond_strikes_a_base_alliance_discards_and_loses_officers():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["crossbow", "torch"])
    s.place(A, "base_rabbit", clearing=5)
    s.officers(2)
    s.supporters(["bake_sale", "birdy_bindle", "sword"])
    g = v_day(s)
    g.apply("strike:alliance:base_rabbit")
    g = until(g, V, "action")
    assert buildings(g, 5, A) == [] and g.score(V) == 1
    assert al(g)["supporters"] == ["sword"] and al(g)["officers"] == 1


def test_9_5_7_repair_keeps_the_item_side():
    s = vb_table()
    s.vagabond("thief", 5, items=["hammer", "sword:exhausted:damaged", "torch"])
    g = v_day(s)
    assert "repair:sword:exhausted" in keys(g)
    g.apply("repair:sword:exhausted")
    g = until(g, V, "action")
    assert states(g) == ["hammer:exhausted", "sword:exhausted", "torch"]


def test_9_5_7_no_repair_without_damaged_items():
    s = vb_table()
    s.vagabond("thief", 5, items=["hammer", "sword", "torch"])
    assert not prefixed(v_day(s), "repair:")


# ----- 9.5.9 Special actions (Appendix V) ----------------------------------------------------

def test_V_1_2_thief_steals_a_random_card_from_a_player_in_his_clearing():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot"])
    s.place(M, "warrior", clearing=5)
    s.hand(M, ["anvil"])
    s.hand(E, ["sword"])
    g = v_day(s)
    assert prefixed(g, "steal:") == ["steal:marquise"]        # the Eyrie have no piece there
    g.apply("steal:marquise")
    g = until(g, V, "action")
    assert card_ids(g, V) == ["anvil"] and card_ids(g, M) == []
    assert states(g) == ["boot", "torch:exhausted"]


def test_V_2_2_tinker_day_labor_takes_a_matching_or_bird_card_from_the_discard():
    s = vb_table()
    s.vagabond("tinker", 5, items=["torch", "boot"])
    s.discard_pile(["anvil", "bake_sale", "birdy_bindle"])
    g = v_day(s)
    assert sorted(prefixed(g, "day_labor:")) == ["day_labor:bake_sale", "day_labor:birdy_bindle"]
    g.apply("day_labor:bake_sale")
    g = until(g, V, "action")
    assert card_ids(g, V) == ["bake_sale"] and "bake_sale" not in g.s["discard"]


def test_V_3_2_ranger_hideout_repairs_three_and_ends_daylight():
    s = vb_table()
    s.vagabond("ranger", 5, items=["torch", "boot:damaged", "sword:damaged", "crossbow:damaged",
                                   "hammer:damaged"])
    s.draws(["anvil"])
    g = v_day(s)
    g.apply("hideout")
    repaired = 0
    while g.decision.player == V and prefixed(g, "repair:"):
        g.apply(keys(g)[0])
        repaired += 1
    assert repaired == 3
    assert sum(1 for it in vb(g)["vitems"] if it["damaged"]) == 1
    assert card_ids(g, V) == ["anvil"]                       # straight on to Evening's draw
    assert "torch:exhausted" in states(g)


def test_V_special_actions_belong_to_their_character():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot"])
    s.place(M, "warrior", clearing=5)
    s.hand(M, ["anvil"])
    s.discard_pile(["bake_sale"])
    g = v_day(s)
    assert not prefixed(g, "day_labor:") and "hideout" not in keys(g)


# ----- 9.6 Evening ---------------------------------------------------------------------------

def test_9_6_1_rest_in_a_forest_repairs_everything_face_up():
    s = vb_table()
    s.vagabond("thief", "F1", items=["torch:exhausted:damaged", "boot:damaged", "sword"])
    g = s.start(turn=V, phase="evening")
    assert states(g) == ["boot", "sword", "torch"]


def test_9_6_1_no_rest_in_a_clearing():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch:exhausted:damaged", "boot:damaged", "sword"])
    g = s.start(turn=V, phase="evening")
    assert states(g) == ["boot:damaged", "sword", "torch:exhausted:damaged"]


def test_9_6_2_draw_one_plus_one_per_face_up_coins():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "coins", "coins:exhausted"])
    s.draws(["anvil", "sword", "bake_sale"])
    g = s.start(turn=V, phase="evening")
    assert sorted(card_ids(g, V)) == ["anvil", "sword"]


def test_9_6_3_discard_down_to_five():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch"])
    s.hand(V, ["anvil", "sword", "bake_sale", "investments", "cobbler"])
    s.draws(["codebreakers"])
    g = s.start(turn=V, phase="evening")
    assert at(g, V, "discard")
    g.apply("discard:codebreakers")
    assert len(card_ids(g, V)) == 5 and "codebreakers" in g.s["discard"]


def test_9_6_4_item_limit_six_plus_two_per_face_up_bag():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer", "crossbow",
                                  "bag"])
    g = s.start(turn=V, phase="evening")
    assert not at(g, V, "remove_item")                        # 8 items, limit 8
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer", "crossbow",
                                  "bag:exhausted"])
    g = s.start(turn=V, phase="evening")
    assert at(g, V, "remove_item")                            # limit 6
    g.apply("remove_item:crossbow")
    g.apply(keys(g)[0])
    assert len(vb(g)["vitems"]) == 6
    assert "crossbow" in vb(g)["items_removed"]


# ===== Setup (8.3, 9.3) and subtler interactions =============================================

def _set_up(seed=3):
    from root_widget.rules.engine import Game
    g = Game.new(factions=[M, A, V], seed=seed)
    seen = {}
    for _ in range(80):
        if g.s["turn"]["phase"] != "setup":
            return g, seen
        seen[(g.decision.player, g.decision.kind)] = keys(g)
        g.apply(keys(g)[0])
    raise AssertionError("setup did not end")


def test_8_3_alliance_setup_supply_bases_sympathy_and_three_supporters():
    g, _ = _set_up()
    p = al(g)
    assert p["supply"] == {"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1,
                           "sympathy": 10}
    assert len(p["supporters"]) == 3 and p["officers"] == 0
    assert len(card_ids(g, A)) == 3                          # the hand is dealt as well (5.1)


def test_9_3_vagabond_setup_character_forest_quests_ruins_items_relationships():
    g, seen = _set_up()
    assert sorted(seen[(V, "character")]) == ["character:ranger", "character:thief",
                                              "character:tinker"]
    assert sorted(seen[(V, "place_pawn")]) == [f"forest:F{i}" for i in range(1, 8)]
    p = vb(g)
    assert p["pawn"] in g.map.forests
    assert len(p["quests"]) == 3
    assert p["relationships"] == {M: "indifferent", A: "indifferent"}
    assert sorted(g.s["ruin_items"]) == ["bag", "boot", "hammer", "sword"]
    starting = {"ranger": ["boot", "crossbow", "sword", "torch"],
                "thief": ["boot", "sword", "tea", "torch"],
                "tinker": ["bag", "boot", "hammer", "torch"]}
    assert states(g) == starting[p["character"]]


def test_8_2_6_outrage_when_the_defender_removes_a_sympathy_token():
    s = alliance_table()
    sympathy(s, 5)
    s.place(A, "warrior", clearing=5)
    s.place(M, "warrior", clearing=5, count=2)
    s.officers(1)
    s.hand(M, ["bake_sale"])
    s.dice([2, 2])
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    g.apply("battle:5:marquise")
    g = until(g, M, "outrage")
    g.apply("outrage:bake_sale")
    assert tokens(g, 5, A) == [] and warriors(g, 5, A) == 0
    assert g.score(M) == 1
    assert al(g)["supporters"] == ["bake_sale"] and card_ids(g, M) == []


def test_8_2_3_I_outrage_card_discarded_when_the_stack_is_full():
    s = alliance_table()
    sympathy(s, 1)
    s.supporters(["fox_ambush", "foxfolk_steel", "arms_trader", "tax_collector", "cobbler"])
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["anvil"])
    g = m_day(s)
    g.apply("march:5-1:2")
    g = until(g, M, "outrage")
    g.apply("outrage:anvil")
    assert "anvil" in g.s["discard"] and len(al(g)["supporters"]) == 5
    assert card_ids(g, M) == []


def test_8_2_6_outrage_once_per_move_not_per_warrior():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["anvil", "foxfolk_steel"])
    g = m_day(s)
    g.apply("march:5-1:3")
    g = until(g, M, "outrage")
    g.apply("outrage:anvil")
    assert not at(g, M, "outrage")
    assert card_ids(g, M) == ["foxfolk_steel"]


def test_8_2_4_last_base_removed_with_five_or_fewer_supporters_keeps_them():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.supporters(["bake_sale", "sword", "investments", "anvil"])
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 0])
    g = m_day(s)
    g.apply("battle:1:alliance")
    g = until(g, M, "action")
    assert sorted(al(g)["supporters"]) == ["bake_sale", "investments", "sword"]


def test_8_2_4_base_removed_while_another_base_remains_no_discard_down():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "base_mouse", clearing=2)
    s.supporters(["bake_sale", "a_visit_to_friends", "rabbit_root_tea", "smugglers_trail",
                  "investments", "sword", "mouse_crossbow"])
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 0])
    g = m_day(s)
    g.apply("battle:1:alliance")
    g = until(g, M, "action")
    assert len(al(g)["supporters"]) == 7


def test_8_2_4_one_officer_removed_to_none():
    g = until(_base_battle(officers=1), M, "action")
    assert al(g)["officers"] == 0


def test_8_4_1_III_revolt_scores_tokens_and_places_base_in_a_one_slot_clearing():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "sawmill", clearing=1)
    s.place(M, "wood", clearing=1)
    s.place(M, "warrior", clearing=1, count=4)
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    assert "revolt:1" in keys(g)
    g.apply("revolt:1")
    g = spend_all(g)
    assert buildings(g, 1, A) == ["base_fox"] and buildings(g, 1, M) == []
    assert tokens(g, 1, M) == [] and warriors(g, 1, M) == 0
    assert g.score(A) == 2


def test_8_4_1_III_revolt_places_only_the_warriors_left_in_supply():
    s = alliance_table()
    sympathy(s, 1, 8, 12, 6)
    s.place(A, "warrior", clearing=3, count=9)
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:1")
    g = spend_all(g)
    assert buildings(g, 1, A) == ["base_fox"]
    assert warriors(g, 1, A) + al(g)["officers"] == 1         # one warrior was left


def test_8_6_1_IV_organize_needs_a_warrior_and_an_unsympathetic_clearing():
    s = alliance_table()
    sympathy(s, 1)
    s.place(A, "warrior", clearing=1)
    s.place(A, "base_fox", clearing=1)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert not prefixed(g, "organize:")


def test_8_2_2_guerrilla_war_against_the_vagabond():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["sword", "sword", "sword", "torch", "boot", "tea"])
    s.place(A, "warrior", clearing=5, count=3)
    s.dice([3, 1])
    g = v_day(s)
    g.apply("battle:5:alliance")
    damaged = 0
    while g.decision.player == V and g.decision.kind == "take_hit":
        g.apply(keys(g)[0])
        damaged += 1
    g = until(g, V, "action")
    assert damaged == 3                                      # the Alliance dealt the higher roll
    assert warriors(g, 5, A) == 2


def test_9_2_9_III_removing_warriors_while_defending_makes_hostile():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "sword", "torch", "boot"])
    s.place(M, "warrior", clearing=5, count=3)
    s.dice([2, 2])
    g = m_day(s)
    g.apply("battle:5:vagabond")
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 1
    assert vb(g)["relationships"][M] == "hostile"
    assert g.score(V) == 0


def test_9_2_9_III_removing_only_a_building_does_not_make_hostile():
    s = vb_table()
    s.vagabond("thief", 5, items=["crossbow", "torch"])
    s.place(M, "sawmill", clearing=5)
    g = v_day(s)
    assert "strike:marquise:sawmill" in keys(g)
    g.apply("strike:marquise:sawmill")
    g = until(g, V, "action")
    assert vb(g)["relationships"][M] == "indifferent" and g.score(V) == 1


def test_9_2_9_III_b_hostile_buildings_alone_need_one_boot():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    s.place(E, "roost", clearing=12)
    s.relationship(E, "hostile")
    assert "move:12" in keys(v_day(s))


def test_9_2_9_III_b_hostile_warriors_of_any_hostile_faction_count():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    s.place(M, "warrior", clearing=12)
    s.relationship(M, "hostile")
    s.relationship(E, "hostile")
    assert "move:12" not in keys(v_day(s))


def test_9_2_9_II_d_equal_hits_on_allies_and_items_stays_allied():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "torch"])
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.relationship(M, "allied")
    s.dice([3, 2])
    g = v_day(s)
    g.apply("battle:5:eyrie:with:marquise")
    g.apply("damage:ally")
    g.apply("damage:torch")
    g = until(g, V, "action")
    assert vb(g)["relationships"][M] == "allied"


def test_9_2_8_coalition_partner_is_no_enemy_and_he_scores_no_more():
    s = _four({M: 5, E: 3, A: 7, V: 12})
    s.vagabond("thief", 5, items=["boot", "torch", "sword", "crossbow", "tea"])
    s.place(E, "warrior", clearing=5)
    s.place(M, "warrior", clearing=5)
    s.hand(V, ["fox_dominance", "bake_sale"])
    g = v_day(s)
    g.apply("coalition:fox_dominance:eyrie")
    g = until(g, V, "action")
    assert not prefixed(g, "battle:5:eyrie") and not prefixed(g, "strike:eyrie")
    assert "battle:5:marquise" in keys(g)
    g = _aid(g, "bake_sale")
    assert g.score(E) == 3                                   # his marker shows hers
    assert vb(g)["relationships"][E] == "track1"


def test_9_2_6_attacker_max_rolled_hits_count_exhausted_not_damaged_swords():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "sword", "sword:damaged", "torch"])
    s.place(E, "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = v_day(s)
    g.apply("battle:5:eyrie")
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 1                            # two undamaged swords


def test_9_5_1_daylight_move_never_into_a_forest():
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    g = v_day(s)
    assert not [k for k in prefixed(g, "move:") if "F" in k]


def test_9_5_8_no_crafting_in_a_forest():
    s = vb_table()
    s.vagabond("thief", "F1", items=["hammer", "torch"])
    s.hand(V, ["anvil"])
    assert "craft:anvil" not in keys(v_day(s))              # a forest has no suit
    s.vagabond("thief", 1, items=["hammer", "torch"])
    assert "craft:anvil" in keys(v_day(s))


def test_V_1_2_no_steal_from_an_empty_hand():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot"])
    s.place(M, "warrior", clearing=5)
    assert not prefixed(v_day(s), "steal:")


def test_9_2_2_I_favor_card_with_the_vagabond_damages_three_items():
    s = vb_table(M, A)
    s.vagabond("thief", 11, items=["boot", "torch", "sword", "tea", "crossbow"])
    for c in (2, 7, 9):
        s.place(M, "workshop", clearing=c)
    s.place(A, "warrior", clearing=11)
    sympathy(s, 11)
    s.hand(M, ["favor_of_the_mice", "sword"])
    g = s.start(turn=M, phase="daylight")
    assert at(g, M, "craft") and "craft:favor_of_the_mice" in keys(g)
    g.apply("craft:favor_of_the_mice")
    for _ in range(10):
        if at(g, V, "damage") or at(g, V, "take_hit") or (g.decision.player == V and
                                                           prefixed(g, "damage:")):
            g.apply(prefixed(g, "damage:")[0])
        elif at(g, M, "outrage"):
            g.apply(keys(g)[0])
        else:
            break
    assert sum(1 for it in vb(g)["vitems"] if it["damaged"]) == 3
    assert warriors(g, 11, A) == 0 and tokens(g, 11, A) == []
    assert vb(g)["pawn"] == 11
    assert g.score(M) == 1
    assert al(g)["supporters"] == ["sword"]                  # Outrage for the token


def test_8_4_2_I_adjacency_is_by_path_not_river():
    s = alliance_table()
    sympathy(s, 10)
    s.supporters(["birdy_bindle"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert sorted(prefixed(g, "spread:")) == ["spread:1", "spread:12", "spread:2"]   # 5, 11: rivers


def test_8_2_6_placing_warriors_in_a_sympathetic_clearing_is_no_outrage():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "recruiter", clearing=1)
    s.hand(M, ["anvil"])
    g = m_day(s)
    g.apply("recruit")
    g = until(g, M, "action")
    assert warriors(g, 1, M) == 1
    assert card_ids(g, M) == ["anvil"] and al(g)["supporters"] == []


def test_8_2_6_outrage_when_the_vagabond_moves_allied_warriors_in():
    """9.2.9.II.b forces the allied warriors to move; by Law 1.5.5 that move resolves as
    if their owner chose it, so the owner answers for the Outrage, not the Vagabond."""
    s = table((M, V, A))
    sympathy(s, 1)
    s.vagabond("thief", 5, items=["boot", "torch"])
    s.place(M, "warrior", clearing=5, count=2)
    s.relationship(M, "allied")
    s.hand(V, ["anvil"])
    s.hand(M, ["foxfolk_steel"])
    g = v_day(s)
    g.apply("move:1:marquise:2")
    assert at(g, M, "outrage")
    g.apply("outrage:foxfolk_steel")
    g = until(g, V, "action")
    assert al(g)["supporters"] == ["foxfolk_steel"] and card_ids(g, V) == ["anvil"]


def test_8_2_6_outrage_on_an_eyrie_decree_move():
    s = alliance_table()
    sympathy(s, 1)
    s.place(E, "roost", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.decree("move", ["bake_sale"])
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "decree_move")
    g.apply("move:5-1:1")
    g = until(g, E, "outrage")
    g.apply("outrage:anvil")
    assert al(g)["supporters"] == ["anvil"]


def test_9_6_1_rest_leaves_undamaged_exhausted_items_face_down():
    s = vb_table()
    s.vagabond("thief", "F1", items=["torch:damaged", "boot:exhausted", "sword"])
    g = s.start(turn=V, phase="evening")
    assert states(g) == ["boot:exhausted", "sword", "torch"]


def test_9_6_4_items_on_the_tracks_are_not_counted_against_the_limit():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer",
                                  "tea", "tea"])
    g = s.start(turn=V, phase="evening")
    assert not at(g, V, "remove_item")                        # six in the Satchel, two on a track


def test_9_6_4_damaged_items_are_counted():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer",
                                  "crossbow:damaged"])
    g = s.start(turn=V, phase="evening")
    assert at(g, V, "remove_item")
    assert "remove_item:crossbow:damaged" in keys(g)


def walk_to(g, player, kind, limit=400):
    """Take the most passive option, across turns, until `player` has a decision of `kind`
    in a later turn than now."""
    turn = g.s["turn"]["number"]
    for _ in range(limit):
        if g.s["turn"]["number"] > turn and at(g, player, kind):
            return g
        ks = keys(g)
        for k in ("no_ambush", "no_foil", "done", "end", "skip", "decline", "leave"):
            if k in ks:
                g.apply(k)
                break
        else:
            g.apply(ks[0])
    raise AssertionError(f"never reached {player} {kind}")


def test_9_2_9_I_a_aids_count_toward_a_space_only_within_one_turn():
    s = _aid_position("track1", hand=("bake_sale", "a_visit_to_friends", "rabbit_root_tea",
                                      "rabbit_ambush"))
    g = _aid(v_day(s), "bake_sale")
    assert vb(g)["relationships"][E] == "track1"
    g = walk_to(g, V, "action")
    g = _aid(g, "a_visit_to_friends")
    assert vb(g)["relationships"][E] == "track1"            # last turn's aid is gone
    g = _aid(g, "rabbit_root_tea")
    assert vb(g)["relationships"][E] == "track2"


def test_9_2_2_I_revolt_spares_the_vagabond_in_coalition_with_the_alliance():
    s = table((M, E, A, V))
    sympathy(s, 1)
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.coalition(A, "fox_dominance")
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:1")
    g = spend_all(g)
    assert not any(it["damaged"] for it in vb(g)["vitems"])


def test_9_2_2_I_full_removal_damages_what_is_left_when_fewer_than_three():
    s = alliance_table(M, V)
    sympathy(s, 1)
    s.vagabond("thief", 1, items=["torch", "boot:damaged", "sword"])
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:1")
    g = spend_all(g)
    while g.decision.player == V:
        g.apply(keys(g)[0])
    assert all(it["damaged"] for it in vb(g)["vitems"])
    assert buildings(g, 1, A) == ["base_fox"]


def test_8_6_1_IV_no_organize_with_no_sympathy_token_left():
    s = alliance_table()
    sympathy(s, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10)
    s.place(A, "warrior", clearing=11)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert not prefixed(g, "organize:")


def test_9_5_6_strike_a_token_only_when_no_warriors_of_that_faction():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["crossbow", "torch"])
    sympathy(s, 5)
    s.place(A, "warrior", clearing=5)
    g = v_day(s)
    assert "strike:alliance" in keys(g)
    assert "strike:alliance:sympathy" not in keys(g)


def test_9_6_4_items_on_tracks_cannot_be_removed_for_the_limit():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer",
                                  "crossbow", "tea"])
    g = s.start(turn=V, phase="evening")
    assert at(g, V, "remove_item")
    assert not [k for k in keys(g) if k.startswith("remove_item:tea")]
    g.apply("remove_item:crossbow")
    assert not at(g, V, "remove_item")
    assert states(g) == ["boot", "boot", "hammer", "sword", "sword", "tea", "torch"]


def test_8_5_daylight_actions_in_any_order_craft_after_mobilize_and_train():
    s = alliance_table()
    sympathy(s, 1)
    s.place(A, "base_fox", clearing=1)
    s.hand(A, ["anvil", "foxfolk_steel", "bake_sale"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    g.apply("mobilize:bake_sale")
    g.apply("train:foxfolk_steel")
    assert "craft:anvil" in keys(g)
    g.apply("craft:anvil")
    assert al(g)["officers"] == 1 and "hammer" in al(g)["items"]


def test_8_2_3_I_a_dominance_card_that_cannot_join_the_stack_becomes_available_3_3_3():
    s = alliance_table()
    s.supporters(["fox_ambush", "foxfolk_steel", "arms_trader", "tax_collector", "cobbler"])
    s.hand(A, ["rabbit_dominance"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    g.apply("mobilize:rabbit_dominance")
    assert "rabbit_dominance" in g.s["available_dominance"]
    assert "rabbit_dominance" not in g.s["discard"]


def test_8_2_4_dominance_supporters_of_the_base_suit_become_available():
    g = until(_base_battle(supporters=("fox_dominance", "bake_sale")), M, "action")
    assert "fox_dominance" in g.s["available_dominance"]
    assert al(g)["supporters"] == ["bake_sale"]


def test_8_2_4_removed_officers_return_to_the_supply():
    g = until(_base_battle(officers=3), M, "action")
    assert al(g)["supply"]["warrior"] == 10 - 1              # one officer left, no warrior on the map


def test_8_4_revolt_comes_before_spread_sympathy():
    s = alliance_table()
    sympathy(s, 1)
    s.supporters(["anvil", "foxfolk_steel", "birdy_bindle"])
    g = s.start(turn=A, phase="birdsong")
    assert at(g, A, "revolt")
    g.apply("done")
    assert at(g, A, "spread") and not prefixed(g, "revolt:")


def test_V_3_2_hideout_with_fewer_than_three_damaged_items():
    s = vb_table()
    s.vagabond("ranger", 5, items=["torch", "boot:damaged", "sword"])
    s.draws(["anvil"])
    g = v_day(s)
    g.apply("hideout")
    while g.decision.player == V and prefixed(g, "repair:"):
        g.apply(keys(g)[0])
    assert not any(it["damaged"] for it in vb(g)["vitems"])
    assert card_ids(g, V) == ["anvil"]


def test_9_2_9_III_allied_warriors_hits_make_the_defender_hostile_then_infamy():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "torch"])
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.place(E, "roost", clearing=5)
    s.relationship(M, "allied")
    s.dice([3, 0])
    g = v_day(s)
    g.apply("battle:5:eyrie:with:marquise")
    g = until(g, V, "action")
    assert warriors(g, 5, E) == 0 and buildings(g, 5, E) == []
    assert vb(g)["relationships"][E] == "hostile"
    assert g.score(V) == 3                                   # warrior 1 (Infamy), roost 1 + 1


def test_9_4_2_slip_with_allied_warriors_only_into_a_clearing():
    s = vb_table()
    s.vagabond("thief", 10, items=["torch"])
    s.place(M, "warrior", clearing=10, count=2)
    s.relationship(M, "allied")
    g = s.start(turn=V, phase="birdsong")
    g = until(g, V, "slip")
    assert "slip:1:marquise:2" in keys(g)
    assert not [k for k in keys(g) if k.startswith("slip:F") and "marquise" in k]


def test_8_2_6_vagabond_battle_removing_sympathy_pays_outrage_and_scores():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["sword", "sword", "torch"])
    sympathy(s, 5)
    s.place(A, "warrior", clearing=5)
    s.hand(V, ["bake_sale"])
    s.dice([2, 2])                                           # Guerrilla War: both deal 2
    g = v_day(s)
    g.apply("battle:5:alliance")
    g = until(g, V, "outrage")
    g.apply("outrage:bake_sale")
    g = until(g, V, "action")
    assert tokens(g, 5, A) == [] and warriors(g, 5, A) == 0
    assert al(g)["supporters"] == ["bake_sale"]
    assert vb(g)["relationships"][A] == "hostile"
    assert g.score(V) == 2                                   # the token: 1 + Infamy 1


def test_9_2_9_III_defender_vagabond_scores_buildings_but_no_infamy():
    s = vb_table()
    s.vagabond("thief", 5, items=["sword", "sword", "torch", "boot"])
    s.place(M, "warrior", clearing=5)
    s.place(M, "sawmill", clearing=5)
    s.relationship(M, "hostile")
    s.dice([2, 2])
    g = m_day(s)
    g.apply("battle:5:vagabond")
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 0 and buildings(g, 5, M) == []
    assert g.score(V) == 1                                   # Law 3.2.1 only


def test_4_3_vagabond_defenseless_against_an_alliance_battle_operation():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["torch", "boot", "tea"])
    s.place(A, "warrior", clearing=5)
    s.officers(1)
    s.dice([1, 1])
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    g.apply("battle:5:vagabond")
    damaged = 0
    while at(g, V, "take_hit"):
        g.apply(keys(g)[0])
        damaged += 1
    assert damaged == 2                                      # 1 rolled + defenseless


def test_bad_input_scenario_alliance_and_vagabond_changes_nothing():
    from root_widget.rules.errors import RootError
    s = alliance_table(M, V)
    before = s.to_text()
    for bad in (lambda: s.supporters(["anvil", "sword", "bake_sale", "cobbler", "armorers",
                                      "investments"]),
                lambda: s.officers(11),
                lambda: s.place(A, "base_fox", clearing=2),
                lambda: s.relationship(E, "friendly"),
                lambda: s.relationship(V, "allied"),
                lambda: s.vagabond("thief", "F9"),
                lambda: s.quests(["fox_errand", "fox_errand"])):
        with pytest.raises(RootError):
            bad()
        assert s.to_text() == before


def test_bad_input_illegal_option_is_refused_and_changes_nothing():
    from root_widget.rules.errors import IllegalAction
    s = vb_table()
    s.vagabond("thief", 10, items=["boot", "torch"])
    g = v_day(s)
    before = g.position_text()
    with pytest.raises(IllegalAction):
        g.apply("move:F1")                                  # 9.5.1: no move into a forest
    with pytest.raises(IllegalAction):
        g.apply("move:5")                                   # 5-10 is a river
    assert g.position_text() == before


def test_8_5_1_bases_are_not_crafting_pieces():
    s = alliance_table()
    s.place(A, "base_mouse", clearing=2)
    s.hand(A, ["smugglers_trail"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    assert "craft:smugglers_trail" not in keys(g)


def test_9_2_8_the_vagabond_wins_with_his_coalition_partner():
    s = table((M, E, A, V))
    s.vagabond("thief", 5, items=["boot", "torch"])
    s.coalition(E, "fox_dominance")
    s.score(E, 29)
    s.place(E, "warrior", clearing=1, count=2)
    s.place(M, "sawmill", clearing=1)
    s.place(E, "roost", clearing=8)                          # for the Decree's recruit
    s.decree("battle", ["anvil"])
    s.dice([2, 0])
    g = s.start(turn=E, phase="daylight")
    for _ in range(30):
        if g.is_over:
            break
        ks = keys(g)
        g.apply("battle:1:marquise" if "battle:1:marquise" in ks else passive_key(ks))
    assert g.is_over
    assert set(g.winners) == {E, V}


def passive_key(ks):
    for k in ("no_ambush", "no_foil", "done", "end", "skip", "decline"):
        if k in ks:
            return k
    return ks[0]


def test_9_2_9_III_favor_crafted_by_the_vagabond_makes_hostile_without_infamy():
    s = vb_table()
    s.ruins(12, 0)                                           # the R hammer was explored
    s.ruin_items(["bag", "boot", "sword"])
    s.vagabond("thief", 5, items=["hammer", "hammer", "hammer", "torch"])
    s.place(M, "warrior", clearing=3, count=2)
    s.place(M, "sawmill", clearing=4)
    s.place(E, "roost", clearing=10)
    s.relationship(E, "hostile")
    s.hand(V, ["favor_of_the_rabbits"])
    g = v_day(s)
    g.apply("craft:favor_of_the_rabbits")
    g = until(g, V, "action")
    assert warriors(g, 3, M) == 0 and buildings(g, 4, M) == [] and buildings(g, 10, E) == []
    assert vb(g)["relationships"][M] == "hostile"
    assert g.score(V) == 2                                   # two buildings, no Infamy
    assert not any(it["damaged"] for it in vb(g)["vitems"])  # 9.2.2.I: an enemy's effect only


def test_9_5_4_aided_card_goes_to_the_alliance_hand_not_the_stack():
    s = vb_table(M, A)
    s.vagabond("thief", 5, items=["boot", "torch"])
    sympathy(s, 5)
    s.hand(V, ["bake_sale"])
    g = v_day(s)
    assert "aid:alliance:bake_sale" in keys(g)              # a token is a faction piece
    g = _aid_to(g, A, "bake_sale")
    assert card_ids(g, A) == ["bake_sale"] and al(g)["supporters"] == []
    assert vb(g)["relationships"][A] == "track1"


def _aid_to(g, f, card):
    g.apply(f"aid:{f}:{card}")
    while g.decision.player == V and g.decision.kind in ("exhaust", "take_item"):
        g.apply(keys(g)[0])
    return until(g, V, "action")


def test_8_6_1_IV_organize_needs_no_adjacency():
    s = alliance_table()
    sympathy(s, 1)
    s.place(A, "warrior", clearing=11)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    assert "organize:11" in keys(g)


def test_V_2_2_no_day_labor_in_a_forest_for_a_suited_card():
    s = vb_table()
    s.vagabond("tinker", "F1", items=["torch", "boot"])
    s.discard_pile(["anvil", "bake_sale"])
    g = v_day(s)
    assert not prefixed(g, "day_labor:")


def test_9_5_forest_allows_no_clearing_actions():
    s = vb_table()
    s.vagabond("thief", "F1", items=["torch", "boot", "sword", "crossbow", "tea", "hammer"])
    s.quests(["rabbit_guard_duty", "fox_errand", "mouse_expel_bandits"])
    s.hand(V, ["birdy_bindle"])
    g = v_day(s)
    for p in ("battle:", "strike:", "aid:", "quest:", "steal:", "craft:"):
        assert not prefixed(g, p), p
    assert "explore" not in keys(g)


def test_4_3_1_the_vagabond_battle_goes_on_after_an_ambush():
    s = vb_table()
    s.vagabond("thief", 1, items=["sword", "sword", "torch", "boot", "tea"])
    s.place(E, "warrior", clearing=1, count=3)
    s.hand(E, ["fox_ambush"])
    s.dice([2, 1])
    g = v_day(s)
    g.apply("battle:1:eyrie")
    g = until(g, E, "ambush") if not prefixed(g, "ambush:") else g
    g.apply("ambush:fox_ambush")
    for item in ("boot", "torch"):
        g = until(g, V, "take_hit")
        g.apply(f"damage:{item}")
    g = until(g, V, "take_hit")                              # the roll: 1 hit back
    g.apply("damage:tea")
    g = until(g, V, "action")
    assert warriors(g, 1, E) == 1                            # two swords still rolled 2


def test_8_4_2_II_a_the_vagabond_pawn_is_no_warrior_for_martial_law():
    s = alliance_table(M, V)
    sympathy(s, 1)
    s.vagabond("thief", 5, items=["torch"])
    s.place(M, "warrior", clearing=5, count=2)
    s.supporters(["bake_sale"])
    g = s.start(turn=A, phase="birdsong")
    g = until(g, A, "spread")
    assert "spread:5" in keys(g)


def test_8_2_6_outrage_hand_shown_to_the_alliance_only():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["bake_sale"])
    s.draws(["sword"])
    g = m_day(s)
    g.apply("march:5-1:2")
    shown = [e for e in g.log if e.get("rule") == "8.2.6" and e.get("private")]
    assert shown and set(shown[0]["private"]) == {A}
    assert "Bake Sale" in shown[0]["private"][A]


def test_9_2_8_the_coalition_partner_cannot_battle_the_vagabond_G_8():
    s = table((M, E, A, V))
    s.vagabond("thief", 1, items=["boot", "torch"])
    s.coalition(E, "fox_dominance")
    s.place(E, "warrior", clearing=1, count=2)
    s.place(M, "warrior", clearing=1)
    s.place(E, "roost", clearing=8)
    s.decree("battle", ["anvil"])
    g = s.start(turn=E, phase="daylight")
    g = until(g, E, "decree_battle")
    assert "battle:1:marquise" in keys(g)
    assert "battle:1:vagabond" not in keys(g)


def test_9_2_9_II_d_ambush_hits_on_allies_count_too():
    s = vb_table()
    s.vagabond("thief", 1, items=["sword", "torch"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1, count=3)
    s.relationship(M, "allied")
    s.hand(E, ["fox_ambush"])
    s.dice([0, 0])
    g = v_day(s)
    g.apply("battle:1:eyrie:with:marquise")
    g = until(g, E, "ambush") if not prefixed(g, "ambush:") else g
    g.apply("ambush:fox_ambush")
    for _ in range(2):
        g = until(g, V, "take_hit")
        g.apply("damage:ally")
    g = until(g, V, "action")
    assert warriors(g, 1, M) == 1
    assert vb(g)["relationships"][M] == "hostile"



def test_9_6_4_a_damaged_bag_does_not_raise_the_limit():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer",
                                  "bag:damaged"])
    g = s.start(turn=V, phase="evening")
    assert at(g, V, "remove_item")


def test_9_4_1_refresh_may_flip_damaged_exhausted_items():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch:exhausted", "sword:exhausted:damaged", "boot:exhausted",
                                  "hammer:exhausted"])
    g = s.start(turn=V, phase="birdsong")
    assert at(g, V, "refresh")
    assert "refresh:sword:damaged" in keys(g)
    g.apply("refresh:sword:damaged")
    assert "sword:damaged" in states(g)


def test_8_2_6_outrage_a_matching_dominance_card_must_be_given():
    s = alliance_table()
    sympathy(s, 1)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["fox_dominance", "bake_sale"])
    g = m_day(s)
    g.apply("march:5-1:2")
    g = until(g, M, "outrage")
    assert keys(g) == ["outrage:fox_dominance"]
    g.apply("outrage:fox_dominance")
    assert al(g)["supporters"] == ["fox_dominance"]


def test_8_2_3_I_outrage_draw_discarded_when_the_stack_is_full():
    s = alliance_table()
    sympathy(s, 1)
    s.supporters(["fox_ambush", "foxfolk_steel", "arms_trader", "tax_collector", "cobbler"])
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["bake_sale"])
    s.draws(["sword"])
    g = m_day(s)
    g.apply("march:5-1:2")
    assert "sword" in g.s["discard"] and len(al(g)["supporters"]) == 5


def test_9_5_1_mountain_closed_paths_stop_moves_and_slips_but_divide_forests():
    from root_widget import Scenario
    s = Scenario(map="mountain", factions=[M, E, V])
    s.vagabond("thief", 2, items=["boot", "torch"])
    g = v_day(s)
    assert sorted(prefixed(g, "move:")) == ["move:11", "move:6"]      # 2-5 is closed
    g = s.start(turn=V, phase="birdsong")
    g = until(g, V, "slip")
    assert "slip:5" not in keys(g) and {"slip:6", "slip:11", "slip:F6", "slip:F7"} <= set(keys(g))
    s.vagabond("thief", "F1", items=["boot", "torch"])
    g = until(s.start(turn=V, phase="birdsong"), V, "slip")
    assert "slip:F9" in keys(g)                                       # across closed 8-9


def test_9_2_9_I_a_one_aid_counts_toward_one_improvement_only():
    g = v_day(_aid_position(hand=("bake_sale", "a_visit_to_friends", "rabbit_root_tea")))
    g = _aid(g, "bake_sale")
    assert vb(g)["relationships"][E] == "track1" and g.score(V) == 1
    g = _aid(g, "a_visit_to_friends")
    assert vb(g)["relationships"][E] == "track1"             # the first aid was used up
    g = _aid(g, "rabbit_root_tea")
    assert vb(g)["relationships"][E] == "track2" and g.score(V) == 3


def test_9_2_9_I_a_aids_to_another_faction_in_between_still_count():
    s = _aid_position("track1", hand=("bake_sale", "a_visit_to_friends", "rabbit_root_tea"))
    s.place(M, "warrior", clearing=5)
    g = v_day(s)
    g = _aid(g, "bake_sale")
    g = _aid_to(g, M, "a_visit_to_friends")
    assert vb(g)["relationships"][M] == "track1"
    g = _aid(g, "rabbit_root_tea")
    assert vb(g)["relationships"][E] == "track2"


def test_8_6_1_officers_lost_during_operations_cut_the_operations_left():
    s = alliance_table()
    s.place(A, "base_fox", clearing=1)
    s.place(A, "warrior", clearing=1)
    s.place(A, "base_mouse", clearing=2)
    s.officers(4)
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 3])
    g = s.start(turn=A, phase="evening")
    g = until(g, A, "operation")
    g.apply("battle:1:marquise")                             # the fox base falls: 4 -> 2 officers
    assert al(g)["officers"] == 2
    assert at(g, A, "operation")
    g.apply("recruit:2")
    assert not at(g, A, "operation")                         # two operations in all


def test_8_5_3_train_with_a_dominance_card_makes_it_available_3_3_3():
    s = alliance_table()
    s.place(A, "base_mouse", clearing=2)
    s.hand(A, ["mouse_dominance"])
    g = s.start(turn=A, phase="daylight")
    g = until(g, A, "daylight_action")
    g.apply("train:mouse_dominance")
    assert al(g)["officers"] == 1
    assert "mouse_dominance" in g.s["available_dominance"]
    assert "mouse_dominance" not in g.s["discard"]


def test_9_5_4_aid_with_a_matching_dominance_card():
    g = v_day(_aid_position(hand=("rabbit_dominance", "fox_dominance")))
    assert "aid:eyrie:rabbit_dominance" in keys(g)
    assert "aid:eyrie:fox_dominance" not in keys(g)
    g = _aid(g, "rabbit_dominance")
    assert card_ids(g, E) == ["rabbit_dominance"]


def test_9_6_4_removed_items_leave_the_game_not_to_the_supply():
    s = vb_table()
    s.vagabond("thief", 5, items=["torch", "boot", "boot", "sword", "sword", "hammer", "crossbow"])
    g = s.start(turn=V, phase="evening")
    before = dict(g.s["items"])
    g.apply("remove_item:crossbow")
    assert g.s["items"] == before
    assert vb(g)["items_removed"] == ["crossbow"]
