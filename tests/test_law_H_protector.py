"""The Furious Protector / Stoic Protector hireling card (Underworld Hireling Pack; Law
Appendix H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the
test cards of tests/hireling_example.py on the Autumn map."""

from root_widget import Game
from root_widget.rules import actions, board
from root_widget.rules.factions import faction

import hireling_example as hx
from helpers import keys

P = "furious_protector"
CARDS = [P, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted", pawn=None):
    p = s["players"][P]
    if f is not None:
        p["controller"], p["control"], p["gained"] = f, 3, 0
    p["side"], p["pawn"] = side, pawn
    p["supply"]["pawn"] = 0 if pawn else 1


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


def test_A_6_3_the_furious_protector_starts_in_any_clearing():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("protector:"))
    assert keys(g) == [f"protector:{c}" for c in g.map.ids]
    g.apply("protector:6")
    assert g.s["players"][P]["pawn"] == 6


def _birdsong(side="promoted"):
    """The other player o holds the card, the Protector in 5 (paths to 1, 2); at its
    Birdsong move both players have warriors in 1 and 2."""
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]
    g2 = position(g, lambda s: hold(s, o, side, pawn=5))
    until(g2, lambda g: g.decision.kind == "protector_move")

    def edit(s):
        empty(s, 1, 2)
        for c in (1, 2):
            put(s, o, c, 2)
            put(s, f, c, 1)
    return position(g2, edit), f, o


def test_H_2_3_the_protector_must_move_to_an_adjacent_clearing_ignoring_rule():
    g, f, o = _birdsong()
    assert g.decision.player == o
    assert keys(g) == ["protector_move:5-1", "protector_move:5-2"]      # no skipping


def test_H_2_3_then_one_faction_warrior_of_each_player_there_even_the_controller():
    g, f, o = _birdsong()
    g.apply("protector_move:5-2")
    assert g.s["players"][P]["pawn"] == 2
    assert g.s["board"][2]["warriors"].get(o, 0) == 1 and g.s["board"][2]["warriors"].get(f, 0) == 0


def test_H_2_2_enemies_cannot_place_in_the_furious_protector_s_clearing():
    g, f, o = _birdsong()
    g.apply("protector_move:5-2")
    assert not board.can_place(g, f, 2) and board.can_place(g, o, 2)
    assert board.can_place(g, f, 1)


def test_H_2_2_the_protector_cannot_be_battled():
    g, f, o = _birdsong()
    assert not any(a.defender == P for a in actions.battle_options(g, f))
    assert faction(P).pawn_in(g, 5) and not faction(P).present_in(g, 5)


def test_H_2_3_the_stoic_protector_moves_and_strikes_nobody():
    g, f, o = _birdsong(side="demoted")
    g.apply("protector_move:5-2")
    assert g.s["board"][2]["warriors"].get(f, 0) == 1 and g.s["board"][2]["warriors"].get(o, 0) == 2
    assert board.can_place(g, f, 2)                                      # only the Furious side


def test_H_2_2_the_stoic_protector_shields_its_controller_from_battle_and_removal():
    g, f, o = _birdsong(side="demoted")
    g.apply("protector_move:5-2")
    targets = {(a.clearing, a.defender) for a in actions.battle_options(g, f)}
    assert (2, o) not in targets and (1, o) in targets
    g.s["stack"].append({"step": "window", "faction": f, "phase": "daylight"})
    # battle hits on its pieces there are not taken
    actions.remove(g, [(o, 2, "warrior", 1, f), (o, 1, "warrior", 1, f)], "test", in_battle=True)
    assert g.s["board"][2]["warriors"][o] == 2 and g.s["board"][1]["warriors"][o] == 1


def test_H_2_1_the_stoic_protector_when_hired_goes_beside_its_controller():
    g = started()
    f = g.s["turn"]["faction"]

    def edit(s):
        hold(s, None, "demoted", pawn=None)
        s["hirelings"]["markers"][f] = 1
    g2 = position(g, edit)
    until(g2, lambda g: g.decision.kind == "gain_hireling")
    g2.apply(f"hire:{P}")
    until(g2, lambda g: not g.is_chance, limit=5)
    assert g2.decision.kind == "place_hireling"
    assert keys(g2) == [f"protector:{c}" for c in g2.map.ids if faction(f).present_in(g2, c)]


def test_random_games_with_the_protector_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over


# ----- the Stoic shield against every enemy removal (the card: "battle or remove") ----------

