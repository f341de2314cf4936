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


# ----- audit s24: the rest of the card, position by position (Scenario API) -------------------

import pytest                                                           # noqa: E402

from root_widget import Scenario                                        # noqa: E402


def spies_table(factions=("marquise", "eyrie", "alliance"), controller="marquise"):
    s = Scenario(factions=list(factions), hirelings=CARDS)
    s.hireling(S, controller=controller, control=3, gained=0)
    return s


def spies_day(s):
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply(f"{S}:spy")
    return g


def test_H_2_4_spies_go_only_where_an_enemy_of_the_controller_has_pieces():
    s = spies_table()
    s.place("marquise", "warrior", 2, count=2)                  # the controller's own: no spot
    s.place("eyrie", "warrior", 1)                              # an enemy warrior
    s.place("alliance", "sympathy", 6)                          # an enemy token
    s.place(hx.G, "warrior", 9)                                 # an uncontrolled hireling (G.8)
    g = spies_day(s)
    assert g.decision.kind == "spies_place"
    assert keys(g) == ["spy:1", "spy:6", "spy:9"]
    g.apply("spy:6")
    assert keys(g) == ["spy:1", "spy:6", "spy:9"]               # the second Spy: same choice
    g.apply("spy:1")
    assert g.s["board"][6]["warriors"][S] == 1 and g.s["board"][1]["warriors"][S] == 1
    assert g.decision.kind == "spies_choose"                   # two Spies placed, no third


def test_H_2_4_spies_place_no_more_than_the_supply_holds():
    s = spies_table()
    s.place("eyrie", "warrior", 1)
    s.place(S, "warrior", 12, count=5)                          # one Spy left in the supply
    g = spies_day(s)
    g.apply("spy:1")
    assert g.decision.kind == "spies_choose"
    assert g.s["players"][S]["supply"]["warrior"] == 0


def test_H_2_4_spies_battle_once_in_each_clearing_with_spies_in_clearing_order():
    s = spies_table()
    s.place(S, "warrior", 1)
    s.place("eyrie", "warrior", 1, count=2)
    s.place("alliance", "warrior", 1)
    s.place(S, "warrior", 5)
    s.place("eyrie", "warrior", 5)
    s.place(S, "warrior", 9)                                    # Spies with no enemy: passed over
    s.dice([[1, 0], [1, 0]])
    g = spies_day(s)
    g.apply("spy:1")
    g.apply("spy:5")
    assert "spies_battles" in keys(g) and "spies_nothing" in keys(g)
    g.apply("spies_battles")
    assert g.decision.kind == "spies_battle" and g.decision.player == "marquise"
    assert sorted(keys(g)) == ["spies_battle:1:alliance", "spies_battle:1:eyrie"]   # its choice
    g.apply("spies_battle:1:eyrie")
    while g.decision.kind != "spies_battle":
        g.apply(keys(g)[0])
    assert keys(g) == ["spies_battle:5:eyrie"]                  # then 5, one battle there
    g.apply("spies_battle:5:eyrie")
    while g.decision.player != "marquise" or g.decision.kind not in ("action", "craft"):
        g.apply(keys(g)[0])
    assert not g.s["board"][5]["warriors"].get("eyrie")
    assert g.s["board"][1]["warriors"]["eyrie"] == 1 and g.s["board"][1]["warriors"]["alliance"] == 1
    assert g.score("marquise") == 0                             # H.3.6
    assert not any(k.startswith(f"{S}:") for k in keys(g))      # once per Daylight


def test_H_2_4_spies_steal_a_random_card_from_each_enemy_with_faction_pieces_there():
    s = spies_table()
    s.place(S, "warrior", 5)
    s.place("eyrie", "roost", 5)                                # enemies with faction pieces in 5
    s.place("alliance", "sympathy", 5)
    s.place("eyrie", "warrior", 1)                              # somewhere to put the Spies
    s.place("marquise", "warrior", 5)                           # the controller: not robbed
    s.hand("eyrie", ["fox_ambush"])
    s.hand("alliance", ["mouse_ambush"])
    s.hand("marquise", ["bird_ambush"])
    g = spies_day(s)
    g.apply("spy:1")
    g.apply("spy:1")
    assert "spies_steal:5" in keys(g) and "spies_steal:1" in keys(g)
    g.apply("spies_steal:5")
    while g.is_chance:
        g.apply(keys(g)[0])
    assert sorted(g.s["players"]["marquise"]["hand"]) == ["bird_ambush", "fox_ambush", "mouse_ambush"]
    assert g.s["players"]["eyrie"]["hand"] == [] and g.s["players"]["alliance"]["hand"] == []
    assert not any(k.startswith(f"{S}:") for k in keys(g))      # once per Daylight


