"""Held-out checks of Appendix M (the Winter, Lake and Mountain maps) and of Appendix V beyond
the base three characters (Vagrant, Arbiter, Scoundrel, Adventurer, Harrier), written from the
Law alone, without reading the maps' and characters' own test modules or rules code. Each test
builds a position with the Scenario API, acts through the public API and checks what happens
and what the Law forbids (absent options).

Map facts used (root_widget/data/maps.json, Rootlog numbering):
Winter: paths 1-5 1-10 1-11 2-6 2-7 2-12 3-7 3-8 3-12 4-9 4-10 4-11 5-6 8-9 8-12 9-11;
  the river 7-12, 10-11, 11-12; forests F1 {1,10,11}, F2 {1,2,5,6,11,12}, F3 {2,7,12},
  F4 {4,10,11}, F5 {4,9,11}, F6 {8,9,11,12}, F7 {3,8,12}, F8 {3,7,12}.
Lake: paths 1-5 1-9 2-7 2-8 2-10 3-8 3-9 3-12 4-5 4-6 5-11 6-7 6-11 7-10 7-11 8-10 9-12;
  coastal clearings 1 10 11 12 (the lake links each pair); corners 1-4, Ferry starts in 1;
  forests F3 {7,10,11}, F6 {3,8,10,12}, F8 {1,9,12}, F9 {1,5,11} touch the lake
  (ring F3 -11- F9 -1- F8 -12- F6 -10- F3).
Mountain: paths 1-8 1-9 2-5 2-6 2-11 3-6 3-7 3-11 4-8 4-12 5-9 5-10 5-11 6-11 7-12 8-9
  9-10 9-12 10-11 10-12 11-12; closed at setup 2-5 3-7 5-9 6-11 8-9 11-12; rivers 2-10
  4-10; the Tower in 10 (central); forests F1 {1,8,9}, F9 {4,8,9,12} (across the closed 8-9).
Autumn (for the characters): fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11;
  paths 1-5 1-9 1-10 ...; ruins in 6 10 11 12.
The suit markers of the dealt maps are fixed with s.suits(SUITS) (suits do not matter here).

Engine fault these checks found (fixed in rules/factions/vagabond.py): Law V.6.2 closes the
Scoundrel's torch clearing to every piece, but the other Vagabond's pawn (Law 9.7) could
still move or slip into it.
"""
import pytest

from root_widget import Game, Scenario

from helpers import keys, prefixed, table, card_ids, warriors, buildings, tokens, held, vb_day

M = "marquise"
E = "eyrie"
V = "vagabond"
R = "riverfolk"

SUITS = ["fox", "mouse", "rabbit", "fox", "rabbit", "mouse",
         "fox", "mouse", "rabbit", "fox", "mouse", "rabbit"]


def board(map_id, factions=(M, E)):
    s = Scenario(map=map_id, factions=list(factions))
    s.suits(SUITS)
    return s


def marquise_day(s):
    """The Marquise's Daylight actions (crafting skipped)."""
    g = s.start(turn=M, phase="daylight")
    assert g.decision.kind == "craft", keys(g)
    g.apply("done")
    assert (g.decision.player, g.decision.kind) == (M, "action"), keys(g)
    return g


def turn_over(g, faction, limit=80):
    """Take passive options until `faction`'s turn has ended."""
    for _ in range(limit):
        if g.s["turn"]["faction"] != faction:
            return g
        ks = keys(g)
        for k in ("done", "end", "skip", "decline", "no_ambush", "no_foil", "no_enlist"):
            if k in ks:
                g.apply(k)
                break
        else:
            g.apply(ks[0])
    raise AssertionError(f"{faction}'s turn never ended; now {g.decision.kind} {keys(g)}")


def setup_until_character(g, limit=80):
    for _ in range(limit):
        if g.decision.kind == "character":
            return g
        g.apply(keys(g)[0])
    raise AssertionError("no character choice")


def finish_vagabond_setup(g, limit=80):
    for _ in range(limit):
        if g.s["players"][V].get("pawn") is not None and g.decision.player != V:
            return g
        g.apply(keys(g)[0])
    raise AssertionError("the Vagabond's setup never ended")


# ===== M.1-M.4: setup ==========================================================================

def test_M_1_autumn_has_no_ferry_closed_paths_or_tower():
    g = Game.new(factions=[M, E], map="autumn", seed=1)
    assert "ferry" not in g.s and "closed_paths" not in g.s and "tower" not in g.s


def test_M_2_winter_has_no_ferry_closed_paths_or_tower():
    s = board("winter")
    st = s.state()
    assert "ferry" not in st and "closed_paths" not in st and "tower" not in st
    with pytest.raises(Exception):
        s.ferry(1)


def test_M_3_1_ferry_starts_in_the_corner_clearing_that_is_coastal():
    g = Game.new(factions=[M, E], map="lake", seed=2)
    coastal_corners = [c for c in g.map.corners if c in g.map.coastal]
    assert coastal_corners == [1]
    assert g.s["ferry"] == 1


def test_M_3_3_coastal_clearings_are_those_touching_the_lake():
    g = board("lake").start(turn=M)
    assert sorted(g.map.coastal) == [1, 10, 11, 12]


def test_M_4_1_six_closed_paths_and_the_tower_in_the_central_clearing():
    g = Game.new(factions=[M, E], map="mountain", seed=3)
    assert sorted(tuple(p) for p in g.s["closed_paths"]) == \
        [(2, 5), (3, 7), (5, 9), (6, 11), (8, 9), (11, 12)]
    assert g.s["tower"] == 10


# ===== M.2: the Winter map's river =============================================================

