"""The Underground Duchy (Law 12): scenario tests named after the Law's sections."""
import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName, IllegalAction

from helpers import keys, prefixed, warriors, buildings, tokens

D = "duchy"


def duchy(g):
    return g.s["players"][D]


def table(others=("marquise",)):
    return Scenario(map="autumn", factions=[*others, D])


def daylight(s):
    """Start at the Duchy's Assembly."""
    g = s.start(turn=D, phase="daylight")
    assert g.decision.kind == "assembly"
    return g


def to_parliament(g):
    g.apply("end")
    assert g.decision.kind == "parliament"
    return g


# ----- 12.3 setup --------------------------------------------------------------------------

def _setup_until_duchy(factions, first_choices):
    g = Game.new(factions=factions, seed=3)
    for k in first_choices:
        while g.decision.player != "marquise":
            g.apply(g.decision.options[0])
        g.apply(k)
    while g.decision.kind != "duchy_corner":
        g.apply(g.decision.options[0])
    return g


def test_12_3_3_surface_opposite_the_marquise():
    g = _setup_until_duchy(["marquise", D], ["keep:1"])
    # only the corner diagonally opposite the keep (1 <-> 3), never a taken corner
    assert keys(g) == ["corner:3"]
    g.apply("corner:3")
    assert warriors(g, 3, D) == 2
    assert tokens(g, 3, D) == ["tunnel"]
    for c in (6, 7, 11):                                  # the clearings adjacent to 3
        assert warriors(g, c, D) == 2
    p = duchy(g)
    assert p["supply"] == {"warrior": 12, "citadel": 3, "market": 3, "tunnel": 2}
    assert p["burrow"] == 0 and p["swayed"] == [] and p["revealed"] == []
    assert p["crowns"] == {"squire": 3, "noble": 3, "lord": 3}
    assert g.s["starting_corners"][D] == 3


def test_12_3_3_any_free_corner_when_none_is_opposite_a_starting_corner():
    g = Game.new(factions=["vagabond", D], seed=2)
    while g.decision.kind != "duchy_corner":
        g.apply(g.decision.options[0])
    assert keys(g) == ["corner:1", "corner:2", "corner:3", "corner:4"]


# ----- 12.4 Birdsong -----------------------------------------------------------------------

@pytest.mark.parametrize("citadels, placed", [(0, 1), (1, 2), (2, 4), (3, 6)])
def test_12_4_birdsong_places_warriors_in_the_burrow_by_citadels(citadels, placed):
    s = table()
    for c in (5, 6, 7)[:citadels]:
        s.place(D, "warrior", clearing=c)
        s.place(D, "citadel", clearing=c)
    g = s.start(turn=D, phase="birdsong")
    assert g.decision.kind == "assembly"
    assert duchy(g)["burrow"] == placed
    assert duchy(g)["supply"]["warrior"] == 20 - citadels - placed


def test_12_4_birdsong_places_only_what_the_supply_holds():
    s = table()
    s.place(D, "warrior", clearing=5, count=18)
    s.place(D, "citadel", clearing=5)
    s.place(D, "citadel", clearing=6)
    s.place(D, "warrior", clearing=6)
    g = s.start(turn=D, phase="birdsong")
    assert duchy(g)["burrow"] == 1 and duchy(g)["supply"]["warrior"] == 0


# ----- 12.2.2 the Burrow and moves -----------------------------------------------------------

