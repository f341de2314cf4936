"""Law Appendix M (the maps) and A.1 (suit markers): Winter, Lake and Mountain.

Winter: paths 1-5 1-10 1-11 2-6 2-7 2-12 3-7 3-8 3-12 4-9 4-10 4-11 5-6 8-9 8-12 9-11; the
river 7-12, 10-11, 11-12. Lake: coastal clearings 1, 10, 11, 12 (the Ferry starts in 1);
its corners 1 (bottom right) and 2 (top left), 3 and 4, are the diagonal pairs.
Mountain: closed at setup 2-5 3-7 5-9 6-11 8-9 11-12; the Pass (Tower) is 10.
"""
import json
from collections import Counter

import pytest

from root_widget import Game, IllegalAction, Scenario, ScenarioError, UnknownName

from helpers import keys, player, prefixed, to_actions, warriors

SUITS12 = ["fox"] * 4 + ["rabbit"] * 4 + ["mouse"] * 4


def scenario(map_id, factions=("marquise", "eyrie")):
    return Scenario(map=map_id, factions=list(factions)).suits(SUITS12)


# ===== A.1 Suit markers ========================================================================

@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain", "gorge", "marsh"])
def test_A_1_variant_maps_deal_the_twelve_suit_markers_at_setup(map_id):
    g = Game.new(map=map_id, seed=5)
    suits = [g.map.suit(c) for c in g.map.ids]
    assert Counter(suits) == {"fox": 4, "rabbit": 4, "mouse": 4}
    assert g.s["suits"] == suits


def test_A_1_each_marker_is_a_chance_decision_weighted_by_the_markers_left():
    g = Game.new(map="winter", seed=1, auto_chance=False)
    d = g.decision
    assert (d.player, d.kind, d.rule) == ("chance", "suit_marker", "A.1")
    assert {a.key: a.weight for a in g.legal_actions()} == {"suit:fox": 4, "suit:mouse": 4,
                                                            "suit:rabbit": 4}
    for _ in range(4):
        g.apply("suit:fox")
    assert "suit:fox" not in keys(g)                 # all four fox markers are placed
    for x in ["rabbit"] * 4 + ["mouse"] * 4:
        g.apply(f"suit:{x}")
    assert g.s["suits"] == ["fox"] * 4 + ["rabbit"] * 4 + ["mouse"] * 4
    assert [g.map.suit(c) for c in (1, 5, 9)] == ["fox", "rabbit", "mouse"]
    assert g.decision.kind != "suit_marker"


def test_A_1_autumn_keeps_its_printed_suits_unless_the_markers_are_asked_for():
    g = Game.new(seed=1)
    assert "suits" not in g.s and g.map.suit(1) == "fox" and g.map.suit(2) == "mouse"
    g = Game.new(seed=1, random_suits=True, auto_chance=False)
    assert g.decision.kind == "suit_marker"
    g2 = Game.new(seed=1, random_suits=True)
    assert Counter(g2.s["suits"]) == {"fox": 4, "rabbit": 4, "mouse": 4}
    assert Game.from_json(g2.to_json()).s["suits"] == g2.s["suits"]


def test_A_1_a_map_without_printed_suits_cannot_be_played_with_them():
    with pytest.raises(UnknownName, match="no printed suits"):
        Game.new(map="lake", random_suits=False)


def test_A_1_dealt_suits_rule_crafting_and_dominance():
    """The suit of a clearing is its marker's: a fox marker on Winter 1 lets a workshop
    there pay fox."""
    s = scenario("winter")                              # 1-4 fox, 5-8 rabbit, 9-12 mouse
    s.place("marquise", "workshop", 1)
    s.hand("marquise", ["anvil", "a_visit_to_friends"])  # fox item, fox... and a rabbit card
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" in keys(g)
    s.suits(["rabbit"] * 4 + ["fox"] * 4 + ["mouse"] * 4)
    g = s.start(turn="marquise", phase="daylight")
    assert "craft:anvil" not in keys(g)


def test_A_1_scenario_suits_are_checked_and_change_nothing_when_refused():
    s = scenario("winter")
    before = s.to_text()
    with pytest.raises(ScenarioError, match="four of each suit"):
        s.suits(["fox"] * 5 + ["rabbit"] * 3 + ["mouse"] * 4)
    with pytest.raises(UnknownName, match="unknown suit"):
        s.suits(["bird"] + SUITS12[1:])
    with pytest.raises(ScenarioError, match="a list of 12 suits"):
        s.suits(SUITS12[:11])
    with pytest.raises(ScenarioError, match="no printed suits"):
        s.suits(None)
    assert s.to_text() == before
    s.suits({c: x for c, x in zip(range(1, 13), reversed(SUITS12))})
    assert s.state()["suits"] == list(reversed(SUITS12))


# ===== M.2 Winter ==============================================================================

def test_M_2_winter_paths_rivers_and_corners():
    g = Game.new(map="winter", seed=0)
    m = g.map
    assert set(m.adjacent[1]) == {5, 10, 11}
    assert set(m.adjacent[11]) == {1, 4, 9}              # 10-11 and 11-12 are river, not path
    assert (7, 12) in m.rivers and 12 not in m.adjacent[7]
    assert m.corners == (1, 2, 3, 4)
    assert [m.clearings[c].slots for c in (11, 12)] == [3, 3]
    assert [c for c in m.ids if m.clearings[c].ruin_slots] == [8, 9, 11, 12]


def test_M_2_winter_moves_follow_its_paths_not_the_river():
    s = scenario("winter")
    s.place("marquise", "warrior", 11, count=2)
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    dests = {k.split(":")[1] for k in prefixed(g, "march:")}
    assert dests == {"11-1", "11-4", "11-9"}
    assert "march:11-12:1" not in keys(g) and "march:11-10:1" not in keys(g)


def test_M_2_1_the_river_divides_forests_which_neighbour_across_it():
    """Law M.2.1 with 2.4.1: forests on the two banks of the river are separate forests,
    adjacent across the river as across a path."""
    m = Game.new(map="winter", seed=0).map
    assert m.forest_clearings["F1"] == (1, 10, 11) and m.forest_clearings["F4"] == (4, 10, 11)
    assert "F4" in m.forest_adjacent["F1"]
    assert "F6" in m.forest_adjacent["F2"] and "F8" in m.forest_adjacent["F3"]
    assert "F5" not in m.forest_adjacent["F1"]          # no single path or river between them


# ===== M.3 Lake ================================================================================

def test_M_3_2_the_lake_links_each_coastal_clearing_to_each_other_by_river():
    m = Game.new(map="lake", seed=0).map
    assert m.coastal == (1, 10, 11, 12)
    assert set(m.rivers) == {(1, 10), (1, 11), (1, 12), (10, 11), (10, 12), (11, 12)}
    assert 10 not in m.adjacent[1]                       # a river is not a path


def test_M_3_4_each_coastal_forest_neighbours_the_next_two_round_the_lake():
    m = Game.new(map="lake", seed=0).map
    for f, ring in {"F3": {"F6", "F9"}, "F6": {"F3", "F8"}, "F8": {"F6", "F9"},
                    "F9": {"F3", "F8"}}.items():
        assert ring <= set(m.forest_adjacent[f])
    assert "F8" not in m.forest_adjacent["F3"]           # across the lake: not neighbours


def test_M_3_1_the_ferry_starts_in_the_coastal_corner():
    g = Game.new(map="lake", seed=0)
    assert g.s["ferry"] == 1 and g.map.clearings[1].corner


def _ferry_table():
    s = scenario("lake")
    s.place("marquise", "warrior", 1, count=3)           # rules 1, where the Ferry is
    s.place("marquise", "warrior", 11)
    return s


