"""Law 4, Key Actions: craft (4.1), move (4.2) and battle (4.3), with the Marquise and
the Eyrie on the Autumn map.

Each test builds a position with `Scenario`, plays it through `g.apply(key)` and checks
both what happened and which options are *not* offered.

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Clearings 1, 3 and 4 have one
building slot; 6, 10, 11 and 12 hold a ruin. 5-10, 7-11, 10-11 and 4-7 are rivers, not paths.
"""
import pytest

from root_widget import Game, IllegalAction, Scenario  # noqa: F401

from helpers import (buildings, keys, marquise_actions, player, table,  # noqa: F401
                     tokens, warriors)


def crafts(g):
    return sorted(k for k in keys(g) if k.startswith("craft:"))


def battle(g, key):
    """Start a battle with the Marquise's action `key` (e.g. "battle:12:eyrie")."""
    assert key in keys(g)
    g.apply(key)
    return g


def eyrie_battle(s, key, leader="builder", cards=()):
    """Start the Eyrie's Daylight and resolve the Decree up to the battle `key`.

    A spare roost and warrior in 3 absorb the Loyal Viziers' recruit and move; `cards`
    are added to the Battle column (a second card keeps the Eyrie's turn going, so the
    Marquise's next Birdsong does not change the board under the test)."""
    s.leader(leader)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3, 1)
    if cards:
        s.decree("battle", list(cards))
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")                                    # no crafting
    while g.decision.kind != "decree_battle":
        kind = g.decision.kind
        if kind == "decree_recruit":
            g.apply("recruit:3")
        elif kind == "decree_move":
            g.apply("move:3-6:1")
        else:
            g.apply([k for k in keys(g) if k.startswith("resolve:")][0])
    g.apply(key)
    return g


# ===== 4.1 Craft ===============================================================================

