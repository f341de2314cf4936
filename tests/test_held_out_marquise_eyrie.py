"""Held-out checks of the Marquise de Cat (Law 6) and the Eyrie Dynasties (Law 7), written from
the Law alone, without reading the factions' own test modules or their rules code. Each test
builds a position with the Scenario API, acts through the public API and checks what happens,
and what the Law forbids (options that must be absent).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; corners 1-3 and 2-4 opposite.
Building slots: 1, 3, 4 have one; 2, 5, 6, 7, 8, 9, 10, 12 two; 11 three; ruins fill one slot
of 6, 10, 11 and 12.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 6-11 7-8 7-12 9-12 10-12 11-12.
Marquise numbers (data/factions.json): building cost by number already placed 0 1 2 3 3 4;
points uncovered: sawmill 0 1 2 3 4 5, workshop 0 2 2 3 4 5, recruiter 0 1 2 3 3 4; draw
bonuses under the 3rd and 5th recruiter. Eyrie: roost points by roosts on the map
0 1 2 3 4 4 5; draw bonuses with 3 and with 6 roosts on the map.
"""
import pytest

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens, to_actions, until

M = "marquise"
E = "eyrie"


def m_day(s):
    """The Marquise's actions (crafting skipped)."""
    g = s.start(turn=M, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (M, "craft"), keys(g)
    return to_actions(g)


def e_day(s):
    """The Eyrie's Daylight after crafting: the first Decree decision."""
    g = s.start(turn=E, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (E, "craft"), keys(g)
    g.apply("done")
    return g


def wood_on_map(g):
    return sum(tokens(g, c, M).count("wood") for c in range(1, 13))


def supply(g, f, piece):
    return g.s["players"][f]["supply"][piece]


def ep(g):
    return g.s["players"][E]


# ===== Law 6: the Marquise de Cat ============================================================

# ----- 6.2.1 crafting with workshops; 4.1 ----------------------------------------------------

def test_6_2_1_marquise_crafts_with_workshops_once_each_and_scores_the_item():
    s = table()
    s.place(M, "workshop", clearing=1)                    # fox
    s.hand(M, ["anvil", "foxfolk_steel", "bird_crossbow"])
    g = s.start(turn=M, phase="daylight")
    assert "craft:anvil" in keys(g) and "craft:bird_crossbow" in keys(g)
    assert "craft:foxfolk_steel" not in keys(g)            # needs two fox workshops
    g.apply("craft:anvil")
    assert g.score(M) == 2                                 # the card's points (3.2.2)
    assert g.s["players"][M]["items"] == ["hammer"]
    assert "craft:bird_crossbow" not in keys(g)            # the fox workshop is used (4.1.1)


def test_6_2_1_sawmills_and_recruiters_are_not_crafting_pieces():
    s = table()
    s.place(M, "sawmill", clearing=1)
    s.place(M, "recruiter", clearing=8)
    s.hand(M, ["anvil"])
    g = s.start(turn=M, phase="daylight")
    assert not prefixed(g, "craft:")


def test_6_5_crafting_comes_before_the_actions():
    s = table()
    s.place(M, "workshop", clearing=1)
    s.place(M, "warrior", clearing=1, count=2)
    s.hand(M, ["anvil"])
    g = m_day(s)                                           # crafting declined
    assert not prefixed(g, "craft:")
    g.apply("march:1-5:1")
    g = until(g, M, "action")
    assert not prefixed(g, "craft:")


# ----- 6.2.2 the Keep ----------------------------------------------------------------------

def test_6_2_2_eyrie_cannot_build_a_roost_in_the_keep_clearing_even_ruling_it():
    s = table()
    s.place(M, "keep", clearing=1)
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=12, count=2)
    s.leader("despot")                                     # viziers on Move and Build
    s.decree("move", [])
    g = e_day(s)
    g.apply("move:12-9:1")                                  # the Move vizier
    g = until(g, E, "decree_build")
    assert g.clearing(1).ruler() == E
    assert "build:1:roost" not in keys(g)
    assert "build:12:roost" in keys(g)


def test_6_2_2_eyrie_may_move_into_the_keep_clearing():
    s = table()
    s.place(M, "keep", clearing=1)
    s.place(E, "warrior", clearing=5, count=2)
    s.leader("commander")                                  # viziers on Move and Battle
    g = e_day(s)
    assert g.decision.kind == "decree_move"
    assert "move:5-1:1" in keys(g)


def test_6_2_2_new_roost_is_not_placed_in_the_keep_clearing():
    s = table()
    s.place(M, "keep", clearing=1)
    for c in range(2, 13):
        if c != 8:
            s.place(M, "warrior", clearing=c)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g = until(g, E, "craft")
    assert buildings(g, 8, E) == ["roost"]                 # 1 and 8 have no warriors; 1 is the keep's
    assert warriors(g, 8, E) == 3
    assert buildings(g, 1, E) == [] and warriors(g, 1, E) == 0


def test_6_2_2_marquise_places_pieces_in_the_keep_clearing():
    s = table()
    s.place(M, "keep", clearing=5)
    s.place(M, "recruiter", clearing=5)
    s.place(M, "warrior", clearing=5)
    g = m_day(s)
    assert "build:5:sawmill" in keys(g)                    # the first sawmill costs no wood
    g.apply("recruit")
    assert warriors(g, 5, M) == 2


# ----- 6.2.3 Field Hospitals -------------------------------------------------------------------

def _hospital(hand, keep=True):
    """The Marquise's two warriors in rabbit clearing 5 fall attacking three Eyrie warriors."""
    s = table()
    if keep:
        s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=3)
    s.hand(M, hand)
    s.dice([3, 2])
    g = m_day(s)
    g.apply("battle:5:eyrie")
    return g


def test_6_2_3_field_hospitals_offers_matching_and_bird_cards_only():
    g = _hospital(["rabbit_ambush", "fox_ambush", "birdy_bindle"])
    assert (g.decision.player, g.decision.kind) == (M, "field_hospitals")
    assert set(keys(g)) == {"decline", "field_hospitals:rabbit_ambush", "field_hospitals:birdy_bindle"}


def test_6_2_3_field_hospitals_returns_all_removed_warriors_to_the_keep():
    g = _hospital(["rabbit_ambush", "fox_ambush"])
    g.apply("field_hospitals:rabbit_ambush")
    assert warriors(g, 1, M) == 2 and warriors(g, 5, M) == 0
    assert supply(g, M, "warrior") == 23                   # not back in the supply
    assert card_ids(g, M) == ["fox_ambush"]
    assert "rabbit_ambush" in g.s["discard"]


def test_6_2_3_declining_field_hospitals_sends_warriors_to_supply():
    g = _hospital(["rabbit_ambush"])
    g.apply("decline")
    assert warriors(g, 1, M) == 0
    assert supply(g, M, "warrior") == 25
    assert card_ids(g, M) == ["rabbit_ambush"]


def test_6_2_3_no_field_hospitals_without_a_matching_card():
    g = _hospital(["fox_ambush", "anvil"])
    assert g.decision.kind != "field_hospitals"
    assert warriors(g, 1, M) == 0 and warriors(g, 5, M) == 0


def test_6_2_3_no_field_hospitals_once_the_keep_is_gone():
    g = _hospital(["rabbit_ambush"], keep=False)
    assert g.decision.kind != "field_hospitals"
    assert warriors(g, 5, M) == 0