def test_M_3_5_the_ferry_moves_to_any_coastal_clearing_and_its_mover_draws():
    g = to_actions(_ferry_table().start(turn="marquise", phase="daylight"))
    ferry = prefixed(g, "march:1-")
    assert {k for k in ferry if k.endswith(":ferry")} == \
        {f"march:1-{d}:{n}:ferry" for d in (10, 11, 12) for n in (1, 2, 3)}
    hand = len(player(g, "marquise")["hand"])
    g.apply("march:1-12:2:ferry")
    assert warriors(g, 12, "marquise") == 2 and g.s["ferry"] == 12
    assert len(player(g, "marquise")["hand"]) == hand + 1
    # once per turn: the Ferry in 12 carries no one else this turn
    assert not [k for k in keys(g) if k.endswith(":ferry")]


def test_M_3_5_the_ferry_needs_rule_of_origin_or_destination():
    s = scenario("lake")
    s.place("marquise", "warrior", 1)
    s.place("eyrie", "warrior", 1, count=2)              # the Eyrie rule 1
    s.place("eyrie", "warrior", 11)                      # ... and 11; nobody rules 10
    s.place("marquise", "warrior", 12)                   # the Marquise rule 12
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    ferry = [k for k in keys(g) if k.endswith(":ferry")]
    assert ferry == ["march:1-12:1:ferry"]


def test_M_3_5_only_from_the_ferrys_clearing_and_not_along_a_path():
    s = _ferry_table().ferry(10)
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert not [k for k in keys(g) if k.endswith(":ferry")]
    assert "march:1-5:1" in keys(g)                      # the ordinary path move stays


def test_M_3_5_the_ferry_serves_again_next_turn():
    """Once per turn: the Eyrie, next, may take the Ferry the Marquise took."""
    s = _ferry_table()
    s.place("eyrie", "roost", 12)
    s.place("eyrie", "warrior", 12, count=3)
    s.place("marquise", "warrior", 10)
    s.decree("move", ["bake_sale"])                      # a rabbit move... from a rabbit clearing
    s.suits(["fox"] * 4 + ["mouse"] * 4 + ["rabbit"] * 4)   # 12 is rabbit
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    g.apply("march:1-12:1:ferry")                       # 12: the Eyrie still rule it (3 to 1)
    assert g.s["ferry"] == 12
    while g.s["turn"]["faction"] == "marquise":
        g.apply("end" if "end" in keys(g) else ("skip" if "skip" in keys(g) else keys(g)[0]))
    while g.decision.kind != "decree_move":
        g.apply(keys(g)[0])
    assert sorted(k for k in keys(g) if k.endswith(":ferry")) == sorted(
        f"move:12-{d}:{n}:ferry" for d in (1, 10, 11) for n in (1, 2, 3, 4))


def test_M_3_5_the_vagabond_takes_the_ferry_regardless_of_rule_and_draws():
    """Nimble (Law 9.2.3): the Vagabond moves regardless of rule, by the Ferry too; the
    move costs a boot as any move; his pawn is a faction piece, so he draws."""
    s = scenario(("lake"), ("marquise", "vagabond"))
    s.vagabond("thief", 1, items=["boot", "boot"])
    s.place("marquise", "warrior", 1, count=2)           # the Marquise rule 1 ...
    s.place("marquise", "warrior", 12, count=2)          # ... and 12
    g = s.start(turn="vagabond", phase="daylight")
    ferry = sorted(k for k in keys(g) if k.endswith(":ferry"))
    assert ferry == ["move:10:ferry", "move:11:ferry", "move:12:ferry"]
    hand = len(player(g, "vagabond")["hand"])
    g.apply("move:12:ferry")
    assert g.s["players"]["vagabond"]["pawn"] == 12 and g.s["ferry"] == 12
    assert len(player(g, "vagabond")["hand"]) == hand + 1
    assert not [k for k in keys(g) if k.endswith(":ferry")]


def test_M_3_5_the_vagabond_slips_to_adjacent_places_only_never_by_ferry():
    s = scenario(("lake"), ("marquise", "vagabond"))
    s.vagabond("thief", 1, items=["boot"])
    g = s.start(turn="vagabond", phase="birdsong")
    while g.decision.kind != "slip":
        g.apply(keys(g)[0])
    assert not [k for k in keys(g) if k.endswith(":ferry")]
    assert "slip:5" in keys(g)


def test_M_3_scenario_ferry_is_coastal_only():
    s = scenario("lake")
    with pytest.raises(ScenarioError, match="coastal clearing"):
        s.ferry(5)
    with pytest.raises(ScenarioError, match="has no Ferry"):
        scenario("winter").ferry(1)


# ===== M.4 Mountain ============================================================================

def test_M_4_1_six_closed_paths_and_the_tower_at_setup():
    g = Game.new(map="mountain", seed=0)
    assert g.s["closed_paths"] == [[2, 5], [3, 7], [5, 9], [6, 11], [8, 9], [11, 12]]
    assert g.s["tower"] == 10


def test_M_4_2_a_closed_path_is_no_path_for_movement():
    s = scenario("mountain")
    s.place("marquise", "warrior", 2, count=2)
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert {k.split(":")[1] for k in prefixed(g, "march:")} == {"2-6", "2-11"}
    assert "march:2-5:1" not in keys(g)


def test_M_4_2_a_closed_path_does_not_make_clearings_adjacent_for_placement():
    g = Game.new(["marquise", "eyrie"], map="mountain", seed=1)
    g.apply("keep:2")
    spots = {k.split(":")[2] for k in keys(g)}
    assert spots == {"2", "6", "11"}                     # 5 is across the closed path 2-5


def test_M_4_2_a_closed_path_does_not_connect_ruled_clearings_for_wood():
    """Law 6.5.4: the Marquise's wood must come from clearings connected to the building's
    by ruled clearings; across a closed path they are not connected (M.4.2)."""
    s = scenario("mountain")
    s.place("marquise", "warrior", 2).place("marquise", "workshop", 5).place("marquise", "wood", 5)
    s.hand("marquise", ["anvil"])
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert "build:2:workshop" not in keys(g)            # the second workshop costs one wood
    g.apply("open_path:2-5:anvil")
    assert "build:2:workshop" in keys(g)


def test_M_4_2_sympathy_spreads_only_across_open_paths():
    s = scenario("mountain", ("marquise", "alliance"))
    s.place("alliance", "sympathy", 9)                   # 1-9, 9-10, 9-12 open; 5-9, 8-9 closed
    s.supporters(["armorers", "brutal_tactics"])        # birds: wild
    g = s.start(turn="alliance", phase="birdsong")
    g.apply("done")                                      # no revolt
    assert prefixed(g, "spread") == ["spread:1", "spread:10", "spread:12"]


def test_M_4_2_closed_paths_still_divide_forests():
    m = Game.new(map="mountain", seed=0).map
    assert m.forest_clearings["F6"] == (2, 5, 11) and m.forest_clearings["F2"] == (5, 9, 10)
    assert "F1" in m.forest_adjacent["F9"]               # across the closed path 8-9


def _closed_path_table(hand=("anvil",)):
    s = scenario("mountain")
    s.place("marquise", "warrior", 2)
    s.hand("marquise", list(hand))
    return s


def test_M_4_3_spend_a_card_in_daylight_to_remove_a_closed_path_and_score():
    g = to_actions(_closed_path_table(["anvil", "bake_sale"]).start(turn="marquise",
                                                                    phase="daylight"))
    assert prefixed(g, "open_path:") == ["open_path:2-5:anvil", "open_path:2-5:bake_sale"]
    g.apply("open_path:2-5:anvil")
    assert g.s["closed_paths"] == [[3, 7], [5, 9], [6, 11], [8, 9], [11, 12]]
    assert g.score("marquise") == 1
    assert "anvil" in g.s["discard"] and player(g, "marquise")["hand"] == ["bake_sale"]
    assert "march:2-5:1" in keys(g)                      # now a path
    assert set(g.clearing(2).adjacent) == {5, 6, 11}


