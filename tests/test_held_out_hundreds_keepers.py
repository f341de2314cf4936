"""Held-out checks of the Lord of the Hundreds (Law 14), the Keepers in Iron (Law 15) and two
Vagabonds (Law 9.7), written from the Law alone, without reading the factions' own test modules.
Each test builds a position with the Scenario API, acts through the public API and checks what
happens and what the Law forbids (absent options).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; ruins in 6 10 11 12; corners 1 2 3 4.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
Forests: F1 (1 2 5 10), F2 (1 9 10 12), F3 (2 6 10 11 12), F4 (4 9 12), F5 (3 7 11 12),
F6 (3 6 11), F7 (4 7 8 12).
"""
import pytest

from root_widget import Scenario

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens, until

H = "hundreds"
K = "keepers"
M = "marquise"
E = "eyrie"
A = "alliance"
V = "vagabond"
V2 = "vagabond2"
R = "riverfolk"
C = "corvids"


def hp(g):
    return g.s["players"][H]


def hundreds(*others, warlord=3, n=3):
    """The Hundreds with the warlord and n - 1 more warriors in `warlord` (a corner)."""
    s = table(tuple(others or (M, E)) + (H,))
    if n > 1:
        s.place(H, "warrior", clearing=warlord, count=n - 1)
    s.warlord(warlord)
    return s


# ===== Law 14: the Lord of the Hundreds =======================================================

def test_14_2_2_warlord_is_not_removed_by_a_bomb():
    s = hundreds(M, C, warlord=1, n=3)
    s.place(C, "warrior", clearing=1)
    s.plot(1, "bomb")
    g = until(s.start(turn=C, phase="birdsong"), C, "flip")
    g.apply("flip:1")
    assert hp(g)["warlord"] == 1 and warriors(g, 1, H) == 1     # only the warlord stands


def test_14_2_2_warlord_is_not_removed_by_a_revolt():
    s = hundreds(M, A, warlord=1, n=2)
    s.place(A, "sympathy", clearing=1)
    s.supporters(["anvil", "fox_root_tea"])
    g = until(s.start(turn=A, phase="birdsong"), A, "revolt")
    g.apply("revolt:1")
    assert hp(g)["warlord"] == 1 and warriors(g, 1, H) == 1


def test_14_2_2_warlord_falls_in_battle():
    s = hundreds(warlord=3, n=1)
    s.place(M, "warrior", clearing=3, count=3)
    s.mood("wrathful")
    s.dice([2, 0])
    g = until(s.start(turn=M, phase="daylight"), M, "action")
    g.apply("battle:3:hundreds")
    g = until(g, M, "action")
    assert hp(g)["warlord"] is None and warriors(g, 3, H) == 0


def test_14_2_3_contempt_for_trade_keep_without_points_or_remove_for_points():
    def craft(choice):
        s = hundreds(warlord=1, n=1)
        s.place(H, "stronghold", clearing=1)
        s.hand(H, ["anvil"])                                   # fox, hammer, 2 VP
        g = s.start(turn=H, phase="daylight")
        g.apply("craft:anvil")
        assert g.decision.kind == "contempt"
        g.apply(choice)
        return g
    g = craft("contempt:keep")
    assert hp(g)["items"] == ["hammer"] and g.score(H) == 0
    g = craft("contempt:score")
    assert hp(g)["items"] == [] and "hammer" in hp(g)["items_removed"] and g.score(H) == 2


def test_14_2_4_I_full_track_removes_an_item_for_one_point():
    s = hundreds(warlord=5, n=1)
    s.place(H, "stronghold", clearing=5)
    s.items(H, ["boot", "bag", "coins"])                       # Command full
    s.hand(H, ["a_visit_to_friends"])                          # rabbit: boot
    g = s.start(turn=H, phase="daylight")
    g.apply("craft:a_visit_to_friends")
    g.apply("contempt:keep")
    assert g.decision.kind == "hoard_full"
    assert set(keys(g)) == {"hoard_remove:bag", "hoard_remove:boot", "hoard_remove:coins"}
    g.apply("hoard_remove:coins")
    assert sorted(hp(g)["items"]) == ["bag", "boot", "boot"]
    assert g.score(H) == 1


def test_14_2_4_II_command_sets_the_number_of_command_actions():
    def commands(items):
        s = hundreds(warlord=1, n=6)
        s.mood("stubborn")
        if items:
            s.items(H, items)
        g = until(s.start(turn=H, phase="daylight"), H, "command")
        n = 0
        while g.decision.kind == "command" and prefixed(g, "move:1-5:1"):
            g.apply("move:1-5:1")
            g.apply("move:5-1:1") if False else None
            n += 1
        return n
    assert commands([]) == 1
    assert commands(["boot"]) == 2
    assert commands(["boot", "bag"]) == 2
    assert commands(["boot", "bag", "coins"]) == 3


def test_14_2_5_looters_deal_no_rolled_hits_and_take_an_item_if_they_rule():
    s = hundreds(warlord=3, n=4)
    s.place(M, "warrior", clearing=3)
    s.items(M, ["boot"])
    s.mood("rowdy")
    s.dice([3, 0])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    assert "battle_loot:3:marquise" in keys(g)
    g.apply("battle_loot:3:marquise")
    while g.decision.kind not in ("loot", "command", "advance"):
        g.apply(keys(g)[0] if "no_ambush" not in keys(g) else "no_ambush")
    assert warriors(g, 3, M) == 1                               # no rolled hits
    if g.decision.kind == "loot":
        g.apply("loot:boot")
    assert hp(g)["items"] == ["boot"] and g.s["players"][M]["items"] == []


def test_14_2_5_no_loot_without_crafted_items_or_against_the_vagabond():
    s = hundreds(V, M, warlord=3, n=4)
    s.place(M, "warrior", clearing=3)
    s.vagabond("thief", 3, items=["boot", "sword"])
    s.items(V, ["boot"]) if False else None
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    assert "battle:3:marquise" in keys(g) and "battle:3:vagabond" in keys(g)
    assert not prefixed(g, "battle_loot:")


def test_14_4_1_raze_removes_enemy_buildings_and_tokens_not_warriors_and_scores():
    s = hundreds(warlord=3, n=1)
    s.place(H, "mob", clearing=7)
    s.place(M, "sawmill", clearing=7)
    s.place(M, "wood", clearing=7)
    s.place(M, "warrior", clearing=7, count=2)
    s.place(E, "roost", clearing=8)                            # no mob in 8
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    g = until(g, H, "mood")
    assert buildings(g, 7, M) == [] and tokens(g, 7, M) == [] and warriors(g, 7, M) == 2
    assert buildings(g, 8, E) == ["roost"]
    assert g.score(H) == 2
    assert tokens(g, 8, H) == ["mob"]                          # fox next to the mob in 7