def test_6_2_3_field_hospitals_when_defending():
    s = table()
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=7, count=1)
    s.place(E, "warrior", clearing=7, count=3)
    s.hand(M, ["mouse_crossbow"])
    s.leader("commander")                                  # viziers on Move and Battle
    s.dice([2, 1])
    g = e_day(s)
    g.apply("move:7-8:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, M, "field_hospitals")
    assert "field_hospitals:mouse_crossbow" in keys(g)
    g.apply("field_hospitals:mouse_crossbow")
    assert warriors(g, 1, M) == 1 and warriors(g, 7, M) == 0


# ----- 6.4 Birdsong: wood --------------------------------------------------------------------

def test_6_4_one_wood_per_sawmill_in_each_clearing():
    s = table()
    s.place(M, "sawmill", clearing=2, count=2)
    s.place(M, "sawmill", clearing=9)
    s.place(M, "workshop", clearing=9)
    g = s.start(turn=M, phase="birdsong")
    g = until(g, M, "craft")
    assert tokens(g, 2, M) == ["wood", "wood"]
    assert tokens(g, 9, M) == ["wood"]
    assert wood_on_map(g) == 3


def test_6_4_short_wood_supply_places_as_much_as_it_has():
    s = table()
    s.place(M, "sawmill", clearing=2)
    s.place(M, "sawmill", clearing=9)
    s.place(M, "sawmill", clearing=7)
    s.place(M, "wood", clearing=8, count=6)                # two wood left in the supply
    g = s.start(turn=M, phase="birdsong")
    g = until(g, M, "craft")
    assert supply(g, M, "wood") == 0
    assert sum(tokens(g, c, M).count("wood") for c in (2, 7, 9)) == 2
    assert all(tokens(g, c, M).count("wood") <= 1 for c in (2, 7, 9))


# ----- 6.5 Daylight: three actions plus bird cards ------------------------------------------

def _overworker(hand):
    s = table()
    s.place(M, "sawmill", clearing=2)                      # mouse
    s.hand(M, hand)
    return m_day(s)


def test_6_5_three_actions_then_only_bird_cards_buy_more():
    g = _overworker(["mouse_crossbow", "sword", "mouse_root_tea", "investments", "armorers"])
    assert "extra_action:armorers" in keys(g)
    assert not [k for k in prefixed(g, "extra_action:") if k != "extra_action:armorers"]
    for card in ("mouse_crossbow", "sword", "mouse_root_tea"):
        g.apply(f"overwork:2:{card}")
        g = until(g, M, "action")
    assert not prefixed(g, "overwork:")                    # three actions taken
    assert set(keys(g)) == {"end", "extra_action:armorers"}
    g.apply("extra_action:armorers")
    assert "armorers" in g.s["discard"]
    assert "overwork:2:investments" in keys(g)
    g.apply("overwork:2:investments")
    g = until(g, M, "action")
    assert keys(g) == ["end"]


def test_6_5_bird_card_spent_for_an_action_is_not_part_of_an_action():
    g = _overworker(["armorers", "brutal_tactics"])
    g.apply("extra_action:armorers")
    g = until(g, M, "action")
    assert "extra_action:brutal_tactics" in keys(g)        # spending takes no action itself


# ----- 6.5.1 battle ---------------------------------------------------------------------------

def test_6_5_1_battle_where_marquise_warriors_are_only():
    s = table()
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5)
    s.place(E, "warrior", clearing=6)
    s.place(M, "sawmill", clearing=6)                      # a building is not a warrior
    s.dice([2, 1])
    g = m_day(s)
    assert prefixed(g, "battle:") == ["battle:5:eyrie"]
    g.apply("battle:5:eyrie")
    g = until(g, M, "action")
    assert warriors(g, 5, E) == 0
    assert warriors(g, 5, M) == 1


# ----- 6.5.2 march --------------------------------------------------------------------------------

def test_6_5_2_march_is_two_moves_for_one_action():
    s = table()
    s.place(M, "warrior", clearing=1, count=2)
    s.place(M, "recruiter", clearing=8)
    g = m_day(s)
    g.apply("march:1-5:2")
    assert (g.decision.player, g.decision.kind) == (M, "march")
    assert "skip" in keys(g)
    g.apply("move:5-2:2")
    g = until(g, M, "action")
    assert warriors(g, 2, M) == 2 and warriors(g, 1, M) == 0
    assert "recruit" in keys(g)
    g.apply("recruit")
    g = until(g, M, "action")
    assert prefixed(g, "march:")                            # a third action remains


def test_6_5_2_second_move_may_be_skipped():
    s = table()
    s.place(M, "warrior", clearing=1, count=2)
    g = m_day(s)
    g.apply("march:1-5:1")
    g.apply("skip")
    assert (g.decision.player, g.decision.kind) == (M, "action")
    assert warriors(g, 5, M) == 1 and warriors(g, 1, M) == 1


def test_4_2_1_march_needs_rule_of_origin_or_destination():
    s = table()
    s.place(M, "warrior", clearing=6)
    s.place(E, "warrior", clearing=6, count=2)             # the Eyrie rule 6
    s.place(E, "warrior", clearing=11, count=2)
    s.place(M, "sawmill", clearing=3)                      # the Marquise rule 3
    g = m_day(s)
    assert "march:6-3:1" in keys(g)
    assert "march:6-11:1" not in keys(g)
    assert "march:6-2:1" not in keys(g)                    # empty 2 is ruled by no one


# ----- 6.5.3 recruit --------------------------------------------------------------------------

def test_6_5_3_recruit_places_one_warrior_at_each_recruiter():
    s = table()
    s.place(M, "recruiter", clearing=5, count=2)
    s.place(M, "recruiter", clearing=8)
    g = m_day(s)
    g.apply("recruit")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 2 and warriors(g, 8, M) == 1


def test_6_5_3_recruit_only_once_per_turn_even_with_bird_actions():
    s = table()
    s.place(M, "recruiter", clearing=5)
    s.hand(M, ["armorers"])
    g = m_day(s)
    g.apply("recruit")
    g = until(g, M, "action")
    assert "recruit" not in keys(g)
    g.apply("extra_action:armorers")
    g = until(g, M, "action")
    assert "recruit" not in keys(g)


def test_6_5_3_recruit_with_a_short_warrior_supply_places_what_is_left():
    s = table()
    s.place(M, "recruiter", clearing=5)
    s.place(M, "recruiter", clearing=8)
    s.place(M, "recruiter", clearing=9)
    s.place(M, "warrior", clearing=12, count=23)           # two left
    g = m_day(s)
    g.apply("recruit")
    g = until(g, M, "action")
    assert supply(g, M, "warrior") == 0
    assert sum(warriors(g, c, M) for c in (5, 8, 9)) == 2


# ----- 6.5.4 build --------------------------------------------------------------------------

def test_6_5_4_build_only_in_a_clearing_the_marquise_rules():
    s = table()
    s.place(M, "warrior", clearing=5)
    s.place(E, "warrior", clearing=5)                      # a tie: the Eyrie rule (7.2.2)
    s.place(M, "warrior", clearing=8)
    g = m_day(s)
    assert not prefixed(g, "build:5:")
    assert "build:8:sawmill" in keys(g)
    assert not prefixed(g, "build:7:")                     # no pieces: no rule


def test_6_5_4_build_needs_an_open_slot():
    s = table()
    s.place(M, "warrior", clearing=1)
    s.place(M, "recruiter", clearing=1)                    # the one slot of 1
    s.place(M, "warrior", clearing=10)                     # 10: ruin and one open slot
    g = m_day(s)
    assert not prefixed(g, "build:1:")
    assert "build:10:workshop" in keys(g)


def _builder(placed_sawmills, wood_here):
    """Sawmills already on the map in 2, 6 (and 12); the Marquise rule 5 with `wood_here` wood."""
    s = table()
    for c in (2, 6, 12)[:placed_sawmills]:
        s.place(M, "sawmill", clearing=c)
    s.place(M, "warrior", clearing=5)
    if wood_here:
        s.place(M, "wood", clearing=5, count=wood_here)
    return s


def test_6_5_4_build_cost_follows_the_track():
    assert "build:5:sawmill" not in keys(m_day(_builder(3, 2)))     # 4th sawmill costs 3
    assert "build:5:sawmill" in keys(m_day(_builder(3, 3)))
    assert "build:5:sawmill" not in keys(m_day(_builder(2, 1)))     # 3rd costs 2
    assert "build:5:workshop" in keys(m_day(_builder(3, 0)))        # 1st workshop costs 0


def test_6_5_4_build_removes_the_wood_and_scores_the_uncovered_space():
    g = m_day(_builder(3, 3))
    g.apply("build:5:sawmill")
    g = until(g, M, "action")
    assert buildings(g, 5, M) == ["sawmill"]
    assert tokens(g, 5, M) == []
    assert supply(g, M, "wood") == 8
    assert g.score(M) == 3                                 # the 4th sawmill's space