def test_M_4_3_once_per_turn():
    s = _closed_path_table(["anvil", "bake_sale"])
    s.place("marquise", "warrior", 3)                    # at 3-7 as well
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    g.apply("open_path:2-5:anvil")
    assert prefixed(g, "open_path:") == []


def test_M_4_3_needs_a_piece_at_either_end_and_a_card():
    s = scenario("mountain")
    s.place("marquise", "warrior", 1)                    # 1 touches no closed path
    s.hand("marquise", ["anvil"])
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert prefixed(g, "open_path:") == []
    g = to_actions(_closed_path_table(()).start(turn="marquise", phase="daylight"))
    assert prefixed(g, "open_path:") == []
    with pytest.raises(IllegalAction):
        g.apply("open_path:2-5:anvil")


def test_M_4_3_offered_to_the_eyrie_in_its_daylight_too():
    s = scenario("mountain")
    s.place("eyrie", "roost", 5)
    s.hand("eyrie", ["anvil"])
    g = s.start(turn="eyrie", phase="daylight")
    assert "open_path:2-5:anvil" in keys(g) and "open_path:5-9:anvil" in keys(g)


def _end_evening(g, f):
    """The Marquise's Evening has no decision here: the turn passes to the Eyrie."""
    assert g.s["turn"]["faction"] != f
    return g


def test_M_4_4_ruling_the_pass_at_the_end_of_evening_scores_one():
    s = scenario("mountain")
    s.place("marquise", "warrior", 10, count=2)
    s.place("eyrie", "warrior", 10)
    g = s.start(turn="marquise", phase="evening")
    _end_evening(g, "marquise")
    assert g.score("marquise") == 1 and g.score("eyrie") == 0
    assert [e["text"] for e in g.s["log"] if e["rule"] == "M.4.4"] == \
        ["Marquise de Cat scores 1 VP: ruling the Pass in 10"]


def test_M_4_4_not_ruling_the_pass_scores_nothing():
    s = scenario("mountain")
    s.place("marquise", "warrior", 10)
    s.place("eyrie", "warrior", 10, count=2)
    g = s.start(turn="marquise", phase="evening")
    _end_evening(g, "marquise")
    assert not any(e["rule"] == "M.4.4" for e in g.s["log"])


def test_M_4_4_the_tower_marks_the_pass_where_it_stands():
    s = scenario("mountain").tower(11)
    s.place("marquise", "warrior", 11)
    g = s.start(turn="marquise", phase="evening")
    _end_evening(g, "marquise")
    assert any(e["rule"] == "M.4.4" for e in g.s["log"])


def test_M_4_scenario_closed_paths_are_checked():
    s = scenario("mountain")
    before = s.to_text()
    with pytest.raises(ScenarioError, match="not one of the paths"):
        s.closed_paths([(1, 8)])
    with pytest.raises(ScenarioError, match="given twice"):
        s.closed_paths([(2, 5), (5, 2)])
    with pytest.raises(ScenarioError, match="has no closed paths"):
        scenario("winter").closed_paths([])
    assert s.to_text() == before
    s.closed_paths([])
    assert s.start().map.adjacent[2] == (5, 6, 11)


@pytest.mark.parametrize("key, value, message", [
    ("suits", ["fox"] * 12, "four each of"),
    ("suits", "fox", "the suits must be a list of 12 suits"),
    ("closed_paths", [[1, 8]], "the closed paths must be a list of distinct"),
    ("closed_paths", [[5, 2]], "the closed paths must be a list of distinct"),
    ("closed_paths", [[2, 5], [2, 5]], "the closed paths must be a list of distinct"),
    ("tower", 13, "the tower must stand in a clearing of the map"),
])
def test_a_save_with_an_impossible_map_state_is_refused(key, value, message):
    from root_widget import SaveError
    d = json.loads(Game.new(map="mountain", seed=1).to_json())
    d["state"][key] = value
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(d), verify=False)


def test_a_save_of_a_map_without_printed_suits_needs_its_suits():
    from root_widget import SaveError
    d = json.loads(Game.new(map="lake", seed=1).to_json())
    del d["state"]["suits"]
    with pytest.raises(SaveError, match="the Lake map has no printed suits"):
        Game.from_json(json.dumps(d), verify=False)
    d = json.loads(Game.new(map="lake", seed=1).to_json())
    d["state"]["ferry"] = 5
    with pytest.raises(SaveError, match=r"the ferry must stand in a coastal clearing \[1, 10, 11, 12\]"):
        Game.from_json(json.dumps(d), verify=False)


# ===== position text and saves =================================================================

@pytest.mark.parametrize("build", [
    lambda: scenario("winter"),
    lambda: scenario("lake").ferry(11),
    lambda: scenario("mountain").closed_paths([(3, 7)]).tower(9),
    lambda: scenario("mountain").closed_paths([]),
    lambda: Scenario().suits(SUITS12),
])
def test_position_text_round_trips_suits_ferry_closed_paths_and_tower(build):
    text = build().to_text()
    assert Scenario.from_text(text).to_text() == text


def test_position_text_lines():
    text = scenario("mountain").closed_paths([(3, 7)]).tower(9).to_text()
    assert "suits: fox, fox, fox, fox, rabbit" in text
    assert "closed paths: 3-7\n" in text and "tower: 9\n" in text
    assert "closed paths: none" in scenario("mountain").closed_paths([]).to_text()
    with pytest.raises(ScenarioError, match=r"line 3 .*four of each suit"):
        Scenario.from_text("map: winter\nfactions: marquise, eyrie\nsuits: " + ", ".join(["fox"] * 12))
    with pytest.raises(ScenarioError, match=r"a closed path is written like '2-5'"):
        Scenario.from_text("map: mountain\nfactions: marquise, eyrie\nclosed paths: 2 5\n")


@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain", "gorge", "marsh"])
def test_saves_of_every_map_load_and_replay(map_id):
    g = Game.new(map=map_id, seed=2)
    g.play_random(2, max_decisions=300)
    text = g.to_json()
    g2 = Game.from_json(text)
    assert json.dumps(g2.s, sort_keys=True) == json.dumps(g.s, sort_keys=True)
    assert g2.map is g.map


# ===== the board drawn =========================================================================

def test_each_map_is_drawn_from_its_data_with_its_pieces():
    from root_widget.render.board import render_svg
    svg = render_svg(scenario("winter").start())
    assert 'id="rw-river-11-12"' in svg and 'id="rw-path-1-5"' in svg
    assert "rw-lake" not in svg and "rw-tower" not in svg and "rw-ferry" not in svg
    svg = render_svg(scenario("lake").ferry(11).start(), locale="ja")
    assert 'id="rw-lake"' in svg and 'id="rw-ferry"' in svg and 'data-clearing="11"' in svg
    assert "rw-river-" not in svg and "フェリー" in svg
    svg = render_svg(scenario("mountain").closed_paths([(2, 5)]).start(), locale="de")
    assert 'id="rw-closed-2-5"' in svg and "rw-closed-3-7" not in svg
    assert 'id="rw-tower"' in svg and "gesperrter Weg 2-5" in svg
    assert 'id="rw-path-3-7"' in svg                  # the printed path, open now


