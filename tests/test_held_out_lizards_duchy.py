"""Held-out checks of the Lizard Cult (Law 10) and the Underground Duchy (Law 12), written from
the Law alone, without reading the factions' own test modules. Each test builds a position with
the Scenario API, acts through the public API and checks both what happens and what the Law
forbids (absent options).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11; slots: 1, 3, 4 have one.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens

L = "lizards"
D = "duchy"


def lz(g):
    return g.s["players"][L]


def dk(g):
    return g.s["players"][D]


def cult(*others):
    return table(tuple(others or ("marquise", "eyrie")) + (L,))


def duchy(*others):
    return table(tuple(others or ("marquise", "eyrie")) + (D,))


def to_player_kind(g, player, kind, limit=60):
    """Pass (first passive option) until `player` has a decision of `kind`."""
    for _ in range(limit):
        if g.decision.player == player and g.decision.kind == kind:
            return g
        ks = keys(g)
        for k in ("no_ambush", "no_foil", "done", "end", "skip", "decline"):
            if k in ks:
                g.apply(k)
                break
        else:
            g.apply(ks[0])
    raise AssertionError(f"never reached {player} {kind}; now {g.decision.player} "
                         f"{g.decision.kind} {keys(g)}")


# ===== Law 10: the Lizard Cult ================================================================

def test_10_4_1_birds_are_ignored_when_adjusting_the_outcast():
    s = cult()
    s.place(L, "warrior", clearing=1)
    s.outcast("fox")
    s.lost_souls(["birdy_bindle", "woodland_runners", "arms_trader", "bake_sale"])
    g = s.start(turn=L, phase="birdsong")
    assert (lz(g)["outcast"], lz(g)["hated"]) == ("rabbit", False)


def test_10_4_1_a_new_outcast_shows_its_outcast_side_even_after_hated():
    s = cult()
    s.outcast("fox", hated=True)
    s.lost_souls(["bake_sale", "smugglers_trail", "anvil"])
    g = s.start(turn=L, phase="birdsong")
    assert (lz(g)["outcast"], lz(g)["hated"]) == ("rabbit", False)


def test_10_4_1_same_suit_again_flips_to_hated():
    s = cult()
    s.outcast("mouse")
    s.lost_souls(["mouse_in_a_sack", "sword", "anvil"])
    g = s.start(turn=L, phase="birdsong")
    assert (lz(g)["outcast"], lz(g)["hated"]) == ("mouse", True)


def test_10_4_1_empty_lost_souls_is_no_most_so_hated():
    s = cult()
    s.outcast("rabbit")
    g = s.start(turn=L, phase="birdsong")
    assert (lz(g)["outcast"], lz(g)["hated"]) == ("rabbit", True)


def test_10_4_1_tie_keeps_hated_side():
    s = cult()
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil", "bake_sale"])
    g = s.start(turn=L, phase="birdsong")
    assert (lz(g)["outcast"], lz(g)["hated"]) == ("fox", True)


def test_10_4_2_lost_souls_go_to_the_discard_and_dominance_becomes_available():
    s = cult()
    s.lost_souls(["fox_dominance", "anvil"])
    g = s.start(turn=L, phase="birdsong")
    assert lz(g)["lost_souls"] == []
    assert "anvil" in g.s["discard"]
    avail = g.s.get("available_dominance", g.s.get("dominance_available"))
    assert avail is not None and "fox_dominance" in avail


def test_10_2_6_a_card_spent_by_another_faction_goes_to_lost_souls():
    s = cult()
    s.place("marquise", "workshop", clearing=1)
    s.place("marquise", "warrior", clearing=1)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" in keys(g)
    g.apply("craft:anvil")
    assert "anvil" in lz(g)["lost_souls"]
    assert "anvil" not in g.s["discard"]


def test_10_2_6_defender_ambush_goes_to_lost_souls():
    s = cult()
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "warrior", clearing=5, count=2)
    s.hand("eyrie", ["rabbit_ambush"])
    s.dice([1, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:eyrie")
    assert "ambush:rabbit_ambush" in keys(g)
    g.apply("ambush:rabbit_ambush")
    assert "rabbit_ambush" in lz(g)["lost_souls"]


def _conspiracy(hated, acolytes, outcast="fox"):
    s = cult()
    s.place(L, "warrior", clearing=1, count=2)
    s.place(L, "garden_fox", clearing=1)
    s.place("marquise", "warrior", clearing=1)
    s.place("marquise", "workshop", clearing=8)
    s.place("marquise", "warrior", clearing=8)
    s.place(L, "warrior", clearing=8)
    s.outcast(outcast, hated=hated)
    # keep the Outcast where it is: one card of its suit in Lost Souls
    s.lost_souls({"fox": ["anvil"], "rabbit": ["bake_sale"], "mouse": ["sword"]}[outcast])
    s.acolytes(acolytes)
    return s.start(turn=L, phase="birdsong")


def test_10_4_3_hated_conspiracies_cost_one_fewer():
    # one acolyte, Hated: crusade and convert (1) but not sanctify (2)
    g = _conspiracy(True, 1)
    assert prefixed(g, "convert:") and prefixed(g, "crusade")
    assert not prefixed(g, "sanctify:")
    g.apply("convert:8:marquise")
    assert lz(g)["acolytes"] == 0
    assert warriors(g, 8, "marquise") == 0 and warriors(g, 8, L) == 2


def test_10_4_3_not_hated_one_acolyte_is_not_enough():
    s = cult()
    s.place(L, "warrior", clearing=8)
    s.place("marquise", "warrior", clearing=8)
    s.place("marquise", "workshop", clearing=8)
    s.outcast("fox")
    s.lost_souls(["anvil", "bake_sale", "fox_root_tea"])   # fox most: stays, flips to Hated
    s.acolytes(1)
    g = s.start(turn=L, phase="birdsong")
    assert lz(g)["hated"] is True
    assert prefixed(g, "convert:")                          # Hated: 1 acolyte suffices
    s2 = cult()
    s2.place(L, "warrior", clearing=8)
    s2.place("marquise", "warrior", clearing=8)
    s2.outcast("rabbit")
    s2.lost_souls(["anvil", "fox_root_tea", "bake_sale"])   # fox becomes Outcast, not Hated
    s2.acolytes(1)
    g2 = s2.start(turn=L, phase="birdsong")
    assert (lz(g2)["outcast"], lz(g2)["hated"]) == ("fox", False)
    assert not [k for k in keys(g2) if k != "end"]


def test_10_4_3_conspiracies_only_in_outcast_clearings():
    s = cult()
    s.place(L, "warrior", clearing=5, count=2)              # rabbit
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "sawmill", clearing=5)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(5)
    g = s.start(turn=L, phase="birdsong")
    assert lz(g)["outcast"] == "fox"
    assert not any(k.startswith(("convert:5", "sanctify:5", "crusade_battle:5",
                                 "crusade_move:5-")) for k in keys(g))


def test_10_4_3_I_crusade_move_then_may_battle_in_destination():
    s = cult()
    s.place(L, "warrior", clearing=1, count=3)
    s.place(L, "garden_fox", clearing=1)
    s.place("marquise", "warrior", clearing=5)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(2)
    s.dice([2, 0])
    g = s.start(turn=L, phase="birdsong")
    g.apply("crusade_move:1-5:2")
    assert lz(g)["acolytes"] == 1 and warriors(g, 5, L) == 2
    ks = keys(g)
    assert any("5" in k and "marquise" in k for k in ks), ks   # battle in destination offered
    assert any(k in ("skip", "done", "end", "no_battle", "decline") for k in ks), ks


def test_10_4_3_I_crusade_move_needs_rule_of_origin_or_destination():
    s = cult()
    s.place(L, "warrior", clearing=8)                       # fox, Marquise rules 8 and 4
    s.place("marquise", "warrior", clearing=8, count=3)
    s.place("marquise", "warrior", clearing=4, count=3)
    s.place(L, "warrior", clearing=7)                       # the Cult rules 7
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(2)
    g = s.start(turn=L, phase="birdsong")
    assert "crusade_move:8-4:1" not in keys(g)              # neither end ruled
    assert "crusade_move:8-12:1" not in keys(g)             # nobody rules 12
    assert "crusade_move:8-7:1" in keys(g)


def test_10_4_3_II_convert_with_an_empty_supply_places_a_spent_acolyte():
    # Law 10.4.3: spent acolytes return to the supply first, so the supply is never empty
    # when the converted warrior is placed
    s = cult()
    s.place(L, "warrior", clearing=8, count=20)
    s.place("marquise", "warrior", clearing=8)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(5)                                           # 25 - 20 - 5 = 0 in supply
    g = s.start(turn=L, phase="birdsong")
    assert lz(g)["supply"]["warrior"] == 0
    g.apply("convert:8:marquise")
    assert warriors(g, 8, L) == 21 and warriors(g, 8, "marquise") == 0
    assert lz(g)["acolytes"] == 4 and lz(g)["supply"]["warrior"] == 0


def test_10_4_3_II_convert_cannot_target_the_vagabond():
    s = cult("marquise", "vagabond")
    s.place(L, "warrior", clearing=8)
    s.vagabond("thief", 8, items=["sword", "boot"])
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(5)
    g = s.start(turn=L, phase="birdsong")
    assert not prefixed(g, "convert:")


def test_10_4_3_III_sanctify_scores_and_places_an_outcast_garden():
    s = cult()
    s.place("marquise", "sawmill", clearing=8)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(2)
    g = s.start(turn=L, phase="birdsong")
    before = g.score(L)
    g.apply("sanctify:8:marquise:sawmill")
    assert buildings(g, 8, L) == ["garden_fox"]
    assert buildings(g, 8, "marquise") == []
    assert g.score(L) == before + 1                         # Law 3.2.1
    assert lz(g)["acolytes"] == 0


def test_10_4_3_keep_forbids_convert_and_sanctify():
    s = cult()
    s.place("marquise", "keep", clearing=8)
    s.place("marquise", "sawmill", clearing=8)
    s.place("marquise", "warrior", clearing=8)
    s.place(L, "warrior", clearing=8)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(5)
    g = s.start(turn=L, phase="birdsong")
    assert not prefixed(g, "convert:8") and not prefixed(g, "sanctify:8")    # Law 6.2.2
    assert prefixed(g, "crusade_battle:8")


def test_10_4_3_crusade_move_into_sympathy_pays_outrage():
    s = cult("marquise", "alliance")
    s.place(L, "warrior", clearing=1, count=2)
    s.place(L, "garden_fox", clearing=1)
    s.place("alliance", "sympathy", clearing=9)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.hand(L, ["sword"])                                    # mouse, matches 9
    s.acolytes(2)
    g = s.start(turn=L, phase="birdsong")
    g.apply("crusade_move:1-9:1")
    while g.decision.player != L or "sword" in card_ids(g, L):
        if "sword" not in card_ids(g, L):
            break
        ks = keys(g)
        g.apply(next((k for k in ks if "sword" in k), ks[0]))
    assert "sword" not in card_ids(g, L)
    assert "sword" in g.s["players"]["alliance"]["supporters"]


def test_10_5_bird_cards_are_not_wild_for_rituals():
    s = cult()
    s.place(L, "warrior", clearing=1, count=2)
    s.place(L, "garden_fox", clearing=1)
    s.place(L, "warrior", clearing=12)
    s.hand(L, ["birdy_bindle"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    ks = keys(g)
    assert "sacrifice:birdy_bindle" in ks
    assert not [k for k in ks if k.startswith(("build:", "recruit:", "score:"))]


def test_10_5_1_build_needs_rule_and_places_clearing_suit_garden():
    s = cult()
    s.place(L, "warrior", clearing=12)                      # rules 12 (fox)
    s.place("marquise", "warrior", clearing=6, count=2)     # Marquise rules 6
    s.place(L, "warrior", clearing=6)
    s.hand(L, ["anvil"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    assert "build:anvil:12" in keys(g)
    assert "build:anvil:6" not in keys(g)
    assert "build:anvil:8" not in keys(g)                   # no pieces: not ruled
    g.apply("build:anvil:12")
    assert buildings(g, 12, L) == ["garden_fox"]
    assert "anvil" not in card_ids(g, L)                     # revealed, not in hand


def test_10_5_2_recruit_needs_no_rule_nor_presence():
    s = cult()
    s.place("marquise", "warrior", clearing=8, count=3)
    s.hand(L, ["anvil"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    assert {"recruit:anvil:1", "recruit:anvil:6", "recruit:anvil:8",
            "recruit:anvil:12"} <= set(keys(g))
    assert "recruit:anvil:5" not in keys(g)


def test_10_5_3_score_needs_a_garden_of_that_suit_and_once_per_suit():
    s = cult()
    s.place(L, "garden_fox", clearing=12)
    s.place(L, "garden_fox", clearing=8)
    s.place(L, "warrior", clearing=12)
    s.hand(L, ["anvil", "foxfolk_steel", "bake_sale"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    assert "score:bake_sale" not in keys(g)                  # no rabbit garden on the map
    before = g.score(L)
    g.apply("score:anvil")
    assert g.score(L) > before
    assert "anvil" in lz(g)["lost_souls"]
    assert "score:foxfolk_steel" not in keys(g)              # once per turn per fox
    assert prefixed(g, "build:foxfolk_steel") or prefixed(g, "recruit:foxfolk_steel")


def test_10_5_4_sacrifice_moves_a_supply_warrior_to_the_acolytes():
    s = cult()
    s.hand(L, ["birdy_bindle"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    sup = lz(g)["supply"]["warrior"]
    g.apply("sacrifice:birdy_bindle")
    assert lz(g)["acolytes"] == 1 and lz(g)["supply"]["warrior"] == sup - 1


def test_10_5_cult_daylight_has_no_move_or_battle():
    s = cult()
    s.place(L, "warrior", clearing=1, count=3)
    s.place("marquise", "warrior", clearing=1)
    s.hand(L, ["anvil"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    assert not [k for k in keys(g) if k.startswith(("move", "battle"))]


def test_10_2_3_revenge_defending_warriors_become_acolytes_attackers_do_not():
    s = cult()
    s.place(L, "warrior", clearing=8, count=3)
    s.place("marquise", "warrior", clearing=8, count=3)
    s.dice([2, 2])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:lizards")
    g = to_player_kind(g, "marquise", "action")
    assert warriors(g, 8, L) == 1 and lz(g)["acolytes"] == 2
    # attacking Cult warriors removed go to the supply
    s = cult()
    s.place(L, "warrior", clearing=8, count=3)
    s.place("marquise", "warrior", clearing=8, count=3)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(1)
    s.dice([2, 2])
    g = s.start(turn=L, phase="birdsong")
    sup = lz(g)["supply"]["warrior"]
    g.apply("crusade_battle:8:marquise")
    g = to_player_kind(g, L, "ritual")
    assert warriors(g, 8, L) == 1
    # the spent acolyte returns to the supply too (10.4.3)
    assert lz(g)["acolytes"] == 0 and lz(g)["supply"]["warrior"] == sup + 3


def test_10_2_4_pilgrims_override_lords_of_the_forest():
    s = cult()
    s.place(L, "garden_fox", clearing=8)
    s.place("eyrie", "warrior", clearing=8, count=3)
    s.place("eyrie", "roost", clearing=8)
    g = s.start(turn="marquise", phase="daylight")
    assert g.clearing(8).ruler() == L
    s = cult()
    s.place(L, "warrior", clearing=8)
    s.place("eyrie", "warrior", clearing=8)
    g = s.start(turn="marquise", phase="daylight")
    assert g.clearing(8).ruler() == "eyrie"               # no garden: Lords of the Forest


def test_10_2_5_fear_of_the_faithful_discards_a_random_card_to_lost_souls():
    s = cult()
    s.place(L, "garden_fox", clearing=8)
    s.place("marquise", "warrior", clearing=8, count=3)
    s.hand(L, ["bake_sale"])
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:lizards")
    g = to_player_kind(g, "marquise", "action")
    assert buildings(g, 8, L) == []
    assert card_ids(g, L) == []
    assert "bake_sale" in lz(g)["lost_souls"]


def test_10_6_1_and_10_6_2_revealed_return_then_craft_with_outcast_gardens_only():
    s = cult()
    s.place(L, "garden_fox", clearing=8)
    s.place(L, "garden_mouse", clearing=7)
    s.place(L, "warrior", clearing=8)
    s.hand(L, ["sword", "anvil"])                        # sword costs two fox? anvil one fox
    s.outcast("fox")
    g = s.start(turn=L, phase="daylight")
    g.apply("recruit:anvil:8")
    g.apply("end")
    assert g.decision.kind == "craft", (g.decision.kind, keys(g))
    assert "craft:anvil" in keys(g)                      # revealed card is back in hand
    assert "craft:sword" not in keys(g)                  # sword needs mouse: mouse garden is not Outcast


# ===== Law 12: the Underground Duchy ==========================================================

def duchy_day(s):
    g = s.start(turn=D, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (D, "assembly")
    return g


def marquise_day(s):
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    assert g.decision.kind == "action"
    return g


def test_12_2_2_other_factions_cannot_enter_the_burrow():
    s = duchy()
    s.place(D, "tunnel", clearing=1)
    s.place("marquise", "warrior", clearing=1, count=3)
    g = marquise_day(s)
    assert prefixed(g, "march:1-")
    assert not [k for k in keys(g) if "burrow" in k]


def test_12_2_2_the_duchy_rules_the_burrow_with_nothing_there():
    s = duchy()
    s.place(D, "tunnel", clearing=1)
    s.place(D, "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=1, count=3)     # the Marquise rules 1
    g = duchy_day(s)
    assert dk(g)["burrow"] == 0
    assert "move:1-burrow:1" in keys(g)
    assert "move:1-5:1" not in keys(g)                      # nobody rules 5


def test_12_2_2_the_burrow_is_adjacent_only_to_tunnel_clearings():
    s = duchy()
    s.place(D, "tunnel", clearing=1)
    s.place(D, "warrior", clearing=5, count=2)
    s.burrow(2)
    g = duchy_day(s)
    assert not prefixed(g, "move:5-burrow")
    assert not prefixed(g, "move:burrow-5")
    assert "move:burrow-1:2" in keys(g)


def test_12_2_2_snare_pins_duchy_warriors_even_toward_the_burrow():
    s = duchy("marquise", "corvids")
    s.place(D, "tunnel", clearing=1)
    s.place(D, "warrior", clearing=1, count=2)
    s.plot(1, "snare", face_up=True)
    s.burrow(1)
    g = duchy_day(s)
    assert not prefixed(g, "move:1-")                       # Law 13.7.2: no move out
    assert "move:burrow-1:1" in keys(g)                     # moving in is allowed


def test_12_2_3_price_of_failure_once_for_buildings_removed_together():
    s = duchy()
    s.place(D, "citadel", clearing=8)
    s.place(D, "market", clearing=8)
    s.place("marquise", "warrior", clearing=8, count=4)
    s.ministers(["foremole", "brigadier", "banker"])
    s.hand(D, ["bake_sale", "anvil"])
    s.dice([3, 0])
    g = marquise_day(s)
    g.apply("battle:8:duchy")
    g = to_player_kind(g, D, "lose_minister")
    assert sorted(keys(g)) == ["lose:banker", "lose:brigadier"]   # the two nobles, not the squire
    g.apply("lose:banker")
    g = to_player_kind(g, "marquise", "action")
    assert buildings(g, 8, D) == []
    assert dk(g)["swayed"] == ["foremole", "brigadier"]     # only one minister for one event
    assert len(card_ids(g, D)) == 1                          # one random card
    assert dk(g)["crowns"]["noble"] == 1                     # 3 - brigadier - the lost crown


def test_12_2_3_lost_crown_cannot_be_used_to_sway_again():
    s = duchy()
    s.place(D, "warrior", clearing=1).place(D, "warrior", clearing=2)
    s.place(D, "warrior", clearing=3).place(D, "warrior", clearing=5)
    s.ministers(["foremole", "marshal"])
    s.lost_crowns(squire=1)
    s.hand(D, ["anvil", "bake_sale"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    assert g.decision.kind in ("sway", "sway_choice") or prefixed(g, "sway:"), keys(g)
    assert "sway:captain" not in keys(g)                     # no squire crown left


def test_12_2_3_with_the_cult_the_random_card_goes_to_lost_souls():
    s = table(("marquise", L, D))
    s.place(D, "citadel", clearing=6)
    s.place("marquise", "warrior", clearing=6, count=4)
    s.ministers(["earl_of_stone"])
    s.hand(D, ["bake_sale"])
    s.dice([3, 0])
    g = marquise_day(s)
    g.apply("battle:6:duchy")
    g = to_player_kind(g, "marquise", "action")
    assert dk(g)["swayed"] == [] and card_ids(g, D) == []
    assert "bake_sale" in g.s["players"][L]["lost_souls"]
    assert dk(g)["crowns"]["lord"] == 2


def test_12_2_3_sanctify_triggers_the_price_of_failure():
    s = table(("marquise", L, D))
    s.place(D, "market", clearing=8)
    s.ministers(["captain"])
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(2)
    g = s.start(turn=L, phase="birdsong")
    g.apply("sanctify:8:duchy:market")
    assert buildings(g, 8, L) == ["garden_fox"]
    assert dk(g)["swayed"] == []


def test_12_2_4_and_12_5_1_V_dig_with_all_tunnels_out_lifts_one_first():
    s = duchy()
    for c in (1, 2, 3):
        s.place(D, "tunnel", clearing=c)
    s.burrow(5)
    s.hand(D, ["anvil"])
    g = duchy_day(s)
    digs = prefixed(g, "dig:")
    assert digs and all(k.count(":") == 3 for k in digs)    # every dig names a tunnel to lift
    assert not [k for k in digs if k.startswith(("dig:1:", "dig:2:", "dig:3:"))]
    assert not [k for k in digs if k.split(":")[1] not in ("6", "8", "12")]  # fox only
    g.apply("dig:8:anvil:2")
    assert tokens(g, 2, D) == [] and tokens(g, 8, D) == ["tunnel"]
    assert [k for k in keys(g)] == [f"dig_move:{k}" for k in range(1, 5)]   # 1..4, not 5
    g.apply("dig_move:4")
    assert warriors(g, 8, D) == 4 and dk(g)["burrow"] == 1
    assert "anvil" not in card_ids(g, D) and "anvil" in g.s["discard"]


def test_12_5_1_V_no_dig_with_an_empty_burrow_nor_into_the_keep():
    s = duchy()
    s.hand(D, ["anvil"])
    s.place(D, "warrior", clearing=12)
    g = duchy_day(s)
    assert not prefixed(g, "dig:")
    s = duchy()
    s.hand(D, ["anvil"])
    s.burrow(2)
    s.place("marquise", "keep", clearing=8)
    g = duchy_day(s)
    assert "dig:12:anvil" in keys(g) and "dig:8:anvil" not in keys(g)   # Law 6.2.2


def test_12_5_1_assembly_is_two_actions():
    s = duchy()
    s.place(D, "warrior", clearing=1)
    g = duchy_day(s)
    g.apply("recruit")
    g.apply("recruit")
    assert "recruit" not in keys(g)
    assert dk(g)["burrow"] == 2


def test_12_5_1_I_build_reveals_a_matching_card_in_a_ruled_clearing():
    s = duchy()
    s.place(D, "warrior", clearing=6)
    s.place("eyrie", "warrior", clearing=12)
    s.place(D, "warrior", clearing=12)                      # tie: Lords of the Forest
    s.hand(D, ["anvil", "bake_sale", "birdy_bindle"])
    g = duchy_day(s)
    assert "build:6:citadel:anvil" in keys(g) and "build:6:market:birdy_bindle" in keys(g)
    assert not prefixed(g, "build:6:citadel:bake_sale")
    assert not prefixed(g, "build:12:")
    g.apply("build:6:citadel:birdy_bindle")
    assert buildings(g, 6, D) == ["citadel"]
    assert "birdy_bindle" in dk(g)["revealed"]


def test_12_6_1_revealed_birds_are_discarded_others_return():
    s = duchy()
    s.place(D, "warrior", clearing=8, count=2)
    s.hand(D, ["anvil", "birdy_bindle"])
    g = duchy_day(s)
    g.apply("build:8:citadel:birdy_bindle")
    g.apply("build:8:market:anvil")
    for _ in range(10):
        if g.decision.player != D:
            break
        g.apply("end" if "end" in keys(g) else ("done" if "done" in keys(g) else keys(g)[0]))
    assert "birdy_bindle" in g.s["discard"]
    assert "anvil" in card_ids(g, D) or "anvil" in g.s["discard"]
    assert dk(g)["revealed"] == []


def test_12_5_2_brigadier_two_moves_or_two_battles_not_one_of_each():
    s = duchy()
    s.place(D, "warrior", clearing=8, count=4)
    s.place("marquise", "warrior", clearing=8)
    s.ministers(["brigadier"])
    s.dice([0, 0])
    g = duchy_day(s)
    g.apply("end")
    g.apply("brigadier:move:8-4:1")
    ks = keys(g)
    assert not [k for k in ks if "battle" in k], ks
    assert [k for k in ks if "move" in k], ks


def test_12_5_2_VI_mayor_copies_no_lord_and_not_itself():
    s = duchy()
    s.place(D, "warrior", clearing=8)
    s.place(D, "market", clearing=8)
    s.ministers(["mayor", "baron_of_dirt", "captain"])
    s.place("marquise", "warrior", clearing=8)
    g = duchy_day(s)
    g.apply("end")
    mayor = prefixed(g, "mayor")
    assert "mayor:captain" in mayor
    assert not [k for k in mayor if "baron" in k or k.startswith("mayor:mayor")]


def test_12_5_2_each_minister_once():
    s = duchy()
    s.place(D, "market", clearing=8)
    s.place(D, "market", clearing=6)
    s.ministers(["baron_of_dirt"])
    g = duchy_day(s)
    g.apply("end")
    before = g.score(D)
    (k,) = prefixed(g, "baron_of_dirt")
    g.apply(k)
    assert g.score(D) == before + 2
    assert not prefixed(g, "baron_of_dirt")


def test_12_5_2_VII_duchess_needs_all_three_tunnels():
    s = duchy()
    s.place(D, "tunnel", clearing=1).place(D, "tunnel", clearing=2)
    s.ministers(["duchess_of_mud", "earl_of_stone"])
    g = duchy_day(s)
    g.apply("end")
    assert not prefixed(g, "duchess_of_mud")
    assert not prefixed(g, "earl_of_stone")                 # no citadel: nothing to score
    s.place(D, "tunnel", clearing=3)
    g = duchy_day(s)
    g.apply("end")
    before = g.score(D)
    g.apply(prefixed(g, "duchess_of_mud")[0])
    assert g.score(D) == before + 2


def test_12_5_3_sway_needs_a_clearing_per_card_and_scores_the_crown():
    s = duchy()
    s.place(D, "warrior", clearing=6)                       # one fox clearing only
    s.burrow(3)                                             # the Burrow has no suit
    s.hand(D, ["anvil", "foxfolk_steel"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    assert not prefixed(g, "sway:")                         # two fox cards, one fox clearing
    s.place(D, "warrior", clearing=8)
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    assert "sway:foremole" in keys(g)
    assert "sway:brigadier" not in keys(g)                   # a noble needs three cards
    before = g.score(D)
    g.apply("sway:foremole")
    g.apply("reveal:anvil")
    g.apply("reveal:foxfolk_steel")
    assert "foremole" in dk(g)["swayed"]
    assert g.score(D) == before + 1
    assert dk(g)["crowns"]["squire"] == 2


def test_12_5_3_birds_reveal_against_any_clearing():
    s = duchy()
    s.place(D, "warrior", clearing=6)
    s.place(D, "warrior", clearing=5)
    s.hand(D, ["birdy_bindle", "woodland_runners"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    assert "sway:captain" in keys(g)


def test_12_4_birdsong_recruits_by_citadels_into_the_burrow():
    s = duchy()
    s.place(D, "citadel", clearing=6)
    s.place(D, "citadel", clearing=8)
    g = s.start(turn=D, phase="birdsong")
    g = to_player_kind(g, D, "assembly")
    # Law 12.4: one plus the warrior icons shown; data/duchy.json gives 4 for two citadels out
    assert dk(g)["burrow"] == 4


def test_12_6_3_draw_one_plus_markets():
    s = duchy()
    s.place(D, "market", clearing=6)
    s.place(D, "market", clearing=8)
    g = s.start(turn=D, phase="evening")
    for _ in range(20):
        if g.decision.player != D and g.decision.player != "chance":
            break
        ks = keys(g)
        g.apply("done" if "done" in ks else ("end" if "end" in ks else ks[0]))
    assert len(card_ids(g, D)) == 3


# ===== more interactions ======================================================================

def test_10_2_6_eyrie_purge_sends_the_decree_to_lost_souls():
    s = cult()
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5)
    s.decree("recruit", ["anvil"])                          # no roost in a fox clearing
    g = s.start(turn="eyrie", phase="daylight")
    for _ in range(20):
        if "anvil" in lz(g)["lost_souls"] or g.decision.player != "eyrie":
            break
        ks = keys(g)
        g.apply("done" if "done" in ks else ks[0])
    assert "anvil" in lz(g)["lost_souls"]                    # Law 7.7.2 x 10.2.6
    assert "anvil" not in g.s["discard"]


def test_10_4_3_III_sanctify_an_alliance_base_sends_supporters_to_lost_souls():
    s = cult("marquise", "alliance")
    s.place("alliance", "base_fox", clearing=8)
    s.supporters(["anvil", "bake_sale"])
    s.outcast("fox", hated=True)
    s.lost_souls(["foxfolk_steel"])
    s.acolytes(2)
    g = s.start(turn=L, phase="birdsong")
    g.apply("sanctify:8:alliance:base_fox")
    assert buildings(g, 8, L) == ["garden_fox"]
    assert "anvil" in lz(g)["lost_souls"]                    # Law 8.2.4 x 10.2.6
    assert g.s["players"]["alliance"]["supporters"] == ["bake_sale"]


def test_10_4_3_III_no_sanctify_without_an_outcast_garden_left():
    s = cult()
    s.ruins(6, 0).ruins(12, 0)
    for c in (1, 6, 8, 8, 12):
        s.place(L, "garden_fox", clearing=c)
    s.place("marquise", "sawmill", clearing=12)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(5)
    g = s.start(turn=L, phase="birdsong")
    assert lz(g)["supply"].get("garden_fox", 0) == 0
    assert not prefixed(g, "sanctify:")


def test_10_4_3_II_convert_needs_no_cult_piece_there():
    s = cult()
    s.place("eyrie", "warrior", clearing=6, count=2)
    s.outcast("fox", hated=True)
    s.lost_souls(["anvil"])
    s.acolytes(1)
    g = s.start(turn=L, phase="birdsong")
    assert "convert:6:eyrie" in keys(g)
    assert not prefixed(g, "crusade_battle:6")              # battle needs Cult warriors (4.3)
    g.apply("convert:6:eyrie")
    assert warriors(g, 6, "eyrie") == 1 and warriors(g, 6, L) == 1


def test_10_5_a_revealed_card_serves_one_ritual():
    s = cult()
    s.place(L, "garden_fox", clearing=12)
    s.hand(L, ["anvil"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    g.apply("recruit:anvil:8")
    assert not [k for k in keys(g) if "anvil" in k]
    assert lz(g)["revealed"] == ["anvil"]


def test_10_2_5_removed_garden_returns_to_its_track_with_an_empty_hand():
    s = cult()
    s.place(L, "garden_rabbit", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.dice([1, 0])
    g = s.start(turn="marquise", phase="daylight")
    sup = lz(g)["supply"]["garden_rabbit"]
    before = g.score("marquise")
    g.apply("done")
    g.apply("battle:5:lizards")
    g = to_player_kind(g, "marquise", "action")
    assert buildings(g, 5, L) == []
    assert lz(g)["supply"]["garden_rabbit"] == sup + 1
    assert g.score("marquise") == before + 1
    assert lz(g)["lost_souls"] == []


def test_12_2_3_removing_only_a_tunnel_is_no_failure():
    s = duchy()
    s.place(D, "tunnel", clearing=8)
    s.place("marquise", "warrior", clearing=8, count=2)
    s.ministers(["captain"])
    s.hand(D, ["anvil"])
    s.dice([2, 0])
    g = marquise_day(s)
    before = g.score("marquise")
    g.apply("battle:8:duchy")
    g = to_player_kind(g, "marquise", "action")
    assert tokens(g, 8, D) == []
    assert g.score("marquise") == before + 1                 # Law 3.2.1
    assert dk(g)["swayed"] == ["captain"] and card_ids(g, D) == ["anvil"]


def test_12_5_1_V_dig_into_sympathy_pays_outrage():
    s = duchy("marquise", "alliance")
    s.place("alliance", "sympathy", clearing=8)
    s.burrow(2)
    s.hand(D, ["anvil", "foxfolk_steel"])
    g = duchy_day(s)
    g.apply("dig:8:anvil")
    g.apply("dig_move:1")
    for _ in range(5):
        if "foxfolk_steel" not in card_ids(g, D):
            break
        ks = keys(g)
        g.apply(next((k for k in ks if "foxfolk_steel" in k), ks[0]))
    assert "foxfolk_steel" in g.s["players"]["alliance"]["supporters"]   # Law 8.2.6


def test_12_2_2_vagabond_cannot_enter_the_burrow():
    s = duchy("marquise", "vagabond")
    s.place(D, "tunnel", clearing=1)
    s.vagabond("thief", 1, items=["boot", "boot", "sword"])
    g = s.start(turn="vagabond", phase="daylight")
    assert {"move:5", "move:9", "move:10"} <= set(keys(g))
    assert not [k for k in keys(g) if "burrow" in k]


def test_12_5_2_V_banker_mixes_birds_with_one_suit():
    s = duchy()
    s.ministers(["banker"])
    s.hand(D, ["anvil", "birdy_bindle", "bake_sale"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("banker:anvil")
    assert "banker:birdy_bindle" in keys(g) and "banker:bake_sale" not in keys(g)
    before = g.score(D)
    g.apply("banker:birdy_bindle")
    g.apply("done")
    assert g.score(D) == before + 2
    assert card_ids(g, D) == ["bake_sale"]


def test_12_5_3_sway_once_per_turn_and_cards_return_in_evening():
    s = duchy()
    for c in (1, 2, 3, 6):
        s.place(D, "warrior", clearing=c)
    s.hand(D, ["anvil", "sword", "bake_sale", "foxfolk_steel"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    g.apply("sway:foremole")
    g.apply("reveal:anvil")
    g.apply("reveal:sword")
    assert not prefixed(g, "sway:")
    for _ in range(20):
        if g.decision.player != D and g.decision.player != "chance":
            break
        ks = keys(g)
        g.apply("done" if "done" in ks else ("end" if "end" in ks else ks[0]))
    assert {"anvil", "sword"} <= set(card_ids(g, D))


def test_12_5_2_VI_mayor_may_copy_a_minister_already_used():
    s = duchy()
    s.place(D, "warrior", clearing=8, count=3)
    s.place("marquise", "warrior", clearing=8, count=3)
    s.ministers(["mayor", "captain"])
    s.dice([0, 0, 0, 0])
    g = duchy_day(s)
    g.apply("end")
    g.apply("captain:8:marquise")
    g = to_player_kind(g, D, "parliament")
    assert not prefixed(g, "captain:")
    assert "mayor:captain" in keys(g)


# ===== Scenario setters, position text, bad input ==============================================

def _full_table():
    s = table(("marquise", "alliance", L, D))
    s.place(L, "warrior", clearing=1, count=2).place(L, "garden_fox", clearing=1)
    s.place(L, "garden_mouse", clearing=2)
    s.outcast("mouse", hated=True).acolytes(3)
    s.lost_souls(["anvil", "bake_sale"])
    s.place(D, "warrior", clearing=8, count=2).place(D, "citadel", clearing=8)
    s.place(D, "tunnel", clearing=8).place(D, "tunnel", clearing=5)
    s.burrow(4).ministers(["captain", "banker"]).lost_crowns(lord=1)
    s.hand(D, ["foxfolk_steel"])
    return s


def test_position_text_round_trip_with_cult_and_duchy():
    s = _full_table()
    text = s.to_text()
    for line in ("outcast lizards: mouse hated", "acolytes lizards: 3", "burrow duchy: 4"):
        assert line in text, text
    again = Scenario.from_text(text)
    assert again.to_text() == text
    g = again.start(turn=L, phase="daylight")
    assert Scenario.from_text(g.position_text()).to_text() == Scenario.from_text(
        Game.from_json(g.to_json()).position_text()).to_text()
    assert lz(g)["acolytes"] == 3
    assert dk(g)["burrow"] == 4 and dk(g)["swayed"] == ["captain", "banker"]
    assert dk(g)["crowns"] == {"squire": 2, "noble": 2, "lord": 2}


@pytest.mark.parametrize("call, error", [
    (lambda s: s.outcast("bird"), ScenarioError),
    (lambda s: s.outcast("fox", hated="yes"), ScenarioError),
    (lambda s: s.acolytes(-1), ScenarioError),
    (lambda s: s.acolytes(True), ScenarioError),
    (lambda s: s.acolytes(40), ScenarioError),
    (lambda s: s.lost_souls(["no_such_card"]), UnknownName),
    (lambda s: s.lost_souls(["foxfolk_steel"]), ScenarioError),       # in the Duchy's hand
    (lambda s: s.revealed(["sword"]), ScenarioError),                 # both have one: ambiguous
    (lambda s: s.burrow(-2), ScenarioError),
    (lambda s: s.burrow("3"), ScenarioError),
    (lambda s: s.burrow(30), ScenarioError),
    (lambda s: s.ministers(["king"]), UnknownName),
    (lambda s: s.ministers(["captain", "captain"]), ScenarioError),
    (lambda s: s.ministers("captain"), ScenarioError),
    (lambda s: s.ministers(["duchess_of_mud", "baron_of_dirt", "earl_of_stone"]), ScenarioError),
    (lambda s: s.lost_crowns(squire=3), ScenarioError),               # 2 free + captain
    (lambda s: s.lost_crowns(noble=-1), ScenarioError),
])
def test_bad_scenario_input_is_refused_and_changes_nothing(call, error):
    s = _full_table()
    before = s.to_text()
    with pytest.raises(error):
        call(s)
    assert s.to_text() == before


@pytest.mark.parametrize("line", [
    "outcast lizards: bird", "outcast lizards: fox angry", "acolytes lizards: many",
    "lost_souls lizards: no_such_card", "burrow duchy: -1", "ministers duchy: king",
])
def test_bad_position_text_is_refused(line):
    text = _full_table().to_text()
    head = line.split(":")[0]
    lines = [x for x in text.splitlines() if not x.startswith(head + ":")] + [line]
    with pytest.raises(ValueError):
        Scenario.from_text("\n".join(lines))


def test_position_text_revealed_lines_of_cult_and_duchy_together():
    """Both factions name a 'revealed' setter; each position-text line names its faction, so
    reading it back must not be ambiguous. Each has revealed cards only in its own turn
    (Law 10.6.1, 12.6.1: they go back to the hand in Evening)."""
    base = _full_table().to_text().replace("lost_souls lizards: anvil, bake_sale",
                                           "lost_souls lizards: anvil")
    for turn, line, who, cards in ((L, "revealed lizards: sword", lz, ["sword"]),
                                   (D, "revealed duchy: bake_sale, birdy_bindle", dk,
                                    ["bake_sale", "birdy_bindle"])):
        g = Scenario.from_text(base + "\n" + line).start(turn=turn, phase="daylight")
        assert who(g)["revealed"] == cards
        again = Scenario.from_text(g.position_text())
        assert again.to_text() == g.position_text()
        assert line in again.to_text()


def test_10_4_3_full_costs_when_not_hated_and_the_crusade_battle_is_free():
    s = cult()
    s.place(L, "warrior", clearing=1, count=3)
    s.place(L, "garden_fox", clearing=1)
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "sawmill", clearing=8)
    s.outcast("rabbit")
    s.lost_souls(["anvil"])                                 # fox becomes the Outcast, not Hated
    s.acolytes(2)
    s.dice([0, 0])
    g = s.start(turn=L, phase="birdsong")
    assert (lz(g)["outcast"], lz(g)["hated"]) == ("fox", False)
    assert not prefixed(g, "sanctify:")                     # 3 acolytes needed
    g.apply("crusade_move:1-5:2")
    assert lz(g)["acolytes"] == 0
    (battle,) = [k for k in keys(g) if k.startswith("crusade_battle:5")]
    g.apply(battle)
    g = to_player_kind(g, L, "ritual")
    assert lz(g)["acolytes"] == 0                           # the battle cost nothing more


def test_10_6_2_a_hated_outcast_still_crafts():
    s = cult()
    s.place(L, "garden_fox", clearing=8)
    s.outcast("fox", hated=True)
    s.hand(L, ["anvil"])
    g = s.start(turn=L, phase="evening")
    assert "craft:anvil" in keys(g)


def test_12_5_3_tunnels_are_duchy_pieces_for_sway():
    s = duchy()
    s.place(D, "tunnel", clearing=6).place(D, "tunnel", clearing=5)
    s.hand(D, ["anvil", "bake_sale"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    assert "sway:captain" in keys(g)


def test_12_4_birdsong_recruit_is_bounded_by_the_supply():
    s = duchy()
    s.place(D, "warrior", clearing=8, count=20)
    g = s.start(turn=D, phase="birdsong")
    g = to_player_kind(g, D, "assembly")
    assert dk(g)["burrow"] == 0
    assert "recruit" not in keys(g)


def test_10_2_6_a_discarded_dominance_card_waits_in_lost_souls():
    s = cult()
    s.hand("marquise", ["fox_dominance", "anvil", "bake_sale", "sword", "smugglers_trail",
                        "investments"])
    g = s.start(turn="marquise", phase="evening")
    g = to_player_kind(g, "marquise", "discard")
    g.apply("discard:fox_dominance")
    assert "fox_dominance" in lz(g)["lost_souls"]
    assert "fox_dominance" not in g.s["available_dominance"]    # not yet: 10.4.2 releases it


def test_10_5_rituals_place_nothing_in_the_keep_clearing():
    s = cult()
    s.place("marquise", "keep", clearing=8)
    s.place(L, "garden_fox", clearing=12)
    s.place(L, "warrior", clearing=8, count=3)              # the Cult rules 8
    s.hand(L, ["anvil"])
    s.outcast("mouse")
    g = s.start(turn=L, phase="daylight")
    assert "recruit:anvil:12" in keys(g)
    assert not [k for k in keys(g) if k.endswith(":8")]    # Law 6.2.2


def test_12_5_1_I_no_build_in_the_keep_clearing():
    s = duchy()
    s.place("marquise", "keep", clearing=8)
    s.place(D, "warrior", clearing=8, count=3)
    s.place(D, "warrior", clearing=12)
    s.place(D, "warrior", clearing=7)
    s.hand(D, ["anvil"])
    g = duchy_day(s)
    assert prefixed(g, "build:12:")
    assert not prefixed(g, "build:8:")                      # Law 6.2.2
    assert "move:8-7:1" in keys(g) and "move:7-8:1" in keys(g)     # moving in is allowed


def test_12_2_3_an_unswayed_minister_can_be_swayed_again_with_a_crown_left():
    s = duchy()
    s.place(D, "citadel", clearing=8)
    s.place("marquise", "warrior", clearing=8, count=2)
    s.ministers(["banker"])
    s.dice([1, 0])
    g = marquise_day(s)
    g.apply("battle:8:duchy")
    g = to_player_kind(g, "marquise", "action")
    assert dk(g)["swayed"] == [] and dk(g)["crowns"]["noble"] == 2
    s = Scenario.from_text(g.position_text())
    for c in (1, 5, 9):
        s.place(D, "warrior", clearing=c)
    s.hand(D, ["anvil", "bake_sale", "sword"])
    g = duchy_day(s)
    g.apply("end")
    g.apply("end")
    assert "sway:banker" in keys(g)


def test_10_2_3_revenge_against_the_vagabond_and_the_cult_turns_hostile():
    s = cult("marquise", "vagabond")
    s.place(L, "warrior", clearing=5, count=2)
    s.vagabond("thief", 5, items=["sword", "sword", "boot"])
    s.dice([2, 0])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("battle:5:lizards")
    g = to_player_kind(g, "vagabond", "action")
    assert warriors(g, 5, L) == 0 and lz(g)["acolytes"] == 2          # Law 10.2.3
    assert g.s["players"]["vagabond"]["relationships"][L] == "hostile"  # Law 9.2.9.III


def test_observation_shows_lost_souls_and_revealed_cards_but_not_hands():
    text = "\n".join(["map: autumn", "factions: marquise, lizards, duchy",
                      "clearing 1: lizards warrior 2, garden_fox",
                      "lost_souls lizards: anvil",
                      "revealed duchy: bake_sale", "hand lizards: foxfolk_steel",
                      "hand duchy: smugglers_trail", "burrow duchy: 2"])
    g = Scenario.from_text(text).start(turn=D, phase="daylight")
    o = g.observation("marquise")
    assert o["players"][L]["lost_souls"] == ["anvil"] and o["players"][L]["revealed"] == []
    assert o["players"][D]["revealed"] == ["bake_sale"]
    assert o["players"][L]["hand"] is None and o["players"][D]["hand"] is None
    assert "foxfolk_steel" not in str(o) and "smugglers_trail" not in str(o)
    assert "foxfolk_steel" in str(g.observation(L))