def test_6_5_4_build_scores_each_tracks_points():
    s = table()
    s.place(M, "workshop", clearing=2)
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5, count=1)
    g = m_day(s)
    g.apply("build:5:workshop")                            # 2nd workshop: cost 1, 2 points
    g = until(g, M, "action")
    assert g.score(M) == 2
    s = table()
    s.place(M, "recruiter", clearing=2, count=2)
    s.place(M, "recruiter", clearing=9)
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5, count=3)
    g = m_day(s)
    g.apply("build:5:recruiter")                           # 4th recruiter: cost 3, 3 points
    g = until(g, M, "action")
    assert g.score(M) == 3 and tokens(g, 5, M) == []


def test_6_5_4_wood_comes_from_ruled_clearings_connected_through_ruled_clearings():
    def game(eyrie_in_1):
        s = table()
        s.place(M, "sawmill", clearing=9)                  # one placed: the next costs 1
        s.place(M, "warrior", clearing=5)
        s.place(M, "warrior", clearing=1)
        s.place(M, "wood", clearing=9)
        if eyrie_in_1:
            s.place(E, "warrior", clearing=1)              # a tie: the Eyrie rule 1
        return m_day(s)
    g = game(False)
    assert "build:5:sawmill" in keys(g)                    # 5-1-9, all ruled
    g.apply("build:5:sawmill")
    g = until(g, M, "action")
    assert tokens(g, 9, M) == [] and buildings(g, 5, M) == ["sawmill"]
    assert "build:5:sawmill" not in keys(game(True))       # the chain breaks at 1


def test_6_5_4_wood_in_an_unruled_adjacent_clearing_cannot_pay():
    s = table()
    s.place(M, "sawmill", clearing=9)
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=2)                         # adjacent to 5 but not ruled
    s.place(E, "warrior", clearing=2)
    g = m_day(s)
    assert "build:5:sawmill" not in keys(g)
    assert "build:5:workshop" in keys(g)


def test_6_5_4_no_building_left_on_the_track_cannot_be_built():
    s = table()
    for c in (2, 5, 6, 7, 8):
        s.place(M, "recruiter", clearing=c)
    s.place(M, "recruiter", clearing=9)                    # all six on the map
    s.place(M, "warrior", clearing=12)
    g = m_day(s)
    assert "build:12:recruiter" not in keys(g)
    assert "build:12:sawmill" in keys(g)


# ----- 6.5.5 overwork -------------------------------------------------------------------------

def test_6_5_5_overwork_spends_a_matching_card_for_wood_at_a_sawmill():
    s = table()
    s.place(M, "sawmill", clearing=2)                      # mouse
    s.place(M, "workshop", clearing=9)                     # mouse, no sawmill
    s.hand(M, ["sword", "anvil", "armorers"])
    g = m_day(s)
    assert set(prefixed(g, "overwork:")) == {"overwork:2:sword", "overwork:2:armorers"}
    g.apply("overwork:2:sword")
    g = until(g, M, "action")
    assert tokens(g, 2, M) == ["wood"]
    assert "sword" in g.s["discard"] and card_ids(g, M) == ["anvil", "armorers"]


# ----- 6.6 Evening ------------------------------------------------------------------------------

def _evening(recruiters, hand):
    s = table()
    for c in (2, 5, 6, 7, 8, 9)[:recruiters]:
        s.place(M, "recruiter", clearing=c)
    s.hand(M, hand)
    g = s.start(turn=M, phase="evening")
    return until(g, E, "add_to_decree") if len(hand) < 4 else g


