"""The Highway Bandits / Bandit Gangs hireling card (Riverfolk Hireling Pack; Law Appendix H,
A.6, H.3.5; the card's facts: root_widget/data/hirelings.json). Played with two of the test
cards of tests/hireling_example.py on the Autumn map."""
import copy

from root_widget import Game
from root_widget.rules import actions, board

import hireling_example as hx
from helpers import keys

B = "highway_bandits"
CARDS = [B, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted", paths=()):
    p = s["players"][B]
    if f is not None:
        p["controller"], p["control"], p["gained"] = f, 3, 0
    p["side"] = side
    for c in range(1, 13):
        p["supply"]["warrior"] += s["board"][c]["warriors"].pop(B, 0)
    p["supply"]["warrior"] += len(p["paths"]) - len(paths)
    p["paths"] = sorted(list(x) for x in paths)


def empty(s, *cs):
    for c in cs:
        for o, n in s["board"][c]["warriors"].items():
            s["players"][o]["supply"]["warrior"] += n
        s["board"][c]["warriors"] = {}
        s["board"][c]["buildings"] = []
        s["board"][c]["tokens"] = []


def put(s, f, c, n):
    s["board"][c]["warriors"][f] = s["board"][c]["warriors"].get(f, 0) + n
    s["players"][f]["supply"]["warrior"] -= n


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


def move(g, f, o, d, n):
    """f moves n warriors from o to d (an option of the shared move rules)."""
    a = next(a for a in actions.move_options(g, f, [o]) if a.destination == d and a.count == n)
    g.s["stack"].append({"step": "window", "faction": f, "phase": "daylight"})
    actions.do_move(g, f, a)
    return Game.from_position(copy.deepcopy(g.s), check=False)   # the decision after the move (a built position)


# ----- set-up (A.6.3, H.3.5) --------------------------------------------------------------------

def test_A_6_3_two_bandits_on_two_different_paths_never_a_river():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("bandit:"))
    opts = keys(g)
    assert len(opts) == len(g.map.paths) == 18
    assert "bandit:4-7" not in opts and "bandit:10-11" not in opts     # rivers (H.3.5)
    g.apply("bandit:1-5")
    assert "bandit:1-5" not in keys(g)                                 # one per path
    g.apply("bandit:2-6")
    assert g.s["players"][B]["paths"] == [[1, 5], [2, 6]]
    assert g.s["players"][B]["supply"]["warrior"] == 2


# ----- Highway Bandits' abilities (H.2.2) -------------------------------------------------------

def _road(controller_is_mover=False):
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f if controller_is_mover else o, paths=[(2, 5)])
        empty(s, 2, 5)
        put(s, f, 2, 3)
    return position(g, edit), f, o


def test_H_2_2_an_enemy_moving_along_a_bandit_path_loses_a_moving_warrior():
    g, f, o = _road()
    scores = {x: g.s["players"][x]["score"] for x in (f, o)}
    move(g, f, 2, 5, 3)
    assert g.s["board"][5]["warriors"][f] == 2
    assert {x: g.s["players"][x]["score"] for x in (f, o)} == scores   # nobody scores for it


def test_H_2_2_no_toll_on_a_path_without_a_bandit():
    g, f, o = _road()
    before = g.s["board"][6]["warriors"].get(f, 0)
    g = move(g, f, 2, 6, 3)                          # 2-6 has no bandit
    assert g.s["board"][6]["warriors"][f] == before + 3


def test_H_2_2_the_controller_may_place_a_warrior_at_the_end_of_a_bandit_path():
    g, f, o = _road(controller_is_mover=True)
    g = move(g, f, 2, 5, 3)
    assert g.s["board"][5]["warriors"][f] == 3                         # no toll for the controller
    assert g.decision.kind == "bandits_escort" and g.decision.player == f
    assert keys(g) == ["escort:5", "escort_pass"]
    g.apply("escort:5")
    assert g.s["board"][5]["warriors"][f] == 4


# ----- Highway Bandits' Daylight action (H.2.4) -------------------------------------------------

def _daylight(side="promoted", paths=((2, 5),)):
    g = started()
    f = g.s["turn"]["faction"]

    def edit(s):
        hold(s, f, side=side, paths=paths)
    return position(g, edit), f


def _to_option(g, f, prefix):
    return until(g, lambda g: g.decision.player == f and any(k.startswith(prefix) for k in keys(g)))


