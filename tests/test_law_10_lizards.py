"""Law 10: the Lizard Cult.

Each test builds its position with `Scenario` (or a new game for setup), acts through
`g.apply(key)` and checks what changed as well as which options are *not* offered.

Autumn map: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Paths: 1-5 1-9 1-10 2-5 2-6
2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11. Corners 1-3 and 2-4 are
opposite. Clearings 1, 3 and 4 have one building slot, 2, 5-10 and 12 two, 11 three; 6, 10,
11 and 12 hold a ruin. Gardens track (data/factions.json): Score gives 0,2,2,3,4 VP with
1..5 gardens of the suit on the map; a suit with 2 gardens out draws one more card.
"""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName
from root_widget.rules.factions import faction

from helpers import keys, prefixed

L = "lizards"


def table(factions=("marquise", L)):
    return Scenario(map="autumn", factions=list(factions))


def cult(g):
    return g.s["players"][L]


def warriors(g, c, f=L):
    return g.s["board"][c]["warriors"].get(f, 0)


def gardens(g):
    return sorted((c, k) for c in range(1, 13) for o, k in g.s["board"][c]["buildings"] if o == L)


def birdsong(s, lost_souls=("anvil",), outcast="mouse"):
    """Start the Cult's Birdsong with these Lost Souls: one fox card by default, so that the
    Outcast turns to an un-Hated fox (Law 10.4.1)."""
    s.outcast(outcast)
    s.lost_souls(list(lost_souls))
    return s.start(turn=L, phase="birdsong")


def total_warriors(g):
    p = cult(g)
    return p["supply"]["warrior"] + p["acolytes"] + sum(warriors(g, c) for c in range(1, 13))


# ===== 10.3 Setup and the faction record ========================================================

def test_10_C_2_2_C_2_3_pieces_25_warriors_and_15_gardens_five_per_suit():
    fac = faction(L)
    assert fac.name == "Lizard Cult"
    assert fac.pieces == {"warrior": 25, "garden_fox": 5, "garden_rabbit": 5, "garden_mouse": 5}
    assert set(fac.buildings) == {"garden_fox", "garden_rabbit", "garden_mouse"}
    assert fac.tokens == ()


def _setup_until(g, kind):
    while g.decision.kind != kind:
        g.apply(g.decision.options[0])


def test_10_3_2_starts_opposite_a_starting_corner_with_a_garden_of_its_suit():
    g = Game.new(["marquise", L], seed=1)
    _setup_until(g, "keep")
    g.apply("keep:1")
    _setup_until(g, "outcast")                # the Cult's corner needed no choice: 3 only
    assert g.s["starting_corners"][L] == 3
    assert gardens(g) == [(3, "garden_rabbit")]
    assert warriors(g, 3) == 4
    assert [warriors(g, c) for c in (6, 7, 11)] == [1, 1, 1]   # each adjacent clearing
    assert total_warriors(g) == 25
    assert cult(g)["supply"]["garden_rabbit"] == 4


def test_10_3_2_no_other_players_starting_corner_and_a_choice_when_none_is_opposite():
    s = table()
    s.place("marquise", "keep", 1)
    s.place("marquise", "warrior", 1)
    g = s.start(turn="marquise")
    g.s["starting_corners"] = {"marquise": 1, "eyrie": 3}      # both opposite pairs used
    from root_widget.rules.board import starting_corners
    assert starting_corners(g, "lizards", needs_room=True) == [2, 4]


def test_10_3_3_the_outcast_is_chosen_among_the_three_suits():
    g = Game.new(["marquise", L], seed=2)
    _setup_until(g, "outcast")
    assert keys(g) == ["outcast:fox", "outcast:mouse", "outcast:rabbit"]
    g.apply("outcast:mouse")
    assert any(e["rule"] == "10.3.3" and "mouse" in e["text"] for e in g.log)


def test_5_1_7_cult_sets_up_after_the_marquise_and_the_eyrie():
    assert faction(L).setup_order > max(faction(f).setup_order
                                        for f in ("marquise", "eyrie", "alliance", "vagabond"))


# ===== 10.2.4 Pilgrims ==========================================================================

def test_10_2_4_pilgrims_rule_where_they_have_a_garden_even_outnumbered():
    s = table()
    s.place(L, "garden_fox", 8)
    s.place("marquise", "warrior", 8, count=4)
    g = s.start(turn="marquise", phase="daylight")
    assert g.clearing(8).ruler() == L
    assert g.clearing(12).ruler() is None


def test_10_2_4_pilgrims_override_lords_of_the_forest():
    s = table(("eyrie", L))
    s.place(L, "garden_fox", 8)
    s.place("eyrie", "warrior", 8, count=1)                 # a tie: the Eyrie would rule
    s.place(L, "warrior", 12)
    s.place("eyrie", "warrior", 12)                         # no garden: Lords of the Forest
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(8).ruler() == L
    assert g.clearing(12).ruler() == "eyrie"


# ===== 10.2.6 The Lost Souls pile ===============================================================

def test_10_2_6_a_card_another_player_spends_goes_to_lost_souls():
    s = table()
    s.place("marquise", "sawmill", 8)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("overwork:8:anvil")
    assert cult(g)["lost_souls"] == ["anvil"]
    assert g.s["discard"] == []


