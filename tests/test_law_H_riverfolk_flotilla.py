"""The Riverfolk Flotilla / Otter Divers hireling card (Riverfolk Hireling Pack; Law Appendix
H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test cards
of tests/hireling_example.py, on the Autumn map (river clearings 4, 5, 7, 10, 11; map edge
1-9)."""

from root_widget import Game
from root_widget.rules import actions, board
from root_widget.rules.factions import faction

import hireling_example as hx
from helpers import keys

R = "riverfolk_flotilla"
CARDS = [R, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted", pawn=None):
    """f controls the card on `side`, its pawn in clearing `pawn` (None: in the supply)."""
    p = s["players"][R]
    p["controller"], p["control"], p["gained"] = f, 3, 0
    p["side"] = side
    p["pawn"] = pawn
    p["supply"]["pawn"] = 0 if pawn else 1


def put(s, f, c, n):
    s["board"][c]["warriors"][f] = s["board"][c]["warriors"].get(f, 0) + n
    s["players"][f]["supply"]["warrior"] -= n


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


# ----- set-up (Law A.6.3 with the card) -------------------------------------------------------

def test_A_6_3_the_flotilla_starts_on_the_map_edge_by_the_river():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("flotilla:"))
    assert keys(g) == ["flotilla:4", "flotilla:5", "flotilla:7"]      # not 10, 11 (inland)
    g.apply("flotilla:7")
    assert g.s["players"][R]["pawn"] == 7 and g.s["players"][R]["supply"]["pawn"] == 0


def test_A_6_3_the_demoted_otter_divers_set_nothing_up():
    g = Game.new(["marquise", "eyrie", "vagabond", "alliance", "riverfolk"][:3], seed=1, hirelings=CARDS,
                 auto_chance=False)
    g.apply("first:eyrie")
    while g.decision.kind != "demote_hireling":
        g.apply(keys(g)[0])
    g.apply(f"demote:{R}")
    g.auto_chance = True
    until(g, lambda g: g.s["turn"]["number"] >= 1)
    assert g.s["players"][R]["pawn"] is None and g.s["players"][R]["supply"]["pawn"] == 1


# ----- the Flotilla's start-of-Birdsong action (H.2.3) ----------------------------------------

def _at_birdsong(pawn=5):
    """The other player holds the Flotilla at `pawn`; both have warriors there; we stop at
    the card's first question in its controller's Birdsong."""
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, o, pawn=pawn)
        put(s, o, pawn, 1)
        put(s, f, pawn, 1)
    g2 = position(g, edit)
    until(g2, lambda g: g.decision.kind == "flotilla_draw")
    return g2, o, f


def test_H_2_3_each_player_at_the_flotilla_may_draw_controller_first():
    g, o, f = _at_birdsong()
    assert g.s["turn"]["faction"] == o and g.s["turn"]["phase"] == "birdsong"
    assert g.decision.player == o and keys(g) == ["flotilla_draw", "flotilla_pass"]
    hand = len(g.s["players"][o]["hand"])
    g.apply("flotilla_draw")
    while g.is_chance:
        g.resolve_chance()
    assert len(g.s["players"][o]["hand"]) == hand + 1
    assert g.decision.kind == "flotilla_draw" and g.decision.player == f
    hand_f = len(g.s["players"][f]["hand"])
    g.apply("flotilla_pass")                          # "may": the other declines
    assert len(g.s["players"][f]["hand"]) == hand_f
    assert g.decision.kind == "flotilla_move"


def test_H_2_3_the_flotilla_must_move_along_the_river_ignoring_rule():
    g, o, f = _at_birdsong(pawn=5)
    g.apply("flotilla_pass")
    g.apply("flotilla_pass")
    # 5 touches the river only toward 10; its paths (1, 2) are no river: no skipping either
    assert keys(g) == ["flotilla_move:5-10"]
    assert board.ruler(g, 10) != o                    # rule of neither clearing is needed
    g.apply("flotilla_move:5-10")
    assert g.s["players"][R]["pawn"] == 10