def test_H_2_4_a_bandit_onto_a_free_path_by_the_controller():
    g, f = _daylight()
    g = _to_option(g, f, f"{B}:path:")
    opts = [k for k in keys(g) if k.startswith(f"{B}:path:")]
    mine = {c for c in g.map.ids if board.faction(f).present_in(g, c)}
    for k in opts:
        a, b = map(int, k.split(":")[2].split("-"))
        assert a in mine or b in mine
        assert [a, b] != [2, 5]                                         # one per path
    g.apply(opts[0])
    assert len(g.s["players"][B]["paths"]) == 2


def test_H_2_4_with_none_in_the_supply_one_is_taken_off_a_path():
    g, f = _daylight(paths=((1, 5), (2, 6), (3, 7), (4, 8)))
    assert g.s["players"][B]["supply"]["warrior"] == 0
    g = _to_option(g, f, f"{B}:path:")
    opts = [k for k in keys(g) if k.startswith(f"{B}:path:")]
    assert opts and all(":from:" in k for k in opts)
    g.apply(opts[0])
    assert len(g.s["players"][B]["paths"]) == 4


# ----- Bandit Gangs (demoted) -------------------------------------------------------------------

def test_H_2_1_gangs_when_hired_one_to_a_clearing_of_the_controller():
    g = started()
    f = g.s["turn"]["faction"]

    def edit(s):
        hold(s, None, side="demoted")
        s["hirelings"]["markers"][f] = 1
    g2 = position(g, edit)
    until(g2, lambda g: g.decision.kind == "gain_hireling")
    g2.apply(f"hire:{B}")
    until(g2, lambda g: not g.is_chance, limit=5)
    assert g2.decision.kind == "place_hireling"
    assert keys(g2) == [f"gang:{c}" for c in g2.map.ids
                        if board.faction(f).present_in(g2, c) and board.can_place(g2, B, c)]


def test_H_2_2_gangs_cannot_be_battled_where_their_controller_is():
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f, side="demoted")
        empty(s, 5, 6)
        put(s, B, 5, 1)
        put(s, f, 5, 1)
        put(s, o, 5, 2)
        put(s, B, 6, 1)
        put(s, o, 6, 2)
    g2 = position(g, edit)
    targets = {(a.clearing, a.defender) for a in actions.battle_options(g2, o)}
    assert (5, B) not in targets and (5, f) in targets
    assert (6, B) in targets                               # alone, they can be battled


def test_H_2_4_gangs_place_a_warrior_at_each_bandit_or_a_bandit_by_the_controller():
    g = started()
    f = g.s["turn"]["faction"]

    def edit(s):
        hold(s, f, side="demoted")
        empty(s, 5, 6)
        put(s, B, 5, 2)
        put(s, B, 6, 1)
    g2 = position(g, edit)
    g2 = _to_option(g2, f, f"{B}:recruit")
    places = [k for k in keys(g2) if k.startswith(f"{B}:place:")]
    assert places == [f"{B}:place:{c}" for c in g2.map.ids
                      if board.faction(f).present_in(g2, c) and board.can_place(g2, B, c)]
    before5 = g2.s["board"][5]["warriors"].get(f, 0)
    before6 = g2.s["board"][6]["warriors"].get(f, 0)
    g2.apply(f"{B}:recruit")
    assert g2.s["board"][5]["warriors"].get(f, 0) == before5 + 2   # one per Bandit warrior
    assert g2.s["board"][6]["warriors"].get(f, 0) == before6 + 1
    assert not any(k.startswith(f"{B}:") for k in keys(g2))        # once per Daylight


def test_random_games_with_the_bandits_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over


def test_H_2_2_a_move_from_the_burrow_is_on_no_bandit_path():
    """The Duchy's Burrow is off the map: a move from it follows no path, and no toll is
    taken (it raised an error before)."""
    from root_widget.rules.factions import faction
    g = started()
    g2 = position(g, lambda s: hold(s, g.s["turn"]["faction"], paths=((2, 5),)))
    before = copy.deepcopy(g2.s["board"])
    faction(B).after_move(g2, "duchy", "burrow", 5, 1)
    assert g2.s["board"] == before


# ----- audit s24: the rest of the card (Scenario API) --------------------------------------------

from root_widget import Scenario                                        # noqa: E402


