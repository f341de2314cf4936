"""Law Appendix H (hirelings) and A.6 (setting them up), the framework: tested with the
three cards of tests/hireling_example.py, which do only what the framework needs (pieces,
a set-up, a when-hired action, a once-per-Daylight battle)."""

import pytest

from root_widget import Game
from root_widget.rules import board
from root_widget.rules.errors import UnknownName, IllegalAction
from root_widget.rules.hirelings import play as hiring

import hireling_example as hx
from helpers import keys

G, W, S = hx.CARDS


def new(factions=("marquise", "eyrie"), seed=1, **kw):
    return Game.new(list(factions), seed=seed, hirelings=hx.CARDS, **kw)


def started(factions=("marquise", "eyrie"), seed=1):
    """A game of these factions with the three test cards, at the first decision of the
    first turn (set up by random play)."""
    g = new(factions, seed)
    n = 0
    while g.s["turn"]["number"] < 1:
        g.play_random(seed * 100 + n, until=1)
        n += 1
    return g


position = hx.position


def control(s, h, f, n=2, gained=0):
    p = s["players"][h]
    p["controller"], p["control"], p["gained"] = f, n, gained


# ----- A.6: setting up -----------------------------------------------------------------

def test_A_6_1_three_cards_dealt_by_chance_from_the_packs():
    g = Game.new(["marquise", "eyrie"], seed=1, hirelings=["tests"] if False else hx.CARDS,
                 auto_chance=False)
    # three named cards are put in play without a deal
    assert g.s["hirelings"]["dealt"] == hx.CARDS
    assert not any(k.startswith("hireling:") for k in keys(g))


def test_A_6_1_bad_choices_refused():
    with pytest.raises(UnknownName):
        Game.new(["marquise", "eyrie"], hirelings="marauder")
    with pytest.raises(UnknownName):
        Game.new(["marquise", "eyrie"], hirelings=[G, G, W])
    with pytest.raises(UnknownName):
        Game.new(["marquise", "eyrie"], hirelings=["no_such_pack"])
    # a mistyped card among cards: the error names it alone
    with pytest.raises(UnknownName, match=r"card\(s\) \['test_guard'\]; packs"):
        Game.new(["marquise", "eyrie"], hirelings=["test_guard", W, "riverfolk_flotilla"])
    with pytest.raises(UnknownName, match=r"packs or three cards, not both: \['riverfolk_flotilla'\] "
                                          r"are cards, \['marauder_hirelings'\] packs"):
        Game.new(["marquise", "eyrie"], hirelings=["riverfolk_flotilla", "marauder_hirelings"])
    with pytest.raises(UnknownName):
        Game.new([G, "eyrie"])                       # a hireling is not a faction
    # fewer than three cards can be dealt: refused
    with pytest.raises(UnknownName, match=r"three are needed, Law A.6.1\): 'forest_patrol' "
                                          r"stands for a faction at the table \(Law A.6.5\)"):
        Game.new(["marquise", "eyrie"], hirelings=["marauder"])   # two stand for cats, birds


def test_A_6_5_a_card_standing_for_a_faction_at_the_table_is_refused():
    with pytest.raises(UnknownName, match="A.6.5"):
        Game.new(["marquise", "alliance"], hirelings=hx.CARDS)


@pytest.mark.parametrize("factions, demoted", [
    (("marquise", "eyrie"), 0), (("marquise", "eyrie", "vagabond"), 1),
    (("marquise", "eyrie", "vagabond", "riverfolk"), 2),
    (("marquise", "eyrie", "vagabond", "riverfolk", "lizards"), 3)])
def test_A_6_2_demoted_by_player_count(factions, demoted):
    g = new(factions, seed=5)
    while any(fr["step"] == "hirelings.setup" and fr["stage"] in ("deal", "demote")
              for fr in g.s["stack"]) or g.s["turn"]["phase"] == "setup" and "track" not in g.s["hirelings"] \
            and not any(fr["step"] == "hirelings.setup" for fr in g.s["stack"]):
        g.play_random(1, until=1)
    sides = [g.s["players"][h]["side"] for h in hx.CARDS]
    assert sides.count("demoted") == demoted


def test_A_6_2_the_demoted_card_is_chance_s_pick():
    g = Game.new(["marquise", "eyrie", "vagabond"], seed=1, hirelings=hx.CARDS, auto_chance=False)
    g.apply(keys(g)[0])                              # the first player
    while g.decision.kind != "demote_hireling":
        g.apply(keys(g)[0])
    assert sorted(keys(g)) == sorted(f"demote:{h}" for h in hx.CARDS)
    g.apply(f"demote:{W}")
    assert g.s["players"][W]["side"] == "demoted"


