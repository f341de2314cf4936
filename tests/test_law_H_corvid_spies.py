"""The Corvid Spies / Raven Sentries hireling card (Underworld Hireling Pack; Law Appendix H,
A.6; the card's facts: root_widget/data/hirelings.json). Played with two of the test cards
of tests/hireling_example.py on the Autumn map."""

from root_widget import Game
from root_widget.rules import board

import hireling_example as hx
from helpers import keys

S = "corvid_spies"
CARDS = [S, hx.G, "test_wardens"]


def started(factions=("marquise", "eyrie"), seed=1):
    return hx.started_with(CARDS, factions, seed)


position = hx.position


def hold(s, f, side="promoted"):
    p = s["players"][S]
    p["controller"], p["control"], p["gained"] = f, 3, 0
    p["side"] = side
    for c in range(1, 13):
        p["supply"]["warrior"] += s["board"][c]["warriors"].pop(S, 0)


def put(s, f, c, n):
    s["board"][c]["warriors"][f] = s["board"][c]["warriors"].get(f, 0) + n
    s["players"][f]["supply"]["warrior"] -= n


def until(g, test, limit=600):
    for n in range(limit):
        if test(g):
            return g
        g.play_random(n, until=1)
    raise AssertionError("never reached")


def test_A_6_3_two_spies_in_two_clearings_of_one_suit():
    g = Game.new(["marquise", "eyrie"], seed=2, hirelings=CARDS)
    until(g, lambda g: g.decision.kind == "place_hireling" and keys(g)[0].startswith("spies:"))
    m = g.map
    for k in keys(g):
        a, b = map(int, k.split(":")[1].split("-"))
        assert a != b and m.clearings[a].suit == m.clearings[b].suit
    g.apply(keys(g)[0])
    assert sum(g.s["board"][c]["warriors"].get(S, 0) for c in m.ids) == 2


def _daylight():
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s):
        hold(s, f)
        put(s, S, 3, 1)
    return position(g, edit), f, o


def test_H_2_4_two_spies_go_where_enemies_are_then_battle_or_steal():
    g, f, o = _daylight()
    g = until(g, lambda g: g.decision.player == f and f"{S}:spy" in keys(g))
    g.apply(f"{S}:spy")
    assert g.decision.kind == "spies_place"
    spots = [int(k.split(":")[1]) for k in keys(g)]
    assert spots == [c for c in g.map.ids if board.enemies_in(g, c, f) and board.can_place(g, S, c)]
    g.apply(f"spy:{spots[0]}")
    g.apply(f"spy:{spots[0]}")                        # both in one clearing: allowed
    assert g.s["board"][spots[0]]["warriors"][S] >= 2
    assert g.decision.kind == "spies_choose"
    assert "spies_nothing" in keys(g)
    steal = [k for k in keys(g) if k.startswith("spies_steal:")]
    if steal:
        c = int(steal[0].split(":")[1])
        hand = len(g.s["players"][f]["hand"])
        g.apply(steal[0])
        while g.is_chance:
            g.resolve_chance()
        assert len(g.s["players"][f]["hand"]) > hand
    assert not any(k.startswith(f"{S}:") for k in keys(g))        # once per Daylight


def test_H_2_2_raven_sentries_an_extra_hit_where_the_controller_has_a_building():
    g = started()
    f = g.s["turn"]["faction"]
    o = [x for x in g.s["factions"] if x != f][0]

    def edit(s, building=True):
        hold(s, f, side="demoted")
        for c in (6,):
            for x, n in s["board"][c]["warriors"].items():
                s["players"][x]["supply"]["warrior"] += n
            s["board"][c]["warriors"] = {}
            s["board"][c]["buildings"] = []
            s["board"][c]["tokens"] = []
        put(s, f, 6, 3)
        put(s, o, 6, 6)
        s["stack"].append({"step": "battle", "attacker": f, "defender": o, "clearing": 6,
                           "stage": "roll", "label": "Battle in 6"})
        s["forced"]["dice"] = [[1, 0]]
    g2 = position(g, edit)
    from root_widget.rules.factions import faction
    kind = faction(f).buildings[0] if faction(f).buildings else None
    g3 = position(g, lambda s: (edit(s), s["board"][6]["buildings"].append([f, kind]),
                                s["players"][f]["supply"].__setitem__(kind, s["players"][f]["supply"][kind] - 1)))
    for game, want in ((g2, 5), (g3, 4)):          # 1 rolled hit; +1 beside f's building
        until(game, lambda g: not any(fr["step"] in ("battle", "deal_hits") for fr in g.s["stack"]), limit=30)
        assert game.s["board"][6]["warriors"].get(o, 0) == want


def test_random_games_with_the_spies_end():
    for seed in range(2):
        g = Game.new(["marquise", "eyrie", "vagabond"], seed=seed, hirelings=CARDS)
        g.play_random(seed)
        assert g.is_over