def _stoic_table(factions, controller, clearing, cards=CARDS):
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=list(factions), hirelings=list(cards))
    s.hireling(P, side="demoted", controller=controller, control=3, gained=0)
    s.hireling_field(P, "pawn", str(clearing))
    return s


def test_H_2_2_stoic_9_5_6_the_vagabond_cannot_strike_a_shielded_warrior():
    from helpers import vb_day
    s = _stoic_table(("marquise", "eyrie", "vagabond"), "eyrie", 7)
    s.vagabond("thief", 7, items=["crossbow", "boot"])
    s.place("eyrie", "warrior", 7)
    s.place("marquise", "warrior", 7)
    assert sorted(k for k in keys(vb_day(s)) if k.startswith("strike:")) == ["strike:marquise"]
    s.hireling_field(P, "pawn", "8")
    assert sorted(k for k in keys(vb_day(s)) if k.startswith("strike:")) == \
        ["strike:eyrie", "strike:marquise"]


def test_H_2_2_stoic_10_4_3_no_convert_nor_sanctify_of_shielded_pieces():
    s = _stoic_table(("marquise", "lizards"), "marquise", 8)       # fox 8: an Outcast clearing
    s.acolytes(3)
    s.place("marquise", "warrior", 8, count=2)
    s.outcast("mouse")
    s.lost_souls(["anvil"])                                         # the Outcast turns fox
    g = s.start(turn="lizards", phase="birdsong")
    assert not [k for k in keys(g) if k.startswith("convert")]
    s.hireling_field(P, "pawn", "7")
    g = s.start(turn="lizards", phase="birdsong")
    assert [k for k in keys(g) if k.startswith("convert")] == ["convert:8:marquise"]


def test_H_2_2_stoic_an_enemy_s_removal_outside_battle_is_stopped_not_a_removal_by_nobody():
    s = _stoic_table(("marquise", "eyrie"), "marquise", 8)
    s.place("marquise", "warrior", 8, count=2)
    s.place("marquise", "sawmill", 8)
    g = s.start(turn="eyrie", phase="daylight")
    score = g.s["players"]["eyrie"]["score"]
    g.s["stack"].append({"step": "window", "faction": "eyrie", "phase": "daylight"})
    actions.remove_all_enemies(g, "eyrie", [8], "4.1.2")          # a favor card's removal
    assert g.s["board"][8]["warriors"]["marquise"] == 2
    assert g.s["players"]["eyrie"]["score"] == score
    actions.remove(g, [("marquise", 8, "warrior", 1, None)], "H.2.2")   # nobody's: a toll
    assert g.s["board"][8]["warriors"]["marquise"] == 1


# ----- options whose point is a battle or a removal leave out what the shield protects ------
# Checked: the shared battles (actions.battle_options / battle_runs / battle_defenders, which
# every faction's and card's battles go through, the Flotilla's and the Vagrant's Instigate
# too), the Vagabond's Strike, the Corvids' Exposure, the Lizards' Convert and Sanctify,
# Propaganda Bureau (tests above and in their modules); here the Duchy's, the Keepers' and the
# Flotilla's battles, and the two cards that choose their targets themselves (Advocates, Flame
# Bearers).

def _duchy_at_war(shield_at):
    """The Duchy with warriors in 5 and 1 against the Marquise's there; the Marquise holds
    the Stoic Protector in `shield_at`; the Captain and the Brigadier swayed."""
    s = _stoic_table(("marquise", "duchy"), "marquise", shield_at)
    for c in (5, 1):
        s.place("duchy", "warrior", c, count=2)
        s.place("marquise", "warrior", c)
    s.ministers(["captain", "brigadier"])
    g = s.start(turn="duchy", phase="daylight")
    assert g.decision.kind == "assembly"
    return g


def test_H_2_2_stoic_12_5_the_duchy_battles_no_shielded_pieces():
    from helpers import prefixed
    g = _duchy_at_war(shield_at=7)                               # the shield elsewhere
    assert prefixed(g, "battle:") == ["battle:1:marquise", "battle:5:marquise"]    # 12.5.1.IV
    g.apply("end")
    assert prefixed(g, "captain:") == ["captain:1:marquise", "captain:5:marquise"]  # 12.5.2.II
    assert prefixed(g, "brigadier:battle:") == ["brigadier:battle:1:marquise",
                                                "brigadier:battle:5:marquise"]      # 12.5.2.IV
    g = _duchy_at_war(shield_at=5)
    assert prefixed(g, "battle:") == ["battle:1:marquise"]
    g.apply("end")
    assert prefixed(g, "captain:") == ["captain:1:marquise"]
    assert prefixed(g, "brigadier:battle:") == ["brigadier:battle:1:marquise"]
    g.apply("brigadier:battle:1:marquise")
    while g.decision.kind != "brigadier":
        g.apply(keys(g)[0])
    assert [k for k in keys(g) if "battle" in k] == []            # the second: not in 5 either


