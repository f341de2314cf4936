"""Law 6: the Marquise de Cat.

Every test sets up its own position (a `Scenario`, or `Game.new` for setup), plays
through `g.apply(key)`, and checks what changed as well as which options are *not*
offered.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
Corners 1<->3 and 2<->4 are diagonally opposite. Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6
3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11. Clearings 1, 3 and 4 have one
building slot, 2 and 5-10 and 12 two, 11 three; 6, 10, 11, 12 hold a ruin in one slot.
"""
import pytest

from root_widget import Game, IllegalAction, Scenario

from helpers import keys, table, to_actions, until

ALL = tuple(range(1, 13))


def prefixed(g, prefix):
    return sorted(k for k in keys(g) if k.startswith(prefix))


def cat(g):
    return g.s["players"]["marquise"]


def wood(g, c):
    return sum(1 for o, k in g.s["board"][c]["tokens"] if (o, k) == ("marquise", "wood"))


def cat_warriors(g, c):
    return g.s["board"][c]["warriors"].get("marquise", 0)


def cat_buildings(g, c):
    return sorted(k for o, k in g.s["board"][c]["buildings"] if o == "marquise")


def keep_clearings(g):
    return [c for c in ALL if ["marquise", "keep"] in g.s["board"][c]["tokens"]]


def actions_left(g):
    return g.s["stack"][-1]["actions"]


# ===== 6.2 Faction rules and abilities ==========================================================

def test_6_2_1_crafts_by_activating_workshops_only():
    s = table()
    s.place("marquise", "workshop", clearing=8)        # fox
    s.place("marquise", "sawmill", clearing=12)        # fox, does not craft
    s.place("marquise", "recruiter", clearing=6)       # fox, does not craft
    s.place("marquise", "warrior", clearing=1, count=3)   # warriors do not craft either
    s.hand("marquise", ["anvil", "foxfolk_steel", "a_visit_to_friends"])
    g = s.start(turn="marquise", phase="daylight")
    assert (g.decision.player, g.decision.kind) == ("marquise", "craft")
    # one fox workshop: the one-fox recipe only; two-fox and rabbit recipes are missing
    assert prefixed(g, "craft") == ["craft:anvil"]
    g.apply("craft:anvil")
    assert cat(g)["items"] == ["hammer"]
    assert g.score("marquise") == 2
    # the only workshop is used up
    assert keys(g) == ["done"]


def test_6_2_1_each_workshop_crafts_once_and_crafting_ends_when_actions_start():
    s = table()
    s.place("marquise", "workshop", clearing=8)
    s.place("marquise", "workshop", clearing=12)
    s.place("marquise", "warrior", clearing=8)
    s.hand("marquise", ["anvil", "foxfolk_steel", "mouse_crossbow"])
    g = s.start(turn="marquise", phase="daylight")
    assert prefixed(g, "craft") == ["craft:anvil", "craft:foxfolk_steel", "craft:mouse_crossbow"]
    g.apply("craft:anvil")
    assert prefixed(g, "craft") == ["craft:mouse_crossbow"]   # one fox workshop left
    g.apply("done")
    assert g.decision.kind == "action"
    assert prefixed(g, "craft") == []
    assert "mouse_crossbow" in cat(g)["hand"]