def test_H_2_4_no_steal_where_no_enemy_with_pieces_holds_a_card():
    s = spies_table()
    s.place(S, "warrior", 5)
    s.place("eyrie", "warrior", 5)                              # an enemy, but no card in hand
    s.place("alliance", "sympathy", 1)
    s.hand("alliance", ["mouse_ambush"])
    g = spies_day(s)
    g.apply("spy:1")
    g.apply("spy:1")
    assert "spies_steal:1" in keys(g) and "spies_steal:5" not in keys(g)


def test_H_2_4_the_demoted_side_has_no_spy_action():
    s = spies_table()
    s.hireling(S, side="demoted", controller="marquise", control=3, gained=0)
    s.place("eyrie", "warrior", 1)
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    assert not any(k.startswith(f"{S}:") for k in keys(g))


@pytest.mark.parametrize("controller, piece, marquise_left, eyrie_left", [
    ("eyrie", "roost", 1, 1),      # defending beside its building: 1 rolled + 1 extra hit
    ("marquise", "wood", 2, 0),    # attacking beside its token: 2 rolled + 1 extra hit
    ("eyrie", None, 2, 1),         # nothing of its own there: no extra hit
])
def test_H_2_2_raven_sentries_attacking_or_defending_beside_a_building_or_token(
        controller, piece, marquise_left, eyrie_left):
    s = spies_table(factions=("marquise", "eyrie"), controller=controller)
    s.hireling(S, side="demoted", controller=controller, control=3, gained=0)
    s.place("marquise", "warrior", 5, count=3)
    s.place("eyrie", "warrior", 5, count=3)
    if piece:
        s.place(controller, piece, 5)
    s.dice([2, 1])                                   # the marquise attack: 2 hits, 1 back
    g = s.start(turn="marquise", phase="daylight", auto_chance=False)
    g.apply("done")
    g.apply("battle:5:eyrie")
    while g.decision.player != "marquise" or g.decision.kind != "action":
        g.apply(keys(g)[0])
    assert (g.clearing(5).warriors("marquise"), g.clearing(5).warriors("eyrie")) == \
        (marquise_left, eyrie_left)


def test_1_2_a_stolen_card_stays_hidden_from_the_other_seats():
    s = spies_table()
    s.place(S, "warrior", 5)
    s.place("eyrie", "roost", 5)
    s.place("eyrie", "warrior", 1)
    s.hand("eyrie", ["fox_ambush"])
    g = spies_day(s)
    g.apply("spy:1")
    g.apply("spy:1")
    g.apply("spies_steal:5")
    while g.is_chance:
        g.apply(keys(g)[0])
    assert "fox_ambush" in g.s["players"]["marquise"]["hand"]
    for seat in ("eyrie", "alliance"):
        o = g.observation(seat)["players"]["marquise"]
        assert o["hand"] is None and o["hand_size"] == len(g.s["players"]["marquise"]["hand"])
    assert "fox_ambush" in g.observation("marquise")["players"]["marquise"]["hand"]


def test_bad_input_for_the_spies_options_is_refused_and_changes_nothing():
    from root_widget import IllegalAction
    s = spies_table()
    s.place("eyrie", "warrior", 1)
    g = spies_day(s)
    before = g.to_json()
    with pytest.raises(IllegalAction, match="marquise"):
        g.apply("spy:1", player="eyrie")
    with pytest.raises(IllegalAction, match="not a legal option"):
        g.apply("spy:2")                                          # no enemy in 2
    with pytest.raises(IllegalAction):
        g.apply(None)
    assert g.to_json() == before