def _keepers_delve(shield_at, keepers=3, marquise=1):
    """The Keepers' Battle then Delve card (rabbit) at clearing 10 (F1 holds a relic), the
    Marquise there, holding the Stoic Protector in `shield_at`."""
    s = _stoic_table(("keepers", "marquise"), "marquise", shield_at)
    s.place("keepers", "warrior", 10, keepers)
    s.place("marquise", "warrior", 10, marquise)
    s.forest_relics("F1", ["jewelry2"])
    s.retinue("move", [])
    s.retinue("delve", ["bake_sale"])
    s.retinue("recover", [])
    s.dice([[2, 0]])
    g = s.start(turn="keepers", phase="daylight")
    g.apply("done")                                              # no crafting
    return g


def test_H_2_2_stoic_15_5_2_II_the_keepers_must_battle_only_what_they_can_battle():
    g = _keepers_delve(shield_at=7)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")                                       # a battle must come first
    assert g.decision.kind == "delve" and g.clearing(10).warriors("marquise") == 0
    g = _keepers_delve(shield_at=10)
    g.apply("use:delve:bake_sale")
    g.apply("delve_at:10")                                       # none may: they may delve
    assert g.decision.kind == "delve" and g.clearing(10).warriors("marquise") == 1
    # a shielded enemy the Keepers do not outnumber: no battle, no delve, so the card has
    # nothing to do there (10 is the only rabbit clearing with Keepers)
    g = _keepers_delve(shield_at=7, keepers=1, marquise=2)
    g.apply("use:delve:bake_sale")
    assert keys(g) == ["delve_at:10"]
    g = _keepers_delve(shield_at=10, keepers=1, marquise=2)
    assert "use:delve:bake_sale" not in keys(g)


ADVOCATES = "sunny_advocates"


def _advocates(shield_at):
    """The Marquise's Advocates in fox clearings 1 and 6, each beside two Eyrie warriors and
    a Test Guard; the Eyrie hold the Stoic Protector in `shield_at`."""
    s = _stoic_table(("marquise", "eyrie"), "eyrie", shield_at, cards=[P, ADVOCATES, hx.G])
    s.hireling(ADVOCATES, controller="marquise", control=3, gained=0)
    for c in (1, 6):
        s.place(ADVOCATES, "warrior", c)
        s.place("eyrie", "warrior", c, count=2)
        s.place(hx.G, "warrior", c)
    g = s.start(turn="marquise", phase="daylight")
    g.apply(f"{ADVOCATES}:fox")
    return g


def test_H_2_2_stoic_H_2_4_the_advocates_replace_no_shielded_warrior():
    g = _advocates(shield_at=7)
    assert keys(g) == ["advocates_replace:1:eyrie", f"advocates_replace:1:{hx.G}"]
    g = _advocates(shield_at=1)
    # in 1 only the Guard may be replaced, so nothing is asked there; 6 asks as before
    assert keys(g) == ["advocates_replace:6:eyrie", f"advocates_replace:6:{hx.G}"]
    assert g.clearing(1).warriors("eyrie") == 2 and g.clearing(1).warriors(hx.G) == 0
    assert g.clearing(1).warriors("marquise") == 1


BEARERS = "flame_bearers"


def _burn(shield_at):
    """The Marquise's Flame Bearer in 5 beside two Eyrie warriors and a Test Guard; the Eyrie
    hold the Stoic Protector in `shield_at`; the Marquise's Birdsong begins."""
    s = _stoic_table(("marquise", "eyrie"), "eyrie", shield_at, cards=[P, BEARERS, hx.G])
    s.hireling(BEARERS, controller="marquise", control=3, gained=0)
    s.place(BEARERS, "warrior", 5)
    s.place("eyrie", "warrior", 5, count=2)
    s.place(hx.G, "warrior", 5)
    return s.start(turn="marquise", phase="birdsong")