def test_a_clearing_without_its_suit_marker_yet_is_drawn_unsuited():
    from root_widget.render.board import render_svg
    g = Game.new(map="winter", auto_chance=False)
    svg = render_svg(g)
    assert svg.count('class="clearing unsuited"') == 12 and "rw-suit-fox" not in svg.split("</defs>")[1]


# ===== labels ==================================================================================

def test_the_maps_words_in_every_locale():
    from root_widget.i18n import Labels
    from root_widget.i18n.phrases import phrase
    g = to_actions(_closed_path_table(["anvil"]).start(turn="marquise", phase="daylight"))
    (a,) = [a for a in g.legal_actions() if a.kind == "open_path"]
    assert Labels("de").option(a, g.factions) == "Gesperrten Weg öffnen: Amboss, 2-5"
    assert Labels("ja").option(a, g.factions) == "閉ざされた道を取り除く: 金床, 2-5"
    g = to_actions(_ferry_table().start(turn="marquise", phase="daylight"))
    a = g.legal_actions()[[x.key for x in g.legal_actions()].index("march:1-10:1:ferry")]
    assert Labels("de").option(a, g.factions) == "Marschieren: Lichtung 1 \u2192 Lichtung 10, Fähre, ×1"
    d = Game.new(map="winter", auto_chance=False).decision
    assert [Labels(x).option(d.options[0]) for x in ("de", "ja")] == ["Farbmarker: Fuchs",
                                                                      "スートマーカー: キツネ"]
    assert Labels("ja").ui("mountain") == "山" and Labels("de").ui("lake") == "See"
    # every log line of seeded games on each map has its sentence in German and Japanese
    for map_id in ("winter", "lake", "mountain"):
        g = Game.new(["marquise", "eyrie", "alliance", "vagabond"], map=map_id, seed=3)
        g.play_random(3, until=150)
        for e in g.log:
            for loc in ("de", "ja"):
                assert phrase(e["text"], loc) is not None, (map_id, loc, e["text"])


def test_M_4_5_the_mountains_ten_forests_are_offered_in_order_for_the_keepers_relics():
    """Found by fuzzing (Keepers on the Mountain, seed 1029): the chance pick of the forest
    of a relic (Law 15.3.4) listed F10 between F1 and F2; options come in natural order,
    so F9 before F10 (Law M.4.5: all ten areas are forests)."""
    g = Game.new(["marquise", "keepers"], map="mountain", seed=1, auto_chance=False)
    seen = []
    while g.s["turn"]["phase"] == "setup":
        d = g.decision
        if d.kind == "forest":
            seen.append(keys(g))
            if "forest:F10" in keys(g):
                break
        g.apply(d.options[-1])
    assert seen and seen[-1][-2:] == ["forest:F9", "forest:F10"]
    g.apply("forest:F10")
    g.apply(g.decision.options[0])                       # which relic: chance
    assert len(g.s["players"]["keepers"]["forests"]["F10"]) == 2


@pytest.mark.parametrize("map_id", ["winter", "lake", "mountain"])
def test_A_1_the_eyrie_decree_matches_the_suits_dealt_in_this_game(map_id):
    """Found by fuzzing the variant maps: the Eyrie's matching clearings were kept per map
    id, so a second game on the same map in one process (a test run, the fuzzer) recruited
    by the suits dealt in the first (Law A.1, 7.5.2.I)."""
    def recruit_options(suits):
        s = scenario(map_id).suits(suits)
        for c in (1, 5):
            s.place("eyrie", "roost", c)
        s.leader("builder")                             # the vizier on recruit is a bird
        s.decree("recruit", ["fox_ambush"])
        g = s.start(turn="eyrie", phase="daylight")
        g.apply("done")
        g.apply("resolve:recruit:fox")
        return keys(g)
    assert recruit_options(SUITS12) == ["recruit:1"]             # 1 fox, 5 rabbit
    swapped = ["rabbit"] * 4 + ["fox"] * 4 + ["mouse"] * 4
    assert recruit_options(swapped) == ["recruit:5"]             # 1 rabbit, 5 fox
    assert recruit_options(SUITS12) == ["recruit:1"]


def test_G_15_the_mountain_map_edge_runs_along_its_closed_paths():
    """Law G.15: the map edge includes the Mountain's closed paths, so clearing 5 (on the
    edge only through a closed path) is an edge clearing; the inner clearings are not."""
    from root_widget.rules.map import edge_clearings, load_map
    mountain = edge_clearings(load_map("mountain"))
    assert 5 in mountain and 10 not in mountain and 11 not in mountain
    assert edge_clearings(load_map("autumn")) == tuple(c for c in range(1, 13)
                                                       if c not in (10, 11, 12))


def test_M_3_5_the_keepers_take_the_ferry_with_their_relics_and_draw():
    """Found reviewing the fuzzed Lake games (the Keepers never drew for the Ferry): their
    move with relics (Law 15.2.4) dropped the Ferry, so the warriors crossed the lake, the
    Ferry stayed, no card was drawn and it could carry them again the same turn."""
    s = Scenario(map="lake", factions=["keepers", "marquise"]).suits(SUITS12)   # 1-4 fox
    s.place("keepers", "warrior", 1, 2)
    s.place("keepers", "figure1", 1)
    s.retinue("move", ["anvil"])                          # a fox card: moves from 1
    s.retinue("delve", [])
    s.retinue("recover", [])
    g = s.start(turn="keepers", phase="daylight")
    g.apply("done")
    g.apply("use:move:anvil")
    ferry = [k for k in keys(g) if k.endswith(":ferry")]
    assert "move:1-12:2:ferry" in ferry
    hand = len(player(g, "keepers")["hand"])
    g.apply("move:1-12:2:ferry")
    g.apply("carry:figure1")
    assert warriors(g, 12, "keepers") == 2 and "figure1" in [k for o, k in g.s["board"][12]["tokens"]]
    assert g.s["ferry"] == 12 and g.s["flags"].get("ferry")
    assert len(player(g, "keepers")["hand"]) == hand + 1


# ===== M.6: the Gorge map (provisional data: maps.json "provisional") ===========================
# Gorge: paths 1-5 1-10 1-11 2-5 2-6 3-7 3-8 3-12 4-8 4-9 5-6 5-11 6-7 6-10 7-9 8-9 8-12 9-10
# 11-12; the dam stands on 6-10, the bridge on 7-9. Forests F4 {1,10,11} and F2 {5,6,11} lie
# above the dam, F5 {8,9,10,12} and F6 {3,6,7,12} under it; the path 11-12 crosses the dam.

def _gorge_slip(pawn):
    s = scenario("gorge", ("marquise", "vagabond"))
    s.vagabond("thief", pawn, items=["boot"], exhausted=["boot"])
    g = s.start(turn="vagabond", phase="birdsong")
    assert g.decision.kind == "slip" and g.decision.rule == "9.4.2"
    return g


def test_M_6_the_gorge_has_twelve_clearings_and_deals_the_suit_markers():
    g = Game.new(map="gorge", seed=4)
    m = g.map
    assert m.ids == tuple(range(1, 13)) and m.corners == (1, 2, 3, 4)
    assert Counter(m.suit(c) for c in m.ids) == {"fox": 4, "rabbit": 4, "mouse": 4}
    assert m.dam_path == (6, 10) and m.bridge_path == (7, 9)
    assert m.adjacent[10] == (1, 6, 9) and m.adjacent[7] == (3, 6, 9)   # dam and bridge are paths
    assert 11 not in m.adjacent[10] and m.river_adjacent[10] == (11,)    # 10-11 is a river only
    assert sum(g.s["board"][c]["ruins"] for c in m.ids) == 4


