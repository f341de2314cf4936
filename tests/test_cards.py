"""Every craftable card of the standard deck: what its effect does and when it can be used
(Law 4.1; card effects as summarised in data/decks.json, in our own words).

Battle cards (Armorers, Sappers, Brutal Tactics) act after the roll (Law 4.3.4); Royal Claim
and Stand and Deliver! in Birdsong; Tax Collector and Codebreakers once in Daylight; Better
Burrow Bank, Command Warren and Cobbler at the start of Birdsong, Daylight and Evening;
the Favor cards and the item cards are immediate (Law 4.1.2).

Autumn: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Clearings 1, 3 and 4 have one
building slot; 6, 10, 11 and 12 hold a ruin.
"""
import pytest

from root_widget import IllegalAction, Scenario  # noqa: F401
from root_widget.rules.cards import CARDS

from helpers import (buildings, keys, marquise_actions, player, prefixed, table,  # noqa: F401
                     tokens, warriors)


def skirmish(s):
    """Three Marquise and three Eyrie warriors in fox clearing 12."""
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 3)
    return s


# ===== Armorers ===============================================================================

def test_armorers_attacker_discards_it_to_ignore_the_defender_rolled_hits():
    s = skirmish(table())
    s.crafted("marquise", ["armorers"])
    s.dice([3, 2])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "after_roll")
    assert keys(g) == ["done", "use:armorers"]
    g.apply("use:armorers")
    assert warriors(g, 12, "marquise") == 3            # the Eyrie's 2 rolled hits are ignored
    assert warriors(g, 12, "eyrie") == 0
    assert player(g, "marquise")["crafted"] == []
    assert g.s["discard"] == ["armorers"]


def test_armorers_kept_when_not_used():
    s = skirmish(table())
    s.crafted("marquise", ["armorers"])
    s.dice([1, 1])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    g.apply("done")
    assert warriors(g, 12, "marquise") == 2
    assert player(g, "marquise")["crafted"] == ["armorers"]
    assert g.s["discard"] == []


def test_armorers_do_not_ignore_the_ambush_hits():
    """Ambush hits are not rolled hits; Armorers come after the roll."""
    s = skirmish(table())
    s.crafted("marquise", ["armorers"])
    s.hand("eyrie", ["fox_ambush"])
    s.dice([0, 0])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert g.decision.kind == "ambush"
    assert "use:armorers" not in keys(g)
    g.apply("ambush:fox_ambush")
    assert warriors(g, 12, "marquise") == 1
    assert g.decision.kind == "after_roll" and keys(g) == ["done", "use:armorers"]


def test_armorers_offer_nothing_outside_battle():
    s = skirmish(table())
    s.crafted("marquise", ["armorers"])
    g = s.start(turn="marquise", phase="daylight")
    assert not [k for k in keys(g) if "armorers" in k]
    g.apply("done")
    assert not [k for k in keys(g) if "armorers" in k]


# ===== Sappers ================================================================================

def test_sappers_defender_discards_it_for_an_extra_hit_beyond_its_warriors():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.place("eyrie", "warrior", 12, 1)
    s.crafted("eyrie", ["sappers"])
    s.dice([3, 3])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert g.decision.player == "eyrie" and keys(g) == ["done", "use:sappers"]
    g.apply("use:sappers")
    assert warriors(g, 12, "marquise") == 1            # 1 rolled (capped) + 1 extra
    assert player(g, "eyrie")["crafted"] == []
    assert g.s["discard"] == ["sappers"]


def test_sappers_not_offered_to_the_attacker():
    s = skirmish(table())
    s.crafted("marquise", ["sappers"])
    s.dice([1, 1])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert g.decision.kind == "action"                 # no after-roll decision at all
    assert warriors(g, 12, "marquise") == 2
    assert player(g, "marquise")["crafted"] == ["sappers"]


# ===== Brutal Tactics =========================================================================

def test_brutal_tactics_extra_hit_defender_scores_card_stays_for_the_next_battle():
    s = skirmish(table())
    s.place("marquise", "warrior", 8, 2)
    s.place("eyrie", "warrior", 8, 2)
    s.crafted("marquise", ["brutal_tactics"])
    s.dice([[1, 0], [0, 0]])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert keys(g) == ["done", "use:brutal_tactics"]
    g.apply("use:brutal_tactics")
    assert warriors(g, 12, "eyrie") == 1
    assert player(g, "eyrie")["score"] == 1
    assert player(g, "marquise")["crafted"] == ["brutal_tactics"]
    g.apply("battle:8:eyrie")                          # used again in a second battle
    assert keys(g) == ["done", "use:brutal_tactics"]
    g.apply("use:brutal_tactics")
    assert warriors(g, 8, "eyrie") == 1
    assert player(g, "eyrie")["score"] == 2


