"""Law 13: the Corvid Conspiracy.

Every test sets up its own position (a `Scenario`, or `Game.new` for setup), plays through
`g.apply(key)`, and checks what changed as well as which options are *not* offered.

Autumn map as the engine draws it: fox 1 6 8 12, rabbit 3 4 5 10, mouse 2 7 9 11.
Paths: 1-5 1-9 1-10 2-5 2-6 2-10 3-6 3-7 3-11 4-8 4-9 4-12 7-8 7-12 9-12 10-12 11-12 6-11.
"""
import re

import pytest

from root_widget import Game, Scenario
from root_widget.rules.errors import ScenarioError, UnknownName

from helpers import keys, prefixed, table

C = "corvids"


def crows(factions=("marquise", C)):
    return table(factions)


def plots(g):
    return g.s["players"][C]["plots"]


def plot_tokens(g, c):
    return g.s["board"][c]["tokens"].count([C, "plot"])


def w(g, c, f=C):
    return g.s["board"][c]["warriors"].get(f, 0)


def corvid_day(s):
    """The Corvids' Daylight actions."""
    g = s.start(turn=C, phase="daylight")
    assert (g.decision.player, g.decision.kind) == (C, "action")
    return g


def marquise_day(s):
    g = s.start(turn="marquise", phase="daylight")
    g.apply("done")                                   # no crafting
    assert (g.decision.player, g.decision.kind) == ("marquise", "action")
    return g


# ===== 13.2 Faction rules and abilities ===========================================================

def test_13_2_1_crafts_in_birdsong_with_plots_face_up_or_down():
    s = crows()
    s.plot(1, "bomb")                                 # fox, face down
    s.plot(8, "snare", face_up=True)                  # fox, face up
    s.hand(C, ["anvil", "foxfolk_steel"])             # anvil: one fox; foxfolk steel: two fox
    g = s.start(turn=C, phase="birdsong")
    assert (g.decision.player, g.decision.kind) == (C, "craft")
    assert "craft:foxfolk_steel" in keys(g) and "craft:anvil" in keys(g)
    g.apply("craft:foxfolk_steel")
    assert "foxfolk_steel" not in [c.id for c in g.hand(C)]
    assert g.decision.kind != "craft"                 # both plots are used: no more crafting
    assert "anvil" in [c.id for c in g.hand(C)]


def test_13_2_1_no_crafting_in_daylight():
    s = crows()
    s.plot(1, "bomb")
    s.place(C, "warrior", clearing=1)
    s.hand(C, ["anvil"])
    g = corvid_day(s)
    assert not prefixed(g, "craft")


def test_13_2_2_eight_plots_two_of_each_type():
    s = crows()
    s.plot(1, "bomb").plot(2, "bomb")
    with pytest.raises(ScenarioError):
        s.plot(3, "bomb")
    with pytest.raises(UnknownName):
        s.plot(3, "trap")
    g = s.start()
    assert g.s["players"][C]["supply"]["plot"] == 6


def test_13_2_2_II_one_plot_per_clearing():
    s = crows()
    s.plot(5, "raid")
    with pytest.raises(ScenarioError):
        s.place(C, "plot", clearing=5)
    s.place(C, "warrior", clearing=5, count=3)
    s.place(C, "warrior", clearing=1, count=1)
    g = corvid_day(s)
    assert not prefixed(g, "plot:5:")                 # a plot is already there
    assert prefixed(g, "plot:1:")