def test_M_6_1_the_dam_separates_the_forests_under_it():
    """Clearing 10 touches a forest above the dam (F4) and another under it (F5); the two
    neighbour across the dam, as a path would make them (Law 2.4.1)."""
    m = Game.new(map="gorge", seed=0).map
    assert m.clearing_forests[10] == ("F4", "F5") and m.clearing_forests[6] == ("F2", "F3", "F6")
    g = _gorge_slip("F4")
    assert keys(g) == ["skip", "slip:1", "slip:10", "slip:11", "slip:F1", "slip:F2", "slip:F5"]
    g.apply("slip:F5")
    assert g.s["players"]["vagabond"]["pawn"] == "F5"


def test_M_6_1_across_the_dam_only_the_forests_the_data_makes_adjacent():
    """Where the path 11-12 crosses the dam, a forest borders the one across the dam and the
    one across the path, not the one diagonally opposite (maps.json, one source)."""
    assert keys(_gorge_slip("F2")) == ["skip", "slip:5", "slip:6", "slip:11", "slip:F1",
                                       "slip:F3", "slip:F4", "slip:F6"]
    assert "slip:F5" not in keys(_gorge_slip("F2"))
    assert "slip:F6" not in keys(_gorge_slip("F4"))


def test_M_6_2_the_bridge_does_not_separate_the_forests_under_it():
    """F6 lies on both sides of the bridge 7-9: one forest, touching 6 above the bridge and
    3 under it; there is no forest between the dam and the bridge of its own."""
    g = _gorge_slip("F6")
    assert [k for k in keys(g) if k[5:].isdigit()] == ["slip:3", "slip:6", "slip:7", "slip:12"]
    m = g.map
    assert not [f for f, cs in m.forest_clearings.items() if set(cs) <= {6, 7, 9, 10, 11, 12}]
    g.apply("slip:3")
    assert g.s["players"]["vagabond"]["pawn"] == 3


def test_M_6_3_the_gorge_sides_do_not_separate_the_forests_they_are_in():
    """The gorge (the river 10-11) runs through F4: one forest, next to 1, 10 and 11 alike;
    no forest lies between 10 and 11 on either side of the gorge alone."""
    m = Game.new(map="gorge", seed=0).map
    assert m.forest_clearings["F4"] == (1, 10, 11)
    assert [f for f in m.forests if {10, 11} <= set(m.forest_clearings[f])] == ["F4"]
    g = _gorge_slip(10)
    assert keys(g) == ["skip", "slip:1", "slip:6", "slip:9", "slip:F4", "slip:F5"]


def test_M_6_gorge_position_text_save_and_drawing():
    from root_widget.render.board import render_svg
    text = scenario("gorge").to_text()
    assert "map: gorge\n" in text and Scenario.from_text(text).to_text() == text
    g = Game.new(["marquise", "eyrie", "vagabond"], map="gorge", seed=6)
    g.play_random(6, max_decisions=300)
    g2 = Game.from_json(g.to_json())
    assert json.dumps(g2.s, sort_keys=True) == json.dumps(g.s, sort_keys=True)
    svg = render_svg(g, locale="de")
    assert 'id="rw-dam-6-10"' in svg and 'id="rw-bridge-7-9"' in svg
    assert "Damm 6-10" in svg and "Brücke 7-9" in svg and "Schlucht" in svg
    assert "rw-dam-" not in render_svg(scenario("mountain").start())


def test_M_6_the_gorge_is_played_in_the_widget():
    from root_widget import RootWidget
    g = Game.new(map="gorge", seed=1)
    w = RootWidget(g)
    assert 'id="rw-dam-6-10"' in w.board + "".join(w.board_static.values())
    key = g.legal_actions()[0].key
    assert w.handle_message({"kind": "apply", "key": key, "state_id": w.state_id})["ok"]
    assert g.history[-1].key == key and w.game is g


# ===== M.5: the Marsh map (provisional data: maps.json "provisional") ===========================
# Marsh: 15 clearings; flood pairs 6/8, 12/13, 10/11; R slots without number in 14 and 15,
# R1 = 12, R2 = 13, R3 = 6, R4 = 8. Paths 1-10 4-10 10-14 meet in 10; flooded, 10 links 1
# and 4 only (10-14 is a flooded path). 12 links 2, 13 and 15 to each other.

def marsh(flooded=(6, 10, 12), factions=("marquise", "eyrie")):
    return scenario("marsh", factions).flooded(list(flooded))


def test_M_5_1_I_one_clearing_of_each_flood_pair_floods_at_setup():
    for seed in range(6):
        g = Game.new(map="marsh", seed=seed)
        flooded = g.s["flooded"]
        assert [len(set(flooded) & pair) for pair in ({6, 8}, {12, 13}, {10, 11})] == [1, 1, 1]
        assert len(g.map.ids) == 12 and not set(flooded) & set(g.map.ids)
        assert Counter(g.map.suit(c) for c in g.map.ids) == {"fox": 4, "rabbit": 4, "mouse": 4}
        assert all(g.s["board"][c] == {"warriors": {}, "buildings": [], "tokens": [], "ruins": 0}
                   for c in flooded)
    assert len({tuple(Game.new(map="marsh", seed=s).s["flooded"]) for s in range(12)}) > 1


def test_M_5_1_I_the_table_may_choose_the_flooded_clearings():
    g = Game.new(map="marsh", seed=1, flooded=[12, 6, 10])
    assert g.s["flooded"] == [6, 10, 12] and g.setup["flooded"] == [6, 10, 12]
    g.play_random(1, max_decisions=200)
    g2 = Game.from_json(g.to_json())
    assert json.dumps(g2.s, sort_keys=True) == json.dumps(g.s, sort_keys=True)
    for bad in ([6, 8, 10], [6, 12], [6, 12, 10, 11], "6, 12, 10", [6, 12, 99]):
        with pytest.raises(UnknownName, match="one clearing of each flood pair 6/8, 12/13, 10/11"):
            Game.new(map="marsh", flooded=bad)
    with pytest.raises(UnknownName, match="the Gorge map has no flooding clearings"):
        Game.new(map="gorge", flooded=[6, 12, 10])


@pytest.mark.parametrize("flooded, ruins", [((6, 10, 12), [8, 13, 14, 15]),
                                            ((8, 11, 13), [6, 12, 14, 15])])
def test_M_5_1_ruins_in_the_unnumbered_slots_and_the_two_lowest_numbers_showing(flooded, ruins):
    g = Game.new(map="marsh", seed=0, flooded=list(flooded))
    assert [c for c in range(1, 16) if g.s["board"][c]["ruins"]] == ruins
    assert all(g.s["board"][c]["ruins"] == 1 for c in ruins)


def test_M_5_1_II_five_players_on_the_marsh_are_refused():
    from root_widget import NotImplementedInEngine
    five = ["marquise", "eyrie", "alliance", "vagabond", "lizards"]
    with pytest.raises(NotImplementedInEngine, match="Mousehold, Foxburrow and Rabbittown"):
        Game.new(five, map="marsh")
    with pytest.raises(NotImplementedInEngine, match="M.5.1.II"):
        Scenario(map="marsh", factions=five)


def test_M_5_2_a_flooded_clearing_is_no_clearing():
    s = marsh()
    with pytest.raises(UnknownName, match="clearing 12 is flooded on the Marsh map"):
        s.place("marquise", "warrior", 12)
    g = s.start()
    assert 12 not in g.map.ids and 12 not in g.map.adjacent[2]
    with pytest.raises(UnknownName, match="flooded"):
        g.clearing(12)