def test_M_2_1_river_divides_forests_so_the_vagabond_slips_across_it():
    s = board("winter", (M, V))
    s.vagabond("thief", "F1", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert g.decision.kind == "slip"
    # F1 {1,10,11} and F4 {4,10,11} are split by the 10-11 river only: adjacent forests
    assert "slip:F4" in keys(g)
    assert "slip:F2" in keys(g)                        # across the 1-11 path
    assert "slip:F5" not in keys(g) and "slip:F6" not in keys(g)
    g.apply("slip:F4")
    assert g.s["players"][V]["pawn"] == "F4"


def test_M_2_1_river_between_12_and_7_splits_f3_from_f8():
    s = board("winter", (M, V))
    s.vagabond("thief", "F3", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert "slip:F8" in keys(g) and "slip:F2" in keys(g)
    assert "slip:F6" not in keys(g) and "slip:F7" not in keys(g)


def test_M_2_1_the_river_is_still_not_a_path_for_moves():
    s = board("winter")
    s.place(M, "warrior", clearing=11, count=2)
    g = marquise_day(s)
    assert "march:11-10:1" not in keys(g) and "march:11-12:1" not in keys(g)
    assert {"march:11-1:1", "march:11-4:1", "march:11-9:1"} <= set(keys(g))


def test_M_2_1_a_forest_touches_only_the_clearings_on_its_side_of_the_river():
    s = board("winter", (M, V))
    s.vagabond("thief", "F4", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert {"slip:4", "slip:10", "slip:11"} <= set(keys(g))
    assert "slip:1" not in keys(g)                     # 1 is on F1's side


# ===== M.3: the Lake map =======================================================================

def test_M_3_2_the_lake_is_not_a_path_without_the_ferry():
    s = board("lake")
    s.place(M, "warrior", clearing=10, count=2)         # the Ferry stays in 1
    g = marquise_day(s)
    assert not prefixed(g, "march:10-11") and not prefixed(g, "march:10-12")
    assert not prefixed(g, "march:10-1")
    assert "march:10-7:1" in keys(g)


def test_M_3_2_the_lake_is_rivers_for_the_riverfolk_swimmers():
    s = board("lake", (M, R))
    s.place(R, "warrior", clearing=10)
    s.place(M, "warrior", clearing=10, count=2)         # the Marquise rule 10
    s.funds({R: 2})
    g = s.start(turn=R, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (R, "daylight_action"), keys(g)
    moves = prefixed(g, "move:10-")
    assert any(k.startswith("move:10-11:") for k in moves), moves
    assert any(k.startswith("move:10-12:") for k in moves), moves
    assert not any(k.startswith("move:10-7:") for k in moves)   # a path needs rule


def test_M_3_5_ferry_move_to_any_coastal_clearing_ignoring_paths_but_not_inland():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    g = marquise_day(s)
    assert {"march:1-10:1:ferry", "march:1-11:1:ferry", "march:1-12:1:ferry"} <= set(keys(g))
    assert not prefixed(g, "march:1-9:1:ferry") and not prefixed(g, "march:1-5:1:ferry")
    assert "march:1-9:1" in keys(g)                    # the path still works without it


def test_M_3_5_the_ferry_moves_with_the_pieces_and_their_player_draws_a_card():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    s.draws(["anvil"])
    g = marquise_day(s)
    hand = len(g.hand(M))
    g.apply("march:1-11:2:ferry")
    assert warriors(g, 11, M) == 2 and warriors(g, 1, M) == 0
    assert g.s["ferry"] == 11
    assert len(g.hand(M)) == hand + 1 and "anvil" in card_ids(g, M)


def test_M_3_5_ferry_only_from_the_clearing_with_the_ferry():
    s = board("lake")
    s.ferry(12)
    s.place(M, "warrior", clearing=10, count=2)
    g = marquise_day(s)
    assert not [k for k in keys(g) if k.endswith(":ferry")]


def test_M_3_5_ferry_once_per_turn():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    g = marquise_day(s)
    g.apply("march:1-10:2:ferry")
    assert g.s["ferry"] == 10
    for _ in range(5):
        if g.decision.kind == "action":
            break
        g.apply(keys(g)[0])
    assert g.decision.kind == "action", keys(g)
    assert not [k for k in keys(g) if k.endswith(":ferry")]     # the Ferry is in 10 with them
    assert "march:10-7:1" in keys(g)


def test_M_3_5_ferry_used_again_on_a_later_turn():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    g = marquise_day(s)
    g.apply("march:1-10:2:ferry")
    g = turn_over(g, M)
    g = turn_over(g, E)
    for _ in range(20):
        if g.decision.player == M and g.decision.kind == "action":
            break
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert g.decision.kind == "action", keys(g)
    assert [k for k in keys(g) if k.startswith("march:10-") and k.endswith(":ferry")]


def test_M_3_5_must_rule_origin_or_destination_to_use_the_ferry():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1, count=2)          # a tie in 1: no rule
    s.place(M, "warrior", clearing=11)                  # the Marquise rule 11 only
    g = marquise_day(s)
    ferry = [k for k in keys(g) if k.startswith("march:1-") and k.endswith(":ferry")]
    assert ferry and all(k.startswith("march:1-11:") for k in ferry), ferry


def test_M_3_5_no_ferry_without_rule_at_either_end():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1, count=2)
    g = marquise_day(s)
    assert not [k for k in keys(g) if k.endswith(":ferry")]


def test_M_3_5_swimmers_still_need_rule_for_the_ferry():
    s = board("lake", (M, R))
    s.place(R, "warrior", clearing=1)
    s.place(M, "warrior", clearing=1, count=2)          # the Marquise rule 1
    s.funds({R: 2})
    g = s.start(turn=R, phase="daylight")
    moves = prefixed(g, "move:1-")
    assert any(k.startswith("move:1-10:") for k in moves)   # along the lake as rivers
    assert not [k for k in moves if k.endswith(":ferry")], moves


def test_M_3_5_swimmers_lake_move_does_not_carry_the_ferry_or_draw():
    s = board("lake", (M, R))
    s.place(R, "warrior", clearing=1)
    s.place(M, "warrior", clearing=1, count=2)
    s.funds({R: 2})
    g = s.start(turn=R, phase="daylight")
    hand = len(g.hand(R))
    k = [k for k in prefixed(g, "move:1-10:") if not k.endswith(":ferry")][0]
    g.apply(k)
    assert warriors(g, 10, R) == 1
    assert g.s["ferry"] == 1 and len(g.hand(R)) == hand


def test_M_3_5_the_vagabond_uses_the_ferry_and_draws():
    s = board("lake", (M, V))
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.draws(["anvil"])
    g = vb_day(s)
    assert {"move:10:ferry", "move:11:ferry", "move:12:ferry"} <= set(keys(g))
    assert "move:9:ferry" not in keys(g)
    g.apply("move:12:ferry")
    assert g.s["players"][V]["pawn"] == 12 and g.s["ferry"] == 12
    assert "anvil" in card_ids(g, V)
    assert "boot:exhausted" in held(g)                 # still a Move: the boot is exhausted


def test_M_3_5_the_vagabond_cannot_ferry_into_a_forest():
    s = board("lake", (M, V))
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    g = vb_day(s)
    assert not [k for k in keys(g) if k.startswith("move:F")]


def test_M_3_4_coastal_forests_are_adjacent_to_their_two_neighbours_only():
    s = board("lake", (M, V))
    s.vagabond("thief", "F3", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert {"slip:F9", "slip:F6"} <= set(keys(g))       # neighbours around the lake
    assert "slip:F8" not in keys(g)                     # across the lake
    assert "slip:F2" in keys(g) and "slip:F4" in keys(g)   # across the paths 7-10 and 7-11


def test_M_3_4_the_lake_divides_forests_f8_and_f6_meet_at_12_only():
    s = board("lake", (M, V))
    s.vagabond("thief", "F8", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert {"slip:F9", "slip:F6", "slip:F7"} <= set(keys(g))
    assert "slip:F3" not in keys(g)


def test_M_3_5_eyrie_decree_move_with_the_ferry_draws_a_card():
    s = board("lake")
    s.place(E, "warrior", clearing=1, count=2)
    s.place(E, "roost", clearing=1)
    s.decree("move", ["anvil"])                         # a fox card in the move column
    s.draws(["sword"])
    g = s.start(turn=E, phase="daylight")
    for _ in range(10):
        if any(k.endswith(":ferry") for k in keys(g)):
            break
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    ferry = [k for k in keys(g) if k.endswith(":ferry")]
    assert ferry, keys(g)
    g.apply(ferry[0])
    assert "sword" in card_ids(g, E)
    assert g.s["ferry"] != 1


# ===== M.4: the Mountain map ===================================================================

def test_M_4_2_clearings_linked_by_a_closed_path_are_not_adjacent():
    s = board("mountain")
    s.place(M, "warrior", clearing=9, count=2)
    g = marquise_day(s)
    assert not prefixed(g, "march:9-5:") and not prefixed(g, "march:9-8:")
    assert {"march:9-1:1", "march:9-10:1", "march:9-12:1"} <= set(keys(g))


def test_M_4_2_the_river_is_not_a_path_on_the_mountain():
    s = board("mountain")
    s.place(M, "warrior", clearing=10, count=2)
    g = marquise_day(s)
    assert not prefixed(g, "march:10-2:") and not prefixed(g, "march:10-4:")


def test_M_4_2_closed_paths_divide_forests_so_the_vagabond_slips_across():
    s = board("mountain", (M, V))
    s.vagabond("thief", "F1", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert "slip:F9" in keys(g)                         # across the closed 8-9
    assert {"slip:1", "slip:8", "slip:9"} <= set(keys(g))


def test_M_4_2_the_vagabond_cannot_move_along_a_closed_path():
    s = board("mountain", (M, V))
    s.vagabond("thief", 9, items=["boot", "torch", "sword", "tea"])
    g = vb_day(s)
    assert "move:8" not in keys(g) and "move:5" not in keys(g)
    assert {"move:1", "move:10", "move:12"} <= set(keys(g))


def test_M_4_3_remove_a_closed_path_for_a_card_and_a_point():
    s = board("mountain")
    s.place(M, "warrior", clearing=9, count=2)
    s.hand(M, ["anvil", "sword"])
    g = marquise_day(s)
    assert {"open_path:8-9:anvil", "open_path:5-9:anvil"} <= set(keys(g))
    g.apply("open_path:8-9:anvil")
    assert [8, 9] not in g.s["closed_paths"] and len(g.s["closed_paths"]) == 5
    assert g.score(M) == 1
    assert card_ids(g, M) == ["sword"]
    assert g.s["discard"].count("anvil") == 1 if isinstance(g.s["discard"], list) else True
    assert "march:9-8:1" in keys(g)                     # now adjacent


def test_M_4_3_once_per_turn():
    s = board("mountain")
    s.place(M, "warrior", clearing=9, count=2)
    s.hand(M, ["anvil", "sword"])
    g = marquise_day(s)
    g.apply("open_path:8-9:anvil")
    assert not prefixed(g, "open_path:")


def test_M_4_3_pieces_in_either_clearing_suffice_even_a_building():
    s = board("mountain")
    s.place(M, "sawmill", clearing=8)
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    assert "open_path:8-9:anvil" in keys(g)
    assert "open_path:5-9:anvil" not in keys(g)         # no piece in 5 or 9


def test_M_4_3_a_token_is_a_faction_piece_too():
    s = board("mountain")
    s.place(M, "wood", clearing=12)
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    assert "open_path:11-12:anvil" in keys(g)
    assert not [k for k in prefixed(g, "open_path:") if not k.startswith("open_path:11-12:")]


def test_M_4_3_no_removal_without_pieces_at_an_end():
    s = board("mountain")
    s.place(M, "warrior", clearing=1, count=2)
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    assert not prefixed(g, "open_path:")


def test_M_4_3_no_removal_without_a_card():
    s = board("mountain")
    s.place(M, "warrior", clearing=9, count=2)
    g = marquise_day(s)
    assert not prefixed(g, "open_path:")


def test_M_4_3_only_in_daylight_not_in_birdsong():
    s = board("mountain")
    s.place(E, "warrior", clearing=9)
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    assert not prefixed(g, "open_path:")
    g2 = s.start(turn=E, phase="daylight")
    assert "open_path:8-9:anvil" in keys(g2)


def test_M_4_3_only_on_your_own_turn():
    s = board("mountain")
    s.place(E, "warrior", clearing=9)
    s.hand(E, ["anvil"])
    s.place(M, "warrior", clearing=1)
    g = marquise_day(s)
    assert not prefixed(g, "open_path:")


def test_M_4_3_a_removed_path_is_gone_for_good():
    s = board("mountain")
    s.closed_paths([(2, 5), (3, 7), (5, 9), (6, 11), (11, 12)])
    s.place(M, "warrior", clearing=9, count=2)
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    assert "open_path:8-9:anvil" not in keys(g)
    assert "march:9-8:1" in keys(g)


def test_M_4_3_the_vagabond_may_remove_a_closed_path_from_his_clearing():
    s = board("mountain", (M, V))
    s.vagabond("thief", 9, items=["boot", "torch", "sword", "tea"])
    s.hand(V, ["anvil"])
    g = vb_day(s)
    assert {"open_path:5-9:anvil", "open_path:8-9:anvil"} <= set(keys(g))
    g.apply("open_path:5-9:anvil")
    assert g.score(V) == 1 and "move:5" in keys(g)


def test_M_4_3_the_vagabond_in_a_forest_has_no_piece_in_a_clearing():
    s = board("mountain", (M, V))
    s.vagabond("thief", "F1", items=["boot", "torch", "sword", "tea"])
    s.hand(V, ["anvil"])
    g = vb_day(s)
    assert not prefixed(g, "open_path:")


def test_M_4_4_ruling_the_pass_at_the_end_of_evening_scores_one():
    s = board("mountain")
    s.place(M, "warrior", clearing=10, count=2)
    g = s.start(turn=M, phase="evening")
    g = turn_over(g, M)
    assert g.score(M) == 1


def test_M_4_4_no_point_without_rule_of_the_pass():
    s = board("mountain")
    s.place(M, "warrior", clearing=10)
    s.place(E, "warrior", clearing=10)
    s.place(E, "roost", clearing=1)
    g = s.start(turn=M, phase="evening")
    g = turn_over(g, M)
    assert g.score(M) == 0


def test_M_4_4_only_the_player_whose_evening_ends_scores():
    s = board("mountain")
    s.place(E, "warrior", clearing=10, count=2)
    s.place(M, "warrior", clearing=1)
    g = s.start(turn=M, phase="evening")
    g = turn_over(g, M)
    assert g.score(E) == 0 and g.score(M) == 0


def test_M_4_4_lords_of_the_forest_rule_the_pass_on_a_tie():
    s = board("mountain")
    s.place(E, "warrior", clearing=10)
    s.place(M, "warrior", clearing=10)
    g = s.start(turn=E, phase="evening")
    g = turn_over(g, E)
    assert g.score(E) == 1                       # no roosts on the map: the Pass alone


def test_M_4_4_the_pass_is_wherever_the_tower_stands():
    s = board("mountain")
    s.tower(9)
    s.place(M, "warrior", clearing=10, count=2)
    g = s.start(turn=M, phase="evening")
    g = turn_over(g, M)
    assert g.score(M) == 0
    s2 = board("mountain")
    s2.tower(9)
    s2.place(M, "warrior", clearing=9, count=2)
    g2 = s2.start(turn=M, phase="evening")
    g2 = turn_over(g2, M)
    assert g2.score(M) == 1


def test_M_4_4_not_scored_before_the_evening_ends():
    s = board("mountain")
    s.place(M, "warrior", clearing=10, count=2)
    g = s.start(turn=M, phase="birdsong")
    assert g.score(M) == 0
    g = marquise_day(s)
    assert g.score(M) == 0


def test_M_4_5_every_enclosed_area_is_a_forest_for_the_vagabond():
    s = board("mountain", (M, V))
    s.vagabond("thief", "F9", items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert {"slip:4", "slip:8", "slip:9", "slip:12"} <= set(keys(g))
    assert {"slip:F1", "slip:F3"} <= set(keys(g))       # across 8-9 (closed) and 9-12


# ===== V.4-V.8: starting items ================================================================

@pytest.mark.parametrize("character,items", [
    ("vagrant", ["boot", "coins", "torch"]),
    ("arbiter", ["boot", "sword", "sword", "torch"]),
    ("scoundrel", ["boot", "boot", "crossbow", "torch"]),
    ("adventurer", ["boot", "hammer", "torch"]),
    ("harrier", ["coins", "crossbow", "sword", "torch"]),
])
def test_V_starting_items(character, items):
    g = Game.new(factions=[M, E, V], map="autumn", seed=5, expansions=["riverfolk", "underworld"])
    g = setup_until_character(g)
    assert f"character:{character}" in keys(g)
    g.apply(f"character:{character}")
    g = finish_vagabond_setup(g)
    assert held(g) == items


def test_V_expansion_characters_not_offered_in_a_base_game():
    g = Game.new(factions=[M, E, V], map="autumn", seed=5)
    g = setup_until_character(g)
    assert sorted(keys(g)) == ["character:ranger", "character:thief", "character:tinker"]


# ===== V.4: the Vagrant's Instigate ============================================================

def vagrant_at_1(items=("coins", "torch", "boot"), exhausted=()):
    s = table((M, E, V))
    s.vagabond("vagrant", 1, items=list(items), exhausted=list(exhausted))
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    s.place(E, "roost", clearing=1)
    return s


def test_V_4_2_instigate_forces_a_battle_and_the_vagrant_scores_removed_buildings():
    s = vagrant_at_1()
    s.dice([3, 0])
    g = vb_day(s)
    assert "instigate:marquise:eyrie" in keys(g)
    g.apply("instigate:marquise:eyrie")
    for _ in range(10):
        if g.decision.player == V and g.decision.kind == "action":
            break
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "done", "decline", "skip") if k in ks), ks[0]))
    assert warriors(g, 1, E) == 0 and buildings(g, 1, E) == []
    assert g.score(V) == 1 and g.score(M) == 0          # the roost is the Vagrant's point
    assert "torch:exhausted" in held(g)


def test_V_4_2_instigate_does_not_make_the_attacked_faction_hostile_to_the_vagrant():
    s = vagrant_at_1()
    s.dice([3, 0])
    g = vb_day(s)
    g.apply("instigate:marquise:eyrie")
    for _ in range(10):
        if g.decision.player == V and g.decision.kind == "action":
            break
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "done", "decline", "skip") if k in ks), ks[0]))
    assert g.s["players"][V]["relationships"][E] != "hostile"