@pytest.mark.parametrize("recruiters, drawn", [(0, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_6_6_draw_one_plus_one_per_uncovered_recruiter_bonus(recruiters, drawn):
    s = table()
    for c in (2, 5, 6, 7, 8, 9)[:recruiters]:
        s.place(M, "recruiter", clearing=c)
    s.hand(E, ["anvil"])
    g = s.start(turn=M, phase="evening")
    g = until(g, E, "add_to_decree")
    assert len(card_ids(g, M)) == drawn


def test_6_6_hand_over_five_is_discarded_down_by_choice():
    s = table()
    s.hand(M, ["anvil", "sword", "armorers", "sappers", "cobbler"])
    s.hand(E, ["bake_sale"])
    s.draws(["fox_ambush"])
    g = s.start(turn=M, phase="evening")
    g = until(g, M, "discard")
    assert len(card_ids(g, M)) == 6
    assert any("fox_ambush" in k for k in keys(g)) and any("anvil" in k for k in keys(g))
    g.apply(next(k for k in keys(g) if k.endswith("fox_ambush")))
    g = until(g, E, "add_to_decree")
    assert sorted(card_ids(g, M)) == ["anvil", "armorers", "cobbler", "sappers", "sword"]


# ===== Law 7: the Eyrie Dynasties ============================================================

# ----- 7.2.1 crafting with roosts, 7.2.3 Disdain for Trade, 7.8.1 the Builder ----------------

def _crafter(leader):
    s = table()
    s.leader(leader)
    s.place(E, "roost", clearing=1)                        # fox
    s.place(E, "roost", clearing=8)                        # fox
    s.place(E, "warrior", clearing=1, count=2)
    s.hand(E, ["anvil", "armorers", "sword"])
    return s.start(turn=E, phase="daylight")


def test_7_2_1_eyrie_craft_with_roosts_before_the_decree():
    g = _crafter("despot")
    assert g.decision.kind == "craft"
    assert {"craft:anvil", "craft:armorers", "craft:sword"} <= set(keys(g))   # sword: fox fox
    g.apply("craft:armorers")
    g.apply("craft:anvil")
    assert "craft:sword" not in keys(g)                    # both roosts used
    g.apply("done")
    assert g.decision.kind.startswith("decree_") or g.decision.kind == "resolve_decree"
    assert not prefixed(g, "craft:")


@pytest.mark.parametrize("leader", ["despot", "commander", "charismatic"])
def test_7_2_3_disdain_for_trade_scores_one_point_per_item(leader):
    g = _crafter(leader)
    g.apply("craft:sword")                                 # a 2-point item
    assert g.score(E) == 1
    assert g.s["players"][E]["items"] == ["sword"]


def test_7_8_1_builder_ignores_disdain_for_trade():
    g = _crafter("builder")
    g.apply("craft:sword")
    assert g.score(E) == 2


def test_7_2_3_disdain_for_trade_does_not_touch_persistent_effects():
    g = _crafter("despot")
    g.apply("craft:armorers")
    assert g.score(E) == 0
    assert [c.id if hasattr(c, "id") else c for c in g.s["players"][E]["crafted"]] == ["armorers"]


# ----- 7.2.2 Lords of the Forest -------------------------------------------------------------

def test_7_2_2_eyrie_rule_ties_where_they_have_a_piece():
    s = table()
    s.place(E, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "roost", clearing=6)
    s.place(M, "warrior", clearing=6)
    s.place(M, "warrior", clearing=7, count=2)
    s.place(E, "warrior", clearing=7)
    g = s.start(turn=E, phase="daylight")
    assert g.clearing(5).ruler() == E
    assert g.clearing(6).ruler() == E                      # a building counts for rule
    assert g.clearing(7).ruler() == M
    assert g.clearing(8).ruler() is None                   # no pieces at all


def test_7_2_2_eyrie_move_out_of_a_tied_clearing():
    s = table()
    s.leader("commander")                                  # the Move vizier
    s.place(E, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=2, count=3)
    g = e_day(s)
    assert "move:5-2:1" in keys(g)                         # origin ruled by the tie


# ----- 7.4 Birdsong ----------------------------------------------------------------------------

def test_7_4_1_emergency_orders_draw_a_card_with_an_empty_hand():
    s = table()
    s.place(E, "roost", clearing=3)
    s.draws(["fox_root_tea"])
    g = s.start(turn=E, phase="birdsong")
    assert (g.decision.player, g.decision.kind) == (E, "add_to_decree")
    assert card_ids(g, E) == ["fox_root_tea"]
    assert "decree:move:fox_root_tea" in keys(g)


def test_7_4_1_no_emergency_draw_with_cards_in_hand():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil"])
    s.draws(["fox_root_tea"])
    g = s.start(turn=E, phase="birdsong")
    assert card_ids(g, E) == ["anvil"]


def test_7_4_2_at_least_one_card_must_be_added():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil", "sword"])
    g = s.start(turn=E, phase="birdsong")
    assert "done" not in keys(g)
    assert {f"decree:{col}:anvil" for col in ("recruit", "move", "battle", "build")} <= set(keys(g))
    g.apply("decree:battle:anvil")
    assert "done" in keys(g)                               # the second is optional
    g.apply("decree:battle:sword")
    assert g.decision.kind != "add_to_decree"              # no third card
    assert ep(g)["decree"]["battle"] == ["anvil", "sword"]
    assert card_ids(g, E) == []


def test_7_4_2_only_one_bird_card_may_be_added():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["armorers", "sappers", "anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:recruit:armorers")
    assert not [k for k in keys(g) if "sappers" in k]
    assert "decree:move:anvil" in keys(g)


def test_7_4_2_a_bird_card_may_follow_a_non_bird_card():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["armorers", "anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:recruit:anvil")
    assert "decree:build:armorers" in keys(g)


def test_7_4_3_new_roost_and_three_warriors_where_fewest_warriors():
    s = table()
    for c in range(1, 13):
        if c not in (4, 9):
            s.place(M, "warrior", clearing=c, count=2)
    s.place(M, "warrior", clearing=9)                      # 4 has none
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:move:anvil")                           # 7.4.2 comes first
    g = until(g, E, "craft")
    assert buildings(g, 4, E) == ["roost"] and warriors(g, 4, E) == 3
    assert supply(g, E, "roost") == 6 and supply(g, E, "warrior") == 17


def test_7_4_3_new_roost_skips_a_clearing_without_an_open_slot():
    s = table()
    for c in range(1, 13):
        if c not in (4, 9):
            s.place(M, "warrior", clearing=c, count=2)
    s.place(M, "sawmill", clearing=4)                      # 4: no warriors but no slot
    s.place(M, "warrior", clearing=9)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:move:anvil")                           # 7.4.2 comes first
    g = until(g, E, "craft")
    assert buildings(g, 4, E) == []
    assert buildings(g, 9, E) == ["roost"] and warriors(g, 9, E) == 3


def test_7_4_3_no_new_roost_while_one_is_on_the_map():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:move:anvil")
    g = until(g, E, "craft")
    assert supply(g, E, "roost") == 6
    assert sum(warriors(g, c, E) for c in range(1, 13)) == 0


# ----- 7.5.2 resolving the Decree ---------------------------------------------------------

def test_7_5_2_columns_resolve_left_to_right():
    s = table()
    s.leader("builder")                                    # viziers on Recruit and Move
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3)
    g = e_day(s)
    assert g.decision.kind == "decree_recruit"
    g.apply("recruit:3")
    assert g.decision.kind == "decree_move"


def test_7_5_2_cards_of_a_column_in_any_order():
    s = table()
    s.leader("builder")
    s.place(E, "roost", clearing=3)                        # rabbit
    s.place(E, "roost", clearing=2)                        # mouse
    s.decree("recruit", ["sword"])                         # mouse card
    g = e_day(s)
    assert set(keys(g)) == {"resolve:recruit:bird", "resolve:recruit:mouse"}
    g.apply("resolve:recruit:mouse")
    assert keys(g) == ["recruit:2"]
    g.apply("recruit:2")
    assert keys(g) == ["recruit:2", "recruit:3"]           # the vizier: any roost
    g.apply("recruit:3")
    assert warriors(g, 2, E) == 1 and warriors(g, 3, E) == 1


def test_7_5_2_i_recruit_only_at_a_roost_of_the_card_suit():
    s = table()
    s.leader("despot")                                     # nothing on Recruit
    s.place(E, "roost", clearing=1)                        # fox
    s.place(E, "roost", clearing=3)                        # rabbit
    s.place(E, "roost", clearing=2)                        # mouse
    s.place(E, "warrior", clearing=5, count=3)
    s.decree("recruit", ["bake_sale"])                     # rabbit
    g = e_day(s)
    assert keys(g) == ["recruit:3"]


def test_7_5_2_ii_move_only_from_a_clearing_of_the_card_suit():
    s = table()
    s.leader("charismatic")                                # viziers on Recruit and Battle
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=1, count=2)             # fox
    s.place(E, "warrior", clearing=5, count=2)             # rabbit
    s.decree("move", ["bake_sale"])                        # rabbit
    s.decree("battle", [])
    g = e_day(s)
    g.apply("recruit:3")                                   # the vizier (Charismatic: two)
    g = until(g, E, "decree_move")
    origins = {k.split(":")[1].split("-")[0] for k in prefixed(g, "move:")}
    assert origins == {"3", "5"}                           # rabbit clearings only
    assert "move:3-6:2" in keys(g)                         # any number, at least one


def test_7_5_2_iii_battle_only_in_a_clearing_of_the_card_suit():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3)
    s.place(E, "warrior", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=2)
    s.place(M, "warrior", clearing=2)
    s.decree("battle", ["anvil"])                          # fox
    s.hand(M, ["birdy_bindle"])
    g = e_day(s)
    g.apply("move:3-7:1")                                  # the vizier
    g = until(g, E, "decree_battle")
    assert keys(g) == ["battle:1:marquise"]


def test_7_5_2_iv_build_a_roost_where_ruled_matching_and_no_roost():
    s = table()
    s.leader("commander")                                  # nothing on Build
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3, count=2)
    s.place(E, "warrior", clearing=5, count=1)             # rabbit, ruled
    s.place(E, "warrior", clearing=10)                     # rabbit, tied: ruled
    s.place(M, "warrior", clearing=10)
    s.place(E, "warrior", clearing=4)                      # rabbit, not ruled
    s.place(M, "warrior", clearing=4, count=2)
    s.place(E, "warrior", clearing=9, count=3)             # mouse
    s.decree("build", ["bake_sale"])
    s.dice([0, 0])
    g = e_day(s)
    g.apply("move:9-12:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:10:marquise")                          # the Battle vizier: the extra hit only
    g = until(g, E, "decree_build")
    assert set(keys(g)) == {"build:5:roost", "build:10:roost"}
    g.apply("build:5:roost")
    assert buildings(g, 5, E) == ["roost"]
    assert supply(g, E, "roost") == 5


def test_7_5_2_bird_card_matches_any_clearing():
    s = table()
    s.leader("despot")                                     # Build vizier
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3)
    s.place(E, "warrior", clearing=1)
    s.place(E, "warrior", clearing=2)
    g = e_day(s)
    g.apply("move:3-7:1")
    g = until(g, E, "decree_build")
    assert {"build:1:roost", "build:2:roost", "build:7:roost"} <= set(keys(g))
    assert "build:3:roost" not in keys(g)                  # already a roost


def test_7_5_2_decree_battle_may_target_any_enemy():
    s = table(("marquise", "eyrie", "alliance"))
    s.leader("commander")
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "roost", clearing=3)
    s.place(M, "warrior", clearing=5)
    s.place(E, "warrior", clearing=5, count=2)
    s.place("alliance", "warrior", clearing=5)
    g = e_day(s)
    g.apply("move:1-9:1")
    g = until(g, E, "decree_battle")
    assert {"battle:5:marquise", "battle:5:alliance"} <= set(keys(g))


# ----- 7.7 Turmoil ---------------------------------------------------------------------------

def _turmoil(leader="builder", deposed=(), score=6, extra=None):
    """A fox recruit with no fox roost: the Eyrie fall into turmoil."""
    s = table()
    s.leader(leader, deposed=list(deposed))
    s.score(E, score)
    s.place(E, "roost", clearing=3)
    s.place(E, "roost", clearing=5)
    s.place(E, "warrior", clearing=3, count=2)
    s.decree("recruit", ["anvil"])                         # fox
    s.decree("move", ["armorers"])
    s.decree("build", extra or ["mouse_dominance"])
    return s


def _fail_fox_recruit(g):
    """Take the fox recruit (first, when a vizier shares the column): turmoil, new leader asked."""
    if g.decision.kind == "resolve_decree":
        g.apply("resolve:recruit:fox")
    assert (g.decision.player, g.decision.kind) == (E, "leader"), keys(g)
    return g


def test_7_7_failing_an_action_brings_turmoil_humiliation_per_bird_card():
    g = e_day(_turmoil())
    # builder: viziers on Recruit and Move; armorers a bird on Move; dominance is mouse
    g = _fail_fox_recruit(g)
    assert g.score(E) == 6 - 3                             # two viziers and the armorers