def test_A_6_3_set_up_from_the_last_player_counterclockwise():
    g = Game.new(["marquise", "eyrie", "vagabond"], seed=1, hirelings=hx.CARDS, auto_chance=False)
    g.apply("first:eyrie")
    order = []
    while g.s["turn"]["phase"] == "setup" and "track" not in g.s["hirelings"]:
        d = g.decision
        if d.kind == "setup_hireling":
            order.append(d.player)
            g.apply(f"setup_hireling:{hx.CARDS[len(order) - 1]}")
        elif d.kind == "place_hireling":
            g.apply(keys(g)[0])
        else:
            g.apply(keys(g)[0])
    # the last player in turn order (first: eyrie, so the marquise), then counterclockwise
    assert order[:2] == ["marquise", "vagabond"]


def test_A_6_4_markers_on_4_8_and_12():
    g = started()
    assert g.s["hirelings"]["track"] == [4, 8, 12]
    assert all(g.s["players"][h]["controller"] is None for h in hx.CARDS)


# ----- H.1: gaining and losing ---------------------------------------------------------

def test_H_1_1_entering_a_marker_space_takes_the_marker():
    g = started()
    f = g.s["turn"]["faction"]
    g.gain(f, 4, "test", "test")
    assert g.s["hirelings"]["track"] == [8, 12]
    assert g.s["hirelings"]["markers"] == {f: 1}
    g.gain(f, 5, "test", "test")                     # 4 -> 9 passes over the 8
    assert g.s["hirelings"]["track"] == [12]
    assert g.s["hirelings"]["markers"] == {f: 2}


def test_H_1_1_gain_a_card_of_choice_at_the_end_of_the_turn():
    g = started()
    f = g.s["turn"]["faction"]
    g2 = position(g, lambda s: s["hirelings"]["markers"].update({f: 1}))
    while g2.decision.kind != "gain_hireling":
        g2.play_random(3, until=1)
        assert g2.s["turn"]["faction"] == f
    assert g2.decision.player == f
    assert sorted(keys(g2)) == sorted(f"hire:{h}" for h in hx.CARDS)
    g2.auto_chance = True
    g2.apply(f"hire:{W}")
    assert g2.s["players"][W]["controller"] == f
    assert g2.s["players"][W]["control"] >= 1
    assert not g2.s["hirelings"]["markers"]


def test_H_1_2_gold_pips_only_for_the_leader():
    g = started()
    f, o = g.s["factions"]
    g.s["players"][f]["score"], g.s["players"][o]["score"] = 5, 5
    assert {a.outcome: a.weight for a in hiring.control_options(g, f)} == {1: 3, 2: 3}
    g.s["players"][o]["score"] = 6
    assert {a.outcome: a.weight for a in hiring.control_options(g, f)} == {2: 2, 3: 3, 4: 1}


def test_H_1_3_a_marker_comes_off_each_turn_then_the_card_is_given_on():
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]
    g2 = position(g, lambda s: control(s, W, f, n=1, gained=0))
    while g2.decision.kind != "pass_hireling":
        g2.play_random(4, until=1)
        assert g2.s["turn"]["faction"] == f
    assert g2.s["players"][W]["control"] == 0
    assert keys(g2) == [f"give:{W}:{o}"]              # to any other player, never oneself
    g2.apply(f"give:{W}:{o}")
    g2.play_random(1, until=1)
    assert g2.s["players"][W]["controller"] == o


def test_H_1_3_a_card_given_on_saves_and_loads_while_the_receiver_rolls():
    """Between the giving and the receiver's roll the card has no controller: a save made
    at that chance decision (auto_chance off) loads (found fuzzing with manual chance)."""
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]
    def held(s):                                      # its marker came off the track
        control(s, W, f, n=1, gained=0)
        s["hirelings"]["track"].pop(0)
    g2 = position(g, held)
    g2.auto_chance = False
    while g2.decision.kind != "pass_hireling":
        g2.play_random(4, until=1)
    g2.apply(f"give:{W}:{o}")
    assert g2.decision.kind == "control_roll"
    loaded = Game.from_json(g2.to_json())
    assert loaded.decision.kind == "control_roll"
    assert loaded.s["players"][W]["controller"] is None and loaded.s["players"][W]["gained"] is None
    loaded.apply(keys(loaded)[0])
    assert loaded.s["players"][W]["controller"] == o


def test_H_1_3_a_card_gained_this_turn_keeps_its_markers():
    g = started()
    f = g.s["turn"]["faction"]
    g2 = position(g, lambda s: control(s, W, f, n=1, gained=s["turn"]["number"]))
    n = g2.s["turn"]["number"]
    while g2.s["turn"]["number"] == n:
        g2.play_random(4, until=1)
    assert g2.s["players"][W]["controller"] == f
    assert g2.s["players"][W]["control"] == 1


# ----- H.2: actions ----------------------------------------------------------------------

def test_H_2_1_when_hired_action_taken_by_the_new_controller():
    g = started()
    f = g.s["turn"]["faction"]
    g2 = position(g, lambda s: s["hirelings"]["markers"].update({f: 1}))
    while g2.decision.kind != "gain_hireling":
        g2.play_random(3, until=1)
    before = g2.s["players"][S]["supply"]["warrior"]
    g2.apply(f"hire:{S}")
    while g2.is_chance:
        g2.resolve_chance()
    assert g2.decision.kind == "place_hireling" and g2.decision.player == f
    g2.apply(keys(g2)[0])
    assert g2.s["players"][S]["supply"]["warrior"] == before - 1