def test_13_2_3_nimble_moves_between_enemy_clearings():
    s = crows()
    s.place(C, "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=1, count=2)
    s.place("marquise", "warrior", clearing=5, count=2)
    g = corvid_day(s)
    assert "move:1-5:1" in keys(g)                    # neither clearing is ruled by them
    g.apply("move:1-5:1")
    assert w(g, 5) == 1


def test_13_2_3_enemies_still_need_rule_to_move():
    s = crows()
    s.place(C, "warrior", clearing=1, count=2)
    s.place(C, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=1)
    g = marquise_day(s)
    assert not prefixed(g, "move:1-")


# ----- 13.2.4 Exposure -----

def exposure_table(kind="bomb", hand=("fox_root_tea", "rabbit_root_tea", "bird_crossbow")):
    s = crows()
    s.plot(1, kind)                                   # fox clearing
    s.place("marquise", "warrior", clearing=1)
    s.hand("marquise", list(hand))
    return s


def test_13_2_4_exposure_offered_with_matching_cards_only():
    g = marquise_day(exposure_table())
    assert prefixed(g, "expose:") == ["expose:1:bird_crossbow", "expose:1:fox_root_tea"]


def test_13_2_4_exposure_needs_a_piece_in_the_clearing():
    s = crows()
    s.plot(1, "bomb")
    s.place("marquise", "warrior", clearing=5)
    s.hand("marquise", ["fox_root_tea"])
    assert not prefixed(marquise_day(s), "expose:")


def test_13_2_4_no_exposure_of_a_face_up_plot():
    s = crows()
    s.plot(1, "bomb", face_up=True)
    s.place("marquise", "warrior", clearing=1)
    s.hand("marquise", ["fox_root_tea"])
    assert not prefixed(marquise_day(s), "expose:")


def test_13_2_4_right_guess_removes_the_plot_and_scores():
    g = marquise_day(exposure_table())
    g.apply("expose:1:fox_root_tea")
    assert (g.decision.player, g.decision.kind) == ("marquise", "expose_guess")
    assert keys(g) == ["guess:bomb", "guess:extortion", "guess:raid", "guess:snare"]
    g.apply("guess:bomb")
    assert plot_tokens(g, 1) == 0 and plots(g) == []
    assert g.score("marquise") == 1
    assert "fox_root_tea" in [c.id for c in g.hand("marquise")]   # the card is only shown
    assert g.s["players"][C]["supply"]["plot"] == 8


def test_13_2_4_wrong_guess_gives_the_card_to_the_corvids():
    g = marquise_day(exposure_table())
    g.apply("expose:1:fox_root_tea")
    g.apply("guess:raid")
    assert plot_tokens(g, 1) == 1 and plots(g) == [[1, "bomb", False]]
    assert g.score("marquise") == 0
    assert "fox_root_tea" not in [c.id for c in g.hand("marquise")]
    assert "fox_root_tea" in [c.id for c in g.hand(C)]
    assert g.decision.kind == "action"                # any number of times: back to Daylight
    assert "expose:1:bird_crossbow" in keys(g)


def test_13_2_4_an_exposed_raid_places_no_warriors():
    g = marquise_day(exposure_table("raid"))
    g.apply("expose:1:fox_root_tea")
    g.apply("guess:raid")
    assert plot_tokens(g, 1) == 0
    assert all(w(g, c) == 0 for c in (5, 9, 10))


def test_13_2_4_exposure_at_the_free_moments_of_birdsong_and_daylight():
    """Law 13.2.4: any number of times on their turn: in the Birdsong window before the
    Eyrie's own Birdsong step (not in the middle of it) and in Daylight."""
    s = crows(("eyrie", C))
    s.plot(1, "bomb")
    s.place("eyrie", "warrior", clearing=1)
    s.hand("eyrie", ["fox_root_tea", "rabbit_root_tea"])
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.decision.kind == "card_effects"
    assert prefixed(g, "expose:") == ["expose:1:fox_root_tea"]
    g.apply("done")
    assert g.decision.kind == "add_to_decree"          # the Eyrie's Birdsong step
    assert not prefixed(g, "expose:")
    s.place("eyrie", "roost", clearing=1)
    g = s.start(turn="eyrie", phase="daylight")
    assert prefixed(g, "expose:") == ["expose:1:fox_root_tea"]


def test_13_2_4_exposure_at_the_start_of_evening_before_its_first_step():
    s = crows(("marquise", C))
    s.plot(1, "bomb")
    s.place("marquise", "warrior", clearing=1)
    s.hand("marquise", ["fox_root_tea"])
    g = s.start(turn="marquise", phase="evening")
    assert g.decision.kind == "card_effects" and g.s["turn"]["phase"] == "evening"
    assert prefixed(g, "expose:") == ["expose:1:fox_root_tea"]
    g.apply("done")
    assert not prefixed(g, "expose:")                  # the Evening's steps have begun


def test_13_2_5_embedded_agents_extra_hit_even_defenseless():
    s = crows()
    s.plot(5, "snare")                               # face down, no Corvid warrior
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([2, 0])
    g = marquise_day(s)
    g.apply("battle:5:corvids")
    # the Corvids roll 0 but deal one extra hit; the Marquise deal 2 + 1 (defenseless)
    assert w(g, 5, "marquise") == 2
    assert plot_tokens(g, 5) == 0


def test_13_2_5_no_extra_hit_for_a_face_up_plot():
    s = crows()
    s.plot(5, "extortion", face_up=True)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([2, 0])
    g = marquise_day(s)
    g.apply("battle:5:corvids")
    assert w(g, 5, "marquise") == 3


def test_13_2_5_no_extra_hit_as_attacker():
    s = crows()
    s.plot(5, "snare")
    s.place(C, "warrior", clearing=5, count=2)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([1, 0])
    g = corvid_day(s)
    g.apply("battle:5:marquise")
    assert w(g, 5, "marquise") == 2 and w(g, 5) == 2


# ===== 13.3 Setup ================================================================================

def test_13_3_setup_a_warrior_in_a_clearing_of_each_suit():
    g = Game.new(["marquise", C], seed=4)
    while g.decision.player != C or g.decision.kind != "corvid_scatter":
        g.apply(g.legal_actions()[0])
    suits = []
    while g.decision.kind == "corvid_scatter":
        cs = [a.clearing for a in g.legal_actions()]
        assert len({g.clearing(c).suit for c in cs}) == 1
        suits.append(g.clearing(cs[0]).suit)
        g.apply(g.legal_actions()[-1])
    assert sorted(suits) == ["fox", "mouse", "rabbit"]
    p = g.s["players"][C]
    assert p["supply"] == {"warrior": 12, "plot": 8} and p["plots"] == []
    placed = [c for c in range(1, 13) if w(g, c)]
    assert sorted(g.clearing(c).suit for c in placed) == ["fox", "mouse", "rabbit"]


# ===== 13.4 Birdsong =============================================================================

def flip_table():
    s = crows()
    s.plot(1, "bomb")
    s.place(C, "warrior", clearing=1)
    s.plot(2, "snare", face_up=True)
    s.plot(3, "raid")                                 # no Corvid warrior: cannot flip
    return s


def test_13_4_2_flip_only_where_corvid_warriors_are():
    g = flip_table().start(turn=C, phase="birdsong")
    assert g.decision.kind == "flip"
    assert prefixed(g, "flip:") == ["flip:1"]


def test_13_4_2_flip_scores_each_face_up_plot_and_bomb_clears():
    s = flip_table()
    s.place("marquise", "warrior", clearing=1, count=2)
    s.place("marquise", "sawmill", clearing=1)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    # 2 face-up plots (the snare and the bomb) + 1 for the sawmill removed
    assert g.score(C) == 3
    assert w(g, 1, "marquise") == 0 and not g.clearing(1).buildings
    assert plot_tokens(g, 1) == 0 and [1, "bomb", True] not in plots(g)
    assert w(g, 1) == 1                               # own warriors stay


def test_13_4_2_extortion_takes_a_card_from_each_enemy_there():
    s = crows(("marquise", "eyrie", C))
    s.plot(5, "extortion")
    s.place(C, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    s.place("eyrie", "roost", clearing=5)
    s.hand("marquise", ["anvil"])
    s.hand("eyrie", ["mouse_root_tea"])
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:5")
    assert g.score(C) == 1
    assert sorted(c.id for c in g.hand(C)) == ["anvil", "mouse_root_tea"]
    assert plots(g) == [[5, "extortion", True]]


def test_13_4_3_recruit_in_every_matching_clearing():
    s = crows()
    s.place("marquise", "warrior", clearing=3, count=4)   # enemy clearings too
    s.hand(C, ["rabbit_root_tea"])
    g = s.start(turn=C, phase="birdsong")
    assert g.decision.kind == "corvid_recruit"
    assert keys(g) == ["recruit:rabbit_root_tea", "skip"]
    g.apply("recruit:rabbit_root_tea")
    assert [c for c in range(1, 13) if w(g, c)] == [3, 4, 5, 10]
    assert not g.hand(C)


def test_13_4_3_a_bird_names_one_suit():
    s = crows()
    s.hand(C, ["bird_crossbow"])
    g = s.start(turn=C, phase="birdsong")
    assert keys(g) == ["recruit:bird_crossbow:fox", "recruit:bird_crossbow:mouse",
                       "recruit:bird_crossbow:rabbit", "skip"]
    g.apply("recruit:bird_crossbow:mouse")
    assert [c for c in range(1, 13) if w(g, c)] == [2, 7, 9, 11]


def test_13_4_3_short_of_warriors_the_corvids_choose():
    s = crows()
    s.place(C, "warrior", clearing=1, count=13)
    s.hand(C, ["mouse_root_tea"])
    g = s.start(turn=C, phase="birdsong")
    g.apply("recruit:mouse_root_tea")
    assert g.decision.kind == "corvid_place"
    assert keys(g) == ["place:2", "place:7", "place:9", "place:11"]
    g.apply("place:9")
    g.apply("place:2")
    assert [c for c in (2, 7, 9, 11) if w(g, c)] == [2, 9]


def test_13_4_3_recruit_once_per_turn():
    s = crows()
    s.hand(C, ["mouse_root_tea", "fox_root_tea"])
    g = s.start(turn=C, phase="birdsong")
    g.apply("recruit:fox_root_tea")
    assert g.decision.kind == "action"                # Daylight: no second recruit
    assert not prefixed(g, "recruit")


# ===== 13.5 Daylight =============================================================================

def test_13_5_2_plot_cost_grows_with_plots_placed_this_turn():
    s = crows()
    s.place(C, "warrior", clearing=1, count=1)
    s.place(C, "warrior", clearing=2, count=2)
    s.place(C, "warrior", clearing=3, count=1)
    g = corvid_day(s)
    assert prefixed(g, "plot:1:") == ["plot:1:bomb", "plot:1:extortion", "plot:1:raid",
                                      "plot:1:snare"]
    g.apply("plot:1:raid")
    assert w(g, 1) == 0 and plots(g) == [[1, "raid", False]]
    assert g.s["players"][C]["supply"]["warrior"] == 12 and plot_tokens(g, 1) == 1
    # the second plot costs two warriors: clearing 3 has one, clearing 2 has two
    assert not prefixed(g, "plot:3:") and prefixed(g, "plot:2:")
    g.apply("plot:2:raid")
    assert w(g, 2) == 0 and plots(g) == [[1, "raid", False], [2, "raid", False]]
    assert not any(k.endswith(":raid") for k in prefixed(g, "plot:"))   # both raids placed


def test_13_5_2_no_plot_in_an_empty_or_plotted_clearing():
    s = crows()
    s.place(C, "warrior", clearing=1)
    s.plot(1, "bomb", face_up=True)
    g = corvid_day(s)
    assert not prefixed(g, "plot:")


def test_13_5_4_trick_swaps_plots_of_the_same_facing():
    s = crows()
    s.plot(1, "bomb").plot(2, "raid").plot(3, "snare", face_up=True)
    s.plot(4, "extortion", face_up=True).plot(5, "snare")
    s.place(C, "warrior", clearing=6)
    g = corvid_day(s)
    assert prefixed(g, "trick:") == ["trick:1-2", "trick:1-5", "trick:2-5", "trick:3-4"]
    g.apply("trick:3-4")
    assert plots(g)[2:4] == [[3, "extortion", True], [4, "snare", True]]


def test_13_5_three_actions_then_daylight_ends():
    s = crows()
    s.place(C, "warrior", clearing=1, count=6)
    g = corvid_day(s)
    g.apply("move:1-5:1")
    g.apply("move:1-5:1")
    g.apply("move:1-5:1")
    assert keys(g) == ["end"]


# ===== 13.6 Evening ==============================================================================

def evening_table():
    s = crows()
    s.place(C, "warrior", clearing=1, count=2)
    s.plot(2, "extortion", face_up=True)
    s.plot(3, "extortion", face_up=True)
    return s


def test_13_6_2_draw_one_plus_one_per_face_up_extortion():
    g = evening_table().start(turn=C, phase="evening")
    assert g.decision.kind == "exert"
    g.apply("draw")
    assert len(g.hand(C)) == 3


def test_13_6_1_exert_one_action_and_no_draw():
    g = evening_table().start(turn=C, phase="evening")
    g.apply("move:1-5:2")
    assert w(g, 5) == 2
    assert len(g.hand(C)) == 0
    assert g.s["turn"]["faction"] == "marquise"


# ===== 13.7 Plot tokens ==========================================================================

def test_13_7_2_snare_stops_enemy_moves_out_and_placement_in():
    s = crows()
    s.plot(5, "snare", face_up=True)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.place("marquise", "recruiter", clearing=5)
    s.place("marquise", "warrior", clearing=1, count=3)
    g = marquise_day(s)
    assert not prefixed(g, "march:5-")                 # pinned in the snare's clearing
    assert "march:1-5:1" in keys(g)                    # moving in is allowed
    assert "recruit" not in keys(g)                    # its only recruiter is snared


def test_13_7_2_face_down_snare_does_nothing_and_corvids_move_freely():
    s = crows()
    s.plot(5, "snare")
    s.place("marquise", "warrior", clearing=5, count=3)
    g = marquise_day(s)
    assert prefixed(g, "march:5-")
    s = crows()
    s.plot(5, "snare", face_up=True)
    s.place(C, "warrior", clearing=5)
    assert "move:5-1:1" in keys(corvid_day(s))


def test_13_7_2_the_vagabond_slips_out_of_a_snare():
    s = crows(("vagabond", C))
    s.vagabond("thief", 5, items=["boot"])
    s.plot(5, "snare", face_up=True)
    g = s.start(turn="vagabond", phase="birdsong")
    while g.decision.kind != "slip":
        g.apply(g.legal_actions()[0])
    assert "slip:1" in keys(g)                          # Law 9.4.2
    g.apply("skip")
    while g.decision.kind != "action":
        g.apply(g.legal_actions()[0])
    assert not [k for k in keys(g) if k.startswith("move:")]


def test_13_7_4_raid_removed_in_battle_places_warriors_around():
    s = crows()
    s.plot(5, "raid")
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = marquise_day(s)
    g.apply("battle:5:corvids")
    assert plot_tokens(g, 5) == 0
    assert [c for c in range(1, 13) if w(g, c)] == [1, 2]       # adjacent to 5
    assert g.score("marquise") == 1


# ===== hidden plots (Law 13.2.2.I) ===============================================================

def hidden_table():
    s = crows()
    s.plot(1, "bomb")
    s.plot(2, "raid", face_up=True)
    s.place(C, "warrior", clearing=1, count=3)
    s.place("marquise", "warrior", clearing=1)
    return s


def test_13_2_2_I_observation_hides_face_down_plots():
    g = hidden_table().start(turn=C, phase="daylight")
    assert g.observation("marquise")["players"][C]["plots"] == [[1, None, False],
                                                                [2, "raid", True]]
    assert g.observation(C)["players"][C]["plots"] == [[1, "bomb", False], [2, "raid", True]]
    assert g.s["players"][C]["plots"][0] == [1, "bomb", False]


def test_13_2_2_I_a_new_plot_is_hidden_in_observation_log_and_svg():
    s = crows()
    s.place(C, "warrior", clearing=3, count=2)
    s.place("marquise", "warrior", clearing=1)
    g = corvid_day(s)
    g.apply("plot:3:extortion")
    obs = g.observation("marquise")
    assert "extortion" not in str(obs)                 # the record, the log, the stack
    assert "extortion" in str(g.observation(C))
    svg = g.svg(seat="marquise")
    assert 'data-piece="plot"' in svg and 'data-piece="plot_extortion"' not in svg
    assert "face-down extortion" not in svg
    assert 'data-piece="plot_extortion"' in g.svg(seat=C)
    assert 'data-piece="plot_extortion"' in g.svg()    # from above: everything


def test_13_2_2_I_position_text_of_a_seat_hides_face_down_plots():
    g = hidden_table().start(turn=C, phase="daylight")
    assert "plots corvids: 1 hidden, 2 raid up" in g.position_text(seat="marquise")
    assert "plots corvids: 1 bomb, 2 raid up" in g.position_text()


def test_13_2_2_I_replay_and_widget_for_a_seat_hide_the_plot():
    from root_widget import RootWidget
    from root_widget.replay import to_html
    s = crows()
    s.place(C, "warrior", clearing=3, count=2)
    s.place("marquise", "warrior", clearing=1)
    g = corvid_day(s)
    g.apply("plot:3:extortion")
    g.apply("end")
    import json
    from root_widget.replay import decode

    def unpacked(html):
        blob = max(re.findall(r"[A-Za-z0-9+/=]{200,}", html), key=len)
        return json.dumps(decode(blob), ensure_ascii=False)
    def leaks(text):
        return [x for x in ('data-piece="plot_extortion"', 'data-piece=\\"plot_extortion',
                            "(extortion)", "plot:3:extortion") if x in text]
    seat_html = to_html(g, seat="marquise")
    assert leaks(seat_html + unpacked(seat_html)) == []
    top = to_html(g)
    assert leaks(top + unpacked(top))
    state = json.dumps(RootWidget(g, seat="marquise", lock_seat=True).get_state(), default=str)
    assert leaks(state) == []
    assert leaks(json.dumps(RootWidget(g, seat=C).get_state(), default=str))


# ===== Scenario and position text ================================================================

def test_scenario_plot_on_a_placed_token_and_round_trip():
    s = crows()
    s.place(C, "plot", clearing=4)
    with pytest.raises(ScenarioError, match="no type"):
        s.start()
    s.plot(4, "snare", face_up=True).plot(6, "bomb")
    text = s.to_text()
    assert "plots corvids: 4 snare up, 6 bomb" in text
    assert Scenario.from_text(text).to_text() == text
    g = Scenario.from_text(text).start()
    assert plots(g) == [[4, "snare", True], [6, "bomb", False]]


def test_scenario_bad_plot_changes_nothing():
    s = crows()
    s.plot(4, "snare")
    before = s.to_text()
    for bad in [(4, "bomb", "yes"), (99, "bomb"), (5, 3)]:
        with pytest.raises((ScenarioError, UnknownName)):
            s.plot(*bad)
    assert s.to_text() == before
    with pytest.raises(ScenarioError):
        Scenario.from_text(before.replace("4 snare", "4 hidden"))


def test_fuzz_invariant_catches_two_records_for_one_token():
    g = hidden_table().start()
    from root_widget.rules.factions import faction
    assert faction(C).invariant_problem(g) is None
    g.s["players"][C]["plots"].append([3, "bomb", False])
    assert "no plot token" in faction(C).invariant_problem(g)


# ===== more of the Law's interactions =============================================================

def test_13_2_4_the_vagabond_pawn_lets_him_expose():
    s = crows(("vagabond", C))
    s.vagabond("thief", 1, items=["boot", "torch"])
    s.plot(1, "snare")
    s.hand("vagabond", ["fox_root_tea"])
    g = s.start(turn="vagabond", phase="daylight")
    assert "expose:1:fox_root_tea" in keys(g)
    g.apply("expose:1:fox_root_tea")
    g.apply("guess:snare")
    assert plot_tokens(g, 1) == 0 and g.score("vagabond") == 1


def test_13_2_4_the_corvids_never_expose_their_own_plots():
    s = crows()
    s.plot(1, "bomb")
    s.place(C, "warrior", clearing=1)
    s.hand(C, ["fox_root_tea"])
    assert not prefixed(corvid_day(s), "expose:")


def test_13_2_4_exposure_offered_at_the_end_of_an_eyrie_decree():
    s = crows(("eyrie", C))
    s.plot(3, "raid")
    s.place("eyrie", "roost", clearing=3)
    s.hand("eyrie", ["rabbit_root_tea"])
    g = s.start(turn="eyrie", phase="daylight")
    assert "expose:3:rabbit_root_tea" in keys(g)


def test_13_4_2_extortion_with_an_empty_hand_takes_nothing():
    s = crows()
    s.plot(5, "extortion")
    s.place(C, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:5")
    assert not g.hand(C) and g.score(C) == 1


def test_13_7_1_a_bomb_damages_the_vagabonds_items():
    s = crows(("vagabond", C))
    s.vagabond("thief", 5, items=["boot", "sword", "torch", "tea"])
    s.plot(5, "bomb")
    s.place(C, "warrior", clearing=5)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:5")
    while g.decision.player == "vagabond":            # he picks the three items (Law 9.2.2.I)
        g.apply(g.legal_actions()[0])
    damaged = [it for it in g.s["players"]["vagabond"]["vitems"] if it.get("damaged")]
    assert len(damaged) == 3
    assert g.s["players"]["vagabond"]["pawn"] == 5     # the pawn is never removed


def test_13_7_4_raid_short_of_warriors_the_corvids_choose():
    s = crows()
    s.plot(5, "raid")
    s.place(C, "warrior", clearing=8, count=14)
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = marquise_day(s)
    g.apply("battle:5:corvids")
    assert (g.decision.player, g.decision.kind) == (C, "corvid_place")
    assert keys(g) == ["place:1", "place:2"]
    g.apply("place:2")
    assert w(g, 2) == 1 and w(g, 1) == 0


def test_13_7_2_snare_keeps_enemy_pieces_already_there():
    s = crows(("alliance", C))
    s.place("alliance", "sympathy", clearing=5)
    s.plot(5, "snare", face_up=True)
    g = s.start()                                      # a valid position
    assert g.clearing(5).tokens == [("alliance", "sympathy"), (C, "plot")]


def test_13_6_1_an_exerted_plot_costs_by_plots_placed_this_turn():
    s = crows()
    s.place(C, "warrior", clearing=1, count=1)
    s.place(C, "warrior", clearing=2, count=2)
    s.place(C, "warrior", clearing=3, count=1)
    g = corvid_day(s)
    g.apply("plot:1:bomb")
    g.apply("end")
    assert g.decision.kind == "exert"
    assert not prefixed(g, "plot:3:")                  # one warrior; the second plot needs two
    g.apply("plot:2:snare")
    assert w(g, 2) == 0 and len(plots(g)) == 2 and not g.hand(C)


def test_fuzz_view_check_catches_a_shown_face_down_plot():
    from root_widget.rules.factions import faction
    g = hidden_table().start()
    obs = g.observation("marquise")
    assert faction(C).view_problem(g, "marquise", obs) is None
    obs["players"][C]["plots"][0][1] = "bomb"
    assert "face-down plot in 1" in faction(C).view_problem(g, "marquise", obs)


def test_the_panel_shows_the_supply_types_only_to_the_corvids():
    g = hidden_table().start()
    assert "bomb 1" in g.svg(seat=C) and "bomb 1" not in g.svg(seat="marquise")
    assert "Plots in supply: 6" in g.svg(seat="marquise")


def test_13_3_1_and_c_3_the_pieces_in_the_box():
    from root_widget.rules.factions import faction
    fac = faction(C)
    assert (fac.pieces, fac.buildings, fac.tokens) == ({"warrior": 15, "plot": 8}, (), ("plot",))
    assert Game.new(["marquise", C], seed=0).s["players"][C]["supply"] == {"warrior": 15, "plot": 8}


# ===== audit13: the rules of Law 13 not yet checked above ========================================

def test_13_4_the_three_birdsong_steps_in_order_each_may_be_skipped():
    """Law 13.4: craft, then flip, then recruit; no step's options show in another's."""
    s = crows()
    s.plot(1, "bomb")
    s.place(C, "warrior", clearing=1)
    s.hand(C, ["anvil", "fox_root_tea"])
    g = s.start(turn=C, phase="birdsong")
    assert g.decision.kind == "craft" and "done" in keys(g)
    assert not prefixed(g, "flip:") and not prefixed(g, "recruit:")
    g.apply("done")
    assert g.decision.kind == "flip" and keys(g) == ["done", "flip:1"]
    g.apply("done")
    assert g.decision.kind == "corvid_recruit"
    assert not prefixed(g, "flip:") and not prefixed(g, "craft:") and "skip" in keys(g)
    g.apply("skip")
    assert g.decision.kind == "action" and len(g.hand(C)) == 2 and plots(g) == [[1, "bomb", False]]


def test_13_4_2_flip_any_number_of_times_each_scoring_the_face_up_plots():
    """Law 13.4.2: a second flip counts the first one too; a snare or a raid flipped has no
    flip effect (Law 13.7.2, 13.7.4: a raid acts when removed, not when flipped)."""
    s = crows()
    s.plot(1, "snare").plot(5, "raid")
    s.place(C, "warrior", clearing=1).place(C, "warrior", clearing=5)
    s.place("marquise", "warrior", clearing=5, count=2)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    assert g.score(C) == 1 and keys(g) == ["done", "flip:5"]     # no flip of a face-up plot
    g.apply("flip:5")
    assert g.score(C) == 1 + 2
    assert plots(g) == [[1, "snare", True], [5, "raid", True]]
    assert [w(g, c) for c in range(1, 13)] == [1, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0]
    assert w(g, 5, "marquise") == 2


def test_13_4_2_with_13_7_1_a_flipped_bomb_is_gone_when_the_next_flip_scores():
    s = crows()
    s.plot(1, "bomb").plot(5, "raid")
    s.place(C, "warrior", clearing=1).place(C, "warrior", clearing=5)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    assert g.score(C) == 1 and plot_tokens(g, 1) == 0
    assert g.s["players"][C]["supply"]["plot"] == 7             # the bomb is back in supply
    g.apply("flip:5")
    assert g.score(C) == 1 + 1                                  # only the raid is face up now


def test_13_7_3_extortion_takes_only_from_enemies_there_the_vagabond_pawn_counts():
    s = crows(("marquise", "vagabond", C))
    s.vagabond("thief", 1, items=["boot"])
    s.plot(1, "extortion")
    s.place(C, "warrior", clearing=1)
    s.place("marquise", "warrior", clearing=5)                   # not in the plot's clearing
    s.hand("vagabond", ["anvil"])
    s.hand("marquise", ["bake_sale"])
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    while g.is_chance:
        g.resolve_chance()
    assert [c.id for c in g.hand(C)] == ["anvil"] and not g.hand("vagabond")
    assert [c.id for c in g.hand("marquise")] == ["bake_sale"]


def test_13_7_2_the_corvids_own_snare_does_not_stop_their_recruit():
    s = crows()
    s.plot(1, "snare", face_up=True)                             # fox
    s.hand(C, ["anvil"])
    g = s.start(turn=C, phase="birdsong")
    g.apply("done")                                              # no crafting
    g.apply("recruit:anvil")
    assert [w(g, c) for c in (1, 6, 8, 12)] == [1, 1, 1, 1]


def test_13_4_3_with_3_3_3_a_dominance_card_is_spent_for_its_suit():
    s = crows(("marquise", "eyrie", "alliance", C))
    s.hand(C, ["fox_dominance"])
    g = s.start(turn=C, phase="birdsong")
    assert keys(g) == ["recruit:fox_dominance", "skip"]
    g.apply("recruit:fox_dominance")
    assert [w(g, c) for c in (1, 6, 8, 12)] == [1, 1, 1, 1]
    assert g.s["available_dominance"] == ["fox_dominance"]       # near the map, not discarded


def test_13_5_actions_in_any_order_and_number_plot_trick_battle():
    s = crows()
    s.place(C, "warrior", clearing=3, count=3)
    s.place("marquise", "warrior", clearing=3)
    s.plot(1, "bomb")
    s.dice([1, 0])
    g = corvid_day(s)
    assert {k.split(":")[0] for k in keys(g)} == {"move", "plot", "battle", "end"}
    assert not prefixed(g, "trick:")                             # one plot: no Trick yet
    g.apply("plot:3:raid")
    assert prefixed(g, "trick:") == ["trick:1-3"]
    g.apply("trick:1-3")
    assert plots(g) == [[1, "raid", False], [3, "bomb", False]]
    g.apply("battle:3:marquise")
    while g.decision.player != C or g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert w(g, 3, "marquise") == 0
    assert keys(g) == ["end"]                                    # three actions taken


def test_13_5_2_no_plot_when_all_eight_are_on_the_map():
    s = crows()
    for c, k in zip((2, 3, 4, 5, 6, 7, 8, 9), ("bomb", "bomb", "snare", "snare", "raid", "raid",
                                                "extortion", "extortion")):
        s.plot(c, k)
    s.place(C, "warrior", clearing=1, count=3)
    g = corvid_day(s)
    assert g.s["players"][C]["supply"]["plot"] == 0
    assert not prefixed(g, "plot:") and prefixed(g, "move:1-")


def test_13_5_2_the_plot_cost_starts_again_at_one_next_turn():
    s = crows()
    s.place(C, "warrior", clearing=1).place(C, "warrior", clearing=3)
    g = corvid_day(s)
    g.apply("plot:1:bomb")
    assert not prefixed(g, "plot:3:")                            # a second costs two
    g.apply("end")
    g.apply("draw")
    while g.decision.player != C or g.decision.kind != "action":
        ks = keys(g)
        g.apply(next((k for k in ("done", "end", "skip", "draw") if k in ks), ks[0]))
    assert g.s["turn"]["faction"] == C and g.s["turn"]["number"] == 3
    assert prefixed(g, "plot:3:")                                # one warrior again


def test_13_6_1_exert_after_three_daylight_actions_then_discard_down_to_five():
    """Reading: Exert gives up the drawing only; the Draw step's limit of five still holds."""
    s = crows()
    s.place(C, "warrior", clearing=1, count=6)
    s.hand(C, ["anvil", "sword", "bake_sale", "fox_root_tea", "rabbit_root_tea",
               "mouse_root_tea", "bird_crossbow"])
    g = corvid_day(s)
    for _ in range(3):
        g.apply("move:1-5:1")
    g.apply("end")
    assert g.decision.kind == "exert" and "move:1-5:1" in keys(g)
    g.apply("move:1-5:1")
    assert (g.decision.player, g.decision.kind) == (C, "discard")
    assert len(g.hand(C)) == 7                                   # no card drawn
    g.apply("discard:anvil")
    g.apply("discard:sword")
    assert len(g.hand(C)) == 5 and g.s["turn"]["faction"] == "marquise"


def test_13_6_2_draw_then_discard_to_five_a_face_down_extortion_draws_nothing():
    s = crows()
    s.plot(1, "extortion")                                       # face down: no extra card
    s.plot(5, "extortion", face_up=True)
    s.hand(C, ["anvil", "sword", "bake_sale", "fox_root_tea", "rabbit_root_tea"])
    g = s.start(turn=C, phase="evening")                         # no warriors: nothing to exert
    assert (g.decision.player, g.decision.kind) == (C, "discard")
    assert len(g.hand(C)) == 7                                   # 5 + 1 + 1
    g.apply(keys(g)[0])
    g.apply(keys(g)[0])
    assert len(g.hand(C)) == 5 and g.s["turn"]["faction"] == "marquise"


def test_13_7_4_raid_places_nothing_in_the_keep_clearing():
    s = crows()
    s.place("marquise", "keep", clearing=1)
    s.plot(5, "raid")
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = marquise_day(s)
    g.apply("battle:5:corvids")
    assert [c for c in range(1, 13) if w(g, c)] == [2]           # 1 holds the keep (Law 6.2.2)


def test_13_7_4_with_M_4_2_raid_places_nothing_across_a_closed_path():
    s = Scenario(map="mountain", factions=["marquise", C])
    s.plot(5, "raid")                                            # paths 5-10, 5-11; 2-5, 5-9 closed
    s.place("marquise", "warrior", clearing=5, count=3)
    s.dice([3, 0])
    g = marquise_day(s)
    g.apply("battle:5:corvids")
    assert [c for c in range(1, 13) if w(g, c)] == [10, 11]


def test_13_3_2_scatter_in_any_clearing_of_the_suit_but_the_keep_s():
    g = Game.new(["marquise", C], seed=4)
    while g.decision.player != C or g.decision.kind != "corvid_scatter":
        g.apply(g.legal_actions()[0])
    keep = [c for c in range(1, 13) if ("marquise", "keep") in g.clearing(c).tokens]
    assert keep == [1]
    assert keys(g) == ["scatter:6", "scatter:8", "scatter:12"]   # fox, 1 excepted (Law 6.2.2)
    assert all(w(g, c, "marquise") for c in (6, 8, 12))          # enemy clearings are fine


def test_G_8_a_vagabond_in_coalition_with_the_corvids_is_no_enemy_of_their_plots():
    """Law 13.2.4, 13.7.1-13.7.3 name enemies; the coalition partner is none (Law G.8)."""
    def table4(kind, face_up=False):
        s = crows(("marquise", "eyrie", "vagabond", C))
        s.vagabond("thief", 1, items=["boot", "torch", "sword"])
        s.plot(1, kind, face_up=face_up)
        s.coalition(C, "fox_dominance")
        s.hand("vagabond", ["anvil"])
        return s
    g = table4("bomb").start(turn="vagabond", phase="daylight")
    assert not prefixed(g, "expose:")                            # no Exposure by the partner
    g = table4("snare", face_up=True).start(turn="vagabond", phase="daylight")
    assert prefixed(g, "move:")                                  # not held by the snare
    s = table4("extortion")
    s.place(C, "warrior", clearing=1)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    assert [c.id for c in g.hand("vagabond")] == ["anvil"] and not g.hand(C)
    s = table4("bomb")
    s.place(C, "warrior", clearing=1)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    assert g.decision.player == C                                # no items to damage
    assert not [it for it in g.s["players"]["vagabond"]["vitems"] if it.get("damaged")]


def test_13_2_4_the_card_shown_is_seen_by_the_corvids_and_the_exposer_only():
    """Law 1.2: a card shown to the Corvids stays hidden from the third player."""
    import json
    from root_widget import RootWidget
    s = crows(("marquise", "eyrie", C))
    s.plot(1, "bomb")
    s.place("marquise", "warrior", clearing=1)
    s.hand("marquise", ["fox_root_tea"])
    g = marquise_day(s)
    g.apply("expose:1:fox_root_tea")
    seen = {f: "fox_root_tea" in json.dumps(g.observation(f)) for f in ("marquise", "eyrie", C)}
    assert seen == {"marquise": True, "eyrie": False, C: True}
    g.apply("guess:raid")                                        # wrong: the card changes hands
    said = {f: g.observation(f)["log"][-1]["text"] for f in ("marquise", "eyrie", C)}
    assert ["Root Tea" in said[f] for f in ("marquise", "eyrie", C)] == [True, False, True]
    assert "fox_root_tea" in g.observation(C)["players"][C]["hand"]
    assert "fox_root_tea" not in json.dumps(g.observation("eyrie"))
    assert "fox_root_tea" not in g.position_text(seat="eyrie")
    state = json.dumps(RootWidget(g, seat="eyrie", lock_seat=True).get_state(), default=str)
    assert "fox_root_tea" not in state and "Root Tea" not in state
    assert "bomb" not in str(g.observation("marquise")["players"][C]["plots"])


def test_13_bad_input_for_the_corvid_options_is_refused_and_changes_nothing():
    from root_widget import IllegalAction
    s = crows()
    s.plot(1, "bomb")
    s.place("marquise", "warrior", clearing=1)
    s.hand("marquise", ["fox_root_tea"])
    g = marquise_day(s)
    before = g.to_json()
    for key, who, msg in [("expose:1:fox_root_tea", C, "marquise's decision"),
                          ("expose:1:anvil", None, "not a legal option"),
                          ("expose:5:fox_root_tea", None, "not a legal option")]:
        with pytest.raises(IllegalAction, match=msg):
            g.apply(key, player=who)
    assert g.to_json() == before
    g.apply("expose:1:fox_root_tea")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="guess:bomb, guess:extortion"):
        g.apply("guess:trap")
    with pytest.raises(IllegalAction, match="not that of 'corvids'"):
        g.apply("guess:bomb", player=C)
    assert g.to_json() == before
    s = crows()
    s.plot(1, "raid").plot(2, "raid", face_up=True)
    s.place(C, "warrior", clearing=3)
    g = corvid_day(s)
    before = g.to_json()
    for key in ("plot:3:raid", "plot:1:bomb", "trick:1-2", "flip:1", "plot:3:trap"):
        with pytest.raises(IllegalAction, match="not a legal option"):
            g.apply(key)
    assert g.to_json() == before


def test_13_corvid_options_read_in_german_and_japanese():
    from root_widget.i18n import Labels
    s = crows()
    s.plot(1, "bomb").plot(5, "raid")
    s.place(C, "warrior", clearing=1, count=2).place(C, "warrior", clearing=2)
    s.hand(C, ["bird_crossbow"])
    g = s.start(turn=C, phase="birdsong")
    g.apply("done")
    opts = list(g.legal_actions())                               # flip
    g.apply("done")
    opts += g.legal_actions()                                    # recruit, a bird's suits
    g.apply("skip")
    opts += g.legal_actions()                                    # move, plot, trick
    g.apply("end")
    opts += g.legal_actions()                                    # exert or draw
    de, ja = Labels("de"), Labels("ja")
    got = {a.key: (de.option(a, g.factions), ja.option(a, g.factions)) for a in opts}
    assert got["flip:1"] == ("Komplott aufdecken: Lichtung 1", "陰謀トークンを表向きにする: 区画1")
    assert got["recruit:bird_crossbow:mouse"] == ("Rekrutieren: Armbrust (Vogel), Maus",
                                                  "募兵: クロスボウ (鳥), ネズミ")
    assert got["plot:2:snare"] == ("Komplott schmieden: Lichtung 2, Schlinge", "陰謀: 区画2, 罠")
    assert got["trick:1-5"] == ("Täuschen: Lichtung 1, Lichtung 5", "すり替え: 区画1, 区画5")
    assert got["draw"] == ("Karten ziehen", "カードを引く")      # not exerting: drawing
    for key, text in got.items():
        for label in text:
            assert not re.search(r"[a-z]+_[a-z]+|\{\w*\}|None", label), (key, label)


def test_13_2_4_13_7_1_13_7_3_with_H_3_hireling_pieces_are_no_faction_pieces_but_enemy_pieces():
    """Law H.3.3: a hireling's pieces are not its controller's faction pieces, so they let no
    Exposure and draw no Extortion; Law H.3.2: they are enemy pieces, so a bomb removes them,
    unless the Corvids control the hireling."""
    bandits = "highway_bandits"

    def hired(kind, controller="marquise"):
        s = Scenario(map="autumn", factions=["marquise", C],
                     hirelings=[bandits, "flame_bearers", "popular_band"])
        s.hireling(bandits, controller=controller)
        s.place(bandits, "warrior", clearing=1, count=2)
        s.plot(1, kind)
        s.hand("marquise", ["anvil"])
        return s
    assert not prefixed(marquise_day(hired("bomb")), "expose:")
    s = hired("extortion")
    s.place(C, "warrior", clearing=1)
    g = s.start(turn=C, phase="birdsong")
    g.apply("flip:1")
    assert not g.is_chance and not g.hand(C) and [c.id for c in g.hand("marquise")] == ["anvil"]
    for controller, left in (("marquise", 0), (C, 2)):
        s = hired("bomb", controller)
        s.place(C, "warrior", clearing=1)
        g = s.start(turn=C, phase="birdsong")
        g.apply("flip:1")
        assert w(g, 1, bandits) == left and plot_tokens(g, 1) == 0
