"""Law 7: the Eyrie Dynasties.

Each test builds its position with `Scenario` (or a new game for setup), acts through
`g.apply(key)` and checks both what happened and which options are *not* offered.

Autumn map used throughout: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
Corners: 1<->3 and 2<->4 are diagonally opposite. Slots: 1, 3, 4 hold one building.
"""
import pytest

from root_widget import Game, IllegalAction, Scenario

from helpers import keys, table

LEADER_VIZIERS = {
    "builder": ("recruit", "move"),
    "charismatic": ("recruit", "battle"),
    "commander": ("move", "battle"),
    "despot": ("move", "build"),
}


def eyrie(g):
    return g.s["players"]["eyrie"]


def vizier_columns(g):
    return sorted(col for col, cards in eyrie(g)["decree"].items() if "loyal_vizier" in cards)


def rules_logged(g):
    return [line.get("rule") for line in g.log]


# ===== 7.2 Faction rules and abilities ==========================================================

def test_7_2_1_craft_step_comes_first_and_uses_roosts_as_crafting_pieces():
    s = table()
    s.place("eyrie", "roost", clearing=1)          # fox
    s.place("eyrie", "roost", clearing=8)          # fox
    s.place("eyrie", "warrior", clearing=5, count=2)   # warriors in a rabbit clearing craft nothing
    s.leader("builder")
    s.hand("eyrie", ["anvil", "foxfolk_steel", "a_visit_to_friends", "mouse_crossbow"])
    g = s.start(turn="eyrie", phase="daylight")
    d = g.decision
    assert (d.player, d.kind) == ("eyrie", "craft")
    # two fox roosts: one- and two-fox recipes; no rabbit roost, so no rabbit recipe
    assert set(keys(g)) == {"craft:anvil", "craft:foxfolk_steel", "craft:mouse_crossbow", "done"}
    g.apply("craft:anvil")
    # one fox roost is used; the two-fox recipe is gone, the one-fox one stays
    assert set(keys(g)) == {"craft:mouse_crossbow", "done"}
    assert eyrie(g)["items"] == ["hammer"]
    g.apply("craft:mouse_crossbow")
    assert keys(g) == ["done"]


def test_7_2_1_no_crafting_once_the_decree_is_being_resolved():
    s = table()
    s.place("eyrie", "roost", clearing=1)
    s.place("eyrie", "roost", clearing=8)
    s.leader("builder")                               # viziers on recruit and move
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="eyrie", phase="daylight")
    assert "craft:anvil" in keys(g)
    g.apply("done")
    assert g.decision.kind == "decree_recruit"
    assert not [k for k in keys(g) if k.startswith("craft")]
    g.apply("recruit:1")
    assert g.decision.kind == "decree_move"
    assert not [k for k in keys(g) if k.startswith("craft")]
    assert eyrie(g)["hand"] == ["anvil"]