def test_H_2_3_then_it_may_battle_an_enemy_there():
    g, o, f = _at_birdsong(pawn=5)
    g.apply("flotilla_pass")
    g.apply("flotilla_pass")
    g.apply("flotilla_move:5-10")
    enemies = [e for e in g.s["factions"] if e != o and faction(e).present_in(g, 10)]
    if g.decision.kind != "flotilla_battle":
        assert not enemies
        return
    assert keys(g) == [f"flotilla_battle:10:{e}" for e in sorted(enemies)] + ["flotilla_no_battle"]
    assert f"flotilla_battle:10:{o}" not in keys(g)    # never its controller


def test_H_2_3_a_flotilla_that_cannot_battle_asks_nothing():
    g, o, f = _at_birdsong(pawn=7)                    # 7 -> 4 or 11
    g.apply("flotilla_pass")
    g.apply("flotilla_pass")
    assert sorted(keys(g)) == ["flotilla_move:7-11", "flotilla_move:7-4"]
    g2 = position(g, lambda s: [s["board"][11]["warriors"].clear(), s["board"][11]["buildings"].clear(),
                                s["board"][11]["tokens"].clear()])
    g2.apply("flotilla_move:7-11")
    assert g2.decision.kind != "flotilla_battle"


# ----- the Flotilla's abilities (H.2.2) --------------------------------------------------------

def test_H_2_2_the_flotilla_cannot_be_battled():
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, o, pawn=5)
        put(s, f, 5, 2)
    g2 = position(g, edit)
    assert board.is_enemy(g2, f, R)
    assert not any(a.defender == R for a in actions.battle_options(g2, f))
    # as its own attacker it is there (a pawn stays, Law 4.3.1.II)
    assert faction(R).pawn_in(g2, 5) and not faction(R).present_in(g2, 5)


def test_H_2_2_the_flotilla_rolls_up_to_three_hits_without_warriors():
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f, pawn=10)
        for c in (10,):
            s["board"][c]["warriors"].clear()
            s["board"][c]["buildings"].clear()
            s["board"][c]["tokens"].clear()
        put(s, o, 10, 4)
        s["stack"].append({"step": "battle", "attacker": R, "defender": o, "clearing": 10,
                           "stage": "roll", "label": "Battle in 10"})
        s["forced"]["dice"] = [[3, 0]]
    g2 = position(g, edit)
    assert faction(R).max_rolled_hits(g2, 10) == 3
    until(g2, lambda g: g.s["stack"][-1]["step"] != "battle" or g.s["stack"][-1]["stage"] in ("count", "end"),
          limit=20)
    assert g2.s["board"][10]["warriors"].get(o, 0) == 1      # 3 hits on 4 warriors
    assert g2.s["players"][R]["pawn"] == 10                  # hits on the Flotilla do nothing


# ----- the Otter Divers (demoted): rule ignored to or from the river (H.2.2) -------------------

def _divers(f_holds=True):
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f if f_holds else o, side="demoted")
        for c in (1, 2, 5, 10, 6, 12):
            s["board"][c]["warriors"].clear()
            s["board"][c]["buildings"].clear()
            s["board"][c]["tokens"].clear()
        put(s, f, 2, 1)            # paths 2-5 (5 on the river), 2-6 (both inland)
        put(s, o, 2, 2)            # o rules 2, 5, 10 and 12
        put(s, o, 5, 2)
        put(s, f, 10, 1)           # 10 on the river; path 10-12 (12 inland)
        put(s, o, 10, 2)
        put(s, o, 12, 1)
    return position(g, edit), f, o


def test_H_2_2_otter_divers_move_to_or_from_a_river_clearing_without_rule():
    g, f, o = _divers()
    assert board.ruler(g, 2) == o and board.ruler(g, 5) == o
    dests = {(a.origin, a.destination) for a in actions.move_options(g, f)}
    assert (2, 5) in dests                  # into a river clearing
    assert (10, 12) in dests                # out of one
    assert (2, 6) not in dests              # between inland clearings, rule still needed
    river = set(g.map.river_clearings)
    for a, b in dests:                      # never between two inland clearings unruled
        assert a in river or b in river or board.ruler(g, a) == f or board.ruler(g, b) == f