def test_brutal_tactics_declined_gives_no_point():
    s = skirmish(table())
    s.crafted("marquise", ["brutal_tactics"])
    s.dice([1, 0])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    g.apply("done")
    assert warriors(g, 12, "eyrie") == 2
    assert player(g, "eyrie")["score"] == 0


def test_brutal_tactics_not_offered_to_the_defender():
    s = skirmish(table())
    s.crafted("eyrie", ["brutal_tactics"])
    s.dice([1, 1])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert g.decision.kind == "action"
    assert warriors(g, 12, "marquise") == 2 and warriors(g, 12, "eyrie") == 2
    assert player(g, "marquise")["score"] == 0


# ===== Royal Claim ============================================================================

def royal_position():
    s = table()
    s.place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 5, 2)
    s.place("marquise", "warrior", 9, 2)
    s.place("eyrie", "warrior", 9, 1)                  # the Marquise still rule 9
    s.place("marquise", "warrior", 12)
    s.place("eyrie", "warrior", 12)                    # a tie: nobody rules 12
    s.place("eyrie", "roost", 3)
    s.crafted("marquise", ["royal_claim"])
    return s


def test_royal_claim_in_birdsong_scores_ruled_clearings_and_is_discarded():
    g = royal_position().start(turn="marquise", phase="birdsong")
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "card_effects")
    assert keys(g) == ["done", "royal_claim"]
    g.apply("royal_claim")
    p = player(g, "marquise")
    assert p["score"] == 3                             # 1, 5 and 9
    assert p["crafted"] == []
    assert "royal_claim" in g.s["discard"]
    assert g.decision.kind == "craft"                  # on to Daylight; no second use
    assert "royal_claim" not in keys(g)


def test_royal_claim_not_offered_in_daylight():
    s = royal_position()
    s.place("marquise", "workshop", 1)
    g = s.start(turn="marquise", phase="daylight")
    assert "royal_claim" not in keys(g)
    g.apply("done")
    assert "royal_claim" not in keys(g)
    assert player(g, "marquise")["crafted"] == ["royal_claim"]


def test_royal_claim_can_be_kept():
    g = royal_position().start(turn="marquise", phase="birdsong")
    g.apply("done")
    while g.decision.kind == "card_effects":           # Birdsong may offer it once more
        g.apply("done")
    assert player(g, "marquise")["crafted"] == ["royal_claim"]
    assert player(g, "marquise")["score"] == 0


# ===== Stand and Deliver! =====================================================================

def test_stand_and_deliver_takes_a_random_card_victim_scores_once_per_birdsong():
    s = table()
    s.place("marquise", "warrior", 1)
    s.crafted("marquise", ["stand_and_deliver"])
    s.hand("eyrie", ["anvil", "sappers"])
    g = s.start(turn="marquise", phase="birdsong", auto_chance=False)
    assert keys(g) == ["done", "stand_and_deliver:eyrie"]
    g.apply("stand_and_deliver:eyrie")
    d = g.decision
    assert (d.player, d.kind) == ("chance", "random_card")
    assert keys(g) == ["take:anvil", "take:sappers"]   # any card of the hand, at random
    g.apply("take:sappers")
    assert player(g, "marquise")["hand"] == ["sappers"]
    assert player(g, "eyrie")["hand"] == ["anvil"]
    assert player(g, "eyrie")["score"] == 1
    assert player(g, "marquise")["score"] == 0
    assert player(g, "marquise")["crafted"] == ["stand_and_deliver"]   # it stays
    # the rest of Birdsong offers it no more: the next decision is the Daylight craft step
    assert g.decision.kind == "craft"
    assert not prefixed(g, "stand_and_deliver")


def test_stand_and_deliver_needs_a_victim_with_cards():
    s = table()
    s.place("marquise", "warrior", 1)
    s.crafted("marquise", ["stand_and_deliver", "royal_claim"])
    g = s.start(turn="marquise", phase="birdsong")     # the Eyrie hold no cards
    assert keys(g) == ["done", "royal_claim"]