def test_7_7_2_purge_discards_the_decree_but_the_viziers():
    g = e_day(_turmoil())
    g = _fail_fox_recruit(g)
    assert {"anvil", "armorers"} <= set(g.s["discard"])
    assert "mouse_dominance" in g.s["available_dominance"]  # a dominance card stays available (3.3.3)
    assert "mouse_dominance" not in g.s["discard"]
    g.apply("leader:despot")
    d = ep(g)["decree"]
    assert d == {"recruit": [], "move": ["loyal_vizier"], "battle": [], "build": ["loyal_vizier"]}


def test_7_7_3_depose_the_leader_and_choose_among_face_up_ones():
    g = e_day(_turmoil(leader="charismatic", deposed=["commander"]))
    g = _fail_fox_recruit(g)
    assert set(keys(g)) == {"leader:builder", "leader:despot"}
    g.apply("leader:builder")
    assert ep(g)["leader"] == "builder"
    assert ep(g)["leaders"]["charismatic"] == "down"
    assert ep(g)["leaders"]["commander"] == "down"


def test_7_7_3_i_a_new_clutch_when_no_leader_is_face_up():
    g = e_day(_turmoil(leader="despot", deposed=["builder", "charismatic", "commander"]))
    g = _fail_fox_recruit(g)
    assert set(keys(g)) == {"leader:builder", "leader:charismatic", "leader:commander",
                            "leader:despot"}


@pytest.mark.parametrize("leader, columns", [
    ("builder", ("recruit", "move")), ("charismatic", ("recruit", "battle")),
    ("commander", ("move", "battle")), ("despot", ("move", "build"))])
def test_7_7_3_new_leader_tucks_viziers_where_it_lists(leader, columns):
    deposed = "despot" if leader != "despot" else "builder"
    g = e_day(_turmoil(leader=deposed))
    g = _fail_fox_recruit(g)
    g.apply(f"leader:{leader}")
    assert {col for col, cards in ep(g)["decree"].items() if cards} == set(columns)
    assert all(cards in ([], ["loyal_vizier"]) for cards in ep(g)["decree"].values())


def test_7_7_4_turmoil_ends_daylight_and_evening_scores():
    s = _turmoil(score=6)
    s.hand(E, ["sword"])
    g = e_day(s)
    g = _fail_fox_recruit(g)
    g.apply("leader:despot")
    g = until(g, M, "craft")
    # humiliated to 3; Evening with two roosts on the map scores 1; no warrior was recruited
    assert g.score(E) == 3 + 1
    assert warriors(g, 3, E) == 2 and warriors(g, 5, E) == 0
    assert len(card_ids(g, E)) == 2                         # Evening drew one


def test_7_7_turmoil_when_the_warrior_supply_is_empty():
    s = table()
    s.leader("builder")
    s.score(E, 4)
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3, count=20)
    g = e_day(s)
    g = until(g, E, "leader")
    assert g.score(E) == 4 - 2


def test_7_7_turmoil_when_a_move_cannot_be_made():
    s = table()
    s.leader("commander")                                  # Move then Battle
    s.score(E, 5)
    s.place(E, "roost", clearing=3)                        # a roost, no warriors anywhere
    g = e_day(s)
    assert g.decision.kind == "leader"
    assert g.score(E) == 5 - 2


# ----- 7.6 Evening -------------------------------------------------------------------------

@pytest.mark.parametrize("roosts, points, drawn", [
    (1, 0, 1), (2, 1, 1), (3, 2, 2), (4, 3, 2), (5, 4, 2), (6, 4, 3), (7, 5, 3)])
def test_7_6_roost_points_and_draw_bonuses(roosts, points, drawn):
    s = table()
    for c in (1, 2, 3, 4, 5, 6, 7)[:roosts]:
        s.place(E, "roost", clearing=c)
    g = s.start(turn=E, phase="evening")
    g = until(g, M, "craft")
    assert g.score(E) == points
    assert len(card_ids(g, E)) == drawn


def test_7_6_2_hand_over_five_is_discarded_down():
    s = table()
    s.place(E, "roost", clearing=1)
    s.hand(E, ["anvil", "sword", "armorers", "sappers", "cobbler"])
    s.draws(["fox_ambush"])
    g = s.start(turn=E, phase="evening")
    g = until(g, E, "discard")
    g.apply(next(k for k in keys(g) if k.endswith("sword")))
    g = until(g, M, "craft")
    assert sorted(card_ids(g, E)) == ["anvil", "armorers", "cobbler", "fox_ambush", "sappers"]


# ----- 7.8 leaders --------------------------------------------------------------------------

@pytest.mark.parametrize("leader, columns", [
    ("builder", ("recruit", "move")), ("charismatic", ("recruit", "battle")),
    ("commander", ("move", "battle")), ("despot", ("move", "build"))])
def test_7_8_viziers_begin_where_the_leader_lists(leader, columns):
    s = table()
    s.leader(leader)
    g = s.start(turn=M, phase="birdsong")
    d = ep(g)["decree"]
    assert {col for col, cards in d.items() if cards} == set(columns)
    assert all(cards in ([], ["loyal_vizier"]) for cards in d.values())


def test_7_8_2_charismatic_recruits_two_warriors():
    s = table()
    s.leader("charismatic")
    s.place(E, "roost", clearing=3)
    s.place(E, "roost", clearing=5)
    s.decree("recruit", ["bake_sale"])
    s.place(M, "warrior", clearing=7)
    g = e_day(s)
    while g.decision.kind in ("resolve_decree", "decree_recruit"):
        g.apply(keys(g)[-1] if g.decision.kind == "decree_recruit" else keys(g)[0])
    assert warriors(g, 3, E) + warriors(g, 5, E) == 4      # two cards, two warriors each


def _commander_battle(attacking_leader, dice):
    s = table()
    s.leader(attacking_leader)
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=3)
    s.place(M, "warrior", clearing=7, count=3)
    s.dice(dice)
    g = e_day(s)
    g.apply(next(k for k in keys(g) if k.startswith("move:7-8:1")))
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    return g


def test_7_8_3_commander_deals_an_extra_hit_attacking():
    g = _commander_battle("commander", [1, 0])
    g = until(g, M, "craft")
    assert warriors(g, 7, M) == 1                          # one rolled hit plus one


def test_7_8_3_without_the_commander_no_extra_hit():
    s = table()
    s.leader("charismatic")                                # Recruit and Battle
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=2)
    s.place(M, "warrior", clearing=7, count=3)
    s.dice([1, 0])
    g = e_day(s)
    g.apply("recruit:3")
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, M, "craft")
    assert warriors(g, 7, M) == 2


def test_7_8_3_commander_gets_no_extra_hit_defending():
    s = table()
    s.leader("commander")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=5, count=3)
    s.place(M, "warrior", clearing=5, count=3)
    s.dice([2, 1])
    g = m_day(s)
    g.apply("battle:5:eyrie")
    g = until(g, M, "action")
    assert warriors(g, 5, M) == 2 and warriors(g, 5, E) == 1