def test_6_2_2_eyrie_cannot_recruit_at_a_roost_in_the_keep_clearing():
    s = table()
    s.place("marquise", "keep", clearing=1)            # fox
    s.place("eyrie", "roost", clearing=1)
    s.place("eyrie", "warrior", clearing=1, count=2)
    s.place("eyrie", "roost", clearing=8)              # fox
    s.leader("charismatic")                            # viziers: recruit and battle
    s.decree("recruit", ["fox_root_tea"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    # two recruit cards (bird vizier, fox card): the first offers 8 only, never 1
    while g.decision.kind == "resolve_decree":
        g.apply(prefixed(g, "resolve:recruit")[0])
    assert g.decision.kind == "decree_recruit"
    assert prefixed(g, "recruit") == ["recruit:8"]
    before = g.s["board"][1]["warriors"]["eyrie"]
    g.apply("recruit:8")
    assert g.s["board"][1]["warriors"]["eyrie"] == before


def test_6_2_2_eyrie_cannot_build_a_roost_in_the_keep_clearing_even_when_ruling_it():
    s = table()
    s.place("marquise", "keep", clearing=1)            # fox, one slot, empty
    s.place("eyrie", "warrior", clearing=1, count=3)   # the Eyrie rule 1
    s.place("eyrie", "warrior", clearing=6, count=2)   # and 6 (fox, 2 slots, 1 ruin)
    s.place("eyrie", "roost", clearing=11)
    s.leader("despot")                                 # viziers: move and build
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert g.decision.kind == "decree_move"
    g.apply("move:1-5:1")                             # the Eyrie still rule 1 with 2
    assert g.decision.kind == "decree_build"
    opts = prefixed(g, "build")
    assert "build:6:roost" in opts
    assert "build:1:roost" not in opts


def test_6_2_2_a_new_roost_is_not_placed_in_the_keep_clearing():
    s = table()
    s.place("marquise", "keep", clearing=1)
    for c in ALL:
        if c not in (1, 3):
            s.place("marquise", "warrior", clearing=c)
    # 1 and 3 hold the fewest warriors (none); only 3 may take the new roost
    s.hand("eyrie", ["fox_root_tea"])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("decree:recruit:fox_root_tea")
    g.apply("done")
    assert ["eyrie", "roost"] in g.s["board"][3]["buildings"]
    assert g.s["board"][3]["warriors"]["eyrie"] == 3
    assert g.s["board"][1]["buildings"] == []
    assert "eyrie" not in g.s["board"][1]["warriors"]


def test_6_2_2_other_factions_may_move_into_the_keep_clearing():
    s = table()
    s.place("marquise", "keep", clearing=1)
    s.place("eyrie", "roost", clearing=5)              # rabbit, next to 1
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.leader("commander")                              # viziers: move and battle
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    assert g.decision.kind == "decree_move"
    assert "move:5-1:2" in keys(g)
    g.apply("move:5-1:2")
    assert g.s["board"][1]["warriors"] == {"eyrie": 2}


def test_6_2_2_removing_the_keep_scores_a_point_and_it_never_returns():
    s = table()
    s.place("marquise", "keep", clearing=1)            # alone: no Marquise warriors there
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    s.place("eyrie", "roost", clearing=8)
    s.place("eyrie", "warrior", clearing=8)
    s.place("eyrie", "warrior", clearing=1, count=2)
    s.leader("commander")                              # move and battle viziers (bird)
    s.decree("build", ["fox_root_tea"])
    s.dice([0, 0])                                     # only the defenseless extra hit lands
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:8-7:1")
    g.apply("battle:1:marquise")
    assert keep_clearings(g) == []
    assert g.score("eyrie") == 1
    # with the keep gone, the Eyrie may now place pieces in 1 (a roost by their fox Build card)
    assert g.decision.kind == "decree_build"
    assert "build:1:roost" in keys(g)
    g.apply("build:1:roost")
    # the Marquise's next turn offers no way to put the keep back
    while g.current != "marquise" or g.phase != "daylight":
        g.apply(keys(g)[0] if g.decision.kind != "craft" else "done")
    assert keep_clearings(g) == []
    assert not [k for k in keys(g) if "keep" in k]


def _eyrie_attacks_in_5(marquise_hand, keep=True, dice=(3, 0)):
    """The Eyrie (Charismatic: recruit + battle viziers) attack 2 Marquise warriors in 5 (rabbit)."""
    s = table()
    if keep:
        s.place("marquise", "keep", clearing=1)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.leader("charismatic")
    s.hand("marquise", marquise_hand)
    s.dice(list(dice))
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:5")
    g.apply("battle:5:marquise")
    return g


def test_6_2_3_field_hospitals_as_defender_returns_warriors_to_the_keep():
    g = _eyrie_attacks_in_5(["rabbit_root_tea", "anvil", "birdy_bindle"])
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "field_hospitals", "6.2.3")
    # a rabbit card or a bird card match clearing 5; the fox card does not
    assert sorted(keys(g)) == ["decline", "field_hospitals:birdy_bindle",
                               "field_hospitals:rabbit_root_tea"]
    supply = cat(g)["supply"]["warrior"]
    g.apply("field_hospitals:rabbit_root_tea")
    assert cat_warriors(g, 5) == 0
    assert cat_warriors(g, 1) == 2
    assert cat(g)["supply"]["warrior"] == supply - 2
    assert cat(g)["hand"] == ["anvil", "birdy_bindle"]
    assert "rabbit_root_tea" in g.s["discard"]


def test_6_2_3_field_hospitals_may_be_declined():
    g = _eyrie_attacks_in_5(["rabbit_root_tea"])
    assert g.decision.kind == "field_hospitals"
    supply = cat(g)["supply"]["warrior"]
    g.apply("decline")
    assert cat_warriors(g, 1) == 0
    assert cat(g)["supply"]["warrior"] == supply
    assert cat(g)["hand"] == ["rabbit_root_tea"]


def test_6_2_3_no_field_hospitals_without_a_matching_card():
    g = _eyrie_attacks_in_5(["anvil", "mouse_root_tea"])
    assert g.decision.kind != "field_hospitals"
    assert not [k for k in keys(g) if k.startswith("field_hospitals")]
    assert cat_warriors(g, 5) == 0 and cat_warriors(g, 1) == 0
    assert cat(g)["hand"] == ["anvil", "mouse_root_tea"]
    assert cat(g)["supply"]["warrior"] == 25


def test_6_2_3_no_field_hospitals_without_the_keep():
    g = _eyrie_attacks_in_5(["rabbit_root_tea", "birdy_bindle"], keep=False)
    assert g.decision.kind != "field_hospitals"
    assert not [k for k in keys(g) if k.startswith("field_hospitals")]
    assert cat(g)["hand"] == ["birdy_bindle", "rabbit_root_tea"]
    assert sum(cat_warriors(g, c) for c in ALL) == 0


def test_6_2_3_field_hospitals_when_attacking():
    s = table()
    s.place("marquise", "keep", clearing=1)
    s.place("marquise", "warrior", clearing=8, count=2)     # fox
    s.place("eyrie", "warrior", clearing=8, count=2)
    s.hand("marquise", ["anvil", "rabbit_root_tea"])
    s.dice([2, 2])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("battle:8:eyrie")
    assert g.decision.kind == "field_hospitals"
    assert sorted(keys(g)) == ["decline", "field_hospitals:anvil"]
    g.apply("field_hospitals:anvil")
    assert cat_warriors(g, 8) == 0 and cat_warriors(g, 1) == 2
    assert cat(g)["hand"] == ["rabbit_root_tea"]
    assert g.decision.kind == "action" and actions_left(g) == 2


def test_6_2_3_field_hospitals_after_a_favor_card():
    s = table()
    s.place("marquise", "keep", clearing=1)
    s.place("marquise", "warrior", clearing=11, count=3)    # mouse
    for c in (2, 7, 9):                                      # three mouse roosts to craft with
        s.place("eyrie", "roost", clearing=c)
    s.place("eyrie", "warrior", clearing=2)
    s.leader("charismatic")
    s.hand("eyrie", ["favor_of_the_mice"])
    s.hand("marquise", ["mouse_root_tea", "rabbit_root_tea"])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    assert cat_warriors(g, 11) == 0
    assert g.decision.kind == "field_hospitals"
    assert sorted(keys(g)) == ["decline", "field_hospitals:mouse_root_tea"]
    g.apply("field_hospitals:mouse_root_tea")
    assert cat_warriors(g, 1) == 3
    assert cat(g)["hand"] == ["rabbit_root_tea"]


def test_6_2_3_field_hospitals_is_asked_for_each_clearing_separately():
    s = table()
    s.place("marquise", "keep", clearing=4)
    s.place("marquise", "warrior", clearing=11, count=2)    # mouse
    s.place("marquise", "warrior", clearing=7, count=1)     # mouse
    for c in (2, 7, 9):
        s.place("eyrie", "roost", clearing=c)
    s.place("eyrie", "warrior", clearing=2)
    s.leader("charismatic")
    s.hand("eyrie", ["favor_of_the_mice"])
    s.hand("marquise", ["mouse_root_tea"])                  # a single matching card
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("craft:favor_of_the_mice")
    assert g.decision.kind == "field_hospitals"
    first = g.s["stack"][-1]["clearing"]
    assert first in (7, 11)
    g.apply("field_hospitals:mouse_root_tea")
    # the card is spent: the other clearing's warriors go to the supply without a question
    assert g.decision.kind != "field_hospitals"
    saved = {7: 1, 11: 2}[first]
    assert cat_warriors(g, 4) == saved
    assert cat_warriors(g, 7) == cat_warriors(g, 11) == 0
    assert cat(g)["supply"]["warrior"] == 25 - saved


# ===== 6.3 Setup ==================================================================================

def test_6_3_1_supplies_hold_25_warriors_and_8_wood():
    g = Game.new(["marquise", "eyrie"], seed=1)
    assert g.decision.kind == "keep"
    sup = cat(g)["supply"]
    assert sup["warrior"] == 25 and sup["wood"] == 8


@pytest.mark.parametrize("corner,opposite", [(1, 3), (2, 4), (3, 1), (4, 2)])
def test_6_3_2_3_keep_in_a_chosen_corner_and_a_warrior_everywhere_but_the_opposite_corner(
        corner, opposite):
    g = Game.new(["marquise", "eyrie"], seed=5)
    d = g.decision
    assert (d.player, d.kind) == ("marquise", "keep")
    assert sorted(keys(g)) == ["keep:1", "keep:2", "keep:3", "keep:4"]     # corners only
    g.apply(f"keep:{corner}")
    assert keep_clearings(g) == [corner]
    for c in ALL:
        assert cat_warriors(g, c) == (0 if c == opposite else 1), c
    assert cat(g)["supply"]["warrior"] == 25 - 11


def test_6_3_4_starting_buildings_only_in_the_keep_clearing_or_adjacent_open_slots():
    g = Game.new(["marquise", "eyrie"], seed=2)
    g.apply("keep:1")                                  # 1 is next to 5, 9 and 10
    assert g.decision.kind == "starting_building"
    expect = sorted(f"start:{b}:{c}" for b in ("sawmill", "workshop", "recruiter")
                    for c in (1, 5, 9, 10))
    assert sorted(keys(g)) == expect
    g.apply("start:sawmill:1")                         # fills 1's only slot
    assert sorted(keys(g)) == sorted(f"start:{b}:{c}" for b in ("workshop", "recruiter")
                                     for c in (5, 9, 10))
    g.apply("start:workshop:10")                       # 10: two slots, one with a ruin -> full
    assert sorted(keys(g)) == ["start:recruiter:5", "start:recruiter:9"]
    g.apply("start:recruiter:9")
    assert cat_buildings(g, 1) == ["sawmill"]
    assert cat_buildings(g, 10) == ["workshop"]
    assert cat_buildings(g, 9) == ["recruiter"]
    # 6.3.5: five of each building left on its track
    sup = cat(g)["supply"]
    assert (sup["sawmill"], sup["workshop"], sup["recruiter"]) == (5, 5, 5)
    assert g.decision.kind not in ("keep", "starting_building")


def test_6_3_4_starting_buildings_may_share_a_clearing():
    g = Game.new(["marquise", "eyrie"], seed=2)
    g.apply("keep:1")
    g.apply("start:sawmill:5")
    g.apply("start:workshop:5")                        # 5 has two slots
    assert sorted(keys(g)) == ["start:recruiter:1", "start:recruiter:10", "start:recruiter:9"]
    g.apply("start:recruiter:1")
    assert cat_buildings(g, 5) == ["sawmill", "workshop"]
    assert cat_buildings(g, 1) == ["recruiter"]
    # the first building of each track costs and scores nothing
    assert g.score("marquise") == 0
    assert cat(g)["supply"]["wood"] == 8


# ===== 6.4 Birdsong =============================================================================

def test_6_4_birdsong_places_one_wood_per_sawmill():
    s = table()
    s.place("marquise", "sawmill", clearing=5, count=2)
    s.place("marquise", "sawmill", clearing=8)
    s.place("marquise", "workshop", clearing=7)
    s.place("marquise", "recruiter", clearing=9)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.phase == "daylight"
    assert (wood(g, 5), wood(g, 8), wood(g, 7), wood(g, 9)) == (2, 1, 0, 0)
    assert cat(g)["supply"]["wood"] == 5


def test_6_4_with_too_little_wood_the_marquise_chooses_where_it_goes():
    s = table()
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "sawmill", clearing=8)
    s.place("marquise", "sawmill", clearing=12)
    s.place("marquise", "wood", clearing=2, count=6)       # 2 wood left in supply
    g = s.start(turn="marquise", phase="birdsong")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "place_wood", "6.4")
    assert sorted(keys(g)) == ["wood:12", "wood:5", "wood:8"]
    g.apply("wood:8")
    assert sorted(keys(g)) == ["wood:12", "wood:5"]
    g.apply("wood:12")
    assert (wood(g, 5), wood(g, 8), wood(g, 12)) == (0, 1, 1)
    assert cat(g)["supply"]["wood"] == 0
    assert g.phase == "daylight"