def test_7_2_2_lords_of_the_forest_rule_ties_where_the_eyrie_have_pieces():
    s = table()
    s.place("eyrie", "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5)              # 1 v 1 warriors
    s.place("eyrie", "roost", clearing=10)
    s.place("marquise", "warrior", clearing=10)             # roost v warrior
    s.place("eyrie", "warrior", clearing=12, count=2)
    s.place("marquise", "sawmill", clearing=12)
    s.place("marquise", "warrior", clearing=12)             # 2 v 1+1 building
    s.place("eyrie", "warrior", clearing=7)
    s.place("marquise", "warrior", clearing=7, count=2)     # Eyrie have fewer: no help
    s.place("marquise", "wood", clearing=9)                 # tokens alone do not rule
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(5).ruler() == "eyrie"
    assert g.clearing(10).ruler() == "eyrie"
    assert g.clearing(12).ruler() == "eyrie"
    assert g.clearing(7).ruler() == "marquise"
    assert g.clearing(9).ruler() is None
    assert g.clearing(2).ruler() is None


def test_7_2_2_the_tie_rule_needs_an_eyrie_piece_in_the_clearing():
    # With only the Marquise and the Eyrie implemented, no tie between two other factions can
    # be built; check the hook that breaks ties directly: it answers no without an Eyrie piece.
    from root_widget.rules.factions import faction
    s = table()
    s.place("marquise", "warrior", clearing=5)
    s.place("eyrie", "warrior", clearing=10)
    g = s.start(turn="eyrie", phase="daylight")
    assert faction("eyrie").rules_when_tied(g, 5) is False
    assert faction("eyrie").rules_when_tied(g, 10) is True
    assert faction("marquise").rules_when_tied(g, 5) is False


def test_7_2_2_lords_of_the_forest_lets_the_eyrie_move_out_of_a_tied_clearing():
    s = table()
    s.place("eyrie", "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=2)
    s.leader("commander")                                   # viziers on move and battle
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    # the Eyrie rule nothing but the tied clearing 5, which lets them leave it
    assert set(keys(g)) == {"move:5-1:1", "move:5-2:1"}


@pytest.mark.parametrize("leader, expected", [("commander", 1), ("charismatic", 1), ("despot", 1),
                                              ("builder", 3)])
def test_7_2_3_disdain_for_trade_one_point_per_item_builder_ignores_it_7_8_1(leader, expected):
    s = table()
    s.place("eyrie", "roost", clearing=5)          # rabbit
    s.place("eyrie", "roost", clearing=10)         # rabbit
    s.leader(leader)
    s.hand("eyrie", ["protection_racket"])          # a 3 VP item costing two rabbits
    s.score("eyrie", 4)
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("craft:protection_racket")
    assert g.score("eyrie") == 4 + expected
    assert eyrie(g)["items"] == ["coins"]


def test_7_2_3_disdain_for_trade_does_not_touch_persistent_effects():
    s = table()
    s.place("eyrie", "roost", clearing=2)          # mouse
    s.leader("despot")
    s.hand("eyrie", ["codebreakers"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("craft:codebreakers")
    assert g.score("eyrie") == 0
    assert eyrie(g)["crafted"] == ["codebreakers"]


# ===== 7.3 Faction setup ========================================================================

def _setup_until_eyrie(seed, keep):
    g = Game.new(["marquise", "eyrie"], seed=seed)
    assert g.decision.kind == "keep"
    g.apply(f"keep:{keep}")
    while g.decision.player == "marquise":
        assert g.decision.kind == "starting_building"
        g.apply(g.legal_actions()[0].key)
    return g


@pytest.mark.parametrize("keep, corner", [(1, 3), (2, 4), (3, 1), (4, 2)])
def test_7_3_2_roost_and_six_warriors_in_the_corner_opposite_the_keep(keep, corner):
    g = _setup_until_eyrie(seed=5, keep=keep)
    # 7.3.1/7.3.2: two players, one legal corner: no corner decision
    assert (g.decision.player, g.decision.kind) == ("eyrie", "leader")
    assert not [k for k in keys(g) if k.startswith("corner")]
    c = g.clearing(corner)
    assert c.warriors("eyrie") == 6
    assert c.buildings == [("eyrie", "roost")]
    for other in g.map.ids:
        if other != corner:
            assert g.clearing(other).warriors("eyrie") == 0
            assert ("eyrie", "roost") not in g.clearing(other).buildings
    # 20 warriors and 7 roosts in all (7.3.1, 7.3.5)
    assert eyrie(g)["supply"] == {"warrior": 14, "roost": 6}
    assert g.s["starting_corners"]["eyrie"] == corner


@pytest.mark.parametrize("leader", sorted(LEADER_VIZIERS))
def test_7_3_3_choose_one_of_four_leaders_and_7_3_4_tuck_viziers(leader):
    g = _setup_until_eyrie(seed=11, keep=2)
    assert sorted(keys(g)) == ["leader:builder", "leader:charismatic", "leader:commander",
                               "leader:despot"]
    # no viziers are tucked before a leader is chosen
    assert vizier_columns(g) == []
    g.apply(f"leader:{leader}")
    p = eyrie(g)
    assert p["leader"] == leader
    # the other three wait face up
    assert p["leaders"] == {n: ("current" if n == leader else "up") for n in LEADER_VIZIERS}
    assert vizier_columns(g) == sorted(LEADER_VIZIERS[leader])
    for col in LEADER_VIZIERS[leader]:
        assert p["decree"][col] == ["loyal_vizier"]
    assert sum(len(v) for v in p["decree"].values()) == 2


# ===== 7.4 Birdsong =============================================================================

def test_7_4_1_emergency_orders_draw_a_card_when_the_hand_is_empty():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("despot")
    s.draws(["rabbit_ambush"])
    g = s.start(turn="eyrie", phase="birdsong")
    assert (g.decision.player, g.decision.kind) == ("eyrie", "add_to_decree")
    assert eyrie(g)["hand"] == ["rabbit_ambush"]
    assert "7.4.1" in rules_logged(g)
    assert sorted(keys(g)) == [f"decree:{col}:rabbit_ambush"
                               for col in ("battle", "build", "move", "recruit")]


def test_7_4_1_no_emergency_draw_with_a_card_in_hand():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("despot")
    s.hand("eyrie", ["fox_ambush"])
    deck = sum(s.state()["deck"].values())
    g = s.start(turn="eyrie", phase="birdsong")
    assert eyrie(g)["hand"] == ["fox_ambush"]
    assert "7.4.1" not in rules_logged(g)
    assert sum(g.s["deck"].values()) == deck


def test_7_4_2_first_card_is_compulsory_and_any_column_is_allowed():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("commander")
    s.hand("eyrie", ["fox_ambush", "bird_ambush"])
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.decision.kind == "add_to_decree"
    assert "done" not in keys(g)
    assert sorted(keys(g)) == sorted(f"decree:{col}:{c}"
                                     for col in ("recruit", "move", "battle", "build")
                                     for c in ("bird_ambush", "fox_ambush"))
    with pytest.raises(IllegalAction):
        g.apply("done")


def test_7_4_2_after_a_bird_no_second_bird_but_done_is_allowed():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("commander")
    s.hand("eyrie", ["bird_ambush", "royal_claim", "fox_ambush"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:build:bird_ambush")
    assert g.decision.kind == "add_to_decree"
    ks = keys(g)
    assert "done" in ks
    assert not [k for k in ks if k.endswith(":royal_claim") or k.endswith(":bird_ambush")]
    assert {"decree:recruit:fox_ambush", "decree:move:fox_ambush", "decree:battle:fox_ambush",
            "decree:build:fox_ambush"} <= set(ks)
    with pytest.raises(IllegalAction):
        g.apply("decree:move:royal_claim")
    g.apply("decree:move:fox_ambush")
    p = eyrie(g)
    assert p["decree"]["build"] == ["bird_ambush"]
    assert p["decree"]["move"] == ["loyal_vizier", "fox_ambush"]
    assert p["hand"] == ["royal_claim"]
    # two cards is the most: Birdsong is over, Daylight begins
    assert g.phase == "daylight"
    assert not [k for k in keys(g) if k.startswith("decree:")]


def test_7_4_2_a_bird_may_follow_a_suited_card():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("commander")
    s.hand("eyrie", ["bird_ambush", "fox_ambush"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:fox_ambush")
    assert set(keys(g)) == {"done", "decree:recruit:bird_ambush", "decree:move:bird_ambush",
                            "decree:battle:bird_ambush", "decree:build:bird_ambush"}
    g.apply("decree:recruit:bird_ambush")
    assert eyrie(g)["decree"]["recruit"] == ["fox_ambush", "bird_ambush"]
    assert eyrie(g)["hand"] == []


def test_7_4_2_only_birds_left_after_a_bird_leaves_just_done():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("despot")
    s.hand("eyrie", ["bird_ambush", "royal_claim"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:battle:royal_claim")
    assert keys(g) == ["done"]
    g.apply("done")
    assert g.phase == "daylight"
    assert eyrie(g)["hand"] == ["bird_ambush"]
    assert eyrie(g)["decree"]["battle"] == ["royal_claim"]


def _new_roost_table():
    s = table()
    s.place("marquise", "keep", clearing=1)          # no warriors, but closed to the Eyrie
    s.place("marquise", "sawmill", clearing=3)       # no warriors, but no free slot
    for c in (2, 4, 5, 6, 8, 9, 11):
        s.place("marquise", "warrior", clearing=c)
    s.place("eyrie", "warrior", clearing=12, count=2)
    s.leader("builder")
    s.hand("eyrie", ["fox_ambush"])
    return s


def test_7_4_3_a_new_roost_with_a_choice_among_the_emptiest_clearings():
    g = _new_roost_table().start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:fox_ambush")
    # 7 and 10 have no warriors; 1 (keep) and 3 (full) are not possible
    assert (g.decision.player, g.decision.kind) == ("eyrie", "new_roost")
    assert sorted(keys(g)) == ["roost:10", "roost:7"]
    with pytest.raises(IllegalAction):
        g.apply("roost:1")
    g.apply("roost:10")
    c = g.clearing(10)
    assert c.buildings == [("eyrie", "roost")] and c.warriors("eyrie") == 3
    assert g.clearing(7).warriors() == {}
    assert eyrie(g)["supply"] == {"warrior": 20 - 2 - 3, "roost": 6}
    assert g.phase == "daylight"


def test_7_4_3_a_new_roost_goes_to_the_single_emptiest_clearing_without_a_choice():
    s = _new_roost_table()
    s.place("marquise", "warrior", clearing=7)
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:fox_ambush")
    assert g.decision.kind != "new_roost"
    assert g.phase == "daylight"
    assert g.clearing(10).buildings == [("eyrie", "roost")]
    assert g.clearing(10).warriors("eyrie") == 3


def test_7_4_3_fewest_counts_every_warrior_not_only_enemies():
    s = _new_roost_table()
    s.place("eyrie", "warrior", clearing=7, count=1)
    s.place("eyrie", "warrior", clearing=10, count=2)
    for c in (2, 4, 5, 6, 8, 9, 11):
        s.place("marquise", "warrior", clearing=c, count=2)
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:fox_ambush")
    assert g.clearing(7).buildings == [("eyrie", "roost")]
    assert g.clearing(7).warriors("eyrie") == 4


def test_7_4_3_no_new_roost_while_a_roost_is_on_the_map():
    s = _new_roost_table()
    s.place("eyrie", "roost", clearing=12)
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:fox_ambush")
    assert g.decision.kind != "new_roost"
    assert g.phase == "daylight"
    assert g.clearing(7).buildings == [] and g.clearing(10).buildings == []
    assert eyrie(g)["supply"]["roost"] == 6


# ===== 7.5 Daylight: resolving the Decree ========================================================

def test_7_5_2_columns_are_resolved_left_to_right():
    s = table()
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5, count=2)
    s.leader("despot")                                  # viziers on move and build
    s.decree("recruit", ["rabbit_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert g.decision.kind == "decree_recruit"          # the recruit column comes first
    g.apply("recruit:5")
    assert g.decision.kind == "decree_move"
    g.apply("move:5-1:3")
    assert g.decision.kind == "decree_build"
    assert keys(g) == ["build:1:roost"]


def test_7_5_2_any_order_within_a_column():
    s = table()
    s.place("eyrie", "roost", clearing=1)              # fox
    s.place("eyrie", "roost", clearing=5)              # rabbit
    s.leader("builder")                                 # vizier (bird) on recruit
    s.decree("recruit", ["fox_ambush"])
    s.decree("move", ["mouse_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert (g.decision.kind, sorted(keys(g))) == ("resolve_decree",
                                                   ["resolve:recruit:bird", "resolve:recruit:fox"])
    g.apply("resolve:recruit:fox")
    assert keys(g) == ["recruit:1"]                     # rabbit roost does not match
    g.apply("recruit:1")
    # only the bird is left: no more choice of order
    assert g.decision.kind == "decree_recruit"
    assert keys(g) == ["recruit:1", "recruit:5"]        # a bird matches any roost
    g.apply("recruit:5")
    # the move column: a bird vizier and a mouse card
    assert sorted(keys(g)) == ["resolve:move:bird", "resolve:move:mouse"]


def test_7_5_2_I_recruit_only_at_a_roost_of_the_card_suit():
    s = table()
    s.place("eyrie", "roost", clearing=1)              # fox
    s.place("eyrie", "roost", clearing=8)              # fox
    s.place("eyrie", "roost", clearing=10)             # rabbit
    s.place("eyrie", "warrior", clearing=12, count=3)  # fox, warriors but no roost
    s.leader("despot")
    s.decree("recruit", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert keys(g) == ["recruit:1", "recruit:8"]
    g.apply("recruit:8")
    assert g.clearing(8).warriors("eyrie") == 1
    assert eyrie(g)["supply"]["warrior"] == 20 - 3 - 1


def test_7_5_2_I_no_roost_of_the_suit_means_turmoil():
    s = table()
    s.place("eyrie", "roost", clearing=1)              # fox only
    s.leader("despot")
    s.decree("recruit", ["mouse_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert (g.decision.kind, g.decision.rule) == ("leader", "7.7.3")
    assert g.clearing(1).warriors("eyrie") == 0


def test_7_5_2_I_an_order_that_runs_out_of_warriors_is_turmoil():
    s = table()
    s.place("eyrie", "roost", clearing=1)
    s.place("eyrie", "warrior", clearing=5, count=19)   # one warrior left in supply
    s.leader("builder")
    s.decree("recruit", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("resolve:recruit:fox")
    g.apply("recruit:1")
    # the vizier still needs a warrior, and none is left
    assert g.decision.kind == "leader"
    assert eyrie(g)["supply"]["warrior"] == 0


def test_7_5_2_II_move_from_a_clearing_of_the_card_suit():
    s = table()
    s.place("eyrie", "roost", clearing=1)              # fox
    s.place("eyrie", "warrior", clearing=1, count=2)
    s.place("eyrie", "warrior", clearing=5, count=2)   # rabbit
    s.leader("despot")
    s.decree("move", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert sorted(keys(g)) == ["resolve:move:bird", "resolve:move:fox"]
    g.apply("resolve:move:fox")
    ks = keys(g)
    assert set(ks) == {"move:1-5:1", "move:1-5:2", "move:1-9:1", "move:1-9:2",
                       "move:1-10:1", "move:1-10:2"}
    assert not [k for k in ks if k.startswith("move:5-")]
    assert not [k for k in ks if k.endswith(":0")]       # at least one warrior
    g.apply("move:1-9:2")
    assert g.clearing(9).warriors("eyrie") == 2
    # the bird vizier: any clearing with Eyrie warriors
    assert {k.split(":")[1].split("-")[0] for k in keys(g)} == {"5", "9"}


def test_7_5_2_II_no_warriors_in_a_clearing_of_the_suit_is_turmoil():
    s = table()
    s.place("eyrie", "roost", clearing=1)              # roost but no warriors in fox clearings
    s.place("eyrie", "warrior", clearing=5, count=4)
    s.leader("commander")
    s.decree("move", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("resolve:move:fox")
    assert g.decision.kind == "leader"
    assert g.clearing(5).warriors("eyrie") == 4


def test_7_5_2_II_unable_to_move_because_nothing_is_ruled_is_turmoil():
    s = table()
    s.place("eyrie", "warrior", clearing=8)            # fox, outnumbered
    s.place("marquise", "warrior", clearing=8, count=2)
    for c in (4, 7):                                    # every neighbour of 8 is Marquise
        s.place("marquise", "warrior", clearing=c)
    s.place("eyrie", "roost", clearing=2)
    s.leader("despot")
    s.decree("move", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    # bird vizier first: it can only move from a clearing with Eyrie warriors
    assert sorted(keys(g)) == ["resolve:move:bird", "resolve:move:fox"]
    g.apply("resolve:move:fox")
    assert g.decision.kind == "leader"
    assert g.clearing(8).warriors("eyrie") == 1


def test_7_5_2_III_battle_in_a_clearing_of_the_card_suit():
    s = table()
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5, count=2)    # rabbit
    s.place("marquise", "warrior", clearing=5)
    s.place("eyrie", "warrior", clearing=12, count=2)   # fox
    s.place("marquise", "warrior", clearing=12)
    s.place("marquise", "sawmill", clearing=8)          # fox, no Eyrie warriors there
    s.leader("despot")
    s.decree("battle", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:5-1:1")                              # the vizier's move
    assert g.decision.kind == "decree_battle"
    assert keys(g) == ["battle:12:marquise"]


def test_7_5_2_III_no_battle_possible_is_turmoil():
    s = table()
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5)          # a battle, but in rabbit
    s.place("eyrie", "warrior", clearing=1)             # fox, but no enemy
    s.leader("charismatic")
    s.decree("battle", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:5")                                # the vizier's recruit
    assert sorted(keys(g)) == ["resolve:battle:bird", "resolve:battle:fox"]
    g.apply("resolve:battle:fox")
    assert g.decision.kind == "leader"


def test_7_5_2_IV_build_only_in_a_ruled_matching_clearing_without_a_roost():
    s = table()
    s.place("eyrie", "roost", clearing=1)               # fox, already a roost
    s.place("eyrie", "warrior", clearing=1)
    s.place("eyrie", "warrior", clearing=8)             # fox, ruled, free slots
    s.place("eyrie", "warrior", clearing=6)             # fox, ruled, but its slots...
    s.place("marquise", "sawmill", clearing=6)          # ...one sawmill + one ruin: full
    s.place("eyrie", "warrior", clearing=6, count=1)
    s.place("eyrie", "warrior", clearing=12)            # fox, ruled by the Marquise
    s.place("marquise", "warrior", clearing=12, count=2)
    s.place("eyrie", "warrior", clearing=5)             # rabbit, ruled, wrong suit
    s.leader("despot")
    s.decree("build", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(6).open_slots == 0
    g.apply("done")
    g.apply("move:1-5:1")
    g.apply("resolve:build:fox")
    assert keys(g) == ["build:8:roost"]
    g.apply("build:8:roost")
    assert ("eyrie", "roost") in g.clearing(8).buildings
    # the bird vizier: any ruled clearing without a roost, with room
    assert keys(g) == ["build:5:roost"]


def test_7_5_2_IV_no_roost_in_the_keep_clearing_even_when_ruled():
    s = table()
    s.place("marquise", "keep", clearing=1)
    s.place("marquise", "warrior", clearing=1)
    s.place("eyrie", "warrior", clearing=1, count=3)    # the Eyrie rule the keep's clearing
    s.place("eyrie", "warrior", clearing=12, count=2)   # and fox 12
    s.leader("despot")
    s.decree("build", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(1).ruler() == "eyrie"
    g.apply("done")
    g.apply("move:12-10:1")
    g.apply("resolve:build:fox")
    assert keys(g) == ["build:12:roost"]


def test_7_5_2_IV_no_roost_left_in_supply_is_turmoil():
    s = table()
    for c in (2, 5, 6, 7, 9, 10, 11):
        s.place("eyrie", "roost", clearing=c)
    s.place("eyrie", "warrior", clearing=8, count=3)    # rules fox 8, no roost there
    s.leader("despot")
    s.decree("build", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    assert eyrie(g)["supply"]["roost"] == 0
    g.apply("done")
    g.apply("move:8-7:1")
    assert sorted(keys(g)) == ["resolve:build:bird", "resolve:build:fox"]
    g.apply("resolve:build:fox")
    assert g.decision.kind == "leader"
    assert g.clearing(8).buildings == []


# ===== 7.6 Evening =============================================================================

ROOST_SPOTS = (2, 5, 6, 7, 8, 9, 10)


@pytest.mark.parametrize("roosts, vp, draws", [(1, 0, 1), (2, 1, 1), (3, 2, 2), (4, 3, 2),
                                               (5, 4, 2), (6, 4, 3), (7, 5, 3)])
def test_7_6_1_roost_track_points_and_7_6_2_draw_bonuses(roosts, vp, draws):
    s = table()
    for c in ROOST_SPOTS[:roosts]:
        s.place("eyrie", "roost", clearing=c)
    s.score("eyrie", 3)
    g = s.start(turn="eyrie", phase="evening")
    assert g.score("eyrie") == 3 + vp
    assert len(eyrie(g)["hand"]) == draws
    assert g.current == "marquise"


def test_7_6_1_no_roost_on_the_map_scores_nothing():
    s = table()
    s.place("eyrie", "warrior", clearing=5)
    s.score("eyrie", 3)
    g = s.start(turn="eyrie", phase="evening")
    assert g.score("eyrie") == 3
    assert len(eyrie(g)["hand"]) == 1


def test_7_6_2_discard_down_to_five_cards():
    s = table()
    for c in (2, 5, 6):
        s.place("eyrie", "roost", clearing=c)           # 3 roosts: draw two
    hand = ["fox_ambush", "rabbit_ambush", "mouse_ambush", "anvil", "sword"]
    s.hand("eyrie", hand)
    s.draws(["bird_ambush", "armorers"])
    g = s.start(turn="eyrie", phase="evening")
    assert (g.decision.player, g.decision.kind, g.decision.rule) == ("eyrie", "discard", "7.6.2")
    assert sorted(keys(g)) == sorted(f"discard:{c}" for c in hand + ["bird_ambush", "armorers"])
    g.apply("discard:sword")
    assert g.decision.kind == "discard"
    assert "discard:sword" not in keys(g)
    g.apply("discard:bird_ambush")
    assert g.current == "marquise"
    assert sorted(eyrie(g)["hand"]) == sorted(["fox_ambush", "rabbit_ambush", "mouse_ambush",
                                              "anvil", "armorers"])
    assert g.s["discard"][-2:] == ["sword", "bird_ambush"]


def test_7_6_2_five_cards_or_fewer_are_kept():
    s = table()
    s.place("eyrie", "roost", clearing=2)
    s.hand("eyrie", ["fox_ambush", "rabbit_ambush", "mouse_ambush", "anvil"])
    g = s.start(turn="eyrie", phase="evening")
    assert g.decision.kind != "discard"
    assert len(eyrie(g)["hand"]) == 5
    assert g.current == "marquise"


# ===== 7.7 Turmoil =============================================================================

def _turmoil_table(leader="commander", deposed=(), score=6):
    """A Decree whose first card (rabbit recruit, no rabbit roost) cannot be carried out."""
    s = table()
    s.place("eyrie", "roost", clearing=1)               # fox
    s.place("eyrie", "roost", clearing=8)               # fox
    s.place("eyrie", "warrior", clearing=1, count=3)
    s.leader(leader, deposed=list(deposed))
    s.decree("recruit", ["rabbit_ambush"])
    s.decree("move", ["fox_ambush"])
    s.decree("build", ["bird_ambush", "mouse_ambush"])
    s.score("eyrie", score)
    return s


def test_7_7_turmoil_stops_the_decree_at_the_failed_action():
    g = _turmoil_table().start(turn="eyrie", phase="daylight")
    g.apply("done")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("eyrie", "leader", "7.7.3")
    assert "7.7" in rules_logged(g)


def test_7_7_1_humiliate_loses_a_point_per_bird_including_viziers():
    g = _turmoil_table(score=6).start(turn="eyrie", phase="daylight")
    g.apply("done")
    # two viziers + bird ambush; the fox, rabbit and mouse cards cost nothing
    assert g.score("eyrie") == 6 - 3
    assert [e["vp"] for e in g.log if e.get("rule") == "7.7.1"] == [{"eyrie": -3}]


def test_7_7_1_humiliate_stops_at_zero_points():
    g = _turmoil_table(score=1).start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert g.score("eyrie") == 0
    assert eyrie(g)["score"] == 0


def test_7_7_2_purge_discards_everything_but_the_viziers():
    g = _turmoil_table().start(turn="eyrie", phase="daylight")
    g.apply("done")
    p = eyrie(g)
    assert sorted(g.s["discard"]) == ["bird_ambush", "fox_ambush", "mouse_ambush", "rabbit_ambush"]
    assert sum(len(v) for v in p["decree"].values()) == 2
    assert all(x == "loyal_vizier" for v in p["decree"].values() for x in v)


def test_7_7_2_purged_dominance_card_becomes_available():
    s = _turmoil_table()
    s.decree("battle", ["fox_dominance"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert g.s["available_dominance"] == ["fox_dominance"]
    assert "fox_dominance" not in g.s["discard"]


def test_7_7_3_depose_choose_among_face_up_leaders_and_retuck_viziers():
    g = _turmoil_table(leader="commander", deposed=["builder"]).start(turn="eyrie",
                                                                       phase="daylight")
    g.apply("done")
    assert sorted(keys(g)) == ["leader:charismatic", "leader:despot"]
    with pytest.raises(IllegalAction):
        g.apply("leader:commander")
    with pytest.raises(IllegalAction):
        g.apply("leader:builder")
    g.apply("leader:despot")
    p = eyrie(g)
    assert p["leader"] == "despot"
    assert p["leaders"] == {"builder": "down", "charismatic": "up", "commander": "down",
                            "despot": "current"}
    assert p["decree"] == {"recruit": [], "move": ["loyal_vizier"], "battle": [],
                           "build": ["loyal_vizier"]}


def test_7_7_3_I_a_new_clutch_when_no_leader_is_face_up():
    g = _turmoil_table(leader="despot", deposed=["builder", "charismatic", "commander"]).start(
        turn="eyrie", phase="daylight")
    g.apply("done")
    assert sorted(keys(g)) == ["leader:builder", "leader:charismatic", "leader:commander",
                               "leader:despot"]
    assert "7.7.3.I" in rules_logged(g)
    g.apply("leader:charismatic")
    p = eyrie(g)
    assert p["leaders"] == {"builder": "up", "charismatic": "current", "commander": "up",
                            "despot": "up"}
    assert vizier_columns(g) == ["battle", "recruit"]


def test_7_7_3_no_new_clutch_while_one_leader_is_still_face_up():
    g = _turmoil_table(leader="despot", deposed=["builder", "charismatic"]).start(
        turn="eyrie", phase="daylight")
    g.apply("done")
    assert keys(g) == ["leader:commander"]
    assert "7.7.3.I" not in rules_logged(g)


def test_7_7_4_rest_skips_the_rest_of_the_decree_and_goes_to_evening():
    g = _turmoil_table(score=6).start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("leader:builder")
    # the move and build cards were never carried out
    assert g.clearing(1).warriors("eyrie") == 3
    assert eyrie(g)["supply"]["roost"] == 5
    # Evening: two roosts score 1 and one card is drawn; then the Marquise play
    assert g.score("eyrie") == 6 - 3 + 1
    assert len(eyrie(g)["hand"]) == 1
    assert g.current == "marquise"
    rules = rules_logged(g)
    assert rules.index("7.7.4") < rules.index("7.6.1")


# ===== 7.8 Leaders =============================================================================

def test_7_8_2_charismatic_recruits_two_warriors():
    s = table()
    s.place("eyrie", "roost", clearing=2)
    s.place("eyrie", "warrior", clearing=2)
    s.place("marquise", "warrior", clearing=2)
    s.leader("charismatic")
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:2")
    assert g.clearing(2).warriors("eyrie") == 3
    assert eyrie(g)["supply"]["warrior"] == 17
    assert g.decision.kind in ("decree_battle", "dice", "ambush")


def test_7_8_2_charismatic_with_one_warrior_left_falls_into_turmoil():
    s = table()
    s.place("eyrie", "roost", clearing=2)
    s.place("eyrie", "warrior", clearing=5, count=19)
    s.place("marquise", "warrior", clearing=5)
    s.leader("charismatic")
    s.score("eyrie", 5)
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:2")
    assert g.clearing(2).warriors("eyrie") == 1
    assert (g.decision.kind, g.decision.rule) == ("leader", "7.7.3")
    assert g.score("eyrie") == 5 - 2
    assert "leader:charismatic" not in keys(g)


@pytest.mark.parametrize("leader, lost", [("commander", 2), ("charismatic", 1)])
def test_7_8_3_commander_deals_an_extra_hit_as_attacker(leader, lost):
    s = table()
    s.place("eyrie", "roost", clearing=2)
    s.place("eyrie", "warrior", clearing=2)
    s.place("eyrie", "warrior", clearing=12, count=3)
    s.place("marquise", "warrior", clearing=12, count=4)
    s.leader(leader)
    s.dice([1, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    if leader == "commander":
        g.apply("move:2-5:1")                           # the move vizier first
        g.apply("battle:12:marquise")
    else:
        g.apply("recruit:2")
        g.apply("battle:12:marquise")
    assert g.clearing(12).warriors("marquise") == 4 - lost


def test_7_8_3_commander_deals_no_extra_hit_as_defender():
    s = table()
    s.place("eyrie", "warrior", clearing=12, count=3)
    s.place("marquise", "warrior", clearing=12, count=4)
    s.leader("commander")
    s.dice([1, 1])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft"
    g.apply("done")
    g.apply("battle:12:eyrie")
    assert g.clearing(12).warriors("marquise") == 3
    assert g.clearing(12).warriors("eyrie") == 2


def test_7_8_3_commander_extra_hit_is_not_a_rolled_hit_so_armorers_do_not_stop_it():
    s = table()
    s.place("eyrie", "warrior", clearing=2)
    s.place("eyrie", "warrior", clearing=12, count=3)
    s.place("marquise", "warrior", clearing=12, count=3)
    s.crafted("marquise", ["armorers"])
    s.leader("commander")
    s.dice([3, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:2-5:1")
    g.apply("battle:12:marquise")
    assert (g.decision.player, g.decision.kind) == ("marquise", "after_roll")
    g.apply("use:armorers")
    # the three rolled hits are ignored; the Commander's hit still lands
    assert g.clearing(12).warriors("marquise") == 2
    assert g.clearing(12).warriors("eyrie") == 3
    assert "armorers" not in g.s["players"]["marquise"]["crafted"]


def _despot_battle(leader, building=True):
    s = table()
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5)
    s.place("eyrie", "warrior", clearing=8, count=2)
    if building:
        s.place("marquise", "sawmill", clearing=8)
        s.place("marquise", "workshop", clearing=8)
    else:
        s.place("marquise", "warrior", clearing=8, count=2)
    s.leader(leader)
    if leader == "despot":
        s.decree("battle", ["fox_ambush"])
    s.dice([2, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:5-1:1" if leader == "despot" else "recruit:5")
    g.apply("battle:8:marquise")
    return g


def test_7_8_4_despot_scores_one_extra_point_for_buildings_removed_in_battle():
    g = _despot_battle("despot")
    assert g.clearing(8).buildings == []
    # two buildings: 1 VP each (3.2.1) plus a single Despot point
    assert g.score("eyrie") == 3
    assert [e["vp"] for e in g.log if e.get("rule") == "7.8.4"] == [{"eyrie": 1}]


def test_7_8_4_no_despot_point_for_other_leaders():
    g = _despot_battle("charismatic")
    assert g.clearing(8).buildings == []
    assert g.score("eyrie") == 2
    assert "7.8.4" not in rules_logged(g)


def test_7_8_4_no_despot_point_for_warriors_only():
    g = _despot_battle("despot", building=False)
    assert g.clearing(8).warriors("marquise") == 0
    assert g.score("eyrie") == 0


def test_7_8_4_despot_point_for_a_token_too():
    s = table()
    s.place("eyrie", "warrior", clearing=12, count=2)
    s.place("marquise", "wood", clearing=12)
    s.place("eyrie", "warrior", clearing=2)
    s.leader("despot")
    s.decree("battle", ["fox_ambush"])
    s.dice([0, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:2-5:1")
    g.apply("battle:12:marquise")
    # no rolled hit, but the defenceless Marquise take one: the wood goes
    assert g.clearing(12).tokens == []
    assert g.score("eyrie") == 2


def test_7_8_4_despot_point_also_when_defending():
    s = table()
    s.place("eyrie", "warrior", clearing=12, count=3)
    s.place("marquise", "warrior", clearing=12)
    s.place("marquise", "sawmill", clearing=12)
    s.leader("despot")
    s.dice([3, 2])
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:12:eyrie")
    assert g.clearing(12).buildings == []
    assert g.clearing(12).warriors("eyrie") == 2
    assert g.score("eyrie") == 2


# ===== Audit of Law 7 (s25): rules and interactions not checked above =========================

def test_7_3_2_with_no_other_starting_corner_the_eyrie_may_choose_any_corner():
    # no Marquise: no starting corner to stand opposite, so "if possible" leaves all four
    g = Game.new(["eyrie", "alliance"], seed=1)
    while g.decision.kind != "start_corner":
        assert g.decision.player != "eyrie", g.decision.kind    # the corner comes first
        g.apply(g.legal_actions()[0].key)
    assert (g.decision.player, g.decision.rule) == ("eyrie", "7.3.2")
    assert sorted(keys(g)) == ["corner:1", "corner:2", "corner:3", "corner:4"]
    with pytest.raises(IllegalAction):
        g.apply("corner:5")                              # not a corner
    g.apply("corner:2")
    assert g.clearing(2).buildings == [("eyrie", "roost")]
    assert g.clearing(2).warriors("eyrie") == 6
    assert g.s["starting_corners"]["eyrie"] == 2
    assert (g.decision.player, g.decision.kind) == ("eyrie", "leader")


def test_7_4_2_cards_added_to_the_decree_are_revealed_the_hand_stays_hidden_1_2():
    s = table()
    s.place("eyrie", "roost", clearing=3)
    s.leader("despot", deposed=["builder"])
    s.hand("eyrie", ["fox_ambush", "mouse_crossbow", "anvil"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:battle:fox_ambush")
    g.apply("done")
    seen = g.observation("marquise")["players"]["eyrie"]
    assert seen["decree"]["battle"] == ["fox_ambush"]
    assert seen["decree"]["build"] == ["loyal_vizier"]
    assert seen["leader"] == "despot" and seen["leaders"]["builder"] == "down"
    assert seen["hand"] is None and seen["hand_size"] == 2
    text = g.position_text(seat="marquise")
    assert "decree eyrie battle: fox_ambush" in text
    assert "mouse_crossbow" not in text and "anvil" not in text
    svg = g.svg(seat="marquise")
    assert "Anvil" not in svg and "anvil" not in svg      # a card in the hand
    assert "Ambush" in svg and "Despot" in svg            # the Decree and leaders are public
    assert "Anvil" in g.svg(seat="eyrie")
    # the Eyrie's own seat sees its hand
    assert sorted(g.observation("eyrie")["players"]["eyrie"]["hand"]) == ["anvil", "mouse_crossbow"]


def test_7_4_1_and_7_4_2_with_no_card_anywhere_nothing_is_added_and_no_turmoil_follows():
    # Reading: Add to the Decree cannot be done without a card; the Law gives no penalty for
    # that (turmoil, 7.7, is only for the Decree's actions in Daylight), so Birdsong goes on.
    s = table()
    cards = [c for c, n in sorted(s.state()["deck"].items()) for _ in range(n)]
    s.hand("marquise", cards)                            # deck empty, discard pile empty
    s.place("eyrie", "warrior", clearing=5)
    for c in (1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12):
        s.place("marquise", "warrior", clearing=c, count=2)
    s.leader("commander")
    s.score("eyrie", 4)
    g = s.start(turn="eyrie", phase="birdsong")
    assert "7.4.1" in rules_logged(g)
    assert eyrie(g)["hand"] == []
    # 7.4.3 still follows: no roost on the map
    assert g.phase == "daylight"
    assert g.clearing(5).buildings == [("eyrie", "roost")]
    assert eyrie(g)["decree"] == {"recruit": [], "move": ["loyal_vizier"],
                                  "battle": ["loyal_vizier"], "build": []}
    assert g.score("eyrie") == 4 and "7.7" not in rules_logged(g)


def test_7_4_3_a_new_roost_comes_after_the_decree_is_added_to():
    s = _new_roost_table()
    g = s.start(turn="eyrie", phase="birdsong")
    # the roost is not placed before a card is added (7.4 order: 7.4.2 then 7.4.3)
    assert g.decision.kind == "add_to_decree"
    assert g.clearing(7).buildings == [] and g.clearing(10).buildings == []
    g.apply("decree:recruit:fox_ambush")
    assert g.decision.kind == "new_roost"


def test_7_4_3_with_13_7_2_a_new_roost_is_not_placed_where_a_snare_forbids_placing():
    s = table(("corvids", "eyrie"))
    for c in range(1, 13):
        if c not in (4, 8):
            s.place("corvids", "warrior", clearing=c)
    s.plot(8, "snare", face_up=True)                     # 4 and 8 are emptiest; 8 is snared
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:move:anvil")
    assert g.decision.kind != "new_roost"                # no choice: only 4 is possible
    assert g.clearing(4).buildings == [("eyrie", "roost")]
    assert g.clearing(4).warriors("eyrie") == 3
    assert g.clearing(8).buildings == [] and g.clearing(8).warriors("eyrie") == 0

def test_7_5_2_no_decree_card_may_be_skipped():
    s = table()
    s.place("eyrie", "roost", clearing=1)               # fox
    s.place("eyrie", "warrior", clearing=1, count=2)
    s.place("eyrie", "warrior", clearing=12)
    s.place("marquise", "warrior", clearing=12)
    s.leader("builder")                                  # viziers on recruit and move
    s.decree("recruit", ["fox_ambush"])
    s.decree("battle", ["anvil"])                        # a fox card
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    skips = ("done", "pass", "skip", "end")
    assert g.decision.kind == "resolve_decree"
    assert not set(skips) & set(keys(g))
    for k in skips:
        with pytest.raises(IllegalAction):
            g.apply(k)
    g.apply("resolve:recruit:bird")
    assert g.decision.kind == "decree_recruit" and not set(skips) & set(keys(g))
    g.apply("recruit:1")
    g.apply("recruit:1")
    assert g.decision.kind == "decree_move" and not set(skips) & set(keys(g))
    g.apply("move:1-5:1")
    assert g.decision.kind == "decree_battle" and not set(skips) & set(keys(g))
    assert keys(g) == ["battle:12:marquise"]


def test_7_5_2_II_with_7_2_2_a_decree_move_may_end_in_a_clearing_ruled_by_a_tie():
    s = table()
    s.place("eyrie", "warrior", clearing=8)              # fox, ruled by the Marquise
    s.place("marquise", "warrior", clearing=8, count=2)
    s.place("eyrie", "warrior", clearing=4)              # rabbit: one each, the Eyrie rule
    s.place("marquise", "warrior", clearing=4)
    s.place("marquise", "warrior", clearing=7, count=2)  # ruled by the Marquise
    s.place("eyrie", "roost", clearing=2)
    s.leader("despot")
    s.decree("move", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("resolve:move:fox")
    # from 8 (not ruled) only to 4 (ruled through the tie); 7 and 12 are not ruled by them
    assert keys(g) == ["move:8-4:1"]
    g.apply("move:8-4:1")
    assert g.clearing(4).warriors("eyrie") == 2


def test_7_5_2_IV_with_7_2_2_a_roost_may_be_built_where_the_eyrie_rule_by_a_tie():
    s = table()
    s.place("eyrie", "warrior", clearing=12)             # fox: one each, the Eyrie rule
    s.place("marquise", "warrior", clearing=12)
    s.place("eyrie", "warrior", clearing=8)              # fox: the Marquise have more
    s.place("marquise", "warrior", clearing=8, count=2)
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5)
    s.leader("despot")                                   # viziers on move and build
    s.decree("build", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    assert g.clearing(12).ruler() == "eyrie"
    g.apply("done")
    g.apply("move:5-2:1")                                # the vizier's move
    g.apply("resolve:build:fox")
    assert keys(g) == ["build:12:roost"]
    g.apply("build:12:roost")
    assert ("eyrie", "roost") in g.clearing(12).buildings


def test_7_5_2_daylight_card_effects_may_be_used_between_decree_cards():
    s = table()
    s.place("eyrie", "roost", clearing=1)
    s.place("eyrie", "warrior", clearing=1, count=2)
    s.place("eyrie", "warrior", clearing=5)
    s.crafted("eyrie", ["tax_collector"])
    s.leader("builder")
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    # one card per column, yet the Decree waits while a Daylight effect is offered
    assert g.decision.kind == "resolve_decree"
    assert sorted(keys(g)) == ["resolve:recruit:bird", "tax_collector:1", "tax_collector:5"]
    g.apply("tax_collector:5")
    assert g.clearing(5).warriors("eyrie") == 0 and len(eyrie(g)["hand"]) == 1
    # once per Daylight: with nothing else to choose, the Decree goes on by itself
    assert (g.decision.kind, keys(g)) == ("decree_recruit", ["recruit:1"])


def test_7_7_4_rest_ends_daylight_so_no_daylight_effect_follows_turmoil():
    s = _turmoil_table()
    s.crafted("eyrie", ["tax_collector"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert "tax_collector:1" in keys(g)                  # offered before the Decree fails
    g.apply("resolve:recruit:rabbit")
    assert g.decision.kind == "leader"
    g.apply("leader:despot")
    assert g.current == "marquise"
    assert not [e for e in g.log if "Tax Collector" in e["text"]]
    assert len(eyrie(g)["hand"]) == 1                     # the Evening draw only


def test_7_7_the_four_turmoil_steps_come_in_their_order():
    g = _turmoil_table().start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("leader:charismatic")
    rules = rules_logged(g)
    steps = [rules.index(r) for r in ("7.7", "7.7.1", "7.7.2", "7.7.3", "7.7.4", "7.6.1")]
    assert steps == sorted(steps)


def test_7_7_1_with_3_3_1_an_eyrie_with_active_dominance_loses_no_points():
    s = _turmoil_table(score=0)
    s.dominance("eyrie", "fox_dominance")
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert g.score("eyrie") is None
    assert not [e for e in g.log if e.get("rule") == "7.7.1" and e.get("vp")]
    g.apply("leader:builder")                            # the rest of turmoil is unchanged
    assert eyrie(g)["leader"] == "builder"
    assert sorted(g.s["discard"]) == ["bird_ambush", "fox_ambush", "mouse_ambush", "rabbit_ambush"]


def test_7_8_2_charismatic_recruits_two_for_every_recruit_card_bird_or_suited():
    s = table()
    s.place("eyrie", "roost", clearing=1)                # fox
    s.leader("charismatic")                              # a bird vizier on recruit
    s.decree("recruit", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("resolve:recruit:fox")
    g.apply("recruit:1")
    assert g.clearing(1).warriors("eyrie") == 2
    g.apply("recruit:1")
    assert g.clearing(1).warriors("eyrie") == 4
    assert eyrie(g)["supply"]["warrior"] == 16


# ----- bad input for the Eyrie's options (DESIGN 6) and their labels in de/ja --------------------

def test_7_bad_input_to_eyrie_decisions_is_refused_and_changes_nothing():
    s = table()
    s.place("eyrie", "roost", clearing=1)
    s.leader("builder")
    s.decree("recruit", ["fox_ambush"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    before = g.to_json()
    for key, msg in (("resolve:recruit:mouse", "not a legal option for eyrie's decision "
                                               "'resolve_decree' (Law 7.5.2)"),
                     ("resolve:attack:fox", "not a legal option"),
                     ("recruit:1", "not a legal option")):
        with pytest.raises(IllegalAction, match=msg.replace("(", r"\(").replace(")", r"\)")):
            g.apply(key)
        assert g.to_json() == before
    with pytest.raises(IllegalAction, match="it is eyrie's decision"):
        g.apply("resolve:recruit:fox", player="marquise")
    assert g.to_json() == before
    g.apply("resolve:recruit:fox")
    before = g.to_json()
    with pytest.raises(IllegalAction, match=r"'recruit:5' is not a legal option .*Law 7\.5\.2\.I"):
        g.apply("recruit:5")
    with pytest.raises(IllegalAction, match="it is eyrie's decision"):
        g.apply("recruit:1", player="marquise")
    assert g.to_json() == before


def test_7_eyrie_option_labels_name_leaders_columns_suits_and_clearings_in_de_and_ja():
    from root_widget.i18n import Labels
    s = _new_roost_table()
    s.hand("eyrie", ["fox_ambush", "bird_ambush"])
    g = s.start(turn="eyrie", phase="birdsong")
    for loc, column, suit, roost in (("de", "Kampf", "Vogel", "Neues Nest"),
                                     ("ja", "戦闘", "鳥", "新しい止まり木")):
        t = Labels(loc)
        label = t.option(next(a for a in g.legal_actions() if a.key == "decree:battle:bird_ambush"))
        assert column in label and suit in label and "battle" not in label
        gg = g.child("decree:battle:bird_ambush").child("done")
        assert gg.decision.kind == "new_roost"
        label = t.option(next(a for a in gg.legal_actions() if a.key == "roost:10"))
        assert label.startswith(roost) and t.clearing(10) in label
    t = Labels("de")
    g = _turmoil_table().start(turn="eyrie", phase="daylight")
    g.apply("done")
    labels = [t.option(a) for a in g.legal_actions()]
    assert labels == [f"{t.action(a)}: {t.get('leaders', a.leader)}" for a in g.legal_actions()]
    assert not [x for x in labels if "builder" in x or "despot" in x]