def test_7_8_4_despot_scores_one_extra_for_removing_buildings_in_battle():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=3)
    s.place(M, "sawmill", clearing=7)
    s.place(M, "workshop", clearing=7)
    s.dice([2, 0])
    s.decree("battle", ["sword"])                          # mouse: clearing 7
    g = e_day(s)
    g.apply("move:7-12:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, E, "decree_build")
    # 2 hits, the Marquise defenceless: 3 hits, both buildings gone: 2 + 1 extra once
    assert buildings(g, 7, M) == []
    assert g.score(E) == 3


def test_7_8_4_despot_scores_nothing_extra_for_warriors_only():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=3)
    s.place(M, "warrior", clearing=7, count=2)
    s.place(M, "sawmill", clearing=8)
    s.dice([2, 0])
    s.decree("battle", ["sword"])                          # mouse: clearing 7
    g = e_day(s)
    g.apply("move:7-12:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, E, "decree_build")
    assert warriors(g, 7, M) == 0
    assert g.score(E) == 0


# ===== setup (Law 6.3, 7.3) ===================================================================

def _set_up(keep=1, buildings_at=("start:recruiter:1", "start:sawmill:5", "start:workshop:5"),
            factions=("marquise", "eyrie")):
    from root_widget import Game
    g = Game.new(list(factions), seed=3)
    assert (g.decision.player, g.decision.kind) == (M, "keep")
    assert set(keys(g)) == {"keep:1", "keep:2", "keep:3", "keep:4"}    # any corner (6.3.2)
    g.apply(f"keep:{keep}")
    for k in buildings_at:
        assert g.decision.kind == "starting_building", keys(g)
        assert k in keys(g), (k, keys(g))
        g.apply(k)
    return g


def test_6_3_3_garrison_every_clearing_but_the_opposite_corner():
    g = _set_up()
    assert [c for c in range(1, 13) if warriors(g, c, M) != 1] == [3]
    assert supply(g, M, "warrior") == 25 - 11              # 6.3.1
    assert tokens(g, 1, M) == ["keep"]


def test_6_3_4_starting_buildings_in_the_keep_clearing_or_adjacent_ones():
    from root_widget import Game
    g = Game.new([M, E], seed=3)
    g.apply("keep:1")
    where = {k.rsplit(":", 1)[1] for k in keys(g)}
    assert where == {"1", "5", "9", "10"}                  # 1 and its neighbours
    assert {k.split(":")[1] for k in keys(g)} == {"sawmill", "workshop", "recruiter"}
    g.apply("start:recruiter:1")                           # 1 has a single slot
    assert not [k for k in keys(g) if k.endswith(":1")]
    assert not prefixed(g, "start:recruiter:")             # one of each


def test_6_3_5_tracks_keep_five_of_each_building():
    g = _set_up()
    assert [supply(g, M, b) for b in ("sawmill", "workshop", "recruiter")] == [5, 5, 5]


def test_7_3_2_eyrie_start_in_the_corner_opposite_the_keep():
    g = _set_up(keep=2, buildings_at=("start:recruiter:2", "start:sawmill:5", "start:workshop:5"))
    assert g.decision.player == E and g.decision.kind == "leader"
    assert buildings(g, 4, E) == ["roost"] and warriors(g, 4, E) == 6
    assert supply(g, E, "warrior") == 14                   # 20 - 6 (7.3.1)


@pytest.mark.parametrize("leader, columns", [
    ("builder", ("recruit", "move")), ("despot", ("move", "build"))])
def test_7_3_3_choose_a_leader_and_tuck_its_viziers(leader, columns):
    g = _set_up()
    assert set(keys(g)) == {"leader:builder", "leader:charismatic", "leader:commander",
                            "leader:despot"}
    g.apply(f"leader:{leader}")
    assert ep(g)["leader"] == leader
    assert {col for col, cards in ep(g)["decree"].items() if cards} == set(columns)
    assert [st for n, st in sorted(ep(g)["leaders"].items()) if n != leader] == ["up"] * 3


# ===== more corners of Law 6 ===================================================================

def test_2_5_the_keep_token_does_not_count_for_rule():
    s = table()
    s.place(M, "keep", clearing=1)
    s.place(E, "warrior", clearing=1)
    g = s.start(turn=M, phase="daylight")
    assert g.clearing(1).ruler() == E


def test_6_5_4_buildings_alone_give_rule_to_build():
    s = table()
    s.place(M, "sawmill", clearing=2)                      # no warriors in 2
    s.place(M, "wood", clearing=2)
    g = m_day(s)
    assert "build:2:workshop" in keys(g)
    assert "build:2:sawmill" in keys(g)                    # the 2nd sawmill costs the one wood


def test_6_5_4_wood_from_several_clearings_pays_one_building():
    s = table()
    s.place(M, "sawmill", clearing=9)
    s.place(M, "sawmill", clearing=2)
    s.place(M, "warrior", clearing=5)
    s.place(M, "warrior", clearing=1)
    s.place(M, "wood", clearing=1)
    s.place(M, "wood", clearing=9)
    g = m_day(s)
    assert "build:5:sawmill" in keys(g)                    # 1 + 1 from 1 and 9 (and 2 is ruled too)
    g.apply("build:5:sawmill")
    g = until(g, M, "action")
    assert tokens(g, 1, M) == [] and tokens(g, 9, M) == []
    assert g.score(M) == 2                                 # the 3rd sawmill's space


def test_3_2_1_the_keep_is_a_token_removed_in_battle_for_a_point():
    s = table()
    s.leader("despot")
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=5)
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "roost", clearing=3)
    s.decree("battle", ["anvil"])                          # fox: clearing 1
    s.hand(M, ["rabbit_ambush"])
    s.dice([1, 0])
    g = e_day(s)
    g.apply("move:1-9:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:1:marquise")
    g = until(g, E, "decree_build")
    assert tokens(g, 1, M) == []                           # defenceless: 1 + 1 hits
    assert g.score(E) == 2                                 # 1 for the token, 1 Despot


def test_6_2_3_field_hospitals_after_an_ambush_removes_the_attackers():
    s = table()
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5)
    s.hand(E, ["rabbit_ambush"])
    s.hand(M, ["bake_sale"])
    g = m_day(s)
    g.apply("battle:5:eyrie")
    g = until(g, E, "ambush")
    g.apply(next(k for k in keys(g) if "rabbit_ambush" in k))
    g = until(g, M, "field_hospitals")
    g.apply("field_hospitals:bake_sale")
    assert warriors(g, 1, M) == 2 and warriors(g, 5, M) == 0


def test_6_2_3_field_hospitals_in_the_keep_clearing_itself():
    s = table()
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=3)
    s.hand(M, ["anvil"])
    s.dice([2, 1])
    g = m_day(s)
    g.apply("battle:1:eyrie")
    g = until(g, M, "field_hospitals")
    g.apply("field_hospitals:anvil")
    assert warriors(g, 1, M) == 1


def test_6_6_five_cards_are_kept_without_discarding():
    s = table()
    s.hand(M, ["anvil", "sword", "armorers", "sappers"])
    s.hand(E, ["bake_sale"])
    g = s.start(turn=M, phase="evening")
    g = until(g, E, "add_to_decree")
    assert len(card_ids(g, M)) == 5


def test_6_5_march_then_battle_then_build_is_three_actions():
    s = table()
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=5)
    s.dice([3, 0])
    g = m_day(s)
    g.apply("march:1-5:3")
    g.apply("skip")
    g.apply("battle:5:eyrie")
    g = until(g, M, "action")
    assert "build:5:sawmill" in keys(g)
    g.apply("build:5:sawmill")
    g = until(g, M, "action")
    assert keys(g) == ["end"]


# ===== more corners of Law 7 ==================================================================

def test_7_5_2_ii_a_move_needs_rule_or_the_eyrie_fall_into_turmoil():
    s = table()
    s.leader("commander")
    s.score(E, 5)
    s.place(E, "roost", clearing=3)
    s.place(M, "warrior", clearing=3, count=3)             # the Marquise rule 3
    s.place(M, "warrior", clearing=6, count=2)
    s.place(M, "warrior", clearing=7, count=2)
    s.place(M, "warrior", clearing=11, count=2)
    s.place(E, "warrior", clearing=3)
    g = e_day(s)
    assert g.decision.kind == "leader"                     # no legal move
    assert g.score(E) == 3


def test_7_5_2_iii_no_enemy_to_battle_means_turmoil():
    s = table()
    s.leader("charismatic")                                # Recruit, Battle
    s.score(E, 5)
    s.place(E, "roost", clearing=3)
    s.place(M, "warrior", clearing=9)                      # no Eyrie warrior there
    g = e_day(s)
    g.apply("recruit:3")
    g = until(g, E, "leader")
    assert warriors(g, 3, E) == 2                          # the recruit stays done
    assert g.score(E) == 3


def test_7_5_2_iv_no_roost_left_means_turmoil():
    s = table()
    s.leader("despot")                                     # Move, Build
    s.score(E, 5)
    for c in (1, 2, 3, 4, 5, 6, 7):
        s.place(E, "roost", clearing=c)
    s.place(E, "warrior", clearing=8, count=2)
    g = e_day(s)
    g.apply("move:8-7:1")
    g = until(g, E, "leader")
    assert g.score(E) == 3