def test_14_4_1_raze_takes_the_ruin_item_and_removes_the_emptied_ruin():
    s = hundreds(warlord=3, n=1)
    s.place(H, "mob", clearing=11)
    s.mob_dice(["rabbit"])
    g = until(s.start(turn=H, phase="birdsong"), H, "mood")
    assert g.clearing(11).ruins == 0 if hasattr(g.clearing(11), "ruins") else True
    assert g.s["board"][11]["ruins"] == 0
    assert len(hp(g)["items"]) == 1 and hp(g)["items"][0] in ("bag", "boot", "hammer", "sword")


def test_14_4_1_mob_placed_only_next_to_a_mob_in_a_clearing_without_one():
    s = hundreds(warlord=3, n=1)
    s.place(H, "mob", clearing=7)
    s.place(H, "mob", clearing=11)
    s.mob_dice(["mouse"])
    g = s.start(turn=H, phase="birdsong")
    # mouse clearings next to 7 or 11: 2? no; 8? fox; next to 7: 3 4 8 11 12; next to 11: 3 6 7 10 12
    # mouse ones without a mob: none (7 and 11 have mobs) -> no mob placed
    g = until(g, H, "mood")
    assert sum(1 for c in range(1, 13) if tokens(g, c, H)) == 2


def test_14_4_1_mob_die_suit_chooses_among_matching_clearings():
    s = hundreds(warlord=3, n=1)
    s.place(H, "mob", clearing=12)
    s.mob_dice(["rabbit"])
    g = s.start(turn=H, phase="birdsong")
    g = until(g, H, "place_mob") if g.decision.kind != "place_mob" else g
    assert set(keys(g)) == {"mob:4", "mob:10"}                 # rabbit next to 12


def test_14_4_2_recruit_prowess_at_warlord_and_one_per_stronghold():
    s = hundreds(warlord=3, n=1)
    s.items(H, ["sword", "hammer"])                            # Prowess 2
    s.place(H, "stronghold", clearing=3)
    s.place(H, "warrior", clearing=7)
    s.place(H, "stronghold", clearing=7, count=2)
    g = until(s.start(turn=H, phase="birdsong"), H, "mood")
    assert warriors(g, 3, H) == 1 + 2 + 1
    assert warriors(g, 7, H) == 1 + 2


def test_14_4_3_anoint_replaces_a_warrior_with_the_warlord():
    s = table((M, E, H))
    s.place(H, "warrior", clearing=7, count=2)
    s.place(H, "warrior", clearing=3)
    g = s.start(turn=H, phase="birdsong")
    g = until(g, H, "anoint")
    assert set(keys(g)) == {"anoint:3", "anoint:7"}
    g.apply("anoint:7")
    assert hp(g)["warlord"] == 7
    assert warriors(g, 7, H) == 2               # replaced; Recruit (14.4.2) came before, no warlord then


def test_14_4_3_anoint_anywhere_when_no_warrior_is_on_the_map():
    s = table((M, E, H))
    s.place(M, "keep", clearing=1)
    g = until(s.start(turn=H, phase="birdsong"), H, "anoint")
    ks = keys(g)
    assert "anoint:1" not in ks and len(ks) == 11


def test_14_4_4_mood_must_change_and_not_show_a_hoard_item():
    s = hundreds(warlord=3, n=1)
    s.mood("rowdy")
    s.items(H, ["sword", "boot"])
    g = until(s.start(turn=H, phase="birdsong"), H, "mood")
    moods = {k.split(":")[1] for k in keys(g)}
    assert "rowdy" not in moods and "wrathful" not in moods and "jubilant" not in moods
    assert {"lavish", "stubborn", "bitter", "grandiose", "relentless"} <= moods


def test_14_4_4_lavish_stays_lavish_when_nothing_else_is_open():
    s = hundreds(warlord=3, n=1)
    s.mood("lavish")
    s.items(H, ["sword", "boot", "bag", "coins", "hammer", "tea", "crossbow"])
    g = s.start(turn=H, phase="birdsong")
    for _ in range(10):
        if g.decision.kind in ("lavish", "craft"):
            break
        assert g.decision.kind != "mood"
        g.apply(keys(g)[0])
    assert hp(g)["mood"] == "lavish"


def test_14_5_2_III_build_a_stronghold_with_a_matching_card_where_ruling():
    s = hundreds(warlord=3, n=2)
    s.place(H, "warrior", clearing=7)
    s.place(M, "warrior", clearing=7, count=2)                 # the Marquise rule 7
    s.hand(H, ["bake_sale", "mouse_root_tea"])
    s.mood("stubborn")
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    builds = prefixed(g, "build:")
    assert builds == ["build:3:bake_sale"]
    g.apply("build:3:bake_sale")
    assert buildings(g, 3, H) == ["stronghold"] and "bake_sale" not in card_ids(g, H)


def test_14_5_3_advance_moves_with_the_warlord_then_may_battle_up_to_prowess():
    s = hundreds(warlord=3, n=3)
    s.place(M, "warrior", clearing=7)
    s.mood("stubborn")
    s.dice([1, 0])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("done")
    assert g.decision.kind == "advance"
    assert all(k.endswith(":warlord") for k in prefixed(g, "advance:"))
    g.apply("advance:3-7:2:warlord")
    assert g.decision.kind == "advance_battle" and "advance_battle:7:marquise" in keys(g)
    g.apply("advance_battle:7:marquise")
    g = until(g, H, "incite") if g.decision.kind != "advance" else g
    assert hp(g)["warlord"] == 7 and warriors(g, 7, M) == 0
    assert g.decision.kind != "advance" or keys(g) == ["done"]   # Prowess 1: one advance


def test_14_5_3_advance_may_battle_without_moving():
    s = hundreds(warlord=3, n=3)
    s.place(M, "warrior", clearing=3)
    s.mood("stubborn")
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("done")
    assert g.decision.kind == "advance"
    assert [k for k in keys(g) if "battle" in k], keys(g)