# ===== 6.5 Daylight ===========================================================================

def test_6_5_crafting_comes_before_actions():
    s = table()
    s.place("marquise", "workshop", clearing=8)
    s.place("marquise", "warrior", clearing=8, count=2)
    s.place("eyrie", "warrior", clearing=8)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.decision.kind == "craft"
    assert not [k for k in keys(g) if k.split(":")[0] in ("battle", "march", "build", "recruit")]
    g.apply("done")
    assert "battle:8:eyrie" in keys(g)
    assert not prefixed(g, "craft")


def test_6_5_three_actions_then_only_bird_cards_or_end():
    s = table()
    s.place("marquise", "warrior", clearing=5, count=5)
    s.hand("marquise", ["birdy_bindle", "anvil", "woodland_runners"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert actions_left(g) == 3
    # only bird cards buy extra actions
    assert prefixed(g, "extra_action") == ["extra_action:birdy_bindle",
                                           "extra_action:woodland_runners"]
    for _ in range(3):
        g.apply("march:5-1:1")
        g.apply("skip")
    assert actions_left(g) == 0
    assert sorted(keys(g)) == ["end", "extra_action:birdy_bindle", "extra_action:woodland_runners"]
    g.apply("extra_action:birdy_bindle")
    assert cat(g)["hand"] == ["anvil", "woodland_runners"]
    assert "birdy_bindle" in g.s["discard"]
    assert actions_left(g) == 1
    assert "march:5-1:1" in keys(g)
    g.apply("march:5-2:2")
    g.apply("skip")
    assert sorted(keys(g)) == ["end", "extra_action:woodland_runners"]
    assert cat_warriors(g, 1) == 3 and cat_warriors(g, 2) == 2


def test_6_5_spending_a_bird_card_is_not_an_action_and_may_come_first():
    s = table()
    s.place("marquise", "warrior", clearing=5)
    s.hand("marquise", ["birdy_bindle", "bird_crossbow"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("extra_action:birdy_bindle")
    g.apply("extra_action:bird_crossbow")
    assert actions_left(g) == 5
    assert cat(g)["hand"] == []
    assert not prefixed(g, "extra_action")


def test_6_5_end_daylight_moves_on_to_evening():
    s = table()
    s.place("marquise", "warrior", clearing=5)
    s.hand("marquise", ["anvil"])
    s.draws(["fox_root_tea"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("end")
    assert cat(g)["hand"] == ["anvil", "fox_root_tea"]
    assert g.current == "eyrie"


def test_6_5_1_battle_needs_marquise_warriors_and_an_enemy_piece():
    s = table()
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "warrior", clearing=5)
    s.place("marquise", "sawmill", clearing=8)         # a building, no warriors
    s.place("eyrie", "warrior", clearing=8, count=2)
    s.place("marquise", "warrior", clearing=9)         # no enemy there
    s.dice([2, 1])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert prefixed(g, "battle") == ["battle:5:eyrie"]
    g.apply("battle:5:eyrie")
    assert "eyrie" not in g.s["board"][5]["warriors"]
    assert cat_warriors(g, 5) == 1
    assert actions_left(g) == 2


def test_6_5_2_march_is_up_to_two_moves_for_one_action():
    s = table()
    s.place("marquise", "warrior", clearing=5, count=4)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("march:5-1:3")
    d = g.decision
    assert (d.kind, d.rule) == ("march", "6.5.2")
    assert "skip" in keys(g)
    assert "move:1-10:3" in keys(g) and "move:5-2:1" in keys(g)
    g.apply("move:1-10:3")
    assert g.decision.kind == "action"
    assert actions_left(g) == 2
    assert (cat_warriors(g, 5), cat_warriors(g, 1), cat_warriors(g, 10)) == (1, 0, 3)


def test_6_5_2_march_moves_follow_the_rule_condition_of_moving():
    s = table()
    s.place("marquise", "warrior", clearing=9)          # 9 ruled by the Marquise
    s.place("marquise", "warrior", clearing=10)         # 10 held by the Eyrie
    s.place("eyrie", "warrior", clearing=10, count=2)
    s.place("eyrie", "warrior", clearing=12, count=2)   # 12 too
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    # from 10 (not ruled) only into clearings the Marquise rule: none yet
    assert prefixed(g, "march") == ["march:9-12:1", "march:9-1:1", "march:9-4:1"]
    g.apply("march:9-1:1")
    # the first move made 1 hers, so the second move may leave 10 for 1, still not for 12
    assert "move:10-1:1" in keys(g)
    assert "move:10-12:1" not in keys(g)


def test_6_5_2_second_move_of_a_march_may_be_skipped():
    s = table()
    s.place("marquise", "warrior", clearing=5, count=2)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("march:5-2:2")
    g.apply("skip")
    assert g.decision.kind == "action" and actions_left(g) == 2
    assert (cat_warriors(g, 5), cat_warriors(g, 2)) == (0, 2)


def test_6_5_3_recruit_places_a_warrior_at_each_recruiter_once_per_turn():
    s = table()
    s.place("marquise", "recruiter", clearing=5, count=2)
    s.place("marquise", "recruiter", clearing=8)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert "recruit" in keys(g)
    g.apply("recruit")
    assert (cat_warriors(g, 5), cat_warriors(g, 8)) == (2, 1)
    assert cat(g)["supply"]["warrior"] == 22
    assert actions_left(g) == 2
    assert "recruit" not in keys(g)


def test_6_5_3_recruit_with_too_few_warriors_lets_the_marquise_choose():
    s = table()
    s.place("marquise", "recruiter", clearing=5)
    s.place("marquise", "recruiter", clearing=8)
    s.place("marquise", "recruiter", clearing=9)
    s.place("marquise", "warrior", clearing=7, count=24)  # one left in supply
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("recruit")
    assert sorted(keys(g)) == ["recruit:5", "recruit:8", "recruit:9"]
    g.apply("recruit:9")
    assert (cat_warriors(g, 5), cat_warriors(g, 8), cat_warriors(g, 9)) == (0, 0, 1)
    assert g.decision.kind == "action" and "recruit" not in keys(g)


def test_6_5_3_no_recruit_without_recruiters():
    s = table()
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("marquise", "sawmill", clearing=5)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert "recruit" not in keys(g)


def test_6_5_4_build_costs_follow_the_track_and_score_the_uncovered_space():
    s = table()
    s.place("marquise", "sawmill", clearing=9)          # first sawmill already out
    s.place("marquise", "workshop", clearing=7, count=2)   # two workshops out
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "wood", clearing=5, count=3)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    # the 2nd sawmill costs 1, the 3rd workshop 2, the 1st recruiter nothing
    assert {"build:5:sawmill", "build:5:workshop", "build:5:recruiter"} <= set(keys(g))
    g.apply("build:5:sawmill")
    assert wood(g, 5) == 2
    assert g.score("marquise") == 1                      # 2nd sawmill space: 1 VP
    g.apply("build:5:workshop")                          # 3rd workshop: 2 wood, 2 VP
    assert wood(g, 5) == 0
    assert g.score("marquise") == 3
    assert cat_buildings(g, 5) == ["sawmill", "workshop"]
    assert cat(g)["supply"]["sawmill"] == 4 and cat(g)["supply"]["workshop"] == 3


def test_6_5_4_a_building_is_not_offered_when_the_wood_falls_short():
    s = table()
    s.place("marquise", "recruiter", clearing=9, count=2)
    s.place("marquise", "recruiter", clearing=12, count=1)   # three out: the 4th costs 3
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "wood", clearing=5, count=2)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert "build:5:recruiter" not in keys(g)
    assert "build:5:sawmill" in keys(g)                  # the first sawmill is free
    g.apply("build:5:sawmill")
    assert wood(g, 5) == 2 and g.score("marquise") == 0


def test_6_5_4_the_sixth_building_costs_four_and_a_full_track_builds_nothing():
    s = table()
    s.place("marquise", "sawmill", clearing=9, count=2)
    s.place("marquise", "sawmill", clearing=12, count=1)
    s.place("marquise", "sawmill", clearing=7, count=2)
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "wood", clearing=5, count=4)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("build:5:sawmill")
    assert wood(g, 5) == 0 and g.score("marquise") == 5
    s2 = table()
    for c in (9, 7, 8):
        s2.place("marquise", "sawmill", clearing=c, count=2)
    s2.place("marquise", "warrior", clearing=5)
    s2.place("marquise", "wood", clearing=5, count=8)
    g2 = s2.start(turn="marquise", phase="daylight")
    to_actions(g2)
    assert not [k for k in keys(g2) if k.endswith(":sawmill") and k.startswith("build")]
    assert "build:5:workshop" in keys(g2)


def test_6_5_4_build_only_in_ruled_clearings_with_an_open_slot():
    s = table()
    s.place("marquise", "warrior", clearing=1)          # ruled, one slot
    s.place("marquise", "recruiter", clearing=1)        # ... now full
    s.place("marquise", "warrior", clearing=10)         # tied with the Eyrie: not ruled
    s.place("eyrie", "warrior", clearing=10)
    s.place("marquise", "warrior", clearing=9)          # ruled, open
    s.place("marquise", "wood", clearing=9, count=2)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    where = sorted({int(k.split(":")[1]) for k in prefixed(g, "build")})
    assert where == [9]


def test_6_5_4_wood_may_come_through_a_chain_of_ruled_clearings():
    s = table()
    s.place("marquise", "sawmill", clearing=10)         # 10 rabbit
    s.place("marquise", "warrior", clearing=2)          # 2 links 10 and 5
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "wood", clearing=10)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert "build:5:sawmill" in keys(g)                 # 2nd sawmill costs 1
    g.apply("build:5:sawmill")
    assert wood(g, 10) == 0
    assert cat_buildings(g, 5) == ["sawmill"]
    assert g.score("marquise") == 1


def _wood_beyond_2(eyrie_holds_2):
    s = table()
    s.place("marquise", "sawmill", clearing=10)         # 10 rabbit; its wood is the only wood
    s.place("marquise", "wood", clearing=10)
    s.place("marquise", "warrior", clearing=2)          # 2 links 5 and 10
    if eyrie_holds_2:
        s.place("eyrie", "warrior", clearing=2, count=2)
    s.place("marquise", "warrior", clearing=1)          # 1 links them too, but the Eyrie rule it
    s.place("eyrie", "roost", clearing=1)
    s.place("eyrie", "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=5)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    return g


def test_6_5_4_wood_cut_off_by_an_enemy_ruled_clearing_cannot_pay():
    # control: while the Marquise rule 2, the 2nd sawmill (1 wood) can be built in 5
    assert "build:5:sawmill" in keys(_wood_beyond_2(eyrie_holds_2=False))
    g = _wood_beyond_2(eyrie_holds_2=True)
    assert "build:5:sawmill" not in keys(g)             # the 2nd sawmill costs 1
    assert "build:5:workshop" in keys(g)                # the 1st workshop is free


def test_6_5_4_wood_in_an_unruled_clearing_cannot_pay():
    s = table()
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "sawmill", clearing=9)
    s.place("marquise", "wood", clearing=2, count=3)    # tokens do not rule: 2 is nobody's
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    # the first workshop is free, so it stays; the 2nd sawmill would need 2's wood
    assert "build:5:workshop" in keys(g)
    assert "build:5:sawmill" not in keys(g)


def test_6_5_4_an_empty_clearing_breaks_the_chain():
    s = table()
    s.place("marquise", "sawmill", clearing=1)
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "wood", clearing=10)            # wood alone: 10 is ruled by nobody
    s.place("marquise", "warrior", clearing=12)         # 12 is ruled, but only reached via 10
    s.place("marquise", "wood", clearing=12)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    # from 5 the chain reaches 1 (ruled by its sawmill) and stops at 10 and 2 (unruled)
    assert "build:5:sawmill" not in keys(g)
    assert "build:12:sawmill" in keys(g)


