"""The Sunward Expedition / Mole Artisans hireling card (Underworld Hireling Pack; Law Appendix
H, A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test cards
of tests/hireling_example.py on the Autumn map."""
import copy

from root_widget import Game
from root_widget.rules import board, craft

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


def test_H_2_2_mole_artisans_keep_a_crafted_item_card_until_the_turn_ends():
    g = started()
    f = g.s["turn"]["faction"]
    g = position(g, lambda s: hold(s, f, "demoted"))
    card = "anvil"
    g.s["players"][f]["hand"].append(card)
    g.s["players"][f]["hand"].sort()
    g.s["stack"].append({"step": "window", "faction": f, "phase": "daylight"})
    from root_widget.rules.decision import Action
    craft.do_craft(g, f, Action("craft:anvil", "craft", "", card=card, suits=("fox",)))
    assert card in g.s["players"][E]["revealed"] and card not in g.s["discard"]
    g.s["stack"].pop()
    g = Game.from_position(copy.deepcopy(g.s), check=False)    # the card was put in hand by hand
    until(g, lambda g: g.s["turn"]["faction"] != f)
    assert card in g.s["players"][f]["hand"] and g.s["players"][E]["revealed"] == []


def test_random_games_with_the_expedition_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over