def test_14_6_1_incite_needs_a_matching_card_a_warrior_and_no_mob():
    s = hundreds(warlord=3, n=1)
    s.place(H, "warrior", clearing=5)
    s.place(H, "mob", clearing=5)
    s.place(H, "stronghold", clearing=4)                       # no warrior in 4
    s.hand(H, ["bake_sale", "anvil"])
    g = s.start(turn=H, phase="evening")
    assert g.decision.kind == "incite"
    assert prefixed(g, "incite:") == ["incite:3:bake_sale"]
    g.apply("incite:3:bake_sale")
    assert tokens(g, 3, H) == ["mob"] and "bake_sale" not in card_ids(g, H)


@pytest.mark.parametrize("n,vp", [(0, 0), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 4), (7, 4)])
def test_14_6_2_oppress_scores_by_clearings_ruled_without_enemy_pieces(n, vp):
    s = hundreds(warlord=3, n=1)
    s.mood("stubborn")
    for c in (1, 2, 4, 5, 6, 7, 8)[:max(n - 1, 0)]:
        s.place(H, "warrior", clearing=c)
    if n == 0:
        s.place(M, "warrior", clearing=3, count=2)
    s.place(H, "warrior", clearing=9)
    s.place(M, "warrior", clearing=9)                          # tie: not ruled
    s.place(H, "warrior", clearing=10, count=2)
    s.place(E, "roost", clearing=10)                          # ruled, but an enemy piece
    g = s.start(turn=H, phase="evening")
    g = until(g, H, "done") if False else g
    if g.decision.kind == "incite":
        g.apply("done")
    assert g.score(H) == vp


def test_14_6_3_draw_one_then_discard_to_five():
    s = hundreds(warlord=3, n=1)
    s.mood("stubborn")
    s.hand(H, ["anvil", "bake_sale", "sword", "cobbler", "codebreakers"])
    g = s.start(turn=H, phase="evening")
    if g.decision.kind == "incite":
        g.apply("done")
    assert len(card_ids(g, H)) == 6 and g.decision.kind == "discard"


def test_14_7_1_bitter_removes_mobs_for_warriors_before_the_roll():
    s = hundreds(warlord=3, n=2)
    s.mood("bitter")
    s.place(H, "mob", clearing=3)
    s.place(H, "mob", clearing=7)
    s.place(H, "mob", clearing=1)                              # not adjacent to 3
    s.place(M, "warrior", clearing=3, count=3)
    s.dice([0, 0])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("battle:3:marquise")
    g = until(g, H, "bitter")
    assert set(keys(g)) == {"bitter:3", "bitter:7", "done"}
    g.apply("bitter:3")
    g.apply("bitter:7")
    assert warriors(g, 3, H) == 4
    assert tokens(g, 3, H) == [] and tokens(g, 7, H) == [] and tokens(g, 1, H) == ["mob"]


def test_14_7_2_grandiose_advances_before_commanding():
    s = hundreds(warlord=3, n=2)
    s.mood("grandiose")
    g = s.start(turn=H, phase="daylight")
    g = until(g, H, "advance")
    assert g.decision.kind == "advance"
    g.apply("done")
    assert g.decision.kind == "command"


def test_14_7_3_jubilant_incite_at_the_warlord_rolls_up_to_four_more():
    s = hundreds(warlord=3, n=1)
    s.mood("jubilant")
    s.place(H, "warrior", clearing=5)
    s.hand(H, ["bake_sale", "a_visit_to_friends"])
    s.mob_dice(["mouse", "fox", "rabbit", "mouse"])
    g = s.start(turn=H, phase="evening")
    h = g.clone()
    h.apply("incite:5:a_visit_to_friends")                     # not the warlord's clearing
    assert h.decision.kind != "jubilant"
    g.apply("incite:3:bake_sale")
    rolls = 0
    while g.decision.kind in ("jubilant", "place_mob"):
        if g.decision.kind == "jubilant":
            assert rolls < 4
            rolls += 1
            g.apply("jubilant:roll")
        else:
            g.apply(keys(g)[0])
    assert rolls == 4
    assert sum(1 for c in range(1, 13) if "mob" in tokens(g, c, H)) >= 3


def test_14_7_4_lavish_removes_items_for_two_warriors_each():
    s = hundreds(warlord=3, n=1)
    s.mood("stubborn")
    s.items(H, ["sword", "hammer", "tea", "crossbow", "boot", "bag", "coins"])   # only Lavish open
    g = until(s.start(turn=H, phase="birdsong"), H, "lavish") \
        if True else None
    assert hp(g)["mood"] == "lavish"
    before = warriors(g, 3, H)
    g.apply("lavish:sword")
    g.apply("done")
    assert warriors(g, 3, H) == before + 2
    assert "sword" not in hp(g)["items"] and "sword" in hp(g)["items_removed"]


def test_14_7_5_relentless_moves_or_battles_again_after_move_and_battle():
    s = hundreds(warlord=3, n=3)
    s.mood("relentless")
    s.place(M, "warrior", clearing=7)
    s.dice([1, 0])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("done")
    g.apply("advance:3-7:2:warlord")
    g.apply("advance_battle:7:marquise")
    g = until(g, H, "relentless")
    assert "skip" in keys(g) and any(":warlord" in k for k in keys(g))


def test_14_7_6_rowdy_draws_more_with_three_enemy_pieces_at_the_warlord():
    def drawn(enemies):
        s = hundreds(warlord=3, n=1)
        s.mood("rowdy")
        if enemies:
            s.place(M, "warrior", clearing=3, count=2)
            s.place(E, "warrior", clearing=3, count=1)
        g = s.start(turn=H, phase="evening")
        if g.decision.kind == "incite":
            g.apply("done")
        return len(card_ids(g, H))
    assert drawn(False) == 2
    assert drawn(True) == 3


def test_14_7_7_stubborn_ignores_the_first_hit_in_the_warlord_clearing():
    s = hundreds(warlord=3, n=2)
    s.mood("stubborn")
    s.place(M, "warrior", clearing=3, count=3)
    s.dice([1, 1])
    g = until(s.start(turn=M, phase="daylight"), M, "action")
    g.apply("battle:3:hundreds")
    g = until(g, M, "action")
    assert warriors(g, 3, H) == 2


def test_14_7_8_wrathful_extra_hit_as_attacker_in_the_warlord_clearing():
    s = hundreds(warlord=3, n=2)
    s.mood("wrathful")
    s.place(M, "warrior", clearing=3, count=3)
    s.dice([1, 0])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("battle:3:marquise")
    g = until(g, H, "command") if g.decision.kind != "command" else g
    assert warriors(g, 3, M) == 1


# ===== Law 15: the Keepers in Iron ============================================================

def kp(g):
    return g.s["players"][K]


def keepers(*others):
    s = table(tuple(others or (M, E)) + (K,))
    return s