def test_10_2_6_a_spent_dominance_card_goes_to_lost_souls_not_available():
    s = table()
    s.place("marquise", "sawmill", 8)
    s.hand("marquise", ["fox_dominance"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("overwork:8:fox_dominance")
    assert cult(g)["lost_souls"] == ["fox_dominance"]
    assert g.s["available_dominance"] == []


def test_10_2_6_without_the_cult_discards_go_to_the_discard_pile():
    s = Scenario(map="autumn", factions=["marquise", "eyrie"])
    s.place("marquise", "sawmill", 8)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("overwork:8:anvil")
    assert g.s["discard"] == ["anvil"]


# ===== 10.4.1 Adjust Outcast, 10.4.2 Discard Lost Souls ========================================

def test_10_4_1_the_suit_with_most_lost_souls_becomes_the_outcast_birds_ignored():
    g = birdsong(table(), ["anvil", "sword", "investments", "armorers", "sappers", "royal_claim"],
                 outcast="fox")
    assert cult(g)["outcast"] == "mouse" and cult(g)["hated"] is False


def test_10_4_1_the_same_suit_again_turns_hated():
    g = birdsong(table(), ["sword", "investments", "anvil"], outcast="mouse")
    assert cult(g)["outcast"] == "mouse" and cult(g)["hated"] is True


def test_10_4_1_a_tie_keeps_the_suit_and_turns_hated():
    g = birdsong(table(), ["sword", "anvil", "armorers"], outcast="rabbit")
    assert cult(g)["outcast"] == "rabbit" and cult(g)["hated"] is True


def test_10_4_1_a_new_outcast_shows_its_outcast_side_again():
    s = table()
    s.outcast("rabbit", hated=True)
    s.lost_souls(["anvil"])
    g = s.start(turn=L, phase="birdsong")
    assert cult(g)["outcast"] == "fox" and cult(g)["hated"] is False


def test_10_4_2_lost_souls_go_to_the_discard_pile_dominance_becomes_available():
    g = birdsong(table(), ["anvil", "mouse_dominance", "sword"])
    assert cult(g)["lost_souls"] == []
    assert sorted(g.s["discard"]) == ["anvil", "sword"]
    assert g.s["available_dominance"] == ["mouse_dominance"]


# ===== 10.4.3 Conspiracies ======================================================================

def test_10_4_3_II_convert_replaces_an_enemy_warrior_in_an_outcast_clearing():
    s = table()
    s.acolytes(3)
    s.place("marquise", "warrior", 8, count=2)
    s.place("marquise", "warrior", 5, count=2)        # rabbit: not an Outcast clearing
    g = birdsong(s)
    assert g.decision.kind == "conspiracy"
    assert prefixed(g, "convert") == ["convert:8:marquise"]
    g.apply("convert:8:marquise")
    assert warriors(g, 8, "marquise") == 1 and warriors(g, 8) == 1
    assert cult(g)["acolytes"] == 1
    assert prefixed(g, "convert") == []                # one acolyte left: too few
    assert total_warriors(g) == 25


def test_10_4_3_II_convert_cannot_replace_the_hundreds_warlord():
    """Law 10.4.3.II: a replace must remove the old piece; the warlord cannot be removed
    outside battle (Law 14.2.2)."""
    s = table(factions=("hundreds", L))
    s.acolytes(3)
    s.warlord(8).mood("rowdy")                          # fox 8: the Outcast clearing
    g = birdsong(s)
    assert prefixed(g, "convert") == []
    s.place("hundreds", "warrior", 8)
    g = birdsong(s)
    assert prefixed(g, "convert") == ["convert:8:hundreds"]


def test_10_4_3_a_hated_outcast_makes_each_conspiracy_one_acolyte_cheaper():
    s = table()
    s.acolytes(1)
    s.place("marquise", "warrior", 8, count=2)
    g = birdsong(s, ["anvil"], outcast="fox")           # fox again: Hated
    assert cult(g)["hated"]
    assert prefixed(g, "convert") == ["convert:8:marquise"]
    g.apply("convert:8:marquise")
    assert cult(g)["acolytes"] == 0


def test_10_4_3_no_acolytes_no_conspiracies():
    s = table()
    s.place("marquise", "warrior", 8, count=2)
    s.place(L, "warrior", 8, count=2)
    s.hand(L, ["sword"])
    g = birdsong(s)
    assert g.decision.kind == "ritual"                  # straight to Daylight


def test_10_4_3_III_sanctify_replaces_a_building_with_an_outcast_garden_and_scores():
    s = table()
    s.acolytes(3)
    s.place("marquise", "sawmill", 8)
    s.place("marquise", "workshop", 5)                 # rabbit: not Outcast
    g = birdsong(s)
    assert prefixed(g, "sanctify") == ["sanctify:8:marquise:sawmill"]
    g.apply("sanctify:8:marquise:sawmill")
    assert gardens(g) == [(8, "garden_fox")]
    assert g.s["board"][8]["buildings"] == [[L, "garden_fox"]]
    assert g.score(L) == 1                             # Law 3.2.1
    assert cult(g)["acolytes"] == 0


def test_10_4_3_III_sanctify_costs_three():
    s = table()
    s.acolytes(2)
    s.place("marquise", "sawmill", 8)
    s.place(L, "warrior", 12)
    g = birdsong(s)
    assert prefixed(g, "sanctify") == []


def test_10_4_3_I_crusade_battles_in_an_outcast_clearing():
    s = table()
    s.acolytes(2)
    s.place(L, "warrior", 8, count=2)
    s.place("marquise", "warrior", 8, count=1)
    s.place(L, "warrior", 5, count=2)
    s.place("marquise", "warrior", 5, count=1)         # rabbit: no Crusade there
    s.dice([2, 0])
    g = birdsong(s)
    assert prefixed(g, "crusade_battle") == ["crusade_battle:8:marquise"]
    g.apply("crusade_battle:8:marquise")
    assert warriors(g, 8, "marquise") == 0
    assert cult(g)["acolytes"] == 0 and cult(g)["supply"]["warrior"] == 25 - 4      # the 2 acolytes spent


def test_10_4_3_I_crusade_moves_from_an_outcast_clearing_then_may_battle():
    s = table()
    s.acolytes(2)
    s.place(L, "warrior", 8, count=3)                 # fox
    s.place("marquise", "warrior", 4, count=1)         # rabbit, adjacent to 8
    s.place(L, "warrior", 5, count=2)                  # rabbit: not an origin
    s.dice([1, 0])
    g = birdsong(s)
    moves = prefixed(g, "crusade_move")
    assert moves and all(k.startswith("crusade_move:8-") for k in moves)
    g.apply("crusade_move:8-4:3")
    assert g.decision.kind == "crusade_battle"
    assert keys(g) == ["crusade_battle:4:marquise", "skip"]
    g.apply("crusade_battle:4:marquise")
    assert warriors(g, 4, "marquise") == 0


def test_10_4_3_I_crusade_battle_after_the_move_may_be_skipped():
    s = table()
    s.acolytes(4)
    s.place(L, "warrior", 8, count=3)
    s.place("marquise", "warrior", 4, count=1)
    s.place(L, "warrior", 12)
    s.place("marquise", "warrior", 12)                # a battle left to offer afterwards
    g = birdsong(s)
    g.apply("crusade_move:8-4:3")
    g.apply("skip")
    assert g.decision.kind == "conspiracy"
    assert warriors(g, 4, "marquise") == 1 and cult(g)["acolytes"] == 2


def test_10_4_3_I_crusade_into_sympathy_causes_outrage():
    s = table(("alliance", L))
    s.acolytes(2)
    s.place(L, "warrior", 8, count=2)
    s.place("alliance", "sympathy", 4)
    s.hand(L, ["rabbit_root_tea"])
    g = birdsong(s)
    g.apply("crusade_move:8-4:2")
    assert g.decision.kind == "outrage" and g.decision.player == L
    g.apply("outrage:rabbit_root_tea")
    assert g.s["players"]["alliance"]["supporters"] == ["rabbit_root_tea"]


# ===== 10.2.3 Revenge, 10.2.5 Fear of the Faithful =============================================

def test_10_2_3_revenge_warriors_removed_defending_become_acolytes():
    s = table()
    s.place("marquise", "warrior", 8, count=3)
    s.place(L, "warrior", 8, count=2)
    s.place(L, "warrior", 12)
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:lizards")
    assert warriors(g, 8) == 0
    assert cult(g)["acolytes"] == 2
    assert cult(g)["supply"]["warrior"] == 22
    assert total_warriors(g) == 25


def test_10_2_3_revenge_not_when_the_cult_attacks():
    s = table()
    s.acolytes(2)
    s.place("marquise", "warrior", 8, count=2)
    s.place(L, "warrior", 8, count=2)
    s.dice([0, 2])                                     # the Marquise deals 0: 2 vs 0? lower
    g = birdsong(s)
    g.apply("crusade_battle:8:marquise")
    assert cult(g)["acolytes"] == 0                    # spent 2; losses went to the supply
    assert cult(g)["supply"]["warrior"] + warriors(g, 8) == 25


def test_10_2_5_fear_of_the_faithful_a_removed_garden_costs_a_random_card():
    s = table()
    s.place("marquise", "warrior", 8, count=2)
    s.place(L, "garden_fox", 8)
    s.hand(L, ["sword"])
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:lizards")
    assert gardens(g) == []
    assert cult(g)["hand"] == []
    assert cult(g)["lost_souls"] == ["sword"]          # discarded: into Lost Souls
    assert g.score("marquise") == 1
    assert any(e["rule"] == "10.2.5" for e in g.log)


def test_10_2_5_fear_is_a_chance_pick():
    s = table()
    s.place("marquise", "warrior", 8, count=2)
    s.place(L, "garden_fox", 8)
    s.hand(L, ["sword", "anvil"])
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:8:lizards")
    while g.decision.player == "chance" and g.decision.rule != "10.2.5":
        g.apply(g.decision.options[0])
    assert g.decision.player == "chance" and g.decision.rule == "10.2.5"
    assert keys(g) == ["lose:anvil", "lose:sword"]


# ===== 10.5 Daylight: rituals ===================================================================

def daylight(s, hand):
    s.hand(L, hand)
    return s.start(turn=L, phase="daylight")


def test_10_5_1_build_in_a_ruled_clearing_matching_the_card():
    s = table()
    s.place(L, "warrior", 8)                          # fox, ruled
    s.place(L, "warrior", 5)                          # rabbit, ruled
    s.place(L, "warrior", 12)                         # fox, ruled
    s.place("marquise", "warrior", 12, count=2)       # ... no: the Marquise rules 12
    g = daylight(s, ["anvil"])
    assert prefixed(g, "build") == ["build:anvil:8"]
    g.apply("build:anvil:8")
    assert gardens(g) == [(8, "garden_fox")]
    assert cult(g)["revealed"] == ["anvil"] and cult(g)["hand"] == []
    assert g.score(L) == 0                             # building scores nothing
    assert prefixed(g, "build") == []                 # the revealed card is used


def test_10_2_2_hatred_of_birds_birds_are_not_wild_for_rituals():
    s = table()
    s.place(L, "warrior", 8)
    s.place(L, "garden_fox", 8)
    g = daylight(s, ["armorers"])
    assert prefixed(g, "build") == [] and prefixed(g, "recruit") == []
    assert prefixed(g, "score") == []
    assert prefixed(g, "sacrifice") == ["sacrifice:armorers"]


def test_10_5_2_recruit_in_any_clearing_matching_the_card():
    s = table()
    s.place("marquise", "warrior", 7, count=3)
    g = daylight(s, ["sword"])
    assert prefixed(g, "recruit") == [f"recruit:sword:{c}" for c in (2, 7, 9, 11)]
    g.apply("recruit:sword:7")
    assert warriors(g, 7) == 1


def test_10_5_2_no_recruit_where_the_keep_is():
    s = table()
    s.place("marquise", "keep", 1)
    g = daylight(s, ["anvil"])
    assert "recruit:anvil:1" not in keys(g)
    assert "recruit:anvil:8" in keys(g)


def test_10_5_3_score_spends_the_card_into_lost_souls_once_per_suit():
    s = table()
    s.place(L, "garden_fox", 8)
    s.place(L, "garden_fox", 12)
    s.place(L, "garden_fox", 1)
    g = daylight(s, ["anvil", "foxfolk_steel", "sword"])
    assert prefixed(g, "score") == ["score:anvil", "score:foxfolk_steel"]   # no mouse garden
    g.apply("score:anvil")
    assert g.score(L) == 2                             # three fox gardens out: 2 VP
    assert cult(g)["lost_souls"] == ["anvil"] and cult(g)["revealed"] == []
    assert prefixed(g, "score") == []                 # once per turn per suit


def test_10_5_3_score_with_one_garden_scores_the_first_space():
    s = table()
    s.place(L, "garden_mouse", 2)
    g = daylight(s, ["sword"])
    g.apply("score:sword")
    assert g.score(L) == 0


def test_10_5_4_sacrifice_places_a_warrior_in_the_acolytes_box():
    s = table()
    g = daylight(s, ["armorers"])
    g.apply("sacrifice:armorers")
    assert cult(g)["acolytes"] == 1 and cult(g)["supply"]["warrior"] == 24
    assert cult(g)["revealed"] == ["armorers"]


def test_10_5_revealed_cards_are_public_and_return_in_evening():
    s = table()
    s.draws(["anvil"])
    g = daylight(s, ["armorers", "sword"])
    g.apply("sacrifice:armorers")
    other = g.observation("marquise")["players"][L]
    assert other["revealed"] == ["armorers"]           # Law 2.1.4: face up in the play area
    assert other["hand"] is None and other["hand_size"] == 1
    assert "sacrifice:armorers" not in keys(g)         # used for this Daylight
    g.apply("end")                                     # Evening: 10.6.1, then draw one
    assert g.current == "marquise"
    assert cult(g)["hand"] == ["anvil", "armorers", "sword"]
    assert cult(g)["revealed"] == []


def test_10_2_1_no_crafting_in_daylight():
    s = table()
    s.place(L, "garden_fox", 8)
    s.outcast("fox")
    g = daylight(s, ["anvil"])
    assert prefixed(g, "craft") == []


# ===== 10.6 Evening =============================================================================

def test_10_6_2_crafts_with_gardens_of_the_outcast_suit_only():
    s = table()
    s.place(L, "garden_fox", 8)
    s.place(L, "garden_mouse", 2)
    s.outcast("fox")
    s.hand(L, ["anvil", "sword"])
    g = s.start(turn=L, phase="evening")
    assert g.decision.kind == "craft"
    assert prefixed(g, "craft") == ["craft:anvil"]     # the mouse garden is not Outcast
    g.apply("craft:anvil")
    assert cult(g)["items"] == ["hammer"] and g.score(L) == 2
    assert cult(g)["lost_souls"] == ["anvil"]          # crafted cards are discarded


def test_10_6_3_draws_one_plus_one_per_suit_with_two_gardens():
    s = table()
    s.place(L, "garden_fox", 8)
    s.place(L, "garden_fox", 12)
    s.place(L, "garden_mouse", 2)
    s.outcast("rabbit")
    g = s.start(turn=L, phase="evening")
    assert len(cult(g)["hand"]) == 2
    assert g.current == "marquise"


def test_10_6_3_discards_down_to_five_into_lost_souls():
    s = table()
    s.outcast("rabbit")
    s.hand(L, ["anvil", "sword", "armorers", "sappers", "cobbler"])
    s.draws(["investments"])
    g = s.start(turn=L, phase="evening")
    assert g.decision.kind == "discard"
    g.apply("discard:anvil")
    assert cult(g)["lost_souls"] == ["anvil"] and len(cult(g)["hand"]) == 5


# ===== Scenario, position text, observation ====================================================

def test_scenario_setters_and_position_text_round_trip():
    s = table()
    s.place(L, "garden_fox", 8)
    s.acolytes(3)
    s.outcast("mouse", hated=True)
    s.lost_souls(["anvil", "sword"])
    s.revealed(["armorers"])
    text = s.to_text()
    assert "acolytes lizards: 3" in text and "outcast lizards: mouse hated" in text
    assert "lost_souls lizards: anvil, sword" in text
    again = Scenario.from_text(text)
    assert again.to_text() == text
    g = again.start(turn=L, phase="daylight")
    assert cult(g)["acolytes"] == 3 and cult(g)["revealed"] == ["armorers"]


def test_scenario_bad_input_is_refused_and_changes_nothing():
    s = table()
    before = s.to_text()
    with pytest.raises(ScenarioError):
        s.outcast("bird")
    with pytest.raises(ScenarioError):
        s.acolytes(26)
    with pytest.raises(ScenarioError):
        s.acolytes(-1)
    with pytest.raises((ScenarioError, UnknownName)):
        s.lost_souls(["no_such_card"])
    with pytest.raises(ScenarioError):
        s.place(L, "garden_fox", 2)                    # a mouse clearing
    assert s.to_text() == before
    with pytest.raises(ScenarioError):
        Scenario(map="autumn", factions=["marquise", "eyrie"]).acolytes(1)


def test_observation_shows_lost_souls_and_hides_the_hand():
    s = table()
    s.lost_souls(["anvil"])
    s.hand(L, ["sword", "armorers"])
    g = s.start(turn="marquise", phase="daylight")
    theirs = g.observation("marquise")["players"][L]
    assert theirs["lost_souls"] == ["anvil"]
    assert theirs["hand"] != ["armorers", "sword"]
    assert g.observation(L)["players"][L]["hand"] == ["armorers", "sword"]
    text = g.position_text(seat="marquise")
    assert "lost_souls lizards: anvil" in text and "sword" not in text


# ===== the puzzle (root_widget/data/puzzles.json) ==============================================

def test_puzzle_hated_outcast_is_solved_and_needs_the_hated_side():
    from root_widget.puzzle import Puzzle
    from root_widget.puzzles import get
    entry = get("hated_outcast")
    v = entry.puzzle().solve(node_limit=100_000)
    assert v.solved and v.proven
    assert entry.puzzle().check(v.line).solved
    # Law 10.4.1: with two fox Lost Souls instead the Outcast turns fox, un-Hated, and no
    # enemy building stands in a fox clearing: 3 VP are out of reach.
    text = entry.position.replace("lost_souls lizards: anvil, investments, mouse_crossbow",
                                  "lost_souls lizards: anvil, foxfolk_steel")
    assert text != entry.position
    v = Puzzle(text, L, entry.goal, horizon=entry.horizon).solve(node_limit=100_000)
    assert not v.solved and v.proven


# ===== interactions with the base factions =====================================================

def test_4_3_1_an_ambush_the_cult_plays_defending_goes_to_lost_souls():
    s = table()
    s.place("marquise", "warrior", 8, count=2)
    s.place(L, "warrior", 8, count=2)
    s.hand(L, ["fox_ambush"])
    s.dice([0, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:lizards")
    assert g.decision.kind == "ambush" and g.decision.player == L
    g.apply("ambush:fox_ambush")
    assert warriors(g, 8, "marquise") == 0
    assert cult(g)["lost_souls"] == ["fox_ambush"] and g.s["discard"] == []


def test_9_2_9_the_vagabond_battling_the_cult_turns_hostile_and_feeds_revenge():
    s = table(("marquise", "vagabond", L))
    s.vagabond("thief", 8, items=["sword", "sword", "sword"])
    s.place(L, "warrior", 8, count=2)
    s.dice([3, 0])
    g = s.start(turn="vagabond", phase="daylight")
    g.apply("battle:8:lizards")
    assert warriors(g, 8) == 0
    assert cult(g)["acolytes"] == 2                        # Revenge (10.2.3)
    assert g.s["players"]["vagabond"]["relationships"][L] == "hostile"


def test_9_5_4_aid_to_the_cult_is_a_card_given_not_discarded():
    s = table(("marquise", "vagabond", L))
    s.vagabond("thief", 8, items=["boot"])
    s.place(L, "warrior", 8)
    s.hand("vagabond", ["anvil"])
    g = s.start(turn="vagabond", phase="daylight")
    aid = [k for k in keys(g) if k.startswith("aid:lizards:anvil")]
    assert aid
    g.apply(aid[0])
    while g.decision.player == "vagabond" and g.decision.kind != "action":
        g.apply(g.decision.options[0])
    assert "anvil" in cult(g)["hand"] and cult(g)["lost_souls"] == []


def test_3_3_1_dominance_counts_the_clearings_the_cult_rules_through_its_gardens():
    s = table()
    for c in (1, 6, 8):
        s.place(L, f"garden_fox", c)
        s.place("marquise", "warrior", c, count=3)         # outnumbered: Pilgrims still rule
    s.dominance(L, "fox_dominance")
    g = s.start(turn=L, phase="birdsong")
    assert g.s["winners"] == [L]


def test_7_2_2_lords_of_the_forest_still_rule_ties_without_a_garden():
    s = table(("eyrie", L))
    s.place(L, "warrior", 5, count=2)
    s.place("eyrie", "warrior", 5, count=1)
    s.place("eyrie", "roost", 5)
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(5).ruler() == "eyrie"


# ===== position checks and fuzz invariants =====================================================

def _game():
    s = table()
    s.place(L, "garden_fox", 8)
    s.lost_souls(["anvil"])
    return s.start(turn="marquise", phase="daylight")


def test_the_position_check_refuses_broken_cult_fields():
    from root_widget.rules.errors import PositionError
    from root_widget.rules.position_check import check_position
    for field, value in (("acolytes", -1), ("outcast", "bird"), ("hated", "yes"),
                         ("lost_souls", ["sword", "anvil"]), ("revealed", "anvil"),
                         ("revealed", ["armorers"])):
        g = _game()
        check_position(g.s)
        g.s["players"][L][field] = value
        with pytest.raises(PositionError, match=field.replace("_", ".") if field != "outcast"
                           else "Outcast"):           # (revealed cards on the Marquise's turn)
            check_position(g.s)


def test_the_fuzz_invariants_catch_a_misplaced_garden_and_revealed_cards_left_out():
    from root_widget import fuzz
    g = _game()
    fuzz.check_factions(g)
    assert faction(L).invariant_problem(g) is None
    g.s["board"][8]["buildings"] = [[L, "garden_mouse"]]
    assert "garden_mouse in the fox clearing 8" in faction(L).invariant_problem(g)
    g = _game()
    g.s["players"][L]["revealed"] = ["sword"]
    g.s["deck"]["sword"] -= 1
    assert "outside its Daylight and Evening" in faction(L).invariant_problem(g)
    assert fuzz.independent_ruler(g, 8) == L


# ===== more of 10.4 and 10.5 ===================================================================

def test_10_4_1_an_empty_lost_souls_pile_is_a_tie_the_marker_turns_hated():
    g = birdsong(table(), [], outcast="rabbit")
    assert cult(g)["outcast"] == "rabbit" and cult(g)["hated"] is True


def test_10_4_3_I_a_hated_crusade_costs_one_acolyte():
    s = table()
    s.acolytes(1)
    s.place(L, "warrior", 8, count=2)
    s.place("marquise", "warrior", 8)
    s.dice([1, 0])
    g = birdsong(s, ["anvil"], outcast="fox")          # fox again: Hated
    assert "crusade_battle:8:marquise" in keys(g)
    g.apply("crusade_battle:8:marquise")
    assert cult(g)["acolytes"] == 0


def test_10_4_3_no_conspiracy_where_the_keep_forbids_placing():
    s = table()
    s.acolytes(3)
    s.place("marquise", "keep", 1)                     # fox
    s.place("marquise", "warrior", 1, count=2)
    s.place("marquise", "sawmill", 1)
    s.place("marquise", "warrior", 12)
    g = birdsong(s)
    assert prefixed(g, "convert") == ["convert:12:marquise"]
    assert prefixed(g, "sanctify") == []


def test_10_5_1_build_needs_an_open_slot_and_a_garden_left_on_the_track():
    s = table()
    s.place(L, "warrior", 1, count=2)
    s.place(L, "garden_fox", 1)                        # clearing 1 has one slot, now full
    s.place(L, "warrior", 8)
    g = daylight(s, ["anvil"])
    assert prefixed(g, "build") == ["build:anvil:8"]
    s = table()
    for c in (1, 6, 8, 12):
        s.place(L, "garden_fox", c)
    s.place(L, "garden_fox", 8)                        # all five fox gardens out
    g = daylight(s, ["anvil"])
    assert prefixed(g, "build") == []
    assert prefixed(g, "score") == ["score:anvil"]
    g.apply("score:anvil")
    assert g.score(L) == 4                             # the fifth space


def test_the_readmes_lizard_cult_position_works_when_pasted():
    from pathlib import Path
    readme = (Path(__file__).resolve().parent.parent / "README.md").read_text()
    block = [b.split("```", 1)[0] for b in readme.split("```text")[1:] if "lizards" in b][0]
    g = Scenario.from_text(block).start()
    p = cult(g)
    assert (p["outcast"], p["hated"], p["acolytes"]) == ("mouse", True, 3)
    assert p["lost_souls"] == ["anvil", "sword"] and p["revealed"] == ["armorers"]
    assert g.clearing(8).ruler() == L


# ===== drawing =================================================================================

def test_the_board_draws_the_cults_panel_and_gardens_in_every_locale():
    from root_widget.render.board import render_svg
    g = Scenario.from_text("""
map: autumn
factions: marquise, lizards
turn: lizards daylight
clearing 8: lizards warrior 2, garden_fox
outcast lizards: mouse hated
acolytes lizards: 2
lost_souls lizards: anvil
revealed lizards: investments
hand lizards: sword
""").start()
    words = {"en": ("Outcast", "Hated", "Acolytes"), "de": ("Ausgestoßene", "verhasst", "Akolythen"),
             "ja": ("除け者", "憎悪", "アコライト")}
    for loc, (outcast, hated, acolytes) in words.items():
        for seat in (None, "marquise", L):
            svg = render_svg(g, seat=seat, locale=loc)
            assert "rw-building-garden_fox" in svg
            assert f"{outcast}: " in svg and f"({hated})" in svg and f"{acolytes}: 2" in svg
            assert 'class="revealed" data-count="1"' in svg
            assert 'class="lost-souls" data-count="1"' in svg


def test_10_2_3_with_1_1_1_coffin_makers_override_revenge():
    """Found by fuzzing the E&P deck (alliance/lizards/duchy, Mountain, seed 1056): a card
    beats the Law (1.1.1), so Cult warriors removed defending go onto Coffin Makers, not into
    the Acolytes box, and are counted once."""
    s = Scenario(map="autumn", factions=["marquise", L], deck="exiles_and_partisans")
    s.crafted("marquise", ["coffin_makers"])
    s.place("marquise", "warrior", 8, count=3)
    s.place(L, "warrior", 8, count=2)
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:lizards")
    assert warriors(g, 8) == 0
    assert g.s["coffins"] == {L: 2}
    assert cult(g)["acolytes"] == 0
    assert cult(g)["supply"]["warrior"] + g.s["coffins"][L] + sum(
        warriors(g, c) for c in range(1, 13)) == 25


# ===== the Law 10 audit (audit10): rules the tests above left unchecked ========================

def test_10_2_1_each_outcast_garden_pays_one_icon_so_two_fox_icons_need_two_fox_gardens():
    s = table()
    s.place(L, "garden_fox", 8)
    s.place(L, "garden_mouse", 2)                      # a mouse garden is no fox icon
    s.outcast("fox")
    s.hand(L, ["foxfolk_steel", "anvil"])              # fox+fox, and fox
    g = s.start(turn=L, phase="evening")
    assert prefixed(g, "craft") == ["craft:anvil"]
    s.place(L, "garden_fox", 12)
    g = s.start(turn=L, phase="evening")
    assert prefixed(g, "craft") == ["craft:anvil", "craft:foxfolk_steel"]
    g.apply("craft:foxfolk_steel")
    assert prefixed(g, "craft") == []                  # both fox gardens are used
    assert cult(g)["items"] == ["sword"]


def test_10_6_2_crafting_is_a_may_the_cult_can_go_on_to_draw():
    s = table()
    s.place(L, "garden_fox", 8)
    s.outcast("fox")
    s.hand(L, ["anvil"])
    s.draws(["sword"])
    g = s.start(turn=L, phase="evening")
    assert "craft:anvil" in keys(g) and "done" in keys(g)
    g.apply("done")
    assert cult(g)["hand"] == ["anvil", "sword"] and cult(g)["items"] == []


def test_10_2_2_birds_stay_wild_for_the_cult_outside_rituals_an_outrage_paid_with_a_bird():
    """Law 10.2.2 takes the birds' wildness (2.1.1) away for rituals only: after a Crusade
    move into a sympathetic rabbit clearing the Cult may pay the Outrage with a bird card."""
    s = table(("alliance", L))
    s.acolytes(2)
    s.place(L, "warrior", 8, count=2)
    s.place("alliance", "sympathy", 4)                  # rabbit
    s.hand(L, ["armorers", "sword"])                    # a bird and a mouse card
    g = birdsong(s)
    g.apply("crusade_move:8-4:2")
    assert g.decision.kind == "outrage" and g.decision.player == L
    assert keys(g) == ["outrage:armorers"]              # the mouse card does not match
    g.apply("outrage:armorers")
    assert g.s["players"]["alliance"]["supporters"] == ["armorers"]


def _favor_of_the_foxes():
    """The Marquise crafts Favor of the Foxes: every Cult piece in fox clearings is removed
    outside battle, two fox gardens with them."""
    s = table()
    for c in (1, 8, 12):
        s.place("marquise", "workshop", c)
    s.place(L, "warrior", 6, count=2)
    s.place(L, "garden_fox", 6)
    s.place(L, "garden_fox", 8)
    s.place(L, "warrior", 5, count=2)                  # rabbit: untouched
    s.hand("marquise", ["favor_of_the_foxes"])
    s.hand(L, ["sword", "anvil", "bake_sale"])
    return s


def test_10_2_3_revenge_is_for_battle_only_warriors_removed_otherwise_go_to_the_supply():
    g = _favor_of_the_foxes().start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_foxes")
    assert warriors(g, 6) == 0 and warriors(g, 5) == 2
    assert cult(g)["acolytes"] == 0
    assert cult(g)["supply"]["warrior"] == 25 - 2
    assert total_warriors(g) == 25


def test_10_2_5_fear_of_the_faithful_once_per_garden_also_outside_battle():
    g = _favor_of_the_foxes().start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("craft:favor_of_the_foxes")
    picks = []
    while g.decision.player == "chance":
        assert g.decision.rule == "10.2.5"
        k = keys(g)[0]
        picks.append(k)
        g.apply(k)
    assert len(picks) == 2                             # two gardens removed: two cards
    assert gardens(g) == []
    assert cult(g)["supply"]["garden_fox"] == 5        # back on the track (10.3.4)
    assert len(cult(g)["hand"]) == 1
    # the two cards lost, and the spent Favor too (10.2.6)
    assert cult(g)["lost_souls"] == sorted([k.split(":")[1] for k in picks]
                                           + ["favor_of_the_foxes"])
    assert g.score("marquise") == 2                    # Law 3.2.1: a point per garden


def test_10_2_4_pilgrims_another_faction_cannot_build_where_a_garden_makes_the_cult_rule():
    s = table()
    s.place("marquise", "warrior", 8, count=3)          # three warriors against one garden
    s.place(L, "garden_fox", 8)
    s.place("marquise", "warrior", 12, count=3)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                     # to the Marquise's actions
    assert prefixed(g, "build:8") == []
    assert prefixed(g, "build:12")                      # 12 the Marquise rules


def test_10_2_4_with_10_5_1_a_garden_lets_the_cult_build_where_it_is_outnumbered():
    s = table()
    s.place(L, "garden_fox", 8)                         # 8 has two slots
    s.place("marquise", "warrior", 8, count=4)
    s.place("marquise", "warrior", 12, count=4)
    s.place(L, "warrior", 12)
    g = daylight(s, ["anvil"])
    assert prefixed(g, "build") == ["build:anvil:8"]    # not 12: no garden, outnumbered
    g.apply("build:anvil:8")
    assert gardens(g) == [(8, "garden_fox"), (8, "garden_fox")]


def test_10_2_6_the_lost_souls_stay_out_of_the_deck_when_the_discard_pile_is_reshuffled():
    """Law 2.1: an empty deck takes the discard pile; the Lost Souls pile is no discard pile,
    so its cards wait for the Cult's Birdsong (10.4.2)."""
    s = table()
    s.discard_pile(["bake_sale"])
    s.hand("marquise", ["anvil", "sword", "armorers", "sappers", "cobbler"])
    deck = s.state()["deck"]
    rest = sorted(c for c, n in deck.items() for _ in range(n) if c != "investments")
    s.lost_souls(rest)                                  # the deck: investments alone
    assert s.state()["deck"] == {"investments": 1}
    g = s.start(turn="marquise", phase="evening")       # the Marquise draws one card
    assert g.decision.kind == "discard" and g.decision.player == "marquise"
    assert "investments" in g.s["players"]["marquise"]["hand"]
    assert g.s["deck"] == {"bake_sale": 1} and g.s["discard"] == []     # reshuffled
    assert cult(g)["lost_souls"] == rest                # not shuffled in


def test_10_3_4_the_other_fourteen_gardens_wait_on_their_tracks():
    g = Game.new(["marquise", L], seed=1)
    _setup_until(g, "keep")
    g.apply("keep:1")
    _setup_until(g, "outcast")
    sup = cult(g)["supply"]
    assert {k: sup[k] for k in ("garden_fox", "garden_rabbit", "garden_mouse")} == \
        {"garden_fox": 5, "garden_rabbit": 4, "garden_mouse": 5}
    assert sum(sup[k] for k in ("garden_fox", "garden_rabbit", "garden_mouse")) == 14


def test_10_4_3_any_number_the_same_conspiracy_twice_in_one_birdsong():
    s = table()
    s.acolytes(4)
    s.place("marquise", "warrior", 8, count=2)
    s.place("marquise", "warrior", 12)
    g = birdsong(s)
    g.apply("convert:8:marquise")
    assert g.decision.kind == "conspiracy"
    assert sorted(prefixed(g, "convert")) == ["convert:12:marquise", "convert:8:marquise"]
    g.apply("convert:8:marquise")
    assert warriors(g, 8) == 2 and warriors(g, 8, "marquise") == 0
    assert cult(g)["acolytes"] == 0
    assert g.decision.kind == "ritual"                 # nothing left to pay with


def test_10_4_3_III_sanctify_takes_buildings_only_not_tokens():
    s = table(("marquise", "alliance", L))
    s.acolytes(3)
    s.place("marquise", "wood", 8)
    s.place("alliance", "sympathy", 12)
    s.place("marquise", "sawmill", 1)
    g = birdsong(s)
    assert prefixed(g, "sanctify") == ["sanctify:1:marquise:sawmill"]


def test_10_4_3_II_convert_takes_warriors_only_not_buildings_nor_tokens():
    s = table()
    s.acolytes(3)
    s.place("marquise", "sawmill", 8)
    s.place("marquise", "wood", 8)
    g = birdsong(s)
    assert prefixed(g, "convert") == []
    assert prefixed(g, "sanctify") == ["sanctify:8:marquise:sawmill"]


def test_10_5_a_revealed_card_cannot_also_be_spent_to_take_a_dominance_card():
    """Law 10.5 (and 2.1.4): a revealed card serves its ritual only, until Evening."""
    s = table(("marquise", "eyrie", L))
    s.available_dominance(["fox_dominance"])
    g = daylight(s, ["anvil"])
    assert "take_dominance:fox_dominance:anvil" in keys(g)       # from the hand: yes (3.3.4)
    g.apply("recruit:anvil:8")
    assert prefixed(g, "take_dominance") == []


def test_10_5_2_and_10_5_4_no_recruit_nor_sacrifice_with_an_empty_supply():
    s = table()
    s.acolytes(5)
    s.place(L, "warrior", 8, count=19)
    s.place(L, "garden_fox", 12)
    s.place(L, "warrior", 12)                           # 25 - 20 - 5: none in the supply
    g = daylight(s, ["anvil", "armorers"])
    assert cult(g)["supply"]["warrior"] == 0
    assert prefixed(g, "recruit") == [] and prefixed(g, "sacrifice") == []
    assert prefixed(g, "build") == ["build:anvil:8"]    # 12: the ruin and the garden fill it
    assert prefixed(g, "score") == ["score:anvil"]      # other rituals still there


def test_10_5_4_sacrifice_needs_a_bird_card():
    s = table()
    s.place(L, "warrior", 8)
    g = daylight(s, ["anvil", "sword", "bake_sale"])
    assert prefixed(g, "sacrifice") == []
    assert prefixed(g, "recruit")                       # the cards serve other rituals


def test_10_5_3_once_per_suit_so_two_suits_score_in_one_turn():
    s = table()
    s.place(L, "garden_fox", 8)
    s.place(L, "garden_fox", 12)
    s.place(L, "garden_mouse", 2)
    s.place(L, "garden_mouse", 7)
    g = daylight(s, ["anvil", "sword", "foxfolk_steel"])
    g.apply("score:anvil")
    assert prefixed(g, "score") == ["score:sword"]
    g.apply("score:sword")
    assert g.score(L) == 4                              # 2 + 2: two gardens of each suit
    assert cult(g)["lost_souls"] == ["anvil", "sword"]


def test_10_5_3_once_per_turn_the_next_turn_may_score_the_suit_again():
    from helpers import until
    s = table()
    s.place(L, "garden_fox", 8)
    s.place(L, "garden_fox", 12)
    s.place("marquise", "warrior", 1)
    g = daylight(s, ["anvil", "foxfolk_steel"])
    g.apply("score:anvil")
    assert prefixed(g, "score") == []
    g.apply("end")
    until(g, L, "ritual")
    assert g.s["turn"]["faction"] == L and "score:foxfolk_steel" in keys(g)


def _cult_options():
    """Options of every kind the Cult's chapter offers: conspiracies (10.4.3), the Crusade's
    battle after a move, rituals (10.5), the Outcast at setup (10.3.3), Fear's random card."""
    out = []
    s = table()
    s.acolytes(3)
    s.place(L, "warrior", 8, count=3)
    s.place("marquise", "warrior", 8)
    s.place("marquise", "sawmill", 1)
    s.place("marquise", "warrior", 4)
    g = birdsong(s)
    out += [(a, g) for a in g.legal_actions()]
    g.apply("crusade_move:8-4:3")
    out += [(a, g) for a in g.legal_actions()]
    s = table()
    s.place(L, "warrior", 8)
    s.place(L, "garden_fox", 12)
    g = daylight(s, ["anvil", "armorers"])
    out += [(a, g) for a in g.legal_actions()]
    g = Game.new(["marquise", L], seed=2)
    _setup_until(g, "outcast")
    out += [(a, g) for a in g.legal_actions()]
    return out


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_10_the_cults_options_read_in_german_and_japanese_with_their_numbers_named(locale):
    from root_widget.i18n import Labels
    t = Labels(locale)
    labels = {a.key: t.option(a, tuple(g.factions)) for a, g in _cult_options()}
    kinds = {a.kind for a, _ in _cult_options()}
    assert {"convert", "sanctify", "battle", "move", "pass", "done", "build", "recruit",
            "score", "sacrifice", "outcast"} <= kinds
    for key, text in labels.items():
        assert "{" not in text and "lizards" not in text and "marquise" not in text, (key, text)
        assert "_" not in text, (key, text)
    acolytes = {"de": ("2 Akolythen", "3 Akolythen"), "ja": ("アコライト2体", "アコライト3体")}
    vp = {"de": "0 SP", "ja": "0点"}
    assert acolytes[locale][0] in labels["convert:8:marquise"]         # the cost, named
    assert acolytes[locale][1] in labels["sanctify:1:marquise:sawmill"]
    assert labels["score:anvil"].endswith(vp[locale])                  # the VP, named
    assert t.ui("acolytes") in t.ui("acolytes_n", n=2)
    assert t.suit("mouse") in labels["outcast:mouse"]


def test_10_the_cults_options_refuse_a_wrong_player_and_an_unknown_key_and_change_nothing():
    from root_widget.rules.errors import IllegalAction
    s = table()
    s.acolytes(3)
    s.place("marquise", "warrior", 8)
    g = birdsong(s)
    before = g.position_text()
    with pytest.raises(IllegalAction, match="lizards's decision"):
        g.apply("convert:8:marquise", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("convert:5:marquise")                  # rabbit: not an Outcast clearing
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("sanctify:8:marquise:sawmill")         # no building there
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("recruit:anvil:8")                     # a ritual, in Birdsong
    assert g.position_text() == before
    g.apply("convert:8:marquise", player=L)
    assert warriors(g, 8) == 1


def test_1_2_the_cults_acolytes_outcast_and_card_piles_are_open_its_hand_is_not():
    s = table()
    s.acolytes(2)
    s.outcast("mouse", hated=True)
    s.lost_souls(["anvil"])
    s.hand(L, ["sword", "armorers"])
    g = s.start(turn=L, phase="daylight")
    g.apply("sacrifice:armorers")
    theirs = g.observation("marquise")["players"][L]
    assert (theirs["acolytes"], theirs["outcast"], theirs["hated"]) == (3, "mouse", True)
    assert theirs["lost_souls"] == ["anvil"] and theirs["revealed"] == ["armorers"]
    assert theirs["hand"] is None and theirs["hand_size"] == 1
    mine = g.observation(L)["players"][L]
    assert mine["hand"] == ["sword"]
    text = g.position_text(seat="marquise")
    assert "sword" not in text and "revealed lizards: armorers" in text


def test_10_2_6_with_12_6_1_the_duchys_revealed_bird_discarded_in_evening_goes_to_lost_souls():
    s = table(("duchy", L))
    s.place("duchy", "warrior", 8)
    s.set_turn("duchy", "evening")
    from root_widget.rules.factions.duchy_scenario import scenario_revealed
    scenario_revealed(s, ["armorers", "anvil"])
    s.hand("duchy", ["sword", "bake_sale", "cobbler", "sappers", "investments"])
    g = s.start()
    assert g.decision.kind == "discard" and g.decision.player == "duchy"   # still Evening
    assert cult(g)["lost_souls"] == ["armorers"]       # the bird, discarded
    assert "anvil" in g.s["players"]["duchy"]["hand"]  # the other card returned
    assert "armorers" not in g.s["discard"]


def test_10_4_3_and_10_5_with_13_7_2_a_face_up_snare_stops_the_cults_placing_there():
    """The Corvids' face-up snare forbids enemies to place pieces in its clearing: no Build,
    Recruit, Convert or Sanctify there, and no Crusade move out of it."""
    s = table(("corvids", L))
    s.acolytes(5)
    s.place(L, "warrior", 8, count=2)
    s.place("corvids", "warrior", 8)
    s.place("corvids", "warrior", 12)
    s.plot(8, "snare", face_up=True)
    s.place(L, "warrior", 12, count=2)
    g = birdsong(s)
    assert prefixed(g, "convert") == ["convert:12:corvids"]
    assert not prefixed(g, "crusade_move:8-")
    assert prefixed(g, "crusade_move:12-")
    assert "crusade_battle:8:corvids" in keys(g)        # battle there is no placing
    g.apply("end")
    s.hand(L, ["foxfolk_steel"])
    g = s.start(turn=L, phase="daylight")
    assert not [k for k in keys(g) if k.endswith(":8") and k.startswith(("build", "recruit"))]
    assert "recruit:foxfolk_steel:12" in keys(g)


def test_10_3_2_with_no_starting_corner_taken_none_is_opposite_one_so_any_corner_will_do():
    g = Game.new(["vagabond", L], seed=3)
    _setup_until(g, "start_corner")
    assert g.decision.player == L
    assert keys(g) == ["corner:1", "corner:2", "corner:3", "corner:4"]
    g.apply("corner:2")
    assert g.s["starting_corners"][L] == 2 and gardens(g) == [(2, "garden_mouse")]
    assert warriors(g, 2) == 4 and [warriors(g, c) for c in (5, 6, 10)] == [1, 1, 1]