def test_H_2_2_otter_divers_only_for_their_controller():
    g, f, o = _divers(f_holds=False)
    dests = {(a.origin, a.destination) for a in actions.move_options(g, f)}
    assert (2, 5) not in dests and (10, 12) not in dests


def test_H_2_2_the_promoted_side_gives_no_such_ability():
    g, f, o = _divers()
    g.s["players"][R]["side"] = "promoted"
    dests = {(a.origin, a.destination) for a in actions.move_options(g, f)}
    assert (2, 5) not in dests


def test_random_games_with_the_flotilla_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over


# ----- its battle meets the other cards' conditions (actions.battle_defenders) ---------------

UPRISING = "spring_uprising"


def _flotilla_at_the_uprising(hand):
    """The Eyrie's Flotilla in 5 must sail to 10 (rabbit), where two Spring Uprising warriors
    (uncontrolled: an enemy of everyone, H.3.2) and a Marquise warrior stand; `hand` is the
    Eyrie's; the dice will show 2 and 0."""
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=[R, UPRISING, hx.G])
    s.hireling(R, controller="eyrie", control=3, gained=0)
    s.hireling_field(R, "pawn", "5")
    s.place(UPRISING, "warrior", 10, count=2)
    s.place("marquise", "warrior", 10)
    s.hand("eyrie", list(hand))
    s.dice([[2, 0]])
    g = s.start(turn="eyrie", phase="birdsong")
    assert keys(g) == ["flotilla_move:5-10"]
    g.apply("flotilla_move:5-10")
    return g


def test_H_2_3_H_2_2_the_flotilla_battles_the_uprising_only_if_its_controller_can_discard_the_suit():
    # Spring Uprising: whoever battles it discards a card of the clearing's suit; for the
    # Flotilla, its controller (no hand of its own, H.3.5)
    g = _flotilla_at_the_uprising(hand=["foxfolk_steel"])        # a fox card: none to discard
    assert keys(g) == ["flotilla_battle:10:marquise", "flotilla_no_battle"]
    g = _flotilla_at_the_uprising(hand=["foxfolk_steel", "bake_sale"])     # a rabbit card
    assert keys(g) == ["flotilla_battle:10:marquise", f"flotilla_battle:10:{UPRISING}",
                       "flotilla_no_battle"]
    g.apply(f"flotilla_battle:10:{UPRISING}")
    assert g.s["players"]["eyrie"]["hand"] == ["foxfolk_steel"] and "bake_sale" in g.s["discard"]
    assert "Riverfolk Flotilla battles the Spring Uprising in 10" in [x["text"] for x in g.s["log"]]
    assert g.clearing(10).warriors(UPRISING) == 0               # the battle took place: 2 hits


def test_A_6_2_the_flotilla_s_battle_names_a_card_by_the_side_in_play():
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=[R, UPRISING, hx.G])
    s.hireling(R, controller="eyrie", control=3, gained=0)
    s.hireling(hx.G, side="demoted")
    s.hireling_field(R, "pawn", "5")
    s.place(hx.G, "warrior", 10)
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("flotilla_move:5-10")
    labels = {a.key: a.label for a in g.decision.options}
    assert labels[f"flotilla_battle:10:{hx.G}"] == "The Flotilla battles the Idle Guards in 10"


# ----- audit s25 (auditH2): the cases the tests above left out ---------------------------------

def _flotilla_table(side="promoted", pawn="7", controller="eyrie"):
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=[R, UPRISING, hx.G])
    s.hireling(R, side=side, controller=controller, control=3, gained=0)
    if pawn:
        s.hireling_field(R, "pawn", pawn)
    return s