def test_M_5_2_clearings_linked_through_a_flooded_clearing_are_adjacent():
    s = marsh()
    s.place("marquise", "warrior", 2, count=2)
    s.place("marquise", "warrior", 1, count=2)
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    marches = prefixed(g, "march:")
    assert {"march:2-13:1", "march:2-15:1", "march:1-4:1"} <= set(marches)
    m = g.map
    assert m.adjacent[13] == (2, 3, 14, 15) and m.adjacent[4] == (1, 9)
    # 10-14 is a flooded path: 14 is not next to 1 or 4 through 10
    assert not [k for k in marches if k.startswith("march:1-14")] and 14 not in m.adjacent[4]


def test_M_5_2_a_clearing_left_unflooded_keeps_its_printed_paths():
    """With 8, 11 and 13 flooded instead, 10 and 12 are clearings with their printed paths;
    13 flooded links 12 to 3 and 14 (and 3 to 14)."""
    m = marsh((8, 11, 13)).start().map
    assert m.adjacent[10] == (1, 4, 14) and m.adjacent[12] == (2, 3, 14, 15)
    assert m.adjacent[9] == (3, 4, 14) and 13 not in m.adjacent[15]


def test_M_5_2_I_flooded_paths_divide_forests_so_the_vagabond_slips_across():
    """With 10 flooded, its path to 14 links nothing but still divides the forests F2 and
    F6 (by 1, 11, 14 and by 4, 9, 14): they stay two forests, neighbours across it."""
    s = marsh(factions=("marquise", "vagabond"))
    s.vagabond("thief", "F2", items=["boot"], exhausted=["boot"])
    g = s.start(turn="vagabond", phase="birdsong")
    assert g.decision.kind == "slip"
    assert g.map.forest_clearings["F2"] == (1, 11, 14) and g.map.forest_clearings["F6"] == (4, 9, 14)
    assert keys(g) == ["skip", "slip:1", "slip:11", "slip:14", "slip:F1", "slip:F4", "slip:F6"]
    assert "slip:10" not in keys(g)
    g.apply("slip:F6")
    assert g.s["players"]["vagabond"]["pawn"] == "F6"


def test_M_5_2_II_bandits_stand_on_the_paths_through_a_flooded_clearing_not_on_flooded_ones():
    base = ("map: marsh\nfactions: marquise, eyrie\nhirelings: riverfolk_flotilla, highway_bandits, "
            "furious_protector\nflooded: 6, 10, 12\nturn: marquise daylight\n")
    g = Scenario.from_text(base + "hireling highway_bandits: promoted, paths 1-4/2-15\n").start()
    assert g.s["players"]["highway_bandits"]["paths"] == [[1, 4], [2, 15]]
    for bad in ("1-10", "10-14", "4-14"):
        with pytest.raises(ScenarioError):
            Scenario.from_text(base + f"hireling highway_bandits: promoted, paths {bad}\n").start()


def test_M_5_marsh_position_text_and_saves():
    text = marsh().to_text()
    assert "flooded: 6, 10, 12\n" in text and Scenario.from_text(text).to_text() == text
    assert "flooded:" not in scenario("gorge").to_text()
    with pytest.raises(ScenarioError, match=r"line 3 .*one clearing of each flood pair"):
        Scenario.from_text("map: marsh\nfactions: marquise, eyrie\nflooded: 6, 8, 10\n")
    with pytest.raises(ScenarioError, match="the Winter map has no flooding clearings"):
        scenario("winter").flooded([6, 10, 12])
    s = marsh()
    s.place("marquise", "warrior", 13)
    with pytest.raises(ScenarioError, match="clearing 13 holds pieces"):
        s.flooded([6, 10, 13])
    assert s.to_text().count("flooded: 6, 10, 12") == 1


@pytest.mark.parametrize("key, value, message", [
    ("flooded", [6, 8, 10], "one clearing of each flood pair"),
    ("flooded", [12, 6, 10], "written in order"),
])
def test_a_marsh_save_with_an_impossible_flood_is_refused(key, value, message):
    from root_widget import SaveError
    d = json.loads(Game.new(map="marsh", seed=1, flooded=[6, 10, 12]).to_json())
    d["state"][key] = value
    with pytest.raises(SaveError, match=message):
        Game.from_json(json.dumps(d), verify=False)
    d = json.loads(Game.new(map="marsh", seed=1, flooded=[6, 10, 12]).to_json())
    d["state"]["board"][12]["warriors"] = {"marquise": 1}
    with pytest.raises(SaveError, match="clearing 12 is flooded"):
        Game.from_json(json.dumps(d), verify=False)
    d = json.loads(Game.new(map="marsh", seed=1).to_json())
    del d["state"]["flooded"]
    with pytest.raises(SaveError, match="one clearing of each flood pair"):
        Game.from_json(json.dumps(d), verify=False)


def test_M_5_2_flooded_clearings_are_drawn_as_marked_paths():
    from root_widget.render.board import render_svg
    svg = render_svg(marsh().start(), locale="de")
    assert 'id="rw-flooded-10"' in svg and 'id="rw-flooded-12"' in svg and 'id="rw-flooded-6"' in svg
    assert 'id="rw-clearing-10"' not in svg and 'id="rw-clearing-11"' in svg
    assert 'class="flooded-path" data-path="10-14"' in svg           # the flooded path
    assert 'data-path="1-10"' in svg and "überflutete Lichtung 10" in svg and "Sumpf" in svg


def test_M_5_the_marsh_is_played_in_the_widget():
    from root_widget import RootWidget
    g = Game.new(map="marsh", seed=2, flooded=[8, 11, 13])
    w = RootWidget(g)
    assert 'id="rw-flooded-13"' in w.board and 'id="rw-clearing-13"' not in w.board
    for _ in range(30):
        key = g.legal_actions()[0].key
        assert w.handle_message({"kind": "apply", "key": key, "state_id": w.state_id})["ok"]
    assert g.history[-1].key == key and g.s["flooded"] == [8, 11, 13]


# ===== audit s25 (auditM): corners, and the maps' rules meeting factions, cards and hirelings ====

def _corner_distance(m, a, b):
    ca, cb = m.clearings[a], m.clearings[b]
    return (ca.x - cb.x) ** 2 + (ca.y - cb.y) ** 2


@pytest.mark.parametrize("map_id", ["autumn", "winter", "lake", "mountain", "gorge", "marsh"])
def test_M_every_maps_opposite_corner_is_the_corner_across_the_board(map_id):
    """Law 3.3.1, 6.3.3, 7.3.2: corners pair diagonally. The data's pairs must match the
    drawing: each corner's opposite is the corner farthest from it, on the other side of the
    board both ways (left/right and top/bottom)."""
    from root_widget.rules.map import load_map
    m = load_map(map_id)
    assert len(m.corners) == 4
    for c in m.corners:
        o = m.clearings[c].opposite_corner
        others = [x for x in m.corners if x != c]
        assert o == max(others, key=lambda x: _corner_distance(m, c, x)), (c, o)
        mid_x = sum(m.clearings[x].x for x in m.corners) / 4
        mid_y = sum(m.clearings[x].y for x in m.corners) / 4
        assert (m.clearings[c].x < mid_x) != (m.clearings[o].x < mid_x)
        assert (m.clearings[c].y < mid_y) != (m.clearings[o].y < mid_y)


def test_M_3_the_lake_numbers_its_corners_so_1_2_and_3_4_are_the_diagonals():
    """The Lake's Rootlog numbers put 1 (the coastal corner with the Ferry) bottom right,
    2 top left, 3 bottom left, 4 top right, so its diagonal pairs are 1-2 and 3-4, not the
    1-3 and 2-4 of the other maps (haunt-roll-fail pairs Gulf-Den and Grove-Shade, the
    same clearings; Vagabottos' Law app and RootVis place 1-4 so)."""
    from root_widget.rules.map import load_map
    m = load_map("lake")
    assert {c: m.clearings[c].opposite_corner for c in m.corners} == {1: 2, 2: 1, 3: 4, 4: 3}
    assert [c for c in m.corners if c in m.coastal] == [1]
    for other in ("autumn", "winter", "mountain", "gorge", "marsh"):
        o = load_map(other)
        assert {c: o.clearings[c].opposite_corner for c in o.corners} == {1: 3, 2: 4, 3: 1, 4: 2}


