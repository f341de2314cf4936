"""Law 8: the Woodland Alliance.

Each test builds its position with `Scenario` (or a new game for setup), acts through
`g.apply(key)` and checks what changed as well as which options are *not* offered.

Autumn map: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11. Paths: 1-5 1-9 1-10 2-5 2-6
2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11. Clearings 1, 3 and 4 have
one building slot, 2, 5-10 and 12 two, 11 three; 6, 10, 11 and 12 hold a ruin.
Sympathy track (data/factions.json): cost 1,1,1,2,2,2,3,3,3,3; VP 0,1,1,1,2,2,3,4,4,4.
"""
import pytest

from root_widget import Game, IllegalAction, Scenario
from root_widget.rules.errors import ScenarioError
from root_widget.rules.factions import faction

from helpers import keys, prefixed, to_kind, until

A = "alliance"


def table(factions=("marquise", "alliance")):
    return Scenario(map="autumn", factions=list(factions))


def ally(g):
    return g.s["players"][A]


def sympathy(g):
    """Sympathetic clearings, ascending."""
    return [c for c in range(1, 13) if ["alliance", "sympathy"] in g.s["board"][c]["tokens"]]


def warriors(g, c, f=A):
    return g.s["board"][c]["warriors"].get(f, 0)


def bases(g):
    return sorted((c, k) for c in range(1, 13) for o, k in g.s["board"][c]["buildings"] if o == A)


def total_warriors(g):
    p = ally(g)
    on_map = sum(g.s["board"][c]["warriors"].get(A, 0) for c in range(1, 13))
    return p["supply"]["warrior"] + on_map + p["officers"]


# ===== 8.3 Setup and the faction record =========================================================

def test_8_3_setup_supply_bases_sympathy_and_three_supporters():
    g = Game.new(["marquise", "alliance"], seed=3)
    while g.s["turn"]["phase"] == "setup":
        g.apply(g.decision.options[0])
    p = ally(g)
    assert p["supply"] == {"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1,
                           "sympathy": 10}
    assert p["officers"] == 0
    assert len(p["supporters"]) == 3 and p["supporters"] == sorted(p["supporters"])
    assert len(p["hand"]) == 3                     # Law 5.1.3 hand, beside the supporters
    assert all(not faction(A).present_in(g, c) for c in range(1, 13))


def test_8_3_4_supporters_are_drawn_as_chance_decisions():
    g = Game.new(["marquise", "alliance"], seed=1, auto_chance=False)
    seen = []
    while g.s["turn"]["phase"] == "setup":
        d = g.decision
        if d.player == "chance" and d.rule == "8.3.4":
            seen.append(d.kind)
        g.apply(d.options[0])
    assert seen == ["draw", "draw", "draw"]
    assert len(ally(g)["supporters"]) == 3


def test_5_1_7_alliance_sets_up_after_the_marquise_and_the_eyrie():
    assert (faction("marquise").setup_order, faction("eyrie").setup_order,
            faction(A).setup_order) == (1, 2, 3)
    g = Game.new(["alliance", "eyrie", "marquise"], seed=2, auto_chance=False)
    order = []
    while g.s["turn"]["phase"] == "setup":
        d = g.decision
        if d.player == "chance" and d.rule == "8.3.4" and "alliance" not in order:
            order.append("alliance")
        if d.player in ("marquise", "eyrie") and d.player not in order:
            order.append(d.player)
        g.apply(d.options[0])
    assert order == ["marquise", "eyrie", "alliance"]


def test_8_faction_pieces_match_law_appendix_c():
    fac = faction(A)
    assert fac.name == "Woodland Alliance"
    assert fac.pieces == {"warrior": 10, "base_fox": 1, "base_rabbit": 1, "base_mouse": 1,
                          "sympathy": 10}
    assert set(fac.buildings) == {"base_fox", "base_rabbit", "base_mouse"}
    assert fac.tokens == ("sympathy",)


# ===== 8.2.1 Crafting ===========================================================================

def test_8_2_1_crafts_by_activating_sympathy_tokens():
    s = table()
    s.place(A, "sympathy", 1)                          # fox
    s.hand(A, ["anvil", "foxfolk_steel", "a_visit_to_friends"])
    g = s.start(turn=A, phase="daylight")
    assert g.decision.kind == "daylight_action"
    assert prefixed(g, "craft") == ["craft:anvil"]     # one fox token: no two-fox, no rabbit
    g.apply("craft:anvil")
    assert ally(g)["items"] == ["hammer"]
    assert g.score(A) == 2
    assert prefixed(g, "craft") == []                  # the token is used this turn


def test_8_2_1_bases_and_warriors_do_not_craft():
    s = table()
    s.place(A, "base_fox", 8)
    s.place(A, "warrior", 8, count=3)
    s.hand(A, ["anvil"])
    g = s.start(turn=A, phase="daylight")
    assert prefixed(g, "craft") == []


def test_8_2_1_crafting_options_follow_sympathy_placed_and_removed_mid_daylight():
    """While the engine runs, the Alliance's crafting pieces per suit are kept between
    decisions (craft.own_crafting); sympathy removed or placed in between must show in the
    very next crafting options, never a stale tally."""
    from root_widget.rules import board
    from root_widget.rules.craft import craft_options
    from root_widget.rules.engine import _RulersCached
    s = table()
    s.place(A, "sympathy", 1)                          # fox
    s.hand(A, ["anvil", "foxfolk_steel", "a_visit_to_friends"])
    g = s.start(turn=A, phase="daylight")

    def crafts():
        return sorted(a.key for a in craft_options(g, A))

    with _RulersCached(g):                             # one engine run, as play_random's
        assert crafts() == ["craft:anvil"]
        assert board.CRAFTING in g._rulers             # the tally is kept...
        assert crafts() == ["craft:anvil"]
        board.take_piece(g, A, 1, "sympathy")          # ...and follows a removal
        assert crafts() == []
        board.place_token(g, A, 3, "sympathy")         # rabbit
        assert crafts() == ["craft:a_visit_to_friends"]
        board.place_token(g, A, 6, "sympathy")         # fox
        board.place_token(g, A, 8, "sympathy")         # fox
        assert crafts() == ["craft:a_visit_to_friends", "craft:anvil", "craft:foxfolk_steel"]
        board.place_warriors(g, "marquise", 8, 3)      # warriors are no crafting pieces
        assert crafts() == ["craft:a_visit_to_friends", "craft:anvil", "craft:foxfolk_steel"]
        g.s["flags"]["craft_used"] = {A: {"fox": 2}}    # both fox tokens activated (8.2.1)
        assert crafts() == ["craft:a_visit_to_friends"]


# ===== 8.2.2 Guerrilla War ======================================================================

def test_8_2_2_guerrilla_war_defender_deals_the_higher_roll():
    s = table()
    s.place("marquise", "warrior", 5, count=3)
    s.place(A, "warrior", 5, count=3)
    s.dice([3, 1])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:alliance")
    assert warriors(g, 5, "marquise") == 0           # the Alliance dealt 3
    assert warriors(g, 5) == 2                       # the Marquise dealt only 1
    assert any(e["rule"] == "8.2.2" for e in g.log)


