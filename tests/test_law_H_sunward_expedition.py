"""The Sunward Expedition / Mole Artisans hireling card (Underworld Hireling Pack; Law Appendix
H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test cards
of tests/hireling_example.py on the Autumn map."""

from root_widget import Game
from root_widget.rules import board

import hireling_example as hx
from helpers import keys

E = "sunward_expedition"
CARDS = [E, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted"):
    p = s["players"][E]
    p["controller"], p["control"], p["gained"] = f, 3, 0
    p["side"] = side


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


def footholds(g):
    return [c for c in g.map.ids if board.count_token(g, c, E, "foothold")]


def test_A_6_3_a_foothold_and_three_warriors_in_one_clearing():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("expedition:"))
    g.apply("expedition:6")
    assert footholds(g) == [6] and g.s["board"][6]["warriors"][E] == 3


def test_H_2_4_dig_in_then_a_warrior_at_each_foothold():
    g = started()
    f = g.s["turn"]["faction"]
    g = position(g, lambda s: hold(s, f))
    g = until(g, lambda g: g.decision.player == f and f"{E}:go" in keys(g))
    had = footholds(g)
    g.apply(f"{E}:go")
    assert g.decision.kind == "expedition_foothold"
    assert not any(k.startswith(f"foothold:{c}:") for c in had for k in keys(g))   # not where one is
    c = next(int(k.split(":")[1]) for k in keys(g) if k.endswith(":2"))
    g.apply(f"foothold:{c}:2")
    assert c in footholds(g) and g.s["board"][c]["warriors"][E] >= 2
    assert "expedition_recruit" in keys(g)
    before = {x: g.s["board"][x]["warriors"].get(E, 0) for x in footholds(g)}
    g.apply("expedition_recruit")
    assert all(g.s["board"][x]["warriors"][E] == before[x] + 1 for x in before)
    assert not any(k.startswith(f"{E}:") for k in keys(g))                      # once per Daylight


def test_H_2_4_with_every_foothold_on_the_map_one_is_taken_off_to_dig_in():
    g = started()
    f = g.s["turn"]["faction"]

    def edit(s):
        hold(s, f)
        for c in (1, 3):
            if [E, "foothold"] not in s["board"][c]["tokens"]:
                s["board"][c]["tokens"].append([E, "foothold"])
                s["players"][E]["supply"]["foothold"] -= 1
    g = position(g, edit)
    assert g.s["players"][E]["supply"]["foothold"] == 0
    g = until(g, lambda g: g.decision.player == f and f"{E}:go" in keys(g))
    g.apply(f"{E}:go")
    assert keys(g) and all(":from:" in k for k in keys(g))
    k = keys(g)[0]
    g.apply(k)
    assert len(footholds(g)) == 3