def k_day(s):
    """The Keepers' Daylight, after crafting: the first Retinue decision."""
    g = s.start(turn=K, phase="daylight")
    assert g.decision.kind == "craft", keys(g)
    g.apply("done")
    return g


def forest_relics(g, fid):
    return [list(x) for x in kp(g)["forests"].get(fid, [])]


def test_15_2_3_keepers_craft_with_waystations_of_any_type():
    s = keepers()
    s.waystation(1, "waystation1", "jewelry")
    s.hand(K, ["anvil"])                                       # fox: clearing 1
    g = s.start(turn=K, phase="daylight")
    assert "craft:anvil" in keys(g)


def test_15_2_4_devout_knights_ignore_the_first_hit_with_a_relic_and_a_warrior():
    def lost(relic):
        s = keepers()
        s.place(K, "warrior", clearing=5, count=3)
        if relic:
            s.place(K, "figure1", clearing=5)
        s.place(M, "warrior", clearing=5, count=3)
        s.dice([2, 0])
        g = until(s.start(turn=M, phase="daylight"), M, "action")
        g.apply("battle:5:keepers")
        g = until(g, M, "action")
        return 3 - warriors(g, 5, K)
    assert lost(True) == 1
    assert lost(False) == 2


def test_15_2_4_devout_knights_ignore_one_ambush_hit_only():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=3)
    s.place(K, "figure1", clearing=5)
    s.place(M, "warrior", clearing=5, count=3)
    s.hand(M, ["rabbit_ambush"])
    s.dice([0, 0])
    g = s.start(turn=K, phase="daylight")
    s2 = keepers()
    # the Keepers attack (a move-column card cannot battle: use the delve column)
    s.retinue("delve", ["faithful_retainer"])
    g = k_day(s)
    while g.decision.kind == "retinue" and not prefixed(g, "use:delve"):
        g.apply("next")
    g.apply("use:delve:faithful_retainer")
    g.apply("delve_at:5")
    g = until(g, M, "ambush") if g.decision.kind != "ambush" else g
    g.apply("ambush:rabbit_ambush")
    if g.decision.player == K and "no_foil" in keys(g):
        g.apply("no_foil")
    while g.decision.player != K or g.decision.kind not in ("retinue", "card_effects", "gather_retinue", "delve"):
        ks = keys(g)
        g.apply(next((k for k in ("no_foil", "done", "skip") if k in ks), ks[0]))
    assert warriors(g, 5, K) == 2                              # two ambush hits, one ignored


def test_15_2_4_warriors_may_carry_one_relic_each_between_clearings():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=2)
    s.place(K, "figure1", clearing=5)
    s.place(K, "tablet2", clearing=5)
    s.place(K, "jewelry3", clearing=5)
    g = k_day(s)
    g.apply("use:move:faithful_retainer")
    g.apply("move:5-1:2")
    assert g.decision.kind == "carry"
    g.apply("carry:figure1")
    g.apply("carry:tablet2")
    assert g.decision.kind != "carry"                          # two warriors, two relics
    assert tokens(g, 1, K) == ["figure1", "tablet2"] and tokens(g, 5, K) == ["jewelry3"]


def test_15_2_5_prized_trophies_enemy_puts_the_relic_in_a_forest_face_up_for_two_points():
    s = keepers()
    s.place(K, "figure2", clearing=5)
    s.place(M, "warrior", clearing=5, count=2)
    s.dice([1, 0])
    g = until(s.start(turn=M, phase="daylight"), M, "action")
    g.apply("battle:5:keepers")
    g = until(g, M, "trophy")
    assert len(keys(g)) == 7                                   # any forest
    g.apply("forest:F6")                                       # far away
    assert tokens(g, 5, K) == []
    assert ["figure2", True] in forest_relics(g, "F6")
    assert g.score(M) == 2


def test_15_4_1_encamp_replaces_a_warrior_with_a_waystation_either_face_once_per_clearing():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=2)
    s.place(K, "warrior", clearing=9, count=1)
    s.place(M, "sawmill", clearing=1)
    s.place(K, "warrior", clearing=1)                          # 1 has one slot, full
    g = s.start(turn=K, phase="birdsong")
    assert g.decision.kind == "encamp"
    ks = keys(g)
    assert "encamp:5:waystation1:tablet" in ks and "encamp:5:waystation1:jewelry" in ks
    assert not prefixed(g, "encamp:1:")
    g.apply("encamp:5:waystation1:jewelry")
    assert buildings(g, 5, K) == ["waystation1"] and warriors(g, 5, K) == 1
    assert kp(g)["faces"]["waystation1"] == "jewelry"
    assert not prefixed(g, "encamp:5:")                        # once per clearing
    assert prefixed(g, "encamp:9:")


def test_15_4_1_with_nothing_in_clearings_a_waystation_and_a_warrior_on_the_map_edge():
    s = keepers()
    g = s.start(turn=K, phase="birdsong")
    assert g.decision.kind == "encamp"
    where = {int(k.split(":")[1]) for k in prefixed(g, "camp:")}
    assert where == set(range(1, 10))                          # 10 11 12 are inland
    assert "done" not in keys(g)
    g.apply(prefixed(g, "camp:6:")[0])
    assert warriors(g, 6, K) == 1 and len(buildings(g, 6, K)) == 1


def test_15_4_2_decamp_replaces_a_waystation_with_a_warrior():
    s = keepers()
    s.waystation(5, "waystation2")
    s.place(K, "warrior", clearing=9)
    g = s.start(turn=K, phase="birdsong")
    g = until(g, K, "decamp")
    g.apply("decamp:5:waystation2")
    assert buildings(g, 5, K) == [] and warriors(g, 5, K) == 1


def test_15_4_3_recruit_spends_a_matching_card_for_two_warriors_at_a_waystation():
    s = keepers()
    s.waystation(5, "waystation2")                             # rabbit
    s.waystation(1, "waystation3")                             # fox
    s.hand(K, ["bake_sale", "bird_crossbow", "mouse_root_tea"])
    g = until(s.start(turn=K, phase="birdsong"), K, "recruit")
    rec = set(prefixed(g, "recruit:"))
    assert "recruit:5:bake_sale" in rec and "recruit:1:bird_crossbow" in rec
    assert "recruit:5:bird_crossbow" in rec
    assert not [k for k in rec if k.endswith("mouse_root_tea")]
    assert "recruit:1:bake_sale" not in rec
    g.apply("recruit:5:bake_sale")
    assert warriors(g, 5, K) == 2
    assert g.decision.kind == "recruit"                        # any number of times