def test_8_2_2_alliance_attacking_uses_the_normal_rolls():
    s = table()
    s.place("marquise", "warrior", 5, count=3)
    s.place(A, "warrior", 5, count=3)
    s.officers(1)
    s.dice([3, 1])
    g = s.start(turn=A, phase="evening")
    g.apply("battle:5:marquise")
    assert warriors(g, 5, "marquise") == 0           # the attacking Alliance dealt 3
    assert warriors(g, 5) == 2


# ===== 8.2.3 The Supporters stack ===============================================================

def test_8_2_3_supporters_do_not_count_against_the_hand_limit():
    s = table()
    s.officers(0)
    s.supporters(["anvil", "bake_sale", "sword", "fox_root_tea", "mouse_root_tea"])
    s.hand(A, ["armorers", "sappers", "cobbler", "codebreakers"])
    s.draws(["investments"])
    g = s.start(turn=A, phase="evening")
    assert len(ally(g)["hand"]) == 5                  # drew one, nothing to discard
    assert g.current == "marquise"
    assert len(ally(g)["supporters"]) == 5


def test_8_2_3_I_mobilize_beyond_capacity_without_base_discards_the_card():
    s = table()
    s.supporters(["anvil", "bake_sale", "sword", "fox_root_tea", "mouse_root_tea"])
    s.hand(A, ["investments"])
    g = s.start(turn=A, phase="daylight")
    g.apply("mobilize:investments")
    assert len(ally(g)["supporters"]) == 5
    assert "investments" not in ally(g)["supporters"] and ally(g)["hand"] == []
    assert g.s["discard"] == ["investments"]


def test_8_2_3_I_with_a_base_the_stack_has_no_limit():
    s = table()
    s.place(A, "base_fox", 8)
    s.supporters(["anvil", "bake_sale", "sword", "fox_root_tea", "mouse_root_tea", "armorers"])
    s.hand(A, ["investments"])
    g = s.start(turn=A, phase="daylight")
    g.apply("mobilize:investments")
    assert len(ally(g)["supporters"]) == 7
    assert g.s["discard"] == []


def test_8_2_3_supporters_are_hidden_from_other_seats():
    s = table()
    s.supporters(["anvil", "bake_sale", "sword"])
    g = s.start(turn="marquise", phase="daylight")
    theirs = g.observation("marquise")["players"][A]
    assert theirs["supporters"] is None and theirs["supporters_count"] == 3
    mine = g.observation(A)["players"][A]
    assert mine["supporters"] == ["anvil", "bake_sale", "sword"]
    assert g.observation(None)["players"][A]["supporters"] == ["anvil", "bake_sale", "sword"]


def test_8_2_3_supporters_spent_only_for_their_suit_birds_are_wild():
    s = table()
    s.place(A, "sympathy", 1)                         # fox; 5, 9 and 10 are adjacent
    s.supporters(["anvil"])                            # one fox supporter
    g = s.start(turn=A, phase="birdsong")
    # 5 and 10 are rabbit, 9 is mouse: a fox supporter cannot pay for them
    assert prefixed(g, "spread") == []
    s.supporters(["armorers"])                         # a bird supporter is wild
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "spread") == ["spread:5", "spread:9", "spread:10"]


# ===== 8.2.4 Removing Bases =====================================================================

def _base_under_attack(officers=3, supporters=("anvil", "armorers", "bake_sale", "sword"),
                       second_base=False):
    s = table()
    s.place(A, "base_fox", 8)                          # fox, no warriors: defenseless
    if second_base:
        s.place(A, "base_rabbit", 5)
    s.place("marquise", "warrior", 8, count=2)
    s.supporters(list(supporters))
    s.officers(officers)
    s.dice([1, 0])
    return s


def test_8_2_4_base_removed_discards_matching_supporters_birds_too_and_half_the_officers():
    g = _base_under_attack(officers=3).start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    assert bases(g) == []
    assert ally(g)["supporters"] == ["bake_sale", "sword"]     # fox anvil, bird armorers gone
    assert sorted(g.s["discard"]) == ["anvil", "armorers"]
    assert ally(g)["officers"] == 1                             # 3 -> remove 2 (rounded up)
    assert ally(g)["supply"]["warrior"] == 9
    assert total_warriors(g) == 10
    assert g.score("marquise") == 1                             # a building removed (3.2.1)


@pytest.mark.parametrize("before,after", [(0, 0), (1, 0), (2, 1), (4, 2), (5, 2)])
def test_8_2_4_half_the_officers_rounded_up(before, after):
    g = _base_under_attack(officers=before).start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    assert ally(g)["officers"] == after
    assert total_warriors(g) == 10


def test_8_2_4_without_bases_the_alliance_chooses_supporters_to_discard_down_to_five():
    sup = ["a_visit_to_friends", "bake_sale", "investments", "mouse_root_tea", "rabbit_root_tea",
           "smugglers_trail", "sword", "anvil"]
    g = _base_under_attack(officers=0, supporters=sup).start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    d = g.decision
    assert (d.player, d.kind, d.rule) == (A, "discard_supporter", "8.2.4")
    # anvil (fox) is already gone; seven left, two to go
    assert keys(g) == sorted(f"discard_supporter:{x}" for x in sup if x != "anvil")
    g.apply("discard_supporter:sword")
    g.apply("discard_supporter:bake_sale")
    assert ally(g)["supporters"] == ["a_visit_to_friends", "investments", "mouse_root_tea",
                                     "rabbit_root_tea", "smugglers_trail"]
    assert g.decision.player == "marquise"


