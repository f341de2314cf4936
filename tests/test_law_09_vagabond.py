"""Law 9: the Vagabond (Thief, Tinker, Ranger).

Every test sets up its own position (a `Scenario`, or `Game.new` for setup), plays through
`g.apply(key)`, and checks what changed as well as which options are *not* offered.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Paths:
1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11. Ruins in
6, 10, 11, 12. Forests: F1 {1,2,5,10} F2 {1,9,10,12} F3 {2,6,10,11,12} F4 {4,9,12}
F5 {3,7,11,12} F6 {3,6,11} F7 {4,7,8,12}; forest neighbours F1-F2 F1-F3 F2-F3 F2-F4 F3-F5
F3-F6 F4-F7 F5-F6 F5-F7.
"""
import json
import random

import pytest

from root_widget import Game, IllegalAction, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName
from root_widget.rules.decision import natural_key
from root_widget.rules.factions import REGISTRY
from root_widget.rules.factions.vagabond_items import QUESTS, RUIN_ITEMS, CHARACTERS

from helpers import held, keys, to_actions as cat_action, vb_day as day, warriors

V = "vagabond"
needs_alliance = pytest.mark.skipif("alliance" not in REGISTRY,
                                    reason="coalitions need a fourth faction (the Alliance)")


def prefixed(g, prefix):
    return sorted((k for k in keys(g) if k.startswith(prefix)), key=natural_key)


def table(factions=("marquise", "eyrie", V)):
    return Scenario(map="autumn", factions=list(factions))


def vb(g):
    return g.s["players"][V]


def rel(g, f):
    return vb(g)["relationships"][f]


def to_setup_of_vagabond(g):
    while g.decision.player != V:
        g.apply(g.decision.options[0])
    return g


# ===== 9.3 Setup =================================================================================

def test_9_3_setup_character_pawn_quests_ruins_items_relationships():
    g = to_setup_of_vagabond(Game.new(["marquise", "eyrie", V], seed=4))
    assert g.decision.kind == "character" and g.decision.rule == "9.3.1"
    assert keys(g) == ["character:ranger", "character:thief", "character:tinker"]
    g.apply("character:ranger")
    assert g.decision.kind == "place_pawn"
    assert keys(g) == [f"forest:F{i}" for i in range(1, 8)]
    g.apply("forest:F5")
    p = vb(g)
    assert p["pawn"] == "F5"
    assert len(p["quests"]) == 3 and len(g.s["quest_deck"]) == 12                    # 9.3.3
    assert sorted(g.s["ruin_items"]) == ["bag", "boot", "hammer", "sword"]           # 9.3.4
    assert held(g) == ["boot", "crossbow", "sword", "torch"]                         # 9.3.5
    assert p["relationships"] == {"marquise": "indifferent", "eyrie": "indifferent"}  # 9.3.6
    assert not any(fr["step"].endswith("setup") for fr in g.s["stack"])            # setup done


def test_9_3_3_quests_are_chance_draws_from_the_quest_deck():
    g = Game.new(["marquise", V], seed=2, auto_chance=False)
    while not (g.decision.player == "chance" and g.decision.kind == "quest_draw"):
        d = g.decision
        g.apply(d.options[0])
    assert len(g.decision.options) == 15
    g.apply("quest:mouse_escort")
    assert "mouse_escort" in vb(g)["quests"] and "mouse_escort" not in g.s["quest_deck"]
    assert len(g.decision.options) == 14


def test_5_1_7_vagabond_sets_up_last_whatever_the_seating():
    g = Game.new([V, "eyrie", "marquise"], seed=1)
    order = []
    while g.s["turn"]["phase"] == "setup" and g.decision.player != "chance":
        if g.decision.player not in order:
            order.append(g.decision.player)
        g.apply(g.decision.options[0])
    assert order == ["marquise", "eyrie", V]


def test_9_3_1_every_character_of_the_data_is_played_and_unknown_ones_are_refused():
    for c in CHARACTERS:
        assert table().vagabond(c, 7, items=["boot"]).start().s["players"][V]["character"] == c
    with pytest.raises(UnknownName):
        table().vagabond("wizard", 7)
    assert set(CHARACTERS) == {"thief", "tinker", "ranger", "vagrant", "arbiter", "scoundrel",
                               "adventurer", "harrier", "ronin", "cheat", "gladiator", "jailor"}


def test_9_3_5_starting_items_per_character():
    assert CHARACTERS["thief"]["starting_items"] == ["boot", "torch", "tea", "sword"]
    assert CHARACTERS["tinker"]["starting_items"] == ["boot", "torch", "bag", "hammer"]
    assert CHARACTERS["ranger"]["starting_items"] == ["boot", "torch", "crossbow", "sword"]
    g = to_setup_of_vagabond(Game.new(["marquise", V], seed=3))
    g.apply("character:tinker")
    g.apply("forest:F1")
    assert held(g) == ["bag", "boot", "hammer", "torch"]


def test_quest_data_has_fifteen_cards_of_three_suits():
    assert len(QUESTS) == 15
    assert sorted(q["suit"] for q in QUESTS.values()).count("fox") == 5
    assert QUESTS["mouse_escort"]["items"] == ["boot", "boot"]
    assert RUIN_ITEMS == ("bag", "boot", "hammer", "sword")


# ===== 9.2.2 Lone Wanderer ========================================================================

def test_9_2_2_pawn_does_not_rule_or_stop_rule():
    s = table()
    s.vagabond("thief", 7, items=["sword"])
    s.place("marquise", "warrior", clearing=7)
    g = day(s)
    assert g.clearing(7).ruler() == "marquise"
    assert g.clearing(8).ruler() is None


def test_9_2_2_pawn_counts_as_an_enemy_piece_for_battle():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.place("marquise", "warrior", clearing=7, count=2)
    g = s.start(turn="marquise", phase="daylight")
    cat_action(g)
    assert "battle:7:vagabond" in keys(g)
    assert "battle:8:vagabond" not in keys(g)


def test_9_2_2_pawn_is_never_removed_by_hits():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.dice([3, 3])
    g = s.start(turn="marquise", phase="daylight")
    cat_action(g)
    g.apply("battle:7:vagabond")
    assert vb(g)["pawn"] == 7
    assert held(g) == ["boot:damaged"]


def test_9_2_2_I_favor_card_makes_the_vagabond_damage_three_items():
    s = table()
    for c in (2, 7, 9):                                        # three mouse workshops
        s.place("marquise", "workshop", clearing=c)
    s.hand("marquise", ["favor_of_the_mice"])
    s.vagabond("thief", 7, items=["boot", "sword", "torch", "tea"])
    s.place("eyrie", "warrior", clearing=7, count=2)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    assert warriors(g, 7, "eyrie") == 0
    assert (g.decision.player, g.decision.kind, g.decision.rule) == (V, "damage", "9.2.2.I")
    assert prefixed(g, "damage:") == ["damage:boot", "damage:sword", "damage:tea", "damage:torch"]
    g.apply("damage:tea")
    g.apply("damage:boot")
    g.apply("damage:torch")
    assert held(g) == ["boot:damaged", "sword", "tea:damaged", "torch:damaged"]
    assert vb(g)["pawn"] == 7