def test_15_5_2_I_move_from_a_clearing_matching_the_card():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=2)                 # rabbit
    s.place(K, "warrior", clearing=1, count=2)                 # fox
    s.retinue("move", ["bake_sale"])
    g = k_day(s)
    g.apply("use:move:bake_sale")
    assert prefixed(g, "move:5-") and not prefixed(g, "move:1-")


def test_15_5_2_columns_go_left_to_right():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=2)
    g = k_day(s)
    assert prefixed(g, "use:move:")
    g.apply("next")
    assert not prefixed(g, "use:move:")


def test_15_5_2_II_must_battle_then_may_delve_flipping_the_relic():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=3)
    s.place(M, "warrior", clearing=5)
    s.forest_relics("F1", ["tablet2"], face_down=True)         # F1: 1 2 5 10
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.dice([1, 0])
    g = k_day(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:5")
    # the battle comes first, not a choice
    for _ in range(10):
        if g.decision.player == K and g.decision.kind == "delve":
            break
        ks = keys(g)
        assert not (g.decision.player == K and "skip" in ks and g.decision.rule == "15.5.2.II")
        g.apply(next((k for k in ("no_ambush", "no_foil", "done") if k in ks), ks[0]))
    assert warriors(g, 5, M) == 0
    assert "delve:F1:tablet:down" in keys(g) and "done" in keys(g)
    g.apply("delve:F1:tablet:down")
    assert tokens(g, 5, K) == ["tablet2"]
    # rules 5 only of F1's four clearings (1 < 2): the card is discarded
    assert "bake_sale" not in kp(g)["retinue"]["delve"] and "bake_sale" in g.s["discard"]


def test_15_5_2_II_b_card_kept_when_ruling_enough_clearings_around_the_forest():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=1)
    s.place(K, "warrior", clearing=1, count=1)
    s.forest_relics("F1", ["tablet2"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    g = k_day(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:5")
    g.apply("delve:F1:tablet2")
    assert tokens(g, 5, K) == ["tablet2"]
    assert kp(g)["retinue"]["delve"] == ["bake_sale"]


def test_15_5_2_II_no_delve_without_rule():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=1)
    s.place(E, "roost", clearing=5)
    s.place(E, "warrior", clearing=5)
    s.place(M, "warrior", clearing=5)                          # the Eyrie rule (tie)
    s.forest_relics("F1", ["tablet2"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.dice([0, 0])
    g = k_day(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:5")
    for _ in range(10):
        if g.decision.player == K and g.decision.kind in ("retinue", "card_effects", "gather_retinue"):
            break
        assert g.decision.kind != "delve"
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "no_foil", "done") if k in ks), ks[0]))
    assert tokens(g, 5, K) == []


def test_15_5_2_III_recover_scores_value_and_a_full_column():
    s = keepers()
    s.waystation(5, "waystation1", "tablet")
    s.place(K, "warrior", clearing=5)
    s.place(K, "warrior", clearing=3, count=2)
    s.place(K, "warrior", clearing=4, count=2)
    s.place(K, "tablet3", clearing=5)
    s.place(K, "figure1", clearing=5)                          # no figure waystation here
    s.recovered("figure", [2])
    s.recovered("jewelry", [2])
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = k_day(s)
    g.apply("use:recover:bake_sale")
    g.apply("recover_at:5")
    assert keys(g) == ["recover:tablet3"]
    g.apply("recover:tablet3")
    assert kp(g)["relics"]["tablet"] == [3]
    assert g.score(K) == 3 + 2
    # rules 3 rabbit clearings (3 4 5) >= 3: the card stays
    assert kp(g)["retinue"]["recover"] == ["bake_sale"]


def test_15_5_2_III_c_too_few_ruled_clearings_discards_the_card():
    s = keepers()
    s.waystation(5, "waystation1", "tablet")
    s.place(K, "warrior", clearing=5)
    s.place(K, "tablet3", clearing=5)
    s.place(K, "tablet1", clearing=5)
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = k_day(s)
    g.apply("use:recover:bake_sale")
    g.apply("recover_at:5")
    g.apply("recover:tablet3")
    assert g.score(K) == 3
    assert kp(g)["retinue"]["recover"] == [] and "bake_sale" in g.s["discard"]
    assert g.decision.kind != "recover"                        # the action ends
    assert tokens(g, 5, K) == ["tablet1"]


def test_15_6_1_live_off_the_land():
    s = keepers()
    s.place(K, "warrior", clearing=5, count=4)
    s.place(K, "warrior", clearing=1, count=3)
    g = s.start(turn=K, phase="evening")
    assert warriors(g, 5, K) == 3 and warriors(g, 1, K) == 3
    assert g.score(M) == 0 and g.score(E) == 0


def test_15_6_2_gather_retinue_add_any_or_shift_one_at_most_ten():
    s = keepers()
    s.hand(K, ["bake_sale", "anvil"])
    g = s.start(turn=K, phase="evening")
    g = until(g, K, "gather_retinue")
    g.apply("retinue:move:bake_sale")
    g.apply("retinue:recover:anvil")
    assert "bake_sale" in kp(g)["retinue"]["move"] and "anvil" in kp(g)["retinue"]["recover"]
    s2 = keepers()
    s2.retinue("move", ["faithful_retainer", "bake_sale", "anvil", "sword", "cobbler"])
    s2.retinue("delve", ["faithful_retainer", "codebreakers", "investments", "armorers"])
    s2.retinue("recover", ["faithful_retainer"])
    s2.hand(K, ["fox_root_tea"])
    g2 = until(s2.start(turn=K, phase="evening"), K, "gather_retinue")
    assert not prefixed(g2, "retinue:")                         # ten already
    g2.apply("shift:move:bake_sale:recover")
    assert g2.decision.kind != "gather_retinue"                # one shift, then nothing else


def test_15_6_3_draw_one_plus_one_per_waystation_on_the_map():
    s = keepers()
    s.waystation(5, "waystation1")
    s.waystation(1, "waystation2")
    s.retinue("move", [])
    g = s.start(turn=K, phase="evening")
    g = until(g, K, "gather_retinue") if g.decision.kind != "gather_retinue" else g
    g.apply("done")
    assert len(card_ids(g, K)) == 3


# ===== interactions the Law names ============================================================

def test_13_7_1_with_15_2_5_a_bomb_sends_relics_to_forests_for_two_points_each():
    s = keepers(M, C)
    s.place(C, "warrior", clearing=5)
    s.plot(5, "bomb")
    s.place(K, "figure1", clearing=5)
    g = until(s.start(turn=C, phase="birdsong"), C, "flip")
    g.apply("flip:5")
    g = until(g, C, "trophy")
    g.apply("forest:F2")
    assert ["figure1", True] in forest_relics(g, "F2")
    assert g.score(C) == 1 + 2                                  # the flip, the relic


def test_14_4_1_with_15_2_5_raze_removes_relics_as_trophies():
    s = hundreds(M, K, warlord=3, n=1)
    s.place(H, "mob", clearing=5)
    s.place(K, "jewelry3", clearing=5)
    s.place(K, "warrior", clearing=5)
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    g = until(g, H, "trophy")
    g.apply("forest:F7")
    assert tokens(g, 5, K) == [] and warriors(g, 5, K) == 1
    assert g.score(H) == 2


def test_14_4_1_with_13_7_4_razing_a_raid_plot_raids():
    s = hundreds(M, C, warlord=3, n=1)
    s.place(H, "mob", clearing=5)
    s.plot(5, "raid")
    s.mob_dice(["fox"])
    g = until(s.start(turn=H, phase="birdsong"), H, "mood")
    assert tokens(g, 5, C) == []
    assert [warriors(g, c, C) for c in (1, 2)] == [1, 1]       # 5's neighbours
    assert g.score(H) == 1


def test_11_2_7_with_14_6_2_mercenaries_are_no_enemy_pieces_for_oppress():
    s = hundreds(M, R, warlord=3, n=1)
    s.mood("stubborn")
    s.place(H, "warrior", clearing=7)
    s.place(R, "warrior", clearing=7, count=2)                 # mercenaries: 3 against 0
    g = s.start(turn=H, phase="birdsong")
    assert g.decision.kind == "buy_service"
    g.apply("buy:mercenaries")
    g = until(g, H, "incite")
    g.apply("done")
    assert g.score(H) == 1                                      # 3 and 7: two clearings


def test_11_2_7_without_mercenaries_riverfolk_warriors_block_oppress():
    s = hundreds(M, R, warlord=3, n=1)
    s.mood("stubborn")
    s.place(H, "warrior", clearing=7, count=3)
    s.place(R, "warrior", clearing=7, count=2)
    s.place(H, "warrior", clearing=8)
    g = s.start(turn=H, phase="birdsong")
    g.apply("done")
    g = until(g, H, "incite")
    g.apply("done")
    assert g.score(H) == 1                                      # 3 and 8


def test_9_7_3_hundreds_raze_a_ruin_with_two_items_take_one_of_their_choice():
    s = hundreds(V, V2, warlord=3, n=1)
    s.vagabond("thief", 1, items=["torch"])
    s.vagabond2("tinker", 2, items=["torch"])
    s.place(H, "mob", clearing=11)
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    while g.is_chance:
        g.resolve_chance()
    assert g.decision.player == H and g.decision.rule == "9.7.3", (g.decision.kind, keys(g))
    frames = [fr for fr in g.observation(V)["stack"] if fr["step"] == "hundreds.raze_ruin"]
    assert frames and frames[0]["found"] is None                # the others do not see them
    assert "ruin_take:none" in keys(g)                         # "may ... take one" (9.7.3)
    pick = [k for k in keys(g) if k != "ruin_take:none"][-1]
    g.apply(pick)
    item = pick.split(":")[-1]
    assert item in hp(g)["items"]
    assert g.s["board"][11]["ruins"] == 1                       # one item is left in it
    assert g.s["ruin_stacks"]["11"] == 1
    assert len(g.s["ruin_items"]) == 7
    left = g.s["ruin_seen"]["11"]
    assert left["seen_by"] == ["hundreds"] and len(left["items"]) == 1
    assert g.observation(V)["ruin_seen"]["11"]["items"] is None


def test_9_7_3_hundreds_cannot_take_an_r_item_of_a_type_they_have():
    text = "\n".join([
        "map: autumn", "factions: vagabond, vagabond2, hundreds",
        "clearing 3: hundreds warrior 2", "clearing 11: hundreds mob",
        "ruin items: bag, bag, boot, boot, hammer, hammer, sword",
        "ruin stacks: 6 2, 10 2, 11 2, 12 1",
        "ruin seen: 11 bag sword by vagabond",
        "vagabond: thief at 1 with torch", "vagabond2: tinker at 2 with torch",
        "items hundreds: sword", "ruin_taken hundreds: sword",     # an R sword in the Hoard
        "mood hundreds: stubborn", "warlord hundreds: 3"])
    g = Scenario.from_text(text).start(turn=H, phase="birdsong")
    while g.is_chance:
        g.resolve_chance()
    assert g.decision.rule == "9.7.3" and keys(g) == ["ruin_take:bag", "ruin_take:none"]
    g.apply("ruin_take:bag")
    assert g.s["ruin_seen"]["11"] == {"items": ["sword"], "seen_by": ["hundreds", "vagabond"]}
    assert g.s["ruin_stacks"]["11"] == 1


def test_14_7_8_wrathful_no_extra_hit_when_defending():
    s = hundreds(warlord=3, n=3)
    s.mood("wrathful")
    s.place(M, "warrior", clearing=3, count=3)
    s.dice([1, 0])                                             # the Hundreds deal 0
    g = until(s.start(turn=M, phase="daylight"), M, "action")
    g.apply("battle:3:hundreds")
    g = until(g, M, "action")
    assert warriors(g, 3, M) == 3


def test_14_2_5_looters_take_nothing_without_rule_at_the_end():
    s = hundreds(warlord=3, n=1)
    s.mood("rowdy")
    s.place(M, "warrior", clearing=3, count=3)
    s.items(M, ["boot"])
    s.dice([3, 1])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("battle_loot:3:marquise")
    for _ in range(10):
        assert g.decision.kind != "loot"
        if g.decision.player == H and g.decision.kind in ("command", "advance", "incite"):
            break
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "no_foil", "done", "skip") if k in ks), ks[0]))
    assert g.s["players"][M]["items"] == ["boot"] and hp(g)["items"] == []