def test_4_1_1_marquise_cost_paid_by_workshops_of_matching_suits():
    s = table()
    s.place("marquise", "workshop", 1)                 # fox
    s.place("marquise", "workshop", 5)                 # rabbit
    s.place("marquise", "sawmill", 2)                  # mouse, but a sawmill crafts nothing
    s.hand("marquise", ["anvil", "a_visit_to_friends", "protection_racket", "mouse_root_tea"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.player == "marquise" and g.decision.kind == "craft"
    # one fox and one rabbit workshop: the one-icon recipes of those suits only
    assert crafts(g) == ["craft:a_visit_to_friends", "craft:anvil"]
    assert "craft:protection_racket" not in keys(g)     # needs two rabbits
    assert "craft:mouse_root_tea" not in keys(g)        # no mouse workshop


def test_4_1_1_eyrie_cost_paid_by_roosts_of_matching_suits():
    s = table()
    s.place("eyrie", "roost", 2)                       # mouse
    s.place("eyrie", "roost", 7)                       # mouse
    s.place("eyrie", "warrior", 1, 3)                  # warriors in a fox clearing craft nothing
    s.hand("eyrie", ["stand_and_deliver", "scouting_party", "anvil"])
    g = s.start(turn="eyrie", phase="daylight")
    assert g.decision.kind == "craft"
    assert crafts(g) == ["craft:scouting_party"]        # two mice; Stand and Deliver! needs three
    g.apply("craft:scouting_party")
    assert player(g, "eyrie")["crafted"] == ["scouting_party"]


def test_4_1_1_each_workshop_crafts_once_per_turn():
    s = table()
    s.place("marquise", "workshop", 8)                 # a single fox workshop
    s.hand("marquise", ["anvil", "mouse_crossbow"])
    g = s.start(turn="marquise", phase="daylight")
    assert crafts(g) == ["craft:anvil", "craft:mouse_crossbow"]
    g.apply("craft:anvil")
    assert crafts(g) == []                             # the only fox workshop is used up
    assert "mouse_crossbow" in player(g, "marquise")["hand"]
    with pytest.raises(IllegalAction):
        g.apply("craft:mouse_crossbow")


def test_4_1_1_used_workshops_are_ready_again_next_turn():
    s = table()
    s.place("marquise", "workshop", 8)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.hand("marquise", ["anvil", "mouse_crossbow"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert crafts(g) == []
    g.apply("done")
    g.apply("end")
    while not (g.current == "marquise" and g.phase == "daylight"):
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert g.decision.kind == "craft"
    assert "craft:mouse_crossbow" in keys(g)


def test_4_1_1_two_workshops_of_a_suit_craft_two_one_icon_cards():
    s = table()
    s.place("marquise", "workshop", 8, count=2)
    s.hand("marquise", ["anvil", "mouse_crossbow"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert crafts(g) == ["craft:mouse_crossbow"]
    g.apply("craft:mouse_crossbow")
    assert sorted(player(g, "marquise")["items"]) == ["crossbow", "hammer"]


def test_4_1_1_any_suit_icons_offer_each_combination_of_free_workshops():
    s = table()
    s.place("marquise", "workshop", 1)                 # fox
    s.place("marquise", "workshop", 8)                 # fox
    s.place("marquise", "workshop", 2)                 # mouse
    s.place("marquise", "workshop", 7)                 # mouse
    s.place("marquise", "workshop", 5)                 # rabbit
    s.hand("marquise", ["royal_claim"])
    g = s.start(turn="marquise", phase="daylight")
    assert crafts(g) == ["craft:royal_claim:fox+fox+mouse+mouse",
                         "craft:royal_claim:fox+fox+mouse+rabbit",
                         "craft:royal_claim:fox+mouse+mouse+rabbit"]
    g.apply("craft:royal_claim:fox+mouse+mouse+rabbit")
    assert player(g, "marquise")["crafted"] == ["royal_claim"]
    assert g.s["flags"]["craft_used"]["marquise"] == {"fox": 1, "mouse": 2, "rabbit": 1}


def test_4_1_1_any_suit_icons_still_need_one_piece_per_icon():
    s = table()
    for c in (1, 2, 5):
        s.place("marquise", "workshop", c)             # three workshops, four icons
    s.hand("marquise", ["royal_claim"])
    g = s.start(turn="marquise", phase="daylight")
    assert crafts(g) == []


def test_4_1_2_item_taken_from_supply_scored_and_card_discarded():
    s = table()
    s.place("marquise", "workshop", 12)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.s["items"]["hammer"] == 1
    g.apply("craft:anvil")
    p = player(g, "marquise")
    assert g.s["items"]["hammer"] == 0
    assert p["items"] == ["hammer"]
    assert p["score"] == 2
    assert "anvil" not in p["hand"] and "anvil" not in p["crafted"]
    assert g.s["discard"] == ["anvil"]
    assert any(e["rule"] == "3.2.2" and e.get("vp") == {"marquise": 2} for e in g.log)


def test_4_1_2_card_cannot_be_crafted_when_its_item_is_gone():
    def position(empty_supply):
        s = table()
        s.place("marquise", "workshop", 12)
        s.hand("marquise", ["bird_crossbow", "mouse_crossbow", "anvil"])
        if empty_supply:
            s.items("eyrie", ["crossbow"])             # the only crossbow is on the Eyrie board
        return s.start(turn="marquise", phase="daylight")

    assert crafts(position(False)) == ["craft:anvil", "craft:bird_crossbow", "craft:mouse_crossbow"]
    g = position(True)
    assert g.s["items"]["crossbow"] == 0
    assert crafts(g) == ["craft:anvil"]


def test_4_1_2_last_item_of_a_kind_blocks_the_second_card():
    s = table()
    s.place("marquise", "workshop", 12)
    s.place("marquise", "workshop", 8)
    s.hand("marquise", ["bird_crossbow", "mouse_crossbow"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:bird_crossbow")
    assert crafts(g) == []                             # a fox workshop is free, the crossbow is not


def test_4_1_3_persistent_effect_goes_to_the_play_area():
    s = table()
    s.place("marquise", "workshop", 1)
    s.hand("marquise", ["armorers"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:armorers")
    p = player(g, "marquise")
    assert p["crafted"] == ["armorers"]
    assert p["hand"] == [] and g.s["discard"] == []
    assert p["score"] == 0 and p["items"] == []


def test_4_1_4_no_duplicate_persistent_effects():
    s = table()
    s.place("marquise", "workshop", 1)
    s.place("marquise", "workshop", 2)
    s.crafted("marquise", ["armorers"])
    s.hand("marquise", ["armorers", "sappers"])
    g = s.start(turn="marquise", phase="daylight")
    assert crafts(g) == ["craft:sappers"]
    assert "craft:armorers" not in keys(g)


def test_4_1_4_second_copy_absent_right_after_crafting_the_first():
    s = table()
    s.place("eyrie", "roost", 1)
    s.place("eyrie", "roost", 8)
    s.hand("eyrie", ["armorers", "armorers"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("craft:armorers")
    assert player(g, "eyrie")["crafted"] == ["armorers"]
    assert crafts(g) == []                             # a fox roost is free, but a copy is in play


# ===== 4.2 Move ================================================================================

def test_4_2_1_must_rule_origin_or_destination():
    s = table()
    s.place("marquise", "warrior", 9, 1)
    s.place("eyrie", "warrior", 9, 2)                  # the Eyrie rule 9
    s.place("marquise", "warrior", 1, 2)               # the Marquise rule 1
    s.place("eyrie", "warrior", 12, 1)                 # the Eyrie rule 12; 4 is empty
    g = marquise_actions(s)
    moves = [k for k in keys(g) if k.startswith("march:9-")]
    assert moves == ["march:9-1:1"]                    # only toward the clearing it rules
    assert "march:9-4:1" not in keys(g) and "march:9-12:1" not in keys(g)
    # out of a ruled clearing, anywhere adjacent (even into an enemy-ruled one)
    assert {"march:1-5:1", "march:1-9:1", "march:1-10:1"} <= set(keys(g))


def test_4_2_any_number_of_warriors_but_not_zero_and_not_more_than_are_there():
    s = table()
    s.place("marquise", "warrior", 1, 3)
    g = marquise_actions(s)
    assert [k for k in keys(g) if k.startswith("march:1-5:")] == \
        ["march:1-5:1", "march:1-5:2", "march:1-5:3"]
    for bad in ("march:1-5:0", "march:1-5:4"):
        with pytest.raises(IllegalAction):
            g.apply(bad)
    g.apply("march:1-5:2")
    assert warriors(g, 1, "marquise") == 1 and warriors(g, 5, "marquise") == 2


def test_4_2_moves_follow_paths_only_not_rivers():
    s = table()
    s.place("marquise", "warrior", 5, 2)               # 5: paths to 1 and 2, a river to 10
    s.place("marquise", "warrior", 7, 1)               # 7: paths to 3, 8, 12; rivers to 4 and 11
    g = marquise_actions(s)
    dests5 = sorted({k.split(":")[1] for k in keys(g) if k.startswith("march:5-")})
    dests7 = sorted({k.split(":")[1] for k in keys(g) if k.startswith("march:7-")})
    assert dests5 == ["5-1", "5-2"]
    assert dests7 == ["7-12", "7-3", "7-8"]
    assert not [k for k in keys(g) if k.startswith(("march:5-10", "march:7-11", "march:7-4"))]


def test_4_2_2_the_same_warriors_move_twice_in_one_march():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    g = marquise_actions(s)
    g.apply("march:1-10:2")
    assert g.decision.kind == "march"
    assert "move:10-12:2" in keys(g) and "skip" in keys(g)
    g.apply("move:10-12:2")
    assert warriors(g, 1, "marquise") == 0
    assert warriors(g, 10, "marquise") == 0
    assert warriors(g, 12, "marquise") == 2
    assert g.decision.kind == "action"


# ===== 4.3 Battle ==============================================================================

def test_4_3_choose_clearing_with_own_warriors_and_an_enemy_present():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.place("eyrie", "warrior", 1, 1)                  # enemy warriors: a battle
    s.place("marquise", "warrior", 5, 1)
    s.place("eyrie", "roost", 5)                       # an enemy building alone is enough
    s.place("marquise", "warrior", 9, 3)               # no enemy in 9
    s.place("marquise", "sawmill", 12)
    s.place("eyrie", "warrior", 12, 2)                 # Marquise building, no Marquise warrior
    g = marquise_actions(s)
    battles = sorted(k for k in keys(g) if k.startswith("battle:"))
    assert battles == ["battle:1:eyrie", "battle:5:eyrie"]
    assert not [k for k in keys(g) if k.startswith(("battle:9", "battle:12"))]
    assert not [k for k in keys(g) if k.endswith(":marquise") and k.startswith("battle")]


def test_4_3_1_defender_may_ambush_with_a_matching_or_bird_card_only():
    s = table()
    s.place("marquise", "warrior", 12, 3)              # 12 is a fox clearing
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["bird_ambush", "fox_ambush", "mouse_ambush", "rabbit_ambush"])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "ambush", "4.3.1")
    assert keys(g) == ["ambush:bird_ambush", "ambush:fox_ambush", "no_ambush"]


def test_4_3_1_non_matching_ambush_gives_no_ambush_decision():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["mouse_ambush", "rabbit_ambush"])
    s.dice([0, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.kind == "action"                 # straight to the (forced) dice and back
    assert sorted(player(g, "eyrie")["hand"]) == ["mouse_ambush", "rabbit_ambush"]
    assert not any(e["rule"] == "4.3.1" for e in g.log)


def test_4_3_1_II_ambush_deals_two_hits_and_the_battle_goes_on():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["fox_ambush"])
    s.dice([1, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:fox_ambush")
    # the Marquise have no ambush card: no foil decision
    assert warriors(g, 12, "marquise") == 1            # 3 - 2 ambush hits; the dice deal 0 back
    assert warriors(g, 12, "eyrie") == 1               # the survivor rolled 1 hit
    assert g.s["discard"] == ["fox_ambush"]
    assert player(g, "eyrie")["hand"] == []
    assert g.s["forced"]["dice"] == []                 # the dice were rolled


def test_4_3_1_II_battle_ends_when_the_ambush_leaves_no_attacking_warriors():
    s = table()
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["bird_ambush"])
    s.dice([3, 3])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:bird_ambush")
    assert warriors(g, 12, "marquise") == 0
    assert warriors(g, 12, "eyrie") == 2
    assert g.s["forced"]["dice"] == [[3, 3]]           # no roll happened
    assert g.decision.kind == "action" and g.decision.player == "marquise"
    assert "bird_ambush" in g.s["discard"]


def test_4_3_1_II_ambush_hits_remove_attacker_buildings_after_its_warriors():
    s = table()
    s.place("marquise", "warrior", 8, 1)
    s.place("marquise", "sawmill", 8)
    s.place("marquise", "workshop", 8)
    s.place("eyrie", "warrior", 8, 1)
    s.hand("eyrie", ["fox_ambush"])
    g = battle(marquise_actions(s), "battle:8:eyrie")
    g.apply("ambush:fox_ambush")
    # one hit for the warrior, the second for a building of the Marquise's choice
    assert g.decision.player == "marquise" and g.decision.kind == "take_hit"
    assert keys(g) == ["lose:sawmill", "lose:workshop"]
    assert warriors(g, 8, "marquise") == 1             # nothing is removed before the choice
    g.apply("lose:workshop")
    assert warriors(g, 8, "marquise") == 0
    assert buildings(g, 8, "marquise") == ["sawmill"]
    assert player(g, "eyrie")["score"] == 1            # Law 3.2.1
    assert g.decision.kind == "action"                 # the battle ended (no attacking warriors)


def test_4_3_1_I_attacker_foils_with_a_matching_ambush():
    s = table()
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["fox_ambush"])
    s.hand("marquise", ["bird_ambush", "mouse_ambush"])
    s.dice([0, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:fox_ambush")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "foil", "4.3.1.I")
    assert keys(g) == ["foil:bird_ambush", "no_foil"]  # the mouse ambush does not match fox
    g.apply("foil:bird_ambush")
    assert warriors(g, 12, "marquise") == 2            # no ambush hits
    assert warriors(g, 12, "eyrie") == 2
    assert sorted(g.s["discard"]) == ["bird_ambush", "fox_ambush"]
    assert player(g, "eyrie")["hand"] == []
    assert player(g, "marquise")["hand"] == ["mouse_ambush"]
    assert g.s["forced"]["dice"] == []                 # the battle went on to the roll


def test_4_3_1_I_attacker_may_decline_to_foil():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["fox_ambush"])
    s.hand("marquise", ["bird_ambush"])
    s.dice([0, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:fox_ambush")
    g.apply("no_foil")
    assert warriors(g, 12, "marquise") == 1
    assert player(g, "marquise")["hand"] == ["bird_ambush"]


def test_4_3_1_scouting_party_makes_ambush_unavailable_against_its_owner():
    s = table()
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 2)
    s.crafted("marquise", ["scouting_party"])
    s.hand("eyrie", ["bird_ambush", "fox_ambush"])
    s.dice([0, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.kind == "action"                 # no ambush decision at all
    assert warriors(g, 12, "marquise") == 2
    assert sorted(player(g, "eyrie")["hand"]) == ["bird_ambush", "fox_ambush"]


def test_4_3_1_scouting_party_owner_may_still_ambush_as_defender():
    s = table()
    s.place("eyrie", "warrior", 12, 2)
    s.place("marquise", "warrior", 12, 2)
    s.crafted("marquise", ["scouting_party"])          # protects only its owner as attacker
    s.hand("marquise", ["fox_ambush"])
    g = eyrie_battle(s, "battle:12:marquise", cards=["foxfolk_steel"])
    assert g.decision.player == "marquise" and g.decision.kind == "ambush"
    assert keys(g) == ["ambush:fox_ambush", "no_ambush"]


# ----- 4.3.2 before-roll effects ------------------------------------------------------------------

def _bitter_against_the_arbiter(attacker="hundreds"):
    """The Hundreds (Bitter, 14.7.1) and the Marquise battle at the warlord in 5 with the
    Arbiter's pawn there (Protector, V.5.2, the defender's): a before-roll effect on each side
    when the Hundreds attack, both on the defender's when the Marquise do."""
    s = Scenario(map="autumn", factions=["marquise", "hundreds", "vagabond"])
    s.warlord(5).place("hundreds", "warrior", 5, count=2).mood("bitter")
    s.place("hundreds", "mob", 1).place("marquise", "warrior", 5, count=2)
    s.vagabond("arbiter", 5, items=["boot", "torch", "sword", "sword"])
    s.dice([0, 0])
    g = s.start(turn=attacker, phase="daylight")
    g.apply("done")                                               # nothing crafted
    g.apply("battle:5:marquise" if attacker == "hundreds" else "battle:5:hundreds")
    return g


@pytest.mark.parametrize("first, order", [("attacker", ["bitter", "protector"]),
                                          ("defender", ["protector", "bitter"])])
def test_4_3_2_the_attacker_chooses_which_side_uses_its_before_roll_effects_first(first, order):
    g = _bitter_against_the_arbiter()
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("hundreds", "before_order", "4.3.2")
    assert keys(g) == ["order:attacker", "order:defender"]
    g.apply(f"order:{first}")
    seen = []
    while g.decision.kind in ("bitter", "protector"):
        seen.append(g.decision.kind)
        g.apply("done" if g.decision.kind == "bitter" else "no_enlist")
    assert seen == order and g.decision.kind not in ("before_order", "dice")


def test_4_3_2_no_order_to_choose_when_one_side_alone_has_before_roll_effects():
    g = _bitter_against_the_arbiter(attacker="marquise")          # both are the defender's
    assert g.decision.kind == "bitter"
    g.apply("done")
    assert g.decision.kind == "protector"


def test_4_3_2_only_the_attacker_orders_the_before_roll_effects():
    g = _bitter_against_the_arbiter()
    before = g.to_json()
    with pytest.raises(IllegalAction, match="hundreds"):
        g.apply("order:defender", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("order:both")
    assert g.to_json() == before


# ----- 4.3.3 dice -------------------------------------------------------------------------------

@pytest.mark.parametrize("roll", [[3, 1], [1, 3]])
def test_4_3_3_attacker_deals_the_higher_roll_defender_the_lower(roll):
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.dice(roll)
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert warriors(g, 12, "eyrie") == 0
    assert warriors(g, 12, "marquise") == 2


def test_4_3_3_equal_rolls_deal_equal_hits():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.dice([2, 2])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert warriors(g, 12, "eyrie") == 1
    assert warriors(g, 12, "marquise") == 1


def test_4_3_3_I_rolled_hits_capped_by_attacker_warriors():
    s = table()
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 3)
    s.place("eyrie", "roost", 12)
    s.dice([3, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert warriors(g, 12, "eyrie") == 1               # 3 rolled, only 2 dealt
    assert buildings(g, 12, "eyrie") == ["roost"]
    assert player(g, "marquise")["score"] == 0


def test_4_3_3_I_rolled_hits_capped_by_defender_warriors():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("marquise", "sawmill", 12)
    s.place("eyrie", "warrior", 12, 1)
    s.dice([3, 3])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert warriors(g, 12, "marquise") == 2            # the defender's 3 is cut to 1
    assert buildings(g, 12, "marquise") == ["sawmill"]
    assert warriors(g, 12, "eyrie") == 0


def test_4_3_3_dice_are_a_chance_decision_with_every_outcome():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:12:eyrie")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("chance", "dice", "4.3.3")
    assert len(d.options) == 16
    g.apply("roll:0-2")
    assert warriors(g, 12, "eyrie") == 1 and warriors(g, 12, "marquise") == 3


# ----- 4.3.4 after-roll effects -------------------------------------------------------------

def test_4_3_4_brutal_tactics_extra_hit_and_defender_scores():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("marquise", ["brutal_tactics"])
    s.dice([1, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "after_roll", "4.3.4")
    assert keys(g) == ["done", "use:brutal_tactics"]
    g.apply("use:brutal_tactics")
    assert warriors(g, 12, "eyrie") == 1               # 1 rolled + 1 extra
    assert player(g, "eyrie")["score"] == 1
    assert player(g, "marquise")["crafted"] == ["brutal_tactics"]   # it stays in play


def test_4_3_4_armorers_discarded_to_ignore_rolled_hits():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("eyrie", ["armorers"])
    s.dice([3, 2])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.player == "eyrie" and keys(g) == ["done", "use:armorers"]
    g.apply("use:armorers")
    assert warriors(g, 12, "eyrie") == 3
    assert warriors(g, 12, "marquise") == 1
    assert player(g, "eyrie")["crafted"] == []
    assert g.s["discard"] == ["armorers"]


def test_4_3_4_sappers_for_the_defender_only():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("eyrie", ["sappers"])
    s.crafted("marquise", ["sappers"])                 # the attacker's copy does nothing here
    s.dice([1, 2])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.player == "eyrie"
    assert keys(g) == ["done", "use:sappers"]
    g.apply("use:sappers")
    assert warriors(g, 12, "marquise") == 1            # 1 rolled + 1 extra
    assert warriors(g, 12, "eyrie") == 1
    assert player(g, "eyrie")["crafted"] == []
    assert player(g, "marquise")["crafted"] == ["sappers"]
    assert g.s["discard"] == ["sappers"]


@pytest.mark.parametrize("first", ["attacker", "defender"])
def test_4_3_4_attacker_chooses_order_when_both_sides_have_effects(first):
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("marquise", ["brutal_tactics"])
    s.crafted("eyrie", ["sappers"])
    s.dice([1, 1])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "effect_order", "4.3.4")
    assert keys(g) == ["order:attacker", "order:defender"]
    g.apply(f"order:{first}")
    expect = "marquise" if first == "attacker" else "eyrie"
    assert g.decision.player == expect and g.decision.kind == "after_roll"
    g.apply("done")
    other = "eyrie" if expect == "marquise" else "marquise"
    assert g.decision.player == other and g.decision.kind == "after_roll"


def test_4_3_4_no_order_decision_when_only_one_side_has_effects():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("eyrie", ["armorers"])
    s.crafted("marquise", ["sappers"])                 # not usable by an attacker
    s.dice([1, 1])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.kind == "after_roll" and g.decision.player == "eyrie"


# ----- 4.3.5 count hits ----------------------------------------------------------------------

def test_4_3_5_II_defenseless_defender_takes_an_extra_hit():
    s = table()
    s.place("eyrie", "warrior", 11, 1)
    s.place("marquise", "sawmill", 11)
    s.place("marquise", "workshop", 11)
    s.place("eyrie", "warrior", 7).place("marquise", "warrior", 7)   # for the second battle card
    s.dice([3, 0])
    g = eyrie_battle(s, "battle:11:marquise", cards=["mouse_crossbow", "mouse_root_tea"])
    assert g.decision.kind == "decree_battle"          # Builder: no battle bonus of its own
    # 1 rolled hit (one warrior) + 1 for the defenseless Marquise: both buildings go
    assert buildings(g, 11, "marquise") == []
    assert player(g, "eyrie")["score"] == 2
    assert any(e["rule"] == "4.3.5.II" for e in g.log)


def test_4_3_5_II_no_extra_hit_when_the_defender_has_a_warrior():
    s = table()
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 1)
    s.place("eyrie", "roost", 12)
    s.dice([1, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert warriors(g, 12, "eyrie") == 0
    assert buildings(g, 12, "eyrie") == ["roost"]
    assert not any(e["rule"] == "4.3.5.II" for e in g.log)


def test_4_3_5_II_defenseless_hit_is_not_capped_by_rolled_hits():
    s = table()
    s.place("marquise", "warrior", 12, 1)
    s.place("eyrie", "roost", 12)
    s.dice([0, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert buildings(g, 12, "eyrie") == []
    assert player(g, "marquise")["score"] == 1


def test_4_3_5_III_ignored_hits_leave_extra_hits_standing():
    """Armorers ignore rolled hits only; Brutal Tactics' extra hit still lands."""
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("marquise", ["brutal_tactics"])
    s.crafted("eyrie", ["armorers"])
    s.dice([3, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("order:attacker")
    g.apply("use:brutal_tactics")
    # nothing left for the attacker: the defender decides next
    assert g.decision.player == "eyrie" and keys(g) == ["done", "use:armorers"]
    g.apply("use:armorers")
    assert warriors(g, 12, "eyrie") == 2               # 3 rolled hits ignored, 1 extra dealt
    assert player(g, "eyrie")["score"] == 1


# ----- 4.3.6 deal hits ----------------------------------------------------------------------

def test_4_3_6_warriors_go_before_buildings():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 1)
    s.place("eyrie", "roost", 12)
    s.dice([1, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert warriors(g, 12, "eyrie") == 0
    assert buildings(g, 12, "eyrie") == ["roost"]
    assert player(g, "marquise")["score"] == 0


def test_4_3_6_side_taking_hits_chooses_its_building_or_token_and_remover_scores():
    s = table()
    s.place("marquise", "warrior", 11, 1)
    s.place("marquise", "sawmill", 11)
    s.place("marquise", "workshop", 11)
    s.place("marquise", "wood", 11)
    s.place("eyrie", "warrior", 11, 3)
    s.dice([2, 0])
    g = eyrie_battle(s, "battle:11:marquise", cards=["mouse_crossbow", "mouse_root_tea"])
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "take_hit", "4.3.6")
    assert keys(g) == ["lose:sawmill", "lose:wood", "lose:workshop"]
    assert warriors(g, 11, "marquise") == 1            # the removal is made all at once
    score = player(g, "eyrie")["score"]
    g.apply("lose:wood")
    assert warriors(g, 11, "marquise") == 0
    assert tokens(g, 11, "marquise") == []
    assert buildings(g, 11, "marquise") == ["sawmill", "workshop"]
    assert player(g, "eyrie")["score"] == score + 1    # Law 3.2.1: a token removed


def test_4_3_6_no_choice_when_every_piece_goes():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 1)
    s.place("eyrie", "roost", 12)
    s.dice([3, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.kind == "action"
    assert warriors(g, 12, "eyrie") == 0 and buildings(g, 12, "eyrie") == []
    assert player(g, "marquise")["score"] == 1


def test_4_3_6_and_7_8_3_commander_extra_hit_as_attacker():
    s = table()
    s.place("eyrie", "warrior", 12, 2)
    s.place("marquise", "warrior", 12, 2)
    s.dice([0, 0])
    g = eyrie_battle(s, "battle:12:marquise", leader="commander")   # viziers: move, battle
    assert warriors(g, 12, "marquise") == 1            # no rolled hits, one extra
    assert any(e["rule"] == "7.8.3" for e in g.log)


# ===== audit 4 (s24): rules the tests above did not reach =====================================

def test_4_2_2_separate_groups_move_in_one_march():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.place("marquise", "warrior", 9, 1)
    g = marquise_actions(s)
    g.apply("march:1-10:2")
    # the second move may take another group, from another clearing
    assert "move:9-1:1" in keys(g) and "move:10-12:2" in keys(g)
    g.apply("move:9-1:1")
    assert warriors(g, 9, "marquise") == 0
    assert warriors(g, 1, "marquise") == 1
    assert warriors(g, 10, "marquise") == 2
    assert g.decision.kind == "action"


def test_4_3_attacker_chooses_the_defender_among_the_enemies_present():
    s = table(("marquise", "eyrie", "alliance"))
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 1)
    s.place("alliance", "sympathy", 12)
    s.dice([2, 0])
    g = marquise_actions(s)
    assert sorted(k for k in keys(g) if k.startswith("battle:12:")) == \
        ["battle:12:alliance", "battle:12:eyrie"]
    g.apply("battle:12:alliance")
    # only the defender takes hits: the sympathy (defenseless: 2 rolled + 1), never the Eyrie
    assert tokens(g, 12, "alliance") == []
    assert warriors(g, 12, "eyrie") == 1
    assert warriors(g, 12, "marquise") == 2
    assert player(g, "marquise")["score"] == 1


def test_4_3_1_only_one_ambush_card_per_battle():
    s = table()
    s.place("marquise", "warrior", 12, 4)
    s.place("eyrie", "warrior", 12, 1)
    s.hand("eyrie", ["bird_ambush", "fox_ambush"])
    s.dice([0, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:fox_ambush")
    # two hits, no second ambush decision: the battle went on to the roll and ended
    assert warriors(g, 12, "marquise") == 2
    assert g.decision.kind == "action" and g.decision.player == "marquise"
    assert player(g, "eyrie")["hand"] == ["bird_ambush"]
    assert [e for e in g.log if e["rule"] == "4.3.1"].__len__() == 1


def test_4_3_1_a_defender_without_warriors_may_still_ambush():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "roost", 12)                      # no Eyrie warrior in 12
    s.hand("eyrie", ["fox_ambush"])
    s.dice([3, 3])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert keys(g) == ["ambush:fox_ambush", "no_ambush"]
    g.apply("ambush:fox_ambush")
    # the ambush's two hits are not rolled hits: no warrior is needed to deal them
    assert warriors(g, 12, "marquise") == 1
    # the survivor deals 1 rolled hit (capped by one warrior) + 1 defenseless: the roost goes
    assert buildings(g, 12, "eyrie") == []
    assert player(g, "marquise")["score"] == 1


def test_4_3_3_I_the_cap_counts_the_warriors_left_after_the_ambush():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    s.hand("eyrie", ["fox_ambush"])
    s.dice([3, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:fox_ambush")
    assert warriors(g, 12, "marquise") == 1
    assert warriors(g, 12, "eyrie") == 2               # 3 rolled, one warrior left to deal them


def test_4_3_5_I_extra_hits_are_not_capped_by_the_warriors():
    s = table()
    s.place("marquise", "warrior", 12, 1)
    s.place("eyrie", "warrior", 12, 3)
    s.crafted("marquise", ["brutal_tactics"])
    s.dice([3, 0])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("use:brutal_tactics")
    assert warriors(g, 12, "eyrie") == 1               # 1 rolled (one warrior) + 1 extra
    assert warriors(g, 12, "marquise") == 1


def test_4_3_1_I_foil_refuses_a_wrong_player_and_a_card_that_does_not_match():
    s = table()
    s.place("marquise", "warrior", 12, 2)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["fox_ambush"])
    s.hand("marquise", ["bird_ambush", "mouse_ambush"])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    g.apply("ambush:fox_ambush")
    assert g.decision.kind == "foil"
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise|eyrie"):
        g.apply("foil:bird_ambush", player="eyrie")
    with pytest.raises(IllegalAction, match="foil:mouse_ambush"):
        g.apply("foil:mouse_ambush")
    with pytest.raises(IllegalAction, match="nonsense"):
        g.apply("nonsense")
    assert g.to_json() == before


def test_4_3_1_the_attacker_sees_the_count_of_ambush_cards_not_the_cards():
    """Law 1.2: the attacker's view of the defender's ambush decision hides the hand."""
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 2)
    s.hand("eyrie", ["fox_ambush", "mouse_ambush"])
    g = battle(marquise_actions(s), "battle:12:eyrie")
    assert g.decision.kind == "ambush"
    seen = g.observation("marquise")
    eyrie = seen["players"]["eyrie"]
    assert eyrie["hand"] is None and eyrie["hand_size"] == 2
    assert "fox_ambush" not in repr(seen) and "mouse_ambush" not in repr(seen)
    assert "fox_ambush" in repr(g.observation("eyrie"))
    g.apply("ambush:fox_ambush")                       # played: now on the table for all
    seen = g.observation("marquise")
    assert "fox_ambush" in seen["discard"] and "mouse_ambush" not in repr(seen)


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_4_3_battle_options_are_labelled_apart_in_every_locale(locale):
    from root_widget.i18n import Labels
    t = Labels(locale)
    s = table()
    s.place("marquise", "warrior", 11, 1)
    s.place("marquise", "sawmill", 11)
    s.place("marquise", "workshop", 11)
    s.place("eyrie", "warrior", 11, 3)
    s.crafted("marquise", ["sappers"])
    s.crafted("eyrie", ["brutal_tactics"])
    s.hand("marquise", ["mouse_ambush"])
    s.hand("eyrie", ["bird_ambush"])
    s.dice([2, 0])
    g = eyrie_battle(s, "battle:11:marquise", cards=["mouse_crossbow", "mouse_root_tea"])
    seen = []
    while g.decision.kind in ("ambush", "foil", "effect_order", "after_roll", "take_hit"):
        acts = g.legal_actions()
        texts = [t.option(a, tuple(g.factions)) for a in acts]
        assert all(x.strip() for x in texts) and len(set(texts)) == len(texts), texts
        assert not [x for x in texts if "_" in x or "{" in x], texts
        seen.append(g.decision.kind)
        k = {"ambush": "no_ambush", "effect_order": "order:attacker",
             "after_roll": "done"}.get(g.decision.kind, acts[0].key)
        g.apply(k)
    assert {"ambush", "effect_order", "after_roll", "take_hit"} <= set(seen), seen


# ----- Law 4.3.6: the side taking hits orders the effects its removed pieces trigger -----

def _base_and_sympathy_battle():
    s = Scenario(map="autumn", factions=["marquise", "alliance"])
    s.place("alliance", "base_fox", 8)
    s.place("alliance", "sympathy", 8)
    s.place("marquise", "warrior", 8, 3)
    s.supporters(["anvil", "armorers", "bake_sale"])
    s.hand("marquise", ["foxfolk_steel", "mouse_crossbow"])
    s.dice([2, 2])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    return g


def test_4_3_6_alliance_orders_base_removed_and_outrage_from_one_battle():
    g = _base_and_sympathy_battle()
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("alliance", "removal_order", "4.3.6")
    assert keys(g) == ["first:base_removed", "first:outrage"]
    assert g.s["board"][8]["buildings"] == [] and g.s["board"][8]["tokens"] == []
    g.apply("first:base_removed")            # the supporters go first, then the Outrage card
    assert g.decision.player == "marquise" and keys(g) == ["outrage:foxfolk_steel"]
    g.apply("outrage:foxfolk_steel")
    assert g.s["players"]["alliance"]["supporters"] == ["bake_sale", "foxfolk_steel"]


def test_4_3_6_outrage_first_lets_the_base_discard_the_card_given():
    g = _base_and_sympathy_battle()
    g.apply("first:outrage")
    assert g.decision.player == "marquise" and keys(g) == ["outrage:foxfolk_steel"]
    g.apply("outrage:foxfolk_steel")
    # the fox base then discards every fox and bird supporter, the Outrage card among them
    assert g.s["players"]["alliance"]["supporters"] == ["bake_sale"]
    assert "foxfolk_steel" in g.s["discard"]


def test_4_3_6_removal_order_refuses_another_player_and_unknown_keys():
    g = _base_and_sympathy_battle()
    before = g.position_text()
    with pytest.raises(IllegalAction):
        g.apply("first:sympathy")
    with pytest.raises(IllegalAction):
        g.apply("first:outrage", player="marquise")
    assert g.position_text() == before


def test_4_3_6_removal_order_labels_in_three_languages():
    from root_widget.i18n import Labels
    g = _base_and_sympathy_battle()
    a = g.decision.option("first:outrage")
    assert a.label == "First: Outrage"
    assert Labels("de").option(a) == "Reihenfolge: Empörung"
    assert "Order" not in Labels("ja").option(a)
    assert Labels("de").prompt(g.decision) != g.decision.prompt


def test_4_3_6_no_order_asked_for_effects_outside_battle():
    # Favor of the Foxes removes the same two pieces outside battle: no order is asked
    s = Scenario(map="autumn", factions=["marquise", "alliance"])
    for c in (1, 6, 12):
        s.place("marquise", "workshop", c)
    s.place("alliance", "base_fox", 8)
    s.place("alliance", "sympathy", 8)
    s.hand("marquise", ["favor_of_the_foxes", "foxfolk_steel"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_foxes")
    assert g.decision.kind == "outrage"


@pytest.mark.parametrize("factions", [["marquise", "eyrie"],
                                      ["marquise", "eyrie", "alliance", "vagabond"]])
def test_4_1_1_kept_crafting_pieces_always_match_the_board(monkeypatch, factions):
    """While the engine runs, a faction's crafting pieces per suit are kept until a building
    or token changes (craft.own_crafting): every answer during whole random games must equal
    the pieces counted afresh on the board."""
    from root_widget.rules import craft
    real = craft.own_crafting
    kept_answers = []

    def checked(g, f):
        have = real(g, f)
        if g._rulers is not None:
            kept_answers.append(f)
            cache, g._rulers = g._rulers, None
            try:
                assert have == real(g, f), f"stale crafting pieces of {f}"
            finally:
                g._rulers = cache
        return have

    monkeypatch.setattr(craft, "own_crafting", checked)
    for seed in range(3):
        Game.new(factions, seed=seed).play_random(seed)
    assert len(kept_answers) > 100
    assert set(kept_answers) >= {"marquise", "eyrie"}