def test_6_5_4_the_marquise_chooses_which_wood_to_pay_with():
    s = table()
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "sawmill", clearing=2)
    s.place("marquise", "wood", clearing=5)
    s.place("marquise", "wood", clearing=2, count=2)
    s.place("marquise", "workshop", clearing=9)         # 2nd workshop costs 1
    s.place("marquise", "sawmill", clearing=9)
    s.place("marquise", "wood", clearing=9)             # ruled, but not connected (1 is empty)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("build:5:workshop")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "pay_wood", "6.5.4.II")
    assert sorted(keys(g)) == ["wood:2", "wood:5"]      # never wood:9
    g.apply("wood:2")
    assert (wood(g, 5), wood(g, 2)) == (1, 1)
    assert cat_buildings(g, 5) == ["sawmill", "workshop"]
    assert g.score("marquise") == 2
    assert g.decision.kind == "action" and actions_left(g) == 2


def test_6_5_4_no_choice_asked_when_all_reachable_wood_is_needed():
    s = table()
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "sawmill", clearing=2)
    s.place("marquise", "wood", clearing=5)
    s.place("marquise", "wood", clearing=2)
    s.place("marquise", "recruiter", clearing=9, count=2)   # 3rd recruiter costs 2
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("build:5:recruiter")
    assert g.decision.kind == "action"
    assert (wood(g, 5), wood(g, 2)) == (0, 0)
    assert g.score("marquise") == 2