def test_14_6_2_a_vagabond_pawn_or_a_relic_is_an_enemy_piece_for_oppress():
    s = hundreds(V, K, warlord=3, n=1)
    s.mood("stubborn")
    s.place(H, "warrior", clearing=7)
    s.vagabond("thief", 7, items=["torch"])
    s.place(H, "warrior", clearing=8)
    s.place(K, "figure1", clearing=8)
    s.place(H, "warrior", clearing=9)
    g = s.start(turn=H, phase="evening")
    if g.decision.kind == "incite":
        g.apply("done")
    assert g.score(H) == 1                                      # 3 and 9 only


def test_13_2_4_no_exposure_once_the_last_step_has_begun():
    s = table((M, E, C))
    s.plot(1, "raid")
    s.place(M, "warrior", clearing=1, count=2)
    s.hand(M, ["anvil", "fox_root_tea", "bake_sale", "sword", "cobbler", "codebreakers"])
    g = s.start(turn=M, phase="evening")
    g = until(g, M, "discard")
    assert not prefixed(g, "expose:")


def test_13_6_1_exert_plot_costs_as_the_plots_already_placed_this_turn():
    s = table((M, E, C))
    s.place(C, "warrior", clearing=1, count=1)
    s.place(C, "warrior", clearing=8, count=1)
    s.place(C, "warrior", clearing=6, count=2)
    g = s.start(turn=C, phase="daylight")
    g.apply("plot:1:bomb")
    g.apply("end")
    g = until(g, C, "exert")
    assert not prefixed(g, "plot:8:") and prefixed(g, "plot:6:")