def test_H_2_3_only_players_with_faction_pieces_at_the_flotilla_are_asked_a_building_counts():
    s = _flotilla_table(pawn="7")
    s.place("marquise", "sawmill", 7)                 # a building alone is a faction piece
    s.place("eyrie", "warrior", 2)                    # the controller has none at 7
    g = s.start(turn="eyrie", phase="birdsong")
    assert (g.decision.player, g.decision.kind) == ("marquise", "flotilla_draw")
    g.apply("flotilla_pass")
    assert g.decision.kind == "flotilla_move"         # the Eyrie were not asked


def test_H_2_2_the_flotilla_cannot_be_removed():
    s = _flotilla_table(pawn="5")
    s.place("eyrie", "warrior", 5)
    g = s.start(turn="marquise", phase="daylight")
    g.s["stack"].append({"step": "window", "faction": "marquise", "phase": "daylight"})
    actions.remove_all_enemies(g, "marquise", [5], "4.1.2")      # a favor card's removal
    assert g.s["players"][R]["pawn"] == 5 and g.clearing(5).warriors("eyrie") == 0


def test_H_3_6_the_flotilla_s_controller_scores_nothing_for_its_removals():
    s = _flotilla_table(pawn="5")
    s.place("marquise", "sawmill", 10)
    s.place("marquise", "wood", 10)
    s.dice([[3, 0]])
    g = s.start(turn="eyrie", phase="birdsong")
    g.apply("flotilla_move:5-10")
    score = g.s["players"]["eyrie"]["score"]
    g.apply("flotilla_battle:10:marquise")
    assert not g.clearing(10).buildings and not g.clearing(10).tokens   # 2 VP, if a player's
    assert g.s["players"]["eyrie"]["score"] == score


def test_H_2_3_the_demoted_otter_divers_have_no_birdsong_action():
    s = _flotilla_table(side="demoted", pawn=None)
    s.place("eyrie", "warrior", 7)
    s.place("marquise", "warrior", 7)
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.decision.kind not in ("flotilla_draw", "flotilla_move", "flotilla_battle")
    assert g.s["players"][R]["pawn"] is None


def test_1_2_a_card_drawn_at_the_flotilla_is_hidden_from_the_other_seat():
    s = _flotilla_table(pawn="7")
    s.place("marquise", "warrior", 7)
    s.draws(["anvil"])
    g = s.start(turn="eyrie", phase="birdsong")
    assert g.decision.player == "marquise"
    g.apply("flotilla_draw")
    while g.is_chance:
        g.resolve_chance()
    assert "anvil" in g.s["players"]["marquise"]["hand"]
    o = g.observation("eyrie")["players"]["marquise"]
    assert o["hand"] is None and o["hand_size"] == len(g.s["players"]["marquise"]["hand"])


def test_bad_input_for_the_flotilla_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = _flotilla_table(pawn="7")
    s.place("marquise", "warrior", 7)
    g = s.start(turn="eyrie", phase="birdsong")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("flotilla_draw", player="eyrie")                 # the Marquise's own draw
    assert g.to_json() == before
    g.apply("flotilla_pass")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("flotilla_move:7-8")                              # 7-8 is no river
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("flotilla_no_battle")                             # the move is compulsory
    assert g.to_json() == before


def test_13_7_2_H_2_3_an_enemy_snare_holds_the_flotilla_its_controller_s_own_does_not():
    from root_widget import Scenario
    for controller, moves in (("marquise", False), ("corvids", True)):
        s = Scenario(map="autumn", factions=["marquise", "corvids"], hirelings=[R, UPRISING, hx.G])
        s.hireling(R, controller=controller, control=3, gained=0)
        s.hireling_field(R, "pawn", "7")
        s.plot(7, "snare", face_up=True)              # the Corvids' snare: a faction piece there
        g = s.start(turn=controller, phase="birdsong")
        assert (g.decision.player, g.decision.kind) == ("corvids", "flotilla_draw")
        g.apply("flotilla_pass")
        if moves:
            assert sorted(keys(g)) == ["flotilla_move:7-11", "flotilla_move:7-4"]
        else:                                         # pinned: straight to its battle
            assert keys(g) == ["flotilla_battle:7:corvids", "flotilla_no_battle"]
            assert g.s["players"][R]["pawn"] == 7