@pytest.mark.parametrize("corners, wins", [((1, 2), True), ((3, 4), True), ((1, 3), False),
                                           ((2, 4), False), ((1, 4), False)])
def test_M_3_3_3_1_bird_dominance_on_the_lake_needs_its_own_diagonal(corners, wins):
    s = scenario("lake")
    s.place("marquise", "warrior", 11)
    for c in corners:
        s.place("eyrie", "warrior", c, 2)
    s.hand("eyrie", ["mouse_crossbow"])
    s.dominance("eyrie", "bird_dominance")
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.is_over is wins and g.winners == (["eyrie"] if wins else [])


def test_M_3_6_3_3_on_the_lake_the_keep_in_1_leaves_corner_2_empty():
    """Law 6.3.3 on the Lake: the warrior goes everywhere but the diagonally opposite
    corner, which for the Ferry's corner 1 is 2 (not 3)."""
    g = Game.new(["marquise", "eyrie"], map="lake", seed=1)
    while g.decision.kind != "keep":
        g.apply(g.decision.options[0])
    g.apply("keep:1")
    while g.s["turn"]["phase"] == "setup" and g.decision.player == "marquise":
        g.apply(g.decision.options[0])
    assert [c for c in g.map.ids if not warriors(g, c, "marquise")] == [2]


def _hundreds_at_the_ferry():
    s = Scenario(map="lake", factions=["hundreds", "marquise"]).suits(SUITS12)
    s.warlord(1)
    s.place("hundreds", "warrior", 1, count=2)           # the warlord and two warriors
    s.mood("rowdy")
    g = s.start(turn="hundreds", phase="daylight")
    g.apply("done")                                      # no crafting
    return g


def test_M_3_5_the_hundreds_take_the_ferry_with_their_warlord_and_draw():
    """Found by this audit: the Hundreds' move with the warlord (Law 14.2.2) was rebuilt
    without the Ferry, so the warriors crossed the lake while the Ferry stayed in 1, no card
    was drawn and the Ferry could carry the rest again the same turn (Law M.3.5)."""
    g = _hundreds_at_the_ferry()
    assert {"move:1-10:1:ferry:warlord", "move:1-12:3:ferry:warlord"} <= set(keys(g))
    assert "move:1-9:1:ferry:warlord" not in keys(g)      # 9 is inland
    hand = len(player(g, "hundreds")["hand"])
    g.apply("move:1-12:2:ferry:warlord")
    assert g.s["players"]["hundreds"]["warlord"] == 12 and warriors(g, 12, "hundreds") == 2
    assert g.s["ferry"] == 12 and g.s["flags"].get("ferry")
    assert len(player(g, "hundreds")["hand"]) == hand + 1
    assert not [k for k in keys(g) if k.endswith(":ferry") or ":ferry:" in k]
    assert ("The Ferry carries them from 1 to 12", "M.3.5") in [(e["text"], e["rule"]) for e in g.s["log"]]


def test_M_3_5_the_hundreds_ferry_labels_name_the_ferry_and_the_warlord():
    from root_widget.i18n import Labels
    g = _hundreds_at_the_ferry()
    a = g.decision.option("move:1-10:1:ferry:warlord")
    assert a.label == "Move 1 warrior(s) with the warlord from 1 to 10 by the Ferry"
    assert Labels("de").option(a, g.factions) == \
        "Bewegen: Lichtung 1 \u2192 Lichtung 10, Fähre, Kriegsherr, ×1"
    assert Labels("ja").option(a, g.factions) == "移動: 区画1 \u2192 区画10, フェリー, 将軍, ×1"


def test_M_3_5_the_vagabond_and_his_allied_warriors_cross_by_ferry_and_both_players_draw():
    """Law M.3.5 (note): pieces of two factions moving at once each make their player draw;
    the Vagabond moves Allied warriors along with him (9.2.9.II.b)."""
    s = scenario("lake", ("marquise", "vagabond"))
    s.vagabond("thief", 1, items=["boot"])
    s.place("marquise", "warrior", 1, count=2)
    s.relationship("marquise", "allied")
    g = s.start(turn="vagabond", phase="daylight")
    assert {"move:12:ferry", "move:12:marquise:1:ferry", "move:12:marquise:2:ferry"} <= set(keys(g))
    hands = {f: len(player(g, f)["hand"]) for f in ("vagabond", "marquise")}
    g.apply("move:12:marquise:2:ferry")
    assert g.s["players"]["vagabond"]["pawn"] == 12 and warriors(g, 12, "marquise") == 2
    assert g.s["ferry"] == 12
    assert {f: len(player(g, f)["hand"]) for f in hands} == {f: n + 1 for f, n in hands.items()}


def test_M_3_2_11_2_7_riverboats_carry_the_buyer_over_the_lake_with_rule():
    """The lake is rivers between the coastal clearings (M.3.2): with Riverboats the buyer
    moves along them as paths, so still by rule of the origin or the destination (4.2.1)."""
    s = Scenario(map="lake", factions=["marquise", "riverfolk"]).suits(SUITS12)
    s.place("riverfolk", "warrior", 4, count=2)
    s.prices(hand_card=2, riverboats=1, mercenaries=3)
    s.place("marquise", "warrior", 10, count=2)
    s.ferry(1)
    g = s.start(turn="marquise", phase="birdsong")
    g.apply("buy:riverboats")
    while (g.decision.player, g.decision.kind) != ("marquise", "action"):
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert {"march:10-1:1", "march:10-11:1", "march:10-12:1"} <= set(keys(g))
    assert not [k for k in keys(g) if k.endswith(":ferry")]   # the Ferry is in 1, not 10


def test_M_3_2_without_riverboats_the_lake_carries_no_one():
    s = scenario("lake")
    s.place("marquise", "warrior", 10, count=2)
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert not [k for k in keys(g) if k.startswith(("march:10-1:", "march:10-11:", "march:10-12:"))]


def test_M_4_3_3_3_1_with_dominance_active_a_closed_path_still_opens_but_scores_nothing():
    """Law 3.3.1: once a dominance card is active the player scores no more points; the
    closed path may still be removed for a card (M.4.3)."""
    s = _closed_path_table(["bake_sale"])
    s.score("marquise", 12)
    s.dominance("marquise", "fox_dominance")
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    g.apply("open_path:2-5:bake_sale")
    assert [2, 5] not in g.s["closed_paths"]
    assert g.s["players"]["marquise"]["score"] == 12 and g.score("marquise") is None
    assert not any(e["rule"] == "M.4.3" and "VP" in e["text"] for e in g.s["log"])


def test_M_4_3_3_3_3_a_dominance_card_spent_on_a_closed_path_becomes_available():
    """Law M.4.3 spends any card; a spent dominance card goes beside the map (3.3.3)."""
    g = to_actions(_closed_path_table(["mouse_dominance"]).start(turn="marquise", phase="daylight"))
    g.apply("open_path:2-5:mouse_dominance")
    assert "mouse_dominance" in g.s["available_dominance"]
    assert "mouse_dominance" not in g.s["discard"] and g.score("marquise") == 1