def test_6_5_5_overwork_spends_a_card_matching_a_sawmill_clearing():
    s = table()
    s.place("marquise", "sawmill", clearing=5)          # rabbit
    s.place("marquise", "sawmill", clearing=8)          # fox
    s.place("marquise", "workshop", clearing=9)         # mouse, not a sawmill
    s.hand("marquise", ["rabbit_root_tea", "mouse_root_tea", "birdy_bindle"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert prefixed(g, "overwork") == ["overwork:5:birdy_bindle", "overwork:5:rabbit_root_tea",
                                       "overwork:8:birdy_bindle"]
    g.apply("overwork:5:rabbit_root_tea")
    assert wood(g, 5) == 1
    assert cat(g)["supply"]["wood"] == 7
    assert "rabbit_root_tea" in g.s["discard"]
    assert actions_left(g) == 2
    assert prefixed(g, "overwork") == ["overwork:5:birdy_bindle", "overwork:8:birdy_bindle"]


def test_6_5_5_no_overwork_without_wood_in_supply():
    s = table()
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "wood", clearing=9, count=8)
    s.hand("marquise", ["rabbit_root_tea"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert not prefixed(g, "overwork")


# ===== 6.6 Evening ==============================================================================

@pytest.mark.parametrize("recruiters,drawn", [(1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_6_6_draw_one_plus_uncovered_recruiter_bonuses(recruiters, drawn):
    s = table()
    slots = [5, 5, 7, 7, 8, 8]
    for c in slots[:recruiters]:
        s.place("marquise", "recruiter", clearing=c)
    s.draws(["fox_root_tea", "rabbit_root_tea", "mouse_root_tea"])
    g = s.start(turn="marquise", phase="evening")
    assert cat(g)["hand"] == sorted(["fox_root_tea", "rabbit_root_tea", "mouse_root_tea"][:drawn])
    assert g.current == "eyrie"


def test_6_6_discard_down_to_five_cards():
    s = table()
    s.place("marquise", "recruiter", clearing=5)
    s.place("marquise", "recruiter", clearing=7)
    s.place("marquise", "recruiter", clearing=8)    # two cards drawn
    s.hand("marquise", ["anvil", "bake_sale", "birdy_bindle", "sword", "investments"])
    s.draws(["fox_root_tea", "rabbit_root_tea"])
    g = s.start(turn="marquise", phase="evening")
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("marquise", "discard", "6.6")
    assert sorted(keys(g)) == sorted(f"discard:{c}" for c in
                                     ["anvil", "bake_sale", "birdy_bindle", "sword",
                                      "investments", "fox_root_tea", "rabbit_root_tea"])
    g.apply("discard:sword")
    assert g.decision.kind == "discard"
    g.apply("discard:anvil")
    assert cat(g)["hand"] == ["bake_sale", "birdy_bindle", "fox_root_tea", "investments",
                              "rabbit_root_tea"]
    assert g.current == "eyrie"
    assert {"sword", "anvil"} <= set(g.s["discard"])


def test_6_6_no_discard_at_five_cards():
    s = table()
    s.hand("marquise", ["anvil", "bake_sale", "birdy_bindle", "sword"])
    s.draws(["fox_root_tea"])
    g = s.start(turn="marquise", phase="evening")
    assert len(cat(g)["hand"]) == 5
    assert g.current == "eyrie"
    assert not (g.decision.player == "marquise" and g.decision.kind == "discard")


def test_6_illegal_marquise_option_is_refused_and_changes_nothing():
    s = table()
    s.place("marquise", "warrior", clearing=5)
    s.place("marquise", "sawmill", clearing=9)
    s.place("marquise", "wood", clearing=9)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert "build:5:sawmill" not in keys(g)     # 2nd sawmill costs 1; 9's wood is not connected
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("build:5:sawmill")
    with pytest.raises(IllegalAction):
        g.apply("recruit")                       # no recruiter on the map
    assert g.to_json() == before


# ===== Law 6 audit (s25): rules and interactions not yet tested above ============================

def test_6_2_1_a_workshop_crafts_where_the_marquise_does_not_rule():
    # Law 4.1.1 asks only for a crafting piece of the suit, not for rule
    s = table()
    s.place("marquise", "workshop", clearing=8)        # fox
    s.place("eyrie", "warrior", clearing=8, count=3)   # the Eyrie rule 8
    s.place("marquise", "warrior", clearing=5)
    s.hand("marquise", ["anvil", "a_visit_to_friends"])
    g = s.start(turn="marquise", phase="daylight")
    assert g.clearing(8).ruler() == "eyrie"
    assert prefixed(g, "craft") == ["craft:anvil"]     # the rabbit recipe needs a rabbit workshop
    g.apply("craft:anvil")
    assert cat(g)["items"] == ["hammer"] and g.score("marquise") == 2


def test_6_2_3_no_field_hospitals_when_only_buildings_and_tokens_are_removed():
    s = table()
    s.place("marquise", "keep", clearing=1)
    s.place("marquise", "sawmill", clearing=5)         # rabbit, no Marquise warrior there
    s.place("marquise", "wood", clearing=5)
    s.place("eyrie", "roost", clearing=3)
    s.place("eyrie", "warrior", clearing=3)
    s.place("eyrie", "warrior", clearing=5, count=2)
    s.leader("commander")                              # move and battle viziers
    s.hand("marquise", ["rabbit_root_tea", "birdy_bindle"])
    s.dice([2, 2])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:3-7:1")
    g.apply("battle:5:marquise")
    assert cat_buildings(g, 5) == [] and wood(g, 5) == 0
    assert g.decision.kind != "field_hospitals"
    assert not [k for k in keys(g) if k.startswith("field_hospitals")]
    assert cat(g)["hand"] == ["birdy_bindle", "rabbit_root_tea"]


def test_6_2_3_field_hospitals_places_at_the_keep_even_where_an_enemy_rules():
    s = table()
    s.place("marquise", "keep", clearing=1)
    s.place("eyrie", "warrior", clearing=1, count=3)   # the Eyrie rule the keep's clearing
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place("eyrie", "roost", clearing=5)
    s.place("eyrie", "warrior", clearing=5, count=3)
    s.leader("charismatic")
    s.hand("marquise", ["rabbit_root_tea"])
    s.dice([3, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("recruit:5")
    g.apply("battle:5:marquise")
    assert g.clearing(1).ruler() == "eyrie"
    assert keys(g) == ["decline", "field_hospitals:rabbit_root_tea"]
    g.apply("field_hospitals:rabbit_root_tea")
    assert cat_warriors(g, 1) == 2 and cat_warriors(g, 5) == 0


@pytest.mark.parametrize("map_id", ["autumn", "winter", "lake", "mountain", "marsh", "gorge"])
def test_6_3_2_3_on_every_map_the_keep_goes_in_a_corner_and_the_opposite_corner_stays_empty(map_id):
    g = Game.new(["marquise", "eyrie"], map=map_id, seed=3)
    corners = g.map.corners
    opposite = {c: g.map.clearings[c].opposite_corner for c in corners}
    # four corners in two diagonal pairs
    assert len(corners) == 4
    assert all(opposite[opposite[c]] == c != opposite[c] for c in corners)
    assert sorted(keys(g)) == sorted(f"keep:{c}" for c in corners)
    keep = corners[-1]
    g.apply(f"keep:{keep}")
    empty = [c for c in g.map.ids if cat_warriors(g, c) == 0]
    assert empty == [opposite[keep]]
    assert cat(g)["supply"]["warrior"] == 25 - (len(g.map.ids) - 1)


def test_6_5_3_recruit_is_offered_again_on_the_next_turn():
    s = table()
    s.place("marquise", "recruiter", clearing=5)
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    g.apply("recruit")
    assert "recruit" not in keys(g)
    g.apply("end")
    assert g.current == "eyrie"
    g = until(g, "marquise", "action")
    assert "recruit" in keys(g)
    before = cat_warriors(g, 5)                         # (the Eyrie turn may have fought in 5)
    g.apply("recruit")
    assert cat_warriors(g, 5) == before + 1


def test_6_5_5_overwork_may_be_repeated_at_one_sawmill_each_time_an_action():
    s = table()
    s.place("marquise", "sawmill", clearing=5)          # rabbit
    s.hand("marquise", ["rabbit_root_tea", "bake_sale", "anvil"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert prefixed(g, "overwork") == ["overwork:5:bake_sale", "overwork:5:rabbit_root_tea"]
    g.apply("overwork:5:rabbit_root_tea")
    g.apply("overwork:5:bake_sale")
    assert wood(g, 5) == 2 and actions_left(g) == 1
    assert cat(g)["hand"] == ["anvil"]                  # the fox card matches no sawmill
    assert not prefixed(g, "overwork")


def test_6_5_4_paid_wood_goes_back_to_the_supply():
    s = table()
    s.place("marquise", "sawmill", clearing=5)          # rabbit
    s.place("marquise", "workshop", clearing=9)         # the 2nd workshop costs 1
    s.place("marquise", "wood", clearing=2, count=7)    # one wood left in supply
    s.place("marquise", "warrior", clearing=2)
    s.hand("marquise", ["rabbit_root_tea"])
    g = s.start(turn="marquise", phase="birdsong")      # Birdsong puts the last wood in 5
    assert cat(g)["supply"]["wood"] == 0 and wood(g, 5) == 1
    to_actions(g)
    assert not prefixed(g, "overwork")                  # no wood to place
    g.apply("build:5:workshop")
    g.apply("wood:5")
    assert cat(g)["supply"]["wood"] == 1 and wood(g, 5) == 0 and wood(g, 2) == 7
    # the paid wood is in the supply again: Overwork can place it
    assert prefixed(g, "overwork") == ["overwork:5:rabbit_root_tea"]
    g.apply("overwork:5:rabbit_root_tea")
    assert wood(g, 5) == 1 and cat(g)["supply"]["wood"] == 0


def test_6_6_a_removed_recruiter_covers_its_draw_bonus_again():
    s = table()
    for c in (5, 7, 8):                                 # three recruiters: one bonus uncovered
        s.place("marquise", "recruiter", clearing=c)
    s.place("eyrie", "roost", clearing=3)
    s.place("eyrie", "warrior", clearing=3)
    s.place("eyrie", "warrior", clearing=5, count=2)
    s.leader("commander")                               # move and battle viziers
    s.dice([1, 0])
    g = s.start(turn="eyrie", phase="daylight")
    g.apply("done")
    g.apply("move:3-7:1")
    g.apply("battle:5:marquise")
    assert cat_buildings(g, 5) == [] and cat(g)["supply"]["recruiter"] == 4
    g = until(g, "marquise", "action")
    before = len(cat(g)["hand"])
    g.apply("end")
    assert g.current == "eyrie"
    assert len(cat(g)["hand"]) == before + 1            # two recruiters on the map: no bonus


def test_1_4_2_no_bird_card_buys_an_action_between_the_two_moves_of_a_march():
    s = table()
    s.place("marquise", "warrior", clearing=5, count=2)
    s.hand("marquise", ["birdy_bindle"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    assert "extra_action:birdy_bindle" in keys(g)
    g.apply("march:5-1:2")
    assert g.decision.kind == "march"
    assert not [k for k in keys(g) if k.startswith("extra_action")]
    g.apply("skip")
    assert "extra_action:birdy_bindle" in keys(g)


def test_6_5_4_mercenaries_give_the_marquise_rule_to_build_and_to_carry_wood():
    # Law 11.2.7: the buyer treats the Riverfolk warriors as her own for rule in Daylight
    def game(buy):
        s = table(("marquise", "eyrie", "riverfolk"))
        s.place("marquise", "warrior", clearing=1)      # 1 (one slot) to build in
        s.place("marquise", "sawmill", clearing=2)      # 2: its wood, linked to 1 only via 5
        s.place("marquise", "warrior", clearing=5)
        s.place("riverfolk", "warrior", clearing=5, count=2)
        s.place("eyrie", "warrior", clearing=5, count=2)
        g = s.start(turn="marquise", phase="birdsong")
        g.apply("buy:mercenaries" if buy else "done")
        return until(g, "marquise", "action")
    without = game(False)
    assert "build:5:workshop" not in keys(without)      # 5 is the Eyrie's
    assert "build:1:sawmill" not in keys(without)       # the 2nd sawmill (1 wood) cannot be paid
    g = game(True)
    assert {"build:5:workshop", "build:1:sawmill"} <= set(keys(g))
    g.apply("build:1:sawmill")
    assert cat_buildings(g, 1) == ["sawmill"] and wood(g, 2) == 0
    assert g.score("marquise") == 1


# ----- what a seat sees, labels, bad input --------------------------------------------------------

def _marquise_decisions():
    """One game at each kind of Marquise decision this module exercises, in order."""
    out = []
    g = Game.new(["marquise", "eyrie"], seed=2)
    out.append(g.clone())                                # keep
    g.apply("keep:1")
    out.append(g.clone())                                # starting_building
    s = table()
    s.place("marquise", "keep", clearing=1)
    for c in (5, 8, 12):
        s.place("marquise", "sawmill", clearing=c)
    s.place("marquise", "wood", clearing=2, count=5)     # three wood for three sawmills ...
    s.place("marquise", "wood", clearing=10)             # ... but 10's wood leaves two
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("marquise", "warrior", clearing=10)
    s.place("marquise", "warrior", clearing=2)          # 2 is hers: its wood pays too
    s.place("eyrie", "warrior", clearing=5)
    s.place("marquise", "workshop", clearing=10)
    for c in (6, 9, 11):
        s.place("marquise", "recruiter", clearing=c)
    s.place("marquise", "warrior", clearing=7, count=19)  # one warrior left in supply
    s.hand("marquise", ["rabbit_root_tea", "birdy_bindle", "bake_sale", "anvil", "investments",
                        "mouse_root_tea"])
    s.dice([2, 2])
    g = s.start(turn="marquise", phase="birdsong")
    out.append(g.clone())                                # place_wood
    g.apply("wood:5")
    g.apply("wood:8")
    out.append(g.clone())                                # craft
    g.apply("done")
    out.append(g.clone())                                # action
    g.apply("march:5-1:1")
    out.append(g.clone())                                # march
    g.apply("skip")
    g.apply("battle:5:eyrie")
    out.append(g.clone())                                # field_hospitals
    g.apply("field_hospitals:bake_sale")
    g.apply("build:5:workshop")
    out.append(g.clone())                                # pay_wood
    g.apply("wood:2")
    g.apply("extra_action:birdy_bindle")
    g.apply("recruit")
    out.append(g.clone())                                # recruit_where
    g.apply("recruit:9")
    g.apply("end")
    out.append(g.clone())                                # discard
    return out


def test_6_marquise_decisions_are_reached_as_planned():
    kinds = [x.decision.kind for x in _marquise_decisions()]
    assert kinds == ["keep", "starting_building", "place_wood", "craft", "action", "march",
                     "field_hospitals", "pay_wood", "recruit_where", "discard"]
    assert all(x.decision.player == "marquise" for x in _marquise_decisions())


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_6_marquise_prompts_and_option_labels_read_in_en_de_ja(locale):
    import re
    from root_widget.i18n import Labels
    t = Labels(locale)
    ids = ("rabbit_root_tea", "birdy_bindle", "bake_sale", "sawmill", "workshop", "recruiter",
           "marquise", "eyrie", "None")
    for g in _marquise_decisions():
        d = g.decision
        prompt = t.prompt(d)
        assert prompt and "{" not in prompt, (d.kind, prompt)
        labels = [t.option(a, g.factions) for a in d.options]
        # every option reads differently from the others of its decision
        assert len(set(labels)) == len(labels), (d.kind, labels)
        for text in labels:
            assert text and not re.search(r"\{\w*\}", text), (d.kind, text)
            if locale != "en":                         # named in the locale's words
                assert not re.search(r"(?<![\w-])(%s)(?![\w-])" % "|".join(ids), text), text


def test_1_2_the_marquise_hand_is_hidden_from_the_other_seat_at_her_decisions():
    for g in _marquise_decisions()[2:]:
        hand = [c for c in cat(g)["hand"]]
        assert hand
        names = [c.name for c in g.hand("marquise")]
        for seat in ("eyrie",):
            text = repr(g.observation(seat)) + g.position_text(seat=seat) + g.svg(seat=seat)
            assert not [x for x in hand + names if x in text], (g.decision.kind, seat)
            assert g.observation(seat)["players"]["marquise"]["hand_size"] == len(hand)
        own = repr(g.observation("marquise"))
        assert all(x in own for x in hand)


def test_6_marquise_options_refuse_a_wrong_player_or_an_unknown_key_and_change_nothing():
    g = _eyrie_attacks_in_5(["rabbit_root_tea", "anvil"])      # Field Hospitals in the Eyrie turn
    assert (g.decision.player, g.decision.kind) == ("marquise", "field_hospitals")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise's decision"):
        g.apply("decline", player="eyrie")
    for bad in ("field_hospitals:anvil", "field_hospitals:mouse_root_tea", "field_hospitals",
                "field_hospitals:rabbit_root_tea:5", "recruit", "keep:1"):
        with pytest.raises(IllegalAction, match="not a legal option"):
            g.apply(bad)
    assert g.to_json() == before
    s = table()
    s.place("marquise", "sawmill", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    s.hand("marquise", ["rabbit_root_tea", "anvil"])
    g = s.start(turn="marquise", phase="daylight")
    to_actions(g)
    before = g.to_json()
    for bad in ("overwork:5:anvil", "overwork:8:rabbit_root_tea", "extra_action:anvil",
                "build:5:keep", "build:1:sawmill", "march:5-3:1"):
        with pytest.raises(IllegalAction, match="not a legal option"):
            g.apply(bad)
    with pytest.raises(IllegalAction, match="marquise's decision"):
        g.apply("end", player="eyrie")
    assert g.to_json() == before