def test_12_2_2_moves_between_the_burrow_and_tunnel_clearings_only():
    s = table()
    s.place(D, "tunnel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=3)       # the Marquise rules 5
    s.place(D, "warrior", clearing=5)
    s.place(D, "warrior", clearing=9)
    s.burrow(2)
    g = daylight(s)
    # into 5 from the Burrow (the Duchy always rules the Burrow), and out of 5 into it
    assert prefixed(g, "move:burrow") == ["move:burrow-5:1", "move:burrow-5:2"]
    assert prefixed(g, "move:5-") == ["move:5-burrow:1"]     # 5 -> 1, 2: neither is ruled
    # no moves into the Burrow from 9, which has no tunnel
    assert "move:9-burrow:1" not in keys(g)
    g.apply("move:burrow-5:2")
    assert duchy(g)["burrow"] == 0 and warriors(g, 5, D) == 3
    g.apply("move:5-burrow:3")
    assert duchy(g)["burrow"] == 3 and warriors(g, 5, D) == 0
    assert g.decision.kind == "parliament" or "move:burrow-5:1" not in keys(g)


def test_12_2_2_other_factions_never_move_into_the_burrow():
    s = table()
    s.place(D, "tunnel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.burrow(1)
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    assert [k for k in keys(g) if "burrow" in k] == []
    assert prefixed(g, "march:5-")                       # the Marquise can move out of 5


def test_12_2_2_moving_out_of_the_burrow_into_a_sympathetic_clearing_is_outrage():
    s = table(("alliance",))
    s.place(D, "tunnel", clearing=5)
    s.place("alliance", "sympathy", clearing=5)
    s.burrow(1)
    s.hand(D, ["rabbit_root_tea", "anvil"])
    g = daylight(s)
    g.apply("move:burrow-5:1")
    assert g.decision.kind == "outrage" and g.decision.player == D


# ----- 12.5.1 Assembly ---------------------------------------------------------------------

def test_12_5_1_II_recruit_puts_a_warrior_in_the_burrow_and_two_actions_at_most():
    g = daylight(table())
    g.apply("recruit")
    assert duchy(g)["burrow"] == 1
    g.apply("recruit")
    assert duchy(g)["burrow"] == 2
    assert keys(g) == ["end"]                            # two actions taken


def test_12_5_1_I_build_reveals_a_matching_card_in_a_ruled_clearing():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)           # 5: rabbit, ruled
    s.place(D, "warrior", clearing=6)                    # 6: fox, the Marquise rules it
    s.place("marquise", "warrior", clearing=6, count=2)
    s.hand(D, ["rabbit_root_tea", "fox_root_tea", "bird_ambush"])
    g = daylight(s)
    builds = prefixed(g, "build:")
    assert builds == ["build:5:citadel:bird_ambush", "build:5:citadel:rabbit_root_tea",
                      "build:5:market:bird_ambush", "build:5:market:rabbit_root_tea"]
    g.apply("build:5:market:rabbit_root_tea")
    assert buildings(g, 5, D) == ["market"]
    assert duchy(g)["revealed"] == ["rabbit_root_tea"]
    assert [c.id for c in g.hand(D)] == ["bird_ambush", "fox_root_tea"]
    assert g.score(D) == 0                               # Duchy buildings score nothing


def test_12_5_1_V_dig_spends_a_card_places_a_tunnel_and_moves_one_to_four():
    s = table()
    s.burrow(6)
    s.hand(D, ["fox_root_tea", "mouse_root_tea"])
    s.place(D, "tunnel", clearing=1)
    g = daylight(s)
    digs = prefixed(g, "dig:")
    # matching clearings without a tunnel: fox 6, 8, 12 (1 has one); mouse 2, 7, 9, 11
    assert digs == ["dig:2:mouse_root_tea", "dig:6:fox_root_tea", "dig:7:mouse_root_tea",
                    "dig:8:fox_root_tea", "dig:9:mouse_root_tea", "dig:11:mouse_root_tea",
                    "dig:12:fox_root_tea"]
    g.apply("dig:8:fox_root_tea")
    assert tokens(g, 8, D) == ["tunnel"]
    assert "fox_root_tea" in g.s["discard"]
    assert g.decision.kind == "dig_move"
    assert keys(g) == ["dig_move:1", "dig_move:2", "dig_move:3", "dig_move:4"]
    g.apply("dig_move:4")
    assert warriors(g, 8, D) == 4 and duchy(g)["burrow"] == 2


def test_12_5_1_V_no_dig_without_warriors_in_the_burrow():
    s = table()
    s.hand(D, ["fox_root_tea"])
    g = daylight(s)
    assert prefixed(g, "dig:") == []


def test_12_2_4_all_tunnels_on_the_map_one_is_taken_up_to_dig():
    s = table()
    s.burrow(1)
    for c in (1, 5, 9):
        s.place(D, "tunnel", clearing=c)
    s.hand(D, ["anvil"])
    g = daylight(s)
    assert prefixed(g, "dig:6:") == ["dig:6:anvil:1", "dig:6:anvil:5", "dig:6:anvil:9"]
    g.apply("dig:6:anvil:5")
    assert tokens(g, 5, D) == [] and tokens(g, 6, D) == ["tunnel"]
    assert duchy(g)["supply"]["tunnel"] == 0
    g.apply("dig_move:1")
    assert warriors(g, 6, D) == 1


# ----- 12.5.2 Parliament -------------------------------------------------------------------

def test_12_5_2_only_swayed_ministers_act_each_once():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.ministers(["marshal"])
    g = to_parliament(daylight(s))
    assert {k.split(":")[0] for k in keys(g)} == {"marshal", "end"}
    g.apply("marshal:5-1:1")
    assert warriors(g, 1, D) == 1
    assert keys(g) == ["end"]                            # the Marshal has acted


def test_12_5_2_I_foremole_builds_in_any_ruled_clearing_with_any_card():
    s = table()
    s.place(D, "warrior", clearing=5)                    # rabbit
    s.hand(D, ["fox_root_tea"])
    s.ministers(["foremole"])
    g = to_parliament(daylight(s))
    assert prefixed(g, "foremole:") == ["foremole:5:citadel:fox_root_tea",
                                        "foremole:5:market:fox_root_tea"]
    g.apply("foremole:5:citadel:fox_root_tea")
    assert buildings(g, 5, D) == ["citadel"] and duchy(g)["revealed"] == ["fox_root_tea"]


def test_12_5_2_II_captain_battles():
    s = table()
    s.place(D, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    s.ministers(["captain"])
    g = to_parliament(daylight(s))
    assert prefixed(g, "captain:") == ["captain:5:marquise"]


def test_12_5_2_IV_brigadier_two_moves_not_a_move_and_a_battle():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=1)
    s.ministers(["brigadier"])
    g = to_parliament(daylight(s))
    g.apply("brigadier:move:5-2:1")
    assert g.decision.kind == "brigadier"
    assert not [k for k in keys(g) if "battle" in k]
    assert "brigadier:move:5-2:1" in keys(g) and "skip" in keys(g)
    g.apply("brigadier:move:5-2:1")
    assert warriors(g, 2, D) == 2
    assert keys(g) == ["end"]


def test_12_5_2_V_banker_spends_cards_of_one_suit_birds_wild():
    s = table()
    s.hand(D, ["fox_root_tea", "anvil", "mouse_root_tea", "bird_ambush"])
    s.ministers(["banker"])
    g = to_parliament(daylight(s))
    g.apply("banker:anvil")
    assert keys(g) == ["banker:bird_ambush", "banker:fox_root_tea", "done"]
    g.apply("banker:bird_ambush")
    g.apply("done")
    assert g.score(D) == 2
    assert [c.id for c in g.hand(D)] == ["fox_root_tea", "mouse_root_tea"]


def test_12_5_2_VI_mayor_copies_a_swayed_squire_or_noble_even_if_used():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.ministers(["marshal", "mayor", "earl_of_stone"])
    g = to_parliament(daylight(s))
    assert prefixed(g, "mayor:") == ["mayor:marshal"]   # not a lord, not himself
    g.apply("marshal:5-1:1")
    g.apply("mayor:marshal")
    assert g.decision.kind == "mayor"
    g.apply("mayor:marshal:5-1:1")
    assert warriors(g, 1, D) == 2
    assert keys(g) == ["end"]


def test_12_5_2_VII_to_IX_lords_score():
    s = table()
    for c in (1, 5, 9):
        s.place(D, "tunnel", clearing=c)
    s.place(D, "warrior", clearing=5, count=3)
    s.place(D, "market", clearing=5)
    s.place(D, "citadel", clearing=5)
    s.ministers(["duchess_of_mud", "baron_of_dirt", "earl_of_stone"])
    g = to_parliament(daylight(s))
    g.apply("duchess_of_mud")
    g.apply("baron_of_dirt")
    g.apply("earl_of_stone")
    assert g.score(D) == 4


def test_12_5_2_VII_duchess_of_mud_needs_all_three_tunnels():
    s = table()
    s.place(D, "tunnel", clearing=1)
    s.ministers(["duchess_of_mud", "earl_of_stone"])
    g = to_parliament(daylight(s))
    assert keys(g) == ["end"]                            # and no citadel for the Earl


# ----- 12.5.3 Sway -------------------------------------------------------------------------

def test_12_5_3_sway_reveals_cards_against_clearings_and_scores_the_crown():
    s = table()
    s.place(D, "warrior", clearing=1)                    # fox
    s.place(D, "tunnel", clearing=2)                     # mouse (a token counts)
    s.hand(D, ["anvil", "fox_root_tea", "mouse_root_tea", "bird_ambush"])
    g = to_parliament(daylight(s))
    g.apply("end")
    assert g.decision.kind == "sway"
    # two pieces in suited clearings: squires (two cards) only
    assert prefixed(g, "sway:") == ["sway:captain", "sway:foremole", "sway:marshal"]
    g.apply("sway:foremole")
    g.apply("reveal:anvil")
    # a second fox card has no fox clearing left; the mouse card or a bird fit clearing 2
    assert keys(g) == ["reveal:bird_ambush", "reveal:mouse_root_tea"]
    g.apply("reveal:mouse_root_tea")
    p = duchy(g)
    assert p["swayed"] == ["foremole"] and p["crowns"]["squire"] == 2
    assert g.score(D) == 1
    # Sway ends Daylight; in Evening the revealed cards came back to the hand (12.6.1)
    assert p["revealed"] == []
    assert {"anvil", "mouse_root_tea"} <= set(p["hand"])


def test_12_5_3_I_no_sway_without_a_crown_of_the_rank():
    s = table()
    for c in (1, 2, 3, 4):
        s.place(D, "warrior", clearing=c)
    s.hand(D, ["anvil", "fox_root_tea", "mouse_root_tea", "rabbit_root_tea"])
    s.ministers(["foremole", "captain"])
    s.lost_crowns(squire=1)
    g = to_parliament(daylight(s))
    g.apply("end")
    assert not [k for k in keys(g) if k in ("sway:marshal", "sway:foremole")]
    assert "sway:brigadier" in keys(g)


def test_12_6_1_revealed_birds_are_discarded_the_rest_return():
    s = table()
    s.revealed(["bird_ambush", "anvil"])
    g = s.start(turn=D, phase="evening")
    assert "bird_ambush" in g.s["discard"]
    assert "anvil" in [c.id for c in g.hand(D)] and duchy(g)["revealed"] == []


# ----- 12.2.3 the Price of Failure ---------------------------------------------------------

def _marquise_razes_a_citadel(swayed, hand=("anvil", "fox_root_tea")):
    s = table()
    s.place(D, "citadel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.ministers(list(swayed))
    s.hand(D, list(hand))
    s.dice([1, 0])                                       # 1 hit, +1 defenseless
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")
    g.apply("battle:5:duchy")
    return g


def test_12_2_3_price_of_failure_the_highest_minister_and_a_random_card():
    g = _marquise_razes_a_citadel(["captain", "banker"])
    assert buildings(g, 5, D) == []
    p = duchy(g)
    assert p["swayed"] == ["captain"]                    # the noble leaves, its crown is gone
    assert p["crowns"] == {"squire": 2, "noble": 2, "lord": 3}   # the noble crown is lost
    assert len(p["hand"]) == 1 and len(g.s["discard"]) == 1
    assert g.score("marquise") == 1


def test_12_2_3_the_duchy_chooses_among_ministers_of_the_highest_rank():
    g = _marquise_razes_a_citadel(["captain", "marshal"])
    d = g.decision
    assert (d.player, d.kind, d.rule) == (D, "lose_minister", "12.2.3")
    assert keys(g) == ["lose:captain", "lose:marshal"]
    g.apply("lose:marshal")
    assert duchy(g)["swayed"] == ["captain"]
    assert duchy(g)["crowns"]["squire"] == 1


# ----- 12.6 Evening ------------------------------------------------------------------------

def test_12_6_2_crafting_with_citadels_and_markets_and_12_6_3_draws_per_market():
    s = table()
    s.place(D, "warrior", clearing=1)
    s.place(D, "market", clearing=1)                     # fox
    s.place(D, "citadel", clearing=6)                    # fox
    s.place(D, "warrior", clearing=6)
    s.hand(D, ["foxfolk_steel"])
    g = s.start(turn=D, phase="evening")
    assert g.decision.kind == "craft"
    assert "craft:foxfolk_steel" in keys(g)
    g.apply("craft:foxfolk_steel")
    assert g.score(D) == 2
    g.apply("done") if g.decision.kind == "craft" else None
    assert len(duchy(g)["hand"]) == 2                    # one card plus one per market


# ----- outside the rules -------------------------------------------------------------------

def test_scenario_setters_refuse_bad_input_and_change_nothing():
    s = table()
    with pytest.raises(ScenarioError):
        s.burrow(21)
    with pytest.raises(UnknownName):
        s.ministers(["queen"])
    with pytest.raises(ScenarioError):
        s.lost_crowns(lord=4)
    s.ministers(["foremole", "captain", "marshal"])
    with pytest.raises(ScenarioError):
        s.lost_crowns(squire=1)
    with pytest.raises(Exception, match="[Dd]uchy"):
        Scenario(map="autumn", factions=["marquise", "eyrie"]).burrow(1)
    assert s.state()["players"][D]["swayed"] == ["foremole", "captain", "marshal"]


def test_position_text_round_trip():
    s = table()
    s.burrow(3)
    s.place(D, "tunnel", clearing=5)
    s.place(D, "warrior", clearing=5)
    s.ministers(["foremole", "banker"])
    s.lost_crowns(lord=1)
    s.revealed(["anvil"])
    t = s.to_text()
    assert "burrow duchy: 3" in t and "ministers duchy: foremole, banker" in t
    assert "lost crowns duchy: lord 1" in t and "revealed duchy: anvil" in t
    assert Scenario.from_text(t).to_text() == t


def test_observation_shows_revealed_cards_and_hides_the_hand():
    s = table()
    s.hand(D, ["fox_root_tea"])
    s.revealed(["anvil"])
    g = s.start(turn=D, phase="daylight")
    obs = g.observation("marquise")
    assert obs["players"][D]["revealed"] == ["anvil"]
    assert obs["players"][D]["hand"] != ["fox_root_tea"]


def test_svg_draws_the_duchy_panel():
    s = table()
    s.burrow(2)
    s.ministers(["foremole"])
    g = s.start(turn=D, phase="daylight")
    svg = g.svg()
    assert "Burrow" in svg and "Foremole" in svg


def test_illegal_option_changes_nothing():
    g = daylight(table())
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply("dig:5:anvil")
    assert g.to_json() == before


def test_12_2_2_the_burrow_is_a_ruled_clearing_for_royal_claim():
    s = table()
    s.place(D, "warrior", clearing=5)
    s.crafted(D, ["royal_claim"])
    g = s.start(turn=D, phase="birdsong")
    assert "royal_claim" in keys(g)
    g.apply("royal_claim")
    assert g.score(D) == 2                               # clearing 5 and the Burrow


def test_12_5_1_V_one_tunnel_per_clearing_in_a_scenario():
    s = table()
    s.place(D, "tunnel", clearing=5)
    with pytest.raises(ScenarioError, match="only one tunnel"):
        s.place(D, "tunnel", clearing=5)
    assert s.state()["players"][D]["supply"]["tunnel"] == 2


def test_12_2_3_price_of_failure_without_ministers_still_discards_a_random_card():
    g = _marquise_razes_a_citadel([])
    assert duchy(g)["swayed"] == [] and len(duchy(g)["hand"]) == 1


def test_12_2_3_the_random_card_is_chance_s_pick():
    s = table()
    s.place(D, "citadel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.hand(D, ["anvil", "tax_collector", "tax_collector"])
    s.dice([1, 0])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:5:duchy")
    while g.decision.kind != "random_card":
        g.apply(g.decision.options[0])
    d = g.decision
    assert d.player == "chance" and d.rule == "12.2.3"
    assert {a.key: a.weight for a in d.options} == {"take:anvil": 1, "take:tax_collector": 2}
    g.apply("take:tax_collector")
    assert duchy(g)["hand"] == ["anvil", "tax_collector"]


def test_12_5_2_IV_brigadier_two_battles():
    s = table()
    s.place(D, "warrior", clearing=5, count=3)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.ministers(["brigadier"])
    s.dice([0, 0, 0, 0])
    g = to_parliament(daylight(s))
    assert "brigadier:battle:5:marquise" in keys(g)
    g.apply("brigadier:battle:5:marquise")
    while g.decision.kind != "brigadier":
        g.apply(g.decision.options[0])
    assert [k for k in keys(g) if k != "skip"] == ["brigadier:battle:5:marquise"]


def test_12_5_1_IV_assembly_battle_and_negative_without_enemies():
    s = table()
    s.place(D, "warrior", clearing=5)
    s.place(D, "warrior", clearing=9)
    s.place("marquise", "warrior", clearing=5)
    g = daylight(s)
    assert prefixed(g, "battle:") == ["battle:5:marquise"]


def test_12_6_3_discard_down_to_five():
    s = table()
    s.hand(D, ["anvil", "fox_root_tea", "mouse_root_tea", "rabbit_root_tea", "bird_ambush"])
    s.draws(["sword"])
    g = s.start(turn=D, phase="evening")
    assert g.decision.kind == "discard" and g.decision.player == D
    g.apply("discard:sword")
    assert len(duchy(g)["hand"]) == 5


def test_12_5_3_II_the_burrow_has_no_suit_for_swaying():
    s = table()
    s.burrow(5)
    s.place(D, "warrior", clearing=1)
    s.hand(D, ["anvil", "bird_ambush"])
    g = to_parliament(daylight(s))
    g.apply("end")
    assert prefixed(g, "sway:") == []                     # one suited clearing only


def test_the_burrow_is_named_in_every_locale():
    from root_widget.i18n import Labels
    s = table()
    s.place(D, "tunnel", clearing=5)
    s.burrow(1)
    g = daylight(s)
    a = next(a for a in g.legal_actions() if a.key == "move:burrow-5:1")
    assert Labels("de").option(a).startswith("Bewegen: Bau \u2192 Lichtung 5")
    assert "\u5de3\u7a74" in Labels("ja").option(a)


def test_the_burrow_is_drawn_beside_the_map_with_its_warriors():
    s = table()
    s.burrow(4)
    g = s.start(turn=D, phase="daylight")
    svg = g.svg(seat="marquise")
    assert 'id="rw-place-burrow"' in svg and 'data-ruler="duchy"' in svg
    start = svg.index('id="rw-place-burrow"')
    assert 'data-count="4"' in svg[start:start + 1200]


def test_the_burrow_is_a_click_target_in_the_widget():
    from root_widget.widget_view import option_targets
    s = table()
    s.place(D, "tunnel", clearing=5)
    s.place(D, "warrior", clearing=5)
    s.burrow(1)
    g = daylight(s)
    by_key = {a.key: a for a in g.legal_actions()}
    assert option_targets(by_key["move:burrow-5:1"]) == ["place:burrow", "clearing:5"]
    assert option_targets(by_key["move:5-burrow:1"]) == ["clearing:5", "place:burrow"]
    assert 'data-place="burrow"' in g.svg()


def test_the_duchy_puzzle_line_and_a_wrong_one():
    from root_widget.puzzles import get
    p = get("duchy_sway_noble").puzzle()
    assert p.check(list(get("duchy_sway_noble").line)).solved
    # digging spends one of the three cards the noble needs
    v = p.check(["dig:9:mouse_root_tea", "dig_move:3", "end", "marshal:9-12:1", "end", "end"])
    assert not v.solved and "without reaching the goal" in v.reason


@pytest.mark.slow
def test_the_duchy_puzzle_is_solved_by_search():
    from root_widget.puzzles import get
    v = get("duchy_sway_noble").puzzle().solve(node_limit=100_000)
    assert v.solved and v.proven


def test_position_text_from_a_seat_hides_the_hand_not_the_revealed_cards():
    s = table()
    s.burrow(2)
    s.hand(D, ["fox_root_tea", "anvil"])
    s.revealed(["mouse_root_tea"])
    g = s.start(turn=D, phase="daylight")
    text = g.position_text(seat="marquise")
    assert "hand duchy: hidden 2" in text
    assert "revealed duchy: mouse_root_tea" in text and "burrow duchy: 2" in text
    assert Scenario.from_text(g.position_text()).to_text() == \
        Scenario.from_text(Scenario.from_text(g.position_text()).to_text()).to_text()


def test_12_2_2_a_move_granted_by_a_card_may_use_the_burrow():
    s = table()
    s.place(D, "tunnel", clearing=5)
    s.burrow(1)
    s.crafted(D, ["cobbler"])
    g = s.start(turn=D, phase="evening")
    assert g.decision.kind == "cobbler"
    assert "move:burrow-5:1" in keys(g)
    g.apply("move:burrow-5:1")
    assert warriors(g, 5, D) == 1 and duchy(g)["burrow"] == 0


# ----- the audit of Law 12 (docs in /work/s25/audit12_audit.md) ----------------------------

def to_sway(g):
    g.apply("end")
    g.apply("end")
    assert g.decision.kind == "sway"
    return g


def test_12_2_1_no_crafting_in_daylight_only_in_evening():
    s = table()
    s.place(D, "warrior", clearing=1)
    s.place(D, "market", clearing=1)
    s.place(D, "citadel", clearing=6)
    s.hand(D, ["foxfolk_steel"])
    g = daylight(s)
    assert not [k for k in keys(g) if k.startswith("craft")]
    g.apply("end")
    assert not [k for k in keys(g) if k.startswith("craft")]
    g.apply("end")
    assert not [k for k in keys(g) if k.startswith("craft")]
    g.apply("end")
    assert g.decision.kind == "craft" and "craft:foxfolk_steel" in keys(g)


def test_12_2_1_warriors_and_tunnels_do_not_craft():
    s = table()
    s.place(D, "warrior", clearing=1, count=3)
    s.place(D, "tunnel", clearing=6)
    s.hand(D, ["foxfolk_steel"])
    g = s.start(turn=D, phase="evening")
    assert "craft:foxfolk_steel" not in keys(g)


def test_12_2_3_price_of_failure_lord_before_noble():
    g = _marquise_razes_a_citadel(["banker", "earl_of_stone"])
    p = duchy(g)
    assert p["swayed"] == ["banker"]
    assert p["crowns"] == {"squire": 3, "noble": 2, "lord": 2}


def test_12_2_3_price_of_failure_with_an_empty_hand_still_takes_the_minister():
    g = _marquise_razes_a_citadel(["captain"], hand=())
    p = duchy(g)
    assert p["swayed"] == [] and p["crowns"]["squire"] == 2 and p["hand"] == []
    assert g.decision.player == "marquise"


def test_12_2_3_the_random_card_comes_from_the_hand_not_the_revealed_cards():
    """The Duchy's own battle loses its citadel to the defender's hits; the card it revealed
    to build this turn is in its play area (Law 2.1.4), not in its hand."""
    s = table()
    s.place(D, "warrior", clearing=5)
    s.place(D, "citadel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.place(D, "warrior", clearing=10)                      # rabbit, ruled
    s.ministers(["captain"])
    s.hand(D, ["anvil", "rabbit_root_tea"])
    s.dice([3, 3])
    g = daylight(s)
    g.apply("build:10:market:rabbit_root_tea")
    g.apply("battle:5:marquise")
    while g.decision.player != D or g.decision.kind != "assembly":
        g.apply(g.decision.options[0])
    p = duchy(g)
    assert buildings(g, 5, D) == []
    assert p["swayed"] == []
    assert p["revealed"] == ["rabbit_root_tea"]             # untouched
    assert p["hand"] == [] and "anvil" in g.s["discard"]


def test_12_2_3_a_minister_lost_in_parliament_can_no_longer_act():
    s = table()
    s.place(D, "warrior", clearing=5)
    s.place(D, "citadel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.ministers(["captain", "banker"])
    s.hand(D, ["anvil"])
    s.dice([3, 3])
    g = to_parliament(daylight(s))
    assert prefixed(g, "banker:")
    g.apply("captain:5:marquise")
    while g.decision.player != D or g.decision.kind != "parliament":
        g.apply(g.decision.options[0])
    assert duchy(g)["swayed"] == ["captain"]
    assert keys(g) == ["end"]                                # the Banker left; the Captain acted


def test_12_2_4_with_a_tunnel_in_supply_no_tunnel_is_taken_up():
    s = table()
    s.burrow(1)
    s.place(D, "tunnel", clearing=1)
    s.place(D, "tunnel", clearing=5)
    s.hand(D, ["anvil"])
    g = daylight(s)
    assert prefixed(g, "dig:") == ["dig:6:anvil", "dig:8:anvil", "dig:12:anvil"]


def test_12_5_1_V_dig_needs_no_rule_and_a_bird_matches_any_clearing():
    s = table()
    s.burrow(1)
    s.place("marquise", "warrior", clearing=6, count=3)     # the Marquise rules 6
    s.hand(D, ["bird_ambush"])
    g = daylight(s)
    assert prefixed(g, "dig:") == [f"dig:{c}:bird_ambush" for c in range(1, 13)]
    g.apply("dig:6:bird_ambush")
    g.apply("dig_move:1")
    assert tokens(g, 6, D) == ["tunnel"] and warriors(g, 6, D) == 1
    assert "bird_ambush" in g.s["discard"]


def test_12_5_1_V_with_13_7_2_no_tunnel_is_dug_under_a_face_up_snare():
    s = table(("marquise", "corvids"))
    s.burrow(2)
    s.plot(6, "snare", face_up=True)
    s.hand(D, ["fox_root_tea"])
    g = daylight(s)
    assert prefixed(g, "dig:") == ["dig:1:fox_root_tea", "dig:8:fox_root_tea",
                                   "dig:12:fox_root_tea"]


def test_12_5_1_V_the_dig_move_is_compulsory_and_capped_by_the_burrow():
    s = table()
    s.burrow(2)
    s.hand(D, ["fox_root_tea"])
    g = daylight(s)
    g.apply("dig:1:fox_root_tea")
    assert keys(g) == ["dig_move:1", "dig_move:2"]           # no skip, not more than 2


def test_12_5_1_I_build_needs_a_free_slot_and_a_building_left():
    s = table()
    s.place(D, "warrior", clearing=1, count=2)               # fox, one slot
    s.place("marquise", "sawmill", clearing=1)               # the slot is taken
    s.place(D, "warrior", clearing=6, count=2)               # fox, free slots
    for c in (5, 9, 10):
        s.place(D, "warrior", clearing=c)
        s.place(D, "citadel", clearing=c)
    s.hand(D, ["fox_root_tea"])
    g = daylight(s)
    assert prefixed(g, "build:") == ["build:6:market:fox_root_tea"]


def test_12_5_1_I_a_card_revealed_to_build_cannot_be_used_again_this_turn():
    s = table()
    s.place(D, "warrior", clearing=6, count=2)
    s.place(D, "warrior", clearing=8)
    s.hand(D, ["fox_root_tea", "anvil"])
    g = daylight(s)
    g.apply("build:6:citadel:fox_root_tea")
    assert not [k for k in keys(g) if "fox_root_tea" in k]
    assert "build:8:market:anvil" in keys(g)
    g = to_parliament(g)
    g.apply("end")
    assert prefixed(g, "sway:") == []                        # one card left in hand


def test_12_5_1_any_order_and_number_two_digs():
    s = table()
    s.burrow(4)
    s.hand(D, ["fox_root_tea", "anvil"])
    g = daylight(s)
    g.apply("dig:1:fox_root_tea")
    g.apply("dig_move:2")
    g.apply("dig:6:anvil")
    g.apply("dig_move:2")
    assert keys(g) == ["end"]
    assert tokens(g, 1, D) == tokens(g, 6, D) == ["tunnel"]


def test_12_5_1_assembly_may_end_before_any_action():
    s = table()
    s.burrow(1)
    g = daylight(s)
    assert "end" in keys(g) and "recruit" in keys(g)
    g.apply("end")
    assert g.decision.kind == "parliament" and duchy(g)["burrow"] == 1


def test_12_5_2_I_foremole_needs_a_ruled_clearing():
    s = table()
    s.place(D, "warrior", clearing=5)
    s.place(D, "warrior", clearing=6)
    s.place("marquise", "warrior", clearing=6, count=2)     # the Marquise rules 6
    s.hand(D, ["fox_root_tea"])
    s.ministers(["foremole"])
    g = to_parliament(daylight(s))
    assert not prefixed(g, "foremole:6:")
    assert prefixed(g, "foremole:5:")


def test_12_5_2_V_the_banker_may_spend_a_single_card():
    s = table()
    s.hand(D, ["fox_root_tea", "mouse_root_tea"])
    s.ministers(["banker"])
    g = to_parliament(daylight(s))
    assert prefixed(g, "banker:") == ["banker:fox_root_tea", "banker:mouse_root_tea"]
    g.apply("banker:fox_root_tea")
    assert keys(g) == ["done"]                               # no mouse card with a fox one
    g.apply("done")
    assert g.score(D) == 1 and duchy(g)["hand"] == ["mouse_root_tea"]


def test_12_5_2_VI_the_mayor_first_then_the_copied_minister_still_acts():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.ministers(["marshal", "mayor"])
    g = to_parliament(daylight(s))
    g.apply("mayor:marshal")
    g.apply("mayor:marshal:5-1:1")
    assert prefixed(g, "marshal:")                           # the Marshal has not acted
    assert not prefixed(g, "mayor:")
    g.apply("marshal:5-1:1")
    assert warriors(g, 1, D) == 2 and keys(g) == ["end"]


def test_12_5_2_VI_the_mayor_as_brigadier_takes_two_moves():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.ministers(["brigadier", "mayor"])
    g = to_parliament(daylight(s))
    g.apply("mayor:brigadier")
    assert g.decision.kind == "mayor"
    assert "mayor:brigadier:battle:5:marquise" not in keys(g)
    g.apply("mayor:brigadier:move:5-1:1")
    assert g.decision.kind == "brigadier" and "skip" in keys(g)
    g.apply("brigadier:move:5-1:1")
    assert warriors(g, 1, D) == 2
    assert prefixed(g, "brigadier:")                         # the Brigadier still may act


def test_12_5_2_VI_the_mayor_as_banker():
    s = table()
    s.hand(D, ["fox_root_tea", "anvil", "mouse_root_tea"])
    s.ministers(["banker", "mayor"])
    g = to_parliament(daylight(s))
    g.apply("mayor:banker")
    g.apply("mayor:banker:anvil")
    assert keys(g) == ["banker:fox_root_tea", "done"]
    g.apply("banker:fox_root_tea")
    g.apply("done")
    assert g.score(D) == 2 and prefixed(g, "banker:") == ["banker:mouse_root_tea"]


def test_12_5_2_VI_no_mayor_option_when_the_copied_action_can_do_nothing():
    s = table()
    s.ministers(["captain", "mayor"])                        # nobody to battle
    g = to_parliament(daylight(s))
    assert keys(g) == ["end"]


def test_12_5_2_VIII_and_IX_score_pieces_on_the_map_not_in_supply():
    s = table()
    for c in (1, 5, 9):
        s.place(D, "warrior", clearing=c)
        s.place(D, "market", clearing=c)
    s.place(D, "citadel", clearing=5)
    s.ministers(["baron_of_dirt", "earl_of_stone"])
    g = to_parliament(daylight(s))
    g.apply("baron_of_dirt")
    assert g.score(D) == 3
    g.apply("earl_of_stone")
    assert g.score(D) == 4


def test_12_5_3_each_clearing_allows_one_card_however_many_pieces():
    s = table()
    s.place(D, "warrior", clearing=1, count=3)               # fox
    s.place(D, "citadel", clearing=1)
    s.place(D, "tunnel", clearing=1)
    s.hand(D, ["fox_root_tea", "anvil"])
    g = to_sway(daylight(s))
    assert prefixed(g, "sway:") == []


def test_12_5_3_a_bird_still_needs_a_clearing_of_its_own():
    s = table()
    s.place(D, "warrior", clearing=1)
    s.hand(D, ["bird_ambush", "fox_root_tea"])
    g = to_sway(daylight(s))
    assert prefixed(g, "sway:") == []
    s.place(D, "warrior", clearing=5)
    g = to_sway(daylight(s))
    assert prefixed(g, "sway:") == ["sway:captain", "sway:foremole", "sway:marshal"]


def test_12_5_3_I_a_swayed_minister_is_not_offered_again():
    s = table()
    for c in (1, 2, 3, 4):
        s.place(D, "warrior", clearing=c)
    s.hand(D, ["anvil", "mouse_root_tea"])
    s.ministers(["foremole"])
    g = to_sway(daylight(s))
    assert prefixed(g, "sway:") == ["sway:captain", "sway:marshal"]


def test_12_5_3_III_a_lord_needs_four_cards_and_scores_three():
    s = table()
    for c in (1, 2, 3, 4):
        s.place(D, "warrior", clearing=c)
    s.hand(D, ["anvil", "mouse_root_tea", "rabbit_root_tea", "bird_ambush"])
    g = to_sway(daylight(s))
    assert "sway:earl_of_stone" in keys(g)
    g.apply("sway:earl_of_stone")
    for c in ("anvil", "mouse_root_tea", "rabbit_root_tea", "bird_ambush"):
        g.apply(f"reveal:{c}")
    p = duchy(g)
    assert p["swayed"] == ["earl_of_stone"] and p["crowns"]["lord"] == 2
    assert g.score(D) == 3
    assert "bird_ambush" in g.s["discard"]                   # 12.6.1 in the Evening after


def test_12_5_3_II_mercenaries_are_not_duchy_pieces_for_sway():
    s = table(("marquise", "riverfolk"))
    s.place(D, "warrior", clearing=1)                        # fox
    s.place("riverfolk", "warrior", clearing=2, count=2)     # mouse
    s.hand(D, ["anvil", "mouse_root_tea", "rabbit_root_tea", "bird_ambush"])
    g = s.start(turn=D, phase="birdsong")
    assert "buy:mercenaries" in keys(g)
    g.apply("buy:mercenaries")
    while g.decision.player != D or g.decision.kind != "assembly":
        g.apply("done" if "done" in keys(g) else keys(g)[0])
    assert g.clearing(2).ruler() == D                       # for rule they count (Law 11.2.7)
    g = to_sway(g)
    assert prefixed(g, "sway:") == []


def test_12_6_1_returned_cards_may_be_crafted_the_same_evening():
    s = table()
    s.place(D, "warrior", clearing=1)
    s.place(D, "citadel", clearing=1)
    s.place(D, "market", clearing=6)
    s.revealed(["anvil", "bird_ambush"])
    g = s.start(turn=D, phase="evening")
    assert "craft:anvil" in keys(g)                          # anvil needs one fox
    assert "bird_ambush" in g.s["discard"]


def _full_parliament():
    s = table()
    s.place(D, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5)
    s.place(D, "market", clearing=5)
    s.place(D, "warrior", clearing=9)
    s.place(D, "citadel", clearing=9)
    for c in (1, 5, 9):
        s.place(D, "tunnel", clearing=c)
    s.ministers(["captain", "marshal", "brigadier", "duchess_of_mud", "baron_of_dirt",
                 "earl_of_stone"])
    return to_parliament(daylight(s))


@pytest.mark.parametrize("locale", ["en", "de", "ja"])
def test_12_5_2_parliament_labels_tell_the_ministers_apart(locale):
    """The Marshal and the Brigadier offer the same moves, the Captain and the Brigadier the
    same battle, the three lords each a score: every option reads differently."""
    from root_widget.i18n import Labels
    t = Labels(locale)
    g = _full_parliament()
    labels = [t.option(a) for a in g.legal_actions()]
    assert len(set(labels)) == len(labels)
    by_key = {a.key: t.option(a) for a in g.legal_actions()}
    for key, m in (("marshal:5-1:1", "marshal"), ("brigadier:move:5-1:1", "brigadier"),
                   ("captain:5:marquise", "captain"), ("brigadier:battle:5:marquise", "brigadier"),
                   ("duchess_of_mud", "duchess_of_mud"), ("earl_of_stone", "earl_of_stone")):
        assert by_key[key].startswith(t.ui(f"minister_{m}")), (key, by_key[key])
    g.apply("brigadier:move:5-1:1")
    second = {a.key: t.option(a) for a in g.legal_actions()}
    assert second["brigadier:move:5-1:1"].startswith(t.ui("minister_brigadier"))


def test_bad_input_for_the_duchy_options_is_refused_and_changes_nothing():
    g = _full_parliament()
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not that of 'marquise'"):
        g.apply("marshal:5-1:1", player="marquise")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("marshal:5-6:1")                             # 5 and 6 are not adjacent
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("sway:foremole")                              # Sway comes after Parliament
    with pytest.raises(IllegalAction):
        g.apply(None)
    assert g.to_json() == before
    g.apply("marshal:5-1:1", player=D)                        # the right player is accepted
    assert warriors(g, 1, D) == 1


def test_1_2_a_seat_sees_the_sway_cards_but_not_the_hand():
    s = table()
    s.place(D, "warrior", clearing=1)
    s.place(D, "warrior", clearing=2)
    s.hand(D, ["anvil", "mouse_root_tea", "rabbit_root_tea"])
    g = to_sway(daylight(s))
    g.apply("sway:captain")
    g.apply("reveal:anvil")
    obs = g.observation("marquise")
    assert obs["players"][D]["revealed"] == ["anvil"]         # revealed: face up (G.25)
    assert obs["players"][D]["hand"] is None and obs["players"][D]["hand_size"] == 2
    assert "rabbit_root_tea" not in str(obs)
    assert obs["players"][D]["swayed"] == [] and obs["players"][D]["crowns"]["squire"] == 3
    assert "rabbit_root_tea" in str(g.observation(D))


def test_1_2_and_12_2_3_no_seat_is_shown_the_cards_of_the_random_pick():
    from root_widget.i18n import Labels
    from root_widget.widget_view import decision
    s = table()
    s.place(D, "citadel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    s.hand(D, ["anvil", "tax_collector"])
    s.dice([1, 0])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:5:duchy")
    while g.decision.kind != "random_card":
        g.apply(g.decision.options[0])
    t = Labels("en")
    for seat in ("marquise", D):
        view = decision(g, seat, t, False)
        assert view["hidden"] and view["options"] == []
        assert "anvil" not in str(view) and "Anvil" not in str(view)
    assert "Anvil" not in g.svg(seat="marquise")
    assert "anvil" not in str(g.observation("marquise"))


def test_12_5_1_V_12_5_2_V_12_6_1_with_10_2_6_spent_and_discarded_cards_go_to_lost_souls():
    s = Scenario(map="autumn", factions=["marquise", "lizards", D])
    s.burrow(2)
    s.hand(D, ["anvil", "bird_ambush", "mouse_root_tea"])
    s.place(D, "warrior", clearing=5, count=2)
    s.ministers(["banker"])
    g = daylight(s)
    g.apply("dig:1:anvil")                                   # spent (12.5.1.V)
    g.apply("dig_move:1")
    g.apply("build:5:citadel:bird_ambush")                   # revealed, a bird (12.6.1)
    g.apply("end")
    g.apply("banker:mouse_root_tea")                         # spent (12.5.2.V)
    g.apply("done")
    lost = g.s["players"]["lizards"]["lost_souls"]
    assert lost == ["anvil", "mouse_root_tea"]
    g.apply("end")
    g.apply("end")                                           # no sway: Evening follows
    assert g.s["turn"]["faction"] != D
    assert g.s["players"]["lizards"]["lost_souls"] == ["anvil", "bird_ambush", "mouse_root_tea"]
    assert g.s["discard"] == []


def test_12_2_3_reading_a_brigadier_returned_mid_action_still_takes_his_second_battle():
    """Reading (docs/readings.md): the first battle costs the citadel, the Price of Failure
    returns the Brigadier himself; the action he began is finished."""
    s = table()
    s.place(D, "warrior", clearing=5)
    s.place(D, "citadel", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place(D, "warrior", clearing=9, count=2)
    s.place("marquise", "warrior", clearing=9)
    s.ministers(["brigadier"])
    s.hand(D, ["anvil"])
    s.dice([3, 3, 0, 0])
    g = to_parliament(daylight(s))
    g.apply("brigadier:battle:5:marquise")
    while g.decision.player != D or g.decision.kind != "brigadier":
        g.apply(g.decision.options[0])
    assert duchy(g)["swayed"] == [] and buildings(g, 5, D) == []
    assert keys(g) == ["brigadier:battle:9:marquise", "skip"]


def test_12_5_2_I_reading_the_foremole_builds_nothing_in_the_burrow():
    """Reading (docs/readings.md): the Duchy rules the Burrow (12.2.2), but it has no slot."""
    s = table()
    s.burrow(3)
    s.place(D, "tunnel", clearing=5)
    s.hand(D, ["bird_ambush"])
    s.ministers(["foremole"])
    g = to_parliament(daylight(s))
    assert keys(g) == ["end"]
    s.place(D, "warrior", clearing=5)
    g = to_parliament(daylight(s))
    assert prefixed(g, "foremole:") == ["foremole:5:citadel:bird_ambush",
                                        "foremole:5:market:bird_ambush"]