def test_V_4_2_the_vagrant_may_force_himself():
    g = vb_day(vagrant_at_1())
    assert "instigate:vagabond:eyrie" in keys(g) and "instigate:vagabond:marquise" in keys(g)


def test_V_4_2_no_instigate_against_a_player_not_in_the_clearing():
    s = table((M, E, V))
    s.vagabond("vagrant", 1, items=["coins", "torch", "boot"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=5)
    g = vb_day(s)
    assert "instigate:marquise:eyrie" not in keys(g) and "instigate:eyrie:marquise" not in keys(g)
    assert not [k for k in prefixed(g, "instigate:") if k.split(":")[1] == k.split(":")[2]]


def test_V_4_2_instigate_needs_an_unexhausted_torch():
    s = vagrant_at_1(exhausted=("torch",))
    g = vb_day(s)
    assert not prefixed(g, "instigate:")


def test_V_4_2_instigate_only_for_the_vagrant():
    s = table((M, E, V))
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    g = vb_day(s)
    assert not prefixed(g, "instigate:")


# ===== V.5: the Arbiter's Protector ============================================================

def arbiter_battle(items=("boot", "torch", "sword", "sword"), damaged=(), exhausted=(),
                   dice=(3, 3)):
    s = table((M, E, V))
    s.vagabond("arbiter", 1, items=list(items), damaged=list(damaged), exhausted=list(exhausted))
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    s.dice(list(dice))
    g = marquise_day(s)
    g.apply("battle:1:eyrie")
    return g


def test_V_5_2_defender_may_enlist_the_arbiter_before_the_roll():
    g = arbiter_battle()
    assert (g.decision.player, g.decision.kind) == (E, "protector")
    assert set(keys(g)) == {"enlist", "no_enlist"}


def test_V_5_2_enlisted_arbiter_scores_and_adds_his_swords_to_the_defender_hits():
    g = arbiter_battle(dice=(3, 3))
    before = g.score(V)
    g.apply("enlist")
    g = turn_over_battle(g)
    assert g.score(V) == before + 1
    assert warriors(g, 1, M) == 0                        # 1 warrior + 2 swords: 3 hits


def test_V_5_2_without_enlisting_the_defender_hits_are_capped_by_its_warriors():
    g = arbiter_battle(dice=(3, 3))
    g.apply("no_enlist")
    g = turn_over_battle(g)
    assert warriors(g, 1, M) == 2 and g.score(V) == 0


def test_V_5_2_damaged_swords_do_not_count():
    g = arbiter_battle(items=("boot", "torch", "sword", "sword"), damaged=("sword",), dice=(3, 3))
    g.apply("enlist")
    g = turn_over_battle(g)
    assert warriors(g, 1, M) == 1                        # 1 warrior + 1 sword


def test_V_5_2_exhausted_but_undamaged_swords_count():
    g = arbiter_battle(items=("boot", "torch", "sword", "sword"), exhausted=("sword", "sword"),
                       dice=(3, 3))
    g.apply("enlist")
    g = turn_over_battle(g)
    assert warriors(g, 1, M) == 0


def test_V_5_2_not_offered_when_the_arbiter_is_elsewhere():
    s = table((M, E, V))
    s.vagabond("arbiter", 5, items=["boot", "torch", "sword", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    s.dice([3, 3])
    g = marquise_day(s)
    g.apply("battle:1:eyrie")
    assert g.decision.kind != "protector"


def test_V_5_2_the_arbiter_cannot_be_enlisted_against_himself():
    s = table((M, E, V))
    s.vagabond("arbiter", 1, items=["boot", "torch", "sword", "sword"])
    s.place(E, "warrior", clearing=1)
    s.dice([3, 3])
    g = vb_day(s)
    g.apply("battle:1:eyrie")
    assert g.decision.kind != "protector"


def test_V_5_2_the_arbiter_cannot_enlist_himself():
    s = table((M, E, V))
    s.vagabond("arbiter", 1, items=["boot", "torch", "sword", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.dice([3, 3])
    g = marquise_day(s)
    g.apply("battle:1:vagabond")
    assert g.decision.kind != "protector"


def test_V_5_2_only_the_arbiter_protects():
    s = table((M, E, V))
    s.vagabond("ranger", 1, items=["boot", "torch", "crossbow", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    s.dice([3, 3])
    g = marquise_day(s)
    g.apply("battle:1:eyrie")
    assert g.decision.kind != "protector"


def turn_over_battle(g, limit=20):
    """Passive answers until the Marquise is back at her actions."""
    for _ in range(limit):
        if g.decision.player == M and g.decision.kind == "action":
            return g
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "no_enlist", "done", "decline", "skip")
                      if k in ks), ks[0]))
    raise AssertionError(f"battle never ended: {g.decision.kind} {keys(g)}")


# ===== V.6: the Scoundrel's Scorched Earth =====================================================

def scoundrel_at_1(exhausted=()):
    s = table((M, E, V))
    s.vagabond("scoundrel", 1, items=["boot", "boot", "torch", "crossbow"],
               exhausted=list(exhausted))
    s.place(M, "warrior", clearing=1, count=2)
    s.place(M, "sawmill", clearing=1)
    s.place(M, "wood", clearing=1)
    s.place(E, "warrior", clearing=1)
    s.place(M, "warrior", clearing=5, count=2)
    return s


def test_V_6_2_scorched_earth_removes_every_enemy_piece_and_places_the_torch():
    g = vb_day(scoundrel_at_1())
    g.apply("scorched_earth")
    assert warriors(g, 1, M) == 0 and warriors(g, 1, E) == 0
    assert buildings(g, 1, M) == [] and tokens(g, 1, M) == []
    assert "torch" not in [it.split(":")[0] for it in held(g)]
    assert g.s["players"][V]["pawn"] == 1                # he stays


def test_V_6_2_scorched_earth_scores_removed_buildings_and_tokens():
    g = vb_day(scoundrel_at_1())
    g.apply("scorched_earth")
    assert g.score(V) == 2                               # sawmill + wood (Law 3.2.1)


def test_V_6_2_no_piece_moves_into_the_scorched_clearing():
    s = scoundrel_at_1()
    g = vb_day(s)
    g.apply("scorched_earth")
    g = turn_over(g, V)
    for _ in range(20):
        if g.decision.player == M and g.decision.kind == "action":
            break
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert g.decision.kind == "action", keys(g)
    assert not prefixed(g, "march:5-1:")
    assert prefixed(g, "march:5-2:") or prefixed(g, "march:5-10:")


def test_V_6_2_once_out_the_scoundrel_cannot_move_back_in():
    g = vb_day(scoundrel_at_1())
    g.apply("scorched_earth")
    g.apply("move:9")
    assert g.s["players"][V]["pawn"] == 9
    assert "move:1" not in keys(g)


def test_V_6_2_scorched_earth_needs_an_unexhausted_torch():
    s = scoundrel_at_1(exhausted=("torch",))
    g = vb_day(s)
    assert "scorched_earth" not in keys(g)


# ===== V.7: the Adventurer's Improvise =========================================================

def adventurer_at_1(items=("boot", "torch", "hammer"), exhausted=()):
    s = table((M, V))
    s.vagabond("adventurer", 1, items=list(items), exhausted=list(exhausted))
    s.quests(["fox_errand", "fox_fundraising", "fox_repair_a_shed"])
    return s


def test_V_7_2_improvise_treats_one_item_as_another_and_damages_it():
    g = vb_day(adventurer_at_1())
    assert "quest:fox_errand:improvise:hammer:tea" in keys(g)
    g.apply("quest:fox_errand:improvise:hammer:tea")
    while g.decision.player == V and g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert "hammer:exhausted:damaged" in held(g)
    assert "boot:exhausted" in held(g)
    assert "fox_errand" in g.s["players"][V]["completed_quests"]


def test_V_7_2_improvise_covers_only_one_of_the_two_items():
    g = vb_day(adventurer_at_1())
    assert not [k for k in keys(g) if k.startswith("quest:fox_fundraising")]   # tea + coins


def test_V_7_2_a_quest_with_both_items_needs_no_improvise():
    g = vb_day(adventurer_at_1())
    assert "quest:fox_repair_a_shed" in keys(g)          # torch + hammer


def test_V_7_2_improvise_uses_an_unexhausted_item_only():
    g = vb_day(adventurer_at_1(exhausted=("hammer",)))
    assert "quest:fox_errand:improvise:hammer:tea" not in keys(g)
    assert "quest:fox_errand:improvise:torch:tea" in keys(g)


def test_V_7_2_improvise_once_per_turn():
    s = table((M, V))
    s.vagabond("adventurer", 1, items=["boot", "boot", "torch", "hammer", "sword"])
    s.quests(["fox_errand", "fox_logistics_help", "mouse_escort"])
    g = vb_day(s)
    g.apply("quest:fox_errand:improvise:hammer:tea")
    while g.decision.player == V and g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert not [k for k in prefixed(g, "quest:") if ":improvise:" in k]


def test_V_7_2_no_improvise_outside_the_quest_suit():
    s = table((M, V))
    s.vagabond("adventurer", 2, items=["boot", "torch", "hammer"])
    s.quests(["fox_errand", "fox_fundraising", "fox_repair_a_shed"])
    g = vb_day(s)                                        # 2 is a mouse clearing
    assert not prefixed(g, "quest:")


# ===== V.8: the Harrier's Glide ================================================================

def test_V_8_2_glide_to_any_clearing_with_a_torch_no_boot():
    s = table((M, E, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow"])
    g = vb_day(s)
    assert {f"glide:{c}" for c in range(2, 13)} <= set(keys(g))
    assert "glide:1" not in keys(g)
    assert not [k for k in prefixed(g, "glide:") if k.startswith("glide:F")]
    g.apply("glide:3")
    assert g.s["players"][V]["pawn"] == 3
    assert "torch:exhausted" in held(g)


def test_V_8_2_glide_into_a_hostile_clearing_needs_no_extra_boot():
    s = table((M, E, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow", "boot"])
    s.relationship(E, "hostile")
    s.place(E, "warrior", clearing=3, count=2)
    g = vb_day(s)
    g.apply("glide:3")
    assert g.s["players"][V]["pawn"] == 3
    assert "boot" in held(g)                             # the boot stays face up


def test_V_8_2_glide_from_a_forest():
    s = table((M, E, V))
    s.vagabond("harrier", "F1", items=["coins", "torch", "sword", "crossbow"])
    g = vb_day(s)
    assert "glide:12" in keys(g)


def test_V_8_2_glide_moves_the_pawn_alone_not_allied_warriors():
    s = table((M, E, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow"])
    s.relationship(M, "allied")
    s.place(M, "warrior", clearing=1, count=3)
    g = vb_day(s)
    assert not [k for k in prefixed(g, "glide:") if k.count(":") > 1]
    g.apply("glide:7")
    while g.decision.player == V and g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert warriors(g, 1, M) == 3 and warriors(g, 7, M) == 0


def test_V_8_2_glide_needs_an_unexhausted_torch():
    s = table((M, E, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow"], exhausted=["torch"])
    g = vb_day(s)
    assert not prefixed(g, "glide:")


def test_V_8_2_the_harrier_without_boots_has_no_ordinary_move():
    s = table((M, E, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow"])
    g = vb_day(s)
    assert "move:5" not in keys(g)                       # no boot: no ordinary Move


# ===== more interactions: the maps with the factions' own moves and placements =================

def test_M_3_5_the_vagabond_and_his_allied_warriors_ferry_and_both_draw():
    s = board("lake", (M, V))
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.relationship(M, "allied")
    s.place(M, "warrior", clearing=1, count=2)
    s.draws(["anvil", "sword"])
    g = vb_day(s)
    hands = len(g.hand(M)), len(g.hand(V))
    g.apply("move:11:marquise:2:ferry")
    assert g.s["players"][V]["pawn"] == 11 and warriors(g, 11, M) == 2
    assert (len(g.hand(M)), len(g.hand(V))) == (hands[0] + 1, hands[1] + 1)
    assert g.s["ferry"] == 11


def test_M_3_5_the_ferry_does_not_spare_the_extra_boot_into_a_hostile_clearing():
    s = board("lake", (M, E, V))
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.relationship(E, "hostile")
    s.place(E, "warrior", clearing=12)
    g = vb_day(s)
    assert "move:12:ferry" not in keys(g)               # one boot: not enough (9.2.9.IIIb)
    assert "move:11:ferry" in keys(g)


def test_M_3_5_alliance_evening_move_may_use_the_ferry():
    s = board("lake", (M, "alliance"))
    s.place("alliance", "warrior", clearing=1, count=2)
    s.place("alliance", "base_fox", clearing=1)
    s.officers(2)
    s.draws(["anvil"])
    g = s.start(turn="alliance", phase="evening")
    assert g.decision.kind == "operation", keys(g)
    assert "move:1-12:2:ferry" in keys(g)
    g.apply("move:1-12:2:ferry")
    assert g.s["ferry"] == 12 and "anvil" in card_ids(g, "alliance")


def alliance_spread(s):
    """The Alliance's Birdsong, past the revolt step: its spread decision."""
    g = s.start(turn="alliance", phase="birdsong")
    if g.decision.kind == "revolt":
        g.apply("done")
    assert g.decision.kind == "spread", keys(g)
    return g


def test_M_3_2_lake_links_are_not_paths_for_spreading_sympathy():
    s = board("lake", (M, "alliance"))
    s.place("alliance", "sympathy", clearing=10)
    s.supporters(["fox_ambush", "arms_trader", "mouse_ambush", "rabbit_ambush"])
    g = alliance_spread(s)
    spread = prefixed(g, "spread:")
    assert {"spread:2", "spread:7", "spread:8"} <= set(spread), spread
    assert not {"spread:1", "spread:11", "spread:12"} & set(spread)


def test_M_4_2_closed_paths_do_not_make_clearings_adjacent_for_spreading_sympathy():
    s = board("mountain", (M, "alliance"))
    s.place("alliance", "sympathy", clearing=9)
    s.supporters(["fox_ambush", "arms_trader", "mouse_ambush", "rabbit_ambush"])
    g = alliance_spread(s)
    spread = prefixed(g, "spread:")
    assert set(spread) == {"spread:1", "spread:10", "spread:12"}, spread   # not 5, not 8


def test_M_4_2_no_highway_bandit_on_a_closed_path():
    import hireling_example as hx
    g = Game.new([M, E], map="mountain", seed=2, hirelings=["highway_bandits", hx.G, "test_wardens"])
    for _ in range(300):
        if g.decision.kind == "place_hireling" and keys(g)[0].startswith("bandit:"):
            break
        g.apply(keys(g)[0])
    opts = prefixed(g, "bandit:")
    assert len(opts) == 21 - 6
    for a, b in [(2, 5), (3, 7), (5, 9), (6, 11), (8, 9), (11, 12)]:
        assert f"bandit:{a}-{b}" not in opts
    assert "bandit:2-10" not in opts and "bandit:4-10" not in opts     # rivers


def test_M_4_3_the_alliance_may_remove_a_closed_path_in_its_daylight():
    s = board("mountain", (M, "alliance"))
    s.place("alliance", "sympathy", clearing=9)
    s.hand("alliance", ["anvil"])
    g = s.start(turn="alliance", phase="daylight")
    assert {"open_path:5-9:anvil", "open_path:8-9:anvil"} <= set(keys(g))
    g.apply("open_path:5-9:anvil")
    assert g.score("alliance") == 1 and [5, 9] not in g.s["closed_paths"]


def test_M_4_3_a_spent_dominance_card_goes_beside_the_map_not_to_the_discard():
    s = board("mountain")
    s.place(M, "warrior", clearing=9, count=2)
    s.hand(M, ["fox_dominance"])
    g = marquise_day(s)
    g.apply("open_path:8-9:fox_dominance")
    assert "fox_dominance" in g.s["available_dominance"]          # Law 3.3.3, G.5
    assert "fox_dominance" not in (g.s["discard"] or [])


def test_M_4_4_the_vagabond_never_rules_the_pass():
    s = board("mountain", (M, V))
    s.vagabond("thief", 10, items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="evening")
    g = turn_over(g, V)
    assert g.score(V) == 0


def test_M_4_4_the_pass_point_can_win_the_game():
    s = board("mountain")
    s.place(M, "warrior", clearing=10, count=2)
    s.score(M, 29)
    g = s.start(turn=M, phase="evening")
    if not g.is_over:
        g = turn_over(g, M)
    assert g.is_over and g.winners == [M]


def test_M_3_4_setup_offers_every_lake_forest_for_the_pawn():
    g = Game.new(factions=[M, V], map="lake", seed=1)
    for _ in range(200):
        if g.decision.kind == "place_pawn":
            break
        g.apply(keys(g)[0])
    assert keys(g) == [f"forest:F{i}" for i in range(1, 10)]


def test_M_4_5_setup_offers_every_mountain_forest_for_the_pawn():
    g = Game.new(factions=[M, V], map="mountain", seed=1)
    for _ in range(200):
        if g.decision.kind == "place_pawn":
            break
        g.apply(keys(g)[0])
    assert keys(g) == [f"forest:F{i}" for i in range(1, 11)]


# ===== more of the characters ==================================================================

def test_V_4_2_infamy_for_a_hostile_faction_building_removed_by_instigation():
    s = vagrant_at_1()
    s.relationship(E, "hostile")
    s.dice([3, 0])
    g = vb_day(s)
    g.apply("instigate:marquise:eyrie")
    g = back_to(g, V)
    assert buildings(g, 1, E) == [] and warriors(g, 1, E) == 0
    assert g.score(V) == 2                 # the roost + Infamy; the warrior is the Marquise's
    assert g.score(M) == 0


def test_V_4_2_buildings_of_the_forced_attacker_score_for_the_vagrant_too():
    s = table((M, E, V))
    s.vagabond("vagrant", 1, items=["coins", "torch", "boot"])
    s.place(M, "warrior", clearing=1)
    s.place(M, "sawmill", clearing=1)
    s.place(M, "wood", clearing=1)
    s.place(E, "warrior", clearing=1, count=3)
    s.dice([3, 3])
    g = vb_day(s)
    g.apply("instigate:marquise:eyrie")
    g = back_to(g, V)
    assert buildings(g, 1, M) == [] and tokens(g, 1, M) == []
    assert g.score(V) == 2 and g.score(E) == 0


def test_V_4_2_a_player_without_warriors_there_cannot_be_forced_to_attack():
    s = table((M, E, V))
    s.vagabond("vagrant", 1, items=["coins", "torch", "boot"])
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "roost", clearing=1)
    g = vb_day(s)
    assert "instigate:marquise:eyrie" in keys(g)
    assert not prefixed(g, "instigate:eyrie:")


def back_to(g, faction, limit=20):
    """Passive answers until `faction` is back at its Daylight actions."""
    for _ in range(limit):
        if g.decision.player == faction and g.decision.kind == "action":
            return g
        ks = keys(g)
        g.apply(next((k for k in ("no_ambush", "no_enlist", "done", "decline", "skip")
                      if k in ks), ks[0]))
    raise AssertionError(f"never back to {faction}: {g.decision.kind} {keys(g)}")


def test_V_5_2_a_defender_without_warriors_still_hits_with_the_arbiter_swords():
    s = table((M, E, V))
    s.vagabond("arbiter", 1, items=["boot", "torch", "sword", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "roost", clearing=1)
    s.dice([3, 3])
    g = marquise_day(s)
    g.apply("battle:1:eyrie")
    assert g.decision.kind == "protector"
    g.apply("enlist")
    g = turn_over_battle(g)
    assert warriors(g, 1, M) == 1 and buildings(g, 1, E) == []
    assert g.score(V) == 1 and g.score(M) == 1


def test_V_6_2_removed_warriors_make_their_faction_hostile():
    g = vb_day(scoundrel_at_1())
    g.apply("scorched_earth")
    rel = g.s["players"][V]["relationships"]
    assert rel[M] == "hostile" and rel[E] == "hostile"


def test_V_6_2_no_sympathy_spreads_into_the_scorched_clearing():
    s = table((M, "alliance", V))
    s.vagabond("scoundrel", 1, items=["boot", "boot", "crossbow"])
    s.scorched_earth(1)
    s.place("alliance", "sympathy", clearing=5)
    s.supporters(["fox_ambush", "anvil", "arms_trader", "rabbit_ambush", "mouse_ambush"])
    g = alliance_spread(s)
    assert "spread:2" in keys(g) and "spread:1" not in keys(g)


def test_V_6_2_no_glide_into_the_scorched_clearing():
    s = table((M, V, "vagabond2"))
    s.vagabond("harrier", 5, items=["coins", "torch", "sword"])
    s.vagabond2("scoundrel", 1, items=["boot", "crossbow"])
    s.scorched_earth2(1)
    g = vb_day(s)
    assert "glide:1" not in keys(g) and "glide:2" in keys(g)


def test_V_6_2_a_favor_card_cannot_remove_the_torch():
    s = table((M, V))
    s.vagabond("scoundrel", 1, items=["boot", "crossbow"])
    s.scorched_earth(1)
    for c in (6, 8, 12):
        s.place(M, "workshop", clearing=c)
    s.hand(M, ["favor_of_the_foxes"])
    g = s.start(turn=M, phase="daylight")
    g.apply("craft:favor_of_the_foxes")
    assert g.s["players"][V]["scorched"] == 1
    assert g.s["players"][V]["pawn"] == 1


def test_V_6_2_no_scorched_earth_from_a_forest():
    s = table((M, V))
    s.vagabond("scoundrel", "F1", items=["boot", "boot", "torch", "crossbow"])
    s.place(M, "warrior", clearing=1)
    g = vb_day(s)
    assert "scorched_earth" not in keys(g)


def test_V_7_2_a_damaged_item_cannot_improvise():
    s = table((M, V))
    s.vagabond("adventurer", 1, items=["boot", "torch", "hammer"], damaged=["hammer"])
    s.quests(["fox_errand", "fox_fundraising", "fox_repair_a_shed"])
    g = vb_day(s)
    assert not [k for k in keys(g) if ":improvise:hammer:" in k]
    assert "quest:fox_repair_a_shed:improvise:boot:hammer" in keys(g)   # boot for the hammer


def riverboats_day(map_id, clearing):
    """The Marquise with two warriors in `clearing`, having bought Riverboats (Law 11.2.6):
    her Daylight actions."""
    s = board(map_id, (M, R))
    s.place(M, "warrior", clearing=clearing, count=2)
    s.prices(riverboats=1)
    g = s.start(turn=M, phase="birdsong")
    g.apply("buy:riverboats")
    for _ in range(10):
        if g.decision.kind == "action":
            return g
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    raise AssertionError(keys(g))


def test_M_3_2_riverboats_make_the_lake_paths_for_the_buyer():
    g = riverboats_day("lake", 10)
    assert {"march:10-11:2", "march:10-12:2", "march:10-1:2"} <= set(keys(g))


def test_M_2_1_riverboats_cross_the_winter_river():
    g = riverboats_day("winter", 11)
    assert {"march:11-10:2", "march:11-12:2"} <= set(keys(g))


def test_M_3_5_the_ferry_may_carry_the_second_move_of_a_march():
    s = board("lake")
    s.place(M, "warrior", clearing=5, count=2)
    s.place(M, "warrior", clearing=1)
    g = marquise_day(s)
    g.apply("march:5-1:2")
    assert "move:1-12:3:ferry" in keys(g)
    g.apply("move:1-12:3:ferry")
    assert warriors(g, 12, M) == 3 and g.s["ferry"] == 12


def test_M_4_4_a_player_with_an_activated_dominance_scores_nothing_for_the_pass():
    s = board("mountain", (M, E, "alliance"))
    s.place(M, "warrior", clearing=10, count=2)
    s.score(M, 12)
    s.dominance(M, "fox_dominance")
    g = s.start(turn=M, phase="evening")
    g = turn_over(g, M)
    assert g.score(M) is None and g.s["players"][M]["score"] == 12


def test_V_6_2_the_scoundrel_cannot_slip_back_into_the_scorched_clearing():
    s = table((M, V))
    s.vagabond("scoundrel", 5, items=["boot", "crossbow"])
    s.scorched_earth(1)
    g = s.start(turn=V, phase="birdsong")
    assert g.decision.kind == "slip"
    assert "slip:1" not in keys(g) and "slip:2" in keys(g)


def test_V_6_2_no_new_roost_in_the_scorched_clearing():
    s = table((M, E, V))
    s.vagabond("scoundrel", 1, items=["boot", "crossbow"])
    s.scorched_earth(1)
    for c in range(2, 13):
        s.place(M, "warrior", clearing=c)            # 1 has the fewest pieces, but no entry
    s.hand(E, ["anvil"])
    g = s.start(turn=E, phase="birdsong")
    g.apply("decree:move:anvil")
    assert g.decision.kind == "new_roost", keys(g)
    assert "roost:1" not in keys(g) and "roost:2" in keys(g)


def test_M_4_2_wood_does_not_travel_along_a_closed_path():
    s = board("mountain")
    s.place(M, "warrior", clearing=8, count=2)
    s.place(M, "warrior", clearing=9, count=2)
    s.place(M, "sawmill", clearing=8)                   # the next sawmill costs one wood
    s.place(M, "wood", clearing=8)
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    assert "build:9:sawmill" not in keys(g)             # 8 and 9 are not connected
    g.apply("open_path:8-9:anvil")
    assert "build:9:sawmill" in keys(g)


def test_M_3_2_wood_does_not_travel_across_the_lake():
    s = board("lake")
    s.place(M, "warrior", clearing=10, count=2)
    s.place(M, "warrior", clearing=11, count=2)
    s.place(M, "sawmill", clearing=11)
    s.place(M, "wood", clearing=11)
    g = marquise_day(s)
    assert "build:11:sawmill" in keys(g)
    assert "build:10:sawmill" not in keys(g)


def test_M_4_3_not_in_the_alliance_evening():
    s = board("mountain", (M, "alliance"))
    s.place("alliance", "warrior", clearing=9, count=2)
    s.place("alliance", "base_rabbit", clearing=9)     # 9 is rabbit under SUITS
    s.officers(2)
    s.hand("alliance", ["anvil"])
    g = s.start(turn="alliance", phase="evening")
    assert g.decision.kind == "operation"
    assert not prefixed(g, "open_path:")
    assert not prefixed(g, "move:9-8:") and not prefixed(g, "move:9-5:")


def test_M_4_3_available_again_on_the_next_turn():
    s = board("mountain")
    s.place(M, "warrior", clearing=9, count=2)
    s.hand(M, ["anvil", "sword"])
    g = marquise_day(s)
    g.apply("open_path:8-9:anvil")
    g = turn_over(g, M)
    g = turn_over(g, E)
    for _ in range(20):
        if g.decision.player == M and g.decision.kind in ("craft", "action"):
            break
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert [k for k in prefixed(g, "open_path:5-9:")], keys(g)


def test_V_5_2_enlisting_with_every_sword_damaged_adds_nothing_but_still_scores():
    g = arbiter_battle(damaged=("sword", "sword"), dice=(3, 3))
    assert g.decision.kind == "protector"
    g.apply("enlist")
    g = turn_over_battle(g)
    assert g.score(V) == 1 and warriors(g, 1, M) == 2     # the Eyrie warrior's hit only


def test_V_5_2_the_arbiter_raises_the_cap_of_a_guerrilla_defender():
    s = table((M, "alliance", V))
    s.vagabond("arbiter", 1, items=["boot", "torch", "sword", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place("alliance", "warrior", clearing=1)
    s.dice([3, 1])
    g = marquise_day(s)
    g.apply("battle:1:alliance")
    g.apply("enlist")
    g = turn_over_battle(g)
    assert warriors(g, 1, M) == 0                         # the higher 3, capped at 1 + 2
    assert warriors(g, 1, "alliance") == 0


@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain"])
def test_M_maps_without_printed_suits_deal_four_markers_of_each_suit(map_id):
    g = Game.new(factions=[M, E], map=map_id, seed=4)
    suits = g.s["suits"]
    assert len(suits) == 12 and all(suits.count(x) == 4 for x in ("fox", "rabbit", "mouse"))


def test_M_4_2_no_bandit_moved_onto_a_closed_path_in_daylight():
    import hireling_example as hx
    s = Scenario(map="mountain", factions=[M, E],
                 hirelings=["highway_bandits", hx.G, "test_wardens"])
    s.suits(SUITS)
    s.hireling("highway_bandits", side="promoted", controller=M)
    s.hireling_field("highway_bandits", "paths", "1-9")
    s.place(M, "warrior", clearing=9, count=2)
    g = s.start(turn=M, phase="daylight")
    opts = prefixed(g, "highway_bandits:path:")
    assert set(opts) == {"highway_bandits:path:9-10", "highway_bandits:path:9-12"}, opts


def test_M_4_2_the_vagabond_cannot_slip_along_a_closed_path():
    s = board("mountain", (M, V))
    s.vagabond("thief", 9, items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert {"slip:1", "slip:10", "slip:12"} <= set(keys(g))
    assert "slip:8" not in keys(g) and "slip:5" not in keys(g)
    assert {"slip:F1", "slip:F2", "slip:F3", "slip:F9"} <= set(keys(g))


def test_V_4_2_no_instigate_from_a_forest():
    s = table((M, E, V))
    s.vagabond("vagrant", "F1", items=["coins", "torch", "boot"])
    s.place(M, "warrior", clearing=1, count=2)
    s.place(E, "warrior", clearing=1)
    g = vb_day(s)
    assert not prefixed(g, "instigate:")


def test_V_6_2_scorched_earth_spares_a_coalition_partner():
    s = table((M, E, "alliance", V))
    s.vagabond("scoundrel", 1, items=["boot", "torch", "crossbow"])
    s.coalition(M, "fox_dominance")
    s.place(M, "warrior", clearing=1, count=2)
    s.place(M, "sawmill", clearing=1)
    s.place(E, "warrior", clearing=1)
    g = vb_day(s)
    g.apply("scorched_earth")
    assert warriors(g, 1, M) == 2 and buildings(g, 1, M) == ["sawmill"]   # not an enemy
    assert warriors(g, 1, E) == 0


@pytest.mark.parametrize("expansion,extra", [
    ("riverfolk", ["arbiter", "scoundrel", "vagrant"]),
    ("underworld", ["adventurer", "harrier"]),
])
def test_V_each_expansion_brings_its_own_characters(expansion, extra):
    g = Game.new(factions=[M, E, V], map="autumn", seed=5, expansions=[expansion])
    g = setup_until_character(g)
    offered = sorted(k.split(":")[1] for k in keys(g))
    assert offered == sorted(["ranger", "thief", "tinker"] + extra)


def test_M_3_5_mercenaries_count_for_rule_of_the_ferry_clearing():
    for buy, ferry_offered in ((True, True), (False, False)):
        s = board("lake", (M, E, R))
        s.place(M, "warrior", clearing=1)
        s.place(E, "warrior", clearing=1, count=2)
        s.place(R, "warrior", clearing=1, count=2)
        s.prices(mercenaries=1)
        g = s.start(turn=M, phase="birdsong")
        if buy:
            g.apply("buy:mercenaries")
        for _ in range(10):
            if g.decision.kind == "action":
                break
            g.apply("done" if "done" in keys(g) else keys(g)[0])
        assert ("march:1-11:1:ferry" in keys(g)) == ferry_offered, (buy, keys(g))
        # the Marquise cannot move the mercenaries (Law 11.2.6): one warrior at most
        assert all(k.split(":")[2] == "1" for k in prefixed(g, "march:")), keys(g)


def test_M_3_5_a_move_along_a_path_leaves_the_ferry_and_draws_nothing():
    s = board("lake")
    s.place(M, "warrior", clearing=1, count=2)
    g = marquise_day(s)
    hand = len(g.hand(M))
    g.apply("march:1-9:2")
    assert g.s["ferry"] == 1 and warriors(g, 9, M) == 2
    assert len(g.hand(M)) == hand


def test_V_7_2_improvise_is_a_may_even_to_spare_the_torch():
    g = vb_day(adventurer_at_1())
    assert "quest:fox_repair_a_shed" in keys(g)                       # torch + hammer as printed
    g.apply("quest:fox_repair_a_shed:improvise:boot:torch")           # the boot stands in
    while g.decision.player == V and g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert sorted(held(g)) == ["boot:exhausted:damaged", "hammer:exhausted", "torch"]


def test_V_7_2_improvise_again_on_a_later_turn():
    s = table((M, V))
    s.vagabond("adventurer", 1, items=["boot", "boot", "torch", "hammer", "sword"])
    s.quests(["fox_errand", "fox_logistics_help", "mouse_escort"])
    g = vb_day(s)
    g.apply("quest:fox_errand:improvise:hammer:tea")
    while g.decision.player == V and g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert not [k for k in prefixed(g, "quest:") if ":improvise:" in k]      # this turn: used
    g = turn_over(g, V)
    g = turn_over(g, M)
    for _ in range(30):
        if g.decision.player == V and g.decision.kind == "action":
            break
        ks = keys(g)
        g.apply("skip" if "skip" in ks else ("done" if "done" in ks else ks[0]))
    assert g.decision.kind == "action" and g.s["players"][V]["pawn"] == 1, keys(g)
    assert [k for k in prefixed(g, "quest:fox_logistics_help:improvise:") if k.endswith(":bag")]


# ===== bad input: a clear error, nothing changed ===============================================

def test_M_bad_map_positions_are_refused():
    from root_widget.rules.errors import RootError
    lake = board("lake")
    with pytest.raises(RootError, match="coastal"):
        lake.ferry(5)
    mountain = board("mountain")
    with pytest.raises(RootError, match="M.4.1"):
        mountain.closed_paths([(1, 8)])
    assert len(mountain.state()["closed_paths"]) == 6
    with pytest.raises(RootError):
        board("winter").closed_paths([])


def test_M_4_3_an_illegal_removal_key_changes_nothing():
    from root_widget.rules.errors import IllegalAction
    s = board("mountain")
    s.place(M, "warrior", clearing=1, count=2)
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    before = g.s["closed_paths"][:], g.score(M), card_ids(g, M)
    with pytest.raises(IllegalAction):
        g.apply("open_path:8-9:anvil")
    assert (g.s["closed_paths"], g.score(M), card_ids(g, M)) == before


def test_M_4_3_with_an_activated_dominance_the_path_opens_but_scores_nothing():
    s = board("mountain", (M, E, "alliance"))
    s.place(M, "warrior", clearing=9, count=2)
    s.score(M, 12)
    s.dominance(M, "rabbit_dominance")
    s.hand(M, ["anvil"])
    g = marquise_day(s)
    g.apply("open_path:8-9:anvil")
    assert [8, 9] not in g.s["closed_paths"]
    assert g.score(M) is None and g.s["players"][M]["score"] == 12


def test_M_position_text_keeps_the_ferry_closed_paths_tower_and_scorched_clearing():
    lake = board("lake", (M, V))
    lake.ferry(11)
    lake.vagabond("scoundrel", 1, items=["boot", "crossbow"])
    lake.scorched_earth(1)
    mountain = board("mountain")
    mountain.closed_paths([(3, 7)])
    mountain.tower(9)
    for s in (lake, mountain):
        text = s.to_text()
        assert Scenario.from_text(text).to_text() == text
    g = Scenario.from_text(mountain.to_text()).start(turn=M)
    assert g.s["closed_paths"] == [[3, 7]] and g.s["tower"] == 9
    g = Scenario.from_text(lake.to_text()).start(turn=M)
    assert g.s["ferry"] == 11 and g.s["players"][V]["scorched"] == 1


# Found by these checks: the other Vagabond's pawn walked into the Scoundrel's torch clearing
# (rules/factions/vagabond.py _move_actions looked at the mover's own torch only); fixed.

def test_V_6_2_the_other_vagabond_cannot_move_into_the_scorched_clearing():
    s = table((M, V, "vagabond2"))
    s.vagabond("scoundrel", 1, items=["boot", "crossbow"])
    s.scorched_earth(1)
    s.vagabond2("thief", 5, items=["boot", "torch", "sword", "tea"])
    g = s.start(turn="vagabond2", phase="daylight")
    assert (g.decision.player, g.decision.kind) == ("vagabond2", "action"), keys(g)
    assert "move:1" not in keys(g) and "move:2" in keys(g)


def test_V_6_2_the_other_vagabond_cannot_slip_into_the_scorched_clearing():
    s = table((M, V, "vagabond2"))
    s.vagabond2("scoundrel", 1, items=["boot", "crossbow"])
    s.scorched_earth2(1)
    s.vagabond("thief", 5, items=["boot", "torch", "sword", "tea"])
    g = s.start(turn=V, phase="birdsong")
    assert g.decision.kind == "slip"
    assert "slip:1" not in keys(g) and "slip:2" in keys(g)
    g = vb_day(s)
    assert "move:1" not in keys(g)


def test_V_6_2_riverfolk_swim_and_recruit_around_the_scorched_clearing():
    s = table((M, V, R))
    s.vagabond("scoundrel", 10, items=["boot", "crossbow"])
    s.scorched_earth(10)
    s.place(R, "warrior", clearing=5)
    s.funds({R: 2})
    g = s.start(turn=R, phase="daylight")
    assert not prefixed(g, "move:5-10:")                # the 5-10 river leads into it
    assert "recruit:10" not in keys(g) and "recruit:4" in keys(g)


def test_V_5_2_a_second_vagabond_arbiter_adds_his_own_swords_not_the_other_vagabond():
    s = table((M, E, V, "vagabond2"))
    s.vagabond("thief", 5, items=["boot", "torch", "sword", "sword", "sword", "tea"])
    s.vagabond2("arbiter", 1, items=["boot", "torch", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    s.dice([3, 3])
    g = marquise_day(s)
    g.apply("battle:1:eyrie")
    assert (g.decision.player, g.decision.kind) == (E, "protector")
    g.apply("enlist")
    g = turn_over_battle(g)
    assert warriors(g, 1, M) == 1                        # 1 warrior + 1 sword
    assert g.score("vagabond2") == 1 and g.score(V) == 0


def test_V_5_2_the_other_vagabond_may_enlist_the_arbiter_but_not_the_arbiter_himself():
    s = table((M, E, V, "vagabond2"))
    s.vagabond("thief", 1, items=["boot", "torch", "sword", "tea"])
    s.vagabond2("arbiter", 1, items=["boot", "torch", "sword", "sword"])
    s.place(M, "warrior", clearing=1, count=3)
    g = marquise_day(s)
    g.apply("battle:1:vagabond")
    assert (g.decision.player, g.decision.kind) == (V, "protector")
    g = marquise_day(s)
    g.apply("battle:1:vagabond2")
    assert g.decision.kind != "protector"


def test_V_8_2_glide_moves_no_other_piece_so_the_ferry_stays_and_no_card_is_drawn():
    s = board("lake", (M, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow", "boot"])
    g = vb_day(s)
    hand = len(g.hand(V))
    g.apply("glide:11")
    assert g.s["players"][V]["pawn"] == 11
    assert g.s["ferry"] == 1 and len(g.hand(V)) == hand
    assert not [k for k in keys(g) if k.endswith(":ferry")]    # the Ferry is not in 11


def test_V_8_2_the_harrier_may_still_take_the_ferry_by_an_ordinary_move():
    s = board("lake", (M, V))
    s.vagabond("harrier", 1, items=["coins", "torch", "sword", "crossbow", "boot"])
    g = vb_day(s)
    g.apply("move:11:ferry")
    assert g.s["ferry"] == 11 and "boot:exhausted" in held(g) and "torch" in held(g)


def test_V_4_2_a_second_vagabond_vagrant_scores_his_own_instigation():
    s = table((M, E, V, "vagabond2"))
    s.vagabond("thief", 5, items=["boot", "torch", "sword", "tea"])
    s.vagabond2("vagrant", 1, items=["coins", "torch", "boot"])
    s.relationship2(E, "hostile")
    s.place(M, "warrior", clearing=1, count=3)
    s.place(E, "warrior", clearing=1)
    s.place(E, "roost", clearing=1)
    s.dice([3, 0])
    g = s.start(turn="vagabond2", phase="daylight")
    g.apply("instigate:marquise:eyrie")
    g = back_to(g, "vagabond2")
    assert g.score("vagabond2") == 2 and g.score(V) == 0 and g.score(M) == 0


def test_V_6_2_the_ferry_cannot_land_in_the_scorched_clearing():
    s = board("lake", (M, V))
    s.vagabond("scoundrel", 11, items=["boot", "crossbow"])
    s.scorched_earth(11)
    s.place(M, "warrior", clearing=1, count=2)
    g = marquise_day(s)
    assert "march:1-10:2:ferry" in keys(g) and "march:1-12:2:ferry" in keys(g)
    assert not prefixed(g, "march:1-11:")


def test_V_4_2_a_sympathy_token_removed_by_instigation_outrages_against_the_vagrant():
    """The removed token counts as removed by the Vagrant (V.4.2), so he owes the Outrage
    card (8.2.6), not the Marquise who rolled."""
    s = table((M, "alliance", V))
    s.vagabond("vagrant", 1, items=["coins", "torch", "boot"])
    s.place(M, "warrior", clearing=1, count=3)
    s.place("alliance", "warrior", clearing=1)
    s.place("alliance", "sympathy", clearing=1)
    s.hand(V, ["anvil"])                                 # a fox card; 1 is a fox clearing
    s.hand(M, ["arms_trader", "sword"])
    s.dice([2, 2])
    g = vb_day(s)
    g.apply("instigate:marquise:alliance")
    assert (g.decision.player, g.decision.kind) == (V, "outrage"), keys(g)
    g.apply("outrage:anvil")
    g = back_to(g, V)
    assert tokens(g, 1, "alliance") == [] and g.score(V) == 1
    assert card_ids(g, M) == ["arms_trader", "sword"] and card_ids(g, V) == []


def test_V_a_second_vagabond_picks_another_character_with_its_own_starting_items():
    g = Game.new(factions=[M, E, V, "vagabond2"], map="autumn", seed=5,
                 expansions=["riverfolk", "underworld"])
    g = setup_until_character(g)
    assert g.decision.player == V
    g.apply("character:scoundrel")
    for _ in range(100):
        if g.decision.kind == "character":
            break
        g.apply(keys(g)[0])
    assert g.decision.player == "vagabond2"
    assert "character:scoundrel" not in keys(g) and "character:adventurer" in keys(g)
    g.apply("character:adventurer")
    for _ in range(100):
        if g.s["players"]["vagabond2"].get("pawn") is not None and \
                g.decision.player not in (V, "vagabond2"):
            break
        g.apply(keys(g)[0])
    assert held(g) == ["boot", "boot", "crossbow", "torch"]
    assert sorted(it["item"] for it in g.s["players"]["vagabond2"]["vitems"]) == \
        ["boot", "hammer", "torch"]