def test_M_4_4_3_3_1_with_dominance_active_the_pass_scores_nothing():
    s = scenario("mountain")
    s.place("marquise", "warrior", 10, count=2)
    s.score("marquise", 12)
    s.dominance("marquise", "fox_dominance")
    g = s.start(turn="marquise", phase="evening")
    _end_evening(g, "marquise")
    assert g.s["players"]["marquise"]["score"] == 12
    assert not any(e["rule"] == "M.4.4" for e in g.s["log"])


def test_M_4_4_3_1_the_pass_point_that_reaches_30_wins_at_once():
    s = scenario("mountain")
    s.place("marquise", "warrior", 10)
    s.score("marquise", 29)
    g = s.start(turn="marquise", phase="evening")
    assert g.is_over and g.winners == ["marquise"] and g.score("marquise") == 30


HIRELINGS = ["sunward_expedition", "highway_bandits", "furious_protector"]


def _hired(map_id="mountain"):
    s = Scenario(map=map_id, factions=["marquise", "eyrie"], hirelings=HIRELINGS).suits(SUITS12)
    s.hireling("sunward_expedition", controller="marquise", control=3, gained=0)
    return s


def test_M_4_3_H_3_3_a_hireling_s_pieces_are_not_its_controller_s_faction_pieces():
    """Law M.4.3 asks for the player's faction pieces at an end of the closed path; a
    controlled hireling's warriors there are not the controller's (H.3.3)."""
    s = _hired()
    s.place("sunward_expedition", "warrior", 2, count=2)  # 2 is an end of the closed 2-5
    s.hand("marquise", ["anvil"])
    s.place("marquise", "warrior", 1)
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert prefixed(g, "open_path:") == []
    s.place("marquise", "warrior", 5)                    # the other end, a Marquise warrior
    g = to_actions(s.start(turn="marquise", phase="daylight"))
    assert "open_path:2-5:anvil" in keys(g)


def test_M_4_4_H_3_1_a_controlled_hireling_ruling_the_pass_scores_for_its_controller():
    """Law H.3.1: the controller counts its hireling's pieces for rule, so it rules the
    Pass with them alone and scores at the end of its Evening (M.4.4)."""
    s = _hired()
    s.place("sunward_expedition", "warrior", 10, count=2)
    s.place("eyrie", "warrior", 10)
    g = s.start(turn="marquise", phase="evening")
    while g.s["turn"]["faction"] == "marquise":
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert [e["text"] for e in g.s["log"] if e["rule"] == "M.4.4"] == \
        ["Marquise de Cat scores 1 VP: ruling the Pass in 10"]


def test_M_4_4_an_uncontrolled_hireling_ruling_the_pass_gives_no_one_a_point():
    s = Scenario(map="mountain", factions=["marquise", "eyrie"], hirelings=HIRELINGS).suits(SUITS12)
    s.place("sunward_expedition", "warrior", 10, count=2)
    s.place("marquise", "warrior", 10)
    g = s.start(turn="marquise", phase="evening")
    while g.s["turn"]["faction"] == "marquise":
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert not any(e["rule"] == "M.4.4" for e in g.s["log"])


@pytest.mark.parametrize("map_id, keys_", [("lake", ("ferry", "suits")),
                                           ("mountain", ("closed_paths", "tower", "suits")),
                                           ("marsh", ("flooded", "suits"))])
def test_M_1_2_the_map_pieces_are_open_information_in_every_seat(map_id, keys_):
    """Law 1.2: the suit markers, the Ferry, the Tower, the closed paths and the floods lie
    face up on the map, so every seat's observation shows them as they are."""
    g = Game.new(["marquise", "eyrie", "vagabond"], map=map_id, seed=3)
    g.play_random(3, max_decisions=120)
    for seat in g.factions:
        obs = g.observation(seat)
        for k in keys_:
            assert obs[k] == g.s[k], (seat, k)


def test_M_3_5_M_4_3_bad_input_is_refused_and_changes_nothing():
    from root_widget.rules.errors import IllegalAction as Illegal
    g = to_actions(_closed_path_table(["anvil"]).start(turn="marquise", phase="daylight"))
    before = g.to_json()
    with pytest.raises(Illegal, match=re_escape("it is marquise's decision")):
        g.apply("open_path:2-5:anvil", player="eyrie")
    with pytest.raises(Illegal, match="open_path:2-5:bake_sale"):
        g.apply("open_path:2-5:bake_sale")              # a card not in hand
    with pytest.raises(Illegal, match="open_path:3-7:anvil"):
        g.apply("open_path:3-7:anvil")                  # no piece at 3 or 7
    g2 = to_actions(_ferry_table().ferry(10).start(turn="marquise", phase="daylight"))
    with pytest.raises(Illegal, match="march:1-12:1:ferry"):
        g2.apply("march:1-12:1:ferry")                  # the Ferry is in 10, not 1
    assert g.to_json() == before


def re_escape(text):
    import re
    return re.escape(text)


def test_M_3_5_H_2_4_the_forest_patrol_may_move_by_the_ferry_and_no_one_draws():
    """Found by this audit: the Forest Patrol's move (a move, Law 4.2) offered the paths
    only. From the Ferry's clearing it may cross to another coastal clearing (M.3.5, the
    controller ruling an end, H.3.1); hireling pieces are no faction pieces, so no one draws."""
    import hireling_example as hx
    s = Scenario(map="lake", factions=["eyrie", "alliance"],
                 hirelings=["forest_patrol", hx.G, "test_wardens"]).suits(SUITS12)
    s.hireling("forest_patrol", controller="eyrie", control=2)
    s.place("forest_patrol", "warrior", 1, count=2)
    s.place("eyrie", "roost", 1)
    g = s.start(turn="eyrie", phase="daylight")
    for _ in range(10):
        if prefixed(g, "patrol_move:") or g.decision.player != "eyrie":
            break
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    moves = prefixed(g, "patrol_move:1-")
    assert {f"patrol_move:1-{d}:{k}:ferry" for d in (10, 11, 12) for k in (1, 2)} <= set(moves)
    assert "patrol_move:1-9:1:ferry" not in moves and "patrol_move:1-9:1" in moves
    hand = len(player(g, "eyrie")["hand"])
    g.apply("patrol_move:1-11:2:ferry")
    assert g.clearing(11).warriors("forest_patrol") == 2 and g.s["ferry"] == 11
    assert g.s["flags"].get("ferry") and len(player(g, "eyrie")["hand"]) == hand


def test_M_3_5_H_2_4_a_move_forced_by_the_prophets_may_take_the_ferry_and_its_mover_draws():
    """Found by this audit: a forced move from the Ferry's clearing was offered across the
    lake but carried out as a plain move, so the Ferry stayed and no one drew (M.3.5)."""
    import hireling_example as hx
    s = Scenario(map="lake", factions=["marquise", "eyrie"],
                 hirelings=["warm_sun_prophets", hx.G, "test_wardens"]).suits(SUITS12)
    s.hireling("warm_sun_prophets", controller="marquise", control=3, gained=0)
    s.place("warm_sun_prophets", "warrior", 1)
    s.place("eyrie", "warrior", 1, count=2)              # the Eyrie rule 1
    g = s.start(turn="marquise", phase="daylight")
    g.apply("warm_sun_prophets:force:1:eyrie")
    moves = [k for k in keys(g) if k.startswith("prophets_move:")]
    assert {"prophets_move:1-10:2:ferry", "prophets_move:1-11:2:ferry",
            "prophets_move:1-12:2:ferry"} <= set(moves)
    hand = len(player(g, "eyrie")["hand"])
    g.apply("prophets_move:1-12:2:ferry")
    assert warriors(g, 12, "eyrie") == 2 and g.s["ferry"] == 12 and g.s["flags"].get("ferry")
    assert len(player(g, "eyrie")["hand"]) == hand + 1