def bandit_table(side="promoted", controller="marquise", map_id="autumn", paths=None):
    s = Scenario(map=map_id, factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(B, side=side, controller=controller, control=3, gained=0)
    if paths:
        s.hireling_field(B, "paths", paths)
    return s


def test_M_4_2_H_2_4_no_bandit_onto_a_closed_path_of_the_mountain():
    s = bandit_table(map_id="mountain")
    s.place("marquise", "warrior", 2)                   # 2-5 is closed at setup
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    offered = {k.split(":")[2] for k in keys(g) if k.startswith(f"{B}:path:")}
    assert offered == {f"{a}-{b}" for a, b in g.map.paths if 2 in (a, b)}
    assert "2-5" not in offered and offered
    s.closed_paths([(3, 7), (5, 9), (6, 11), (8, 9), (11, 12)])        # 2-5 opened
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    assert f"{B}:path:2-5" in keys(g)


def test_M_4_2_a_bandit_on_a_closed_path_is_refused_in_a_position():
    import pytest
    from root_widget.rules.errors import ScenarioError, PositionError
    with pytest.raises((ScenarioError, PositionError)):
        bandit_table(map_id="mountain", paths="2-5").start(turn="marquise", phase="daylight")


def test_H_2_4_a_bandit_only_by_a_clearing_with_the_controllers_faction_pieces():
    s = bandit_table(paths="1-5")
    s.place("marquise", "warrior", 1)
    s.place(hx.G, "warrior", 2)                         # a hireling's piece is not the controller's
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    offered = sorted(k.split(":")[2] for k in keys(g) if k.startswith(f"{B}:path:"))
    assert offered == ["1-10", "1-9"]                   # 1-5 holds a bandit already
    g.apply(f"{B}:path:1-9")
    assert g.s["players"][B]["paths"] == [[1, 5], [1, 9]]
    assert not any(k.startswith(f"{B}:") for k in keys(g))          # once per Daylight


def test_H_2_2_no_escort_warrior_when_the_controller_has_none_in_its_supply():
    s = bandit_table(paths="1-5")
    s.place("marquise", "warrior", 1, count=25)          # all 25 Marquise warriors on the map
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("march:1-5:2")
    assert g.decision.kind != "bandits_escort"
    assert g.clearing(5).warriors("marquise") == 2       # nor a toll: the controller's move


def test_H_2_1_gangs_when_hired_with_a_bandit_warrior_on_the_map_place_none():
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(B, side="demoted")
    s.place(B, "warrior", 7)
    s.place("marquise", "warrior", 1)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0])
    g.apply(f"hire:{B}")
    g.apply("control:2")
    assert g.decision.kind != "place_hireling"
    assert {c: g.clearing(c).warriors(B) for c in g.map.ids if g.clearing(c).warriors(B)} == {7: 1}


def test_H_2_4_gangs_with_too_few_warriors_the_controller_picks_where_they_go():
    s = bandit_table(side="demoted")
    s.place(B, "warrior", 1, count=2)
    s.place(B, "warrior", 5)
    s.place("marquise", "warrior", 1)
    s.place("marquise", "warrior", 9, count=22)          # two left in the supply, three bandits
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{B}:recruit")
    assert g.decision.kind == "gangs_recruit" and keys(g) == ["gangs_recruit:1", "gangs_recruit:5"]
    g.apply("gangs_recruit:5")
    assert keys(g) == ["gangs_recruit:1"]                # 5 had one Bandit: served
    g.apply("gangs_recruit:1")
    assert (g.clearing(1).warriors("marquise"), g.clearing(5).warriors("marquise")) == (2, 1)
    assert g.s["players"]["marquise"]["supply"]["warrior"] == 0


def test_the_gangs_options_are_named_in_every_locale():
    from root_widget.i18n import LOCALES, Labels
    from root_widget.rules.hirelings.play import demoted_cards
    s = bandit_table(side="demoted")
    s.place(B, "warrior", 1)
    s.place("marquise", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    opts = [a for a in g.legal_actions() if a.kind in ("gangs_place", "gangs_recruit")]
    assert {a.kind for a in opts} == {"gangs_place", "gangs_recruit"}
    for loc in LOCALES:
        t = Labels(loc)
        labels = [t.option(a, g.s["factions"], demoted_cards(g)) for a in opts]
        assert len(set(labels)) == len(labels)
        assert not any("gangs_" in x or B in x for x in labels), (loc, labels)


def test_bad_input_for_the_bandits_options_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = bandit_table(paths="1-5")
    s.place("marquise", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply(f"{B}:path:1-9", player="eyrie")                  # not the eyrie's decision
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply(f"{B}:path:1-5")                                  # a path that holds a bandit
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply(f"{B}:path:3-7")                                  # no Marquise piece by it
    assert g.to_json() == before