def test_9_2_2_I_full_removal_with_fewer_undamaged_items_damages_them_all():
    s = table()
    for c in (2, 7, 9):
        s.place("marquise", "workshop", clearing=c)
    s.hand("marquise", ["favor_of_the_mice"])
    s.vagabond("thief", 9, items=["boot", "sword"], damaged=["sword"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    assert held(g) == ["boot:damaged", "sword:damaged"]
    assert g.decision.player == "marquise"


def test_9_2_2_I_full_removal_elsewhere_does_not_touch_the_items():
    s = table()
    for c in (2, 7, 9):
        s.place("marquise", "workshop", clearing=c)
    s.hand("marquise", ["favor_of_the_mice"])
    s.vagabond("thief", 8, items=["boot", "sword"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    assert held(g) == ["boot", "sword"]


# ===== 9.2.3 Nimble, 9.2.10 forests ===============================================================

def test_9_2_3_nimble_moves_where_others_rule():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("marquise", "warrior", clearing=8, count=3)
    g = day(s)
    assert prefixed(g, "move:") == ["move:3", "move:8", "move:12"]
    g.apply("move:8")
    assert vb(g)["pawn"] == 8
    assert held(g) == ["boot:exhausted"]                      # 9.5.1


def test_9_2_10_daylight_move_never_enters_a_forest():
    s = table()
    s.vagabond("thief", 7, items=["boot", "boot"])
    g = day(s)
    assert not [k for k in keys(g) if k.startswith("move:F")]


def test_9_2_10_from_a_forest_daylight_move_goes_to_an_adjacent_clearing_only():
    s = table()
    s.vagabond("thief", "F4", items=["boot"])
    g = day(s)
    assert prefixed(g, "move:") == ["move:4", "move:9", "move:12"]


def test_9_4_2_slip_goes_into_adjacent_clearings_and_forests_for_free():
    s = table()
    s.vagabond("thief", "F4", items=["boot"], exhausted=["boot"])
    g = s.start(turn=V, phase="birdsong")
    # the only exhausted item is refreshed first; then the Slip
    assert g.decision.kind == "slip" and g.decision.rule == "9.4.2"
    assert keys(g) == ["skip", "slip:4", "slip:9", "slip:12", "slip:F2", "slip:F7"]
    g.apply("slip:F7")
    assert vb(g)["pawn"] == "F7"
    assert held(g) == ["boot"]


def test_9_4_2_slip_from_a_clearing_reaches_touching_forests():
    s = table()
    s.vagabond("thief", 8, items=[])
    g = s.start(turn=V, phase="birdsong")
    assert keys(g) == ["skip", "slip:4", "slip:7", "slip:F7"]


def test_9_4_2_slip_into_hostile_clearing_needs_no_boot():
    s = table()
    s.vagabond("thief", 8, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    s.relationship("eyrie", "hostile")
    g = s.start(turn=V, phase="birdsong")
    assert "slip:7" in keys(g)
    g.apply("slip:7")
    assert vb(g)["pawn"] == 7 and held(g) == ["torch"]


# ===== 9.2.4 Defenseless, 9.2.6 rolled hits, 9.2.7 taking hits ===================================

def _cat_attacks(s, dice):
    s.dice(dice)
    g = s.start(turn="marquise", phase="daylight")
    cat_action(g)
    g.apply("battle:7:vagabond")
    return g


def test_9_2_4_defenseless_without_an_undamaged_sword():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot", "torch"], damaged=["sword"])
    s.place("marquise", "warrior", clearing=7, count=2)
    g = _cat_attacks(s, [0, 0])
    assert any("defenseless" in e["text"] for e in g.log)
    assert g.decision.kind == "take_hit"                        # one extra hit: boot or torch
    assert keys(g) == ["damage:boot", "damage:torch"]
    g.apply("damage:torch")
    assert held(g) == ["boot", "sword:damaged", "torch:damaged"]


def test_9_2_4_an_exhausted_undamaged_sword_still_defends():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot"], exhausted=["sword"])
    s.place("marquise", "warrior", clearing=7, count=2)
    g = _cat_attacks(s, [0, 0])
    assert not any("defenseless" in e["text"] for e in g.log)
    assert held(g) == ["boot", "sword:exhausted"]


def test_9_2_6_vagabond_defends_with_up_to_his_undamaged_swords_face_up_or_down():
    s = table()
    s.vagabond("thief", 7, items=["sword:exhausted", "sword", "sword:damaged", "boot"])
    s.place("marquise", "warrior", clearing=7, count=5)
    g = _cat_attacks(s, [3, 3])
    # undamaged swords: two (one of them exhausted) -> he deals 2 of the lower roll 3
    assert warriors(g, 7, "marquise") == 3


def test_9_2_6_vagabond_attacks_with_up_to_his_undamaged_swords():
    s = table()
    s.vagabond("thief", 7, items=["sword", "sword", "boot"], damaged=["sword"])
    s.place("eyrie", "warrior", clearing=7, count=4)
    s.dice([3, 0])
    g = day(s)
    g.apply("battle:7:eyrie")
    assert warriors(g, 7, "eyrie") == 3                          # one undamaged sword: 1 hit


def test_4_3_3_I_marquise_attacking_the_vagabond_rolls_up_to_her_warriors():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot", "torch", "tea"])
    s.place("marquise", "warrior", clearing=7, count=1)
    g = _cat_attacks(s, [3, 3])
    # the Marquise deals at most 1; the Vagabond deals 1 (one sword)
    assert g.decision.kind == "take_hit"
    g.apply("damage:tea")
    assert held(g) == ["boot", "sword", "tea:damaged", "torch"]
    assert warriors(g, 7, "marquise") == 0


def test_9_2_7_taking_hits_damages_items_then_ignores_the_rest():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    g = _cat_attacks(s, [3, 1])
    assert held(g) == ["boot:damaged", "sword:damaged"]
    assert any("ignores 1 hit" in e["text"] for e in g.log)
    assert vb(g)["pawn"] == 7


def test_9_2_7_the_vagabond_chooses_which_items_to_damage_including_face_down_ones():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot", "torch"], exhausted=["boot"])
    s.place("marquise", "warrior", clearing=7, count=3)
    g = _cat_attacks(s, [1, 0])
    assert g.decision.rule == "9.2.7"
    assert keys(g) == ["damage:boot:exhausted", "damage:sword", "damage:torch"]
    g.apply("damage:boot:exhausted")
    assert held(g) == ["boot:exhausted:damaged", "sword", "torch"]


def test_4_3_1_ambush_deals_two_hits_to_items_and_the_battle_goes_on():
    s = table()
    s.vagabond("thief", 8, items=["sword", "boot", "torch", "tea"])
    s.place("eyrie", "warrior", clearing=8, count=3)
    s.hand("eyrie", ["fox_ambush"])
    s.dice([2, 0])
    g = day(s)
    g.apply("battle:8:eyrie")
    assert g.decision.kind == "ambush"
    g.apply("ambush:fox_ambush")
    assert g.decision.kind == "take_hit"
    g.apply("damage:tea")
    g.apply("damage:torch")
    # the pawn remains, so the battle continues: the exhausted sword is still undamaged
    assert warriors(g, 8, "eyrie") == 2
    assert "fox_ambush" in g.s["discard"]


def test_4_3_1_vagabond_can_ambush_as_defender():
    s = table()
    s.vagabond("thief", 8, items=["sword"])
    s.hand(V, ["bird_ambush"])
    s.place("marquise", "warrior", clearing=8, count=3)
    s.dice([0, 0])
    g = s.start(turn="marquise", phase="daylight")
    cat_action(g)
    g.apply("battle:8:vagabond")
    assert (g.decision.player, g.decision.kind) == (V, "ambush")
    g.apply("ambush:bird_ambush")
    assert warriors(g, 8, "marquise") == 1
    assert rel(g, "marquise") == "hostile"                     # he removed their warriors


# ===== 9.2.8 Dominance and coalitions =============================================================

def test_9_2_8_no_normal_dominance_activation():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 15)
    g = day(s)
    assert not prefixed(g, "activate:")
    assert not prefixed(g, "coalition:")                       # only three players


@needs_alliance
def test_9_2_8_coalition_with_the_lowest_scorer_in_four_players():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    s.score("marquise", 8)
    s.score("eyrie", 5)
    s.score("alliance", 5)
    s.relationship("eyrie", "hostile")
    g = day(s)
    assert not prefixed(g, "activate:")
    assert prefixed(g, "coalition:") == ["coalition:fox_dominance:alliance",
                                         "coalition:fox_dominance:eyrie"]
    g.apply("coalition:fox_dominance:eyrie")
    assert vb(g)["coalition"] == "eyrie" and vb(g)["dominance"] == "fox_dominance"
    assert g.score(V) is None
    assert rel(g, "eyrie") == "indifferent"                    # 9.2.9.III.d


@needs_alliance
def test_9_2_9_III_d_a_scenario_coalition_with_a_hostile_faction_makes_it_indifferent():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("thief", 7, items=["boot"])
    s.relationship("eyrie", "hostile")
    s.coalition("eyrie", "fox_dominance")
    g = day(s)
    assert vb(g)["coalition"] == "eyrie"
    assert rel(g, "eyrie") == "indifferent"
    assert "relationships vagabond: eyrie" not in g.position_text()


@needs_alliance
def test_9_2_8_coalition_needs_ten_points():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 9)
    g = day(s)
    assert not prefixed(g, "coalition:")


@needs_alliance
def test_9_2_8_the_vagabond_wins_with_his_coalition_partner():
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("thief", 7, items=["boot"])
    s.coalition("marquise", "bird_dominance")
    s.score("marquise", 29)
    s.place("marquise", "workshop", clearing=8)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:anvil")
    assert g.is_over
    assert sorted(g.winners) == ["marquise", V]


def test_9_2_8_coalition_scenario_needs_four_players():
    with pytest.raises(ScenarioError):
        table().coalition("marquise", "fox_dominance")


# ----- G.8: a coalition partner is not an enemy (9.2.8) ------------------------------------------
# Where the Law says "enemy" the partner is exempt; where it says "a player" or "another player"
# (Aid 9.5.4, Steal V.1.2, Stand and Deliver!, Hostility 9.2.9.II.d) it is not.

FOUR = ["marquise", "eyrie", "alliance", V]


def _coalition_in_5(coalition=True):
    """The issue's position: the Thief (boot, sword, crossbow) in 5 with two Marquise warriors,
    an Eyrie roost in 3, the Vagabond in coalition with the Marquise."""
    s = Scenario(map="autumn", factions=FOUR)
    s.vagabond("thief", 5, items=["boot", "sword", "crossbow"])
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "roost", clearing=3)
    if coalition:
        s.coalition("marquise", "fox_dominance")
    return s


@needs_alliance
def test_G_8_9_2_8_the_coalition_partner_cannot_battle_the_vagabond():
    g = _coalition_in_5(coalition=False).start(turn="marquise", phase="daylight")
    cat_action(g)
    assert "battle:5:vagabond" in keys(g)                      # control: an enemy without it
    g = _coalition_in_5().start(turn="marquise", phase="daylight")
    cat_action(g)
    assert not prefixed(g, "battle:")


@needs_alliance
def test_G_8_9_5_2_the_vagabond_cannot_battle_his_coalition_partner():
    g = day(_coalition_in_5())
    assert not prefixed(g, "battle:")
    s = _coalition_in_5()
    s.place("eyrie", "warrior", clearing=5)
    g = day(s)
    assert prefixed(g, "battle:") == ["battle:5:eyrie"]        # other players stay enemies


@needs_alliance
def test_G_8_9_5_6_the_vagabond_cannot_strike_his_coalition_partner():
    g = day(_coalition_in_5())
    assert not prefixed(g, "strike:")
    with pytest.raises(IllegalAction):
        g.apply("strike:marquise")
    assert warriors(g, 5, "marquise") == 2
    s = _coalition_in_5()
    s.place("eyrie", "warrior", clearing=5)
    assert prefixed(day(s), "strike:") == ["strike:eyrie"]


@needs_alliance
def test_G_8_4_1_3_command_warren_offers_no_battle_against_the_partner():
    s = _coalition_in_5()
    s.crafted(V, ["command_warren"])
    g = s.start(turn=V, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (V, "action")   # no Command Warren prompt
    s = _coalition_in_5(coalition=False)
    s.crafted(V, ["command_warren"])
    g = s.start(turn=V, phase="daylight")
    assert g.decision.kind == "command_warren" and "battle:5:marquise" in keys(g)


@needs_alliance
def test_9_5_4_V_1_2_the_thief_still_aids_and_steals_from_his_coalition_partner():
    """Aid and Steal name "a player with faction pieces" there, not an enemy."""
    s = _coalition_in_5()
    s.vagabond("thief", 5, items=["torch", "boot"])
    s.hand(V, ["rabbit_ambush"])
    s.hand("marquise", ["anvil"])
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    assert "aid:marquise:rabbit_ambush" in keys(g) and "steal:marquise" in keys(g)
    g.apply("aid:marquise:rabbit_ambush")
    while g.decision.player == V and g.decision.kind == "exhaust":
        g.apply(g.decision.options[0])
    assert "rabbit_ambush" in g.s["players"]["marquise"]["hand"]
    assert rel(g, "marquise") == "track1"                      # Law 9.2.9.I.b


@needs_alliance
def test_G_8_4_1_2_the_vagabonds_favor_card_spares_his_coalition_partner():
    s = Scenario(map="autumn", factions=FOUR)
    s.item_supply({}).ruins(6, 0).ruin_items(["bag", "boot", "sword"])   # all three hammers free
    s.vagabond("tinker", 5, items=["hammer", "hammer", "hammer"])
    s.coalition("marquise", "fox_dominance")
    s.place("marquise", "warrior", clearing=5, count=2).place("marquise", "sawmill", clearing=10)
    s.place("eyrie", "warrior", clearing=5).place("eyrie", "roost", clearing=4)
    s.hand(V, ["favor_of_the_rabbits"])
    g = day(s)
    g.apply("craft:favor_of_the_rabbits")
    assert warriors(g, 5, "eyrie") == 0 and g.s["board"][4]["buildings"] == []
    assert warriors(g, 5, "marquise") == 2                     # not enemy pieces (G.8)
    assert g.s["board"][10]["buildings"] == [["marquise", "sawmill"]]
    assert rel(g, "marquise") == "indifferent" and rel(g, "eyrie") == "hostile"


@needs_alliance
def test_G_8_9_2_2_I_the_partners_favor_card_does_not_damage_the_vagabond():
    """Full Removal needs an enemy player's effect; the pawn's items are untouched."""
    s = Scenario(map="autumn", factions=FOUR)
    for c in (3, 4, 10):                                       # rabbit workshops
        s.place("marquise", "workshop", clearing=c)
    s.vagabond("thief", 5, items=["boot", "sword", "torch"])
    s.coalition("marquise", "fox_dominance")
    s.place("eyrie", "warrior", clearing=5)
    s.hand("marquise", ["favor_of_the_rabbits"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_rabbits")
    assert warriors(g, 5, "eyrie") == 0
    assert (g.decision.player, g.decision.kind) == ("marquise", "craft")
    assert held(g) == ["boot", "sword", "torch"]


@needs_alliance
def test_9_2_9_II_d_a_coalition_partner_still_turns_hostile_from_taking_hits():
    """9.2.9.II.d names the Allied faction, not an enemy: the coalition does not exempt it."""
    s = Scenario(map="autumn", factions=FOUR)
    s.vagabond("thief", 7, items=["sword", "boot", "torch"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("eyrie", "warrior", clearing=7, count=6)
    s.relationship("marquise", "allied")
    s.coalition("marquise", "fox_dominance")
    s.dice([3, 2])
    g = day(s)
    g.apply("battle:7:eyrie:with:marquise")
    g.apply("damage:ally")
    g.apply("damage:ally")
    assert rel(g, "marquise") == "hostile"


# ===== 9.2.9 Relationships =======================================================================

def _aid_setup(rel_state=None, cards=("fox_ambush",), items=("tea", "boot")):
    s = table()
    s.vagabond("thief", 8, items=list(items))
    s.place("eyrie", "warrior", clearing=8)
    s.hand(V, list(cards))
    if rel_state:
        s.relationship("eyrie", rel_state)
    return s


def test_9_2_9_I_one_aid_improves_indifferent_and_scores_one():
    g = day(_aid_setup(items=["tea"]))
    g.apply("aid:eyrie:fox_ambush")
    assert rel(g, "eyrie") == "track1"
    assert g.score(V) == 1
    assert g.s["players"]["eyrie"]["hand"] == ["fox_ambush"]
    assert held(g) == ["tea:exhausted"]


def test_9_2_9_I_a_the_second_space_needs_two_aids_in_one_turn():
    g = day(_aid_setup("track1", cards=["fox_ambush", "anvil"], items=["tea"]))
    g.apply("aid:eyrie:anvil")
    assert rel(g, "eyrie") == "track1" and g.score(V) == 0
    assert vb(g)["aids"] == {"eyrie": 1}
    assert not prefixed(g, "aid:")                             # no face-up item left


def test_9_2_9_I_b_two_aids_advance_to_the_second_space_scoring_two():
    s = _aid_setup("track1", cards=["fox_ambush", "anvil"], items=["tea", "boot"])
    g = day(s)
    g.apply("aid:eyrie:anvil")
    g.apply("exhaust:boot")
    g.apply("aid:eyrie:fox_ambush")
    assert rel(g, "eyrie") == "track2" and g.score(V) == 2


def test_9_2_9_II_three_aids_make_an_ally_then_each_aid_scores_two():
    s = _aid_setup("track2", cards=["fox_ambush", "anvil", "arms_trader", "foxfolk_steel"],
                   items=["tea", "boot", "torch", "sword"])
    g = day(s)
    for card, item in (("anvil", "boot"), ("arms_trader", "sword"), ("foxfolk_steel", "tea")):
        g.apply(f"aid:eyrie:{card}")
        g.apply(f"exhaust:{item}")
    assert rel(g, "eyrie") == "allied" and g.score(V) == 2
    g.apply("aid:eyrie:fox_ambush")                            # only the torch is left
    assert g.score(V) == 4                                     # 9.2.9.II.a


def test_9_2_9_I_aids_toward_an_improvement_reset_each_turn():
    s = table(("marquise", V))
    s.vagabond("thief", 8, items=["tea"])
    s.place("marquise", "warrior", clearing=8)
    s.relationship("marquise", "track1")
    s.hand(V, ["anvil"])
    g = day(s)
    g.apply("aid:marquise:anvil")
    assert vb(g)["aids"] == {"marquise": 1}
    # play on to the Vagabond's next Birdsong, passing wherever possible
    while not (g.decision.player == V and g.decision.kind == "slip"):
        opts = keys(g)
        pick = next((k for k in ("end", "done", "skip", "decline") if k in opts), opts[0])
        g.apply(pick)
    assert vb(g)["aids"] == {}
    assert rel(g, "marquise") == "track1"


def test_9_2_9_II_b_moving_with_allied_warriors():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place("eyrie", "warrior", clearing=7, count=2)
    s.relationship("marquise", "allied")
    g = day(s)
    assert prefixed(g, "move:8") == ["move:8", "move:8:marquise:1", "move:8:marquise:2"]
    assert not prefixed(g, "move:8:eyrie")                     # not allied
    g.apply("move:8:marquise:2")
    assert vb(g)["pawn"] == 8 and warriors(g, 8, "marquise") == 2 and warriors(g, 7, "marquise") == 0


def test_9_2_9_II_b_allied_warriors_do_not_enter_forests():
    s = table()
    s.vagabond("thief", 7, items=[])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.relationship("marquise", "allied")
    g = s.start(turn=V, phase="birdsong")
    assert "slip:F5" in keys(g) and not prefixed(g, "slip:F5:")
    assert "slip:8:marquise:2" in keys(g)


def _allied_attack(dice, items=("sword", "boot", "torch")):
    s = table()
    s.vagabond("thief", 7, items=list(items))
    s.place("marquise", "warrior", clearing=7, count=3)
    s.place("eyrie", "warrior", clearing=7, count=6)
    s.relationship("marquise", "allied")
    s.dice(dice)
    g = day(s)
    return g


def test_9_2_9_II_c_attacking_with_allied_warriors_raises_the_rolled_hits():
    g = _allied_attack([3, 0])
    assert "battle:7:eyrie:with:marquise" in keys(g)
    assert "battle:7:marquise:with:marquise" not in keys(g)    # never with the defender
    g.apply("battle:7:eyrie:with:marquise")
    assert warriors(g, 7, "eyrie") == 3                         # 1 sword + 3 allied warriors, roll 3


def test_9_2_9_II_c_without_the_ally_the_swords_limit_the_hits():
    g = _allied_attack([3, 0])
    g.apply("battle:7:eyrie")
    assert warriors(g, 7, "eyrie") == 5


def test_9_2_9_II_d_taking_more_hits_with_allied_warriors_makes_them_hostile():
    g = _allied_attack([3, 2])
    g.apply("battle:7:eyrie:with:marquise")
    assert g.decision.kind == "take_hit"
    assert "damage:ally" in keys(g)
    g.apply("damage:ally")
    g.apply("damage:ally")
    assert warriors(g, 7, "marquise") == 1
    assert rel(g, "marquise") == "hostile"
    assert held(g) == ["boot", "sword:exhausted", "torch"]


def test_9_2_9_II_d_equal_hits_keep_the_alliance():
    g = _allied_attack([3, 2])
    g.apply("battle:7:eyrie:with:marquise")
    g.apply("damage:ally")
    g.apply("damage:torch")
    assert rel(g, "marquise") == "allied"
    assert warriors(g, 7, "marquise") == 2


def test_6_2_3_field_hospitals_for_allied_cat_warriors_lost_as_vagabond_hits():
    s = table()
    s.vagabond("thief", 7, items=["sword"])
    s.place("marquise", "keep", clearing=1)
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place("eyrie", "warrior", clearing=7, count=6)
    s.relationship("marquise", "allied")
    s.hand("marquise", ["mouse_travel_gear"])
    s.dice([1, 1])
    g = day(s)
    g.apply("battle:7:eyrie:with:marquise")
    g.apply("damage:ally")
    assert (g.decision.player, g.decision.kind) == ("marquise", "field_hospitals")
    g.apply("field_hospitals:mouse_travel_gear")
    assert warriors(g, 1, "marquise") == 1


def test_9_2_9_III_strike_on_a_warrior_makes_the_faction_hostile():
    s = table()
    s.vagabond("ranger", 7, items=["crossbow"])
    s.place("eyrie", "warrior", clearing=7, count=2)
    g = day(s)
    g.apply("strike:eyrie")
    assert warriors(g, 7, "eyrie") == 1
    assert rel(g, "eyrie") == "hostile"
    assert g.score(V) == 0                                      # Infamy only in battle


def test_9_2_9_III_removing_a_building_does_not_make_hostile():
    s = table()
    s.vagabond("ranger", 7, items=["crossbow"])
    s.place("eyrie", "roost", clearing=7)
    g = day(s)
    assert prefixed(g, "strike:") == ["strike:eyrie:roost"]
    g.apply("strike:eyrie:roost")
    assert rel(g, "eyrie") == "indifferent"
    assert g.score(V) == 1                                      # Law 3.2.1


def test_9_2_9_III_a_infamy_for_pieces_after_the_warrior_that_made_them_hostile():
    s = table()
    s.vagabond("thief", 7, items=["sword", "sword", "sword"])
    s.place("eyrie", "warrior", clearing=7, count=2)
    s.place("eyrie", "roost", clearing=7)
    s.dice([3, 0])
    g = day(s)
    g.apply("battle:7:eyrie")
    assert rel(g, "eyrie") == "hostile"
    # roost 1 VP (3.2.1); Infamy: the second warrior and the roost, 2 VP
    assert g.score(V) == 3


def test_9_2_9_III_a_infamy_for_every_piece_of_an_already_hostile_faction():
    s = table()
    s.vagabond("thief", 7, items=["sword", "sword"])
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.relationship("eyrie", "hostile")
    s.dice([2, 0])
    g = day(s)
    g.apply("battle:7:eyrie")
    assert g.score(V) == 2


def test_9_2_9_III_a_no_infamy_outside_his_turn():
    s = table()
    s.vagabond("thief", 7, items=["sword", "sword"])
    s.place("marquise", "warrior", clearing=7, count=3)
    s.relationship("marquise", "hostile")
    g = _cat_attacks(s, [2, 2])
    assert warriors(g, 7, "marquise") == 1
    assert g.score(V) == 0


def test_9_2_9_III_b_an_extra_boot_to_enter_a_clearing_with_hostile_warriors():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.place("eyrie", "warrior", clearing=8)
    s.relationship("eyrie", "hostile")
    g = day(s)
    assert "move:8" not in keys(g) and "move:12" in keys(g)


def test_9_5_1_move_exhausts_boot_plus_one_into_hostile_clearing():
    s = table()
    s.vagabond("thief", 7, items=["boot", "boot", "boot"])
    s.place("eyrie", "warrior", clearing=8)
    s.relationship("eyrie", "hostile")
    g = day(s)
    g.apply("move:8")
    assert held(g) == ["boot", "boot:exhausted", "boot:exhausted"]


def test_9_2_9_III_c_aiding_a_hostile_faction_only_to_take_an_item():
    s = _aid_setup("hostile", items=["tea"])
    s.items("eyrie", ["crossbow"])
    g = day(s)
    g.apply("aid:eyrie:fox_ambush")
    assert rel(g, "eyrie") == "hostile" and g.score(V) == 0
    assert keys(g) == ["skip", "take_item:crossbow"]
    g.apply("take_item:crossbow")
    assert held(g) == ["crossbow", "tea:exhausted"]
    assert g.s["players"]["eyrie"]["items"] == []


# ===== 9.4.1 Refresh ============================================================================

def test_9_4_1_refresh_flips_three_items_without_tea():
    s = table()
    s.vagabond("thief", 7, items=["boot", "sword", "torch", "hammer"],
               exhausted=["boot", "sword", "torch", "hammer"])
    g = s.start(turn=V, phase="birdsong")
    assert g.decision.kind == "refresh" and g.decision.rule == "9.4.1"
    assert keys(g) == ["refresh:boot", "refresh:hammer", "refresh:sword", "refresh:torch"]
    g.apply("refresh:boot")
    g.apply("refresh:sword")
    g.apply("refresh:torch")
    assert g.decision.kind == "slip"
    assert held(g) == ["boot", "hammer:exhausted", "sword", "torch"]


def test_9_4_1_each_face_up_tea_refreshes_two_more():
    s = table()
    s.vagabond("thief", 7, items=["tea", "boot", "sword", "torch", "hammer", "crossbow"],
               exhausted=["boot", "sword", "torch", "hammer", "crossbow"])
    g = s.start(turn=V, phase="birdsong")
    assert g.decision.kind == "slip"                            # all five refreshed at once
    assert all(not it["exhausted"] for it in vb(g)["vitems"])


def test_9_4_1_tea_refreshed_this_step_does_not_count():
    s = table()
    s.vagabond("thief", 7, items=["tea", "boot", "sword", "torch", "hammer"],
               exhausted=["tea", "boot", "sword", "torch", "hammer"])
    g = s.start(turn=V, phase="birdsong")
    for k in ("refresh:tea", "refresh:boot", "refresh:sword"):
        g.apply(k)
    assert g.decision.kind == "slip"
    assert sum(it["exhausted"] for it in vb(g)["vitems"]) == 2


def test_9_4_1_a_refreshed_damaged_item_stays_damaged():
    s = table()
    s.vagabond("thief", 7, items=["boot"], exhausted=["boot"], damaged=["boot"])
    g = s.start(turn=V, phase="birdsong")
    assert held(g) == ["boot:damaged"]


# ===== 9.5 Daylight ================================================================================

def test_9_5_1_no_boot_no_move():
    s = table()
    s.vagabond("thief", 7, items=["boot", "sword"], exhausted=["boot"])
    g = day(s)
    assert not prefixed(g, "move:")


def test_9_5_2_battle_needs_a_face_up_undamaged_sword():
    s = table()
    s.vagabond("thief", 7, items=["sword:exhausted", "sword:damaged"])
    s.place("eyrie", "warrior", clearing=7)
    g = day(s)
    assert not prefixed(g, "battle:")


def test_9_5_2_battle_exhausts_a_sword():
    s = table()
    s.vagabond("thief", 7, items=["sword"])
    s.place("eyrie", "warrior", clearing=7)
    s.dice([0, 0])
    g = day(s)
    assert prefixed(g, "battle:") == ["battle:7:eyrie"]
    g.apply("battle:7:eyrie")
    assert held(g) == ["sword:exhausted"]


def test_9_5_3_explore_takes_the_ruin_item_scores_and_removes_the_ruin():
    s = table()
    s.vagabond("thief", 12, items=["torch"])
    s.explores(["hammer"])
    g = day(s)
    assert "explore" in keys(g)
    g.apply("explore")
    assert held(g) == ["hammer", "torch:exhausted"]
    assert g.s["board"][12]["ruins"] == 0
    assert sorted(g.s["ruin_items"]) == ["bag", "boot", "sword"]
    assert g.score(V) == 1


def test_9_5_3_which_item_lies_under_a_ruin_is_chance():
    s = table()
    s.vagabond("thief", 12, items=["torch"])
    g = s.start(turn=V, phase="daylight", auto_chance=False)
    g.apply("explore")
    assert g.decision.player == "chance" and g.decision.kind == "ruin_item"
    assert keys(g) == ["ruin:bag", "ruin:boot", "ruin:hammer", "ruin:sword"]
    g.apply("ruin:bag")
    assert "bag" in held(g)


def test_9_5_3_no_explore_without_torch_or_ruin():
    s = table()
    s.vagabond("thief", 12, items=["boot"])
    assert "explore" not in keys(day(s))
    s = table()
    s.vagabond("thief", 7, items=["torch"])                      # no ruin in 7
    assert "explore" not in keys(day(s))


def test_9_5_4_aid_gives_a_matching_card_and_may_take_a_crafted_item():
    s = _aid_setup(cards=["fox_ambush", "mouse_ambush", "bird_ambush"], items=["tea"])
    s.items("eyrie", ["boot", "crossbow"])
    g = day(s)
    assert prefixed(g, "aid:") == ["aid:eyrie:bird_ambush", "aid:eyrie:fox_ambush"]   # fox clearing
    g.apply("aid:eyrie:bird_ambush")
    assert keys(g) == ["skip", "take_item:boot", "take_item:crossbow"]
    g.apply("take_item:boot")
    assert held(g) == ["boot", "tea:exhausted"]
    assert g.s["players"]["eyrie"]["items"] == ["crossbow"]
    assert "bird_ambush" in g.s["players"]["eyrie"]["hand"]


def test_9_5_4_aid_lets_him_choose_which_item_to_exhaust():
    g = day(_aid_setup(items=["tea", "boot", "boot"]))
    g.apply("aid:eyrie:fox_ambush")
    assert g.decision.kind == "exhaust"
    assert keys(g) == ["exhaust:boot", "exhaust:tea"]
    g.apply("exhaust:boot")
    assert held(g) == ["boot", "boot:exhausted", "tea"]


def test_9_5_4_no_aid_without_pieces_of_that_player_or_a_face_up_item():
    s = table()
    s.vagabond("thief", 8, items=["tea"])
    s.hand(V, ["fox_ambush"])
    assert not prefixed(day(s), "aid:")                          # nobody else in 8
    s = _aid_setup(items=["tea"])
    s2 = table()
    s2.vagabond("thief", 8, items=["tea"], damaged=["tea"])
    s2.place("eyrie", "warrior", clearing=8)
    s2.hand(V, ["fox_ambush"])
    assert not prefixed(day(s2), "aid:")


def _quest_setup(quests, completed=(), items=("torch", "hammer"), where=8):
    s = table()
    s.vagabond("tinker", where, items=list(items))
    s.quests(list(quests))
    if completed:
        s.completed_quests(list(completed))
    return s


def test_9_5_5_quest_scores_one_per_completed_quest_of_its_suit():
    s = _quest_setup(["fox_repair_a_shed", "mouse_escort"], completed=["fox_errand", "rabbit_errand"])
    g = day(s)
    assert prefixed(g, "quest:") == ["quest:fox_repair_a_shed"]
    g.apply("quest:fox_repair_a_shed")
    assert held(g) == ["hammer:exhausted", "torch:exhausted"]
    assert keys(g) == ["reward:draw", "reward:vp"]
    g.apply("reward:vp")
    assert g.score(V) == 2                                        # fox_errand and this one
    assert "fox_repair_a_shed" in vb(g)["completed_quests"]
    assert len(vb(g)["quests"]) == 2                              # a new quest was drawn
    assert len(g.s["quest_deck"]) == 15 - 2 - 2 - 1


def test_9_5_5_quest_reward_can_be_two_cards():
    g = day(_quest_setup(["fox_repair_a_shed"]))
    g.apply("quest:fox_repair_a_shed")
    g.apply("reward:draw")
    assert len(vb(g)["hand"]) == 2 and g.score(V) == 0


def test_9_5_5_quest_needs_a_matching_clearing_and_its_items():
    g = day(_quest_setup(["fox_repair_a_shed"], where=7))        # mouse clearing
    assert not prefixed(g, "quest:")
    g = day(_quest_setup(["fox_repair_a_shed"], items=["torch", "hammer"], where="F7"))
    assert not prefixed(g, "quest:")
    s = table()
    s.vagabond("tinker", 8, items=["torch", "hammer"], exhausted=["hammer"])
    s.quests(["fox_repair_a_shed"])
    assert not prefixed(day(s), "quest:")
    s = table()
    s.vagabond("thief", 7, items=["sword"])
    s.quests(["mouse_expel_bandits"])                             # needs two swords
    assert not prefixed(day(s), "quest:")


def test_9_5_6_strike_removes_a_warrior_before_other_pieces():
    s = table()
    s.vagabond("ranger", 7, items=["crossbow"])
    s.place("eyrie", "warrior", clearing=7)
    s.place("eyrie", "roost", clearing=7)
    g = day(s)
    assert prefixed(g, "strike:") == ["strike:eyrie"]
    g.apply("strike:eyrie")
    assert held(g) == ["crossbow:exhausted"]


def test_9_5_6_no_strike_without_a_face_up_crossbow():
    s = table()
    s.vagabond("ranger", 7, items=["crossbow"], exhausted=["crossbow"])
    s.place("eyrie", "warrior", clearing=7)
    assert not prefixed(day(s), "strike:")


def test_9_5_7_repair_keeps_the_item_on_its_side():
    s = table()
    s.vagabond("tinker", "F3", items=["hammer", "boot", "sword"], exhausted=["boot"],
               damaged=["boot", "sword"])
    g = day(s)
    assert prefixed(g, "repair:") == ["repair:boot:exhausted", "repair:sword"]
    g.apply("repair:boot:exhausted")
    assert held(g) == ["boot:exhausted", "hammer:exhausted", "sword:damaged"]


def test_9_5_7_no_repair_without_a_face_up_hammer():
    s = table()
    s.vagabond("tinker", 8, items=["hammer", "boot"], damaged=["hammer", "boot"])
    assert not prefixed(day(s), "repair:")


def test_9_5_8_craft_with_hammers_in_a_matching_clearing_item_to_satchel():
    s = table()
    s.vagabond("tinker", 8, items=["hammer"])
    s.hand(V, ["anvil", "mouse_crossbow", "foxfolk_steel", "fox_root_tea", "birdy_bindle"])
    g = day(s)
    # fox clearing, one hammer: one-fox recipes only
    assert prefixed(g, "craft:") == ["craft:anvil", "craft:mouse_crossbow"]
    g.apply("craft:mouse_crossbow")
    # Law 9.2.1: he MAY take it; the card's VP are scored for crafting it (3.2.2)
    assert (g.decision.kind, keys(g)) == ("take_crafted", ["leave", "take_crafted:crossbow"])
    assert g.score(V) == 1
    g.apply("take_crafted:crossbow")
    assert held(g) == ["crossbow", "hammer:exhausted"]
    assert g.score(V) == 1
    assert g.s["items"]["crossbow"] == 0
    assert vb(g)["items"] == []


def test_9_5_8_craft_needs_one_hammer_per_icon():
    s = table()
    s.vagabond("tinker", 8, items=["hammer", "hammer"])
    s.hand(V, ["foxfolk_steel", "favor_of_the_foxes"])
    g = day(s)
    assert prefixed(g, "craft:") == ["craft:foxfolk_steel"]
    g.apply("craft:foxfolk_steel")
    g.apply("take_crafted:sword")
    assert held(g) == ["hammer:exhausted", "hammer:exhausted", "sword"]


def test_9_5_8_favor_crafted_by_the_vagabond_makes_factions_hostile():
    s = table()
    s.ruins(12, 0)
    s.ruin_items(["bag", "boot", "sword"])                       # the third hammer is the ruin's
    s.vagabond("tinker", 8, items=["hammer", "hammer", "hammer"])
    s.hand(V, ["favor_of_the_foxes"])
    s.place("eyrie", "warrior", clearing=1)
    s.place("marquise", "sawmill", clearing=12)
    g = day(s)
    g.apply("craft:favor_of_the_foxes")
    assert rel(g, "eyrie") == "hostile" and rel(g, "marquise") == "indifferent"
    assert g.score(V) == 1


def test_V_1_2_thief_steals_a_random_card():
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    s.hand("eyrie", ["anvil"])
    g = day(s)
    assert prefixed(g, "steal:") == ["steal:eyrie"]
    g.apply("steal:eyrie")
    assert vb(g)["hand"] == ["anvil"] and g.s["players"]["eyrie"]["hand"] == []
    assert held(g) == ["torch:exhausted"]


def test_V_1_2_only_the_thief_steals():
    s = table()
    s.vagabond("tinker", 7, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    s.hand("eyrie", ["anvil"])
    assert not prefixed(day(s), "steal:")


def test_V_2_2_tinker_day_labor_takes_a_matching_card_from_the_discard():
    s = table()
    s.vagabond("tinker", 7, items=["torch"])
    s.discard_pile(["anvil", "mouse_ambush", "bird_ambush"])
    g = day(s)
    assert prefixed(g, "day_labor:") == ["day_labor:bird_ambush", "day_labor:mouse_ambush"]
    g.apply("day_labor:mouse_ambush")
    assert vb(g)["hand"] == ["mouse_ambush"]
    assert sorted(g.s["discard"]) == ["anvil", "bird_ambush"]


def test_V_3_2_ranger_hideout_repairs_three_and_ends_daylight():
    s = table()
    s.vagabond("ranger", 7, items=["torch", "boot", "sword", "crossbow", "hammer"],
               damaged=["boot", "sword", "crossbow", "hammer"])
    g = day(s)
    g.apply("hideout")
    assert g.decision.kind == "repair"
    for k in ("repair:boot", "repair:sword", "repair:crossbow"):
        g.apply(k)
    assert held(g) == ["boot", "crossbow", "hammer:damaged", "sword", "torch:exhausted"]
    assert g.current == "marquise"                               # Evening was played at once
    assert len(vb(g)["hand"]) == 1                               # its draw (9.6.2)


def test_V_3_2_only_the_ranger_has_hideout():
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    assert "hideout" not in keys(day(s))


# ===== 9.6 Evening ================================================================================

def _evening(s):
    g = day(s)
    g.apply("end")
    return g


def test_9_6_1_rest_in_a_forest_repairs_and_flips_up_damaged_items():
    s = table()
    s.vagabond("thief", "F5", items=["boot", "sword", "torch"], exhausted=["boot", "torch"],
               damaged=["boot", "sword"])
    g = _evening(s)
    assert held(g) == ["boot", "sword", "torch:exhausted"]


def test_9_6_1_no_rest_in_a_clearing():
    s = table()
    s.vagabond("thief", 7, items=["boot"], damaged=["boot"])
    g = _evening(s)
    assert held(g) == ["boot:damaged"]


def test_9_6_2_draw_one_plus_one_per_face_up_coins():
    s = table()
    s.vagabond("thief", 7, items=["coins", "coins"], exhausted=[])
    g = _evening(s)
    assert len(vb(g)["hand"]) == 3
    s = table()
    s.vagabond("thief", 7, items=["coins", "coins"], exhausted=["coins"])
    g = _evening(s)
    assert len(vb(g)["hand"]) == 2


def test_9_6_3_discard_down_to_five():
    s = table()
    s.vagabond("thief", 7, items=[])
    s.hand(V, ["anvil", "arms_trader", "bake_sale", "cobbler", "sword"])
    g = _evening(s)
    assert (g.decision.player, g.decision.kind) == (V, "discard")


def test_9_6_4_item_limit_removes_items_from_the_satchel():
    s = table()
    s.vagabond("thief", 7, items=["boot", "boot", "sword", "sword", "torch", "hammer", "crossbow",
                                  "tea"], exhausted=["tea"])
    g = _evening(s)
    assert g.decision.kind == "remove_item" and g.decision.rule == "9.6.4"
    assert "remove_item:tea:exhausted" in keys(g)
    g.apply("remove_item:tea:exhausted")
    g.apply("remove_item:boot")
    assert len(vb(g)["vitems"]) == 6 and sorted(vb(g)["items_removed"]) == ["boot", "tea"]


def test_9_6_4_face_up_track_items_do_not_count_and_bags_raise_the_limit():
    s = table()
    s.vagabond("tinker", 7, items=["boot", "boot", "sword", "sword", "torch", "hammer", "crossbow",
                                   "tea", "bag"])
    g = _evening(s)
    # 7 items in the Satchel; tea and bag on tracks; limit 6 + 2 = 8
    assert g.decision.kind != "remove_item"
    assert len(vb(g)["vitems"]) == 9


# ===== other factions' rules and cards with the Vagabond ==========================================

def test_6_2_2_the_keep_does_not_stop_the_vagabond_moving_in():
    s = table()
    s.vagabond("thief", 8, items=["boot"])
    s.place("marquise", "keep", clearing=4)
    g = day(s)
    assert "move:4" in keys(g)


def test_4_1_3_codebreakers_and_stand_and_deliver_on_the_vagabond():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["anvil"])
    s.crafted("marquise", ["codebreakers", "stand_and_deliver"])
    g = s.start(turn="marquise", phase="birdsong")
    assert "stand_and_deliver:vagabond" in keys(g)
    g.apply("stand_and_deliver:vagabond")
    assert "anvil" in g.s["players"]["marquise"]["hand"]
    assert g.score(V) == 1


def test_4_3_4_brutal_tactics_for_the_vagabond_attacker():
    s = table()
    s.vagabond("thief", 7, items=["sword"])
    s.crafted(V, ["brutal_tactics"])
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.dice([0, 0])
    g = day(s)
    g.apply("battle:7:eyrie")
    assert "use:brutal_tactics" in keys(g)
    g.apply("use:brutal_tactics")
    assert warriors(g, 7, "eyrie") == 2
    assert g.score("eyrie") == 1


def test_4_3_4_armorers_lets_the_vagabond_ignore_rolled_hits():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot"])
    s.crafted(V, ["armorers"])
    s.place("marquise", "warrior", clearing=7, count=3)
    g = _cat_attacks(s, [2, 0])
    assert "use:armorers" in keys(g)
    g.apply("use:armorers")
    assert held(g) == ["boot", "sword"]


def test_4_3_4_sappers_for_the_vagabond_defender():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.crafted(V, ["sappers"])
    s.place("marquise", "warrior", clearing=7, count=3)
    g = _cat_attacks(s, [0, 0])
    g.apply("use:sappers")
    assert warriors(g, 7, "marquise") == 2
    assert rel(g, "marquise") == "hostile"


# ===== Scenario API and views ======================================================================

@pytest.mark.parametrize("build, error", [
    (lambda s: s.vagabond("thief", "F9"), UnknownName),
    (lambda s: s.vagabond("thief", 13), UnknownName),
    (lambda s: s.vagabond("thief", 7, items=["laser"]), UnknownName),
    (lambda s: s.vagabond("thief", 7, items=["boot"], exhausted=["sword"]), ScenarioError),
    (lambda s: s.vagabond("thief", 7, items="boot"), ScenarioError),
    (lambda s: s.vagabond("thief", 7, items=["torch", "torch"]), ScenarioError),
    (lambda s: s.relationship("eyrie", "friends"), UnknownName),
    (lambda s: s.relationship(V, "allied"), ScenarioError),
    (lambda s: s.quests(["fox_errand", "mouse_escort", "rabbit_errand", "fox_fundraising"]), ScenarioError),
    (lambda s: s.quests(["dragon_slaying"]), UnknownName),
    (lambda s: s.quests(["fox_errand", "fox_errand"]), ScenarioError),
    (lambda s: s.ruin_items(["laser"]), UnknownName),
    (lambda s: s.explores(["laser"]), UnknownName),
])
def test_scenario_refuses_bad_vagabond_input(build, error):
    s = table()
    before = s.state()
    with pytest.raises(error):
        build(s)
    assert s.state() == before


def test_scenario_quest_used_twice_is_refused():
    s = table()
    s.quests(["fox_errand"])
    with pytest.raises(ScenarioError):
        s.completed_quests(["fox_errand"])


def test_scenario_start_needs_the_pawn_and_one_item_per_ruin():
    with pytest.raises(ScenarioError, match="s.vagabond"):
        table().start()
    s = table()
    s.vagabond("thief", 7)
    s.ruins(12, 0)
    with pytest.raises(ScenarioError, match="ruin_items"):
        s.start()
    s.ruin_items(["bag", "boot", "sword"])
    s.start()


def test_observation_shows_items_and_quests_but_hides_hands_and_the_quest_deck():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.quests(["fox_errand"])
    s.hand(V, ["anvil"])
    g = day(s)
    o = g.observation("eyrie")
    assert o["players"][V]["hand"] is None
    assert o["players"][V]["quests"] == ["fox_errand"]
    assert o["players"][V]["vitems"] == vb(g)["vitems"]
    assert o["quest_deck"] == {"size": 14}


def test_save_and_load_in_the_middle_of_a_vagabond_turn():
    g = day(_aid_setup(items=["tea", "boot", "boot"]))
    g.apply("aid:eyrie:fox_ambush")
    h = Game.from_json(g.to_json())
    assert keys(h) == keys(g)
    h.apply("exhaust:tea")
    assert rel(h, "eyrie") == "track1"


def test_illegal_vagabond_action_is_refused_and_changes_nothing():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    g = day(s)
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("move:F5")
    assert g.to_json() == before


# ===== random games to the end ===================================================================

def _check(g):
    from collections import Counter
    s = g.s
    p = vb(g)
    if p["character"] and not any(fr["step"] == "vagabond.setup" for fr in s["stack"]):
        have = Counter(s["items"]) + Counter(s["ruin_items"]) + Counter(p["items_removed"])
        for f in s["factions"]:
            have.update(s["players"][f]["items"])
        have.update(it["item"] for it in p["vitems"])
        want = Counter({"boot": 2, "bag": 2, "crossbow": 1, "hammer": 1, "sword": 2, "tea": 2,
                        "coins": 2}) + Counter(RUIN_ITEMS) + Counter(CHARACTERS[p["character"]]["starting_items"])
        assert have == want
        assert len(s["ruin_items"]) == sum(b["ruins"] for b in s["board"][1:])
        assert len(p["quests"]) + len(p["completed_quests"]) + len(s["quest_deck"]) == 15
        assert all(r in ("hostile", "indifferent", "track1", "track2", "allied")
                   for r in p["relationships"].values())
    for c in g.map.ids:
        assert V not in s["board"][c]["warriors"]
        assert g.clearing(c).ruler() != V


@pytest.mark.parametrize("factions, seed", [
    (["marquise", V], 1), (["eyrie", V], 2), (["marquise", "eyrie", V], 3), ([V, "eyrie", "marquise"], 4),
])
def test_random_games_with_the_vagabond_reach_the_end(factions, seed):
    g = Game.new(factions, seed=seed)
    r = random.Random(seed)
    n = 0
    while not g.is_over:
        _check(g)
        opts = g.decision.options
        g.apply(opts[r.randrange(len(opts))])
        n += 1
        assert n < 20000
    _check(g)
    assert len(g.winners) >= 1
    text = g.to_json()
    assert Game.from_json(text).to_json() == text
    assert json.loads(text)["state"]["over"]


@needs_alliance
def test_four_player_base_game_reaches_the_end():
    g = Game.new(["marquise", "eyrie", "alliance", V], seed=11)
    g.play_random(5)
    assert g.is_over and g.winners


def test_4_1_3_command_warren_lets_the_vagabond_battle_without_a_sword():
    s = table()
    s.vagabond("thief", 7, items=["sword"], exhausted=["sword"])
    s.crafted(V, ["command_warren"])
    s.place("eyrie", "warrior", clearing=7, count=2)
    s.dice([3, 0])
    g = s.start(turn=V, phase="daylight")
    assert g.decision.kind == "command_warren"
    assert keys(g) == ["battle:7:eyrie", "skip"]
    g.apply("battle:7:eyrie")
    assert warriors(g, 7, "eyrie") == 1                          # one undamaged sword
    assert held(g) == ["sword:exhausted"]


def test_4_1_3_cobbler_moves_the_pawn_without_a_boot_but_hostile_needs_the_extra_one():
    s = table()
    s.vagabond("thief", 7, items=[])
    s.crafted(V, ["cobbler"])
    s.place("eyrie", "warrior", clearing=8)
    s.relationship("eyrie", "hostile")
    g = s.start(turn=V, phase="daylight")
    g.apply("end")
    assert g.decision.kind == "cobbler"
    assert keys(g) == ["move:3", "move:12", "skip"]
    g.apply("move:12")
    assert vb(g)["pawn"] == 12


def test_position_text_round_trip_with_the_vagabond():
    s = table()
    s.ruins(12, 0)
    s.ruin_items(["bag", "boot", "sword"])
    s.vagabond("ranger", "F3", items=["hammer", "boot:exhausted", "sword:damaged"])
    s.relationship("eyrie", "allied")
    s.quests(["fox_errand", "mouse_escort"])
    s.completed_quests(["rabbit_errand"])
    text = s.to_text()
    assert "vagabond: ranger at F3 with boot:exhausted, hammer, sword:damaged" in text
    assert "relationships vagabond: eyrie allied" in text
    assert "ruin items: bag, boot, sword" in text
    s2 = Scenario.from_text(text)
    assert s2.to_text() == text
    g = s2.start(turn=V, phase="daylight")
    assert vb(g)["pawn"] == "F3" and rel(g, "eyrie") == "allied"
    assert vb(g)["completed_quests"] == ["rabbit_errand"]


def test_9_5_3_forced_ruin_items_round_trip_in_position_text():
    s = table()
    s.vagabond("thief", 12, items=["torch"])
    assert "explores" not in s.to_text()                      # nothing fixed, no line
    s.explores(["hammer", "bag"])
    t = s.to_text()
    assert "explores: hammer, bag" in t                       # in the order they come
    assert Scenario.from_text(t).to_text() == t
    g = Scenario.from_text(t).start(turn=V, phase="daylight")
    assert g.s["forced"]["ruin_item"] == ["hammer", "bag"]
    assert "explores: hammer, bag" in g.position_text()
    g.apply("explore")                                        # the first forced item is found
    assert held(g) == ["hammer", "torch:exhausted"]
    assert "explores: bag" in g.position_text()
    assert Scenario.from_text(t.replace("explores: hammer, bag", "explores: hammer\nexplores: bag")) \
        .to_text() == t                                       # two lines add up, as dice do


def test_9_5_3_a_bad_explores_line_is_refused_naming_it():
    s = table()
    s.vagabond("thief", 12, items=["torch"])
    s.explores(["hammer"])
    t = s.to_text()
    with pytest.raises(UnknownName, match=r"line \d+ \('explores: hammer, laser'\).*'laser'"):
        Scenario.from_text(t.replace("explores: hammer", "explores: hammer, laser"))
    with pytest.raises(ScenarioError, match=r"write 'explores: <item>"):
        Scenario.from_text(t.replace("explores:", "explores vagabond:"))
    # with nobody who takes ruin items there are none under the ruins: refused at the start
    no_vagabond = "map: autumn\nfactions: marquise, eyrie\nexplores: hammer\n"
    with pytest.raises(ScenarioError, match=r"the explored ruins are to hold \['hammer'\], but "
                                            r"the items under the ruins are \[\]"):
        Scenario.from_text(no_vagabond).start()
    before = s.state()["forced"]
    for bad in (["laser"], "hammer", [3]):
        with pytest.raises(UnknownName):
            s.explores(bad)
    assert s.state()["forced"] == before


def test_9_5_3_forced_ruin_items_must_lie_under_the_ruins():
    def start(explores, ruin_items=None):
        s = table()
        s.vagabond("thief", 12, items=["torch"])
        if ruin_items is not None:                      # one ruin explored before
            s.ruins(6, 0)
            s.ruin_items(ruin_items)
        s.explores(explores)
        return s.start(turn=V, phase="daylight")
    g = start(["hammer", "boot"])
    g.apply("explore")
    assert held(g) == ["hammer", "torch:exhausted"]
    for explores, ruin_items in ((["crossbow"], None), (["hammer", "hammer"], None),
                                 (["hammer"], ["bag", "boot", "sword"])):
        with pytest.raises(ScenarioError, match=r"the explored ruins are to hold .* but the items "
                                                r"under the ruins are \['bag', 'boot'"):
            start(explores, ruin_items)


def test_1_2_a_seat_sees_no_forced_ruin_items_line():
    s = table()
    s.vagabond("thief", 12, items=["torch"])
    s.explores(["sword"])
    g = s.start(turn=V, phase="daylight")
    assert "explores: sword" in g.position_text()
    for seat in ("marquise", V):
        assert "explores" not in g.position_text(seat=seat)


@needs_alliance
def test_8_2_6_moving_allied_warriors_into_sympathy_outrages_their_owner():
    s = Scenario(map="autumn", factions=["marquise", "alliance", V])
    s.vagabond("thief", 7, items=["boot"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place("alliance", "sympathy", clearing=8)
    s.relationship("marquise", "allied")
    s.hand(V, ["anvil"])
    g = day(s)
    g.apply("move:8")                                            # the pawn alone: no Outrage
    assert g.decision.kind == "action"
    s.hand(V, ["anvil"])
    g = day(s)
    s.hand("marquise", ["foxfolk_steel"])
    g = day(s)
    g.apply("move:8:marquise:1")
    # Law 9.2.9.II.b forces the allied warriors to move; Law 1.5.5 resolves a forced act
    # "exactly as if that player were choosing to do this": the Marquise moved warriors
    # into sympathy and is outraged (8.2.6), not the Vagabond, whose pawn is no warrior.
    assert (g.decision.player, g.decision.kind) == ("marquise", "outrage")
    g.apply("outrage:foxfolk_steel")
    assert "foxfolk_steel" in g.s["players"]["alliance"]["supporters"]
    assert g.s["players"][V]["hand"] == ["anvil"]


@needs_alliance
def test_8_2_6_striking_a_sympathy_token_outrages_the_vagabond_and_scores():
    s = Scenario(map="autumn", factions=["marquise", "alliance", V])
    s.vagabond("ranger", 8, items=["crossbow"])
    s.place("alliance", "sympathy", clearing=8)
    s.hand(V, ["fox_ambush"])
    g = day(s)
    g.apply("strike:alliance:sympathy")
    assert g.score(V) == 1
    assert (g.decision.player, g.decision.kind) == (V, "outrage")
    assert rel(g, "alliance") == "indifferent"


@needs_alliance
def test_9_2_2_I_revolt_in_the_vagabond_clearing_damages_three_items():
    from root_widget.rules.factions.alliance import A  # noqa: F401
    s = Scenario(map="autumn", factions=["marquise", "alliance", V])
    s.vagabond("thief", 8, items=["boot", "sword", "torch", "tea"])
    s.place("alliance", "sympathy", clearing=8)
    s.place("marquise", "warrior", clearing=8)
    s.supporters(["fox_ambush", "anvil"])
    g = s.start(turn="alliance", phase="birdsong")
    opts = [k for k in keys(g) if k.startswith("revolt") and "8" in k]
    assert opts, keys(g)
    g.apply(opts[0])
    while g.decision.player != V:
        assert g.decision.player in ("alliance", "chance"), g.decision
        g.apply(g.decision.options[0])
    assert g.decision.kind == "damage" and g.decision.rule == "9.2.2.I"


# ===== audit9: rules of Law 9 that had no test ====================================================

def test_9_2_5_I_a_track_holds_three_so_a_fourth_bag_stays_in_the_satchel():
    # 16 items, four bags among them: three on the Bags track (limit 6 + 2 x 3 = 12), the
    # fourth in the Satchel with the other twelve: 13 over a limit of 12 (were all four on
    # the track: 12 in the Satchel, limit 14, nothing to remove)
    s = table()
    s.item_supply({}).ruin_items([])                           # every bag of the box is his
    for c in (6, 10, 11, 12):
        s.ruins(c, 0)
    s.vagabond("tinker", 7, items=["bag"] * 4 + ["boot"] * 4 + ["sword"] * 4 + ["hammer"] * 3
               + ["torch"])
    g = _evening(s)
    assert (g.decision.kind, g.decision.rule) == ("remove_item", "9.6.4")
    assert "1 more" in g.decision.prompt
    assert "remove_item:bag" in keys(g)                       # the bag off the track
    g.apply("remove_item:bag")
    assert g.decision.player != V or g.decision.kind != "remove_item"
    assert held(g).count("bag") == 3 and vb(g)["items_removed"] == ["bag"]


def test_9_2_5_I_a_coin_exhausted_from_its_track_goes_to_the_satchel():
    """Exhausted for an Aid, the coins leave the Coins track: the Evening draws one card
    fewer (9.6.2) and the Satchel holds one item more (9.6.4)."""
    def evening_after_aid(exhausted):
        s = table()
        s.vagabond("thief", 8, items=["coins", "boot", "boot", "sword", "sword", "torch", "hammer"])
        s.place("eyrie", "warrior", clearing=8)
        s.hand(V, ["fox_ambush"])
        g = day(s)
        g.apply("aid:eyrie:fox_ambush")
        g.apply(f"exhaust:{exhausted}")
        g.apply("end")
        return g
    g = evening_after_aid("boot")                              # control: the coins stay up
    assert len(vb(g)["hand"]) == 2 and g.decision.player != V
    g = evening_after_aid("coins")
    assert len(vb(g)["hand"]) == 1
    assert (g.decision.player, g.decision.kind) == (V, "remove_item")   # 7 in the Satchel
    assert "remove_item:coins:exhausted" in keys(g)


def test_9_5_7_a_repaired_face_up_coin_goes_to_its_track_and_draws():
    s = table()
    s.vagabond("thief", 7, items=["hammer", "coins"], damaged=["coins"])
    g = day(s)
    assert prefixed(g, "repair:") == ["repair:coins"]
    g.apply("repair:coins")
    g.apply("end")
    assert len(vb(g)["hand"]) == 2                             # 9.6.2: one plus one coins


def test_9_6_rest_comes_before_the_draw_so_rested_coins_draw():
    s = table()
    s.vagabond("thief", "F5", items=["coins"], exhausted=["coins"], damaged=["coins"])
    g = _evening(s)
    assert held(g) == ["coins"] and len(vb(g)["hand"]) == 2
    s = table()                                                # control: no Rest in a clearing
    s.vagabond("thief", 7, items=["coins"], exhausted=["coins"], damaged=["coins"])
    g = _evening(s)
    assert held(g) == ["coins:exhausted:damaged"] and len(vb(g)["hand"]) == 1


def test_9_2_1_a_crafted_item_he_leaves_stays_in_the_supply_and_the_card_still_scores():
    s = table()
    s.vagabond("tinker", 8, items=["hammer"])
    s.hand(V, ["mouse_crossbow"])
    g = day(s)
    g.apply("craft:mouse_crossbow")
    g.apply("leave")
    assert held(g) == ["hammer:exhausted"]
    assert g.s["items"]["crossbow"] == 1 and vb(g)["items"] == []
    assert g.score(V) == 1
    assert (g.decision.player, g.decision.kind) == (V, "action")


def test_9_2_9_II_c_allied_warriors_take_no_hits_when_he_defends():
    s = table()
    s.vagabond("thief", 7, items=["sword", "boot", "torch"])
    s.place("eyrie", "warrior", clearing=7, count=3)
    s.relationship("eyrie", "allied")
    s.place("marquise", "warrior", clearing=7, count=3)
    g = _cat_attacks(s, [2, 0])
    assert (g.decision.player, g.decision.kind) == (V, "take_hit")
    assert keys(g) == ["damage:boot", "damage:sword", "damage:torch"]     # no "damage:ally"
    g.apply("damage:boot")
    g.apply("damage:torch")
    assert warriors(g, 7, "eyrie") == 3 and rel(g, "eyrie") == "allied"
    assert held(g) == ["boot:damaged", "sword", "torch:damaged"]


def test_9_2_9_II_b_warriors_of_one_allied_faction_move_along_not_two():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.place("eyrie", "warrior", clearing=7, count=1)
    s.relationship("marquise", "allied")
    s.relationship("eyrie", "allied")
    g = day(s)
    assert prefixed(g, "move:8") == ["move:8", "move:8:eyrie:1", "move:8:marquise:1",
                                     "move:8:marquise:2"]
    g.apply("move:8:eyrie:1")
    assert warriors(g, 8, "eyrie") == 1 and warriors(g, 8, "marquise") == 0
    assert warriors(g, 7, "marquise") == 2


def test_9_5_9_special_actions_need_a_face_up_torch():
    for character, options in (("thief", "steal:"), ("tinker", "day_labor:"), ("ranger", "hideout")):
        s = table()
        s.vagabond(character, 7, items=["torch", "boot"], exhausted=["torch"])
        s.place("eyrie", "warrior", clearing=7)
        s.hand("eyrie", ["anvil"])
        s.discard_pile(["mouse_ambush"])
        assert not prefixed(day(s), options), character
        s = table()                                            # control: with the torch up
        s.vagabond(character, 7, items=["torch", "boot"])
        s.place("eyrie", "warrior", clearing=7)
        s.hand("eyrie", ["anvil"])
        s.discard_pile(["mouse_ambush"])
        assert prefixed(day(s), options), character


def test_9_5_5_with_the_quest_deck_empty_no_new_quest_comes():
    others = sorted(q for q in QUESTS if q not in ("fox_repair_a_shed", "mouse_escort",
                                                   "rabbit_errand"))
    s = _quest_setup(["fox_repair_a_shed", "mouse_escort", "rabbit_errand"], completed=others)
    g = day(s)
    assert g.s["quest_deck"] == []
    g.apply("quest:fox_repair_a_shed")
    g.apply("reward:vp")
    fox_done = sum(1 for q in vb(g)["completed_quests"] if QUESTS[q]["suit"] == "fox")
    assert g.score(V) == fox_done == 5
    assert vb(g)["quests"] == ["mouse_escort", "rabbit_errand"]
    assert (g.decision.player, g.decision.kind) == (V, "action")


@needs_alliance
def test_9_2_8_3_3_1_a_player_without_a_score_marker_is_no_coalition_partner():
    """Reading: a player who activated a dominance card has no score marker (Law 3.3.1), so
    no victory points to be "fewer" than the others'; the lowest-scoring player among the
    others is the partner to choose."""
    s = Scenario(map="autumn", factions=["marquise", "eyrie", "alliance", V])
    s.vagabond("thief", 7, items=["boot"])
    s.hand(V, ["fox_dominance"])
    s.score(V, 12)
    s.score("marquise", 11)
    s.score("alliance", 6)
    s.dominance("eyrie", "mouse_dominance")
    g = day(s)
    assert prefixed(g, "coalition:") == ["coalition:fox_dominance:alliance"]


def test_1_2_a_stolen_card_is_seen_by_the_thief_and_its_owner_only():
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    s.hand("eyrie", ["codebreakers"])
    g = day(s)
    g.apply("steal:eyrie")
    assert vb(g)["hand"] == ["codebreakers"]
    assert "codebreakers" in json.dumps(g.observation(V))
    assert "codebreakers" not in json.dumps(g.observation("marquise"))
    assert g.observation("marquise")["players"][V]["hand"] is None


def test_a_vagabond_option_taken_for_another_player_is_refused_and_changes_nothing():
    s = table()
    s.vagabond("thief", 7, items=["boot"])
    g = day(s)
    before = g.to_json()
    with pytest.raises(IllegalAction, match=r"it is vagabond's decision \(action\), not that of 'eyrie'"):
        g.apply("move:8", player="eyrie")
    with pytest.raises(IllegalAction, match=r"'slip:8' is not a legal option for vagabond's decision "
                                            r"'action' \(Law 9\.5\)"):
        g.apply("slip:8", player=V)
    assert g.to_json() == before
    g.apply("move:8", player=V)
    assert vb(g)["pawn"] == 8


def test_9_5_1_9_4_2_move_and_slip_labels_name_boots_and_forests_in_de_and_ja():
    """The pawn's moves in other locales: the boots in words, a forest by name, no "x0" for
    the pawn alone (they read "..., 1, x0" and "F5" before)."""
    from root_widget.i18n import Labels
    s = table()
    s.vagabond("thief", 7, items=["boot", "boot"])
    s.place("marquise", "warrior", clearing=7)
    s.relationship("marquise", "allied")
    s.place("eyrie", "warrior", clearing=8)
    s.relationship("eyrie", "hostile")
    de, ja = Labels("de"), Labels("ja")

    def label(g, t, key):
        return t.option(next(a for a in g.legal_actions() if a.key == key), tuple(g.factions))
    g = day(s)
    assert label(g, de, "move:3") == "Bewegen: Lichtung 7 \u2192 Lichtung 3, 1 Stiefel ersch\u00f6pft"
    assert label(g, ja, "move:8") == "\u79fb\u52d5: \u533a\u753b7 \u2192 \u533a\u753b8, \u30d6\u30fc\u30c4" \
                                     "2\u500b\u3092\u6d88\u8017"
    assert label(g, de, "move:12:marquise:1").endswith("1 Stiefel ersch\u00f6pft, \u00d71")
    g = s.start(turn=V, phase="birdsong")
    assert label(g, de, "slip:F5") == "Bewegen: Lichtung 7 \u2192 Wald 5, 0 Stiefel ersch\u00f6pft"
    assert label(g, ja, "slip:F7").startswith("\u79fb\u52d5: \u533a\u753b7 \u2192 \u68ee7, ")


def test_9_2_9_III_removing_an_allied_warrior_makes_the_ally_hostile_then_infamy():
    """"Non-Hostile" includes Allied: a battle against his ally (never with its own warriors,
    9.2.9.II.c) turns it Hostile at the first warrior, and the second scores Infamy."""
    s = table()
    s.vagabond("thief", 7, items=["sword", "sword"])
    s.place("marquise", "warrior", clearing=7, count=2)
    s.relationship("marquise", "allied")
    s.dice([2, 0])
    g = day(s)
    assert prefixed(g, "battle:") == ["battle:7:marquise"]
    g.apply("battle:7:marquise")
    assert warriors(g, 7, "marquise") == 0
    assert rel(g, "marquise") == "hostile" and g.score(V) == 1


def test_V_1_2_V_2_2_V_3_2_special_actions_are_named_in_de_and_ja():
    """Steal, Day Labor and Hideout read by their names in other locales (they read only
    "special action" before)."""
    from root_widget.i18n import Labels
    de, ja = Labels("de"), Labels("ja")

    def label(g, t, key):
        return t.option(next(a for a in g.legal_actions() if a.key == key), tuple(g.factions))
    s = table()
    s.vagabond("thief", 7, items=["torch"])
    s.place("eyrie", "warrior", clearing=7)
    s.hand("eyrie", ["anvil"])
    g = day(s)
    assert label(g, de, "steal:eyrie").startswith("Stehlen")
    assert label(g, ja, "steal:eyrie").startswith("\u7a83\u76d7")
    s = table()
    s.vagabond("tinker", 7, items=["torch"])
    s.discard_pile(["mouse_ambush"])
    g = day(s)
    assert label(g, de, "day_labor:mouse_ambush").startswith("Tagelohn")
    assert label(g, ja, "day_labor:mouse_ambush").startswith("\u65e5\u96c7\u52b4\u50cd")
    s = table()
    s.vagabond("ranger", 7, items=["torch", "boot"], damaged=["boot"])
    g = day(s)
    assert label(g, de, "hideout").startswith("Versteck")
    assert label(g, ja, "hideout").startswith("\u96a0\u308c\u5bb6")