def test_stand_and_deliver_not_offered_in_daylight():
    s = table()
    s.place("marquise", "warrior", 1)
    s.crafted("marquise", ["stand_and_deliver"])
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert not prefixed(g, "stand_and_deliver")
    g.apply("done")
    assert not prefixed(g, "stand_and_deliver")


# ===== Tax Collector ==========================================================================

def test_tax_collector_once_per_daylight_removes_a_warrior_and_draws():
    s = table()
    s.place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 5, 2)
    s.crafted("marquise", ["tax_collector"])
    s.draws(["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert prefixed(g, "tax_collector") == ["tax_collector:1", "tax_collector:5"]
    g.apply("tax_collector:5")
    assert warriors(g, 5, "marquise") == 1
    assert player(g, "marquise")["hand"] == ["anvil"]
    assert player(g, "marquise")["crafted"] == ["tax_collector"]
    assert not prefixed(g, "tax_collector")         # not again in the craft step...
    g.apply("done")
    assert not prefixed(g, "tax_collector")         # ...nor among the actions


def test_tax_collector_also_during_the_actions_and_not_an_action():
    s = table()
    s.place("marquise", "warrior", 5, 2)
    s.crafted("marquise", ["tax_collector"])
    g = marquise_actions(s)
    assert "tax_collector:5" in keys(g)
    g.apply("tax_collector:5")
    assert g.s["stack"][-1]["actions"] == 3
    assert not prefixed(g, "tax_collector")


def test_tax_collector_cannot_interrupt_a_march():
    """Law 1.4.2: between the two moves of a march no other effect is offered."""
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.crafted("marquise", ["tax_collector", "codebreakers"])
    s.hand("eyrie", ["anvil"])
    g = marquise_actions(s)
    assert "tax_collector:1" in keys(g) and "codebreakers:eyrie" in keys(g)
    g.apply("march:1-5:2")
    assert g.decision.kind == "march"
    assert not prefixed(g, "tax_collector") and not prefixed(g, "codebreakers")
    g.apply("skip")
    assert "tax_collector:5" in keys(g)


def test_tax_collector_not_in_birdsong_or_evening():
    s = table()
    s.place("marquise", "warrior", 5, 2)
    s.crafted("marquise", ["tax_collector", "royal_claim"])
    g = s.start(turn="marquise", phase="birdsong")
    assert keys(g) == ["done", "royal_claim"]          # the Birdsong window: no Tax Collector
    s2 = table()
    s2.place("marquise", "warrior", 5, 2)
    s2.crafted("marquise", ["tax_collector", "cobbler"])
    g2 = s2.start(turn="marquise", phase="evening")
    assert g2.decision.kind == "cobbler"
    assert not prefixed(g2, "tax_collector")


def test_tax_collector_next_turn_is_allowed_again():
    s = table()
    s.place("marquise", "warrior", 5, 3)
    s.place("eyrie", "warrior", 2, 1)
    s.place("eyrie", "roost", 2)
    s.crafted("marquise", ["tax_collector"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("tax_collector:5")
    g.apply("done")
    g.apply("end")
    while not (g.current == "marquise" and g.phase == "daylight"):
        g.apply(keys(g)[0] if g.decision.kind not in ("craft",) else "done")
    assert "tax_collector:5" in keys(g)


def test_tax_collector_triggers_field_hospitals():
    s = table()
    s.place("marquise", "keep", 1)
    s.place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 5, 2)               # rabbit
    s.crafted("marquise", ["tax_collector"])
    s.hand("marquise", ["bake_sale"])                  # a rabbit card
    s.draws(["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("tax_collector:5")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "field_hospitals", "6.2.3")
    assert keys(g) == ["decline", "field_hospitals:bake_sale"]
    g.apply("field_hospitals:bake_sale")
    assert warriors(g, 5, "marquise") == 1
    assert warriors(g, 1, "marquise") == 2             # back at the keep
    assert player(g, "marquise")["hand"] == ["anvil"]  # the card is still drawn
    assert "bake_sale" in g.s["discard"]


def test_tax_collector_for_the_eyrie_in_its_craft_step():
    s = table()
    s.place("eyrie", "roost", 2).place("eyrie", "warrior", 2, 2)
    s.crafted("eyrie", ["tax_collector"])
    s.draws(["anvil"])
    g = s.start(turn="eyrie", phase="daylight")
    assert "tax_collector:2" in keys(g)
    g.apply("tax_collector:2")
    assert warriors(g, 2, "eyrie") == 1
    assert player(g, "eyrie")["hand"] == ["anvil"]
    assert not prefixed(g, "tax_collector")


# ===== Favor of the Foxes / Rabbits / Mice ====================================================

def test_favor_of_the_foxes_removes_every_enemy_piece_in_fox_clearings():
    s = table()
    for c in (1, 8, 12):
        s.place("marquise", "workshop", c)            # three fox workshops
    s.place("marquise", "warrior", 6, 2)
    s.place("eyrie", "roost", 6).place("eyrie", "warrior", 6, 3)
    s.place("eyrie", "warrior", 8, 2)
    s.place("eyrie", "roost", 5).place("eyrie", "warrior", 5, 1)   # rabbit: untouched
    s.hand("marquise", ["favor_of_the_foxes"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_foxes")
    for c in (1, 6, 8, 12):
        assert warriors(g, c, "eyrie") == 0 and buildings(g, c, "eyrie") == []
    assert warriors(g, 6, "marquise") == 2             # the crafter's own pieces stay
    assert [buildings(g, c, "marquise") for c in (1, 8, 12)] == [["workshop"]] * 3
    assert warriors(g, 5, "eyrie") == 1 and buildings(g, 5, "eyrie") == ["roost"]
    assert player(g, "marquise")["score"] == 1         # one roost removed (Law 3.2.1)
    assert g.s["discard"] == ["favor_of_the_foxes"]
    assert player(g, "marquise")["crafted"] == []
    assert player(g, "eyrie")["supply"]["warrior"] == 20 - 1


def test_favor_of_the_mice_by_the_eyrie_scores_each_building_and_token():
    s = table()
    s.place("eyrie", "roost", 2).place("eyrie", "roost", 7).place("eyrie", "roost", 11)
    s.place("eyrie", "warrior", 11, 2)
    s.place("marquise", "warrior", 9, 2)
    s.place("marquise", "workshop", 9).place("marquise", "wood", 9)
    s.place("marquise", "sawmill", 11).place("marquise", "warrior", 11, 1)
    s.place("marquise", "warrior", 12, 4)              # fox: untouched
    s.leader("despot")                                 # no craft bonus, no battle here
    s.hand("eyrie", ["favor_of_the_mice"])
    g = s.start(turn="eyrie", phase="daylight")
    assert "craft:favor_of_the_mice" in keys(g)
    g.apply("craft:favor_of_the_mice")
    for c in (2, 7, 9, 11):
        assert warriors(g, c, "marquise") == 0
        assert buildings(g, c, "marquise") == [] and tokens(g, c, "marquise") == []
    assert warriors(g, 11, "eyrie") == 2
    assert [buildings(g, c, "eyrie") for c in (2, 7, 11)] == [["roost"]] * 3
    assert warriors(g, 12, "marquise") == 4
    assert player(g, "eyrie")["score"] == 3            # workshop, wood, sawmill
    assert g.s["discard"] == ["favor_of_the_mice"]


def test_favor_of_the_rabbits_removal_triggers_field_hospitals():
    s = table()
    s.place("eyrie", "roost", 3).place("eyrie", "roost", 4).place("eyrie", "roost", 10)
    s.place("marquise", "keep", 1).place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 5, 3).place("marquise", "sawmill", 5)
    s.place("marquise", "warrior", 10, 2)
    s.hand("marquise", ["bake_sale"])                  # one rabbit card: one clearing saved
    s.hand("eyrie", ["favor_of_the_rabbits"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("craft:favor_of_the_rabbits")
    assert warriors(g, 5, "marquise") == 0 and warriors(g, 10, "marquise") == 0
    assert buildings(g, 5, "marquise") == []
    assert player(g, "eyrie")["score"] == 1
    # one Field Hospitals trigger per clearing; the Marquise may let the first one go
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "field_hospitals")
    first = g.s["stack"][-1]["clearing"]
    g.apply("decline")
    assert g.decision.kind == "field_hospitals"
    second = g.s["stack"][-1]["clearing"]
    assert {first, second} == {5, 10}
    g.apply("field_hospitals:bake_sale")
    assert warriors(g, 1, "marquise") == 1 + (3 if second == 5 else 2)
    assert g.decision.player == "eyrie"                # back to the Eyrie's craft step
    assert buildings(g, 10, "eyrie") == ["roost"]


def test_favor_needs_three_matching_crafting_pieces():
    s = table()
    s.place("marquise", "workshop", 1).place("marquise", "workshop", 8)
    s.place("marquise", "workshop", 2)
    s.hand("marquise", ["favor_of_the_foxes", "favor_of_the_mice"])
    g = s.start(turn="marquise", phase="daylight")
    assert not prefixed(g, "craft:favor")


# ===== Command Warren =========================================================================

def test_command_warren_battle_at_the_start_of_daylight_then_craft_and_three_actions():
    s = skirmish(table())
    s.place("marquise", "workshop", 1)
    s.hand("marquise", ["anvil"])
    s.crafted("marquise", ["command_warren"])
    s.dice([2, 1])
    g = s.start(turn="marquise", phase="daylight")
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "command_warren")
    assert keys(g) == ["battle:12:eyrie", "skip"]
    assert "craft:anvil" not in keys(g)                # the battle comes before crafting
    g.apply("battle:12:eyrie")
    assert warriors(g, 12, "eyrie") == 1 and warriors(g, 12, "marquise") == 2
    assert g.decision.kind == "craft" and "craft:anvil" in keys(g)
    g.apply("done")
    assert g.s["stack"][-1]["actions"] == 3            # the battle was not an action


def test_command_warren_may_be_skipped():
    s = skirmish(table())
    s.crafted("marquise", ["command_warren"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("skip")
    assert g.decision.kind == "craft"
    assert warriors(g, 12, "eyrie") == 3 and warriors(g, 12, "marquise") == 3


def test_command_warren_no_decision_without_a_possible_battle():
    s = table()
    s.place("marquise", "warrior", 12, 3)
    s.crafted("marquise", ["command_warren"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft"


def test_command_warren_for_the_eyrie_ignores_the_decree():
    s = table()
    s.place("eyrie", "warrior", 12, 2).place("marquise", "warrior", 12, 1)
    s.crafted("eyrie", ["command_warren"])             # nothing in the Battle column
    s.dice([1, 0])
    g = s.start(turn="eyrie", phase="daylight")
    assert g.decision.kind == "command_warren" and keys(g) == ["battle:12:marquise", "skip"]
    g.apply("battle:12:marquise")
    assert warriors(g, 12, "marquise") == 0
    assert g.decision.kind == "craft"


def test_command_warren_only_at_the_start_of_daylight():
    s = skirmish(table())
    s.crafted("marquise", ["command_warren"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision is None or g.decision.kind != "command_warren"
    assert not any("Command Warren" in e["text"] for e in g.log)


# ===== Better Burrow Bank =====================================================================

def test_better_burrow_bank_you_and_another_player_draw_at_start_of_birdsong():
    s = table()
    s.place("marquise", "warrior", 1)
    s.crafted("marquise", ["better_burrow_bank"])
    s.draws(["anvil", "sappers"])
    g = s.start(turn="marquise", phase="birdsong")
    assert player(g, "marquise")["hand"] == ["anvil"]
    assert player(g, "eyrie")["hand"] == ["sappers"]
    assert player(g, "marquise")["crafted"] == ["better_burrow_bank"]
    assert g.decision.kind == "craft"


def test_better_burrow_bank_not_in_the_other_players_birdsong():
    s = table()
    s.place("marquise", "warrior", 1)
    s.place("eyrie", "roost", 3).place("eyrie", "warrior", 3)
    s.crafted("marquise", ["better_burrow_bank"])
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="eyrie", phase="birdsong")
    assert player(g, "marquise")["hand"] == []
    assert player(g, "eyrie")["hand"] == ["anvil"]


# ===== Cobbler ================================================================================

def test_cobbler_move_at_the_start_of_evening():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.crafted("marquise", ["cobbler"])
    s.draws(["anvil"])
    g = s.start(turn="marquise", phase="evening")
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "cobbler")
    assert "skip" in keys(g)
    assert {k.split(":")[1] for k in keys(g) if k != "skip"} == {"1-5", "1-9", "1-10"}
    assert player(g, "marquise")["hand"] == []         # before the Evening draw
    g.apply("move:1-9:2")
    assert warriors(g, 1, "marquise") == 0 and warriors(g, 9, "marquise") == 2
    assert player(g, "marquise")["hand"] == ["anvil"]


def test_cobbler_may_be_skipped():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.crafted("marquise", ["cobbler"])
    g = s.start(turn="marquise", phase="evening")
    g.apply("skip")
    assert warriors(g, 1, "marquise") == 2


def test_cobbler_not_at_the_start_of_daylight():
    s = table()
    s.place("marquise", "warrior", 1, 2)
    s.crafted("marquise", ["cobbler"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft"


# ===== Scouting Party =========================================================================

def test_scouting_party_ambushes_do_nothing_against_its_owner_attacking():
    s = skirmish(table())
    s.crafted("marquise", ["scouting_party"])
    s.hand("eyrie", ["fox_ambush"])
    s.dice([0, 0])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert g.decision.kind == "action"
    assert warriors(g, 12, "marquise") == 3
    assert player(g, "eyrie")["hand"] == ["fox_ambush"]


def test_without_scouting_party_the_same_ambush_is_offered():
    s = skirmish(table())
    s.hand("eyrie", ["fox_ambush"])
    g = marquise_actions(s)
    g.apply("battle:12:eyrie")
    assert g.decision.kind == "ambush"


# ===== Codebreakers ===========================================================================

def test_codebreakers_once_per_daylight_private_log_line_for_the_looker():
    s = table()
    s.place("marquise", "warrior", 1)
    s.crafted("marquise", ["codebreakers"])
    s.hand("eyrie", ["anvil", "sappers"])
    g = s.start(turn="marquise", phase="daylight")
    assert prefixed(g, "codebreakers") == ["codebreakers:eyrie"]
    g.apply("codebreakers:eyrie")
    assert not prefixed(g, "codebreakers")
    g.apply("done")
    assert not prefixed(g, "codebreakers")
    mine = g.observation("marquise")["log"][-1]["text"]
    theirs = g.observation("eyrie")["log"][-1]["text"]
    assert "Anvil" in mine and "Sappers" in mine
    assert "Anvil" not in theirs and "Sappers" not in theirs
    assert "Codebreakers" in theirs                    # the look itself is public
    assert player(g, "eyrie")["hand"] == ["anvil", "sappers"]   # nothing changes hands


def test_codebreakers_not_in_birdsong():
    s = table()
    s.place("marquise", "warrior", 1)
    s.crafted("marquise", ["codebreakers", "royal_claim"])
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="marquise", phase="birdsong")
    assert keys(g) == ["done", "royal_claim"]


# ===== Item cards =============================================================================

ITEM_CARDS = sorted(c for c, card in CARDS.items() if card.kind == "item")


def test_the_standard_deck_has_twenty_item_cards():
    assert len(ITEM_CARDS) == 20


@pytest.mark.parametrize("card", ITEM_CARDS)
def test_item_card_marquise_takes_the_item_and_scores_its_points(card):
    info = CARDS[card]
    s = table()
    for c in (8, 5, 2):                                # fox, rabbit, mouse: two workshops each
        s.place("marquise", "workshop", c, count=2)
    s.hand("marquise", [card])
    g = s.start(turn="marquise", phase="daylight")
    before = g.s["items"][info.item]
    g.apply(f"craft:{card}")
    assert g.s["items"][info.item] == before - 1
    assert player(g, "marquise")["items"] == [info.item]
    assert player(g, "marquise")["score"] == info.vp
    assert g.s["discard"] == [card]


@pytest.mark.parametrize("leader", ["builder", "despot"])
@pytest.mark.parametrize("card", ITEM_CARDS)
def test_item_card_eyrie_one_point_unless_led_by_the_builder(card, leader):
    info = CARDS[card]
    s = table()
    for c in (1, 8, 4, 5, 2, 7):                       # two roosts of each suit
        s.place("eyrie", "roost", c)
    s.leader(leader)
    s.hand("eyrie", [card])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply(f"craft:{card}")
    assert player(g, "eyrie")["items"] == [info.item]
    assert player(g, "eyrie")["score"] == (info.vp if leader == "builder" else 1)
    assert g.s["discard"] == [card]


@pytest.mark.parametrize("card", ITEM_CARDS)
def test_item_card_unavailable_when_its_item_is_used_up(card):
    info = CARDS[card]
    s = table()
    for c in (8, 5, 2):
        s.place("marquise", "workshop", c, count=2)
    n = s.state()["items"][info.item]
    s.items("eyrie", [info.item] * n)
    s.hand("marquise", [card])
    g = s.start(turn="marquise", phase="daylight")
    assert keys(g) == ["done"]
    with pytest.raises(IllegalAction):
        g.apply(f"craft:{card}")