def test_H_2_2_stoic_H_2_3_the_flame_bearers_burn_no_shielded_piece():
    g = _burn(shield_at=7)
    assert g.decision.kind == "bearers_burn"
    assert keys(g) == ["burn:5:eyrie:warrior", f"burn:5:{hx.G}:warrior"]
    g = _burn(shield_at=5)
    assert g.decision.kind != "bearers_burn"                     # the Guard burns, unasked
    assert g.clearing(5).warriors(hx.G) == 0 and g.clearing(5).warriors("eyrie") == 2


FLOTILLA = "riverfolk_flotilla"


def _flotilla(shield_at):
    """The Eyrie's Flotilla in 5 must sail to 10, where the Marquise (holding the Stoic
    Protector in `shield_at`) and a Test Guard have warriors."""
    s = _stoic_table(("marquise", "eyrie"), "marquise", shield_at, cards=[P, FLOTILLA, hx.G])
    s.hireling(FLOTILLA, controller="eyrie", control=3, gained=0)
    s.hireling_field(FLOTILLA, "pawn", "5")
    s.place("marquise", "warrior", 10, count=2)
    s.place(hx.G, "warrior", 10)
    g = s.start(turn="eyrie", phase="birdsong")
    until(g, lambda g: g.decision.kind == "flotilla_move", limit=20)
    g.apply("flotilla_move:5-10")
    return g


def test_H_2_2_stoic_H_2_3_the_flotilla_battles_no_shielded_pieces():
    g = _flotilla(shield_at=7)
    assert keys(g) == ["flotilla_battle:10:marquise", f"flotilla_battle:10:{hx.G}", "flotilla_no_battle"]
    g = _flotilla(shield_at=10)
    assert keys(g) == [f"flotilla_battle:10:{hx.G}", "flotilla_no_battle"]


# ----- audit s25 (auditH2): the cases the tests above left out ---------------------------------

def test_H_2_3_the_fury_removes_faction_warriors_only_never_a_hireling_s():
    s = _stoic_table(("marquise", "eyrie"), "marquise", 5, cards=[P, ADVOCATES, hx.G])
    s.hireling(P, side="promoted", controller="marquise", control=3, gained=0)
    s.hireling(ADVOCATES, controller="eyrie", control=3, gained=0)
    s.place(ADVOCATES, "warrior", 1, count=2)          # a controlled card's warriors
    s.place(hx.G, "warrior", 1)                        # an uncontrolled card's
    s.place("eyrie", "warrior", 1, count=2)
    s.place("marquise", "warrior", 1)
    s.place("eyrie", "roost", 2)                       # no warrior in 2: nothing to lose
    g = s.start(turn="marquise", phase="birdsong")
    assert keys(g) == ["protector_move:5-1", "protector_move:5-2"]
    g.apply("protector_move:5-1")
    ws = g.s["board"][1]["warriors"]
    assert (ws.get("eyrie"), ws.get("marquise", 0)) == (1, 0)        # one of each player's
    assert (ws[ADVOCATES], ws[hx.G]) == (2, 1)


def test_H_2_2_the_furious_protector_blocks_an_enemy_hireling_and_everyone_while_uncontrolled():
    s = _stoic_table(("marquise", "eyrie"), "marquise", 5, cards=[P, ADVOCATES, hx.G])
    s.hireling(P, side="promoted", controller="marquise", control=3, gained=0)
    s.hireling(ADVOCATES, controller="eyrie", control=3, gained=0)
    g = s.start(turn="marquise", phase="daylight")
    assert not board.can_place(g, ADVOCATES, 5) and not board.can_place(g, hx.G, 5)   # enemies
    assert board.can_place(g, "marquise", 5) and board.can_place(g, ADVOCATES, 6)
    s.hireling(ADVOCATES, controller="marquise", control=3, gained=0)
    g = s.start(turn="marquise", phase="daylight")
    assert board.can_place(g, ADVOCATES, 5)            # its controller's other card: no enemy
    s = _stoic_table(("marquise", "eyrie"), "marquise", 5)
    s.hireling(P, side="promoted", controller="supply")
    g = s.start(turn="marquise", phase="daylight")
    assert not board.can_place(g, "marquise", 5) and not board.can_place(g, "eyrie", 5)   # G.8