def test_8_2_4_another_base_left_keeps_the_stack_unlimited():
    sup = ["a_visit_to_friends", "bake_sale", "investments", "mouse_root_tea", "rabbit_root_tea",
           "smugglers_trail", "sword", "anvil"]
    g = _base_under_attack(officers=0, supporters=sup, second_base=True).start(
        turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    assert len(ally(g)["supporters"]) == 7
    assert g.decision.kind != "discard_supporter"


def test_8_2_4_favor_card_removing_a_base_and_sympathy_triggers_both():
    s = table()
    for c in (2, 7, 9):                                # three mouse workshops
        s.place("marquise", "workshop", c)
    s.place(A, "base_mouse", 11)
    s.place(A, "sympathy", 11)
    s.place(A, "warrior", 11, count=2)
    s.officers(2)
    s.supporters(["mouse_root_tea", "anvil", "birdy_bindle"])
    s.hand("marquise", ["favor_of_the_mice", "mouse_crossbow", "bake_sale"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    assert bases(g) == [] and sympathy(g) == [] and warriors(g, 11) == 0
    assert ally(g)["supporters"] == ["anvil"]           # mouse and bird supporters discarded
    assert ally(g)["officers"] == 1
    assert g.score("marquise") == 2                     # base and sympathy token
    d = g.decision                                      # Outrage for the sympathy token
    assert (d.player, d.kind) == ("marquise", "outrage")
    assert keys(g) == ["outrage:mouse_crossbow"]
    g.apply("outrage:mouse_crossbow")
    assert ally(g)["supporters"] == ["anvil", "mouse_crossbow"]


# ===== 8.2.5 Sympathy tokens ====================================================================

def test_8_2_5_I_spread_never_targets_a_sympathetic_clearing():
    s = table()
    s.place(A, "sympathy", 5)
    s.place(A, "sympathy", 10)
    s.supporters(["bake_sale", "a_visit_to_friends", "armorers"])
    g = s.start(turn=A, phase="birdsong")
    to_kind(g, "spread", "done")                               # a revolt could come first
    opts = prefixed(g, "spread")
    assert "spread:5" not in opts and "spread:10" not in opts
    assert "spread:1" in opts and "spread:12" in opts


def test_8_2_5_I_scenario_refuses_a_second_sympathy_token():
    s = table()
    s.place(A, "sympathy", 5)
    with pytest.raises(ScenarioError, match="only one sympathy"):
        s.place(A, "sympathy", 5)
    with pytest.raises(ScenarioError, match="only one sympathy"):
        s.place(A, "sympathy", 6, count=2)
    assert s.state()["players"][A]["supply"]["sympathy"] == 9


def test_6_2_2_keep_blocks_spreading_and_organizing_sympathy():
    s = table()
    s.place("marquise", "keep", 1)
    s.place(A, "warrior", 1, count=2)
    s.officers(2)
    s.supporters(["anvil", "armorers", "fox_root_tea"])
    g = s.start(turn=A, phase="birdsong")
    assert "spread:1" not in keys(g) and "spread:8" in keys(g)
    g = s.start(turn=A, phase="evening")
    assert "organize:1" not in keys(g)
    assert "move:1-5:1" in keys(g)                     # moving there is not placing
    with pytest.raises(ScenarioError, match="keep"):
        s.place(A, "sympathy", 1)


def test_2_5_sympathy_does_not_rule_but_bases_do():
    s = table()
    s.place(A, "sympathy", 5)
    s.place(A, "base_fox", 8)
    s.place("marquise", "warrior", 8)
    g = s.start(turn="marquise", phase="daylight")
    assert g.clearing(5).ruler() is None
    assert g.clearing(8).ruler() is None               # base 1 vs warrior 1: a tie


def test_7_2_2_lords_of_the_forest_eyrie_win_a_tie_with_the_alliance():
    s = table(("eyrie", "alliance"))
    s.place(A, "base_fox", 8)
    s.place(A, "sympathy", 8)
    s.place("eyrie", "warrior", 8)
    s.place(A, "warrior", 12, count=2)
    s.place("eyrie", "warrior", 12, count=2)
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(8).ruler() == "eyrie"
    assert g.clearing(12).ruler() == "eyrie"
    g2 = table(("eyrie", "alliance")).place(A, "warrior", 12, count=3) \
        .place("eyrie", "warrior", 12, count=2).start(turn="eyrie")
    assert g2.clearing(12).ruler() == A


# ===== 8.2.6 Outrage ============================================================================

def _march_position(hand=("bake_sale", "armorers", "anvil")):
    s = table()
    s.place("marquise", "warrior", 1, count=3)         # fox 1 is next to rabbit 5 and 10
    s.place(A, "sympathy", 5)
    s.place(A, "sympathy", 10)
    s.hand("marquise", list(hand))
    return s


def test_8_2_6_outrage_marquise_march_into_sympathy_gives_a_matching_card():
    g = _march_position().start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:2")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "outrage", "8.2.6")
    assert keys(g) == ["outrage:armorers", "outrage:bake_sale"]   # rabbit, or a bird; not fox
    g.apply("outrage:bake_sale")
    assert ally(g)["supporters"] == ["bake_sale"]
    assert g.s["players"]["marquise"]["hand"] == ["anvil", "armorers"]
    assert g.decision.kind == "march"                  # the second move of the march follows


def test_8_2_6_outrage_for_each_move_of_a_march():
    g = _march_position().start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    g.apply("outrage:bake_sale")
    g.apply("move:1-10:1")
    assert g.decision.kind == "outrage"
    assert keys(g) == ["outrage:armorers"]
    g.apply("outrage:armorers")
    assert ally(g)["supporters"] == ["armorers", "bake_sale"]


def test_8_2_6_no_outrage_moving_into_an_unsympathetic_clearing_or_out_of_a_sympathetic_one():
    s = _march_position()
    s.place("marquise", "warrior", 5, count=2)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-9:1")                             # 9 has no sympathy
    assert g.decision.kind == "march"
    g.apply("move:5-2:2")                              # out of sympathetic 5
    assert g.decision.kind == "action"
    assert ally(g)["supporters"] == []
    assert len(g.s["players"]["marquise"]["hand"]) == 3


def test_8_2_6_no_matching_card_shows_the_hand_to_the_alliance_who_draw_a_supporter():
    s = _march_position(hand=("anvil", "mouse_crossbow"))
    s.draws(["sword"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    assert ally(g)["supporters"] == ["sword"]
    assert g.s["players"]["marquise"]["hand"] == ["anvil", "mouse_crossbow"]
    entry = [e for e in g.log if e["rule"] == "8.2.6" and "private" in e][-1]
    assert set(entry["private"]) == {A}
    seen = [e["text"] for e in g.observation(A)["log"] if e["rule"] == "8.2.6"]
    assert any("Anvil (fox)" in t and "Crossbow (mouse)" in t for t in seen)
    hidden = [e["text"] for e in g.observation("marquise")["log"] if e["rule"] == "8.2.6"]
    assert not any("Anvil" in t for t in hidden)


def test_8_2_6_outrage_draw_beyond_capacity_is_discarded():
    s = _march_position(hand=("anvil",))
    s.supporters(["bake_sale", "a_visit_to_friends", "investments", "sword", "fox_root_tea"])
    s.draws(["mouse_root_tea"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    assert "mouse_root_tea" not in ally(g)["supporters"] and len(ally(g)["supporters"]) == 5
    assert "mouse_root_tea" in g.s["discard"]


def test_8_2_6_outrage_card_given_beyond_capacity_is_discarded():
    s = _march_position(hand=("bake_sale",))
    s.supporters(["anvil", "a_visit_to_friends", "investments", "sword", "fox_root_tea"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    g.apply("outrage:bake_sale")
    assert "bake_sale" in g.s["discard"] and "bake_sale" not in ally(g)["supporters"]
    assert g.s["players"]["marquise"]["hand"] == []


def test_8_2_6_outrage_eyrie_decree_move_into_sympathy():
    s = table(("eyrie", "alliance"))
    s.place("eyrie", "roost", 1)
    s.place("eyrie", "warrior", 1, count=3)
    s.place(A, "sympathy", 5)
    s.leader("builder")                                # viziers on recruit and move
    s.hand("eyrie", ["bake_sale", "anvil"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:1")
    assert g.decision.kind == "decree_move"
    g.apply("move:1-5:2")
    d = g.decision
    assert (d.player, d.kind) == ("eyrie", "outrage")
    assert keys(g) == ["outrage:bake_sale"]
    g.apply("outrage:bake_sale")
    assert ally(g)["supporters"] == ["bake_sale"]


def test_8_2_6_outrage_cobbler_move_into_sympathy():
    s = _march_position()
    s.crafted("marquise", ["cobbler"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision.kind == "cobbler"
    g.apply("move:1-10:1")
    assert g.decision.kind == "outrage"
    g.apply("outrage:armorers")
    assert ally(g)["supporters"] == ["armorers"]


def test_8_2_6_outrage_when_a_battle_removes_sympathy():
    s = table()
    s.place("marquise", "warrior", 5, count=3)
    s.place(A, "sympathy", 5)                          # no Alliance warrior: defenseless
    s.hand("marquise", ["a_visit_to_friends", "anvil"])
    s.dice([0, 0])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:alliance")
    assert sympathy(g) == []
    assert g.score("marquise") == 1
    assert keys(g) == ["outrage:a_visit_to_friends"]
    g.apply("outrage:a_visit_to_friends")
    assert ally(g)["supporters"] == ["a_visit_to_friends"]
    assert g.decision.kind == "action"


def test_8_2_6_ambush_removing_sympathy_cannot_give_the_played_ambush_card():
    s = table()
    s.place(A, "warrior", 5)
    s.place(A, "sympathy", 5)
    s.place("marquise", "warrior", 5)
    s.officers(1)
    s.hand("marquise", ["rabbit_ambush"])
    s.draws(["sword"])
    g = s.start(turn=A, phase="evening")
    g.apply("battle:5:marquise")
    g.apply("ambush:rabbit_ambush")                    # two hits: the warrior and the token
    assert sympathy(g) == [] and warriors(g, 5) == 0
    # the ambush card is played, not in hand: no matching card, the Alliance draw
    assert ally(g)["supporters"] == ["sword"]
    assert "rabbit_ambush" in g.s["discard"]


def test_8_2_6_the_alliance_never_outrage_themselves():
    s = table()
    s.place(A, "warrior", 1, count=2)
    s.place(A, "sympathy", 5)
    s.officers(1)
    s.hand(A, ["bake_sale"])
    g = s.start(turn=A, phase="evening")
    g.apply("move:1-5:2")
    assert g.decision.kind != "outrage"
    assert ally(g)["supporters"] == [] and ally(g)["hand"][0] == "bake_sale"


def test_8_2_6_with_only_birds_matching_a_bird_must_be_given():
    g = _march_position(hand=("anvil", "brutal_tactics")).start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    assert keys(g) == ["outrage:brutal_tactics"]       # Law 2.1.1: birds are the prompted suit
    g.apply("outrage:brutal_tactics")
    assert ally(g)["supporters"] == ["brutal_tactics"]


def test_8_2_6_placing_warriors_in_a_sympathetic_clearing_is_no_outrage():
    s = table()
    s.place("marquise", "recruiter", 5)
    s.place("marquise", "warrior", 5)
    s.place(A, "sympathy", 5)
    s.hand("marquise", ["bake_sale"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("recruit")
    assert warriors(g, 5, "marquise") == 2
    assert g.decision.kind == "action"
    assert ally(g)["supporters"] == [] and g.s["players"]["marquise"]["hand"] == ["bake_sale"]


def test_8_2_6_outrage_state_survives_save_and_load():
    g = _march_position().start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:2")
    h = Game.from_json(g.to_json())
    assert (h.decision.player, h.decision.kind) == ("marquise", "outrage")
    assert keys(h) == keys(g)
    h.apply("outrage:armorers")
    assert h.s["players"][A]["supporters"] == ["armorers"]


# ===== 8.4.1 Revolt =============================================================================

def _revolt_position():
    s = table()
    s.place(A, "sympathy", 8)                          # fox, two slots
    s.place(A, "sympathy", 1)                          # fox
    s.place(A, "sympathy", 5)                          # rabbit
    s.place("marquise", "warrior", 8, count=3)
    s.place("marquise", "sawmill", 8)
    s.place("marquise", "wood", 8)
    s.supporters(["anvil", "foxfolk_steel", "bake_sale"])
    return s


def test_8_4_1_revolt_removes_enemies_scores_buildings_places_base_warriors_officer():
    g = _revolt_position().start(turn=A, phase="birdsong")
    d = g.decision
    assert (d.player, d.kind, d.rule) == (A, "revolt", "8.4.1")
    assert keys(g) == ["done", "revolt:1", "revolt:8"]   # sympathetic fox clearings, no 5
    g.apply("revolt:8")
    cs = g.s["board"][8]
    assert cs["buildings"] == [[A, "base_fox"]]
    assert [t for t in cs["tokens"]] == [[A, "sympathy"]]
    assert warriors(g, 8, "marquise") == 0
    assert warriors(g, 8) == 2                        # two fox sympathetic clearings: 1 and 8
    assert ally(g)["officers"] == 1
    assert ally(g)["supply"]["warrior"] == 7
    assert g.score(A) == 2                             # sawmill and wood (Law 3.2.1)
    assert ally(g)["supporters"] == ["bake_sale"]
    assert sorted(g.s["discard"]) == ["anvil", "foxfolk_steel"]


def test_8_4_1_I_no_revolt_where_the_clearing_suit_base_is_already_on_the_map():
    s = _revolt_position()
    s.place(A, "base_fox", 12)
    s.supporters(["anvil", "foxfolk_steel", "bake_sale", "a_visit_to_friends"])
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "revolt") == ["revolt:5"]      # rabbit only: the fox base is out


def test_8_4_1_I_no_revolt_in_a_clearing_with_a_base_or_without_sympathy():
    s = table()
    s.place(A, "base_rabbit", 5)
    s.place(A, "sympathy", 5)
    s.place(A, "sympathy", 12)                        # fox
    s.supporters(["bake_sale", "a_visit_to_friends", "anvil", "armorers"])
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "revolt") == ["revolt:12"]     # not 5 (base), not 8 (no sympathy)


def test_8_4_1_II_revolt_needs_two_supporters_of_the_clearing_suit():
    s = _revolt_position()
    s.supporters(["anvil", "bake_sale", "sword"])      # one fox only
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "revolt") == []
    s.supporters(["anvil", "armorers", "sword"])       # fox + bird
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "revolt") == ["revolt:1", "revolt:8"]


def test_8_4_1_II_the_alliance_choose_which_supporters_to_spend():
    s = _revolt_position()
    s.supporters(["anvil", "armorers", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    d = g.decision
    assert (d.kind, d.rule) == ("spend_supporter", "8.4.1.II")
    assert keys(g) == ["spend:anvil", "spend:armorers", "spend:foxfolk_steel"]
    g.apply("spend:anvil")
    assert keys(g) == ["spend:armorers", "spend:foxfolk_steel"]
    g.apply("spend:foxfolk_steel")
    assert ally(g)["supporters"] == ["armorers"]
    assert [k for o, k in g.s["board"][8]["buildings"]] == ["base_fox"]


def test_8_4_1_III_warriors_placed_are_limited_by_the_supply_then_the_officer():
    s = _revolt_position()
    s.place(A, "warrior", 12, count=9)                 # one warrior left in supply
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    assert warriors(g, 8) == 1
    assert ally(g)["officers"] == 0                    # none left to become an officer
    assert total_warriors(g) == 10


def test_8_4_1_III_warriors_count_only_sympathy_of_the_base_suit():
    s = table()
    for c in (2, 7, 9, 11):                            # the four mouse clearings
        s.place(A, "sympathy", c)
    s.place(A, "sympathy", 5)                          # rabbit: does not count
    s.supporters(["mouse_root_tea", "sword"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:11")
    assert warriors(g, 11) == 4
    assert ally(g)["officers"] == 1


def test_8_4_1_revolt_any_number_of_times_then_spread_but_not_back():
    s = table()
    s.place(A, "sympathy", 8)                          # fox
    s.place(A, "sympathy", 5)                          # rabbit
    s.supporters(["anvil", "foxfolk_steel", "bake_sale", "a_visit_to_friends", "armorers"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    g.apply("spend:anvil")
    g.apply("spend:foxfolk_steel")
    assert g.decision.kind == "revolt"
    assert prefixed(g, "revolt") == ["revolt:5"]
    g.apply("revolt:5")
    g.apply("spend:a_visit_to_friends")
    g.apply("spend:bake_sale")
    assert bases(g) == [(5, "base_rabbit"), (8, "base_fox")]
    assert ally(g)["officers"] == 2
    assert g.decision.kind == "spread"
    assert prefixed(g, "revolt") == []


def test_8_4_1_done_ends_revolts_and_spread_follows():
    g = _revolt_position().start(turn=A, phase="birdsong")
    g.apply("done")
    # no spread is affordable (the 4th token costs two): Daylight, and no revolt took place
    assert g.decision.kind == "daylight_action"
    assert bases(g) == [] and len(ally(g)["supporters"]) == 3


def test_8_4_1_field_hospitals_when_a_revolt_removes_marquise_warriors():
    s = _revolt_position()
    s.place("marquise", "keep", 4)
    s.hand("marquise", ["fox_travel_gear"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "field_hospitals")
    g.apply("field_hospitals:fox_travel_gear")
    assert warriors(g, 4, "marquise") == 3
    assert warriors(g, 8) == 2 and warriors(g, 8, "marquise") == 0


def test_8_4_1_revolt_removes_eyrie_roost_and_warriors_in_a_three_player_game():
    s = table(("marquise", "eyrie", "alliance"))
    s.place(A, "sympathy", 5)
    s.place("eyrie", "roost", 5)
    s.place("eyrie", "warrior", 5, count=2)
    s.place("marquise", "recruiter", 5)
    s.supporters(["bake_sale", "armorers"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:5")
    assert [k for o, k in g.s["board"][5]["buildings"]] == ["base_rabbit"]
    assert g.s["board"][5]["warriors"] == {A: 1}
    assert g.score(A) == 2


# ===== 8.4.2 Spread Sympathy ====================================================================

def test_8_4_2_I_first_sympathy_may_go_anywhere():
    s = table()
    s.supporters(["armorers"])                         # bird: any suit
    g = s.start(turn=A, phase="birdsong")
    assert (g.decision.kind, g.decision.rule) == ("spread", "8.4.2")
    assert prefixed(g, "spread") == [f"spread:{c}" for c in range(1, 13)]
    assert "done" in keys(g)                           # spreading is a "may"


def test_8_4_2_I_later_sympathy_only_next_to_sympathy():
    s = table()
    s.place(A, "sympathy", 3)                          # rabbit corner; next to 6, 7, 11
    s.supporters(["armorers", "brutal_tactics"])
    g = s.start(turn=A, phase="birdsong")
    to_kind(g, "spread", "done")
    assert prefixed(g, "spread") == ["spread:6", "spread:7", "spread:11"]


def test_8_4_2_II_cost_follows_the_sympathy_track():
    s = table()
    for c in (1, 5, 10):                               # three tokens out: the 4th costs 2
        s.place(A, "sympathy", c)
    s.supporters(["anvil"])
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "spread") == []                 # 12 is fox but needs two
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    to_kind(g, "spread", "done")                               # (a revolt in 1 was possible)
    assert prefixed(g, "spread") == ["spread:12"]
    g.apply("spread:12")
    assert 12 in sympathy(g)
    assert ally(g)["supporters"] == []
    assert g.score(A) == 1                            # the 4th space shows 1 VP


def test_8_4_2_IIa_martial_law_costs_one_more():
    s = table()
    s.place("marquise", "warrior", 8, count=3)
    s.supporters(["anvil"])
    g = s.start(turn=A, phase="birdsong")
    assert "spread:8" not in keys(g) and "spread:1" in keys(g)
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    assert "spread:8" in keys(g)
    g.apply("spread:8")
    assert ally(g)["supporters"] == [] and 8 in sympathy(g)


def test_8_4_2_IIa_martial_law_needs_three_warriors_of_one_player():
    s = table(("marquise", "eyrie", "alliance"))
    s.place("marquise", "warrior", 8, count=2)
    s.place("eyrie", "warrior", 8, count=2)
    s.place(A, "warrior", 8, count=3)                  # the Alliance's own do not count
    s.supporters(["anvil"])
    g = s.start(turn=A, phase="birdsong")
    assert "spread:8" in keys(g)


def test_8_4_2_IIa_martial_law_counts_eyrie_warriors_too():
    s = table(("marquise", "eyrie", "alliance"))
    s.place("eyrie", "warrior", 8, count=3)
    s.supporters(["anvil"])
    g = s.start(turn=A, phase="birdsong")
    assert "spread:8" not in keys(g) and "spread:12" in keys(g)


def test_8_4_2_II_supporters_are_spent_without_asking_when_the_choice_does_not_matter():
    s = table()
    s.place(A, "sympathy", 1)
    s.place(A, "sympathy", 5)
    s.place(A, "sympathy", 10)
    s.supporters(["bake_sale", "sword"])               # 4th token costs 2; only one rabbit
    g = s.start(turn=A, phase="birdsong")
    assert g.decision.kind == "daylight_action"       # nothing to revolt or spread with
    s.supporters(["armorers", "armorers", "sword"])   # two copies of one bird card
    g = s.start(turn=A, phase="birdsong")
    to_kind(g, "spread", "done")
    g.apply("spread:2")                                # mouse: armorers x2 or sword + armorers
    assert g.decision.kind == "spend_supporter"
    assert keys(g) == ["spend:armorers", "spend:sword"]
    g.apply("spend:sword")
    assert ally(g)["supporters"] == ["armorers"]      # the last payment was automatic


def test_8_4_2_III_scores_the_uncovered_space_each_time():
    s = table()
    s.supporters(["armorers", "brutal_tactics", "sappers"])     # three birds
    g = s.start(turn=A, phase="birdsong")
    g.apply("spread:12")                               # 1st: 0 VP
    assert g.decision.kind == "spend_supporter"
    g.apply("spend:armorers")
    assert g.score(A) == 0
    g.apply("spread:4")                                # 2nd: 1 VP
    g.apply("spend:brutal_tactics")
    assert g.score(A) == 1
    g.apply("spread:8")                                # 3rd: 1 VP, the last supporter paid
    assert g.score(A) == 2
    assert sympathy(g) == [4, 8, 12]
    assert ally(g)["supporters"] == []
    assert ally(g)["supply"]["sympathy"] == 7
    assert prefixed(g, "spread") == []                 # 4th costs 2, one supporter left


def test_8_4_2_no_spread_when_the_track_is_empty():
    s = table()
    for c in range(1, 11):
        s.place(A, "sympathy", c)
    s.supporters(["armorers", "brutal_tactics", "sappers", "royal_claim"])
    g = s.start(turn=A, phase="birdsong")
    assert prefixed(g, "spread") == []
    assert g.decision.player == A and g.decision.kind != "spread"


# ===== 8.5 Daylight =============================================================================

def test_8_5_2_mobilize_any_number_of_cards():
    s = table()
    s.hand(A, ["anvil", "bake_sale", "sword"])
    g = s.start(turn=A, phase="daylight")
    assert (g.decision.kind, g.decision.rule) == ("daylight_action", "8.5")
    for c in ("anvil", "bake_sale", "sword"):
        g.apply(f"mobilize:{c}")
    assert ally(g)["supporters"] == ["anvil", "bake_sale", "sword"]
    assert ally(g)["hand"] == []
    assert keys(g) == ["done"]


def test_8_5_3_train_spends_a_card_matching_a_base_clearing():
    s = table()
    s.place(A, "base_fox", 8)
    s.hand(A, ["anvil", "armorers", "bake_sale"])
    g = s.start(turn=A, phase="daylight")
    assert prefixed(g, "train") == ["train:anvil", "train:armorers"]   # fox or bird, not rabbit
    g.apply("train:anvil")
    assert ally(g)["officers"] == 1 and ally(g)["supply"]["warrior"] == 9
    assert g.s["discard"] == ["anvil"]
    assert total_warriors(g) == 10


def test_8_5_3_no_train_without_a_base_or_a_warrior_in_supply():
    s = table()
    s.hand(A, ["anvil", "armorers"])
    g = s.start(turn=A, phase="daylight")
    assert prefixed(g, "train") == []
    s.place(A, "base_fox", 8)
    s.place(A, "warrior", 8, count=10)
    g = s.start(turn=A, phase="daylight")
    assert prefixed(g, "train") == []


def test_8_5_actions_in_any_order_and_number():
    s = table()
    s.place(A, "sympathy", 1)
    s.place(A, "sympathy", 8)
    s.place(A, "base_mouse", 2)
    s.hand(A, ["anvil", "mouse_crossbow", "sword", "investments"])
    g = s.start(turn=A, phase="daylight")
    g.apply("train:sword")
    g.apply("craft:anvil")
    g.apply("mobilize:investments")
    g.apply("craft:mouse_crossbow")
    assert ally(g)["officers"] == 1 and sorted(ally(g)["items"]) == ["crossbow", "hammer"]
    assert ally(g)["supporters"] == ["investments"]
    g.apply("done")
    assert g.s["turn"]["phase"] == "evening"


def test_8_5_daylight_offers_dominance_and_card_effects():
    s = table(("marquise", "eyrie", "alliance"))
    s.score(A, 12)
    s.hand(A, ["fox_dominance"])
    s.crafted(A, ["codebreakers"])
    g = s.start(turn=A, phase="daylight")
    assert "activate:fox_dominance" in keys(g)
    assert "codebreakers:marquise" in keys(g)
    g.apply("activate:fox_dominance")
    assert ally(g)["dominance"] == "fox_dominance" and g.score(A) is None


# ===== 8.6 Evening ==============================================================================

def test_8_6_1_military_operations_up_to_the_number_of_officers():
    s = table()
    s.place(A, "warrior", 1, count=3)
    s.officers(2)
    g = s.start(turn=A, phase="evening")
    d = g.decision
    assert (d.player, d.kind, d.rule) == (A, "operation", "8.6.1")
    g.apply("move:1-5:1")
    assert g.decision.kind == "operation"
    g.apply("move:1-9:1")
    # two officers, two operations: Evening goes on to drawing
    assert g.decision.kind != "operation"
    assert warriors(g, 1) == 1


def test_8_6_1_no_operations_without_officers():
    s = table()
    s.place(A, "warrior", 1, count=3)
    s.place(A, "base_fox", 1)
    g = s.start(turn=A, phase="evening")
    assert g.decision is None or g.decision.kind != "operation"
    assert warriors(g, 1) == 3


def test_8_6_1_III_recruit_only_at_a_base():
    s = table()
    s.place(A, "base_rabbit", 5)
    s.place(A, "warrior", 1)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    assert prefixed(g, "recruit") == ["recruit:5"]
    g.apply("recruit:5")
    assert warriors(g, 5) == 1


def test_8_6_1_IV_organize_turns_a_warrior_into_sympathy_and_scores():
    s = table()
    s.place(A, "sympathy", 5)
    s.place(A, "warrior", 5, count=2)                  # sympathetic: no organize here
    s.place(A, "warrior", 1)
    s.officers(2)
    g = s.start(turn=A, phase="evening")
    assert prefixed(g, "organize") == ["organize:1"]
    g.apply("organize:1")
    assert warriors(g, 1) == 0 and 1 in sympathy(g)
    assert g.score(A) == 1                             # the 2nd space: 1 VP
    assert total_warriors(g) == 10


def test_8_6_1_IV_organize_ignores_adjacency_and_martial_law():
    s = table()
    s.place(A, "sympathy", 3)
    s.place(A, "warrior", 12)                          # far from 3
    s.place("marquise", "warrior", 12, count=4)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    assert "organize:12" in keys(g)


def test_8_6_1_battle_and_move_are_operations():
    s = table()
    s.place(A, "warrior", 5, count=2)
    s.place("marquise", "warrior", 5)
    s.officers(1)
    s.dice([1, 0])
    g = s.start(turn=A, phase="evening")
    assert "battle:5:marquise" in keys(g) and "move:5-1:2" in keys(g)
    g.apply("battle:5:marquise")
    assert warriors(g, 5, "marquise") == 0
    assert g.decision is None or g.decision.kind != "operation"


def test_8_6_2_draw_one_plus_one_per_base_and_discard_to_five():
    s = table()
    s.place(A, "base_fox", 8)
    s.place(A, "base_rabbit", 5)
    s.hand(A, ["anvil", "bake_sale", "sword", "armorers"])
    s.draws(["sappers", "cobbler", "investments"])
    g = s.start(turn=A, phase="evening")
    assert len(ally(g)["hand"]) == 7                   # drew 1 + 2
    d = g.decision
    assert (d.player, d.kind, d.rule) == (A, "discard", "8.6.2")
    g.apply("discard:anvil")
    g.apply("discard:bake_sale")
    assert len(ally(g)["hand"]) == 5
    assert g.current == "marquise"


def test_8_6_2_draw_one_without_bases():
    s = table()
    g = s.start(turn=A, phase="evening")
    assert len(ally(g)["hand"]) == 1


def test_8_6_1_losing_a_base_mid_operations_cuts_the_remaining_operations():
    s = table()
    s.place(A, "base_fox", 8)
    s.place(A, "warrior", 8)
    s.place(A, "warrior", 1, count=2)
    s.place("marquise", "warrior", 8, count=3)
    s.officers(3)
    s.dice([2, 2])
    g = s.start(turn=A, phase="evening")
    assert "done" in keys(g)
    g.apply("battle:8:marquise")                       # the Marquise deal 2: warrior and base
    assert bases(g) == [] and ally(g)["officers"] == 1
    # one operation used, one officer left: no more operations
    assert g.decision is None or g.decision.kind != "operation"
    assert warriors(g, 1) == 2


def test_8_6_1_operations_are_skipped_when_none_is_possible():
    s = table()
    s.officers(2)                                      # no warriors on the map, no base
    g = s.start(turn=A, phase="evening")
    assert g.current == "marquise"                     # drew and passed the turn on
    assert len(ally(g)["hand"]) == 1


# ===== Scenario API =============================================================================

def test_scenario_base_must_match_the_clearing_suit():
    s = table()
    with pytest.raises(ScenarioError, match="base_fox"):
        s.place(A, "base_fox", 5)                      # 5 is rabbit
    s.place(A, "base_rabbit", 5)
    assert s.state()["players"][A]["supply"]["base_rabbit"] == 0
    with pytest.raises(ScenarioError, match="1.5.1"):
        s.place(A, "base_rabbit", 10)                  # only one rabbit base exists


def test_scenario_officers_are_warriors_from_the_supply():
    s = table()
    s.place(A, "warrior", 1, count=7)
    s.officers(3)
    assert s.state()["players"][A]["supply"]["warrior"] == 0
    with pytest.raises(ScenarioError, match="officers"):
        s.officers(4)
    with pytest.raises(ScenarioError):
        s.officers(-1)
    s.officers(1)
    assert s.state()["players"][A]["supply"]["warrior"] == 2
    assert s.state()["players"][A]["officers"] == 1


def test_scenario_supporters_capacity_and_cards():
    s = table()
    six = ["anvil", "bake_sale", "sword", "fox_root_tea", "mouse_root_tea", "armorers"]
    with pytest.raises(ScenarioError, match="8.2.3.I"):
        s.supporters(six)
    assert s.state()["players"][A]["supporters"] == []
    s.place(A, "base_fox", 8)
    s.supporters(six)
    assert s.state()["players"][A]["supporters"] == sorted(six)
    assert "anvil" not in s.state()["deck"]
    s.supporters(["anvil"])                            # replaced; the others go back
    assert s.state()["deck"].get("sword") == 1
    s.hand("marquise", ["bake_sale"])
    with pytest.raises(ScenarioError):
        s.supporters(["bake_sale"])                    # the only copy is in a hand
    assert s.state()["players"][A]["supporters"] == ["anvil"]


def test_scenario_position_text_round_trips_supporters_and_officers():
    s = table()
    s.place(A, "base_fox", 8)
    s.place(A, "sympathy", 8)
    s.supporters(["anvil", "bake_sale"])
    s.officers(2)
    text = s.to_text()
    assert "supporters alliance: anvil, bake_sale" in text and "officers alliance: 2" in text
    again = Scenario.from_text(text)
    assert again.to_text() == text
    assert again.state()["players"][A]["officers"] == 2


def test_illegal_alliance_options_are_refused():
    s = table()
    s.place(A, "sympathy", 5)
    s.supporters(["bake_sale"])
    g = s.start(turn=A, phase="birdsong")
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("spread:5")
    with pytest.raises(IllegalAction):
        g.apply("revolt:5")
    assert g.to_json() == before


# ===== whole games ==============================================================================

@pytest.mark.parametrize("mix", [["marquise", "alliance"], ["eyrie", "alliance"],
                                 ["marquise", "eyrie", "alliance"]])
def test_random_games_with_the_alliance_reach_an_end(mix):
    for seed in range(3):
        g = Game.new(mix, seed=seed)
        g.play_random(seed)
        assert g.is_over and len(g.winners) == 1
        assert total_warriors(g) == 10
        assert Game.from_json(g.to_json()).to_json() == g.to_json()


# ===== audit (s25): rules and views not tested above ============================================

def test_8_2_1_the_alliance_crafts_only_in_daylight():
    s = table()
    s.place(A, "sympathy", 1)                          # fox: enough for the anvil
    s.place(A, "warrior", 1)
    s.officers(1)
    s.supporters(["armorers"])
    s.hand(A, ["anvil"])
    g = s.start(turn=A, phase="birdsong")
    assert g.decision.kind == "spread" and prefixed(g, "craft") == []
    g = s.start(turn=A, phase="evening")
    assert g.decision.kind == "operation" and prefixed(g, "craft") == []
    g = s.start(turn=A, phase="daylight")
    assert prefixed(g, "craft") == ["craft:anvil"]


def test_8_2_3_supporters_are_not_a_hand_nothing_is_crafted_trained_or_mobilized_from_them():
    s = table()
    s.place(A, "sympathy", 1)                          # fox
    s.place(A, "base_fox", 8)
    s.supporters(["anvil", "armorers"])                # craftable, and matching the base
    g = s.start(turn=A, phase="daylight")
    assert keys(g) == ["done"]
    s.supporters(["armorers"])
    s.hand(A, ["anvil"])                               # the card in hand: all three
    g = s.start(turn=A, phase="daylight")
    assert keys(g) == ["craft:anvil", "done", "mobilize:anvil", "train:anvil"]


def test_8_2_4_a_removed_base_goes_back_to_its_box_covering_its_draw_bonus_and_train_suit():
    s = _base_under_attack(officers=3, supporters=("bake_sale", "a_visit_to_friends"),
                           second_base=True)          # fox base in 8, rabbit base in 5
    s.hand(A, ["anvil", "armorers", "smugglers_trail"])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    assert bases(g) == [(5, "base_rabbit")]
    assert ally(g)["supply"]["base_fox"] == 1          # on the faction board again
    until(g, A, "daylight_action")
    # Law 8.5.3: only the rabbit base is left to match (birds are wild)
    assert prefixed(g, "train") == ["train:armorers", "train:smugglers_trail"]
    hand = len(ally(g)["hand"])
    g.apply("done")
    assert g.decision.kind == "operation"
    g.apply("done")
    assert len(ally(g)["hand"]) == hand + 2            # Law 8.6.2: one, plus the rabbit base's


def test_8_2_5_8_6_1_IV_no_organize_once_all_ten_sympathy_tokens_are_out():
    s = table()
    for c in range(1, 10):
        s.place(A, "sympathy", c)
    s.place(A, "warrior", 11)
    s.place(A, "warrior", 10)
    s.officers(1)
    g = s.start(turn=A, phase="evening")
    assert prefixed(g, "organize") == ["organize:10", "organize:11"]
    g.apply("organize:10")                             # the tenth and last token
    assert ally(g)["supply"]["sympathy"] == 0 and g.score(A) == 4
    s.place(A, "sympathy", 10)
    s.officers(2)
    g = s.start(turn=A, phase="evening")
    assert prefixed(g, "organize") == []               # 11 is unsympathetic, but no token left
    assert "move:11-3:1" in keys(g)


def test_8_6_1_III_recruit_any_number_of_times_at_one_base_while_the_supply_lasts():
    s = table()
    s.place(A, "base_rabbit", 5)
    s.place(A, "warrior", 1, count=5)
    s.officers(3)                                      # two warriors left in the supply
    g = s.start(turn=A, phase="evening")
    g.apply("recruit:5")
    assert prefixed(g, "recruit") == ["recruit:5"]
    g.apply("recruit:5")
    assert warriors(g, 5) == 2 and ally(g)["supply"]["warrior"] == 0
    assert g.decision.kind == "operation"              # one operation left, but no warrior
    assert prefixed(g, "recruit") == [] and "move:1-5:1" in keys(g)


def test_8_4_1_III_revolt_removes_enemies_only_the_alliance_warriors_there_stay():
    s = table(("marquise", "eyrie", "alliance"))
    s.place(A, "sympathy", 8)
    s.place(A, "warrior", 8, count=2)
    s.place("marquise", "warrior", 8, count=2)
    s.place("eyrie", "warrior", 8)
    s.supporters(["anvil", "foxfolk_steel"])
    g = s.start(turn=A, phase="birdsong")
    g.apply("revolt:8")
    assert g.s["board"][8]["warriors"] == {A: 3}       # two stay, one for the one fox sympathy
    assert sympathy(g) == [8]


def _outrage_twin(given, supporters):
    """The Marquise march into sympathetic 5 and must give a rabbit card (Law 8.2.6); the
    Eyrie look on. Twins differ in the card given and the hidden supporters."""
    s = table(("marquise", "eyrie", "alliance"))
    s.place("marquise", "warrior", 1, count=2)
    s.place(A, "sympathy", 5)
    s.place("eyrie", "roost", 3)
    s.hand("marquise", [given, "anvil"])
    s.supporters(supporters)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    g.apply(f"outrage:{given}")
    return g


_SYNCED = ("board", "board_static", "decision", "breadcrumb", "log", "history", "state_id",
           "seat", "seats", "status", "labels")      # the widget traits that show the game


def _seat_views(g, seat):
    """What one seat is shown: observation, board, position text, the widget's traits and
    the replay page."""
    import json
    from root_widget import RootWidget
    from root_widget.replay import to_html
    traits = {k: json.dumps(v, sort_keys=True) for k, v in
              RootWidget(g, seat=seat).get_state().items() if k in _SYNCED}
    return {"observation": repr(sorted(g.observation(seat).items(), key=str)),
            "svg": g.svg(seat=seat), "position": g.position_text(seat=seat),
            "widget": traits, "html": to_html(g, seat=seat)}


def test_1_2_8_2_3_8_2_6_a_card_given_in_outrage_and_the_supporters_stay_hidden_from_others():
    a = _outrage_twin("bake_sale", ["sword", "mouse_root_tea"])
    b = _outrage_twin("a_visit_to_friends", ["fox_root_tea", "investments"])
    assert ally(a)["supporters"] == ["bake_sale", "mouse_root_tea", "sword"]
    seen_a, seen_b = _seat_views(a, "eyrie"), _seat_views(b, "eyrie")
    for what in seen_a:
        assert seen_a[what] == seen_b[what], what
    assert "bake_sale" not in seen_a["position"] and "Bake Sale" not in seen_a["svg"]
    # the Alliance may inspect their stack at any time (Law 8.2.3)
    assert "bake_sale" in a.position_text(seat=A) and a.svg(seat=A) != b.svg(seat=A)


def _mobilize_twin(card):
    s = table(("marquise", "eyrie", "alliance"))
    s.place(A, "warrior", 1)
    s.hand(A, [card, "anvil"])
    g = s.start(turn=A, phase="daylight")
    g.apply(f"mobilize:{card}")
    return g


def test_1_2_8_5_2_a_mobilized_card_is_hidden_from_other_seats():
    a, b = _mobilize_twin("bake_sale"), _mobilize_twin("sword")
    assert ally(a)["supporters"] == ["bake_sale"] and len(ally(a)["hand"]) == 1
    for seat in ("marquise", "eyrie"):
        seen_a, seen_b = _seat_views(a, seat), _seat_views(b, seat)
        for what in seen_a:
            assert seen_a[what] == seen_b[what], (seat, what)
    assert a.position_text(seat=A) != b.position_text(seat=A)


def _alliance_options():
    """(option, game) for every kind of option chapter 8 gives: revolt, spending supporters,
    spread (one with Martial Law), craft, mobilize, train, the four operations, Outrage,
    discarding supporters when the last base goes (8.2.4)."""
    out = []
    s = table()
    s.place(A, "sympathy", 8)
    s.place(A, "sympathy", 1)
    s.place("marquise", "warrior", 9, count=3)         # Martial Law in 9
    s.supporters(["anvil", "foxfolk_steel", "armorers", "brutal_tactics"])
    g = s.start(turn=A, phase="birdsong")
    out += [(a, g) for a in g.legal_actions()]
    g2 = g.clone()
    g2.apply("revolt:8")
    out += [(a, g2) for a in g2.legal_actions()]
    g.apply("done")
    out += [(a, g) for a in g.legal_actions()]
    s = table()
    s.place(A, "sympathy", 1)
    s.place(A, "base_fox", 8)
    s.hand(A, ["anvil", "bake_sale"])
    g = s.start(turn=A, phase="daylight")
    out += [(a, g) for a in g.legal_actions()]
    s = table()
    s.place(A, "base_fox", 8)
    s.place(A, "warrior", 1, count=2)
    s.place("marquise", "warrior", 1)
    s.officers(2)
    g = s.start(turn=A, phase="evening")
    out += [(a, g) for a in g.legal_actions()]
    g = _march_position().start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("march:1-5:1")
    out += [(a, g) for a in g.legal_actions()]
    sup = ["a_visit_to_friends", "bake_sale", "investments", "mouse_root_tea",
           "rabbit_root_tea", "smugglers_trail", "sword"]
    g = _base_under_attack(officers=0, supporters=sup).start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:8:alliance")
    out += [(a, g) for a in g.legal_actions()]
    return out


@pytest.mark.parametrize("locale", ["de", "ja"])
def test_8_the_alliance_options_read_in_german_and_japanese_with_the_spread_cost_named(locale):
    from root_widget.i18n import Labels
    t = Labels(locale)
    opts = _alliance_options()
    assert {"revolt", "spend", "spread", "craft", "mobilize", "train", "move", "battle",
            "recruit", "organize", "outrage", "discard", "done"} <= {a.kind for a, _ in opts}
    labels = {}
    for a, g in opts:
        text = labels[a.key] = t.option(a, tuple(g.factions))
        assert "{" not in text and "_" not in text, (a.key, text)
        assert not any(f in text for f in ("alliance", "marquise")), (a.key, text)
    named = {"de": ("1 Unterstützer", "2 Unterstützer"), "ja": ("支援者1枚", "支援者2枚")}
    one, two = named[locale]
    assert labels["spread:5"].endswith(one)             # the cost, in words (Law 8.4.2.II)
    assert labels["spread:9"].endswith(two)             # one more under Martial Law
    assert t.ui("supporters") in t.ui("supporters_n", n=2)
    assert t.clearing(9) in labels["spread:9"]


def test_8_the_alliance_options_refuse_a_wrong_player_and_an_unknown_key_and_change_nothing():
    s = table()
    s.place(A, "sympathy", 8)
    s.place(A, "base_rabbit", 5)
    s.place(A, "warrior", 5)
    s.supporters(["anvil", "foxfolk_steel", "armorers"])
    s.hand(A, ["bake_sale"])
    s.officers(1)
    g = s.start(turn=A, phase="birdsong")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="alliance's decision"):
        g.apply("revolt:8", player="marquise")
    for bad in ("revolt:5", "revolt:12", "spread:8", "mobilize:bake_sale", "organize:5",
                "spend:anvil", "revolt"):
        with pytest.raises(IllegalAction, match="not a legal option"):
            g.apply(bad)
    assert g.to_json() == before
    g.apply("revolt:8", player=A)
    assert g.decision.kind == "spend_supporter"
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("spend:bake_sale")                     # a hand card, not a supporter
    with pytest.raises(IllegalAction, match="alliance's decision"):
        g.apply("spend:anvil", player="marquise")
    assert g.to_json() == before
    h = _march_position().start(turn="marquise", phase="daylight")
    h.apply("done")
    h.apply("march:1-5:1")
    before = h.to_json()
    with pytest.raises(IllegalAction, match="marquise's decision"):
        h.apply("outrage:bake_sale", player=A)         # the mover gives, not the Alliance
    with pytest.raises(IllegalAction, match="not a legal option"):
        h.apply("outrage:anvil")                       # fox: not the clearing's suit
    assert h.to_json() == before