def _guards_near_enemy(g, f, side="promoted"):
    """f controls the guards, two of them in a clearing with an enemy warrior."""
    e = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        control(s, G, f)
        s["players"][G]["side"] = side
        for c in range(1, 13):
            s["board"][c]["warriors"].pop(G, None)
        s["players"][G]["supply"]["warrior"] = 2
        s["board"][6]["warriors"][G] = 2
        s["board"][6]["warriors"][e] = s["board"][6]["warriors"].get(e, 0) + 1
        s["players"][e]["supply"]["warrior"] -= 1
    return position(g, edit), e


def _to_daylight_options(g, f, prefix):
    for n in range(400):
        if g.decision.player == f and any(k.startswith(prefix) for k in keys(g)):
            return g
        g.play_random(n, until=1)
    raise AssertionError("no option " + prefix)


def test_H_2_4_once_per_daylight_and_only_for_the_controller():
    g = started()
    f = g.s["turn"]["faction"]
    g2, e = _guards_near_enemy(g, f)
    g2 = _to_daylight_options(g2, f, G + ":battle:6:")
    assert g2.s["turn"]["phase"] == "daylight"
    g2.apply(f"{G}:battle:6:{e}")
    while g2.s["stack"][-1]["step"] in ("battle", "deal_hits") or g2.is_chance:
        g2.play_random(7, until=1)
    assert not any(k.startswith(G + ":") for k in keys(g2))     # used this Daylight


def test_H_2_4_a_demoted_side_has_no_such_action():
    g = started()
    f = g.s["turn"]["faction"]
    g2, e = _guards_near_enemy(g, f, side="demoted")
    for n in range(200):
        assert not any(k.startswith(G + ":") for k in keys(g2))
        if g2.s["turn"]["faction"] != f:
            break
        g2.play_random(n, until=1)


# ----- H.3: rules ------------------------------------------------------------------------

def test_H_3_1_the_controller_rules_with_hirelings_alone():
    g = started()
    f, o = g.s["factions"]

    def edit(s):
        control(s, G, f)
        for c in range(1, 13):
            s["board"][c]["warriors"].pop(G, None)
        s["players"][G]["supply"]["warrior"] = 2
        s["board"][6]["warriors"] = {G: 2}
        s["board"][6]["buildings"] = []
    g2 = position(g, edit)
    assert board.ruler(g2, 6) == f
    # uncontrolled, the card rules as a player would (H.3.1)
    g2.s["players"][G]["controller"] = None
    assert board.ruler(g2, 6) == G


def test_H_3_2_G_8_enemy_status():
    g = started()
    f, o = g.s["factions"]
    assert board.is_enemy(g, f, G) and board.is_enemy(g, o, G)     # in the supply
    g.s["players"][G]["controller"] = f
    assert not board.is_enemy(g, f, G)
    assert board.is_enemy(g, o, G) and board.is_enemy(g, G, o)
    assert not board.is_enemy(g, G, f)


def test_H_3_4_H_3_5_a_hireling_battle_is_the_controller_s_to_decide_without_cards():
    g = started()
    f = g.s["turn"]["faction"]
    g2, e = _guards_near_enemy(g, f)
    g2 = _to_daylight_options(g2, f, G + ":battle:6:")
    g2.apply(f"{G}:battle:6:{e}")
    fr = [x for x in g2.s["stack"] if x["step"] == "battle"][-1]
    assert fr["attacker"] == G                       # only the hireling's pieces fight
    assert g2.decision.player in (f, e, "chance")     # never the card itself
    assert g2.decision.player != G


def test_H_3_6_no_points_for_a_hireling_s_removals():
    g = started()
    f = g.s["turn"]["faction"]
    g2, e = _guards_near_enemy(g, f)
    s = g2.s
    # an enemy building in the guards' clearing: the guards remove it, nobody scores
    c = 6
    kind = next(k for k in board.faction(e).buildings)
    s["board"][c]["buildings"].append([e, kind])
    s["players"][e]["supply"][kind] -= 1
    before = s["players"][f]["score"]
    from root_widget.rules.actions import remove
    g2.s["stack"].append({"step": "window", "faction": f, "phase": "daylight"})
    remove(g2, [(e, c, kind, 1, G)], "H.3.6")
    assert s["players"][f]["score"] == before
    assert s["players"][G]["score"] == 0


def test_save_and_load_with_hirelings():
    g = started()
    g.play_random(2, until=60)
    g2 = Game.from_json(g.to_json())
    assert g2.s == g.s


def test_random_games_with_hirelings_end():
    for seed in range(3):
        g = new(("marquise", "eyrie", "vagabond"), seed=seed)
        g.play_random(seed)
        assert g.is_over