def test_13_7_2_snare_blocks_recruiting_at_a_recruiter():
    s = table((M, E, C))
    s.place(M, "recruiter", clearing=1)
    s.place(M, "recruiter", clearing=5)
    s.place(M, "warrior", clearing=5)
    s.plot(1, "snare", face_up=True)
    g = until(s.start(turn=M, phase="daylight"), M, "action")
    g.apply("recruit")
    g = until(g, M, "action")
    assert warriors(g, 1, M) == 0 and warriors(g, 5, M) == 2


# ===== Law 9.7: two Vagabonds =================================================================

def two(*others):
    return table(tuple(others or (M,)) + (V, V2))


def test_9_7_1_both_r_sets_two_items_under_each_ruin():
    g = __import__("root_widget").Game.new(factions=[M, V, V2], map="autumn", seed=4,
                                             expansions=["riverfolk"])
    while g.s["turn"]["phase"] == "setup":
        g.apply(keys(g)[0])
    assert sorted(g.s["ruin_items"]) == ["bag", "bag", "boot", "boot", "hammer", "hammer",
                                         "sword", "sword"]
    assert g.s["ruin_stacks"] == {"6": 2, "10": 2, "11": 2, "12": 2}


def test_9_7_2_either_vagabond_may_complete_a_face_up_quest():
    s = two()
    s.quests(["fox_errand", "fox_fundraising", "fox_logistics_help"])
    s.vagabond("thief", 1, items=["boot", "torch"])
    s.vagabond2("tinker", 1, items=["tea", "boot", "torch"])
    g = s.start(turn=V2, phase="daylight")
    assert "quest:fox_errand" in keys(g)
    g.apply("quest:fox_errand")
    while g.decision.player == V2 and g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert "fox_errand" in g.s["players"][V2]["completed_quests"]


def test_9_7_3_explore_two_items_take_one_or_none():
    s = two()
    s.vagabond("thief", 10, items=["torch", "boot"])
    s.vagabond2("tinker", 1, items=["torch"])
    s.ruin_seen(10, ["hammer", "sword"], [V])
    g = s.start(turn=V, phase="daylight")
    g.apply("explore")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:hammer", "ruin_take:sword"}
    h = g.clone()
    h.apply("ruin_take:none")
    assert h.score(V) == 0 and h.s["ruin_stacks"]["10"] == 2
    assert any(it["item"] == "torch" and it["exhausted"] for it in h.s["players"][V]["vitems"])
    g.apply("ruin_take:sword")
    assert g.score(V) == 1 and g.s["ruin_stacks"]["10"] == 1
    assert g.s["board"][10]["ruins"] == 1
    assert "sword" in [it["item"] for it in g.s["players"][V]["vitems"]]


def test_9_7_3_no_second_r_item_of_a_type_on_the_board():
    s = two()
    s.vagabond("thief", 10, items=["torch", "sword"])
    s.vagabond2("tinker", 1, items=["torch"])
    s.ruin_taken(["sword"])
    s.ruin_seen(10, ["hammer", "sword"], [V])
    g = s.start(turn=V, phase="daylight")
    g.apply("explore")
    assert set(keys(g)) == {"ruin_take:none", "ruin_take:hammer"}


def test_14_5_2_III_no_stronghold_without_an_open_slot():
    s = hundreds(M, E, warlord=1, n=3)                         # 1 has one slot
    s.place(H, "stronghold", clearing=1)
    s.hand(H, ["anvil", "fox_root_tea"])
    s.mood("stubborn")
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    assert not prefixed(g, "build:")


def test_14_4_1_raze_a_ruin_with_one_vagabond_at_the_table():
    s = hundreds(V, M, warlord=3, n=1)
    s.vagabond("thief", 1, items=["torch"])
    s.place(H, "mob", clearing=11)
    s.mob_dice(["fox"])
    s.explores(["hammer"])
    g = until(s.start(turn=H, phase="birdsong"), H, "mood")
    assert hp(g)["items"] == ["hammer"] and g.s["board"][11]["ruins"] == 0
    assert "hammer" not in g.s["ruin_items"]


def test_15_5_2_III_recover_again_while_ruling_enough():
    s = keepers()
    s.waystation(5, "waystation1", "tablet")
    s.place(K, "warrior", clearing=5)
    s.place(K, "warrior", clearing=3, count=2)
    s.place(K, "warrior", clearing=4, count=2)
    s.place(K, "tablet1", clearing=5)
    s.place(K, "tablet2", clearing=5)
    s.retinue("move", [])
    s.retinue("delve", [])
    s.retinue("recover", ["bake_sale"])
    g = k_day(s)
    g.apply("use:recover:bake_sale")
    g.apply("recover_at:5")
    g.apply("recover:tablet2")
    assert set(keys(g)) == {"recover:tablet1", "done"}
    g.apply("recover:tablet1")
    assert kp(g)["relics"]["tablet"] == [2, 1] and g.score(K) == 3


