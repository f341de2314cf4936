"""Law Appendix A, the Advanced Setup, as Game.new(..., setup="advanced") plays it: the
factions set up as in the Standard Setup (A.8 allows it), the suit markers dealt on every
map (A.1), five cards drawn (A.7) and three kept once the factions are set up (A.10)."""
import pytest

from root_widget import Game
from root_widget.rules.cards import CARDS
from root_widget.rules.errors import IllegalAction, SaveError, UnknownName

FOUR = ["marquise", "eyrie", "alliance", "vagabond"]


def _to_put_back(g):
    """Walk a new game (first options) to its first put-back decision (Law A.10)."""
    for _ in range(200):
        if g.decision.kind == "put_back":
            return g
        g.apply(g.legal_actions()[0])
    raise AssertionError("no put-back decision in the setup")


def _through_setup(g):
    while g.s["turn"]["number"] == 0:
        g.apply(g.legal_actions()[0])
    return g


def _hand(g, f):
    return list(g.s["players"][f]["hand"])


def _deck_size(g):
    return sum(g.s["deck"].values())


def test_A_7_each_player_draws_five_cards():
    g = _to_put_back(Game.new(FOUR, seed=3, setup="advanced"))
    assert [len(_hand(g, f)) for f in FOUR] == [5, 5, 5, 5]
    supporters = len(g.s["players"]["alliance"]["supporters"])     # drawn at its setup (8.3.4)
    assert supporters == 3 and _deck_size(g) == 54 - 20 - supporters


def test_5_1_3_the_standard_setup_still_draws_three_and_keeps_them_all():
    g = Game.new(FOUR, seed=3)
    kinds = set()
    while g.s["turn"]["number"] == 0:
        kinds.add(g.decision.kind)
        g.apply(g.legal_actions()[0])
    assert "put_back" not in kinds
    first = g.s["first"]
    assert all(len(_hand(g, f)) == 3 for f in FOUR if f != first)


def test_A_7_two_players_play_without_the_dominance_cards():
    g = _to_put_back(Game.new(["marquise", "eyrie"], seed=5, setup="advanced"))
    cards = list(g.s["deck"]) + _hand(g, "marquise") + _hand(g, "eyrie")
    assert not [c for c in cards if CARDS[c].kind == "dominance"]
    assert [len(_hand(g, f)) for f in ("marquise", "eyrie")] == [5, 5]


def test_A_10_each_player_keeps_three_and_the_rest_go_back_to_the_deck():
    g = _through_setup(Game.new(FOUR, seed=3, setup="advanced"))
    first = g.s["first"]
    assert [len(_hand(g, f)) for f in FOUR] == [3, 3, 3, 3]
    in_hands = sum(len(_hand(g, f)) for f in FOUR)
    assert in_hands == 12 and _deck_size(g) == 54 - 12 - 3       # the Alliance's supporters


def test_A_10_the_card_put_back_leaves_the_hand_and_is_in_the_deck_again():
    g = _to_put_back(Game.new(FOUR, seed=3, setup="advanced"))
    f = g.decision.player
    card = _hand(g, f)[1]
    before = g.s["deck"].get(card, 0)
    g.apply(f"put_back:{card}")
    assert card not in _hand(g, f)
    assert g.s["deck"][card] == before + 1
    assert len(_hand(g, f)) == 4 and g.decision.player == f and g.decision.kind == "put_back"


def test_A_10_the_options_are_the_cards_of_the_own_hand_only():
    g = _to_put_back(Game.new(FOUR, seed=3, setup="advanced"))
    f = g.decision.player
    assert sorted(a.key for a in g.legal_actions()) == sorted(f"put_back:{c}" for c in set(_hand(g, f)))
    other = next(c for x in FOUR if x != f for c in _hand(g, x) if c not in _hand(g, f))
    before = g.to_json()
    with pytest.raises(IllegalAction):
        g.apply(f"put_back:{other}")
    assert g.to_json() == before
    assert "done" not in {a.kind for a in g.legal_actions()}      # two must go back: no skipping


def test_A_10_players_put_back_in_turn_order_from_the_first_player():
    g = _to_put_back(Game.new(FOUR, seed=3, setup="advanced"))
    order = FOUR[FOUR.index(g.s["first"]):] + FOUR[:FOUR.index(g.s["first"])]
    seen = []
    while g.decision.kind == "put_back":
        if not seen or seen[-1] != g.decision.player:
            seen.append(g.decision.player)
        g.apply(g.legal_actions()[0])
    assert seen == order