def test_7_5_2_iv_no_roost_where_no_slot_is_open():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=1)
    s.place(M, "sawmill", clearing=1)                      # 1's only slot; the Eyrie tie it
    s.place(E, "warrior", clearing=8, count=2)
    g = e_day(s)
    g.apply("move:8-7:1")
    g = until(g, E, "decree_build")
    assert g.clearing(1).ruler() == E
    assert "build:1:roost" not in keys(g)
    assert {"build:7:roost", "build:8:roost"} <= set(keys(g))


def test_7_5_2_decree_cards_added_this_turn_resolve_this_turn():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3, count=2)
    s.hand(E, ["bake_sale"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:recruit:bake_sale")
    g.apply("done")
    g = until(g, E, "decree_recruit")
    assert keys(g) == ["recruit:3"]


def test_7_7_1_humiliation_counts_bird_cards_in_every_column():
    s = table()
    s.leader("builder")                                    # Recruit, Move viziers
    s.score(E, 9)
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3)
    s.decree("battle", ["armorers", "anvil"])              # bird, fox
    s.decree("build", ["bird_ambush"])                     # bird
    g = e_day(s)
    while g.decision.kind != "leader":
        g.apply(keys(g)[0])
    assert g.score(E) == 9 - 4
    assert ep(g)["decree"]["build"] == [] or ep(g)["decree"]["build"] == ["loyal_vizier"]


def test_7_8_3_commander_extra_hit_is_not_limited_by_warriors():
    s = table()
    s.leader("commander")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=2)
    s.place(M, "warrior", clearing=7, count=3)
    s.dice([3, 0])
    g = e_day(s)
    g.apply("move:7-3:1")                                  # one Eyrie warrior stays
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, M, "craft")
    assert warriors(g, 7, M) == 1                          # one rolled hit (one warrior) + one


def test_7_8_4_despot_scores_extra_when_defending_too():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=9, count=3)
    s.place(M, "warrior", clearing=9)
    s.place(M, "sawmill", clearing=9)
    s.dice([2, 2])
    g = m_day(s)
    g.apply("battle:9:eyrie")
    g = until(g, M, "action")
    assert buildings(g, 9, M) == [] and warriors(g, 9, M) == 0
    assert g.score(E) == 2                                 # the sawmill: 1, Despot: 1


