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

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens

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