def test_A_10_other_seats_learn_only_that_a_card_went_back():
    g = _to_put_back(Game.new(FOUR, seed=3, setup="advanced"))
    f = g.decision.player
    card = _hand(g, f)[0]
    g.apply(f"put_back:{card}")
    own = g.observation(f)["log"][-1]["text"]
    other = next(x for x in FOUR if x != f)
    theirs = g.observation(other)["log"][-1]["text"]
    label = CARDS[card].name
    assert label in own and label not in theirs
    assert "puts a card back on the deck" in theirs
    assert _hand(g, f) and g.observation(other)["players"][f]["hand"] is None


def test_A_1_the_advanced_setup_deals_suit_markers_on_the_autumn_map_too():
    std = Game.new(FOUR, seed=3)
    assert "suits" not in std.s
    g = Game.new(FOUR, seed=3, setup="advanced")
    assert sorted(g.s["suits"]) == sorted(["fox"] * 4 + ["mouse"] * 4 + ["rabbit"] * 4)
    assert any(e["rule"] == "A.1" for e in g.s["log"])


def test_A_1_random_suits_false_is_refused_with_the_advanced_setup():
    with pytest.raises(UnknownName, match="A.1"):
        Game.new(FOUR, seed=3, setup="advanced", random_suits=False)


@pytest.mark.parametrize("bad", ["expert", "Advanced", None, True, 1])
def test_an_unknown_setup_is_refused(bad):
    with pytest.raises(UnknownName, match="setup must be"):
        Game.new(FOUR, seed=3, setup=bad)


def test_A_6_hirelings_set_up_before_the_five_cards_are_drawn():
    g = _to_put_back(Game.new(FOUR, seed=4, setup="advanced", hirelings=True))
    rules = [e["rule"] for e in g.s["log"]]
    assert any(r.startswith("A.6") or r.startswith("H") for r in rules)
    assert [len(_hand(g, f)) for f in FOUR] == [5, 5, 5, 5]


def test_an_advanced_game_saves_loads_replays_and_undoes():
    g = _to_put_back(Game.new(FOUR, seed=3, setup="advanced"))
    g.apply(g.legal_actions()[0])
    text = g.to_json()
    assert Game.from_json(text).to_json() == text
    assert g.replay().to_json() == text
    h = g.clone()
    h.undo()
    assert h.decision.kind == "put_back" and len(_hand(h, h.decision.player)) == 5
    g.play_random(7)
    assert g.is_over and Game.from_json(g.to_json()).to_json() == g.to_json()


def test_a_save_whose_advanced_setup_flag_is_not_true_is_refused():
    import json
    g = Game.new(FOUR, seed=3, setup="advanced")
    data = json.loads(g.to_json())
    data["setup"]["advanced"] = "yes"
    with pytest.raises(SaveError, match="advanced"):
        Game.from_json(json.dumps(data))


def test_A_2_the_squires_and_disciples_deck_is_refused_as_not_implemented():
    from root_widget import Scenario
    from root_widget.rules.errors import NotImplementedInEngine
    with pytest.raises(NotImplementedInEngine, match="Squires and Disciples.*A.2"):
        Game.new(FOUR, seed=3, deck="squires_and_disciples")
    with pytest.raises(NotImplementedInEngine, match="Squires and Disciples"):
        Scenario(factions=["marquise", "eyrie"], deck="squires_and_disciples")
    assert Game.new(FOUR, seed=3, deck="exiles_and_partisans", setup="advanced").s["card_deck"] == \
        "exiles_and_partisans"                                   # A.2 with the Advanced Setup


def test_A_9_scores_start_at_zero_and_A_4_the_first_player_is_chance_s_pick():
    g = Game.new(FOUR, seed=3, setup="advanced", auto_chance=False)
    while g.decision.kind != "first_player":
        g.apply(g.legal_actions()[0])                             # the suit markers (A.1)
    d = g.decision
    assert (d.player, d.rule) == ("chance", "5.1.1")
    assert sorted(a.key for a in d.options) == sorted(f"first:{f}" for f in FOUR)
    g.apply("first:alliance")
    g = _through_setup(g)
    assert g.s["first"] == "alliance" and g.s["turn"]["faction"] == "alliance"
    assert [g.score(f) for f in FOUR] == [0, 0, 0, 0]


def test_A_8_five_corner_factions_are_refused_with_the_advanced_setup_too():
    from root_widget.rules.errors import NotImplementedInEngine
    five = ["marquise", "eyrie", "lizards", "duchy", "hundreds"]
    with pytest.raises(NotImplementedInEngine, match="setup='advanced'.*A.8"):
        Game.new(five, seed=1, setup="advanced")