def test_7_8_4_despot_scores_extra_for_a_token():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=2)
    s.place(M, "wood", clearing=7, count=2)
    s.decree("battle", ["sword"])
    s.dice([1, 0])
    g = e_day(s)
    g.apply("move:7-8:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, E, "decree_build")
    assert tokens(g, 7, M) == []                           # 1 rolled + 1 defenceless
    assert g.score(E) == 2 + 1                             # two tokens, one extra


def test_7_2_2_lords_of_the_forest_need_an_eyrie_piece():
    s = table(("marquise", "eyrie", "alliance"))
    s.place(M, "warrior", clearing=5)
    s.place("alliance", "warrior", clearing=5)
    g = s.start(turn=M, phase="daylight")
    assert g.clearing(5).ruler() is None


def test_7_4_2_added_cards_leave_the_hand():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["anvil", "armorers", "sword"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:build:armorers")
    g.apply("decree:move:anvil")
    assert card_ids(g, E) == ["sword"]
    assert ep(g)["decree"]["build"] == ["armorers"]


def test_6_2_2_alliance_cannot_spread_sympathy_into_the_keep_clearing():
    s = table(("marquise", "eyrie", "alliance"))
    s.place(M, "keep", clearing=1)                         # fox, next to 5
    s.place("alliance", "sympathy", clearing=5)
    s.supporters(["anvil", "sword", "fox_ambush", "foxfolk_steel"])
    g = s.start(turn="alliance", phase="birdsong")
    g = until(g, "alliance", "spread")
    assert "spread:2" in keys(g)
    assert "spread:1" not in keys(g)


def test_7_4_3_the_eyrie_choose_among_clearings_tied_for_fewest_warriors():
    s = table()
    for c in range(1, 13):
        if c not in (4, 8):
            s.place(M, "warrior", clearing=c)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:move:anvil")
    assert (g.decision.player, g.decision.kind) == (E, "new_roost")
    assert set(keys(g)) == {"roost:4", "roost:8"}
    g.apply("roost:8")
    assert buildings(g, 8, E) == ["roost"] and warriors(g, 8, E) == 3


def test_7_7_charismatic_short_of_a_second_warrior_falls_into_turmoil():
    s = table()
    s.leader("charismatic")
    s.score(E, 5)
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=3, count=19)            # one left in the supply
    g = e_day(s)
    g = until(g, E, "leader")                              # two could not be placed (7.7: any reason)
    assert g.score(E) == 3


def test_7_2_2_marquise_cannot_march_out_of_a_clearing_tied_with_the_eyrie():
    s = table()
    s.place(M, "warrior", clearing=5, count=2)
    s.place(E, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=2)
    g = m_day(s)
    assert "march:5-1:1" not in keys(g)                    # the Eyrie rule 5; nobody rules 1
    assert "march:5-2:1" in keys(g)                        # the Marquise rule 2


def test_7_4_2_with_only_bird_cards_one_card_is_added():
    s = table()
    s.place(E, "roost", clearing=3)
    s.hand(E, ["armorers", "sappers"])
    g = s.start(turn=E, phase="birdsong")
    assert "done" not in keys(g)
    g.apply("decree:move:armorers")
    assert not [k for k in keys(g) if k.startswith("decree:")]
    assert card_ids(g, E) == ["sappers"]


def test_7_6_1_no_roost_on_the_map_scores_nothing():
    s = table()
    s.score(E, 3)
    s.place(E, "warrior", clearing=3)
    g = s.start(turn=E, phase="evening")
    g = until(g, M, "craft")
    assert g.score(E) == 3


def test_1_5_4_no_field_hospitals_when_the_keep_falls_with_the_warriors():
    s = table()
    s.leader("commander")
    s.place(M, "keep", clearing=1)
    s.place(M, "warrior", clearing=1)
    s.place(E, "warrior", clearing=1, count=3)
    s.place(E, "roost", clearing=3)
    s.hand(M, ["anvil"])
    s.dice([3, 0])
    g = e_day(s)
    g.apply("move:1-9:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:1:marquise")
    # two rolled hits and the Commander's: the warrior and the keep go together, so there is
    # no keep clearing left when Field Hospitals would trigger
    g = until(g, M, "craft")
    assert warriors(g, 1, M) == 0 and tokens(g, 1, M) == []
    assert card_ids(g, M)[:1] == ["anvil"]
    assert g.score(E) == 1


def test_6_4_short_wood_the_marquise_chooses_the_sawmills():
    s = table()
    for c in (2, 9, 7):
        s.place(M, "sawmill", clearing=c)
    s.place(M, "wood", clearing=8, count=6)
    g = s.start(turn=M, phase="birdsong")
    assert (g.decision.player, g.decision.kind) == (M, "place_wood")
    assert set(keys(g)) == {"wood:2", "wood:7", "wood:9"}
    g.apply("wood:7")
    g = until(g, M, "place_wood") if g.decision.kind != "craft" else g
    if g.decision.kind == "place_wood":
        assert "wood:7" not in keys(g)                     # one wood per sawmill
        g.apply("wood:9")
    g = until(g, M, "craft")
    assert tokens(g, 7, M) == ["wood"] and tokens(g, 9, M) == ["wood"] and tokens(g, 2, M) == []


def test_6_5_3_short_warrior_supply_the_marquise_chooses_the_recruiters():
    s = table()
    for c in (5, 8, 9):
        s.place(M, "recruiter", clearing=c)
    s.place(M, "warrior", clearing=12, count=23)
    g = m_day(s)
    g.apply("recruit")
    assert (g.decision.player, g.decision.kind) == (M, "recruit_where")
    g.apply("recruit:9")
    if g.decision.kind == "recruit_where":
        assert "recruit:9" not in keys(g)
        g.apply("recruit:8")
    g = until(g, M, "action")
    assert (warriors(g, 5, M), warriors(g, 8, M), warriors(g, 9, M)) == (0, 1, 1)


def test_g_24_a_removed_marquise_building_returns_to_its_track():
    s = table()
    s.leader("despot")
    s.place(E, "roost", clearing=3)
    s.place(E, "warrior", clearing=7, count=2)
    s.place(M, "sawmill", clearing=7)
    s.place(M, "sawmill", clearing=2)
    s.place(M, "sawmill", clearing=9)
    s.place(M, "warrior", clearing=5)
    s.place(M, "wood", clearing=5, count=2)               # Birdsong adds one in 2 and 9 too
    s.decree("battle", ["sword"])
    s.dice([1, 0])
    g = e_day(s)
    g.apply("move:7-8:1")
    g = until(g, E, "decree_battle")
    g.apply("battle:7:marquise")
    g = until(g, M, "craft")
    assert buildings(g, 7, M) == [] and supply(g, M, "sawmill") == 4
    g.apply("done")
    # the 3rd sawmill again: cost 2 (not 3), and its space (2 points) is scored again
    assert "build:5:sawmill" in keys(g)
    wood = wood_on_map(g)
    g.apply("build:5:sawmill")
    g = until(g, M, "action")
    assert g.score(M) == 2 and wood_on_map(g) == wood - 2


def test_g_24_a_removed_roost_returns_to_its_track_and_scores_less():
    s = table()
    for c in (1, 2, 3):
        s.place(E, "roost", clearing=c)
    s.place(M, "warrior", clearing=2, count=2)
    s.dice([2, 0])
    g = m_day(s)
    g.apply("battle:2:eyrie")
    g = until(g, M, "action")
    assert buildings(g, 2, E) == [] and g.score(M) == 1
    assert supply(g, E, "roost") == 5
    g.apply("end")
    g = until(g, E, "add_to_decree")
    g.apply(keys(g)[0])
    g = until(g, M, "craft")
    assert g.score(E) == 1                                 # two roosts on the map


def test_3_3_3_dominance_discarded_at_the_hand_limit_becomes_available():
    s = table(("marquise", "eyrie", "alliance"))
    s.hand(M, ["anvil", "sword", "armorers", "sappers", "fox_dominance"])
    s.draws(["cobbler"])
    g = s.start(turn=M, phase="evening")
    g = until(g, M, "discard")
    g.apply(next(k for k in keys(g) if k.endswith("fox_dominance")))
    assert "fox_dominance" in g.s["available_dominance"]
    assert "fox_dominance" not in g.s["discard"]


def test_7_4_3_new_roost_with_a_short_warrior_supply_places_what_is_left():
    s = table()
    s.place(E, "warrior", clearing=5, count=18)            # two left
    s.place(M, "warrior", clearing=1)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:move:anvil")
    assert g.decision.kind == "new_roost"
    assert "roost:5" not in keys(g) and "roost:1" not in keys(g)
    g.apply("roost:8")
    assert buildings(g, 8, E) == ["roost"] and warriors(g, 8, E) == 2


# ----- rivers are not paths (Law 2.3) ----------------------------------------------------------

def test_2_3_wood_does_not_travel_along_a_river():
    s = table()
    s.place(M, "sawmill", clearing=9)                      # the next sawmill costs 1
    s.place(M, "warrior", clearing=5)
    s.place(M, "warrior", clearing=10)                     # 5-10 is a river only
    s.place(M, "wood", clearing=10)
    g = m_day(s)
    assert "build:5:sawmill" not in keys(g)
    assert "build:10:sawmill" in keys(g)


def test_2_3_march_and_decree_moves_do_not_follow_rivers():
    s = table()
    s.place(M, "warrior", clearing=5, count=2)
    g = m_day(s)
    assert "march:5-10:1" not in keys(g) and "march:5-1:1" in keys(g)
    s = table()
    s.leader("commander")
    s.place(E, "roost", clearing=4)
    s.place(E, "warrior", clearing=4, count=2)
    g = e_day(s)
    assert "move:4-7:1" not in keys(g) and "move:4-8:1" in keys(g)


def test_6_3_4_starting_buildings_only_next_to_the_keep_by_path():
    from root_widget import Game
    g = Game.new([M, E], seed=5)
    g.apply("keep:4")
    assert {k.rsplit(":", 1)[1] for k in keys(g)} == {"4", "8", "9", "12"}   # not 7 (river)
    for k in ("start:recruiter:4", "start:sawmill:8", "start:workshop:12"):
        g.apply(k)
    assert [c for c in range(1, 13) if warriors(g, c, M) != 1] == [2]
    assert buildings(g, 2, E) == ["roost"] and warriors(g, 2, E) == 6


def test_7_8_4_despot_extra_point_only_in_battle():
    s = table()
    s.leader("despot")
    for c in (1, 8, 12):                                   # three fox roosts
        s.place(E, "roost", clearing=c)
    s.place(M, "sawmill", clearing=6)
    s.place(M, "warrior", clearing=6)
    s.hand(E, ["favor_of_the_foxes"])
    g = s.start(turn=E, phase="daylight")
    g.apply("craft:favor_of_the_foxes")                    # removes, but not in battle
    assert buildings(g, 6, M) == []
    assert g.score(E) == 1                                 # 3.2.1 only; no item, no Disdain point


# ----- what needs no rule ------------------------------------------------------------------

def test_6_4_and_6_5_5_wood_and_overwork_at_sawmills_the_marquise_does_not_rule():
    s = table()
    s.place(M, "sawmill", clearing=2)
    s.place(E, "warrior", clearing=2, count=3)             # the Eyrie rule 2
    s.hand(M, ["sword"])
    g = s.start(turn=M, phase="birdsong")
    g = until(g, M, "craft")
    assert tokens(g, 2, M) == ["wood"]
    g.apply("done")
    assert "overwork:2:sword" in keys(g)


def test_6_5_3_recruit_needs_no_rule():
    s = table()
    s.place(M, "recruiter", clearing=7)
    s.place(E, "warrior", clearing=7, count=3)
    g = m_day(s)
    g.apply("recruit")
    assert warriors(g, 7, M) == 1


def test_7_5_2_i_decree_recruit_needs_no_rule():
    s = table()
    s.leader("builder")
    s.place(E, "roost", clearing=3)
    s.place(M, "warrior", clearing=3, count=3)             # the Marquise rule 3
    s.place(E, "warrior", clearing=11, count=2)
    g = e_day(s)
    assert keys(g) == ["recruit:3"]


def test_7_2_2_lords_of_the_forest_in_a_three_way_tie():
    s = table(("marquise", "eyrie", "alliance"))
    for f in (M, E, "alliance"):
        s.place(f, "warrior", clearing=5)
    s.place(M, "warrior", clearing=6, count=2)
    s.place("alliance", "warrior", clearing=6, count=2)
    s.place(E, "warrior", clearing=6)
    g = s.start(turn=M, phase="daylight")
    assert g.clearing(5).ruler() == E
    assert g.clearing(6).ruler() is None                   # the Eyrie are not tied for most


def test_7_7_bird_dominance_on_the_decree_humiliates_and_becomes_available():
    s = table()
    s.leader("despot")                                     # Move, Build viziers
    s.score(E, 6)
    s.place(E, "roost", clearing=3)
    s.decree("battle", ["bird_dominance"])
    g = e_day(s)                                           # no warrior to move: turmoil
    assert g.decision.kind == "leader"
    assert g.score(E) == 6 - 3
    assert "bird_dominance" in g.s["available_dominance"]


def test_7_5_2_each_card_is_its_own_action():
    s = table()
    s.leader("commander")                                  # nothing on Recruit or Build
    s.score(E, 5)
    s.place(E, "roost", clearing=1)                        # fox
    s.place(E, "warrior", clearing=8, count=2)             # fox, ruled, no roost
    s.decree("recruit", ["anvil", "foxfolk_steel"])        # two fox recruits: one roost twice
    s.decree("build", ["fox_root_tea", "fox_travel_gear"]) # two fox builds: only 8 is open
    s.place(M, "warrior", clearing=8)
    s.dice([0, 0])
    g = e_day(s)
    for _ in range(2):
        assert keys(g) == ["recruit:1"]
        g.apply("recruit:1")
    assert warriors(g, 1, E) == 2
    g.apply("move:1-5:1")                                  # the Move vizier
    g = until(g, E, "decree_battle")
    g.apply("battle:8:marquise")                           # the Battle vizier
    g = until(g, E, "decree_build")
    assert keys(g) == ["build:8:roost"]
    g.apply("build:8:roost")
    g = until(g, E, "leader")                              # the second fox build cannot be done
    assert g.score(E) == 5 - 2