def test_15_5_2_II_a_face_up_relic_in_a_forest_can_be_delved():
    s = keepers()
    s.place(K, "warrior", clearing=5)
    s.forest_relics("F1", ["jewelry1"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    g = k_day(s)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:5")
    assert "delve:F1:jewelry1" in keys(g)
    assert not [k for k in keys(g) if ":F3:" in k or ":F6:" in k]   # forests not adjacent to 5


def test_14_2_2_with_g_23_the_warlord_alone_cannot_be_converted():
    L = "lizards"
    s2 = table((M, L, H))
    s2.warlord(1)                                               # fox; the warlord alone
    s2.place(H, "warrior", clearing=8)
    s2.place(L, "warrior", clearing=1)
    s2.place(L, "warrior", clearing=8)
    s2.outcast("fox", hated=True)
    s2.lost_souls(["anvil"])
    s2.acolytes(4)
    s2.mood("stubborn")
    g = s2.start(turn=L, phase="birdsong")
    ks = keys(g)
    assert "convert:8:hundreds" in ks                           # a plain warrior
    assert "convert:1:hundreds" not in ks                       # replacing needs the removal
    g.apply("convert:8:hundreds")
    assert warriors(g, 8, H) == 0 and warriors(g, 8, L) == 2 and hp(g)["warlord"] == 1


def test_14_2_2_with_g_23_propaganda_bureau_cannot_replace_the_warlord_alone():
    s = Scenario(map="autumn", factions=[M, E, H], deck="exiles_and_partisans")
    s.warlord(1)
    s.place(H, "warrior", clearing=8)
    s.crafted(M, ["propaganda_bureau"])
    s.hand(M, ["anvil"])                                       # fox: 1 and 8
    g = s.start(turn=M, phase="daylight")
    ks = keys(g)
    assert [k for k in ks if k.startswith("propaganda_bureau:8:hundreds")]
    assert not [k for k in ks if k.startswith("propaganda_bureau:1:hundreds")]


def test_14_2_5_looting_is_offered_in_advance_the_warlord_too():
    s = hundreds(warlord=3, n=3)
    s.mood("stubborn")
    s.place(M, "warrior", clearing=3)
    s.items(M, ["boot"])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("done")
    assert g.decision.kind == "advance"
    assert [k for k in keys(g) if "loot" in k and ":3:marquise" in k], keys(g)


# ===== setup (Law 11.3, 13.3, 14.3, 15.3) ======================================================

def _set_up(seed, pick=0):
    from root_widget import Game
    g = Game.new(factions=[M, R, C, H, K], map="autumn", seed=seed)
    while g.s["turn"]["phase"] == "setup":
        ks = keys(g)
        g.apply(ks[pick % len(ks)] if not g.is_chance else ks[0])
    return g


@pytest.mark.parametrize("seed,pick", [(3, 0), (5, 1), (8, -1)])
def test_setup_of_the_four_factions_follows_the_law(seed, pick):
    g = _set_up(seed, pick)
    m = g.map
    # 11.3: four Riverfolk warriors by the river, three in Payments, nine trade posts off the map
    rf_on = {c: warriors(g, c, R) for c in m.ids if warriors(g, c, R)}
    assert sum(rf_on.values()) == 4 and set(rf_on) <= set(m.river_clearings)
    assert g.s["players"][R]["payments"] == {R: 3}
    assert not any(tokens(g, c, R) for c in m.ids)
    # 13.3: one Corvid warrior in a clearing of each suit, every plot face down in the supply
    cv_on = [c for c in m.ids for _ in range(warriors(g, c, C))]
    assert sorted(m.suit(c) for c in cv_on) == ["fox", "mouse", "rabbit"]
    assert g.s["players"][C]["plots"] == []
    # 14.3: the warlord, four warriors and a stronghold in a free corner, Stubborn
    wl = hp(g)["warlord"]
    assert wl in m.corners and warriors(g, wl, H) == 5 and buildings(g, wl, H) == ["stronghold"]
    keep = next(c for c in m.ids if ("marquise", "keep") in g.clearing(c).tokens)
    assert wl != keep and hp(g)["mood"] == "stubborn"
    # 15.3: four warriors in another free corner, four in an adjacent edge clearing; the relics
    # not in the first round go to forests away from the Keepers' warriors
    kc = [c for c in m.ids if warriors(g, c, K)]
    assert sorted(warriors(g, c, K) for c in kc) == [4, 4]
    corner = next(c for c in kc if c in m.corners and c not in (wl, keep))
    other = next(c for c in kc if c != corner)
    assert other in m.adjacent[corner] and other not in (10, 11, 12)
    forests = kp(g)["forests"]
    assert sum(len(v) for v in forests.values()) == 12 and all(forests.get(f) for f in m.forests)
    near = {f for f in m.forests if set(m.forest_clearings[f]) & set(kc)}
    assert all(len(forests[f]) == 1 for f in near)
    assert all(not up for v in forests.values() for _, up in v)
    assert all(kp(g)["retinue"][col] == ["faithful_retainer"] for col in ("move", "delve", "recover"))


def test_15_2_5_a_vagabond_striking_a_relic_places_it_as_a_trophy():
    s = keepers(V, M)
    s.vagabond("thief", 5, items=["crossbow", "torch"])
    s.place(K, "tablet3", clearing=5)
    g = s.start(turn=V, phase="daylight")
    assert "strike:keepers:tablet3" in keys(g)
    g.apply("strike:keepers:tablet3")
    g = until(g, V, "trophy")
    g.apply("forest:F1")
    assert tokens(g, 5, K) == [] and ["tablet3", True] in forest_relics(g, "F1")
    assert g.score(V) == 2


def test_14_7_5_relentless_needs_both_a_move_and_a_battle():
    s = hundreds(warlord=3, n=3)
    s.mood("relentless")
    s.place(M, "warrior", clearing=3)
    s.dice([1, 0])
    g = until(s.start(turn=H, phase="daylight"), H, "command")
    g.apply("done")
    battle = [k for k in keys(g) if "battle" in k and "loot" not in k]
    g.apply(battle[0])                                          # battle without moving
    for _ in range(10):
        assert g.decision.kind != "relentless"
        if g.decision.player == H and g.decision.kind in ("advance", "incite"):
            break
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "no_foil", "done", "skip") if k in ks), ks[0]))
    assert warriors(g, 3, M) == 0


def test_14_4_1_with_11_2_5_raze_of_a_trade_post_is_trade_disruption():
    s = hundreds(M, R, warlord=3, n=1)
    s.place(H, "mob", clearing=7)
    s.place(R, "trade_post_mouse", clearing=7)
    s.funds({R: 3})
    s.mob_dice(["fox"])
    g = s.start(turn=H, phase="birdsong")
    for _ in range(10):
        if g.decision.player == H and g.decision.kind == "mood":
            break
        g.apply(keys(g)[0])
    assert tokens(g, 7, R) == [] and g.score(H) == 1
    assert g.s["players"][R]["funds"] == {R: 1}                 # 3 -> remove 2
    assert g.s["players"][R]["lost_posts"]["mouse"] == 1