def _anvil_crafted():
    """The Marquise, with the Mole Artisans, crafts an Anvil with her workshop in 1."""
    s = _day(side="demoted")
    s.place("marquise", "workshop", 1)
    s.hand("marquise", ["anvil", "fox_ambush"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("craft:anvil")
    return g


def test_H_2_2_mole_artisans_may_reveal_a_crafted_item_card_or_discard_it():
    for pick, revealed, discarded in (("reveal:anvil", ["anvil"], False),
                                      ("discard:anvil", [], True)):
        g = _anvil_crafted()
        d = g.decision
        assert (d.player, d.kind, d.rule) == ("marquise", "artisans", "H.2.2")
        assert keys(g) == ["discard:anvil", "reveal:anvil"]      # the card's "may": both
        assert g.s["players"]["marquise"]["items"] == ["hammer"]  # the item is taken first
        g.apply(pick)
        assert g.s["players"][E]["revealed"] == revealed
        assert ("anvil" in g.s["discard"]) is discarded
        assert "anvil" not in g.s["players"]["marquise"]["hand"]
        assert g.decision.kind == "craft"                         # crafting goes on


def test_H_2_2_1_5_1_the_card_asked_about_lies_face_up_beside_the_artisans_until_answered():
    """While the controller decides, the crafted card is in one place every seat sees (beside
    the Artisans), never nowhere: found by the fuzzer (seed 900271, Law 1.2.1, 1.5.1)."""
    from root_widget.fuzz import check_cheap, check_observation
    g = _anvil_crafted()
    assert g.decision.kind == "artisans"
    assert g.s["players"][E]["revealed"] == ["anvil"]
    assert g.observation("eyrie")["players"][E]["revealed"] == ["anvil"]
    check_cheap(g)                       # each card in one place; no choice of a hidden card
    check_observation(g)
    g.apply("discard:anvil")
    assert g.s["players"][E]["revealed"] == [] and g.s["discard"].count("anvil") == 1
    check_cheap(g)


def test_H_2_2_10_2_6_with_the_cult_at_the_table_the_artisans_card_discarded_goes_to_the_lost_souls():
    from root_widget import Scenario
    s = Scenario(factions=["marquise", "lizards"], hirelings=CARDS)
    s.hireling(E, side="demoted", controller="marquise", control=3, gained=0)
    s.place("marquise", "warrior", 1)
    s.place("marquise", "workshop", 1)
    s.hand("marquise", ["anvil", "fox_ambush"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("craft:anvil")
    g.apply("discard:anvil")
    assert "anvil" in g.s["players"]["lizards"]["lost_souls"] and "anvil" not in g.s["discard"]


def test_H_2_2_the_artisans_ask_nothing_of_a_card_without_an_item_or_without_the_card():
    s = _day(side="demoted")
    s.place("marquise", "workshop", 1)
    s.place("marquise", "workshop", 2)
    s.hand("marquise", ["armorers", "anvil"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("craft:armorers")                                     # no item: discarded as usual
    assert g.decision.kind == "craft" and "armorers" in g.s["players"]["marquise"]["crafted"]
    s = _day(side="promoted")                                     # the Expedition: no artisans
    s.place("marquise", "workshop", 1)
    s.hand("marquise", ["anvil"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("craft:anvil")
    assert g.decision.kind != "artisans" and "anvil" in g.s["discard"]


def test_random_games_with_the_expedition_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over


# ----- its moves are its own (H.3.5): the map's Ferry, not its controller's effects --------------

def _expedition_table(map_id, deck=None):
    from root_widget import Scenario
    s = Scenario(map=map_id, factions=["marquise", "eyrie"], hirelings=CARDS,
                 **({"deck": deck} if deck else {}))
    s.hireling(E, controller="eyrie", control=3, gained=0)
    return s


def _moves(g, f):
    from root_widget.rules import actions
    return sorted(a.key for a in actions.move_options(g, f))


def test_H_3_5_M_3_5_the_expedition_may_take_the_ferry_to_a_clearing_its_controller_rules():
    s = _expedition_table("lake")                            # the Ferry starts in 1 (coastal)
    s.place("marquise", "warrior", 1, count=3)               # the marquise rule the origin
    s.place(E, "warrior", 1)
    s.place("eyrie", "warrior", 12, count=2)                 # the controller rules 12
    g = s.start(turn="eyrie", phase="daylight")
    opts = _moves(g, E)
    assert "move:1-12:1:ferry" in opts                       # rule by its controller (H.3.1)
    assert "move:1-11:1:ferry" not in opts and "move:1-10:1:ferry" not in opts
    from root_widget.rules import actions
    hand = len(g.s["players"]["eyrie"]["hand"])
    g.s["stack"].append({"step": "window", "faction": "eyrie", "phase": "daylight"})
    actions.do_move(g, E, next(a for a in actions.move_options(g, E) if a.key == "move:1-12:1:ferry"))
    assert g.s["ferry"] == 12 and g.s["board"][12]["warriors"][E] == 1
    # no faction pieces moved (H.3.3): nobody draws (M.3.5)
    assert not [fr for fr in g.s["stack"] if fr["step"] == "draw"]
    assert len(g.s["players"]["eyrie"]["hand"]) == hand


def test_H_3_5_the_expedition_does_not_use_its_controller_s_boat_builders():
    s = _expedition_table("autumn", deck="exiles_and_partisans")
    s.crafted("eyrie", ["boat_builders"])                    # rivers as paths, for the eyrie
    s.place("marquise", "warrior", 5, count=3)
    s.place(E, "warrior", 5)
    s.place("eyrie", "warrior", 5)
    s.place("eyrie", "warrior", 10, count=3)                 # the controller rules 10
    g = s.start(turn="eyrie", phase="daylight")
    assert "move:5-10:1" in _moves(g, "eyrie")               # the river 5-10, for the eyrie
    assert not any(k.startswith("move:5-10:") for k in _moves(g, E))


# ----- audit s24: the rest of the card (Scenario API) --------------------------------------------

def _day(side="promoted", controller="marquise", supply_left=None):
    from root_widget import Scenario
    s = Scenario(factions=["marquise", "eyrie"], hirelings=CARDS)
    s.hireling(E, side=side, controller=controller, control=3, gained=0)
    s.place("marquise", "warrior", 1)
    s.place(E, "warrior", 1, count=3)
    s.place("eyrie", "warrior", 5, count=2)
    if supply_left is not None:
        s.place(E, "warrior", 12, count=5 - supply_left)
    return s


def test_H_2_4_expedition_digs_in_with_up_to_three_warriors_as_the_supply_allows():
    g = _day().start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{E}:go")
    assert [k for k in keys(g) if k.startswith("foothold:2:")] == \
        ["foothold:2:0", "foothold:2:1", "foothold:2:2", "foothold:2:3"]     # up to three
    g = _day(supply_left=2).start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{E}:go")
    assert [k for k in keys(g) if k.startswith("foothold:2:")] == ["foothold:2:0", "foothold:2:1",
                                                                    "foothold:2:2"]


def test_H_2_4_expedition_one_move_then_one_battle_both_optional():
    g = _day().start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{E}:go")
    g.apply("foothold:2:0")
    assert g.decision.kind == "expedition_choose"
    assert {"expedition_move", "expedition_recruit", "expedition_pass"} <= set(keys(g))
    g.apply("expedition_move")
    assert g.decision.kind == "expedition_move" and "expedition_no_move" in keys(g)
    assert "expedition_move:1-5:3" in keys(g)
    assert not any(k.startswith("expedition_move:5-") for k in keys(g))   # its pieces only (H.3.4)
    g.apply("expedition_move:1-5:3")
    assert g.clearing(5).warriors(E) == 3
    assert g.decision.kind == "expedition_battle"                         # one move, no second
    assert keys(g) == ["expedition_battle:5:eyrie", "expedition_no_battle"]
    g.apply("expedition_no_battle")
    assert g.decision.player == "marquise" and not any(k.startswith(f"{E}:") for k in keys(g))
    assert not any(k.startswith("expedition_") for k in keys(g))


def test_H_2_4_expedition_may_skip_the_move_and_battle_where_it_stands():
    s = _day()
    s.place("eyrie", "warrior", 1)
    s.dice([2, 0])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{E}:go")
    g.apply("foothold:2:0")
    g.apply("expedition_move")
    g.apply("expedition_no_move")
    assert keys(g) == ["expedition_battle:1:eyrie", "expedition_no_battle"]
    g.apply("expedition_battle:1:eyrie")
    while g.decision.player != "marquise" or g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert not g.clearing(1).warriors("eyrie") and g.clearing(1).warriors(E) == 3
    assert g.score("marquise") == 0                                       # H.3.6


def test_H_2_2_mole_artisans_keep_only_item_cards_and_return_them_past_the_hand_limit():
    s = _day(side="demoted")
    for c in (1, 2, 6):                                                    # fox, mouse, fox
        s.place("marquise", "workshop", c)
    s.hand("marquise", ["anvil", "armorers", "fox_ambush", "mouse_ambush", "bird_ambush",
                        "rabbit_ambush", "fox_root_tea"])
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("craft:armorers")                                 # no item: discarded as usual
    assert "armorers" in g.s["players"]["marquise"]["crafted"]
    g.apply("craft:anvil")                                    # an item: revealed on the card
    g.apply("reveal:anvil")
    assert g.s["players"][E]["revealed"] == ["anvil"] and "anvil" not in g.s["discard"]
    assert "anvil" not in g.s["players"]["marquise"]["hand"]
    while g.s["turn"]["faction"] == "marquise":              # nothing more crafted or done
        g.apply(next((k for k in ("done", "end") if k in keys(g)), keys(g)[0]))
    # the Evening drew one (six in hand) and discarded down to five, then the anvil came back
    hand = g.s["players"]["marquise"]["hand"]
    assert "anvil" in hand and len(hand) == 6                 # five kept, then the anvil back
    assert g.s["players"][E]["revealed"] == []


def test_1_2_the_mole_artisans_revealed_cards_are_seen_by_every_seat():
    g = _anvil_crafted()
    g.apply("reveal:anvil")
    for seat in ("eyrie", "marquise", None):
        assert g.observation(seat)["players"][E]["revealed"] == ["anvil"]
    assert g.observation("eyrie")["players"]["marquise"]["hand"] is None


def test_bad_input_for_the_expedition_options_is_refused_and_changes_nothing():
    import pytest
    from root_widget import IllegalAction
    g = _day().start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{E}:go")
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("foothold:2:1", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("foothold:2:4")                                   # more than three
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("expedition_recruit")                             # the foothold comes first
    assert g.to_json() == before


def test_H_2_2_the_artisans_question_reads_in_every_language():
    from root_widget.i18n import Labels
    g = _anvil_crafted()
    english = Labels("en").prompt(g.decision)
    for loc in ("de", "ja"):
        labels = Labels(loc)
        shown = [labels.option(a, factions=g.s["factions"]) for a in g.decision.options]
        assert labels.prompt(g.decision) != english
        assert len(set(shown)) == 2 and labels.card("anvil") in shown[0]


def _short_of_warriors(left):
    """Footholds in 1 and 9, the third dug in at 2 with no warrior; `left` Expedition
    warriors in the supply when the controller asks for a warrior at each foothold."""
    s = _day(supply_left=left)
    s.place(E, "foothold", 1)
    s.place(E, "foothold", 9)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{E}:go")
    g.apply("foothold:2:0")
    g.apply("expedition_recruit")
    return g


def test_H_2_4_1_5_4_1_1_3_too_few_expedition_warriors_the_controller_chooses_the_footholds():
    """Three footholds, two warriors left: the most possible are placed (Law 1.5.4) and the
    controller, taking the turn, picks which footholds get them (1.1.3), one at a time, as
    with the Farms and the Vaults. Before stop 28 they went in clearing order."""
    for first, second in ((9, 2), (2, 1)):
        g = _short_of_warriors(2)
        assert (g.decision.player, g.decision.kind) == ("marquise", "recruit_where")
        assert keys(g) == [f"{E}_warrior:1", f"{E}_warrior:2", f"{E}_warrior:9"]
        before = [g.clearing(c).warriors(E) for c in (1, 2, 9)]
        g.apply(f"{E}_warrior:{first}")
        assert f"{E}_warrior:{first}" not in keys(g)            # one foothold, one warrior
        g.apply(f"{E}_warrior:{second}")
        got = [g.clearing(c).warriors(E) - b for c, b in zip((1, 2, 9), before)]
        assert got == [int(c in (first, second)) for c in (1, 2, 9)]
        assert g.s["players"][E]["supply"]["warrior"] == 0
        assert g.decision.kind != "recruit_where"


def test_H_2_4_enough_expedition_warriors_no_choice_is_asked():
    g = _short_of_warriors(3)
    assert g.decision.kind != "recruit_where"
    assert [g.clearing(c).warriors(E) for c in (1, 2, 9)] == [4, 1, 1]