def test_H_2_2_the_protector_cannot_be_removed():
    s = _stoic_table(("marquise", "eyrie"), "marquise", 5)
    s.place("marquise", "warrior", 5)
    g = s.start(turn="eyrie", phase="daylight")
    g.s["stack"].append({"step": "window", "faction": "eyrie", "phase": "daylight"})
    actions.remove_all_enemies(g, "eyrie", [5], "4.1.2")          # a favor card's removal
    assert g.s["players"][P]["pawn"] == 5
    assert g.clearing(5).warriors("marquise") == 1                 # the Stoic shield as well


def test_H_2_1_the_stoic_protector_already_on_the_map_stays_where_it_is():
    from root_widget import Scenario
    s = Scenario(map="autumn", factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(P, side="demoted")
    s.hireling_field(P, "pawn", "9")
    s.place("marquise", "warrior", 2)
    s.hireling_markers(track=[8, 12], held={"marquise": 1})
    g = s.start(turn="marquise", phase="evening", auto_chance=False)
    while g.decision.kind != "gain_hireling":
        g.apply(keys(g)[0])
    g.apply(f"hire:{P}")
    g.apply("control:2")
    assert g.decision.kind != "place_hireling" and g.s["players"][P]["pawn"] == 9


def test_H_2_2_the_stoic_shield_covers_the_controller_s_faction_pieces_not_its_other_card_s():
    s = _stoic_table(("marquise", "eyrie"), "marquise", 5, cards=[P, ADVOCATES, hx.G])
    s.hireling(ADVOCATES, controller="marquise", control=3, gained=0)
    s.place(ADVOCATES, "warrior", 5)
    s.place("marquise", "warrior", 5)
    s.place("eyrie", "warrior", 5, count=2)
    g = s.start(turn="eyrie", phase="daylight")
    targets = {(a.clearing, a.defender) for a in actions.battle_options(g, "eyrie")}
    assert (5, ADVOCATES) in targets and (5, "marquise") not in targets      # H.3.3


def test_bad_input_for_the_protector_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    s = _stoic_table(("marquise", "eyrie"), "marquise", 5)
    s.hireling(P, side="promoted", controller="marquise", control=3, gained=0)
    g = s.start(turn="marquise", phase="birdsong")
    assert g.decision.kind == "protector_move"
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("protector_move:5-1", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("protector_move:5-6")                            # not adjacent
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("pass")                                          # the move is compulsory
    assert g.to_json() == before


def test_13_7_2_H_2_3_an_enemy_snare_holds_the_protector_its_controller_s_own_does_not():
    from root_widget import Scenario
    for side in ("promoted", "demoted"):
        for controller, moves in (("marquise", False), ("corvids", True)):
            s = Scenario(map="autumn", factions=["marquise", "corvids"], hirelings=CARDS)
            s.hireling(P, side=side, controller=controller, control=3, gained=0)
            s.hireling_field(P, "pawn", "7")
            s.plot(7, "snare", face_up=True)
            g = s.start(turn=controller, phase="birdsong")
            if moves:
                assert keys(g) == ["protector_move:7-3", "protector_move:7-8", "protector_move:7-12"]
            else:
                assert g.decision.kind != "protector_move" and g.s["players"][P]["pawn"] == 7


def _revolt_beside(side, pawn):
    s = _stoic_table(("eyrie", "alliance"), "eyrie", pawn)
    s.hireling(P, side=side, controller="eyrie", control=3, gained=0)
    s.place("alliance", "sympathy", 1)                 # fox, one slot
    s.place("eyrie", "roost", 1)
    s.supporters(["anvil", "foxfolk_steel"])
    return s.start(turn="alliance", phase="birdsong")


def test_H_2_2_stoic_8_4_1_no_revolt_where_a_shielded_building_leaves_the_base_no_slot():
    """Law 8.4.1.III removes every enemy piece, but not what the Stoic Protector shields: its
    controller's roost stays in the one slot, and the base cannot be placed (Law 2.2.3)."""
    g = _revolt_beside("demoted", 1)
    assert not [k for k in keys(g) if k.startswith("revolt")]
    g = _revolt_beside("demoted", 8)                   # the shield is elsewhere
    assert [k for k in keys(g) if k.startswith("revolt")] == ["revolt:1"]
    g.apply("revolt:1")
    assert g.s["board"][1]["buildings"] == [["alliance", "base_fox"]]


def test_H_2_2_8_4_1_no_revolt_beside_an_enemy_s_furious_protector():
    """The Furious Protector's clearing takes no piece of its controller's enemies: no base."""
    g = _revolt_beside("promoted", 1)
    assert not [k for k in keys(g) if k.startswith("revolt")]
